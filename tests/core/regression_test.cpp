// Regression tests (one case per bug found and fixed in the engine, with the sketch) and checks
// that its shortcuts give what the direct computation gives.
#include "core/generate.h"
#include "core/grande_tactique.h"
#include "core/table.h"

#include <doctest/doctest.h>

using namespace cdo;

namespace {

Unit makeUnit(const char* id, const char* side, UnitType type, Vec2 at, double facing) {
    Unit u;
    u.id = id;
    u.side = side;
    u.type = type;
    u.at = at;
    u.facing = facing;
    return u;
}

} // namespace

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
    s.terrain.push_back(town);
    s.units.push_back(makeUnit("guns", "fr", UnitType::FootArtillery, {31, 25}, 0));
    s.units.push_back(makeUnit("foe", "au", UnitType::Infantry, {31, 40}, 180));
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
    for (std::size_t f = 0; f < s.units.size() && batteries < 4; ++f) {
        if (!isArtillery(s.units[f].type)) continue;
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
