// The camera recovered from a photo's map of the table, and the map of a plane above the table
// (the tops of thick bases): checked against tests/photo_fixture.h's pinhole cameras, whose
// pictures of points at any height are known exactly.
#include "core/homography.h"

#include "photo_fixture.h"

#include <doctest/doctest.h>

#include <cmath>
#include <vector>

using cdo::Vec2;

namespace {

// Where the camera shows the point (x, y) at `h` inches above the table.
Vec2 projectAt(const cdo::test::PinholeCamera& cam, Vec2 t, double h) {
    const cdo::test::Vec3 d = cdo::test::Vec3{t.x, t.y, h} - cam.eye;
    const double z = cdo::test::dot3(d, cam.forward());
    return {cam.width / 2.0 + cam.focal * cdo::test::dot3(d, cam.right()) / z,
            cam.height / 2.0 + cam.focal * cdo::test::dot3(d, cam.down()) / z};
}

cdo::Homography marksMap(const cdo::test::PinholeCamera& cam) {
    std::vector<cdo::PhotoMark> marks;
    for (const Vec2 t : {Vec2{0, 0}, Vec2{72, 0}, Vec2{72, 48}, Vec2{0, 48}})
        marks.push_back({cam.project(t), t});
    return cdo::fitPhoto(marks).toImage;
}

const std::vector<Vec2> kProbe{{0, 0}, {72, 0}, {72, 48}, {0, 48}, {36, 24}, {10, 40}};

} // namespace

TEST_CASE("photo camera: at an angle the marks' map gives the camera (focal, eye, tilt) and the "
          "map of the plane 0.1\" up to a hundredth of a pixel") {
    // The test camera: eye (30, -30, 40), looking at (38, 26, 0), focal 900 px, 1600 x 1200.
    // Its axis runs (8, 56, -40), |.| = sqrt(4800) = 69.28: cos(tilt) = 40 / 69.28 = 0.577,
    // tilt 54.7°.
    const auto cam = cdo::test::tableCamera();
    const auto c = cdo::recoverCamera(marksMap(cam), {1600, 1200});
    REQUIRE(c);
    CHECK(c->focalFromMap);
    CHECK(c->focal == doctest::Approx(900).epsilon(1e-6));
    CHECK(c->eyeHeight == doctest::Approx(40).epsilon(1e-6));
    CHECK(c->eyeOver.x == doctest::Approx(30).epsilon(1e-6));
    CHECK(c->eyeOver.y == doctest::Approx(-30).epsilon(1e-6));
    CHECK(c->tilt == doctest::Approx(54.7356).epsilon(1e-5));
    for (const double h : {0.0, 0.1, 3.0})
        for (const Vec2 t : kProbe) {
            const Vec2 want = projectAt(cam, t, h), got = cdo::mapAtHeight(*c, h).apply(t);
            INFO(h << "\" up at " << t.x << ", " << t.y);
            CHECK(cdo::dist(want, got) < 0.01);
        }
    // The top of a 0.1" base at the table's middle shows over a pixel away from its footprint
    // (the reason to fit on the tops' plane): 0.1" up seen 54.7° from straight down.
    CHECK(cdo::dist(projectAt(cam, {36, 24}, 0.1), cam.project({36, 24})) > 1.0);
}

TEST_CASE("photo camera: from straight above the focal length is the one given, else a phone's, "
          "and the tops' plane is still placed within 0.015\"") {
    // Eye 60" over (36, 24), looking at (36, 24.5, 0): 0.48° from straight down, under the 12°
    // at which the map's own focal length is trusted. Focal 1400 px, 1600 x 1200: the cloth is
    // 1400 / 60 = 23.33 px an inch. A top 0.1" up at a table corner, 43.3" from under the
    // camera, shows 43.3 x 0.1 / 59.9 = 0.072" further out; a phone's focal (0.75 x 1600 =
    // 1200) puts the eye 1200 / 23.33 = 51.4" up and that top 43.3 x 0.1 / 51.3 = 0.084" out:
    // 0.012" wrong, where the cloth's map would be 0.072" wrong.
    cdo::test::PinholeCamera cam;
    cam.eye = {36, 24, 60};
    cam.look = {36, 24.5, 0};
    cam.focal = 1400;
    const cdo::Homography map = marksMap(cam);
    const auto given = cdo::recoverCamera(map, {1600, 1200}, 1400);
    REQUIRE(given);
    CHECK_FALSE(given->focalFromMap);
    CHECK(given->focal == 1400);
    CHECK(given->eyeHeight == doctest::Approx(60).epsilon(1e-6));
    const auto phone = cdo::recoverCamera(map, {1600, 1200});
    REQUIRE(phone);
    CHECK(phone->focal == doctest::Approx(1200));
    CHECK(phone->eyeHeight == doctest::Approx(60.0 * 1200 / 1400).epsilon(1e-3));
    for (const Vec2 t : kProbe) {
        const Vec2 want = projectAt(cam, t, 0.1);
        // Back onto the table through the marks' map: where the tops' map must put the base.
        const Vec2 seen = map.inverse().apply(want);
        INFO(t.x << ", " << t.y);
        CHECK(cdo::dist(cdo::mapAtHeight(*given, 0.1).inverse().apply(want), t) < 1e-4);
        CHECK(cdo::dist(cdo::mapAtHeight(*phone, 0.1).inverse().apply(want), t) < 0.015);
        // Not fitting on the tops' plane would be up to 0.072" off here.
        CHECK(cdo::dist(seen, t) < 0.075);
    }
}

TEST_CASE("photo camera: a map that only a camera under the table could take gives no camera") {
    // Seen from above with x to the right, the table's far side is up the photo (y falls); a
    // map with y rising toward the far side is the table seen through from below.
    cdo::Homography below, above;
    below.m = {20, 0, 0, 0, 20, 0, 0, 0, 1};
    above.m = {20, 0, 0, 0, -20, 960, 0, 0, 1};
    CHECK_FALSE(cdo::recoverCamera(below, {1600, 1200}));
    const auto c = cdo::recoverCamera(above, {1600, 1200});
    REQUIRE(c);
    CHECK(c->tilt == doctest::Approx(0).epsilon(1e-9));
    CHECK(c->eyeHeight == doctest::Approx(1200.0 / 20)); // the phone's focal over 20 px/in
}
