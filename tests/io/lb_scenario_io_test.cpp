// La Bataille scenario files (scenario-format.md, "La Bataille scenarios"): a good file reads
// with every field and round-trips with its unknown keys, the demo scenarios load, and every
// refusal of docs/scenario-errors.md's La Bataille section is checked at its exact position.
#include "core/engine.h"
#include "core/la_bataille/model.h"
#include "core/la_bataille/sight.h"
#include "io/scenario_io.h"

#include "load_error.h"
#include "support.h"

#include <doctest/doctest.h>

#include <filesystem>
#include <string>
#include <vector>

using namespace cdo;
using cdo::test::errorOf;
using cdo::test::refused;
using namespace cdo::io;
namespace fs = std::filesystem;

namespace {

const std::string sourceDir = COUPDOEIL_SOURCE_DIR "/";

// Lines 1-4; units follow from line 5, one a line.
const std::string head = "coupdoeil: 1\n"
                         "ruleset: la-bataille\n"
                         "map: {columns: 20, rows: 16}\n"
                         "units:\n";

// One unit line: an infantry column in 0101 unless `more` says otherwise (later keys given
// twice are refused, so `more` only adds keys; use `unitWith` to replace the usual ones).
std::string unit(const std::string& id, const std::string& more = "") {
    return "  - {id: " + id + ", side: f, arm: infantry, hexes: [\"0101\"], formation: column, " +
           "facing: 0, increments: 6" + more + "}\n";
}
std::string unitWith(const std::string& keys) {
    return "  - {id: a, side: f, " + keys + "}\n";
}

// A file with every key, and unknown keys at every level where they are kept.
const std::string full = R"(coupdoeil: 1
ruleset: la-bataille
map: {columns: 20, rows: 16, hex: flat, shifted: even, sheet: north}
terrain_types:
  vineyard: {blocks_sight: true, cost: {infantry: 2, cavalry: 3, artillery: 4, mule: 1}, colour: green}
  orchard: {clear_for_artillery: false}
hexes:
  - {at: ["0612", "0613", "0712"], terrain: woods, note: "Sortlack"}
  - {at: ["1005", "1006"], elevation: 1}
  - {at: ["1004"], elevation: 1, slope: true}
  - {at: ["0612"], elevation: 2}
hexsides:
  - {at: "0612", side: 60, kind: stream, bridge: false}
  - {at: "0101", side: 180, kind: wall}
fire_defence:
  clear: {column: 6, line: 9, carre: 4, general-order: 8, skirmish: 12, disordered: 6, limbered: 6, unlimbered: 8}
  vineyard: {column: 8.5}
odds_columns: ["1:3", "1:2", "1:1", "3:2", "2:1"]
stacking: {artillery: 6, cavalry: 4}
units:
  - id: fr-4-leger-1
    side: french
    arm: infantry
    name: "4e Léger, 1er bataillon"
    hexes: ["0812", "0912"]
    formation: line
    facing: 330
    increments: 10
    fire: 3
    move: 6
    disordered: true
    routed: false
    morale_check: passed
  - {id: fr-art-1, side: french, arm: foot-artillery, hexes: ["0811"], formation: unlimbered,
     facing: 0, increments: 4, fire: 2.5, move: 4, max_range: 12, stack: 0}
  - {id: fr-lasalle, side: french, arm: leader, hexes: ["0811"], artillery_bonus: true,
     special: true, stack: 1}
  - {id: au-hussars, side: austrian, arm: light-cavalry, hexes: ["1210", "1310"],
     formation: skirmish, facing: 150, increments: 3, disordered: true}
  - {id: au-carre, side: austrian, arm: infantry, hexes: "1410", formation: carre, facing: 330,
     increments: 12}
next_version_key: {a: 1}
)";

} // namespace

