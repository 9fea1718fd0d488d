// Scenario files: reading in every measure, every refusal with its exact position, saving,
// round trips and atomic writes. Over 600 lines: one case per refusal of the format, in the
// order of docs/scenario-errors.md, reads best in one file beside that list.
#include "io/scenario_io.h"

#include <doctest/doctest.h>

#include <csignal>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>

#include <sys/resource.h>
#include <sys/stat.h>

using namespace cdo;
using namespace cdo::io;
namespace fs = std::filesystem;

namespace {

const std::string dataDir = COUPDOEIL_SOURCE_DIR "/tests/io/data/";

std::string readAll(const fs::path& p) {
    std::ifstream in(p, std::ios::binary);
    std::ostringstream s;
    s << in.rdbuf();
    return s.str();
}

// A fresh, empty folder for one test's files.
fs::path scratch(const std::string& name) {
    const fs::path dir = fs::path(COUPDOEIL_BINARY_DIR) / "io-test-tmp" / name;
    fs::remove_all(dir);
    fs::create_directories(dir);
    return dir;
}

int countTempFiles(const fs::path& dir) {
    int n = 0;
    for (const auto& e : fs::directory_iterator(dir))
        if (e.path().filename().string().find(".coupdoeil-tmp-") != std::string::npos) ++n;
    return n;
}

// Loads `yaml` expecting a refusal at LINE:COLUMN with exactly `message`.
void refused(const std::string& yaml, int line, int column, const std::string& message) {
    CAPTURE(yaml);
    try {
        loadScenarioText(yaml, "t.yaml");
        FAIL("loaded a scenario that should have been refused");
    } catch (const LoadError& e) {
        CHECK(e.message() == message);
        CHECK(e.line() == line);
        CHECK(e.column() == column);
        CHECK(std::string(e.what()) ==
              "t.yaml:" + std::to_string(line) + ":" + std::to_string(column) + ": " + message);
    }
}

template <class E> std::string str(E e) {
    return std::string(toString(e));
}

void checkSamePoints(const std::vector<Vec2>& a, const std::vector<Vec2>& b) {
    REQUIRE(a.size() == b.size());
    for (std::size_t i = 0; i < a.size(); ++i) {
        CHECK(a[i].x == b[i].x);
        CHECK(a[i].y == b[i].y);
    }
}

// Every field, compared exactly: saving must lose nothing, not even the last bit of a double.
void checkSameScenario(const Scenario& a, const Scenario& b) {
    CHECK(a.version == b.version);
    CHECK(str(a.ruleset()) == str(b.ruleset()));
    CHECK(a.gt().tableWidth == b.gt().tableWidth);
    CHECK(a.gt().tableDepth == b.gt().tableDepth);
    REQUIRE(a.armies.size() == b.armies.size());
    for (std::size_t i = 0; i < a.armies.size(); ++i) {
        CHECK(a.armies[i].side == b.armies[i].side);
        CHECK(a.armies[i].list == b.armies[i].list);
    }
    REQUIRE(a.gt().terrain.size() == b.gt().terrain.size());
    for (std::size_t i = 0; i < a.gt().terrain.size(); ++i) {
        const Terrain& s = a.gt().terrain[i];
        const Terrain& t = b.gt().terrain[i];
        CAPTURE(s.id);
        CHECK(s.id == t.id);
        CHECK(str(s.kind) == str(t.kind));
        checkSamePoints(s.outline, t.outline);
        checkSamePoints(s.top, t.top);
        checkSamePoints(s.path, t.path);
        CHECK(s.width == t.width);
    }
    REQUIRE(a.gt().units.size() == b.gt().units.size());
    for (std::size_t i = 0; i < a.gt().units.size(); ++i) {
        const Unit& u = a.gt().units[i];
        const Unit& v = b.gt().units[i];
        CAPTURE(u.id);
        CHECK(u.id == v.id);
        CHECK(u.side == v.side);
        CHECK(str(u.type) == str(v.type));
        CHECK(u.name == v.name);
        CHECK(u.at == v.at);
        CHECK(u.facing == v.facing);
        CHECK(u.size.has_value() == v.size.has_value());
        if (u.size && v.size) CHECK(*u.size == *v.size);
        CHECK(str(u.formation) == str(v.formation));
        CHECK(str(u.morale) == str(v.morale));
        CHECK(str(u.quality) == str(v.quality));
        CHECK(u.limbered == v.limbered);
        CHECK(u.firing == v.firing);
        CHECK(u.charging == v.charging);
        CHECK(u.occupies == v.occupies);
        CHECK(u.attachedTo == v.attachedTo);
        CHECK(u.armyList == v.armyList);
    }
}

void checkNear(Vec2 p, double x, double y) {
    CHECK(p.x == doctest::Approx(x).epsilon(1e-12));
    CHECK(p.y == doctest::Approx(y).epsilon(1e-12));
}

// Lines 1-4 of a one-unit scenario; the test adds the rest of the unit from line 5.
const std::string unitHead = "coupdoeil: 1\n"
                             "units:\n"
                             "  - id: a\n"
                             "    side: fr\n";
// Lines 5-7: the remaining required keys.
const std::string unitBody = "    type: infantry\n"
                             "    at: [1, 2]\n"
                             "    facing: 0\n";
// Lines 1-3 of a one-entry terrain list.
const std::string terrainHead = "coupdoeil: 1\n"
                                "terrain:\n"
                                "  - id: h\n";

} // namespace

