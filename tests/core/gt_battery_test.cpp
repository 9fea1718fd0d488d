// G9 Artillery states and PIPs: the state of a battery, each action with its cost and the rule
// that refuses it, and what a charge leaves the guns as. Numbers worked by hand in each case.
#include "core/grande_tactique/battery.h"
#include "gt_fixture.h"

#include <doctest/doctest.h>

#include <string>

using cdo::Morale;
using cdo::UnitType;
using cdo::gt::ActionReason;
using cdo::gt::ActionRuling;
using cdo::gt::BatteryAction;
using cdo::gt::BatteryState;
using cdo::gt::ChargeOutcome;
using doctest::Approx;

namespace {

// Foot artillery 1 x 1 at (36,20) facing 0: [35.5,36.5] x [19.5,20.5].
gt::Scene guns(BatteryState s) {
    gt::Scene sc;
    sc.add(gt::usualGuns());
    cdo::Unit& g = sc.u("guns");
    g.limbered = s == BatteryState::Limbered;
    g.firing = s == BatteryState::Firing;
    if (s == BatteryState::Silenced) g.morale = Morale::Silenced;
    return sc;
}

ActionRuling actOn(const gt::Scene& sc, BatteryAction a, std::string_view by = {}) {
    const cdo::gt::Table t(sc.s);
    return cdo::gt::act(t, gt::idx(t, "guns"), a, by.empty() ? -1 : gt::idx(t, by));
}

std::string reasons(const ActionRuling& r) {
    std::string out;
    for (ActionReason x : r.reasons)
        out += (out.empty() ? "" : ",") + std::string(cdo::gt::code(x));
    return out;
}

} // namespace

TEST_CASE("G9 state: silenced, else limbered, else firing, else unlimbered") {
    CHECK(cdo::gt::batteryState(guns(BatteryState::Unlimbered).u("guns")) ==
          BatteryState::Unlimbered);
    CHECK(cdo::gt::batteryState(guns(BatteryState::Firing).u("guns")) == BatteryState::Firing);
    CHECK(cdo::gt::batteryState(guns(BatteryState::Limbered).u("guns")) == BatteryState::Limbered);
    gt::Scene s = guns(BatteryState::Limbered);
    s.u("guns").morale = Morale::Silenced; // silenced, remembering it was limbered
    CHECK(cdo::gt::batteryState(s.u("guns")) == BatteryState::Silenced);
}

TEST_CASE("G9 pivot: a firing battery asked to pivot is refused - unlimbered pivots for 1") {
    const ActionRuling r = actOn(guns(BatteryState::Firing), BatteryAction::Pivot);
    CHECK_FALSE(r.allowed);
    CHECK(reasons(r) == "stop-firing-first");
    CHECK(r.cost == 1);
    CHECK(r.state == BatteryState::Firing);
    CHECK(std::string(cdo::gt::explanation(ActionReason::StopFiringFirst))
              .find("stop firing first (1 PIP), pivot, start firing again") != std::string::npos);
    const ActionRuling ok = actOn(guns(BatteryState::Unlimbered), BatteryAction::Pivot);
    CHECK(ok.allowed);
    CHECK(ok.cost == 1);
    CHECK(ok.state == BatteryState::Unlimbered);
    CHECK(reasons(actOn(guns(BatteryState::Limbered), BatteryAction::Pivot)) == "unlimber-first");
}

TEST_CASE("G9 limber, unlimber, start and stop firing: 1 PIP each, in the right state") {
    const ActionRuling l = actOn(guns(BatteryState::Unlimbered), BatteryAction::Limber);
    CHECK(l.allowed);
    CHECK(l.cost == 1);
    CHECK(l.state == BatteryState::Limbered);
    CHECK(reasons(actOn(guns(BatteryState::Firing), BatteryAction::Limber)) == "stop-firing-first");
    CHECK(reasons(actOn(guns(BatteryState::Limbered), BatteryAction::Limber)) ==
          "already-limbered");
    const ActionRuling u = actOn(guns(BatteryState::Limbered), BatteryAction::Unlimber);
    CHECK(u.allowed);
    CHECK(u.state == BatteryState::Unlimbered);
    CHECK(reasons(actOn(guns(BatteryState::Firing), BatteryAction::Unlimber)) ==
          "already-unlimbered");
    const ActionRuling f = actOn(guns(BatteryState::Unlimbered), BatteryAction::StartFiring);
    CHECK(f.allowed);
    CHECK(f.state == BatteryState::Firing);
    CHECK(reasons(actOn(guns(BatteryState::Limbered), BatteryAction::StartFiring)) ==
          "unlimber-first");
    CHECK(reasons(actOn(guns(BatteryState::Firing), BatteryAction::StartFiring)) ==
          "already-firing");
    const ActionRuling s = actOn(guns(BatteryState::Firing), BatteryAction::StopFiring);
    CHECK(s.allowed);
    CHECK(s.state == BatteryState::Unlimbered);
    CHECK(reasons(actOn(guns(BatteryState::Unlimbered), BatteryAction::StopFiring)) ==
          "not-firing");
    CHECK(reasons(actOn(guns(BatteryState::Silenced), BatteryAction::StartFiring)) == "silenced");
}

