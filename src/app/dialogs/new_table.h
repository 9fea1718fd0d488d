// "New table": an empty Grande Tactique table of a size the player gives, from the sizes
// clubs play on or typed in inches, refused outside the file layer's limits (core/limits.h)
// so that a new table always saves to a file that loads back. Display-free.
#pragma once

#include "io/scenario_io.h"

#include <array>
#include <optional>
#include <string>

namespace cdo::app {

struct TableSizePreset {
    const char* label; // as the button says it: feet, then inches
    double width, depth;
};

// 6' x 4' first: the common club table, and the table the app starts with when given no file.
inline constexpr std::array<TableSizePreset, 5> kTablePresets{{
    {"6' x 4' (72 x 48 in)", 72, 48},
    {"4' x 4' (48 x 48 in)", 48, 48},
    {"8' x 6' (96 x 72 in)", 96, 72},
    {"10' x 6' (120 x 72 in)", 120, 72},
    {"12' x 6' (144 x 72 in)", 144, 72},
}};

// A length typed in inches ("72", "72.5", " 48 "); nothing for anything else ("6'", "abc",
// "", "inf", "nan").
std::optional<double> parseInches(const std::string& text);

// Why a table of width × depth inches cannot be made (each side more than 0 and at most
// limits::maxTableSide, a finite number), or nothing when it can.
std::optional<std::string> tableSizeProblem(double width, double depth);

// The empty table: no units, no terrain, Grande Tactique. Check tableSizeProblem first.
io::ScenarioDocument emptyTable(double width, double depth);

} // namespace cdo::app
