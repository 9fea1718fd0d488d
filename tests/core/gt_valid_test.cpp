// G6 who may fire at whom: every reason code of cli.md for artillery, infantry, cavalry and
// generals, several at once, the modifiers, and validTargets() against rulingsFor().
#include "gt_fixture.h"

#include <doctest/doctest.h>

#include <algorithm>
#include <cmath>
#include <map>

using cdo::Morale;
using cdo::TerrainKind;
using cdo::UnitType;
using cdo::Vec2;
using cdo::gt::RangeBand;
using cdo::gt::Reading;
using cdo::gt::Reason;
using doctest::Approx;

namespace {

// gt::usualPair(): guns 1×1 at (36,20) facing 0 (front edge y = 20.5) and an enemy line facing
// 180 at (36,27), [34.75,37.25] × [26.5,27.5]: range 6, nothing between, a valid target.

cdo::gt::Ruling ruleIn(const gt::Scene& sc, std::string_view firer, std::string_view target) {
    const cdo::gt::Table t(sc.s);
    return gt::rule(t, firer, target);
}

} // namespace

TEST_CASE("G6 artillery: the baseline is valid") {
    const cdo::gt::Ruling r = ruleIn(gt::usualPair(), "guns", "line");
    CHECK(r.valid);
    CHECK(gt::reasons(r) == "");
    CHECK(r.range == Approx(6.0).epsilon(1e-9));
    CHECK(r.band == RangeBand::Normal);
    CHECK(gt::modifiers(r) == "");
    CHECK(r.modifierTotal == 0);
}

TEST_CASE("G6 artillery: each reason on its own") {
    SUBCASE("not-enemy") {
        gt::Scene sc = gt::usualPair();
        sc.u("line").side = "fr";
        CHECK(gt::reasons(ruleIn(sc, "guns", "line")) == "not-enemy");
    }
    SUBCASE("firer-limbered") {
        gt::Scene sc = gt::usualPair();
        sc.u("guns").limbered = true;
        CHECK(gt::reasons(ruleIn(sc, "guns", "line")) == "firer-limbered");
    }
    SUBCASE("firer-silenced") {
        gt::Scene sc = gt::usualPair();
        sc.u("guns").morale = Morale::Silenced;
        CHECK(gt::reasons(ruleIn(sc, "guns", "line")) == "firer-silenced");
    }
    SUBCASE("target-general") {
        gt::Scene sc = gt::usualPair();
        sc.u("line").type = UnitType::General;
        CHECK(gt::reasons(ruleIn(sc, "guns", "line")) == "target-general");
    }
    SUBCASE("target-silenced") {
        gt::Scene sc = gt::usualPair();
        sc.u("line").type = UnitType::FootArtillery;
        sc.u("line").morale = Morale::Silenced;
        CHECK(gt::reasons(ruleIn(sc, "guns", "line")) == "target-silenced");
        // Shaken (not silenced) enemy guns are a fair target.
        sc.u("line").morale = Morale::Shaken;
        CHECK(ruleIn(sc, "guns", "line").valid);
    }
    SUBCASE("target-being-charged, by a unit of the firer's side only") {
        // Hussars facing 90 at (30,24): [29.5,30.5] × [23.25,24.75], clear of every line.
        gt::Scene sc = gt::usualPair();
        cdo::Unit hussars = gt::unit("hussars", "fr", UnitType::Cavalry, {30, 24}, 90);
        hussars.charging = "line";
        sc.add(hussars);
        CHECK(gt::reasons(ruleIn(sc, "guns", "line")) == "target-being-charged");
        sc.u("hussars").charging = "guns"; // a charge elsewhere changes nothing for `line`
        sc.u("hussars").side = "au";
        CHECK(ruleIn(sc, "guns", "line").valid);
    }
    SUBCASE("target-in-woods: its base is in a woods") {
        // Woods [30,35] × [26,30]; the base [34.75,37.25] overlaps it by 0.25 > ε.
        gt::Scene sc = gt::usualPair();
        sc.add(gt::area("copse", TerrainKind::Woods, gt::rect(30, 26, 35, 30)));
        const cdo::gt::Ruling r = ruleIn(sc, "guns", "line");
        CHECK(gt::reasons(r) == "target-in-woods");
        CHECK(r.has(Reading::AreaOverlapEpsilon));
    }
    SUBCASE("target-in-woods: it occupies a woods") {
        gt::Scene sc = gt::usualPair();
        sc.add(gt::area("copse", TerrainKind::Woods, gt::rect(33, 25.5, 39, 29)));
        sc.u("line").occupies = "copse";
        CHECK(gt::reasons(ruleIn(sc, "guns", "line")) == "target-in-woods");
    }
    SUBCASE("overlapping a woods by only 0.005 is not in it") {
        // Line at (36.245,27): [34.995,37.495]; the woods ends at x = 35, shrunk by ε at
        // 34.99: no meeting. (Lines to TM (36.245,26.5) stay right of x = 35.5.)
        gt::Scene sc = gt::usualPair();
        sc.add(gt::area("copse", TerrainKind::Woods, gt::rect(30, 26, 35, 30)));
        sc.u("line").at = {36.245, 27};
        const cdo::gt::Ruling r = ruleIn(sc, "guns", "line");
        CHECK(r.valid);
        CHECK(gt::reasons(r) == "");
    }
    SUBCASE("out-of-arc") {
        // Behind the guns, facing 0 at (36,15): [14.5,15.5]; 4 inches edge to edge.
        gt::Scene sc = gt::usualPair();
        sc.u("line").at = {36, 15};
        sc.u("line").facing = 0;
        const cdo::gt::Ruling r = ruleIn(sc, "guns", "line");
        CHECK(gt::reasons(r) == "out-of-arc");
        CHECK(r.range == Approx(4.0).epsilon(1e-9));
        CHECK(r.band == RangeBand::Normal);
    }
    SUBCASE("no-line-of-sight") {
        gt::Scene sc = gt::usualPair();
        sc.add(gt::screen("wall", "au", 33, 23, 39, 24));
        CHECK(gt::reasons(ruleIn(sc, "guns", "line")) == "no-line-of-sight");
    }
    SUBCASE("out-of-range") {
        // Front edge at y = 33: 12.5.
        gt::Scene sc = gt::usualPair();
        sc.u("line").at = {36, 33.5};
        const cdo::gt::Ruling r = ruleIn(sc, "guns", "line");
        CHECK(gt::reasons(r) == "out-of-range");
        CHECK(r.band == RangeBand::Out);
    }
}

