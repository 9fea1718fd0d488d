// Tape placement (core/grande_tactique/placement.h): bases put where a player's tape says,
// every expected number worked by hand. Axes: origin at the near-left corner, x to the right,
// y away; facing 0 = +y, 90 = +x. f = (sin θ, cos θ) forward, r = (cos θ, −sin θ) right.
#include "core/grande_tactique/placement.h"

#include <doctest/doctest.h>

using namespace cdo;
using namespace cdo::gt;

namespace {

// A 72" × 48" table: an infantry line (2.5" × 1") "inf" at (10, 10) facing 0, and a foot
// battery (1" × 1") "guns" at (30, 30) facing 0, the base being placed.
Scenario table() {
    Scenario s;
    Unit inf;
    inf.id = "inf";
    inf.side = "austrian";
    inf.at = {10, 10};
    Unit guns;
    guns.id = "guns";
    guns.side = "french";
    guns.type = UnitType::FootArtillery;
    guns.at = {30, 30};
    s.gt().units = {inf, guns};
    return s;
}

constexpr int kInf = 0, kGuns = 1;

void checkPose(const Placed& p, double x, double y, double facing) {
    REQUIRE_MESSAGE(p.ok(), p.error);
    CHECK(p.pose->at.x == doctest::Approx(x));
    CHECK(p.pose->at.y == doctest::Approx(y));
    CHECK(p.pose->facing == doctest::Approx(facing));
}

} // namespace

TEST_CASE("placement: a table point from the left and near edges, or the right and far ones") {
    const Scenario s = table();
    TablePoint p = pointFromEdges(s, SideEdge::Left, 12, EndEdge::Near, 7);
    REQUIRE(p.at);
    CHECK(p.at->x == doctest::Approx(12));
    CHECK(p.at->y == doctest::Approx(7));
    // 2" from the right edge of 72: x = 70; 3" from the far edge of 48: y = 45.
    p = pointFromEdges(s, SideEdge::Right, 2, EndEdge::Far, 3);
    REQUIRE(p.at);
    CHECK(p.at->x == doctest::Approx(70));
    CHECK(p.at->y == doctest::Approx(45));
}

TEST_CASE("placement: a distance beyond the table or below 0 is refused, naming the range") {
    const Scenario s = table();
    TablePoint p = pointFromEdges(s, SideEdge::Left, 80, EndEdge::Near, 7);
    CHECK_FALSE(p.at);
    CHECK(p.error == "from the left edge, 80 is off the table: it goes from 0 to 72 in");
    p = pointFromEdges(s, SideEdge::Right, 2, EndEdge::Far, -1);
    CHECK_FALSE(p.at);
    CHECK(p.error == "from the far edge, -1 is off the table: it goes from 0 to 48 in");
}

TEST_CASE("placement: the front-left corner of a line measured from the left and near edges") {
    // Facing 0: FL = centre + f·0.5 − r·1.25 = centre + (−1.25, 0.5). FL at (10, 5), so the
    // centre is at (11.25, 4.5).
    const Scenario s = table();
    checkPose(
        placeFromEdges(s, kInf, {BasePoint::FrontLeft, SideEdge::Left, 10, EndEdge::Near, 5, 0}),
        11.25, 4.5, 0);
}

TEST_CASE("placement: the front-left corner of a line facing the near edge, from right and far") {
    // Facing 180: f = (0, −1), r = (−1, 0); FL = centre + (0, −0.5) − (−1.25, 0) = centre +
    // (1.25, −0.5). FL 10" from the right edge (x 62), 5" from the far edge (y 43): centre
    // (60.75, 43.5).
    const Scenario s = table();
    checkPose(
        placeFromEdges(s, kInf, {BasePoint::FrontLeft, SideEdge::Right, 10, EndEdge::Far, 5, 180}),
        60.75, 43.5, 180);
}

