// Edits of La Bataille counters beyond moving and turning (hex_tool.h): adding one, deleting
// one, its id, name, side, arm and numbers, and a line or skirmishers on two hexes. Each edit
// is one command, or a refusal in words: an edit is refused whenever the La Bataille reader
// (io/scenario_read_lb.cpp) would refuse the file it leaves, so a table can always be saved.
// counterProblem says what the reader would say of one counter; fileChecked asks the file
// layer itself, as a last guard. Display-free, tested in tests/app.
#pragma once

#include "app/document/edits.h"
#include "core/la_bataille/model.h"
#include "io/scenario_io.h"

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace cdo::app {

// The "Add counter" form of the side panel: the hex it is for (none: closed) and the choices
// so far.
struct CounterDraft {
    std::optional<lb::Hex> at;
    std::string side; // empty: the first side of the map
    lb::Arm arm = lb::Arm::Infantry;
    lb::Formation formation = lb::Formation::Column;
};

// Why the reader would refuse `u` as counter `self` of `b` (-1: a counter not yet in it),
// with every other counter as it is; empty when it would take it.
std::string counterProblem(const lb::Battle& b, const lb::Unit& u, int self);

// The edit as the file layer sees it: `r` applied to a copy of `doc`, written and read back.
// A command whose file would not load becomes a refusal with the loader's words.
EditResult fileChecked(const io::ScenarioDocument& doc, EditResult r);

// "base", then "base-2", "base-3"... whichever no counter has; always a valid id.
std::string freshCounterId(const lb::Battle& b, std::string_view base);
// The sides of the counters, in the order they first appear.
std::vector<std::string> counterSides(const lb::Battle& b);
// The first formation `arm` may take (column for every combat arm; column for leaders).
lb::Formation firstFormation(lb::Arm arm);
// The empty hex nearest `near` (the first in reading order of the nearest), or nullopt when
// every hex holds a counter.
std::optional<lb::Hex> emptyHexNear(const lb::Battle& b, lb::Hex near);

// A new counter with the defaults: a fresh id, facing the first bearing its formation allows,
// 4 increments, fire 1 and move 4 (a leader: no increments, no fire, move 4), on top of its
// hex. Cavalry skirmishers take two hexes: the second across the side at facing + 90 (else
// - 90) when that hex is on the map.
lb::Unit newCounter(const lb::Battle& b, const std::string& side, lb::Arm arm,
                    lb::Formation formation, lb::Hex at);
EditResult addCounter(const lb::Battle& b, lb::Unit u);
EditResult deleteCounter(const lb::Battle& b, int index);

// Any change of one counter, refused in the reader's words.
EditResult editCounter(const lb::Battle& b, int index, lb::Unit after,
                       std::string label = "Edit counter");
EditResult renameCounter(const lb::Battle& b, int index, const std::string& id);
// A new arm: the formation stays when the arm allows it, else becomes the arm's first; the
// facing is brought to one the formation allows; what the new arm cannot have (a leader's
// fire, a gun's maximum range, a leader's bonuses) is dropped. `note` says what changed.
EditResult changeArm(const lb::Battle& b, int index, lb::Arm arm, std::string* note = nullptr);
// Routed faces a hexside (L1): routing turns a counter to the nearest one, rallying to the
// nearest bearing its formation allows.
EditResult setRouted(const lb::Battle& b, int index, bool routed, std::string* note = nullptr);

// Whether `u` may stand on two hexes (a line of infantry or cavalry, infantry skirmishers of
// 4 or more increments, cavalry skirmishers); the reason when not.
std::string twoHexProblem(const lb::Unit& u);
// The hex across the side at facing + 90 (`right`) or facing - 90 of a one-hex counter.
std::optional<lb::Hex> besideHex(const lb::HexGrid& g, const lb::Unit& u, bool right);
// Onto two hexes: the one across the side at facing + 90, else at facing - 90 (`note` names
// the hex taken); refused when neither is on the map.
EditResult extendCounter(const lb::Battle& b, int index, std::string* note = nullptr);
// Back to its first hex.
EditResult shrinkCounter(const lb::Battle& b, int index);

} // namespace cdo::app
