// The turn's edits (G8, G9) as the app makes them: PIPs, battery actions paid from a general's
// PIPs and refused in the rule's words, spiking, the charge's result, the move readout; every one
// undone by History, and what is saved loads back.
#include "app/document/document.h"
#include "app/gt/move_handles.h"
#include "app/gt/move_readout.h"
#include "app/gt/turn_edits.h"
#include "core/grande_tactique/turn.h"
#include "io/scenario_io.h"

#include <doctest/doctest.h>

#include <cmath>
#include <filesystem>
#include <numbers>
#include <unistd.h>

using namespace cdo;
using namespace cdo::app;

namespace {

Document turnTable() {
    return Document::open("tests/app/data/turn.yaml");
}

int index(const Document& d, const std::string& id) {
    return d.scenario().gt().unitIndex(id);
}

const gt::LedgerLine* line(const Document& d, const std::string& general) {
    static std::vector<gt::LedgerLine> lines;
    lines = gt::ledger(turnRecord(d.scenario()));
    for (const gt::LedgerLine& l : lines)
        if (l.general == general) return &l;
    return nullptr;
}

void pay(Document& d, const std::string& general, int pips) {
    EditResult r = setPips(d.scenario(), general, pips);
    REQUIRE(r.command);
    d.apply(std::move(r.command));
}

} // namespace

TEST_CASE("turn: PIPs are entered per divisional general, and undone") {
    Document d = turnTable();
    CHECK(d.scenario().gt().turn->number == 1);
    pay(d, "fr-div", 4);
    REQUIRE(line(d, "fr-div"));
    CHECK(line(d, "fr-div")->left == 4);
    CHECK_FALSE(setPips(d.scenario(), "fr-12pdr", 3).command); // not a general
    CHECK(d.undo());
    CHECK(line(d, "fr-div") == nullptr);
}

TEST_CASE("turn: a battery action spends its general's PIPs and changes the battery") {
    Document d = turnTable();
    pay(d, "fr-div-2", 2);
    const int horse = index(d, "fr-horse");
    // The general attached to the battery pays by default.
    CHECK(defaultPayer(d.scenario(), horse) == "fr-div-2");
    EditResult r = batteryAction(d.table(), horse, gt::BatteryAction::Unlimber, "fr-div-2");
    REQUIRE(r.command);
    d.apply(std::move(r.command));
    CHECK_FALSE(d.scenario().gt().units[std::size_t(horse)].limbered);
    CHECK(line(d, "fr-div-2")->spent == 1);
    CHECK(line(d, "fr-div-2")->left == 1);
    REQUIRE(d.scenario().gt().turn->actions.size() == 1);
    CHECK(d.scenario().gt().turn->actions[0].action == "unlimber");
    // The rule refuses in its words, and nothing is spent.
    r = batteryAction(d.table(), horse, gt::BatteryAction::Unlimber, "fr-div-2");
    CHECK_FALSE(r.command);
    CHECK(r.error.find("already unlimbered") != std::string::npos);
    // Start firing (1) leaves nothing; limbering then would overspend: refused.
    r = batteryAction(d.table(), horse, gt::BatteryAction::StartFiring, "fr-div-2");
    REQUIRE(r.command);
    d.apply(std::move(r.command));
    CHECK(d.scenario().gt().units[std::size_t(horse)].firing);
    r = batteryAction(d.table(), horse, gt::BatteryAction::StopFiring, "fr-div-2");
    CHECK_FALSE(r.command);
    CHECK(r.error.find("the ledger never overspends") != std::string::npos);
    // Fewer PIPs than already spent cannot be entered.
    CHECK_FALSE(setPips(d.scenario(), "fr-div-2", 1).command);
    // Undo gives the PIPs back.
    CHECK(d.undo());
    CHECK(line(d, "fr-div-2")->left == 1);
    CHECK_FALSE(d.scenario().gt().units[std::size_t(horse)].firing);
}

