// Several units moved and turned as one (src/app/document/group.h), and the group's drag as one
// undo step (History folding batches). Every expected number is worked by hand in a comment.
#include "app/document/group.h"
#include "app/document/history.h"

#include <doctest/doctest.h>

#include <vector>

using namespace cdo;
using namespace cdo::app;

namespace {

// A 72" x 48" table; a line of two battalions facing north (0°) 4" apart, and a third unit.
//
//   y
//   12 .  .  .  .  .  .
//   10 .  A  .  B  .  .     A (10, 10), B (14, 10), both facing 0; C (30, 30) facing 90
//       8  10 12 14 16   x
Scenario line() {
    Scenario s;
    s.gt().tableWidth = 72;
    s.gt().tableDepth = 48;
    auto unit = [](std::string id, Vec2 at, double facing) {
        Unit u;
        u.id = std::move(id);
        u.side = "french";
        u.at = at;
        u.facing = facing;
        return u;
    };
    s.gt().units = {unit("a", {10, 10}, 0), unit("b", {14, 10}, 0), unit("c", {30, 30}, 90)};
    return s;
}

const std::vector<int> kAB{0, 1};

} // namespace

TEST_CASE("group: the centre is the mean of the centres") {
    const Scenario s = line();
    // ((10 + 14) / 2, (10 + 10) / 2) = (12, 10); with C: ((10 + 14 + 30) / 3, 50 / 3).
    CHECK(groupCentre(s, kAB).x == doctest::Approx(12));
    CHECK(groupCentre(s, kAB).y == doctest::Approx(10));
    const std::vector<int> all{0, 1, 2};
    CHECK(groupCentre(s, all).x == doctest::Approx(18));
    CHECK(groupCentre(s, all).y == doctest::Approx(50.0 / 3));
}

TEST_CASE("group: a point turned clockwise about a pivot, the facing with it") {
    // (10, 10) about (12, 10): 2" west of it. Turned 90° right (clockwise seen from above,
    // north up) west becomes north: (12, 12); the facing 0 becomes 90.
    const GroupPose p = turnedAbout({{10, 10}, 0}, {12, 10}, 90);
    CHECK(p.at.x == doctest::Approx(12));
    CHECK(p.at.y == doctest::Approx(12));
    CHECK(p.facing == doctest::Approx(90));
    // 180° about (12, 10): (10, 10) goes to (14, 10); 45° left: 2" west turned 45°
    // anticlockwise points south-west: (12 - 1.4142, 10 - 1.4142).
    const GroupPose q = turnedAbout({{10, 10}, 30}, {12, 10}, 180);
    CHECK(q.at.x == doctest::Approx(14));
    CHECK(q.at.y == doctest::Approx(10));
    CHECK(q.facing == doctest::Approx(210));
    const GroupPose r = turnedAbout({{10, 10}, 0}, {12, 10}, -45);
    CHECK(r.at.x == doctest::Approx(12 - 1.41421356));
    CHECK(r.at.y == doctest::Approx(10 - 1.41421356));
    CHECK(r.facing == doctest::Approx(-45));
}

TEST_CASE("group: a line wheeled right about its centre keeps its frontage and faces east") {
    Scenario s = line();
    History h;
    EditResult r = moveGroup(s, kAB, {0, 0}, 90, groupCentre(s, kAB), "Turn group");
    REQUIRE(r.command);
    h.apply(s, std::move(r.command));
    // A (west end) goes 2" north of the centre, B 2" south; both face 90; still 4" apart.
    CHECK(s.gt().units[0].at.x == doctest::Approx(12));
    CHECK(s.gt().units[0].at.y == doctest::Approx(12));
    CHECK(s.gt().units[1].at.x == doctest::Approx(12));
    CHECK(s.gt().units[1].at.y == doctest::Approx(8));
    CHECK(s.gt().units[0].facing == doctest::Approx(90));
    CHECK(s.gt().units[1].facing == doctest::Approx(90));
    CHECK(s.gt().units[2].at.x == 30); // C is not in the group
    CHECK(h.undoLabel() == "Turn group");
    // One undo step puts both back.
    REQUIRE(h.undo(s));
    CHECK(s.gt().units[0].at.x == 10);
    CHECK(s.gt().units[1].at.x == 14);
    CHECK(s.gt().units[0].facing == 0);
    CHECK_FALSE(h.canUndo());
}

TEST_CASE("group: turned about one of its units, that unit only turns on the spot") {
    Scenario s = line();
    // About B (14, 10), 90° left: A is 4" west of B, turned anticlockwise west becomes south:
    // A at (14, 6) facing 270; B stays at (14, 10), facing 270 too.
    EditResult r = moveGroup(s, kAB, {0, 0}, -90, s.gt().units[1].at, "Turn group");
    REQUIRE(r.command);
    r.command->apply(s);
    CHECK(s.gt().units[0].at.x == doctest::Approx(14));
    CHECK(s.gt().units[0].at.y == doctest::Approx(6));
    CHECK(s.gt().units[0].facing == doctest::Approx(270));
    CHECK(s.gt().units[1].at.x == doctest::Approx(14));
    CHECK(s.gt().units[1].at.y == doctest::Approx(10));
    CHECK(s.gt().units[1].facing == doctest::Approx(270));
}

