// La Bataille counters added, deleted and edited (app/counter_edits.h): every edit is one undo
// step and leaves a scenario the file layer reads back; what the reader would refuse is
// refused in words.
#include "app/lb/counter_edits.h"
#include "app/lb/hex_tool.h"
#include "io/scenario_io.h"

#include "app/lb_support.h"

#include <doctest/doctest.h>

using namespace cdo;
using namespace cdo::app;
using cdo::test::hexOf;
using cdo::test::smallBattle;

namespace {

lb::Hex H(const Scenario& s, const char* id) {
    return hexOf(s.lb().grid, id);
}

int index(const Scenario& s, const char* id) {
    return s.lb().unitIndex(id);
}

// The scenario written and read back by the file layer (throws io::LoadError when refused).
Scenario reloaded(const Scenario& s) {
    io::ScenarioDocument doc{s, nullptr};
    return io::loadScenarioText(io::scenarioToYaml(doc), "edited.yaml").scenario;
}

// Applies an accepted edit through History, checks that the file loads, returns the history.
void apply(Scenario& s, History& h, EditResult r) {
    REQUIRE_MESSAGE(r.command, r.error);
    h.apply(s, std::move(r.command));
    CHECK_NOTHROW(reloaded(s));
}

} // namespace

TEST_CASE("app lb: a new counter takes the defaults and the file reads it back") {
    Scenario s = smallBattle();
    History h;
    const lb::Unit u =
        newCounter(s.lb(), "french", lb::Arm::Infantry, lb::Formation::Column, H(s, "0101"));
    CHECK(u.id == "fr-infantry");
    CHECK(u.facing == 0); // a column faces a hexside: the first is 0
    CHECK(u.increments == 4);
    CHECK(u.fire == 1.0);
    CHECK(u.move == 4);
    CHECK(u.stack == 0);
    apply(s, h, addCounter(s.lb(), u));
    REQUIRE(s.lb().units.size() == 11);
    const Scenario back = reloaded(s);
    const lb::Unit* r = back.lb().findUnit("fr-infantry");
    REQUIRE(r);
    CHECK(r->hexes == std::vector<lb::Hex>{H(s, "0101")});
    CHECK(r->increments == 4);
    CHECK(h.undoLabel() == "Add counter");
    CHECK(h.undo(s));
    CHECK(s.lb().units.size() == 10);
    // A line faces a vertex: the first one, 30 on a flat-topped map.
    const lb::Unit line =
        newCounter(s.lb(), "austrian", lb::Arm::Infantry, lb::Formation::Line, H(s, "0101"));
    CHECK(line.facing == 30);
    // A leader: no fire, no increments, no formation of its own; a new side is a side.
    const lb::Unit leader =
        newCounter(s.lb(), "bavarian", lb::Arm::Leader, lb::Formation::Line, H(s, "0102"));
    CHECK_FALSE(leader.fire);
    CHECK(leader.increments == 0);
    CHECK(leader.id == "ba-leader");
    apply(s, h, addCounter(s.lb(), leader));
    CHECK(counterSides(s.lb()).back() == "bavarian");
    // A second one of the same kind gets the next free id.
    const lb::Unit again =
        newCounter(s.lb(), "bavarian", lb::Arm::Leader, lb::Formation::Column, H(s, "0103"));
    CHECK(again.id == "ba-leader-2");
}

TEST_CASE("app lb: cavalry skirmishers are added on two hexes across their facing") {
    Scenario s = smallBattle();
    History h;
    const lb::Unit u = newCounter(s.lb(), "austrian", lb::Arm::LightCavalry,
                                  lb::Formation::Skirmish, H(s, "0202"));
    REQUIRE(u.hexes.size() == 2);
    apply(s, h, addCounter(s.lb(), u));
}