TEST_CASE("lb io: a file with every key loads with every field") {
    const ScenarioDocument doc = loadScenarioText(full, "full.yaml");
    const Scenario& s = doc.scenario;
    CHECK((s.ruleset() == Ruleset::LaBataille));
    CHECK(std::holds_alternative<lb::Battle>(s.part)); // no Grande Tactique table beside it
    const lb::Battle& b = s.lb();
    CHECK(b.grid.columns == 20);
    CHECK(b.grid.rows == 16);
    CHECK((b.grid.shape == lb::HexShape::Flat));
    CHECK((b.grid.shift == lb::Shift::Even));
    REQUIRE(b.terrainTypes.size() == 2);
    const lb::TerrainType& vineyard = b.terrainTypes.at("vineyard");
    CHECK(vineyard.blocksSight == std::optional<bool>(true));
    CHECK_FALSE(vineyard.clearForArtillery.has_value());
    CHECK(vineyard.cost.size() == 3);
    CHECK(vineyard.cost.at("artillery") == 4.0);
    CHECK(b.terrainTypes.at("orchard").clearForArtillery == std::optional<bool>(false));
    // Entries that list a hex twice add up: 0612 is woods at elevation 2.
    REQUIRE(b.hexes.size() == 6);
    CHECK((b.at({6, 12}) == lb::HexState{"woods", 2, false}));
    CHECK((b.at({7, 12}) == lb::HexState{"woods", 0, false}));
    CHECK((b.at({10, 4}) == lb::HexState{"clear", 1, true}));
    CHECK((b.at({1, 1}) == lb::HexState{}));
    REQUIRE(b.hexsides.size() == 2);
    CHECK((b.hexsides[0] == lb::HexsideFeature{{6, 12}, 1, "stream"}));
    CHECK((b.hexsides[1] == lb::HexsideFeature{{1, 1}, 3, "wall"}));
    CHECK(b.fireDefence.at("clear").size() == 8);
    CHECK(b.fireDefence.at("vineyard").at("column") == 8.5);
    CHECK(b.oddsColumns == std::vector<std::string>{"1:3", "1:2", "1:1", "3:2", "2:1"});
    CHECK(b.stackingArtillery == std::optional<int>(6));

    REQUIRE(b.units.size() == 5);
    const lb::Unit& line = b.units[0];
    CHECK(line.id == "fr-4-leger-1");
    CHECK(line.name == "4e Léger, 1er bataillon");
    CHECK((line.arm == lb::Arm::Infantry));
    CHECK((line.hexes == std::vector<lb::Hex>{{8, 12}, {9, 12}}));
    CHECK((line.formation == lb::Formation::Line));
    CHECK(line.facing == 330.0);
    CHECK(line.increments == 10);
    CHECK(line.fire == std::optional<double>(3.0));
    CHECK(line.move == std::optional<int>(6));
    CHECK_FALSE(line.routed);
    CHECK(line.disordered);
    CHECK(line.extra != nullptr);
    const lb::Unit& gun = b.units[1];
    CHECK(gun.maxRange == std::optional<int>(12));
    CHECK(gun.fire == std::optional<double>(2.5));
    const lb::Unit& leader = b.units[2];
    CHECK((leader.arm == lb::Arm::Leader));
    CHECK(leader.artilleryBonus);
    CHECK(leader.special);
    CHECK(leader.stack == 1);
    CHECK(leader.increments == 0);
    CHECK_FALSE(leader.fire.has_value());
    CHECK((b.units[3].formation == lb::Formation::Skirmish));
    CHECK(b.units[3].disordered);
    CHECK((b.units[4].hexes == std::vector<lb::Hex>{{14, 10}}));
    CHECK(b.units[4].facing == 330.0);
}

TEST_CASE("lb io: a good file round-trips with its unknown keys") {
    const ScenarioDocument doc = loadScenarioText(full, "full.yaml");
    const std::string text = scenarioToYaml(doc);
    CAPTURE(text);
    for (const char* kept :
         {"sheet: north", "colour: green", "mule: 1", "note: Sortlack", "bridge: false",
          "cavalry: 4", "morale_check: passed", "next_version_key:"})
        CHECK(text.find(kept) != std::string::npos);
    // Hexes of one state are one entry again; ids are quoted so that they stay text.
    CHECK(text.find("  - {at: [\"0612\"], terrain: woods, elevation: 2, note: Sortlack}\n") !=
          std::string::npos);
    CHECK(text.find("odds_columns: [\"1:3\", \"1:2\", \"1:1\", \"3:2\", \"2:1\"]") !=
          std::string::npos);
    const ScenarioDocument back = loadScenarioText(text, "back.yaml");
    CHECK(scenarioToYaml(back) == text);
    // The saving path itself proves the same: read back equal, same text again.
    CHECK(verifiedScenarioText(doc, "full.yaml") == text);
    const fs::path dir = test::scratchFolder("io", "lb-save");
    saveScenarioFile((dir / "battle.yaml").string(), doc);
    CHECK(test::slurp(dir / "battle.yaml") == text);
    const ScenarioDocument again = loadScenarioFile((dir / "battle.yaml").string());
    REQUIRE(again.scenario.lb().units.size() == 5);
    CHECK(again.scenario.lb().units[4].facing == 330.0);
    CHECK((again.scenario.lb().hexes == doc.scenario.lb().hexes));
}

