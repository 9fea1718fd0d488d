// coupdoeil-cli move and act (cli.md, "The turn"): the keys, the words, and bad input.
// tests/cli/data/turn.yaml: `line` infantry 2.5 x 1 at (36,20) facing 0 on a road along
// x = 36 (1" wide); `col` infantry at (55,19) below a wood [50,60] x [22,30]; `battery` firing
// foot artillery; `horse` limbered horse artillery at (20,10); `spiked` silenced guns at
// (10,40) with the enemy `grenz` touching their front.
#include "cli/cli.h"
#include "cli_run.h"

#include <doctest/doctest.h>

#include <string>

using cdo::test::cli;
using cdo::test::Run;

namespace {

const std::string turn = "tests/cli/data/turn.yaml";

bool contains(const std::string& s, const std::string& part) {
    return s.find(part) != std::string::npos;
}

} // namespace

TEST_CASE("move: 5 inches on the road is allowed (3 + 2), JSON with cli.md's keys") {
    // (36,20) -> (36,25): every corner travels 5.00, the centre stays on the road's line.
    const Run r = cli({"move", turn, "line", "--to", "36,25", "--format", "json"});
    REQUIRE(r.code == 0);
    CHECK(r.err.empty());
    CHECK(r.out == "{\"unit\": \"line\", \"uses\": 5, \"allowance\": 5, \"allowed\": true, "
                   "\"over\": 0, \"half_rate\": [], \"road_bonus\": true, \"reasons\": [], "
                   "\"readings\": [\"g8-farthest-corner\", \"g8-straight-move\", "
                   "\"g8-centre-direction\", \"g8-road-centre-path\"]}\n");
}

TEST_CASE("move: off the road there is no bonus (over by 0.39), in words") {
    // (36,20) -> (37,23.24): the centre ends 1" from the road's line, off it (half width
    // 0.5): no bonus. Corners travel sqrt(1 + 3.24^2) = 3.39, over 3 by 0.39.
    const Run r = cli({"move", turn, "line", "--to=37,23.24"});
    REQUIRE(r.code == 0);
    CHECK(contains(r.out, "line to (37, 23.24) facing 0: NOT ALLOWED (over by 0.39\")"));
    CHECK(contains(r.out, "Road: not the whole move on the road, no bonus"));
    // Straight ahead off the road: `col` (55,19) -> (55,22.4) uses 3.40, which would be 0.40
    // over 3, but it enters the wood (its base [21.9,22.9] overlaps [22,30] by 0.9): half
    // rate, allowance 1.5, over by 1.90.
    const Run w = cli({"move", turn, "col", "--to", "55,22.4", "--format", "json"});
    CHECK(contains(w.out, "\"uses\": 3.4, \"allowance\": 1.5, \"allowed\": false, \"over\": 1.9"));
    CHECK(contains(w.out, "\"half_rate\": [\"woods-or-bua\"]"));
    const Run t = cli({"move", turn, "col", "--to", "55,22.4"});
    CHECK(
        contains(t.out, "Movement: entering or leaving woods or a built-up area is at half rate."));
}

TEST_CASE("move: sideways, and a wheel named in words") {
    const Run s = cli({"move", turn, "col", "--to", "56.5,19", "--format", "json"});
    CHECK(contains(s.out, "\"allowance\": 1.5, \"allowed\": true"));
    CHECK(contains(s.out, "\"half_rate\": [\"sideways-or-backwards\"]"));
    // 90 degrees about FL (34.75,20.5): centre (35.25,21.75), facing 270: 2.5 pi / 2 = 3.93.
    const Run w = cli({"move", turn, "line", "--to", "35.25,21.75,270"});
    CHECK(contains(w.out, "Uses: 3.93\" (a wheel of 90 degrees about the front-left corner"));
    CHECK(contains(w.out, "NOT ALLOWED (over by 0.93\")"));
}

TEST_CASE("move: limbered horse artillery 9, unlimbered guns may not move") {
    const Run h = cli({"move", turn, "horse", "--to", "20,19", "--format", "json"});
    CHECK(contains(h.out, "\"uses\": 9, \"allowance\": 9, \"allowed\": true"));
    const Run u = cli({"move", turn, "battery", "--to", "10,12", "--format", "json"});
    REQUIRE(u.code == 0);
    CHECK(contains(u.out, "\"allowed\": false"));
    CHECK(contains(u.out, "\"reasons\": [\"unlimbered-artillery\"]"));
    const Run t = cli({"move", turn, "battery", "--to", "10,12"});
    CHECK(contains(t.out, "MAY NOT MOVE"));
    CHECK(contains(t.out, "unlimbered guns cannot move"));
}

