// Sizes shared by the table's input handling and the panels, in window pixels.
#pragma once

#include "core/geometry.h"
#include "core/model.h"

#include <cstdio>
#include <string>

namespace cdo::app {

inline constexpr float kTopBar = 62;     // height of the top bar
inline constexpr float kLeftBar = 76;    // width of the view buttons
inline constexpr float kSidePanel = 380; // width of the right-hand panel
inline constexpr float kTouch = 48;      // smallest control: about 9 mm on a 10" 1280×800 tablet
inline constexpr double kHandleGap = 46; // from a unit's front edge to its turning handle

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
    l.twoRows = l.portrait || W < 1200;
    const float top = l.twoRows ? 2 * kTopBar - 8 : kTopBar;
    l.top = {0, 0, W, top};
    if (!l.portrait) {
        l.tools = {0, top, kLeftBar, H - top};
        l.side = {W - kSidePanel, top, kSidePanel, H - top};
        l.table = {kLeftBar, top, W - kLeftBar - kSidePanel, H - top};
        return l;
    }
    const float row = kTouch + 20, sideH = float(int(H * 0.4f));
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
