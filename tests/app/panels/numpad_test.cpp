// The number pad's keys (app/numpad.h), without a window: what each tap does to the text.
#include "app/panels/numpad.h"

#include <doctest/doctest.h>

#include <string>
#include <vector>

using cdo::app::NumPad;

namespace {

std::string typed(const std::vector<std::string>& keys) {
    std::string t;
    for (const std::string& k : keys)
        t = NumPad::press(t, k);
    return t;
}

} // namespace

TEST_CASE("numpad: digits and one point make a number") {
    CHECK(typed({"1", "2", ".", "5"}) == "12.5");
    CHECK(typed({"1", ".", "2", ".", "5"}) == "1.25"); // a second point is not taken
    CHECK(typed({".", "5"}) == "0.5");                 // a leading point gets its 0
    double v = 0;
    REQUIRE(NumPad::parse("12.5", v));
    CHECK(v == 12.5);
}

TEST_CASE("numpad: minus changes the sign, before or after the digits") {
    CHECK(typed({"-", "3"}) == "-3");
    CHECK(typed({"3", "-"}) == "-3");
    CHECK(typed({"3", "-", "-"}) == "3");
    CHECK(typed({"-", "."}) == "-0.");
    double v = 0;
    REQUIRE(NumPad::parse("-0.5", v));
    CHECK(v == -0.5);
}

TEST_CASE("numpad: backspace takes the last character, and nothing is not a number") {
    CHECK(typed({"4", "5", "Back"}) == "4");
    CHECK(typed({"Back"}).empty());
    double v = 7;
    CHECK_FALSE(NumPad::parse("", v));
    CHECK_FALSE(NumPad::parse("-", v));
    CHECK(v == 7); // left as it was
}

TEST_CASE("numpad: more digits than a table needs are not taken") {
    std::vector<std::string> keys(20, "9");
    CHECK(typed(keys).size() == 12);
}
