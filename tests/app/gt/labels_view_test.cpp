// Unit labels at a small window, in a real (hidden) window: where Scene::placeLabels put each
// label is read back from the scene. Skipped (77) without a display.
#include "app/shell/app.h"
#include "app/view/density.h"

#include "skip.h"

#include <doctest/doctest.h>

#include <algorithm>
#include <cmath>
#include <cstdlib>
#include <string>

using namespace cdo;
using namespace cdo::app;

namespace {

Options sized(int w, int h) {
    Options o;
    o.width = w;
    o.height = h;
    return o;
}

// Whether some label the scene placed is `u`'s, where placeLabels puts one: under or over the
// base's middle (within `rows` label heights of it), or beside it at the middle's height.
bool labelled(const Scene& scene, const Camera& cam, const PlacedUnit& u, int rows) {
    Vec2 lo{1e300, 1e300}, hi{-1e300, -1e300};
    for (const Vec2 c : u.corners.polygon()) {
        const Vec2 p = cam.toScreen(c);
        lo = {std::min(lo.x, p.x), std::min(lo.y, p.y)};
        hi = {std::max(hi.x, p.x), std::max(hi.y, p.y)};
    }
    const Vec2 mid = (lo + hi) * 0.5;
    const double h = textPxForCap(kLabelCapMm) * 1.3 * rows;
    for (const Scene::Rect& r : scene.placedLabels()) {
        const Vec2 c = (r.lo + r.hi) * 0.5;
        if (std::abs(c.x - mid.x) < 1.5 && r.hi.y > lo.y - h && r.lo.y < hi.y + h) return true;
        if (std::abs(c.y - mid.y) < 1.5 &&
            (std::abs(r.lo.x - hi.x) < 4 || std::abs(r.hi.x - lo.x) < 4))
            return true;
    }
    return false;
}

void openAt(App& app, const char* file) {
    if (std::getenv("DISPLAY") == nullptr)
        cdo::test::skip("DISPLAY is not set: run the tests under xvfb-run (tools/test does)");
    app.setDocument(Document::open(file));
    if (!app.openWindow(false)) cdo::test::skip("no window could be opened");
    app.fitView();
    app.frame(1.0f / 60);
    app.frame(1.0f / 60);
}

} // namespace

// 1024x768 at 150 ppi: the table's view is about 520 px for 72", 7.2 px an inch. Friant's
// division stands in one row, bases 2" wide (14 px) with 1" to 3" between their middles
// (21.6 px): a name 3 or 4 characters long at 21 px ("111e", "48e", "LF") is 30 to 45 px wide,
// so beside its base it covers the next base's name. Before, two of the six were left out
// ("48e" and "108e"); each now takes a row further below or above its base when the ones
// beside it are taken, its middle still over its base's.
TEST_CASE("gt labels: at 1024x768 every unit of a row of bases keeps its name") {
    App app(sized(1024, 768), "coupdoeil");
    openAt(app, "tests/app/data/friant.yaml");
    const Table& t = app.doc().table();
    REQUIRE(t.units().size() == 6);
    for (int i = 0; i < int(t.units().size()); ++i) {
        CAPTURE(t.unit(i).unit->id);
        CHECK(labelled(app.scene(), app.camera(), t.unit(i), 3));
    }
}

// turn.yaml at 1024x768: Friant (26, 9), the general between the Grande Batterie and the
// road, lost his name before (his neighbours' names and the road's took every place beside
// him).
TEST_CASE("gt labels: at 1024x768 the turn table's units all keep their names") {
    App app(sized(1024, 768), "coupdoeil");
    openAt(app, "tests/app/data/turn.yaml");
    const Table& t = app.doc().table();
    for (int i = 0; i < int(t.units().size()); ++i) {
        CAPTURE(t.unit(i).unit->id);
        CHECK(labelled(app.scene(), app.camera(), t.unit(i), 3));
    }
}
