// YAML that the standard forbids but yaml-cpp takes, where the loader can see it: a word alone
// where a key is expected (yaml-test-suite's 236B, 7MNF, 9CWY), refused at its place instead of
// being saved back as "word: ~", and a '-' alone in brackets (YJV2), refused instead of read as
// the text "-". Each input is written out as the suite gives it, wrapped under a kept key.
#include "io/scenario_io.h"

#include "load_error.h"

#include <doctest/doctest.h>

#include <string>

using namespace cdo;
using cdo::test::refused;

namespace {

std::string keyAlone(const std::string& word) {
    return "'" + word +
           "' stands where a key is expected: a key is followed by ':' (write it as \"" + word +
           ": value\", or as a comment after '#')";
}

} // namespace

TEST_CASE("yaml: 236B, a word after a map's last value, is refused at the word") {
    // foo:\n  bar\ninvalid: "invalid" at line 4 was read as a key with no value.
    refused("coupdoeil: 1\nx-foo:\n  bar\ninvalid\n", 4, 1, keyAlone("invalid"));
}

TEST_CASE("yaml: 7MNF, a key without its colon, is refused at the key") {
    refused("coupdoeil: 1\nx-top1:\n  key1: val1\nx-top2\n", 4, 1, keyAlone("x-top2"));
}

TEST_CASE("yaml: 9CWY, a word after a list that ends a map, is refused at the word") {
    refused("coupdoeil: 1\nx-key:\n - item1\n - item2\ninvalid\n", 5, 1, keyAlone("invalid"));
}

TEST_CASE("yaml: a stray word inside a unit is refused, never saved as 'word: ~'") {
    refused("coupdoeil: 1\nunits:\n  - id: a\n    side: f\n    type: infantry\n    at: [1, 1]\n"
            "    facing: 0\n    invalid\n",
            8, 5, keyAlone("invalid"));
}

TEST_CASE("yaml: YJV2, a '-' alone in brackets, is refused") {
    refused("coupdoeil: 1\nx-list: [-]\n", 2, 10,
            "'-' alone is not a value: a list entry is '- ' and its value, and a text '-' is "
            "written in quotes");
}

TEST_CASE("yaml: keys with their colon, flow maps, explicit and quoted keys still load") {
    const std::string ok = "coupdoeil: 1\nx-a  : 1\nx-b: {c, d: 2}\n? x-e\n: 3\n\"x-f\": \"-\"\n"
                           "x-g: [a, '-', \"-\"]\n";
    const io::ScenarioDocument doc = io::loadScenarioText(ok, "t.yaml");
    const std::string saved = io::scenarioToYaml(doc);
    CHECK(io::scenarioToYaml(io::loadScenarioText(saved, "t.yaml")) == saved);
}

TEST_CASE("yaml: DK95-01, a tab as indentation, is refused at the value it indents") {
    // foo:\n\tbar was read as foo: bar.
    refused("coupdoeil: 1\nx-foo:\n\tbar\n", 3, 2,
            "a tab stands in the indentation here; YAML indents with spaces only");
    // Inside brackets a tab only separates, as YAML allows, once the line is indented by a
    // space (a tab first on it is Y79Y-003's, below).
    CHECK_NOTHROW(io::loadScenarioText("coupdoeil: 1\nx-foo: [1,\n \t2]\n", "t.yaml"));
}

TEST_CASE("yaml: SU5Z and X4QW, a comment glued to a quoted or block text, are refused at '#'") {
    refused("coupdoeil: 1\nx-key: \"value\"# invalid comment\n", 2, 15,
            "a comment needs a space before its '#'");
    refused("coupdoeil: 1\nx-key: 'it''s'# invalid comment\n", 2, 15,
            "a comment needs a space before its '#'");
    refused("coupdoeil: 1\nx-block: ># comment\n  scalar\n", 2, 11,
            "a comment needs a space before its '#'");
    CHECK_NOTHROW(io::loadScenarioText(
        "coupdoeil: 1\nx-key: \"value\" # fine\nx-block: > # fine\n  scalar\n", "t.yaml"));
}

namespace {

std::string blankLine(int spaces, int first) {
    return "this blank line of a block text holds " + std::to_string(spaces) +
           " spaces, more than the " + std::to_string(first) +
           " before its first line of text; YAML forbids it (keep at most " +
           std::to_string(first) + " here)";
}

const std::string tabIndent = "a tab stands in the indentation here; YAML indents with spaces only";

} // namespace

