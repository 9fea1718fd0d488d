// The all-batteries view, the ruling picture and "New table", through the built `coupdoeil`
// (COUPDOEIL_APP) under the display tools/test provides; skipped (77) without either.
#include "app/document/document.h"
#include "app/gt/all_batteries.h"
#include "app/sfml_pixels.h"
#include "app/view/render.h"
#include "core/grande_tactique/engine.h"
#include "skip.h"
#include "support.h"

#include <doctest/doctest.h>

#include <SFML/Graphics/Image.hpp>

#include <algorithm>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>

namespace fs = std::filesystem;
using cdo::test::Run;

namespace {

std::string app() {
    return cdo::test::guiApp();
}

Run run(const fs::path& dir, const std::string& args) {
    return cdo::test::runIn(dir, app(), args);
}

std::vector<std::string> lines(const std::string& out) {
    std::vector<std::string> v;
    std::istringstream in(out);
    for (std::string l; std::getline(in, l);)
        v.push_back(l);
    return v;
}

using cdo::test::dumps;
using cdo::test::has;

std::size_t count(const sf::Image& img, cdo::app::Colour c, unsigned x0 = 0, unsigned y0 = 0,
                  unsigned x1 = ~0u, unsigned y1 = ~0u) {
    std::size_t n = 0;
    const auto size = img.getSize();
    for (unsigned y = y0; y < std::min(y1, size.y); ++y)
        for (unsigned x = x0; x < std::min(x1, size.x); ++x)
            n += img.getPixel(x, y) == c;
    return n;
}

// The colour the window is cleared to under the panels (App::drawInto).
const cdo::app::Colour kPanel{22, 24, 29};

} // namespace

TEST_CASE(
    "views gui: all batteries from the script switch lists what the engine says and draws it") {
    app();
    const fs::path dir = cdo::test::scratchFolder("views", "all-batteries");
    std::ofstream(dir / "script.txt") << "dump\nview all-batteries on\ndump\n"
                                      << "screenshot " << (dir / "on.png").string() << "\n"
                                      << "view all-batteries off\n"
                                      << "screenshot " << (dir / "off.png").string() << "\n"
                                      << "view all-batteries on\n"
                                      << "drag 36 17 6 4\n" // au-ir-4 far out of the arc
                                      << "dump\n";
    const Run r =
        run(dir, "--script " + (dir / "script.txt").string() + " tests/app/data/table.yaml");
    REQUIRE(r.code == 0);
    const auto d = dumps(r.out);
    REQUIRE(d.size() == 3);
    const auto& out = d[1];
    // Off at first: no battery line.
    CHECK(std::none_of(d[0].begin(), d[0].end(),
                       [](const std::string& l) { return l.rfind("battery ", 0) == 0; }));
    // On: one line per battery, numbered in the file's order, with the engine's targets.
    const cdo::app::Document doc = cdo::app::Document::open("tests/app/data/table.yaml");
    for (const cdo::app::BatteryTargets& b :
         cdo::app::allBatteryTargets(doc.engine(), doc.scenario())) {
        std::string line = "battery " + std::to_string(b.number) + " " +
                           doc.scenario().gt().units[size_t(b.battery)].id;
        for (int t : b.targets)
            line += " " + doc.scenario().gt().units[size_t(t)].id;
        CAPTURE(line);
        CHECK(has(out, line));
    }
    CHECK(has(out, "battery 2 fr-horse")); // limbered: numbered, no line
    // Drawn: battery 1's lines in its colour, gone when the view is off.
    sf::Image on, off;
    REQUIRE(on.loadFromFile((dir / "on.png").string()));
    REQUIRE(off.loadFromFile((dir / "off.png").string()));
    const cdo::app::Colour one = cdo::app::batteryStyle(1).colour,
                           three = cdo::app::batteryStyle(3).colour;
    CHECK(count(on, one) > 200);
    CHECK(count(on, three) > 50); // au-guns' lines
    CHECK(count(off, one) < count(on, one) / 10);
    // Recomputed after an edit: au-ir-4 dragged behind the French is no one's target now,
    // and au-behind, which it helped hide, is seen.
    CHECK(has(d[2], "unit au-ir-4 6.0000 4.0000 180.00"));
    CHECK(has(d[2], "battery 1 fr-12pdr au-screen au-behind au-guns"));
    CHECK(has(d[2], "battery 3 au-guns fr-12pdr fr-ligne-1"));
}