TEST_CASE("a scenario in inches loads with every field") {
    const ScenarioDocument doc = loadScenarioFile(dataDir + "scenario-in.yaml");
    const Scenario& s = doc.scenario;
    CHECK(s.version == 1);
    CHECK(str(s.ruleset()) == "grande-tactique");
    CHECK(s.gt().tableWidth == 72.0);
    CHECK(s.gt().tableDepth == 48.0);
    REQUIRE(s.armies.size() == 2);
    CHECK(s.armies[0].side == "french");
    CHECK(s.armies[1].list == "armies/austrian-ii-korps-1809.yaml");

    REQUIRE(s.gt().terrain.size() == 6);
    const Terrain& hill = s.gt().terrain[0];
    CHECK(str(hill.kind) == "hill");
    // Already counter-clockwise (shoelace area +118): kept in the file's order.
    checkSamePoints(hill.outline, {{30, 20}, {42, 20}, {44, 28}, {30, 30}});
    checkSamePoints(hill.top, {{34, 23}, {40, 23}, {40, 26}, {34, 26}});
    // Given clockwise; reversed so that the area is +12.
    const Terrain& bua = s.gt().terrain[2];
    CHECK(str(bua.kind) == "bua");
    checkSamePoints(bua.outline, {{54, 10}, {54, 13}, {50, 13}, {50, 10}});
    CHECK(signedArea(bua.outline) == 12.0);
    const Terrain& road = s.gt().terrain[3];
    CHECK(str(road.kind) == "road");
    checkSamePoints(road.path, {{0, 5}, {72, 5}});
    CHECK(road.width == 0.5);
    CHECK(str(s.gt().terrain[4].kind) == "linear");
    CHECK(s.gt().terrain[4].width == 0.0);
    CHECK(str(s.gt().terrain[5].kind) == "river");

    REQUIRE(s.gt().units.size() == 6);
    const Unit& gun = s.gt().units[0];
    CHECK(gun.id == "fr-12pdr");
    CHECK(str(gun.type) == "foot-artillery");
    CHECK(gun.name == "Grande Batterie");
    CHECK(gun.at == Vec2{36, 24.5});
    CHECK(gun.facing == 180.0);
    REQUIRE(gun.size.has_value());
    CHECK(*gun.size == Vec2{1, 1});
    CHECK(str(gun.morale) == "shaken");
    CHECK(str(gun.quality) == "veteran");
    CHECK_FALSE(gun.limbered);
    CHECK(gun.firing);
    CHECK(gun.armyList == "armies/french-iv-corps-1809.yaml");

    const Unit& div = s.gt().units[1];
    CHECK(str(div.formation) == "column");
    CHECK(div.occupies == "big-wood");
    CHECK_FALSE(div.size.has_value()); // the core supplies the default base
    CHECK(str(div.morale) == "eager");
    CHECK(str(div.quality) == "regular");
    CHECK(str(s.gt().units[2].type) == "general");
    CHECK(s.gt().units[2].attachedTo == "fr-div-1");
    CHECK(s.gt().units[2].at == Vec2{6.125, 36});
    CHECK(str(s.gt().units[3].formation) == "square");
    CHECK(str(s.gt().units[3].quality) == "raw");
    CHECK(s.gt().units[4].charging == "fr-div-1");
    CHECK(s.gt().units[4].facing == 225.5);
    CHECK(str(s.gt().units[5].type) == "horse-artillery");
    CHECK(str(s.gt().units[5].morale) == "silenced");
    CHECK(s.gt().units[5].limbered);
    CHECK(doc.unknown != nullptr);
}

