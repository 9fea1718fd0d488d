// coupdoeil-cli as cli.md describes it: commands, formats, exit codes, bad input.
#include "cli/cli.h"
#include "cli_run.h"

#include <doctest/doctest.h>

#include <filesystem>
#include <sstream>

using cdo::test::cli;
using cdo::test::Run;

namespace {

const std::string small = "tests/cli/data/small.yaml";
const std::string demo = "assets/scenarios/demo.yaml";

bool contains(const std::string& s, const std::string& part) {
    return s.find(part) != std::string::npos;
}

} // namespace

TEST_CASE("rule: a target at exactly 7 inches is normal range (closed boundary)") {
    // gun at (10,10) facing 0: front edge y = 10.5, x 9.5..10.5. near at (8.5,18) facing 180,
    // 2.5 x 1: its front edge y = 17.5, x 7.25..9.75, so part of it is straight ahead of the
    // gun's front edge. Range = 17.5 - 10.5 = 7.00 exactly -> "normal", valid, and a close
    // call because it lies within 0.01" of the 7" limit.
    const Run r = cli({"rule", small, "gun", "near", "--format", "json"});
    REQUIRE(r.code == 0);
    CHECK(r.err.empty());
    CHECK(contains(r.out, "\"firer\": \"gun\""));
    CHECK(contains(r.out, "\"target\": \"near\""));
    CHECK(contains(r.out, "\"valid\": true"));
    CHECK(contains(r.out, "\"reasons\": []"));
    CHECK(contains(r.out, "\"in_arc\": true"));
    CHECK(contains(r.out, "\"range\": 7,"));
    CHECK(contains(r.out, "\"range_band\": \"normal\""));
    CHECK(contains(r.out, "\"line_of_sight\": true"));
    CHECK(contains(r.out, "\"enfilade\": false"));
    CHECK(contains(r.out, "\"contact\": false"));
    CHECK(contains(r.out, "\"modifiers\": []"));
    CHECK(contains(r.out, "\"close_call\": true"));
}

TEST_CASE("rule: exactly 12 inches is long range, text explains it") {
    // far at (10,23): front edge 23 - 0.5 = 22.5; range 22.5 - 10.5 = 12.00 -> long range
    // (closed), with the -1 modifier. near does not hide it: the line FL (9.5,10.5) -> far's
    // front middle (10,22.5) is at x = 9.5 + 0.5 * 7/12 = 9.79 where it passes near's front
    // edge y = 17.5, clear of near's side at x = 9.75.
    const Run r = cli({"rule", small, "gun", "far"});
    REQUIRE(r.code == 0);
    CHECK(contains(r.out, "gun -> far: VALID TARGET (long range -1; total -1)"));
    CHECK(contains(r.out, "Range: 12.00\""));
    CHECK(contains(r.out, "CLOSE CALL: range 12.00\" against 12.00\""));
}

TEST_CASE("targets: one ruling per other unit, in scenario order, as a JSON array") {
    const Run r = cli({"targets", small, "gun", "--format=json"});
    REQUIRE(r.code == 0);
    CHECK(r.out.front() == '[');
    const auto a = r.out.find("\"target\": \"near\"");
    const auto b = r.out.find("\"target\": \"far\"");
    const auto c = r.out.find("\"target\": \"friend\"");
    REQUIRE(a != std::string::npos);
    REQUIRE(b != std::string::npos);
    REQUIRE(c != std::string::npos);
    CHECK(a < b);
    CHECK(b < c);
    CHECK(!contains(r.out, "\"target\": \"gun\""));
    // The friend: not an enemy; cavalry at (20,10) is beside the gun, outside the arc.
    CHECK(contains(r.out, "\"reasons\": [\"not-enemy\", \"out-of-arc\"]"));
}

TEST_CASE("non-artillery firers have no range band, cavalry cannot fire") {
    const Run r = cli({"rule", small, "friend", "near", "--format", "json"});
    REQUIRE(r.code == 0);
    CHECK(contains(r.out, "\"range_band\": null"));
    CHECK(contains(r.out, "\"reasons\": [\"firer-cannot-fire\"]"));
    CHECK(contains(r.out, "\"enfilade\": false"));
}

