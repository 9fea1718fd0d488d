// Unit labels on the table (render.h Scene::placeLabels): short names in millimetres, placed
// where they cover no base, no other label and not the move readout. Glyphs need a GL
// context, so the cases need a display (skipped without one, never passed).
#include "app/sfml_pixels.h"
#include "app/view/density.h"
#include "app/view/render.h"
#include "skip.h"

#include <doctest/doctest.h>

#include <SFML/Window/Context.hpp>

#include <cmath>
#include <cstdlib>

using namespace cdo::app;
using cdo::Vec2;

namespace {

bool overlaps(const Scene::Rect& a, const Scene::Rect& b) {
    return a.lo.x < b.hi.x && b.lo.x < a.hi.x && a.lo.y < b.hi.y && b.lo.y < a.hi.y;
}

// A crowded line of twelve 2"x1" battalions, 0.25" apart, seen at fit zoom (11 px an inch,
// a 1280x800 tablet's): their names cannot all go under them.
cdo::Scenario crowd() {
    cdo::Scenario s;
    s.gt().tableWidth = 72;
    s.gt().tableDepth = 48;
    for (int i = 0; i < 12; ++i) {
        cdo::Unit u;
        u.id = "au-ir-" + std::to_string(i + 1);
        u.name = "IR " + std::to_string(i + 1) + " Erzherzog";
        u.side = "austrian";
        u.at = {20 + i * 2.25, 24};
        s.gt().units.push_back(u);
    }
    return s;
}

} // namespace

TEST_CASE("labels: short names at fit zoom cover no base, no other label and not the readout") {
    if (std::getenv("DISPLAY") == nullptr)
        cdo::test::skip("DISPLAY is not set: run the tests under xvfb-run (tools/test does)");
    sf::Context gl; // glyph textures
    const auto font = cdo::app::platform().loadFont("assets/fonts/DejaVuSans.ttf");
    REQUIRE(font);
    const cdo::Scenario s = crowd();
    const cdo::gt::Table table(s);
    Camera cam;
    cam.setViewport(1280, 800);
    cam.setPixelsPerInch(11);
    cam.setCentre({36, 24});
    Scene scene(font.get());
    scene.clear();
    // The move readout beside the first battalion, as move_readout.cpp registers it.
    const Vec2 first = cam.toScreen(s.gt().units[0].at);
    scene.keepClear.push_back({first + Vec2{-10, 8}, first + Vec2{120, 60}});
    scene.units(cam, table, {}, SceneOptions{});
    scene.placeLabels();
    const auto& labels = scene.placedLabels();
    REQUIRE(scene.baseRects().size() == 12);
    CHECK(labels.size() >= 6); // above and below, every other one at least
    CHECK(labels.size() <= 12);
    for (std::size_t i = 0; i < labels.size(); ++i) {
        CAPTURE(i);
        for (const auto& b : scene.baseRects())
            CHECK_FALSE(overlaps(labels[i], b));
        CHECK_FALSE(overlaps(labels[i], scene.keepClear.front()));
        for (std::size_t j = i + 1; j < labels.size(); ++j)
            CHECK_FALSE(overlaps(labels[i], labels[j]));
        // 2.5 mm capitals at 150 ppi: a 21 px font, so a label about 26 px high.
        CHECK(labels[i].hi.y - labels[i].lo.y >= 21);
    }
}

TEST_CASE("labels: a selected unit's label is placed before the others") {
    if (std::getenv("DISPLAY") == nullptr)
        cdo::test::skip("DISPLAY is not set: run the tests under xvfb-run (tools/test does)");
    sf::Context gl;
    const auto font = cdo::app::platform().loadFont("assets/fonts/DejaVuSans.ttf");
    REQUIRE(font);
    const cdo::Scenario s = crowd();
    const cdo::gt::Table table(s);
    Camera cam;
    cam.setViewport(1280, 800);
    cam.setPixelsPerInch(11);
    cam.setCentre({36, 24});
    Scene scene(font.get());
    scene.clear();
    std::vector<UnitLook> looks(s.gt().units.size());
    looks[5].selected = true;
    scene.units(cam, table, looks, SceneOptions{});
    scene.placeLabels();
    // The first label placed is the selected unit's, right under its base.
    REQUIRE_FALSE(scene.placedLabels().empty());
    const Scene::Rect& l = scene.placedLabels().front();
    const Vec2 c = cam.toScreen(s.gt().units[5].at);
    CHECK(std::abs((l.lo.x + l.hi.x) / 2 - c.x) < 2);
    CHECK(l.lo.y > c.y);
}

TEST_CASE("labels: a ruling's number boxed in near its point goes a little further off, not over "
          "a handle") {
    if (std::getenv("DISPLAY") == nullptr)
        cdo::test::skip("DISPLAY is not set: run the tests under xvfb-run (tools/test does)");
    sf::Context gl;
    const auto font = cdo::app::platform().loadFont("assets/fonts/DejaVuSans.ttf");
    REQUIRE(font);
    Scene scene(font.get());
    scene.clear();
    // The range label at (400, 300); a handle's square kept clear over it and 60 px round it
    // (a turning handle and its neighbours at fit zoom, as in the mirroring session): the point
    // and the four near places (below, above, right, left, a few px off) are all covered.
    const Vec2 at{400, 300};
    const Scene::Rect handle{at - Vec2{60, 60}, at + Vec2{60, 60}};
    scene.keepClear.push_back(handle);
    scene.rulingLabel(at, "9.21\"", cdo::app::Colour::White);
    scene.placeLabels();
    REQUIRE(scene.placedLabels().size() == 1);
    const Scene::Rect& l = scene.placedLabels().front();
    CHECK_FALSE(overlaps(l, handle));
    // Still by its point: its middle within three rings of 1.5 label heights.
    const Vec2 mid = (l.lo + l.hi) * 0.5;
    const double h = l.hi.y - l.lo.y;
    CHECK(std::hypot(mid.x - at.x, mid.y - at.y) <= 3 * 1.5 * h + 1e-9);

    // Nowhere free within reach: it is drawn on its point all the same (never left out).
    scene.clear();
    const Scene::Rect all{at - Vec2{400, 400}, at + Vec2{400, 400}};
    scene.keepClear.push_back(all);
    scene.rulingLabel(at, "9.21\"", cdo::app::Colour::White);
    scene.placeLabels();
    REQUIRE(scene.placedLabels().size() == 1);
    const Scene::Rect& p = scene.placedLabels().front();
    CHECK(std::abs((p.lo.x + p.hi.x) / 2 - at.x) < 1);
    CHECK(std::abs((p.lo.y + p.hi.y) / 2 - at.y) < 1);
}
