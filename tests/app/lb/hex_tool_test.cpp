// The La Bataille side of the app without a display: which counter a finger means, moving hex
// by hex, the facings a formation allows, the document without and with an engine, and how
// rulings become marks.
#include "app/document/document.h"
#include "app/lb/hex_engine.h"
#include "app/lb/hex_tool.h"

#include "app/lb_support.h"
#include "support.h"

#include <doctest/doctest.h>

#include <unistd.h>

using namespace cdo;
using namespace cdo::app;
using cdo::test::hexOf;
using cdo::test::smallBattle;
namespace fs = std::filesystem;

namespace {

lb::Hex H(const Scenario& s, const char* id) {
    return hexOf(s.lb().grid, id);
}

const lb::Unit& counter(const Document& d, const char* id) {
    return *d.battle().findUnit(id);
}

} // namespace

TEST_CASE("app lb: the top counter of a hex comes first, leaders last") {
    const Scenario s = smallBattle();
    const auto stack = countersIn(s.lb(), H(s, "1010"));
    REQUIRE(stack.size() == 2);
    CHECK(s.lb().units[size_t(stack[0])].id == "fr-ir-2"); // stack 0 is the top
    CHECK(s.lb().units[size_t(stack[1])].id == "fr-ir-3");
    const auto guns = countersIn(s.lb(), H(s, "0609"));
    REQUIRE(guns.size() == 2);
    CHECK(s.lb().units[size_t(guns[0])].id == "fr-art-1");
    CHECK(s.lb().units[size_t(guns[1])].id == "fr-lasalle");
    // A two-hex line is found from either of its hexes.
    CHECK(countersIn(s.lb(), H(s, "0709")) == countersIn(s.lb(), H(s, "0810")));
    CHECK(countersIn(s.lb(), H(s, "0101")).empty());
}

TEST_CASE("app lb: a counter moves hex by hex, a two-hex line as one, never off the map") {
    const Scenario s = smallBattle();
    const lb::HexGrid& g = s.lb().grid;
    const lb::Unit& line = *s.lb().findUnit("fr-ir-1");
    // One hex down the map, grabbed by either hex.
    auto moved = shiftedHexes(g, line.hexes, H(s, "0810"), H(s, "0811"));
    REQUIRE(moved);
    CHECK(*moved == std::vector<lb::Hex>{H(s, "0811"), H(s, "0710")});
    // The pair still shares the side its facing (30) needs: at 300.
    CHECK(g.sideToward((*moved)[0], (*moved)[1]) == g.sideIndex(300));
    // Across columns of both shifts, two columns over.
    moved = shiftedHexes(g, line.hexes, H(s, "0709"), H(s, "0909"));
    REQUIRE(moved);
    CHECK(g.adjacent((*moved)[0], (*moved)[1]));
    CHECK(g.sideToward((*moved)[0], (*moved)[1]) == g.sideIndex(300));
    // A hex off the map: refused, the counter stays where it is.
    // The NW hex of the pair would go to column 0.
    CHECK_FALSE(shiftedHexes(g, line.hexes, H(s, "0810"), H(s, "0101")).has_value());
}

TEST_CASE("app lb: turning steps to the bearings the formation faces, a drag never turns") {
    Scenario s = smallBattle();
    const lb::HexGrid& g = s.lb().grid;
    const lb::Unit& guns = *s.lb().findUnit("fr-art-1"); // a hexside: 0, 60, ...
    CHECK(*nextFacing(g, guns, 1) == doctest::Approx(60));
    CHECK(*nextFacing(g, guns, -1) == doctest::Approx(300));
    const lb::Unit& jg = *s.lb().findUnit("au-jg-1"); // skirmish, one hex: a vertex
    CHECK(*nextFacing(g, jg, 1) == doctest::Approx(210));
    CHECK(*nextFacing(g, jg, -1) == doctest::Approx(90));
    const lb::Unit& line = *s.lb().findUnit("fr-ir-1"); // two hexes: only about
    CHECK(*nextFacing(g, line, 1) == doctest::Approx(210));
    CHECK(*nextFacing(g, line, -1) == doctest::Approx(210));
    lb::Unit carre = *s.lb().findUnit("fr-ir-2");
    carre.formation = lb::Formation::Carre; // either: every 30
    CHECK(*nextFacing(g, carre, 1) == doctest::Approx(30));
    CHECK_FALSE(nextFacing(g, *s.lb().findUnit("fr-lasalle"), 1));
    // The nearest allowed bearing, clockwise on a tie.
    CHECK(allowedFacing(g, lb::Formation::Column, 30) == doctest::Approx(60));
    CHECK(allowedFacing(g, lb::Formation::Line, 0) == doctest::Approx(30));
    CHECK(allowedFacing(g, lb::Formation::Line, 100) == doctest::Approx(90));
    CHECK(allowedFacing(g, lb::Formation::Column, 350) == doctest::Approx(0));

    // Moving keeps the facing; turning is its own command.
    const int i = s.lb().unitIndex("fr-art-1");
    EditResult r = moveCounter(s.lb(), i, {H(s, "0608")});
    REQUIRE(r.command);
    r.command->apply(s);
    CHECK(s.lb().units[size_t(i)].facing == 0);
    CHECK(s.lb().units[size_t(i)].hexes == std::vector<lb::Hex>{H(s, "0608")});
    r = turnCounter(s.lb(), i, 1);
    REQUIRE(r.command);
    r.command->apply(s);
    CHECK(s.lb().units[size_t(i)].facing == doctest::Approx(60));
    r.command->revert(s);
    CHECK(s.lb().units[size_t(i)].facing == 0);
}

