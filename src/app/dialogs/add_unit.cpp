#include "app/dialogs/add_unit.h"

#include "app/panels/panels.h"

#include <algorithm>
#include <string>
#include <vector>

namespace cdo::app {

namespace {

// The sides to offer: those on the table, and French and Austrian while fewer than two.
std::vector<std::string> sidesOf(const Scenario& s) {
    std::vector<std::string> sides;
    for (const Unit& x : s.units)
        if (std::find(sides.begin(), sides.end(), x.side) == sides.end()) sides.push_back(x.side);
    for (const char* d : {"french", "austrian"})
        if (sides.size() < 2 && std::find(sides.begin(), sides.end(), d) == sides.end())
            sides.push_back(d);
    return sides;
}

// Adds the unit and selects it, or says why the table takes no more.
void addOne(Shell& shell, const std::string& side, UnitType t, Vec2 at) {
    const Scenario& s = shell.doc().scenario();
    Unit u;
    u.side = side;
    u.type = t;
    u.at = at;
    for (const Unit& x : s.units) // face the way the rest of the side faces
        if (x.side == side) {
            u.facing = x.facing;
            break;
        }
    u.id = freshId(s, side.substr(0, 2) + "-" + std::string(toString(t)));
    if (const std::string full = unitLimitProblem(s); !full.empty()) {
        shell.setError(full);
        return;
    }
    shell.apply(addUnit(s, u));
    shell.selection().firer = shell.doc().scenario().units.back().id;
}

} // namespace

Dialog::Step AddUnitDialog::draw(Shell& shell, Dialogs&) {
    ImGui::Text("New unit at (%.1f, %.1f)", at_.x, at_.y);
    for (const std::string& side : sidesOf(shell.doc().scenario())) {
        ImGui::Text("%s:", side.c_str());
        int n = 0;
        for (UnitType t : allUnitTypes) {
            if (n++ % 3) ImGui::SameLine();
            const std::string label = std::string(toString(t)) + "##" + side;
            if (button(label.c_str(), 200)) {
                addOne(shell, side, t, at_);
                return Step::Done;
            }
        }
    }
    return button("Cancel", 140) ? Step::Done : Step::Stay;
}

} // namespace cdo::app
