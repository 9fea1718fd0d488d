// The sight-line index (core/grande_tactique/blocker_fan.h): directions, order, and that it never
// misses a blocker, checked against a brute-force search and against the b2DynamicTree's ray cast.
#include "gt_fixture.h"

#include "core/grande_tactique/blocker_fan.h"
#include "core/grande_tactique/generate.h"

#include <doctest/doctest.h>

#include <algorithm>
#include <array>
#include <cmath>
#include <cstdint>
#include <numbers>
#include <string>
#include <vector>

using cdo::TerrainKind;
using cdo::UnitType;
using cdo::Vec2;
using cdo::gt::BlockerFan;
using cdo::gt::pseudoAngle;

namespace {

// Keys in the order walk() hands them out for from→p.
std::vector<int> walked(const BlockerFan& fan, Vec2 from, Vec2 p) {
    std::vector<int> keys;
    fan.walk(from, p, [&](int key) {
        keys.push_back(key);
        return true;
    });
    return keys;
}

bool contains(const std::vector<int>& v, int k) {
    return std::find(v.begin(), v.end(), k) != v.end();
}

// The shape a blocker key stands for, as the rulings test it.
std::span<const Vec2> shapeOf(const cdo::gt::Table& t, int key) {
    if (key >= 0) return t.unit(key).base;
    const cdo::gt::PlacedTerrain& P = t.feature(-key - 1);
    return isCover(P.terrain->kind) ? std::span<const Vec2>(P.outline)
                                    : std::span<const Vec2>(P.top);
}

// How near a circle holding the blocker comes to the edge a–b: the fan's order.
double nearness(const cdo::gt::Table& t, int key, Vec2 a, Vec2 b) {
    if (key >= 0) return cdo::pointSegmentDistance(t.unit(key).centre, a, b) - t.unit(key).radius;
    const std::span<const Vec2> poly = shapeOf(t, key);
    const cdo::Box box = cdo::boundingBox(poly);
    const Vec2 c = cdo::lerp(box.lo, box.hi, 0.5);
    double r = 0;
    for (Vec2 v : poly)
        r = std::max(r, cdo::dist(v, c));
    return cdo::pointSegmentDistance(c, a, b) - r;
}

cdo::Box everything() {
    return {{-1e6, -1e6}, {1e6, 1e6}};
}

} // namespace

TEST_CASE("fan: the pseudo-angle grows counter-clockwise, a quarter turn from an axis is 1") {
    // Worked by hand from t = y / (|x| + |y|): east 0, north 1, west 2, south 3; the diagonals
    // half way; a half turn is always exactly 2 more (mod 4).
    CHECK(pseudoAngle({1, 0}) == 0.0);
    CHECK(pseudoAngle({1, 1}) == 0.5);
    CHECK(pseudoAngle({0, 1}) == 1.0);
    CHECK(pseudoAngle({-1, 1}) == 1.5);
    CHECK(pseudoAngle({-1, 0}) == 2.0);
    CHECK(pseudoAngle({-1, -1}) == 2.5);
    CHECK(pseudoAngle({0, -1}) == 3.0);
    CHECK(pseudoAngle({1, -1}) == 3.5);
    CHECK(pseudoAngle({0, 0}) == 0.0);
    // (3, 1): t = 1/4. (−3, −1): 2 + 1/4.
    CHECK(pseudoAngle({3, 1}) == 0.25);
    CHECK(pseudoAngle({-3, -1}) == 2.25);
    // Monotone: 10° steps all the way round.
    double last = -1;
    for (int deg = 0; deg < 360; deg += 10) {
        const double a = deg * std::numbers::pi / 180;
        const double p = pseudoAngle({std::cos(a), std::sin(a)});
        CHECK(p > last);
        last = p;
    }
}

