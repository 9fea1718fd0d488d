// Fit to photo: bases found where the photo shows them, from a start a finger's drop away,
// and refused in words where the photo cannot say. The photo is tests/photo_fixture.h's: a
// known table with coloured bases, taken by a pinhole camera at an angle.
#include "core/photo_fit.h"

#include "photo_fixture.h"

#include <doctest/doctest.h>

#include <algorithm>
#include <array>
#include <chrono>
#include <cmath>
#include <cstdint>
#include <limits>
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
    cdo::FitSearch wider;
    wider.radius = 3;
    const BaseFit wide = cdo::fitBaseToPhoto(photo.view(), map, {2, 1}, {{37.8, 20}, 0}, wider);
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

// An 800 x 600 photo from straight above at 20 pixels an inch (the map a plain scale): grey
// cloth and a red 1.5" square centred at (20, 15) facing 0 (x 19.25 to 20.75, y 14.25 to
// 15.75: pixels 385 to 414 and 285 to 314).
struct RedSquarePhoto {
    static constexpr int w = 800, h = 600;
    std::vector<std::uint8_t> px = std::vector<std::uint8_t>(std::size_t(w) * h * 3, 100);
    cdo::Homography scale;
    RedSquarePhoto() {
        for (int y = 285; y < 315; ++y)
            for (int x = 385; x < 415; ++x) {
                std::uint8_t* p = &px[(std::size_t(y) * w + std::size_t(x)) * 3];
                p[0] = 250, p[1] = 20, p[2] = 20;
            }
        scale.m = {20, 0, 0, 0, 20, 0, 0, 0, 1};
    }
};

TEST_CASE("photo fit: a base found facing north is given facing 0, not a hair under 360") {
    // The red square's photo (RedSquarePhoto). Started 0.64" off and 8° turned, the fit finds
    // it; its climb ends a rounding error either side of 0°, and a facing of
    // 359.99999999999994 would read "360.0" in the unit's panel and be saved so.
    const RedSquarePhoto photo;
    const int w = photo.w, h = photo.h;
    const std::vector<std::uint8_t>& px = photo.px;
    const cdo::Homography& scale = photo.scale;
    const BaseFit f =
        cdo::fitBaseToPhoto({w, h, 3, px.data()}, scale, {1.5, 1.5}, {{20.5, 14.6}, 8});
    REQUIRE(f.fitted);
    CHECK(cdo::dist(f.pose.at, {20, 15}) <= 0.01);
    CHECK(f.pose.facing >= 0);
    CHECK(f.pose.facing < 0.01);
}

