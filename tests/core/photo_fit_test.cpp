// Fit to photo: bases found where the photo shows them, from a start a finger's drop away,
// and refused in words where the photo cannot say. The photo is tests/photo_fixture.h's: a
// known table with coloured bases, taken by a pinhole camera at an angle.
#include "core/photo_fit.h"

#include "photo_fixture.h"

#include <doctest/doctest.h>

#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdint>
#include <random>
#include <vector>

using cdo::BaseFit;
using cdo::BasePose;
using cdo::Vec2;

namespace {

// The photo's pixels as the app hands them: RGB bytes, row by row.
struct Photo {
    cdo::test::Picture picture;
    std::vector<std::uint8_t> bytes;
    cdo::ImageView view() const { return {picture.width, picture.height, 3, bytes.data()}; }
};

// Each pixel the mean of 4 x 4 points over it, as a camera's sensor sums the light.
Photo take(const cdo::test::PinholeCamera& cam, const std::vector<cdo::test::PhotoBase>& bases,
           int samples = 4) {
    Photo p;
    p.picture = cdo::test::photograph(cam, 72, 48, bases, samples);
    p.bytes.reserve(p.picture.pixels.size() * 3);
    for (const cdo::test::Rgb c : p.picture.pixels)
        p.bytes.insert(p.bytes.end(), {c.r, c.g, c.b});
    return p;
}

// The camera's own map from the table to its picture: a pinhole's view of a plane is a
// homography, so four table points and where the camera puts them give it exactly.
cdo::Homography cameraMap(const cdo::test::PinholeCamera& cam) {
    std::vector<cdo::PhotoMark> marks;
    for (const Vec2 t : {Vec2{0, 0}, Vec2{72, 0}, Vec2{72, 48}, Vec2{0, 48}})
        marks.push_back({cam.project(t), t});
    return cdo::fitPhoto(marks).toImage;
}

double turnBetween(double a, double b) {
    const double d = std::fmod(std::abs(a - b), 360.0);
    return std::min(d, 360 - d);
}

} // namespace

TEST_CASE("photo fit: every base of the photo, started 1\" off and 12-20° turned, is found "
          "within 0.05\" and 0.5°") {
    // The truth is where photo_fixture.h drew each base: the photo's pixel is the base's colour
    // exactly where its centre's ray meets the footprint (insideBase), so the base's edges in
    // the picture are the footprint's edges mapped by the camera, to a pixel's quantisation.
    // Base i starts 1" off toward 17° + 60° i (compass: (sin, cos)) and turned by
    // ±(12 + 1.6 i)° (signs alternating): 12, -13.6, 15.2, -16.8, 18.4, -20. Where a base
    // faces 180 the start faces 195.2: the truth kept is 180, the facing within the search's
    // 30° (a rectangle turned 180° looks the same: 0 would look as good, and is not kept).
    const auto cam = cdo::test::tableCamera();
    const auto bases = cdo::test::photoBases();
    const Photo photo = take(cam, bases);
    const cdo::Homography map = cameraMap(cam);
    double slowest = 0;
    for (std::size_t i = 0; i < bases.size(); ++i) {
        const auto& b = bases[i];
        const double dir = 17 + 60.0 * double(i);
        const double turn = (i % 2 ? -1 : 1) * (12 + 1.6 * double(i));
        const BasePose start{b.at + cdo::facingVector(dir) * 1.0, b.facing + turn};
        const auto t0 = std::chrono::steady_clock::now();
        const BaseFit f = cdo::fitBaseToPhoto(photo.view(), map, b.size, start);
        const double ms =
            std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - t0)
                .count();
        slowest = std::max(slowest, ms);
        INFO("base " << i << ": " << f.refused << " at " << f.pose.at.x << ", " << f.pose.at.y
                     << " facing " << f.pose.facing << " contrast " << f.contrast << " margin "
                     << f.margin << " in " << ms << " ms");
        REQUIRE(f.fitted);
        CHECK(cdo::dist(f.pose.at, b.at) <= 0.05);
        CHECK(turnBetween(f.pose.facing, b.facing) <= 0.5);
        // What it did, as the panel says it: moved about 1", turned back by the start's turn.
        CHECK(f.moved == doctest::Approx(1.0).epsilon(0.05));
        CHECK(f.turned == doctest::Approx(-turn).epsilon(0.05));
        CHECK(f.contrast > cdo::kFitMinContrast);
        CHECK(f.weakestEdge >= cdo::kFitMinEdgeShare);
        CHECK(f.margin >= cdo::kFitMinMargin);
        MESSAGE("base " << i << " off by " << cdo::dist(f.pose.at, b.at) << "\", "
                        << turnBetween(f.pose.facing, b.facing) << "°; contrast " << f.contrast
                        << ", margin " << f.margin << "; " << ms << " ms");
    }
    MESSAGE("slowest fit: " << slowest << " ms");
}

