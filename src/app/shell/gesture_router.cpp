#include "app/shell/gesture_router.h"

#include "app/tools/tool.h"
#include "app/view/layout.h"

namespace cdo::app {

void GestureRouter::onGesture(const Gesture& g) {
    Tool& tool = tool_();
    switch (g.kind) {
    case Gesture::Kind::Press:
        drag_ = Drag::None;
        beforePress_ = ctx_.selection();
        tool.press(g.at);
        break;
    case Gesture::Kind::Tap:
        beforeTap_ = ctx_.selection();
        tool.tap(g.at);
        break;
    case Gesture::Kind::LongPress:
        tool.longPress(g.start);
        break;
    case Gesture::Kind::DragStart:
        dragStart(g.at, g.start, g.afterTap);
        break;
    case Gesture::Kind::DragMove:
        dragMove(g.at);
        break;
    case Gesture::Kind::Pinch:
        // The table point under the fingers' middle follows it, and the zoom follows their
        // spread about it: both fingers stay on the points they pressed (as near as a
        // similarity without turning can keep them).
        if (drag_ == Drag::Tool) tool.dragEnd();
        drag_ = Drag::Pinch;
        cam_.zoomAt(g.start, g.factor);
        cam_.panBy(g.at - g.start);
        break;
    case Gesture::Kind::PinchEnd:
        drag_ = Drag::None;
        break;
    case Gesture::Kind::Cancel:
        cancel();
        break;
    case Gesture::Kind::DragEnd: {
        const bool toolHadIt = drag_ != Drag::Zoom; // the one-finger zoom is the view's
        drag_ = Drag::None;
        if (!toolHadIt) break;
        tool.dragEnd(); // its last edits may still fold into the drag's undo step
        doc_.history().closeGesture();
        break;
    }
    }
}

void GestureRouter::cancel() {
    // A second finger came down: the fingers now zoom and pan, so what the first one was
    // dragging goes back where it was, as if it had never been touched (a finger meant for
    // the view must not leave a unit moved).
    const bool toolDrag = drag_ == Drag::Tool;
    drag_ = Drag::None;
    if (!toolDrag) return;
    tool_().dragCancel();
    ctx_.selection() = beforePress_;
    if (doc_.dropGesture(gestureId_)) ctx_.setStatus("Two fingers: the drag was cancelled");
    doc_.history().closeGesture();
}

void GestureRouter::dragStart(Vec2 p, Vec2 start, bool afterTap) {
    ++gestureId_;
    if (tool_().dragStart(p, start)) {
        drag_ = Drag::Tool;
    } else if (afterTap && tool_().zoomsOnDoubleTapDrag()) {
        // A double-tap and drag that no tool took: the one-finger zoom, about the point
        // pressed. The first tap's change of selection is put back (in the terrain tool a tap
        // adds a corner, so there the drag pans as before).
        drag_ = Drag::Zoom;
        ctx_.selection() = beforeTap_;
        zoomPivot_ = start;
        lastPointer_ = start;
    } else {
        drag_ = Drag::Pan;
        lastPointer_ = start;
    }
    dragMove(p);
}

void GestureRouter::dragMove(Vec2 p) {
    if (drag_ == Drag::Pan) {
        cam_.panBy(p - lastPointer_);
        lastPointer_ = p;
    } else if (drag_ == Drag::Zoom) {
        // Down zooms in, up out; the point pressed stays under where it was pressed.
        cam_.zoomAt(zoomPivot_, oneFingerZoom(p.y - lastPointer_.y, 2 * touchPx()));
        lastPointer_ = p;
    } else if (drag_ == Drag::Tool) {
        tool_().dragMove(p);
    }
}

} // namespace cdo::app