TEST_CASE("app lb: a change of formation brings the facing to one it allows, and says so") {
    const Scenario s = smallBattle();
    std::string note;
    EditResult r = changeFormation(s.lb(), s.lb().unitIndex("fr-ir-2"), lb::Formation::Line, &note);
    REQUIRE(r.command);
    Scenario t = s;
    r.command->apply(t);
    CHECK((t.lb().findUnit("fr-ir-2")->formation == lb::Formation::Line));
    CHECK(t.lb().findUnit("fr-ir-2")->facing == doctest::Approx(30));
    CHECK(note.find("Facing turned from 0° to 30°") == 0);
    // A two-hex line cannot become a column where it stands; a battery is never a line.
    r = changeFormation(s.lb(), s.lb().unitIndex("fr-ir-1"), lb::Formation::Column);
    CHECK_FALSE(r.command);
    CHECK(r.error.find("two hexes") != std::string::npos);
    r = changeFormation(s.lb(), s.lb().unitIndex("fr-art-1"), lb::Formation::Line);
    CHECK_FALSE(r.command);
}

TEST_CASE("app lb: a map opens without an engine, edits undo, and a save that would lose it is "
          "refused") {
    Document d(io::ScenarioDocument{smallBattle(), nullptr}, "");
    CHECK(d.laBataille());
    if (d.hasEngine()) {
        CHECK((d.engine().ruleset() == Ruleset::LaBataille));
    } else {
        // The CLI's words for the same file.
        CHECK(d.noRulings() ==
              "rulings for the la-bataille ruleset are not available yet; only grande-tactique is");
    }
    const int i = d.battle().unitIndex("fr-ir-2");
    const unsigned long r0 = d.revision();
    d.apply(moveCounter(d.battle(), i, {H(d.scenario(), "1009")}).command, 7);
    d.apply(moveCounter(d.battle(), i, {H(d.scenario(), "1008")}).command, 7);
    CHECK(d.dirty());
    CHECK(d.revision() != r0);
    CHECK(d.history().size() == 1); // one drag, one undo step
    CHECK(counter(d, "fr-ir-2").hexes.front() == H(d.scenario(), "1008"));
    d.undo();
    CHECK(counter(d, "fr-ir-2").hexes.front() == H(d.scenario(), "1010"));
    CHECK_FALSE(d.dirty());

    const fs::path dir = cdo::test::scratchFolder("app", "lb-save");
    const fs::path file = dir / "map.yaml";
    // The file layer writes maps, and checks that what it wrote reads back as the same map
    // (io::verifiedScenarioText, counter by counter).
    d.saveAs(file.string());
    const io::ScenarioDocument back = io::loadScenarioFile(file.string());
    CHECK(back.scenario.lb().units.size() == d.battle().units.size());
    CHECK(counter(d, "fr-ir-2").hexes == back.scenario.lb().units[size_t(i)].hexes);
}

TEST_CASE("app lb: rulings become marks: valid, not the closest, invalid, friends unmarked") {
    const cdo::test::WithStandInEngine standIn;
    Document d(io::ScenarioDocument{smallBattle(), nullptr}, "");
    REQUIRE(d.hasEngine());
    const lb::Battle& b = d.battle();
    const int guns = b.unitIndex("fr-art-1");
    const auto looks = targetLooks(d.engine(), b, guns, d.engine().rulingsFor(guns));
    REQUIRE(looks.size() == b.units.size());
    using A = CounterLook::AsTarget;
    auto look = [&](const char* id) { return looks[size_t(b.unitIndex(id))].asTarget; };
    CHECK((look("au-jg-1") == A::Valid)); // 3 hexes: the nearest
    CHECK((look("au-ir-1") == A::NotClosest));
    CHECK((look("fr-ir-1") == A::None));
    CHECK((look("fr-lasalle") == A::None));
    // The ruling at a hex is the engine's ruling on the enemy in it.
    HexRuling at = ruleAtHex(d.engine(), b, guns, H(d.scenario(), "0606"));
    REQUIRE(at.ruling);
    CHECK(at.ruling->target == "au-jg-1");
    at = ruleAtHex(d.engine(), b, guns, H(d.scenario(), "1010"));
    CHECK_FALSE(at.ruling);
    CHECK(at.none == "No enemy in hex 1010: nothing to fire at there.");
}