TEST_CASE("centimetres and millimetres are converted to inches") {
    // 182.88 cm = 1828.8 mm = 72 in; 91.44 cm = 36 in; 62.23 cm = 24.5 in; 10.16 cm = 4 in;
    // 5.08 cm = 2 in; 1.27 cm = 0.5 in; 12.7 cm = 5 in; 76.2 cm = 30 in; 106.68 cm = 42 in.
    for (const char* file : {"scenario-cm.yaml", "scenario-mm.yaml"}) {
        CAPTURE(file);
        const Scenario s = loadScenarioFile(dataDir + file).scenario;
        CHECK(s.gt().tableWidth == doctest::Approx(72.0).epsilon(1e-12));
        CHECK(s.gt().tableDepth == doctest::Approx(48.0).epsilon(1e-12));
        REQUIRE(s.gt().terrain.size() == 2);
        const Terrain& mound = s.gt().terrain[0];
        REQUIRE(mound.outline.size() == 3);
        checkNear(mound.outline[0], 30, 20);
        checkNear(mound.outline[1], 42, 20);
        checkNear(mound.outline[2], 42, 30);
        REQUIRE(mound.top.size() == 3);
        checkNear(mound.top[0], 36, 22);
        checkNear(mound.top[1], 40, 22);
        checkNear(mound.top[2], 40, 26);
        const Terrain& road = s.gt().terrain[1];
        REQUIRE(road.path.size() == 2);
        checkNear(road.path[0], 0, 5);
        checkNear(road.path[1], 72, 5);
        CHECK(road.width == doctest::Approx(0.5).epsilon(1e-12));
        REQUIRE(s.gt().units.size() == 1);
        checkNear(s.gt().units[0].at, 36, 24.5);
        REQUIRE(s.gt().units[0].size.has_value());
        checkNear(*s.gt().units[0].size, 4, 2);
        CHECK(s.gt().units[0].facing == 180.0); // an angle, not a length
    }
}

TEST_CASE("refused: syntax and the top level") {
    refused("", 1, 1, "the file is empty; a scenario starts with 'coupdoeil: 1'");
    refused("# only a comment\n", 1, 1, "the file is empty; a scenario starts with 'coupdoeil: 1'");
    refused("- a\n- b\n", 1, 1, "expected a scenario (a map of keys starting with 'coupdoeil: 1')");
    refused("coupdoeil: 1\nunits: [a, b\n", 3, 1,
            "YAML syntax error: end of sequence flow not found");
    refused("coupdoeil: 1\nruleset: x\n  measure: in\n", 3, 10,
            "YAML syntax error: illegal map value");
    refused("coupdoeil: 1\n---\ncoupdoeil: 1\n", 3, 1,
            "the file holds more than one YAML document (a second '---')");
    refused("ruleset: grande-tactique\n", 1, 1, "missing required key 'coupdoeil'");
    refused("coupdoeil: 2\n", 1, 12,
            "'coupdoeil': unsupported format version 2; this program reads version 1");
    refused("coupdoeil: 1.5\n", 1, 12, "'coupdoeil': expected a whole number, got '1.5'");
    refused("coupdoeil: 1\nruleset: warhammer\n", 2, 10,
            "'ruleset': unknown ruleset 'warhammer' (expected grande-tactique or la-bataille)");
    refused("coupdoeil: 1\nmeasure: ft\n", 2, 10,
            "'measure': unknown measure 'ft' (expected in, cm or mm)");
    refused("coupdoeil: 1\ncoupdoeil: 1\n", 2, 1,
            "duplicate key 'coupdoeil' (first at line 1, column 1)");
    refused("coupdoeil: 1\nunits: {a: 1}\n", 2, 8, "'units': expected a list, got a map");
    refused("coupdoeil: 1\nunits:\n  - fr-12pdr\n", 3, 5,
            "unit 1: expected a unit (a map of keys), got 'fr-12pdr'");
}

TEST_CASE("a minimal scenario takes the defaults, empty lists are allowed") {
    const ScenarioDocument doc = loadScenarioText("coupdoeil: 1\nunits:\nterrain: []\n", "t.yaml");
    CHECK(str(doc.scenario.ruleset()) == "grande-tactique");
    CHECK(doc.scenario.gt().tableWidth == 72.0);
    CHECK(doc.scenario.gt().tableDepth == 48.0);
    CHECK(doc.scenario.gt().units.empty());
    CHECK(doc.scenario.gt().terrain.empty());
    CHECK(doc.unknown == nullptr);
    CHECK(scenarioToYaml(doc) == "coupdoeil: 1\nruleset: grande-tactique\nmeasure: in\n"
                                 "table: {width: 72, depth: 48}\n");
}

