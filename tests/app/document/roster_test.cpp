// The roster: lists per side, deploying onto the table, "on table" marks, undo.
#include "app/document/document.h"
#include "app/document/history.h"
#include "app/document/roster.h"
#include "app/panels/roster_panel.h"
#include "core/geometry.h"
#include "core/grande_tactique/rules.h"
#include "core/grande_tactique/table.h"
#include "core/limits.h"
#include "io/scenario_io.h"

#include <doctest/doctest.h>

#include <algorithm>
#include <cmath>
#include <filesystem>
#include <fstream>
#include <unistd.h>

#include "support.h"

using namespace cdo;
using namespace cdo::app;

namespace {
const std::string kFrench = "armies/french-iv-corps-wagram-1809.yaml";
const std::string kAustrian = "armies/austrian-vi-korps-wagram-1809.yaml";
// How the roster holds a list it loaded: absolute.
std::string full(const std::string& p) {
    return std::filesystem::absolute(p).lexically_normal().string();
}
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
    // French IV Corps: 28 units, Massena and six divisional generals (armies/README.md).
    CHECK(units == 28);
    CHECK(generals == 7);
    CHECK(divisions == 6);
    CHECK(r.total(0) == 35);
}

TEST_CASE("deploying on a table of 20,000 units is refused, the table unchanged") {
    // Issue 13: no way of adding a unit takes a table past what its file could load.
    Roster r;
    std::string error;
    REQUIRE(r.choose(0, kFrench, error));
    Scenario s;
    s.gt().tableWidth = s.gt().tableDepth = 1000;
    for (std::size_t i = 0; i < limits::maxUnits; ++i) {
        Unit u;
        u.id = "u" + std::to_string(i);
        u.side = "austrian";
        u.at = {double(i % 140) * 7 + 5, double(i / 140) * 7 + 5};
        s.gt().units.push_back(std::move(u));
    }
    const io::General& massena = r.list(0)->command.general;
    CHECK_FALSE(r.deploy(s, 0, massena, {24, 6}, 0));
    CHECK(s.gt().units.size() == limits::maxUnits);
    CHECK(s.armies.empty());
    s.gt().units.pop_back(); // one place free: the deployment goes through
    History h;
    h.apply(s, r.deploy(s, 0, massena, {24, 6}, 0));
    CHECK(s.gt().units.size() == limits::maxUnits);
    CHECK(s.gt().units.back().id == massena.id);
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
    REQUIRE(s.gt().units.size() == 1);
    CHECK(s.gt().units[0].id == first->id);
    CHECK(s.gt().units[0].side == "french");
    CHECK((s.gt().units[0].type == first->type)); // parenthesised: doctest cannot print cdo enums
    CHECK(s.gt().units[0].at == Vec2{20, 6});
    CHECK(s.gt().units[0].facing == 0.0);
    CHECK(s.gt().units[0].armyList == full(kFrench));
    REQUIRE(s.armies.size() == 1);
    CHECK(s.armies[0].list == full(kFrench));
    CHECK(r.deployed(s, 0, first->id));
    CHECK(r.deployedCount(s, 0) == 1);
    CHECK(r.deployedCount(s, 1) == 0);

    // A second unit from the same list does not add the list again.
    const io::General& massena = r.list(0)->command.general;
    h.apply(s, r.deploy(s, 0, massena, {24, 6}, 0));
    CHECK(s.gt().units.size() == 2);
    CHECK((s.gt().units[1].type == UnitType::General));
    CHECK(s.armies.size() == 1);
    CHECK(r.deployedCount(s, 0) == 2);

    // One undo step per deployment, the first one also removing the list entry.
    REQUIRE(h.undo(s));
    REQUIRE(h.undo(s));
    CHECK(s.gt().units.empty());
    CHECK(s.armies.empty());
    CHECK_FALSE(r.deployed(s, 0, first->id));
}

TEST_CASE("units deployed in a row each go to the next free spot, beside the last one") {
    // Issue 11 (7): three units tapped in a row landed on the same spot.
    Roster r;
    std::string error;
    REQUIRE(r.choose(0, kFrench, error));
    Scenario s;
    History h;
    std::vector<const io::ArmyUnit*> units;
    for (const auto& l : r.lines(0))
        if (l.kind == RosterLine::Kind::Unit && units.size() < 3) units.push_back(l.unit);
    REQUIRE(units.size() == 3);
    for (const io::ArmyUnit* u : units)
        h.apply(s, r.deploy(s, 0, *u, {36, 24}, 0));
    REQUIRE(s.gt().units.size() == 3);
    CHECK(s.gt().units[0].at == Vec2{36, 24});
    for (std::size_t i = 0; i < 3; ++i) {
        CHECK(s.gt().units[i].at.y == doctest::Approx(24)); // beside, not behind
        for (std::size_t j = 0; j < i; ++j) {
            const double gap = std::abs(s.gt().units[i].at.x - s.gt().units[j].at.x);
            const double half = (gt::baseSizeOf(s.gt().units[i]).frontage +
                                 gt::baseSizeOf(s.gt().units[j]).frontage) /
                                2;
            CHECK(gap >= half); // not overlapping
        }
    }
    // The third goes beside the second (the last one put down), not back to the first.
    const double step =
        (gt::baseSizeOf(s.gt().units[1]).frontage + gt::baseSizeOf(s.gt().units[2]).frontage) / 2 +
        0.5;
    CHECK(std::abs(s.gt().units[2].at.x - s.gt().units[1].at.x) == doctest::Approx(step));
}

