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
    // Inside brackets a tab only separates, as YAML allows.
    CHECK_NOTHROW(io::loadScenarioText("coupdoeil: 1\nx-foo: [1,\n\t2]\n", "t.yaml"));
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
