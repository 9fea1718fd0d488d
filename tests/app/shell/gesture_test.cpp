#include "app/shell/gesture.h"

#include <doctest/doctest.h>

#include <cmath>

using cdo::app::Gesture;
using cdo::app::GestureRecognizer;
using K = Gesture::Kind;

TEST_CASE("gesture: a short still press is a tap, wobble within the slop included") {
    GestureRecognizer g(12, 0.5);
    CHECK(g.down({100, 100}, 0.0)->kind == K::Press);
    CHECK_FALSE(g.move({108, 104}, 0.1)); // 8.9 px: still a tap
    const auto up = g.up({108, 104}, 0.2);
    REQUIRE(up);
    CHECK(up->kind == K::Tap);
    CHECK(up->start.x == 100);
}

TEST_CASE("gesture: held still for half a second is one long press, and no tap after it") {
    GestureRecognizer g(12, 0.5);
    g.down({10, 10}, 1.0);
    CHECK_FALSE(g.tick(1.4));
    const auto lp = g.tick(1.5);
    REQUIRE(lp);
    CHECK(lp->kind == K::LongPress);
    CHECK_FALSE(g.tick(1.6)); // reported once
    CHECK_FALSE(g.up({10, 10}, 2.0));
}

TEST_CASE("gesture: moving past the slop starts a drag that ends on release") {
    GestureRecognizer g(12, 0.5);
    g.down({0, 0}, 0);
    const auto s = g.move({13, 0}, 0.05);
    REQUIRE(s);
    CHECK(s->kind == K::DragStart);
    CHECK(g.isDragging());
    CHECK(g.move({40, 5}, 0.1)->kind == K::DragMove);
    CHECK_FALSE(g.tick(5.0)); // no long press during a drag
    const auto e = g.up({40, 5}, 0.2);
    REQUIRE(e);
    CHECK(e->kind == K::DragEnd);
    CHECK_FALSE(g.isDown());
    CHECK_FALSE(g.move({50, 5}, 0.3)); // nothing without a pointer down
}

TEST_CASE("gesture: cancel abandons the gesture") {
    GestureRecognizer g;
    CHECK_FALSE(g.cancel());
    g.down({0, 0}, 0);
    CHECK(g.cancel()->kind == K::Cancel);
    CHECK_FALSE(g.up({0, 0}, 0.1));
}

TEST_CASE("gesture: a press soon after a tap at the same place starts a drag marked afterTap") {
    GestureRecognizer g(12, 0.5, 0.35);
    g.down({100, 100}, 0.0);
    REQUIRE(g.up({100, 100}, 0.1)->kind == K::Tap);
    g.down({110, 104}, 0.3); // 0.2 s after the tap, 10.8 px from it (within 3 slops = 36)
    const auto s = g.move({110, 130}, 0.35);
    REQUIRE(s);
    CHECK(s->kind == K::DragStart);
    CHECK(s->afterTap);
    g.up({110, 130}, 0.4);
    // Too late (0.5 s after the tap), too far (40 px), or no tap before: a plain drag.
    g.down({0, 0}, 1.0);
    g.up({0, 0}, 1.05);
    g.down({0, 0}, 1.55);
    CHECK_FALSE(g.move({0, 30}, 1.6)->afterTap);
    g.up({0, 30}, 1.7);
    g.down({0, 0}, 2.0);
    g.up({0, 0}, 2.05);
    g.down({40, 0}, 2.1);
    CHECK_FALSE(g.move({40, 30}, 2.15)->afterTap);
    g.up({40, 30}, 2.2);
}

TEST_CASE("gesture: a double tap without a drag is two taps, and a third tap is not a double") {
    GestureRecognizer g(12, 0.5, 0.35);
    g.down({5, 5}, 0.0);
    CHECK(g.up({5, 5}, 0.05)->kind == K::Tap);
    g.down({5, 5}, 0.2);
    CHECK(g.up({5, 5}, 0.25)->kind == K::Tap);
    g.down({5, 5}, 0.4); // right after the second tap: that one armed nothing
    CHECK_FALSE(g.move({5, 40}, 0.45)->afterTap);
}

