// "New": an empty Grande Tactique table of a size the player gives, from the sizes
// clubs play on or typed in inches, refused outside the file layer's limits (core/limits.h)
// so that a new table always saves to a file that loads back; or an empty La Bataille map of
// a number of hexes. Display-free.
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

// "New" La Bataille map: a whole number of hexes typed ("30", " 22 "); nothing for anything
// else ("30.5", "-3", "abc", "").
std::optional<int> parseHexCount(const std::string& text);
// Why a map of columns × rows hexes cannot be made (each from 1 to limits::maxMapSide, at most
// limits::maxMapHexes in all: what the file layer reads back), or nothing when it can.
std::optional<std::string> mapSizeProblem(int columns, int rows);
// The empty La Bataille map: flat hexes, odd columns half a hex lower (the series' printed
// maps), every hex clear at level 0, no counters. Check mapSizeProblem first.
io::ScenarioDocument emptyMap(int columns, int rows);

} // namespace cdo::app
