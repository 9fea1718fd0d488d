#include "app/dialogs/new_table_dialog.h"

#include "app/dialogs/new_map_form.h"
#include "app/dialogs/new_table.h"
#include "app/panels/keyboard.h"
#include "app/panels/panels.h"

namespace cdo::app {

bool NewTableDialog::make(Shell& shell, double width, double depth) {
    problem_ = shell.newTable(width, depth);
    return problem_.empty();
}

Dialog::Step NewTableDialog::draw(Shell& shell, Dialogs&) {
    ImGui::TextWrapped("An empty Grande Tactique table. Its size:");
    for (std::size_t i = 0; i < kTablePresets.size(); ++i) {
        if (i % 2) ImGui::SameLine();
        if (button(kTablePresets[i].label, 300) &&
            make(shell, kTablePresets[i].width, kTablePresets[i].depth))
            return Step::Done;
    }
    ImGui::TextUnformatted("Or another size, in inches:");
    textField("Width (in)", width_, ImGuiInputTextFlags_CharsDecimal);
    textField("Depth (in)", depth_, ImGuiInputTextFlags_CharsDecimal);
    if (!problem_.empty()) wrapped(badInk(), problem_);
    if (button("Make this table", 240)) {
        const auto w = parseInches(width_), d = parseInches(depth_);
        if (!w || !d)
            problem_ = "'" + (w ? depth_ : width_) + "' is not a number of inches";
        else if (make(shell, *w, *d))
            return Step::Done;
    }
    ImGui::SameLine();
    if (button("Cancel", 140)) return Step::Done;
    // Or a La Bataille map of a size in hexes.
    return newMapForm(shell, mapForm_) ? Step::Done : Step::Stay;
}

} // namespace cdo::app
