// G2 line of sight: two lines, one from each front corner of the firer, either to two
// different target corners (a) or both to the middle of the target's front edge (b). Bases
// (not generals), woods, BUAs and hill tops block when met after shrinking them by ε.
#include "gt_fixture.h"

#include <doctest/doctest.h>

#include <cmath>

using cdo::TerrainKind;
using cdo::UnitType;
using cdo::Vec2;
using cdo::gt::Blocker;
using cdo::gt::Reading;
using cdo::gt::Reason;
using cdo::gt::SightLine;
using doctest::Approx;
using From = cdo::gt::SightLine::From;
using To = cdo::gt::SightLine::To;

namespace {

// gt::usualPair(). Guns 1×1 at (36,20) facing 0: FL = (35.5,20.5), FR = (36.5,20.5).
// Line 2.5×1 facing 180 at (36,27): [34.75,37.25] × [26.5,27.5]; its front edge faces the
// guns: T.FL = (37.25,26.5), T.FR = (34.75,26.5), RL = (37.25,27.5), RR = (34.75,27.5),
// TM = (36,26.5). Range 6 (normal).
//        RR(34.75,27.5) +------------+ RL(37.25,27.5)
//                       |    line    |
//        T.FR(34.75,26.5)+-----TM----+ T.FL(37.25,26.5)
//
//                          FL--FR
//                          |guns|
// A sight line from FL (35.5,20.5) has x = 35.5 + (X − 35.5)(y − 20.5)/(Y − 20.5) at
// height y when it runs to (X,Y); from FR, the same with 36.5.

bool allBlockedBy(const cdo::gt::Ruling& r, std::string_view id, Blocker::Kind kind) {
    if (r.sightLines.empty()) return false;
    for (const SightLine& l : r.sightLines)
        if (l.clear || !l.blocker || l.blocker->id != id || l.blocker->kind != kind) return false;
    return true;
}

} // namespace

TEST_CASE("G2 (b): nothing in the way, both lines to the front middle") {
    gt::Scene sc = gt::usualPair();
    const cdo::gt::Table t(sc.s);
    const cdo::gt::Ruling r = gt::rule(t, "guns", "line");
    CHECK(r.lineOfSight);
    const SightLine* l = gt::line(r.sightLines, From::FrontLeft, To::FrontMiddle);
    const SightLine* m = gt::line(r.sightLines, From::FrontRight, To::FrontMiddle);
    REQUIRE(l != nullptr);
    REQUIRE(m != nullptr);
    CHECK(l->clear);
    CHECK(m->clear);
    CHECK(l->a == Vec2{35.5, 20.5});
    CHECK(l->b == Vec2{36, 26.5});
    CHECK(m->a == Vec2{36.5, 20.5});
    CHECK(r.has(Reading::TwoSightLines));
    CHECK(r.valid);
}

TEST_CASE("G2: a general never blocks, any other base does") {
    // A general 0.5×0.5 at (36,24) sits on both lines to TM (x ≈ 35.79 and 36.21 at
    // y = 24, inside [35.75,36.25]). A screen [33,39] × [23,24] covers every line.
    gt::Scene sc = gt::usualPair();
    sc.add(gt::unit("gen", "fr", UnitType::General, {36, 24}, 0));
    {
        const cdo::gt::Table t(sc.s);
        const cdo::gt::Ruling r = gt::rule(t, "guns", "line");
        CHECK(r.lineOfSight);
        CHECK(r.valid);
    }
    sc.add(gt::screen("wall", "fr", 33, 22.5, 39, 23.5));
    const cdo::gt::Table t(sc.s);
    const cdo::gt::Ruling r = gt::rule(t, "guns", "line");
    CHECK_FALSE(r.lineOfSight);
    CHECK(allBlockedBy(r, "wall", Blocker::Kind::Base));
    CHECK(gt::reasons(r) == "no-line-of-sight");
}

TEST_CASE("G2: woods and BUA block") {
    // The area [33,39] × [23,25] lies across every line from y = 20.5 to y ≥ 26.5 (every
    // line has x in [34.75,37.25] there).
    for (TerrainKind kind : {TerrainKind::Woods, TerrainKind::Bua}) {
        gt::Scene sc = gt::usualPair();
        sc.add(gt::area("patch", kind, gt::rect(33, 23, 39, 25)));
        const cdo::gt::Table t(sc.s);
        const cdo::gt::Ruling r = gt::rule(t, "guns", "line");
        CHECK_FALSE(r.lineOfSight);
        CHECK(allBlockedBy(r, "patch",
                           kind == TerrainKind::Woods ? Blocker::Kind::Woods : Blocker::Kind::Bua));
        CHECK(gt::reasons(r) == "no-line-of-sight");
    }
}

