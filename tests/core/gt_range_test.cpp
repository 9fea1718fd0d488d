// G3 artillery range: normal up to 7, long over 7 up to 12 (−1), out beyond 12; measured from
// the firer's front edge to the part of the target inside the arc. Closed boundaries.
#include "gt_fixture.h"

#include <doctest/doctest.h>

#include <cmath>

using cdo::UnitType;
using cdo::Vec2;
using cdo::gt::RangeBand;
using cdo::gt::Reason;
using doctest::Approx;

namespace {

// Guns 1×1 and an infantry line 2.5×1 face each other across `gap` inches, the whole scene
// turned `quarter` quarter-turns clockwise about (36,24) (compass: 0 → 90 → 180 → 270).
// Unturned: guns at (36, 24 − 4) facing 0, front edge y = 20.5; line at
// (36, 20.5 + gap + 0.5) facing 180, front edge y = 20.5 + gap. Both front edges are
// parallel and the line's frontage covers the guns', so range = gap exactly.
//          +------------+  line (facing 180)
//          +---FR--FL---+  front edge y = 20.5 + gap
//                 ^ gap
//              FL--FR       front edge y = 20.5
//              |guns|
gt::Scene facingAcross(double gap, int quarter = 0) {
    auto turn = [quarter](Vec2 offset) {
        for (int i = 0; i < quarter; ++i)
            offset = {offset.y, -offset.x}; // clockwise
        return Vec2{36, 24} + offset;
    };
    gt::Scene sc;
    sc.add(gt::unit("guns", "fr", UnitType::FootArtillery, turn({0, -4}), 90.0 * quarter))
        .add(gt::unit("line", "au", UnitType::Infantry, turn({0, -3.5 + gap + 0.5}),
                      180.0 + 90.0 * quarter));
    return sc;
}

} // namespace

TEST_CASE("G3: exactly 7.00 is normal range, in every quarter-turn, as a close call") {
    for (int q = 0; q < 4; ++q) {
        CAPTURE(q);
        gt::Scene sc = facingAcross(7.0, q);
        const cdo::gt::Table t(sc.s);
        const cdo::gt::Ruling r = gt::rule(t, "guns", "line");
        CHECK(r.range == Approx(7.0).epsilon(1e-9));
        CHECK(r.band == RangeBand::Normal);
        CHECK(r.rangeMargin == Approx(0.0).epsilon(1e-9));
        CHECK(r.valid);
        CHECK(gt::modifiers(r) == "");
        CHECK(r.modifierTotal == 0);
        const cdo::CloseCall* c = gt::closeCall(r, "range");
        REQUIRE(c != nullptr);
        CHECK(c->value == Approx(7.0).epsilon(1e-9));
        CHECK(c->threshold == 7.0);
        CHECK(r.has(cdo::gt::Reading::ClosedBoundaries));
        // The range line runs from the guns' front edge to the line's front edge.
        CHECK(cdo::dist(r.rangeLine.a, r.rangeLine.b) == Approx(7.0).epsilon(1e-9));
    }
}

TEST_CASE("G3: exactly 12.00 is long range (−1), as a close call") {
    for (int q = 0; q < 4; ++q) {
        CAPTURE(q);
        gt::Scene sc = facingAcross(12.0, q);
        const cdo::gt::Table t(sc.s);
        const cdo::gt::Ruling r = gt::rule(t, "guns", "line");
        CHECK(r.range == Approx(12.0).epsilon(1e-9));
        CHECK(r.band == RangeBand::Long);
        CHECK(r.rangeMargin == Approx(0.0).epsilon(1e-9));
        CHECK(r.valid);
        CHECK(gt::modifiers(r) == "long-range:-1");
        CHECK(r.modifierTotal == -1);
        const cdo::CloseCall* c = gt::closeCall(r, "range");
        REQUIRE(c != nullptr);
        CHECK(c->threshold == 12.0);
    }
}

TEST_CASE("G3: 12.02 is out of range, not a close call (0.02 > ε beyond)") {
    gt::Scene sc = facingAcross(12.02);
    const cdo::gt::Table t(sc.s);
    const cdo::gt::Ruling r = gt::rule(t, "guns", "line");
    CHECK(r.range == Approx(12.02).epsilon(1e-9));
    CHECK(r.band == RangeBand::Out);
    CHECK(r.rangeMargin == Approx(-0.02).epsilon(1e-9));
    CHECK_FALSE(r.valid);
    CHECK(gt::reasons(r) == "out-of-range");
    CHECK_FALSE(gt::hasCloseCall(r, "range"));
    CHECK(r.modifiers.empty());
}

