// L4 Who may fire at what (la-bataille.md; seeds 001-004): one firing hex at one target hex.
// Flat hexes, odd columns low; around an odd-column hex such as 0505 (side numbers in brackets):
//
//            __
//         __/0504\__           [0] 0504   [1] 0605   [2] 0606
//        /0405\__/0605\        [3] 0506   [4] 0406   [5] 0405
//        \__/0505\__/  .
//        /0406\__/0606\        A battery facing 0 has front sides 5, 0, 1.
//        \__/0506\__/
//
// Sight comes from sight.h's lineOfSight (L3, another file); these cases put nothing between
// firer and target unless they say so, and the sight case compares with lineOfSight itself.
#include "lb_fixture.h"

#include "core/la_bataille/fire.h"
#include "core/la_bataille/sight.h"

using namespace lbt;

namespace {

Fixture withBattery(Formation f = Formation::Unlimbered) {
    Fixture fx;
    fx.add(unit("gun", "fr", Arm::FootArtillery, f, {"0505"}, 0, 2, 3));
    return fx;
}

std::string codes(const Ruling& r) {
    std::string out;
    for (const cdo::Term& t : r.reasonTerms()) {
        if (!out.empty()) out += ' ';
        out += t.code;
    }
    return out;
}

} // namespace

TEST_CASE("lb fire: a friend's hex is not-enemy, a hex of leaders alone no-combat-target") {
    Fixture f = withBattery();
    f.add(unit("friend", "fr", Arm::Infantry, Formation::Column, {"0503"}, 0));
    f.add(leader("ld", "au", "0703"));
    const Board board(f.b);
    const Ruling friendly = ruleHex(board, 0, hx("0505"), hx("0503"));
    CHECK(codes(friendly) == "not-enemy");
    CHECK_FALSE(friendly.valid);
    CHECK(friendly.target == "friend");
    const Ruling lone = ruleHex(board, 0, hx("0505"), hx("0703"));
    CHECK(codes(lone) == "no-combat-target");
    CHECK(lone.target == "ld");
    CHECK(lone.targetIndex == -1);
    const Ruling empty = ruleHex(board, 0, hx("0505"), hx("0504"));
    CHECK(codes(empty) == "not-enemy");
    CHECK(empty.target == "0504");
}

TEST_CASE("lb fire: limbered, routed, road march and no fire multiple cannot fire") {
    //  0505 firer, 0504 enemy column across its front side 0.
    for (int k = 0; k < 4; ++k) {
        Fixture f;
        Unit u = unit("u", "fr", Arm::Infantry, Formation::Column, {"0505"}, 0, 4, 2);
        if (k == 0) u = unit("u", "fr", Arm::FootArtillery, Formation::Limbered, {"0505"}, 0);
        if (k == 1) u.routed = true;
        if (k == 2) u.formation = Formation::RoadMarch;
        if (k == 3) u.fire.reset();
        f.add(u);
        f.add(unit("en", "au", Arm::Infantry, Formation::Column, {"0504"}, 180));
        const Board board(f.b);
        const Ruling r = ruleHex(board, 0, hx("0505"), hx("0504"));
        CAPTURE(k);
        CHECK(r.reasons.contains(Reason::FirerCannotFire));
        CHECK(r.strength == 0);
        CHECK_FALSE(r.valid);
    }
}

TEST_CASE("lb fire: in a column stack only the top combat unit fires") {
    // 0505: a leader (stack 0), column A (stack 1), column B (stack 2). A fires; B does not.
    // A battery under an infantry line fires (the line is not a column).
    Fixture f;
    f.add(leader("ld", "fr", "0505"));
    f.add(unit("a", "fr", Arm::Infantry, Formation::Column, {"0505"}, 0));
    f.last().stack = 1;
    f.add(unit("b", "fr", Arm::Infantry, Formation::Column, {"0505"}, 0));
    f.last().stack = 2;
    f.add(unit("line", "fr", Arm::Infantry, Formation::Line, {"0707"}, 30));
    f.add(unit("gun", "fr", Arm::FootArtillery, Formation::Unlimbered, {"0707"}, 0, 2, 3));
    f.last().stack = 1;
    f.add(unit("en", "au", Arm::Infantry, Formation::Column, {"0504"}, 180));
    const Board board(f.b);
    CHECK(canFire(board, 1, hx("0505")));
    CHECK_FALSE(canFire(board, 2, hx("0505")));
    CHECK(codes(ruleHex(board, 2, hx("0505"), hx("0504"))) == "firer-cannot-fire");
    CHECK(canFire(board, 4, hx("0707")));
}

