// Regression: unknown keys were kept by id, so renaming a unit in the app dropped them and a
// new unit given a deleted unit's id picked them up. They now travel with the entry.
#include "io/scenario_io.h"

#include <doctest/doctest.h>

using namespace cdo;

namespace {
const char* kFile = R"(coupdoeil: 1
terrain:
  - {id: copse, kind: woods, outline: [[0, 0], [4, 0], [4, 4]], planted: 1805}
units:
  - {id: a, side: french, type: infantry, at: [10, 10], facing: 0, painted_by: Bob}
)";
} // namespace

TEST_CASE("unknown keys follow their unit through a rename") {
    io::ScenarioDocument doc = io::loadScenarioText(kFile, "extra.yaml");
    REQUIRE(doc.scenario.gt().units[0].extra != nullptr);
    doc.scenario.gt().units[0].id = "renamed";
    doc.scenario.gt().terrain[0].id = "grove";
    const std::string yaml = io::scenarioToYaml(doc);
    const io::ScenarioDocument back = io::loadScenarioText(yaml, "saved.yaml");
    CHECK(yaml.find("painted_by: Bob") != std::string::npos);
    CHECK(yaml.find("planted: 1805") != std::string::npos);
    REQUIRE(back.scenario.gt().findUnit("renamed") != nullptr);
    CHECK(back.scenario.gt().findUnit("renamed")->extra != nullptr);
    CHECK(back.scenario.gt().findTerrain("grove")->extra != nullptr);
}

TEST_CASE("a new unit taking a deleted unit's id does not inherit its unknown keys") {
    io::ScenarioDocument doc = io::loadScenarioText(kFile, "extra.yaml");
    Unit fresh = doc.scenario.gt().units[0];
    fresh.extra.reset(); // a unit made in the app has none
    doc.scenario.gt().units.clear();
    doc.scenario.gt().units.push_back(fresh);
    const std::string yaml = io::scenarioToYaml(doc);
    CHECK(yaml.find("painted_by") == std::string::npos);
    CHECK(yaml.find("planted: 1805") != std::string::npos); // the wood kept its own
}

// Regression: a value quoted in the file lost its quotes on save, so "1.0" came back a number
// and "yes" a YAML 1.1 boolean to any other program reading the file. Plain values stay plain,
// and a quoted string that reads as a string without its quotes is written as before.
TEST_CASE("unknown values quoted in the file stay quoted on save, plain ones plain") {
    const char* file = R"(coupdoeil: 1
units:
  - {id: a, side: french, type: infantry, at: [10, 10], facing: 0, version: "1.0", ok: "yes", count: 3, note: "plain words"}
)";
    const io::ScenarioDocument doc = io::loadScenarioText(file, "quoted.yaml");
    const std::string yaml = io::scenarioToYaml(doc);
    CHECK(yaml.find("version: \"1.0\"") != std::string::npos);
    CHECK(yaml.find("ok: \"yes\"") != std::string::npos);
    CHECK(yaml.find("count: 3") != std::string::npos);
    CHECK(yaml.find("note: plain words") != std::string::npos); // a string either way
    // Saved twice, the same text.
    CHECK(io::scenarioToYaml(io::loadScenarioText(yaml, "again.yaml")) == yaml);
}
