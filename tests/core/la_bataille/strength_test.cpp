// L5 Fire strength, odds and combined fire (la-bataille.md; seeds 001, 003).
// Flat hexes, odd columns low. The two-hex line of these cases stands in 0505 and 0606, facing
// the vertex at 30; 0605 lies across a front side of both hexes:
//
//            __    __
//         __/0504\/0705\       0505's front sides face 0504 and 0605;
//        /  \__/0605\__/       0606's front sides face 0605 and 0705.
//        \__/0505\__/  .
//           \__/0606\  .
//              \__/
#include "lb_fixture.h"

#include "core/la_bataille/combine.h"
#include "core/la_bataille/fire.h"
#include "core/la_bataille/strength.h"

using namespace lbt;

namespace {

bool anyStep(const Ruling& r, std::string_view text) {
    return std::any_of(r.steps.begin(), r.steps.end(), [&](const StrengthStep& s) {
        return s.what.find(text) != std::string::npos;
    });
}

void charts(Battle& b) {
    b.fireDefence["clear"] = {{"column", 4}, {"line", 5}, {"disordered", 2}};
    b.fireDefence["woods"] = {{"column", 8}};
    b.oddsColumns = {"1:3", "1:2", "1:1", "3:2", "2:1", "3:1", "4:1", "5:1", "6:1"};
}

} // namespace

TEST_CASE("lb strength: 10 increments of legere x3 in line over two hexes fire 24") {
    // Infantry fire rules (24): at most 4 increments a hex. 10 split 5 and 5, each capped at 4:
    // 4 x 3 = 12 from each hex, 24 together at 0605, adjacent to both.
    Fixture f;
    f.add(unit("leg", "fr", Arm::Infantry, Formation::Line, {"0505", "0606"}, 30, 10, 3));
    f.add(unit("en", "au", Arm::Infantry, Formation::Column, {"0605"}, 180));
    const Board board(f.b);
    CHECK(incrementsIn(f.b.units[0], hx("0505")) == 5);
    CHECK(incrementsIn(f.b.units[0], hx("0606")) == 5);
    const Ruling a = ruleHex(board, 0, hx("0505"), hx("0605"));
    const Ruling b = ruleHex(board, 0, hx("0606"), hx("0605"));
    CHECK(a.valid);
    CHECK(b.valid);
    CHECK(a.strength == 12);
    CHECK(b.strength == 12);
    CHECK(anyStep(a, "4 increments x 3 = 12"));
    const Combination c = combineUnits(board, hx("0605"), {0});
    CHECK(c.allowed);
    CHECK(c.strength == 24);
    REQUIRE(c.hexes.size() == 2);
    CHECK(c.because == "the target is adjacent to every firing hex");
    // 9 increments: 5 in the first-listed hex, 4 in the other.
    f.b.units[0].increments = 9;
    CHECK(incrementsIn(f.b.units[0], hx("0505")) == 5);
    CHECK(incrementsIn(f.b.units[0], hx("0606")) == 4);
}

TEST_CASE("lb strength: skirmishers fire at most 3 a hex, halved at 2 hexes") {
    // 8 increments x2 in skirmish order over 0505 and 0606: 4 a hex, capped at 3: 3 x 2 = 6
    // at 0504 (adjacent); at 0503 (2 away) halved to 3. Cavalry skirmishers are not halved
    // (their range is 1).
    Fixture f;
    f.add(unit("sk", "fr", Arm::Infantry, Formation::Skirmish, {"0505", "0606"}, 30, 8, 2));
    f.add(unit("e1", "au", Arm::Infantry, Formation::Column, {"0504"}, 180));
    f.add(unit("e2", "au", Arm::Infantry, Formation::Column, {"0503"}, 180));
    const Board board(f.b);
    const Ruling near = ruleHex(board, 0, hx("0505"), hx("0504"));
    CHECK(near.strength == 6);
    const Ruling far = ruleHex(board, 0, hx("0505"), hx("0503"));
    CHECK(far.range == 2);
    CHECK_FALSE(far.reasons.contains(Reason::OutOfRange));
    CHECK(far.strength == 3);
    CHECK(anyStep(far, "halved at 2 hexes"));
}

