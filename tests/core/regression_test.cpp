// Regression tests (one case per bug found and fixed in the engine, with the sketch) and checks
// that its shortcuts give what the direct computation gives.
#include "gt_fixture.h"

#include "core/grande_tactique/explain.h"
#include "core/grande_tactique/generate.h"
#include "core/grande_tactique/rulings.h"
#include "core/grande_tactique/table.h"

#include <doctest/doctest.h>

using namespace cdo::gt;
using cdo::isArtillery, cdo::Scenario, cdo::Terrain, cdo::TerrainKind, cdo::Unit, cdo::UnitType,
    cdo::Vec2;

TEST_CASE("a four-cornered town that is not convex still blocks through its lobes") {
    // Bug: every 4-vertex polygon was tested as if convex, so a dart-shaped town let lines
    // through its left lobe. Dart A(30,30) B(34,32) C(38,30) D(34,36): the notch at B opens
    // downwards. At x = 31 the lobe spans y from 30.5 (edge AB) to 31.5 (edge DA).
    //
    //                D(34,36)
    //               /    |
    //              / lobe |        (the right lobe mirrors it)
    //     A(30,30) ------ B(34,32) ------ C(38,30)    B is the reflex corner
    //
    // Guns at (31,25) facing 0, front edge y = 25.5, FL (30.5,25.5), FR (31.5,25.5).
    // Target infantry at (31,40) facing 180: front edge y = 39.5, TM (31,39.5). Both
    // lines to TM cross the lobe (x between 30.5 and 31.5 for y in 30..32), so they are
    // blocked by the town; so are the lines to the target's corners from FL.
    Scenario s;
    Terrain town;
    town.id = "dart";
    town.kind = TerrainKind::Bua;
    town.outline = {{30, 30}, {34, 32}, {38, 30}, {34, 36}};
    s.gt().terrain.push_back(town);
    s.gt().units.push_back(gt::unit("guns", "fr", UnitType::FootArtillery, {31, 25}, 0));
    s.gt().units.push_back(gt::unit("foe", "au", UnitType::Infantry, {31, 40}, 180));
    const Table t(s);
    const Ruling r = rule(t, 0, 1);
    REQUIRE(!r.sightLines.empty());
    const SightLine& first = r.sightLines.front();
    CHECK_FALSE(first.clear);
    REQUIRE(first.blocker.has_value());
    CHECK(first.blocker->id == "dart");
    CHECK(first.blocker->kind == Blocker::Kind::Bua);
}

TEST_CASE("the edge distance taken from the range (target wholly in arc) is the bases' distance") {
    // Shortcut: a base wholly inside the arc is wholly ahead of the front edge, whose nearest
    // point is then on that edge, so edge distance = range. Checked against the direct
    // measure for every pair of 4 batteries of the 400-base table.
    const Scenario s = generateTable();
    const Table t(s);
    int batteries = 0, shortcuts = 0;
    for (std::size_t f = 0; f < s.gt().units.size() && batteries < 4; ++f) {
        if (!isArtillery(s.gt().units[f].type)) continue;
        ++batteries;
        for (const Ruling& r : rulingsFor(t, int(f))) {
            const int ti = t.unitIndex(r.target);
            const double direct = distance(t.unit(int(f)).base, t.unit(ti).base).distance;
            CHECK(r.edgeDistance == doctest::Approx(direct).epsilon(1e-12));
            shortcuts += r.inArc && r.edgeDistance == r.range;
        }
    }
    CHECK(batteries == 4);
    CHECK(shortcuts > 0);
}

TEST_CASE("a line run exactly along a base's edge at a decimal position touches it") {
    // Bases tested in their own frame lost this touch: 84.75 − 83.58 rounds above 1.17.
    // Guns at (85.25, 40) facing 0: FL (84.75, 40.5). Target guns at (84.75, 50) facing 180:
    // TM (84.75, 49.5). The line FL→TM is x = 84.75, y 40.5 to 49.5. A screen 2.34 × 1.99 at
    // (83.58, 45) facing 180 spans x 82.41 to 84.75 and y 44.005 to 45.995: the line runs along
    // its right edge. A touch does not block, but it is a close call (G2, grazes).
    Scenario s;
    s.gt().units.push_back(gt::unit("guns", "fr", UnitType::FootArtillery, {85.25, 40}, 0));
    s.gt().units.push_back(gt::unit("target", "au", UnitType::FootArtillery, {84.75, 50}, 180));
    Unit screen = gt::unit("screen", "au", UnitType::Infantry, {83.58, 45}, 180);
    screen.size = Vec2{2.34, 1.99};
    s.gt().units.push_back(screen);
    const Table t(s);
    const Ruling r = rule(t, 0, 1);
    REQUIRE(r.sightLines.size() == 2);
    CHECK(r.sightLines[0].clear);
    CHECK(r.sightLines[0].closeCall);
    CHECK(r.lineOfSight);
    CHECK(gt::hasCloseCall(r, "sight-line"));
}

