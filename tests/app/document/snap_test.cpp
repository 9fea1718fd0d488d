#include "app/document/snap.h"

#include "core/grande_tactique/rulings.h"

#include <doctest/doctest.h>

#include <algorithm>

using namespace cdo;
using namespace cdo::app;

namespace {

// An infantry base (2.5" × 1") at (10, 10) facing 0, and a foot battery (1" × 1") to place.
Scenario pair(Vec2 gunsAt, double gunsFacing) {
    Scenario s;
    Unit inf;
    inf.id = "inf";
    inf.side = "austrian";
    inf.at = {10, 10};
    Unit guns;
    guns.id = "guns";
    guns.side = "french";
    guns.type = UnitType::FootArtillery;
    guns.at = gunsAt;
    guns.facing = gunsFacing;
    s.gt().units = {inf, guns};
    return s;
}

} // namespace

TEST_CASE("snap: the three ways of touching, worked by hand") {
    const Scenario s = pair({30, 30}, 0);
    const Table t(s);
    const PlacedUnit& inf = t.unit(0);
    Placement p = snapPlacement(inf, 1, 1, SnapKind::FrontToFront);
    CHECK(p.at.x == doctest::Approx(10));
    CHECK(p.at.y == doctest::Approx(11)); // 0.5 (half the infantry) + 0.5 (half the guns)
    CHECK(p.facing == doctest::Approx(180));
    p = snapPlacement(inf, 1, 1, SnapKind::FrontToFront, 5); // slid along, kept on the edge
    CHECK(p.at.x == doctest::Approx(10.75));
    p = snapPlacement(inf, 1, 1, SnapKind::SideBySideRight);
    CHECK(p.at.x == doctest::Approx(11.75));
    CHECK(p.at.y == doctest::Approx(10));
    CHECK(p.facing == doctest::Approx(0));
    p = snapPlacement(inf, 1, 1, SnapKind::FrontToRightFlank);
    CHECK(p.at.x == doctest::Approx(11.75));
    CHECK(p.facing == doctest::Approx(270)); // facing back towards the infantry
    p = snapPlacement(inf, 1, 1, SnapKind::FrontToLeftFlank);
    CHECK(p.at.x == doctest::Approx(8.25));
    CHECK(p.facing == doctest::Approx(90));
}

TEST_CASE("snap: every placement is base contact for the engine") {
    for (SnapKind k : {SnapKind::FrontToFront, SnapKind::SideBySideLeft, SnapKind::SideBySideRight,
                       SnapKind::FrontToLeftFlank, SnapKind::FrontToRightFlank}) {
        Scenario s = pair({30, 30}, 0);
        s.gt().units[0].facing = 33; // any facing
        const Placement p = snapPlacement(Table(s).unit(0), 1, 1, k, 0.2);
        s.gt().units[1].at = p.at;
        s.gt().units[1].facing = p.facing;
        const Table t(s);
        const Measure m = measure(t, 0, 1);
        CHECK(m.distance == doctest::Approx(0).epsilon(1e-9));
        CHECK(m.contact);
    }
}

TEST_CASE("snap: a battery dragged nose to nose snaps front to front") {
    const Scenario s = pair({10.2, 11.3}, 170);
    const gt::Engine e(s);
    const auto snap = nearestSnap(e, e.table(), 1, {10.2, 11.3}, 170, 0.5);
    REQUIRE(snap);
    CHECK(snap->other == 0);
    CHECK(snap->kind == SnapKind::FrontToFront);
    CHECK(snap->placement.at.x == doctest::Approx(10.2));
    CHECK(snap->placement.at.y == doctest::Approx(11));
    CHECK(snap->placement.facing == doctest::Approx(180));
    // Out of reach: nothing.
    CHECK_FALSE(nearestSnap(e, e.table(), 1, {10.2, 13}, 170, 0.5));
}

TEST_CASE("snap: alongside, facing the same way, it snaps side by side") {
    const Scenario s = pair({11.9, 10.1}, 5);
    const gt::Engine e(s);
    const auto snap = nearestSnap(e, e.table(), 1, {11.9, 10.1}, 5, 0.5);
    REQUIRE(snap);
    CHECK(snap->kind == SnapKind::SideBySideRight);
    CHECK(snap->placement.at.x == doctest::Approx(11.75));
    CHECK(snap->placement.facing == doctest::Approx(0));
}

TEST_CASE("snap: a general near the dragged base is never snapped to") {
    // The pair of the first case, with a general (0.5 x 0.5) just beside the dragged battery's
    // wanted pose: at (11.0, 11.3) its left edge x = 10.75 lies within a few hundredths of the
    // battery's right corners (x about 10.7, turned 10 degrees), nearer than the infantry in
    // front (0.3" away). The engine lists it among the units near the point; the snap leaves
    // it out and still snaps front to front on the infantry.
    Scenario s = pair({10.2, 11.3}, 170);
    Unit g;
    g.id = "gen";
    g.side = "french";
    g.type = UnitType::General;
    g.at = {11.0, 11.3};
    s.gt().units.push_back(g);
    const gt::Engine e(s);
    const std::vector<int> near = e.unitsNear({10.2, 11.3}, 1.5);
    CHECK(std::find(near.begin(), near.end(), 2) != near.end());
    const auto snap = nearestSnap(e, e.table(), 1, {10.2, 11.3}, 170, 0.5);
    REQUIRE(snap);
    CHECK(snap->other == 0);
    CHECK(snap->kind == SnapKind::FrontToFront);
}