TEST_CASE("fan: a line meets the blockers in its direction only, nearest first") {
    // Origin (0, 0). Screens (1" × 1" infantry bases), centres and circle radius √0.5 ≈ 0.707:
    //   near at (0, 5): 4.29 from the origin; far at (0, 10): 9.29; aside at (5, 5), 45° off.
    // The line to (0, 20) runs up the y axis: near, then far; aside is 7.07 − 0.71 = 6.36
    // away but in another direction, so it is not handed out at all.
    // The line to (0, 7) stops short of far (9.29 > 7): only near.
    gt::Scene sc;
    sc.add(gt::screen("far", "fr", -0.5, 9.5, 0.5, 10.5));
    sc.add(gt::screen("aside", "fr", 4.5, 4.5, 5.5, 5.5));
    sc.add(gt::screen("near", "fr", -0.5, 4.5, 0.5, 5.5));
    const cdo::gt::Table t(sc.s);
    const int far = gt::idx(t, "far"), aside = gt::idx(t, "aside"), near = gt::idx(t, "near");
    const Vec2 o{0, 0};
    const BlockerFan fan(t, o, o, everything());
    CHECK(walked(fan, o, {0, 20}) == std::vector<int>{near, far});
    CHECK(walked(fan, o, {0, 7}) == std::vector<int>{near});
    // Towards aside: (10, 10) passes through its centre.
    CHECK(walked(fan, o, {10, 10}) == std::vector<int>{aside});
    // Straight down: nothing there.
    CHECK(walked(fan, o, {0, -20}).empty());
    // Stopping early: visit returns false on the first.
    int seen = 0;
    fan.walk(o, {0, 20}, [&](int) { return ++seen, false; });
    CHECK(seen == 1);
}

TEST_CASE("fan: one fan serves lines from both ends of a front edge") {
    // Edge from (−2, 0) to (2, 0). A screen [−0.5, 0.5] × [4.5, 5.5] straight ahead of the
    // middle: circle centre (0, 5), radius 0.707, so 5 − 0.707 = 4.29 from the edge's middle.
    // From the left end to (2, 10) the line passes x = 0 at y = 5: through the screen. From
    // the right end to (−2, 10) likewise. From the left end straight up to (−2, 10): 2 to the
    // side of its centre, beyond its radius, so not handed out.
    gt::Scene sc;
    sc.add(gt::screen("s", "fr", -0.5, 4.5, 0.5, 5.5));
    const cdo::gt::Table t(sc.s);
    const Vec2 l{-2, 0}, r{2, 0};
    const BlockerFan fan(t, l, r, everything());
    CHECK(walked(fan, l, {2, 10}) == std::vector<int>{0});
    CHECK(walked(fan, r, {-2, 10}) == std::vector<int>{0});
    CHECK(walked(fan, l, {-2, 10}).empty());
    CHECK(walked(fan, r, {2, 10}).empty());
}

TEST_CASE("fan: a blocker holding the origin lies in every direction") {
    // A woods round the origin: [−2, 2]², circle radius 2√2 > 2.83 from its centre, the origin.
    gt::Scene sc;
    sc.add(gt::unit("guns", "fr", UnitType::FootArtillery, {20, 20}, 0));
    sc.add(gt::area("wood", TerrainKind::Woods, gt::rect(-2, -2, 2, 2)));
    const cdo::gt::Table t(sc.s);
    const Vec2 o{0, 0};
    const BlockerFan fan(t, o, o, everything());
    for (int deg = 0; deg < 360; deg += 15) {
        const double a = deg * std::numbers::pi / 180;
        CHECK(contains(walked(fan, o, {5 * std::cos(a), 5 * std::sin(a)}), -1));
    }
    CHECK(walked(fan, o, o) == std::vector<int>{-1}); // a line of no length
    // The wood in every slice; the guns, 28" away and 1.5" wide, in two or three.
    CHECK(fan.size() > std::size_t(BlockerFan::kSlices) + 1);
    CHECK(fan.size() <= std::size_t(BlockerFan::kSlices) + 3);
}