TEST_CASE("lb fire: in woods only the top battery fires, in clear every battery") {
    Fixture f;
    f.add(unit("g1", "fr", Arm::FootArtillery, Formation::Unlimbered, {"0505"}, 0, 2, 3));
    f.add(unit("g2", "fr", Arm::FootArtillery, Formation::Unlimbered, {"0505"}, 0, 2, 3));
    f.last().stack = 1;
    {
        const Board board(f.b);
        CHECK(canFire(board, 1, hx("0505")));
    }
    f.terrain("0505", "woods");
    const Board board(f.b);
    CHECK(canFire(board, 0, hx("0505")));
    CHECK_FALSE(canFire(board, 1, hx("0505")));
}

TEST_CASE("lb fire: infantry fires at 1 hex, out of range at 2, out of field behind") {
    // Column in 0505 facing 0; enemies at 0503 (2 up) and 0506 (behind, adjacent).
    Fixture f;
    f.add(unit("col", "fr", Arm::Infantry, Formation::Column, {"0505"}, 0, 6, 2));
    f.add(unit("far", "au", Arm::Infantry, Formation::Column, {"0503"}, 180));
    f.add(unit("back", "au", Arm::Infantry, Formation::Column, {"0506"}, 0));
    f.add(unit("near", "au", Arm::Infantry, Formation::Column, {"0504"}, 180));
    const Board board(f.b);
    const Ruling far = ruleHex(board, 0, hx("0505"), hx("0503"));
    CHECK(far.reasons.contains(Reason::OutOfRange));
    CHECK_FALSE(far.reasons.contains(Reason::OutOfField));
    CHECK((far.band == RangeBand::None));
    CHECK(far.range == 2);
    const Ruling back = ruleHex(board, 0, hx("0505"), hx("0506"));
    CHECK(codes(back) == "out-of-field");
    CHECK_FALSE(back.inField);
    CHECK_FALSE(back.adjacentFront);
    const Ruling near = ruleHex(board, 0, hx("0505"), hx("0504"));
    CHECK(near.valid);
    CHECK(near.adjacentFront);
    CHECK_FALSE(near.canister); // canister is artillery's
    CHECK(near.readings.contains(Reading::FieldOfFire));
}

TEST_CASE("lb fire: canister at an enemy adjacent across a battery's front side") {
    // Battery in 0505 facing 0: 0504 across side 0 is front (canister, +1 column, short range);
    // 0606 across side 2 is a flank side: out of field, no canister.
    Fixture f = withBattery();
    f.add(unit("en", "au", Arm::Infantry, Formation::Column, {"0504"}, 180));
    f.add(unit("side", "au", Arm::Infantry, Formation::Column, {"0606"}, 300));
    const Board board(f.b);
    const Ruling r = ruleHex(board, 0, hx("0505"), hx("0504"));
    CHECK(r.canister);
    CHECK(r.oddsShift == 1);
    CHECK((r.band == RangeBand::Short));
    CHECK(r.range == 1);
    CHECK_FALSE(r.odds); // no charts in this scenario: strength and shift only
    CHECK(r.strength == 6);
    const Ruling flank = ruleHex(board, 0, hx("0505"), hx("0606"));
    CHECK_FALSE(flank.canister);
    CHECK(flank.oddsShift == 0);
    CHECK(flank.reasons.contains(Reason::OutOfField));
}

