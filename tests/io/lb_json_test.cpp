// La Bataille rulings in JSON (cli.md, La Bataille): `crossed` lists a hexside pair as a pair and
// never a hex off the map (la-bataille.md L3).
//
// A flat map of 10 x 8, odd columns low (as the demos): even columns' centres stand half a hex
// above odd columns' in the same row.
//
//      0300 (off the map)      From 0201 to 0401 (both high, row 1) the line is level with
//    __ 0301 __                their centres: it runs along the top side of 0301, whose
//   /0201\__/0401\           other hex, 0300, is off the map. Listed: [["0301"]].
//
//   From 0203 to 0403 the line runs along the side between 0302 (above) and 0303 (below):
//   a pair inside the map, [["0302", "0303"]] (0302 is on the firer's left, looking along the
//   line). From 0504 to 0506 the line goes down column 5 through 0505's interior: ["0505"].
#include "core/engine.h"
#include "io/json.h"
#include "io/scenario_io.h"

#include <doctest/doctest.h>

#include <string>

using namespace cdo;

namespace {

const std::string text = "coupdoeil: 1\n"
                         "ruleset: la-bataille\n"
                         "map: {columns: 10, rows: 8}\n"
                         "units:\n"
                         "  - {id: a, side: f, arm: infantry, hexes: [\"0201\"], formation: "
                         "column, facing: 120, increments: 6}\n"
                         "  - {id: b, side: e, arm: infantry, hexes: [\"0401\"], formation: "
                         "column, facing: 240, increments: 6}\n"
                         "  - {id: c, side: f, arm: infantry, hexes: [\"0504\"], formation: "
                         "column, facing: 180, increments: 6}\n"
                         "  - {id: d, side: e, arm: infantry, hexes: [\"0506\"], formation: "
                         "column, facing: 0, increments: 6}\n"
                         "  - {id: g, side: f, arm: infantry, hexes: [\"0203\"], formation: "
                         "column, facing: 120, increments: 6}\n"
                         "  - {id: h, side: e, arm: infantry, hexes: [\"0403\"], formation: "
                         "column, facing: 240, increments: 6}\n";

std::string crossed(const std::string& json) {
    const std::size_t at = json.find("\"crossed\": ");
    REQUIRE(at != std::string::npos);
    const std::size_t end = json.find(", \"adjacent_front\"", at);
    return json.substr(at + 11, end - at - 11);
}

} // namespace

TEST_CASE("lb json: a pair on the map's edge lists only its hex on the map") {
    const io::ScenarioDocument doc = io::loadScenarioText(text, "t.yaml");
    const auto engine = makeEngine(doc.scenario);
    const std::string j = io::toJson(*engine->rule(0, 1));
    CHECK(crossed(j) == "[[\"0301\"]]");
    CHECK(j.find("0300") == std::string::npos); // nowhere, sight_hexes included
}

TEST_CASE("lb json: a hex crossed alone is an id, a pair inside the map two ids together") {
    const io::ScenarioDocument doc = io::loadScenarioText(text, "t.yaml");
    const auto engine = makeEngine(doc.scenario);
    CHECK(crossed(io::toJson(*engine->rule(2, 3))) == "[\"0505\"]");
    const std::string pair = crossed(io::toJson(*engine->rule(4, 5)));
    CHECK((pair == "[[\"0302\", \"0303\"]]" || pair == "[[\"0303\", \"0302\"]]"));
}