TEST_CASE("refused: table and armies") {
    refused("coupdoeil: 1\ntable: {width: 0, depth: 48}\n", 2, 16,
            "table: 'width': must be positive, got 0");
    refused("coupdoeil: 1\ntable: {width: 72, depth: -48}\n", 2, 27,
            "table: 'depth': must be positive, got -48");
    refused("coupdoeil: 1\ntable: {width: 72}\n", 2, 8, "table: missing required key 'depth'");
    refused("coupdoeil: 1\ntable: {width: 72, depth: 48, width: 60}\n", 2, 31,
            "table: duplicate key 'width' (first at line 2, column 9)");
    refused("coupdoeil: 1\ntable: {width: 72, depth: .inf}\n", 2, 27,
            "table: 'depth': must be a finite number, got '.inf'");
    refused("coupdoeil: 1\narmies:\n  - {side: french}\n", 3, 5,
            "army 1: missing required key 'list'");
}

TEST_CASE("refused: unit keys and values") {
    refused(unitHead + "    type: dragoons\n    at: [1, 2]\n    facing: 0\n", 5, 11,
            "unit 'a': 'type': unknown unit type 'dragoons' (expected infantry, cavalry, "
            "cuirassiers, foot-artillery, horse-artillery or general)");
    refused(unitHead + unitBody + "    formation: wedge\n", 8, 16,
            "unit 'a': 'formation': unknown formation 'wedge' (expected line, column or square)");
    refused(unitHead + unitBody + "    morale: brave\n", 8, 13,
            "unit 'a': 'morale': unknown morale 'brave' (expected eager, shaken, routed or "
            "silenced)");
    refused(unitHead + unitBody + "    quality: elite\n", 8, 14,
            "unit 'a': 'quality': unknown quality 'elite' (expected raw, regular or veteran)");
    refused(unitHead + unitBody + "    limbered: yes\n", 8, 15,
            "unit 'a': 'limbered': expected true or false, got 'yes'");
    refused(unitHead + unitBody + "    type: cavalry\n", 8, 5,
            "unit 'a': duplicate key 'type' (first at line 5, column 5)");
    refused(unitHead + unitBody + "    name:\n", 8, 5, "unit 'a': 'name': has no value");
}

TEST_CASE("refused: missing required keys") {
    refused("coupdoeil: 1\nunits:\n  - side: fr\n", 3, 5, "unit 1: missing required key 'id'");
    refused("coupdoeil: 1\nunits:\n  - id: a\n    type: infantry\n", 3, 5,
            "unit 'a': missing required key 'side'");
    refused(unitHead + "    at: [1, 2]\n", 3, 5, "unit 'a': missing required key 'type'");
    refused(unitHead + "    type: infantry\n    facing: 0\n", 3, 5,
            "unit 'a': missing required key 'at'");
    refused(unitHead + "    type: infantry\n    at: [1, 2]\n", 3, 5,
            "unit 'a': missing required key 'facing'");
    refused("coupdoeil: 1\nterrain:\n  - kind: hill\n", 3, 5,
            "terrain 1: missing required key 'id'");
    refused(terrainHead + "    outline: [[0, 0], [4, 0], [4, 4]]\n", 3, 5,
            "terrain 'h': missing required key 'kind'");
    refused(terrainHead + "    kind: hill\n", 3, 5, "terrain 'h': missing required key 'outline'");
    refused(terrainHead + "    kind: river\n", 3, 5, "terrain 'h': missing required key 'outline'");
    refused(terrainHead + "    kind: road\n", 3, 5, "terrain 'h': missing required key 'path'");
    refused(terrainHead + "    kind: linear\n", 3, 5, "terrain 'h': missing required key 'path'");
}

