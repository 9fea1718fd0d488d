// G8 Movement: what a move uses (the farthest corner), the allowance, half rate (never
// stacked), the road bonus and the unit that may not move. Numbers worked by hand in each case.
#include "core/grande_tactique/move.h"
#include "gt_fixture.h"

#include <doctest/doctest.h>

#include <numbers>
#include <string>

using cdo::Morale;
using cdo::TerrainKind;
using cdo::UnitType;
using cdo::Vec2;
using cdo::gt::HalfRate;
using cdo::gt::MoveKind;
using cdo::gt::MoveReading;
using cdo::gt::MoveReason;
using cdo::gt::MoveRuling;
using doctest::Approx;

namespace {

// Infantry 2.5 × 1 at (36,20) facing 0: FL (34.75,20.5), FR (37.25,20.5), RL (34.75,19.5),
// RR (37.25,19.5).
gt::Scene line(UnitType type = UnitType::Infantry) {
    gt::Scene sc;
    sc.add(gt::unit("inf", "fr", type, {36, 20}, 0));
    return sc;
}

MoveRuling moveOf(const gt::Scene& sc, std::string_view id, Vec2 at, double facing) {
    const cdo::gt::Table t(sc.s);
    return cdo::gt::move(t, gt::idx(t, id), {at, facing});
}

std::string halfRate(const MoveRuling& m) {
    std::string out;
    for (HalfRate h : m.halfRate)
        out += (out.empty() ? "" : ",") + std::string(cdo::gt::code(h));
    return out;
}

cdo::Terrain path(std::string id, TerrainKind kind, std::vector<Vec2> points, double width = 0) {
    cdo::Terrain t;
    t.id = std::move(id);
    t.kind = kind;
    t.path = std::move(points);
    t.width = width;
    return t;
}

} // namespace

TEST_CASE("G8 move: 3 inches straight ahead by infantry uses 3.00 and is allowed") {
    // (36,20) -> (36,23), facing 0 kept: every corner moves (0,3), so uses = 3.00 = allowance
    // (closed limit, within 0.01": a close call).
    const MoveRuling m = moveOf(line(), "inf", {36, 23}, 0);
    CHECK(m.kind == MoveKind::Straight);
    CHECK(m.uses == Approx(3.0).epsilon(1e-12));
    CHECK(m.allowance == 3.0);
    CHECK(m.allowed);
    CHECK(m.over == 0.0);
    CHECK(m.halfRate.empty());
    CHECK_FALSE(m.roadBonus);
    CHECK(m.reasons.empty());
    CHECK(m.closeCall);
    CHECK(m.readings.contains(MoveReading::FarthestCorner));
    CHECK(m.readings.contains(MoveReading::StraightMove));
    CHECK(m.cornerPaths[0].a.x == 34.75);
    CHECK(m.cornerPaths[0].b.y == Approx(23.5));
}

TEST_CASE("G8 move: 3.4 inches ahead by infantry is over by 0.40") {
    const MoveRuling m = moveOf(line(), "inf", {36, 23.4}, 0);
    CHECK(m.uses == Approx(3.4).epsilon(1e-12));
    CHECK_FALSE(m.allowed);
    CHECK(m.over == Approx(0.4).epsilon(1e-9));
    CHECK_FALSE(m.closeCall);
}

TEST_CASE("G8 move: sideways is half rate, allowance 1.5 - exactly 45 degrees is not") {
    // (36,20) -> (37.5,20): the centre moves (1.5,0), 90 degrees from facing 0: sideways.
    const MoveRuling m = moveOf(line(), "inf", {37.5, 20}, 0);
    CHECK(halfRate(m) == "sideways-or-backwards");
    CHECK(m.allowance == 1.5);
    CHECK(m.uses == Approx(1.5));
    CHECK(m.allowed);
    CHECK(m.readings.contains(MoveReading::CentreDirection));
    // (36,20) -> (37,21): (1,1) is exactly 45 degrees off: not more than 45, full rate.
    // uses sqrt(2) = 1.41.
    const MoveRuling d = moveOf(line(), "inf", {37, 21}, 0);
    CHECK(d.halfRate.empty());
    CHECK(d.allowance == 3.0);
    CHECK(d.uses == Approx(std::sqrt(2.0)));
    // Backwards: (36,20) -> (36,19), 180 degrees off.
    const MoveRuling b = moveOf(line(), "inf", {36, 19}, 0);
    CHECK(halfRate(b) == "sideways-or-backwards");
    CHECK(b.allowance == 1.5);
}

