// The La Bataille face's answers beyond one ruling, without a display (src/app/lb/lb_fire.h):
// the route a drag has taken, the opportunity fire it draws asked of the board as it stood
// before the move, each formation's opportunity fire, defensive fire, picking hexes to combine
// and attackers to retreat from, the zones shown, and where hex ids go at a small zoom. Every
// answer is the engine function the CLI's command calls (cli.md, La Bataille).
#include "app/document/document.h"
#include "app/lb/hex_render.h"
#include "app/lb/hex_tool.h"
#include "app/lb/lb_fire.h"
#include "core/la_bataille/words.h"

#include "app/lb_support.h"

#include <doctest/doctest.h>

using namespace cdo;
using namespace cdo::app;
using cdo::test::hexOf;

namespace {

// A 10 x 10 map, flat hexes (bearing 0 is north, towards row 01):
//
//        col 05
//   0503  AU  au-col: infantry column facing 180 (south): its front hexside is towards 0504,
//   0504  FR  fr-col: infantry column facing 0 (north), in au-col's zone (across its front)
//   0505  ..  empty
//   0506  ..  empty
//
// fr-b: a French infantry column in 0804, far from both; fr-lead: a leader.
Scenario duel() {
    Scenario s;
    s.part = lb::Battle{};
    lb::Battle& b = s.lb();
    b.grid.columns = 10;
    b.grid.rows = 10;
    auto unit = [&](const char* id, const char* side, lb::Arm arm, const char* hex, lb::Formation f,
                    double facing) {
        lb::Unit u;
        u.id = id;
        u.side = side;
        u.arm = arm;
        u.hexes = {hexOf(b.grid, hex)};
        u.formation = f;
        u.facing = facing;
        u.increments = 6;
        if (arm != lb::Arm::Leader) u.fire = 1;
        u.move = 6;
        b.units.push_back(u);
    };
    unit("au-col", "austrian", lb::Arm::Infantry, "0503", lb::Formation::Column, 180);
    unit("fr-col", "french", lb::Arm::Infantry, "0504", lb::Formation::Column, 0);
    unit("fr-b", "french", lb::Arm::Infantry, "0804", lb::Formation::Column, 0);
    unit("fr-lead", "french", lb::Arm::Leader, "0805", lb::Formation::Column, 0);
    return s;
}

Document open(Scenario s) {
    return Document(io::ScenarioDocument{std::move(s), nullptr}, "");
}

lb::Hex H(const Document& d, const char* id) {
    return hexOf(d.battle().grid, id);
}

std::vector<std::string> ids(const lb::HexGrid& g, const std::vector<lb::Hex>& hexes) {
    std::vector<std::string> out;
    for (const lb::Hex h : hexes)
        out.push_back(g.id(h));
    return out;
}

// The document after moving `unit` to `hex`, as a drag does hex by hex.
void moveTo(Document& d, int unit, const char* hex) {
    EditResult r = moveCounter(d.battle(), unit, {H(d, hex)});
    REQUIRE(r.command);
    d.apply(std::move(r.command));
}

} // namespace

TEST_CASE("app lb fire: the hexes between two hexes are stepped one at a time, the last one in") {
    const Document d = open(duel());
    const lb::HexGrid& g = d.battle().grid;
    // Down column 05: 0501 -> 0504 enters 0502, 0503, 0504; no step from a hex to itself.
    CHECK(ids(g, hexSteps(g, H(d, "0501"), H(d, "0504"))) ==
          std::vector<std::string>{"0502", "0503", "0504"});
    CHECK(hexSteps(g, H(d, "0501"), H(d, "0501")).empty());
    // Any two hexes: as many steps as hexes between them, each next to the one before.
    const auto steps = hexSteps(g, H(d, "0101"), H(d, "0907"));
    REQUIRE(steps.size() == std::size_t(g.distance(H(d, "0101"), H(d, "0907"))));
    CHECK(g.adjacent(H(d, "0101"), steps.front()));
    for (std::size_t i = 1; i < steps.size(); ++i)
        CHECK(g.adjacent(steps[i - 1], steps[i]));
}