TEST_CASE("refused: numbers and points") {
    refused(unitHead + "    type: infantry\n    at: [1, 2]\n    facing: north\n", 7, 13,
            "unit 'a': 'facing': expected a number, got 'north'");
    refused(unitHead + "    type: infantry\n    at: [1, 2]\n    facing: \"90\"\n", 7, 13,
            "unit 'a': 'facing': expected a number, got the text '90' in quotes");
    refused(unitHead + "    type: infantry\n    at: [1, 2]\n    facing: .nan\n", 7, 13,
            "unit 'a': 'facing': must be a finite number, got '.nan'");
    refused(unitHead + "    type: infantry\n    at: [1, 2]\n    facing: -.Inf\n", 7, 13,
            "unit 'a': 'facing': must be a finite number, got '-.Inf'");
    refused(unitHead + "    type: infantry\n    at: [.inf, 2]\n    facing: 0\n", 6, 10,
            "unit 'a': 'at' x: must be a finite number, got '.inf'");
    refused(unitHead + "    type: infantry\n    at: [1e999, 2]\n    facing: 0\n", 6, 10,
            "unit 'a': 'at' x: number '1e999' is out of range");
    refused(unitHead + "    type: infantry\n    at: [1, two]\n    facing: 0\n", 6, 13,
            "unit 'a': 'at' y: expected a number, got 'two'");
    refused(unitHead + "    type: infantry\n    at: [1, 2, 3]\n    facing: 0\n", 6, 9,
            "unit 'a': 'at': expected a point [x, y] (a list of two numbers), got a list of 3 "
            "items");
    refused(unitHead + "    type: infantry\n    at: [1]\n    facing: 0\n", 6, 9,
            "unit 'a': 'at': expected a point [x, y] (a list of two numbers), got a list of 1 "
            "item");
    refused(unitHead + "    type: infantry\n    at: 5\n    facing: 0\n", 6, 9,
            "unit 'a': 'at': expected a point [x, y] (a list of two numbers), got a single "
            "value");
    refused(unitHead + "    type: infantry\n    at: [-1, 2]\n    facing: 0\n", 6, 10,
            "unit 'a': 'at' x: a coordinate must not be negative, got -1");
    refused(unitHead + "    type: infantry\n    at: [1, -0.25]\n    facing: 0\n", 6, 13,
            "unit 'a': 'at' y: a coordinate must not be negative, got -0.25");
    refused(unitHead + unitBody + "    size: [0, 1]\n", 8, 12,
            "unit 'a': 'size' frontage: must be positive, got 0");
    refused(unitHead + unitBody + "    size: [1, -0.5]\n", 8, 15,
            "unit 'a': 'size' depth: must be positive, got -0.5");
    refused(unitHead + unitBody + "    size: [1, 2, 3]\n", 8, 11,
            "unit 'a': 'size': expected a size [frontage, depth] (a list of two numbers), got a "
            "list of 3 items");
}

TEST_CASE("refused: ids and references") {
    refused("coupdoeil: 1\n"
            "units:\n"
            "  - {id: a, side: fr, type: infantry, at: [1, 2], facing: 0}\n"
            "  - {id: a, side: fr, type: infantry, at: [3, 2], facing: 0}\n",
            4, 10, "unit 'a': 'id': duplicate unit id 'a' (first at line 3)");
    refused("coupdoeil: 1\n"
            "terrain:\n"
            "  - {id: w, kind: woods, outline: [[0, 0], [4, 0], [4, 4]]}\n"
            "  - {id: w, kind: bua, outline: [[5, 0], [9, 0], [9, 4]]}\n",
            4, 10, "terrain 'w': 'id': duplicate terrain id 'w' (first at line 3)");
    refused(unitHead + unitBody + "    charging: a\n", 8, 15,
            "unit 'a': 'charging': a unit cannot charge itself");
    refused(unitHead + unitBody + "    charging: zz\n", 8, 15,
            "unit 'a': 'charging': no unit has the id 'zz'");
    refused(unitHead + "    type: general\n    at: [1, 2]\n    facing: 0\n    attached_to: zz\n", 8,
            18, "unit 'a': 'attached_to': no unit has the id 'zz'");
    refused(unitHead + "    type: general\n    at: [1, 2]\n    facing: 0\n    attached_to: a\n", 8,
            18, "unit 'a': 'attached_to': a general cannot be attached to itself");
    refused(unitHead + unitBody + "    attached_to: a\n", 8, 18,
            "unit 'a': 'attached_to': only a general can be attached to a unit");
    refused(unitHead + unitBody + "    occupies: zz\n", 8, 15,
            "unit 'a': 'occupies': no terrain has the id 'zz'");
    refused("coupdoeil: 1\n"
            "terrain:\n"
            "  - {id: h, kind: hill, outline: [[0, 0], [4, 0], [4, 4]]}\n"
            "units:\n"
            "  - id: a\n"
            "    side: fr\n"
            "    type: infantry\n"
            "    at: [1, 2]\n"
            "    facing: 0\n"
            "    occupies: h\n",
            10, 15, "unit 'a': 'occupies': 'h' is a hill; a unit can only occupy a woods or a bua");
}

TEST_CASE("unit and terrain ids are separate spaces") {
    const Scenario s =
        loadScenarioText("coupdoeil: 1\n"
                         "terrain:\n"
                         "  - {id: x, kind: woods, outline: [[0, 0], [4, 0], [4, 4]]}\n"
                         "units:\n"
                         "  - {id: x, side: fr, type: infantry, at: [3, 1], "
                         "facing: 0, occupies: x}\n",
                         "t.yaml")
            .scenario;
    CHECK(s.gt().findTerrain("x") != nullptr);
    CHECK(s.gt().findUnit("x") != nullptr);
    CHECK(s.gt().units[0].occupies == "x");
}

