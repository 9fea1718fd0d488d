#include "app/dialogs/new_map_form.h"

#include "app/dialogs/new_table.h"
#include "app/view/widgets.h"

#include <imgui.h>
#include <imgui_stdlib.h>

namespace cdo::app {

bool newMapForm(Shell& shell, NewMapForm& form) {
    ImGui::Separator();
    ImGui::TextWrapped("Or an empty La Bataille map, in hexes (flat hexes, odd columns half a "
                       "hex lower):");
    ImGui::InputText("Columns", &form.columns, ImGuiInputTextFlags_CharsDecimal);
    ImGui::InputText("Rows", &form.rows, ImGuiInputTextFlags_CharsDecimal);
    if (!form.problem.empty()) wrapped(badInk(), form.problem);
    if (!button("Make this map", 240)) return false;
    const auto c = parseHexCount(form.columns), r = parseHexCount(form.rows);
    if (!c || !r) {
        form.problem = "'" + (c ? form.rows : form.columns) + "' is not a whole number of hexes";
        return false;
    }
    form.problem = shell.newMap(*c, *r);
    return form.problem.empty();
}

} // namespace cdo::app