TEST_CASE("lb strength: a column fires all its increments, a carre at most 12") {
    Fixture f;
    f.add(unit("col", "fr", Arm::Infantry, Formation::Column, {"0505"}, 0, 8, 2));
    f.add(unit("sq", "fr", Arm::Infantry, Formation::Carre, {"0808"}, 0, 14, 1));
    f.add(unit("e1", "au", Arm::Infantry, Formation::Column, {"0504"}, 180));
    f.add(unit("e2", "au", Arm::Infantry, Formation::Column, {"0807"}, 180));
    const Board board(f.b);
    CHECK(ruleHex(board, 0, hx("0505"), hx("0504")).strength == 16);
    const Ruling sq = ruleHex(board, 1, hx("0808"), hx("0807"));
    CHECK(sq.strength == 12);
    CHECK(sq.readings.contains(Reading::CarreTwelve));
}

TEST_CASE("lb strength: batteries in clear terrain fire every increment up to stacking") {
    // 0505: g1 4 increments x3 on top, g2 4 increments x2 under it. Stacking 6 (the rules'
    // default): 4 x 3 + 2 x 2 = 16. The scenario's stacking 10: 12 + 8 = 20. In woods: the
    // top battery only, 12. A slope hex with no other terrain counts as clear: 16.
    Fixture f;
    f.add(unit("g1", "fr", Arm::FootArtillery, Formation::Unlimbered, {"0505"}, 0, 4, 3));
    f.add(unit("g2", "fr", Arm::FootArtillery, Formation::Unlimbered, {"0505"}, 0, 4, 2));
    f.last().stack = 1;
    f.add(unit("en", "au", Arm::Infantry, Formation::Column, {"0503"}, 180));
    {
        const Board board(f.b);
        const Ruling r = ruleHex(board, 0, hx("0505"), hx("0503"));
        CHECK(r.strength == 16);
        CHECK(anyStep(r, "g2 (to the stacking limit): 2 increments x 2 = 4"));
        // The lower battery rules the same hex strength: every battery fires together.
        CHECK(ruleHex(board, 1, hx("0505"), hx("0503")).strength == 16);
    }
    f.b.stackingArtillery = 10;
    {
        const Board board(f.b);
        CHECK(ruleHex(board, 0, hx("0505"), hx("0503")).strength == 20);
    }
    f.b.stackingArtillery.reset();
    f.terrain("0505", "woods");
    {
        const Board board(f.b);
        CHECK(ruleHex(board, 0, hx("0505"), hx("0503")).strength == 12);
    }
    f.terrain("0505", "slope", 1);
    {
        const Board board(f.b);
        CHECK(ruleHex(board, 0, hx("0505"), hx("0503")).strength == 16);
    }
}

TEST_CASE("lb strength: infantry in a battery's hex adds up to 4, or 12 in carre") {
    // The legere line of 10 x3 in 0505 and 0606 facing 30 with a battery of 2 x3 in 0505:
    // the battery takes the line's facing. At 0605 (adjacent): 2 x 3 + 4 x 3 = 18, canister.
    // At 0502 (3 away, in the field): the line is out of its own range (lb-with-battery): 6.
    Fixture f;
    f.add(unit("gun", "fr", Arm::FootArtillery, Formation::Unlimbered, {"0505"}, 0, 2, 3));
    f.add(unit("leg", "fr", Arm::Infantry, Formation::Line, {"0505", "0606"}, 30, 10, 3));
    f.last().stack = 1;
    f.add(unit("e1", "au", Arm::Infantry, Formation::Column, {"0605"}, 180));
    f.add(unit("e2", "au", Arm::Infantry, Formation::Column, {"0502"}, 180));
    const Board board(f.b);
    const Ruling near = ruleHex(board, 0, hx("0505"), hx("0605"));
    CHECK(near.valid);
    CHECK(near.canister);
    CHECK(near.strength == 18);
    CHECK(near.readings.contains(Reading::WithBattery));
    const Ruling far = ruleHex(board, 0, hx("0505"), hx("0502"));
    CHECK(far.inField);
    CHECK(far.strength == 6);
    CHECK(anyStep(far, "out of its own range"));

    Fixture g;
    g.add(unit("gun", "fr", Arm::FootArtillery, Formation::Unlimbered, {"0505"}, 0, 2, 3));
    g.add(unit("sq", "fr", Arm::Infantry, Formation::Carre, {"0505"}, 0, 14, 1));
    g.last().stack = 1;
    g.add(unit("e1", "au", Arm::Infantry, Formation::Column, {"0504"}, 180));
    const Board gb(g.b);
    CHECK(ruleHex(gb, 0, hx("0505"), hx("0504")).strength == 6 + 12);
}

