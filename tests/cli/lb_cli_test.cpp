// coupdoeil-cli on a La Bataille scenario (cli.md, La Bataille): the commands, their JSON keys
// and their refusals. The numbers come from tests/cli/data/lb-small.yaml, sketched there; the
// rulings themselves are tested in tests/core/la_bataille.
#include "cli/common.h"
#include "cli_run.h"

#include <doctest/doctest.h>

#include <filesystem>
#include <fstream>
#include <string>
#include <unistd.h>

using cdo::test::cli;
using cdo::test::Run;

namespace {

const std::string file = "tests/cli/data/lb-small.yaml";

bool has(const std::string& s, const std::string& part) {
    return s.find(part) != std::string::npos;
}

} // namespace

TEST_CASE("cli lb: rule at a unit, with the La Bataille keys") {
    // The battery fires north two hexes at au-near: short range, 0504 crossed and empty.
    const Run r = cli({"rule", file, "fr-bat", "au-near", "--format", "json"});
    REQUIRE(r.code == 0);
    for (const char* key :
         {"\"firer\": \"fr-bat\"", "\"firing_hex\": \"0505\"", "\"target\": \"au-near\"",
          "\"target_hex\": \"0503\"", "\"valid\": true", "\"reasons\": []", "\"range\": 2",
          "\"range_band\": \"short\"", "\"in_field\": true", "\"line_of_sight\": true",
          "\"blocked_by\": []", "\"crossed\": [\"0504\"]", "\"adjacent_front\": false",
          "\"canister\": false", "\"strength\": {", "\"odds\": null", "\"readings\": ["})
        CHECK_MESSAGE(has(r.out, key), key);
}

TEST_CASE("cli lb: a target behind another is blocked and not the closest") {
    // au-far in 0502: the line crosses 0504 and 0503, where au-near stands: blocked by 0503;
    // au-near is a nearer valid target.
    const Run r = cli({"rule", file, "fr-bat", "0502", "--format", "json"});
    REQUIRE(r.code == 0);
    CHECK(has(r.out, "\"valid\": false"));
    CHECK(has(r.out, "\"reasons\": [\"no-line-of-sight\", \"not-closest\"]"));
    CHECK(has(r.out, "\"blocked_by\": [\"0503\"]"));
    const Run text = cli({"rule", file, "fr-bat", "au-far"});
    REQUIRE(text.code == 0);
    CHECK(has(text.out, "0503"));
}

TEST_CASE("cli lb: targets from every hex of the firer") {
    const Run r = cli({"targets", file, "fr-bat", "--format", "json"});
    REQUIRE(r.code == 0);
    CHECK(r.out.front() == '[');
    CHECK(has(r.out, "\"target_hex\": \"0503\""));
    const Run text = cli({"targets", file, "fr-bat@0505"});
    REQUIRE(text.code == 0);
    CHECK(has(text.out, "fr-bat from 0505 may fire at 1 of"));
}

TEST_CASE("cli lb: zones of influence per side") {
    // Austrian: au-near (0503, facing 180) 0504, 0604, 0404; au-far (0502) 0503, 0603, 0403.
    // French: the battery (0505, facing 0) 0504, 0605, 0405; fr-inf (0404, facing 0) 0403,
    // 0503, 0303; the leader none.
    const Run r = cli({"zoi", file, "--format", "json"});
    REQUIRE(r.code == 0);
    CHECK(r.out == "{\"austrian\": [\"0403\", \"0404\", \"0503\", \"0504\", \"0603\", \"0604\"], "
                   "\"french\": [\"0303\", \"0403\", \"0405\", \"0503\", \"0504\", \"0605\"]}\n");
}

