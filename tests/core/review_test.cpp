// Adversarial review of the Grande Tactique engine against grande-tactique.md and cli.md.
// Cases marked should_fail are defects found by the review: each states the spec clause, the
// hand-worked answer and a sketch; it passes while the defect stays and turns red once fixed. The
// unmarked cases are randomized cross-checks (fixed seeds) that the engine passes today.
#include "gt_fixture.h"

#include "core/geometry.h"

#include <doctest/doctest.h>

#include <algorithm>
#include <array>
#include <cmath>
#include <cstdint>
#include <limits>
#include <numbers>
#include <string>
#include <vector>

using cdo::Polygon;
using cdo::TerrainKind;
using cdo::UnitType;
using cdo::Vec2;
using cdo::gt::Reason;
using doctest::Approx;
using gt::Rng;

namespace {

// Edges of a shape as geometry.h defines them: polygon sides, a segment, a point.
template <class F> void edgesOf(const Polygon& p, F&& f) {
    const std::size_t n = p.size();
    if (n == 1) return f(p[0], p[0]);
    if (n == 2) return f(p[0], p[1]);
    for (std::size_t i = 0; i < n; ++i)
        f(p[i], p[(i + 1) % n]);
}

// O(n·m) distance in double: every vertex against every edge of the other shape, or 0 when
// an edge crosses an edge properly or one shape holds the other. Only used on shapes in
// general position (no collinear edges), where these predicates are safe.
double bruteDistance(const Polygon& a, const Polygon& b) {
    bool cross = false;
    edgesOf(a, [&](Vec2 p, Vec2 q) {
        edgesOf(b, [&](Vec2 s, Vec2 t) {
            const double o1 = cdo::cross(q - p, s - p), o2 = cdo::cross(q - p, t - p);
            const double o3 = cdo::cross(t - s, p - s), o4 = cdo::cross(t - s, q - s);
            if (o1 * o2 < 0 && o3 * o4 < 0) cross = true;
        });
    });
    if (cross) return 0.0;
    if (a.size() >= 3 && cdo::pointInPolygon(b[0], a)) return 0.0;
    if (b.size() >= 3 && cdo::pointInPolygon(a[0], b)) return 0.0;
    double best = std::numeric_limits<double>::infinity();
    for (Vec2 v : a)
        edgesOf(b,
                [&](Vec2 s, Vec2 t) { best = std::min(best, cdo::pointSegmentDistance(v, s, t)); });
    for (Vec2 v : b)
        edgesOf(a,
                [&](Vec2 s, Vec2 t) { best = std::min(best, cdo::pointSegmentDistance(v, s, t)); });
    return best;
}

// A convex polygon of n vertices: points on an ellipse at sorted random angles.
Polygon randomConvex(Rng& g, int n, Vec2 c, double size) {
    std::vector<double> angles;
    for (int i = 0; i < n; ++i)
        angles.push_back(g.in(0, 2 * std::numbers::pi));
    std::sort(angles.begin(), angles.end());
    const double rx = size * g.in(0.3, 1.0), ry = size * g.in(0.3, 1.0),
                 tilt = g.in(0, std::numbers::pi);
    Polygon p;
    for (double a : angles) {
        const Vec2 e{rx * std::cos(a), ry * std::sin(a)};
        p.push_back({c.x + e.x * std::cos(tilt) - e.y * std::sin(tilt),
                     c.y + e.x * std::sin(tilt) + e.y * std::cos(tilt)});
    }
    return p;
}

// A star-shaped (usually not convex) simple outline around c.
Polygon randomStar(Rng& g, int n, Vec2 c, double rMin, double rMax) {
    Polygon p;
    for (int i = 0; i < n; ++i) {
        const double a = 2 * std::numbers::pi * (i + 0.8 * g.unit()) / n;
        const double r = g.in(rMin, rMax);
        p.push_back({c.x + r * std::cos(a), c.y + r * std::sin(a)});
    }
    return p;
}

double boundaryDistance(Vec2 p, const Polygon& poly) {
    double best = std::numeric_limits<double>::infinity();
    for (std::size_t i = 0; i < poly.size(); ++i)
        best = std::min(best, cdo::pointSegmentDistance(p, poly[i], poly[(i + 1) % poly.size()]));
    return best;
}

} // namespace

// ---- Randomized cross-checks (pass today) ---------------------------------------------------