TEST_CASE("a side faces the enemy's side of the table") {
    // Issue 11 (7): side A always faced 0° even when it stood at the far edge.
    Roster r;
    std::string error;
    REQUIRE(r.choose(0, kFrench, error));
    REQUIRE(r.choose(1, kAustrian, error));
    Scenario s;                      // 72 x 48
    CHECK(r.facingFor(s, 0) == 0.0); // no units yet: A faces 0, B 180
    CHECK(r.facingFor(s, 1) == 180.0);
    History h;
    const io::ArmyUnit* fr = nullptr;
    const io::ArmyUnit* au = nullptr;
    for (const auto& l : r.lines(0))
        if (l.kind == RosterLine::Kind::Unit && !fr) fr = l.unit;
    for (const auto& l : r.lines(1))
        if (l.kind == RosterLine::Kind::Unit && !au) au = l.unit;
    REQUIRE((fr && au));
    // Side A put down at the far edge: it faces the near edge, and B faces it.
    h.apply(s, r.deploy(s, 0, *fr, {36, 42}, r.facingFor(s, 0)));
    CHECK(s.gt().units[0].facing == 0.0); // the first had no enemy and no side of its own yet
    CHECK(r.facingFor(s, 0) == 180.0);
    CHECK(r.facingFor(s, 1) == 0.0);
    h.apply(s, r.deploy(s, 1, *au, {36, 6}, r.facingFor(s, 1)));
    CHECK(s.gt().units[1].facing == 0.0);
    // Both sides on the table: the one nearer the far edge faces 180.
    CHECK(r.facingFor(s, 0) == 180.0);
    CHECK(r.facingFor(s, 1) == 0.0);
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
    REQUIRE(s.gt().units.size() == 1);
    io::ScenarioDocument doc{s, nullptr};
    const io::ScenarioDocument back = io::loadScenarioText(io::scenarioToYaml(doc), "saved.yaml");
    REQUIRE(back.scenario.gt().units.size() == 1);
    CHECK(back.scenario.gt().units[0].armyList == full(kAustrian));
    CHECK(back.scenario.gt().units[0].facing == 180.0);
    REQUIRE(back.scenario.armies.size() == 1);
    CHECK(r.deployed(back.scenario, 1, s.gt().units[0].id));
}

namespace {
namespace fs = std::filesystem;

// A scratch folder, removed after.
struct Scratch {
    fs::path dir =
        fs::temp_directory_path() / ("coupdoeil-roster-test-" + std::to_string(::getpid()));
    Scratch() {
        fs::remove_all(dir);
        fs::create_directories(dir);
    }
    ~Scratch() {
        std::error_code ec;
        fs::remove_all(dir, ec);
    }
};
} // namespace

