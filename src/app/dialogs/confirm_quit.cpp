#include "app/dialogs/confirm_quit.h"

#include "app/panels/panels.h"

namespace cdo::app {

Dialog::Step ConfirmQuitDialog::draw(Shell& shell, Dialogs&) {
    ImGui::TextWrapped("This table has unsaved changes.");
    if (button("Save and quit", 180)) {
        shell.saveFile();
        if (!shell.doc().dirty()) shell.quit(); // a failed save keeps the app open
        return Step::Done;
    }
    ImGui::SameLine();
    if (button("Quit without saving", 220)) {
        shell.quit();
        return Step::Done;
    }
    ImGui::SameLine();
    return button("Cancel", 120) ? Step::Done : Step::Stay;
}

} // namespace cdo::app