TEST_CASE("measure: edge to edge distance and closest points") {
    // gun's front edge y = 10.5, near's front edge y = 17.5, overlapping in x: 7.00 apart.
    //   near  (8.5,18) facing 180: x 7.25..9.75, front edge y = 17.5
    //           +--------------+
    //                    |  7.00          the edges overlap for x in 9.5..9.75; the pair
    //                    +--+             given is at the overlap's left end, the gun's
    //   gun (10,10): x 9.5..10.5, front y = 10.5       front-left corner (9.5,10.5)
    const Run r = cli({"measure", small, "gun", "near", "--format", "json"});
    REQUIRE(r.code == 0);
    CHECK(contains(r.out, "\"distance\": 7,"));
    CHECK(contains(r.out, "\"closest_points\": [[9.5, 10.5], [9.5, 17.5]]"));
    CHECK(contains(r.out, "\"contact\": false"));
    const Run t = cli({"measure", small, "gun", "near"});
    CHECK(contains(t.out, "gun <-> near: 7.00\" edge to edge"));
    CHECK(contains(t.out, "(closest points 9.50,10.50 and 9.50,17.50)"));
}

TEST_CASE("check: scenarios and army lists") {
    const Run r = cli({"check", small, demo, "armies/french-iv-corps-wagram-1809.yaml"});
    REQUIRE(r.code == 0);
    CHECK(contains(r.out, small + ": ok, scenario with 4 units"));
    CHECK(contains(r.out, "army list"));
}

TEST_CASE("bad input: exit 2, message on stderr, nothing on stdout") {
    SUBCASE("unknown unit id") {
        const Run r = cli({"rule", small, "gun", "nobody"});
        CHECK(r.code == 2);
        CHECK(r.out.empty());
        CHECK(contains(r.err, "no unit with id 'nobody'"));
    }
    SUBCASE("missing file") {
        const Run r = cli({"targets", "no/such/file.yaml", "gun"});
        CHECK(r.code == 2);
        CHECK(r.out.empty());
        CHECK(contains(r.err, "no/such/file.yaml"));
    }
    SUBCASE("invalid scenario: FILE:LINE:COLUMN") {
        const Run r = cli({"check", small, "tests/cli/data/bad-type.yaml"});
        CHECK(r.code == 2);
        CHECK(r.out.empty());
        CHECK(contains(r.err, "tests/cli/data/bad-type.yaml:4:"));
    }
    SUBCASE("wrong number of arguments") {
        const Run r = cli({"rule", small, "gun"});
        CHECK(r.code == 2);
        CHECK(contains(r.err, "usage: coupdoeil-cli rule SCENARIO FIRER TARGET"));
    }
    SUBCASE("unknown command, format and option") {
        CHECK(cli({"fire", small}).code == 2);
        CHECK(cli({"rule", small, "gun", "near", "--format", "xml"}).code == 2);
        CHECK(cli({"rule", small, "gun", "near", "--fast"}).code == 2);
        CHECK(cli({}).code == 2);
    }
    SUBCASE("a unit against itself") {
        const Run r = cli({"rule", small, "gun", "gun"});
        CHECK(r.code == 2);
        CHECK(r.out.empty());
    }
}

TEST_CASE("--help and --version") {
    const Run h = cli({"--help"});
    CHECK(h.code == 0);
    CHECK(contains(h.out, "coupdoeil-cli targets SCENARIO FIRER"));
    const Run v = cli({"--version"});
    CHECK(v.code == 0);
    CHECK(contains(v.out, "coupdoeil-cli " COUPDOEIL_VERSION));
}

TEST_CASE("every file under assets/ and armies/ loads") {
    namespace fs = std::filesystem;
    int files = 0;
    for (const char* dir : {"assets", "armies"})
        for (const auto& e : fs::recursive_directory_iterator(dir)) {
            if (e.path().extension() != ".yaml") continue;
            ++files;
            const Run r = cli({"check", e.path().string()});
            CHECK_MESSAGE(r.code == 0, e.path().string() << ": " << r.err);
        }
    CHECK(files >= 7); // the demo and six army lists at least
}

