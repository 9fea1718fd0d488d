// The roster: two army lists, one per side, from which units are put on the table. Display
// free, so that deploying, the "on table" marks and undo are tested without a window; the
// panel that draws it is drawRosterPanel() in roster_panel.cpp.
#pragma once

#include "app/document/history.h"
#include "core/grande_tactique/placement.h"
#include "io/army_list.h"

#include <array>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace cdo::app {

// One line of the roster, in command order: a command heading, its general, or a unit.
struct RosterLine {
    enum class Kind { Command, General, Unit };
    Kind kind;
    int depth = 0; // 0 for the army or corps, 1 for its divisions, ...
    const io::Command* command = nullptr;
    const io::ArmyUnit* unit = nullptr; // Kind::Unit
    // Kind::Unit: what the unit takes from its commands (io::UnitInfo).
    std::string nation;
    std::string arrival;
    bool optional = false;
    // Kind::Command: the units shown under it (itself and its sub-commands), summed.
    io::Totals totals;
};

class Roster {
  public:
    static constexpr int kSides = 2;

    // The army lists on the shelf: every .yaml under `dir` that is an army list, sorted.
    static std::vector<std::string> shelf(const std::string& dir);

    // Loads a list for a side (0 or 1); its path is kept absolute (ArmyList::path), as the
    // units deployed from it name it. Only an army-list file is opened (armyListFileProblem).
    // On a bad file the side keeps what it had and `error` says why, as FILE:LINE:COLUMN:
    // message or FILE: message.
    bool choose(int side, const std::string& path, std::string& error);
    void clear(int side) { sides_[std::size_t(side)].reset(); }
    const io::ArmyList* list(int side) const;

    // The list as lines to draw, commands first, each followed by its general and units.
    std::vector<RosterLine> lines(int side) const;
    // Only the units the filter keeps (io::filterArmyList), and the commands that still hold
    // some; the top command is always shown.
    std::vector<RosterLine> lines(int side, const io::ArmyFilter& filter) const;

    // A unit came from this list if the scenario has a unit whose army_list is the list's
    // path and whose id is the list's id (or that id with a "-2", "-3"... suffix given when
    // the plain id was taken).
    bool deployed(const Scenario& s, int side, std::string_view armyId) const;
    int deployedCount(const Scenario& s, int side) const;
    int total(int side) const; // units and generals

    // One undo step: the unit (or the command's general) onto the table at `at`, facing
    // `facing`, and the list into the scenario's `armies` if it is not there yet.
    CommandPtr deploy(const Scenario& s, int side, const io::ArmyUnit& unit, Vec2 at,
                      double facing) const;
    CommandPtr deploy(const Scenario& s, int side, const io::General& general, Vec2 at,
                      double facing) const;

    // As deploy, put where a roster tap puts it: in a row near the side's own edge (homeEdge),
    // facing the enemy, 0.5" clear of every other base (gt::deploymentPose); beside the last
    // unit of its side when those rows are full.
    CommandPtr deployAtEdge(const Scenario& s, int side, const io::ArmyUnit& unit) const;
    CommandPtr deployAtEdge(const Scenario& s, int side, const io::General& general) const;
    // The edge the side's units belong by (gt::homeEdge: where its units stand against the
    // enemy's; with none on the table, defaultFacing's: A the near edge, B the far one).
    gt::EndEdge homeEdge(const Scenario& s, int side) const;

    // With no unit on the table yet: side A (0) faces 0° (away from the near edge), side B
    // (1) faces 180°.
    static double defaultFacing(int side) { return side == 0 ? 0.0 : 180.0; }
    // The facing of a unit put down for `side`: toward the enemy's side of the table. With
    // units of both sides, the side whose units lie nearer the far edge (larger mean y) faces
    // 180°, the other 0°; with one side's only, that side faces the other half of the table
    // (180° when it stands beyond the middle) and the enemy faces it; with none (or no list),
    // defaultFacing.
    double facingFor(const Scenario& s, int side) const;
    // Where a unit put down at `wanted` goes: there when its base overlaps no other; else the
    // next free spot beside the last unit of its side put down (to its right, then its left,
    // further out each time), every corner on the table; else `wanted`.
    static Vec2 freeSpot(const Scenario& s, const Unit& unit, Vec2 wanted);

  private:
    CommandPtr deployAtEdge(const Scenario& s, int side, Unit unit) const;
    CommandPtr deployUnit(const Scenario& s, int side, Unit unit) const;
    std::array<std::optional<io::ArmyList>, kSides> sides_;
};

// An army list a scenario names (`armies:` or a unit's `army_list:`) is relative to the
// scenario's folder, never to the working directory (which is only used for an untitled
// table). Returns the list's absolute, normalised path.
std::string resolveListPath(const std::string& list, const std::string& scenarioPath);
// How a scenario saved at `scenarioPath` names the list at `list` (absolute): relative to the
// scenario's folder whenever it can be (both absolute), even when only the root is shared.
std::string relativeListPath(const std::string& list, const std::string& scenarioPath);
// Why `path` may not be opened as an army list, or empty when it may: it must be an existing
// regular file (not a device, a pipe or a folder) whose name ends in .yaml or .yml.
std::string armyListFileProblem(const std::string& path);

// Adds or removes an entry of Scenario::armies (undoable).
CommandPtr addArmyRef(ArmyRef ref);

} // namespace cdo::app