TEST_CASE("lb io: the demo scenarios and the test data load and save back equal") {
    for (const char* file :
         {"assets/scenarios/lb-friedland-sortlack.yaml", "assets/scenarios/lb-wagram-aderklaa.yaml",
          "tests/app/data/la-bataille.yaml", "tests/cli/data/la-bataille.yaml"}) {
        CAPTURE(file);
        const ScenarioDocument doc = loadScenarioFile(sourceDir + file);
        CHECK((doc.scenario.ruleset() == Ruleset::LaBataille));
        CHECK_FALSE(doc.scenario.lb().units.empty());
        const std::string text = verifiedScenarioText(doc, file);
        CHECK(scenarioToYaml(loadScenarioText(text, file)) == text);
    }
    const lb::Battle fr =
        loadScenarioFile(sourceDir + "assets/scenarios/lb-friedland-sortlack.yaml").scenario.lb();
    CHECK(fr.units.size() == 14);
    CHECK_FALSE(fr.fireDefence.empty());
    CHECK(fr.oddsColumns.size() == 9);
    CHECK(fr.hexsides.size() == 8);
    CHECK(fr.at({10, 12}).elevation == 1);
    CHECK(fr.at({12, 13}).slope);
    const lb::Battle wa =
        loadScenarioFile(sourceDir + "assets/scenarios/lb-wagram-aderklaa.yaml").scenario.lb();
    CHECK(wa.units.size() == 17);
    CHECK((wa.grid.shift == lb::Shift::Even));
    CHECK(wa.at({10, 7}).terrain == "village");
}

TEST_CASE("lb io: engineFor gives La Bataille's engine, or refuses in words without one") {
    const ScenarioDocument doc = loadScenarioText(head + unit("a"), "lb.yaml");
    const std::unique_ptr<cdo::Engine> e = engineFor(doc, "lb.yaml");
    CHECK((e->ruleset() == cdo::Ruleset::LaBataille));
    CHECK(e->unitIndex("a") == 0);
    const cdo::EngineFactory previous = cdo::setEngine(cdo::Ruleset::LaBataille, {});
    const LoadError refused = errorOf([&] { (void)engineFor(doc, "lb.yaml"); });
    cdo::setEngine(cdo::Ruleset::LaBataille, previous);
    CHECK(refused.line() == 0);
    CHECK(std::string(refused.what()) ==
          "lb.yaml: rulings for the la-bataille ruleset are not available yet; only "
          "grande-tactique is");
}

TEST_CASE("lb io: a routed unit faces a hexside, whatever its formation") {
    // L1's table: road march and routed units face a hexside (and have no front). A routed
    // line in one hex therefore takes 0, not the line's vertex 30.
    const lb::Battle b = loadScenarioText(head + unitWith("arm: infantry, hexes: [\"0812\"], "
                                                          "formation: line, facing: 0, "
                                                          "increments: 4, routed: true"),
                                          "r.yaml")
                             .scenario.lb();
    CHECK(b.units[0].facing == 0.0);
    refused(head + unitWith("arm: infantry, hexes: [\"0812\"], formation: line, facing: 30, "
                            "increments: 4, routed: true"),
            5, 79,
            "unit 'a': 'facing': a routed unit faces a hexside: 0, 60, 120, 180, 240 or 300; got "
            "30");
}

TEST_CASE("lb io: defaults, three-digit ids and pointy maps") {
    const lb::Battle b =
        loadScenarioText("coupdoeil: 1\nruleset: la-bataille\n", "d.yaml").scenario.lb();
    CHECK(b.grid.columns == 30);
    CHECK(b.grid.rows == 22);
    CHECK((b.grid.shape == lb::HexShape::Flat));
    CHECK((b.grid.shift == lb::Shift::Odd));
    const lb::Battle wide =
        loadScenarioText("coupdoeil: 1\nruleset: la-bataille\nmap: {columns: 120, rows: 30}\n"
                         "units:\n" +
                             unitWith("arm: leader, hexes: [\"106012\"]"),
                         "w.yaml")
            .scenario.lb();
    CHECK((wide.units[0].hexes == std::vector<lb::Hex>{{106, 12}}));
    refused("coupdoeil: 1\nruleset: la-bataille\nmap: {columns: 120, rows: 30}\nunits:\n" +
                unitWith("arm: leader, hexes: [\"0612\"]"),
            5, 43,
            "unit 'a': 'hexes' hex 1: '0612' is not a hex id: column then row, three digits "
            "each (\"106012\"), as the map has more than 99 columns or rows");
    // Pointy hexes face their sides at 30, 90, ...
    const std::string pointy = "coupdoeil: 1\nruleset: la-bataille\nmap: {hex: pointy}\nunits:\n";
    CHECK(loadScenarioText(pointy + unitWith("arm: infantry, hexes: [\"0101\"], formation: "
                                             "column, facing: 90, increments: 6"),
                           "p.yaml")
              .scenario.lb()
              .units[0]
              .facing == 90.0);
    refused(pointy + unit("a"), 5, 81,
            "unit 'a': 'facing': a column faces a hexside: 30, 90, 150, 210, 270 or 330; got 0");
}