TEST_CASE("views gui: during a drag the all-batteries lines are the engine's for each step") {
    // The app keeps the batteries' answers across a drag and asks again only those a step can
    // change (all_batteries.h). au-behind (33,24) is dragged step by step: in front of
    // fr-12pdr (36,12; front edge y = 12.5), across its lines to au-ir-4 (36,17), then far off;
    // after each step the dumped battery lines must be what the engine says afresh for the
    // units where the same dump puts them.
    app();
    const fs::path dir = cdo::test::scratchFolder("views", "all-batteries-drag");
    std::ofstream(dir / "script.txt") << "view all-batteries on\ndump\ndown 33 24\n"
                                      << "move 33 22\ndump\nmove 36 14.8\ndump\n"
                                      << "move 38 15\ndump\nmove 60 30\ndump\nup 60 30\ndump\n";
    const Run r =
        run(dir, "--script " + (dir / "script.txt").string() + " tests/app/data/table.yaml");
    REQUIRE(r.code == 0);
    const auto d = dumps(r.out);
    REQUIRE(d.size() == 6);
    const cdo::app::Document doc = cdo::app::Document::open("tests/app/data/table.yaml");
    std::vector<std::string> seen;
    for (const auto& block : d) {
        cdo::Scenario s = doc.scenario();
        for (const std::string& l : block) {
            std::istringstream in(l);
            std::string word, id;
            double x = 0, y = 0, f = 0;
            if (!(in >> word >> id >> x >> y >> f) || word != "unit") continue;
            const int i = s.gt().unitIndex(id);
            REQUIRE(i >= 0);
            s.gt().units[size_t(i)].at = {x, y};
            s.gt().units[size_t(i)].facing = f;
        }
        const cdo::gt::Engine engine(s);
        std::string got, want;
        for (const std::string& l : block)
            if (l.rfind("battery ", 0) == 0) got += l + "\n";
        for (const cdo::app::BatteryTargets& b : cdo::app::allBatteryTargets(engine, s)) {
            want +=
                "battery " + std::to_string(b.number) + " " + s.gt().units[size_t(b.battery)].id;
            for (int t : b.targets)
                want += " " + s.gt().units[size_t(t)].id;
            want += "\n";
        }
        CHECK(got == want);
        seen.push_back(got);
    }
    // The drag did change fr-12pdr's answer on the way (au-behind in front of it), so the
    // comparison above saw answers kept and answers asked again.
    CHECK(seen[0] != seen[2]);
}

TEST_CASE("views gui: --all-batteries draws every battery's lines in a screenshot") {
    app();
    const fs::path dir = cdo::test::scratchFolder("views", "all-batteries-option");
    const Run r = run(dir, "--all-batteries --screenshot " + (dir / "demo.png").string() +
                               " assets/scenarios/demo.yaml");
    REQUIRE(r.code == 0);
    sf::Image img;
    REQUIRE(img.loadFromFile((dir / "demo.png").string()));
    std::size_t styled = 0;
    for (int n = 1; n <= 7; ++n)
        styled += count(img, cdo::app::batteryStyle(n).colour) > 30;
    CHECK(styled >= 2); // at least two batteries of the demo may fire
}

