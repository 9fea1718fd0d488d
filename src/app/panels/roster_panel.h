// The roster panel: choose a list per side, browse it by command, tap a unit to put it on the
// table. Tablet first: every row is a full-width touch target and nothing needs hovering.
#pragma once

#include "app/document/roster.h"

#include <functional>
#include <string>
#include <vector>

namespace cdo::app {

// A list on the shelf as the panel offers it: by its title, not its file name.
struct ShelfEntry {
    std::string title, path;
};

struct RosterPanelState {
    int side = 0;
    std::vector<std::string> shelf; // army-list files found under armies/
    std::string shelfDir;
    std::string error;
    // Which part of the list is shown: one arrival (empty: all) and whether optional units are.
    std::string arrival;
    bool optionalUnits = true;
    // Of the unit and general rows drawn last: how many wrapped onto more lines, and how many
    // had text that did not fit their row (never, since long names wrap).
    int wrappedRows = 0, clippedRows = 0;
    // A row pressed: the panel's scroll then, and whether the finger has moved since (it
    // scrolls the list instead of putting the unit down).
    float pressScroll = 0;
    bool rowDragged = false;
    std::vector<ShelfEntry> titled; // the shelf by title, read once
};

// "French IV Corps (Wagram 1809)": the army, its battle and year.
std::string listTitle(const io::ArmyList& list);
// The shelf's lists sorted by title (a file that cannot be read keeps its file name).
std::vector<ShelfEntry> shelfByTitle(RosterPanelState& state);

// The filter the panel's state asks for (an arrival the list does not have shows everything).
io::ArmyFilter rosterFilter(const RosterPanelState& state, const io::ArmyList& list);
// A unit's line: name, kind and numbers, then nation (when not the side's), arrival (when not
// the first), "optional".
std::string rosterUnitText(const RosterLine& line, const io::ArmyList& list);

struct Deployment {
    CommandPtr command; // null when nothing was tapped; the new unit comes last once applied
    std::string error;  // a tap refused (the table is full), for the status line
};

// Draws inside the current ImGui window. A tapped unit goes by its side's edge
// (Roster::deployAtEdge; `placeFor` is no longer asked); the caller applies the command.
Deployment drawRosterPanel(Roster& roster, RosterPanelState& state, const Scenario& scenario,
                           const std::function<Vec2(int side)>& placeFor);

} // namespace cdo::app
