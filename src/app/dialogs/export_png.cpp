#include "app/dialogs/export_png.h"

#include "app/panels/keyboard.h"
#include "app/panels/panels.h"

namespace cdo::app {

void ExportPngDialog::opened(Shell& shell) {
    path_ =
        defaultExportPath(shell.doc().path(), shell.selection().firer, shell.selection().target);
}

Dialog::Step ExportPngDialog::draw(Shell& shell, Dialogs&) {
    ImGui::TextWrapped("The view as it is now, with its ruling and panels, as a PNG image.");
    textField("File", path_);
    if (button("Export", 140) && !path_.empty()) {
        shell.exportImage(path_);
        return Step::Done;
    }
    ImGui::SameLine();
    return button("Cancel", 140) ? Step::Done : Step::Stay;
}

} // namespace cdo::app