TEST_CASE("G2: woods or BUA occupied by the target (or the firer) does not block") {
    // The line occupies the area [33,39] × [25.5,29] around its base. G5: its shape is the
    // outline, so the lines go to the outline vertices; those to the far vertices (39,29)
    // and (33,29) run through the area, which does not block.
    for (TerrainKind kind : {TerrainKind::Woods, TerrainKind::Bua}) {
        gt::Scene sc = gt::usualPair();
        sc.add(gt::area("patch", kind, gt::rect(33, 25.5, 39, 29)));
        sc.u("line").occupies = "patch";
        const cdo::gt::Table t(sc.s);
        const cdo::gt::Ruling r = gt::rule(t, "guns", "line");
        CHECK(r.lineOfSight);
        for (const SightLine& l : r.sightLines)
            CHECK(l.clear);
        // Counter-clockwise outline from (33,25.5): vertex 2 is (39,29).
        const SightLine* far = gt::line(r.sightLines, From::FrontLeft, To::Vertex, 2);
        REQUIRE(far != nullptr);
        CHECK(far->b == Vec2{39, 29});
        CHECK(far->clear);
        if (kind == TerrainKind::Woods)
            CHECK(gt::reasons(r) == "target-in-woods");
        else
            CHECK(r.valid);
    }
    // The guns occupy a BUA [34,38] × [18,22]: every line starts inside it.
    gt::Scene sc = gt::usualPair();
    sc.add(gt::area("farm", TerrainKind::Bua, gt::rect(34, 18, 38, 22)));
    sc.u("guns").occupies = "farm";
    const cdo::gt::Table t(sc.s);
    const cdo::gt::Ruling r = gt::rule(t, "guns", "line");
    CHECK(r.lineOfSight);
    CHECK(r.valid);
    // The same BUA not occupied by anyone blocks.
    sc.u("guns").occupies.clear();
    sc.u("guns").at = {36, 16};
    const cdo::gt::Table t2(sc.s);
    const cdo::gt::Ruling r2 = gt::rule(t2, "guns", "line");
    CHECK_FALSE(r2.lineOfSight);
    CHECK(allBlockedBy(r2, "farm", Blocker::Kind::Bua));
}

TEST_CASE("G2 (a) only: the front middle is hidden, two different corners are seen") {
    // A post [35.8,36.2] × [25.6,26] just in front of TM. At y ∈ [25.6,26]:
    //   FL→TM: x = 35.5 + 0.5(y − 20.5)/6 ∈ [35.925,35.958]   inside the post: blocked
    //   FR→TM: x ∈ [36.042,36.075]                             inside: blocked
    //   FL→T.FL (37.25,26.5): x ∈ [36.988,37.104]             clear
    //   FR→T.FR (34.75,26.5): x ∈ [34.896,35.013]             clear
    // so (b) fails and (a) holds (FL→T.FL with FR→T.FR, or others).
    //     +--------TM--------+
    //            [post]
    //             FL--FR
    gt::Scene sc = gt::usualPair();
    sc.add(gt::screen("post", "fr", 35.8, 25.6, 36.2, 26.0));
    const cdo::gt::Table t(sc.s);
    const cdo::gt::Ruling r = gt::rule(t, "guns", "line");
    const SightLine* tm = gt::line(r.sightLines, From::FrontLeft, To::FrontMiddle);
    REQUIRE(tm != nullptr);
    CHECK_FALSE(tm->clear);
    CHECK(gt::blockerId(tm) == "post");
    CHECK(r.lineOfSight);
    CHECK(r.valid);
}