TEST_CASE("G8 move: shaken and sideways is still 1.5 (never stacked)") {
    gt::Scene sc = line();
    sc.u("inf").morale = Morale::Shaken;
    const MoveRuling m = moveOf(sc, "inf", {37.5, 20}, 0);
    CHECK(halfRate(m) == "shaken,sideways-or-backwards");
    CHECK(m.allowance == 1.5);
    // Shaken alone, straight ahead 2": half of 3 = 1.5, over by 0.50.
    const MoveRuling s = moveOf(sc, "inf", {36, 22}, 0);
    CHECK(halfRate(s) == "shaken");
    CHECK(s.over == Approx(0.5));
}

TEST_CASE("G8 move: entering a wood halves - moving inside it does not") {
    // Woods [30,42] x [22,30]. (36,20) -> (36,22.5): the base ends on [22,23], 1" deep in the
    // wood (more than 0.01"), having started outside: entering, allowance 1.5, uses 2.5, over
    // 1.00.
    gt::Scene sc = line();
    sc.add(gt::area("wood", TerrainKind::Woods, gt::rect(30, 22, 42, 30)));
    const MoveRuling m = moveOf(sc, "inf", {36, 22.5}, 0);
    CHECK(halfRate(m) == "woods-or-bua");
    CHECK(m.allowance == 1.5);
    CHECK(m.over == Approx(1.0));
    // Leaving: start inside at (36,24), end outside at (36,21) (base [20.5,21.5]): backwards
    // too, still one half.
    gt::Scene in = sc;
    in.u("inf").at = {36, 25};
    const MoveRuling l = moveOf(in, "inf", {36, 28}, 0);
    CHECK(l.halfRate.empty()); // inside to inside
    const MoveRuling out = moveOf(in, "inf", {36, 21}, 0);
    CHECK(halfRate(out) == "woods-or-bua,sideways-or-backwards");
    CHECK(out.allowance == 1.5);
    // A town counts the same.
    gt::Scene town = line();
    town.add(gt::area("town", TerrainKind::Bua, gt::rect(30, 22, 42, 30)));
    CHECK(halfRate(moveOf(town, "inf", {36, 22.5}, 0)) == "woods-or-bua");
}

TEST_CASE("G8 move: crossing a hedge or a stream halves - coming up to it does not") {
    // A hedge along y = 22 from x 30 to 42. (36,20) -> (36,23): the rear corners go from
    // y 19.5 to 22.5, across it: half rate, allowance 1.5, uses 3, over 1.50.
    gt::Scene sc = line();
    sc.add(path("hedge", TerrainKind::Linear, {{30, 22}, {42, 22}}));
    const MoveRuling m = moveOf(sc, "inf", {36, 23}, 0);
    CHECK(halfRate(m) == "linear-feature");
    CHECK(m.over == Approx(1.5));
    CHECK(m.readings.contains(MoveReading::CornerPathsCross));
    // (36,20) -> (36,21.5): the front edge ends on y = 22, touching the hedge: not across.
    const MoveRuling up = moveOf(sc, "inf", {36, 21.5}, 0);
    CHECK(up.halfRate.empty());
    CHECK(up.allowed);
    // Passing beside the hedge's end (x 30..33, the base spans 34.75..37.25) crosses nothing.
    gt::Scene beside = line();
    beside.add(path("hedge", TerrainKind::Linear, {{30, 22}, {33, 22}}));
    CHECK(moveOf(beside, "inf", {36, 23}, 0).halfRate.empty());
    // A stream: outline [30,42] x [22,22.5]; (36,20) -> (36,23) crosses its edges.
    gt::Scene river = line();
    river.add(gt::area("stream", TerrainKind::River, gt::rect(30, 22, 42, 22.5)));
    CHECK(halfRate(moveOf(river, "inf", {36, 23}, 0)) == "linear-feature");
}