TEST_CASE("lb strength: odds round down to a column, canister one column right") {
    // Defence: clear column 4, line 5, disordered 2. Columns 1:3 ... 6:1.
    //   battery 4 x3 = 12 at a column 2 away: 12 / 4 = 3 -> 3:1
    //   the same at 0504, adjacent across its front: 3:1, canister -> 4:1
    //   at a line: 12 / 5 = 2.4 -> rounded down to 2:1
    //   at a disordered column: 12 / 2 = 6 -> 6:1
    Fixture f;
    charts(f.b);
    f.add(unit("gun", "fr", Arm::FootArtillery, Formation::Unlimbered, {"0505"}, 0, 4, 3));
    f.add(unit("col", "au", Arm::Infantry, Formation::Column, {"0503"}, 180));
    const Board board(f.b);
    const Ruling r = ruleHex(board, 0, hx("0505"), hx("0503"));
    REQUIRE(r.odds);
    CHECK(*r.odds == "3:1");
    CHECK(r.oddsShift == 0);
    CHECK(anyStep(r, "odds 12 / 4 (clear / column) = 3, column 3:1"));

    f.b.units[1].hexes = {hx("0504")};
    const Board adj(f.b);
    const Ruling c = ruleHex(adj, 0, hx("0505"), hx("0504"));
    CHECK(c.canister);
    REQUIRE(c.odds);
    CHECK(*c.odds == "4:1");
    CHECK(c.oddsShift == 1);

    CHECK(odds(board, 12, 1, hx("0503"), 0).column == 5); // 3:1
    f.b.units[1].formation = Formation::Line;
    f.b.units[1].facing = 210;
    const Board line(f.b);
    const Odds l = odds(line, 12, 1, hx("0504"), 0);
    CHECK(l.ratio == doctest::Approx(2.4));
    CHECK(f.b.oddsColumns[std::size_t(l.column)] == "2:1");
    f.b.units[1].formation = Formation::Column;
    f.b.units[1].disordered = true;
    const Board dis(f.b);
    CHECK(f.b.oddsColumns[std::size_t(odds(dis, 12, 1, hx("0504"), 0).column)] == "6:1");
}

TEST_CASE("lb strength: below the first column there is none, past the last it stays last") {
    //   1 x 1 = 1 at a column: 1 / 4 = 0.25, below 1:3: no column (canister or not)
    //   10 x 3 = 30 (stacking 10): 30 / 4 = 7.5 -> 6:1; canister stays at 6:1, the last
    Fixture f;
    charts(f.b);
    f.b.stackingArtillery = 10;
    f.add(unit("gun", "fr", Arm::FootArtillery, Formation::Unlimbered, {"0505"}, 0, 1, 1));
    f.add(unit("col", "au", Arm::Infantry, Formation::Column, {"0504"}, 180));
    {
        const Board board(f.b);
        const Ruling r = ruleHex(board, 0, hx("0505"), hx("0504"));
        CHECK(r.strength == 1);
        CHECK_FALSE(r.odds);
        CHECK(r.oddsShift == 1);
        CHECK(anyStep(r, "below the first column 1:3: no column"));
    }
    f.b.units[0].increments = 10;
    f.b.units[0].fire = 3;
    const Board board(f.b);
    const Ruling r = ruleHex(board, 0, hx("0505"), hx("0504"));
    CHECK(r.strength == 30);
    REQUIRE(r.odds);
    CHECK(*r.odds == "6:1");
    // A target the chart has no defence for: no odds, strength and shift only.
    f.b.fireDefence.erase("clear");
    const Board bare(f.b);
    const Ruling b = ruleHex(bare, 0, hx("0505"), hx("0504"));
    CHECK_FALSE(b.odds);
    CHECK(b.oddsShift == 1);
    CHECK(b.strength == 30);
}

