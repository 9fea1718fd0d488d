// G7 contact (edge to edge ≤ ε), grapeshot (contact and in the guns' arc, not when limbered)
// and charges on guns (front strip −1 to the charger, limbered guns −2).
#include "gt_fixture.h"

#include <doctest/doctest.h>

using cdo::Morale;
using cdo::UnitType;
using cdo::Vec2;
using cdo::gt::Reading;
using doctest::Approx;

namespace {

// Infantry at (36,20) facing 0: [34.75,37.25] × [19.5,20.5]; an enemy line facing 180 whose
// front edge is `gap` above it: centre (36, 21 + gap), base [20.5 + gap, 21.5 + gap].
gt::Scene apart(double gap, UnitType firer = UnitType::Infantry) {
    gt::Scene sc;
    sc.add(gt::unit("inf", "fr", firer, {36, 20}, 0))
        .add(gt::unit("foe", "au", UnitType::Infantry, {36, 21 + gap}, 180));
    return sc;
}

} // namespace

TEST_CASE("G7 contact: touching bases are in contact at distance 0") {
    gt::Scene sc = apart(0);
    const cdo::gt::Table t(sc.s);
    const cdo::Measure m = gt::measure(t, "inf", "foe");
    CHECK(m.distance == 0.0);
    CHECK(m.contact);
    CHECK(m.a == "inf");
    CHECK(m.b == "foe");
    const cdo::gt::Ruling r = gt::rule(t, "inf", "foe");
    CHECK(r.contact);
    CHECK(r.edgeDistance == 0.0);
    CHECK(r.valid);
    // Corner to corner also counts: a foe whose corner just meets the infantry's FR.
    // Cavalry facing 0 at (38,21): [37.25,38.75] × [20.5,21.5]; its corner (37.25,20.5)
    // is the infantry's FR.
    gt::Scene sc2;
    sc2.add(gt::unit("inf", "fr", UnitType::Infantry, {36, 20}, 0))
        .add(gt::unit("foe", "au", UnitType::Cavalry, {38, 21}, 0));
    const cdo::gt::Table t2(sc2.s);
    const cdo::Measure m2 = gt::measure(t2, "inf", "foe");
    CHECK(m2.distance == 0.0);
    CHECK(m2.contact);
    // Its left edge x = 37.25 rises from FR inside the right ray (y − x ≥ −16.75): in arc.
    CHECK(gt::rule(t2, "inf", "foe").valid);
}

TEST_CASE("G7 contact: 0.005 apart is contact, a close call") {
    gt::Scene sc = apart(0.005);
    const cdo::gt::Table t(sc.s);
    const cdo::Measure m = gt::measure(t, "inf", "foe");
    CHECK(m.distance == Approx(0.005).epsilon(1e-9));
    CHECK(m.contact);
    CHECK(m.closeCall);
    CHECK(m.pointA.y == Approx(20.5).epsilon(1e-12));
    CHECK(m.pointB.y == Approx(20.505).epsilon(1e-12));
    const cdo::gt::Ruling r = gt::rule(t, "inf", "foe");
    CHECK(r.contact);
    CHECK(r.valid);
    CHECK(r.closeCall);
    const cdo::CloseCall* c = gt::closeCall(r, "contact");
    REQUIRE(c != nullptr);
    CHECK(c->value == Approx(0.005).epsilon(1e-9));
    CHECK(c->threshold == Approx(gt::kEps));
    CHECK(r.has(Reading::ContactEpsilon));
}

TEST_CASE("G7 contact: 0.015 apart is not contact, a close call, 0.02 and 0.05 are not contact") {
    {
        gt::Scene sc = apart(0.015);
        const cdo::gt::Table t(sc.s);
        const cdo::Measure m = gt::measure(t, "inf", "foe");
        CHECK_FALSE(m.contact);
        CHECK(m.closeCall);
        const cdo::gt::Ruling r = gt::rule(t, "inf", "foe");
        CHECK(gt::reasons(r) == "not-in-contact");
        CHECK(gt::hasCloseCall(r, "contact"));
    }
    {
        gt::Scene sc = apart(0.02);
        const cdo::gt::Table t(sc.s);
        const cdo::Measure m = gt::measure(t, "inf", "foe");
        CHECK(m.distance == Approx(0.02).epsilon(1e-9));
        CHECK_FALSE(m.contact);
        const cdo::gt::Ruling r = gt::rule(t, "inf", "foe");
        CHECK_FALSE(r.contact);
        CHECK(gt::reasons(r) == "not-in-contact");
    }
    {
        gt::Scene sc = apart(0.05);
        const cdo::gt::Table t(sc.s);
        const cdo::Measure m = gt::measure(t, "inf", "foe");
        CHECK_FALSE(m.contact);
        CHECK_FALSE(m.closeCall);
        CHECK_FALSE(gt::hasCloseCall(gt::rule(t, "inf", "foe"), "contact"));
    }
}