TEST_CASE("review: distance() and convexDistance() match an O(n²) search on random convex shapes") {
    // 2000 pairs of convex polygons (3 to 6 vertices), segments and points, in general
    // position, anywhere on a 72 × 48 table: the witness refinement must land on the exact
    // minimum (to 1e-9") and report points that are that far apart.
    Rng g(20240611);
    int checked = 0, touching = 0;
    for (int i = 0; i < 2000; ++i) {
        const double size = g.unit() < 0.5 ? g.in(0.2, 1.5) : g.in(1.5, 8.0);
        const Vec2 ca{g.in(0, 72), g.in(0, 48)};
        const Vec2 cb{ca.x + g.in(-3, 3) * size, ca.y + g.in(-3, 3) * size};
        Polygon a = randomConvex(g, 3 + g.below(4), ca, size);
        Polygon b = randomConvex(g, 3 + g.below(4), cb, size * g.in(0.3, 1.5));
        if (g.below(6) == 0) a.resize(2); // a segment, such as a front edge
        if (g.below(8) == 0) b.resize(1); // a point
        if (!cdo::isConvex(a) || !cdo::isConvex(b)) continue;
        const double exact = bruteDistance(a, b);
        const cdo::DistanceResult d1 = cdo::distance(a, b);
        const cdo::DistanceResult d2 = cdo::convexDistance(a, b);
        CHECK(std::abs(d1.distance - exact) <= 1e-9);
        CHECK(std::abs(d2.distance - exact) <= 1e-9);
        CHECK(std::abs(cdo::dist(d1.pointA, d1.pointB) - d1.distance) <= 1e-9);
        ++checked;
        if (exact == 0.0) ++touching;
    }
    CHECK(checked >= 1900);
    CHECK(touching > 100); // the overlap branch was exercised too
}

TEST_CASE("review: shapesMeet agrees with a sampler for segments against non-convex outlines") {
    // A sight line against a woods outline: 2000 random segments against random star-shaped
    // outlines. The sampler walks 1000 points along the segment; cases where the segment only
    // comes within a sample step of the outline without a sample inside are too close to call.
    Rng g(77);
    int checked = 0, meets = 0;
    for (int i = 0; i < 2000; ++i) {
        const Polygon p = randomStar(g, 5 + g.below(8), {10, 10}, 0.5, 2.5);
        if (!cdo::isSimple(p)) continue;
        const Vec2 a{g.in(7, 13), g.in(7, 13)}, b{g.in(7, 13), g.in(7, 13)};
        const std::array<Vec2, 2> seg{a, b};
        bool sampled = false;
        for (int k = 0; k <= 1000 && !sampled; ++k)
            sampled = cdo::pointInPolygon(cdo::lerp(a, b, k / 1000.0), p);
        double near = std::numeric_limits<double>::infinity();
        for (std::size_t j = 0; j < p.size(); ++j)
            near = std::min(near, cdo::segmentSegmentDistance(a, b, p[j], p[(j + 1) % p.size()]));
        if (!sampled && near <= 2 * cdo::dist(a, b) / 1000) continue;
        CHECK(cdo::shapesMeet(seg, p) == sampled);
        ++checked;
        meets += sampled;
    }
    CHECK(checked >= 1800);
    CHECK(meets > 300);
    CHECK(meets < checked - 300);
}

TEST_CASE("review: segmentReachesDepth agrees with a sampler on non-convex outlines") {
    // How deep a sight line goes into a woods: 2000 random segments against random star-shaped
    // outlines, at random depths from 0.01 to 0.6. The sampler takes 2000 points along the
    // segment, each inside at its distance from the outline's edges; depth changes by at most
    // the step between samples, so a sampled maximum of at least the depth must be reached, and
    // one short of it by more than a step must not.
    Rng g(78);
    int checked = 0, reached = 0;
    for (int i = 0; i < 2000; ++i) {
        const Polygon p = randomStar(g, 5 + g.below(8), {10, 10}, 0.5, 2.5);
        if (!cdo::isSimple(p)) continue;
        const Vec2 a{g.in(7, 13), g.in(7, 13)}, b{g.in(7, 13), g.in(7, 13)};
        const double depth = g.in(0.01, 0.6);
        constexpr int kSamples = 2000;
        double deepest = -1;
        for (int k = 0; k <= kSamples; ++k) {
            const Vec2 x = cdo::lerp(a, b, double(k) / kSamples);
            if (cdo::pointInPolygon(x, p)) deepest = std::max(deepest, boundaryDistance(x, p));
        }
        const double step = cdo::dist(a, b) / kSamples;
        const bool got = cdo::segmentReachesDepth(a, b, p, depth);
        if (deepest >= depth) {
            CHECK(got);
        } else if (deepest + step < depth) {
            CHECK_FALSE(got);
        } else {
            continue; // within a step of the depth: too close to call
        }
        ++checked;
        reached += got;
    }
    CHECK(checked >= 1900);
    CHECK(reached > 300);
    CHECK(reached < checked - 300);
}

