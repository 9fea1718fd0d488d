#include "core/la_bataille/reach.h"

#include <cmath>

namespace cdo::lb {

std::optional<int> maxRange(const LaBatailleRules& rules, const Unit& u) {
    if (isArtillery(u.arm)) return u.maxRange;
    if (u.formation == Formation::Skirmish)
        return isCavalry(u.arm) ? rules.cavalrySkirmisherRange : rules.skirmisherRange;
    return rules.infantryRange; // formed infantry; cavalry with a fire multiple alike
}

bool inRange(const LaBatailleRules& rules, const Unit& u, int range) {
    const std::optional<int> most = maxRange(rules, u);
    return range >= 1 && (!most || range <= *most);
}

RangeBand rangeBand(const LaBatailleRules& rules, const Unit& u, int range) {
    if (!isArtillery(u.arm)) return RangeBand::None;
    if (!inRange(rules, u, range)) return RangeBand::Out;
    if (range <= rules.artilleryShortMax) return RangeBand::Short;
    if (range <= rules.artilleryMediumMax) return RangeBand::Medium;
    return RangeBand::Long;
}

Field fieldOfFire(const HexGrid& grid, const HexSides& sides, Hex to,
                  const LaBatailleRules& rules) {
    Field f;
    const int d = grid.distance(sides.hex, to);
    if (d == 0) return f;
    const double b = bearing(grid.centre(sides.hex), grid.centre(to));
    if (d == 1) {
        // Adjacent: the side it lies across is the one at its exact bearing.
        const int across = grid.sideIndex(b);
        f.adjacentFront = across >= 0 && sides.side[std::size_t(across)] == SideClass::Front;
        f.in = f.adjacentFront;
        return f;
    }
    // Hex centres on this grid put many targets at exactly 30 degrees from a side: the small
    // tolerance keeps them in (closed), as the reading says. Side i faces first + 60 i.
    const double first = grid.sideBearing(0);
    for (int i = 0; i < 6 && !f.in; ++i) {
        if (sides.side[std::size_t(i)] != SideClass::Front) continue;
        double gap = std::abs(b - (first + 60.0 * i));
        if (gap > 180.0) gap = 360.0 - gap;
        f.in = gap <= rules.fieldOfFireHalfAngle + 1e-6;
    }
    return f;
}

} // namespace cdo::lb