TEST_CASE("placement: the front middle of a line facing 90, and a battery's rear-right corner") {
    // Facing 90: f = (1, 0); FM = centre + f·0.5. FM at (20, 30): centre (19.5, 30).
    const Scenario s = table();
    checkPose(placeFromEdges(s, kInf,
                             {BasePoint::FrontMiddle, SideEdge::Left, 20, EndEdge::Near, 30, 90}),
              19.5, 30, 90);
    // The 1" × 1" battery facing 0: RR = centre − f·0.5 + r·0.5 = centre + (0.5, −0.5). RR at
    // (5, 5): centre (4.5, 5.5).
    checkPose(
        placeFromEdges(s, kGuns, {BasePoint::RearRight, SideEdge::Left, 5, EndEdge::Near, 5, 0}),
        4.5, 5.5, 0);
    // The centre itself, facing 400 (taken as 40).
    checkPose(
        placeFromEdges(s, kGuns, {BasePoint::Centre, SideEdge::Left, 40, EndEdge::Near, 20, 400}),
        40, 20, 40);
}

TEST_CASE("placement: a corner on the edge that puts the centre off the table is refused") {
    // Facing 180, FL = centre + (1.25, −0.5): FL on the left edge (x 0) puts the centre at
    // x −1.25.
    const Scenario s = table();
    const Placed p =
        placeFromEdges(s, kInf, {BasePoint::FrontLeft, SideEdge::Left, 0, EndEdge::Near, 5, 180});
    CHECK_FALSE(p.ok());
    CHECK(p.error == "the base's centre would be at X -1.25, Y 5.5, off the table (X goes from 0 "
                     "to 72 in, Y from 0 to 48 in); the unit was not moved");
    const Placed q =
        placeFromEdges(s, kInf, {BasePoint::FrontLeft, SideEdge::Left, 100, EndEdge::Near, 5, 0});
    CHECK_FALSE(q.ok());
    CHECK(q.error == "from the left edge, 100 is off the table: it goes from 0 to 72 in; the unit "
                     "was not moved");
    CHECK_FALSE(placeFromEdges(s, 7, {}).ok()); // no unit 7
}

TEST_CASE("placement: front to front, centred and with an offset to the other's right") {
    // inf at (10, 10) facing 0, 1" deep; the battery 1" deep: centres 0.5 + 0.5 apart along
    // f = (0, 1): (10, 11), facing 180. Offset 0.5 to inf's right (+x): (10.5, 11).
    const Scenario s = table();
    checkPose(placeInContact(s, kGuns, "inf", ContactKind::FrontToFront, 0), 10, 11, 180);
    checkPose(placeInContact(s, kGuns, "inf", ContactKind::FrontToFront, 0.5), 10.5, 11, 180);
    // The edges (2.5" and 1") still share a stretch up to (2.5 + 1) / 2 = 1.75 either way.
    checkPose(placeInContact(s, kGuns, "inf", ContactKind::FrontToFront, -1.7), 8.3, 11, 180);
    const Placed apart = placeInContact(s, kGuns, "inf", ContactKind::FrontToFront, 1.75);
    CHECK_FALSE(apart.ok());
    CHECK(apart.error == "an offset of 1.75 in leaves the two bases apart (less than 1.75 either "
                         "way keeps them in contact); the unit was not moved");
}

TEST_CASE("placement: front to front with a line facing 90") {
    // inf turned to 90 stays at (20, 20): f = (1, 0), r = (0, −1). Centre (20 + 1, 20) and
    // offset 0.5 along r: (21, 19.5), facing 270.
    Scenario s = table();
    s.gt().units[kInf].at = {20, 20};
    s.gt().units[kInf].facing = 90;
    checkPose(placeInContact(s, kGuns, "inf", ContactKind::FrontToFront, 0.5), 21, 19.5, 270);
}

TEST_CASE("placement: side by side, front edges level or staggered") {
    // On inf's right: x = 10 + 1.25 + 0.5 = 11.75; both 1" deep, so y = 10 at offset 0 and
    // 10.3 with the battery's front 0.3 ahead. Left: x = 10 − 1.75 = 8.25.
    const Scenario s = table();
    checkPose(placeInContact(s, kGuns, "inf", ContactKind::SideBySideRight, 0), 11.75, 10, 0);
    checkPose(placeInContact(s, kGuns, "inf", ContactKind::SideBySideRight, 0.3), 11.75, 10.3, 0);
    checkPose(placeInContact(s, kGuns, "inf", ContactKind::SideBySideLeft, -0.99), 8.25, 9.01, 0);
    // A front 1" ahead (the battery's depth) leaves only the corners touching: apart.
    const Placed apart = placeInContact(s, kGuns, "inf", ContactKind::SideBySideLeft, 1);
    CHECK_FALSE(apart.ok());
    CHECK(apart.error == "an offset of 1 in leaves the two bases apart (more than -1 and less than "
                         "1 keeps them in contact); the unit was not moved");
}