TEST_CASE("review: erode(0.01) of ordinary non-convex outlines stays inside the exact erosion") {
    // Star-shaped woods with parts no thinner than 0.2": every vertex of the shrunk outline,
    // and every sampled point inside it, lies in the outline at least ε from its edge; and
    // every point more than 1.3 ε inside the outline is kept.
    Rng g(4242);
    const double eps = gt::kEps;
    int checked = 0;
    for (int i = 0; i < 300; ++i) {
        const Polygon p = cdo::counterClockwise(randomStar(g, 5 + g.below(9), {10, 10}, 0.3, 2.0));
        if (!cdo::isSimple(p)) continue;
        const Polygon e = cdo::erode(p, eps);
        REQUIRE(e.size() >= 3);
        for (Vec2 v : e) {
            CHECK(cdo::pointInPolygon(v, p));
            CHECK(boundaryDistance(v, p) >= eps * (1 - 1e-9));
        }
        const cdo::Box box = cdo::boundingBox(p);
        for (int k = 0; k < 60; ++k) {
            const Vec2 q{g.in(box.lo.x, box.hi.x), g.in(box.lo.y, box.hi.y)};
            const bool inP = cdo::pointInPolygon(q, p);
            const double d = boundaryDistance(q, p);
            if (cdo::pointInPolygon(q, e)) CHECK((inP && d >= eps * (1 - 1e-9)));
            if (inP && d > 1.3 * eps) CHECK(cdo::pointInPolygon(q, e));
        }
        ++checked;
    }
    CHECK(checked >= 250);
}

TEST_CASE("review: validTargets() equals the valid part of rulingsFor() on random tables") {
    // 60 random tables of 16 units (every type, some rotated to multiples of 45, some shaken,
    // limbered or in square), a concave town that one unit may occupy, a woods and a hill with
    // a top. The fast path may skip work but never change a verdict or a number.
    Rng g(99);
    int firers = 0, valid = 0;
    for (int scene = 0; scene < 60; ++scene) {
        gt::Scene sc;
        for (int i = 0; i < 16; ++i) {
            double facing = g.in(0, 360);
            if (g.below(4) == 0) facing = 45.0 * g.below(8);
            cdo::Unit u = gt::unit("u" + std::to_string(i), g.below(2) ? "fr" : "au",
                                   UnitType(g.below(6)), {g.in(0, 30), g.in(0, 30)}, facing);
            if (g.below(7) == 0) u.formation = cdo::Formation::Square;
            if (g.below(9) == 0) u.morale = cdo::Morale::Shaken;
            if (g.below(11) == 0) u.limbered = true;
            sc.add(u);
        }
        const double bx = g.in(0, 25), by = g.in(0, 25);
        sc.add(
            gt::area("town", TerrainKind::Bua,
                     {{bx, by}, {bx + 3, by}, {bx + 3, by + 2}, {bx + 1.5, by + 1}, {bx, by + 2}}));
        const double wx = g.in(0, 25), wy = g.in(0, 25);
        sc.add(gt::area("wood", TerrainKind::Woods,
                        {{wx, wy}, {wx + 4, wy + 0.5}, {wx + 3, wy + 3}, {wx + 0.5, wy + 2.5}}));
        const double hx = g.in(0, 20), hy = g.in(0, 20);
        sc.add(gt::hill("hill", gt::rect(hx, hy, hx + 8, hy + 6),
                        {{hx + 2, hy + 2}, {hx + 6, hy + 2}, {hx + 5, hy + 4}, {hx + 3, hy + 4}}));
        if (g.below(2)) sc.s.gt().units[std::size_t(g.below(16))].occupies = "town";
        const cdo::gt::Table t(sc.s);
        for (int f = 0; f < 16; ++f) {
            std::vector<cdo::gt::Ruling> all = cdo::gt::rulingsFor(t, f);
            std::vector<cdo::gt::Ruling> fast = cdo::gt::validTargets(t, f);
            std::vector<std::string> a, b;
            for (const cdo::gt::Ruling& r : all)
                if (r.valid) a.push_back(r.target);
            for (const cdo::gt::Ruling& r : fast)
                b.push_back(r.target);
            std::sort(a.begin(), a.end());
            std::sort(b.begin(), b.end());
            CHECK(a == b);
            for (const cdo::gt::Ruling& r : fast)
                for (const cdo::gt::Ruling& q : all)
                    if (q.target == r.target) {
                        CHECK(q.range == r.range);
                        CHECK(gt::modifiers(q) == gt::modifiers(r));
                        CHECK(q.lineOfSight == r.lineOfSight);
                    }
            ++firers;
            valid += int(a.size());
        }
    }
    CHECK(firers == 960);
    CHECK(valid > 50);
}

