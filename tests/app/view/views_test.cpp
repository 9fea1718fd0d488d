// The all-batteries view's answers, the ruling picture's words and "New table"'s sizes: the
// display-free parts (the pictures themselves are checked in views_gui_test.cpp).
#include "app/dialogs/new_table.h"
#include "app/document/document.h"
#include "app/gt/all_batteries.h"
#include "core/limits.h"
#include "io/scenario_io.h"

#include <doctest/doctest.h>

#include <algorithm>
#include <cmath>
#include <limits>
#include <set>

using namespace cdo;
using namespace cdo::app;

namespace {

// What `coupdoeil-cli targets` lists VALID for this firer: rulingsFor, the valid ones.
std::vector<int> validByTargets(const Engine& e, int firer) {
    std::vector<int> out;
    for (const RulingPtr& r : e.rulingsFor(firer))
        if (r->valid) out.push_back(e.unitIndex(r->target));
    std::sort(out.begin(), out.end());
    return out;
}

} // namespace

TEST_CASE(
    "views: all batteries lists every battery with the targets coupdoeil-cli targets calls valid") {
    for (const char* file : {"assets/scenarios/demo.yaml", "tests/app/data/table.yaml"}) {
        CAPTURE(file);
        const Document doc = Document::open(file);
        const Scenario& s = doc.scenario();
        const auto all = allBatteryTargets(doc.engine(), s);
        std::size_t batteries = 0;
        for (const Unit& u : s.gt().units)
            batteries += isArtillery(u.type);
        REQUIRE(all.size() == batteries);
        int expectedNumber = 0, withTargets = 0;
        for (const BatteryTargets& b : all) {
            CAPTURE(s.gt().units[size_t(b.battery)].id);
            CHECK(isArtillery(s.gt().units[size_t(b.battery)].type));
            CHECK(b.number == ++expectedNumber); // 1, 2, ... in the file's order
            std::vector<int> got = b.targets;
            std::sort(got.begin(), got.end());
            CHECK(got == validByTargets(doc.engine(), b.battery));
            withTargets += !b.targets.empty();
        }
        CHECK(withTargets > 0); // the check above compared something
    }
}

TEST_CASE("views: all batteries on table.yaml, worked by hand") {
    // fr-12pdr at (36, 12) facing 0 (towards +y): au-ir-4 4" ahead in plain view is valid,
    // au-behind hides behind au-screen and au-ir-4. fr-horse is limbered: no target.
    // au-guns (firing, facing 150) has targets of its own among the French.
    const Document doc = Document::open("tests/app/data/table.yaml");
    const Scenario& s = doc.scenario();
    const auto all = allBatteryTargets(doc.engine(), s);
    REQUIRE(all.size() == 3);
    auto ids = [&](const BatteryTargets& b) {
        std::set<std::string> out;
        for (int t : b.targets)
            out.insert(s.gt().units[size_t(t)].id);
        return out;
    };
    CHECK(s.gt().units[size_t(all[0].battery)].id == "fr-12pdr");
    CHECK(ids(all[0]).count("au-ir-4") == 1);
    CHECK(ids(all[0]).count("au-behind") == 0);
    CHECK(s.gt().units[size_t(all[1].battery)].id == "fr-horse");
    CHECK(all[1].targets.empty());
    CHECK(s.gt().units[size_t(all[2].battery)].id == "au-guns");
}

TEST_CASE("views: every battery of the first 21 has its own colour and dash") {
    std::set<std::tuple<int, int, int, float>> seen;
    for (int n = 1; n <= 21; ++n) {
        const BatteryStyle st = batteryStyle(n);
        seen.insert({st.colour.r, st.colour.g, st.colour.b, st.dash});
        CHECK(st.colour.a == 255);
    }
    CHECK(seen.size() == 21);
    // Seven colours, so batteries 1 and 8 share one and are told apart by the dash.
    CHECK(batteryStyle(1).colour == batteryStyle(8).colour);
    CHECK(batteryStyle(1).dash != batteryStyle(8).dash);
}

TEST_CASE("views: new table sizes are inches within the file layer's limits") {
    CHECK(parseInches("72") == 72.0);
    CHECK(parseInches(" 48.5 ") == 48.5);
    CHECK_FALSE(parseInches(""));
    CHECK_FALSE(parseInches("6'"));
    CHECK_FALSE(parseInches("abc"));
    CHECK_FALSE(parseInches("inf"));
    CHECK_FALSE(parseInches("nan"));
    CHECK_FALSE(parseInches("1e3"));
    CHECK_FALSE(parseInches("72 48"));

    CHECK_FALSE(tableSizeProblem(72, 48));
    CHECK_FALSE(tableSizeProblem(limits::maxTableSide, limits::maxTableSide));
    CHECK_FALSE(tableSizeProblem(limits::minLength, 1));
    CHECK(tableSizeProblem(0, 48) ==
          std::string("the table's width must be more than 0 and at most 1000 inches"));
    CHECK(tableSizeProblem(72, -4) ==
          std::string("the table's depth must be more than 0 and at most 1000 inches"));
    CHECK(tableSizeProblem(1000.5, 48));
    CHECK(tableSizeProblem(std::numeric_limits<double>::quiet_NaN(), 48));
    CHECK(tableSizeProblem(72, std::numeric_limits<double>::infinity()));
    for (const TableSizePreset& p : kTablePresets)
        CHECK_FALSE(tableSizeProblem(p.width, p.depth));
    CHECK(kTablePresets[0].width == 72); // 6' x 4', as the app's table without a file
    CHECK(kTablePresets[0].depth == 48);
}

TEST_CASE("views: a new table saves to a file that loads back at its size") {
    for (const TableSizePreset& p : kTablePresets) {
        CAPTURE(p.label);
        const io::ScenarioDocument d = emptyTable(p.width, p.depth);
        const std::string text = io::verifiedScenarioText(d, "new.yaml"); // throws if not
        const io::ScenarioDocument back = io::loadScenarioText(text, "new.yaml");
        CHECK(back.scenario.gt().tableWidth == p.width);
        CHECK(back.scenario.gt().tableDepth == p.depth);
        CHECK(back.scenario.gt().units.empty());
        CHECK(back.scenario.gt().terrain.empty());
    }
}