TEST_CASE("refused: outlines, tops and paths") {
    // "    outline: [[0, 0], [4, 0], ...": the list opens at column 14, point 1 at 15,
    // point 2 at 23, point 3 at 31, point 4 at 39.
    refused(terrainHead + "    kind: woods\n    outline: [[0, 0], [4, 0]]\n", 5, 14,
            "terrain 'h': 'outline': a polygon needs at least 3 points, got 2");
    refused(terrainHead + "    kind: woods\n    outline: [[0, 0], [2, 0], [4, 0]]\n", 5, 14,
            "terrain 'h': 'outline': has zero area (all its points lie on one line)");
    refused(terrainHead + "    kind: woods\n    outline: [[0, 0], [4, 0], [4, 0], [0, 4]]\n", 5, 31,
            "terrain 'h': 'outline' point 3: repeats point 2 (consecutive points must differ)");
    refused(terrainHead + "    kind: woods\n    outline: [[0, 0], [4, 0], [0, 4], [0, 0]]\n", 5, 39,
            "terrain 'h': 'outline' point 4: repeats the first point (an outline closes by "
            "itself)");
    // Edges (0,0)-(4,4) and (4,0)-(0,2) cross at (4/3, 4/3).
    refused(terrainHead + "    kind: bua\n    outline: [[0, 0], [4, 4], [4, 0], [0, 2]]\n", 5, 14,
            "terrain 'h': 'outline': crosses itself (it must be a simple polygon)");
    refused(terrainHead + "    kind: woods\n    outline: [[0, -1], [4, 0], [0, 4]]\n", 5, 19,
            "terrain 'h': 'outline' point 1 y: a coordinate must not be negative, got -1");
    refused(terrainHead + "    kind: woods\n    outline: [[0, 0], [4], [0, 4]]\n", 5, 23,
            "terrain 'h': 'outline' point 2: expected a point [x, y] (a list of two numbers), "
            "got a list of 1 item");
    refused(terrainHead + "    kind: woods\n    outline: [[0, 0], [4, 0], [0, nan]]\n", 5, 35,
            "terrain 'h': 'outline' point 3 y: must be a finite number, got 'nan'");
    // "    top: [[2, 2], [12, 2], [2, 8]]": point 2 at column 19.
    refused(terrainHead + "    kind: hill\n    outline: [[0, 0], [10, 0], [10, 10], [0, 10]]\n"
                          "    top: [[2, 2], [12, 2], [2, 8]]\n",
            6, 19, "terrain 'h': 'top' point 2: lies outside the hill's outline");
    // A U-shaped hill: the top's corners sit in both arms, its edge y = 6 crosses the notch
    // between x = 4 and x = 6.
    refused(terrainHead +
                "    kind: hill\n"
                "    outline: [[0, 0], [10, 0], [10, 10], [6, 10], [6, 4], [4, 4], [4, 10], "
                "[0, 10]]\n"
                "    top: [[2, 6], [8, 6], [8, 8], [2, 8]]\n",
            6, 10, "terrain 'h': 'top': leaves the hill's outline (the top must lie inside it)");
    refused(terrainHead + "    kind: hill\n    outline: [[0, 0], [10, 0], [10, 10], [0, 10]]\n"
                          "    top: [[2, 2], [4, 4], [4, 2], [2, 3]]\n",
            6, 10, "terrain 'h': 'top': crosses itself (it must be a simple polygon)");
    refused(terrainHead + "    kind: woods\n    outline: [[0, 0], [4, 0], [4, 4]]\n"
                          "    top: [[1, 1], [2, 1], [2, 2]]\n",
            6, 10, "terrain 'h': 'top': does not apply to a woods (it takes 'outline')");
    refused(terrainHead + "    kind: road\n    path: [[0, 0], [4, 0]]\n"
                          "    outline: [[0, 0], [4, 0], [4, 4]]\n",
            6, 14,
            "terrain 'h': 'outline': does not apply to a road (it takes 'path' and "
            "'width')");
    refused(terrainHead + "    kind: linear\n    path: [[0, 0], [4, 0]]\n    width: 1\n", 6, 12,
            "terrain 'h': 'width': does not apply to a linear (it takes 'path')");
    refused(terrainHead + "    kind: road\n    path: [[0, 0]]\n", 5, 11,
            "terrain 'h': 'path': a path needs at least 2 points, got 1");
    refused(terrainHead + "    kind: road\n    path: [[0, 0], [0, 0], [5, 0]]\n", 5, 20,
            "terrain 'h': 'path' point 2: repeats point 1 (consecutive points must differ)");
    refused(terrainHead + "    kind: road\n    path: [[0, 0], [4, 0]]\n    width: 0\n", 6, 12,
            "terrain 'h': 'width': must be positive, got 0");
    refused(terrainHead + "    kind: swamp\n", 4, 11,
            "terrain 'h': 'kind': unknown terrain kind 'swamp' (expected hill, woods, bua, road, "
            "linear or river)");
}

