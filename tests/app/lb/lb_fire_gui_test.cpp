// The La Bataille face's answers beyond one ruling, played through the built app's script
// runner (docs/app.md, "Scripted runs") on tests/app/data/lb-fire.yaml, each checked against
// what coupdoeil-cli answers for the same file (the first line of its words is the status
// line's): opportunity fire while a counter is dragged and for a formation looked at before it
// is taken, combined fire from picked hexes, retreat before melee from picked attackers,
// defensive fire drawn. Screenshots at 1280x800 and 800x1280 are kept in the case's scratch
// folder. Skipped (77) without the app, the CLI or a display.
#include "core/la_bataille/hex.h"
#include "io/scenario_io.h"
#include "skip.h"
#include "support.h"

#include <SFML/Graphics/Image.hpp>
#include <doctest/doctest.h>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <unistd.h>
#include <vector>

namespace fs = std::filesystem;

using cdo::test::dumps;
using cdo::test::has;
using cdo::test::Run;

namespace {

const char* kMap = "tests/app/data/lb-fire.yaml";

fs::path scratch(const std::string& name) {
    return cdo::test::scratchFolder("lb-fire", name + "-" + std::to_string(::getpid()));
}

Run play(const fs::path& dir, const std::string& script, const std::string& size = "1280x800") {
    const std::string exe = cdo::test::guiApp();
    std::ofstream(dir / "script.txt") << script;
    return cdo::test::runIn(
        dir, exe, "--size " + size + " --script " + (dir / "script.txt").string() + " " + kMap);
}

// The CLI's text answer, line by line.
std::vector<std::string> cliLines(const fs::path& dir, const std::string& args) {
    const std::string exe = cdo::test::requiredBinary(
        "COUPDOEIL_CLI", "the GUI tests run under CTest, which gives the built CLI");
    const Run r = cdo::test::runIn(dir, exe, args);
    REQUIRE_MESSAGE(r.code == 0, r.err);
    std::vector<std::string> out;
    std::istringstream in(r.out);
    for (std::string l; std::getline(in, l);)
        out.push_back(l);
    return out;
}

// coupdoeil-cli's answer, its lines joined by spaces (as the dump prints JSON on one line).
std::string cliJson(const fs::path& dir, const std::string& args) {
    std::string out;
    for (const std::string& l : cliLines(dir, args))
        out += (out.empty() ? "" : " ") + l;
    return out;
}

// The rest of the dump's first line that starts with `prefix`.
std::string one(const std::vector<std::string>& block, const std::string& prefix) {
    for (const std::string& l : block)
        if (l.rfind(prefix, 0) == 0) return l.substr(prefix.size());
    return "(none)";
}

} // namespace

TEST_CASE("lb fire gui: a counter dragged out of an enemy zone shows who may fire before it is "
          "let go, as coupdoeil-cli opportunity answers") {
    const fs::path dir = scratch("drag");
    const Run r = play(dir, "taphex 0504\n"
                            "downhex 0504\n"
                            "movehex 0505\n"
                            "dump\n"
                            "screenshot " +
                                (dir / "drag-1280x800.png").string() +
                                "\n"
                                "movehex 0506\n"
                                "dump\n"
                                "uphex 0506\n"
                                "dump\n");
    REQUIRE_MESSAGE(r.code == 0, r.err);
    const auto d = dumps(r.out);
    REQUIRE(d.size() == 3);
    // One hex out of au-col's zone: au-col fires at 0504, at column; the counter is moved in
    // the file already, the answer is about the move from where it stood.
    const auto step1 = cliLines(dir, std::string("opportunity ") + kMap + " fr-col --to 0505");
    REQUIRE(step1.size() == 2);
    CHECK(step1[0] == "fr-col moving through 0505: 1 enemy may give opportunity fire "
                      "(Opportunity fire, L4)");
    CHECK(has(d[0], "status " + step1[0]));
    CHECK(has(d[0], "counter fr-col 0505 0 column 6"));
    CHECK(has(d[0], "lbfire drag-path 0505"));
    CHECK(one(d[0], "lbfire moving ") ==
          cliJson(dir, std::string("opportunity ") + kMap + " fr-col --format json --to 0505"));
    // Two hexes: the same enemy, once (it left the zone once).
    const auto two = cliLines(dir, std::string("opportunity ") + kMap + " fr-col --to 0505 0506");
    CHECK(has(d[1], "status " + two[0]));
    // Let go: the move is made, the answer said in the status line.
    CHECK(has(d[2], "counter fr-col 0506 0 column 6"));
    CHECK(has(d[2], "status Moved: 1 may give opportunity fire (see the panel before the next "
                    "move)"));
    CHECK(has(d[2], "undo Move counter"));
}

