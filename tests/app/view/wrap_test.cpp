// The panels' line breaks (src/app/view/wrap.h): at spaces only, never inside a number.
#include "app/view/wrap.h"

#include <doctest/doctest.h>

using cdo::app::breakAtSpaces;

namespace {

double tenPerChar(std::string_view s) {
    return 10.0 * double(s.size());
}

} // namespace

// Ten pixels a character, lines of 100 px (10 characters): "Range:" (6) cannot take
// " 12.00\"" (13 in all), "12.00\"" cannot take " from" (11), "from the" (8) cannot take
// " front" (14), "front edge" is 10 and fits. ImGui would have ended a line after "12." (a
// break it allows after a full stop); here the number stays whole.
TEST_CASE("wrap: lines break at spaces only, so a range like 12.00\" stays whole") {
    CHECK(breakAtSpaces("Range: 12.00\" from the front edge", 100, tenPerChar) ==
          "Range:\n12.00\"\nfrom the\nfront edge");
    // Its own line breaks are kept; text that fits is left as it is.
    CHECK(breakAtSpaces("a b\nc d", 100, tenPerChar) == "a b\nc d");
    CHECK(breakAtSpaces("", 100, tenPerChar).empty());
    // A word wider than a line keeps a line of its own, whole.
    CHECK(breakAtSpaces("at 123456789012.5\" away", 100, tenPerChar) ==
          "at\n123456789012.5\"\naway");
    // An indentation stays with the first word after it (70 px: "  - out" is 7).
    CHECK(breakAtSpaces("  - out of range", 70, tenPerChar) == "  - out\nof\nrange");
}
