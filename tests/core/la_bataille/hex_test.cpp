// L0 The map: printed ids, cube distance, centres and corners of flat and pointy hexes.
#include "core/la_bataille/hex.h"

#include <doctest/doctest.h>

#include <cmath>

using cdo::Vec2;
using cdo::lb::Hex;
using cdo::lb::HexGrid;
using cdo::lb::HexShape;
using cdo::lb::Shift;
using doctest::Approx;

namespace {
constexpr double s3 = 1.7320508075688772;
}

TEST_CASE("lb hex: printed ids, two digits each, three on wide maps") {
    HexGrid g;
    CHECK(g.id({6, 12}) == "0612");
    CHECK(g.parse("0612") == Hex{6, 12});
    CHECK_FALSE(g.parse("612"));
    CHECK_FALSE(g.parse("06a2"));
    CHECK(g.parse("9999") == Hex{99, 99}); // parses; contains() says it is off the map
    CHECK_FALSE(g.contains(Hex{99, 99}));
    HexGrid wide;
    wide.columns = 120;
    CHECK(wide.id({106, 12}) == "106012");
    CHECK(wide.parse("106012") == Hex{106, 12});
    CHECK_FALSE(wide.parse("0612"));
}

TEST_CASE("lb hex: flat hexes with odd columns shifted down") {
    // Columns 1, 3, 5 sit half a hex lower than 2, 4, 6 (y up, row 01 at the top):
    //   centre(c, r) = (1.5 c, -√3 (r + ½ if c odd))
    //      __      __
    //   __/02\__/04\__
    //  /01\__/03\__/05\     0101 (1.5, -1.5√3), 0201 (3, -√3): 0201 is up and right of 0101.
    HexGrid g;
    CHECK(g.centre({1, 1}).x == Approx(1.5));
    CHECK(g.centre({1, 1}).y == Approx(-1.5 * s3));
    CHECK(g.centre({2, 1}).y == Approx(-s3));
    // Neighbours of 0202 (an even, high column).
    CHECK(g.neighbour({2, 2}, 0) == Hex{2, 1}); // side at bearing 0: up
    // 60: up-right. 0202's centre is 2√3 down; the odd column's 0301 is 1.5√3 down.
    CHECK(g.neighbour({2, 2}, 1) == Hex{3, 1});
    CHECK(g.neighbour({2, 2}, 2) == Hex{3, 2}); // 120: 0302, 2.5√3 down
    CHECK(g.neighbour({2, 2}, 3) == Hex{2, 3}); // 180
    CHECK(g.neighbour({2, 2}, 4) == Hex{1, 2}); // 240
    CHECK(g.neighbour({2, 2}, 5) == Hex{1, 1}); // 300
    CHECK(g.neighbour({3, 2}, 1) == Hex{4, 2}); // from a low column, up-right keeps the row
    CHECK(g.neighbour({3, 2}, 5) == Hex{2, 2});
    CHECK(g.neighbour({3, 2}, 2) == Hex{4, 3});
    for (int i = 0; i < 6; ++i) {
        const Hex n = g.neighbour({5, 5}, i);
        CHECK(g.distance({5, 5}, n) == 1);
        CHECK(g.sideToward({5, 5}, n) == i);
        CHECK(g.sideToward(n, {5, 5}) == (i + 3) % 6);
        // The neighbour's centre is √3 away at the side's bearing.
        CHECK(cdo::lb::bearing(g.centre({5, 5}), g.centre(n)) == Approx(g.sideBearing(i)));
        CHECK(cdo::dist(g.centre({5, 5}), g.centre(n)) == Approx(s3));
    }
    // 0101 to 0501: four columns across, staying in row 1: the odd columns zig down and up,
    // so it is 4 hexes; 0101 to 0105 straight down: 4.
    CHECK(g.distance({1, 1}, {5, 1}) == 4);
    CHECK(g.distance({1, 1}, {1, 5}) == 4);
    // 0101 to 0403: three columns right brings the row down by 1 or 2; 0403 is 3 away.
    CHECK(g.distance({1, 1}, {4, 3}) == 3);
    CHECK(g.distance({1, 1}, {4, 4}) == 4);
}

TEST_CASE("lb hex: even shift and pointy hexes") {
    HexGrid even;
    even.shift = Shift::Even;
    CHECK(even.centre({2, 1}).y == Approx(-1.5 * s3)); // even columns low
    CHECK(even.neighbour({2, 2}, 1) == Hex{3, 2});     // from a low column, up-right: same row
    CHECK(even.neighbour({3, 2}, 1) == Hex{4, 1});
    HexGrid p;
    p.shape = HexShape::Pointy;
    // Odd rows shifted right: centre(c, r) = (√3 (c + ½ if r odd), -1.5 r).
    CHECK(p.centre({1, 1}).x == Approx(1.5 * s3));
    CHECK(p.centre({1, 2}).x == Approx(s3));
    CHECK(p.sideBearing(0) == Approx(30));
    CHECK(p.vertexBearing(0) == Approx(0));
    for (int i = 0; i < 6; ++i) {
        const Hex n = p.neighbour({4, 4}, i);
        CHECK(cdo::lb::bearing(p.centre({4, 4}), p.centre(n)) == Approx(p.sideBearing(i)));
        CHECK(p.distance({4, 4}, n) == 1);
    }
}

TEST_CASE("lb hex: corners are shared exactly, bearings name sides and vertices") {
    HexGrid g;
    // Side 1 (bearing 60) of 0505 is side 4 (240) of its neighbour: the same two points.
    const Hex a{5, 5}, b = g.neighbour(a, 1);
    const auto sa = g.sideCorners(a, 1), sb = g.sideCorners(b, 4);
    CHECK(sa[0] == sb[1]);
    CHECK(sa[1] == sb[0]);
    CHECK(g.sideIndex(60) == 1);
    CHECK(g.sideIndex(-300) == 1);
    CHECK(g.sideIndex(30) == -1);
    CHECK(g.vertexIndex(30) == 0);
    CHECK(g.vertexIndex(330) == 5);
    CHECK(g.vertexIndex(45) == -1);
    CHECK(g.hexAt(g.centre({7, 9})) == Hex{7, 9});
    CHECK(g.hexAt(g.centre({7, 9}) + Vec2{0.8, 0.0}) == Hex{7, 9}); // inside, near corner 90
    CHECK_FALSE(g.hexAt({-5, 5}));
    HexGrid p;
    p.shape = HexShape::Pointy;
    p.shift = Shift::Even;
    CHECK(p.hexAt(p.centre({3, 4})) == Hex{3, 4});
    CHECK(p.hexAt(p.centre({3, 5}) + Vec2{0.0, 0.8}) == Hex{3, 5});
}