TEST_CASE("lb fire: a battery must fire at the closest target, equal distances both valid") {
    // Battery in 0505 facing 0 (front sides 300, 0, 60; field from 270 to 90).
    //   0503 (2 up) and 0705 (2 right, bearing 90): both at 2, both valid (lb-closest-equal).
    //   0902 far up and right: 4 or more away, in the field: not-closest, naming 0503, 0705.
    //   0507 (2 behind): out of field at 2, so not valid; it does not count as nearer.
    //   0504: a lone enemy leader at 1, no target: it does not count either.
    Fixture f = withBattery();
    f.add(unit("a", "au", Arm::Infantry, Formation::Column, {"0503"}, 180));
    f.add(unit("b", "au", Arm::Infantry, Formation::Column, {"0705"}, 270));
    f.add(unit("c", "au", Arm::Infantry, Formation::Column, {"0902"}, 180));
    f.add(unit("d", "au", Arm::Infantry, Formation::Column, {"0507"}, 0));
    f.add(leader("ld", "au", "0504"));
    const Board board(f.b);
    const Ruling a = ruleHex(board, 0, hx("0505"), hx("0503"));
    const Ruling b = ruleHex(board, 0, hx("0505"), hx("0705"));
    const Ruling d = ruleHex(board, 0, hx("0505"), hx("0507"));
    const Ruling c = ruleHex(board, 0, hx("0505"), hx("0902"));
    REQUIRE(a.sight.clear); // nothing stands between (the leader in 0504 does not block)
    REQUIRE(b.sight.clear);
    CHECK(a.valid);
    CHECK(b.valid);
    CHECK(a.readings.contains(Reading::ClosestAmongEqual));
    CHECK(b.readings.contains(Reading::ClosestAmongEqual));
    CHECK(codes(d) == "out-of-field");
    CHECK(c.range > 2);
    CHECK(c.reasons.contains(Reason::NotClosest));
    CHECK_FALSE(c.valid);
    CHECK(ids(f.b.grid, c.nearerTargets) == "0503 0705");

    // The same, ruled once for the whole hex.
    const std::vector<Ruling> all = rulingsFromHex(board, 0, hx("0505"));
    REQUIRE(all.size() == 5); // every enemy-occupied hex, in hex order
    CHECK(all[0].targetHexId == "0503");
    for (const Ruling& r : all) {
        const Ruling one = ruleHex(board, 0, hx("0505"), r.targetHex);
        CAPTURE(r.targetHexId);
        CHECK(r.reasons == one.reasons);
        CHECK(r.readings == one.readings);
        CHECK(r.nearerTargets == one.nearerTargets);
        CHECK(r.valid == one.valid);
    }
}

TEST_CASE("lb fire: a lone closest target leaves no equal-distance reading") {
    Fixture f = withBattery();
    f.add(unit("a", "au", Arm::Infantry, Formation::Column, {"0503"}, 180));
    const Board board(f.b);
    const Ruling a = ruleHex(board, 0, hx("0505"), hx("0503"));
    CHECK(a.valid);
    CHECK_FALSE(a.readings.contains(Reading::ClosestAmongEqual));
    CHECK((a.band == RangeBand::Short));
    CHECK(a.reasonTerms().empty());
}

TEST_CASE("lb fire: the target is the top combat unit of the hex") {
    // 0504: an enemy leader on top (stack 0) of a column (stack 1) and a battery (stack 2).
    Fixture f = withBattery();
    f.add(leader("ld", "au", "0504"));
    f.add(unit("col", "au", Arm::Infantry, Formation::Column, {"0504"}, 180));
    f.last().stack = 1;
    f.add(unit("gun2", "au", Arm::FootArtillery, Formation::Unlimbered, {"0504"}, 180));
    f.last().stack = 2;
    const Board board(f.b);
    const Ruling r = ruleHex(board, 0, hx("0505"), hx("0504"));
    CHECK(r.valid);
    CHECK(r.targetIndex == 2);
    CHECK(r.target == "col");
}

TEST_CASE("lb fire: a firing hex the firer does not stand in is refused") {
    Fixture f = withBattery();
    const Board board(f.b);
    CHECK_THROWS_AS(ruleHex(board, 0, hx("0606"), hx("0504")), std::invalid_argument);
}