TEST_CASE("lb fire gui: a formation looked at before it is taken shows who may fire, as "
          "coupdoeil-cli opportunity --form answers, and only its button takes it") {
    const fs::path dir = scratch("form");
    const Run r = play(dir,
                       "taphex 0504\n"
                       "press If line\n"
                       "dump\n"
                       "screenshot " +
                           (dir / "form-800x1280.png").string() +
                           "\n"
                           "press Change to line\n"
                           "dump\n",
                       "800x1280");
    REQUIRE_MESSAGE(r.code == 0, r.err);
    const auto d = dumps(r.out);
    REQUIRE(d.size() == 2);
    const auto cliWords = cliLines(dir, std::string("opportunity ") + kMap + " fr-col --form line");
    REQUIRE_FALSE(cliWords.empty());
    CHECK(cliWords[0] == "fr-col changing from column to line: 1 enemy may give opportunity fire "
                         "(Opportunity fire, L4)");
    CHECK(has(d[0], "status " + cliWords[0]));
    // The whole answer, and each formation's, is the CLI's (line, as the button looked at).
    CHECK(one(d[0], "lbfire form line ") ==
          cliJson(dir, std::string("opportunity ") + kMap + " fr-col --form line --format json"));
    CHECK(has(d[0], "lbfire preview line"));
    CHECK(has(d[0], "counter fr-col 0504 0 column 6")); // not taken yet
    CHECK(has(d[0], "undo -"));
    CHECK(one(d[1], "counter fr-col ").find(" line 6") != std::string::npos);
    CHECK(has(d[1], "undo Change formation"));
}

TEST_CASE("lb fire gui: hexes picked to combine fire at a target hex, as coupdoeil-cli combine "
          "answers") {
    const fs::path dir = scratch("combine");
    const Run r = play(dir, "taphex 0404\n"
                            "press Pick hexes to combine\n"
                            "taphex 0604\n"
                            "dump\n"
                            "taphex 0503\n"
                            "dump\n"
                            "screenshot " +
                                (dir / "combine-1280x800.png").string() +
                                "\n"
                                "taphex 0604\n"
                                "dump\n"
                                "press Stop combining\n"
                                "taphex 0604\n"
                                "dump\n");
    REQUIRE_MESSAGE(r.code == 0, r.err);
    const auto d = dumps(r.out);
    REQUIRE(d.size() == 4);
    CHECK(has(d[0], "status Combined fire: tap an enemy hex for the target"));
    CHECK(has(d[0], "firer fr-art-1")); // the pick's tap did not select fr-art-2
    CHECK(has(d[1], "target-hex 0503"));
    const auto both = cliLines(dir, std::string("combine ") + kMap + " 0503 0404 0604");
    CHECK(both[0] == "Combined fire at 0503: allowed, joint strength 12");
    CHECK(has(d[1], "status " + both[0]));
    // The whole answer (each hex's strength, the odds shift) is the CLI's.
    CHECK(one(d[1], "lbfire combine ") ==
          cliJson(dir, std::string("combine ") + kMap + " 0503 0404 0604 --format json"));
    // 0604 tapped again: dropped; fr-art-1 alone.
    const auto alone = cliLines(dir, std::string("combine ") + kMap + " 0503 0404");
    CHECK(has(d[2], "status " + alone[0]));
    // Picking stopped: a tap on 0604 selects its battery again.
    CHECK(has(d[3], "firer fr-art-2"));
}

