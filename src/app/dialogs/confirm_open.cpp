#include "app/dialogs/confirm_open.h"

#include "app/dialogs/dialogs.h"
#include "app/panels/panels.h"

namespace cdo::app {

void ConfirmOpenDialog::proceed(Shell& shell, Dialogs& dialogs) {
    if (!path_.empty())
        shell.openFile(path_);
    else
        dialogs.openFile();
}

Dialog::Step ConfirmOpenDialog::draw(Shell& shell, Dialogs& dialogs) {
    ImGui::TextWrapped("This table has unsaved changes. Open another file anyway? (They stay "
                       "in the autosave until then.)");
    if (button("Save first", 160)) {
        shell.saveFile();
        if (!shell.doc().dirty()) proceed(shell, dialogs); // a failed save keeps the table
        return Step::Done;
    }
    ImGui::SameLine();
    if (button("Discard them", 160)) {
        proceed(shell, dialogs);
        return Step::Done;
    }
    ImGui::SameLine();
    return button("Cancel", 120) ? Step::Done : Step::Stay;
}

} // namespace cdo::app