TEST_CASE("lb strength: column ratios are a over b") {
    CHECK(*columnRatio("3:2") == doctest::Approx(1.5));
    CHECK(*columnRatio("1:3") == doctest::Approx(1.0 / 3));
    CHECK_FALSE(columnRatio("3-2"));
    CHECK_FALSE(columnRatio("0:1"));
    CHECK_FALSE(columnRatio("2:"));
}

namespace {

// Batteries of 2 x3 facing 0 in the given hexes; an Austrian column in 0502 (the target).
// Column 05 runs straight up from 0505 to 0502 (3 hexes); 0605 and 0405 flank 0505 (both
// adjacent to it, 0605 up-right, 0405 up-left) and lie 3 hexes from 0502; 0705 lies 2 to the
// right of 0505. None of them is adjacent to 0502.
//
//        0502  <- target
//        0503
//        0504
//   0405      0605
//        0505       0705
Fixture batteries(std::initializer_list<std::string_view> hexes) {
    Fixture f;
    int k = 0;
    for (std::string_view h : hexes)
        f.add(unit("g" + std::to_string(k++), "fr", Arm::FootArtillery, Formation::Unlimbered, {h},
                   0, 2, 3));
    f.add(unit("target", "au", Arm::Infantry, Formation::Column, {"0502"}, 180));
    return f;
}

} // namespace

TEST_CASE("lb strength: two adjacent batteries need a leader with an artillery bonus") {
    Fixture f = batteries({"0505", "0605"});
    {
        const Board board(f.b);
        const Combination c = combine(board, hx("0502"), {hx("0505"), hx("0605")});
        REQUIRE(c.hexes.size() == 2);
        CHECK(c.hexes[0].valid);
        CHECK(c.hexes[1].valid);
        CHECK_FALSE(c.allowed);
        REQUIRE(c.reasons.size() == 1);
        CHECK(c.reasons[0] == "Artillery fire: no leader with an artillery bonus in 0505 or 0605");
        CHECK(c.strength == 12); // what they would fire together
    }
    f.add(leader("ld", "fr", "0605"));
    f.last().artilleryBonus = true;
    const Board board(f.b);
    const Combination c = combine(board, hx("0502"), {hx("0505"), hx("0605")});
    CHECK(c.allowed);
    CHECK(c.reasons.empty());
    CHECK(c.strength == 12);
}

TEST_CASE("lb strength: batteries that are not adjacent do not combine at a far target") {
    Fixture f = batteries({"0505", "0705"});
    f.add(leader("ld", "fr", "0505"));
    f.last().artilleryBonus = true;
    const Board board(f.b);
    const Combination c = combine(board, hx("0502"), {hx("0505"), hx("0705")});
    CHECK_FALSE(c.allowed);
    REQUIRE_FALSE(c.reasons.empty());
    CHECK(c.reasons.back() ==
          "Artillery fire: 0505 and 0705 are not adjacent, and the target is not adjacent to "
          "both");
}

