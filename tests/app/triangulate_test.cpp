#include "app/triangulate.h"

#include <doctest/doctest.h>

#include <cmath>

using cdo::Polygon;
using cdo::app::triangulate;

namespace {

double area(const std::vector<cdo::app::Triangle>& tris) {
    double a = 0;
    for (const auto& t : tris)
        a += std::abs(cdo::cross(t[1] - t[0], t[2] - t[0])) / 2;
    return a;
}

} // namespace

TEST_CASE("triangulate: a square is two triangles of its area, either orientation") {
    const Polygon ccw{{0, 0}, {4, 0}, {4, 4}, {0, 4}};
    CHECK(triangulate(ccw).size() == 2);
    CHECK(area(triangulate(ccw)) == doctest::Approx(16));
    const Polygon cw{{0, 0}, {0, 4}, {4, 4}, {4, 0}};
    CHECK(area(triangulate(cw)) == doctest::Approx(16));
}

TEST_CASE("triangulate: a concave L-shaped wood is covered exactly, nothing outside it") {
    // 6 × 2 bar plus a 2 × 4 leg: 12 + 8 = 20 square inches.
    const Polygon l{{0, 0}, {6, 0}, {6, 2}, {2, 2}, {2, 6}, {0, 6}};
    const auto tris = triangulate(l);
    CHECK(tris.size() == 4); // n − 2
    CHECK(area(tris) == doctest::Approx(20));
    for (const auto& t : tris) {
        const cdo::Vec2 c = (t[0] + t[1] + t[2]) * (1.0 / 3);
        CHECK(cdo::pointInPolygon(c, l));
    }
}

TEST_CASE("triangulate: too few points give nothing") {
    CHECK(triangulate(Polygon{{0, 0}, {1, 1}}).empty());
}
