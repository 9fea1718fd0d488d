#include "core/grande_tactique/generate.h"

#include "core/grande_tactique/table.h"

#include <doctest/doctest.h>

#include <map>

using namespace cdo::gt;
using cdo::isArtillery, cdo::Scenario, cdo::Terrain, cdo::TerrainKind, cdo::Unit, cdo::UnitType,
    cdo::Vec2;

TEST_CASE("generate: 400 bases, 40 batteries, two sides, on the table") {
    const Scenario s = generateTable();
    CHECK(s.gt().units.size() == 400);
    int guns = 0;
    std::map<std::string, int> sides;
    for (const Unit& u : s.gt().units) {
        guns += isArtillery(u.type);
        ++sides[u.side];
        CHECK(u.at.x >= 0);
        CHECK(u.at.x <= s.gt().tableWidth);
        CHECK(u.at.y >= 0);
        CHECK(u.at.y <= s.gt().tableDepth);
    }
    CHECK(guns == 40);
    CHECK(sides.size() == 2);
    CHECK(sides["french"] == 200);
    CHECK(sides["austrian"] == 200);
    CHECK(s.gt().terrain.size() >= 10);
}

TEST_CASE("generate: the same seed gives the same table, another seed another") {
    const Scenario a = generateTable(), b = generateTable();
    GeneratedTable other;
    other.seed = 7;
    const Scenario c = generateTable(other);
    REQUIRE(a.gt().units.size() == b.gt().units.size());
    bool allSame = true, anyDiffers = false;
    for (std::size_t i = 0; i < a.gt().units.size(); ++i) {
        allSame = allSame && a.gt().units[i].at == b.gt().units[i].at &&
                  a.gt().units[i].type == b.gt().units[i].type;
        anyDiffers = anyDiffers || !(a.gt().units[i].at == c.gt().units[i].at);
    }
    CHECK(allSame);
    CHECK(anyDiffers);
}

TEST_CASE("generate: no two bases overlap") {
    const Scenario s = generateTable();
    const Table t(s);
    int overlaps = 0;
    for (std::size_t i = 0; i < t.units().size(); ++i)
        for (std::size_t j = i + 1; j < t.units().size(); ++j)
            if (dist(t.units()[i].unit->at, t.units()[j].unit->at) < 4 &&
                distance(t.units()[i].base, t.units()[j].base).distance <= 0)
                ++overlaps;
    CHECK(overlaps == 0);
}

TEST_CASE("generate: the table grows with the bases at the same density") {
    // √(800/400) = √2: 120√2 × 72√2 = 169.7 × 101.8 inches; 80 batteries.
    GeneratedTable g;
    g.bases = 800;
    const Scenario s = generateTable(g);
    CHECK(s.gt().units.size() == 800);
    CHECK(s.gt().tableWidth == doctest::Approx(169.7056).epsilon(1e-6));
    CHECK(s.gt().tableDepth == doctest::Approx(101.8234).epsilon(1e-6));
    int guns = 0;
    for (const Unit& u : s.gt().units) {
        guns += isArtillery(u.type);
        CHECK(u.at.y >= 0);
        CHECK(u.at.y <= s.gt().tableDepth);
        CHECK(u.at.x <= s.gt().tableWidth);
    }
    CHECK(guns == 80);
    g.bases = 100;
    const Scenario small = generateTable(g);
    CHECK(small.gt().units.size() == 100);
    CHECK(small.gt().tableWidth == doctest::Approx(60));
    for (const Unit& u : small.gt().units)
        CHECK(u.at.y >= 0);
}
