// One pointer (a finger or the left mouse button) turned into taps, long presses and drags.
// Display-free: times are in seconds, positions in window pixels.
#pragma once

#include "core/geometry.h"

#include <optional>

namespace cdo::app {

struct Gesture {
    enum class Kind { Press, Tap, LongPress, DragStart, DragMove, DragEnd, Cancel };
    Kind kind;
    Vec2 at;    // where the pointer is now
    Vec2 start; // where it went down
};

class GestureRecognizer {
  public:
    // A finger wobbles: moves shorter than `slopPx` are still a tap. `longPressS` held still
    // is a long press (reported once, while the pointer is still down).
    explicit GestureRecognizer(double slopPx = 12.0, double longPressS = 0.5)
        : slop_(slopPx), longPress_(longPressS) {}

    std::optional<Gesture> down(Vec2 at, double time);
    std::optional<Gesture> move(Vec2 at, double time);
    std::optional<Gesture> up(Vec2 at, double time);
    // Called every frame: reports the long press once the pointer has been still long enough.
    std::optional<Gesture> tick(double time);
    // Abandons the current gesture (a second finger, a panel took the pointer).
    std::optional<Gesture> cancel();

    bool isDown() const { return down_; }
    bool isDragging() const { return dragging_; }

  private:
    double slop_, longPress_;
    bool down_ = false, dragging_ = false, longDone_ = false;
    Vec2 start_, last_;
    double startTime_ = 0;
};

} // namespace cdo::app
