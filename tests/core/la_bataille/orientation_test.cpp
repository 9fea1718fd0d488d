// L1 Orientation and zones of influence (la-bataille.md; orientation rule 13, zones rule 14).
// Flat hexes, odd columns low. Sides are numbered clockwise from the top: side 0 faces bearing
// 0, side 1 bearing 60, ... side 5 bearing 300. Around an odd-column hex such as 0505:
//
//            __
//         __/0504\__          0504 across side 0, 0605 across side 1 (60),
//        /0405\__/0605\       0606 across side 2 (120), 0506 across side 3,
//        \__/0505\__/         0406 across side 4 (240), 0405 across side 5 (300).
//        /0406\__/0606\  .
//        \__/0506\__/
//
// Letters per hex (lb_fixture.h): F front, L flank, R rear, I inside, side 0 first.
#include "lb_fixture.h"

#include "core/la_bataille/orientation.h"

using namespace lbt;

TEST_CASE("lb orientation: a column faces a hexside with three front, two flank, one rear") {
    Fixture f;
    f.add(unit("col", "fr", Arm::Infantry, Formation::Column, {"0505"}, 0));
    f.add(unit("hc", "fr", Arm::HeavyCavalry, Formation::Column, {"0707"}, 120));
    f.add(unit("gun", "fr", Arm::FootArtillery, Formation::Limbered, {"0909"}, 180));
    const Board board(f.b);
    CHECK(letters(board.orientation(0).hexes[0]) == "FFLRLF");
    // Facing 120: sides 1, 2, 3 front; 0 and 4 flank; 5 (300) rear.
    CHECK(letters(board.orientation(1).hexes[0]) == "LFFFLR");
    CHECK(letters(board.orientation(2).hexes[0]) == "RLFFFL");
    CHECK(board.orientation(0).readings.empty());
}

TEST_CASE("lb orientation: general order and light cavalry column have five front sides") {
    Fixture f;
    f.add(unit("go", "fr", Arm::Infantry, Formation::GeneralOrder, {"0505"}, 0));
    f.add(unit("lc", "fr", Arm::LightCavalry, Formation::Column, {"0707"}, 0));
    f.add(unit("hc", "fr", Arm::HeavyCavalry, Formation::GeneralOrder, {"0909"}, 0));
    const Board board(f.b);
    CHECK(letters(board.orientation(0).hexes[0]) == "FFFRFF");
    CHECK(board.orientation(0).readings.contains(Reading::GeneralOrderFront));
    // The table names light cavalry and heavy cavalry in general order outright: no reading.
    CHECK(letters(board.orientation(1).hexes[0]) == "FFFRFF");
    CHECK(board.orientation(1).readings.empty());
    CHECK(letters(board.orientation(2).hexes[0]) == "FFFRFF");
}

TEST_CASE("lb orientation: a one-hex line faces a vertex, front 30, flank 90, rear 150") {
    // Facing the vertex at 30 (between sides 0 and 1): sides 0 and 1 are 30 away (front),
    // 2 (120) and 5 (300) are 90 away (flank), 3 and 4 are 150 away (rear).
    Fixture f;
    f.add(unit("line", "fr", Arm::Infantry, Formation::Line, {"0505"}, 30));
    f.add(unit("sk", "fr", Arm::Infantry, Formation::Skirmish, {"0707"}, 30));
    const Board board(f.b);
    CHECK(letters(board.orientation(0).hexes[0]) == "FFLRRL");
    // One-hex skirmish: front at 30 and 90, flank at 150, no rear.
    CHECK(letters(board.orientation(1).hexes[0]) == "FFFLLF");
}

TEST_CASE("lb orientation: carre is all front, road march and routed have no front") {
    Fixture f;
    f.add(unit("sq", "fr", Arm::Infantry, Formation::Carre, {"0505"}, 0));
    f.add(unit("rm", "fr", Arm::Infantry, Formation::RoadMarch, {"0707"}, 60));
    f.add(unit("rt", "fr", Arm::Infantry, Formation::Column, {"0909"}, 0));
    f.last().routed = true;
    const Board board(f.b);
    CHECK(letters(board.orientation(0).hexes[0]) == "FFFFFF");
    CHECK(letters(board.orientation(1).hexes[0]) == "LLLLLL");
    CHECK(board.orientation(1).readings.contains(Reading::NoFront));
    CHECK(letters(board.orientation(2).hexes[0]) == "LLLLLL");
    CHECK(board.orientation(2).readings.contains(Reading::NoFront));
}

TEST_CASE("lb orientation: a two-hex line has 4 front, 2 flank, 4 rear and one shared side") {
    // 0505 and 0606 share 0505's side 2 (120) = 0606's side 5 (300), at facing 30 +- 90.
    //        __
    //     __/0504\__
    //    /  \__/0605\__       line >> facing 30 (up and right)
    //    \__/0505\__/  \  .
    //       \__/0606\__/
    Fixture f;
    f.add(unit("line", "fr", Arm::Infantry, Formation::Line, {"0505", "0606"}, 30, 10, 3));
    const Orientation o = orientation(f.b.grid, f.b.units[0]);
    REQUIRE(o.size == 2);
    CHECK(letters(o.hexes[0]) == "FFIRRL");
    CHECK(letters(o.hexes[1]) == "FFLRRI");
    CHECK(o.sides(SideClass::Front) == 4);
    CHECK(o.sides(SideClass::Flank) == 2);
    CHECK(o.sides(SideClass::Rear) == 4);
    CHECK(o.sides(SideClass::Inside) == 2);
}