TEST_CASE("lb io: refused: a hex id malformed or off the map") {
    refused(head + unitWith("arm: leader, hexes: [\"612\"]"), 5, 43,
            "unit 'a': 'hexes' hex 1: '612' is not a hex id: column then row, two digits each "
            "(\"0612\")");
    refused(head + unitWith("arm: leader, hexes: [\"2101\"]"), 5, 43,
            "unit 'a': 'hexes' hex 1: hex '2101' lies off the map, which has 20 columns and 16 "
            "rows (0101 to 2016)");
    refused(head + unitWith("arm: leader, hexes: [\"0017\"]"), 5, 43,
            "unit 'a': 'hexes' hex 1: hex '0017' lies off the map, which has 20 columns and 16 "
            "rows (0101 to 2016)");
    refused("coupdoeil: 1\nruleset: la-bataille\nmap: {columns: 20, rows: 16}\nhexes:\n"
            "  - {at: [\"0101\", \"1617\"], terrain: woods}\n",
            5, 19,
            "hexes entry 1: 'at' hex 2: hex '1617' lies off the map, which has 20 columns and "
            "16 rows (0101 to 2016)");
}

TEST_CASE("lb io: refused: two hexes not adjacent, or more than two") {
    refused(head + unitWith("arm: infantry, hexes: [\"0812\", \"0814\"], formation: line, "
                            "facing: 30, increments: 8"),
            5, 53,
            "unit 'a': 'hexes' hex 2: hexes '0812' and '0814' are not adjacent (2 hexes apart)");
    refused(head + unitWith("arm: infantry, hexes: [\"0812\", \"0812\"], formation: line, "
                            "facing: 30, increments: 8"),
            5, 53, "unit 'a': 'hexes' hex 2: lists hex '0812' twice");
    refused(head + unitWith("arm: infantry, hexes: [\"0812\", \"0912\", \"1012\"], "
                            "formation: line, facing: 30, increments: 8"),
            5, 44, "unit 'a': 'hexes': a unit stands in one hex or two adjacent hexes, got 3");
    refused(head + unitWith("arm: infantry, hexes: [], formation: column, facing: 0, "
                            "increments: 8"),
            5, 44, "unit 'a': 'hexes': lists no hex; a unit stands in one hex or two");
}

TEST_CASE("lb io: refused: two hexes for a formation that takes one") {
    refused(head + unitWith("arm: infantry, hexes: [\"0812\", \"0912\"], formation: column, "
                            "facing: 0, increments: 8"),
            5, 44,
            "unit 'a': 'hexes': a column stands in one hex; two are for a line of infantry or "
            "cavalry, infantry skirmishers of 4 or more increments, and cavalry skirmishers");
    refused(head + unitWith("arm: leader, hexes: [\"0812\", \"0912\"]"), 5, 42,
            "unit 'a': 'hexes': a leader stands in one hex; two are for a line of infantry or "
            "cavalry, infantry skirmishers of 4 or more increments, and cavalry skirmishers");
    refused(head + unitWith("arm: infantry, hexes: [\"0812\", \"0912\"], formation: skirmish, "
                            "facing: 30, increments: 3"),
            5, 44,
            "unit 'a': 'hexes': infantry skirmishers stand in two hexes only with 4 or more "
            "increments, got 3");
    refused(head + unitWith("arm: light-cavalry, hexes: [\"0812\"], formation: skirmish, "
                            "facing: 30, increments: 3"),
            5, 49,
            "unit 'a': 'hexes': cavalry skirmishers always stand in two adjacent hexes, got one");
    // What is allowed: infantry skirmishers of 4, cavalry lines, light cavalry skirmishing.
    for (const std::string& ok :
         {std::string("arm: infantry, hexes: [\"0812\", \"0912\"], formation: skirmish, "
                      "facing: 30, increments: 4"),
          std::string("arm: heavy-cavalry, hexes: [\"0812\", \"0912\"], formation: line, "
                      "facing: 210, increments: 4"),
          std::string("arm: light-cavalry, hexes: [\"0912\", \"0812\"], formation: skirmish, "
                      "facing: 30, increments: 2")}) {
        CAPTURE(ok);
        CHECK(loadScenarioText(head + unitWith(ok), "ok.yaml").scenario.lb().units.size() == 1);
    }
}

