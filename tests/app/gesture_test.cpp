#include "app/gesture.h"

#include <doctest/doctest.h>

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
