// The La Bataille map in a real (hidden) window, driven in process through the same pointer
// and button code as a finger: the map, counters and marks drawn, a counter dragged hex by hex
// without turning, turned only by its buttons. The battle is built in code (lb_support.h), so
// these run whether or not the file layer reads maps yet. Skipped (77) without a display.
// Screenshots are kept in the build folder (lb-shots/) to be looked at.
#include "app/lb/hex_render.h"
#include "app/sfml_pixels.h"
#include "app/shell/app.h"

#include "app/lb_support.h"
#include "skip.h"

#include <doctest/doctest.h>

#include <cstdlib>
#include <filesystem>

using namespace cdo;
using namespace cdo::app;
namespace fs = std::filesystem;

namespace {

fs::path shots() {
    const fs::path d = fs::path(COUPDOEIL_BINARY_DIR) / "lb-shots";
    fs::create_directories(d);
    return d;
}

std::size_t countColour(const sf::Image& img, cdo::app::Colour c) {
    std::size_t n = 0;
    for (unsigned y = 0; y < img.getSize().y; ++y)
        for (unsigned x = 0; x < img.getSize().x; ++x)
            if (img.getPixel(x, y) == c) ++n;
    return n;
}

Options sized(int w, int h) {
    Options o;
    o.width = w;
    o.height = h;
    return o;
}

// An app showing `s` in a hidden window of w x h pixels.
struct MapApp {
    App app;
    MapApp(Scenario s, int w = 1280, int h = 800) : app(sized(w, h), "coupdoeil") {
        if (std::getenv("DISPLAY") == nullptr)
            cdo::test::skip("DISPLAY is not set: run the tests under xvfb-run (tools/test does)");
        app.setDocument(Document(io::ScenarioDocument{std::move(s), nullptr}, ""));
        if (!app.openWindow(false)) cdo::test::skip("no window could be opened");
        app.fitView();
        app.frame(1.0f / 60);
        app.frame(1.0f / 60);
    }
    const lb::Battle& battle() const { return app.doc().battle(); }
    Vec2 at(const char* hex) const {
        return app.camera().toScreen(battle().grid.centre(test::hexOf(battle().grid, hex)));
    }
    void tap(const char* hex) {
        app.pointerDown(at(hex));
        app.pointerUp(at(hex));
        app.frame(1.0f / 60);
    }
    void drag(const char* from, const char* to) {
        const Vec2 a = at(from), b = at(to);
        app.pointerDown(a);
        for (int i = 1; i <= 10; ++i) {
            app.pointerMove(lerp(a, b, i / 10.0));
            app.frame(1.0f / 60);
        }
        app.pointerUp(b);
        app.frame(1.0f / 60);
    }
    sf::Image shot(const std::string& name) {
        for (int i = 0; i < 3; ++i)
            app.frame(1.0f / 60);
        std::string error;
        const std::string path = (shots() / name).string();
        REQUIRE_MESSAGE(app.saveImage(path, error), error);
        sf::Image img;
        REQUIRE(img.loadFromFile(path));
        return img;
    }
    const lb::Unit& unit(const char* id) const { return *battle().findUnit(id); }
};

} // namespace

TEST_CASE("app lb: the map and its counters are drawn, and the panel says when there are no "
          "rulings") {
    MapApp m(test::smallBattle());
    const sf::Image img = m.shot("lb-map-1280x800.png");
    CHECK(countColour(img, hexColours::clear) > 20000);
    CHECK(countColour(img, hexColours::facingArrow) > 200); // an arrow on every counter
    if (!m.app.doc().hasEngine()) CHECK(!m.app.doc().noRulings().empty());
}

// One app a process (ImGui has one context): the upright tablet is a case of its own.
TEST_CASE("app lb: the map fits a tablet held upright") {
    MapApp tall(test::smallBattle(), 800, 1280);
    const sf::Image t = tall.shot("lb-map-800x1280.png");
    CHECK(countColour(t, hexColours::clear) > 10000);
}

TEST_CASE("app lb: a battery's targets are marked valid, not closest or invalid, and a tapped "
          "hex shows the ruling") {
    const test::WithStandInEngine standIn;
    MapApp m(test::smallBattle());
    REQUIRE(m.app.doc().hasEngine());
    m.tap("0609"); // the battery (its leader is under it in the stack order)
    CHECK(m.app.selection().firer == "fr-art-1");
    sf::Image img = m.shot("lb-battery-1280x800.png");
    CHECK(countColour(img, hexColours::validRing) > 100);
    CHECK(countColour(img, hexColours::notClosestRing) > 100);
    CHECK(countColour(img, hexColours::invalidCross) > 50);
    m.tap("0606"); // the Jäger: the nearest enemy
    REQUIRE(m.app.selection().hex);
    CHECK(m.battle().grid.id(*m.app.selection().hex) == "0606");
    REQUIRE(m.app.answers().ruling);
    CHECK(m.app.answers().ruling->target == "au-jg-1");
    // The stand-in words only explain(): its one line is the verdict.
    REQUIRE(m.app.answers().evidence.size() == 1);
    CHECK(m.app.answers().evidence[0].text == "stand-in: fr-art-1 at au-jg-1");
    CHECK((m.app.answers().evidence[0].tone == Tone::Verdict));
    img = m.shot("lb-ruling-1280x800.png");
    CHECK(countColour(img, colours::sightClear) > 50);
    CHECK(countColour(img, hexColours::targetHex) > 100);
}

