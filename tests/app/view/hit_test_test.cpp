#include "app/gt/move_handles.h"
#include "app/view/hit_test.h"

#include <doctest/doctest.h>

#include <array>

using namespace cdo;
using namespace cdo::app;

namespace {

Scenario scene() {
    Scenario s;
    Unit inf;
    inf.id = "inf";
    inf.side = "french";
    inf.at = {10, 10};
    Unit gen = inf;
    gen.id = "gen";
    gen.type = UnitType::General;
    gen.at = {10.5, 10};
    s.gt().units = {inf, gen};
    s.gt().terrain.push_back(
        {"hill", TerrainKind::Hill, {{0, 0}, {20, 0}, {20, 20}, {0, 20}}, {}, {}, 0, nullptr});
    s.gt().terrain.push_back(
        {"wood", TerrainKind::Woods, {{5, 5}, {8, 5}, {8, 8}, {5, 8}}, {}, {}, 0, nullptr});
    s.gt().terrain.push_back(
        {"road", TerrainKind::Road, {}, {}, {{0, 30}, {20, 30}}, 1.0, nullptr});
    return s;
}

} // namespace

TEST_CASE("hit test: the base on top wins, then the nearest within the finger's slop") {
    const Scenario s = scene();
    const Table t(s);
    CHECK(unitAt(t, {10.5, 10}, 0) == 1); // the general is drawn over the infantry
    CHECK(unitAt(t, {9, 10}, 0) == 0);
    CHECK(unitAt(t, {10, 10.7}, 0.3) == 0); // 0.2" beyond the front edge
    CHECK(unitAt(t, {10, 11.2}, 0.3) == -1);
}

TEST_CASE("hit test: terrain picks the smaller area, and roads by their width") {
    const Scenario s = scene();
    const Table t(s);
    CHECK(terrainAt(t, {6, 6}, 0.1) == 1);     // the wood on the hill
    CHECK(terrainAt(t, {15, 15}, 0.1) == 0);   // just the hill
    CHECK(terrainAt(t, {10, 30.4}, 0.2) == 2); // within half the road's 1" width
    CHECK(terrainAt(t, {10, 31}, 0.2) == -1);
}

TEST_CASE("hit test: terrain points and edge middles") {
    const Scenario s = scene();
    const auto v = vertexAt(s.gt().terrain[1], {5.1, 5.1}, 0.3);
    REQUIRE(v);
    CHECK(v->vertex == 0);
    CHECK_FALSE(v->top);
    CHECK_FALSE(vertexAt(s.gt().terrain[1], {6.5, 6.5}, 0.3));
    const auto m = edgeMiddleAt(s.gt().terrain[1], {6.5, 5.1}, 0.3);
    REQUIRE(m);
    CHECK(m->vertex == 1); // a new point goes between vertices 0 and 1
    const auto last = edgeMiddleAt(s.gt().terrain[1], {5, 6.5}, 0.3); // the closing edge
    REQUIRE(last);
    CHECK(last->vertex == 4);
}

TEST_CASE("hit test: a unit under the finger wins over a handle drawn over it") {
    const Scenario s = scene();
    const Table t(s);
    // A handle drawn at window point (100, 100), 28 px across its touch radius; the same press
    // point lies on the infantry's base at (9, 10), or on bare cloth at (15, 15).
    const std::array<Vec2, 2> handles{Vec2{100, 100}, Vec2{200, 100}};
    CHECK(handleAt(t, {15, 15}, handles, {110, 100}, 28) == 0); // bare cloth: the handle
    CHECK(handleAt(t, {15, 15}, handles, {190, 100}, 28) == 1);
    CHECK(handleAt(t, {15, 15}, handles, {150, 100}, 28) == -1); // between them: none
    CHECK(handleAt(t, {9, 10}, handles, {110, 100}, 28) == -1);  // on a base: the unit
    CHECK(unitAt(t, {9, 10}, 0) == 0);
}

// A handle's place on its ray moves out, by whole radii, past the bases under it (issue 11,
// defect 2: a battery's turning handle hid the line in front of it at fit zoom). Sketch, at
// 16 px an inch with the table point (36, 24) at the middle of an 800 x 600 view, y up:
// the ray starts at (10, 11) (a battery's front middle, table) and runs north (screen up);
// gap 32 px (2"), radius 16 px (1"). A 2" x 1" base centred at (10, 13) spans y 12.5 to 13.5:
// the first place, 2" out at (10, 13), is on it; one radius more, (10, 14), is 0.5" from its
// front edge, under the disc's 1"; two more, (10, 15), is 1.5" away: clear. Without the base
// the handle stays at the gap.
TEST_CASE("move handles: a handle moves out along its ray past the bases under its disc") {
    Camera cam;
    cam.setViewport(800, 600);
    cam.setPixelsPerInch(16);
    cam.setCentre({36, 24});
    Scenario s;
    Unit line;
    line.id = "line";
    line.side = "french";
    line.at = {10, 13};
    line.size = Vec2{2, 1};
    s.gt().units = {line};
    const Table crowded(s);
    const Vec2 from = cam.toScreen({10, 11}), up{0, -1};
    const Vec2 h = handleClearOfBases(crowded, cam, from, up, 32, 16);
    CHECK(cam.toTable(h).x == doctest::Approx(10));
    CHECK(cam.toTable(h).y == doctest::Approx(15));
    s.gt().units.clear();
    const Table empty(s);
    CHECK(cam.toTable(handleClearOfBases(empty, cam, from, up, 32, 16)).y == doctest::Approx(13));
    // Covered all the way out (a base 20" deep ahead): the nearest place, at the gap.
    line.size = Vec2{2, 20};
    line.at = {10, 22};
    s.gt().units = {line};
    const Table wall(s);
    CHECK(cam.toTable(handleClearOfBases(wall, cam, from, up, 32, 16)).y == doctest::Approx(13));
}
