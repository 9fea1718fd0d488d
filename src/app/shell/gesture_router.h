// Gestures on the table (gesture.h) to the face's tool, or to the view: a drag that no tool
// takes pans, a double-tap and drag that no tool takes zooms, two fingers pinch, and a drag cut
// short by a second finger is taken back whole. What a window event is, the shell knows; this
// sees only gestures, so it is the same whatever delivers the fingers.
#pragma once

#include "app/shell/context.h"
#include "app/shell/gesture.h"

#include <functional>

namespace cdo::app {

class Tool;

class GestureRouter {
  public:
    // `tool` gives the tool the gestures go to now (the face's current one).
    GestureRouter(Context& ctx, Camera& cam, Document& doc, std::function<Tool&()> tool)
        : ctx_(ctx), cam_(cam), doc_(doc), tool_(std::move(tool)) {}

    void onGesture(const Gesture& g);
    // No drag goes on (another tool was chosen mid-gesture).
    void stop() { drag_ = Drag::None; }
    // Edits of one drag fold into one undo step: this drag's number, and a new number for
    // keys pressed in a row.
    unsigned gestureId() const { return gestureId_; }
    unsigned newGesture() { return ++gestureId_; }

  private:
    // Tool: the current tool took the drag; Zoom: a double-tap and drag no tool took (the
    // one-finger zoom); Pinch: two fingers.
    enum class Drag { None, Pan, Tool, Zoom, Pinch };
    void dragStart(Vec2 p, Vec2 start, bool afterTap);
    void dragMove(Vec2 p);
    void cancel(); // a second finger: what the first was dragging goes back

    Context& ctx_;
    Camera& cam_;
    Document& doc_;
    std::function<Tool&()> tool_;
    Drag drag_ = Drag::None;
    Vec2 lastPointer_;
    Vec2 zoomPivot_; // the one-finger zoom keeps this window point still
    // The selection before the last tap: the first tap of a double-tap and drag is not meant
    // as a tap, so the zoom that follows puts back what it changed. Before the press: a
    // cancelled drag gives the selection back too.
    Selection beforeTap_, beforePress_;
    unsigned gestureId_ = 0;
};

} // namespace cdo::app