TEST_CASE("lb fire: sight is computed for every pair and decides no-line-of-sight") {
    // Battery in 0505 facing 0, enemy at 0502; woods in 0504 and 0503 stand on the line.
    //   0502 <- target        L3 (a): woods block sight; the hexes between are obstacles.
    //   0503 woods
    //   0504 woods
    //   0505 battery
    Fixture f = withBattery();
    f.add(unit("en", "au", Arm::Infantry, Formation::Column, {"0502"}, 180));
    f.terrain("0504", "woods").terrain("0503", "woods");
    const Board board(f.b);
    const Ruling r = ruleHex(board, 0, hx("0505"), hx("0502"));
    const Sight s = lineOfSight(f.b, hx("0505"), hx("0502"), "fr", 0);
    CHECK(r.sight.clear == s.clear);
    CHECK(r.reasons.contains(Reason::NoLineOfSight) == !s.clear);
    CHECK(r.sight.blockedBy == s.blockedBy);
    // An adjacent target is always seen (seed 003), whatever the declared sight says of woods.
    f.b.units[1].hexes = {hx("0504")};
    const Board near(f.b);
    CHECK(ruleHex(near, 0, hx("0505"), hx("0504")).sight.adjacent);
    if (s.hexes.empty()) {
        MESSAGE("sight.cpp has not landed (the stub crosses no hexes): the woods case waits");
        return;
    }
    CHECK_FALSE(s.clear);
    CHECK(codes(r) == "no-line-of-sight");
    CHECK(ids(f.b.grid, r.sight.blockedBy) == "0503 0504");
}

TEST_CASE("lb fire: a lower battery of a stack fires through the stack's facing (L1)") {
    // 0505 (clear): "top" facing 0 (stack 0), "low" facing 180 (stack 1). The stack faces
    // the top combat unit's way: front sides 5, 0, 1 (0405, 0504, 0605), so for both batteries
    // 0504 in front is in the field and 0506 behind is not. Before: "low" was given 0506 and
    // refused 0504 (its own facing, 180).
    Fixture f;
    f.add(unit("top", "fr", Arm::FootArtillery, Formation::Unlimbered, {"0505"}, 0, 2, 3));
    f.add(unit("low", "fr", Arm::FootArtillery, Formation::Unlimbered, {"0505"}, 180, 2, 3));
    f.last().stack = 1;
    f.add(unit("ahead", "au", Arm::Infantry, Formation::Column, {"0504"}, 180));
    f.add(unit("behind", "au", Arm::Infantry, Formation::Column, {"0506"}, 0));
    const Board board(f.b);
    for (int firer : {0, 1}) {
        CAPTURE(firer);
        const Ruling ahead = ruleHex(board, firer, hx("0505"), hx("0504"));
        CHECK(ahead.valid);
        CHECK(ahead.inField);
        CHECK(ahead.adjacentFront);
        const Ruling behind = ruleHex(board, firer, hx("0505"), hx("0506"));
        CHECK(codes(behind) == "out-of-field");
        CHECK_FALSE(behind.adjacentFront);
    }
}

TEST_CASE("lb fire: a battery that cannot fire has no canister and no odds shift") {
    // 0505 woods: "top" (stack 0) and "low" (stack 1) facing 0, enemy column across side 0 in
    // 0504. Only the top battery fires in woods: "low" is firer-cannot-fire, so no canister
    // and shift 0, while "top" has canister and shift 1. In 0707 a limbered battery facing 0
    // with an enemy column in 0706 across its front side: cannot fire, no canister either.
    Fixture f;
    f.add(unit("top", "fr", Arm::FootArtillery, Formation::Unlimbered, {"0505"}, 0, 2, 3));
    f.add(unit("low", "fr", Arm::FootArtillery, Formation::Unlimbered, {"0505"}, 0, 2, 3));
    f.last().stack = 1;
    f.add(unit("en", "au", Arm::Infantry, Formation::Column, {"0504"}, 180));
    f.add(unit("limb", "fr", Arm::FootArtillery, Formation::Limbered, {"0707"}, 0, 2, 3));
    f.add(unit("en2", "au", Arm::Infantry, Formation::Column, {"0706"}, 180));
    f.terrain("0505", "woods");
    const Board board(f.b);
    const Ruling top = ruleHex(board, 0, hx("0505"), hx("0504"));
    CHECK(top.canister);
    CHECK(top.oddsShift == 1);
    const Ruling low = ruleHex(board, 1, hx("0505"), hx("0504"));
    CHECK(codes(low) == "firer-cannot-fire");
    CHECK_FALSE(low.canister);
    CHECK(low.oddsShift == 0);
    const Ruling limbered = ruleHex(board, 3, hx("0707"), hx("0706"));
    CHECK(codes(limbered) == "firer-cannot-fire");
    CHECK_FALSE(limbered.canister);
    CHECK(limbered.oddsShift == 0);
}
