#include "app/dialogs/confirm_replace.h"

#include "app/panels/panels.h"

namespace cdo::app {

Dialog::Step ConfirmReplaceDialog::draw(Shell& shell, Dialogs&) {
    ImGui::TextWrapped("%s already exists. Replace it with this table?", path_.c_str());
    if (button("Replace", 160)) {
        shell.saveFileAs(path_);
        return Step::Done;
    }
    ImGui::SameLine();
    return button("Cancel", 140) ? Step::Done : Step::Stay;
}

} // namespace cdo::app