TEST_CASE("a line exactly on the edge of a base shrunk by ε is blocked (closed), barely") {
    // Guns at (13.38, 40) facing 0: FL (12.88, 40.5). Target guns at (12.88, 50) facing 180:
    // TM (12.88, 49.5), its corners at x 12.38 and 13.38. A screen 1.68 × 1.99 at (12.05, 45)
    // facing 180 spans x 11.21 to 12.89; shrunk by ε, to 12.88: the line FL→TM (x = 12.88)
    // lies on that edge, inside the base by ε but not 2ε: blocked, a close call. A post
    // 0.25 × 0.4 at (13.325, 49) (x 13.2 to 13.45, y 48.8 to 49.2) stops the lines from FL to
    // the target's corners at x = 13.38 (at y = 49 they pass x = 12.88 + 0.5 · 8.5/9 = 13.35);
    // the screen stops those to x = 12.38. With no corner reached from FL, no line of sight.
    Scenario s;
    s.gt().units.push_back(gt::unit("guns", "fr", UnitType::FootArtillery, {13.38, 40}, 0));
    s.gt().units.push_back(gt::unit("target", "au", UnitType::FootArtillery, {12.88, 50}, 180));
    Unit screen = gt::unit("screen", "au", UnitType::Infantry, {12.05, 45}, 180);
    screen.size = Vec2{1.68, 1.99};
    s.gt().units.push_back(screen);
    Unit post = gt::unit("post", "au", UnitType::Infantry, {13.325, 49}, 0);
    post.size = Vec2{0.25, 0.4};
    s.gt().units.push_back(post);
    const Table t(s);
    const Ruling r = rule(t, 0, 1);
    REQUIRE(!r.sightLines.empty());
    CHECK_FALSE(r.sightLines[0].clear);
    CHECK(r.sightLines[0].closeCall);
    REQUIRE(r.sightLines[0].blocker);
    CHECK(r.sightLines[0].blocker->id == "screen");
    CHECK_FALSE(r.lineOfSight);
    CHECK(r.has(Reason::NoLineOfSight));
}

TEST_CASE(
    "a friend near 2\" that no line crosses raises no overhead close call, asked either way") {
    // rulingsFor() builds its blocker fan over every target, rule() over one pair's lines; a
    // friend handed over by the first only (its circle crosses a line, its base does not) must
    // change nothing. Guns at (0, 0) facing 0 on a hill [−3, 3]²: overhead fire applies. Target
    // guns at (0, 10) facing 90: base [−0.5, 0.5] × [9.5, 10.5], TM (0.5, 10). The lines to TM
    // run from (−0.5, 0.5) and (0.5, 0.5). A friendly battalion at (1.05, 6.25) facing 90 covers
    // [0.55, 1.55] × [5, 7.5]: 0.05 right of the line x = 0.5, and √(2² + 0.05²) = 2.0006 from the
    // target, within ε of 2". It stands across no line, so neither its clearance nor the overhead
    // reading belongs in the ruling.
    Scenario s;
    Terrain hill;
    hill.id = "knoll";
    hill.kind = TerrainKind::Hill;
    hill.outline = {{-3, -3}, {3, -3}, {3, 3}, {-3, 3}};
    s.gt().terrain.push_back(hill);
    s.gt().units.push_back(gt::unit("guns", "fr", UnitType::FootArtillery, {0, 0}, 0));
    s.gt().units.push_back(gt::unit("target", "au", UnitType::FootArtillery, {0, 10}, 90));
    s.gt().units.push_back(gt::unit("friend", "fr", UnitType::Infantry, {1.05, 6.25}, 90));
    const Table t(s);
    const Ruling one = rule(t, 0, 1);
    const std::vector<Ruling> all = rulingsFor(t, 0);
    REQUIRE(all.size() == 2);
    const Ruling& same = all[0];
    REQUIRE(same.target == "target");
    CHECK_FALSE(gt::hasCloseCall(one, "overhead-clearance"));
    CHECK_FALSE(gt::hasCloseCall(same, "overhead-clearance"));
    CHECK(one.closeCalls == same.closeCalls);
    CHECK(one.readings == same.readings);
    CHECK_FALSE(one.has(Reading::OverheadFire));
    CHECK(one.lineOfSight);
    CHECK(same.lineOfSight);
}

TEST_CASE("a close call of a grazing sight line says what the line grazes") {
    // As "a line run exactly along a base's edge ...": FL→TM runs along the right edge of
    // "screen", clear, a close call. Before, the words said only "sight-line grazes within
    // 0.01"", not what.
    Scenario s;
    s.gt().units.push_back(gt::unit("guns", "fr", UnitType::FootArtillery, {85.25, 40}, 0));
    s.gt().units.push_back(gt::unit("target", "au", UnitType::FootArtillery, {84.75, 50}, 180));
    Unit screen = gt::unit("screen", "au", UnitType::Infantry, {83.58, 45}, 180);
    screen.size = Vec2{2.34, 1.99};
    s.gt().units.push_back(screen);
    const Table t(s);
    const Ruling r = rule(t, 0, 1);
    REQUIRE(gt::hasCloseCall(r, "sight-line"));
    bool said = false;
    for (const cdo::EvidenceLine& l : gt::evidence(r))
        if (l.tone == cdo::Tone::Grazes) {
            CHECK(l.text.find("grazes base screen") != std::string::npos);
            said = true;
        }
    CHECK(said);
}