TEST_CASE("lb io: refused: a facing of the wrong kind for the formation") {
    refused(head + unitWith("arm: infantry, hexes: [\"0812\"], formation: line, facing: 0, "
                            "increments: 8"),
            5, 79,
            "unit 'a': 'facing': a line faces a vertex: 30, 90, 150, 210, 270 or 330; got 0");
    refused(head + unitWith("arm: infantry, hexes: [\"0812\"], formation: column, facing: 30, "
                            "increments: 8"),
            5, 81,
            "unit 'a': 'facing': a column faces a hexside: 0, 60, 120, 180, 240 or 300; got 30");
    refused(head + unitWith("arm: foot-artillery, hexes: [\"0812\"], formation: unlimbered, "
                            "facing: 45, increments: 4"),
            5, 91,
            "unit 'a': 'facing': an unlimbered battery faces a hexside: 0, 60, 120, 180, 240 or "
            "300; got 45");
    refused(head + unitWith("arm: infantry, hexes: [\"0812\"], formation: carre, facing: 45, "
                            "increments: 8"),
            5, 80,
            "unit 'a': 'facing': a carre faces a hexside or a vertex: a multiple of 30 (0, 30, "
            "60, ... or 330); got 45");
    // Any turn names the same bearing, stored exactly.
    CHECK(loadScenarioText(head + unitWith("arm: infantry, hexes: [\"0812\"], formation: line, "
                                           "facing: -330.0000001, increments: 8"),
                           "t.yaml")
              .scenario.lb()
              .units[0]
              .facing == 30.0);
}

TEST_CASE("lb io: refused: a two-hex line whose hexes do not share the side at facing +-90") {
    // 0812 and 0912 share the side at 120 (odd columns sit lower): a line across it faces 30
    // or 210, not 90.
    refused(head + unitWith("arm: infantry, hexes: [\"0812\", \"0912\"], formation: line, "
                            "facing: 90, increments: 8"),
            5, 44,
            "unit 'a': 'hexes': a line facing 90 runs across it: its hexes must share the side "
            "at 0 or 180, but '0812' and '0912' share the side at 120 (from '0812')");
    refused(head + unitWith("arm: infantry, hexes: [\"0812\", \"0811\"], formation: skirmish, "
                            "facing: 30, increments: 6"),
            5, 44,
            "unit 'a': 'hexes': a skirmish line facing 30 runs across it: its hexes must share "
            "the side at 120 or 300, but '0812' and '0811' share the side at 0 (from '0812')");
}

TEST_CASE("lb io: refused: an unknown arm, or a formation the arm does not take") {
    refused(head + unitWith("arm: dragoons, hexes: [\"0812\"]"), 5, 27,
            "unit 'a': 'arm': unknown arm 'dragoons' (expected infantry, light-cavalry, "
            "heavy-cavalry, foot-artillery, horse-artillery or leader)");
    refused(head + unitWith("arm: heavy-cavalry, hexes: [\"0812\"], formation: skirmish, "
                            "facing: 30, increments: 4"),
            5, 70,
            "unit 'a': 'formation': formation 'skirmish' is not one for heavy-cavalry (expected "
            "column, line, general-order or road-march)");
    refused(head + unitWith("arm: foot-artillery, hexes: [\"0812\"], formation: squre, "
                            "facing: 0, increments: 4"),
            5, 71,
            "unit 'a': 'formation': unknown formation 'squre' for foot-artillery (expected "
            "limbered or unlimbered)");
    refused(head + unitWith("arm: infantry, hexes: [\"0812\"], facing: 0, increments: 4"), 5, 5,
            "unit 'a': missing required key 'formation'");
}

TEST_CASE("lb io: refused: a key that belongs to other arms") {
    refused(head + unit("a", ", max_range: 6"), 5, 110,
            "unit 'a': 'max_range': applies to artillery only, not to infantry");
    refused(head + unit("a", ", special: true"), 5, 108,
            "unit 'a': 'special': applies to leaders only, not to infantry");
    refused(head + unitWith("arm: leader, hexes: [\"0812\"], routed: true"), 5, 60,
            "unit 'a': 'routed': applies to combat formations only, not to a leader");
}

TEST_CASE("lb io: refused: duplicate unit ids") {
    refused(head + unit("a") + unit("a"), 6, 10,
            "unit 'a': 'id': duplicate unit id 'a' (first at line 5)");
}

TEST_CASE("lb io: refused: artillery over stacking.artillery in a hex") {
    const std::string stacked = "coupdoeil: 1\nruleset: la-bataille\nmap: {columns: 20, rows: 16}\n"
                                "stacking: {artillery: 6}\nunits:\n";
    const std::string gun = "arm: foot-artillery, hexes: [\"0812\"], formation: unlimbered, "
                            "facing: 0, increments: ";
    refused(stacked + unitWith(gun + "4") + "  - {id: b, side: f, " + gun + "3}\n", 7, 106,
            "unit 'b': 'increments': hex '0812' would hold 7 artillery increments with these 3; "
            "stacking.artillery allows 6");
    // Without stacking in the file, nothing is checked; infantry never counts.
    CHECK_NOTHROW(loadScenarioText(
        head + unitWith(gun + "4") + "  - {id: b, side: f, " + gun + "3}\n", "t.yaml"));
    CHECK_NOTHROW(loadScenarioText(stacked + unitWith(gun + "6") +
                                       "  - {id: b, side: f, arm: infantry, hexes: [\"0812\"], "
                                       "formation: column, facing: 0, increments: 6}\n",
                                   "t.yaml"));
}

