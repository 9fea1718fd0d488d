// "New" La Bataille map (src/app/dialogs/new_table.h): a size in hexes typed, refused outside
// what the file layer reads back, and the empty map saves to a file that loads back.
#include "app/dialogs/new_table.h"
#include "core/limits.h"

#include <doctest/doctest.h>

using namespace cdo;
using namespace cdo::app;

TEST_CASE("new map: a number of hexes is a whole number typed, nothing else") {
    CHECK(parseHexCount("30") == 30);
    CHECK(parseHexCount(" 22 ") == 22);
    CHECK_FALSE(parseHexCount(""));
    CHECK_FALSE(parseHexCount("30.5"));
    CHECK_FALSE(parseHexCount("-3"));
    CHECK_FALSE(parseHexCount("abc"));
    CHECK_FALSE(parseHexCount("30 22"));
    CHECK_FALSE(parseHexCount("99999999999"));
}

TEST_CASE("new map: from 1 to 999 hexes a side, at most 250,000 in all") {
    CHECK_FALSE(mapSizeProblem(30, 22)); // one sheet of the series
    CHECK_FALSE(mapSizeProblem(1, 1));
    CHECK_FALSE(mapSizeProblem(500, 500)); // 250,000 exactly
    CHECK(mapSizeProblem(0, 22) == std::string("a map has from 1 to 999 columns"));
    CHECK(mapSizeProblem(30, 1000) == std::string("a map has from 1 to 999 rows"));
    // 999 x 999 = 998,001 hexes: each side allowed, the whole not.
    CHECK(mapSizeProblem(999, 999) ==
          std::string("a map has at most 250000 hexes; 999 x 999 is 998001"));
}

TEST_CASE("new map: the empty map saves to a file that loads back at its size") {
    const io::ScenarioDocument d = emptyMap(30, 22);
    const std::string text = io::verifiedScenarioText(d, "new.yaml"); // throws if not
    const io::ScenarioDocument back = io::loadScenarioText(text, "new.yaml");
    CHECK((back.scenario.ruleset() == Ruleset::LaBataille));
    CHECK(back.scenario.lb().grid.columns == 30);
    CHECK(back.scenario.lb().grid.rows == 22);
    CHECK(back.scenario.lb().units.empty());
    CHECK((back.scenario.lb().grid.shape == lb::HexShape::Flat));
}