TEST_CASE("gesture: the one-finger zoom doubles every pxPerDoubling down and undoes going up") {
    CHECK(cdo::app::oneFingerZoom(96, 96) == doctest::Approx(2));
    CHECK(cdo::app::oneFingerZoom(-96, 96) == doctest::Approx(0.5));
    CHECK(cdo::app::oneFingerZoom(48, 96) == doctest::Approx(1.41421356));
    CHECK(cdo::app::oneFingerZoom(0, 96) == 1);
    // 30 px down then 30 px up: back to the zoom it began at.
    CHECK(cdo::app::oneFingerZoom(30, 96) * cdo::app::oneFingerZoom(-30, 96) == doctest::Approx(1));
}

TEST_CASE("gesture: a second finger cancels the first one's drag and the two pinch") {
    GestureRecognizer g(12, 0.5);
    CHECK(g.touchDown(0, {100, 100}, 0)->kind == K::Press);
    CHECK(g.touchMove(0, {120, 100}, 0.05)->kind == K::DragStart);
    const auto c = g.touchDown(1, {300, 100}, 0.1);
    REQUIRE(c);
    CHECK(c->kind == K::Cancel);
    CHECK(g.pinching());
    // Fingers 120 and 300 (180 px apart, middle 210); finger 1 goes to 480: 360 apart, the
    // middle at 300. Factor 360 / 180 = 2, the middle moved from 210 to 300.
    const auto p = g.touchMove(1, {480, 100}, 0.2);
    REQUIRE(p);
    CHECK(p->kind == K::Pinch);
    CHECK(p->factor == doctest::Approx(2));
    CHECK(p->start.x == doctest::Approx(210));
    CHECK(p->at.x == doctest::Approx(300));
    // Both fingers move down 50 px together: a pan, factor 1 (finger 0 first, then 1).
    const auto a = g.touchMove(0, {120, 150}, 0.3);
    CHECK(a->start.y == doctest::Approx(100));
    CHECK(a->at.y == doctest::Approx(125));
    CHECK(a->factor == doctest::Approx(std::hypot(360.0, 50.0) / 360.0));
    const auto b = g.touchMove(1, {480, 150}, 0.3);
    CHECK(b->at.y == doctest::Approx(150));
    CHECK(b->factor == doctest::Approx(360.0 / std::hypot(360.0, 50.0)));
    // A third finger is ignored.
    CHECK_FALSE(g.touchDown(2, {10, 10}, 0.35));
    CHECK_FALSE(g.touchMove(2, {20, 10}, 0.36));
    CHECK_FALSE(g.touchUp(2, {20, 10}, 0.37));
    // One finger lifts: the pinch ends; the other does nothing until it is up too.
    CHECK(g.touchUp(1, {480, 150}, 0.4)->kind == K::PinchEnd);
    CHECK_FALSE(g.pinching());
    CHECK_FALSE(g.touchMove(0, {200, 200}, 0.5));
    CHECK_FALSE(g.touchUp(0, {200, 200}, 0.6));
    CHECK(g.fingers() == 0);
    // Then a new finger is a new gesture: a tap.
    CHECK(g.touchDown(3, {50, 50}, 1.0)->kind == K::Press);
    CHECK(g.touchUp(3, {50, 50}, 1.1)->kind == K::Tap);
}

TEST_CASE("gesture: one finger through the touch calls is the pointer: tap, drag, long press") {
    GestureRecognizer g(12, 0.5);
    g.touchDown(4, {0, 0}, 0);
    CHECK(g.touchUp(4, {0, 0}, 0.1)->kind == K::Tap);
    g.touchDown(4, {0, 0}, 1);
    CHECK(g.touchMove(4, {0, 20}, 1.1)->kind == K::DragStart);
    CHECK(g.touchUp(4, {0, 20}, 1.2)->kind == K::DragEnd);
    g.touchDown(5, {0, 0}, 2);
    CHECK(g.tick(2.6)->kind == K::LongPress);
    CHECK_FALSE(g.touchUp(5, {0, 0}, 2.7));
}
