// Plane geometry under the rulings: closed containment and meeting, exact edge-to-edge
// distance in any orientation, erosion by ε (convex and non-convex), simple polygons.
#include "core/geometry.h"
#include "gt_fixture.h"

#include <doctest/doctest.h>

#include <cmath>
#include <numbers>

using cdo::Polygon;
using cdo::Vec2;
using doctest::Approx;

namespace {

// Exact quarter turns about the origin: only sign flips and swaps, no rounding.
Vec2 quarterTurns(Vec2 p, int k) {
    for (int i = 0; i < k; ++i)
        p = {-p.y, p.x};
    return p;
}

Polygon turned(const Polygon& poly, int k) {
    Polygon out;
    for (Vec2 p : poly)
        out.push_back(quarterTurns(p, k));
    return out;
}

Polygon rotated(const Polygon& poly, double degrees) {
    const double a = degrees * std::numbers::pi / 180.0;
    const double c = std::cos(a), s = std::sin(a);
    Polygon out;
    for (Vec2 p : poly)
        out.push_back({c * p.x - s * p.y, s * p.x + c * p.y});
    return out;
}

Polygon shifted(const Polygon& poly, Vec2 d) {
    Polygon out;
    for (Vec2 p : poly)
        out.push_back(p + d);
    return out;
}

// Shortest distance from p to the boundary of poly.
double boundaryDistance(Vec2 p, const Polygon& poly) {
    double best = 1e300;
    for (std::size_t i = 0, n = poly.size(); i < n; ++i)
        best = std::min(best, cdo::pointSegmentDistance(p, poly[i], poly[(i + 1) % n]));
    return best;
}

} // namespace

TEST_CASE("pointInPolygon: the boundary is inside (closed)") {
    //  (0,4)+-------+(4,4)
    //       |       |
    //       |   *   |      * (2,2) inside; every edge point and vertex inside too
    //  (0,0)+---o---+(4,0) o (2,0) on the edge
    const Polygon sq = gt::rect(0, 0, 4, 4);
    CHECK(cdo::pointInPolygon({2, 2}, sq));
    CHECK(cdo::pointInPolygon({2, 0}, sq));
    CHECK(cdo::pointInPolygon({4, 2}, sq));
    CHECK(cdo::pointInPolygon({4, 4}, sq));
    CHECK(cdo::pointInPolygon({0, 0}, sq));
    CHECK_FALSE(cdo::pointInPolygon({2, -1e-9}, sq));
    CHECK_FALSE(cdo::pointInPolygon({4 + 1e-9, 2}, sq));

    // L shape; its notch [2,4]×[2,4] is outside, the reflex edges and vertex are inside.
    //  (0,4)+---+(2,4)
    //       |   |  notch
    //       |   +-------+(4,2)
    //       |    (2,2)  |
    //  (0,0)+-----------+(4,0)
    const Polygon ell{{0, 0}, {4, 0}, {4, 2}, {2, 2}, {2, 4}, {0, 4}};
    CHECK_FALSE(cdo::pointInPolygon({3, 3}, ell));
    CHECK(cdo::pointInPolygon({2, 3}, ell));
    CHECK(cdo::pointInPolygon({3, 2}, ell));
    CHECK(cdo::pointInPolygon({2, 2}, ell));
    CHECK_FALSE(cdo::pointInPolygon({2 + 1e-9, 2 + 1e-9}, ell));
    CHECK(cdo::pointInPolygon({1, 3}, ell));
}

TEST_CASE("segmentsMeet: touching counts, a near miss does not") {
    // Proper crossing.
    CHECK(cdo::segmentsMeet({0, 0}, {2, 2}, {0, 2}, {2, 0}));
    // T: the end of one lies on the other.      |
    //                                         --+--
    CHECK(cdo::segmentsMeet({0, 0}, {4, 0}, {2, 0}, {2, 3}));
    // Shared end point.
    CHECK(cdo::segmentsMeet({0, 0}, {1, 1}, {1, 1}, {3, 0}));
    // Collinear, end to end, and overlapping.
    CHECK(cdo::segmentsMeet({0, 0}, {1, 0}, {1, 0}, {2, 0}));
    CHECK(cdo::segmentsMeet({0, 0}, {2, 0}, {1, 0}, {3, 0}));
    // Collinear with a gap; parallel; a T that stops 1e-9 short.
    CHECK_FALSE(cdo::segmentsMeet({0, 0}, {1, 0}, {1.001, 0}, {2, 0}));
    CHECK_FALSE(cdo::segmentsMeet({0, 0}, {4, 0}, {0, 0.001}, {4, 0.001}));
    CHECK_FALSE(cdo::segmentsMeet({0, 0}, {4, 0}, {2, 1e-9}, {2, 3}));
}