TEST_CASE("placement: front to a flank, facing it") {
    // Right flank: centre = inf + r·(1.25 + 0.5) = (11.75, 10), facing 0 − 90 = 270 (towards
    // inf). Left flank, 0.2 towards inf's front: (8.25, 10.2), facing 90.
    const Scenario s = table();
    checkPose(placeInContact(s, kGuns, "inf", ContactKind::FrontToRightFlank, 0), 11.75, 10, 270);
    checkPose(placeInContact(s, kGuns, "inf", ContactKind::FrontToLeftFlank, 0.2), 8.25, 10.2, 90);
    // A 1" flank and a 1" front share a stretch below (1 + 1) / 2 = 1.
    CHECK_FALSE(placeInContact(s, kGuns, "inf", ContactKind::FrontToLeftFlank, 1).ok());
}

TEST_CASE("placement: contact with an unknown unit or with itself is refused") {
    const Scenario s = table();
    Placed p = placeInContact(s, kGuns, "ghost", ContactKind::FrontToFront, 0);
    CHECK_FALSE(p.ok());
    CHECK(p.error == "there is no unit 'ghost' on the table");
    p = placeInContact(s, kGuns, "guns", ContactKind::FrontToFront, 0);
    CHECK_FALSE(p.ok());
    CHECK(p.error == "a unit cannot be put in contact with itself");
}

TEST_CASE("placement: every contact placement touches without overlapping") {
    // Any facing: the two bases meet (edge to edge distance 0) and the placed one overlaps
    // nothing.
    for (ContactKind k :
         {ContactKind::FrontToFront, ContactKind::SideBySideLeft, ContactKind::SideBySideRight,
          ContactKind::FrontToLeftFlank, ContactKind::FrontToRightFlank}) {
        Scenario s = table();
        s.gt().units[kInf].facing = 33;
        const Placed p = placeInContact(s, kGuns, "inf", k, 0.2);
        REQUIRE(p.ok());
        CHECK(p.overlaps.empty());
        const auto mine = baseCorners(p.pose->at, p.pose->facing, 1, 1).polygon();
        const auto theirs = baseCorners({10, 10}, 33, 2.5, 1).polygon();
        CHECK(distance(mine, theirs).distance == doctest::Approx(0).epsilon(1e-9));
    }
}

TEST_CASE("placement: a base put on another is placed, and the overlap named") {
    // The battery's centre on inf's centre: not refused (a drag may do the same), but said.
    const Scenario s = table();
    const Placed p =
        placeFromEdges(s, kGuns, {BasePoint::Centre, SideEdge::Left, 10, EndEdge::Near, 10, 0});
    REQUIRE(p.ok());
    REQUIRE(p.overlaps.size() == 1);
    CHECK(p.overlaps[0] == "inf");
}

TEST_CASE("placement: so far ahead and to the right of where it stands, then turned") {
    // The battery at (30, 30) turned to 90: f = (1, 0), r = (0, −1). 2" ahead: (32, 30); 1"
    // right: (32, 29); turned 15°: facing 105.
    Scenario s = table();
    s.gt().units[kGuns].facing = 90;
    checkPose(placeRelative(s, kGuns, 2, 0, 0), 32, 30, 90);
    checkPose(placeRelative(s, kGuns, 2, 1, 15), 32, 29, 105);
    checkPose(placeRelative(s, kGuns, -0.1, -0.1, -1), 29.9, 30.1, 89);
    // Facing 350 turned 15: 5.
    s.gt().units[kGuns].facing = 350;
    checkPose(placeRelative(s, kGuns, 0, 0, 15), 30, 30, 5);
}

TEST_CASE("placement: a move that takes the centre off the table is refused") {
    // At (71, 10) facing 90, 2" ahead is x 73 on a 72" table.
    Scenario s = table();
    s.gt().units[kGuns].at = {71, 10};
    s.gt().units[kGuns].facing = 90;
    const Placed p = placeRelative(s, kGuns, 2, 0, 0);
    CHECK_FALSE(p.ok());
    CHECK(p.error == "the base's centre would be at X 73, Y 10, off the table (X goes from 0 to 72 "
                     "in, Y from 0 to 48 in); the unit was not moved");
}

