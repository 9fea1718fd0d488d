// The fill of terrain and arcs: the core's convex pieces, fanned into triangles.
#include "app/sfml_pixels.h"
#include "app/view/render.h"

#include "skip.h"

#include <SFML/Graphics.hpp>

#include <doctest/doctest.h>

#include <algorithm>
#include <cmath>
#include <cstdlib>
#include <string>

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
    s.gt().tableWidth = 72;
    s.gt().tableDepth = 48;
    cdo::Terrain hill;
    hill.id = "hill";
    hill.kind = cdo::TerrainKind::Hill;
    hill.outline = {{4, 28}, {18, 28}, {20, 36}, {6, 38}};
    hill.top = {{9, 31}, {15, 31}, {15, 34}, {9, 34}};
    s.gt().terrain.push_back(hill);
    const cdo::gt::Table table(s);
    cdo::app::TerrainMesh mesh;
    mesh.build(table);
    REQUIRE(mesh.outline.size() == 1);
    CHECK(area(mesh.outline[0]) == doctest::Approx(std::abs(cdo::signedArea(hill.outline))));
    CHECK(area(mesh.top[0]) == doctest::Approx(18));
}

TEST_CASE("app: blocked lines, blockers and invalid marks stand out on the cloth (WCAG 3:1)") {
    using namespace cdo::app;
    CHECK(contrastRatio(cdo::app::Colour::Black, cdo::app::Colour::White) ==
          doctest::Approx(21).epsilon(0.01));
    // The colours alone are about as light as the cloth: their dark outline is what shows.
    CHECK(contrastRatio(colours::sightBlocked, colours::cloth) < 3);
    CHECK(contrastRatio(colours::outline, colours::cloth) >= 3);
    CHECK(contrastRatio(colours::outline, colours::sightBlocked) >= 3);
    CHECK(contrastRatio(colours::outline, colours::blocker) >= 3);
    CHECK(contrastRatio(colours::outline, colours::invalidTarget) >= 3);
}

namespace {

// How a deuteranope (no green cones) sees an sRGB colour: Machado, Oliveira and Fernandes
// (2009), severity 1, applied in linear RGB.
cdo::app::Colour asDeuteranope(cdo::app::Colour c) {
    auto lin = [](sf::Uint8 v) {
        const double s = v / 255.0;
        return s <= 0.04045 ? s / 12.92 : std::pow((s + 0.055) / 1.055, 2.4);
    };
    auto enc = [](double l) {
        l = std::clamp(l, 0.0, 1.0);
        const double s = l <= 0.0031308 ? 12.92 * l : 1.055 * std::pow(l, 1 / 2.4) - 0.055;
        return static_cast<sf::Uint8>(std::lround(s * 255));
    };
    const double r = lin(c.r), g = lin(c.g), b = lin(c.b);
    return {enc(0.367322 * r + 0.860646 * g - 0.227968 * b),
            enc(0.280085 * r + 0.672501 * g + 0.047413 * b),
            enc(-0.011820 * r + 0.042940 * g + 0.968881 * b)};
}

double apart(cdo::app::Colour a, cdo::app::Colour b) { // Euclidean, in sRGB steps
    return std::hypot(double(a.r) - b.r, double(a.g) - b.g, double(a.b) - b.b);
}

} // namespace

TEST_CASE("app: every theme's text reads on its panels (4.5:1) and its lines and rings on its "
          "cloth (3:1, alone or on their dark casing)") {
    using namespace cdo::app;
    for (Theme t : {Theme::Standard, Theme::Daylight, Theme::ColourBlind}) {
        CAPTURE(std::string(toString(t)));
        const Palette& P = paletteOf(t);
        // WCAG 2 text: 4.5:1 for the panels' words, the verdicts' colours and map labels.
        CHECK(contrastRatio(P.panelText, P.panel) >= 4.5);
        CHECK(contrastRatio(P.good, P.panel) >= 4.5);
        CHECK(contrastRatio(P.bad, P.panel) >= 4.5);
        CHECK(contrastRatio(P.warn, P.panel) >= 4.5);
        CHECK(contrastRatio(P.sightClear, P.panel) >= 4.5); // the sight lines' words
        CHECK(contrastRatio(P.bad, P.panel) >= 4.5);        // blocked lines are said in `bad`
        CHECK(contrastRatio(P.enfilade, P.panel) >= 4.5);
        const cdo::app::Colour labelBack =
            cdo::app::Colour(P.labelBack.r, P.labelBack.g, P.labelBack.b);
        CHECK(contrastRatio(P.labelInk, labelBack) >= 4.5);
        // The casing itself stands out on the cloth.
        CHECK(contrastRatio(P.outline, P.cloth) >= 3);
        // Every line and ring a ruling is read by: on the cloth alone, else on its casing
        // (render.cpp draws the casing exactly when needsCasing says so).
        for (cdo::app::Colour ink : {P.sightClear, P.enfilade, P.rangeLine, P.closeCall,
                                     P.validTarget, P.selection, cdo::app::Colour::White}) {
            const std::string rgb =
                std::to_string(ink.r) + "," + std::to_string(ink.g) + "," + std::to_string(ink.b);
            CAPTURE(rgb);
            if (needsCasing(ink, P))
                CHECK(contrastRatio(ink, P.outline) >= 3);
            else
                CHECK(contrastRatio(ink, P.cloth) >= 3);
        }
        // Blocked lines, blockers and invalid targets are always cased (and dashed or crossed).
        for (cdo::app::Colour ink : {P.sightBlocked, P.blocker, P.invalidTarget}) {
            const std::string rgb =
                std::to_string(ink.r) + "," + std::to_string(ink.g) + "," + std::to_string(ink.b);
            CAPTURE(rgb);
            CHECK(contrastRatio(ink, P.outline) >= 3);
        }
        // The arc's edge and the range bands in daylight: on the pale cloth as they are.
        if (t == Theme::Daylight) {
            CHECK(contrastRatio(P.arcEdge, P.cloth) >= 3);
            CHECK(contrastRatio(P.rangeBand, P.cloth) >= 3);
            CHECK(contrastRatio(P.sightClear, P.cloth) >= 3);
            CHECK(contrastRatio(P.validTarget, P.cloth) >= 3);
        }
    }
}