TEST_CASE("G6 artillery: in a woods by 0.005 either side of ε is a close call") {
    // "In a woods" means overlapping it by more than ε (Conventions); the overlap decides
    // target-in-woods, so an overlap within ε of ε must be marked a close call.
    // Woods [30,35] × [26,30]; the line's left edge at 34.995 (overlap 0.005: not in) and
    // at 34.985 (overlap 0.015: in).
    gt::Scene sc = gt::usualPair();
    sc.add(gt::area("copse", TerrainKind::Woods, gt::rect(30, 26, 35, 30)));
    sc.u("line").at = {36.245, 27};
    const cdo::gt::Ruling out = ruleIn(sc, "guns", "line");
    CHECK(out.valid);
    CHECK(out.closeCall);
    CHECK(gt::hasCloseCall(out, "in-woods"));
    sc.u("line").at = {36.235, 27};
    const cdo::gt::Ruling in = ruleIn(sc, "guns", "line");
    CHECK(gt::reasons(in) == "target-in-woods");
    CHECK(in.closeCall);
    CHECK(gt::hasCloseCall(in, "in-woods"));
    // Overlapping by 0.25 is plainly in: no close call.
    sc.u("line").at = {36, 27};
    const cdo::gt::Ruling deep = ruleIn(sc, "guns", "line");
    CHECK(gt::reasons(deep) == "target-in-woods");
    CHECK_FALSE(gt::hasCloseCall(deep, "in-woods"));
}

