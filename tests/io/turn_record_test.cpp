// The turn record of a Grande Tactique scenario (G9: PIPs per divisional general, the actions
// that spent them, the batteries spiked): read, written back, refused where it is wrong, and
// the ledger worked out from it. Old files without one still load.
#include "core/grande_tactique/turn.h"
#include "io/scenario_io.h"

#include "load_error.h"

#include <doctest/doctest.h>

#include <string>

using namespace cdo;
using namespace cdo::io;
using cdo::test::refused;

namespace {

// Two French batteries, a French divisional general, an Austrian general and battalion.
const std::string table = R"(coupdoeil: 1
ruleset: grande-tactique
table: {width: 72, depth: 48}
units:
  - {id: fr-bat, side: french, type: foot-artillery, at: [10, 10], facing: 0}
  - {id: fr-bat2, side: french, type: horse-artillery, at: [20, 10], facing: 0}
  - {id: fr-div, side: french, type: general, at: [15, 5], facing: 0}
  - {id: au-div, side: austrian, type: general, at: [15, 40], facing: 180}
  - {id: au-ir, side: austrian, type: infantry, at: [10, 30], facing: 180}
)";

std::string with(const std::string& turn) {
    return table + turn;
}

} // namespace

TEST_CASE("turn record: read, written back the same, the ledger worked out") {
    // fr-div rolled 4: unlimber (1) and start firing (1) leave 2. au-div rolled 3, spent none.
    // A battery spiked earlier is gone, counted destroyed.
    const std::string yaml = with(R"(turn:
  number: 3
  side: french
  pips:
    - {general: fr-div, pips: 4}
    - {general: au-div, pips: 3, colour: blue}
  actions:
    - {unit: fr-bat, action: unlimber, general: fr-div, cost: 1}
    - {unit: fr-bat, action: start-firing, general: fr-div, cost: 1}
  gone:
    - {id: au-bat, side: austrian, name: "Austrian 6-pounders", by: fr-hus, turn: 2}
  weather: rain
)");
    const ScenarioDocument doc = loadScenarioText(yaml, "t.yaml");
    REQUIRE(doc.scenario.gt().turn);
    const TurnRecord& t = *doc.scenario.gt().turn;
    CHECK(t.number == 3);
    CHECK(t.side == "french");
    REQUIRE(t.actions.size() == 2);
    CHECK(t.actions[1].action == "start-firing");
    REQUIRE(t.gone.size() == 1);
    CHECK(t.gone[0].by == "fr-hus");
    const std::vector<gt::LedgerLine> l = gt::ledger(t);
    REQUIRE(l.size() == 2);
    CHECK(l[0].spent == 2);
    CHECK(l[0].left == 2);
    CHECK(l[0].actions == std::vector<std::size_t>{0, 1});
    CHECK(l[1].left == 3);
    CHECK_FALSE(gt::refuseSpending(t, "fr-div", 2, "pivot"));
    CHECK(gt::refuseSpending(t, "fr-div", 3, "de-silence") ==
          "PIP phase: fr-div has 2 PIPs left this turn and de-silence costs 3 PIPs; the ledger "
          "never overspends.");
    CHECK(gt::refuseSpending(t, "nobody", 1, "pivot") ==
          "PIP phase: nobody has no PIPs entered this turn; enter its die first.");
    // Written back and read again: the same record, unknown keys (colour, weather) kept.
    const std::string text = scenarioToYaml(doc);
    CHECK(text.find("colour: blue") != std::string::npos);
    CHECK(text.find("weather: rain") != std::string::npos);
    const ScenarioDocument again = loadScenarioText(text, "again.yaml");
    CHECK(again.scenario.gt().turn == doc.scenario.gt().turn);
    CHECK(scenarioToYaml(again) == text);
}

TEST_CASE("turn record: a file without one loads at no turn, and saves without one") {
    const ScenarioDocument doc = loadScenarioText(table, "t.yaml");
    CHECK_FALSE(doc.scenario.gt().turn);
    CHECK(scenarioToYaml(doc).find("turn:") == std::string::npos);
}