TEST_CASE("lb io: refused: a hex listed twice in hexes with conflicting values") {
    const std::string top = "coupdoeil: 1\nruleset: la-bataille\nhexes:\n";
    refused(top + "  - {at: [\"0612\", \"0613\"], terrain: woods}\n"
                  "  - {at: [\"0613\"], terrain: village}\n",
            5, 29,
            "hexes entry 2: 'terrain': hex '0613' is given terrain 'woods' at line 4, and "
            "'village' here; entries that list a hex twice must agree");
    refused(top + "  - {at: [\"0612\"], elevation: 1}\n  - {at: [\"0612\"], elevation: 2}\n", 5, 31,
            "hexes entry 2: 'elevation': hex '0612' is given elevation 1 at line 4, and 2 here; "
            "entries that list a hex twice must agree");
    refused(top + "  - {at: [\"0612\"], slope: true}\n  - {at: [\"0612\"], slope: false}\n", 5, 27,
            "hexes entry 2: 'slope': hex '0612' is given slope true at line 4, and false here; "
            "entries that list a hex twice must agree");
    refused(top + "  - {at: [\"0612\"], terrain: wods}\n", 4, 29,
            "hexes entry 1: 'terrain': unknown terrain 'wods' (expected one of la-bataille's: "
            "clear, slope, woods, forest, village, town, hamlet, chateau, vineyard, garden, "
            "swamp, marsh or road, or a name given in terrain_types)");
    refused(top + "  - {at: [], terrain: woods}\n", 4, 10, "hexes entry 1: 'at': lists no hex");
}

TEST_CASE("lb io: refused: negative increments, elevation out of range, map limits") {
    refused(head + unitWith("arm: infantry, hexes: [\"0812\"], formation: column, facing: 0, "
                            "increments: -1"),
            5, 96, "unit 'a': 'increments': must not be negative, got -1");
    refused(head + unitWith("arm: infantry, hexes: [\"0812\"], formation: column, facing: 0, "
                            "increments: 1000"),
            5, 96, "unit 'a': 'increments': may be at most 999, got 1000");
    refused("coupdoeil: 1\nruleset: la-bataille\nhexes:\n  - {at: [\"0612\"], elevation: 101}\n", 4,
            31, "hexes entry 1: 'elevation': may be at most 100, got 101");
    refused("coupdoeil: 1\nruleset: la-bataille\nhexes:\n  - {at: [\"0612\"], elevation: -101}\n",
            4, 31, "hexes entry 1: 'elevation': must be at least -100, got -101");
    refused("coupdoeil: 1\nruleset: la-bataille\nmap: {columns: 1000}\n", 3, 16,
            "map: 'columns': may be at most 999, got 1000");
    refused("coupdoeil: 1\nruleset: la-bataille\nmap: {columns: 0}\n", 3, 16,
            "map: 'columns': must be at least 1, got 0");
    refused("coupdoeil: 1\nruleset: la-bataille\nmap: {columns: 600, rows: 500}\n", 3, 27,
            "map: 'rows': a map of 600 columns and 500 rows has 300000 hexes; a map may have at "
            "most 250000");
    refused("coupdoeil: 1\nruleset: la-bataille\nmap: {hex: square}\n", 3, 12,
            "map: 'hex': unknown value 'square' (expected flat or pointy)");
}

TEST_CASE("lb io: refused: grande-tactique keys in a la-bataille file, with a hint") {
    refused(head + "  - {id: a, side: f, type: infantry, at: [1, 2], facing: 0}\n", 5, 22,
            "unit 'a': 'type': is a grande-tactique key; la-bataille units use arm: and hexes:");
    refused(head + "  - {id: a, side: f, arm: infantry, at: [1, 2], facing: 0}\n", 5, 37,
            "unit 'a': 'at': is a grande-tactique key; la-bataille units use arm: and hexes:");
    refused("coupdoeil: 1\nruleset: la-bataille\ntable: {width: 72, depth: 48}\n", 3, 1,
            "'table' is a grande-tactique key; a la-bataille scenario counts in hexes on its "
            "map: use map:, hexes: and terrain_types:");
    // A turn record loaded and was never saved: the next save dropped it, and the check
    // before a save refused it as "would load back different" (scenario_fuzz found it).
    refused("coupdoeil: 1\nruleset: la-bataille\nmap: {columns: 30, rows: 20}\n"
            "turn: {number: 2}\n",
            4, 1,
            "'turn' is a grande-tactique key (its turn record of PIPs and battery actions); a "
            "la-bataille scenario has none");
}

