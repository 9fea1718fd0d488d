// G4 enfilade: a front corner of the guns sees both rear corners of the target with lines
// that neither cross the target's front edge (a line through a front corner does not cross)
// nor are blocked. +1 when the target is valid. Never against a unit in woods or a BUA.
#include "gt_fixture.h"

#include <doctest/doctest.h>

#include <cmath>

using cdo::TerrainKind;
using cdo::UnitType;
using cdo::Vec2;
using cdo::gt::Blocker;
using cdo::gt::Reading;
using doctest::Approx;
using From = cdo::gt::SightLine::From;
using To = cdo::gt::SightLine::To;

namespace {

// Target line facing 0 at (36,30): [34.75,37.25] × [29.5,30.5];
//   T.FL = (34.75,30.5), T.FR = (37.25,30.5), RL = (34.75,29.5), RR = (37.25,29.5).
cdo::Unit target() {
    return gt::unit("line", "au", UnitType::Infantry, {36, 30}, 0);
}

} // namespace

TEST_CASE("G4: from the flank, +1") {
    // Guns facing 270 (f = (−1,0), r = (0,1)) at (44,30): FL = (43.5,29.5),
    // FR = (43.5,30.5). FL→RL and FL→RR run along y = 29.5, the target's rear edge line,
    // nowhere near the front edge y = 30.5. Range 43.5 − 37.25 = 6.25 (normal).
    //     T.FL +------------+ T.FR            FR (43.5,30.5)
    //          |    line    |          <= guns
    //       RL +------------+ RR <----------- FL (43.5,29.5)
    gt::Scene sc;
    sc.add(gt::unit("guns", "fr", UnitType::FootArtillery, {44, 30}, 270)).add(target());
    const cdo::gt::Table t(sc.s);
    const cdo::gt::Ruling r = gt::rule(t, "guns", "line");
    CHECK(r.enfilade);
    CHECK(r.valid);
    CHECK(r.range == Approx(6.25).epsilon(1e-9));
    CHECK(gt::modifiers(r) == "enfilade:1");
    CHECK(r.modifierTotal == 1);
    CHECK(r.has(Reading::EnfiladeLines));
    REQUIRE(r.enfiladeLines.size() == 2);
    for (const cdo::gt::SightLine& l : r.enfiladeLines)
        CHECK(l.clear);
    CHECK_FALSE(r.closeCall);
}

TEST_CASE("G4: from the front, no enfilade") {
    // Guns at (36,20) facing 0, the line facing 180 at (36,26): front edge y = 25.5 between
    // x = 34.75 and 37.25, rear corners at y = 26.5. FL (35.5,20.5) → RL (37.25,26.5)
    // meets y = 25.5 at x = 35.5 + 1.75·5/6 = 36.958: inside the front edge, so it crosses;
    // likewise every line from either front corner to either rear corner.
    gt::Scene sc;
    sc.add(gt::unit("guns", "fr", UnitType::FootArtillery, {36, 20}, 0))
        .add(gt::unit("line", "au", UnitType::Infantry, {36, 26}, 180));
    const cdo::gt::Table t(sc.s);
    const cdo::gt::Ruling r = gt::rule(t, "guns", "line");
    CHECK_FALSE(r.enfilade);
    CHECK(r.valid);
    CHECK(gt::modifiers(r) == "");
    CHECK(r.modifierTotal == 0);
}

TEST_CASE("G4: from the rear the lines strike the rear edge, +1") {
    // Same place, but the line faces 0 (away from the guns): its rear edge y = 25.5 faces
    // them and its front edge is y = 26.5, behind everything the lines reach.
    gt::Scene sc;
    sc.add(gt::unit("guns", "fr", UnitType::FootArtillery, {36, 20}, 0))
        .add(gt::unit("line", "au", UnitType::Infantry, {36, 26}, 0));
    const cdo::gt::Table t(sc.s);
    const cdo::gt::Ruling r = gt::rule(t, "guns", "line");
    CHECK(r.enfilade);
    CHECK(gt::modifiers(r) == "enfilade:1");
}