TEST_CASE("app: the colour-blind and daylight palettes keep valid from invalid and clear from "
          "blocked apart for a deuteranope, the standard one by shape only") {
    using namespace cdo::app;
    // Simulated, the Okabe-Ito blue and vermillion stay over 200 steps apart; the standard red
    // and green fall to about 80-110, which is why every theme also crosses invalid targets
    // and dashes blocked lines.
    for (Theme t : {Theme::Daylight, Theme::ColourBlind}) {
        CAPTURE(std::string(toString(t)));
        const Palette& P = paletteOf(t);
        CHECK(apart(asDeuteranope(P.validTarget), asDeuteranope(P.invalidTarget)) > 150);
        CHECK(apart(asDeuteranope(P.sightClear), asDeuteranope(P.sightBlocked)) > 150);
        CHECK(apart(asDeuteranope(P.selection), asDeuteranope(P.invalidTarget)) > 100);
    }
    const Palette& S = paletteOf(Theme::Standard);
    CHECK(apart(asDeuteranope(S.validTarget), asDeuteranope(S.invalidTarget)) < 150);
    CHECK(apart(asDeuteranope(S.sightClear), asDeuteranope(S.sightBlocked)) < 150);
}

TEST_CASE("render: a batch is drawn in runs, opaque ones apart from translucent ones, in order") {
    // Two opaque triangles, a translucent one, an opaque one: three runs (opaque, blended,
    // opaque), so that what was laid later still covers what was laid before it.
    cdo::app::Batch b;
    CHECK(b.runCount() == 0);
    b.triangle({0, 0}, {1, 0}, {0, 1}, cdo::app::Colour(10, 20, 30));
    b.quad({0, 0}, {1, 0}, {1, 1}, {0, 1}, cdo::app::Colour(10, 20, 30)); // two more triangles
    CHECK(b.runCount() == 1);
    b.triangle({0, 0}, {1, 0}, {0, 1}, cdo::app::Colour(10, 20, 30, 110));
    b.triangle({0, 0}, {1, 0}, {0, 1}, cdo::app::Colour(10, 20, 30));
    CHECK(b.runCount() == 3);
    CHECK(b.vertexCount() == 15); // 5 triangles
    b.clear();
    CHECK(b.runCount() == 0);
    CHECK(b.vertexCount() == 0);
}

TEST_CASE("render: a batch's runs give the picture blending every triangle in order would") {
    // Drawn on white, each a band 0..40 x 0..10 px: red opaque over the whole band, then blue
    // at alpha 128 over x 0..20, then green opaque over x 0..10. Blending in order: x 5 is
    // green (the last laid covers), x 15 is blue over red, 128/255 of the way: (255 * 127 /
    // 255, 0, 255 * 128 / 255) = (127, 0, 128) within a level of rounding, x 30 red. An
    // opaque run drawn before the translucent one, or the translucent one unblended (x 15
    // pure blue), fails.
    if (std::getenv("DISPLAY") == nullptr)
        cdo::test::skip("DISPLAY is not set: run the tests under xvfb-run (tools/test does)");
    const auto rt = cdo::app::platform().makeOffscreen(40, 10);
    REQUIRE(rt);
    rt->clear(cdo::app::Colour::White);
    cdo::app::Batch b;
    b.rect({0, 0}, {40, 10}, cdo::app::Colour(255, 0, 0));
    b.rect({0, 0}, {20, 10}, cdo::app::Colour(0, 0, 255, 128));
    b.rect({0, 0}, {10, 10}, cdo::app::Colour(0, 255, 0));
    b.draw(*rt);
    const cdo::app::Image img = rt->read();
    REQUIRE(img.width == 40);
    REQUIRE(img.height == 10);
    const auto near = [&](unsigned x, unsigned y, cdo::app::Colour c) {
        const std::uint8_t* p = &img.rgba[(std::size_t(y) * img.width + x) * 4];
        return std::abs(int(p[0]) - c.r) <= 1 && std::abs(int(p[1]) - c.g) <= 1 &&
               std::abs(int(p[2]) - c.b) <= 1;
    };
    CHECK(near(5, 5, cdo::app::Colour(0, 255, 0)));
    CHECK(near(15, 5, cdo::app::Colour(127, 0, 128)));
    CHECK(near(30, 5, cdo::app::Colour(255, 0, 0)));
}
