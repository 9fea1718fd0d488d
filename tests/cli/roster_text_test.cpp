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

using cdo::test::fullList;
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
                                 "    - Corps battery: foot-artillery, 8 guns\n"
                                 "    1st Division: GD Legrand (ordinary), 2 units\n"
                                 "      - 26e Légère: infantry, 3 bns\n"
                                 "      - 18e Ligne: infantry\n"
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
                                 "      - IR 1: infantry\n"
                                 "      - IR 2: infantry\n"
                                 "      Reserve: GM C (great), 3 units\n"
                                 "        - Kürassiere: cuirassiers\n"
                                 "        - Cavalry battery: horse-artillery\n"
                                 "        - Big: infantry\n"
                                 "Units: 5 (infantry 3, cuirassiers 1, horse-artillery 1)\n"
                                 "Total frontage: 9.75 in (every base side by side)\n");
}

TEST_CASE("roster summary: men and guns per command, nation, arrival, Plan, notes") {
    const ArmyList list = loadArmyListText(fullList, "full.yaml");
    CHECK(rosterSummary(list) ==
          "Full Corps (side french)\n"
          "Wagram, 1809-07-05\n"
          "Note: A test list.\n"
          "Sources:\n"
          "  - gill3: John H. Gill, 1809: Thunder on the Danube, vol. III\n"
          "  - smith: Digby Smith, The Napoleonic Wars Data Book\n"
          "Arrivals:\n"
          "  - start: on the field on 5 July (3 units)\n"
          "  - day2: from Pressburg, on 6 July (2 units)\n"
          "Commands:\n"
          "  Corps: Marshal Masséna (great), 1 unit\n"
          "    in all: 5 bns, 12 sqns, 12 guns, 2,700 men (2 units without men)\n"
          "    plan: div-b, div-a\n"
          "    - Corps battery: foot-artillery foot, 12 guns (12-pdr), 300 men [gill3; smith p. "
          "290]\n"
          "    Division A: GD A (ordinary), 2 units\n"
          "      2 bns, 4 sqns, 1,500 men (1 unit without men)\n"
          "      arrives day2\n"
          "      note: Back from Raab.\n"
          "      - Leib-Regiment: infantry line, 2 bns, 1,500 men, baden, arrives day2 [smith]\n"
          "      - Light Dragoons: cavalry dragoon, 4 sqns, baden-horse, arrives day2, optional "
          "[smith]\n"
          "        note: Sources disagree.\n"
          "    Division B: GD B (bad), 2 units\n"
          "      3 bns, 8 sqns, 900 men (1 unit without men)\n"
          "      optional\n"
          "      - 26e Légère: infantry light, 3 bns, optional [gill3]\n"
          "      - Cuirassiers: cuirassiers carabinier, 8 sqns, 900 men, optional\n"
          "Units: 5 (infantry 2, cavalry 1, cuirassiers 1, foot-artillery 1)\n"
          "Nations: french 3, baden 1, baden-horse 1\n"
          "Optional units: 3\n"
          "In all: 5 bns, 12 sqns, 12 guns, 2,700 men (2 units without men)\n"
          "Total frontage: 9 in (every base side by side)\n");
}

TEST_CASE("roster summary of part of a list: the units that arrive on the second day") {
    const ArmyList part =
        filterArmyList(loadArmyListText(fullList, "full.yaml"), ArmyFilter{{"day2"}, false});
    const std::string text = rosterSummary(part);
    CHECK(text.find("  - day2: from Pressburg, on 6 July (1 unit)\n") != std::string::npos);
    CHECK(text.find("Leib-Regiment") != std::string::npos);
    CHECK(text.find("Light Dragoons") == std::string::npos); // optional
    CHECK(text.find("Division B") == std::string::npos);     // nothing left of it
    CHECK(text.find("plan: div-a\n") != std::string::npos);
    CHECK(text.find("In all: 2 bns, 1,500 men\n") != std::string::npos);
}