TEST_CASE("lb fire gui: attackers picked for a retreat before melee, as coupdoeil-cli retreat "
          "answers") {
    const fs::path dir = scratch("retreat");
    const Run r = play(dir,
                       "taphex 0907\n"
                       "press Pick attackers\n"
                       "taphex 0906\n"
                       "dump\n"
                       "screenshot " +
                           (dir / "retreat-800x1280.png").string() +
                           "\n"
                           "taphex 0906\n"
                           "dump\n",
                       "800x1280");
    REQUIRE_MESSAGE(r.code == 0, r.err);
    const auto d = dumps(r.out);
    REQUIRE(d.size() == 2);
    const auto cliWords =
        cliLines(dir, std::string("retreat ") + kMap + " fr-hus --attackers au-ir-2");
    REQUIRE_FALSE(cliWords.empty());
    CHECK(cliWords[0].rfind("fr-hus may withdraw before melee.", 0) == 0);
    CHECK(has(d[0], "status " + cliWords[0]));
    // The whole answer (its rights, each hex it may reach) is the CLI's.
    CHECK(
        one(d[0], "lbfire retreat ") ==
        cliJson(dir, std::string("retreat ") + kMap + " fr-hus --attackers au-ir-2 --format json"));
    CHECK(has(d[0], "target-hex -")); // the tap picked an attacker, not a target
    CHECK(has(d[0], "firer fr-hus"));
    CHECK(has(d[1], "status Retreat before melee: tap an enemy's hex for an attacker"));
}

TEST_CASE("lb fire gui: the selected counter's defensive fire is drawn at each enemy across its "
          "front, as coupdoeil-cli defensive counts them") {
    const fs::path dir = scratch("defensive");
    const Run r = play(dir, "taphex 0504\n"
                            "dump\n"
                            "screenshot " +
                                (dir / "defensive.png").string() +
                                "\n"
                                "taphex 0101\ntaphex 0101\n" // nothing selected
                                "screenshot " +
                                (dir / "none.png").string() + "\n");
    REQUIRE_MESSAGE(r.code == 0, r.err);
    CHECK(cliLines(dir, std::string("defensive ") + kMap + " fr-col")[0] ==
          "fr-col: defensive fire (L4) at 1 enemy hex across its front hexsides");
    // The app's rulings are the CLI's: its JSON array holds one ruling a line ("[", then each
    // ruling, a comma after all but the last, then "]"), the dump one "lbfire defensive" line
    // each, in the same order.
    const auto d = dumps(r.out);
    REQUIRE(d.size() == 1);
    std::vector<std::string> app, cli;
    const std::string prefix = "lbfire defensive ";
    for (const std::string& l : d[0])
        if (l.rfind(prefix, 0) == 0) app.push_back(l.substr(prefix.size()));
    for (std::string l :
         cliLines(dir, std::string("defensive ") + kMap + " fr-col --format json")) {
        if (l == "[" || l == "]") continue;
        l.erase(0, l.find_first_not_of(' '));
        if (!l.empty() && l.back() == ',') l.pop_back();
        cli.push_back(l);
    }
    CHECK(app.size() == 1);
    CHECK(app == cli);
    // Its light blue line and outline, only while a counter is selected.
    auto blue = [](const fs::path& png) {
        sf::Image img;
        REQUIRE(img.loadFromFile(png.string()));
        std::size_t n = 0;
        for (unsigned y = 0; y < img.getSize().y; ++y)
            for (unsigned x = 0; x < img.getSize().x; ++x)
                n += img.getPixel(x, y) == sf::Color(120, 200, 255);
        return n;
    };
    CHECK(blue(dir / "defensive.png") > 200);
    CHECK(blue(dir / "none.png") == 0);
}

