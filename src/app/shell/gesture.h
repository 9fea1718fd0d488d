// Fingers (or the left mouse button) turned into taps, long presses, drags, one-finger zooms
// and two-finger pinches. Display-free: times are in seconds, positions in window pixels; the
// window feeds it (App::handleEvent) and the tests feed it synthetic events.
#pragma once

#include "core/geometry.h"

#include <map>
#include <optional>

namespace cdo::app {

struct Gesture {
    // Pinch: two fingers moved; PinchEnd: one of them lifted (the other then does nothing
    // until every finger is up, so a pinch never ends in a stray tap or drag).
    enum class Kind {
        Press,
        Tap,
        LongPress,
        DragStart,
        DragMove,
        DragEnd,
        Cancel,
        Pinch,
        PinchEnd
    };
    Kind kind;
    Vec2 at;    // where the pointer is now (Pinch: the middle of the two fingers now)
    Vec2 start; // where it went down (Pinch: the middle of the two fingers before this move)
    // DragStart: this press came soon after a tap at the same place (a double-tap and drag,
    // the map apps' one-finger zoom when the drag is not a tool's).
    bool afterTap = false;
    double factor = 1; // Pinch: the fingers' distance now over before (above 1: spread)
};

class GestureRecognizer {
  public:
    // A finger wobbles: moves shorter than `slopPx` are still a tap. `longPressS` held still
    // is a long press (reported once, while the pointer is still down). A press within
    // `doubleTapS` of a tap and within three slops of it starts a double-tap gesture.
    explicit GestureRecognizer(double slopPx = 12.0, double longPressS = 0.5,
                               double doubleTapS = 0.35)
        : slop_(slopPx), longPress_(longPressS), doubleTap_(doubleTapS) {}
    // The wobble allowed, in pixels: the app gives 2 mm at the screen's density.
    void setSlopPx(double slopPx) { slop_ = slopPx; }

    // One pointer (the mouse, or the first finger through the touch calls below).
    std::optional<Gesture> down(Vec2 at, double time);
    std::optional<Gesture> move(Vec2 at, double time);
    std::optional<Gesture> up(Vec2 at, double time);
    // Called every frame: reports the long press once the pointer has been still long enough.
    std::optional<Gesture> tick(double time);
    // Abandons the current gesture (a second finger, a panel took the pointer).
    std::optional<Gesture> cancel();

    // Fingers by the platform's finger number. The first finger down is the pointer above; a
    // second one cancels its gesture and starts a pinch of the two; a third is ignored.
    std::optional<Gesture> touchDown(unsigned finger, Vec2 at, double time);
    std::optional<Gesture> touchMove(unsigned finger, Vec2 at, double time);
    std::optional<Gesture> touchUp(unsigned finger, Vec2 at, double time);
    std::size_t fingers() const { return fingers_.size(); }
    bool pinching() const { return pinch_; }

    bool isDown() const { return down_; }
    bool isDragging() const { return dragging_; }

  private:
    double slop_, longPress_, doubleTap_;
    bool down_ = false, dragging_ = false, longDone_ = false, afterTap_ = false;
    Vec2 start_, last_;
    double startTime_ = 0;
    std::optional<double> lastTapTime_;
    Vec2 lastTapAt_;
    // Touch: where each finger is, the one driving the pointer, the two of a pinch, and
    // whether the fingers left after a pinch are to be ignored until all are up.
    std::map<unsigned, Vec2> fingers_;
    unsigned primary_ = 0, pinchA_ = 0, pinchB_ = 0;
    bool pinch_ = false, ignoreRest_ = false;
};

// The one-finger zoom of a double-tap and drag: the factor for a drag of `dyPx` pixels down
// (negative: up). Down zooms in, as in map apps; `pxPerDoubling` pixels double the zoom, so
// a drag back to where it began undoes it exactly.
double oneFingerZoom(double dyPx, double pxPerDoubling);

} // namespace cdo::app