TEST_CASE("G6 artillery: several reasons at once") {
    SUBCASE("limbered, silenced, at a friendly general behind") {
        // General 0.5×0.5 facing 0 at (36,17): [16.75,17.25], 2.25 behind the guns' rear
        // edge: out of arc, but in range (normal) and in sight (its TM (36,17.25) is seen
        // through the guns' own base, which never blocks).
        gt::Scene sc = gt::usualPair();
        sc.u("guns").limbered = true;
        sc.u("guns").morale = Morale::Silenced;
        sc.add(gt::unit("gen", "fr", UnitType::General, {36, 17}, 0));
        const cdo::gt::Ruling r = ruleIn(sc, "guns", "gen");
        CHECK(gt::reasons(r) ==
              "not-enemy,firer-limbered,firer-silenced,target-general,out-of-arc");
        CHECK(r.range == Approx(2.25).epsilon(1e-9));
        CHECK(r.modifiers.empty());
        CHECK(r.modifierTotal == 0);
    }
    SUBCASE("behind, beyond a wall, beyond 12") {
        // Line facing 0 at (36,5): [4.5,5.5], 19.5 − 5.5 = 14 edge to edge; a wall
        // [33,39] × [10,11] lies across every line.
        gt::Scene sc = gt::usualPair();
        sc.u("line").at = {36, 5};
        sc.u("line").facing = 0;
        sc.add(gt::screen("wall", "fr", 33, 10, 39, 11));
        const cdo::gt::Ruling r = ruleIn(sc, "guns", "line");
        CHECK(gt::reasons(r) == "out-of-arc,no-line-of-sight,out-of-range");
        CHECK(r.range == Approx(14.0).epsilon(1e-9));
        CHECK(r.band == RangeBand::Out);
    }
}

TEST_CASE("G6 artillery modifiers") {
    SUBCASE("long range −1") {
        gt::Scene sc = gt::usualPair();
        sc.u("line").at = {36, 30}; // front edge y = 29.5: range 9
        const cdo::gt::Ruling r = ruleIn(sc, "guns", "line");
        CHECK(gt::modifiers(r) == "long-range:-1");
        CHECK(r.modifierTotal == -1);
    }
    SUBCASE("firer shaken −1") {
        gt::Scene sc = gt::usualPair();
        sc.u("guns").morale = Morale::Shaken;
        const cdo::gt::Ruling r = ruleIn(sc, "guns", "line");
        CHECK(gt::modifiers(r) == "firer-shaken:-1");
        CHECK(r.modifierTotal == -1);
    }
    SUBCASE("target in square +1") {
        // Square 1.5×1.5 at (36,27): [35.25,36.75] × [26.25,27.75], range 5.75.
        gt::Scene sc = gt::usualPair();
        sc.u("line").formation = cdo::Formation::Square;
        const cdo::gt::Ruling r = ruleIn(sc, "guns", "line");
        CHECK(r.range == Approx(5.75).epsilon(1e-9));
        CHECK(gt::modifiers(r) == "target-in-square:1");
        CHECK(r.modifierTotal == 1);
        CHECK(r.has(Reading::SquarePlusOne));
    }
    SUBCASE("long, enfilade, shaken and square together: total 0") {
        // Shaken guns facing 270 at (47,30): FL = (46.5,29.5), FR = (46.5,30.5).
        // Square facing 0 at (36,30): [35.25,36.75] × [29.25,30.75], wholly in the arc;
        // range 46.5 − 36.75 = 9.75 (long). FL→RL (35.25,29.25) and FL→RR (36.75,29.25)
        // stay below y = 29.5, never reaching the front edge y = 30.75: enfilade.
        //   −1 + 1 − 1 + 1 = 0.
        gt::Scene sc;
        cdo::Unit g = gt::unit("guns", "fr", UnitType::FootArtillery, {47, 30}, 270);
        g.morale = Morale::Shaken;
        cdo::Unit sq = gt::unit("square", "au", UnitType::Infantry, {36, 30}, 0);
        sq.formation = cdo::Formation::Square;
        sc.add(g).add(sq);
        const cdo::gt::Ruling r = ruleIn(sc, "guns", "square");
        CHECK(r.valid);
        CHECK(r.range == Approx(9.75).epsilon(1e-9));
        CHECK(gt::modifiers(r) == "long-range:-1,enfilade:1,firer-shaken:-1,target-in-square:1");
        CHECK(r.modifierTotal == 0);
    }
    SUBCASE("long range and shaken: −2") {
        gt::Scene sc = gt::usualPair();
        sc.u("guns").morale = Morale::Shaken;
        sc.u("line").at = {36, 30};
        const cdo::gt::Ruling r = ruleIn(sc, "guns", "line");
        CHECK(r.modifierTotal == -2);
    }
    SUBCASE("no modifiers on an invalid target") {
        gt::Scene sc = gt::usualPair();
        sc.u("guns").morale = Morale::Shaken;
        sc.u("line").at = {36, 30};
        sc.u("line").side = "fr";
        const cdo::gt::Ruling r = ruleIn(sc, "guns", "line");
        CHECK_FALSE(r.valid);
        CHECK(r.band == RangeBand::Long);
        CHECK(r.modifiers.empty());
        CHECK(r.modifierTotal == 0);
    }
}