TEST_CASE("views gui: --export-ruling makes an opaque picture of the size asked without panels") {
    app();
    const fs::path dir = cdo::test::scratchFolder("views", "export-ruling");
    const std::string pick = " --select fr-12pdr --target au-ir-4 tests/app/data/table.yaml";
    Run r = run(dir, "--export-ruling " + (dir / "wide.png").string() + " --size 1600x1000" + pick);
    REQUIRE(r.code == 0);
    r = run(dir, "--export-ruling " + (dir / "upright.png").string() + " --size 900x1200" + pick);
    REQUIRE(r.code == 0);
    // The same view as a screenshot, for comparison: it has panels.
    r = run(dir, "--screenshot " + (dir / "screen.png").string() + " --size 1600x1000" + pick);
    REQUIRE(r.code == 0);
    sf::Image wide, upright, screen;
    REQUIRE(wide.loadFromFile((dir / "wide.png").string()));
    REQUIRE(upright.loadFromFile((dir / "upright.png").string()));
    REQUIRE(screen.loadFromFile((dir / "screen.png").string()));
    CHECK(wide.getSize() == sf::Vector2u(1600, 1000));
    CHECK(upright.getSize() == sf::Vector2u(900, 1200));
    for (const sf::Image* img : {&wide, &upright}) {
        std::size_t seeThrough = 0;
        for (unsigned y = 0; y < img->getSize().y; ++y)
            for (unsigned x = 0; x < img->getSize().x; ++x)
                seeThrough += img->getPixel(x, y).a != 255;
        CHECK(seeThrough == 0);
        // No panel: not one pixel of the panels' background, which fills much of a screenshot.
        CHECK(count(*img, kPanel) == 0);
        // The table (cloth) and the ruling's sight lines, green: au-ir-4 is in plain view.
        CHECK(count(*img, cdo::app::colours::cloth) > 100000);
        CHECK(count(*img, cdo::app::colours::sightClear) > 100);
    }
    CHECK(count(screen, kPanel) > 100000);
    // Where the screenshot has its top bar, the picture has the table.
    CHECK(count(screen, kPanel, 0, 0, 1000, 50) > 10000);
    CHECK(count(wide, kPanel, 0, 0, 1000, 50) == 0);
    // (a tenth of that strip is bare cloth: the arc's wash, a base and the 12" label cover the
    // rest)
    CHECK(count(wide, cdo::app::colours::cloth, 0, 0, 1000, 50) > 5000);
    // The words column (the right third) is light paper with the verdict in dark green.
    const cdo::app::Colour paper{246, 243, 235};
    CHECK(count(wide, paper, 1100, 0, 1600, 1000) > 200000);
    CHECK(count(wide, cdo::app::Colour(0, 110, 45), 1100, 0, 1600, 120) > 50);
    // Upright, the words are below the table.
    CHECK(count(upright, paper, 0, 800, 900, 1200) > 200000);
}

TEST_CASE("views gui: a La Bataille ruling exports as a picture too, in the engine's words") {
    app();
    const fs::path dir = cdo::test::scratchFolder("views", "export-ruling-lb");
    const Run r = run(dir, "--export-ruling " + (dir / "lb.png").string() +
                               " --size 1280x800 --select fr-reserve-battery --target ru-jagers "
                               "assets/scenarios/lb-friedland-sortlack.yaml");
    REQUIRE(r.code == 0);
    sf::Image img;
    REQUIRE(img.loadFromFile((dir / "lb.png").string()));
    CHECK(img.getSize() == sf::Vector2u(1280, 800));
    CHECK(count(img, kPanel) == 0);
    const cdo::app::Colour paper{246, 243, 235};
    CHECK(count(img, paper, 880, 0, 1280, 800) > 150000);
    // Not the closest target: the verdict in dark red at the top of the words.
    CHECK(count(img, cdo::app::Colour(175, 20, 20), 880, 0, 1280, 100) > 50);
}

TEST_CASE("views gui: a ruling picture needs a ruling") {
    app();
    const fs::path dir = cdo::test::scratchFolder("views", "export-ruling-refused");
    Run r = run(dir, "--export-ruling " + (dir / "x.png").string() +
                         " --select fr-12pdr --target nobody tests/app/data/table.yaml");
    CHECK(r.code == 2);
    CHECK(r.err.find("no unit with the id 'nobody'") != std::string::npos);
    CHECK_FALSE(fs::exists(dir / "x.png"));
    r = run(dir, "--export-ruling " + (dir / "x.png").string() + " tests/app/data/table.yaml");
    CHECK(r.code == 2);
    CHECK(r.err.find("--export-ruling needs --select FIRER, --target TARGET") != std::string::npos);
}

TEST_CASE("views gui: the ruling panel's button exports the picture beside the scenario") {
    app();
    const fs::path dir = cdo::test::scratchFolder("views", "export-ruling-button");
    fs::copy_file("tests/app/data/table.yaml", dir / "t.yaml");
    std::ofstream(dir / "script.txt") << "tap 36 12\ntap 36 17\n" // the battery, then au-ir-4
                                      << "press Export ruling picture\n"
                                      << "press 1920 x 1080\n"
                                      << "press Export\n"
                                      << "dump\n";
    const Run r =
        run(dir, "--script " + (dir / "script.txt").string() + " " + (dir / "t.yaml").string());
    REQUIRE(r.code == 0);
    const fs::path png = dir / "t-fr-12pdr-au-ir-4-ruling.png";
    REQUIRE(fs::exists(png));
    sf::Image img;
    REQUIRE(img.loadFromFile(png.string()));
    CHECK(img.getSize() == sf::Vector2u(1920, 1080));
    CHECK(count(img, kPanel) == 0);
    CHECK(has(lines(r.out), "error -"));
}