TEST_CASE("lb fire gui: the zones shown are the selected counter's enemies', either side's by "
          "choice, as coupdoeil-cli zoi lists them") {
    const fs::path dir = scratch("zones");
    // A tap on an enemy's hex while a counter is selected names the target hex; a tap on the
    // selected counter's own hex (the last of its stack) selects none. So fr-col is let go
    // (0504 again) before au-col is selected (0503).
    const Run r = play(dir, "taphex 0504\ndump\ntaphex 0504\ndump\ntaphex 0503\ndump\n"
                            "view zones austrian\ndump\n"
                            "screenshot " +
                                (dir / "zones.png").string() + "\n");
    REQUIRE_MESSAGE(r.code == 0, r.err);
    const auto d = dumps(r.out);
    REQUIRE(d.size() == 4);
    CHECK(has(d[0], "lbfire zones-shown austrian")); // fr-col moves through the Austrians'
    CHECK(has(d[1], "firer -"));
    CHECK(has(d[1], "lbfire zones-shown")); // none selected, none chosen: no zones
    CHECK(has(d[2], "firer au-col"));
    CHECK(has(d[2], "lbfire zones-shown french")); // au-col moves through the French
    CHECK(has(d[3], "lbfire zones-shown austrian french"));
    CHECK(one(d[0], "lbfire zones ") ==
          cliJson(dir, std::string("zoi ") + kMap + " --format json"));
}

TEST_CASE("lb fire gui: New makes an empty La Bataille map of the size typed, refuses one the "
          "file could not hold") {
    const fs::path dir = scratch("newmap");
    const Run r = play(dir,
                       "newmap 40 30\ndump\n"
                       "screenshot " +
                           (dir / "newmap-800x1280.png").string() +
                           "\n"
                           "newmap 999 999\ndump\n",
                       "800x1280");
    REQUIRE_MESSAGE(r.code == 0, r.err);
    const auto d = dumps(r.out);
    REQUIRE(d.size() == 2);
    CHECK(has(d[0], "status New La Bataille map, 40 x 30 hexes"));
    CHECK(has(d[0], "rulings yes"));
    CHECK(has(d[0], "file -"));
    CHECK(one(d[0], "counter ") == "(none)");
    CHECK(has(d[1], "error a map has at most 250000 hexes; 999 x 999 is 998001"));
}

TEST_CASE("lb fire gui: the New dialog's Make this map starts an empty La Bataille map of the "
          "size it shows") {
    // The dialog's form offers 30 x 22 hexes (one sheet of the series' maps); at 1280x800 and
    // upright, its button is pressed as a player would, not through the script's `newmap`.
    for (const std::string size : {"1280x800", "800x1280"}) {
        CAPTURE(size);
        const fs::path dir = scratch("newmap-dialog-" + size);
        const Run r = play(dir,
                           "press New\ndump\nscreenshot " + (dir / "new.png").string() +
                               "\npress Make this map\ndump\n",
                           size);
        REQUIRE_MESSAGE(r.code == 0, r.err);
        const auto d = dumps(r.out);
        REQUIRE(d.size() == 2);
        CHECK(has(d[0], "dialog New table"));
        CHECK(std::none_of(d[1].begin(), d[1].end(), [](const std::string& l) {
            return l.rfind("dialog ", 0) == 0; // closed
        }));
        CHECK(has(d[1], "status New La Bataille map, 30 x 22 hexes"));
        CHECK(has(d[1], "rulings yes"));
        CHECK(has(d[1], "file -"));
        CHECK(one(d[1], "counter ") == "(none)");
    }
}

