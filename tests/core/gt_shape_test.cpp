// G5 target shape: a unit occupying a woods or BUA is the whole feature for G1–G4; its own
// base, even where it sticks out of the feature, plays no part.
#include "gt_fixture.h"

#include <doctest/doctest.h>

#include <cmath>

using cdo::Polygon;
using cdo::TerrainKind;
using cdo::UnitType;
using cdo::Vec2;
using cdo::gt::Reading;
using doctest::Approx;
using From = cdo::gt::SightLine::From;
using To = cdo::gt::SightLine::To;

TEST_CASE("G5: the arc is tested against the BUA outline, not a base sticking out of it") {
    // Guns at (36,20) facing 0: right ray y − x = −16 from FR (36.5,20.5).
    // BUA [42,46] × [22,25]: its corner (42,25) has y − x = −17, outside; its distance to
    // the ray is |25 − 42 + 16|/√2 = 1/√2 = 0.70711 (foot at (41.5,25.5), t = 5 on the ray).
    // The occupying line's base [40.25,42.75] × [24,25] sticks out to the left; its corner
    // (40.25,25) has y − x = −15.25: that base alone would be in the arc.
    //            ray /
    //               /  +--------+--------+ 25
    //              /   | base   |  BUA   |
    //             /    +--------|        |
    //            /     40.25  42|        | 22
    gt::Scene sc;
    sc.add(gt::area("mill", TerrainKind::Bua, gt::rect(42, 22, 46, 25)))
        .add(gt::usualGuns())
        .add(gt::unit("line", "au", UnitType::Infantry, {41.5, 24.5}, 0));
    sc.u("line").occupies = "mill";
    const cdo::gt::Table t(sc.s);
    const int li = gt::idx(t, "line");
    const auto shape = cdo::gt::targetShape(t, li);
    REQUIRE(shape.size() == 4);
    CHECK(gt::polyArea(Polygon(shape.begin(), shape.end())) == Approx(12.0));
    const cdo::gt::Ruling r = gt::rule(t, "guns", "line");
    CHECK_FALSE(r.inArc);
    CHECK(r.arcMargin == Approx(-1 / std::sqrt(2.0)).epsilon(1e-9));
    CHECK(gt::reasons(r) == "out-of-arc");
    CHECK(r.has(Reading::FeatureShape));
    // The same base without `occupies` is in the arc.
    sc.u("line").occupies.clear();
    const cdo::gt::Table t2(sc.s);
    CHECK(gt::rule(t2, "guns", "line").inArc);
}

TEST_CASE("G5: range is measured to the BUA outline") {
    // BUA [34,38] × [30,33]; the occupying line sits inside at (36,31.5) facing 180, base
    // [34.75,37.25] × [31,32]. Range to the outline: 30 − 20.5 = 9.5 (long), not the
    // 31 − 20.5 = 10.5 to the base.
    gt::Scene sc;
    sc.add(gt::area("farm", TerrainKind::Bua, gt::rect(34, 30, 38, 33)))
        .add(gt::usualGuns())
        .add(gt::unit("line", "au", UnitType::Infantry, {36, 31.5}, 180));
    sc.u("line").occupies = "farm";
    const cdo::gt::Table t(sc.s);
    const cdo::gt::Ruling r = gt::rule(t, "guns", "line");
    CHECK(r.range == Approx(9.5).epsilon(1e-9));
    CHECK(r.rangeLine.b.y == Approx(30.0).epsilon(1e-9));
    CHECK(r.band == cdo::gt::RangeBand::Long);
    CHECK(r.valid);
    CHECK(gt::modifiers(r) == "long-range:-1");
    // measure() is not G1–G4: it goes base to base (31 − 20.5), as does the edge distance.
    const cdo::Measure m = gt::measure(t, "guns", "line");
    CHECK(m.distance == Approx(10.5).epsilon(1e-9));
    CHECK(r.edgeDistance == Approx(10.5).epsilon(1e-9));
}

