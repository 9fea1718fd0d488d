#include "core/la_bataille/readings.h"

namespace cdo::lb {

Term term(Reading r) {
    switch (r) {
    case Reading::GeneralOrderFront:
        return {"lb-general-order-front",
                "Orientation: infantry in general order is read like light cavalry in general "
                "order, with five front hexsides and the one behind as rear."};
    case Reading::NoFront:
        return {"lb-no-front", "Orientation: a unit in road march or routed has no front, so it "
                               "projects no zone of influence and fires at nothing."};
    case Reading::SkirmishPair:
        return {"lb-skirmish-pair",
                "Orientation: in a two-hex skirmish line each outer end side is front; of the "
                "back sides, the one by the end is flank, the one by the shared side rear."};
    case Reading::FieldOfFire:
        return {"lb-field-of-fire",
                "Field of fire: a target hex is in front when the bearing to it is within 30 "
                "degrees of a front hexside's bearing, exactly 30 included."};
    case Reading::OwnLine:
        return {"lb-own-line", "Line of sight: the firing unit's own second hex does not block "
                               "its fire."};
    case Reading::HigherGround:
        return {"lb-higher-ground",
                "Line of sight: a hex higher than both the firing and the target hex blocks, "
                "and no elevation lifts it."};
    case Reading::ElevationLiteral:
        return {"lb-elevation-literal",
                "Line of sight: higher and lower compare the firing hex with the target hex; "
                "an obstacle exactly halfway is nearer neither."};
    case Reading::FriendAtTarget:
        return {"lb-friend-at-target",
                "Line of sight: firing uphill, a unit of the firer's own side next to the "
                "target still blocks."};
    case Reading::HexsideBoth:
        return {"lb-hexside-both", "Line of sight: along a hexside, sight is blocked only when "
                                   "the hexes on both sides are obstacles."};
    case Reading::CarreTwelve:
        return {"lb-carre-twelve",
                "Fire strength: a carre fires with at most 12 increments, as the rule for a "
                "battery in a carre allows."};
    case Reading::ClosestAmongEqual:
        return {"lb-closest-equal",
                "Artillery fire: when several valid targets are equally close, each of them is "
                "valid and the player chooses."};
    case Reading::TwoHexFirer:
        return {"lb-two-hex-firer", "Fire: a unit standing in two hexes fires from each hex "
                                    "separately, each with its own range and sight."};
    case Reading::DefaultCost:
        return {"lb-default-cost",
                "Movement: a terrain the scenario gives no cost for costs 1 when clear, road or "
                "slope, and 2 otherwise."};
    case Reading::RetreatPath:
        return {"lb-retreat-path",
                "Retreat before melee: the path may pass through hexes of its own side but "
                "never enters an enemy's hex or zone; a two-hex unit may start from either hex, "
                "and hexside features do not change the cost yet."};
    case Reading::ScreenCost:
        return {"lb-screen-cost",
                "Cavalry skirmishers: infantry entering or leaving a hex next to them pays 3 "
                "more, two hexes away 2 more; a step pays the larger extra once."};
    case Reading::CarreOpportunity:
        return {"lb-carre-opportunity",
                "Opportunity fire: a carre fires at a unit that enters or leaves a hex next to "
                "it or its own hex, once per move."};
    case Reading::HexCap:
        return {"lb-hex-cap",
                "Fire strength: at most 4 increments in line (3 in skirmish order) fire from one "
                "hex, whichever units they belong to; the units higher in the stack use them "
                "first."};
    case Reading::WithBattery:
        return {"lb-with-battery",
                "Fire strength: infantry in a battery's hex adds its increments only at a target "
                "it could fire at itself, within its own range."};
    }
    return {"?", "?"};
}

Term term(Reason r) {
    switch (r) {
    case Reason::NotEnemy:
        return {"not-enemy", "Fire: the target hex holds no enemy unit."};
    case Reason::NoCombatTarget:
        return {"no-combat-target",
                "Fire: only leaders stand there, and a leader alone is no target."};
    case Reason::FirerCannotFire:
        return {"firer-cannot-fire",
                "Fire: this unit cannot fire now (no fire multiple, routed, in road march, "
                "limbered, or not the top unit of its hex)."};
    case Reason::OutOfRange:
        return {"out-of-range", "Range: the target hex is beyond the firer's range."};
    case Reason::OutOfField:
        return {"out-of-field", "Field of fire: the target is not in front of the firer."};
    case Reason::NoLineOfSight:
        return {"no-line-of-sight", "Line of sight: an obstacle stands between them."};
    case Reason::NotClosest:
        return {"not-closest",
                "Artillery fire: a nearer valid target exists, and a battery must fire at the "
                "closest."};
    }
    return {"?", "?"};
}

} // namespace cdo::lb