TEST_CASE("lb fire gui: on a big map at fit zoom the hex ids show only when the setting asks "
          "for them") {
    // 60 x 40 hexes fitted into the 1280x800 window's table (about 800 px wide): a hex is
    // some 13 px across, too small for its id inside it, so none is drawn; with "Hex ids at
    // every zoom" on, every n-th column and row carries its id in white on a dark patch
    // (hexIdStride, tested in lb_fire_test.cpp). Counted in the table's upper part, clear of
    // the status line.
    const fs::path dir = scratch("hexids");
    const Run r =
        play(dir, "newmap 60 40\nscreenshot " + (dir / "off.png").string() +
                      "\nview hex-ids on\nscreenshot " + (dir / "on.png").string() + "\n");
    REQUIRE_MESSAGE(r.code == 0, r.err);
    auto white = [](const fs::path& png) {
        sf::Image img;
        REQUIRE(img.loadFromFile(png.string()));
        std::size_t n = 0;
        for (unsigned y = 90; y < 400; ++y)
            for (unsigned x = 90; x < 880; ++x)
                n += img.getPixel(x, y) == sf::Color::White;
        return n;
    };
    CHECK(white(dir / "off.png") == 0);
    CHECK(white(dir / "on.png") > 100);
}

namespace {

// The box `layout` printed for the button `label` in the n-th layout block ("-" if none).
std::string buttonBox(const std::string& out, int block, const std::string& label) {
    std::istringstream in(out);
    int n = 0;
    for (std::string l; std::getline(in, l);) {
        if (l == "---") {
            ++n;
            continue;
        }
        if (n != block || l.rfind("button ", 0) != 0) continue;
        // "button X Y W H LABEL"
        std::istringstream w(l);
        std::string verb, x, y, wd, h, rest;
        w >> verb >> x >> y >> wd >> h;
        std::getline(w >> std::ws, rest);
        if (rest == label) return x + " " + y + " " + wd + " " + h;
    }
    return "-";
}

} // namespace

TEST_CASE("lb fire gui: a pick's button and the one that stops it stand in the same place, and a "
          "formation's button stays where it was once tapped") {
    for (const std::string size : {"1280x800", "800x1280"}) {
        CAPTURE(size);
        const fs::path dir = scratch("still-" + size);
        // The first press of each scrolls the panel to it (as a finger would); the layouts
        // are read after, so only a tap moves anything.
        const Run r = play(dir,
                           "taphex 0504\n"
                           "press Pick hexes to combine\nlayout\n"           // block 0
                           "press Stop combining\nlayout\n"                  // block 1
                           "press Pick attackers\nlayout\n"                  // block 2
                           "press Stop picking attackers\nlayout\n"          // block 3
                           "press If line\nlayout\npress If line\nlayout\n", // blocks 4, 5
                           size);
        REQUIRE_MESSAGE(r.code == 0, r.err);
        const std::string stop = buttonBox(r.out, 0, "Stop combining");
        REQUIRE(stop != "-");
        CHECK(buttonBox(r.out, 1, "Pick hexes to combine") == stop);
        const std::string stopRetreat = buttonBox(r.out, 2, "Stop picking attackers");
        REQUIRE(stopRetreat != "-");
        CHECK(buttonBox(r.out, 3, "Pick attackers") == stopRetreat);
        const std::string line = buttonBox(r.out, 4, "If line");
        REQUIRE(line != "-");
        CHECK(buttonBox(r.out, 5, "If line") == line);
    }
}

namespace {

// x with four decimals, as the script reads it and `where` prints it back.
std::string fixed4(double x) {
    char b[32];
    std::snprintf(b, sizeof b, "%.4f", x);
    return b;
}

// The window pixel `where` printed for table point (x, y) (the first `where x y` line).
sf::Vector2f whereLine(const std::string& out, const cdo::Vec2& p) {
    std::istringstream in(out);
    for (std::string l; std::getline(in, l);) {
        std::istringstream w(l);
        std::string verb;
        double x = 0, y = 0, px = 0, py = 0;
        if (w >> verb >> x >> y >> px >> py && verb == "where" && std::abs(x - p.x) < 1e-3 &&
            std::abs(y - p.y) < 1e-3)
            return {float(px), float(py)};
    }
    FAIL("no where line for that point");
    return {};
}

// Pixels of exactly `c` within `half` pixels of `at`.
std::size_t pixelsNear(const sf::Image& img, sf::Vector2f at, float half, sf::Color c) {
    std::size_t n = 0;
    for (int y = int(at.y - half); y <= int(at.y + half); ++y)
        for (int x = int(at.x - half); x <= int(at.x + half); ++x)
            if (x >= 0 && y >= 0 && unsigned(x) < img.getSize().x && unsigned(y) < img.getSize().y)
                n += img.getPixel(unsigned(x), unsigned(y)) == c;
    return n;
}

} // namespace

