// L6 Retreat before melee and L4 opportunity fire. Every map here is flat, odd columns shifted
// down (the default), so from an odd (low) column the up-right neighbour keeps its row and
// from an even (high) one it is a row up:
//
//   0504's sides: N 0503, NE 0604, SE 0605, S 0505, SW 0405, NW 0404      (odd column)
//   0605's sides: N 0604, NE 0704, SE 0705, S 0606, SW 0505, NW 0504      (even column)
//   0606's sides: N 0605, NE 0705, SE 0706, S 0607, SW 0506, NW 0505      (even column)
#include "core/la_bataille/melee.h"

#include <doctest/doctest.h>

#include <algorithm>
#include <stdexcept>

using namespace cdo::lb;

namespace {

struct Map {
    Battle b;
    Map() {
        b.grid.columns = 10;
        b.grid.rows = 10;
    }
    int add(std::string id, std::string side, Arm arm, Formation f, double facing,
            std::vector<Hex> hexes, std::optional<int> move = 4, std::optional<double> fire = 1) {
        Unit u;
        u.id = std::move(id);
        u.side = std::move(side);
        u.arm = arm;
        u.formation = f;
        u.facing = facing;
        u.hexes = std::move(hexes);
        u.increments = 4;
        u.move = move;
        u.fire = fire;
        b.units.push_back(std::move(u));
        return int(b.units.size()) - 1;
    }
};

bool has(const std::vector<RetreatHex>& v, Hex h) {
    return std::any_of(v.begin(), v.end(), [&](const RetreatHex& r) { return r.hex == h; });
}
const RetreatHex& find(const std::vector<RetreatHex>& v, Hex h) {
    return *std::find_if(v.begin(), v.end(), [&](const RetreatHex& r) { return r.hex == h; });
}

} // namespace

TEST_CASE("lb retreat: skirmishers before infantry go up to half their movement, not into a zone") {
    // Skirmishers in 0505 (move 4: 2 points, clear hexes cost 1) attacked by a French column in
    // 0504 facing 180. The column's front is 120, 180, 240: its zone is 0605, 0505, 0405.
    //   one hex:  0606, 0506, 0406            (0504 enemy; 0605, 0405 in its zone)
    //   two hexes (blank marker): from 0606: 0705, 0706, 0607; from 0506: 0507, 0407;
    //                             from 0406: 0306, 0305
    // None ends closer to 0504 than the 1 hex it starts at.
    Map m;
    const int sk = m.add("tir", "austrian", Arm::Infantry, Formation::Skirmish, 30, {{5, 5}});
    const int col = m.add("col", "french", Arm::Infantry, Formation::Column, 180, {{5, 4}});
    const Board board(m.b);
    const RetreatRuling r = retreat(board, sk, {col});
    CHECK(r.may);
    REQUIRE(r.rights.size() == 1);
    CHECK(r.rights[0] == RetreatRight::SkirmishersBeforeInfantry);
    CHECK(r.allowance == doctest::Approx(2));
    CHECK(r.reachable.size() == 10);
    for (Hex h : {Hex{6, 6}, Hex{5, 6}, Hex{4, 6}}) {
        REQUIRE(has(r.reachable, h));
        CHECK(find(r.reachable, h).steps == 1);
        CHECK_FALSE(find(r.reachable, h).blank);
    }
    for (Hex h : {Hex{7, 5}, Hex{7, 6}, Hex{6, 7}, Hex{5, 7}, Hex{4, 7}, Hex{3, 6}, Hex{3, 5}}) {
        REQUIRE(has(r.reachable, h));
        CHECK(find(r.reachable, h).blank);
        CHECK(find(r.reachable, h).cost == doctest::Approx(2));
    }
    CHECK_FALSE(has(r.reachable, {6, 5})); // the column's zone
    CHECK_FALSE(has(r.reachable, {4, 5}));
    CHECK_FALSE(r.refugeRule); // no cavalry among the attackers
}

TEST_CASE("lb retreat: who may withdraw") {
    Map m;
    const int lc = m.add("hus", "french", Arm::LightCavalry, Formation::Column, 0, {{5, 5}}, 8);
    const int hc6 =
        m.add("cui6", "austrian", Arm::HeavyCavalry, Formation::Column, 180, {{5, 4}}, 6);
    const int hc7 =
        m.add("cui7", "austrian", Arm::HeavyCavalry, Formation::Column, 180, {{6, 4}}, 7);
    const int inf = m.add("inf", "austrian", Arm::Infantry, Formation::Column, 180, {{4, 4}}, 4);
    const int col = m.add("col", "french", Arm::Infantry, Formation::Column, 0, {{8, 8}}, 4);
    const int ldr = m.add("ney", "french", Arm::Leader, Formation::Column, 0, {{2, 2}}, 6, {});
    const int ha = m.add("ha", "french", Arm::HorseArtillery, Formation::Limbered, 0, {{8, 2}}, 8);
    const int haU =
        m.add("haU", "french", Arm::HorseArtillery, Formation::Unlimbered, 0, {{2, 8}}, 8);
    const Board board(m.b);
    // 8 against 6: at least 2 more.
    CHECK(retreat(board, lc, {hc6}).rights == std::vector{RetreatRight::FasterMounted});
    // 8 against 6 and 7: not 2 more than the 7.
    const RetreatRuling slow = retreat(board, lc, {hc6, hc7});
    CHECK_FALSE(slow.may);
    CHECK(slow.why.find("cui7") != std::string::npos);
    // Cavalry attacked by infantry only: both rights (8 >= 4 + 2 too).
    CHECK(retreat(board, lc, {inf}).rights ==
          std::vector{RetreatRight::FasterMounted, RetreatRight::CavalryBeforeInfantry});
    CHECK_FALSE(retreat(board, col, {inf}).may); // infantry in column stays
    CHECK(retreat(board, ldr, {inf}).rights == std::vector{RetreatRight::Leader});
    CHECK(retreat(board, ha, {inf}).may);        // limbered horse artillery, 8 >= 4 + 2
    CHECK_FALSE(retreat(board, haU, {inf}).may); // unlimbered guns stay
}