TEST_CASE("G8 move: 5 inches wholly on a road is allowed (3 + 2) - 0.1 off loses the bonus") {
    // Road along x = 36 from y 10 to 30, 1" wide (half width 0.5). (36,20) -> (36,25): the
    // centre stays on the road's line: 3 + 2 = 5, uses 5.00, allowed.
    gt::Scene sc = line();
    sc.add(path("road", TerrainKind::Road, {{36, 10}, {36, 30}}, 1.0));
    const MoveRuling m = moveOf(sc, "inf", {36, 25}, 0);
    CHECK(m.roadBonus);
    CHECK(m.allowance == 5.0);
    CHECK(m.uses == Approx(5.0));
    CHECK(m.allowed);
    CHECK(m.readings.contains(MoveReading::RoadCentrePath));

    // The road jogs right: (36,10) (36,21.5) (J,22) (J,23) (36,23.5) (36,30). The centre's
    // path x = 36 is J − 36 from the jog between y 22 and 23. J = 36.5: exactly the half
    // width, still on the road (closed). J = 36.6: 0.6, that is 0.1 off the road: no bonus,
    // allowance 3, uses 5, over 2.00.
    auto jog = [](double j) {
        gt::Scene s = line();
        s.add(path("road", TerrainKind::Road,
                   {{36, 10}, {36, 21.5}, {j, 22}, {j, 23}, {36, 23.5}, {36, 30}}, 1.0));
        return s;
    };
    const MoveRuling on = moveOf(jog(36.5), "inf", {36, 25}, 0);
    CHECK(on.roadBonus);
    CHECK(on.allowed);
    const MoveRuling off = moveOf(jog(36.6), "inf", {36, 25}, 0);
    CHECK_FALSE(off.roadBonus);
    CHECK(off.allowance == 3.0);
    CHECK(off.over == Approx(2.0));
    // Ending 0.1 off a straight road loses it too: (36,20) -> (36.6,24), centre 0.6 from x=36.
    CHECK_FALSE(moveOf(sc, "inf", {36.6, 24}, 0).roadBonus);
}

TEST_CASE("G8 move: a road move at half rate is halved first, then +2") {
    // Shaken on the road, (36,20) -> (36,23.5): 3 / 2 + 2 = 3.5, uses 3.5, allowed.
    gt::Scene sc = line();
    sc.u("inf").morale = Morale::Shaken;
    sc.add(path("road", TerrainKind::Road, {{36, 10}, {36, 30}}, 1.0));
    const MoveRuling m = moveOf(sc, "inf", {36, 23.5}, 0);
    CHECK(m.roadBonus);
    CHECK(m.allowance == 3.5);
    CHECK(m.allowed);
    CHECK(m.readings.contains(MoveReading::RoadBonusAfterHalf));
}

TEST_CASE("G8 move: a 90 degree wheel about the front-left corner uses 2.5 pi / 2 = 3.93") {
    // FL (34.75,20.5) stays; facing 270: f = (-1,0), r = (0,1), so the centre is
    // FL + (0.5, 1.25) = (35.25,21.75) and FR swings from (37.25,20.5) to (34.75,23) on a
    // quarter circle of radius 2.5: 3.927. The farthest straight path is RR's,
    // (37.25,19.5) -> (35.75,23) = 3.81, shorter. The centre moves (-0.75,1.75), 23 degrees
    // off the facing: forward. Infantry: over by 0.93.
    const MoveRuling m = moveOf(line(), "inf", {35.25, 21.75}, 270);
    CHECK(m.kind == MoveKind::Wheel);
    CHECK(m.pivot == 0);
    CHECK(m.turnDeg == Approx(-90));
    CHECK(m.uses == Approx(2.5 * std::numbers::pi / 2));
    CHECK(m.halfRate.empty());
    CHECK(m.over == Approx(2.5 * std::numbers::pi / 2 - 3));
    CHECK(m.readings.contains(MoveReading::WheelOuterArc));
    // Cavalry 1.5 x 1 at (36,20): FR (36.75,20.5) stays in a 90 degree wheel to the right
    // (facing 90: f = (1,0), r = (0,-1), FR = centre + (0.5,-0.75)), so the centre goes to
    // (36.25,21.25). FL's arc is 1.5 pi / 2 = 2.36, but RL goes straight from (35.25,19.5)
    // to (35.75,22): sqrt(0.25 + 6.25) = 2.55, farther: the move uses 2.55, within 9.
    const MoveRuling c = moveOf(line(UnitType::Cavalry), "inf", {36.25, 21.25}, 90);
    CHECK(c.kind == MoveKind::Wheel);
    CHECK(c.pivot == 1);
    CHECK(c.uses == Approx(std::sqrt(6.5)));
    CHECK(c.allowed);
}