TEST_CASE("move: bad --to values, a missing --to and unknown units are bad input") {
    for (const char* bad : {"36", "36,x", "36,25,", "1,2,3,4", "nan,2", "36,25,inf", ""}) {
        const Run r = cli({"move", turn, "line", "--to", bad});
        CHECK(r.code == 2);
        CHECK(r.out.empty());
        CHECK(contains(r.err, "expected X,Y or X,Y,FACING"));
    }
    const Run off = cli({"move", turn, "line", "--to", "80,20"});
    CHECK(off.code == 2);
    CHECK(off.out.empty());
    CHECK(contains(off.err, "off the table"));
    const Run none = cli({"move", turn, "line"});
    CHECK(none.code == 2);
    CHECK(contains(none.err, "usage: coupdoeil-cli move SCENARIO UNIT --to X,Y[,FACING]"));
    const Run empty = cli({"move", turn, "line", "--to"});
    CHECK(empty.code == 2);
    CHECK(empty.out.empty());
    const Run who = cli({"move", turn, "nobody", "--to", "1,1"});
    CHECK(who.code == 2);
    CHECK(who.out.empty());
    CHECK(contains(who.err, "no unit with id 'nobody'"));
    const Run stray = cli({"rule", turn, "line", "col", "--to", "1,1"});
    CHECK(stray.code == 2);
    CHECK(stray.out.empty());
}

TEST_CASE("act: a firing battery asked to pivot is refused, JSON with cli.md's keys") {
    const Run r = cli({"act", turn, "battery", "pivot", "--format", "json"});
    REQUIRE(r.code == 0);
    CHECK(r.out == "{\"unit\": \"battery\", \"action\": \"pivot\", \"allowed\": false, "
                   "\"cost\": 1, \"state\": \"firing\", \"reasons\": [\"stop-firing-first\"]}\n");
    const Run t = cli({"act", turn, "battery", "pivot"});
    CHECK(contains(t.out, "battery: pivot: REFUSED"));
    CHECK(contains(t.out, "stop firing first (1 PIP), pivot, start firing again"));
    const Run s = cli({"act", turn, "battery", "stop-firing", "--format", "json"});
    CHECK(contains(s.out, "\"allowed\": true, \"cost\": 1, \"state\": \"unlimbered\""));
}

TEST_CASE("act: de-silencing in contact is refused, spiking by the enemy in contact is not") {
    const Run d = cli({"act", turn, "spiked", "de-silence", "--format", "json"});
    CHECK(contains(d.out, "\"allowed\": false, \"cost\": 2, \"state\": \"silenced\", "
                          "\"reasons\": [\"in-contact-with-enemy\"]"));
    const Run k = cli({"act", turn, "spiked", "spike", "--by", "grenz", "--format", "json"});
    CHECK(k.out == "{\"unit\": \"spiked\", \"action\": \"spike\", \"allowed\": true, "
                   "\"cost\": 2, \"state\": \"gone\", \"reasons\": []}\n");
    const Run f = cli({"act", turn, "spiked", "spike", "--by=line", "--format", "json"});
    CHECK(contains(f.out, "\"reasons\": [\"spiker-not-enemy\", \"spiker-not-in-contact\"]"));
    const Run u = cli({"act", turn, "horse", "unlimber"});
    CHECK(contains(u.out, "horse: unlimber: ALLOWED, 1 PIP"));
    CHECK(contains(u.out, "State: limbered -> unlimbered (not firing)"));
}

TEST_CASE("act: unknown actions and units, and a misplaced --by, are bad input") {
    const Run a = cli({"act", turn, "battery", "fire"});
    CHECK(a.code == 2);
    CHECK(a.out.empty());
    CHECK(contains(a.err, "unknown action 'fire': expected one of limber, unlimber, pivot, "
                          "start-firing, stop-firing, de-silence, spike"));
    const Run u = cli({"act", turn, "nobody", "limber"});
    CHECK(u.code == 2);
    CHECK(contains(u.err, "no unit with id 'nobody'"));
    const Run b = cli({"act", turn, "spiked", "spike", "--by", "nobody"});
    CHECK(b.code == 2);
    CHECK(b.out.empty());
    const Run need = cli({"act", turn, "spiked", "spike"});
    CHECK(need.code == 2);
    CHECK(contains(need.err, "spike needs --by UNIT"));
    const Run extra = cli({"act", turn, "battery", "limber", "--by", "grenz"});
    CHECK(extra.code == 2);
    CHECK(extra.out.empty());
    const Run self = cli({"act", turn, "spiked", "spike", "--by", "spiked"});
    CHECK(self.code == 2);
}

TEST_CASE("move and act: another ruleset is refused in words") {
    const Run r = cli({"move", "tests/cli/data/la-bataille.yaml", "x", "--to", "1,1"});
    CHECK(r.code == 2);
    CHECK(r.out.empty());
    CHECK_FALSE(r.err.empty());
}
