// A base's thickness in a scenario file (`base_thickness`, on an army entry or a unit): read,
// written back the same, refused out of range at its place; a file without it loads as before
// and a unit's thickness falls back to its army's, then to 0.1".
#include "io/scenario_io.h"

#include "load_error.h"

#include <doctest/doctest.h>

#include <string>

using namespace cdo;
using cdo::test::errorOf;

namespace {

const std::string head = "coupdoeil: 1\n"
                         "table: {width: 72, depth: 48}\n";
// Lines 3 to 9: the French army's bases 0.12" thick, one French unit of card (0), one of the
// army, one Austrian with nothing said.
const std::string body = "armies:\n"
                         "  - {side: french, list: fr.yaml, base_thickness: 0.12}\n"
                         "  - {side: austrian, list: au.yaml}\n"
                         "units:\n"
                         "  - {id: a, side: french, type: infantry, at: [10, 10], facing: 0, "
                         "base_thickness: 0}\n"
                         "  - {id: b, side: french, type: infantry, at: [20, 10], facing: 0}\n"
                         "  - {id: c, side: austrian, type: infantry, at: [30, 10], facing: 0}\n";

} // namespace

TEST_CASE("base thickness: read from army and unit, each unit's worked out, written back the "
          "same") {
    const io::ScenarioDocument d = io::loadScenarioText(head + body, "t.yaml");
    const Scenario& s = d.scenario;
    REQUIRE(s.armies.size() == 2);
    CHECK(s.armies[0].baseThickness == 0.12);
    CHECK_FALSE(s.armies[1].baseThickness);
    CHECK(s.gt().units[0].baseThickness == 0.0);
    CHECK_FALSE(s.gt().units[1].baseThickness);
    // a: its own 0 (card); b: its army's 0.12; c: nothing said, 0.1.
    CHECK(baseThickness(s, s.gt().units[0]) == 0.0);
    CHECK(baseThickness(s, s.gt().units[1]) == 0.12);
    CHECK(baseThickness(s, s.gt().units[2]) == kDefaultBaseThickness);
    // The army's alone (what the unit panel names): a's army gives 0.12 though a has its own;
    // c's army entry gives none, so its 0.1" is the usual one, not its army's.
    CHECK(armyBaseThickness(s, s.gt().units[0]) == 0.12);
    CHECK(armyBaseThickness(s, s.gt().units[1]) == 0.12);
    CHECK_FALSE(armyBaseThickness(s, s.gt().units[2]));
    const std::string text = io::scenarioToYaml(d);
    CHECK(text.find("base_thickness: 0.12") != std::string::npos);
    const io::ScenarioDocument back = io::loadScenarioText(text, "t.yaml");
    CHECK(back.scenario.armies[0].baseThickness == 0.12);
    CHECK(back.scenario.gt().units[0].baseThickness == 0.0);
    CHECK_FALSE(back.scenario.gt().units[1].baseThickness);
    // A file without any (every file before): every base 0.1".
    const io::ScenarioDocument old = io::loadScenarioText(
        head + "units:\n  - {id: a, side: french, type: infantry, at: [10, 10], facing: 0}\n",
        "t.yaml");
    CHECK(baseThickness(old.scenario, old.scenario.gt().units[0]) == 0.1);
    CHECK(io::scenarioToYaml(old).find("base_thickness") == std::string::npos);
}

TEST_CASE("base thickness: in millimetres converted, and refused under 0 or over 2\" at its "
          "place") {
    // 2.54 mm is 0.1".
    const io::ScenarioDocument mm =
        io::loadScenarioText("coupdoeil: 1\nmeasure: mm\ntable: {width: 1800, depth: 1200}\n"
                             "armies:\n  - {side: french, list: fr.yaml, base_thickness: 2.54}\n",
                             "t.yaml");
    CHECK(mm.scenario.armies[0].baseThickness.value() == doctest::Approx(0.1));
    const io::LoadError neg = errorOf([&] {
        io::loadScenarioText(head + "armies:\n  - {side: french, list: fr.yaml, "
                                    "base_thickness: -0.1}\n",
                             "t.yaml");
    });
    CHECK(neg.message().find("a base's thickness must be from 0 to 2 inches, got -0.1") !=
          std::string::npos);
    CHECK(neg.line() == 4);
    const io::LoadError big = errorOf([&] {
        io::loadScenarioText(head + "units:\n  - {id: a, side: french, type: infantry, at: [10, "
                                    "10], facing: 0, base_thickness: 3}\n",
                             "t.yaml");
    });
    CHECK(big.message().find("a base's thickness must be from 0 to 2 inches, got 3") !=
          std::string::npos);
    CHECK(big.line() == 4);
}
