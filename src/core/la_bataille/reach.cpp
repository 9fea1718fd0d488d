#include "core/la_bataille/reach.h"

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
    if (to == sides.hex) return f;
    const int across = grid.sideToward(sides.hex, to);
    if (across >= 0) {
        f.adjacentFront = sides.side[std::size_t(across)] == SideClass::Front;
        f.in = f.adjacentFront;
        return f;
    }
    // Hex centres on this grid put many targets at exactly 30 degrees from a side: the small
    // tolerance keeps them in (closed), as the reading says.
    const double b = bearing(grid.centre(sides.hex), grid.centre(to));
    for (int i = 0; i < 6 && !f.in; ++i)
        f.in = sides.side[std::size_t(i)] == SideClass::Front &&
               bearingGap(b, grid.sideBearing(i)) <= rules.fieldOfFireHalfAngle + 1e-6;
    return f;
}

} // namespace cdo::lb
