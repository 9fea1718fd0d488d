#include "app/shell/gesture.h"

#include <cmath>

namespace cdo::app {

using K = Gesture::Kind;

std::optional<Gesture> GestureRecognizer::down(Vec2 at, double time) {
    down_ = true;
    dragging_ = false;
    longDone_ = false;
    // A double tap needs the finger back near the first tap, not anywhere on the screen.
    afterTap_ =
        lastTapTime_ && time - *lastTapTime_ <= doubleTap_ && dist(at, lastTapAt_) <= 3 * slop_;
    lastTapTime_.reset(); // a third tap is not a second double tap
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
        Gesture g{K::DragStart, at, start_};
        g.afterTap = afterTap_ && !longDone_;
        return g;
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
    if (!afterTap_) { // the second tap of a double tap does not arm a third
        lastTapTime_ = time;
        lastTapAt_ = at;
    }
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

std::optional<Gesture> GestureRecognizer::touchDown(unsigned finger, Vec2 at, double time) {
    if (fingers_.empty()) {
        pinch_ = ignoreRest_ = false;
        primary_ = finger;
        fingers_[finger] = at;
        return down(at, time);
    }
    fingers_[finger] = at;
    if (pinch_ || ignoreRest_ || fingers_.size() != 2) return std::nullopt;
    // The second finger: whatever the first was doing is abandoned, the two pinch.
    pinch_ = true;
    pinchA_ = primary_;
    pinchB_ = finger;
    lastTapTime_.reset();
    return cancel();
}

std::optional<Gesture> GestureRecognizer::touchMove(unsigned finger, Vec2 at, double time) {
    const auto it = fingers_.find(finger);
    if (it == fingers_.end()) return std::nullopt;
    if (pinch_ && (finger == pinchA_ || finger == pinchB_)) {
        const Vec2 a0 = fingers_[pinchA_], b0 = fingers_[pinchB_];
        it->second = at;
        const Vec2 a1 = fingers_[pinchA_], b1 = fingers_[pinchB_];
        Gesture g{K::Pinch, lerp(a1, b1, 0.5), lerp(a0, b0, 0.5)};
        const double d0 = dist(a0, b0);
        g.factor = d0 > 1 ? dist(a1, b1) / d0 : 1.0; // fingers on top of each other: no zoom
        return g;
    }
    it->second = at;
    if (pinch_ || ignoreRest_ || finger != primary_) return std::nullopt;
    return move(at, time);
}

std::optional<Gesture> GestureRecognizer::touchUp(unsigned finger, Vec2 at, double time) {
    if (fingers_.erase(finger) == 0) return std::nullopt;
    if (pinch_ && (finger == pinchA_ || finger == pinchB_)) {
        pinch_ = false;
        ignoreRest_ = !fingers_.empty();
        return Gesture{K::PinchEnd, at, at};
    }
    if (fingers_.empty()) ignoreRest_ = false;
    if (pinch_ || finger != primary_) return std::nullopt;
    if (ignoreRest_) {
        ignoreRest_ = !fingers_.empty();
        return std::nullopt;
    }
    return up(at, time);
}

double oneFingerZoom(double dyPx, double pxPerDoubling) {
    return std::exp2(dyPx / pxPerDoubling);
}

} // namespace cdo::app
