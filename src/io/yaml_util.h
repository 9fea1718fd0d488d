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
#include <memory>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <unordered_map>
#include <utility>
#include <vector>

namespace cdo::io {

// A YAML value as read, with where it was: what yaml-cpp's YAML::Node keeps, built straight
// from the parser's events. YAML::Load builds its nodes at about a third of the parser's own
// speed and frees them slowly; these are plain values, shared and never changed once built
// (a map of unknown keys shares its values with the file's tree). The names follow YAML::Node
// so that readers read the same either way.
class YamlNode {
  public:
    enum class Type : unsigned char { Null, Scalar, Sequence, Map };
    using Pair = std::pair<YamlNode, YamlNode>;

    YamlNode() = default; // null, with no mark (line -1)
    static YamlNode null(const YAML::Mark& mark);
    static YamlNode scalar(const YAML::Mark& mark, std::string tag, std::string text);
    // A map of these pairs, in this order (no mark, no style: a map made by the reader).
    static YamlNode map(std::vector<Pair> pairs);

    Type type() const { return d_ ? d_->type : Type::Null; }
    bool IsNull() const { return type() == Type::Null; }
    bool IsScalar() const { return type() == Type::Scalar; }
    bool IsSequence() const { return type() == Type::Sequence; }
    bool IsMap() const { return type() == Type::Map; }
    // The text of a scalar; empty otherwise.
    const std::string& Scalar() const;
    // "!" for a quoted scalar, "?" for a plain one, or the tag written ("!foo").
    const std::string& Tag() const;
    YAML::Mark Mark() const { return d_ ? d_->mark : YAML::Mark::null_mark(); }
    YAML::EmitterStyle::value style() const { return d_ ? d_->style : YAML::EmitterStyle::Default; }
    // Elements of a sequence, pairs of a map; 0 otherwise.
    std::size_t size() const;
    // The i-th element of a sequence; a null node when there is none.
    YamlNode operator[](std::size_t i) const;
    const std::vector<YamlNode>& items() const; // a sequence's elements
    const std::vector<Pair>& pairs() const;     // a map's keys and values, in file order
    // A map's pairs, as `for (const auto& [key, value] : node)`; nothing for other values.
    std::vector<Pair>::const_iterator begin() const { return pairs().begin(); }
    std::vector<Pair>::const_iterator end() const { return pairs().end(); }

  private:
    friend class YamlTreeBuilder;
    struct Data {
        Type type = Type::Null;
        YAML::EmitterStyle::value style = YAML::EmitterStyle::Default;
        YAML::Mark mark;
        std::string tag, text;
        std::vector<YamlNode> items;
        std::vector<Pair> pairs;
    };
    explicit YamlNode(std::shared_ptr<Data> d) : d_(std::move(d)) {}
    std::shared_ptr<const Data> d_;
};

// Writes a value as yaml-cpp writes a YAML::Node (`out << node`): the same styles, tags and
// quoting, so that unknown keys are saved as they always were.
YAML::Emitter& operator<<(YAML::Emitter& out, const YamlNode& node);
// The text of a value alone (YAML::Dump), to compare two values.
std::string dump(const YamlNode& node);

// Parses exactly one YAML document. Syntax errors, and a file holding several documents,
// become LoadError. An empty text gives a null node. Values nested more than
// limits::maxNesting deep are refused as they are read (the parser recurses).
// The text is first checked to be UTF-8 (checkUtf8), and its documents are counted without the
// loop of YAML::LoadAll, which never ends on a token yaml-cpp cannot place (",:").
YamlNode parseYamlDocument(std::string_view text, const std::string& file);

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
    YamlNode node;     // the value
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
    const YamlNode& node() const { return node_; }

    bool has(std::string_view key) const;
    std::optional<Field> optional(std::string_view key);
    // Missing: "OWNER: missing required key 'KEY'" at the map itself.
    Field required(std::string_view key);
    // "OWNER: problem" at the map itself.
    [[noreturn]] void fail(const std::string& problem) const;
    // Where a present key is written (a problem with the key rather than its value).
    YAML::Mark keyMark(std::string_view key) const;

    // The keys never looked up, as a fresh map in file order; a null node when there are none.
    YamlNode unknownKeys() const;

  private:
    struct Entry {
        YamlNode keyNode; // a scalar: its text is the key
        YamlNode value;
        bool used = false;
    };
    Entry* find(std::string_view key);
    const Entry* find(std::string_view key) const;
    Field fieldOf(const Entry& e) const;
    void readEntries(const Strict* strict);

    std::string file_;
    std::string owner_;
    std::string strictWhat_; // empty: not strict
    YamlNode node_;
    std::vector<Entry> entries_;
    // Key text (held by entries_' key nodes, which never change) -> entries_ index.
    std::unordered_map<std::string_view, std::size_t> index_;
};

// The shortest decimal form of `v` that reads back as exactly `v` ("24.5", not
// "24.500000000000000").
std::string formatNumber(double v);

// True when a YAML reader would take the plain scalar `text` for something other than a
// string (a number, a boolean, null), so that a writer must quote it.
bool needsQuotes(std::string_view text);

} // namespace cdo::io