TEST_CASE("app lb fire: a drag's route grows hex by hex, is cut back when it returns, empty at "
          "its start") {
    Document d = open(duel());
    LbFire fire;
    fire.dragBegin(d, 1); // fr-col in 0504
    REQUIRE(fire.dragging());
    fire.dragReach({H(d, "0506")}); // a jump of two hexes: 0505 then 0506
    CHECK(ids(d.battle().grid, fire.path()) == std::vector<std::string>{"0505", "0506"});
    fire.dragReach({H(d, "0505")}); // back one: the route is 0505 alone
    CHECK(ids(d.battle().grid, fire.path()) == std::vector<std::string>{"0505"});
    fire.dragReach({H(d, "0504")}); // back where it began: no move
    CHECK(fire.path().empty());
    fire.dragFinish();
    CHECK_FALSE(fire.dragging());
}

TEST_CASE("app lb fire: a counter dragged out of an enemy zone draws that enemy's opportunity "
          "fire, asked of the board before the move") {
    Document d = open(duel());
    REQUIRE(d.hasEngine());
    LbFire fire;
    fire.dragBegin(d, 1);
    // The drag moves fr-col in the document already (0504 -> 0505): the answer is still about
    // the move from 0504, where au-col's zone held it.
    moveTo(d, 1, "0505");
    fire.dragReach(d.battle().units[1].hexes);
    fire.update(d, 1, std::nullopt);
    const auto& m = fire.answers().moving;
    REQUIRE(m);
    // au-col (0503, its front towards 0504) fires at 0504, at fr-col's formation then: column.
    REQUIRE(m->shots.size() == 1);
    CHECK(m->shots[0].enemy == 0);
    CHECK(d.battle().grid.id(m->shots[0].from) == "0503");
    CHECK(d.battle().grid.id(m->shots[0].at) == "0504");
    CHECK((m->shots[0].formation == lb::Formation::Column));
    // The same as the CLI's engine call on the file as it was.
    const Document before = open(duel());
    const lb::Engine& e = *lb::asLaBataille(before.engine());
    const lb::OpportunityRuling cli = lb::opportunityOnMove(e.board(), 1, {H(d, "0505")});
    CHECK(fire.answers().movingWords == lb::explain(e.board(), cli));
}

TEST_CASE("app lb fire: every formation the counter may change to, each with who may fire") {
    const Document d = open(duel());
    LbFire fire;
    fire.update(d, 1, std::nullopt);
    const auto& forms = fire.answers().formations;
    REQUIRE_FALSE(forms.empty());
    for (const FormationFire& f : forms) {
        const std::string name(lb::toString(f.to));
        CAPTURE(name);
        CHECK((f.to != lb::Formation::Column)); // not the one it is in
        CHECK(lb::allowed(lb::Arm::Infantry, f.to));
        // In au-col's zone: au-col fires at 0504, at column (its former formation).
        REQUIRE(f.ruling.shots.size() == 1);
        CHECK((f.ruling.shots[0].formation == lb::Formation::Column));
    }
    // fr-b stands in no enemy zone: no one fires, whatever it changes to.
    fire.update(d, 2, std::nullopt);
    for (const FormationFire& f : fire.answers().formations)
        CHECK(f.ruling.shots.empty());
}

TEST_CASE("app lb fire: defensive fire at each enemy across a front hexside") {
    const Document d = open(duel());
    LbFire fire;
    fire.update(d, 1, std::nullopt); // fr-col faces north, au-col across that side
    REQUIRE(fire.answers().defensive.size() == 1);
    CHECK(fire.answers().defensive[0].targetHexId == "0503");
    fire.update(d, 2, std::nullopt); // fr-b: no enemy next to it
    CHECK(fire.answers().defensive.empty());
}