// ---- Roster placement: each side near its own edge, facing the enemy, clear of the others ----

namespace {

Unit placedAt(std::string id, std::string side, Vec2 at, double facing) {
    Unit u;
    u.id = std::move(id);
    u.side = std::move(side);
    u.at = at;
    u.facing = facing;
    return u;
}

} // namespace

TEST_CASE("roster placement: a side's own edge is where its units stand against the enemy's") {
    Scenario s;                                                 // 72" x 48": the middle is y = 24
    CHECK(homeEdge(s, "french", EndEdge::Far) == EndEdge::Far); // nobody: the fallback
    s.gt().units = {placedAt("f1", "french", {30, 40}, 180)};
    CHECK(homeEdge(s, "french", EndEdge::Near) == EndEdge::Far);   // beyond the middle
    CHECK(homeEdge(s, "austrian", EndEdge::Far) == EndEdge::Near); // the other half
    s.gt().units.push_back(placedAt("a1", "austrian", {30, 44}, 180));
    // Both there: mean y 40 (french) < 44 (austrian), wherever the middle is.
    CHECK(homeEdge(s, "french", EndEdge::Far) == EndEdge::Near);
    CHECK(homeEdge(s, "austrian", EndEdge::Near) == EndEdge::Far);
    CHECK(facingFrom(EndEdge::Near) == 0.0);
    CHECK(facingFrom(EndEdge::Far) == 180.0);
}

TEST_CASE("roster placement: bases go in a row along their edge, 0.5\" apart, from the middle") {
    // Infantry line 2.5" x 1" on 72" x 48". The first: rear edge 2" in, so y = 2 + 0.5 = 2.5,
    // x = 72 / 2 = 36, facing 0. The second: the first spans x 34.75..37.25; 0.5" clear needs a
    // left edge at 37.75, a centre at 39.0 = 36 + 6 x 0.5 (tried right before left). The
    // third: left of the first, right edge at 34.25, centre 33.0 = 36 - 6 x 0.5.
    Scenario s;
    const BaseSize inf{2.5, 1.0};
    const std::vector<Vec2> expected = {{36, 2.5}, {39, 2.5}, {33, 2.5}};
    for (std::size_t i = 0; i < expected.size(); ++i) {
        const auto p = deploymentPose(s, inf, EndEdge::Near);
        REQUIRE(p);
        CHECK(p->at.x == doctest::Approx(expected[i].x));
        CHECK(p->at.y == doctest::Approx(expected[i].y));
        CHECK(p->facing == 0.0);
        s.gt().units.push_back(placedAt("u" + std::to_string(i), "french", p->at, p->facing));
    }
    // The far side mirrors it: y = 48 - 2.5 = 45.5, facing 180, and the near row is no bother.
    const auto far = deploymentPose(s, inf, EndEdge::Far);
    REQUIRE(far);
    CHECK(far->at.x == doctest::Approx(36));
    CHECK(far->at.y == doctest::Approx(45.5));
    CHECK(far->facing == 180.0);
}

TEST_CASE("roster placement: a full row sends the base 2\" further in and no room says so") {
    // A 6" wide table: the first line at x = 3 (1.75..4.25); a second needs a centre at 6.25
    // or -0.25, off the table, so it goes to the next row: y = 2.5 + 2 = 4.5.
    Scenario s;
    s.gt().tableWidth = 6;
    s.gt().tableDepth = 10;
    const BaseSize inf{2.5, 1.0};
    s.gt().units = {placedAt("u0", "french", {3, 2.5}, 0)};
    const auto p = deploymentPose(s, inf, EndEdge::Near);
    REQUIRE(p);
    CHECK(p->at.x == doctest::Approx(3));
    CHECK(p->at.y == doctest::Approx(4.5));
    // Rows at 2.5 and 4.5 only (6.5 is past the middle, 5): with both taken, no place.
    s.gt().units.push_back(placedAt("u1", "french", {3, 4.5}, 0));
    CHECK_FALSE(deploymentPose(s, inf, EndEdge::Near));
}