TEST_CASE("lb retreat: never ending closer to an attacker") {
    // A leader in 0505 (move 4: 2 points) attacked by infantry two hexes north in 0503, in road
    // march (no zone). 0504 is 1 from 0503, closer than the 2 it starts at: not offered; 0604
    // (NE of 0505... 0604 is 1 from 0503) neither. 0506, 2 hexes south, is 3 away: offered.
    Map m;
    const int ldr = m.add("ney", "french", Arm::Leader, Formation::Column, 0, {{5, 5}}, 4, {});
    const int inf = m.add("inf", "austrian", Arm::Infantry, Formation::RoadMarch, 180, {{5, 3}});
    const Board board(m.b);
    const RetreatRuling r = retreat(board, ldr, {inf});
    REQUIRE(r.may);
    CHECK_FALSE(has(r.reachable, {5, 4}));
    CHECK_FALSE(has(r.reachable, {6, 4}));
    CHECK(has(r.reachable, {5, 6}));
    CHECK(has(r.reachable, {5, 7}));
}

TEST_CASE("lb retreat: the cavalry skirmishers' screen costs infantry more") {
    // Enemy cavalry skirmishers in 0705. 0605 is next to 0705: +3; 0506 and 0505 are both two
    // from it (cube (5,4) and (5,3) against (7,2)): +2, once; 0405 is three away, 0505 two: +2.
    Map m;
    const int inf = m.add("inf", "french", Arm::Infantry, Formation::Column, 0, {{5, 5}});
    m.add("cos", "russian", Arm::LightCavalry, Formation::Skirmish, 30, {{7, 5}}, 10);
    const Board board(m.b);
    CHECK(stepCost(board, inf, {5, 5}, {6, 5}) == doctest::Approx(4));
    CHECK(stepCost(board, inf, {5, 5}, {5, 6}) == doctest::Approx(3));
    CHECK(stepCost(board, inf, {5, 5}, {4, 5}) == doctest::Approx(3));
    // Far from the screen: the terrain alone (woods, no cost in the file: 2, lb-default-cost).
    m.b.hexes[{2, 2}].terrain = "woods";
    const Board b2(m.b);
    CHECK(stepCost(b2, inf, {2, 3}, {2, 2}) == doctest::Approx(2));
}

TEST_CASE("lb retreat: tirailleurs charged by cavalry may take refuge next to them") {
    // Skirmishers in 0505 charged by cavalry from 0504. Around them: woods in 0506, a French
    // column in good order in 0406, a disordered French column in 0606, clear 0405 and 0605.
    // Refuges: 0406 and 0506 only.
    Map m;
    const int sk = m.add("tir", "french", Arm::Infantry, Formation::Skirmish, 30, {{5, 5}});
    const int cav = m.add("hus", "russian", Arm::LightCavalry, Formation::Column, 180, {{5, 4}}, 8);
    m.add("good", "french", Arm::Infantry, Formation::Column, 0, {{4, 6}});
    const int dis = m.add("dis", "french", Arm::Infantry, Formation::Column, 0, {{6, 6}});
    m.b.units[std::size_t(dis)].disordered = true;
    m.b.hexes[{5, 6}].terrain = "woods";
    const Board board(m.b);
    const RetreatRuling r = retreat(board, sk, {cav});
    CHECK_FALSE(r.may); // skirmishers withdraw only before infantry
    CHECK(r.refugeRule);
    CHECK(r.refuges == std::vector<Hex>{{4, 6}, {5, 6}});
}