TEST_CASE("a refusal in a file names the file") {
    const std::string path = dataDir + "bad-duplicate-id.yaml";
    try {
        loadScenarioFile(path);
        FAIL("loaded");
    } catch (const LoadError& e) {
        CHECK(e.file() == path);
        CHECK(std::string(e.what()) ==
              path + ":5:10: unit 'fr-12pdr': 'id': duplicate unit id 'fr-12pdr' (first at line "
                     "4)");
    }
    try {
        loadScenarioFile(dataDir + "no-such-file.yaml");
        FAIL("loaded");
    } catch (const LoadError& e) {
        CHECK(e.line() == 0);
        CHECK(std::string(e.what()) ==
              dataDir + "no-such-file.yaml: cannot open: No such file or directory");
    }
}

TEST_CASE("round trip: load, save, load gives the same scenario and keeps unknown keys") {
    for (const char* file : {"scenario-in.yaml", "scenario-cm.yaml", "scenario-mm.yaml"}) {
        CAPTURE(file);
        const ScenarioDocument first = loadScenarioFile(dataDir + file);
        const std::string text = scenarioToYaml(first);
        const ScenarioDocument second = loadScenarioText(text, "saved.yaml");
        checkSameScenario(first.scenario, second.scenario);
        CHECK(text.find("measure: in\n") != std::string::npos);
        // Saving what was loaded from a save changes nothing.
        CHECK(scenarioToYaml(second) == text);
    }
}

TEST_CASE("saved text is tidy and keeps unknown keys where they were") {
    const std::string text = scenarioToYaml(loadScenarioFile(dataDir + "scenario-in.yaml"));
    CAPTURE(text);
    CHECK(text.rfind("coupdoeil: 1\nruleset: grande-tactique\nmeasure: in\n", 0) == 0);
    CHECK(text.find("table: {width: 72, depth: 48, x-cloth: green}\n") != std::string::npos);
    CHECK(
        text.find("  - {side: french, list: armies/french-iv-corps-1809.yaml, x-points: 2000}\n") !=
        std::string::npos);
    CHECK(text.find("    outline: [[54, 10], [54, 13], [50, 13], [50, 10]]\n") !=
          std::string::npos);
    CHECK(text.find("    x-height: 2\n") != std::string::npos);
    CHECK(text.find("    at: [36, 24.5]\n") != std::string::npos);
    CHECK(text.find("    at: [60, 0.1]\n") != std::string::npos);
    CHECK(text.find("    facing: 225.5\n") != std::string::npos);
    CHECK(text.find("    x-crew: {gunners: 12, horses: [bay, grey]}\n") != std::string::npos);
    CHECK(text.find("notes: Wagram, 6 July 1809, afternoon\n") != std::string::npos);
    // Defaults are left out: fr-div-1 (eager, regular, no size) has none of these keys.
    const std::size_t div = text.find("  - id: fr-div-1\n");
    const std::size_t next = text.find("  - id: fr-lasalle\n");
    REQUIRE(div != std::string::npos);
    REQUIRE(next != std::string::npos);
    const std::string divText = text.substr(div, next - div);
    CHECK(divText == "  - id: fr-div-1\n"
                     "    side: french\n"
                     "    type: infantry\n"
                     "    at: [5, 35]\n"
                     "    facing: 90\n"
                     "    formation: column\n"
                     "    occupies: big-wood\n");
    // Files in cm and mm are saved in inches, without the float noise of dividing by 2.54
    // (66.04 / 2.54 is 26.000000000000004 in doubles; 1219.2 / 25.4 is 48.00000000000001).
    for (const char* file : {"scenario-cm.yaml", "scenario-mm.yaml"}) {
        CAPTURE(file);
        const std::string saved = scenarioToYaml(loadScenarioFile(dataDir + file));
        CHECK(saved.find("table: {width: 72, depth: 48}\n") != std::string::npos);
        CHECK(saved.find("    top: [[36, 22], [40, 22], [40, 26]]\n") != std::string::npos);
        CHECK(saved.find("    size: [4, 2]\n") != std::string::npos);
    }
}