namespace {

// Infantry 2.5×1 at (36,20) facing 0: [34.75,37.25] × [19.5,20.5]; an enemy line facing 180
// touching its front edge at (36,21): [20.5,21.5].
gt::Scene infantryPair() {
    gt::Scene sc;
    sc.add(gt::unit("inf", "fr", UnitType::Infantry, {36, 20}, 0))
        .add(gt::unit("foe", "au", UnitType::Infantry, {36, 21}, 180));
    return sc;
}

} // namespace

TEST_CASE("G6 infantry: contact and arc, no range and no sight needed") {
    SUBCASE("in contact in front: valid") {
        const cdo::gt::Ruling r = ruleIn(infantryPair(), "inf", "foe");
        CHECK(r.valid);
        CHECK(r.contact);
        CHECK(r.range == 0.0);
        CHECK(r.band == RangeBand::None);
        CHECK_FALSE(r.enfilade);
        CHECK(gt::modifiers(r) == "");
    }
    SUBCASE("not-enemy, target-general, target-silenced") {
        gt::Scene sc = infantryPair();
        sc.u("foe").side = "fr";
        CHECK(gt::reasons(ruleIn(sc, "inf", "foe")) == "not-enemy");
        sc.u("foe").side = "au";
        sc.u("foe").type = UnitType::General;
        sc.u("foe").at = {36, 20.75}; // 0.5 × 0.5: [20.5,21]
        CHECK(gt::reasons(ruleIn(sc, "inf", "foe")) == "target-general");
        sc.u("foe").type = UnitType::FootArtillery;
        sc.u("foe").morale = Morale::Silenced;
        sc.u("foe").at = {36, 21}; // 1 × 1: [20.5,21.5]
        CHECK(gt::reasons(ruleIn(sc, "inf", "foe")) == "target-silenced");
    }
    SUBCASE("out-of-arc: touching the flank, behind the front line") {
        // Cavalry facing 270 at (37.75,19.55): [37.25,38.25] × [18.8,20.3]; it touches the
        // infantry's right edge x = 37.25 and lies wholly below y = 20.5. Nearest arc point
        // FR (37.25,20.5) is 0.2 from its corner (37.25,20.3).
        gt::Scene sc = infantryPair();
        sc.u("foe").type = UnitType::Cavalry;
        sc.u("foe").at = {37.75, 19.55};
        sc.u("foe").facing = 270;
        const cdo::gt::Ruling r = ruleIn(sc, "inf", "foe");
        CHECK(r.contact);
        CHECK(r.arcMargin == Approx(-0.2).epsilon(1e-9));
        CHECK(gt::reasons(r) == "out-of-arc");
    }
    SUBCASE("not-in-contact and out-of-arc together") {
        gt::Scene sc = infantryPair();
        sc.u("foe").at = {36, 10};
        CHECK(gt::reasons(ruleIn(sc, "inf", "foe")) == "out-of-arc,not-in-contact");
    }
    SUBCASE("woods, a friendly charge and blocked sight do not matter to infantry") {
        // Woods [34,38] × [20.6,23] holds most of the foe's base; friendly hussars are
        // charging it; the foe is in contact and in the arc.
        gt::Scene sc = infantryPair();
        sc.add(gt::area("copse", TerrainKind::Woods, gt::rect(34, 20.6, 38, 23)));
        cdo::Unit hussars = gt::unit("hussars", "fr", UnitType::Cavalry, {30, 21}, 90);
        hussars.charging = "foe";
        sc.add(hussars);
        const cdo::gt::Ruling r = ruleIn(sc, "inf", "foe");
        CHECK(r.valid);
        CHECK(gt::reasons(r) == "");
    }
    SUBCASE("modifiers: shaken −1, in square −1, no +1 for a square target") {
        gt::Scene sc = infantryPair();
        sc.u("inf").morale = Morale::Shaken;
        CHECK(gt::modifiers(ruleIn(sc, "inf", "foe")) == "firer-shaken:-1");
        // In square: 1.5×1.5 [35.25,36.75] × [19.25,20.75]; the foe moves up to touch it.
        sc.u("inf").formation = cdo::Formation::Square;
        sc.u("foe").at = {36, 21.25};
        const cdo::gt::Ruling both = ruleIn(sc, "inf", "foe");
        CHECK(both.valid);
        CHECK(gt::modifiers(both) == "firer-shaken:-1,firer-in-square:-1");
        CHECK(both.modifierTotal == -2);
        sc.u("inf").morale = Morale::Eager;
        sc.u("foe").formation = cdo::Formation::Square; // [20.5,22] would overlap: move it
        sc.u("foe").at = {36, 21.5};                    // [20.75,22.25], touching
        const cdo::gt::Ruling sq = ruleIn(sc, "inf", "foe");
        CHECK(sq.valid);
        CHECK(gt::modifiers(sq) == "firer-in-square:-1");
        CHECK(sq.modifierTotal == -1);
    }
}

