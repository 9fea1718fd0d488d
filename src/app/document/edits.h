// Edits that must keep a scenario loadable: ids stay unique, references (charging,
// attached_to, occupies) never point at something deleted, outlines stay simple, everything
// stays on the table. Each returns one command for History, or an error message.
#pragma once

#include "app/document/history.h"
#include "core/model.h"

#include <string>
#include <string_view>

namespace cdo::app {

struct EditResult {
    CommandPtr command; // null when refused
    std::string error;  // why it was refused
};

double normalizeFacing(double degrees); // [0, 360)
// The facing as it reads with `decimals` decimals: 359.99 is "0", never "360" (a base fitted
// to a photo facing north often ends a hundredth west of it).
double shownFacing(double degrees, int decimals);
// Keeps a base centre or a terrain point on the table (coordinates may not be negative).
Vec2 clampToTable(const Scenario& s, Vec2 p);

// "base", then "base-2", "base-3"... whichever is free among units and terrain; always an id
// the loader takes (characters outside the id rule dropped, "unit" when none is left, cut
// short enough for its suffix).
std::string freshId(const Scenario& s, std::string_view base);

// Moves and turns a unit (one undo step per gesture with the same label).
CommandPtr placeUnit(const Scenario& s, int index, Vec2 at, double facing,
                     std::string label = "Move unit");
// A position typed in the unit's fields: one off the table (X outside 0 to the table's
// width, Y outside 0 to its depth) is refused in words naming the range, never clamped.
EditResult placeUnitTyped(const Scenario& s, int index, Vec2 at);
// "X (in, 0 to 72)": the label of a typed coordinate, with the range it takes.
std::string coordinateLabel(const Scenario& s, char axis);
EditResult renameUnit(const Scenario& s, int index, const std::string& newId);
// Why no unit can be added to `s` ("the table holds 20,000 units, ..."): a scenario holds at
// most limits::maxUnits, as the loader reads them; empty while there is room.
std::string unitLimitProblem(const Scenario& s);
// Both give null when unitLimitProblem refuses (callers show it first): a table never grows
// past what its own file could load.
CommandPtr addUnit(const Scenario& s, Unit unit); // gives it a fresh id if its own is taken
// The facing a unit added for `side` at `at` is offered first: as its side's first unit faces;
// with none of its side yet, toward the enemy's side of the table (gt::homeEdge: the half the
// enemy does not hold; with nobody on the table, away from the edge nearer `at`).
double newUnitFacing(const Scenario& s, const std::string& side, Vec2 at);
CommandPtr duplicateUnit(const Scenario& s, int index, Vec2 offset);
CommandPtr deleteUnit(const Scenario& s, int index);

// Areas (hill, woods, BUA, river) need a simple polygon of at least 3 points; roads and
// linear features a path of at least 2. Empty when fine.
std::string checkShape(TerrainKind kind, const Polygon& points);
std::string checkHillTop(const Polygon& outline, const Polygon& top);
EditResult addTerrain(const Scenario& s, Terrain terrain);
EditResult editTerrain(const Scenario& s, int index, Terrain after,
                       std::string label = "Edit terrain");
EditResult renameTerrain(const Scenario& s, int index, const std::string& newId);
CommandPtr deleteTerrain(const Scenario& s, int index);

// A new table size, refused while a unit or terrain point would lie beyond the new edge (the
// loader refuses such a file) or a side lies outside the loader's limits.
EditResult resizeTable(const Scenario& s, TableSize after);

} // namespace cdo::app