TEST_CASE("turn record: every fault refused at its place") {
    // The table takes lines 1 to 9; `turn:` is line 10.
    refused(with("turn: {number: 0}\n"), 10, 16,
            "turn: 'number': turns are counted from 1 to 9999, got 0");
    refused(with("turn: {side: prussian}\n"), 10, 14,
            "turn: 'side': no unit is on side 'prussian' (the sides are austrian, french)");
    refused(with("turn:\n  pips:\n    - {general: fr-bat, pips: 3}\n"), 12, 17,
            "PIP entry 1: 'general': 'fr-bat' is foot-artillery; PIPs go to divisional generals "
            "(G9)");
    refused(with("turn:\n  pips:\n    - {general: fr-div, pips: 3}\n    - {general: fr-div, "
                 "pips: 2}\n"),
            13, 17, "PIP entry 2: 'general': PIPs for 'fr-div' are already entered this turn");
    refused(with("turn:\n  pips:\n    - {general: fr-div, pips: 100}\n"), 12, 31,
            "PIP entry 1: 'pips': a general's PIPs is from 0 to 99, got 100");
    refused(with("turn:\n  pips: [{general: fr-div, pips: 2}]\n  actions:\n"
                 "    - {unit: fr-bat, action: limber, general: fr-div, cost: 1}\n"
                 "    - {unit: fr-bat2, action: pivot, general: fr-div, cost: 2}\n"),
            14, 61,
            "action 2: 'cost': overspends: 'fr-div' has 1 PIP left this turn and this action "
            "costs 2");
    refused(with("turn:\n  pips: [{general: fr-div, pips: 2}]\n  actions:\n"
                 "    - {unit: fr-bat, action: fire, general: fr-div, cost: 1}\n"),
            13, 30,
            "action 1: 'action': unknown action 'fire' (expected one of limber, unlimber, pivot, "
            "start-firing, stop-firing, de-silence, spike)");
    refused(with("turn:\n  actions:\n    - {unit: fr-bat, action: limber, general: fr-div, "
                 "cost: 1}\n"),
            12, 47, "action 1: 'general': 'fr-div' has no PIPs entered this turn ('pips')");
    refused(with("turn:\n  gone:\n    - {id: fr-bat, side: french}\n"), 12, 12,
            "gone unit 'fr-bat': 'id': 'fr-bat' is still on the table; a gone unit is one removed "
            "from it (spiked guns, G9)");
}

TEST_CASE("turn record: a turn number below 1 is refused in the words of 0") {
    // -1 was "a turn number is from 0 to 9999" while 0 itself was refused: both now say what
    // the app says, from 1 to 9999, here and in a gone unit's turn.
    refused(with("turn: {number: -1}\n"), 10, 16,
            "turn: 'number': turns are counted from 1 to 9999, got -1");
    refused(with("turn:\n  gone:\n    - {id: au-bat, side: austrian, turn: 0}\n"), 12, 42,
            "gone unit 'au-bat': 'turn': turns are counted from 1 to 9999, got 0");
}

TEST_CASE("turn record: an action by a unit that is no battery is refused at the unit") {
    // G9's actions are a battery's: au-ir (infantry) limbering and fr-div (a general)
    // unlimbering were loaded and counted as spent.
    const std::string pips = "turn:\n  pips:\n    - {general: fr-div, pips: 4}\n"
                             "    - {general: au-div, pips: 4}\n  actions:\n";
    refused(with(pips + "    - {unit: au-ir, action: limber, general: au-div, cost: 1}\n"), 15, 14,
            "action 1: 'unit': 'au-ir' is infantry; only a battery limbers, unlimbers, pivots, "
            "fires, is de-silenced or spiked (G9)");
    refused(with(pips + "    - {unit: fr-div, action: unlimber, general: fr-div, cost: 1}\n"), 15,
            14,
            "action 1: 'unit': 'fr-div' is general; only a battery limbers, unlimbers, pivots, "
            "fires, is de-silenced or spiked (G9)");
}

TEST_CASE("turn record: a battery's action paid with the other side's PIPs is refused") {
    // fr-bat (French) unlimbering paid by au-div (Austrian) was loaded; spiking au's guns is
    // the spiker's to pay, so fr-div paying for spiking fr-bat is refused too.
    const std::string pips = "turn:\n  pips:\n    - {general: fr-div, pips: 4}\n"
                             "    - {general: au-div, pips: 4}\n  actions:\n";
    refused(with(pips + "    - {unit: fr-bat, action: unlimber, general: au-div, cost: 1}\n"), 15,
            49,
            "action 1: 'general': 'au-div' is on side 'austrian' and 'fr-bat' on side "
            "'french': a battery's actions are paid with its own side's PIPs (G9)");
    refused(
        with(pips + "    - {unit: fr-bat, action: spike, general: fr-div, cost: 2, by: au-ir}\n"),
        15, 46,
        "action 1: 'general': 'fr-div' is on side 'french', as 'fr-bat' is: spiking is "
        "paid with the spiking side's PIPs (G9)");
    CHECK_NOTHROW(loadScenarioText(
        with(pips + "    - {unit: fr-bat, action: spike, general: au-div, cost: 2, by: au-ir}\n"),
        "t.yaml"));
}