// A tap on the battery asks the engine for its rulings at every counter once: the marks
// (valid, not closest, invalid) and the list of valid targets both come from that one answer,
// and a tap on a hex after it (the ruling there) asks nothing of them again. Before, the face
// asked rulingsFor and then validTargets, which makes every ruling a second time: 2.
TEST_CASE("app lb: selecting a counter makes its rulings once, for its marks and its valid "
          "targets") {
    const test::WithStandInEngine standIn;
    MapApp m(test::smallBattle());
    REQUIRE(m.app.doc().hasEngine());
    test::StandInEngine::unitRulingsMade = 0;
    m.tap("0609");
    REQUIRE(m.app.selection().firer == "fr-art-1");
    CHECK(test::StandInEngine::unitRulingsMade == 1);
    // The stand-in's valid target is the nearest enemy: the Jäger, 3 hexes up column 06.
    REQUIRE(m.app.answers().valid.size() == 1);
    CHECK(m.app.answers().valid[0]->target == "au-jg-1");
    const auto& looks = m.app.answers().counters;
    REQUIRE(looks.size() == m.battle().units.size());
    CHECK((looks[std::size_t(m.battle().unitIndex("au-jg-1"))].asTarget ==
           CounterLook::AsTarget::Valid));
    m.tap("0606");
    CHECK(test::StandInEngine::unitRulingsMade == 1);
}

TEST_CASE("app lb: the ruling of a target that is not the closest, on a tablet held upright") {
    const test::WithStandInEngine standIn;
    MapApp tall(test::smallBattle(), 800, 1280);
    tall.tap("0609");
    tall.tap("0704");
    REQUIRE(tall.app.answers().ruling);
    CHECK(tall.app.answers().ruling->target == "au-ir-1");
    const sf::Image t = tall.shot("lb-ruling-800x1280.png");
    CHECK(countColour(t, hexColours::notClosestRing) > 50);
}

TEST_CASE("app lb: a drag moves a counter hex by hex and never turns it, undo puts it back") {
    MapApp m(test::smallBattle());
    m.drag("1010", "1008");
    CHECK(m.unit("fr-ir-2").hexes == std::vector<lb::Hex>{test::hexOf(m.battle().grid, "1008")});
    CHECK(m.unit("fr-ir-2").facing == 0);
    CHECK(m.unit("fr-ir-3").hexes.front() == test::hexOf(m.battle().grid, "1010")); // stays
    CHECK(m.app.selection().firer == "fr-ir-2");
    CHECK(m.app.doc().history().size() == 1);
    // The two-hex line, grabbed by its right-hand hex: one counter, same facing.
    m.drag("0810", "0808");
    const lb::Unit& line = m.unit("fr-ir-1");
    CHECK(line.hexes == std::vector<lb::Hex>{test::hexOf(m.battle().grid, "0808"),
                                             test::hexOf(m.battle().grid, "0707")});
    CHECK(line.facing == 30);
    m.shot("lb-dragged-1280x800.png");
    m.app.undo();
    m.app.undo();
    CHECK(m.unit("fr-ir-2").hexes.front() == test::hexOf(m.battle().grid, "1010"));
    CHECK(m.unit("fr-ir-1").hexes.front() == test::hexOf(m.battle().grid, "0810"));
}

TEST_CASE("app lb: a counter turns only with its Turn buttons, to the bearings it may face") {
    MapApp m(test::smallBattle());
    m.tap("0609");
    REQUIRE(m.app.selection().firer == "fr-art-1");
    REQUIRE(m.app.pressButton("Turn right"));
    CHECK(m.unit("fr-art-1").facing == doctest::Approx(60));
    REQUIRE(m.app.pressButton("Turn left"));
    REQUIRE(m.app.pressButton("Turn left"));
    CHECK(m.unit("fr-art-1").facing == doctest::Approx(300));
    m.tap("0709"); // the line: it only faces about
    REQUIRE(m.app.selection().firer == "fr-ir-1");
    CHECK_FALSE(m.app.pressButton("Turn right"));
    REQUIRE(m.app.pressButton("Face about"));
    CHECK(m.unit("fr-ir-1").facing == doctest::Approx(210));
    m.app.undo();
    CHECK(m.unit("fr-ir-1").facing == doctest::Approx(30));
}
