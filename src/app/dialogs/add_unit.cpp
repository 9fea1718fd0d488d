#include "app/dialogs/add_unit.h"

#include "app/document/edits.h"
#include "app/panels/panels.h"
#include "core/format.h"

#include <algorithm>
#include <string>
#include <vector>

namespace cdo::app {

namespace {

// The sides to offer: those on the table, and French and Austrian while fewer than two.
std::vector<std::string> sidesOf(const Scenario& s) {
    std::vector<std::string> sides;
    for (const Unit& x : s.gt().units)
        if (std::find(sides.begin(), sides.end(), x.side) == sides.end()) sides.push_back(x.side);
    for (const char* d : {"french", "austrian"})
        if (sides.size() < 2 && std::find(sides.begin(), sides.end(), d) == sides.end())
            sides.push_back(d);
    return sides;
}

// Adds the unit and selects it, or says why the table takes no more.
void addOne(Shell& shell, const std::string& side, UnitType t, Vec2 at, double facing) {
    const Scenario& s = shell.doc().scenario();
    Unit u;
    u.side = side;
    u.type = t;
    u.at = at;
    u.facing = facing;
    u.id = freshId(s, side.substr(0, 2) + "-" + std::string(toString(t)));
    if (const std::string full = unitLimitProblem(s); !full.empty()) {
        shell.setError(full);
        return;
    }
    shell.apply(addUnit(s, u));
    shell.selection().firer = shell.doc().scenario().gt().units.back().id;
}

} // namespace

Dialog::Step AddUnitDialog::draw(Shell& shell, Dialogs&) {
    ImGui::Text("New unit at (%.1f, %.1f)", at_.x, at_.y);
    const Scenario& s = shell.doc().scenario();
    // The facing: each side's own by default (toward the enemy), or the one tapped here.
    ImGui::TextWrapped("Facing: %s", facing_ ? fmtNumber("%.0f°", *facing_).c_str()
                                             : "toward the enemy (each side's own)");
    for (const double deg : {0.0, 90.0, 180.0, 270.0}) {
        if (deg > 0) ImGui::SameLine();
        const bool chosen = facing_ && *facing_ == deg;
        if (chosen) ImGui::PushStyleColor(ImGuiCol_Button, ImVec4(0.15f, 0.45f, 0.75f, 1));
        if (button((fmtNumber("%.0f°", deg) + "##add-facing").c_str(), 96)) facing_ = deg;
        if (chosen) ImGui::PopStyleColor();
    }
    for (const std::string& side : sidesOf(s)) {
        const double facing = facing_ ? *facing_ : newUnitFacing(s, side, at_);
        ImGui::Text("%s, facing %.0f°:", side.c_str(), facing);
        int n = 0;
        for (UnitType t : allUnitTypes) {
            if (n++ % 3) ImGui::SameLine();
            const std::string label = std::string(toString(t)) + "##" + side;
            if (button(label.c_str(), 200)) {
                addOne(shell, side, t, at_, facing);
                return Step::Done;
            }
        }
    }
    return button("Cancel", 140) ? Step::Done : Step::Stay;
}

} // namespace cdo::app