TEST_CASE("distance: exactly 7 in every quarter-turn, and about 7 at 30 degrees") {
    // A 1×1 base and a 2.5×1 base, 7 apart along y; their x ranges overlap, so the closest
    // points are on the facing edges y = 1 and y = 8.
    //            +--------------+ y = 9
    //            |      B       |
    //            +--------------+ y = 8
    //                   ^ 7
    //                +--+ y = 1
    //                |A |
    //                +--+ y = 0
    const Polygon a = gt::rect(0, 0, 1, 1);
    const Polygon b = gt::rect(-0.75, 8, 1.75, 9);
    for (int k = 0; k < 4; ++k) {
        CAPTURE(k);
        for (Vec2 at : {Vec2{0, 0}, Vec2{36, 24}}) {
            CAPTURE(at.x);
            const Polygon ra = shifted(turned(a, k), at), rb = shifted(turned(b, k), at);
            const cdo::DistanceResult d = cdo::distance(ra, rb);
            CHECK(d.distance == 7.0);
            CHECK(cdo::dist(d.pointA, d.pointB) == Approx(7.0).epsilon(1e-12));
            CHECK(boundaryDistance(d.pointA, ra) == Approx(0.0).epsilon(1e-12));
            CHECK(boundaryDistance(d.pointB, rb) == Approx(0.0).epsilon(1e-12));
        }
    }
    const cdo::DistanceResult d30 = cdo::distance(rotated(a, 30), rotated(b, 30));
    CHECK(d30.distance == Approx(7.0).epsilon(1e-9));
    CHECK(cdo::dist(d30.pointA, d30.pointB) == Approx(7.0).epsilon(1e-9));

    // Corner to corner: (1,1) to (4,5) is a 3-4-5 triangle.
    const cdo::DistanceResult dc = cdo::distance(a, gt::rect(4, 5, 5, 6));
    CHECK(dc.distance == Approx(5.0).epsilon(1e-12));
    CHECK(dc.pointA.x == Approx(1.0));
    CHECK(dc.pointA.y == Approx(1.0));
    CHECK(dc.pointB.x == Approx(4.0));
    CHECK(dc.pointB.y == Approx(5.0));

    // Touching edges: 0, and overlapping: 0.
    CHECK(cdo::distance(a, gt::rect(1, 0, 2, 1)).distance == 0.0);
    CHECK(cdo::distance(a, gt::rect(0.5, 0.5, 2, 2)).distance == 0.0);
}

TEST_CASE("erode: a square loses delta on every side") {
    // 4×4 square shrunk by 0.5: the 3×3 square [0.5,3.5]², area 9 (mitred corners are exact
    // for a convex polygon).
    const Polygon sq = gt::rect(0, 0, 4, 4);
    const Polygon e = cdo::erode(sq, 0.5);
    REQUIRE(e.size() == 4);
    CHECK(gt::polyArea(e) == Approx(9.0).epsilon(1e-12));
    for (Vec2 p : e) {
        CHECK((p.x == Approx(0.5) || p.x == Approx(3.5)));
        CHECK((p.y == Approx(0.5) || p.y == Approx(3.5)));
    }
    // Clockwise input gives the same answer.
    const Polygon cw{{0, 0}, {0, 4}, {4, 4}, {4, 0}};
    CHECK(gt::polyArea(cdo::erode(cw, 0.5)) == Approx(9.0).epsilon(1e-12));

    // The same square turned 45°: side 4 becomes 3, area 9.
    const Polygon diamond = rotated(sq, 45);
    CHECK(gt::polyArea(cdo::erode(diamond, 0.5)) == Approx(9.0).epsilon(1e-9));

    // A 1×1 square shrunk by 0.6 vanishes.
    CHECK(cdo::erode(gt::rect(0, 0, 1, 1), 0.6).empty());
}