TEST_CASE("G2 (b) only: every corner hidden, the front middle seen through a gap") {
    // Walls [33.5,35.8] and [36.2,38.5], both over y ∈ [25.6,26]; gap (35.8,36.2).
    // At y ∈ [25.6,26] (line to (X,Y): x = x0 + (X − x0)(y − 20.5)/(Y − 20.5)):
    //   FL→TM [35.925,35.958], FR→TM [36.042,36.075]          in the gap: clear
    //   FL→T.FR [34.813,34.863], FL→RR [34.911,34.954]        left wall
    //   FL→T.FL [36.988,37.104], FL→RL [36.775,36.875]        right wall
    //   FR→T.FR [34.896,35.013], FR→RR [35.125,35.225]        left wall
    //   FR→T.FL [37.138,37.188], FR→RL [37.046,37.089]        right wall
    //   +---------+    +---------+
    //   |  left   | TM |  right  |
    //   +---------+    +---------+
    //               FL--FR
    gt::Scene sc = gt::usualPair();
    sc.add(gt::screen("left", "au", 33.5, 25.6, 35.8, 26.0))
        .add(gt::screen("right", "au", 36.2, 25.6, 38.5, 26.0));
    {
        const cdo::gt::Table t(sc.s);
        const cdo::gt::Ruling r = gt::rule(t, "guns", "line");
        CHECK(r.lineOfSight);
        const SightLine* l = gt::line(r.sightLines, From::FrontLeft, To::FrontMiddle);
        const SightLine* m = gt::line(r.sightLines, From::FrontRight, To::FrontMiddle);
        REQUIRE(l != nullptr);
        REQUIRE(m != nullptr);
        CHECK(l->clear);
        CHECK(m->clear);
        CHECK_FALSE(l->closeCall);
    }
    // Close the gap with a post [35.85,36.15] × [25.6,26] (both TM lines pass through it,
    // see above): now nothing gets through, because every corner line was already blocked.
    sc.add(gt::screen("post", "au", 35.85, 25.6, 36.15, 26.0));
    const cdo::gt::Table t(sc.s);
    const cdo::gt::Ruling r = gt::rule(t, "guns", "line");
    CHECK_FALSE(r.lineOfSight);
    CHECK(gt::reasons(r) == "no-line-of-sight");
    for (const SightLine& s : r.sightLines) {
        CAPTURE(cdo::gt::label(s));
        CHECK_FALSE(s.clear);
    }
}

TEST_CASE("G2 (a) needs two DIFFERENT corners: one corner seen from both is not enough") {
    // Target: infantry in square 1.5×1.5 at (36,26) facing 225, a diamond. With
    // f = (−√2/2, −√2/2), r = (−√2/2, √2/2), h = 0.75, h√2 = 1.06066:
    //   T.FL = c + h(f − r) = (36, 24.93934)   the bottom vertex X, nearest the guns
    //   T.FR = c + h(f + r) = (34.93934, 26)   left vertex
    //   RL   = c − h(f + r) = (37.06066, 26)   right vertex
    //   RR   = c − h(f − r) = (36, 27.06066)   top vertex, straight behind X
    //   TM   = c + h f      = (35.46967, 25.46967)
    //              RR
    //            /    \.
    //        T.FR      RL
    //         TM\     /
    //             X
    //   [  left   ]  [  right   ]   walls over y ∈ [24.3,24.7], window (35.87,36.13)
    //          FL--FR
    // At y ∈ [24.3,24.7]:
    //   FL→X  x ∈ [35.928,35.973]   FR→X  x ∈ [36.027,36.072]   through the window
    //   FL→RR x ∈ [35.790,35.820]   left wall (edge 35.87, shrunk 35.86, 2ε 35.85)
    //   FR→RR x ∈ [36.180,36.210]   right wall (edge 36.13, shrunk 36.14, 2ε 36.15)
    //   FL→TM ≈ 35.47, FR→TM [35.63,35.71], FL→T.FR [35.07,35.11], FR→T.FR [35.31,35.42]
    //                                left wall
    //   FL→RL [36.58,36.69], FR→RL [36.89,36.93]      right wall
    // FL and FR both see only X: (a) fails (A and B must differ) and (b) fails.
    gt::Scene sc;
    cdo::Unit square = gt::unit("square", "au", UnitType::Infantry, {36, 26}, 225);
    square.formation = cdo::Formation::Square;
    sc.add(gt::unit("guns", "fr", UnitType::FootArtillery, {36, 20}, 0))
        .add(square)
        .add(gt::screen("left", "au", 33, 24.3, 35.87, 24.7))
        .add(gt::screen("right", "au", 36.13, 24.3, 39, 24.7));
    {
        const cdo::gt::Table t(sc.s);
        const cdo::gt::PlacedUnit& sq = t.unit(1);
        CHECK(sq.corners.fl.x == Approx(36.0).epsilon(1e-12));
        CHECK(sq.corners.fl.y == Approx(26 - 0.75 * std::sqrt(2.0)).epsilon(1e-12));
        const cdo::gt::Ruling r = gt::rule(t, "guns", "square");
        const SightLine* x = gt::line(r.sightLines, From::FrontLeft, To::FrontLeft);
        REQUIRE(x != nullptr);
        CHECK(x->clear);
        for (const SightLine& s : r.sightLines) {
            CAPTURE(cdo::gt::label(s));
            if (s.to != To::FrontLeft) CHECK_FALSE(s.clear);
        }
        CHECK_FALSE(r.lineOfSight);
        CHECK(gt::reasons(r) == "no-line-of-sight");
    }
    // Take the right wall away: FR now also sees RR and RL, so FL→X with FR→RR (or RL)
    // are two different corners.
    // FR (36.5,20.5) is right of the square's diagonal RR–X (x = 36) extended, i.e. out on
    // its right flank: FR→RL and FR→RR (x = 36.16 at X's height) pass right of X without
    // crossing the front edge X–T.FR, so G4 enfilade applies too.
    sc.s.gt().units.pop_back();
    const cdo::gt::Table t(sc.s);
    const cdo::gt::Ruling r = gt::rule(t, "guns", "square");
    CHECK(r.lineOfSight);
    CHECK(r.valid);
    CHECK(r.enfilade);
    CHECK(gt::modifiers(r) == "enfilade:1,target-in-square:1");
    CHECK(r.modifierTotal == 2);
}

