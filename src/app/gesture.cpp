#include "app/gesture.h"

namespace cdo::app {

using K = Gesture::Kind;

std::optional<Gesture> GestureRecognizer::down(Vec2 at, double time) {
    down_ = true;
    dragging_ = false;
    longDone_ = false;
    start_ = last_ = at;
    startTime_ = time;
    return Gesture{K::Press, at, at};
}

std::optional<Gesture> GestureRecognizer::move(Vec2 at, double) {
    if (!down_) return std::nullopt;
    last_ = at;
    if (dragging_) return Gesture{K::DragMove, at, start_};
    // After a long press the finger may still slide: that is a drag of what was pressed.
    if (dist(at, start_) > slop_) {
        dragging_ = true;
        return Gesture{K::DragStart, at, start_};
    }
    return std::nullopt;
}

std::optional<Gesture> GestureRecognizer::up(Vec2 at, double time) {
    if (!down_) return std::nullopt;
    down_ = false;
    last_ = at;
    if (dragging_) {
        dragging_ = false;
        return Gesture{K::DragEnd, at, start_};
    }
    if (longDone_) return std::nullopt;
    if (time - startTime_ >= longPress_) return Gesture{K::LongPress, at, start_};
    return Gesture{K::Tap, at, start_};
}

std::optional<Gesture> GestureRecognizer::tick(double time) {
    if (!down_ || dragging_ || longDone_) return std::nullopt;
    if (time - startTime_ < longPress_) return std::nullopt;
    longDone_ = true;
    return Gesture{K::LongPress, last_, start_};
}

std::optional<Gesture> GestureRecognizer::cancel() {
    if (!down_) return std::nullopt;
    down_ = dragging_ = false;
    return Gesture{K::Cancel, last_, start_};
}

} // namespace cdo::app