namespace {

// Guns 1×1 at (36,20) facing 0: [35.5,36.5] × [19.5,20.5]; front strip x ∈ [35.5,36.5],
// y ≥ 20.5.
gt::Scene gunsAnd(cdo::Unit other) {
    gt::Scene sc;
    sc.add(gt::unit("guns", "fr", UnitType::FootArtillery, {36, 20}, 0)).add(std::move(other));
    return sc;
}

} // namespace

TEST_CASE("G7 grapeshot: in contact and in the arc") {
    SUBCASE("touching the front: grapeshot") {
        // Line facing 180 at (36,21): [34.75,37.25] × [20.5,21.5].
        gt::Scene sc = gunsAnd(gt::unit("foe", "au", UnitType::Infantry, {36, 21}, 180));
        const cdo::gt::Table t(sc.s);
        const cdo::gt::Ruling r = gt::rule(t, "guns", "foe");
        CHECK(r.contact);
        CHECK(r.inArc);
        CHECK(r.grapeshot);
        CHECK(r.range == 0.0);
        CHECK(r.band == cdo::gt::RangeBand::Normal);
        CHECK(r.valid);
    }
    SUBCASE("the foe is the one charging: grapeshot all the same") {
        cdo::Unit foe = gt::unit("foe", "au", UnitType::Infantry, {36, 21}, 180);
        foe.charging = "guns";
        gt::Scene sc = gunsAnd(foe);
        const cdo::gt::Table t(sc.s);
        CHECK(gt::rule(t, "guns", "foe").grapeshot);
    }
    SUBCASE("touching the flank, out of the arc: no grapeshot") {
        // Line facing 270 at (37,19.2): [36.5,37.5] × [17.95,20.45]; touches the guns'
        // right edge x = 36.5 and stays below the front line y = 20.5.
        gt::Scene sc = gunsAnd(gt::unit("foe", "au", UnitType::Infantry, {37, 19.2}, 270));
        const cdo::gt::Table t(sc.s);
        const cdo::gt::Ruling r = gt::rule(t, "guns", "foe");
        CHECK(r.contact);
        CHECK_FALSE(r.inArc);
        CHECK_FALSE(r.grapeshot);
        CHECK(gt::reasons(r) == "out-of-arc");
    }
    SUBCASE("limbered guns give no grapeshot") {
        gt::Scene sc = gunsAnd(gt::unit("foe", "au", UnitType::Infantry, {36, 21}, 180));
        sc.u("guns").limbered = true;
        const cdo::gt::Table t(sc.s);
        const cdo::gt::Ruling r = gt::rule(t, "guns", "foe");
        CHECK(r.contact);
        CHECK(r.inArc);
        CHECK_FALSE(r.grapeshot);
        CHECK(gt::reasons(r) == "firer-limbered");
    }
    SUBCASE("0.02 in front: not in contact, no grapeshot") {
        gt::Scene sc = gunsAnd(gt::unit("foe", "au", UnitType::Infantry, {36, 21.02}, 180));
        const cdo::gt::Table t(sc.s);
        const cdo::gt::Ruling r = gt::rule(t, "guns", "foe");
        CHECK_FALSE(r.contact);
        CHECK_FALSE(r.grapeshot);
        CHECK(r.valid);
    }
}

TEST_CASE("G7 grapeshot: 0.005 in front is contact, and the ruling says it is a close call") {
    // Contact decides grapeshot; 0.005 lies within ε of the threshold ε, so the ruling must
    // carry a "contact" close call (Conventions), as it does for infantry (above) and as
    // measure() does for the same pair.
    gt::Scene sc = gunsAnd(gt::unit("foe", "au", UnitType::Infantry, {36, 21.005}, 180));
    const cdo::gt::Table t(sc.s);
    const cdo::gt::Ruling r = gt::rule(t, "guns", "foe");
    CHECK(r.contact);
    CHECK(r.grapeshot);
    CHECK(gt::measure(t, "guns", "foe").closeCall);
    CHECK(gt::hasCloseCall(r, "contact"));
}