TEST_CASE("cli lb: opportunity fire and retreat before melee") {
    // fr-inf leaves 0404, in au-near's zone: au-near may fire, at a column.
    const Run o = cli({"opportunity", file, "fr-inf", "--to", "0405", "--format", "json"});
    REQUIRE(o.code == 0);
    CHECK(has(o.out, "\"enemy\": \"au-near\""));
    CHECK(has(o.out, "\"at_formation\": \"column\""));
    const Run f = cli({"opportunity", file, "fr-bat", "--form", "limbered"});
    REQUIRE(f.code == 0);
    CHECK(has(f.out, "no enemy may give opportunity fire"));
    const Run r = cli({"retreat", file, "fr-ldr", "--attackers", "au-near", "--format", "json"});
    REQUIRE(r.code == 0);
    CHECK(has(r.out, "\"may_withdraw\": true"));
    CHECK(has(r.out, "\"rights\": [\"leader\"]"));
}

TEST_CASE("cli lb: defensive fire at enemies across the front") {
    // fr-inf (0404, column facing 0) has au-near's 0503 across its front side at 60 (NE):
    // one defensive ruling, range 1. The battery (0505, facing 0) has no enemy adjacent.
    const Run r = cli({"defensive", file, "fr-inf", "--format", "json"});
    REQUIRE(r.code == 0);
    CHECK(has(r.out, "\"target_hex\": \"0503\""));
    CHECK(has(r.out, "\"range\": 1"));
    const Run none = cli({"defensive", file, "fr-bat"});
    REQUIRE(none.code == 0);
    CHECK(has(none.out, "fr-bat: defensive fire (L4) at 0 enemy hexes"));
}

TEST_CASE("cli lb: combined fire names what failed") {
    // The battery and fr-inf at au-near: fr-inf's hex 0404 is next to 0503, the battery's 0505
    // is not, and the two firing hexes are not adjacent with a leader: refused.
    const Run r = cli({"combine", file, "au-near", "fr-bat", "fr-inf", "--format", "json"});
    REQUIRE(r.code == 0);
    CHECK(has(r.out, "\"allowed\": false"));
}

TEST_CASE("cli lb: bad input is refused with exit code 2 and nothing on stdout") {
    const auto refused = [](const std::vector<std::string>& args, const std::string& words) {
        const Run r = cli(args);
        CHECK(r.code == 2);
        CHECK(r.out.empty());
        CHECK_MESSAGE(has(r.err, words), r.err);
    };
    refused({"rule", file, "fr-bat", "9999"}, "is neither a unit id nor a hex id of this map");
    refused({"rule", file, "fr-bat@0606", "au-near"}, "fr-bat does not stand in 0606");
    refused({"rule", file, "fr-bat", "fr-bat"}, "a unit cannot be its own target");
    // Its own hex by id: answered "fr-bat (0505) at fr-bat (0505)", the firer as its target.
    refused({"rule", file, "fr-bat", "0505"},
            "fr-bat stands in hex '0505'; a unit does not fire at its own hex");
    refused({"zoi", file, "prussian"}, "no side 'prussian' (the sides are austrian, french)");
    refused({"opportunity", file, "fr-inf"}, "usage: coupdoeil-cli opportunity");
    refused({"opportunity", file, "fr-inf", "--to", "0707"}, "is not next to the unit");
    refused({"opportunity", file, "fr-inf", "--form", "square"}, "unknown formation 'square'");
    refused({"retreat", file, "fr-ldr", "--attackers", "fr-inf"}, "not an attacker");
    refused({"retreat", file, "fr-ldr"}, "usage: coupdoeil-cli retreat");
    refused({"move", file, "fr-bat", "--to", "1,1"}, "only ruled for the grande-tactique");
    refused({"zoi", "assets/scenarios/demo.yaml"}, "zoi is only answered for the la-bataille");
}