TEST_CASE("G2: grazing a base corner by less than ε is clear, cutting it by 0.05 blocks") {
    // Target guns 1×1 facing 180 at (39.5,25): TM = (39.5,24.5), T.FL = (40,24.5),
    // T.FR = (39,24.5). FL→TM runs along y − x = −15 at 45°.
    // A 1×1 post lies above-left of that line with its lower-right corner poking across it
    // by s (perpendicular): corner at (37.5 + s/√2, 22.5 − s/√2), post
    // [36.5 + s/√2, 37.5 + s/√2] × [22.5 − s/√2, 23.5 − s/√2].
    //            +-----+
    //            |post |
    //            +-----o  <- corner, s across the line
    //                 / <- FL→TM (45°)
    //               FL
    // Shrunk by ε, the post's corner moves (ε, ε) inward, i.e. ε√2 = 0.01414 back along
    // the perpendicular: the line meets the shrunk post only when s > 0.01414.
    // s = 0.005: clear (a graze, marked as close call). s = 0.05: blocked.
    // FR→TM runs right of FL→TM (direction (3,4)), away from the post.
    auto scene = [](double s) {
        const double k = s / std::sqrt(2.0);
        gt::Scene sc;
        sc.add(gt::unit("guns", "fr", UnitType::FootArtillery, {36, 20}, 0))
            .add(gt::unit("target", "au", UnitType::FootArtillery, {39.5, 25}, 180))
            .add(gt::screen("post", "au", 36.5 + k, 22.5 - k, 37.5 + k, 23.5 - k));
        return sc;
    };
    {
        gt::Scene sc = scene(0.005);
        const cdo::gt::Table t(sc.s);
        const cdo::gt::Ruling r = gt::rule(t, "guns", "target");
        const SightLine* l = gt::line(r.sightLines, From::FrontLeft, To::FrontMiddle);
        REQUIRE(l != nullptr);
        CHECK(l->clear);
        CHECK(l->closeCall);
        CHECK(r.lineOfSight);
        CHECK(r.closeCall);
        CHECK(gt::hasCloseCall(r, "sight-line"));
        CHECK(r.valid);
    }
    {
        gt::Scene sc = scene(0.05);
        const cdo::gt::Table t(sc.s);
        const cdo::gt::Ruling r = gt::rule(t, "guns", "target");
        const SightLine* l = gt::line(r.sightLines, From::FrontLeft, To::FrontMiddle);
        REQUIRE(l != nullptr);
        CHECK_FALSE(l->clear);
        REQUIRE(l->blocker.has_value());
        CHECK(l->blocker->id == "post");
        CHECK(l->blocker->kind == Blocker::Kind::Base);
        CHECK_FALSE(l->closeCall);
        // (a) still holds: FL→T.FL (direction (4.5,4)) passes under the post (y = 22.31 at
        // x = 37.535, post from 22.465) and FR→T.FR (direction (2.5,4)) is far right.
        CHECK(r.lineOfSight);
    }
}