TEST_CASE("app lb: adding refuses a taken id, a bad side and an off-map hex in words") {
    const Scenario s = smallBattle();
    lb::Unit u =
        newCounter(s.lb(), "french", lb::Arm::Infantry, lb::Formation::Column, H(s, "0101"));
    u.id = "fr-ir-1";
    EditResult r = addCounter(s.lb(), u);
    CHECK_FALSE(r.command);
    CHECK(r.error.find("another counter is fr-ir-1") != std::string::npos);
    u.id = "fresh";
    u.side = "two words";
    CHECK_FALSE(addCounter(s.lb(), u).command);
    u.side = "french";
    u.hexes = {lb::Hex{17, 1}};
    {
        // A side the file already has stays editable even when it is not an id.
        Scenario odd = s;
        odd.lb().units[0].side = "Armée du Nord";
        // (fr-lasalle shares its hex 0609: enemy counters never share one, so it is of that
        // side too.)
        odd.lb().units[size_t(index(odd, "fr-lasalle"))].side = "Armée du Nord";
        lb::Unit gun = odd.lb().units[0];
        gun.increments = 3;
        History h;
        apply(odd, h, editCounter(odd.lb(), 0, gun));
    }
    r = addCounter(s.lb(), u);
    CHECK_FALSE(r.command);
    CHECK(r.error.find("off the map") != std::string::npos);
}

TEST_CASE("app lb: deleting a counter is one undo step and the file still loads") {
    Scenario s = smallBattle();
    History h;
    apply(s, h, deleteCounter(s.lb(), index(s, "fr-ir-2")));
    CHECK(index(s, "fr-ir-2") < 0);
    CHECK(s.lb().units.size() == 9);
    CHECK(h.undoLabel() == "Delete counter");
    CHECK(h.undo(s));
    CHECK(index(s, "fr-ir-2") == 2); // back in its place in the file
    CHECK_FALSE(deleteCounter(s.lb(), 99).command);
}

TEST_CASE("app lb: a rename keeps ids unique and valid") {
    Scenario s = smallBattle();
    History h;
    const int i = index(s, "fr-ir-2");
    CHECK_FALSE(renameCounter(s.lb(), i, "fr-ir-3").command);
    CHECK_FALSE(renameCounter(s.lb(), i, "").command);
    CHECK_FALSE(renameCounter(s.lb(), i, "46e ligne").command);
    apply(s, h, renameCounter(s.lb(), i, "fr-46e-1"));
    CHECK(s.lb().units[size_t(i)].id == "fr-46e-1");
    CHECK(reloaded(s).lb().findUnit("fr-46e-1"));
}

TEST_CASE("app lb: name, side, fire, move, stack and a leader's flags are edited") {
    Scenario s = smallBattle();
    History h;
    const int i = index(s, "fr-ir-2");
    // A side of its own: enemy counters never share a hex, so fr-ir-3 (its stack in 1010) first
    // stands apart in 1110; while it shares the hex the new side is refused.
    lb::Unit a = s.lb().units[size_t(i)];
    a.side = "allies";
    CHECK(editCounter(s.lb(), i, a).error.find("enemy counters never share a hex") !=
          std::string::npos);
    s.lb().units[size_t(index(s, "fr-ir-3"))].hexes = {H(s, "1110")};
    a.name = "46e Ligne, 1er bataillon";
    a.fire = 2.5;
    a.move = 7;
    a.stack = 2;
    apply(s, h, editCounter(s.lb(), i, a));
    const Scenario back = reloaded(s); // kept alive: r points into it
    const lb::Unit* r = back.lb().findUnit("fr-ir-2");
    REQUIRE(r);
    CHECK(r->side == "allies");
    CHECK(r->fire == 2.5);
    CHECK(r->move == 7);
    CHECK(r->stack == 2);
    a.move = -1;
    CHECK_FALSE(editCounter(s.lb(), i, a).command);
    a.move = 4;
    a.maxRange = 8; // artillery only
    CHECK(editCounter(s.lb(), i, a).error.find("only artillery") != std::string::npos);
    a.maxRange.reset();
    a.artilleryBonus = true; // leaders only
    CHECK_FALSE(editCounter(s.lb(), i, a).command);
    const int g = index(s, "fr-art-1");
    lb::Unit gun = s.lb().units[size_t(g)];
    gun.maxRange = 12;
    apply(s, h, editCounter(s.lb(), g, gun));
    gun.maxRange = 0; // the reader wants 1 or more
    CHECK_FALSE(editCounter(s.lb(), g, gun).command);
    const int l = index(s, "fr-lasalle");
    lb::Unit leader = s.lb().units[size_t(l)];
    leader.special = true;
    leader.artilleryBonus = false;
    apply(s, h, editCounter(s.lb(), l, leader));
    CHECK(reloaded(s).lb().findUnit("fr-lasalle")->special);
}