TEST_CASE("G6 cavalry, cuirassiers and generals never fire") {
    gt::Scene sc = infantryPair();
    sc.u("inf").type = UnitType::Cavalry; // [35.25,36.75] × [19.5,20.5], foe touching
    {
        const cdo::gt::Ruling r = ruleIn(sc, "inf", "foe");
        CHECK(gt::reasons(r) == "firer-cannot-fire");
        CHECK(r.band == RangeBand::None);
        CHECK_FALSE(r.enfilade);
    }
    sc.u("inf").type = UnitType::Cuirassiers;
    CHECK(gt::reasons(ruleIn(sc, "inf", "foe")) == "firer-cannot-fire");
    // Far off and behind: still only firer-cannot-fire (no contact, arc or range codes).
    sc.u("foe").at = {36, 0.5};
    CHECK(gt::reasons(ruleIn(sc, "inf", "foe")) == "firer-cannot-fire");
    // With the codes that do apply to them.
    sc.u("foe").side = "fr";
    sc.u("foe").type = UnitType::General;
    CHECK(gt::reasons(ruleIn(sc, "inf", "foe")) == "not-enemy,firer-cannot-fire,target-general");
    sc.u("inf").type = UnitType::General;
    sc.u("foe").side = "au";
    sc.u("foe").type = UnitType::HorseArtillery;
    sc.u("foe").morale = Morale::Silenced;
    CHECK(gt::reasons(ruleIn(sc, "inf", "foe")) == "firer-cannot-fire,target-silenced");
}