TEST_CASE("yaml: 5LLU and S98Z, a block text's blank line deeper than its text, are refused") {
    // block scalar: >\n(1 space)\n(2)\n(3)\n(1) invalid: the text is indented by 1 (its first
    // line with something on it), so the blank line of 2 spaces (line 4) is the first with
    // more; the spaces past the first are where it is wrong (column 2).
    refused("coupdoeil: 1\nx-block: >\n \n  \n   \n invalid\n", 4, 2, blankLine(2, 1));
    // S98Z: the same with '# comment' as the first line (in a block text it is text).
    refused("coupdoeil: 1\nx-empty: >\n \n  \n   \n # comment\n", 4, 2, blankLine(2, 1));
    // Under a key indented by 4: the text is indented by 6, a blank of 8 is refused (line 4
    // of the file), blanks of 6 or fewer and one past the text are kept.
    const std::string nested = "coupdoeil: 1\nx-outer:\n    x-note: |\n";
    refused(nested + "        \n      text\n", 4, 7, blankLine(8, 6));
    const io::ScenarioDocument ok =
        io::loadScenarioText(nested + "      \n   \n      text\n        \n", "t.yaml");
    CHECK_NOTHROW(io::scenarioToYaml(ok));
    // An indentation given ('|2'): the blank lines are text, as YAML reads them.
    CHECK_NOTHROW(io::loadScenarioText("coupdoeil: 1\nx-block: |1\n   \n invalid\n", "t.yaml"));
    // An empty text followed by the next key, blank lines of any depth between: valid.
    CHECK_NOTHROW(io::loadScenarioText("coupdoeil: 1\nx-block: >\n   \nx-next: 1\n", "t.yaml"));
}

TEST_CASE("yaml: Y79Y-000 and 003, a tab where the indentation is, are refused at the tab") {
    // Before, 003 loaded (yaml-cpp takes a tab first on a line inside brackets).
    // foo: |\n<tab>\nbar: 1: the tab stands where the text's indentation is. yaml-cpp's own
    // scanner refuses it at the tab, at the top as nested under a kept key (its lines
    // indented by 2, or all but the tab's line).
    const std::string scanner = "YAML syntax error: illegal tab when looking for indentation";
    refused("coupdoeil: 1\nx-foo: |\n\t\nx-bar: 1\n", 3, 1, scanner);
    refused("coupdoeil: 1\nx-wrap:\n  foo: |\n\t\n  bar: 1\n", 4, 1, scanner);
    refused("coupdoeil: 1\nx-wrap:\n  foo: |\n  \t\n  bar: 1\n", 4, 3, scanner);
    // Y79Y-001: a space more first, then the tab is the text's (a tab and a line break).
    const io::ScenarioDocument doc =
        io::loadScenarioText("coupdoeil: 1\nx-wrap:\n  foo: |\n   \t\n  bar: 1\n", "t.yaml");
    CHECK(io::scenarioToYaml(doc).find("bar") != std::string::npos);
    // Y79Y-003: - [\n<tab>foo,\n foo\n ]: under the list at column 3 (1-based), its brackets'
    // lines need 3 spaces before a tab; 'foo' comes after 2 and a tab (line 4, column 4).
    refused("coupdoeil: 1\nx-wrap:\n  - [\n  \tfoo,\n   foo\n   ]\n", 4, 4,
            tabIndent + " (inside brackets, 3 spaces before it at least)");
    // And at the top level under a key, as the suite writes it (line 4, column 2).
    refused("coupdoeil: 1\nx-list:\n- [\n\tfoo,\n foo\n ]\n", 4, 2,
            tabIndent + " (inside brackets, 1 space before it at least)");
    // Y79Y-002: a line of only a tab inside the brackets is fine, and so is a tab after
    // enough spaces.
    CHECK_NOTHROW(
        io::loadScenarioText("coupdoeil: 1\nx-wrap:\n  - [\n  \t\n   foo\n   ]\n", "t.yaml"));
    CHECK_NOTHROW(
        io::loadScenarioText("coupdoeil: 1\nx-wrap:\n  - [\n   \tfoo,\n   foo\n   ]\n", "t.yaml"));
}