TEST_CASE("app lb fire: picking hexes to combine: own side toggles, the target hex rules") {
    const Document d = open(duel());
    LbFire fire;
    fire.startCombine(d.battle(), 1);
    CHECK(ids(d.battle().grid, fire.firingHexes()) == std::vector<std::string>{"0504"});
    CHECK(fire.tapHex(d, 1, H(d, "0804")));       // fr-b's hex: added
    CHECK_FALSE(fire.tapHex(d, 1, H(d, "0503"))); // the enemy's: not a firing hex
    CHECK_FALSE(fire.tapHex(d, 1, H(d, "0101"))); // empty
    fire.update(d, 1, H(d, "0503"));
    const auto& c = fire.answers().combination;
    REQUIRE(c);
    const lb::Engine& e = *lb::asLaBataille(d.engine());
    const lb::Combination cli = e.combine(H(d, "0503"), {H(d, "0504"), H(d, "0804")});
    CHECK(c->allowed == cli.allowed);
    CHECK(c->strength == cli.strength);
    CHECK(fire.answers().combinationWords == lb::explain(e.board(), H(d, "0503"), cli));
    CHECK(fire.tapHex(d, 1, H(d, "0804"))); // again: dropped
    CHECK(ids(d.battle().grid, fire.firingHexes()) == std::vector<std::string>{"0504"});
    fire.update(d, 2, std::nullopt); // another counter selected: the pick ends
    CHECK((fire.pick() == LbFire::Pick::None));
}

TEST_CASE("app lb fire: picking attackers for a retreat before melee") {
    const Document d = open(duel());
    LbFire fire;
    fire.startRetreat(1);
    CHECK_FALSE(fire.tapHex(d, 1, H(d, "0804"))); // a friend is no attacker
    CHECK(fire.tapHex(d, 1, H(d, "0503")));       // au-col
    CHECK(fire.attackers() == std::vector<int>{0});
    fire.update(d, 1, std::nullopt);
    const auto& r = fire.answers().retreat;
    REQUIRE(r);
    const lb::Engine& e = *lb::asLaBataille(d.engine());
    const lb::RetreatRuling cli = lb::retreat(e.board(), 1, {0});
    CHECK(r->may == cli.may); // infantry attacked by infantry: no right applies
    CHECK_FALSE(r->may);
    CHECK(fire.answers().retreatWords == lb::explain(e.board(), cli));
}

TEST_CASE("app lb fire: the zones shown are the selected counter's enemies' unless chosen") {
    const Scenario s = duel();
    using Sides = std::set<std::string>;
    CHECK(LbFire::shownZoneSides(s.lb(), 1, std::nullopt) == Sides{"austrian"});
    CHECK(LbFire::shownZoneSides(s.lb(), 0, std::nullopt) == Sides{"french"});
    CHECK(LbFire::shownZoneSides(s.lb(), -1, std::nullopt).empty());
    CHECK(LbFire::shownZoneSides(s.lb(), 1, Sides{"french"}) == Sides{"french"});
    CHECK(battleSides(s.lb()) == std::vector<std::string>{"austrian", "french"});
}

TEST_CASE("app lb fire: hex ids too wide for their hexes stand on every n-th column and row "
          "when asked for") {
    // An id 30 px wide and 14 high, hexes of radius 10 px (columns 15 px apart, rows 17.3),
    // 4 px between ids: across ceil(34 / 15) = 3, down ceil(18 / 17.3) = 2: every 3rd.
    CHECK(hexIdStride(30, 14, 10, 4, true) == 3);
    CHECK(hexIdStride(30, 14, 10, 4, false) == 0); // not asked for: none
    CHECK(hexIdStride(30, 14, 30, 4, false) == 1); // 30 < 1.3 x 30: inside every hex
    CHECK(hexIdStride(30, 14, 0, 4, true) == 0);
}