TEST_CASE("a scenario built in code saves and reads back") {
    ScenarioDocument doc;
    // A Grande Tactique table, as a Scenario is by default (la-bataille has its own keys:
    // lb_scenario_io_test.cpp).
    REQUIRE((doc.scenario.ruleset() == Ruleset::GrandeTactique));
    doc.scenario.gt().tableWidth = 60.0;
    doc.scenario.gt().tableDepth = 0.1 + 0.2; // 0.30000000000000004: needs all 17 digits
    Terrain w;
    w.id = "true"; // must be quoted to stay a text for other YAML readers
    w.kind = TerrainKind::Woods;
    w.outline = {{1.0 / 3.0, 0}, {4, 0}, {4, 0.25}}; // on the table: y at most 0.3
    doc.scenario.gt().terrain.push_back(w);
    Unit u;
    u.id = "1809";
    u.side = "no";
    u.type = UnitType::Cuirassiers;
    u.name = "Nansouty: 1st heavy";
    u.at = {2, 1e-7};
    u.facing = 359.99999999999994;
    u.size = Vec2{4, 1.5};
    doc.scenario.gt().units.push_back(u);
    const std::string text = scenarioToYaml(doc);
    CAPTURE(text);
    CHECK(text.find("  - id: \"true\"\n") != std::string::npos);
    CHECK(text.find("  - id: \"1809\"\n") != std::string::npos);
    CHECK(text.find("    side: \"no\"\n") != std::string::npos);
    CHECK(text.find("depth: 0.30000000000000004") != std::string::npos);
    CHECK(text.find("    at: [2, 1e-07]\n") != std::string::npos);
    checkSameScenario(doc.scenario, loadScenarioText(text, "built.yaml").scenario);
}

TEST_CASE("atomic save: success replaces the file and keeps its permissions") {
    const fs::path dir = scratch("save-ok");
    const fs::path target = dir / "battle.yaml";
    { std::ofstream(target) << "old content\n"; }
    fs::permissions(target, fs::perms::owner_read | fs::perms::owner_write | fs::perms::group_read);
    const ScenarioDocument doc = loadScenarioFile(dataDir + "scenario-cm.yaml");
    saveScenarioFile(target.string(), doc);
    CHECK(readAll(target) == scenarioToYaml(doc));
    CHECK(fs::status(target).permissions() ==
          (fs::perms::owner_read | fs::perms::owner_write | fs::perms::group_read));
    CHECK(countTempFiles(dir) == 0);
    checkSameScenario(loadScenarioFile(target.string()).scenario, doc.scenario);
}

TEST_CASE("atomic save: a failed save leaves the target untouched") {
    const ScenarioDocument doc = loadScenarioFile(dataDir + "scenario-in.yaml");

    SUBCASE("into a folder that does not exist") {
        const fs::path dir = scratch("save-missing-dir");
        const fs::path target = dir / "nowhere" / "battle.yaml";
        CHECK_THROWS_AS(saveScenarioFile(target.string(), doc), std::runtime_error);
        CHECK_FALSE(fs::exists(dir / "nowhere"));
        CHECK(fs::is_empty(dir));
    }
    SUBCASE("over a folder of the same name") {
        const fs::path dir = scratch("save-over-dir");
        const fs::path target = dir / "battle.yaml";
        fs::create_directory(target);
        { std::ofstream(target / "inside.txt") << "keep me\n"; }
        CHECK_THROWS_AS(saveScenarioFile(target.string(), doc), std::runtime_error);
        CHECK(fs::is_directory(target));
        CHECK(readAll(target / "inside.txt") == "keep me\n");
        CHECK(countTempFiles(dir) == 0);
    }
    SUBCASE("when the disk refuses the write halfway") {
        const fs::path dir = scratch("save-write-fails");
        const fs::path target = dir / "battle.yaml";
        { std::ofstream(target) << "old content\n"; }
        // A file-size limit makes write() fail with EFBIG after 64 bytes, as a full disk would.
        rlimit old{};
        REQUIRE(getrlimit(RLIMIT_FSIZE, &old) == 0);
        const auto oldHandler = std::signal(SIGXFSZ, SIG_IGN);
        rlimit small = old;
        small.rlim_cur = 64;
        REQUIRE(setrlimit(RLIMIT_FSIZE, &small) == 0);
        std::string message;
        try {
            saveScenarioFile(target.string(), doc);
        } catch (const std::runtime_error& e) {
            message = e.what();
        }
        setrlimit(RLIMIT_FSIZE, &old);
        std::signal(SIGXFSZ, oldHandler);
        CHECK(message == "cannot save " + target.string() + ": cannot write: File too large");
        CHECK(readAll(target) == "old content\n");
        CHECK(countTempFiles(dir) == 0);
    }
}

TEST_CASE("writeFileAtomically writes exactly the text") {
    const fs::path dir = scratch("write-text");
    const fs::path target = dir / "notes.txt";
    writeFileAtomically(target.string(), "one\ntwo\n");
    CHECK(readAll(target) == "one\ntwo\n");
    writeFileAtomically(target.string(), "");
    CHECK(readAll(target).empty());
    CHECK(countTempFiles(dir) == 0);
}
