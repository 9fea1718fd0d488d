// The text of `coupdoeil-cli roster` (src/cli/roster_text.h), worked by hand.
#include "cli/roster_text.h"

#include "io/army_list.h"

#include "io/army_fixture.h"

#include <doctest/doctest.h>

#include <string>
#include <vector>

using namespace cdo;
using cdo::cli::rosterSummary;
using namespace cdo::io;

using cdo::test::smallList;

namespace {

std::vector<std::string> unitIds(const ArmyList& list) {
    std::vector<std::string> ids;
    for (const ArmyUnit* u : allUnits(list))
        ids.push_back(u->id);
    return ids;
}

} // namespace

TEST_CASE("roster summary: tree, counts and frontage worked by hand") {
    // 2 infantry in line at 2.5" + 1 foot battery at 1" = 6".
    const ArmyList list = loadArmyListText(smallList, "small.yaml");
    CHECK(totalFrontage(list) == doctest::Approx(6.0));
    CHECK(rosterSummary(list) == "Test Corps (side french)\n"
                                 "Wagram, 1809-07-05\n"
                                 "Sources:\n"
                                 "  - Petre, Napoleon and the Archduke Charles\n"
                                 "Commands:\n"
                                 "  Corps: Marshal Masséna (great), 1 unit\n"
                                 "    1st Division: GD Legrand (ordinary), 2 units\n"
                                 "Units: 3 (infantry 2, foot-artillery 1)\n"
                                 "Total frontage: 6 in (every base side by side)\n");
}

TEST_CASE("roster frontage follows formation and explicit sizes") {
    // Square 1.5" + column 2.5" + cuirassiers 1.5" + horse battery 1" + a unit sized
    // [3.25, 1] = 9.75". Three levels of command, a bad general.
    const char* text = R"(coupdoeil-army: 1
army: "Mixed"
side: austrian
command:
  id: a
  name: "Army"
  general: {id: ga, name: "FZM A", rating: bad}
  commands:
    - id: b
      name: "Korps"
      general: {id: gb, name: "FML B", rating: ordinary}
      units:
        - {id: sq, name: "IR 1", type: infantry, formation: square}
        - {id: co, name: "IR 2", type: infantry, formation: column}
      commands:
        - id: c
          name: "Reserve"
          general: {id: gc, name: "GM C", rating: great}
          units:
            - {id: ku, name: "Kürassiere", type: cuirassiers, quality: veteran}
            - {id: ha, name: "Cavalry battery", type: horse-artillery}
            - {id: big, name: "Big", type: infantry, size: [3.25, 1]}
)";
    const ArmyList list = loadArmyListText(text, "mixed.yaml");
    CHECK(totalFrontage(list) == doctest::Approx(9.75));
    CHECK(unitIds(list) == std::vector<std::string>{"sq", "co", "ku", "ha", "big"});
    CHECK(rosterSummary(list) == "Mixed (side austrian)\n"
                                 "Commands:\n"
                                 "  Army: FZM A (bad)\n"
                                 "    Korps: FML B (ordinary), 2 units\n"
                                 "      Reserve: GM C (great), 3 units\n"
                                 "Units: 5 (infantry 3, cuirassiers 1, horse-artillery 1)\n"
                                 "Total frontage: 9.75 in (every base side by side)\n");
}
