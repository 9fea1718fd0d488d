// Edits of the turn (G9) as commands for History: the PIPs entered per divisional general, the
// turn's number and side, the battery actions that spend them, and a charge on guns resolved.
// Each keeps the scenario loadable: the ledger never overspends (gt::refuseSpending says why),
// and a spiked battery leaves `units` for `turn.gone`. Display-free.
#pragma once

#include "app/document/edits.h"
#include "core/grande_tactique/battery.h"
#include "core/grande_tactique/table.h"

#include <optional>
#include <ostream>
#include <string>
#include <vector>

namespace cdo::app {

// Replaces the turn record (none: the file has no `turn:`).
CommandPtr setTurn(std::optional<TurnRecord> before, std::optional<TurnRecord> after,
                   std::string label);

// The record as the scenario has it, else turn 1 with nothing entered.
TurnRecord turnRecord(const Scenario& s);

// The sides in the order their first unit appears.
std::vector<std::string> sidesOf(const Scenario& s);
// The generals (units of type general) of `side`, in the scenario's order; every side's when
// `side` is empty.
std::vector<std::string> generalsOf(const Scenario& s, const std::string& side = "");
// The PIPs entered for `general` this turn, or nullopt when none are.
std::optional<int> pipsOf(const TurnRecord& t, const std::string& general);

// `general`'s PIPs for the turn (a die, or entered): refused below what its actions already spent
// or above the loader's limit.
EditResult setPips(const Scenario& s, const std::string& general, int pips,
                   std::string label = "Enter PIPs");
EditResult setTurnNumber(const Scenario& s, int number);
EditResult setTurnSide(const Scenario& s, const std::string& side);
// The next turn: number + 1, the other side's phase (when there are two), no PIPs or actions
// yet; the batteries gone stay gone.
CommandPtr nextTurn(const Scenario& s);

// Who pays for `unit`'s action by default: the general attached to it when it has PIPs, else the
// first general of its side with PIPs, else the first general of its side (or "" when none).
std::string defaultPayer(const Scenario& s, int unit);

// A battery action (gt::act), paid by `general`: refused in the rule's words when gt::act says
// no, or gt::refuseSpending does; else one command that puts the battery in the state gt::act
// gives, appends the action to the turn, and for spike takes the battery off the table into
// `turn.gone`. `by` is the spiking unit's index (spike only).
EditResult batteryAction(const gt::Table& table, int unit, gt::BatteryAction action,
                         const std::string& general, int by = -1);

// Enemy infantry or cavalry in contact with `unit`: who could spike it, by index.
std::vector<int> possibleSpikers(const gt::Table& table, int unit);

// G9 charged guns: the morale check's result applied as gt::chargeOutcome says (no PIPs).
CommandPtr chargeResult(const gt::Table& table, int guns, bool passed);

// What a rename or a deletion of a unit changes in the turn record (null when nothing): a
// general's PIPs and actions, an action's unit or spiker follow a rename; a deletion drops the
// PIPs, the actions paid by it or done by it, and clears it as a spiker.
CommandPtr retargetTurn(const Scenario& s, const std::string& from, const std::string& to);

// The turn as the script's `dump` prints it, one fact a line.
void dumpTurn(std::ostream& out, const Scenario& s);

} // namespace cdo::app