TEST_CASE("review: degenerate inputs give empty or exact answers, never a crash") {
    const Polygon none;
    const Polygon sq = gt::rect(0, 0, 1, 1);
    CHECK(cdo::erode(none, 0.01).empty());
    CHECK(cdo::erode(Polygon{{0, 0}, {1, 1}}, 0.01).empty());
    CHECK(cdo::erode(sq, 0.5).empty()); // shrinks to a point: nothing left
    CHECK(cdo::erode(sq, 0.6).empty()); // gone altogether
    CHECK(cdo::clipHalfPlane(none, {1, 0}, 0).empty());
    CHECK_FALSE(cdo::shapesMeet(none, sq));
    CHECK_FALSE(cdo::shapesMeet(sq, none));
    // A half-plane touching the square along its top edge keeps just that edge.
    const Polygon top = cdo::clipHalfPlane(sq, {0, 1}, 1.0);
    REQUIRE(!top.empty());
    for (Vec2 v : top)
        CHECK(v.y == 1.0);
    // A point inside a polygon is at distance 0; a zero-length segment is a point.
    CHECK(cdo::distance(Polygon{{0.5, 0.5}}, sq).distance == 0.0);
    CHECK(cdo::distance(Polygon{{3, 1}, {3, 1}}, sq).distance == 2.0);
    CHECK(cdo::segmentsMeet({1, 1}, {1, 1}, {0, 0}, {2, 2}));
    CHECK_FALSE(cdo::segmentsMeet({1, 1.5}, {1, 1.5}, {0, 0}, {2, 2}));
}

// ---- Defects found by the review. Fixed ones are plain tests now, named for what they check;
// the one still marked should_fail is a known limit (docs/conventions.md, Limits). -----------

TEST_CASE("review: erode() keeps the inside of an outline with a point on a straight side") {
    // Scenario outlines may carry extra points along a straight side (the loader accepts
    // them). Here (36,23.1) lies exactly on the side from (33,23) to (39,23.2): rise 0.2 over
    // 6, so 0.1 at x = 36. The pentagon is convex:
    //
    //   (33,25) +-----------------+ (39,25)
    //           |                 |
    //   (33,23) +--------+--------+ (39,23.2)      (the bottom rises 0.2 left to right)
    //                 (36,23.1)
    //
    // In double the turn at (36,23.1) is −1.07e-14, so isConvex() says "not convex" and erode()
    // takes the non-convex path, where it rounds a "reflex" corner of sweep −1e-15: four arc
    // points on top of each other, isSimple() rejects the duplicates, the fallback keeps them,
    // rejects them again and returns {}. A shrunk area that is empty blocks nothing and holds
    // nobody (next case). The L-shaped outline below, with the same kind of point, empties too.
    // Fix: treat |turn| ≤ 1e-12·|e0|·|e1| as straight in isConvex() and in erode()'s corner
    // test (or drop such points when building the Table), and drop repeated points instead of
    // giving up in the fallback.
    const Polygon wood{{33, 23}, {36, 23.1}, {39, 23.2}, {39, 25}, {33, 25}};
    CHECK(cdo::isConvex(wood));
    const Polygon e = cdo::erode(wood, gt::kEps);
    CHECK(e.size() >= 4);
    CHECK(cdo::pointInPolygon({36, 24}, e));           // 0.9" inside
    CHECK_FALSE(cdo::pointInPolygon({36, 23.105}, e)); // 0.005 inside the bottom: gone
    const Polygon ell{{33, 23}, {36, 23.1}, {39, 23.2}, {39, 24.5}, {35, 24.5}, {35, 27}, {33, 27}};
    REQUIRE(cdo::isSimple(ell));
    const Polygon el = cdo::erode(ell, gt::kEps);
    CHECK(el.size() >= 6);
    CHECK(cdo::pointInPolygon({34, 26}, el));
}

