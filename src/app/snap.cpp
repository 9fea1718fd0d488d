#include "app/snap.h"

#include "app/edits.h"

#include <algorithm>
#include <array>
#include <cmath>

namespace cdo::app {

namespace {

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
    const Vec2 c = o.unit->at;
    const double F = o.unit->facing, W = o.frontage, D = o.depth;
    switch (kind) {
    case SnapKind::FrontToFront: {
        const double s = clampAlong(lateral, w, W);
        return {c + o.f * (D / 2 + d / 2) + o.r * s, normalizeFacing(F + 180)};
    }
    case SnapKind::SideBySideLeft:
    case SnapKind::SideBySideRight: {
        const double side = kind == SnapKind::SideBySideRight ? 1.0 : -1.0;
        // Front edges level: the centres differ by half the difference of depths.
        return {c + o.r * (side * (W / 2 + w / 2)) + o.f * (D / 2 - d / 2), F};
    }
    case SnapKind::FrontToLeftFlank:
    case SnapKind::FrontToRightFlank: {
        const double side = kind == SnapKind::FrontToRightFlank ? 1.0 : -1.0;
        const double s = clampAlong(lateral, w, D);
        // Facing the flank: turned towards `other`, so its front edge lies on that side.
        return {c + o.r * (side * (W / 2 + d / 2)) + o.f * s, normalizeFacing(F - side * 90)};
    }
    }
    return {c, F};
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
