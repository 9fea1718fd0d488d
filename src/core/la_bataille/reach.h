// L2 Range and field of fire (la-bataille.md): how far a unit fires and through which part of
// the map. Range is the hex distance; the field is read by lb-field-of-fire.
#pragma once

#include "core/la_bataille/orientation.h"
#include "core/la_bataille/rules.h"
#include "core/la_bataille/ruling.h"

#include <optional>

namespace cdo::lb {

// How far the unit fires, in hexes; nullopt: unlimited (artillery without max_range).
// Artillery: max_range; infantry skirmishers 2, cavalry skirmishers 1, anyone else 1.
std::optional<int> maxRange(const LaBatailleRules& rules, const Unit& unit);
bool inRange(const LaBatailleRules& rules, const Unit& unit, int range);
// Artillery: short 1-2, medium 3-5, long 6 or more, out beyond max_range (seed 001). Any other
// arm: RangeBand::None.
RangeBand rangeBand(const LaBatailleRules& rules, const Unit& unit, int range);

struct Field {
    bool in = false;            // within 30 degrees of a front side's bearing (closed)
    bool adjacentFront = false; // adjacent, across a front side
};
// lb-field-of-fire, from one of the unit's hexes (`sides`) to `to`. An adjacent hex is in the
// field exactly when it lies across a front side; the firing hex itself never is.
Field fieldOfFire(const HexGrid& grid, const HexSides& sides, Hex to, const LaBatailleRules& rules);

} // namespace cdo::lb