TEST_CASE("review: a wood with a point on a straight side blocks sight and holds a target in it") {
    // G2 (woods block) and G6 (target in woods). The wood of the previous case, 2" deep,
    // lies across the line of fire of guns at (36,20) facing 0:
    //  - a line at (36,28) facing 180 (front edge y = 27.5, range 7): every sight line crosses
    //    y = 24 between x = 35 and 37, deep inside the wood: no line of sight;
    //  - an infantry base at (36,24) facing 180 ([34.75,37.25] × [23.5,24.5]) stands wholly
    //    in the wood: target in woods (sight is clear: its own cover does not blind).
    // The engine's shrunk wood is empty: the first is valid with a clear view, the second is a
    // valid target standing in a wood.
    const Polygon wood{{33, 23}, {36, 23.1}, {39, 23.2}, {39, 25}, {33, 25}};
    {
        gt::Scene sc;
        sc.add(gt::unit("guns", "fr", UnitType::FootArtillery, {36, 20}, 0))
            .add(gt::unit("line", "au", UnitType::Infantry, {36, 28}, 180))
            .add(gt::area("wood", TerrainKind::Woods, wood));
        const cdo::gt::Table t(sc.s);
        const cdo::gt::Ruling r = gt::rule(t, "guns", "line");
        CHECK_FALSE(r.lineOfSight);
        CHECK(gt::reasons(r) == "no-line-of-sight");
        CHECK(gt::blockerId(gt::line(r.sightLines, cdo::gt::SightLine::From::FrontLeft,
                                     cdo::gt::SightLine::To::FrontMiddle)) == "wood");
    }
    {
        gt::Scene sc;
        sc.add(gt::unit("guns", "fr", UnitType::FootArtillery, {36, 20}, 0))
            .add(gt::unit("skirmishers", "au", UnitType::Infantry, {36, 24}, 180))
            .add(gt::area("wood", TerrainKind::Woods, wood));
        const cdo::gt::Table t(sc.s);
        const cdo::gt::Ruling r = gt::rule(t, "guns", "skirmishers");
        CHECK(gt::reasons(r) == "target-in-woods");
        CHECK_FALSE(r.valid);
    }
}

TEST_CASE("review: a U-shaped town round the guns is out of their arc, 1/√2 off the left ray") {
    // G1 + G5: the target occupies the town, so the town's outline is its shape, and it must
    // share a point with the arc. The guns stand in the courtyard of a U open to the front:
    //
    //   y=21  +--+            +--+        guns (36,20) facing 0: FL (35.5,20.5), FR (36.5,20.5)
    //         |  |  FL+--+FR  |  |        arc: y ≥ 20.5, (x−35.5)+(y−20.5) ≥ 0,
    //         |  |    +--+    |  |             (36.5−x)+(y−20.5) ≥ 0
    //  y=18.5 |  +------------+  |        left prong's best corner (34,21): −1.5+0.5 = −1 < 0
    //         |      garrison    |        right prong's (38,21): −1.5+0.5 = −1 < 0
    //  y=17   +------------------+        body: y ≤ 18.5 < 20.5.  So: out of the arc, by
    //        33  34        38  39         the distance from (34,21) to the left ray, 1/√2.
    //
    // Sutherland–Hodgman clips the concave outline by the front line into ONE polygon whose
    // two prongs are joined by a zero-width bridge along y = 20.5; the rays then keep the
    // bridge's piece FL–FR, so the engine finds the town "in the arc" at range 0.
    // Fix: clip convex pieces (ear-clip the outline once in Table) and take the union: in arc
    // if any piece is, range = min over pieces, depth = max over pieces.
    gt::Scene sc;
    sc.add(gt::unit("guns", "fr", UnitType::FootArtillery, {36, 20}, 0));
    cdo::Unit garrison =
        gt::sized(gt::unit("garrison", "au", UnitType::Infantry, {36, 17.75}, 180), 2, 1);
    garrison.occupies = "farm";
    sc.add(garrison);
    sc.add(gt::area(
        "farm", TerrainKind::Bua,
        {{33, 17}, {39, 17}, {39, 21}, {38, 21}, {38, 18.5}, {34, 18.5}, {34, 21}, {33, 21}}));
    const cdo::gt::Table t(sc.s);
    const cdo::gt::Ruling r = gt::rule(t, "guns", "garrison");
    CHECK_FALSE(r.inArc);
    CHECK(r.arcMargin == Approx(-1 / std::sqrt(2.0)));
    CHECK(r.has(Reason::OutOfArc));
    CHECK_FALSE(r.valid);
    // Out of the arc, cli.md asks for the edge-to-edge distance between the bases:
    // guns' rear y = 19.5, garrison's front y = 18.25.
    CHECK(r.range == Approx(1.25));
}