TEST_CASE("photo fit: on a picture of hard pixel stairs (each pixel one point) every base is "
          "still found within 0.1\" and 2.5°") {
    // photograph() with one sample a pixel: an edge is a stair of whole pixels, unlike any
    // camera's. The stairs of the far, small bases (10 pixels an inch: the 1.5" x 1" yellow
    // one is 15 x 5 pixels) leave the facing to a couple of degrees; measured 0.05" and 2.1°
    // at worst, bound here at 0.1" and 2.5°.
    const auto cam = cdo::test::tableCamera();
    const auto bases = cdo::test::photoBases();
    const Photo photo = take(cam, bases, 1);
    const cdo::Homography map = cameraMap(cam);
    for (std::size_t i = 0; i < bases.size(); ++i) {
        const auto& b = bases[i];
        const double turn = (i % 2 ? -1 : 1) * (12 + 1.6 * double(i));
        const BasePose start{b.at + cdo::facingVector(17 + 60.0 * double(i)) * 1.0,
                             b.facing + turn};
        const BaseFit f = cdo::fitBaseToPhoto(photo.view(), map, b.size, start);
        INFO("base " << i << ": " << f.refused);
        REQUIRE(f.fitted);
        CHECK(cdo::dist(f.pose.at, b.at) <= 0.1);
        CHECK(turnBetween(f.pose.facing, b.facing) <= 2.5);
        MESSAGE("hard stairs, base " << i << " off by " << cdo::dist(f.pose.at, b.at) << "\", "
                                     << turnBetween(f.pose.facing, b.facing) << "°");
    }
}

TEST_CASE("photo fit: with noise in every pixel (±10 levels a channel, as a phone's) every base "
          "is still found within 0.05\" and 0.5°, and bare cloth is refused") {
    // The same photo, each channel of each pixel moved by a uniform draw in [-10, 10]
    // (mt19937, seed 1809): measured 0.004" and 0.42° at worst (the far 3" x 1" base).
    const auto cam = cdo::test::tableCamera();
    const auto bases = cdo::test::photoBases();
    Photo photo = take(cam, bases);
    std::mt19937 rng(1809);
    std::uniform_int_distribution<int> noise(-10, 10);
    for (std::uint8_t& v : photo.bytes)
        v = std::uint8_t(std::clamp(int(v) + noise(rng), 0, 255));
    const cdo::Homography map = cameraMap(cam);
    for (std::size_t i = 0; i < bases.size(); ++i) {
        const auto& b = bases[i];
        const double turn = (i % 2 ? -1 : 1) * (12 + 1.6 * double(i));
        const BasePose start{b.at + cdo::facingVector(17 + 60.0 * double(i)) * 1.0,
                             b.facing + turn};
        const BaseFit f = cdo::fitBaseToPhoto(photo.view(), map, b.size, start);
        INFO("base " << i << ": " << f.refused);
        REQUIRE(f.fitted);
        CHECK(cdo::dist(f.pose.at, b.at) <= 0.05);
        CHECK(turnBetween(f.pose.facing, b.facing) <= 0.5);
    }
    // The noise's own steps on bare cloth: about 0.02 of full scale, under the 0.06 trusted.
    const BaseFit cloth = cdo::fitBaseToPhoto(photo.view(), map, {2, 1}, {{28, 30}, 0});
    CHECK_FALSE(cloth.fitted);
    CHECK(cloth.contrast < cdo::kFitMinContrast);
}