TEST_CASE("G3: just past 7 is long, 7.005 is a close call, 7.02 is not") {
    {
        gt::Scene sc = facingAcross(7.005);
        const cdo::gt::Table t(sc.s);
        const cdo::gt::Ruling r = gt::rule(t, "guns", "line");
        CHECK(r.band == RangeBand::Long);
        CHECK(r.rangeMargin == Approx(12 - 7.005).epsilon(1e-9));
        CHECK(gt::hasCloseCall(r, "range"));
        CHECK(gt::modifiers(r) == "long-range:-1");
    }
    {
        gt::Scene sc = facingAcross(7.02);
        const cdo::gt::Table t(sc.s);
        const cdo::gt::Ruling r = gt::rule(t, "guns", "line");
        CHECK(r.band == RangeBand::Long);
        CHECK_FALSE(gt::hasCloseCall(r, "range"));
        CHECK_FALSE(r.closeCall);
    }
    {
        gt::Scene sc = facingAcross(6.5);
        const cdo::gt::Table t(sc.s);
        const cdo::gt::Ruling r = gt::rule(t, "guns", "line");
        CHECK(r.band == RangeBand::Normal);
        CHECK(r.rangeMargin == Approx(0.5).epsilon(1e-9));
        CHECK_FALSE(r.closeCall);
    }
}

TEST_CASE("G3: range is measured only to the part of the target inside the arc") {
    // Guns at (36,20) facing 0: FR = (36.5,20.5), right ray y − x = −16 (inside: y − x ≥ −16).
    // Target infantry facing 180 at (42.75,25.75): [41.5,44] × [25.25,26.25].
    // Its part inside the arc is the triangle x ≥ 41.5, y ≤ 26.25, x ≤ y + 16:
    //   (41.5,25.5), (41.5,26.25), (42.25,26.25)
    //            ray /
    //               /.+-------------+ 26.25
    //              /..|             |
    //  (41.5,25.5) o..|   target    |
    //             /   +-------------+ 25.25
    //            /  41.5           44
    //     FR(36.5,20.5)
    // The triangle's hypotenuse lies on the ray through FR, so its nearest point to FR is the
    // lowest one, (41.5,25.5), at 5√2 = 7.0711 (t = 5 along the ray): long range.
    // The whole base is nearer: corner (41.5,25.25) is √(5² + 4.75²) = √47.5625 = 6.8965
    // from FR, which would be normal range. G3 says long.
    gt::Scene sc;
    sc.add(gt::unit("guns", "fr", UnitType::FootArtillery, {36, 20}, 0))
        .add(gt::unit("line", "au", UnitType::Infantry, {42.75, 25.75}, 180));
    const cdo::gt::Table t(sc.s);
    const cdo::gt::Ruling r = gt::rule(t, "guns", "line");
    CHECK(r.inArc);
    CHECK(r.range == Approx(5 * std::sqrt(2.0)).epsilon(1e-9));
    CHECK(r.band == RangeBand::Long);
    CHECK(r.rangeMargin == Approx(12 - 5 * std::sqrt(2.0)).epsilon(1e-9));
    CHECK(r.edgeDistance == Approx(std::sqrt(47.5625)).epsilon(1e-9));
    CHECK(r.rangeLine.a.x == Approx(36.5).epsilon(1e-9));
    CHECK(r.rangeLine.a.y == Approx(20.5).epsilon(1e-9));
    CHECK(r.rangeLine.b.x == Approx(41.5).epsilon(1e-9));
    CHECK(r.rangeLine.b.y == Approx(25.5).epsilon(1e-9));
    CHECK(r.has(cdo::gt::Reading::RangeToArcPart));
    CHECK(r.valid);
    CHECK(gt::modifiers(r) == "long-range:-1");
}

TEST_CASE("G3: horse artillery measures from its own front edge") {
    // Horse artillery 1 × 1.5 at (36,20) facing 0: front edge y = 20.75. Line facing 180 at
    // (36,32.25): front edge y = 31.75. Range 31.75 − 20.75 = 11: long.
    gt::Scene sc;
    sc.add(gt::unit("guns", "fr", UnitType::HorseArtillery, {36, 20}, 0))
        .add(gt::unit("line", "au", UnitType::Infantry, {36, 32.25}, 180));
    const cdo::gt::Table t(sc.s);
    const cdo::gt::Ruling r = gt::rule(t, "guns", "line");
    CHECK(r.range == Approx(11.0).epsilon(1e-9));
    CHECK(r.band == RangeBand::Long);
    CHECK(r.valid);
}

TEST_CASE("G3: other firers get the edge-to-edge distance and no band") {
    // Infantry [34.75,37.25] × [19.5,20.5] and an enemy line [34.75,37.25] × [24.5,25.5]:
    // 4 inches apart; infantry has no range bands (cli.md: range_band null).
    gt::Scene sc;
    sc.add(gt::unit("inf", "fr", UnitType::Infantry, {36, 20}, 0))
        .add(gt::unit("line", "au", UnitType::Infantry, {36, 25}, 180));
    const cdo::gt::Table t(sc.s);
    const cdo::gt::Ruling r = gt::rule(t, "inf", "line");
    CHECK(r.range == Approx(4.0).epsilon(1e-9));
    CHECK(r.band == RangeBand::None);
    CHECK(gt::reasons(r) == "not-in-contact");
}