TEST_CASE("app lb: a new arm takes a formation it allows and drops what it cannot have") {
    Scenario s = smallBattle();
    History h;
    const int i = index(s, "fr-ir-2");
    std::string note;
    apply(s, h, changeArm(s.lb(), i, lb::Arm::HorseArtillery, &note));
    const lb::Unit& u = s.lb().units[size_t(i)];
    CHECK((u.formation == lb::Formation::Limbered));
    CHECK(note.find("limbered") != std::string::npos);
    apply(s, h, changeArm(s.lb(), i, lb::Arm::Leader));
    CHECK_FALSE(s.lb().units[size_t(i)].fire);
    apply(s, h, changeArm(s.lb(), i, lb::Arm::LightCavalry));
    CHECK(s.lb().units[size_t(i)].increments == 4);
    // A two-hex line cannot become guns: one hex first.
    const EditResult r = changeArm(s.lb(), index(s, "fr-ir-1"), lb::Arm::FootArtillery);
    CHECK_FALSE(r.command);
    CHECK(r.error.find("one hex first") != std::string::npos);
    // Guns lose their maximum range when they stop being guns.
    apply(s, h, changeArm(s.lb(), index(s, "fr-art-1"), lb::Arm::Infantry));
    CHECK_FALSE(s.lb().units[size_t(index(s, "fr-art-1"))].maxRange);
}

TEST_CASE("app lb: a line is extended across the side at facing plus 90, and back to one hex") {
    Scenario s = smallBattle();
    History h;
    const int i = index(s, "fr-ir-2"); // a column in 1010 facing 0
    CHECK_FALSE(extendCounter(s.lb(), i).command);
    apply(s, h, changeFormation(s.lb(), i, lb::Formation::Line));
    CHECK(s.lb().units[size_t(i)].facing == 30);
    std::string note;
    apply(s, h, extendCounter(s.lb(), i, &note));
    const lb::Unit& u = s.lb().units[size_t(i)];
    REQUIRE(u.hexes.size() == 2);
    CHECK(s.lb().grid.sideToward(u.hexes[0], u.hexes[1]) == s.lb().grid.sideIndex(120));
    CHECK(note.find("across the side at 120") != std::string::npos);
    CHECK(h.undoLabel() == "Extend to two hexes");
    CHECK(reloaded(s).lb().findUnit("fr-ir-2")->hexes.size() == 2);
    // On two hexes: no column, no rout, no fewer than 4 increments as skirmishers.
    CHECK_FALSE(changeFormation(s.lb(), i, lb::Formation::Column).command);
    CHECK_FALSE(setRouted(s.lb(), i, true).command);
    apply(s, h, shrinkCounter(s.lb(), i));
    CHECK(s.lb().units[size_t(i)].hexes.size() == 1);
    CHECK(h.undo(s));
    CHECK(s.lb().units[size_t(i)].hexes.size() == 2);
}

TEST_CASE("app lb: extending is refused in words when the hexes beside are off the map") {
    Scenario s = smallBattle();
    s.lb().grid.rows = 1;
    s.lb().grid.columns = 3;
    s.lb().units.clear();
    s.lb().hexes.clear();
    lb::Unit u =
        newCounter(s.lb(), "french", lb::Arm::Infantry, lb::Formation::Line, lb::Hex{2, 1});
    u.facing = 90; // the sides at 0 and 180 lead off a one-row map
    History h;
    apply(s, h, addCounter(s.lb(), u));
    const EditResult r = extendCounter(s.lb(), 0);
    CHECK_FALSE(r.command);
    CHECK(r.error.find("off the map") != std::string::npos);
}

