// The roster: lists per side, deploying onto the table, "on table" marks, undo.
#include "app/history.h"
#include "app/roster.h"
#include "io/scenario_io.h"

#include <doctest/doctest.h>

#include <filesystem>

using namespace cdo;
using namespace cdo::app;

namespace {
const std::string kFrench = "armies/french-iv-corps-wagram-1809.yaml";
const std::string kAustrian = "armies/austrian-vi-korps-wagram-1809.yaml";
} // namespace

TEST_CASE("the shelf lists the army lists and nothing else") {
    const auto shelf = Roster::shelf("armies");
    CHECK(shelf.size() >= 6);
    for (const auto& p : shelf)
        CHECK(p.find(".yaml") != std::string::npos);
    CHECK(Roster::shelf("assets/scenarios").empty()); // scenarios are not army lists
}

TEST_CASE("choosing a list per side, a bad file leaves the side as it was") {
    Roster r;
    std::string error;
    REQUIRE(r.choose(0, kFrench, error));
    REQUIRE(r.list(0) != nullptr);
    CHECK(r.list(0)->side == "french");
    CHECK(r.list(1) == nullptr);
    CHECK_FALSE(r.choose(0, "assets/scenarios/demo.yaml", error));
    CHECK(error.find("assets/scenarios/demo.yaml:") == 0);
    CHECK(r.list(0)->side == "french");
}

TEST_CASE("lines follow the command tree: command, its general, its units, then divisions") {
    Roster r;
    std::string error;
    REQUIRE(r.choose(0, kFrench, error));
    const auto lines = r.lines(0);
    REQUIRE(lines.size() > 3);
    CHECK((lines[0].kind == RosterLine::Kind::Command));
    CHECK(lines[0].depth == 0);
    CHECK((lines[1].kind == RosterLine::Kind::General));
    int units = 0, generals = 0, divisions = 0;
    for (const auto& l : lines) {
        units += l.kind == RosterLine::Kind::Unit;
        generals += l.kind == RosterLine::Kind::General;
        divisions += l.kind == RosterLine::Kind::Command && l.depth == 1;
    }
    // French IV Corps: 25 units, Massena and five divisional generals (armies/README.md).
    CHECK(units == 25);
    CHECK(generals == 6);
    CHECK(divisions == 5);
    CHECK(r.total(0) == 31);
}

TEST_CASE(
    "deploying puts the unit on the table, marks it, remembers the list, undo takes it back") {
    Roster r;
    std::string error;
    REQUIRE(r.choose(0, kFrench, error));
    REQUIRE(r.choose(1, kAustrian, error));
    Scenario s;
    History h;
    const io::ArmyUnit* first = nullptr;
    for (const auto& l : r.lines(0))
        if (l.kind == RosterLine::Kind::Unit) {
            first = l.unit;
            break;
        }
    REQUIRE(first != nullptr);
    CHECK_FALSE(r.deployed(s, 0, first->id));
    h.apply(s, r.deploy(s, 0, *first, {20, 6}, Roster::defaultFacing(0)));
    REQUIRE(s.units.size() == 1);
    CHECK(s.units[0].id == first->id);
    CHECK(s.units[0].side == "french");
    CHECK((s.units[0].type == first->type)); // parenthesised: doctest cannot print cdo enums
    CHECK(s.units[0].at == Vec2{20, 6});
    CHECK(s.units[0].facing == 0.0);
    CHECK(s.units[0].armyList == kFrench);
    REQUIRE(s.armies.size() == 1);
    CHECK(s.armies[0].list == kFrench);
    CHECK(r.deployed(s, 0, first->id));
    CHECK(r.deployedCount(s, 0) == 1);
    CHECK(r.deployedCount(s, 1) == 0);

    // A second unit from the same list does not add the list again.
    const io::General& massena = r.list(0)->command.general;
    h.apply(s, r.deploy(s, 0, massena, {24, 6}, 0));
    CHECK(s.units.size() == 2);
    CHECK((s.units[1].type == UnitType::General));
    CHECK(s.armies.size() == 1);
    CHECK(r.deployedCount(s, 0) == 2);

    // One undo step per deployment, the first one also removing the list entry.
    REQUIRE(h.undo(s));
    REQUIRE(h.undo(s));
    CHECK(s.units.empty());
    CHECK(s.armies.empty());
    CHECK_FALSE(r.deployed(s, 0, first->id));
}

TEST_CASE("deployed units and their lists survive saving and loading the scenario") {
    Roster r;
    std::string error;
    REQUIRE(r.choose(1, kAustrian, error));
    Scenario s;
    History h;
    for (const auto& l : r.lines(1))
        if (l.kind == RosterLine::Kind::Unit) {
            h.apply(s, r.deploy(s, 1, *l.unit, {30, 40}, Roster::defaultFacing(1)));
            break;
        }
    REQUIRE(s.units.size() == 1);
    io::ScenarioDocument doc{s, nullptr};
    const io::ScenarioDocument back = io::loadScenarioText(io::scenarioToYaml(doc), "saved.yaml");
    REQUIRE(back.scenario.units.size() == 1);
    CHECK(back.scenario.units[0].armyList == kAustrian);
    CHECK(back.scenario.units[0].facing == 180.0);
    REQUIRE(back.scenario.armies.size() == 1);
    CHECK(r.deployed(back.scenario, 1, s.units[0].id));
}