TEST_CASE("lb opportunity: leaving an enemy zone and passing a carre") {
    // A French column in 0505 moves to 0506 then 0507. An Austrian column in 0605 facing 180
    // has 0505 in its zone (0605's SW side; its zone is 0606, 0706, 0505): it fires as the
    // column leaves 0505, at a column.
    // An Austrian carre in 0408 is next to 0507 (0408's NE side): it fires as the column
    // enters 0507. Each enemy fires once.
    Map m;
    const int col = m.add("col", "french", Arm::Infantry, Formation::Column, 180, {{5, 5}});
    const int zoneHolder =
        m.add("aus", "austrian", Arm::Infantry, Formation::Column, 180, {{6, 5}});
    const int carre = m.add("sq", "austrian", Arm::Infantry, Formation::Carre, 0, {{4, 8}});
    const Board board(m.b);
    const OpportunityRuling r = opportunityOnMove(board, col, {{5, 6}, {5, 7}});
    REQUIRE(r.shots.size() == 2);
    CHECK(r.shots[0].enemy == zoneHolder);
    CHECK(r.shots[0].at == Hex{5, 5});
    CHECK((r.shots[0].formation == Formation::Column));
    CHECK(r.shots[1].enemy == carre);
    CHECK(r.shots[1].at == Hex{5, 7});
    CHECK(r.readings.contains(Reading::CarreOpportunity));
    CHECK_THROWS_AS(opportunityOnMove(board, col, {{5, 7}}), std::invalid_argument);
    CHECK_THROWS_AS(opportunityOnMove(board, col, {}), std::invalid_argument);
}

TEST_CASE("lb opportunity: a battery unlimbering in a zone is fired on as limbered") {
    // French guns limbered in 0505; the Austrian column in 0605 facing 180 has 0505 in its
    // zone. A second Austrian column in 0404 facing 0 has its front away (0403, 0503, 0303):
    // 0505 is behind it, so it does not fire.
    Map m;
    const int guns = m.add("guns", "french", Arm::FootArtillery, Formation::Limbered, 0, {{5, 5}});
    const int aus = m.add("aus", "austrian", Arm::Infantry, Formation::Column, 180, {{6, 5}});
    m.add("away", "austrian", Arm::Infantry, Formation::Column, 0, {{4, 4}});
    const Board board(m.b);
    const OpportunityRuling r = opportunityOnChange(board, guns, Formation::Unlimbered);
    REQUIRE(r.shots.size() == 1);
    CHECK(r.shots[0].enemy == aus);
    CHECK((r.shots[0].formation == Formation::Limbered));
    CHECK_THROWS_AS(opportunityOnChange(board, guns, Formation::Line), std::invalid_argument);
    CHECK_THROWS_AS(opportunityOnChange(board, guns, Formation::Limbered), std::invalid_argument);
}

TEST_CASE("lb opportunity: a leader is no combat formation and draws no fire") {
    // Regression (review): a leader leaving 0505, in the zone of the Austrian column in 0605
    // facing 180, was reported fired on "as column". Opportunity fire is at combat formations.
    Map m;
    const int ldr = m.add("ney", "french", Arm::Leader, Formation::Column, 0, {{5, 5}}, 6, {});
    m.add("aus", "austrian", Arm::Infantry, Formation::Column, 180, {{6, 5}});
    const Board board(m.b);
    const OpportunityRuling r = opportunityOnMove(board, ldr, {{4, 5}});
    CHECK(r.shots.empty());
    CHECK(r.why.find("combat formations only") != std::string::npos);
}

TEST_CASE("lb retreat: a terrain with no cost in the file names the default it used") {
    // A leader in 0505 (move 4: 2 points) next to woods in 0506 with no terrain_types entry:
    // entering it costs 2 (lb-default-cost), and the ruling says so.
    Map m;
    const int ldr = m.add("ney", "french", Arm::Leader, Formation::Column, 0, {{5, 5}}, 4, {});
    const int inf = m.add("inf", "austrian", Arm::Infantry, Formation::RoadMarch, 180, {{5, 2}});
    m.b.hexes[{5, 6}].terrain = "woods";
    const Board board(m.b);
    const RetreatRuling r = retreat(board, ldr, {inf});
    REQUIRE(has(r.reachable, {5, 6}));
    CHECK(find(r.reachable, {5, 6}).cost == doctest::Approx(2));
    CHECK(r.readings.contains(Reading::DefaultCost));
    // With a cost in the file, the default is not used.
    m.b.terrainTypes["woods"].cost["cavalry"] = 1;
    const Board b2(m.b);
    const RetreatRuling r2 = retreat(b2, ldr, {inf});
    CHECK(find(r2.reachable, {5, 6}).cost == doctest::Approx(1));
    CHECK_FALSE(r2.readings.contains(Reading::DefaultCost));
}

TEST_CASE("lb defensive fire: at each enemy across a front hexside, with canister for guns") {
    // French guns unlimbered in 0505 facing 0: front sides 0, 60, 300 lead to 0504, 0605, 0405.
    // Austrians in 0504 (across the front: fired at, canister) and in 0506 (behind: not).
    Map m;
    const int guns =
        m.add("guns", "french", Arm::FootArtillery, Formation::Unlimbered, 0, {{5, 5}}, 4, 2);
    m.add("front", "austrian", Arm::Infantry, Formation::Column, 180, {{5, 4}});
    m.add("behind", "austrian", Arm::Infantry, Formation::Column, 0, {{5, 6}});
    const Board board(m.b);
    const std::vector<Ruling> r = defensiveFire(board, guns);
    REQUIRE(r.size() == 1);
    CHECK(r[0].targetHex == Hex{5, 4});
    CHECK(r[0].valid);
    CHECK(r[0].canister);
    CHECK(r[0].range == 1);
}
