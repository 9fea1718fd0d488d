#include "app/dialogs/new_table.h"

#include "core/format.h"
#include "core/limits.h"

#include <cerrno>
#include <cmath>
#include <cstdlib>

namespace cdo::app {

std::optional<double> parseInches(const std::string& text) {
    const std::size_t a = text.find_first_not_of(" \t");
    if (a == std::string::npos) return std::nullopt;
    const std::size_t b = text.find_last_not_of(" \t");
    const std::string t = text.substr(a, b - a + 1);
    // Digits, one point and a sign only: strtod alone would take "inf", "nan" and hex.
    if (t.find_first_not_of("0123456789.+-") != std::string::npos) return std::nullopt;
    errno = 0;
    char* end = nullptr;
    const double v = std::strtod(t.c_str(), &end);
    if (end != t.c_str() + t.size() || errno != 0 || !std::isfinite(v)) return std::nullopt;
    return v;
}

std::optional<std::string> tableSizeProblem(double width, double depth) {
    for (const auto& [name, v] : {std::pair{"width", width}, std::pair{"depth", depth}}) {
        if (!std::isfinite(v) || v < limits::minLength || v > limits::maxTableSide)
            return std::string("the table's ") + name + " must be more than 0 and at most " +
                   inchesPlain(limits::maxTableSide) + " inches";
    }
    return std::nullopt;
}

io::ScenarioDocument emptyTable(double width, double depth) {
    io::ScenarioDocument d;
    d.scenario.gt().tableWidth = width;
    d.scenario.gt().tableDepth = depth;
    return d;
}

std::optional<int> parseHexCount(const std::string& text) {
    const std::size_t a = text.find_first_not_of(" \t");
    if (a == std::string::npos) return std::nullopt;
    const std::size_t b = text.find_last_not_of(" \t");
    const std::string t = text.substr(a, b - a + 1);
    if (t.size() > 6 || t.find_first_not_of("0123456789") != std::string::npos) return std::nullopt;
    return std::atoi(t.c_str());
}

std::optional<std::string> mapSizeProblem(int columns, int rows) {
    for (const auto& [name, v] : {std::pair{"columns", columns}, std::pair{"rows", rows}})
        if (v < 1 || v > limits::maxMapSide)
            return std::string("a map has from 1 to ") + std::to_string(limits::maxMapSide) + " " +
                   name;
    if (static_cast<long long>(columns) * rows > limits::maxMapHexes)
        return "a map has at most " + std::to_string(limits::maxMapHexes) + " hexes; " +
               std::to_string(columns) + " x " + std::to_string(rows) + " is " +
               std::to_string(static_cast<long long>(columns) * rows);
    return std::nullopt;
}

io::ScenarioDocument emptyMap(int columns, int rows) {
    io::ScenarioDocument d;
    d.scenario.part = lb::Battle{};
    d.scenario.lb().grid.columns = columns;
    d.scenario.lb().grid.rows = rows;
    d.scenario.lb().grid.shape = lb::HexShape::Flat;
    d.scenario.lb().grid.shift = lb::Shift::Odd;
    return d;
}

} // namespace cdo::app