TEST_CASE("lb fire gui: every hex the ruling names is marked on the map, the blocking ones in red, "
          "as coupdoeil-cli rule lists them") {
    // tests/app/data/lb-small.yaml: fr-art-1 (0609) at au-cav-1 (0302). The CLI's line of
    // sight crosses 0608, 0507, 0506, 0406, 0505, 0405, 0404, 0303; the woods of 0506, 0406
    // and 0505 block it (each is an obstacle on the line, no elevation lifts it).
    const char* map = "tests/app/data/lb-small.yaml";
    const fs::path dir = scratch("sight");
    const std::string rule = cliJson(dir, std::string("rule ") + map +
                                              " fr-art-1 au-cav-1 "
                                              "--format json");
    REQUIRE(rule.find("\"blocked_by\": [\"0506\", \"0406\", \"0505\"]") != std::string::npos);
    REQUIRE(rule.find("\"crossed\": [\"0608\", \"0507\", \"0506\", \"0406\", \"0505\", \"0405\", "
                      "\"0404\", \"0303\"]") != std::string::npos);
    const cdo::lb::HexGrid g =
        cdo::io::loadScenarioFile(std::string(COUPDOEIL_SOURCE_DIR) + "/" + map).scenario.lb().grid;
    const std::vector<std::string> blocking{"0506", "0406", "0505"}, open{"0608", "0404"};
    std::string where;
    for (const auto* list : {&blocking, &open})
        for (const std::string& id : *list) {
            const cdo::Vec2 c = g.centre(*g.parse(id));
            where += "where " + fixed4(c.x) + " " + fixed4(c.y) + "\n";
        }
    const std::string script = "taphex 0609\ntaphex 0302\ndump\n" + where + "screenshot " +
                               (dir / "sight.png").string() + "\ntaphex 0101\nscreenshot " +
                               (dir / "no-target.png").string() + "\n";
    std::ofstream(dir / "script.txt") << script;
    const Run r =
        cdo::test::runIn(dir, cdo::test::guiApp(),
                         "--size 1280x800 --script " + (dir / "script.txt").string() + " " + map);
    REQUIRE_MESSAGE(r.code == 0, r.err);
    const auto d = dumps(r.out);
    REQUIRE(d.size() == 1);
    REQUIRE(has(d[0], "firer fr-art-1"));
    REQUIRE(has(d[0], "target-hex 0302"));
    auto at = [&](const std::string& id) {
        const cdo::Vec2 c = g.centre(*g.parse(id));
        return whereLine(r.out, {std::stod(fixed4(c.x)), std::stod(fixed4(c.y))});
    };
    // 0505 and 0506 are one above the other: their centres sqrt(3) circumradii apart.
    const sf::Vector2f a = at("0505"), b = at("0506");
    const float radius = std::hypot(a.x - b.x, a.y - b.y) / std::sqrt(3.0f);
    REQUIRE(radius > 5);
    sf::Image sight, none;
    REQUIRE(sight.loadFromFile((dir / "sight.png").string()));
    REQUIRE(none.loadFromFile((dir / "no-target.png").string()));
    const sf::Color red(255, 60, 60), white(250, 250, 250);
    for (const std::string& id : blocking) {
        CAPTURE(id);
        CHECK(pixelsNear(sight, at(id), radius, red) > 20); // its red outline
        CHECK(pixelsNear(none, at(id), radius, red) == 0);  // no ruling, no mark
    }
    for (const std::string& id : open) {
        CAPTURE(id);
        CHECK(pixelsNear(sight, at(id), radius, white) > 20); // crossed, open: white
        CHECK(pixelsNear(sight, at(id), radius, red) == 0);
    }
}