TEST_CASE("G9 de-silence: 2 PIPs, refused in contact with an enemy, returns shaken") {
    // An enemy line facing 180 at (36, 21 + gap): its front edge is at y = 20.5 + gap.
    auto withFoe = [](double gap) {
        gt::Scene sc = guns(BatteryState::Silenced);
        sc.add(gt::unit("foe", "au", UnitType::Infantry, {36, 21 + gap}, 180));
        return sc;
    };
    const ActionRuling c = actOn(withFoe(0.0), BatteryAction::DeSilence);
    CHECK_FALSE(c.allowed);
    CHECK(reasons(c) == "in-contact-with-enemy");
    CHECK(c.cost == 2);
    CHECK(c.state == BatteryState::Silenced);
    // 0.01 apart is still contact (closed); 0.02 apart is not.
    CHECK_FALSE(actOn(withFoe(0.01), BatteryAction::DeSilence).allowed);
    const ActionRuling ok = actOn(withFoe(0.02), BatteryAction::DeSilence);
    CHECK(ok.allowed);
    CHECK(ok.state == BatteryState::Unlimbered);
    CHECK((ok.morale == Morale::Shaken));
    // A friend in contact does not stop it; silenced when limbered, it comes back limbered.
    gt::Scene f = guns(BatteryState::Silenced);
    f.u("guns").limbered = true;
    f.add(gt::unit("friend", "fr", UnitType::Infantry, {36, 21}, 180));
    const ActionRuling lf = actOn(f, BatteryAction::DeSilence);
    CHECK(lf.allowed);
    CHECK(lf.state == BatteryState::Limbered);
    CHECK(reasons(actOn(guns(BatteryState::Firing), BatteryAction::DeSilence)) == "not-silenced");
}

TEST_CASE("G9 spike: only enemy infantry or cavalry in contact with silenced guns") {
    gt::Scene sc = guns(BatteryState::Silenced);
    sc.add(gt::unit("foe", "au", UnitType::Infantry, {36, 21}, 180))  // touching the front
        .add(gt::unit("far", "au", UnitType::Cavalry, {36, 25}, 180)) // 4 apart
        .add(gt::unit("pals", "fr", UnitType::Infantry, {36, 19}, 0)) // touching the rear
        .add(gt::unit("their-guns", "au", UnitType::FootArtillery, {37, 20}, 0)); // beside
    const ActionRuling ok = actOn(sc, BatteryAction::Spike, "foe");
    CHECK(ok.allowed);
    CHECK(ok.cost == 2);
    CHECK(ok.state == BatteryState::Gone);
    CHECK(ok.by == "foe");
    CHECK(reasons(actOn(sc, BatteryAction::Spike, "far")) == "spiker-not-in-contact");
    CHECK(reasons(actOn(sc, BatteryAction::Spike, "pals")) == "spiker-not-enemy");
    CHECK(reasons(actOn(sc, BatteryAction::Spike, "their-guns")) ==
          "spiker-not-infantry-or-cavalry");
    CHECK(reasons(actOn(sc, BatteryAction::Spike)) == "no-spiker");
    gt::Scene live = sc;
    live.u("guns").morale = Morale::Eager;
    CHECK(reasons(actOn(live, BatteryAction::Spike, "foe")) == "not-silenced");
}

