// L2 Range and field of fire (la-bataille.md; seeds 001, 002; reading lb-field-of-fire).
#include "lb_fixture.h"

#include "core/la_bataille/reach.h"

using namespace lbt;

TEST_CASE("lb fire: artillery range bands are short 1-2, medium 3-5, long 6 and more") {
    const LaBatailleRules& r = laBataille();
    Unit gun = unit("gun", "fr", Arm::FootArtillery, Formation::Unlimbered, {"0505"}, 0);
    CHECK((rangeBand(r, gun, 1) == RangeBand::Short));
    CHECK((rangeBand(r, gun, 2) == RangeBand::Short));
    CHECK((rangeBand(r, gun, 3) == RangeBand::Medium));
    CHECK((rangeBand(r, gun, 5) == RangeBand::Medium));
    CHECK((rangeBand(r, gun, 6) == RangeBand::Long));
    CHECK((rangeBand(r, gun, 40) == RangeBand::Long)); // no max_range: unlimited
    gun.maxRange = 8;
    CHECK((rangeBand(r, gun, 8) == RangeBand::Long));
    CHECK((rangeBand(r, gun, 9) == RangeBand::Out));
    CHECK_FALSE(inRange(r, gun, 9));
    CHECK(std::string(toString(RangeBand::Medium)) == "medium");
    CHECK(toString(RangeBand::None).empty());
}

TEST_CASE("lb fire: infantry fires at 1 hex, skirmishers at 2, cavalry skirmishers at 1") {
    const LaBatailleRules& r = laBataille();
    const Unit inf = unit("i", "fr", Arm::Infantry, Formation::Line, {"0505"}, 30);
    const Unit sk = unit("s", "fr", Arm::Infantry, Formation::Skirmish, {"0505"}, 30);
    const Unit cav = unit("c", "fr", Arm::LightCavalry, Formation::Skirmish, {"0505"}, 30);
    CHECK(inRange(r, inf, 1));
    CHECK_FALSE(inRange(r, inf, 2));
    CHECK(inRange(r, sk, 2));
    CHECK_FALSE(inRange(r, sk, 3));
    CHECK(inRange(r, cav, 1));
    CHECK_FALSE(inRange(r, cav, 2));
    CHECK((rangeBand(r, inf, 1) == RangeBand::None));
    CHECK((rangeBand(r, inf, 2) == RangeBand::None)); // out of range, but no band: not artillery
}

TEST_CASE("lb fire: the field of fire is within 30 degrees of a front side, 30 included") {
    // A column in 0505 facing 0: front sides at 300, 0 and 60, so the field runs from bearing
    // 270 to 90, both included.
    //            __
    //         __/0504\__           0705: straight right, bearing 90: in (exactly 30 from 60)
    //      __/0405\__/0605\__      0706: bearing 120: out
    //     /  \__/0505\__/0705\     0606: adjacent across side 2 (flank): out
    //     \__/  \__/0606\__/  .    0503: straight up, 2 away: in
    //        \__/  \__/0706\       0305: straight left, bearing 270: in
    Fixture f;
    f.add(unit("col", "fr", Arm::Infantry, Formation::Column, {"0505"}, 0));
    const Board board(f.b);
    const HexSides& s = board.orientation(0).hexes[0];
    const LaBatailleRules& r = laBataille();
    const HexGrid& g = f.b.grid;
    CHECK(fieldOfFire(g, s, hx("0705"), r).in);
    CHECK_FALSE(fieldOfFire(g, s, hx("0706"), r).in);
    CHECK(fieldOfFire(g, s, hx("0503"), r).in);
    CHECK(fieldOfFire(g, s, hx("0305"), r).in);
    CHECK_FALSE(fieldOfFire(g, s, hx("0507"), r).in);
    const Field flank = fieldOfFire(g, s, hx("0606"), r);
    CHECK_FALSE(flank.in);
    CHECK_FALSE(flank.adjacentFront);
    const Field front = fieldOfFire(g, s, hx("0605"), r);
    CHECK(front.in);
    CHECK(front.adjacentFront);
    CHECK_FALSE(fieldOfFire(g, s, hx("0505"), r).in); // its own hex
}

TEST_CASE("lb fire: a line's field is narrower, 60 degrees either side of its vertex") {
    // A line in 0505 facing 30: front sides 0 and 60, field from 330 to 90.
    // 0305 (bearing 270) and 0405's far side are out; 0705 (90) is in; 0304 is out.
    Fixture f;
    f.add(unit("line", "fr", Arm::Infantry, Formation::Line, {"0505"}, 30));
    const Board board(f.b);
    const HexSides& s = board.orientation(0).hexes[0];
    const HexGrid& g = f.b.grid;
    const LaBatailleRules& r = laBataille();
    CHECK(fieldOfFire(g, s, hx("0705"), r).in);
    CHECK_FALSE(fieldOfFire(g, s, hx("0305"), r).in);
    CHECK(fieldOfFire(g, s, hx("0503"), r).in);
    // 0404 from 0505: centre 1.5 left and 1.5*sqrt3 up... bearing 330 exactly: in (closed).
    CHECK(fieldOfFire(g, s, hx("0404"), r).in);
    CHECK_FALSE(fieldOfFire(g, s, hx("0405"), r).in); // adjacent across the flank side 5
}
