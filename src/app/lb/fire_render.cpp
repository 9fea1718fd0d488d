#include "app/lb/fire_render.h"

#include "app/view/density.h"
#include "app/view/layout.h"

#include <algorithm>
#include <array>
#include <string>

namespace cdo::app {

namespace {

const Colour kUnder{12, 12, 14};

float lineWidth() {
    return float(std::max(3.0, mm(0.8)));
}

std::array<Vec2, 6> hexOnScreen(const Camera& cam, const lb::HexGrid& g, lb::Hex h, double scale) {
    const Vec2 c = g.centre(h);
    const auto corners = g.corners(h);
    std::array<Vec2, 6> out;
    for (std::size_t i = 0; i < 6; ++i)
        out[i] = cam.toScreen(c + (corners[i] - c) * scale);
    return out;
}

// An outline with a dark rim under it, so it reads on every terrain.
void outline(Batch& b, const std::array<Vec2, 6>& p, float w, Colour col, bool dashed) {
    for (std::size_t i = 0; i < 6; ++i) {
        const Vec2 a = p[i], e = p[(i + 1) % 6];
        if (dashed) {
            b.dashedLine(a, e, w + 3, float(mm(1.5)), kUnder);
            b.dashedLine(a, e, w, float(mm(1.5)), col);
        } else {
            b.line(a, e, w + 3, kUnder);
            b.line(a, e, w, col);
        }
    }
}

void rimmedLine(Batch& b, Vec2 a, Vec2 e, float w, Colour col) {
    b.line(a, e, w + 3, kUnder);
    b.line(a, e, w, col);
}

// A short word on a dark patch, below the hex's centre (the counter keeps its middle).
void tag(Scene& scene, const Camera& cam, const lb::HexGrid& g, lb::Hex h, const std::string& s,
         Colour col, double down = 0.55) {
    const Vec2 at = cam.toScreen(g.centre(h)) + Vec2{0, cam.pixelsPerInch() * down};
    scene.text.add(at, s, textPxForCap(kLabelCapMm), col, TextBatch::Align::Centre,
                   Colour(0, 0, 0, 200));
}

} // namespace

void drawShots(Scene& scene, const Camera& cam, const lb::HexGrid& g,
               std::span<const lb::OpportunityShot> shots) {
    const float w = lineWidth();
    for (const lb::OpportunityShot& s : shots) {
        if (!g.contains(s.from) || !g.contains(s.at)) continue;
        rimmedLine(scene.handles, cam.toScreen(g.centre(s.from)), cam.toScreen(g.centre(s.at)), w,
                   fireColours::opportunity);
        outline(scene.handles, hexOnScreen(cam, g, s.from, 0.8), w, fireColours::opportunity,
                false);
        outline(scene.handles, hexOnScreen(cam, g, s.at, 0.8), w, fireColours::opportunity, true);
        // On the hex it fires at (the one the mover leaves, empty by then), not over a counter.
        tag(scene, cam, g, s.at, "fired on as " + std::string(lb::toString(s.formation)),
            fireColours::opportunity);
    }
}

void drawPath(Scene& scene, const Camera& cam, const lb::HexGrid& g, lb::Hex start,
              std::span<const lb::Hex> path) {
    Vec2 prev = cam.toScreen(g.centre(start));
    for (const lb::Hex h : path) {
        const Vec2 next = cam.toScreen(g.centre(h));
        scene.handles.dashedLine(prev, next, lineWidth() + 3, float(mm(1.2)), kUnder);
        scene.handles.dashedLine(prev, next, lineWidth(), float(mm(1.2)), palette().selection);
        prev = next;
    }
}

void drawDefensive(Scene& scene, const Camera& cam, const lb::HexGrid& g,
                   std::span<const lb::Ruling> rulings) {
    const float w = lineWidth();
    for (const lb::Ruling& r : rulings) {
        if (!g.contains(r.firingHex) || !g.contains(r.targetHex)) continue;
        const Vec2 a = cam.toScreen(g.centre(r.firingHex)), b = cam.toScreen(g.centre(r.targetHex));
        rimmedLine(scene.handles, a + (b - a) * 0.25, b - (b - a) * 0.2, w, fireColours::defensive);
        outline(scene.handles, hexOnScreen(cam, g, r.targetHex, 0.75), w, fireColours::defensive,
                true);
    }
}

void drawCombination(Scene& scene, const Camera& cam, const lb::HexGrid& g,
                     std::span<const lb::Hex> picked, std::optional<lb::Hex> target,
                     const std::optional<lb::Combination>& c) {
    const float w = lineWidth();
    const Colour lineCol = !c           ? fireColours::combine
                           : c->allowed ? Colour(40, 255, 90)
                                        : Colour(255, 60, 60);
    for (const lb::Hex h : picked) {
        if (!g.contains(h)) continue;
        outline(scene.handles, hexOnScreen(cam, g, h, 0.85), w, fireColours::combine, false);
        if (target && g.contains(*target))
            rimmedLine(scene.handles, cam.toScreen(g.centre(h)), cam.toScreen(g.centre(*target)), w,
                       lineCol);
    }
    if (!c) return;
    for (const lb::HexFire& f : c->hexes)
        if (g.contains(f.hex))
            tag(scene, cam, g, f.hex, fmtNumber("%g", f.strength) + (f.valid ? "" : " (no)"),
                fireColours::combine);
}

void drawRetreat(Scene& scene, const Camera& cam, const lb::Battle& battle,
                 std::span<const int> attackers, const std::optional<lb::RetreatRuling>& r) {
    const lb::HexGrid& g = battle.grid;
    const float w = lineWidth();
    for (const int a : attackers) {
        if (a < 0 || std::size_t(a) >= battle.units.size()) continue;
        for (const lb::Hex h : battle.units[std::size_t(a)].hexes)
            outline(scene.handles, hexOnScreen(cam, g, h, 0.85), w, fireColours::attacker, false);
    }
    if (!r) return;
    for (const lb::RetreatHex& h : r->reachable) {
        if (!g.contains(h.hex)) continue;
        const auto in = hexOnScreen(cam, g, h.hex, 0.7);
        for (std::size_t i = 1; i + 1 < 6; ++i)
            scene.reach.triangle(in[0], in[i], in[i + 1], Colour(90, 230, 255, 90));
        outline(scene.handles, in, w, fireColours::retreat, !h.blank ? false : true);
    }
    for (const lb::Hex h : r->refuges)
        if (g.contains(h)) tag(scene, cam, g, h, "refuge", fireColours::retreat);
}

void drawSightHexes(Scene& scene, const Camera& cam, const lb::Ruling& r) {
    const lb::HexGrid& g = r.grid;
    const float w = float(std::max(2.0, mm(0.5)));
    for (const lb::SightHex& h : r.sight.hexes) {
        if (!g.contains(h.hex)) continue;
        const Colour col = h.blocks                   ? Colour(255, 60, 60)
                           : h.lift != lb::Lift::None ? fireColours::lifted
                                                      : fireColours::crossed;
        outline(scene.handles, hexOnScreen(cam, g, h.hex, 0.93), w, col, !h.obstacle);
        std::string what = g.id(h.hex);
        if (h.blocks)
            what += " blocks";
        else if (h.lift != lb::Lift::None)
            what += " lifted";
        tag(scene, cam, g, h.hex, what, col, -0.45);
    }
}

} // namespace cdo::app