namespace {

// validTargets() must give exactly the valid rulings of rulingsFor(), field for field.
void checkValidTargets(const cdo::gt::Table& t, std::string_view firer,
                       std::vector<std::string> expected) {
    CAPTURE(std::string(firer));
    const int fi = gt::idx(t, firer);
    std::map<std::string, cdo::gt::Ruling> full;
    for (const cdo::gt::Ruling& r : cdo::gt::rulingsFor(t, fi))
        if (r.valid) full.emplace(r.target, r);
    std::vector<std::string> fullIds, fastIds;
    for (const auto& [id, r] : full)
        fullIds.push_back(id);
    const std::vector<cdo::gt::Ruling> fast = cdo::gt::validTargets(t, fi);
    for (const cdo::gt::Ruling& r : fast)
        fastIds.push_back(r.target);
    std::sort(fastIds.begin(), fastIds.end());
    std::sort(expected.begin(), expected.end());
    auto join = [](const std::vector<std::string>& v) {
        std::string s;
        for (const std::string& x : v)
            s += x + ' ';
        return s;
    };
    CHECK(join(fullIds) == join(expected));
    CHECK(join(fastIds) == join(expected));
    for (const cdo::gt::Ruling& r : fast) {
        CAPTURE(r.target);
        const auto it = full.find(r.target);
        REQUIRE(it != full.end());
        const cdo::gt::Ruling& f = it->second;
        CHECK(r.valid);
        CHECK(r.firer == f.firer);
        CHECK(r.inArc == f.inArc);
        CHECK(r.arcMargin == f.arcMargin);
        CHECK(r.range == f.range);
        CHECK(r.band == f.band);
        CHECK(r.lineOfSight == f.lineOfSight);
        CHECK(r.enfilade == f.enfilade);
        CHECK(r.contact == f.contact);
        CHECK(r.grapeshot == f.grapeshot);
        CHECK(gt::modifiers(r) == gt::modifiers(f));
        CHECK(r.modifierTotal == f.modifierTotal);
        CHECK(r.closeCall == f.closeCall);
    }
}

} // namespace

TEST_CASE("G6: validTargets() is exactly the valid part of rulingsFor()") {
    // Guns at (36,20) facing 0 (arc: y ≥ 20.5, x + y ≥ 56, y − x ≥ −16).
    //   a1 line facing 180 at (36,27): range 6                                   valid
    //   a2 line facing 180 at (28,30): [26.75,29.25] × [29.5,30.5], wholly in the arc
    //      (corner (26.75,29.5): x + y = 56.25); nearest corner (29.25,29.5) to FL:
    //      √(6.25² + 9²) = 10.96, long; its TM lines pass left of a1 (x ≈ 30.5..30.8 at
    //      y = 26.5)                                                              valid
    //   a3 square facing 180 at (44,27): [43.25,44.75] × [26.25,27.75]; corner
    //      (43.25,27.75) is in (y − x = −15.5); lines to it pass under a1         valid
    //      In-arc part: triangle (43.25,27.25) (43.25,27.75) (43.75,27.75) on the right
    //      ray: range 6.75√2 = 9.55, long. FL lies above-left of its diagonal RL→T.FR
    //      (y − x = −17; FL has −15): FL→RR and FL→RL meet y = 26.25 at x = 41.65 and
    //      42.84, left of the front edge [43.25,44.75]: enfilade.
    //   mill: a line occupying the BUA [30,34] × [31,33]; range to (34,31) from FL:
    //      √(1.5² + 10.5²) = 10.61; FL→(30,31) and FR→(30,33) pass left of a1     valid
    //   pal friend far left; gen enemy general; back enemy behind; far enemy at 19;
    //   mute silenced enemy guns in the arc                                       invalid
    gt::Scene sc;
    cdo::Unit sq = gt::unit("a3", "au", UnitType::Infantry, {44, 27}, 180);
    sq.formation = cdo::Formation::Square;
    cdo::Unit mute = gt::unit("mute", "au", UnitType::FootArtillery, {40, 30}, 180);
    mute.morale = Morale::Silenced;
    cdo::Unit mill = gt::unit("mill-garrison", "au", UnitType::Infantry, {32, 32}, 180);
    mill.occupies = "mill";
    sc.add(gt::area("mill", TerrainKind::Bua, gt::rect(30, 31, 34, 33)))
        .add(gt::unit("pal", "fr", UnitType::Infantry, {24, 22}, 0))
        .add(gt::unit("a1", "au", UnitType::Infantry, {36, 27}, 180))
        .add(gt::unit("guns", "fr", UnitType::FootArtillery, {36, 20}, 0))
        .add(gt::unit("a2", "au", UnitType::Infantry, {28, 30}, 180))
        .add(sq)
        .add(gt::unit("gen", "au", UnitType::General, {33, 24}, 180))
        .add(gt::unit("back", "au", UnitType::Infantry, {36, 15}, 0))
        .add(gt::unit("far", "au", UnitType::Infantry, {36, 40}, 180))
        .add(mute)
        .add(mill);
    const cdo::gt::Table t(sc.s);
    checkValidTargets(t, "guns", {"a1", "a2", "a3", "mill-garrison"});
    const cdo::gt::Ruling a2 = gt::rule(t, "guns", "a2");
    CHECK(a2.range == Approx(std::sqrt(120.0625)).epsilon(1e-9));
    CHECK(a2.band == RangeBand::Long);
    const cdo::gt::Ruling m = gt::rule(t, "guns", "mill-garrison");
    CHECK(m.range == Approx(std::sqrt(112.5)).epsilon(1e-9));
    const cdo::gt::Ruling a3 = gt::rule(t, "guns", "a3");
    CHECK(a3.range == Approx(6.75 * std::sqrt(2.0)).epsilon(1e-9));
    CHECK(gt::modifiers(a3) == "long-range:-1,enfilade:1,target-in-square:1");
    // Nobody else may fire: a1 (infantry) touches no enemy; the general never fires.
    checkValidTargets(t, "a1", {});
    checkValidTargets(t, "gen", {});
}