TEST_CASE("G4: a line exactly through a front corner does not cross the front edge") {
    // The target's diagonal RL→T.FR, direction (2.5,1), extended 3 times its length from
    // RL reaches (34.75 + 7.5, 29.5 + 3) = (42.25,32.5). Guns facing 270 at (42.75,33):
    // FL = (42.25,32.5) exactly there, FR = (42.25,33.5).
    //                                         FR (42.25,33.5)
    //                                    .-'  FL (42.25,32.5)
    //     T.FL +------------o T.FR  .-'          o = (37.25,30.5): FL→RL passes through it
    //          |    line  .-'|
    //       RL o------.-'----+ RR
    // FL→RL meets the front line y = 30.5 at s = 1 along T.FL→T.FR (exactly the corner):
    // not a crossing. FL→RR, direction (−5,−3), meets y = 30.5 at x = 38.92 > 37.25:
    // outside the edge. So FL enfilades (a close call: the deciding line is within ε of a
    // front corner). FR→RL meets y = 30.5 at x = 42.25 − 7.5·(3/4) = 36.625: crosses.
    // In arc (y − x ≥ −9.75 and x + y ≤ 75.75 hold for all four corners), range from the
    // front edge to T.FR = √(5² + 2²) = √29.
    gt::Scene sc;
    sc.add(gt::unit("guns", "fr", UnitType::FootArtillery, {42.75, 33}, 270)).add(target());
    const cdo::gt::Table t(sc.s);
    const cdo::gt::PlacedUnit& g = t.unit(0);
    REQUIRE(g.corners.fl == Vec2{42.25, 32.5});
    const cdo::gt::Ruling r = gt::rule(t, "guns", "line");
    CHECK(r.enfilade);
    CHECK(r.valid);
    CHECK(r.range == Approx(std::sqrt(29.0)).epsilon(1e-9));
    CHECK(gt::modifiers(r) == "enfilade:1");
    CHECK(gt::hasCloseCall(r, "enfilade"));
    REQUIRE(r.enfiladeLines.size() == 2);
    for (const cdo::gt::SightLine& l : r.enfiladeLines) {
        CHECK(l.from == From::FrontLeft);
        CHECK(l.clear);
    }

    SUBCASE("half an inch nearer the target's front: in front of the diagonal, no enfilade") {
        // Guns at (42.75,33.5): FL = (42.25,33) → RL (34.75,29.5), direction (−7.5,−3.5),
        // meets y = 30.5 at x = 42.25 − 7.5·(2.5/3.5) = 36.89: crosses. FR = (42.25,34)
        // is further in front still.
        sc.u("guns").at = {42.75, 33.5};
        const cdo::gt::Table t2(sc.s);
        const cdo::gt::Ruling r2 = gt::rule(t2, "guns", "line");
        CHECK_FALSE(r2.enfilade);
        CHECK(gt::modifiers(r2) == "");
    }
    SUBCASE("half an inch further round the flank: enfilade, no close call") {
        // Guns at (42.75,32.5): FL = (42.25,32). FL→RL, direction (−7.5,−2.5), meets
        // y = 30.5 at x = 37.75 (s = 1.2 along the edge, 0.5 past T.FR); FL→RR meets it at
        // x = 39.25. Neither crosses.
        sc.u("guns").at = {42.75, 32.5};
        const cdo::gt::Table t2(sc.s);
        const cdo::gt::Ruling r2 = gt::rule(t2, "guns", "line");
        CHECK(r2.enfilade);
        CHECK_FALSE(gt::hasCloseCall(r2, "enfilade"));
    }
}

TEST_CASE("G4: a blocked enfilade line gives no enfilade") {
    // The flank position of the first case, plus a post [37.5,38] × [29.3,29.95] just off
    // the target's right flank.
    //   FL→RL, FL→RR along y = 29.5                          through the post
    //   FR (43.5,30.5)→RR (37.25,29.5): y = 29.62 .. 29.54 over x ∈ [37.5,38]  through
    //   FR→RL (34.75,29.5): y = 29.87 .. 29.81                                  through
    // The sight lines to TM (36,30.5) pass over it: FL→TM has y ≥ 30.23 there, FR→TM is
    // y = 30.5. So sight is clear by (b) and the target is valid, without +1.
    //     T.FL +------------+ T.FR             FR
    //          |    line    |  [po]     <= guns
    //       RL +------------+ RR[st]           FL
    gt::Scene sc;
    sc.add(gt::unit("guns", "fr", UnitType::FootArtillery, {44, 30}, 270))
        .add(target())
        .add(gt::screen("post", "au", 37.5, 29.3, 38.0, 29.95));
    const cdo::gt::Table t(sc.s);
    const cdo::gt::Ruling r = gt::rule(t, "guns", "line");
    CHECK(r.lineOfSight);
    CHECK(r.valid);
    CHECK_FALSE(r.enfilade);
    CHECK(gt::modifiers(r) == "");
    REQUIRE_FALSE(r.enfiladeLines.empty());
    bool sawPost = false;
    for (const cdo::gt::SightLine& l : r.enfiladeLines)
        if (!l.clear && gt::blockerId(&l) == "post") sawPost = true;
    CHECK(sawPost);
}

TEST_CASE("G4: a unit occupying a BUA is never enfiladed") {
    // The flank position again, the line occupying a BUA [34,38] × [29,31] around it. Its
    // shape is then the BUA (G5): range 43.5 − 38 = 5.5; no enfilade, whatever the lines.
    gt::Scene sc;
    sc.add(gt::area("farm", TerrainKind::Bua, gt::rect(34, 29, 38, 31)))
        .add(gt::unit("guns", "fr", UnitType::FootArtillery, {44, 30}, 270))
        .add(target());
    sc.u("line").occupies = "farm";
    const cdo::gt::Table t(sc.s);
    const cdo::gt::Ruling r = gt::rule(t, "guns", "line");
    CHECK_FALSE(r.enfilade);
    CHECK(r.has(Reading::NoOutflankInFeature));
    CHECK(r.valid);
    CHECK(r.range == Approx(5.5).epsilon(1e-9));
    CHECK(gt::modifiers(r) == "");
}

TEST_CASE("G4: enfilade is reported for artillery only") {
    // Infantry on the flank in contact: the lines would enfilade, but G4 is an artillery
    // rule (cli.md: false for any other firer). Infantry facing 270 at (38.25,30):
    // [37.75,38.75] × [28.75,31.25], 0.5 from the target: not in contact either.
    gt::Scene sc;
    sc.add(gt::unit("inf", "fr", UnitType::Infantry, {38.25, 30}, 270)).add(target());
    const cdo::gt::Table t(sc.s);
    const cdo::gt::Ruling r = gt::rule(t, "inf", "line");
    CHECK_FALSE(r.enfilade);
    CHECK(r.edgeDistance == Approx(0.5).epsilon(1e-9));
    CHECK(gt::reasons(r) == "not-in-contact");
}