TEST_CASE("group: a move that would put any centre off the table is refused as a whole") {
    Scenario s = line();
    // 11" west: A at x -1 (off), B at 3 (on). Refused, naming A; nothing changes.
    EditResult r = moveGroup(s, kAB, {-11, 0}, 0, {0, 0}, "Move group");
    CHECK_FALSE(r.command);
    CHECK(r.error.find("a would leave the table") != std::string::npos);
    CHECK(s.gt().units[1].at.x == 14);
    // 10" west puts A exactly on the edge (x 0): allowed.
    EditResult edge = moveGroup(s, kAB, {-10, 0}, 0, {0, 0}, "Move group");
    REQUIRE(edge.command);
    edge.command->apply(s);
    CHECK(s.gt().units[0].at.x == doctest::Approx(0));
    CHECK(s.gt().units[1].at.x == doctest::Approx(4));
    // Turned 180° about (1, 10): A (0, 10) goes to (2, 10), B (4, 10) to (-2, 10): refused.
    CHECK_FALSE(moveGroup(s, kAB, {0, 0}, 180, {1, 10}, "Turn group").command);
}

TEST_CASE("group: a drag against the edge is cut where the first centre reaches it") {
    const Scenario s = line();
    // West: A allows 10", B 14": cut to -10. North: both allow 48 - 10 = 38: 5 kept.
    const Vec2 d = clampGroupShift(s, kAB, {-25, 5});
    CHECK(d.x == doctest::Approx(-10));
    CHECK(d.y == doctest::Approx(5));
    // East: A allows 62", B 58": cut to 58. South: both allow 10.
    const Vec2 e = clampGroupShift(s, kAB, {100, -30});
    CHECK(e.x == doctest::Approx(58));
    CHECK(e.y == doctest::Approx(-10));
}

TEST_CASE("group: overlapping another base is not refused, as a single move's is not") {
    Scenario s = line();
    // A onto C's centre (30, 30): shift (20, 20); B goes to (34, 30).
    EditResult r = moveGroup(s, kAB, {20, 20}, 0, {0, 0}, "Move group");
    REQUIRE(r.command);
    r.command->apply(s);
    CHECK(s.gt().units[0].at.x == doctest::Approx(30));
    CHECK(s.gt().units[0].at.y == doctest::Approx(30));
    CHECK(s.gt().units[1].at.x == doctest::Approx(34));
}

TEST_CASE("group: the moves of one drag fold into one undo step") {
    Scenario s = line();
    History h;
    // Three frames of one drag (gesture 7): 1", then 1" more, then 0.5" north.
    for (const Vec2 d : {Vec2{1, 0}, Vec2{1, 0}, Vec2{0, 0.5}})
        h.apply(s, moveGroup(s, kAB, d, 0, {0, 0}, "Move group").command, 7);
    CHECK(s.gt().units[0].at.x == doctest::Approx(12));
    CHECK(s.gt().units[0].at.y == doctest::Approx(10.5));
    CHECK(s.gt().units[1].at.x == doctest::Approx(16));
    CHECK(h.size() == 1);
    REQUIRE(h.undo(s));
    CHECK(s.gt().units[0].at.x == 10);
    CHECK(s.gt().units[0].at.y == 10);
    CHECK(s.gt().units[1].at.x == 14);
    // A batch of other units (or another label) does not fold: it is a step of its own.
    h.apply(s, moveGroup(s, kAB, {1, 0}, 0, {0, 0}, "Move group").command, 8);
    const std::vector<int> bc{1, 2};
    h.apply(s, moveGroup(s, bc, {1, 0}, 0, {0, 0}, "Move group").command, 8);
    CHECK(h.size() == 2);
    REQUIRE(h.undo(s));
    CHECK(s.gt().units[2].at.x == 30);
    CHECK(s.gt().units[1].at.x == doctest::Approx(15)); // the first batch's step still there
}

TEST_CASE("group: a lasso takes the units whose centres lie inside it") {
    const Scenario s = line();
    // A square round A and B from (8, 8) to (16, 12): both centres inside, C's (30, 30) not.
    const std::vector<Vec2> loop{{8, 8}, {16, 8}, {16, 12}, {8, 12}};
    CHECK(unitsInLasso(s, loop) == std::vector<int>{0, 1});
    // A loop round B only (13 to 15): A's centre at x 10 is outside.
    const std::vector<Vec2> small{{13, 9}, {15, 9}, {15, 11}, {13, 11}};
    CHECK(unitsInLasso(s, small) == std::vector<int>{1});
    // Two points are no loop.
    const std::vector<Vec2> two{{0, 0}, {40, 40}};
    CHECK(unitsInLasso(s, two).empty());
}
