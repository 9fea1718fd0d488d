// G9 Artillery states and PIPs: the state a battery is in, what each action costs and whether
// it is allowed now, and what a charge on the guns leaves them as. Values, like rulings: the
// faces present them (explainAction, the CLI's JSON) and nothing recomputes them.
#pragma once

#include "core/enum_set.h"
#include "core/grande_tactique/table.h"
#include "core/model.h"

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace cdo::gt {

enum class BatteryState : std::uint8_t { Unlimbered, Firing, Limbered, Silenced, Gone };
std::string_view code(BatteryState); // "unlimbered", "firing", ...

// The state of a battery as the scenario records it: silenced (its morale), else limbered, else
// firing (its Firing marker), else unlimbered. `gone` has no place in a scenario yet: only the
// result of spiking says it.
BatteryState batteryState(const Unit& unit);

enum class BatteryAction : std::uint8_t {
    Limber,
    Unlimber,
    Pivot,
    StartFiring,
    StopFiring,
    DeSilence,
    Spike
};
std::string_view code(BatteryAction); // "limber", "start-firing", ...
std::optional<BatteryAction> parseBatteryAction(std::string_view);
inline constexpr std::array allBatteryActions{BatteryAction::Limber,     BatteryAction::Unlimber,
                                              BatteryAction::Pivot,      BatteryAction::StartFiring,
                                              BatteryAction::StopFiring, BatteryAction::DeSilence,
                                              BatteryAction::Spike};

// The PIPs an action costs (rules.h).
int pipCost(BatteryAction action, const GrandeTactiqueRules& rules);

// Why an action is refused. Each explanation names the rule in words.
enum class ActionReason : std::uint8_t {
    NotArtillery,         // only a battery has these actions
    Silenced,             // silenced guns can only be de-silenced (or spiked by the enemy)
    AlreadyLimbered,      // limber: it is limbered
    StopFiringFirst,      // limber, pivot: a firing battery stops firing first
    AlreadyUnlimbered,    // unlimber: it is unlimbered
    UnlimberFirst,        // pivot, start firing: a limbered battery unlimbers first
    AlreadyFiring,        // start firing: it is firing
    NotFiring,            // stop firing: it is not
    NotSilenced,          // de-silence, spike: the guns are not silenced
    InContactWithEnemy,   // de-silence: never while in contact with an enemy
    NoSpiker,             // spike: no unit named to spike the guns
    SpikerNotEnemy,       // spike: the unit named is a friend
    SpikerNotFootOrHorse, // spike: only infantry or cavalry spike guns
    SpikerNotInContact,   // spike: the unit named is not in contact with the guns
};
std::string_view code(ActionReason);        // "stop-firing-first", ...
std::string_view explanation(ActionReason); // a short sentence, citing the rule by name

enum class BatteryReading : std::uint8_t {
    LimberStopsFiringFirst, // G9: limbering a firing battery needs stop firing first
    CostWhenRefused,        // the cost is the action's price; a refused action spends nothing
    ContactEpsilon,         // G7: contact is edge-to-edge distance ≤ 0.01"
    LimberedPassFires,      // a limbered battery that passes always unlimbers and fires
    TurnToFaceCentre,       // turning to face a unit: facing the bearing of its centre
    EnemyContactOnly,       // "in contact with one unit only" counts enemy units, not generals
};
std::string_view code(BatteryReading);
std::string_view explanation(BatteryReading);

struct ActionRuling {
    std::string unit;
    BatteryAction action{};
    bool allowed = false;
    int cost = 0; // PIPs: the action's price (spent only if allowed)
    BatteryState before = BatteryState::Unlimbered;
    BatteryState state = BatteryState::Unlimbered; // after it (as before when refused)
    Morale morale = Morale::Eager;                 // after it (de-silencing returns shaken)
    std::string by;                                // spike: the unit that spikes
    EnumSet<ActionReason> reasons;
    EnumSet<BatteryReading> readings;
};

// The battery action of unit `unit` (a table index); `by` is the spiking unit's index or -1.
ActionRuling act(const Table& table, int unit, BatteryAction action, int by = -1);

// G9 charged guns: what a charge leaves the battery as, given the morale check's result.
struct ChargeOutcome {
    std::string unit;
    bool passed = false;
    std::vector<std::string> chargers; // the units that declared a charge on it
    bool onlyFlankOrRear = false;      // no charger in the guns' front strip (G7)
    BatteryState state = BatteryState::Unlimbered;
    bool limbered = false, firing = false;
    Morale morale = Morale::Eager;
    double facing = 0.0;      // after it: turned to face the one unit in contact, or as it was
    std::string turnedToFace; // that unit, when it turned
    EnumSet<BatteryReading> readings;
};
ChargeOutcome chargeOutcome(const Table& table, int guns, bool passed);

std::string explainAction(const ActionRuling& a);
std::string explainCharge(const ChargeOutcome& c);

} // namespace cdo::gt
