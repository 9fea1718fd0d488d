// Sizes shared by the table's input handling and the panels, in window pixels worked out from
// millimetres on the screen (density.h): the same on a 150 ppi tablet and a 220 ppi one.
#pragma once

#include "app/view/density.h"
#include "core/geometry.h"

#include "core/model.h"
#include <algorithm>

#include <cstdio>
#include <string>

namespace cdo::app {

// The smallest control, a button's or a field's or a list row's height: kTouchMm (9 mm).
inline float touchPx() {
    return controlPx(kTouchMm);
}
inline float windowPaddingPx() { // inside every panel
    return controlPx(1.7);
}
inline float topBarPx() { // one row of the top bar
    return touchPx() + 2 * windowPaddingPx() - 6;
}
inline float viewButtonPx() { // the width of the zoom, turn and pan buttons
    return controlPx(10);
}
inline float leftBarPx() { // the column of view buttons
    return viewButtonPx() + 2 * windowPaddingPx();
}
// The right-hand panel: 66 mm, but never more than 45% of the window.
inline float sidePanelPx(float windowWidth) {
    return std::min(controlPx(66), std::max(touchPx() * 4, windowWidth * 0.45f));
}
inline double handleGapPx() { // from a unit's front edge to its turning handle
    return mm(8);
}

// Where the fixed windows and the table go in a window of W×H pixels. Landscape: the top bar,
// the view buttons down the left, the side panel on the right. Upright (portrait, H > W): the
// top bar on two rows, the view buttons in a row below it, the side panel below the table,
// full width and about 40% of the height. A narrow landscape window wraps the top bar when
// its buttons and the file name do not fit on one row.
struct Layout {
    struct Box {
        float x = 0, y = 0, w = 0, h = 0;
        float right() const { return x + w; }
        float bottom() const { return y + h; }
    };
    bool portrait = false;
    bool twoRows = false; // the top bar's buttons wrap onto a second row
    Box top, tools, side, table;
};

inline Layout layoutFor(double width, double height) {
    const float W = float(width), H = float(height);
    Layout l;
    l.portrait = H > W;
    l.twoRows = l.portrait || W < float(mm(203)); // 1200 px at 150 ppi
    const float bar = topBarPx(), top = l.twoRows ? 2 * bar - 8 : bar;
    l.top = {0, 0, W, top};
    if (!l.portrait) {
        const float left = leftBarPx(), side = sidePanelPx(W);
        l.tools = {0, top, left, H - top};
        l.side = {W - side, top, side, H - top};
        l.table = {left, top, W - left - side, H - top};
        return l;
    }
    const float row = touchPx() + 2 * windowPaddingPx() + 4, sideH = float(int(H * 0.4f));
    l.tools = {0, top, W, row};
    l.side = {0, H - sideH, W, sideH};
    l.table = {0, top + row, W, H - sideH - top - row};
    return l;
}

inline std::string fmtNumber(const char* f, double v) {
    char buf[64];
    std::snprintf(buf, sizeof buf, f, v);
    return buf;
}

} // namespace cdo::app
