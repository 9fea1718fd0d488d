// A generated table is a valid scenario: saving and loading it back runs every check of the
// scenario format.
#include "core/grande_tactique/generate.h"
#include "io/scenario_io.h"

#include <doctest/doctest.h>

using namespace cdo;

TEST_CASE("generate: the table passes every check of the scenario format") {
    for (int bases : {100, 400, 800}) {
        gt::GeneratedTable g;
        g.bases = bases;
        const Scenario s = gt::generateTable(g);
        const io::ScenarioDocument doc =
            io::loadScenarioText(io::scenarioToYaml({s, nullptr}), "generated.yaml");
        CHECK(doc.scenario.gt().units.size() == std::size_t(bases));
        CHECK(doc.scenario.gt().terrain.size() == s.gt().terrain.size());
    }
}