TEST_CASE("lb strength: three batteries need a special leader adjacent to all three") {
    Fixture f = batteries({"0505", "0605", "0405"});
    {
        const Board board(f.b);
        const Combination c = combine(board, hx("0502"), {hx("0505"), hx("0605"), hx("0405")});
        CHECK_FALSE(c.allowed);
        REQUIRE(c.reasons.size() == 1);
        CHECK(c.reasons[0] ==
              "Artillery fire: three firing hexes need a special leader adjacent to all three");
    }
    f.add(leader("ney", "fr", "0505"));
    f.last().special = true;
    const Board board(f.b);
    const Combination c = combine(board, hx("0502"), {hx("0505"), hx("0605"), hx("0405")});
    CHECK(c.allowed);
    CHECK(c.strength == 18);
}

TEST_CASE("lb strength: batteries combine freely at a target adjacent to them all") {
    // 0503 and 0603 both touch 0502 (0503's side 0, 0603's side 5): no leader needed; both
    // fire canister, so the joint odds shift one column too.
    Fixture f = batteries({"0503", "0603"});
    charts(f.b);
    f.b.units[1].facing = 300;
    const Board board(f.b);
    const Combination c = combine(board, hx("0502"), {hx("0503"), hx("0603")});
    CHECK(c.allowed);
    CHECK(c.strength == 12);
    CHECK(c.oddsShift == 1);
    REQUIRE(c.odds);
    CHECK(*c.odds == "4:1"); // 12 / 4 = 3 -> 3:1, canister -> 4:1
    // An empty hex among them refuses the whole, naming it.
    const Combination e = combine(board, hx("0502"), {hx("0503"), hx("0604")});
    CHECK_FALSE(e.allowed);
    CHECK(e.reasons[0] == "0604 holds no unit that may fire");
}

TEST_CASE("lb strength: a column in the stack keeps the batteries under it from firing") {
    // Regression (review): 0606 holds batA (4 x 2, top), an infantry column (stack 1) and batB
    // (2 x 2, stack 2); an enemy column in 0603 (3 hexes north, in front). Stacked in column,
    // only the top combat formation fires: 8, not 8 + 4 = 12. batB itself may not fire.
    Fixture f;
    f.add(unit("batA", "fr", Arm::FootArtillery, Formation::Unlimbered, {"0606"}, 0, 4, 2));
    f.add(unit("col", "fr", Arm::Infantry, Formation::Column, {"0606"}, 0, 6, 1));
    f.last().stack = 1;
    f.add(unit("batB", "fr", Arm::FootArtillery, Formation::Unlimbered, {"0606"}, 0, 2, 2));
    f.last().stack = 2;
    f.add(unit("en", "au", Arm::Infantry, Formation::Column, {"0603"}, 180));
    const Board board(f.b);
    const Ruling r = ruleHex(board, 0, hx("0606"), hx("0603"));
    CHECK(r.strength == 8);
    CHECK(anyStep(r, "col is in column: the batteries under it do not fire"));
    CHECK(ruleHex(board, 2, hx("0606"), hx("0603")).reasons.contains(Reason::FirerCannotFire));
}

TEST_CASE("lb strength: two lines in one hex share its 4 increments") {
    // Regression (review): lines l1 (top) and l2 (stack 1), 6 increments x 2 each, both in
    // 0909 facing 330 (a vertex: front sides 0 and 300), an enemy in 0908 across side 0. The
    // hex fires at most 4 increments in line: l1 takes them (8), l2 has none left (0).
    Fixture f;
    f.add(unit("l1", "fr", Arm::Infantry, Formation::Line, {"0909"}, 330, 6, 2));
    f.add(unit("l2", "fr", Arm::Infantry, Formation::Line, {"0909"}, 330, 6, 2));
    f.last().stack = 1;
    f.add(unit("en", "au", Arm::Infantry, Formation::Column, {"0908"}, 180));
    const Board board(f.b);
    CHECK(ruleHex(board, 0, hx("0909"), hx("0908")).strength == 8);
    const Ruling second = ruleHex(board, 1, hx("0909"), hx("0908"));
    CHECK(second.strength == 0);
    CHECK(anyStep(second, "l2 in line (at most 4 a hex, 0 left): 0 increments x 2 = 0"));
    CHECK(second.readings.contains(Reading::HexCap));
}