// should_fail, not may_fail: the case passes only while erode() keeps the sliver, so the day
// it is fixed the run turns red; then drop the mark and the limit in docs/conventions.md.
TEST_CASE("review: known limit: erode() keeps a sliver across a neck thinner than 2ε" *
          doctest::should_fail()) {
    // geometry.h: erode() is "never larger than the exact erosion"; conventions.md: "a part of
    // a wood thinner than 2ε disappears when the wood is shrunk; it cannot block". Two 2 × 2
    // blobs joined by a neck 0.015 wide (y 0.9925 to 1.0075):
    //
    //   +------+          +------+
    //   |      +----------+      |     the neck's middle (2.5, 1) is 0.0075 < ε from an edge,
    //   |      +----------+      |     so the shrunk outline must not hold it
    //   +------+          +------+
    //   0      2          3      5
    //
    // The offset outline crosses itself in the neck; the fallback then keeps the vertices that
    // are ε inside and joins them, and the joins run straight along the neck (y 0.998 to 1.002).
    // Fix: resolve the offset curve's self-crossings and keep the loops of winding +1, instead
    // of dropping vertices; one polygon cannot hold both blobs, so erode() would have to return
    // several. Sight lines no longer use it for non-convex outlines (segmentReachesDepth, exact);
    // whether a base stands in such an area still does.
    const Polygon dumbbell{{0, 0}, {2, 0}, {2, 0.9925}, {3, 0.9925}, {3, 0}, {5, 0},
                           {5, 2}, {3, 2}, {3, 1.0075}, {2, 1.0075}, {2, 2}, {0, 2}};
    REQUIRE(cdo::isSimple(dumbbell));
    const Polygon e = cdo::erode(dumbbell, gt::kEps);
    CHECK_FALSE(cdo::pointInPolygon({2.5, 1.0}, e));
    const std::array<Vec2, 2> across{Vec2{2.5, 0.5}, Vec2{2.5, 1.5}};
    CHECK_FALSE(cdo::shapesMeet(across, e));
    // The blobs themselves survive.
    CHECK(cdo::pointInPolygon({1, 1}, e));
    CHECK(cdo::pointInPolygon({4, 1}, e));
}

TEST_CASE("review: sight across a woods' neck thinner than 2ε is clear, a close call") {
    // G2: a line is blocked when it meets a blocker shrunk by ε. The usual pair (guns at
    // (36,20) facing 0, a line at (36,27) facing 180, range 6) with a dumbbell wood between:
    // blobs [26,30] and [42,46] × [22.5,24.5], joined by a neck [30,42] × [23.4925,23.5075].
    // Every sight line crosses y = 23.5 between x = 35.1 and 36.9, so only through the neck,
    // which vanishes when shrunk by ε: sight is clear (the raw neck is grazed: a close call).
    // The engine's shrunk wood used to keep a sliver along the neck (see the erode() case) and
    // the wood blocked every line; sight lines now measure depth on the outline itself.
    gt::Scene sc;
    sc.add(gt::unit("guns", "fr", UnitType::FootArtillery, {36, 20}, 0))
        .add(gt::unit("line", "au", UnitType::Infantry, {36, 27}, 180))
        .add(gt::area("copse", TerrainKind::Woods,
                      {{26, 22.5},
                       {30, 22.5},
                       {30, 23.4925},
                       {42, 23.4925},
                       {42, 22.5},
                       {46, 22.5},
                       {46, 24.5},
                       {42, 24.5},
                       {42, 23.5075},
                       {30, 23.5075},
                       {30, 24.5},
                       {26, 24.5}}));
    const cdo::gt::Table t(sc.s);
    const cdo::gt::Ruling r = gt::rule(t, "guns", "line");
    CHECK(r.lineOfSight);
    CHECK(gt::reasons(r) == "");
    CHECK(r.valid);
    CHECK(gt::hasCloseCall(r, "sight-line"));
}

