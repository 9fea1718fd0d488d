#include "app/document/snap.h"

#include "app/document/edits.h"

#include "core/grande_tactique/placement.h"

#include <algorithm>
#include <array>
#include <cmath>

namespace cdo::app {

namespace {

static_assert(int(SnapKind::FrontToFront) == int(gt::ContactKind::FrontToFront) &&
              int(SnapKind::SideBySideLeft) == int(gt::ContactKind::SideBySideLeft) &&
              int(SnapKind::SideBySideRight) == int(gt::ContactKind::SideBySideRight) &&
              int(SnapKind::FrontToLeftFlank) == int(gt::ContactKind::FrontToLeftFlank) &&
              int(SnapKind::FrontToRightFlank) == int(gt::ContactKind::FrontToRightFlank));

// The offset clamped so that an edge of length `mine` stays alongside one of length `theirs`.
double clampAlong(double want, double mine, double theirs) {
    const double room = std::abs(theirs - mine) / 2;
    return std::clamp(want, -room, room);
}

double angleBetween(double a, double b) {
    const double d = std::fmod(std::abs(a - b), 360.0);
    return std::min(d, 360.0 - d);
}

} // namespace

Placement snapPlacement(const PlacedUnit& o, double w, double d, SnapKind kind, double lateral) {
    // The geometry is the core's (tape placement puts bases in contact the same way); a snap
    // keeps the touching edges alongside each other, so the offset is clamped here.
    const bool flank = kind == SnapKind::FrontToLeftFlank || kind == SnapKind::FrontToRightFlank;
    const bool beside = kind == SnapKind::SideBySideLeft || kind == SnapKind::SideBySideRight;
    const double s = beside ? 0.0 : clampAlong(lateral, w, flank ? o.depth : o.frontage);
    const gt::Pose p = gt::contactPose({o.unit->at, o.unit->facing}, {o.frontage, o.depth}, {w, d},
                                       static_cast<gt::ContactKind>(kind), s);
    return {p.at, p.facing};
}

std::optional<Snap> nearestSnap(const Engine& engine, const Table& table, int mover, Vec2 at,
                                double facing, double reach) {
    const PlacedUnit& M = table.unit(mover);
    if (M.unit->type == UnitType::General) return std::nullopt;
    const double w = M.frontage, d = M.depth;
    const auto wanted = baseCorners(at, facing, w, d).polygon();
    // Every base within `reach` of the wanted base lies within reach + half its diagonal of
    // its centre.
    const double around = reach + 0.5 * std::sqrt(w * w + d * d);

    std::optional<Snap> best;
    double bestCost = 0;
    for (const int key : engine.unitsNear(at, around)) {
        const PlacedUnit& O = table.unit(key);
        if (key == mover || O.unit->type == UnitType::General) continue;
        if (distance(wanted, O.base).distance > reach) continue;
        const Vec2 rel = at - O.unit->at;
        static constexpr std::array kinds{SnapKind::FrontToFront, SnapKind::SideBySideLeft,
                                          SnapKind::SideBySideRight, SnapKind::FrontToLeftFlank,
                                          SnapKind::FrontToRightFlank};
        for (SnapKind k : kinds) {
            const bool flank = k == SnapKind::FrontToLeftFlank || k == SnapKind::FrontToRightFlank;
            const double lateral = flank ? dot(rel, O.f) : dot(rel, O.r);
            const Placement p = snapPlacement(O, w, d, k, lateral);
            const double cost = dist(p.at, at) + angleBetween(p.facing, facing) / 90.0 * reach;
            if (!best || cost < bestCost) {
                best = Snap{key, k, p};
                bestCost = cost;
            }
        }
    }
    return best;
}

} // namespace cdo::app
