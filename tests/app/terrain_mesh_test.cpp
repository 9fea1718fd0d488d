// The fill of terrain and arcs: the core's convex pieces, fanned into triangles.
#include "app/render.h"

#include <doctest/doctest.h>

#include <cmath>

using cdo::Polygon;
using cdo::app::fillTriangles;

namespace {

double area(const std::vector<cdo::app::Triangle>& tris) {
    double a = 0;
    for (const auto& t : tris)
        a += std::abs(cdo::cross(t[1] - t[0], t[2] - t[0])) / 2;
    return a;
}

} // namespace

TEST_CASE("fill: a square is two triangles of its area, either orientation") {
    const Polygon ccw{{0, 0}, {4, 0}, {4, 4}, {0, 4}};
    CHECK(fillTriangles(ccw).size() == 2);
    CHECK(area(fillTriangles(ccw)) == doctest::Approx(16));
    const Polygon cw{{0, 0}, {0, 4}, {4, 4}, {4, 0}};
    CHECK(area(fillTriangles(cw)) == doctest::Approx(16));
}

TEST_CASE("fill: a concave L-shaped wood is covered exactly, nothing outside it") {
    // 6 × 2 bar plus a 2 × 4 leg: 12 + 8 = 20 square inches.
    const Polygon l{{0, 0}, {6, 0}, {6, 2}, {2, 2}, {2, 6}, {0, 6}};
    const auto tris = fillTriangles(l);
    CHECK(tris.size() == 4); // n − 2
    CHECK(area(tris) == doctest::Approx(20));
    for (const auto& t : tris) {
        const cdo::Vec2 c = (t[0] + t[1] + t[2]) * (1.0 / 3);
        CHECK(cdo::pointInPolygon(c, l));
    }
}

TEST_CASE("fill: a point typed on a straight side adds no sliver, too few points give nothing") {
    const Polygon square{{0, 0}, {2, 0}, {4, 0}, {4, 4}, {0, 4}};
    CHECK(fillTriangles(square).size() == 2);
    CHECK(area(fillTriangles(square)) == doctest::Approx(16));
    CHECK(fillTriangles(Polygon{{0, 0}, {1, 1}}).empty());
}

TEST_CASE("fill: the terrain mesh has the outline and the hill's top of every piece") {
    cdo::Scenario s;
    s.tableWidth = 72;
    s.tableDepth = 48;
    cdo::Terrain hill;
    hill.id = "hill";
    hill.kind = cdo::TerrainKind::Hill;
    hill.outline = {{4, 28}, {18, 28}, {20, 36}, {6, 38}};
    hill.top = {{9, 31}, {15, 31}, {15, 34}, {9, 34}};
    s.terrain.push_back(hill);
    const cdo::gt::Table table(s);
    cdo::app::TerrainMesh mesh;
    mesh.build(table);
    REQUIRE(mesh.outline.size() == 1);
    CHECK(area(mesh.outline[0]) == doctest::Approx(std::abs(cdo::signedArea(hill.outline))));
    CHECK(area(mesh.top[0]) == doctest::Approx(18));
}

TEST_CASE("app: blocked lines, blockers and invalid marks stand out on the cloth (WCAG 3:1)") {
    using namespace cdo::app;
    CHECK(contrastRatio(sf::Color::Black, sf::Color::White) == doctest::Approx(21).epsilon(0.01));
    // The colours alone are about as light as the cloth: their dark outline is what shows.
    CHECK(contrastRatio(colours::sightBlocked, colours::cloth) < 3);
    CHECK(contrastRatio(colours::outline, colours::cloth) >= 3);
    CHECK(contrastRatio(colours::outline, colours::sightBlocked) >= 3);
    CHECK(contrastRatio(colours::outline, colours::blocker) >= 3);
    CHECK(contrastRatio(colours::outline, colours::invalidTarget) >= 3);
}
