// A stack is drawn as its top few counters, each a little up and right, however many it holds:
// 19,999 counters in one hex were drawn as a trail across other hexes and over the top bar.
#include "app/lb/hex_render.h"

#include "app/lb_support.h"

#include <doctest/doctest.h>

#include <string>

using namespace cdo;
using namespace cdo::app;

namespace {

// `n` infantry columns and `leaders` leaders, all in hex 0606 of a 12 x 12 map; the vertices
// drawn for them, at a scale too small for words (no font needed).
std::size_t vertices(int n, int leaders) {
    Scenario s;
    s.part = lb::Battle{};
    s.lb().grid.columns = 12;
    s.lb().grid.rows = 12;
    const lb::Hex h = *s.lb().grid.parse("0606");
    for (int i = 0; i < n + leaders; ++i) {
        lb::Unit u;
        u.id = "u" + std::to_string(i);
        u.side = "fr";
        u.arm = i < n ? lb::Arm::Infantry : lb::Arm::Leader;
        u.hexes = {h};
        u.increments = 4;
        s.lb().units.push_back(u);
    }
    Camera cam;
    cam.setViewport(800, 600);
    cam.setCentre(s.lb().grid.centre(h));
    cam.setPixelsPerInch(2);
    Scene scene(nullptr);
    drawCounters(scene, cam, s, {});
    return scene.bases.vertexCount();
}

} // namespace

TEST_CASE("app lb: a stack of 2,000 counters draws as its top 4, leaders too") {
    // One counter draws some vertices; a stack of 2 more (each offset); from 4 on, no more.
    CHECK(vertices(2, 0) > vertices(1, 0));
    CHECK(vertices(kStackDrawn, 0) > vertices(kStackDrawn - 1, 0));
    CHECK(vertices(2000, 0) == vertices(kStackDrawn, 0));
    CHECK(vertices(1, 2000) == vertices(1, kStackDrawn));
}