TEST_CASE("photo fit: a base of the wrong size, or bare cloth, is refused in words and not "
          "moved") {
    const auto cam = cdo::test::tableCamera();
    const auto bases = cdo::test::photoBases();
    const Photo photo = take(cam, bases);
    const cdo::Homography map = cameraMap(cam);
    // The red base is 2" x 1" at (36, 20) facing 0. A 3" x 1" footprint over it has its ends
    // on cloth (no step across them); a 2" x 2" one its back on cloth; a 1.5" x 1" one an end
    // inside the red.
    const BasePose start{{36.3, 20.2}, 5};
    for (const Vec2 size : {Vec2{3, 1}, Vec2{2, 2}, Vec2{1.5, 1}}) {
        INFO(size.x << " x " << size.y);
        const BaseFit f = cdo::fitBaseToPhoto(photo.view(), map, size, start);
        CHECK_FALSE(f.fitted);
        CHECK(f.refused.find("edge does not show in the photo") != std::string::npos);
        CHECK(f.pose.at.x == start.at.x);
        CHECK(f.pose.facing == start.facing);
    }
    // A 1" x 1" one fits either end of the red, as well (or, turned, is at the search's edge):
    // refused whichever it says, and not moved.
    const BaseFit square = cdo::fitBaseToPhoto(photo.view(), map, {1, 1}, start);
    CHECK_FALSE(square.fitted);
    CHECK_FALSE(square.refused.empty());
    CHECK(square.pose.at.x == start.at.x);
    // Bare cloth at (28, 30): the nearest base (36, 20) is over 12" away.
    const BaseFit cloth = cdo::fitBaseToPhoto(photo.view(), map, {2, 1}, {{28, 30}, 0});
    CHECK_FALSE(cloth.fitted);
    CHECK(cloth.refused.find("the photo shows no base edge there (contrast 0.00, at least 0.06 "
                             "needed)") == 0);
}

TEST_CASE("photo fit: a base further off than the search reaches is refused, not moved to a "
          "wrong place") {
    const auto cam = cdo::test::tableCamera();
    const Photo photo = take(cam, cdo::test::photoBases());
    const cdo::Homography map = cameraMap(cam);
    // The red base (36, 20), 2" x 1": started 2.5" to its right the search (1.5") reaches
    // only its end, 4" away only cloth.
    for (const double off : {2.5, 4.0}) {
        INFO(off);
        const BasePose start{{36 + off, 20}, 0};
        const BaseFit f = cdo::fitBaseToPhoto(photo.view(), map, {2, 1}, start);
        CHECK_FALSE(f.fitted);
        CHECK(f.pose.at.x == start.at.x);
        CHECK_FALSE(f.refused.empty());
        MESSAGE(off << "\": " << f.refused);
    }
    // 1.8" to its right the best the search finds is the base itself, beyond its reach: said so.
    const BaseFit far = cdo::fitBaseToPhoto(photo.view(), map, {2, 1}, {{37.8, 20}, 0});
    CHECK_FALSE(far.fitted);
    CHECK(far.refused.find("at the edge of the search (1.5\", 30°)") != std::string::npos);
    // A wider search reaches it.
    const BaseFit wide = cdo::fitBaseToPhoto(photo.view(), map, {2, 1}, {{37.8, 20}, 0}, {3, 30});
    REQUIRE(wide.fitted);
    CHECK(cdo::dist(wide.pose.at, {36, 20}) <= 0.05);
}

