// The move readout among a battery's handles, in a real (hidden) window driven in process
// through the same pointer code as a finger: where the readout's box lands is read back from
// the scene (keepClear holds every handle's square, then the box). Skipped (77) without a
// display.
#include "app/gt/move_handles.h"
#include "app/shell/app.h"
#include "app/view/layout.h"

#include "skip.h"

#include <doctest/doctest.h>

#include <algorithm>
#include <cmath>
#include <cstdlib>
#include <vector>

using namespace cdo;
using namespace cdo::app;

namespace {

Options sized(int w, int h) {
    Options o;
    o.width = w;
    o.height = h;
    return o;
}

bool overlaps(const Scene::Rect& a, const Scene::Rect& b) {
    return a.lo.x < b.hi.x && b.lo.x < a.hi.x && a.lo.y < b.hi.y && b.lo.y < a.hi.y;
}

} // namespace

// turn.yaml at fit zoom in 1024x768 (about 7 px an inch): the 1er de Ligne (20, 12, facing
// 0, a base about 14 px wide) dragged 3" forward. Its two wheel handles stand beside the
// base's front corners, 54 px across, each with "wheel" over its middle, and the turning
// handle in front: each of the four places right beside the base (right, left, above,
// below) comes within a handle's radius of one of them. The readout ("uses 3.0 of ...")
// must then go further out, not under a handle or its word. Before, with no place beside
// the base free, it fell back to the first (right of the base), under the right-hand wheel.
TEST_CASE("gt readout: the move readout stays clear of the wheel handles and their words") {
    if (std::getenv("DISPLAY") == nullptr)
        cdo::test::skip("DISPLAY is not set: run the tests under xvfb-run (tools/test does)");
    App app(sized(1024, 768), "coupdoeil");
    app.setDocument(Document::open("tests/app/data/turn.yaml"));
    if (!app.openWindow(false)) cdo::test::skip("no window could be opened");
    app.fitView();
    app.frame(1.0f / 60);
    const int f = app.doc().scenario().gt().unitIndex("fr-ligne");
    REQUIRE(f >= 0);
    const Vec2 from = app.camera().toScreen({20, 12});
    app.pointerDown(from);
    app.pointerUp(from);
    app.frame(1.0f / 60);
    REQUIRE(app.selection().firer == "fr-ligne");
    // A second later (never the second half of a double tap), pressed and dragged 3" ahead.
    app.frame(1.0f);
    app.pointerDown(from);
    const Vec2 to = app.camera().toScreen({20, 15});
    for (int i = 1; i <= 10; ++i) {
        app.pointerMove(lerp(from, to, i / 10.0));
        app.frame(1.0f / 60);
    }
    const Scene& scene = app.scene();
    const PlacedUnit& u = app.doc().table().unit(f);
    CHECK(u.unit->at.y > 13); // it moves: the readout is up
    const auto wheels = wheelHandles(app.camera(), app.doc().table(), u);
    const double r = touchPx() / 2;
    // The handles' squares go into keepClear first (turning handle, then the wheels), then
    // the readout's box: the one rectangle that is not a handle's square.
    std::vector<Scene::Rect> boxes;
    for (const Scene::Rect& k : scene.keepClear)
        if (std::abs((k.hi.x - k.lo.x) - 2 * r) > 0.5 || std::abs((k.hi.y - k.lo.y) - 2 * r) > 0.5)
            boxes.push_back(k);
    REQUIRE(boxes.size() == 1);
    const Scene::Rect box = boxes.front();
    const unsigned size = textPxForCap(kLabelCapMm);
    const Vec2 word = scene.text.measure("wheel", size);
    for (const Vec2 w : wheels) {
        CAPTURE(w.x);
        CAPTURE(w.y);
        // The word, centred on the handle, its top 0.62 of a font size above the middle.
        const Scene::Rect wordRect{{w.x - word.x / 2, w.y - size * 0.62},
                                   {w.x + word.x / 2, w.y - size * 0.62 + word.y}};
        CHECK_FALSE(overlaps(box, wordRect));
        // And off the handle's disc: its nearest point a radius or more from the middle.
        const Vec2 near{std::clamp(w.x, box.lo.x, box.hi.x), std::clamp(w.y, box.lo.y, box.hi.y)};
        CHECK(dist(near, w) >= r);
    }
    app.pointerUp(to);
    app.frame(1.0f / 60);
}
