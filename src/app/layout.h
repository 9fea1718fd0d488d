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

inline std::string fmtNumber(const char* f, double v) {
    char buf[64];
    std::snprintf(buf, sizeof buf, f, v);
    return buf;
}

} // namespace cdo::app