TEST_CASE("the demo table shows every rule at work") {
    // Each line below is a case the demo was laid out to show; see the comments in
    // assets/scenarios/demo.yaml.
    auto json = [](const char* f, const char* t) {
        return cli({"rule", demo, f, t, "--format", "json"}).out;
    };
    // Guns on a hill fire over their own infantry (4e de ligne is 4" from IR 4).
    CHECK(contains(json("fr-grande-batterie", "au-ir-4"), "\"g2-overhead-fire\""));
    CHECK(contains(json("fr-grande-batterie", "au-ir-4"), "\"valid\": true"));
    // Enfilade on the Grenzer, who face east.
    CHECK(
        contains(json("fr-grande-batterie", "au-grenz"), "{\"name\": \"enfilade\", \"value\": 1}"));
    // Near slope: the uhlans in between do not block.
    CHECK(contains(json("fr-horse-battery", "au-ir-near"), "\"g2-near-slope\""));
    CHECK(contains(json("fr-horse-battery", "au-ir-near"), "\"valid\": true"));
    // Far slope: the crest hides the battalion behind it.
    CHECK(contains(json("fr-horse-battery", "au-ir-far"), "\"kind\": \"hill-top\""));
    CHECK(contains(json("fr-horse-battery", "au-ir-far"), "\"no-line-of-sight\""));
    // The village is the target, not the battalion's base.
    CHECK(contains(json("fr-battery-6pdr", "au-ir-village"), "\"g5-feature-shape\""));
    // Woods: guns cannot fire into them.
    CHECK(contains(json("fr-battery-4pdr", "au-jaeger"), "\"target-in-woods\""));
    // Infantry in contact, firer shaken.
    CHECK(contains(json("fr-legere", "au-ir-line"), "\"contact\": true"));
    CHECK(contains(json("fr-legere", "au-ir-line"), "{\"name\": \"firer-shaken\", \"value\": -1}"));
    // A square is a better target.
    CHECK(contains(json("fr-battery-6pdr", "au-square"),
                   "{\"name\": \"target-in-square\", \"value\": 1}"));
    // A friend charging the target holds the guns' fire.
    CHECK(contains(json("fr-grande-batterie", "au-ir-charged"), "\"target-being-charged\""));
    // The uhlans' charge on the horse guns comes from the flank.
    CHECK(contains(json("fr-horse-battery", "au-uhlans"), "\"only_flank_or_rear\": true"));
}

TEST_CASE("targets text: one line per unit with the reasons and what blocked the lines") {
    const Run r = cli({"targets", demo, "fr-grande-batterie"});
    REQUIRE(r.code == 0);
    CHECK(contains(r.out, "fr-grande-batterie may fire at 2 of 20 other units."));
    CHECK(contains(r.out,
                   "  VALID   au-grenz: 7.62\" long, long range -1, enfilade +1; sight clear\n"));
    CHECK(contains(r.out, "  no      au-ir-far: 23.51\" out - out-of-arc no-line-of-sight "
                          "out-of-range; sight blocked by hill-top wagram-heights\n"));
}

TEST_CASE("roster: --arrival and --no-optional take part of a list") {
    const std::string full = "tests/cli/data/full-army.yaml";
    const Run all = cli({"roster", full});
    REQUIRE(all.code == 0);
    CHECK(contains(all.out, "Units: 5 "));
    CHECK(contains(all.out, "Nations: french 3, baden 1, baden-horse 1\n"));

    const Run day2 = cli({"roster", full, "--arrival", "day2"});
    REQUIRE(day2.code == 0);
    CHECK(contains(day2.out, "Units: 2 (infantry 1, cavalry 1)\n"));
    CHECK_FALSE(contains(day2.out, "Corps battery"));

    const Run core = cli({"roster", "--no-optional", full, "--arrival=start", "--arrival=day2"});
    REQUIRE(core.code == 0);
    CHECK(contains(core.out, "Units: 2 (infantry 1, foot-artillery 1)\n"));
    CHECK_FALSE(contains(core.out, "Optional units"));

    const Run json = cli({"roster", full, "--format", "json", "--no-optional"});
    CHECK(json.out == "{\"army\": \"Full Corps\", \"side\": \"french\", \"units\": 2, "
                      "\"battalions\": 2, \"squadrons\": 0, \"guns\": 12, \"men\": 1800, "
                      "\"units_without_men\": 0, \"frontage\": 3.5}\n");

    const Run bad = cli({"roster", full, "--arrival", "noon"});
    CHECK(bad.code == 2);
    CHECK(bad.out.empty());
    CHECK(bad.err ==
          "coupdoeil-cli: unknown arrival 'noon' in " + full + " (its arrivals are start, day2)\n");
    const Run missing = cli({"roster", full, "--arrival"});
    CHECK(missing.code == 2);
    CHECK(contains(missing.err, "--arrival needs a value"));
    const Run elsewhere = cli({"check", full, "--no-optional"});
    CHECK(elsewhere.code == 2);
    CHECK(contains(elsewhere.err, "--arrival and --no-optional belong to roster"));
}