TEST_CASE("G5: sight lines go to the outline's vertices, two different ones needed") {
    // BUA [34,38] × [30,33], counter-clockwise vertices v0 (34,30), v1 (38,30), v2 (38,33),
    // v3 (34,33). The occupying line's base sticks out to the right: [37.25,39.75] ×
    // [31,32] at (38.5,31.5) facing 180. Lines never go to its corners.
    // Wall W1 [34.3,37.7] × [29.2,29.8] (y − 20.5 ∈ [8.7,9.3]):
    //   FL→v0 x ∈ [34.126,34.032], FR→v0 [34.211,34.053]      left of W1: clear
    //   FL→v1 x ∈ [37.789,37.947], FR→v1 [37.874,37.968]      right of W1: clear
    //   FL→v3 [34.456,34.384], FR→v3 [34.760,34.640],
    //   FL→v2 [37.240,37.360], FR→v2 [37.544,37.616]          inside W1: blocked
    // So FL→v0 and FR→v1 give sight. Wall W2 [34.3,38.3] also hides v1: then v0 is the only
    // vertex seen, from both corners: no sight.
    //          v3 +---------------+ v2
    //             |     farm      |[base]
    //          v0 +---------------+ v1
    //               [    W1    ]
    //                  FL--FR
    auto scene = [](double wallRight) {
        gt::Scene sc;
        sc.add(gt::area("farm", TerrainKind::Bua, gt::rect(34, 30, 38, 33)))
            .add(gt::usualGuns())
            .add(gt::unit("line", "au", UnitType::Infantry, {38.5, 31.5}, 180))
            .add(gt::screen("wall", "fr", 34.3, 29.2, wallRight, 29.8));
        sc.u("line").occupies = "farm";
        return sc;
    };
    const Polygon v{{34, 30}, {38, 30}, {38, 33}, {34, 33}};
    {
        gt::Scene sc = scene(37.7);
        const cdo::gt::Table t(sc.s);
        const cdo::gt::Ruling r = gt::rule(t, "guns", "line");
        CHECK(r.lineOfSight);
        CHECK(r.has(Reading::FeatureVertices));
        REQUIRE_FALSE(r.sightLines.empty());
        for (const cdo::gt::SightLine& l : r.sightLines) {
            CAPTURE(cdo::gt::label(l));
            REQUIRE(l.to == To::Vertex);
            REQUIRE(l.vertex >= 0);
            REQUIRE(l.vertex < 4);
            CHECK(l.b == v[static_cast<std::size_t>(l.vertex)]);
        }
        const cdo::gt::SightLine* l0 = gt::line(r.sightLines, From::FrontLeft, To::Vertex, 0);
        REQUIRE(l0 != nullptr);
        CHECK(l0->clear);
        // Lines to the far vertices, wherever drawn, are stopped by the wall.
        for (const cdo::gt::SightLine& l : r.sightLines)
            if (l.vertex == 2 || l.vertex == 3) {
                CAPTURE(cdo::gt::label(l));
                CHECK_FALSE(l.clear);
                CHECK(gt::blockerId(&l) == "wall");
            }
        CHECK(r.valid);
        CHECK(r.range == Approx(9.5).epsilon(1e-9));
    }
    {
        gt::Scene sc = scene(38.3);
        const cdo::gt::Table t(sc.s);
        const cdo::gt::Ruling r = gt::rule(t, "guns", "line");
        CHECK_FALSE(r.lineOfSight);
        for (const cdo::gt::SightLine& l : r.sightLines) {
            CAPTURE(cdo::gt::label(l));
            CHECK(l.to == To::Vertex);
            if (l.vertex != 0) CHECK_FALSE(l.clear);
        }
        CHECK(gt::reasons(r) == "no-line-of-sight");
    }
}

TEST_CASE("G5: the outline replaces the base only for a woods or BUA actually occupied") {
    // Same line in the open: its shape is its base, four corners, 2.5 × 1.
    gt::Scene sc;
    sc.add(gt::usualGuns()).add(gt::unit("line", "au", UnitType::Infantry, {36, 27}, 180));
    const cdo::gt::Table t(sc.s);
    const auto shape = cdo::gt::targetShape(t, 1);
    CHECK(shape.size() == 4);
    CHECK(gt::polyArea(Polygon(shape.begin(), shape.end())) == Approx(2.5));
    CHECK_FALSE(gt::rule(t, "guns", "line").has(Reading::FeatureShape));
}

TEST_CASE("G5: outside G1-G4 the occupant's shape is its base: contact and measure") {
    // G5 replaces the base by the outline for G1–G4 only; "everywhere else a unit's shape is
    // its base", so G7 contact (and the infantry contact of G6) uses the base.
    // Infantry at (36,20) facing 0: [34.75,37.25] × [19.5,20.5]. BUA [34,38] × [20.5,24]
    // touches its front edge. The garrison's base facing 180 at (36,23): [22.5,23.5], 2
    // inches from the infantry.
    //   +---------------------+ 24
    //   |  [  garrison  ]     |         base 22.5..23.5
    //   |        BUA          |
    //   +--+-------------+----+ 20.5
    //      |     inf     |
    //      +-------------+ 19.5
    gt::Scene sc;
    sc.add(gt::area("farm", TerrainKind::Bua, gt::rect(34, 20.5, 38, 24)))
        .add(gt::unit("inf", "fr", UnitType::Infantry, {36, 20}, 0))
        .add(gt::unit("garrison", "au", UnitType::Infantry, {36, 23}, 180));
    sc.u("garrison").occupies = "farm";
    const cdo::gt::Table t(sc.s);
    const cdo::gt::Ruling r = gt::rule(t, "inf", "garrison");
    CHECK(r.inArc); // G1 uses the outline, which touches the front edge
    CHECK_FALSE(r.contact);
    CHECK(r.edgeDistance == Approx(2.0).epsilon(1e-9));
    CHECK(gt::reasons(r) == "not-in-contact");
    const cdo::Measure m = gt::measure(t, "inf", "garrison");
    CHECK(m.distance == Approx(2.0).epsilon(1e-9));
    CHECK_FALSE(m.contact);
}