TEST_CASE("lb io: refused: hexsides, fire_defence, odds_columns and terrain_types faults") {
    const std::string top = "coupdoeil: 1\nruleset: la-bataille\n";
    refused(top + "hexsides:\n  - {at: \"0612\", side: 30, kind: stream}\n", 4, 24,
            "hexsides entry 1: 'side': a hexside is named by its bearing: 0, 60, 120, 180, 240 or "
            "300; got 30");
    // The same side named from its other hex: 0612's side at 120 is 0712's at 300.
    refused(top + "hexsides:\n  - {at: \"0612\", side: 120, kind: stream}\n"
                  "  - {at: \"0712\", side: 300, kind: stream}\n",
            5, 10,
            "hexsides entry 2: 'at': this side of hex '0712' is given 'stream' twice (first at "
            "line 4)");
    refused(top + "fire_defence:\n  clear: {column: 6, squre: 4}\n", 4, 22,
            "fire_defence 'clear': 'squre': unknown formation 'squre' (expected column, line, "
            "carre, skirmish, general-order, road-march, limbered, unlimbered or disordered)");
    refused(top + "fire_defence:\n  clear: {column: 0}\n", 4, 19,
            "fire_defence 'clear': 'column': must be positive, got 0");
    refused(top + "fire_defence:\n  swamps: {column: 6}\n", 4, 3,
            "fire_defence: 'swamps': unknown terrain 'swamps' (expected one of la-bataille's: "
            "clear, slope, woods, forest, village, town, hamlet, chateau, vineyard, garden, "
            "swamp, marsh or road, or a name given in terrain_types)");
    refused(top + "odds_columns: [\"1:2\", \"1-1\"]\n", 3, 23,
            "'odds_columns' column 2: expected odds as \"a:b\" with two positive numbers of at "
            "most two decimals, each at most 999 (\"3:2\"), got '1-1'");
    refused(top + "odds_columns: [\"1:1\", \"1:2\"]\n", 3, 23,
            "'odds_columns' column 2: odds columns must rise from left to right: '1:2' comes "
            "after '1:1'");
    refused(top + "terrain_types:\n  vineyard: {cost: {infantry: -1}}\n", 4, 31,
            "terrain type 'vineyard': 'cost' infantry: must be positive, got -1");
    refused(top + "terrain_types:\n  vine yard: {}\n", 4, 3,
            "terrain_types: 'vine yard': a terrain name may only contain letters, digits, '-', "
            "'_' and '.', got 'vine yard'");
}

namespace {

lb::Battle demo(const std::string& name) {
    return loadScenarioFile(sourceDir + "assets/scenarios/" + name).scenario.lb();
}

lb::Hex hexOf(const lb::Battle& b, const char* id) {
    return *b.grid.parse(id);
}

// The line of sight between two hexes, as the side of the unit in the first one sees it.
lb::Sight sight(const lb::Battle& b, const char* from, const char* to) {
    const lb::Hex f = hexOf(b, from);
    for (std::size_t i = 0; i < b.units.size(); ++i)
        if (b.units[i].hexes[0] == f)
            return lb::lineOfSight(b, f, hexOf(b, to), b.units[i].side, int(i));
    FAIL("no unit in " << from);
    return {};
}

std::vector<std::string> ids(const lb::Battle& b, const std::vector<lb::Hex>& hexes) {
    std::vector<std::string> out;
    for (lb::Hex h : hexes)
        out.push_back(b.grid.id(h));
    return out;
}

bool lifted(const lb::Sight& s, const lb::Battle& b, const char* id) {
    for (const lb::SightHex& h : s.hexes)
        if (b.grid.id(h.hex) == id) return h.obstacle && h.lift != lb::Lift::None && !h.blocks;
    return false;
}

bool paired(const lb::Sight& s, const lb::Battle& b, const char* a, const char* c) {
    for (const lb::SightHex& h : s.hexes)
        if (h.pairedWith >= 0 && b.grid.id(h.hex) == a &&
            b.grid.id(s.hexes[std::size_t(h.pairedWith)].hex) == c)
            return true;
    return false;
}

} // namespace