TEST_CASE("review: collinear segments 1.25 apart do not meet") {
    // The charger's left edge and the left side of the guns' front strip (next case) lie on
    // one line at bearing 2°, the charger's edge ending 1.25" short of the strip's. Rounding
    // leaves cross products of ±1e-15 whose signs disagree, and the general-position test
    // (o1 ≠ o2 and o3 ≠ o4) says "meet". Their bounding boxes do not even overlap.
    // Fix: reject on disjoint bounding boxes first (this alone settles collinear pairs), or
    // treat |cross| below ~1e-12·|ab|·|ac| as 0 so the collinear branch decides.
    const Vec2 a{19.474129963963577, 11.267906628086928}, b{19.439230467261076, 10.268515801067833};
    const Vec2 c{54.417251037342666, 1011.9079721809566}, d{19.517754334841701, 12.517145161860798};
    CHECK(cdo::segmentSegmentDistance(a, b, c, d) > 1.2);
    CHECK_FALSE(cdo::segmentsMeet(a, b, c, d));
}

TEST_CASE("review: a charge from straight behind the guns is not from the front") {
    // G7: −1 to the charger only if some part of it meets the strip swept forward by the
    // guns' front edge. Guns 1 × 1 at (20,12) facing 2; cavalry 1.5 × 1 facing 2 placed
    // 0.25" behind them and shifted 0.25 to the right, so its left side continues the line
    // of the guns' left side:
    //
    //        strip  |    |        (front edge and forward)
    //               +----+ guns
    //               +----+
    //                         gap 0.25
    //               +------+
    //               | cav  |      charger: 1.25" from the strip, behind the guns
    //               +------+
    //
    // Collinear edges at a bearing that is not a quarter-turn hit the segmentsMeet defect
    // above, and shapesMeet(charger, strip) says they meet: fromFront, −1.
    gt::Scene sc;
    const Vec2 at{20.206223335876647, 10.742036592050505}; // (20,12) − f·1.25 + r·0.25
    cdo::Unit cav = gt::sized(gt::unit("cav", "au", UnitType::Cavalry, at, 2), 1.5, 1);
    cav.charging = "guns";
    sc.add(gt::unit("guns", "fr", UnitType::FootArtillery, {20, 12}, 2)).add(cav);
    const cdo::gt::Table t(sc.s);
    CHECK(cdo::dist(t.unit(1).corners.fl, t.unit(0).corners.rl) == Approx(0.25));
    const cdo::gt::Ruling r = gt::rule(t, "guns", "cav");
    REQUIRE(r.charge.has_value());
    CHECK_FALSE(r.charge->fromFront);
    CHECK(r.charge->onlyFlankOrRear);
    CHECK(r.charge->chargerMorale == 0);
}

TEST_CASE("review: the distance to a tilted edge's nearest vertex is exactly 12") {
    // geometry.h/conventions.md: b2Distance's float witnesses are refined in double "so a case
    // at exactly 12.00" stays 12.00"". A front edge (35.5,20.5)–(36.5,20.5) and a quad whose
    // near edge runs from (35.5, 32.5000001) to (36.5, 32.5): the exact distance is 12 at the
    // vertex (36.5,32.5). In float both ends of that edge are 12.0 apart from y = 20.5, Box2D
    // names the other end, and the refinement only tries the named vertex against the edges
    // beside the other witness: 12.0000001.
    // Fix: also try the neighbours of each witness vertex (or, for ≤ 8 vertices, every vertex
    // against every edge in double: 64 point-segment tests).
    const Polygon front{{35.5, 20.5}, {36.5, 20.5}};
    const Polygon quad{{35.5, 32.5000001}, {36.5, 32.5}, {36.5, 33.5}, {35.5, 33.5000001}};
    CHECK(cdo::convexDistance(front, quad).distance == 12.0);
    CHECK(cdo::distance(front, quad).distance == 12.0);
}

