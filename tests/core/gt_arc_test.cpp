// G1 firing arc: the target shares at least one point with the region in front of the front
// edge and between the two 45° rays from the front corners. Touching counts (close call).
#include "gt_fixture.h"

#include <doctest/doctest.h>

#include <array>
#include <cmath>

using cdo::UnitType;
using cdo::Vec2;
using cdo::gt::Reason;
using doctest::Approx;

namespace {

// gt::usualGuns(), the battery of most sketches: foot artillery 1×1 at (36,20) facing 0.
//   FL = (35.5,20.5), FR = (36.5,20.5), FM = (36,20.5), f = (0,1), r = (1,0).
//   Arc: y ≥ 20.5 (front), (p − FL)·(f + r) ≥ 0  ⇔  x + y ≥ 56   (left ray),
//                         (p − FR)·(f − r) ≥ 0  ⇔  y − x ≥ −16  (right ray).
//
//        \  arc  /
//         \     /      left ray x + y = 56 from FL, right ray y − x = −16 from FR
//          FL--FR
//          |guns|
//          +----+

// Infantry 2.5 × 1 facing 0 whose front-left corner is at (40.5 + s, 24.5):
// centre (41.75 + s, 24). Every other point has smaller y − x, so for s ≥ 0 that corner
// is the one nearest the right ray, and its distance to the ray is s / √2.
cdo::Unit besideRightRay(double s) {
    return gt::unit("line", "au", UnitType::Infantry, {41.75 + s, 24}, 0);
}

} // namespace

TEST_CASE("G1: a corner exactly on the right ray is in the arc, as a close call") {
    // FL of the target = (40.5,24.5): y − x = −16, on the ray (t = 4 from FR along (1,1)).
    //             / ray y − x = −16
    //            /
    //           o------+   o = (40.5,24.5), the rest of the line lies below-right
    //          /| line |
    //         / +------+
    //   FL--FR
    gt::Scene sc;
    sc.add(gt::usualGuns()).add(besideRightRay(0));
    const cdo::gt::Table t(sc.s);
    const cdo::gt::Ruling r = gt::rule(t, "guns", "line");
    CHECK(r.inArc);
    CHECK(r.arcMargin == Approx(0.0).epsilon(1e-9));
    CHECK(r.closeCall);
    CHECK(gt::hasCloseCall(r, "arc"));
    CHECK_FALSE(r.has(Reason::OutOfArc));
    CHECK(r.has(cdo::gt::Reading::ArcTouchCounts));
    // G3: the part in the arc is that one corner, 4√2 from FR.
    CHECK(r.range == Approx(4 * std::sqrt(2.0)).epsilon(1e-9));
    const cdo::gt::ArcTest a = cdo::gt::arcTest(t, gt::idx(t, "guns"), cdo::gt::targetShape(t, 1));
    CHECK(a.inArc);
    CHECK(a.margin == Approx(0.0).epsilon(1e-9));
}

TEST_CASE("G1: a corner exactly on the left ray, firer facing 90") {
    // Guns at (20,36) facing 90: f = (1,0), r = (0,−1); FL = (20.5,36.5), FR = (20.5,35.5).
    // Left ray from FL along f − r = (1,1): inside when (p − FL)·(f + r) ≥ 0 ⇔ x − y ≥ −16.
    // Target infantry facing 0 at (23.25,41): [22,24.5] × [40.5,41.5]; its corner
    // (24.5,40.5) has x − y = −16 (t = 4 along the ray), the rest lies above-left of it.
    //    +------+
    //    | line |
    //    +------o (24.5,40.5)
    //          /
    //   FL--> /  ray
    //   guns =>
    gt::Scene sc;
    sc.add(gt::unit("guns", "fr", UnitType::FootArtillery, {20, 36}, 90))
        .add(gt::unit("line", "au", UnitType::Infantry, {23.25, 41}, 0));
    const cdo::gt::Table t(sc.s);
    const cdo::gt::Ruling r = gt::rule(t, "guns", "line");
    CHECK(r.inArc);
    CHECK(r.arcMargin == Approx(0.0).epsilon(1e-9));
    CHECK(gt::hasCloseCall(r, "arc"));
    CHECK(r.range == Approx(4 * std::sqrt(2.0)).epsilon(1e-9));
}

