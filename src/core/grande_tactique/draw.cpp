#include "core/grande_tactique/draw.h"

#include "core/format.h"

#include "core/grande_tactique/rulings.h"

#include <algorithm>
#include <cstdio>
#include <numbers>
#include <vector>

namespace cdo::gt {

void drawReach(const Table& table, int firer, DebugDraw& draw) {
    const GrandeTactiqueRules& rules = table.rules();
    const PlacedUnit& F = table.unit(firer);
    const UnitType type = F.unit->type;
    if (!isArtillery(type) && type != UnitType::Infantry) return;
    // Infantry fires only in contact; its arc is drawn this deep just to show the direction.
    constexpr double kInfantryArcShown = 3.0;
    const double reach = isArtillery(type) ? rules.longRange : kInfantryArcShown;
    draw.polygon(arcPolygon(table, firer, reach), Ink::Arc, true);
    if (!isArtillery(type)) return;
    // The range limits are measured from the front edge: each is the front edge pushed
    // straight out, with quarter circles around the front corners, cut to the arc.
    for (double limit : {rules.normalRange, rules.longRange}) {
        const int steps = 24;
        Polygon curve;
        const Vec2 fl = F.corners.fl, fr = F.corners.fr;
        const double a0 = std::atan2(F.f.y, F.f.x);
        const double left = a0 + rules.arcAngleDeg * std::numbers::pi / 180.0;
        const double right = a0 - rules.arcAngleDeg * std::numbers::pi / 180.0;
        for (int i = 0; i <= steps; ++i) {
            const double a = left + (a0 - left) * i / steps;
            curve.push_back(fl + Vec2{std::cos(a), std::sin(a)} * limit);
        }
        for (int i = 0; i <= steps; ++i) {
            const double a = a0 + (right - a0) * i / steps;
            curve.push_back(fr + Vec2{std::cos(a), std::sin(a)} * limit);
        }
        for (std::size_t i = 0; i + 1 < curve.size(); ++i)
            draw.line(curve[i], curve[i + 1], Ink::RangeBand);
        char buf[16];
        std::snprintf(buf, sizeof buf, "%g\"", limit);
        draw.label(F.corners.fm() + F.f * limit, buf, Ink::RangeBand);
    }
}

void drawRuling(const Table& table, const Ruling& r, DebugDraw& draw) {
    const int ti = table.unitIndex(r.target);
    if (ti >= 0) draw.polygon(targetShape(table, ti), Ink::TargetShape, false);
    auto blockerShape = [&](const Blocker& b) -> std::span<const Vec2> {
        if (b.kind == Blocker::Kind::Base) {
            const int u = table.unitIndex(b.id);
            if (u >= 0) return table.unit(u).base;
            return {};
        }
        for (const PlacedTerrain& t : table.terrain())
            if (t.terrain->id == b.id) return b.kind == Blocker::Kind::HillTop ? t.top : t.outline;
        return {};
    };
    // Each blocker once, however many lines it stopped: fills drawn on top of each other
    // would darken it, and cost a fill each.
    std::vector<const Blocker*> outlined;
    for (const SightLine& l : r.sightLines) {
        draw.line(l.a, l.b, l.clear ? Ink::SightClear : Ink::SightBlocked);
        if (l.closeCall) draw.label(lerp(l.a, l.b, 0.5), "close", Ink::CloseCall);
        if (!l.blocker) continue;
        const bool seen = std::any_of(outlined.begin(), outlined.end(), [&](const Blocker* b) {
            return b->kind == l.blocker->kind && b->id == l.blocker->id;
        });
        if (seen) continue;
        outlined.push_back(&*l.blocker);
        draw.polygon(blockerShape(*l.blocker), Ink::Blocker, true);
    }
    for (const SightLine& l : r.enfiladeLines)
        draw.line(l.a, l.b, Ink::Enfilade);
    draw.line(r.rangeLine.a, r.rangeLine.b, Ink::RangeLine);
    draw.label(lerp(r.rangeLine.a, r.rangeLine.b, 0.5), inches(r.range), Ink::RangeLine);
}

} // namespace cdo::gt
