#include "app/dialogs/open_dialog.h"

#include "app/panels/panels.h"

#include <filesystem>

namespace cdo::app {

Dialog::Step OpenDialog::draw(Shell& shell, Dialogs&) {
    browser_.draw(shell.doc(), file_, false);
    if (button("Open", 140) && !file_.empty()) {
        shell.openFile((std::filesystem::path(browser_.folder()) / file_).string());
        return Step::Done;
    }
    ImGui::SameLine();
    return button("Cancel", 140) ? Step::Done : Step::Stay;
}

} // namespace cdo::app