TEST_CASE("G1: 0.005 outside the arc is out, as a close call") {
    // Slide the target of the previous sketch right by 0.005·√2: its corner is then
    // 0.005 from the ray (perpendicular), the foot of the perpendicular at t ≈ 4.0035 > 0,
    // so on the ray itself. Margin −0.005, within ε of 0: close call.
    gt::Scene sc;
    sc.add(gt::usualGuns()).add(besideRightRay(0.005 * std::sqrt(2.0)));
    const cdo::gt::Table t(sc.s);
    const cdo::gt::Ruling r = gt::rule(t, "guns", "line");
    CHECK_FALSE(r.inArc);
    CHECK(r.arcMargin == Approx(-0.005).epsilon(1e-9));
    CHECK(gt::hasCloseCall(r, "arc"));
    CHECK(r.closeCall);
    CHECK(gt::reasons(r) == "out-of-arc");
    CHECK_FALSE(r.valid);
}

TEST_CASE("G1: 0.5 outside the arc is out by a clear margin") {
    // Same, slid by 0.5·√2: 0.5 from the ray. Not a close call.
    gt::Scene sc;
    sc.add(gt::usualGuns()).add(besideRightRay(0.5 * std::sqrt(2.0)));
    const cdo::gt::Table t(sc.s);
    const cdo::gt::Ruling r = gt::rule(t, "guns", "line");
    CHECK_FALSE(r.inArc);
    CHECK(r.arcMargin == Approx(-0.5).epsilon(1e-9));
    CHECK_FALSE(gt::hasCloseCall(r, "arc"));
    CHECK(r.has(Reason::OutOfArc));
    // Out of arc: range is the edge-to-edge distance (cli.md). Nearest pair: the guns'
    // corner FR (36.5,20.5) and the target's corner (40.5 + 0.5√2, 23.5):
    // dx = 4 + 0.70711 = 4.70711, dy = 3.
    const double dx = 4 + 0.5 * std::sqrt(2.0);
    CHECK(r.range == Approx(std::sqrt(dx * dx + 9)).epsilon(1e-9));
    const cdo::gt::ArcTest a = cdo::gt::arcTest(t, gt::idx(t, "guns"), cdo::gt::targetShape(t, 1));
    CHECK_FALSE(a.inArc);
    CHECK(a.margin == Approx(-0.5).epsilon(1e-9));
}

TEST_CASE("G1: beside the guns on the front line extended is out") {
    // Infantry [38,40.5] × [19.5,20.5]: its top edge lies on the front line y = 20.5, but
    // y − x ≤ 20.5 − 38 = −17.5 < −16: outside the right ray. Nearest arc point is on the
    // ray: the corner (38,20.5) is |20.5 − 38 + 16| / √2 = 1.5/√2 = 1.06066 from it.
    //   FL--FR   o----------+   o = (38,20.5)
    //   |guns|   |  line    |
    //   +----+   +----------+
    gt::Scene sc;
    sc.add(gt::usualGuns()).add(gt::unit("line", "au", UnitType::Infantry, {39.25, 20}, 0));
    const cdo::gt::Table t(sc.s);
    const cdo::gt::Ruling r = gt::rule(t, "guns", "line");
    CHECK_FALSE(r.inArc);
    CHECK(r.arcMargin == Approx(-1.5 / std::sqrt(2.0)).epsilon(1e-9));
    CHECK(r.has(Reason::OutOfArc));
}

