#include "app/dialogs/confirm_new.h"

#include "app/dialogs/dialogs.h"
#include "app/panels/panels.h"

namespace cdo::app {

Dialog::Step ConfirmNewDialog::draw(Shell& shell, Dialogs& dialogs) {
    ImGui::TextWrapped("This table has unsaved changes. Start a new table anyway? (They stay "
                       "in the autosave until then.)");
    if (button("Save first", 160)) {
        shell.saveFile();
        if (!shell.doc().dirty()) dialogs.newTable(); // a failed save keeps the table
        return Step::Done;
    }
    ImGui::SameLine();
    if (button("Discard them", 160)) {
        dialogs.newTable();
        return Step::Done;
    }
    ImGui::SameLine();
    return button("Cancel", 120) ? Step::Done : Step::Stay;
}

} // namespace cdo::app