TEST_CASE("G8 move: a wheel then 1 inch on is the arc plus the pivot's path") {
    // The same wheel, then 1" along the new facing 270: centre (34.25,21.75), FL (33.75,20.5),
    // 1.00 from where it was. About FL: 3.927 + 1 = 4.927; about FR: FR (37.25,20.5) ->
    // (33.75,23) is 4.30, + 3.927 = 8.23. The shorter: 4.93 (no straight path is longer: RR
    // (37.25,19.5) -> (34.75,23) = 4.30).
    const MoveRuling m = moveOf(line(), "inf", {34.25, 21.75}, 270);
    CHECK(m.kind == MoveKind::WheelAndMove);
    CHECK(m.pivot == 0);
    CHECK(m.uses == Approx(2.5 * std::numbers::pi / 2 + 1));
    CHECK(m.readings.contains(MoveReading::WheelAndMove));
}

TEST_CASE("G8 move: limbered foot artillery 3, horse 9 - unlimbered guns may not move") {
    gt::Scene foot;
    foot.add(gt::unit("guns", "fr", UnitType::FootArtillery, {36, 20}, 0));
    foot.u("guns").limbered = true;
    const MoveRuling f = moveOf(foot, "guns", {36, 23}, 0);
    CHECK(f.allowance == 3.0);
    CHECK(f.allowed);
    gt::Scene horse;
    horse.add(gt::unit("guns", "fr", UnitType::HorseArtillery, {36, 20}, 0));
    horse.u("guns").limbered = true;
    const MoveRuling h = moveOf(horse, "guns", {36, 29}, 0);
    CHECK(h.allowance == 9.0);
    CHECK(h.uses == Approx(9.0));
    CHECK(h.allowed);
    horse.u("guns").limbered = false;
    const MoveRuling u = moveOf(horse, "guns", {36, 21}, 0);
    CHECK_FALSE(u.allowed);
    CHECK(u.reasons.contains(MoveReason::UnlimberedArtillery));
    CHECK(u.allowance == 0.0);
    CHECK(std::string(cdo::gt::code(MoveReason::UnlimberedArtillery)) == "unlimbered-artillery");
}

TEST_CASE("G8 move: the allowances of the table") {
    const auto& rules = cdo::gt::grandeTactique();
    cdo::Unit u = gt::unit("u", "fr", UnitType::Infantry, {36, 20}, 0);
    CHECK(cdo::gt::moveAllowance(u, rules) == 3.0);
    u.formation = cdo::Formation::Square;
    CHECK(cdo::gt::moveAllowance(u, rules) == 1.5);
    u.type = UnitType::Cavalry;
    CHECK(cdo::gt::moveAllowance(u, rules) == 9.0);
    u.type = UnitType::Cuirassiers;
    CHECK(cdo::gt::moveAllowance(u, rules) == 6.0);
    u.type = UnitType::General;
    CHECK(cdo::gt::moveAllowance(u, rules) == 9.0);
}

TEST_CASE("G8 move: the text names the rule") {
    gt::Scene sc = line();
    sc.u("inf").morale = Morale::Shaken;
    const std::string s = cdo::gt::explainMove(moveOf(sc, "inf", {37.5, 20}, 0));
    CHECK(s.find("Movement: half rate is never stacked") != std::string::npos);
    CHECK(s.find("ALLOWED") != std::string::npos);
    CHECK(s.find("Movement: a shaken unit moves at half rate.") != std::string::npos);
    CHECK(s.find("half rate is never stacked") != std::string::npos);
}