TEST_CASE("a scenario's army lists are found beside it and saved relative to it") {
    // Issue 13: a list was looked for from where the app was started, and saved absolute.
    Scratch tmp;
    fs::create_directories(tmp.dir / "game" / "lists");
    fs::copy_file(kFrench, tmp.dir / "game" / "lists" / "fr.yaml");
    const fs::path scenario = tmp.dir / "game" / "table.yaml";
    std::ofstream(scenario) << "coupdoeil: 1\narmies:\n  - side: french\n    list: lists/fr.yaml\n";
    cdo::app::Document d = cdo::app::Document::open(scenario.string());
    REQUIRE(d.scenario().armies.size() == 1);
    const std::string list = (tmp.dir / "game" / "lists" / "fr.yaml").string();
    CHECK(d.scenario().armies[0].list == list);
    CHECK(resolveListPath("lists/fr.yaml", scenario.string()) == list);
    CHECK(resolveListPath("/x/y.yaml", scenario.string()) == "/x/y.yaml");
    Roster r;
    std::string error;
    REQUIRE_MESSAGE(r.choose(0, resolveListPath(d.scenario().armies[0].list, d.path()), error),
                    error);
    d.apply(r.deploy(d.scenario(), 0, r.list(0)->command.general, {20, 6}, 0));
    REQUIRE(d.scenario().gt().units.size() == 1);
    CHECK(d.scenario().gt().units[0].armyList == list);
    d.save();
    const std::string text = cdo::test::slurp(scenario);
    CHECK(text.find("list: lists/fr.yaml") != std::string::npos);
    CHECK(text.find("army_list: lists/fr.yaml") != std::string::npos);
    CHECK(text.find(tmp.dir.string()) == std::string::npos); // nothing absolute
    // Saved elsewhere, the file still finds its list.
    fs::create_directories(tmp.dir / "other");
    d.saveAs((tmp.dir / "other" / "copy.yaml").string());
    const std::string moved = cdo::test::slurp(tmp.dir / "other" / "copy.yaml");
    CHECK(moved.find("army_list: ../game/lists/fr.yaml") != std::string::npos);
    const cdo::app::Document again =
        cdo::app::Document::open((tmp.dir / "other" / "copy.yaml").string());
    CHECK(again.scenario().gt().units[0].armyList == list);
    // Issue 11 (7): relative whenever it can be, even with nothing shared but the root.
    const std::string far = relativeListPath("/usr/share/x.yaml", scenario.string());
    CHECK(far.front() != '/');
    CHECK(resolveListPath(far, scenario.string()) == "/usr/share/x.yaml");
}

TEST_CASE("only army-list files are opened: not /etc/passwd, /etc/shadow, /dev/zero, a folder") {
    Scratch tmp;
    const fs::path scenario = tmp.dir / "table.yaml";
    fs::create_symlink("/dev/zero", tmp.dir / "zero.yaml");
    fs::create_directories(tmp.dir / "folder.yaml");
    Roster r;
    std::string error;
    REQUIRE(r.choose(0, kFrench, error));
    for (const std::string& hostile :
         {std::string("../../../../etc/passwd"), std::string("/etc/shadow"),
          std::string("/dev/zero"), std::string("zero.yaml"), std::string("folder.yaml"),
          std::string("missing.yaml")}) {
        CAPTURE(hostile);
        const std::string path = resolveListPath(hostile, scenario.string());
        CHECK(fs::path(path).is_absolute());
        CHECK_FALSE(armyListFileProblem(path).empty());
        CHECK_FALSE(r.choose(0, path, error));
        CHECK(error.rfind(path + ": ", 0) == 0);
        CHECK(r.list(0)->side == "french"); // the side keeps its list
    }
    CHECK(armyListFileProblem("/etc/shadow").find(".yaml or .yml") != std::string::npos);
    CHECK(armyListFileProblem((tmp.dir / "zero.yaml").string()).find("regular file") !=
          std::string::npos);
    CHECK(armyListFileProblem(kFrench).empty());
}

TEST_CASE("the roster shows part of a list: one arrival, without optional units, with totals") {
    // tests/cli/data/full-army.yaml: a corps battery (start), Division A arriving on day2 (a
    // Baden regiment and optional light dragoons), optional Division B (start).
    Roster r;
    std::string error;
    REQUIRE_MESSAGE(r.choose(0, "tests/cli/data/full-army.yaml", error), error);
    const io::ArmyList& list = *r.list(0);
    auto unitNames = [](const std::vector<RosterLine>& lines) {
        std::vector<std::string> out;
        for (const RosterLine& l : lines)
            if (l.kind == RosterLine::Kind::Unit) out.push_back(l.unit->id);
        return out;
    };
    const auto all = r.lines(0);
    CHECK(unitNames(all) == std::vector<std::string>{"bty", "leib", "drag", "leg", "cuir"});
    CHECK(all[0].totals.guns == 12);
    CHECK(all[0].totals.men == 2700);
    CHECK(io::totalsText(all[0].totals) ==
          "5 bns, 12 sqns, 12 guns, 2,700 men (2 units without men)");

    RosterPanelState st;
    st.arrival = "day2";
    st.optionalUnits = false;
    const auto part = r.lines(0, rosterFilter(st, list));
    CHECK(unitNames(part) == std::vector<std::string>{"leib"});
    int commands = 0;
    for (const RosterLine& l : part)
        commands += l.kind == RosterLine::Kind::Command;
    CHECK(commands == 2); // the corps and Division A; Division B holds nothing shown
    CHECK(io::totalsText(part[0].totals) == "2 bns, 1,500 men");
    for (const RosterLine& l : part)
        if (l.kind == RosterLine::Kind::Unit)
            CHECK(rosterUnitText(l, list) ==
                  "Leib-Regiment  (inf line, 2 bns, 1,500 men)  baden  arrives day2");

    // A tag this list does not have (left from another list) shows every arrival.
    st.arrival = "noon";
    st.optionalUnits = true;
    CHECK(unitNames(r.lines(0, rosterFilter(st, list))) == unitNames(all));
    // Old lists, without arrivals or optional units, show as before.
    REQUIRE(r.choose(1, kAustrian, error));
    CHECK(r.lines(1, rosterFilter(st, *r.list(1))).size() == r.lines(1).size());
}