TEST_CASE("G2: overhead fire from guns on a hill over friends at least 2 inches off") {
    // Hill [30,42] × [16,22] (no top): the guns' centre (36,20) is inside its outline.
    // Target line facing 180 at (36,29): [34.75,37.25] × [28.5,29.5], range 8.
    // A friendly line facing 0 at (36, 28.5 − g − 0.5) is g inches short of the target and
    // covers every sight line (all lines have x ∈ [34.94,37.06] over y ∈ [25,27]).
    auto scene = [](double gap, bool onHill, std::string friendSide) {
        gt::Scene sc;
        if (onHill) sc.add(gt::hill("knoll", gt::rect(30, 16, 42, 22)));
        sc.add(gt::unit("guns", "fr", UnitType::FootArtillery, {36, 20}, 0))
            .add(gt::unit("line", "au", UnitType::Infantry, {36, 29}, 180))
            .add(gt::unit("friend", friendSide, UnitType::Infantry, {36, 28.5 - gap - 0.5}, 0));
        return sc;
    };
    SUBCASE("exactly 2.00: ignored (closed), a close call") {
        gt::Scene sc = scene(2.0, true, "fr");
        const cdo::gt::Table t(sc.s);
        const cdo::gt::Ruling r = gt::rule(t, "guns", "line");
        CHECK(r.lineOfSight);
        CHECK(r.has(Reading::OverheadFire));
        const cdo::CloseCall* c = gt::closeCall(r, "overhead-clearance");
        REQUIRE(c != nullptr);
        CHECK(c->value == Approx(2.0).epsilon(1e-9));
        CHECK(c->threshold == 2.0);
        CHECK(r.valid);
    }
    SUBCASE("2.5: ignored, no close call") {
        gt::Scene sc = scene(2.5, true, "fr");
        const cdo::gt::Table t(sc.s);
        const cdo::gt::Ruling r = gt::rule(t, "guns", "line");
        CHECK(r.lineOfSight);
        CHECK_FALSE(gt::hasCloseCall(r, "overhead-clearance"));
    }
    SUBCASE("1.5: too close, blocks") {
        gt::Scene sc = scene(1.5, true, "fr");
        const cdo::gt::Table t(sc.s);
        const cdo::gt::Ruling r = gt::rule(t, "guns", "line");
        CHECK_FALSE(r.lineOfSight);
        CHECK(allBlockedBy(r, "friend", Blocker::Kind::Base));
        CHECK(gt::reasons(r) == "no-line-of-sight");
    }
    SUBCASE("2.00 but the guns are not on a hill: blocks") {
        gt::Scene sc = scene(2.0, false, "fr");
        const cdo::gt::Table t(sc.s);
        const cdo::gt::Ruling r = gt::rule(t, "guns", "line");
        CHECK_FALSE(r.lineOfSight);
        CHECK(allBlockedBy(r, "friend", Blocker::Kind::Base));
    }
    SUBCASE("2.00 but an enemy base: overhead fire is over friends only") {
        gt::Scene sc = scene(2.0, true, "au");
        const cdo::gt::Table t(sc.s);
        const cdo::gt::Ruling r = gt::rule(t, "guns", "line");
        CHECK_FALSE(r.lineOfSight);
        CHECK(allBlockedBy(r, "friend", Blocker::Kind::Base));
    }
}

namespace {

// Ridge: outline [30,42] × [24,33], top [32,40] × [27,29.5]. Guns at (36,20) facing 0, off
// the hill. A friendly line [34.75,37.25] × [21.5,22.5] and an enemy line
// [34.75,37.25] × [23,24] screen every sight line to a target centred on x = 36.
//      +-------------------------------+ 33
//      |  far slope    (36,31)         |
//      |   +-----------------------+   | 29.5
//      |   |  top      (36,28.2)   |   |
//      |   +-----------------------+   | 27
//      |  near slope   (36,25.5)       |
//      +-------------------------------+ 24
//             [ enemy screen ]           23-24
//             [ friend screen]           21.5-22.5
//                 FL--FR                 20.5
gt::Scene ridge(bool withHill, bool withScreens, cdo::Vec2 targetAt) {
    gt::Scene sc;
    if (withHill) sc.add(gt::hill("ridge", gt::rect(30, 24, 42, 33), gt::rect(32, 27, 40, 29.5)));
    sc.add(gt::unit("guns", "fr", UnitType::FootArtillery, {36, 20}, 0))
        .add(gt::unit("line", "au", UnitType::Infantry, targetAt, 180));
    if (withScreens)
        sc.add(gt::unit("pal", "fr", UnitType::Infantry, {36, 22}, 0))
            .add(gt::unit("foe", "au", UnitType::Infantry, {36, 23.5}, 0));
    return sc;
}

} // namespace