// A counter on two hexes rules a target hex from each (lb-two-hex-firer); the app shows the
// one coupdoeil-cli and the engine pick, lb::better: valid first, then the shorter range.
// fr-ir-1 is a line in 0810 and 0709 facing 30 (north-east); an Austrian column put in 0610,
// south-west of 0709 (odd columns stand half a hex lower: 0709's neighbours are 0708, 0710,
// 0609, 0610, 0809, 0810), is behind the line: refused from both hexes, at 1 hex from 0709
// and 2 from 0810 (0810 -> 0710 -> 0610). Before, the app kept the first hex's ruling (0810,
// 2 hexes) where the CLI and the engine's rule() take 0709's (1 hex).
TEST_CASE("app lb: a counter on two hexes shows the better hex's ruling, as the command line") {
    Scenario s = smallBattle();
    lb::Unit behind = s.lb().units[size_t(s.lb().unitIndex("au-ir-1"))];
    behind.id = "au-ir-9";
    behind.hexes = {H(s, "0610")};
    s.lb().units.push_back(behind);
    const Document d(io::ScenarioDocument{std::move(s), nullptr}, "");
    REQUIRE(d.hasEngine());
    const lb::Battle& b = d.battle();
    const int line = b.unitIndex("fr-ir-1");
    const lb::Hex target = H(d.scenario(), "0610");
    const HexRuling at = ruleAtHex(d.engine(), b, line, target);
    REQUIRE(at.fromEach.size() == 2);
    const auto* first = lb::asLaBataille(*at.fromEach[0]);
    const auto* second = lb::asLaBataille(*at.fromEach[1]);
    REQUIRE(first);
    REQUIRE(second);
    CHECK(first->firingHexId == "0810");
    CHECK(first->range == 2);
    CHECK_FALSE(first->valid);
    CHECK(second->firingHexId == "0709");
    CHECK(second->range == 1);
    CHECK_FALSE(second->valid);
    REQUIRE(at.ruling);
    const auto* shown = lb::asLaBataille(*at.ruling);
    REQUIRE(shown);
    CHECK(shown->firingHexId == "0709");
    // The engine's own pick, unit against unit, is the same hex.
    const RulingPtr byUnit = d.engine().rule(line, b.unitIndex("au-ir-9"));
    const auto* unitPick = lb::asLaBataille(*byUnit);
    REQUIRE(unitPick);
    CHECK(unitPick->firingHexId == "0709");
}

// A counter's words are never under 2 mm capitals (kCounterCapMm): at 150 ppi that is 11.8 px,
// the font of 17 px (capitals 0.729 of it), drawn at the atlas's 18. The Aderklaa demo's map
// upright (800x1280) at fit has counters about 20 px across (a half side of 10 px): before,
// the formation letters were 9 px (capitals 1.1 mm) and the increments 11 px (1.4 mm).
// Now the increments are 18 px, and the top row goes: 18 x 1.15 + 18 x 0.729 = 33.8 px would
// not fit in the 18 px (0.9 of the half side each way) the words have. A half side of 40 px
// (a zoomed-in map) keeps both rows as they were: 22 px (4 mm, capped) and 40 px (6.8 mm);
// 5 px is too small for any word.
TEST_CASE("app lb: counter words stay at least 2 mm high, the top row going first") {
    REQUIRE(screenPpi() == doctest::Approx(150));
    const CounterWords tiny = counterWords(10);
    CHECK(tiny.any);
    CHECK_FALSE(tiny.topRow);
    CHECK(tiny.big == 18);
    const CounterWords large = counterWords(40);
    CHECK(large.topRow);
    CHECK(large.small == 22);
    CHECK(large.big == 40);
    CHECK_FALSE(counterWords(5).any);
    for (double half = 4; half <= 80; half += 0.5) {
        CAPTURE(half);
        const CounterWords w = counterWords(half);
        if (!w.any) continue;
        CHECK(w.big * kCapPerEm / pxPerMm() >= kCounterCapMm);
        if (!w.topRow) continue;
        CHECK(w.small * kCapPerEm / pxPerMm() >= kCounterCapMm);
        CHECK(w.small * 1.15 + w.big * kCapPerEm <= 1.8 * half);
    }
}