TEST_CASE("erode: an L shape keeps the rounded room at its reflex corner") {
    // L of area 16 − 4 = 12, shrunk by δ = 0.25.
    //  (0,4)+---+(2,4)
    //       |   |
    //       |   +-------+(4,2)
    //       |    (2,2)  |
    //  (0,0)+-----------+(4,0)
    // The mitred offset (every edge moved in by δ, sharp corners) is the L with arms
    // [δ,4−δ]×[δ,2−δ] and [δ,2−δ]×[2−δ,4−δ]:
    //   3.5 × 1.5 + 1.5 × 2 = 5.25 + 3 = 8.25.
    // The exact erosion also keeps the square [2−δ,2]² minus the quarter disc of radius δ
    // round the reflex vertex (2,2): + δ²(1 − π/4) = 0.0625 × 0.21460 = 0.013413.
    // So 8.25 ≤ area ≤ 8.263413, and the point (1.77,1.77), 0.325 from (2,2), is kept,
    // while (1.9,1.9), 0.141 from (2,2), is not.
    const double delta = 0.25;
    const Polygon ell{{0, 0}, {4, 0}, {4, 2}, {2, 2}, {2, 4}, {0, 4}};
    const Polygon e = cdo::erode(ell, delta);
    REQUIRE(e.size() >= 6);
    const double exact = 8.25 + delta * delta * (1 - std::numbers::pi / 4);
    CHECK(gt::polyArea(e) >= 8.25);
    CHECK(gt::polyArea(e) <= exact + 1e-12);
    CHECK(gt::polyArea(e) == Approx(exact).epsilon(1e-3));
    CHECK(cdo::isSimple(e));
    CHECK(cdo::pointInPolygon({1.77, 1.77}, e));
    CHECK_FALSE(cdo::pointInPolygon({1.9, 1.9}, e));
    CHECK_FALSE(cdo::pointInPolygon({3, 3}, e));
    CHECK(cdo::pointInPolygon({1, 3.74}, e));
    CHECK_FALSE(cdo::pointInPolygon({1, 3.76}, e));
    // Never larger than the exact erosion: every vertex is in the L, δ from its boundary.
    for (Vec2 p : e) {
        CAPTURE(p.x);
        CAPTURE(p.y);
        CHECK(cdo::pointInPolygon(p, ell));
        CHECK(boundaryDistance(p, ell) >= delta * (1 - 1e-9));
    }
}

TEST_CASE("segmentReachesDepth: a U shape, its arms, the room round a reflex corner") {
    // The U, open at the top, arms 2 wide, the gap between them [2,4] × [1,4]:
    //  (0,4)+---+(2,4) (4,4)+---+(6,4)
    //       |   |           |   |
    //       |   +-----------+   |        depth δ: a point inside, at least δ from every edge
    //       |  (2,1)     (4,1)  |
    //  (0,0)+-------------------+(6,0)
    const Polygon u{{0, 0}, {6, 0}, {6, 4}, {4, 4}, {4, 1}, {2, 1}, {2, 4}, {0, 4}};
    auto reaches = [&](Vec2 a, Vec2 b, double depth) {
        return cdo::segmentReachesDepth(a, b, u, depth);
    };
    // Across both arms at y = 2.5: the middle of the left arm, x = 1, is 1 from its sides and
    // 1.5 from the top. Depth 1 is reached (exactly: a touch counts); 1.01 is not.
    CHECK(reaches({-1, 2.5}, {7, 2.5}, 0.5));
    CHECK(reaches({-1, 2.5}, {7, 2.5}, 1.0));
    CHECK_FALSE(reaches({-1, 2.5}, {7, 2.5}, 1.01));
    // Along the base at y = 0.5: 0.5 from the bottom everywhere, and 0.5 from the gap's floor
    // y = 1 between x = 2 and 4. Depth 0.5 exactly: reached; a millionth more: not.
    CHECK(reaches({-1, 0.5}, {7, 0.5}, 0.5));
    CHECK_FALSE(reaches({-1, 0.5}, {7, 0.5}, 0.500001));
    // Through the gap only (x = 3, y from 1.5 up to 5): never inside the U.
    CHECK_FALSE(reaches({3, 1.5}, {3, 5}, 0.01));
    // Round the reflex corner (2, 1), where the shrunk U is bounded by an arc of radius δ:
    // along y = 0.8 from x = 2.2 leftwards, a point (x, 0.8) with x < 2 is
    // √((2 − x)² + 0.2²) from the corner, 0.8 from the bottom, farther from the rest; right
    // of x = 2 it is 0.2 under the gap's floor. With δ = 0.25: ending at x = 1.84 reaches
    // √(0.0256 + 0.04) = 0.2561; ending at x = 1.86 gets no deeper than
    // √(0.0196 + 0.04) = 0.2441.
    CHECK(reaches({2.2, 0.8}, {1.84, 0.8}, 0.25));
    CHECK_FALSE(reaches({2.2, 0.8}, {1.86, 0.8}, 0.25));
    // A point (a segment of no length) at the left arm's centre (1, 2.5): depth 1 exactly.
    CHECK(reaches({1, 2.5}, {1, 2.5}, 1.0));
    CHECK_FALSE(reaches({1, 2.5}, {1, 2.5}, 1.0001));
    // Wholly outside, and too few vertices.
    CHECK_FALSE(reaches({10, 10}, {12, 12}, 0.01));
    CHECK_FALSE(cdo::segmentReachesDepth({0, 0}, {1, 1}, Polygon{{0, 0}, {1, 1}}, 0.01));
}

