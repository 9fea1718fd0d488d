// La Bataille's vocabulary: the readings of la-bataille.md a ruling may lean on, and the reason
// codes of cli.md. Each has a code (the spec's spelling) and one sentence in our own words that
// names the rule (readings.cpp); rulings keep them as EnumSets, listed in this order.
#pragma once

#include "core/enum_set.h"
#include "core/ruling.h"

namespace cdo::lb {

enum class Reading {
    GeneralOrderFront, // lb-general-order-front
    NoFront,           // lb-no-front
    SkirmishPair,      // lb-skirmish-pair
    FieldOfFire,       // lb-field-of-fire
    OwnLine,           // lb-own-line
    HigherGround,      // lb-higher-ground
    ElevationLiteral,  // lb-elevation-literal
    FriendAtTarget,    // lb-friend-at-target
    HexsideBoth,       // lb-hexside-both
    CarreTwelve,       // lb-carre-twelve
    ClosestAmongEqual, // lb-closest-equal: equally close valid targets are all valid
    TwoHexFirer,       // lb-two-hex-firer: a unit over two hexes fires from each separately
    DefaultCost,       // lb-default-cost: terrain with no cost in the file costs 2 (clear 1)
    RetreatPath,       // lb-retreat-path: through friends, never into enemies or their zones
    ScreenCost,        // lb-screen-cost: the skirmish screen's extra cost, the larger once
    CarreOpportunity,  // lb-carre-opportunity: entering or leaving a hex next to a carre
    HexCap,            // lb-hex-cap: the per-hex increment caps count the whole stack
    WithBattery,       // lb-with-battery: infantry adds to a battery only within its own range
};

enum class Reason {
    NotEnemy,        // not-enemy
    NoCombatTarget,  // no-combat-target
    FirerCannotFire, // firer-cannot-fire
    OutOfRange,      // out-of-range
    OutOfField,      // out-of-field
    NoLineOfSight,   // no-line-of-sight
    NotClosest,      // not-closest
};

Term term(Reading reading);
Term term(Reason reason);

using Readings = EnumSet<Reading>;
using Reasons = EnumSet<Reason>;

} // namespace cdo::lb
