#include "app/view/camera.h"

#include <doctest/doctest.h>

using cdo::Vec2;
using cdo::app::Camera;

namespace {

Camera camera1000x600() {
    Camera c;
    c.setViewport(1000, 600);
    c.setCentre({36, 24});
    c.setPixelsPerInch(10);
    return c;
}

} // namespace

TEST_CASE("camera: table inches to pixels, y up on the table and down on screen") {
    const Camera c = camera1000x600();
    CHECK(c.toScreen({36, 24}).x == doctest::Approx(500));
    CHECK(c.toScreen({36, 24}).y == doctest::Approx(300));
    // 10" right of the centre is 100 px right; 10" away from the near edge is 100 px up.
    CHECK(c.toScreen({46, 24}).x == doctest::Approx(600));
    CHECK(c.toScreen({36, 34}).y == doctest::Approx(200));
    const Vec2 back = c.toTable({123, 456});
    CHECK(back.x == doctest::Approx(36 + (123 - 500) / 10.0));
    CHECK(back.y == doctest::Approx(24 - (456 - 300) / 10.0));
}

TEST_CASE("camera: fit shows the whole table in the free part of the window") {
    Camera c;
    c.setViewport(1000, 600);
    c.fit(72, 48, 0);
    // 1000/72 = 13.9 px/in across, 600/48 = 12.5 px/in down: the depth decides.
    CHECK(c.pixelsPerInch() == doctest::Approx(12.5));
    CHECK(c.toScreen({0, 0}).y == doctest::Approx(600));
    CHECK(c.toScreen({0, 48}).y == doctest::Approx(0));
    CHECK(c.toScreen({36, 24}).x == doctest::Approx(500));
    // Panels cover x < 100 and x > 700: 600 px for 72" = 8.33 px/in, centred on x = 400.
    c.fit(72, 48, 0, 100, 700);
    CHECK(c.pixelsPerInch() == doctest::Approx(600.0 / 72));
    CHECK(c.toScreen({0, 24}).x == doctest::Approx(100));
    CHECK(c.toScreen({72, 24}).x == doctest::Approx(700));
}

TEST_CASE("camera: zoom keeps the point under the finger still") {
    Camera c = camera1000x600();
    const Vec2 pivot{800, 100};
    const Vec2 under = c.toTable(pivot);
    c.zoomAt(pivot, 2.0);
    CHECK(c.pixelsPerInch() == doctest::Approx(20));
    CHECK(c.toScreen(under).x == doctest::Approx(800));
    CHECK(c.toScreen(under).y == doctest::Approx(100));
    c.zoomAt(pivot, 1e6); // clamped
    CHECK(c.pixelsPerInch() == doctest::Approx(Camera::kMaxPpi));
}

TEST_CASE("camera: pan moves the table with the finger") {
    Camera c = camera1000x600();
    const Vec2 before = c.toScreen({10, 10});
    c.panBy({30, -20});
    const Vec2 after = c.toScreen({10, 10});
    CHECK(after.x - before.x == doctest::Approx(30));
    CHECK(after.y - before.y == doctest::Approx(-20));
}

TEST_CASE("camera: a quarter turn puts the table's +x axis pointing up the screen") {
    Camera c = camera1000x600();
    c.rotateAround({500, 300}, 90);
    const Vec2 d = c.directionToScreen({1, 0});
    CHECK(d.x == doctest::Approx(0).epsilon(1e-9));
    CHECK(d.y == doctest::Approx(-10));
    // The pivot stays put, and the round trip holds.
    CHECK(c.toScreen({36, 24}).x == doctest::Approx(500));
    const Vec2 p = c.toTable(c.toScreen({12.5, 40.25}));
    CHECK(p.x == doctest::Approx(12.5));
    CHECK(p.y == doctest::Approx(40.25));
    c.rotateAround({0, 0}, 300);
    CHECK(c.rotation() == doctest::Approx(30));
}
