#include "app/document/group.h"

#include "core/format.h"

#include <algorithm>
#include <cmath>
#include <numbers>

namespace cdo::app {

namespace {

const Unit& unitOf(const Scenario& s, int i) {
    return s.gt().units[static_cast<std::size_t>(i)];
}

bool onTable(const Scenario& s, Vec2 p) {
    // A hair of tolerance: a centre turned onto the edge lands a rounding error off it.
    constexpr double eps = 1e-9;
    return std::isfinite(p.x) && std::isfinite(p.y) && p.x >= -eps && p.y >= -eps &&
           p.x <= s.gt().tableWidth + eps && p.y <= s.gt().tableDepth + eps;
}

} // namespace

Vec2 groupCentre(const Scenario& s, std::span<const int> units) {
    Vec2 sum{0, 0};
    for (const int i : units)
        sum = sum + unitOf(s, i).at;
    return units.empty() ? sum : sum * (1.0 / double(units.size()));
}

GroupPose turnedAbout(GroupPose p, Vec2 pivot, double degrees) {
    const double a = degrees * std::numbers::pi / 180.0;
    const double c = std::cos(a), sn = std::sin(a);
    const Vec2 v = p.at - pivot;
    // Clockwise on the table (x east, y north): north (0, 1) turned 90° is east (1, 0).
    return {pivot + Vec2{c * v.x + sn * v.y, -sn * v.x + c * v.y}, p.facing + degrees};
}

Vec2 clampGroupShift(const Scenario& s, std::span<const int> units, Vec2 wanted) {
    double loX = -1e300, hiX = 1e300, loY = -1e300, hiY = 1e300;
    for (const int i : units) {
        const Vec2 at = unitOf(s, i).at;
        loX = std::max(loX, -at.x);
        hiX = std::min(hiX, s.gt().tableWidth - at.x);
        loY = std::max(loY, -at.y);
        hiY = std::min(hiY, s.gt().tableDepth - at.y);
    }
    if (units.empty() || loX > hiX || loY > hiY) return {0, 0}; // already off: no move
    return {std::clamp(wanted.x, loX, hiX), std::clamp(wanted.y, loY, hiY)};
}

EditResult moveGroup(const Scenario& s, std::span<const int> units, Vec2 shift, double degrees,
                     Vec2 pivot, std::string label) {
    std::vector<CommandPtr> parts;
    for (const int i : units) {
        const Unit& u = unitOf(s, i);
        const GroupPose to = turnedAbout({u.at, u.facing}, pivot, degrees);
        const Vec2 at = to.at + shift;
        if (!onTable(s, at))
            return {nullptr, "Not moved: " + (u.name.empty() ? u.id : u.name) +
                                 " would leave the table (its centre at " + inchesPlain(at.x) +
                                 ", " + inchesPlain(at.y) + "); the group stays where it was"};
        // placeUnit clamps; within the tolerance above that only removes the rounding error.
        parts.push_back(placeUnit(s, i, at, to.facing, label));
    }
    if (parts.empty()) return {};
    return {batch(std::move(label), std::move(parts)), ""};
}

std::vector<int> unitsInLasso(const Scenario& s, std::span<const Vec2> lasso) {
    std::vector<int> in;
    if (lasso.size() < 3) return in;
    for (int i = 0; i < int(s.gt().units.size()); ++i)
        if (pointInPolygon(unitOf(s, i).at, lasso)) in.push_back(i);
    return in;
}

} // namespace cdo::app