TEST_CASE("lb orientation: a two-hex skirmish line has 6 front, 2 flank, 2 rear") {
    // lb-skirmish-pair, same hexes as the line: each outer end side (0505's side 5, 0606's
    // side 2) is front; of the back sides, the one beside the shared side is rear (0505's
    // side 3, 0606's side 4) and the one beside the outer end flank (0505's 4, 0606's 3).
    Fixture f;
    f.add(unit("sk", "fr", Arm::Infantry, Formation::Skirmish, {"0505", "0606"}, 30, 6, 2));
    const Orientation o = orientation(f.b.grid, f.b.units[0]);
    CHECK(letters(o.hexes[0]) == "FFIRLF");
    CHECK(letters(o.hexes[1]) == "FFFLRI");
    CHECK(o.sides(SideClass::Front) == 6);
    CHECK(o.sides(SideClass::Flank) == 2);
    CHECK(o.sides(SideClass::Rear) == 2);
    CHECK(o.readings.contains(Reading::SkirmishPair));
}

TEST_CASE("lb orientation: a battery with an infantry line in its hex takes the line sides") {
    // Artillery fire rules (25). The battery faces 180 on its own; the line faces 30.
    Fixture f;
    f.add(unit("gun", "fr", Arm::FootArtillery, Formation::Unlimbered, {"0505"}, 180, 2, 3));
    f.add(unit("line", "fr", Arm::Infantry, Formation::Line, {"0505", "0606"}, 30, 8, 2));
    f.last().stack = 1;
    const Board board(f.b);
    CHECK(letters(board.orientation(0).hexes[0]) == "FFIRRL");
    CHECK(letters(orientation(f.b, 0).hexes[0]) == "FFIRRL");
    // Without the line it keeps its own.
    f.b.units.pop_back();
    CHECK(letters(orientation(f.b, 0).hexes[0]) == "RLFFFL");
}

TEST_CASE("lb orientation: zones of influence lie across front sides of the top combat unit") {
    //  fr: column in 0505 facing 0   -> 0504, 0605, 0405
    //  fr: carre in 0909              -> none (rule 14)
    //  au: battery on top (stack 0) facing 180 over a column facing 0 in 0303
    //      -> 0304 (side 3), 0404 (side 2: odd 03 down-right is 0404), 0204 (side 4)
    //  au: routed column in 0808, road march in 0710, a leader in 0111: none
    //  au: column in 0101 facing 0: 0100 is off the map; 0201 (side 1) stays, 0001 is off.
    Fixture f;
    f.add(unit("col", "fr", Arm::Infantry, Formation::Column, {"0505"}, 0));
    f.add(unit("sq", "fr", Arm::Infantry, Formation::Carre, {"0909"}, 0));
    f.add(unit("ai", "au", Arm::Infantry, Formation::Column, {"0303"}, 0));
    f.last().stack = 1;
    f.add(unit("ag", "au", Arm::FootArtillery, Formation::Unlimbered, {"0303"}, 180, 2, 3));
    f.add(unit("rt", "au", Arm::Infantry, Formation::Column, {"0808"}, 0));
    f.last().routed = true;
    f.add(unit("rm", "au", Arm::Infantry, Formation::RoadMarch, {"0710"}, 0));
    f.add(leader("ld", "au", "0111"));
    f.add(unit("edge", "au", Arm::Infantry, Formation::Column, {"0101"}, 0));
    const Zones z = zonesOfInfluence(f.b);
    REQUIRE(z.size() == 2);
    CHECK(ids(f.b.grid, z.at("fr")) == "0405 0504 0605");
    CHECK(ids(f.b.grid, z.at("au")) == "0201 0204 0304 0404");
    CHECK(std::is_sorted(z.at("au").begin(), z.at("au").end()));
}

TEST_CASE("lb orientation: the board lists a hex's units top first") {
    Fixture f;
    f.add(unit("low", "fr", Arm::Infantry, Formation::Column, {"0505"}, 0));
    f.last().stack = 2;
    f.add(leader("ld", "fr", "0505"));
    f.add(unit("mid", "fr", Arm::Infantry, Formation::Column, {"0505"}, 0));
    f.last().stack = 1;
    const Board board(f.b);
    const auto at = board.at(hx("0505"));
    REQUIRE(at.size() == 3);
    CHECK(at[0] == 1); // the leader, stack 0
    CHECK(at[1] == 2);
    CHECK(at[2] == 0);
    CHECK(board.topCombat(hx("0505")) == 2);
    CHECK(board.topCombat(hx("0606")) == -1);
    CHECK(board.at(hx("1313")).empty());
    CHECK(board.occupied() == std::vector<Hex>{hx("0505")});
}