TEST_CASE("photo fit: a square looks the same turned 90°: the facing kept is the one nearest the "
          "unit's, within the 30° searched") {
    // The red 1.5" square of the test above, facing 0 (or 90, 180, 270: the photo cannot tell).
    // Started 70° turned, the nearest of those facings is 90°, 20° away (0° is 70° away, past
    // the 30° searched): the fit keeps 90° and turns the unit by 20°, never swings it to 0°.
    // Started 45° turned, 0° and 90° are both 45° away, past the 30° searched: refused, saying so.
    const RedSquarePhoto photo;
    const int w = photo.w, h = photo.h;
    const std::vector<std::uint8_t>& px = photo.px;
    const cdo::Homography& scale = photo.scale;
    const BaseFit f =
        cdo::fitBaseToPhoto({w, h, 3, px.data()}, scale, {1.5, 1.5}, {{20.3, 15.2}, 70});
    REQUIRE(f.fitted);
    CHECK(cdo::dist(f.pose.at, {20, 15}) <= 0.01);
    CHECK(f.pose.facing == doctest::Approx(90).epsilon(0.002));
    CHECK(f.turned == doctest::Approx(20).epsilon(0.01));
    const BaseFit between =
        cdo::fitBaseToPhoto({w, h, 3, px.data()}, scale, {1.5, 1.5}, {{20.3, 15.2}, 45});
    CHECK_FALSE(between.fitted);
    CHECK(between.refused.find("the best place found is at the edge of the search") == 0);
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

// The verdict from the evidence alone (cdo::judgeFit), at 20 pixels an inch (a 1600 x 1200
// photo of a 6' x 4' table), for a 2" x 1" base: an edge supports the fit at support >= 0.5
// with its line within max(0.05", 1/20") = 0.05" and 2° of the rectangle's; green needs three
// such edges with one of each pair of opposite edges among them, those of the 2" side (front
// and rear) within 1° of the fitted facing, and fits from nearby starts within 0.03", 0.5°;
// or, from 30 pixels an inch, two edges meeting at a corner, both within 0.5° of the facing,
// or two opposite edges so with both the others glimpsed (0.1 of their reads within 0.02").
TEST_CASE("photo fit: three edges with both pairs among them, a corner or two opposite edges "
          "with both ends glimpsed in a sharp photo make a fit sure, two edges, a stray start or "
          "unread edges only say check") {
    const auto evidence = [](std::array<double, 4> support, std::array<double, 4> miss,
                             std::array<double, 4> turn) {
        BaseFit f;
        f.fitted = true;
        f.size = {2, 1};
        f.pixelsPerInch = 20;
        f.support = support;
        f.edgeMiss = miss;
        f.edgeTurn = turn;
        f.spread = 0.004;    // under kFitStableInches (0.03")
        f.spreadTurn = 0.02; // under kFitStableDegrees (0.5°)
        return f;
    };
    constexpr double none = 1e9; // an edge with no reads: no line
    // Front 0.6 (0.04" off, 0.8° turned), left 0.55 (0.03", 1.9°), right 0.7 (0.01", -0.2°):
    // three edges, front with left and right. The rear at 0.3 does not count.
    BaseFit three = evidence({0.6, 0.3, 0.55, 0.7}, {0.04, none, -0.03, 0.01}, {0.8, 0, 1.9, -0.2});
    cdo::judgeFit(three, true);
    CHECK(three.verdict == cdo::FitVerdict::Sure);
    CHECK(three.supportingEdges == 3);
    CHECK(three.check.empty());

    // The same with the left 0.06" off (over 0.05"): two edges, check, naming the others.
    BaseFit leftOff = three;
    leftOff.edgeMiss[2] = -0.06;
    cdo::judgeFit(leftOff, true);
    CHECK(leftOff.verdict == cdo::FitVerdict::Check);
    CHECK(leftOff.supportingEdges == 2);
    CHECK(leftOff.check.find("only 2 of its edges show clearly (not the rear, left)") == 0);

    // ... or turned 2.5° from it (over 2°), either way.
    BaseFit leftTurned = three;
    leftTurned.edgeTurn[2] = 2.5;
    cdo::judgeFit(leftTurned, true);
    CHECK(leftTurned.verdict == cdo::FitVerdict::Check);
    leftTurned.edgeTurn[2] = -2.5;
    cdo::judgeFit(leftTurned, true);
    CHECK(leftTurned.verdict == cdo::FitVerdict::Check);
    CHECK(leftTurned.supportingEdges == 2);

    // The front, of the 2" side, 1.5° from the fitted facing (over 1°, under 2°): it still
    // places the base (three edges), but the best-read edge says the facing may be 1.5° off.
    BaseFit frontTurned = three;
    frontTurned.edgeTurn[0] = -1.5;
    cdo::judgeFit(frontTurned, true);
    CHECK(frontTurned.verdict == cdo::FitVerdict::Check);
    CHECK(frontTurned.supportingEdges == 3);
    CHECK(frontTurned.check == "its front edge runs 1.5° from the fitted facing: the facing may "
                               "be that far off");
    // The same base 1" deep and 2" wide the other way (frontage 1", depth 2"): the left and
    // right are the long side now, the left at 1.9° says check; the front at 1.5° alone, a
    // short edge, does not.
    BaseFit deep = frontTurned;
    deep.size = {1, 2};
    cdo::judgeFit(deep, true);
    CHECK(deep.check.find("its left edge runs 1.9°") == 0);
    deep.edgeTurn[2] = 0.4;
    cdo::judgeFit(deep, true);
    CHECK(deep.verdict == cdo::FitVerdict::Sure);

    // A clean corner (rear and left, every read on their lines) is two edges: at 20 pixels
    // an inch (under kFitCornerPixelsPerInch, 30), check. On the ray-traced grid such corners
    // were 1.4° off at 14 pixels an inch.
    BaseFit corner =
        evidence({0.22, 1.0, 1.0, 0.21}, {-0.032, 0.004, 0.001, -0.063}, {0.14, 0.14, 0.11, 0.43});
    cdo::judgeFit(corner, true);
    CHECK(corner.verdict == cdo::FitVerdict::Check);
    CHECK(corner.supportingEdges == 2);
    CHECK(corner.check.find("only 2 of its edges show clearly (not the front, right)") == 0);
    // ... saying what a photo that places it needs.
    CHECK(corner.check.find("; a corner places a base from 30 pixels an inch, and the photo has "
                            "20 here: take it at the camera's full size, or nearer") !=
          std::string::npos);
    // The same corner at 40 pixels an inch: the rear (0.14°) and the left (0.11°) both run
    // within 0.5° of the fitted facing: sure.
    BaseFit sharpCorner = corner;
    sharpCorner.pixelsPerInch = 40;
    cdo::judgeFit(sharpCorner, true);
    CHECK(sharpCorner.verdict == cdo::FitVerdict::Sure);
    CHECK(sharpCorner.supportingEdges == 2);
    // ... nor when the camera sees its rim 0.04" beyond its rear and 0.04" beyond its left
    // (0.057" in all, over kFitCornerRim's 0.05") and the photo does not show it there as a rim
    // below the top's edge: the corner may be on the rim's foot.
    BaseFit rimmed = sharpCorner;
    rimmed.rim = {0, 0.04, 0.04, 0};
    cdo::judgeFit(rimmed, true);
    CHECK(rimmed.verdict == cdo::FitVerdict::Check);
    CHECK(rimmed.check.find("only 2 of its edges show clearly (not the front, right)") == 0);
    CHECK(rimmed.check.find("; the two edges that show may be its rim's foot, putting it up to "
                            "0.06\" off: take the photo from more nearly straight above") !=
          std::string::npos);
    // Shown as a rim beyond the rear, only the left's 0.04" is in doubt: sure.
    rimmed.rimSeen = {false, true, false, false};
    cdo::judgeFit(rimmed, true);
    CHECK(rimmed.verdict == cdo::FitVerdict::Sure);
    // A rim beyond the front and right, which do not place it, does not count; 0.03" beyond
    // each of the rear and left (0.042"), unseen, is within what the fit may be off.
    rimmed.rim = {0.2, 0.03, 0.03, 0.2};
    rimmed.rimSeen = {};
    cdo::judgeFit(rimmed, true);
    CHECK(rimmed.verdict == cdo::FitVerdict::Sure);
    // Three edges place it whatever its rim: an edge opposite says which step is the top's.
    BaseFit threeRimmed = three;
    threeRimmed.rim = {0.2, 0.2, 0.2, 0.2};
    cdo::judgeFit(threeRimmed, true);
    CHECK(threeRimmed.verdict == cdo::FitVerdict::Sure);
    // ... but not when its short left edge runs 0.6° from it (over 0.5°, though under the 2°
    // a short edge may run where a third edge witnesses the facing).
    BaseFit leaning = sharpCorner;
    leaning.edgeTurn[2] = -0.6;
    cdo::judgeFit(leaning, true);
    CHECK(leaning.verdict == cdo::FitVerdict::Check);
    // Two edges facing each other (front and rear) are no corner at any sharpness: nothing
    // places the base along them.
    BaseFit parallel = evidence({1.0, 1.0, 0.2, 0.0}, {0.002, 0.003, none, none}, {0.1, 0.1, 0, 0});
    parallel.pixelsPerInch = 50;
    cdo::judgeFit(parallel, true);
    CHECK(parallel.verdict == cdo::FitVerdict::Check);
    CHECK(parallel.supportingEdges == 2);
    // ... unless both ends are glimpsed where the base's length puts them: the grid's
    // stand-apart-unlike-4000 base 10, a 2" x 1" base of 28 mm figures at 37.7 pixels an inch,
    // front and rear supported (every read, 0.017" in, 0.05° from the facing), its left end
    // 0.27 of its reads 0.001" out and its right 0.20 at 0.002" (each at least kFitEndSupport,
    // 0.1, within kFitEndAgree, 0.02"); it was 0.003" and 0.00° from the truth: sure.
    BaseFit glimpsed =
        evidence({1.0, 1.0, 0.27, 0.20}, {-0.017, -0.017, 0.001, 0.002}, {-0.05, 0.05, 0.18, 0.46});
    glimpsed.pixelsPerInch = 37.7;
    cdo::judgeFit(glimpsed, true);
    CHECK(glimpsed.verdict == cdo::FitVerdict::Sure);
    CHECK(glimpsed.supportingEdges == 2);
    // One end alone always agrees (the solve puts the base where it says), so it says nothing.
    BaseFit oneEnd = glimpsed;
    oneEnd.support[3] = 0;
    oneEnd.edgeMiss[3] = none;
    cdo::judgeFit(oneEnd, true);
    CHECK(oneEnd.verdict == cdo::FitVerdict::Check);
    CHECK(oneEnd.check.find("only 2 of its edges show clearly (not the left, right)") == 0);
    // An end glimpsed by 0.08 of its reads (under 0.1), or 0.03" off (over 0.02"): check.
    BaseFit faint = glimpsed;
    faint.support[2] = 0.08;
    cdo::judgeFit(faint, true);
    CHECK(faint.verdict == cdo::FitVerdict::Check);
    BaseFit apart = glimpsed;
    apart.edgeMiss[3] = 0.03;
    cdo::judgeFit(apart, true);
    CHECK(apart.verdict == cdo::FitVerdict::Check);
    // At 20 pixels an inch (under kFitCornerPixelsPerInch, 30), or with the rear 0.6° from the
    // fitted facing (over kFitCornerTurn, 0.5°), as a corner would not be: check.
    BaseFit soft = glimpsed;
    soft.pixelsPerInch = 20;
    cdo::judgeFit(soft, true);
    CHECK(soft.verdict == cdo::FitVerdict::Check);
    BaseFit skew = glimpsed;
    skew.edgeTurn[1] = 0.6;
    cdo::judgeFit(skew, true);
    CHECK(skew.verdict == cdo::FitVerdict::Check);
    // The left and right supported with the front and rear glimpsed place it the same way.
    BaseFit across = evidence({0.15, 0.38, 0.65, 0.95}, {-0.008, -0.002, -0.012, -0.007},
                              {0.25, 0.09, 0.42, 0.49});
    across.pixelsPerInch = 49.5;
    cdo::judgeFit(across, true);
    CHECK(across.verdict == cdo::FitVerdict::Sure);

    // Three edges, but the rear, which does not support the fit, has the base's own flock
    // beyond it: the base goes on past it (a neighbour in contact, or a fit slid along a line
    // of them): check, naming the edge.
    BaseFit slid = three;
    slid.flockBeyond = {false, true, false, false};
    cdo::judgeFit(slid, true);
    CHECK(slid.verdict == cdo::FitVerdict::Check);
    CHECK(slid.check.find("its rear edge does not show and its flock goes on past it") == 0);
    // ... or another place its starts climbed to, 0.75" away, whose edges support 0.9 of the
    // outline this one's do (over 0.8): check, saying how far; at 0.7 it is no rival.
    BaseFit rivalled = three;
    rivalled.rival = 0.9;
    rivalled.rivalDistance = 0.75;
    cdo::judgeFit(rivalled, true);
    CHECK(rivalled.verdict == cdo::FitVerdict::Check);
    CHECK(rivalled.check.find("a place 0.75\" away fits its edges about as well") == 0);
    rivalled.rival = 0.7;
    cdo::judgeFit(rivalled, true);
    CHECK(rivalled.verdict == cdo::FitVerdict::Sure);

    // At 10 pixels an inch an edge may be a pixel, 0.1", off its line: the left 0.06" off
    // counts again.
    BaseFit coarse = leftOff;
    coarse.pixelsPerInch = 10;
    cdo::judgeFit(coarse, true);
    CHECK(coarse.verdict == cdo::FitVerdict::Sure);

    // Three edges, but fits from nearby starts land 0.04" away (over 0.03"): check, saying so.
    BaseFit loose = three;
    loose.spread = 0.04;
    cdo::judgeFit(loose, true);
    CHECK(loose.verdict == cdo::FitVerdict::Check);
    CHECK(loose.check.find("fits started nearby land up to") == 0);
    BaseFit swung = three;
    swung.spreadTurn = 0.6; // over 0.5°
    cdo::judgeFit(swung, true);
    CHECK(swung.verdict == cdo::FitVerdict::Check);
    // A fit from a nearby start that could not read the edges at all has no distance to say
    // (spread infinite): check, in words, not "up to 1000000000"" (the dispute's uhlans at
    // 4000 x 3000 read so once).
    BaseFit lost = three;
    lost.spread = lost.spreadTurn = std::numeric_limits<double>::infinity();
    cdo::judgeFit(lost, true);
    CHECK(lost.verdict == cdo::FitVerdict::Check);
    CHECK(lost.check == "a fit started nearby could not read its edges: it may be held by "
                        "something other than the base's own edges");

    // Edges that could not be read: check, whatever the numbers.
    BaseFit unread = three;
    cdo::judgeFit(unread, false);
    CHECK(unread.verdict == cdo::FitVerdict::Check);
    CHECK(unread.supportingEdges == 0);
    CHECK(unread.check == "its edges could not be read to a fraction of a pixel");
}

// Issue 21: through the app, on the ray-traced grid's top-apart-unlike table (tools/photo-grid
// --app), base b4, a 1.5" square, was fitted 0.012" from its place but turned 1.30°, and said
// sure. Its evidence, as fitBaseToPhoto measured it at 19.8 pixels an inch: front support 1.00,
// 0.010" in and 0.24° from the rectangle; rear 0.25 (not counted), -1.84°; left 0.58, 0.031",
// 0.65°; right 0.83, 0.017", -1.08°; nearby starts within 0.005" and 0.18°. Three edges within
// 0.05" and 2°, with both pairs: that was green. A square's four edges are all of its longer
// side, and the right one runs 1.08° from the fitted facing (over 1°): check.
TEST_CASE("photo fit: a square base whose best-read edges run over 1° from the fitted facing is "
          "only said check") {
    BaseFit b4;
    b4.fitted = true;
    b4.size = {1.5, 1.5};
    b4.pixelsPerInch = 19.8;
    b4.support = {1.00, 0.25, 0.58, 0.83};
    b4.edgeMiss = {-0.010, -0.031, -0.031, -0.017};
    b4.edgeTurn = {0.24, -1.84, 0.65, -1.08};
    b4.spread = 0.005;
    b4.spreadTurn = 0.18;
    cdo::judgeFit(b4, true);
    CHECK(b4.verdict == cdo::FitVerdict::Check);
    CHECK(b4.supportingEdges == 3);
    CHECK(b4.check == "its right edge runs 1.1° from the fitted facing: the facing may be that "
                      "far off");
    // The same edges on a 2" x 1.5" base: its 2" front, 0.24° from the facing, is the one long
    // edge that supports it, and the 1.5" sides may run up to 2°: sure.
    BaseFit oblong = b4;
    oblong.size = {2, 1.5};
    cdo::judgeFit(oblong, true);
    CHECK(oblong.verdict == cdo::FitVerdict::Sure);
    // A line of three of those squares side by side is 4.5" x 1.5": its front and rear say
    // the facing, the ends may run 1.08° (tools/photo-grid: such a line's ends ran 1.6° and
    // 1.9° from it in right fits).
    BaseFit line = b4;
    line.size = {4.5, 1.5};
    line.support[1] = 0.9;
    line.edgeMiss[1] = -0.02;
    line.edgeTurn[1] = -0.14;
    cdo::judgeFit(line, true);
    CHECK(line.verdict == cdo::FitVerdict::Sure);
    CHECK(line.supportingEdges == 4);
}

// A line of bases of one colour in contact shows no edge between them: fitted as one
// rectangle, split by the known sizes in the order the starts lie along the line.
TEST_CASE("photo fit: a line of bases in contact is fitted as one and split by their sizes "
          "and the dropped order") {
    const auto cam = cdo::test::tableCamera();
    const cdo::test::Rgb red{230, 40, 40};
    // Three 2" x 1" bases side by side facing 20°, the middle one at (30, 12): the line is
    // 6" x 1" and the others' centres are 2" either way along r = (cos 20°, -sin 20°) =
    // (0.940, -0.342): (28.121, 12.684) left, (31.879, 11.316) right.
    const Vec2 r = cdo::rightVector(20), mid{30, 12};
    CHECK(r.x == doctest::Approx(0.93969).epsilon(1e-4));
    // Two 2" x 1.5" bases front to back facing 100°, the line's centre (45, 16): 2" x 3", the
    // front one 0.75" ahead along f = (sin 100°, cos 100°) = (0.985, -0.174): (45.739, 15.870),
    // the rear one at (44.261, 16.130).
    const Vec2 f = cdo::facingVector(100), back{45, 16};
    const std::vector<cdo::test::PhotoBase> bases = {{mid - r * 2.0, 20, {2, 1}, red},
                                                     {mid, 20, {2, 1}, red},
                                                     {mid + r * 2.0, 20, {2, 1}, red},
                                                     {back + f * 0.75, 100, {2, 1.5}, red},
                                                     {back - f * 0.75, 100, {2, 1.5}, red}};
    const Photo photo = take(cam, bases);
    const cdo::Homography map = cameraMap(cam);

    // Dropped out of order (middle, right, left), each 0.5" off another way and 3° turned.
    const std::vector<std::size_t> side = {1, 2, 0};
    std::vector<Vec2> sizes;
    std::vector<BasePose> starts;
    for (std::size_t k = 0; k < side.size(); ++k) {
        const auto& b = bases[side[k]];
        sizes.push_back(b.size);
        starts.push_back(
            {b.at + cdo::facingVector(70.0 + 110 * double(k)) * 0.5, b.facing + (k % 2 ? -3 : 3)});
    }
    const std::vector<BaseFit> fits = cdo::fitLineToPhoto(photo.view(), map, sizes, starts);
    REQUIRE(fits.size() == 3);
    const int place[3] = {1, 2, 0}; // middle, right, left: the line's 2nd, 3rd and 1st
    for (std::size_t k = 0; k < 3; ++k) {
        const BaseFit& got = fits[k];
        const auto& truth = bases[side[k]];
        INFO("base " << k << ": " << got.refused << got.check << " at " << got.pose.at.x << ", "
                     << got.pose.at.y << " facing " << got.pose.facing);
        REQUIRE(got.fitted);
        CHECK(got.verdict == cdo::FitVerdict::Sure);
        CHECK(cdo::dist(got.pose.at, truth.at) <= 0.05);
        CHECK(turnBetween(got.pose.facing, truth.facing) <= 0.5);
        CHECK(got.lineCount == 3);
        CHECK(got.lineIndex == place[k]);
        CHECK(got.moved == doctest::Approx(cdo::dist(got.pose.at, starts[k].at)));
    }

    // Rear first, the front one second: the front one is the line's first.
    const std::vector<BaseFit> pair = cdo::fitLineToPhoto(
        photo.view(), map, {bases[4].size, bases[3].size},
        {{bases[4].at + Vec2{0.4, -0.3}, 97}, {bases[3].at + Vec2{-0.3, 0.4}, 102}});
    REQUIRE(pair.size() == 2);
    for (std::size_t k = 0; k < 2; ++k) {
        INFO("base " << k << ": " << pair[k].refused << pair[k].check);
        REQUIRE(pair[k].fitted);
        CHECK(cdo::dist(pair[k].pose.at, bases[4 - k].at) <= 0.05);
        CHECK(turnBetween(pair[k].pose.facing, 100) <= 0.5);
        CHECK(pair[k].lineCount == 2);
        CHECK(pair[k].lineIndex == int(1 - k));
    }

    // A 2" x 1" base and a 2" x 1.5" side by side are no line of one depth: each fitted on
    // its own (lineCount 1), as fitBaseToPhoto fits it.
    const std::vector<BaseFit> mixed = cdo::fitLineToPhoto(photo.view(), map, {{2, 1}, {2, 1.5}},
                                                           {{mid, 20}, {mid + r * 2.0, 20}});
    REQUIRE(mixed.size() == 2);
    for (const BaseFit& m : mixed) {
        CHECK(m.lineCount == 1);
        CHECK(m.lineIndex == 0);
    }
    const BaseFit single = cdo::fitBaseToPhoto(photo.view(), map, {2, 1}, {mid, 20});
    CHECK(mixed[0].fitted == single.fitted);
    CHECK(mixed[0].pose.at.x == doctest::Approx(single.pose.at.x));
    CHECK(mixed[0].refused == single.refused);
}

// Which way a line runs and its bases' order come from where their starts lie; the photo of
// one flock shows neither. Starts that lie the other way are tried both ways; starts that do
// not say the order leave the line to be checked.
TEST_CASE("photo fit: a line whose starts lie the other way is fitted the way the photo bears "
          "out, and bases whose starts do not say their order along it are only to be checked") {
    const auto cam = cdo::test::tableCamera();
    // Two 2" x 1.5" bases front to back facing 100°, the line's centre (45, 16): 2" x 3", the
    // front one at (45.739, 15.870) and the rear one at (44.261, 16.130), 0.75" either way
    // along f = (0.985, -0.174); r = (cos 100°, -sin 100°) = (-0.174, -0.985).
    const Vec2 f = cdo::facingVector(100), r = cdo::rightVector(100), back{45, 16};
    CHECK(r.y == doctest::Approx(-0.98481).epsilon(1e-4));
    const BasePose front{back + f * 0.75, 100}, rear{back - f * 0.75, 100};
    const cdo::test::Rgb red{230, 40, 40};
    const Photo photo = take(cam, {{front.at, 100, {2, 1.5}, red}, {rear.at, 100, {2, 1.5}, red}});
    const cdo::Homography map = cameraMap(cam);
    const std::vector<Vec2> sizes = {{2, 1.5}, {2, 1.5}};

    // Dropped 0.9" either way across the line and 0.2" towards each other: along r the starts
    // lie 0.9 + 0.9 = 1.8" from their mean (summed), along f 0.55 + 0.55 = 1.1", so they are
    // first taken for a line side by side, 4" x 1.5", which the photo does not show; front to
    // back their centre is the line's own, and they lie 1.5 - 0.4 = 1.1" apart along it, over
    // half the 1.5" between the bases' centres: the order is clear.
    const std::vector<BaseFit> across = cdo::fitLineToPhoto(
        photo.view(), map, sizes,
        {{front.at + r * 0.9 - f * 0.2, 100}, {rear.at - r * 0.9 + f * 0.2, 100}});
    REQUIRE(across.size() == 2);
    for (std::size_t k = 0; k < 2; ++k) {
        INFO("base " << k << ": " << across[k].refused << across[k].check);
        CHECK(across[k].verdict == cdo::FitVerdict::Sure);
        CHECK(cdo::dist(across[k].pose.at, (k == 0 ? front : rear).at) <= 0.05);
        CHECK(across[k].lineIndex == int(k));
    }

    // Dropped 0.5" towards each other along the line: 1.5 - 1.0 = 0.5" apart, under half of
    // 1.5": either might be the front one. The line is found where it is, but only to check.
    const std::vector<BaseFit> close = cdo::fitLineToPhoto(
        photo.view(), map, sizes, {{front.at - f * 0.5, 100}, {rear.at + f * 0.5, 100}});
    REQUIRE(close.size() == 2);
    for (std::size_t k = 0; k < 2; ++k) {
        INFO("base " << k << ": " << close[k].refused << close[k].check);
        REQUIRE(close[k].fitted);
        CHECK(cdo::dist(close[k].pose.at, (k == 0 ? front : rear).at) <= 0.05);
        CHECK(close[k].verdict == cdo::FitVerdict::Check);
        CHECK(close[k].check == "which base of the line is which is not clear from where they "
                                "stand (two lie 0.5\" apart along it): put them in their order");
    }
}

TEST_CASE("photo fit: lines in contact are found from where the bases stand, of one flock, "
          "facing alike, their edges within 0.3 inches") {
    using P = BasePose;
    const Vec2 wide{2, 1}, deep{2, 1.5};
    // 0-2: 2" x 1" facing 0 (r = (1, 0)) at x = 10, 12, 14.1: 2", then 2.1" apart (0.1" over
    // the half frontages' 2", within 0.3"), the third 0.05" ahead and turned 1°: one line.
    // 3: 2.5" on from the third: a 0.5" gap, alone.
    // 4, 5: 2" x 1.5" facing 90° (f = (1, 0)) at x = 30 and 28.5: 1.5" apart along f, the
    // half depths' 1.5": front to back, 4 (ahead) first.
    // 6, 7: side by side but of two flocks. 8, 9: side by side but turned 10° (over 5°).
    // 10-13: a block of four 2" x 1": its rows, 10-11 and 12-13 (y 10 and 11).
    const std::vector<Vec2> sizes = {wide, wide, wide, wide, deep, deep, wide,
                                     wide, wide, wide, wide, wide, wide, wide};
    const std::vector<P> poses = {
        {{10, 10}, 0},    {{12, 10}, 0}, {{14.1, 10.05}, 1}, {{16.6, 10}, 0}, {{30, 10}, 90},
        {{28.5, 10}, 90}, {{10, 20}, 0}, {{12, 20}, 0},      {{40, 10}, 0},   {{42, 10}, 10},
        {{50, 10}, 0},    {{52, 10}, 0}, {{50, 11}, 0},      {{52, 11}, 0}};
    const std::vector<int> flock = {1, 1, 1, 1, 1, 1, 2, 1, 1, 1, 1, 1, 1, 1};
    const auto lines = cdo::linesInContact(sizes, poses, flock);
    REQUIRE(lines.size() == 4);
    CHECK(lines[0] == std::vector<int>{0, 1, 2});
    CHECK(lines[1] == std::vector<int>{10, 11});
    CHECK(lines[2] == std::vector<int>{12, 13});
    CHECK(lines[3] == std::vector<int>{4, 5});
    // With a 0.6" gap allowed the fourth joins the first line (0.5" gap); with 0.05" the third
    // leaves it (0.1" over).
    CHECK(cdo::linesInContact(sizes, poses, flock, 0.6)[0] == std::vector<int>{0, 1, 2, 3});
    CHECK(cdo::linesInContact(sizes, poses, flock, 0.05)[0] == std::vector<int>{0, 1});
    // 10° allowed: 8 and 9 are a line too.
    const auto turned = cdo::linesInContact(sizes, poses, flock, 0.3, 10);
    CHECK(std::find(turned.begin(), turned.end(), std::vector<int>{8, 9}) != turned.end());
}

// A read across an edge is one edge unless its colour goes back towards the inside's: every
// fall summed in a soft photo, only the deepest fall below the highest so far in a sharp one.
TEST_CASE("photo fit: a read's colour going back is a second edge, summed in a soft photo and "
          "deepest in a sharp one") {
    using cdo::oneEdgeAcross;
    const double soft = cdo::kFitSharpPixelsPerInch - 1, sharp = cdo::kFitSharpPixelsPerInch;
    // A clean step: 0 0 0.5 1 1, no fall at all.
    const std::vector<double> clean{0, 0, 0.5, 1, 1};
    CHECK(oneEdgeAcross(clean, soft));
    CHECK(oneEdgeAcross(clean, sharp));
    // Grain: 0 0.1 0.06 0.5 0.46 1 0.96 1: three falls of 0.04, summed 0.12, not over
    // kFitFallBack (0.15): one edge.
    const std::vector<double> grain3{0, 0.1, 0.06, 0.5, 0.46, 1, 0.96, 1};
    CHECK(oneEdgeAcross(grain3, soft));
    // Four falls of 0.05 (0.2 summed): two edges in a soft photo; in a sharp one the deepest
    // fall below the highest so far is 0.05 (1 then 0.95), far under kFitSharpFallBack (0.3).
    const std::vector<double> grain4{0, 0.1, 0.05, 0.5, 0.45, 0.8, 0.75, 1, 0.95, 1};
    CHECK_FALSE(oneEdgeAcross(grain4, soft));
    CHECK(oneEdgeAcross(grain4, sharp));
    // A neighbour's corner: 0 0.6 1 0.6 1: one fall of 0.4 from the highest (1 to 0.6), over
    // 0.3 in a sharp photo and over 0.15 in a soft one: two edges in both.
    const std::vector<double> corner{0, 0.6, 1, 0.6, 1};
    CHECK_FALSE(oneEdgeAcross(corner, soft));
    CHECK_FALSE(oneEdgeAcross(corner, sharp));
    // The deepest fall counts from the highest share so far, not from the last: 0 0.9 0.8 0.7
    // 0.65 1 falls 0.1, 0.1, 0.05 in steps, 0.25 in all from 0.9: one edge when sharp (0.25 is
    // not over 0.3), two when soft (0.25 summed, over 0.15).
    const std::vector<double> slide{0, 0.9, 0.8, 0.7, 0.65, 1};
    CHECK(oneEdgeAcross(slide, sharp));
    CHECK_FALSE(oneEdgeAcross(slide, soft));
    // 0 0.9 0.8 0.7 0.55 1: 0.35 below 0.9, two edges even when sharp.
    const std::vector<double> slideDeep{0, 0.9, 0.8, 0.7, 0.55, 1};
    CHECK_FALSE(oneEdgeAcross(slideDeep, sharp));
}

// A 2" x 1" base 0.1" thick at (36, 20) facing 0 (its front towards +y), the camera's eye
// over (36, -30) and 39.9" above its top, as the grid's camera from 30" beyond the table: the
// eye's ray to the foot of the rim under an edge meets the tops' plane 0.1 / 40 = 0.0025 of the
// way towards (36, -30). The rear edge's middle (36, 19.5) faces the eye: its foot shows
// 0.0025 x 49.5 = 0.124" beyond it. The front faces away, and so do the left and right edges,
// whose middles (35, 20) and (37, 20) lie 1" either side of the eye's line: the eye is on
// their inner side, and their rims do not show.
TEST_CASE("photo fit: the rim a camera sees beyond a base's edges, from the eye's place") {
    cdo::FitSearch search;
    search.rimDepth = 0.1;
    search.eyeOver = {36, -30};
    search.eyeAbove = 39.9;
    const std::array<double, 4> rim = cdo::rimBeyond({2, 1}, {{36, 20}, 0}, search);
    CHECK(rim[0] == 0);
    CHECK(rim[1] == doctest::Approx(0.12375));
    CHECK(rim[2] == 0);
    CHECK(rim[3] == 0);
    // Turned to face east (front towards +x): the right edge, its middle (36, 19), faces the eye
    // at 49" (0.1225"); the left (36, 21) faces away; the front and rear, at (36.5, 20) and
    // (35.5, 20), lie 0.5" beside the eye's line, each facing away.
    const std::array<double, 4> east = cdo::rimBeyond({2, 1}, {{36, 20}, 90}, search);
    CHECK(east[3] == doctest::Approx(0.1225));
    CHECK(east[0] == 0);
    CHECK(east[1] == 0);
    CHECK(east[2] == 0);
    // A card base (no depth), or no camera (no height): no rim.
    for (const double v : cdo::rimBeyond({2, 1}, {{36, 20}, 0}, cdo::FitSearch{}))
        CHECK(v == 0);
    // From a camera: its eye's place, and its height less the tops' (0.1" base on a 1" hill).
    cdo::PhotoCamera cam;
    cam.eyeOver = {36, -30};
    cam.eyeHeight = 41;
    const cdo::FitSearch from = cdo::withRim({}, cam, 1.1, 0.1);
    CHECK(from.rimDepth == 0.1);
    CHECK(from.eyeAbove == doctest::Approx(39.9));
    CHECK(from.eyeOver.y == -30);
    CHECK(from.radius == cdo::FitSearch{}.radius);
}

// Whether the photo shows a rim beyond an edge as a rim (BaseFit::rimSeen), on a drawn photo at
// 20 pixels an inch (x right, y down, as the table's inches): a 2" x 1" top of colour
// (200, 170, 100) at (7.5, 5) facing 0, its rear edge at y = 4.5 (row 90), on a cloth of
// (60, 90, 40), and a rim band 0.15" (3 rows) deep. The eye over (7.5, -55), 39.9" above the
// tops, a rim 0.1" deep: k = 0.0025 and the rear's middle (7.5, 4.5) lies 59.5" from the eye's
// point along its outward way, so the rim shows 0.149" beyond it. A dark band (50, 30, 20)
// drawn beyond the rear (rows 87-89): half its width out is the band, 90 summed from the cloth
// 0.2" out: seen. A band of (180, 150, 90) drawn inside it instead (rows 90-92, the top from
// row 93; near enough the top's colour that the fit's rear is still the band's outer edge):
// half its width out is the cloth, as 0.2" out: not seen, as where the edge found is the
// rim's foot.
TEST_CASE("photo fit: a rim drawn beyond a base's edge is seen as its rim, and one inside it "
          "is not") {
    const int w = 300, h = 200;
    const auto photo = [&](bool bandOutside) {
        std::vector<std::uint8_t> px(std::size_t(w) * h * 3);
        for (int y = 0; y < h; ++y)
            for (int x = 0; x < w; ++x) {
                std::array<std::uint8_t, 3> c{60, 90, 40};
                const bool across = x >= 130 && x < 170;
                const int topFrom = bandOutside ? 90 : 93, bandFrom = bandOutside ? 87 : 90;
                if (across && y >= topFrom && y < 110) c = {200, 170, 100};
                if (across && y >= bandFrom && y < bandFrom + 3)
                    c = bandOutside ? std::array<std::uint8_t, 3>{50, 30, 20}
                                    : std::array<std::uint8_t, 3>{180, 150, 90};
                std::copy(c.begin(), c.end(), px.begin() + (std::ptrdiff_t(y) * w + x) * 3);
            }
        return px;
    };
    cdo::Homography map;
    map.m = {20, 0, 0, 0, 20, 0, 0, 0, 1};
    cdo::FitSearch search;
    search.rimDepth = 0.1;
    search.eyeOver = {7.5, -55};
    search.eyeAbove = 39.9;
    for (const bool outside : {true, false}) {
        const std::vector<std::uint8_t> px = photo(outside);
        const BaseFit f =
            cdo::fitBaseToPhoto({w, h, 3, px.data()}, map, {2, 1}, {{7.6, 5.1}, 2}, search);
        INFO(std::string(outside ? "band outside" : "band inside")
             << ": " << f.refused << f.check << " at " << f.pose.at.x << ", " << f.pose.at.y
             << " facing " << f.pose.facing);
        REQUIRE(f.fitted);
        CHECK(cdo::dist(f.pose.at, {7.5, 5}) <= 0.03);
        CHECK(f.rim[1] == doctest::Approx(0.149).epsilon(0.01));
        CHECK(f.rim[0] == 0);
        CHECK(f.rimSeen[1] == outside);
    }
}

// A cloth whose shade changes slowly (10 levels a channel an inch, across the photo) has no
// edge, though each read across an edge of a footprint laid on it sees its colour go one way
// only: at 20 pixels an inch a read's ends, 0.225" apart, differ by 2.25 levels a channel (6.75
// summed, under the 46 that kFitMinContrast asks), and its edge lies at the read's middle,
// right on the footprint's. Counted, an edge across the shading showed along its whole
// length (the right at facing 0, the front and rear at 90): on the grid's photos of flock
// like the cloth, the cloth's own mottle made 39 bases at 4000 x 3000 "show" two edges where
// the photo shows a shadow line.
TEST_CASE("photo fit: a cloth shaded slowly shows no edge where a base of its colour stands") {
    const int w = 300, h = 200; // 15" x 10" at 20 pixels an inch
    std::vector<std::uint8_t> px(std::size_t(w) * h * 3);
    for (int y = 0; y < h; ++y)
        for (int x = 0; x < w; ++x)
            for (int c = 0; c < 3; ++c)
                px[(std::size_t(y) * w + std::size_t(x)) * 3 + std::size_t(c)] =
                    std::uint8_t(std::lround(60 + 10 * (x + 0.5) / 20.0));
    cdo::Homography map;
    map.m = {20, 0, 0, 0, 20, 0, 0, 0, 1};
    for (const double facing : {0.0, 90.0})
        for (const double v :
             cdo::edgesShownAt({w, h, 3, px.data()}, map, {2, 1}, {{7.5, 5}, facing}))
            CHECK(v == 0);
}

TEST_CASE("photo fit: how much of each edge the photo shows where a base stands") {
    const auto cam = cdo::test::tableCamera();
    const Photo photo = take(cam, cdo::test::photoBases());
    const cdo::Homography map = cameraMap(cam);
    // The red base, 2" x 1" at (36, 20) facing 0: where it stands, its four edges show along
    // their whole middle 80%.
    const std::array<double, 4> there = cdo::edgesShownAt(photo.view(), map, {2, 1}, {{36, 20}, 0});
    for (const double v : there)
        CHECK(v >= 0.9);
    // A 3" x 1" footprint on it: the front and rear are read from 1.2" either side of the
    // middle, and the red runs to 1" either side: 2 of their 2.4" (0.83) show; the ends stand
    // on bare cloth.
    const std::array<double, 4> longer =
        cdo::edgesShownAt(photo.view(), map, {3, 1}, {{36, 20}, 0});
    CHECK(longer[0] == doctest::Approx(0.83).epsilon(0.05));
    CHECK(longer[1] == doctest::Approx(0.83).epsilon(0.05));
    CHECK(longer[2] == 0);
    CHECK(longer[3] == 0);
    // Moved 0.3" ahead: its front on the cloth beyond and its rear inside the red, neither
    // with an edge within reach of a read; its sides are read over 0.8" from 0.1" behind the
    // red's middle to 0.7" ahead of it, of which 0.6" run along the red's sides (0.75).
    const Vec2 ahead = Vec2{36, 20} + cdo::facingVector(0) * 0.3;
    const std::array<double, 4> moved = cdo::edgesShownAt(photo.view(), map, {2, 1}, {ahead, 0});
    CHECK(moved[0] == 0);
    CHECK(moved[1] == 0);
    CHECK(moved[2] == doctest::Approx(0.75).epsilon(0.05));
    CHECK(moved[3] == doctest::Approx(0.75).epsilon(0.05));
    // Bare cloth, and no photo at all: nothing shows.
    for (const double v : cdo::edgesShownAt(photo.view(), map, {2, 1}, {{28, 30}, 0}))
        CHECK(v == 0);
    for (const double v : cdo::edgesShownAt({}, map, {2, 1}, {{36, 20}, 0}))
        CHECK(v == 0);
}