TEST_CASE("segmentReachesDepth: a neck thinner than 2δ is not crossed, the blobs are reached") {
    // Two 2 × 2 blobs joined by a neck 0.015 wide (y 0.9925 to 1.0075). Across the neck at
    // x = 2.5 a point is at most 0.0075 from an edge: depth 0.01 is not reached. Along the
    // neck's middle from one blob to the other the blobs' middles are 1 deep.
    const Polygon dumbbell{{0, 0}, {2, 0}, {2, 0.9925}, {3, 0.9925}, {3, 0}, {5, 0},
                           {5, 2}, {3, 2}, {3, 1.0075}, {2, 1.0075}, {2, 2}, {0, 2}};
    CHECK_FALSE(cdo::segmentReachesDepth({2.5, 0.5}, {2.5, 1.5}, dumbbell, 0.01));
    CHECK(cdo::segmentReachesDepth({2.5, 0.5}, {2.5, 1.5}, dumbbell, 0.0075));
    CHECK(cdo::segmentReachesDepth({0.5, 1}, {4.5, 1}, dumbbell, 0.01));
    CHECK_FALSE(cdo::segmentReachesDepth({2.2, 1}, {2.8, 1}, dumbbell, 0.01));
}

TEST_CASE("isSimple: a bow-tie crosses itself") {
    // (0,2)   (2,2)
    //     \ /
    //      X       edges (0,0)-(2,2) and (2,0)-(0,2) cross at (1,1)
    //     / \.
    // (0,0)   (2,0)
    CHECK_FALSE(cdo::isSimple(Polygon{{0, 0}, {2, 2}, {2, 0}, {0, 2}}));
    CHECK(cdo::isSimple(Polygon{{0, 0}, {2, 0}, {2, 2}, {0, 2}}));
    CHECK(cdo::isSimple(Polygon{{0, 0}, {4, 0}, {4, 2}, {2, 2}, {2, 4}, {0, 4}}));
    // A spike that doubles back along its own edge is not simple either.
    CHECK_FALSE(cdo::isSimple(Polygon{{0, 0}, {4, 0}, {2, 0}, {2, 2}}));
}

TEST_CASE("facing and right vectors follow the compass convention") {
    // 0 faces +y, 90 faces +x; r = (cos θ, −sin θ) is the right hand.
    CHECK(cdo::facingVector(0) == Vec2{0, 1});
    CHECK(cdo::facingVector(90) == Vec2{1, 0});
    CHECK(cdo::facingVector(180) == Vec2{0, -1});
    CHECK(cdo::facingVector(270) == Vec2{-1, 0});
    CHECK(cdo::rightVector(0) == Vec2{1, 0});
    CHECK(cdo::rightVector(90) == Vec2{0, -1});
    // A 2.5 × 1 base at (10,10) facing 90: front edge at x = 10.5, FL up (+y) since the
    // right hand points −y.
    const cdo::gt::BaseCorners c = cdo::gt::baseCorners({10, 10}, 90, 2.5, 1);
    CHECK(c.fl == Vec2{10.5, 11.25});
    CHECK(c.fr == Vec2{10.5, 8.75});
    CHECK(c.rl == Vec2{9.5, 11.25});
    CHECK(c.rr == Vec2{9.5, 8.75});
    CHECK(cdo::signedArea(std::span<const Vec2>(c.polygon())) > 0);
}