TEST_CASE("G9 costs are the rules table's") {
    const auto& rules = cdo::gt::grandeTactique();
    CHECK(cdo::gt::pipCost(BatteryAction::Limber, rules) == 1);
    CHECK(cdo::gt::pipCost(BatteryAction::Unlimber, rules) == 1);
    CHECK(cdo::gt::pipCost(BatteryAction::Pivot, rules) == 1);
    CHECK(cdo::gt::pipCost(BatteryAction::StartFiring, rules) == 1);
    CHECK(cdo::gt::pipCost(BatteryAction::StopFiring, rules) == 1);
    CHECK(cdo::gt::pipCost(BatteryAction::DeSilence, rules) == 2);
    CHECK(cdo::gt::pipCost(BatteryAction::Spike, rules) == 2);
    for (BatteryAction a : cdo::gt::allBatteryActions)
        CHECK(cdo::gt::parseBatteryAction(cdo::gt::code(a)) == a);
    CHECK_FALSE(cdo::gt::parseBatteryAction("fire"));
}

TEST_CASE("G9 charged: a limbered battery that passes, charged by one unit, turns to face it") {
    // Limbered guns [35.5,36.5] x [19.5,20.5] facing 0. Cavalry 1.5 x 1 facing 270 at
    // (37,20.75): f = (-1,0), r = (0,1), so its base is [36.5,37.5] x [20,21.5], touching the
    // guns' right side. The guns pass: unlimbered, firing, and turned on the spot to the
    // bearing of the cavalry's centre: (1, 0.75) from theirs, atan2(1, 0.75) = 53.13 degrees.
    gt::Scene sc = guns(BatteryState::Limbered);
    sc.add(gt::unit("hussars", "au", UnitType::Cavalry, {37, 20.75}, 270));
    sc.u("hussars").charging = "guns";
    {
        const cdo::gt::Table t(sc.s);
        const ChargeOutcome c = cdo::gt::chargeOutcome(t, gt::idx(t, "guns"), true);
        CHECK(c.chargers == std::vector<std::string>{"hussars"});
        CHECK(c.state == BatteryState::Firing);
        CHECK_FALSE(c.limbered);
        CHECK(c.firing);
        CHECK(c.turnedToFace == "hussars");
        CHECK(c.facing == Approx(53.130102354).epsilon(1e-9));
        // Fail: silenced, still limbered underneath, facing kept.
        const ChargeOutcome f = cdo::gt::chargeOutcome(t, gt::idx(t, "guns"), false);
        CHECK(f.state == BatteryState::Silenced);
        CHECK((f.morale == Morale::Silenced));
        CHECK(f.limbered);
        CHECK_FALSE(f.firing);
        CHECK(f.facing == 0.0);
    }
    // A second enemy touching the rear (infantry [34.75,37.25] x [18.5,19.5]): two units in
    // contact, so the guns unlimber and fire but do not turn.
    sc.add(gt::unit("line", "au", UnitType::Infantry, {36, 19}, 0));
    const cdo::gt::Table t2(sc.s);
    const ChargeOutcome two = cdo::gt::chargeOutcome(t2, gt::idx(t2, "guns"), true);
    CHECK(two.state == BatteryState::Firing);
    CHECK(two.turnedToFace.empty());
    CHECK(two.facing == 0.0);
}

TEST_CASE("G9 charged: unlimbered guns that pass fire, unless charged only from flank or rear") {
    // From the rear: infantry facing 0 at (36,19), [34.75,37.25] x [18.5,19.5], nowhere in the
    // guns' front strip [35.5,36.5] x [20.5, ...): they pass and do not start firing, nor turn.
    gt::Scene rear = guns(BatteryState::Unlimbered);
    rear.add(gt::unit("line", "au", UnitType::Infantry, {36, 19}, 0));
    rear.u("line").charging = "guns";
    const cdo::gt::Table t(rear.s);
    const ChargeOutcome r = cdo::gt::chargeOutcome(t, gt::idx(t, "guns"), true);
    CHECK(r.onlyFlankOrRear);
    CHECK(r.state == BatteryState::Unlimbered);
    CHECK(r.facing == 0.0);
    // From the front: infantry facing 180 at (36,21), [20.5,21.5]: in the strip; they fire.
    gt::Scene front = guns(BatteryState::Unlimbered);
    front.add(gt::unit("line", "au", UnitType::Infantry, {36, 21}, 180));
    front.u("line").charging = "guns";
    const cdo::gt::Table t2(front.s);
    const ChargeOutcome f = cdo::gt::chargeOutcome(t2, gt::idx(t2, "guns"), true);
    CHECK_FALSE(f.onlyFlankOrRear);
    CHECK(f.state == BatteryState::Firing);
    CHECK(f.facing == 0.0); // unlimbered guns do not pivot
    CHECK(cdo::gt::chargeOutcome(t2, gt::idx(t2, "guns"), false).state == BatteryState::Silenced);
}