TEST_CASE("views gui: New asks the table's size and refuses a silly one") {
    app();
    const fs::path dir = cdo::test::scratchFolder("views", "new-table");
    std::ofstream(dir / "script.txt") << "press New\n"
                                      << "dump\n"
                                      << "press 8' x 6' (96 x 72 in)\n"
                                      << "dump\n"
                                      << "newtable 0 48\n"
                                      << "dump\n"
                                      << "newtable 1001 48\n"
                                      << "dump\n"
                                      << "newtable 48 48\n"
                                      << "dump\n";
    const Run r =
        run(dir, "--script " + (dir / "script.txt").string() + " tests/app/data/table.yaml");
    REQUIRE(r.code == 0);
    const auto d = dumps(r.out);
    REQUIRE(d.size() >= 5);
    CHECK(has(d[0], "dialog New table"));
    CHECK(has(d[0], "table 72.00 48.00")); // still the file's table
    // 8' x 6': an empty untitled table of 96 x 72 inches, nothing to save yet.
    CHECK(has(d[1], "table 96.00 72.00"));
    CHECK(has(d[1], "file -"));
    CHECK(has(d[1], "dirty 0"));
    CHECK(std::none_of(d[1].begin(), d[1].end(),
                       [](const std::string& l) { return l.rfind("unit ", 0) == 0; }));
    // Refused, in words, and the table stays as it was.
    CHECK(has(d[2], "error the table's width must be more than 0 and at most 1000 inches"));
    CHECK(has(d[2], "table 96.00 72.00"));
    CHECK(has(d[3], "table 96.00 72.00"));
    CHECK(has(d[4], "table 48.00 48.00"));
}

TEST_CASE("views gui: New on a table with unsaved changes asks first") {
    app();
    const fs::path dir = cdo::test::scratchFolder("views", "new-table-dirty");
    std::ofstream(dir / "script.txt") << "drag 36 12 36 10\n"
                                      << "press New\n"
                                      << "dump\n"
                                      << "press Cancel\n"
                                      << "dump\n"
                                      << "press New\n"
                                      << "press Discard them\n"
                                      << "dump\n"
                                      << "press 4' x 4' (48 x 48 in)\n"
                                      << "dump\n";
    const Run r =
        run(dir, "--script " + (dir / "script.txt").string() + " tests/app/data/table.yaml");
    REQUIRE(r.code == 0);
    const auto d = dumps(r.out);
    REQUIRE(d.size() >= 4);
    CHECK(has(d[0], "dialog Unsaved changes"));
    CHECK(has(d[1], "dirty 1")); // Cancel: the table and its changes stay
    CHECK(has(d[1], "unit fr-12pdr 36.0000 10.0000 0.00"));
    CHECK(has(d[2], "dialog New table"));
    CHECK(has(d[3], "table 48.00 48.00"));
    CHECK(has(d[3], "dirty 0"));
}

TEST_CASE("views gui: a turned view is painted all round the cloth, not cleared under it") {
    // The ground paints the background only outside the cloth (Scene::table), where the view
    // used to be cleared through the scissor first. Turned 45° (three taps of 15°) and zoomed
    // in, the cloth is a diamond: the view's corners are background, its middle is cloth, and
    // no pixel of the table's part of the window is left in the panels' colour.
    app();
    const fs::path dir = cdo::test::scratchFolder("views", "turned");
    const fs::path png = dir / "turned.png";
    std::ofstream(dir / "script.txt") << "press ↺\npress ↺\npress ↺\npress +\n"
                                      << "screenshot " << png.string() << "\n";
    const Run r =
        run(dir, "--script " + (dir / "script.txt").string() + " assets/scenarios/demo.yaml");
    REQUIRE(r.code == 0);
    sf::Image img;
    REQUIRE(img.loadFromFile(png.string()));
    REQUIRE(img.getSize() == sf::Vector2u(1280, 800));
    // The table's part of a 1280x800 window lies between the left bar (82 px) and the side
    // panel (from 890 px), under the top bar (70 px); a margin of 10 px keeps off its edges.
    const cdo::app::Colour background = cdo::app::colours::background;
    CHECK(img.getPixel(95, 85) == background);
    CHECK(img.getPixel(875, 785) == background);
    CHECK(img.getPixel(486, 435) != background);
    CHECK(count(img, background, 92, 80, 880, 790) > 20000);
    CHECK(count(img, kPanel, 92, 80, 880, 790) == 0);
}