// A roster tap (deployAtEdge): the French (side A, first on an empty 72" x 48" table) by the
// near edge, the Austrians then by the far one, each facing the other. The first French unit,
// a 1" x 1" foot battery, at (36, 2 + 0.5) facing 0; the first Austrian one at (36, 48 - 2.5)
// for a 1" deep base, facing 180 (gt::deploymentPose's rows, 2" in from the edge).
TEST_CASE("a roster tap puts each side by its own edge, facing the enemy, clear of the others") {
    Roster r;
    std::string error;
    REQUIRE(r.choose(0, kFrench, error));
    REQUIRE(r.choose(1, kAustrian, error));
    Scenario s;
    History h;
    std::vector<const io::ArmyUnit*> fr, au;
    for (const auto& l : r.lines(0))
        if (l.kind == RosterLine::Kind::Unit && fr.size() < 3) fr.push_back(l.unit);
    for (const auto& l : r.lines(1))
        if (l.kind == RosterLine::Kind::Unit && au.size() < 3) au.push_back(l.unit);
    REQUIRE(fr.size() == 3);
    REQUIRE(au.size() == 3);
    REQUIRE(fr[0]->id == "fr4-art-reserve"); // foot artillery, 1" x 1"
    for (const io::ArmyUnit* u : fr)
        h.apply(s, r.deployAtEdge(s, 0, *u));
    for (const io::ArmyUnit* u : au)
        h.apply(s, r.deployAtEdge(s, 1, *u));
    REQUIRE(s.gt().units.size() == 6);
    CHECK(s.gt().units[0].at.x == doctest::Approx(36));
    CHECK(s.gt().units[0].at.y == doctest::Approx(2.5));
    const double auDepth = gt::baseSizeOf(s.gt().units[3]).depth;
    CHECK(s.gt().units[3].at.x == doctest::Approx(36));
    CHECK(s.gt().units[3].at.y == doctest::Approx(48 - 2 - auDepth / 2));
    for (std::size_t i = 0; i < 6; ++i) {
        CAPTURE(s.gt().units[i].id);
        CHECK(s.gt().units[i].facing == (i < 3 ? 0.0 : 180.0));
        CHECK((i < 3 ? s.gt().units[i].at.y < 12 : s.gt().units[i].at.y > 36));
    }
    // Before, every tap went to the middle of the view: a French battery in contact with the
    // Austrian one, both facing 180. Now no two bases come within 0.5".
    for (std::size_t i = 0; i < 6; ++i)
        for (std::size_t j = i + 1; j < 6; ++j) {
            const auto a = gt::baseCorners(s.gt().units[i].at, s.gt().units[i].facing,
                                           gt::baseSizeOf(s.gt().units[i]).frontage,
                                           gt::baseSizeOf(s.gt().units[i]).depth)
                               .polygon();
            const auto b = gt::baseCorners(s.gt().units[j].at, s.gt().units[j].facing,
                                           gt::baseSizeOf(s.gt().units[j]).frontage,
                                           gt::baseSizeOf(s.gt().units[j]).depth)
                               .polygon();
            CHECK(convexDistance(a, b).distance >= 0.5 - 1e-9);
        }
}

// "(foot art foot, 12 guns)" said the kind twice: the subtype is left out when the kind says it.
TEST_CASE("a roster line says a battery's kind once, and a list is offered by its title") {
    Roster r;
    std::string error;
    REQUIRE(r.choose(0, kFrench, error));
    const io::ArmyList& list = *r.list(0);
    for (const RosterLine& l : r.lines(0))
        if (l.kind == RosterLine::Kind::Unit && l.unit->id == "fr4-art-reserve")
            CHECK(rosterUnitText(l, list) == "IV Corps artillery reserve  (foot art, 12 guns)");
    CHECK(listTitle(list) == "French IV Corps (Wagram 1809)");
    RosterPanelState st;
    st.shelf = Roster::shelf("armies");
    const auto titled = shelfByTitle(st);
    REQUIRE(titled.size() == st.shelf.size());
    for (std::size_t i = 1; i < titled.size(); ++i)
        CHECK(titled[i - 1].title <= titled[i].title);
    CHECK(std::any_of(titled.begin(), titled.end(), [](const ShelfEntry& e) {
        return e.title == "French IV Corps (Wagram 1809)";
    }));
}
