// Where the panels' text breaks onto a new line: at spaces only. ImGui's own wrapping also
// breaks after '.', ',', ';', '!', '?' and '"', so a range of 12.00" could end one line with
// "12." and start the next with "00"" (docs/app.md: no number is cut).
#pragma once

#include <functional>
#include <string>
#include <string_view>

namespace cdo::app {

// `text` with each space where a line must end (it is wider than `width` by `measure`, in the
// same units) made a line break; its own line breaks are kept. A word wider than `width` stays
// whole on a line of its own.
std::string breakAtSpaces(std::string_view text, double width,
                          const std::function<double(std::string_view)>& measure);

} // namespace cdo::app