TEST_CASE("fan: the region asked for limits the blockers, never their order") {
    // Same screens as above; a region holding only the near one gives it alone, and a line
    // that reaches both gives them in the same relative order either way.
    gt::Scene sc;
    sc.add(gt::screen("far", "fr", -0.5, 9.5, 0.5, 10.5));
    sc.add(gt::screen("near", "fr", -0.5, 4.5, 0.5, 5.5));
    const cdo::gt::Table t(sc.s);
    const Vec2 o{0, 0};
    const BlockerFan some(t, o, o, {{-1, 0}, {1, 6}});
    CHECK(walked(some, o, {0, 20}) == std::vector<int>{gt::idx(t, "near")});
}

TEST_CASE("fan: never misses a blocker on random tables (brute force and the tree agree)") {
    // Random tables of 40 bases of every size and facing, a concave town, a woods and a hill
    // with a top; from random points, random segments. Every blocker whose shape meets the
    // segment (exact test against all of them) must be handed out by the fan, in non-decreasing
    // order of nearness; the b2DynamicTree's ray cast must offer it too (it is the reference
    // broad phase). Seeds are fixed.
    gt::Rng g(7);
    auto in = [&](double lo, double hi) { return g.in(lo, hi); };
    int met = 0, segments = 0;
    for (int scene = 0; scene < 20; ++scene) {
        gt::Scene sc;
        for (int i = 0; i < 40; ++i)
            sc.add(gt::unit("u" + std::to_string(i), i % 2 ? "fr" : "au",
                            UnitType(int(in(0, 5.99))), {in(0, 40), in(0, 40)}, in(0, 360)));
        const double bx = in(0, 35), by = in(0, 35);
        sc.add(
            gt::area("town", TerrainKind::Bua,
                     {{bx, by}, {bx + 3, by}, {bx + 3, by + 2}, {bx + 1.5, by + 1}, {bx, by + 2}}));
        const double wx = in(0, 35), wy = in(0, 35);
        sc.add(gt::area("wood", TerrainKind::Woods,
                        {{wx, wy}, {wx + 4, wy + 0.5}, {wx + 3, wy + 3}, {wx + 0.5, wy + 2.5}}));
        const double hx = in(0, 30), hy = in(0, 30);
        sc.add(gt::hill("hill", gt::rect(hx, hy, hx + 8, hy + 6),
                        {{hx + 2, hy + 2}, {hx + 6, hy + 2}, {hx + 5, hy + 4}, {hx + 3, hy + 4}}));
        const cdo::gt::Table t(sc.s);
        std::vector<int> keys;
        t.blockers().queryBox(everything(), [&](int k) {
            keys.push_back(k);
            return true;
        });
        for (int o = 0; o < 10; ++o) {
            // Half the edges a base's front edge, as the rulings' are; the others random
            // points or random short edges.
            const cdo::gt::PlacedUnit& u = t.unit(int(in(0, 39.99)));
            const Vec2 ea = o % 2 ? u.corners.fl : Vec2{in(0, 40), in(0, 40)};
            const Vec2 eb = o % 2 ? u.corners.fr : o % 4 ? ea : ea + Vec2{in(-2, 2), in(-2, 2)};
            const BlockerFan fan(t, ea, eb, everything());
            for (int l = 0; l < 30; ++l) {
                const Vec2 origin = l % 2 ? ea : eb;
                const Vec2 p{in(-5, 45), in(-5, 45)};
                const std::vector<int> got = walked(fan, origin, p);
                for (std::size_t i = 1; i < got.size(); ++i) {
                    const double n0 = nearness(t, got[i - 1], ea, eb);
                    const double n1 = nearness(t, got[i], ea, eb);
                    CHECK((n0 < n1 || (n0 == n1 && got[i - 1] < got[i])));
                }
                std::vector<int> tree;
                t.blockers().querySegment(origin, p, [&](int k) {
                    tree.push_back(k);
                    return true;
                });
                for (int k : keys) {
                    if (!cdo::shapesMeet(std::array<Vec2, 2>{origin, p}, shapeOf(t, k))) continue;
                    ++met;
                    CHECK(contains(got, k));
                    CHECK(contains(tree, k));
                }
                ++segments;
            }
        }
    }
    CHECK(segments == 6000);
    CHECK(met > 1000);
}