TEST_CASE("turn: spiking takes the battery off the table into the gone list, undoably") {
    Document d = turnTable();
    pay(d, "fr-div", 3);
    const int guns = index(d, "au-guns"), hussars = index(d, "fr-hussars");
    const auto spikers = possibleSpikers(d.table(), guns);
    REQUIRE(spikers.size() == 1);
    CHECK(spikers[0] == hussars);
    EditResult r = batteryAction(d.table(), guns, gt::BatteryAction::Spike,
                                 defaultPayer(d.scenario(), hussars), hussars);
    REQUIRE(r.command);
    d.apply(std::move(r.command));
    CHECK(index(d, "au-guns") < 0);
    REQUIRE(d.scenario().gt().turn->gone.size() == 1);
    CHECK(d.scenario().gt().turn->gone[0].by == "fr-hussars");
    CHECK(line(d, "fr-div")->left == 1);
    // What is saved loads back.
    const auto dir = std::filesystem::temp_directory_path() /
                     ("coupdoeil-turn-test-" + std::to_string(::getpid()));
    std::filesystem::create_directories(dir);
    d.saveAs((dir / "spiked.yaml").string());
    const auto back = io::loadScenarioFile((dir / "spiked.yaml").string());
    CHECK(back.scenario.gt().turn == d.scenario().gt().turn);
    std::filesystem::remove_all(dir);
    CHECK(d.undo());
    CHECK(index(d, "au-guns") >= 0);
    CHECK(d.scenario().gt().turn->gone.empty());
}

TEST_CASE("turn: a charge on the guns is resolved as G9 says") {
    Document d = turnTable();
    const int guns = index(d, "fr-12pdr");
    d.apply(chargeResult(d.table(), guns, true)); // charged from the front: starts firing
    CHECK(d.scenario().gt().units[std::size_t(guns)].firing);
    CHECK(d.undo());
    d.apply(chargeResult(d.table(), guns, false));
    CHECK((d.scenario().gt().units[std::size_t(guns)].morale == Morale::Silenced));
    CHECK_FALSE(d.scenario().gt().units[std::size_t(guns)].firing);
}

TEST_CASE("turn: renaming or deleting a general keeps the turn record loadable") {
    Document d = turnTable();
    pay(d, "fr-div-2", 3);
    d.apply(batteryAction(d.table(), index(d, "fr-horse"), gt::BatteryAction::Unlimber, "fr-div-2")
                .command);
    EditResult r = renameUnit(d.scenario(), index(d, "fr-div-2"), "fr-morand");
    REQUIRE(r.command);
    d.apply(std::move(r.command));
    CHECK(d.scenario().gt().turn->pips[0].general == "fr-morand");
    CHECK(d.scenario().gt().turn->actions[0].general == "fr-morand");
    d.apply(deleteUnit(d.scenario(), index(d, "fr-morand")));
    CHECK(d.scenario().gt().turn->pips.empty());
    CHECK(d.scenario().gt().turn->actions.empty());
    CHECK(d.undo());
    CHECK(d.scenario().gt().turn->actions.size() == 1);
}

TEST_CASE("turn: the next turn clears PIPs and actions, turns the phase, keeps the gone") {
    Document d = turnTable();
    pay(d, "fr-div", 2);
    d.apply(nextTurn(d.scenario()));
    CHECK(d.scenario().gt().turn->number == 2);
    CHECK(d.scenario().gt().turn->side == "austrian");
    CHECK(d.scenario().gt().turn->pips.empty());
    CHECK(d.undo());
    CHECK(d.scenario().gt().turn->number == 1);
}