TEST_CASE("G7 charges on guns") {
    auto charger = [](Vec2 at, double facing) {
        cdo::Unit c = gt::unit("hussars", "au", UnitType::Cavalry, at, facing);
        c.charging = "guns";
        return c;
    };
    auto check = [](const cdo::gt::Ruling& r, bool front, int chargerMorale, int gunsMorale) {
        REQUIRE(r.charge.has_value());
        CHECK(r.charger() == "hussars");
        CHECK(r.guns() == "guns");
        CHECK(r.charge->fromFront == front);
        CHECK(r.charge->onlyFlankOrRear == !front);
        CHECK(r.charge->chargerMorale == chargerMorale);
        CHECK(r.charge->gunsMorale == gunsMorale);
    };
    SUBCASE("from the front: −1 to the charger") {
        // Cavalry facing 180 at (36,22): [35.25,36.75] × [21.5,22.5], inside the strip.
        gt::Scene sc = gunsAnd(charger({36, 22}, 180));
        const cdo::gt::Table t(sc.s);
        check(gt::rule(t, "guns", "hussars"), true, -1, 0);
        check(gt::rule(t, "hussars", "guns"), true, -1, 0);
    }
    SUBCASE("mostly off to the side, 0.05 inside the strip: still from the front") {
        // Cavalry facing 180 at (37.2,23): [36.45,37.95]; the strip ends at x = 36.5.
        gt::Scene sc = gunsAnd(charger({37.2, 23}, 180));
        const cdo::gt::Table t(sc.s);
        check(gt::rule(t, "guns", "hussars"), true, -1, 0);
    }
    SUBCASE("exactly on the strip's edge: touching counts (closed)") {
        // Cavalry facing 180 at (37.25,22): [36.5,38]; its left edge lies on x = 36.5,
        // where |(p − FM)·r| = W/2.
        gt::Scene sc = gunsAnd(charger({37.25, 22}, 180));
        const cdo::gt::Table t(sc.s);
        check(gt::rule(t, "guns", "hussars"), true, -1, 0);
    }
    SUBCASE("from the flank only") {
        // Cavalry facing 270 at (38,20): [37.5,38.5] × [19.25,20.75]; x > 36.5 throughout.
        gt::Scene sc = gunsAnd(charger({38, 20}, 270));
        const cdo::gt::Table t(sc.s);
        check(gt::rule(t, "guns", "hussars"), false, 0, 0);
    }
    SUBCASE("ahead at an angle but clear of the strip: flank or rear") {
        // Cavalry facing 225 at (39.5,23.5): every corner is at least 2 right of x = 36.5
        // (half-diagonal of a 1.5 × 1 base is < 0.91).
        gt::Scene sc = gunsAnd(charger({39.5, 23.5}, 225));
        const cdo::gt::Table t(sc.s);
        check(gt::rule(t, "guns", "hussars"), false, 0, 0);
    }
    SUBCASE("limbered guns: −2 to the guns, and −1 to a charger from the front") {
        gt::Scene sc = gunsAnd(charger({36, 22}, 180));
        sc.u("guns").limbered = true;
        const cdo::gt::Table t(sc.s);
        check(gt::rule(t, "guns", "hussars"), true, -1, -2);
        sc.u("hussars").at = {38, 20};
        sc.u("hussars").facing = 270;
        const cdo::gt::Table t2(sc.s);
        check(gt::rule(t2, "guns", "hussars"), false, 0, -2);
    }
    SUBCASE("no charge declared, or a charge on something else") {
        gt::Scene sc = gunsAnd(charger({36, 22}, 180));
        sc.u("hussars").charging.clear();
        const cdo::gt::Table t(sc.s);
        CHECK_FALSE(gt::rule(t, "guns", "hussars").charge.has_value());
        // A charge on infantry is not a charge on guns.
        gt::Scene sc2;
        sc2.add(gt::unit("inf", "fr", UnitType::Infantry, {36, 20}, 0));
        cdo::Unit c = gt::unit("hussars", "au", UnitType::Cavalry, {36, 22}, 180);
        c.charging = "inf";
        sc2.add(c);
        const cdo::gt::Table t2(sc2.s);
        CHECK_FALSE(gt::rule(t2, "inf", "hussars").charge.has_value());
        CHECK_FALSE(gt::rule(t2, "hussars", "inf").charge.has_value());
    }
}

TEST_CASE("G7 charges on guns: a charger within ε of the front strip is a close call") {
    // The strip decides the charger's −1 (G7), so a charger that only touches it, or misses
    // it by less than ε, must be marked a close call (Conventions), like contact and arc.
    // Cavalry facing 180 at (37.25 + d, 22): [36.5 + d, 38 + d] × [21.5,22.5]; the strip's
    // right side is x = 36.5. Nothing else about the pair is near a threshold: it lies
    // 1 inch ahead of the guns, deep in the arc (its corner (36.5 + d, 21.5) has
    // y − x = −15 − d against −16 for the right ray).
    auto ruled = [](double d) {
        cdo::Unit c = gt::unit("hussars", "au", UnitType::Cavalry, {37.25 + d, 22}, 180);
        c.charging = "guns";
        gt::Scene sc = gunsAnd(c);
        const cdo::gt::Table t(sc.s);
        return gt::rule(t, "guns", "hussars");
    };
    const cdo::gt::Ruling touching = ruled(0);
    REQUIRE(touching.charge.has_value());
    CHECK(touching.charge->fromFront);
    CHECK(touching.closeCall);
    const cdo::gt::Ruling justOff = ruled(0.005);
    REQUIRE(justOff.charge.has_value());
    CHECK(justOff.charge->onlyFlankOrRear);
    CHECK(justOff.closeCall);
    const cdo::gt::Ruling clear = ruled(0.3);
    REQUIRE(clear.charge.has_value());
    CHECK(clear.charge->onlyFlankOrRear);
    CHECK_FALSE(clear.closeCall);
}
