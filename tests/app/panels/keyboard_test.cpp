// The on-screen keyboard's keys (app/panels/keyboard.h), without a window: what each tap does
// to the text of a field.
#include "app/panels/keyboard.h"

#include <doctest/doctest.h>

#include <algorithm>
#include <string>
#include <vector>

using cdo::app::Keyboard;

namespace {

// The keys tapped in turn on a field holding `start`, selected as the keyboard opens it.
std::string typed(const std::string& start, const std::vector<std::string>& keys) {
    std::string t = start;
    bool fresh = true;
    for (const std::string& k : keys) {
        t = Keyboard::press(t, k, fresh);
        fresh = false;
    }
    return t;
}

} // namespace

TEST_CASE("keyboard: the first key replaces the selected text, as typing into it does") {
    // "scenario.yaml" selected; r, o, s, t, e, r, 1 typed: "roster1", not "scenario.yamlroster1".
    CHECK(typed("scenario.yaml", {"r", "o", "s", "t", "e", "r", "1"}) == "roster1");
    // Back first empties it; then the keys add.
    CHECK(typed("scenario.yaml", {"Back", "a"}) == "a");
}

TEST_CASE("keyboard: letters and digits and - _ . and space add their character and Back takes one") {
    CHECK(Keyboard::press("fr", "-", false) == "fr-");
    CHECK(Keyboard::press("fr-", "_", false) == "fr-_");
    CHECK(Keyboard::press("a", ".", false) == "a.");
    CHECK(Keyboard::press("VI", "Space", false) == "VI ");
    CHECK(Keyboard::press("12", "7", false) == "127");
    CHECK(Keyboard::press("abc", "Back", false) == "ab");
    CHECK(Keyboard::press("", "Back", false).empty());
    // Shift, Cancel and OK are not characters: the text stays.
    for (const char* k : {"Shift", "Cancel", "OK"})
        CHECK(Keyboard::press("ab", k, false) == "ab");
}

TEST_CASE("keyboard: Back takes a whole character and never half of one") {
    // "Coup d'œil": œ is two bytes in UTF-8 (C5 93); Back after it leaves "Coup d'".
    CHECK(Keyboard::press("Coup d'\xC5\x93", "Back", false) == "Coup d'");
    // "é" (C3 A9) then "x": Back takes the x only.
    CHECK(Keyboard::press("\xC3\xA9x", "Back", false) == "\xC3\xA9");
}

TEST_CASE("keyboard: every letter and digit and - _ . space Back Cancel OK has its key") {
    std::vector<std::string> all;
    for (const auto& row : Keyboard::layout())
        all.insert(all.end(), row.begin(), row.end());
    auto has = [&](const std::string& k) {
        return std::find(all.begin(), all.end(), k) != all.end();
    };
    for (char c = 'a'; c <= 'z'; ++c)
        CHECK_MESSAGE(has(std::string(1, c)), c);
    for (char c = '0'; c <= '9'; ++c)
        CHECK_MESSAGE(has(std::string(1, c)), c);
    for (const char* k : {"-", "_", ".", "Space", "Back", "Cancel", "OK", "Shift"})
        CHECK_MESSAGE(has(k), k);
    // Ten to a row at most (a row of the window's width), the words' row last.
    for (const auto& row : Keyboard::layout())
        CHECK(row.size() <= 10);
    CHECK(all.size() == 26 + 10 + 3 + 5); // - _ . and Space, Back, Cancel, OK, Shift
}