TEST_CASE("readout: a move too far says how far over, in tenths, with its causes") {
    Document d = turnTable();
    MoveReadout m;
    const int ligne = index(d, "fr-ligne");
    m.begin(d, ligne);
    d.apply(placeUnit(d.scenario(), ligne, {20, 15.5}, 0)); // 3.5" straight ahead, 3" allowed
    const auto r = m.current(d);
    REQUIRE(r);
    const auto lines = readoutLines(*r);
    REQUIRE(lines.size() >= 2);
    CHECK(lines[0].text == "uses 3.5\" of 3.0\"");
    CHECK(lines[1].text == "over by 0.5\"");
    m.end(d);
    REQUIRE(m.dropped(d, "fr-ligne"));
    CHECK_FALSE(m.dropped(d, "fr-ligne")->allowed);
    // Dragged again: the move goes on from where it began.
    m.begin(d, ligne);
    d.apply(placeUnit(d.scenario(), ligne, {20, 14.5}, 0));
    CHECK(m.current(d)->uses == doctest::Approx(2.5));
    m.end(d);
    // Backwards, and an unlimbered battery that may not move at all.
    m.begin(d, ligne);
    d.apply(placeUnit(d.scenario(), ligne, {20, 11}, 0));
    const auto back = readoutLines(*m.current(d));
    CHECK(std::any_of(back.begin(), back.end(), [](const ReadoutLine& l) {
        return l.text == "half rate: sideways or backwards";
    }));
    m.end(d);
    const int guns = index(d, "fr-12pdr");
    m.begin(d, guns);
    d.apply(placeUnit(d.scenario(), guns, {30, 13}, 0));
    CHECK(readoutLines(*m.current(d))[0].text == "may not move: unlimbered guns");
    m.end(d);
    // An undo takes the mark away with the move.
    CHECK(d.undo());
    CHECK_FALSE(m.dropped(d, "fr-12pdr"));
}

TEST_CASE("readout: the road bonus when the whole move stays on the road") {
    Document d = turnTable();
    const int ligne = index(d, "fr-ligne");
    d.apply(placeUnit(d.scenario(), ligne, {20, 6}, 90)); // on the road, facing along it
    MoveReadout m;
    m.begin(d, ligne);
    d.apply(placeUnit(d.scenario(), ligne, {24.5, 6}, 90));
    const auto r = m.current(d);
    REQUIRE(r);
    CHECK(r->roadBonus);
    CHECK(r->allowed);
    const auto lines = readoutLines(*r);
    CHECK(lines[0].text == "uses 4.5\" of 5.0\"");
    CHECK(std::any_of(lines.begin(), lines.end(),
                      [](const ReadoutLine& l) { return l.kind == ReadoutLine::Kind::Road; }));
}

TEST_CASE("wheel: the handle's pose keeps the pivot corner put, and gt::move reads it a wheel") {
    Document d = turnTable();
    const int ligne = index(d, "fr-ligne");
    const PlacedUnit& p = d.table().unit(ligne);
    for (int pivot : {0, 1}) {
        const Vec2 corner = pivot == 0 ? p.corners.fl : p.corners.fr;
        // The other corner swung 30° forward: for a wheel about the left, the front turns left.
        const Vec2 other = pivot == 0 ? p.corners.fr : p.corners.fl;
        const Vec2 arm = other - corner;
        const double t = (pivot == 0 ? -30.0 : 30.0) * std::numbers::pi / 180;
        const Vec2 finger = corner + Vec2{arm.x * std::cos(t) + arm.y * std::sin(t),
                                          -arm.x * std::sin(t) + arm.y * std::cos(t)} *
                                         2;
        const gt::Pose to = wheelPose(corner, pivot, p.frontage, p.depth, finger);
        const BaseCorners after = baseCorners(to.at, to.facing, p.frontage, p.depth);
        CHECK(dist(pivot == 0 ? after.fl : after.fr, corner) < 1e-9);
        CHECK(to.facing == doctest::Approx(pivot == 0 ? 330 : 30));
        const gt::MoveRuling m = gt::move(d.table(), ligne, to);
        CHECK((m.kind == gt::MoveKind::Wheel));
        CHECK(m.pivot == pivot);
        // The outer front corner's arc (2.5" through 30°), never less than a corner's straight
        // path: here the outer rear corner's chord, 2 × √(2.5² + 1²) × sin 15°.
        CHECK(m.uses > 2.5 * std::numbers::pi / 6);
        CHECK(m.uses == doctest::Approx(2 * std::sqrt(7.25) * std::sin(std::numbers::pi / 12)));
    }
}
