// Keys this version does not know are kept for saving exactly as read, or refused at load with
// their place: never changed on save, never refused only at saving. The four keys below were
// found by the scenario fuzzer: each loaded, then was saved as something else or not at all.
#include "io/scenario_io.h"

#include "load_error.h"

#include <doctest/doctest.h>

#include <string>

using namespace cdo;
using cdo::test::refused;

namespace {

// Line 1; the kept key is on line 2, its quote at column 1.
std::string withKey(const std::string& quotedKey) {
    return "coupdoeil: 1\n" + quotedKey + ": 1\n";
}

const std::string tail = ", a control character a saved file would not give back as it is; "
                         "remove it (or write it as a printable text)";

} // namespace

TEST_CASE("kept keys: a NUL then '_' is refused at load, not saved as byte 0xA0") {
    // "a\0_" was written "a\0_" unquoted-escaped, which reads back as "a" and U+00A0.
    refused(withKey("\"a\\0_\""), 2, 1, "the text 'a\\x00_' holds U+0000" + tail);
}

TEST_CASE("kept keys: a NUL then 'b' or a space is refused, not saved as \\b or dropped") {
    refused(withKey("\"a\\0b\""), 2, 1, "the text 'a\\x00b' holds U+0000" + tail);
    refused(withKey("\"a\\0 \""), 2, 1, "the text 'a\\x00 ' holds U+0000" + tail);
}

TEST_CASE("kept keys: 'note' and 130 carriage returns is refused, not shortened by each save") {
    std::string crs;
    for (int i = 0; i < 130; ++i)
        crs += "\\r";
    const io::LoadError e =
        cdo::test::errorOf([&] { io::loadScenarioText(withKey("\"note" + crs + "\""), "t.yaml"); });
    CHECK(e.line() == 2);
    CHECK(e.column() == 1);
    CHECK(e.message().find("holds U+000D, a control character") != std::string::npos);
}

TEST_CASE("kept keys: a NUL or a carriage return in a kept value, at any depth, is refused there") {
    // Line 3, column 9: the scalar "x\r" under the kept key.
    refused("coupdoeil: 1\nx-notes:\n  - {a: \"x\\r\"}\n", 3, 9,
            "the text 'x\\x0d' holds U+000D" + tail);
    // Inside a unit, the message names it.
    refused("coupdoeil: 1\nunits:\n  - {id: u, side: a, type: infantry, at: [1, 1], facing: 0, "
            "\"p\\0\": 1}\n",
            3, 61, "unit 'u': the text 'p\\x00' holds U+0000" + tail);
}

TEST_CASE("kept keys: tabs, line feeds and other text are kept exactly through a save") {
    const std::string yaml =
        "coupdoeil: 1\n\"a\\tb\": \"c\\nd\"\n\"\\u00e9t\\u00e9\": 1\n\"\\x01\\x7f\": 2\n";
    const io::ScenarioDocument doc = io::loadScenarioText(yaml, "t.yaml");
    const std::string saved = io::scenarioToYaml(doc);
    const io::ScenarioDocument back = io::loadScenarioText(saved, "t.yaml");
    CHECK(io::scenarioToYaml(back) == saved);
    CHECK_NOTHROW(io::verifiedScenarioText(doc, "t.yaml"));
}