TEST_CASE("review: a town exactly 12.00 away is long range (−1), a close call") {
    // G3 + Conventions (exactly 12.00 is long range): the same quad as a town held by the
    // target. Range = 12.00 at the town's corner (36.5,32.5): long, −1, valid, a close call.
    gt::Scene sc;
    cdo::Unit inn =
        gt::sized(gt::unit("garrison", "au", UnitType::Infantry, {36, 33}, 180), 0.5, 0.5);
    inn.occupies = "inn";
    sc.add(gt::unit("guns", "fr", UnitType::FootArtillery, {36, 20}, 0))
        .add(inn)
        .add(gt::area("inn", TerrainKind::Bua,
                      {{35.5, 32.5000001}, {36.5, 32.5}, {36.5, 33.5}, {35.5, 33.5000001}}));
    const cdo::gt::Table t(sc.s);
    const cdo::gt::Ruling r = gt::rule(t, "guns", "garrison");
    CHECK(r.range == 12.0);
    CHECK(r.band == cdo::gt::RangeBand::Long);
    CHECK(gt::reasons(r) == "");
    CHECK(gt::modifiers(r) == "long-range:-1");
    CHECK(gt::hasCloseCall(r, "range"));
}

TEST_CASE("review: exactly 7.00 at bearing 3 is normal range, a close call") {
    // Conventions: exactly 7.00 is normal range (closed), marked a close call. Guns 1 × 1 at
    // (36,24) facing 3 and enemy guns facing 183 with their centre 8" straight ahead: the two
    // front edges face each other, parallel, 8 − 0.5 − 0.5 = 7 apart. The engine computes
    // 7.0000000000000018 and rules long range (−1). The close call is there, but the closed
    // boundary is lost to rounding at every bearing that is not a quarter-turn (141 of 360
    // whole-degree bearings for 7", 102 for 12").
    // Fix: compare bands with a rounding slack far below ε (range ≤ limit + 1e-9).
    gt::Scene sc;
    const Vec2 c{36, 24};
    sc.add(gt::unit("guns", "fr", UnitType::FootArtillery, c, 3))
        .add(gt::unit("enemy", "au", UnitType::FootArtillery, c + cdo::facingVector(3) * 8.0, 183));
    const cdo::gt::Table t(sc.s);
    const cdo::gt::Ruling r = gt::rule(t, "guns", "enemy");
    CHECK(r.range == Approx(7.0));
    CHECK(r.band == cdo::gt::RangeBand::Normal);
    CHECK(gt::modifiers(r) == "");
    CHECK(gt::hasCloseCall(r, "range"));
}

TEST_CASE(
    "review: an edge lying on the arc's ray at bearing 17 is in the arc, margin 0, a close call") {
    // G1: touching counts. Guns 1 × 1 at (36,24) facing 17; a 1 × 1 target facing 17 − 45 = −28
    // whose right edge RR–FR lies on the left ray, 5" to 6" from FL, its body outside the arc.
    // Its facing vector is the ray's direction and its right vector the ray's inward normal,
    // so RR = FL + 5·(f − r)/√2 and FR = RR + (f − r)/√2, both on the ray.
    // The clip rejects the edge by ~1e-16 and the engine rules out of arc, while its own
    // distance from the target to the arc is 0: arcMargin = −0. Touching is in (margin 0,
    // a close call), and range is 5 to the edge on the ray.
    // Fix: when the clip is empty but the distance to the arc is below a rounding slack
    // (say 1e-9), the shapes touch: in the arc.
    gt::Scene sc;
    const Vec2 c{36, 24};
    const double th = 17;
    const Vec2 f = cdo::facingVector(th), rv = cdo::rightVector(th);
    const cdo::gt::BaseCorners g = cdo::gt::baseCorners(c, th, 1, 1);
    const Vec2 ray = (f - rv) * (1 / std::sqrt(2.0));
    const Vec2 rr = g.fl + ray * 5.0;
    const double tf = th - 45;
    const Vec2 centre = rr + cdo::facingVector(tf) * 0.5 - cdo::rightVector(tf) * 0.5;
    sc.add(gt::unit("guns", "fr", UnitType::FootArtillery, c, th))
        .add(gt::unit("target", "au", UnitType::FootArtillery, centre, tf));
    const cdo::gt::Table t(sc.s);
    CHECK(cdo::dist(t.unit(1).corners.rr, rr) < 1e-12);
    const cdo::gt::Ruling r = gt::rule(t, "guns", "target");
    CHECK(r.inArc);
    CHECK_FALSE(r.has(Reason::OutOfArc));
    CHECK(r.arcMargin == 0.0);
    CHECK(gt::hasCloseCall(r, "arc"));
    CHECK(r.range == Approx(5.0));
}
