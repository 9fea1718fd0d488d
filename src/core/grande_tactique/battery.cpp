// G9 Artillery states and PIPs: the actions of a battery, each allowed or refused with the
// rule's words, and the outcome of a charge on guns. Costs are the rules table's (rules.h).
#include "core/grande_tactique/battery.h"

#include "core/grande_tactique/rulings.h"

#include <algorithm>
#include <cmath>
#include <numbers>

namespace cdo::gt {

namespace {

bool spikes(UnitType t) {
    return t == UnitType::Infantry || t == UnitType::Cavalry || t == UnitType::Cuirassiers;
}

// Enemy units (generals left out: they attach, and cannot be charged) in contact with `i`.
// Candidates come from the table's broad phase: a base within ε of this one comes within its
// half diagonal and ε of its centre. The exact measure decides; the order is the scenario's.
std::vector<int> enemiesInContact(const Table& table, int i) {
    std::vector<int> out;
    const PlacedUnit& p = table.unit(i);
    const double reach = p.radius + 2 * table.rules().epsilon;
    for (const int j : table.unitsNear(p.centre, reach)) {
        const Unit& o = *table.unit(j).unit;
        if (j == i || o.side == p.unit->side || o.type == UnitType::General) continue;
        if (measure(table, i, j).contact) out.push_back(j);
    }
    std::sort(out.begin(), out.end());
    return out;
}

std::string_view stateWords(BatteryState s) {
    switch (s) {
    case BatteryState::Unlimbered:
        return "unlimbered (not firing)";
    case BatteryState::Firing:
        return "firing";
    case BatteryState::Limbered:
        return "limbered";
    case BatteryState::Silenced:
        return "silenced";
    case BatteryState::Gone:
        return "gone (spiked: removed, counted destroyed)";
    }
    return "?";
}

std::string pips(int n) {
    return std::to_string(n) + (n == 1 ? " PIP" : " PIPs");
}

} // namespace

std::string_view code(BatteryState s) {
    switch (s) {
    case BatteryState::Unlimbered:
        return "unlimbered";
    case BatteryState::Firing:
        return "firing";
    case BatteryState::Limbered:
        return "limbered";
    case BatteryState::Silenced:
        return "silenced";
    case BatteryState::Gone:
        return "gone";
    }
    return "?";
}

BatteryState batteryState(const Unit& u) {
    if (u.morale == Morale::Silenced) return BatteryState::Silenced;
    if (u.limbered) return BatteryState::Limbered;
    if (u.firing) return BatteryState::Firing;
    return BatteryState::Unlimbered;
}

std::string_view code(BatteryAction a) {
    switch (a) {
    case BatteryAction::Limber:
        return "limber";
    case BatteryAction::Unlimber:
        return "unlimber";
    case BatteryAction::Pivot:
        return "pivot";
    case BatteryAction::StartFiring:
        return "start-firing";
    case BatteryAction::StopFiring:
        return "stop-firing";
    case BatteryAction::DeSilence:
        return "de-silence";
    case BatteryAction::Spike:
        return "spike";
    }
    return "?";
}

std::optional<BatteryAction> parseBatteryAction(std::string_view s) {
    for (BatteryAction a : allBatteryActions)
        if (code(a) == s) return a;
    return std::nullopt;
}

int pipCost(BatteryAction a, const GrandeTactiqueRules& rules) {
    switch (a) {
    case BatteryAction::Limber:
        return rules.pipLimber;
    case BatteryAction::Unlimber:
        return rules.pipUnlimber;
    case BatteryAction::Pivot:
        return rules.pipPivot;
    case BatteryAction::StartFiring:
        return rules.pipStartFiring;
    case BatteryAction::StopFiring:
        return rules.pipStopFiring;
    case BatteryAction::DeSilence:
        return rules.pipDeSilence;
    case BatteryAction::Spike:
        return rules.pipSpike;
    }
    return 0;
}

std::string_view code(ActionReason r) {
    switch (r) {
    case ActionReason::NotArtillery:
        return "not-artillery";
    case ActionReason::Silenced:
        return "silenced";
    case ActionReason::AlreadyLimbered:
        return "already-limbered";
    case ActionReason::StopFiringFirst:
        return "stop-firing-first";
    case ActionReason::AlreadyUnlimbered:
        return "already-unlimbered";
    case ActionReason::UnlimberFirst:
        return "unlimber-first";
    case ActionReason::AlreadyFiring:
        return "already-firing";
    case ActionReason::NotFiring:
        return "not-firing";
    case ActionReason::NotSilenced:
        return "not-silenced";
    case ActionReason::InContactWithEnemy:
        return "in-contact-with-enemy";
    case ActionReason::NoSpiker:
        return "no-spiker";
    case ActionReason::SpikerNotEnemy:
        return "spiker-not-enemy";
    case ActionReason::SpikerNotFootOrHorse:
        return "spiker-not-infantry-or-cavalry";
    case ActionReason::SpikerNotInContact:
        return "spiker-not-in-contact";
    }
    return "?";
}

std::string_view explanation(ActionReason r) {
    switch (r) {
    case ActionReason::NotArtillery:
        return "Artillery states: only a battery limbers, unlimbers, pivots, fires, is "
               "silenced or spiked.";
    case ActionReason::Silenced:
        return "Artillery states: silenced guns cannot act until de-silenced (2 PIPs).";
    case ActionReason::AlreadyLimbered:
        return "Artillery states: the battery is already limbered.";
    case ActionReason::StopFiringFirst:
        return "Artillery states: a firing battery must stop firing first (1 PIP); to pivot: "
               "stop firing first (1 PIP), pivot, start firing again.";
    case ActionReason::AlreadyUnlimbered:
        return "Artillery states: the battery is already unlimbered.";
    case ActionReason::UnlimberFirst:
        return "Artillery states: a limbered battery must unlimber first (1 PIP, and it may "
               "turn to any facing as it does).";
    case ActionReason::AlreadyFiring:
        return "Artillery states: the battery is already firing.";
    case ActionReason::NotFiring:
        return "Artillery states: the battery has no Firing marker to remove.";
    case ActionReason::NotSilenced:
        return "Artillery states: only silenced guns are de-silenced or spiked.";
    case ActionReason::InContactWithEnemy:
        return "Artillery states: guns are never de-silenced while in contact with an enemy.";
    case ActionReason::NoSpiker:
        return "Artillery states: guns are spiked by an enemy unit in contact; name it.";
    case ActionReason::SpikerNotEnemy:
        return "Artillery states: only the enemy spikes guns.";
    case ActionReason::SpikerNotFootOrHorse:
        return "Artillery states: only infantry or cavalry spike guns.";
    case ActionReason::SpikerNotInContact:
        return "Artillery states: the spiking unit must be in contact with the guns.";
    }
    return "?";
}

std::string_view code(BatteryReading r) {
    switch (r) {
    case BatteryReading::LimberStopsFiringFirst:
        return "g9-limber-stops-firing-first";
    case BatteryReading::CostWhenRefused:
        return "g9-cost-when-refused";
    case BatteryReading::ContactEpsilon:
        return code(Reading::ContactEpsilon); // the rulings' own reading
    case BatteryReading::LimberedPassFires:
        return "g9-limbered-pass-fires";
    case BatteryReading::TurnToFaceCentre:
        return "g9-turn-to-face-centre";
    case BatteryReading::EnemyContactOnly:
        return "g9-contact-with-enemy-units";
    }
    return "?";
}

std::string_view explanation(BatteryReading r) {
    switch (r) {
    case BatteryReading::LimberStopsFiringFirst:
        return "A firing battery stops firing (1 PIP) before it limbers, as before it pivots.";
    case BatteryReading::CostWhenRefused:
        return "The cost shown is the action's price; a refused action spends nothing.";
    case BatteryReading::ContactEpsilon:
        return explanation(Reading::ContactEpsilon);
    case BatteryReading::LimberedPassFires:
        return "Limbered guns that pass unlimber and start firing whichever side they were "
               "charged from.";
    case BatteryReading::TurnToFaceCentre:
        return "Turning to face a unit means turning on the spot, about the base's centre, to "
               "the bearing of that unit's centre.";
    case BatteryReading::EnemyContactOnly:
        return "Contact with an enemy counts enemy units other than generals.";
    }
    return "?";
}

ActionRuling act(const Table& table, int i, BatteryAction action, int by) {
    const GrandeTactiqueRules& rules = table.rules();
    const Unit& u = *table.unit(i).unit;
    ActionRuling r;
    r.unit = u.id;
    r.action = action;
    r.cost = pipCost(action, rules);
    r.before = batteryState(u);
    r.morale = u.morale;
    if (by >= 0) r.by = table.unit(by).unit->id;
    auto no = [&](ActionReason x) { r.reasons.insert(x); };
    BatteryState after = r.before;
    const BatteryState s = r.before;
    if (!isArtillery(u.type)) {
        no(ActionReason::NotArtillery);
    } else {
        switch (action) {
        case BatteryAction::Limber:
            if (s == BatteryState::Silenced) no(ActionReason::Silenced);
            if (s == BatteryState::Limbered) no(ActionReason::AlreadyLimbered);
            if (s == BatteryState::Firing) {
                no(ActionReason::StopFiringFirst);
                r.readings.insert(BatteryReading::LimberStopsFiringFirst);
            }
            after = BatteryState::Limbered;
            break;
        case BatteryAction::Unlimber:
            if (s == BatteryState::Silenced) no(ActionReason::Silenced);
            if (s == BatteryState::Unlimbered || s == BatteryState::Firing)
                no(ActionReason::AlreadyUnlimbered);
            after = BatteryState::Unlimbered;
            break;
        case BatteryAction::Pivot:
            if (s == BatteryState::Silenced) no(ActionReason::Silenced);
            if (s == BatteryState::Limbered) no(ActionReason::UnlimberFirst);
            if (s == BatteryState::Firing) no(ActionReason::StopFiringFirst);
            after = BatteryState::Unlimbered;
            break;
        case BatteryAction::StartFiring:
            if (s == BatteryState::Silenced) no(ActionReason::Silenced);
            if (s == BatteryState::Limbered) no(ActionReason::UnlimberFirst);
            if (s == BatteryState::Firing) no(ActionReason::AlreadyFiring);
            after = BatteryState::Firing;
            break;
        case BatteryAction::StopFiring:
            if (s == BatteryState::Silenced) no(ActionReason::Silenced);
            if (s == BatteryState::Limbered || s == BatteryState::Unlimbered)
                no(ActionReason::NotFiring);
            after = BatteryState::Unlimbered;
            break;
        case BatteryAction::DeSilence:
            if (s != BatteryState::Silenced) no(ActionReason::NotSilenced);
            r.readings.insert(BatteryReading::ContactEpsilon);
            r.readings.insert(BatteryReading::EnemyContactOnly);
            if (!enemiesInContact(table, i).empty()) no(ActionReason::InContactWithEnemy);
            // It comes back as it was when silenced, and shaken.
            after = u.limbered ? BatteryState::Limbered : BatteryState::Unlimbered;
            break;
        case BatteryAction::Spike:
            if (s != BatteryState::Silenced) no(ActionReason::NotSilenced);
            if (by < 0) {
                no(ActionReason::NoSpiker);
            } else {
                const Unit& o = *table.unit(by).unit;
                if (o.side == u.side) no(ActionReason::SpikerNotEnemy);
                if (!spikes(o.type)) no(ActionReason::SpikerNotFootOrHorse);
                r.readings.insert(BatteryReading::ContactEpsilon);
                if (!measure(table, i, by).contact) no(ActionReason::SpikerNotInContact);
            }
            after = BatteryState::Gone;
            break;
        }
    }
    r.allowed = r.reasons.empty();
    if (r.allowed) {
        r.state = after;
        if (action == BatteryAction::DeSilence) r.morale = Morale::Shaken;
    } else {
        r.state = r.before;
        r.readings.insert(BatteryReading::CostWhenRefused);
    }
    return r;
}

ChargeOutcome chargeOutcome(const Table& table, int guns, bool passed) {
    const PlacedUnit& G = table.unit(guns);
    const Unit& u = *G.unit;
    ChargeOutcome c;
    c.unit = u.id;
    c.passed = passed;
    c.limbered = u.limbered;
    c.firing = u.firing;
    c.morale = u.morale;
    c.facing = u.facing;
    // G7: charged only from flank or rear when no charger is in the guns' front strip.
    bool fromFront = G.chargedBy.empty(); // no declared charger: taken as from the front
    for (int k : G.chargedBy) {
        c.chargers.push_back(table.unit(k).unit->id);
        const Ruling r = rule(table, k, guns);
        if (r.charge && r.charge->fromFront) fromFront = true;
    }
    c.onlyFlankOrRear = !fromFront;
    const bool silenced = u.morale == Morale::Silenced;
    if (!passed) {
        c.morale = Morale::Silenced;
        c.firing = false;
    } else if (!silenced && u.limbered) {
        c.readings.insert(BatteryReading::LimberedPassFires);
        c.limbered = false;
        c.firing = true;
        c.readings.insert(BatteryReading::EnemyContactOnly);
        c.readings.insert(BatteryReading::ContactEpsilon);
        const std::vector<int> touching = enemiesInContact(table, guns);
        if (touching.size() == 1) {
            const Vec2 d = table.unit(touching.front()).unit->at - u.at;
            double bearing = std::atan2(d.x, d.y) * 180.0 / std::numbers::pi;
            if (bearing < 0) bearing += 360.0;
            c.facing = bearing;
            c.turnedToFace = table.unit(touching.front()).unit->id;
            c.readings.insert(BatteryReading::TurnToFaceCentre);
        }
    } else if (!silenced) {
        c.firing = u.firing || !c.onlyFlankOrRear;
    }
    c.state = c.morale == Morale::Silenced ? BatteryState::Silenced
              : c.limbered                 ? BatteryState::Limbered
              : c.firing                   ? BatteryState::Firing
                                           : BatteryState::Unlimbered;
    return c;
}

std::string explainAction(const ActionRuling& a) {
    std::string out = a.unit + ": " + std::string(code(a.action));
    if (!a.by.empty()) out += " by " + a.by;
    if (a.allowed)
        out += ": ALLOWED, " + pips(a.cost) + "\n";
    else
        out += ": REFUSED (it would cost " + pips(a.cost) + ")\n";
    for (ActionReason x : a.reasons)
        out += "  - " + std::string(code(x)) + ": " + std::string(explanation(x)) + "\n";
    out += "  State: " + std::string(stateWords(a.before));
    if (a.allowed) {
        out += " -> " + std::string(stateWords(a.state));
        if (a.action == BatteryAction::DeSilence) out += ", shaken";
    } else {
        out += ", unchanged";
    }
    out += "\n";
    if (a.allowed && (a.action == BatteryAction::Limber || a.action == BatteryAction::Unlimber))
        out += "  (Artillery states: it may turn to any facing for free as it does.)\n";
    if (!a.readings.empty()) {
        out += "  Readings:";
        for (BatteryReading r : a.readings)
            out += " " + std::string(code(r));
        out += "\n";
    }
    return out;
}

std::string explainCharge(const ChargeOutcome& c) {
    std::string out = c.unit + " charged, morale check " + (c.passed ? "passed" : "failed") + ": " +
                      std::string(stateWords(c.state));
    if (!c.turnedToFace.empty()) out += ", turned to face " + c.turnedToFace;
    out += "\n";
    if (c.passed && c.onlyFlankOrRear && c.state != BatteryState::Firing)
        out += "  Charged only from flank or rear: the guns do not start firing.\n";
    return out;
}

} // namespace cdo::gt