TEST_CASE("G1: straddling the front line or touching a ray is enough") {
    gt::Scene sc;
    // straddle: [36.6,39.1] × [20,21], half behind the front line y = 20.5. Its part in the
    // arc is the triangle (36.6,20.6) (36.6,21) (37,21) (where y − x ≥ −16); its corner
    // (36.6,21) is 0.4/√2 = 0.283 inside the right ray and 0.5 ahead: deep enough, no
    // close call.
    // edge: [31.5,34] × [21,22]; only its corner (34,22) is in (x + y = 56, on the left
    // ray; every other point has x + y < 56).
    // behind: [34.75,37.25] × [16.5,17.5], wholly behind the guns.
    //  +-------o  \      /
    //  |  edge |   \    /        o = (34,22) on the left ray
    //  +-------+    FL--FR+---------+ straddle, partly above y = 20.5
    //               |guns||         |
    //               +----++---------+
    //            +---------+ behind
    sc.add(gt::usualGuns())
        .add(gt::unit("straddle", "au", UnitType::Infantry, {37.85, 20.5}, 0))
        .add(gt::unit("edge", "au", UnitType::Infantry, {32.75, 21.5}, 0))
        .add(gt::unit("behind", "au", UnitType::Infantry, {36, 17}, 180));
    const cdo::gt::Table t(sc.s);
    const cdo::gt::Ruling straddle = gt::rule(t, "guns", "straddle");
    CHECK(straddle.inArc);
    CHECK(straddle.arcMargin >= 0.4 / std::sqrt(2.0) - 1e-9);
    CHECK_FALSE(gt::hasCloseCall(straddle, "arc"));
    const cdo::gt::Ruling edge = gt::rule(t, "guns", "edge");
    CHECK(edge.inArc);
    CHECK(edge.arcMargin == Approx(0.0).epsilon(1e-9));
    CHECK(gt::hasCloseCall(edge, "arc"));
    // Directly behind: [34.75,37.25] × [16.5,17.5]; nearest arc points are the front
    // corners, 3 inches above its top edge (20.5 − 17.5).
    const cdo::gt::Ruling behind = gt::rule(t, "guns", "behind");
    CHECK_FALSE(behind.inArc);
    CHECK(behind.arcMargin == Approx(-3.0).epsilon(1e-9));
}

TEST_CASE("G1: arcTest on bare points") {
    gt::Scene sc;
    sc.add(gt::usualGuns());
    const cdo::gt::Table t(sc.s);
    // Straight ahead 10 inches: in, deep.
    const std::array<Vec2, 1> ahead{Vec2{36, 30.5}};
    CHECK(cdo::gt::arcTest(t, 0, ahead).inArc);
    // FL itself: on the boundary, in, margin 0.
    const std::array<Vec2, 1> fl{Vec2{35.5, 20.5}};
    const cdo::gt::ArcTest atFl = cdo::gt::arcTest(t, 0, fl);
    CHECK(atFl.inArc);
    CHECK(atFl.margin == Approx(0.0).epsilon(1e-9));
    // FL + (−0.003,−0.004): behind the front line and left of the left ray; FL is the
    // nearest arc point (the offset lies between the outward normals (0,−1) and (−1,−1)/√2
    // of the two arc edges at FL), 0.005 away (3-4-5).
    const std::array<Vec2, 1> nearFl{Vec2{35.5 - 0.003, 20.5 - 0.004}};
    const cdo::gt::ArcTest out = cdo::gt::arcTest(t, 0, nearFl);
    CHECK_FALSE(out.inArc);
    CHECK(out.margin == Approx(-0.005).epsilon(1e-9));
}

// Closed boundary: a point exactly on either ray is in the arc, whatever the facing and
// however far out. Points FL + t(f − r) and FR + t(f + r) for t = 0.5, 1, ..., 24, for the
// four facings whose vectors are exact (0, 90, 180, 270), all with exact coordinates.
TEST_CASE("G1: every point exactly on a ray is in the arc (closed boundary)") {
    for (double facing : {0.0, 90.0, 180.0, 270.0}) {
        gt::Scene sc;
        sc.add(gt::unit("guns", "fr", UnitType::FootArtillery, {36, 20}, facing));
        const cdo::gt::Table t(sc.s);
        const cdo::gt::PlacedUnit& g = t.unit(0);
        int leftOut = 0, rightOut = 0;
        for (int k = 1; k <= 48; ++k) {
            const double s = 0.5 * k;
            const std::array<Vec2, 1> l{g.corners.fl + (g.f - g.r) * s};
            const std::array<Vec2, 1> r{g.corners.fr + (g.f + g.r) * s};
            if (!cdo::gt::arcTest(t, 0, l).inArc) ++leftOut;
            if (!cdo::gt::arcTest(t, 0, r).inArc) ++rightOut;
        }
        CAPTURE(facing);
        CHECK(leftOut == 0);
        CHECK(rightOut == 0);
    }
}