// La Bataille's commands are listed once (lb_commands.cpp's table): run() knows each from
// there, and a name that table lacks is unknown. Each asked with no scenario says its own
// usage, the shape that table gives it ("zoi SCENARIO [SIDE]").
TEST_CASE("cli lb: the La Bataille commands are run from their one table") {
    for (const char* name :
         {"rule", "targets", "zoi", "combine", "defensive", "opportunity", "retreat"})
        CHECK_MESSAGE(cdo::cli::isLaBatailleCommand(name), name);
    for (const char* name : {"check", "measure", "roster", "move", "act", "fire", ""})
        CHECK_FALSE_MESSAGE(cdo::cli::isLaBatailleCommand(name), name);
    const std::pair<const char*, const char*> usages[] = {
        {"zoi", "usage: coupdoeil-cli zoi SCENARIO [SIDE]"},
        {"combine", "usage: coupdoeil-cli combine SCENARIO TARGET FIRER..."},
        {"defensive", "usage: coupdoeil-cli defensive SCENARIO UNIT"},
        {"opportunity", "usage: coupdoeil-cli opportunity SCENARIO UNIT (--to HEX... | --form "
                        "FORMATION)"},
        {"retreat", "usage: coupdoeil-cli retreat SCENARIO UNIT --attackers ID..."}};
    for (const auto& [name, usage] : usages) {
        const Run r = cli({name});
        CHECK(r.code == 2);
        CHECK_MESSAGE(has(r.err, usage), r.err);
    }
    CHECK(has(cli({"fire", file}).err, "unknown command 'fire'"));
}

TEST_CASE("cli lb: the demos' combined fire does what their headers say") {
    // Regression (review): each demo advertised a combination that was always refused.
    const std::string fr = "assets/scenarios/lb-friedland-sortlack.yaml";
    const Run two =
        cli({"combine", fr, "ru-musketeers", "fr-senarmont-right", "fr-reserve-battery"});
    REQUIRE(two.code == 0);
    CHECK(has(two.out, "Combined fire at 1111: allowed"));
    const Run three = cli({"combine", fr, "ru-musketeers", "fr-senarmont-left",
                           "fr-senarmont-right", "fr-reserve-battery", "--format", "json"});
    REQUIRE(three.code == 0);
    CHECK(has(three.out, "\"allowed\": false"));
    CHECK(has(three.out, "no-line-of-sight"));
    const std::string wg = "assets/scenarios/lb-wagram-aderklaa.yaml";
    const Run au = cli(
        {"combine", wg, "fr-4e-ligne", "au-battery-left", "au-battery-centre", "au-battery-right"});
    REQUIRE(au.code == 0);
    CHECK(has(au.out, "Combined fire at 1004: allowed"));
    const Run fr2 = cli({"combine", wg, "0806", "fr-battery-left", "fr-battery-right"});
    REQUIRE(fr2.code == 0);
    CHECK(has(fr2.out, "Combined fire at 0806: allowed"));
    const Run fr3 = cli({"combine", wg, "0706", "fr-battery-left", "fr-battery-right"});
    REQUIRE(fr3.code == 0);
    CHECK(has(fr3.out, "not-closest"));
}

TEST_CASE("cli lb: targets and rule name each unit of a stack, not its top one") {
    // top and under share 0503 (under it, stack 1). Both rulings are at the hex's top combat
    // unit, but each line names the unit asked about: "at u0" was printed for every unit of a
    // stack.
    const std::filesystem::path f = std::filesystem::temp_directory_path() /
                                    ("coupdoeil-lb-stack-" + std::to_string(::getpid()) + ".yaml");
    std::ofstream(f) << "coupdoeil: 1\nruleset: la-bataille\nmap: {columns: 10, rows: 10}\n"
                        "units:\n"
                        "  - {id: gun, side: f, arm: foot-artillery, hexes: [\"0505\"], "
                        "formation: unlimbered, facing: 0, increments: 4, fire: 2}\n"
                        "  - {id: top, side: a, arm: infantry, hexes: [\"0503\"], "
                        "formation: column, facing: 180, increments: 6, fire: 1}\n"
                        "  - {id: under, side: a, arm: infantry, hexes: [\"0503\"], "
                        "formation: column, facing: 180, increments: 6, fire: 1, stack: 1}\n";
    const Run t = cli({"targets", f.string(), "gun"});
    REQUIRE(t.code == 0);
    CHECK(has(t.out, "gun (0505) at top (0503): may fire."));
    CHECK(has(t.out, "gun (0505) at under (0503): may fire."));
    const Run r = cli({"rule", f.string(), "gun", "under", "--format", "json"});
    REQUIRE(r.code == 0);
    CHECK(has(r.out, "\"target\": \"under\""));
    std::filesystem::remove(f);
}