TEST_CASE("G6: validTargets() for infantry, upright and turned 45 degrees") {
    // inf at (10,10) facing 0: [8.75,11.25] × [9.5,10.5].
    //   front: facing 180 at (10,11), touching the front edge                valid
    //   flank: cavalry facing 270 at (11.75,9.55): [11.25,12.25] × [8.8,10.3], touching the
    //          right edge, wholly behind the front line                      out of arc
    //   near:  cavalry facing 90 at (8.23,10.4): [7.73,8.73] × [9.65,11.15], 0.02 off the
    //          left edge, partly in the arc                                  not in contact
    //   pal:   friend touching the rear edge                                 not enemy
    // inf2 at (30,30) facing 45 and foe2 facing 225 one inch ahead along f: their front
    // edges coincide (both 2.5 wide), so they touch along the whole edge.
    // side2: cavalry 1.5×1 facing 45 at c + 2r + 0.8f (coordinates along inf2's f and r):
    // lateral [1.25,2.75], depth [0.3,1.3]. Its left edge lies on inf2's right flank line
    // and shares [0.3,0.5] of it: contact. Its corner (f 1.3, r 1.25) is 0.8 ahead of FR
    // (f 0.5, r 1.25), inside the right ray (Δf − Δr = 0.8 ≥ 0): in arc, so valid.
    gt::Scene sc;
    sc.add(gt::unit("inf", "fr", UnitType::Infantry, {10, 10}, 0))
        .add(gt::unit("front", "au", UnitType::Infantry, {10, 11}, 180))
        .add(gt::unit("flank", "au", UnitType::Cavalry, {11.75, 9.55}, 270))
        .add(gt::unit("near", "au", UnitType::Cavalry, {8.23, 10.4}, 90))
        .add(gt::unit("pal", "fr", UnitType::Infantry, {10, 9}, 0));
    const Vec2 f45 = cdo::facingVector(45);
    sc.add(gt::unit("inf2", "fr", UnitType::Infantry, {30, 30}, 45))
        .add(gt::unit("foe2", "au", UnitType::Infantry, Vec2{30, 30} + f45, 225))
        .add(gt::unit("side2", "au", UnitType::Cavalry,
                      Vec2{30, 30} + cdo::rightVector(45) * 2 + f45 * 0.8, 45));
    const cdo::gt::Table t(sc.s);
    checkValidTargets(t, "inf", {"front"});
    checkValidTargets(t, "inf2", {"foe2", "side2"});
    CHECK(gt::reasons(gt::rule(t, "inf", "flank")) == "out-of-arc");
    CHECK(gt::reasons(gt::rule(t, "inf", "near")) == "not-in-contact");
    CHECK(gt::reasons(gt::rule(t, "inf", "pal")) == "not-enemy,out-of-arc");
    const cdo::gt::Ruling r2 = gt::rule(t, "inf2", "foe2");
    CHECK(r2.contact);
    CHECK(r2.edgeDistance == Approx(0.0).epsilon(1e-9));
    const cdo::gt::Ruling s2 = gt::rule(t, "inf2", "side2");
    CHECK(s2.contact);
    CHECK(s2.inArc);
    CHECK(s2.arcMargin > 0.1);
}