TEST_CASE("lb io: refused: a chart number or fire finer than two decimals") {
    // The rulings print two decimals: a fire defence of 1e-300 was ruled "odds 8 / 0" with a
    // wrapped quotient, 5e-324 "8 / 0 = inf". Each is refused where the file gives it.
    const std::string top = "coupdoeil: 1\nruleset: la-bataille\n";
    refused(top + "fire_defence:\n  clear: {column: 1e-300}\n", 4, 19,
            "fire_defence 'clear': 'column': is given to at most two decimals (as 0.5 or 1.25), "
            "got 1e-300");
    refused(top + "fire_defence:\n  clear: {column: 5e-324}\n", 4, 19,
            "fire_defence 'clear': 'column': is given to at most two decimals (as 0.5 or 1.25), "
            "got 5e-324");
    refused(top + "terrain_types:\n  vineyard: {cost: {infantry: 0.125}}\n", 4, 31,
            "terrain type 'vineyard': 'cost' infantry: is given to at most two decimals (as 0.5 "
            "or 1.25), got 0.125");
    refused(head + unit("a", ", fire: 1e-300"), 5, 105,
            "unit 'a': 'fire': is given to at most two decimals (as 0.5 or 1.25), got 1e-300");
    refused(top + "odds_columns: [\"1:2\", \"1e-300:1\"]\n", 3, 23,
            "'odds_columns' column 2: expected odds as \"a:b\" with two positive numbers of at "
            "most two decimals, each at most 999 (\"3:2\"), got '1e-300:1'");
    // Two decimals, and 0 for a fire, still load.
    CHECK_NOTHROW(loadScenarioText(top + "fire_defence:\n  clear: {column: 0.25}\n", "t.yaml"));
    CHECK_NOTHROW(loadScenarioText(head + unit("a", ", fire: 0"), "t.yaml"));
}

TEST_CASE("lb io: refused: enemy counters in one hex") {
    // a (side f) and b (side g) both in 0101: b was ruled at its own hex as a's stack ("a at
    // a", "b is in column: the batteries under it do not fire"). Refused at the second's hexes.
    refused(head + unit("a") +
                "  - {id: b, side: g, arm: infantry, hexes: [\"0101\"], formation: column, "
                "facing: 0, increments: 6}\n",
            6, 44,
            "unit 'b': 'hexes': hex '0101' holds 'a' of side 'f' (line 5); enemy counters "
            "never share a hex");
    // One side's stack loads.
    CHECK_NOTHROW(loadScenarioText(head + unit("a") + unit("b"), "t.yaml"));
}

TEST_CASE("lb io: the Friedland demo shows what its comments say") {
    const lb::Battle b = demo("lb-friedland-sortlack.yaml");
    const lb::Hex gun = hexOf(b, "1112");
    CHECK(b.grid.distance(gun, hexOf(b, "1111")) == 1);
    CHECK(b.grid.distance(gun, hexOf(b, "1211")) == 2);
    CHECK(b.grid.distance(gun, hexOf(b, "1308")) == 5);
    CHECK(b.grid.distance(gun, hexOf(b, "1509")) == 5);
    CHECK(b.grid.distance(gun, hexOf(b, "1106")) == 6);
    const lb::Sight along = sight(b, "1112", "1211");
    CHECK(along.clear);
    CHECK((paired(along, b, "1111", "1212") || paired(along, b, "1212", "1111")));
    const lb::Sight lift = sight(b, "1112", "1308");
    CHECK(lift.clear);
    CHECK(lifted(lift, b, "1111"));
    CHECK(lifted(lift, b, "1211"));
    CHECK(sight(b, "1112", "1509").clear);
    const lb::Sight wood = sight(b, "1112", "1106");
    CHECK_FALSE(wood.clear);
    CHECK(ids(b, wood.blockedBy) == std::vector<std::string>{"1108", "1107"});
    const lb::Sight over = sight(b, "0912", "0908");
    CHECK(over.clear);
    CHECK(lifted(over, b, "0911"));
    for (const char* battery : {"0912", "1012", "1112"})
        CHECK(b.grid.adjacent(hexOf(b, "1013"), hexOf(b, battery)));
}

TEST_CASE("lb io: the Wagram demo shows what its comments say") {
    const lb::Battle b = demo("lb-wagram-aderklaa.yaml");
    const lb::Sight along = sight(b, "1003", "1105");
    CHECK(along.clear);
    CHECK((paired(along, b, "1004", "1104") || paired(along, b, "1104", "1004")));
    const lb::Sight lift = sight(b, "1003", "1108");
    CHECK(lift.clear);
    CHECK(lifted(lift, b, "1004"));
    const lb::Sight village = sight(b, "1003", "1009");
    CHECK_FALSE(village.clear);
    CHECK(ids(b, village.blockedBy) == std::vector<std::string>{"1007", "1008"});
    const lb::Sight both = sight(b, "0810", "1007");
    CHECK_FALSE(both.clear);
    CHECK(ids(b, both.blockedBy) == std::vector<std::string>{"0908", "1008"});
    CHECK(sight(b, "0810", "0806").clear);
    CHECK(b.grid.adjacent(hexOf(b, "0810"), hexOf(b, "0710")));
    for (const char* battery : {"0903", "1003", "1103"})
        CHECK(b.grid.adjacent(hexOf(b, "1002"), hexOf(b, battery)));
}
