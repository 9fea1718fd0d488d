// The app words a ruling as the command line does (ruling_lines.h): the lines the ruling
// panel, La Bataille's hex panel and the ruling picture print are the engine's, and they are
// exactly what `coupdoeil-cli rule` prints, for every demo scenario.
#include "app/document/document.h"
#include "app/lb/hex_engine.h"
#include "app/view/ruling_lines.h"
#include "cli/cli.h"
#include "core/engine.h"

#include <doctest/doctest.h>

#include <sstream>
#include <string>
#include <vector>

using namespace cdo;
using namespace cdo::app;

namespace {

std::string cliRule(const std::string& file, const std::string& firer, const std::string& target) {
    std::ostringstream out, err;
    const int code = cli::run({"rule", file, firer, target}, out, err);
    REQUIRE_MESSAGE(code == 0, err.str());
    return out.str();
}

// What coupdoeil-cli rule says when it refuses (exit 2), empty when it answers.
std::string cliRefusal(const std::string& file, const std::string& firer,
                       const std::string& target) {
    std::ostringstream out, err;
    return cli::run({"rule", file, firer, target}, out, err) == 2 ? err.str() : std::string();
}

} // namespace

TEST_CASE("ruling lines: the Grande Tactique demo's rulings read as coupdoeil-cli prints them") {
    const std::string file = "assets/scenarios/demo.yaml";
    const Document doc = Document::open(file);
    const Engine& e = doc.engine();
    const auto& units = doc.scenario().gt().units;
    int compared = 0;
    for (std::size_t f = 0; f < units.size() && f < 4; ++f)
        for (std::size_t t = 0; t < units.size(); ++t) {
            if (t == f) continue;
            // As App::updateCaches asks it.
            const std::vector<EvidenceLine> lines = e.evidence(*e.rule(int(f), int(t)));
            CAPTURE(units[f].id);
            CAPTURE(units[t].id);
            REQUIRE(!lines.empty());
            CHECK((lines[0].tone == Tone::Verdict));
            CHECK(toText(lines) == cliRule(file, units[f].id, units[t].id));
            ++compared;
        }
    CHECK(compared > 20);
}

TEST_CASE("ruling lines: the La Bataille demos' rulings read as coupdoeil-cli prints them") {
    int refusals = 0; // Aderklaa's stacks: a counter at its own stack's hex
    for (const std::string file : {"assets/scenarios/lb-friedland-sortlack.yaml",
                                   "assets/scenarios/lb-wagram-aderklaa.yaml"}) {
        CAPTURE(file);
        const Document doc = Document::open(file);
        const Engine& e = doc.engine();
        const lb::Battle& b = doc.battle();
        int compared = 0;
        for (std::size_t f = 0; f < b.units.size(); ++f) {
            if (b.units[f].hexes.size() != 1) continue; // FIRER@HEX names one hex
            for (std::size_t t = 0; t < b.units.size(); ++t) {
                if (t == f || b.units[t].hexes.empty()) continue;
                const lb::Hex at = b.units[t].hexes[0];
                // As App::updateHexCaches asks it: the ruling at the tapped hex.
                const HexRuling r = ruleAtHex(e, b, int(f), at);
                CAPTURE(b.units[f].id);
                CAPTURE(b.grid.id(at));
                if (!r.ruling) {
                    // No ruling in the app: the command line refuses it, in the same words
                    // (the firer's own hex: "fr-battery-right stands in hex '0710'; ...").
                    if (r.none.find("stands in hex") == std::string::npos) continue;
                    const std::string refused = cliRefusal(file, b.units[f].id, b.grid.id(at));
                    CHECK(refused.find(r.none) != std::string::npos);
                    ++refusals;
                    continue;
                }
                const std::vector<EvidenceLine> lines = e.evidence(*r.ruling);
                CHECK(toText(lines) == cliRule(file, b.units[f].id, b.grid.id(at)));
                ++compared;
            }
        }
        CHECK(compared > 10);
    }
    CHECK(refusals > 0);
}

TEST_CASE("ruling lines: the verdict's ink follows the ruling, reasons are bad, grazes warn") {
    const EvidenceLine verdict{Tone::Verdict, "a -> b: VALID TARGET", 0};
    CHECK((inkOf(verdict, true) == LineInk::Good));
    CHECK((inkOf(verdict, false) == LineInk::Bad));
    CHECK((inkOf({Tone::Reason, "- not-enemy: ...", 1}, false) == LineInk::Bad));
    CHECK((inkOf({Tone::Grazes, "CLOSE CALL: sight-line grazes woods w ...", 1}, true) ==
           LineInk::Warn));
    CHECK((inkOf({Tone::Number, "Arc: in", 1}, true) == LineInk::Plain));
    // Indented as the command line, one level less: the verdict stands at the panel's edge.
    CHECK(indented({Tone::Reading, "a reading", 2}) == "  a reading");
    CHECK(indented({Tone::Number, "Arc: in", 1}) == "Arc: in");
}