TEST_CASE("fan: a ruling asked alone is the ruling asked among all of its firer's targets") {
    // rule() builds its fans over the pair's own lines, rulingsFor() over the whole table; the
    // sight lines, their blockers and everything else must be the same. Every battery of the
    // 100-base generated table, against every other unit.
    cdo::gt::GeneratedTable g;
    g.bases = 100;
    const cdo::Scenario s = cdo::gt::generateTable(g);
    const cdo::gt::Table t(s);
    auto same = [](const std::vector<cdo::gt::SightLine>& a,
                   const std::vector<cdo::gt::SightLine>& b) {
        if (a.size() != b.size()) return false;
        for (std::size_t i = 0; i < a.size(); ++i) {
            if (a[i].a != b[i].a || a[i].b != b[i].b || a[i].clear != b[i].clear ||
                a[i].closeCall != b[i].closeCall ||
                a[i].blocker.has_value() != b[i].blocker.has_value())
                return false;
            if (a[i].blocker &&
                (a[i].blocker->id != b[i].blocker->id || a[i].blocker->kind != b[i].blocker->kind))
                return false;
        }
        return true;
    };
    int pairs = 0, blocked = 0;
    for (std::size_t f = 0; f < s.gt().units.size(); ++f) {
        if (!cdo::isArtillery(s.gt().units[f].type)) continue;
        for (const cdo::gt::Ruling& all : cdo::gt::rulingsFor(t, int(f))) {
            const cdo::gt::Ruling one = cdo::gt::rule(t, int(f), t.unitIndex(all.target));
            CHECK(same(all.sightLines, one.sightLines));
            CHECK(same(all.enfiladeLines, one.enfiladeLines));
            CHECK(all.reasons == one.reasons);
            CHECK(all.readings == one.readings);
            CHECK(all.closeCalls == one.closeCalls);
            ++pairs;
            for (const cdo::gt::SightLine& l : all.sightLines)
                blocked += l.blocker.has_value();
        }
    }
    CHECK(pairs == 990);
    CHECK(blocked > 1000);
}

TEST_CASE("fan: blockers far from the firer are not lost to float rounding") {
    // The fan stores circles in floats, which carry about 6e-8 of a number's size: 0.002" at
    // 85 000" from the firer, more than a fixed thousandth of slack. A 1" square base at
    // C = (59 999 + o, −60 001 + 0.7·o), o = 0 to 2 in steps of 0.001, and the lines from the
    // origin through each of its corners and a little beyond: such a line touches the base's
    // circle nearly where it touches the base, so a circle stored a little off loses it. With
    // a fixed 0.001" of slack, o = 0.001 was already lost (corner (59 999.501, −60 000.4993)).
    int met = 0;
    for (int i = 0; i < 2000; ++i) {
        const double o = 0.001 * i;
        gt::Scene sc;
        sc.add(gt::sized(gt::unit("b", "au", UnitType::Infantry, {59999 + o, -60001 + 0.7 * o}, 0),
                         1, 1));
        const cdo::gt::Table t(sc.s);
        const cdo::gt::BaseCorners& c = t.unit(0).corners;
        const Vec2 origin{0, 0};
        const BlockerFan fan(t, origin, origin, everything());
        for (const Vec2 k : {c.fl, c.fr, c.rl, c.rr}) {
            const Vec2 p = k * 1.0001;
            if (!cdo::shapesMeet(std::array<Vec2, 2>{origin, p}, t.unit(0).base)) continue;
            ++met;
            CHECK(walked(fan, origin, p) == std::vector<int>{0});
        }
    }
    CHECK(met >= 2000);
}
