// A tool decides what the pointer does on the table, what it draws over it and what it shows
// in the side panel. App routes every gesture to the current tool; the tool edits through its
// Context. Pointer positions are window pixels.
#pragma once

#include "core/geometry.h"

namespace cdo::app {

class Scene;

class Tool {
  public:
    virtual ~Tool() = default;
    // Every gesture starts with a press; then a tap, a long press and/or a drag.
    virtual void press(Vec2 p) = 0;
    virtual void tap(Vec2 p) = 0;
    virtual void longPress(Vec2 p) = 0;
    // True when the tool takes the drag (then dragMove follows at once); else the view pans.
    virtual bool dragStart(Vec2 p, Vec2 start) = 0;
    virtual void dragMove(Vec2 p) = 0;
    virtual void dragEnd() {} // the drag is over
    // The drag is abandoned (a second finger came down): whatever it applied is taken back by
    // the app after this; the tool only forgets it, committing nothing more.
    virtual void dragCancel() { dragEnd(); }
    // Its handles and marks, drawn over the table and the engine's evidence.
    virtual void overlay(Scene& scene) = 0;
    // Its part of the side panel.
    virtual void panel() = 0;
    // The terrain piece drawn highlighted, or -1.
    virtual int highlightedTerrain() const { return -1; }
    // A double-tap and drag this tool does not take zooms the view (one finger); elsewhere
    // (a tool whose taps add points) it pans.
    virtual bool zoomsOnDoubleTapDrag() const { return false; }
    // The Delete key: true when the tool deleted something of its own.
    virtual bool deleteSelected() { return false; }
};

} // namespace cdo::app
