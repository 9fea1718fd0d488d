// A hill's height in a scenario file (`height`, on a hill: this project's own key, for Fit to
// photo): read in inches or the file's measure, written back only where set, refused not
// positive or over 12" at its place, kept as an unknown key off a hill; a file without it
// loads as before (0, not said).
#include "io/scenario_io.h"

#include "load_error.h"

#include <doctest/doctest.h>

#include <string>

using namespace cdo;
using cdo::test::errorOf;

namespace {

// Lines 1 to 4, the hill on line 4.
const std::string head = "coupdoeil: 1\n"
                         "table: {width: 72, depth: 48}\n"
                         "terrain:\n";

std::string hill(const std::string& height) {
    return head +
           "  - {id: h, kind: hill, outline: [[10, 10], [30, 10], [30, 20]], height: " + height +
           "}\n";
}

} // namespace

TEST_CASE("hill height: read, written back the same, and 0 (not said) in a file without it") {
    const io::ScenarioDocument d = io::loadScenarioText(hill("1.25"), "t.yaml");
    REQUIRE(d.scenario.gt().terrain.size() == 1);
    CHECK(d.scenario.gt().terrain[0].height == 1.25);
    const std::string text = io::scenarioToYaml(d);
    CHECK(text.find("height: 1.25") != std::string::npos);
    const io::ScenarioDocument back = io::loadScenarioText(text, "t.yaml");
    CHECK(back.scenario.gt().terrain[0].height == 1.25);

    const io::ScenarioDocument old = io::loadScenarioText(
        head + "  - {id: h, kind: hill, outline: [[10, 10], [30, 10], [30, 20]]}\n", "t.yaml");
    CHECK(old.scenario.gt().terrain[0].height == 0.0);
    CHECK(io::scenarioToYaml(old).find("height") == std::string::npos);
}

TEST_CASE("hill height: in millimetres converted, refused at 0 or over 12\" at its place, and "
          "kept as it is off a hill") {
    // 25.4 mm is 1".
    const io::ScenarioDocument mm = io::loadScenarioText(
        "coupdoeil: 1\nmeasure: mm\ntable: {width: 1800, depth: 1200}\nterrain:\n"
        "  - {id: h, kind: hill, outline: [[100, 100], [300, 100], [300, 200]], height: 25.4}\n",
        "t.yaml");
    CHECK(mm.scenario.gt().terrain[0].height == doctest::Approx(1.0));

    // "  - {id: h, kind: hill, outline: [[10, 10], [30, 10], [30, 20]], height: " is 73
    // characters: the value starts at column 74.
    const io::LoadError big = errorOf([] { io::loadScenarioText(hill("14"), "t.yaml"); });
    CHECK(big.message().find("terrain 'h': 'height': a hill's height must be from 0.001 to 12 "
                             "inches, got 14") != std::string::npos);
    CHECK(big.line() == 4);
    CHECK(big.column() == 74);
    const io::LoadError zero = errorOf([] { io::loadScenarioText(hill("0"), "t.yaml"); });
    CHECK(zero.message().find("'height': must be positive, got 0") != std::string::npos);
    // On a woods it is not this key: one more kept as it is (files written before it came may
    // have it), and written back.
    const io::ScenarioDocument woods = io::loadScenarioText(
        head + "  - {id: w, kind: woods, outline: [[10, 10], [30, 10], [30, 20]], height: 3}\n",
        "t.yaml");
    CHECK(woods.scenario.gt().terrain[0].height == 0.0);
    CHECK(io::scenarioToYaml(woods).find("height: 3") != std::string::npos);
}