TEST_CASE("app lb: skirmishers of fewer than 4 increments and cavalry skirmishers keep their "
          "hexes") {
    Scenario s = smallBattle();
    const EditResult r = extendCounter(s.lb(), index(s, "au-jg-1")); // 3 increments
    CHECK_FALSE(r.command);
    CHECK(r.error.find("4 or more increments") != std::string::npos);
    History h;
    lb::Unit cav = newCounter(s.lb(), "austrian", lb::Arm::LightCavalry, lb::Formation::Skirmish,
                              H(s, "0202"));
    apply(s, h, addCounter(s.lb(), cav));
    const int c = index(s, cav.id.c_str());
    CHECK_FALSE(shrinkCounter(s.lb(), c).command); // always two hexes
    // Infantry skirmishers on two hexes cannot drop below 4 increments.
    const int j = index(s, "fr-ir-2");
    apply(s, h, changeFormation(s.lb(), j, lb::Formation::Skirmish));
    lb::Unit four = s.lb().units[size_t(j)];
    four.increments = 4;
    apply(s, h, editCounter(s.lb(), j, four));
    apply(s, h, extendCounter(s.lb(), j));
    lb::Unit three = s.lb().units[size_t(j)];
    three.increments = 3;
    CHECK_FALSE(editCounter(s.lb(), j, three).command);
}

TEST_CASE("app lb: routing turns a counter to a hexside, rallying back to its formation's") {
    Scenario s = smallBattle();
    History h;
    const int i = index(s, "au-jg-1"); // skirmishers facing the vertex at 150
    std::string note;
    apply(s, h, setRouted(s.lb(), i, true, &note));
    CHECK(s.lb().units[size_t(i)].facing == 180);
    CHECK(note.find("hexside") != std::string::npos);
    // Turning a routed counter steps through hexsides only.
    apply(s, h, turnCounter(s.lb(), i, 1));
    CHECK(s.lb().units[size_t(i)].facing == 240);
    apply(s, h, setRouted(s.lb(), i, false));
    CHECK(s.lb().grid.vertexIndex(s.lb().units[size_t(i)].facing) >= 0);
}

TEST_CASE("app lb: artillery stacking and the file layer's own check refuse what would not "
          "load") {
    Scenario s = smallBattle();
    s.lb().stackingArtillery = 6;
    lb::Unit gun = newCounter(s.lb(), "french", lb::Arm::FootArtillery, lb::Formation::Unlimbered,
                              H(s, "0609"));
    const EditResult r = addCounter(s.lb(), gun); // 4 + 4 increments in 0609
    CHECK_FALSE(r.command);
    CHECK(r.error.find("stacking") != std::string::npos);
    // A command made by hand that breaks the reader's rules: the file layer says no.
    const int i = index(s, "fr-ir-2");
    lb::Unit bad = s.lb().units[size_t(i)];
    bad.formation = lb::Formation::Line; // faces a vertex, not 0
    const io::ScenarioDocument doc{s, nullptr};
    const EditResult checked = fileChecked(doc, {setCounter(i, s.lb().units[size_t(i)], bad), {}});
    CHECK_FALSE(checked.command);
    CHECK(checked.error.find("would not load") != std::string::npos);
    CHECK(fileChecked(doc, deleteCounter(s.lb(), i)).command);
}

TEST_CASE("app lb: the Add counter button takes the empty hex nearest the middle") {
    const Scenario s = smallBattle();
    const auto h = emptyHexNear(s.lb(), H(s, "1010")); // 1010 holds a stack
    REQUIRE(h);
    CHECK(s.lb().grid.distance(*h, H(s, "1010")) == 1);
    CHECK(emptyHexNear(s.lb(), H(s, "0101")) == H(s, "0101"));
}