TEST_CASE("photo fit: near the photo's edge a base is found, across it refused") {
    // The test camera with a narrower picture (1000 px instead of 1600, the same focal and
    // middle on the axis): 300 px are cut off either side, so the table's left part is out
    // of the picture. Where the picture's left border crosses the line y = 20 on the table is
    // found by bisection on the camera's projection (x where project(x, y).x = 0); the
    // border is not square to the table, so at y = 30 it is elsewhere.
    auto cam = cdo::test::tableCamera();
    cam.width = 1000;
    const auto borderAt = [&](double y) {
        double lo = 0, hi = 36;
        for (int k = 0; k < 60; ++k) {
            const double mid = (lo + hi) / 2;
            (cam.project({mid, y}).x < 0 ? lo : hi) = mid;
        }
        return lo;
    };
    const double border = borderAt(20);
    REQUIRE(border > 3);
    REQUIRE(border < 30);
    // One 2" x 1" base facing 0 with its left edge 1" inside the border (centre border + 2),
    // one straddling it (centre on the border at y = 30, plus 0.2").
    const cdo::test::PhotoBase inside{{border + 2, 20}, 0, {2, 1}, {230, 40, 40}};
    const cdo::test::PhotoBase across{{borderAt(30) + 0.2, 30}, 0, {2, 1}, {40, 40, 230}};
    const Photo photo = take(cam, {inside, across});
    const cdo::Homography map = cameraMap(cam);
    // Started 0.5" right and 0.3" up, turned 10°: the search reaches past the border, where
    // poses are skipped, not scored.
    const BaseFit f =
        cdo::fitBaseToPhoto(photo.view(), map, {2, 1}, {inside.at + Vec2{0.5, 0.3}, 10});
    INFO(f.refused);
    REQUIRE(f.fitted);
    CHECK(cdo::dist(f.pose.at, inside.at) <= 0.05);
    CHECK(turnBetween(f.pose.facing, 0) <= 0.5);
    const BaseFit g = cdo::fitBaseToPhoto(photo.view(), map, {2, 1}, {across.at, 0});
    CHECK_FALSE(g.fitted);
    CHECK(g.refused == "the base is partly outside the photo: its edges cannot all be seen");
    // Wholly beyond the border: no photo there at all.
    const BaseFit none = cdo::fitBaseToPhoto(photo.view(), map, {2, 1}, {{border - 6, 20}, 0});
    CHECK(none.refused ==
          "no photo under the base (the photo does not show this part of the table)");
}

TEST_CASE("photo fit: a base found facing north is given facing 0, not a hair under 360") {
    // A flat photo from straight above, 20 pixels an inch (the map is a plain scale): grey
    // cloth, a red 1.5" square centred at (20, 15) facing 0 (x 19.25 to 20.75, y 14.25 to
    // 15.75: pixels 385 to 414 and 285 to 314). Started 0.64" off and 8° turned, the fit finds
    // it; its climb ends a rounding error either side of 0°, and a facing of
    // 359.99999999999994 would read "360.0" in the unit's panel and be saved so.
    const int w = 800, h = 600;
    std::vector<std::uint8_t> px(std::size_t(w) * h * 3, 100);
    for (int y = 285; y < 315; ++y)
        for (int x = 385; x < 415; ++x) {
            std::uint8_t* p = &px[(std::size_t(y) * w + std::size_t(x)) * 3];
            p[0] = 250, p[1] = 20, p[2] = 20;
        }
    cdo::Homography scale;
    scale.m = {20, 0, 0, 0, 20, 0, 0, 0, 1};
    const BaseFit f =
        cdo::fitBaseToPhoto({w, h, 3, px.data()}, scale, {1.5, 1.5}, {{20.5, 14.6}, 8});
    REQUIRE(f.fitted);
    CHECK(cdo::dist(f.pose.at, {20, 15}) <= 0.01);
    CHECK(f.pose.facing >= 0);
    CHECK(f.pose.facing < 0.01);
}

TEST_CASE("photo fit: a base a few pixels across in the photo is refused as too small, in words") {
    // The test photo is 10 to 19 pixels an inch: a 0.1" x 0.1" base over the red one at
    // (36, 20) is 1 to 2 pixels across, under the 4 needed; its refusal says so (it used to
    // say the best place was at the edge of the search, or two places fitted as well).
    const auto cam = cdo::test::tableCamera();
    const Photo photo = take(cam, cdo::test::photoBases());
    const BaseFit f = cdo::fitBaseToPhoto(photo.view(), cameraMap(cam), {0.1, 0.1}, {{36, 20}, 0});
    CHECK_FALSE(f.fitted);
    CHECK(f.refused.find(" pixels across in the photo: too small to see its edges (at least 4 "
                         "needed)") != std::string::npos);
    CHECK(f.pose.at.x == 36);
}