TEST_CASE("G2: a target on a hill's top is seen over every base, of either side") {
    // Target [34.75,37.25] × [27.7,28.7]: meets the top shrunk by ε ([32.01,39.99] ×
    // [27.01,29.49]). Range 7.2.
    {
        gt::Scene sc = ridge(true, true, {36, 28.2});
        const cdo::gt::Table t(sc.s);
        const cdo::gt::Ruling r = gt::rule(t, "guns", "line");
        CHECK(r.lineOfSight);
        CHECK(r.has(Reading::HillTarget));
        CHECK(r.valid);
    }
    // Control: the same screens without the hill block.
    gt::Scene sc = ridge(false, true, {36, 28.2});
    const cdo::gt::Table t(sc.s);
    const cdo::gt::Ruling r = gt::rule(t, "guns", "line");
    CHECK_FALSE(r.lineOfSight);
}

TEST_CASE("G2: a target on the near slope is seen over every base") {
    // Target [34.75,37.25] × [25,26]: on the hill (outline shrunk by ε starts at y = 24.01),
    // not on the top (starts at 27.01). FM = (36,20.5) to its nearest point (36,25) does
    // not meet the top: near slope.
    {
        gt::Scene sc = ridge(true, true, {36, 25.5});
        const cdo::gt::Table t(sc.s);
        const cdo::gt::Ruling r = gt::rule(t, "guns", "line");
        CHECK(r.lineOfSight);
        CHECK(r.has(Reading::NearSlope));
        CHECK(r.valid);
    }
    gt::Scene sc = ridge(false, true, {36, 25.5});
    const cdo::gt::Table t(sc.s);
    const cdo::gt::Ruling r = gt::rule(t, "guns", "line");
    CHECK_FALSE(r.lineOfSight);
}

TEST_CASE("G2: a target on the far slope is hidden by the crest") {
    // Target [34.75,37.25] × [30.5,31.5]: on the hill, not on the top; FM→(36,30.5) crosses
    // the top [27,29.5]: far slope. No bases at all; the crest alone blocks every line,
    // since neither the guns nor the target is on the top.
    gt::Scene sc = ridge(true, false, {36, 31});
    const cdo::gt::Table t(sc.s);
    const cdo::gt::Ruling r = gt::rule(t, "guns", "line");
    CHECK_FALSE(r.lineOfSight);
    CHECK(allBlockedBy(r, "ridge", Blocker::Kind::HillTop));
    CHECK(r.has(Reading::CrestHides));
    CHECK_FALSE(r.has(Reading::NearSlope));
    CHECK(gt::reasons(r) == "no-line-of-sight");
    // Range 10, long: still in range, so sight alone decides.
    CHECK(r.range == Approx(10.0).epsilon(1e-9));
}

TEST_CASE("G2: guns on the top see over their own crest") {
    // Guns at (36,28) facing 0 on the ridge's top; target line facing 180 at (36,35):
    // [34.75,37.25] × [34.5,35.5], off the hill. The lines cross the top (y up to 29.5),
    // but the firer is on it.
    gt::Scene sc;
    sc.add(gt::hill("ridge", gt::rect(30, 24, 42, 33), gt::rect(32, 27, 40, 29.5)))
        .add(gt::unit("guns", "fr", UnitType::FootArtillery, {36, 28}, 0))
        .add(gt::unit("line", "au", UnitType::Infantry, {36, 35}, 180));
    const cdo::gt::Table t(sc.s);
    const cdo::gt::Ruling r = gt::rule(t, "guns", "line");
    CHECK(r.lineOfSight);
    CHECK(r.valid);
}

TEST_CASE("G2: sight is computed for every pair, even when it does not decide") {
    // Infantry needs no sight (G6) but the ruling still reports it: a screen between an
    // infantry unit and an enemy 3 inches off.
    gt::Scene sc;
    sc.add(gt::unit("inf", "fr", UnitType::Infantry, {36, 20}, 0))
        .add(gt::unit("line", "au", UnitType::Infantry, {36, 24}, 180))
        .add(gt::screen("wall", "au", 33, 21.5, 39, 22));
    const cdo::gt::Table t(sc.s);
    const cdo::gt::Ruling r = gt::rule(t, "inf", "line");
    CHECK_FALSE(r.lineOfSight);
    CHECK_FALSE(r.sightLines.empty());
    CHECK(gt::reasons(r) == "not-in-contact");
}
