// Strict reading of YAML files for io: every fault becomes a LoadError pointing at the
// offending node, with a message naming the key and what is wrong. yaml-cpp is lenient
// (duplicate keys, "yes" for true, ".nan" for a number), so the checks live here, shared by
// the scenario and army-list loaders.
#pragma once

#include "core/ids.h"
#include "io/scenario_io.h"

#include <yaml-cpp/yaml.h>

#include <cstddef>
#include <initializer_list>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

namespace cdo::io {

// Parses exactly one YAML document. Syntax errors, and a file holding several documents,
// become LoadError. An empty text gives a null node.
// The text is first checked to be UTF-8 (checkUtf8), and its documents are counted without the
// loop of YAML::LoadAll, which never ends on a token yaml-cpp cannot place (",:").
YAML::Node parseYamlDocument(std::string_view text, const std::string& file);

// A LoadError at the line and column of the first byte that starts no valid UTF-8 character
// (Latin-1 text, a stray byte, an overlong form, a surrogate).
void checkUtf8(std::string_view text, const std::string& file);

// yaml-cpp marks are 0-based; messages are 1-based.
[[noreturn]] void failAt(const std::string& file, const YAML::Mark& mark,
                         const std::string& message);

// One value being read, with what messages need to name it. Messages read
// "OWNER: LABEL: problem" ("unit 'fr-12pdr': 'facing': expected a number, got 'north'").
struct Field {
    std::string file;
    std::string owner; // "unit 'fr-12pdr'", "table"; empty at the top level
    std::string label; // "'facing'", "'outline' point 3"
    YAML::Node node;   // the value
    YAML::Mark mark;   // where to point: the value, or its key when the value is empty

    [[noreturn]] void fail(const std::string& problem) const;
    // The i-th (0-based) element of a sequence, labelled "LABEL WORD i+1".
    Field element(std::size_t i, std::string_view word) const;
};

// A text shown in a message: quoted, shortened if long, control characters escaped.
std::string quote(std::string_view text);

std::string readText(const Field& f); // any scalar, not null
std::string readId(const Field& f);   // a non-empty scalar
double readNumber(const Field& f);    // a plain, finite number (no quotes, no .nan/.inf)

long long readInteger(const Field& f);                              // a plain whole number
bool readBool(const Field& f);                                      // true or false, nothing else
std::vector<Field> readList(const Field& f, std::string_view word); // a sequence

// Reads one of an enum's spellings; `what` names the kind ("unit type") and `all` lists the
// accepted values for the message.
template <class E, class Parse, class Show>
E readEnum(const Field& f, std::string_view what, std::span<const E> all, Parse parse, Show show) {
    const std::string word = readId(f);
    if (std::optional<E> e = parse(word)) return *e;
    std::string expected;
    for (std::size_t i = 0; i < all.size(); ++i) {
        if (i > 0) expected += i + 1 == all.size() ? " or " : ", ";
        expected += show(all[i]);
    }
    f.fail("unknown " + std::string(what) + " " + quote(word) + " (expected " + expected + ")");
}

// A map read key by key. Construction refuses a value that is not a map, a key that is not a
// plain word, and any key given twice (pointing at the second). Keys never asked for are the
// unknown ones, kept by the caller so that saving writes them back; a strict reader refuses
// them instead.
class MapReader {
  public:
    // `what` describes the expected map for the "not a map" message ("a unit").
    MapReader(const Field& field, std::string_view what);

    // Army lists refuse every key they do not know, pointing at it: a misspelt key is far
    // likelier in a short hand-written list than one from a newer version. The messages name
    // the map as `what` ("unknown key 'colour' in unit (expected one of: id, name, ...)",
    // "unit is missing required key 'type'") and have no owner.
    struct Strict {
        std::string_view what; // "unit", "army list"
        std::initializer_list<std::string_view> known;
    };
    MapReader(const Field& field, const Strict& strict);

    void setOwner(std::string owner) { owner_ = std::move(owner); }
    const std::string& owner() const { return owner_; }
    const YAML::Node& node() const { return node_; }

    bool has(std::string_view key) const;
    std::optional<Field> optional(std::string_view key);
    // Missing: "OWNER: missing required key 'KEY'" at the map itself.
    Field required(std::string_view key);
    // "OWNER: problem" at the map itself.
    [[noreturn]] void fail(const std::string& problem) const;
    // Where a present key is written (a problem with the key rather than its value).
    YAML::Mark keyMark(std::string_view key) const;

    // The keys never looked up, as a fresh map in file order; a null node when there are none.
    YAML::Node unknownKeys() const;

  private:
    struct Entry {
        std::string key;
        YAML::Node keyNode;
        YAML::Node value;
        bool used = false;
    };
    Entry* find(std::string_view key);
    const Entry* find(std::string_view key) const;
    Field fieldOf(const Entry& e) const;
    void readEntries(const Strict* strict);

    std::string file_;
    std::string owner_;
    std::string strictWhat_; // empty: not strict
    YAML::Node node_;
    std::vector<Entry> entries_;
    std::unordered_map<std::string, std::size_t> index_; // key -> entries_ index
};

// The shortest decimal form of `v` that reads back as exactly `v` ("24.5", not
// "24.500000000000000").
std::string formatNumber(double v);

// True when a YAML reader would take the plain scalar `text` for something other than a
// string (a number, a boolean, null), so that a writer must quote it.
bool needsQuotes(std::string_view text);

} // namespace cdo::io
