#include "io/yaml_util.h"

#include <algorithm>
#include <array>
#include <cctype>
#include <charconv>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <system_error>

namespace cdo::io {

namespace {

std::string prefix(const std::string& owner) {
    return owner.empty() ? "" : owner + ": ";
}

// What a node is, for "expected X, got Y".
std::string describe(const YAML::Node& n) {
    switch (n.Type()) {
    case YAML::NodeType::Null:
    case YAML::NodeType::Undefined:
        return "nothing";
    case YAML::NodeType::Sequence:
        return "a list";
    case YAML::NodeType::Map:
        return "a map";
    case YAML::NodeType::Scalar:
        break;
    }
    return quote(n.Scalar());
}

// What a node is, for strict maps: "not a single value".
std::string kindOf(const YAML::Node& n) {
    switch (n.Type()) {
    case YAML::NodeType::Map:
        return "a mapping";
    case YAML::NodeType::Sequence:
        return "a list";
    case YAML::NodeType::Scalar:
        return "a single value";
    default:
        return "nothing";
    }
}

std::string joined(std::initializer_list<std::string_view> words) {
    std::string out;
    for (std::string_view w : words) {
        if (!out.empty()) out += ", ";
        out += w;
    }
    return out;
}

// yaml-cpp tags a quoted scalar "!" and a plain one "?"; numbers and booleans must be plain.
bool isQuoted(const YAML::Node& n) {
    return n.Tag() == "!";
}

std::string lower(std::string_view s) {
    std::string out(s);
    std::transform(out.begin(), out.end(), out.begin(),
                   [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
    return out;
}

// YAML's own spellings of infinity and not-a-number, which from_chars does not know.
bool isYamlSpecialFloat(std::string_view s) {
    std::string l = lower(s);
    if (!l.empty() && (l[0] == '+' || l[0] == '-')) l.erase(0, 1);
    return l == ".inf" || l == ".nan";
}

// Strips one leading '+' (YAML allows it, from_chars does not).
std::string_view unsign(std::string_view s) {
    if (s.size() > 1 && s[0] == '+' && s[1] != '-' && s[1] != '+') s.remove_prefix(1);
    return s;
}

} // namespace

YAML::Node parseYamlDocument(std::string_view text, const std::string& file) {
    std::vector<YAML::Node> docs;
    try {
        docs = YAML::LoadAll(std::string(text));
    } catch (const YAML::Exception& e) {
        failAt(file, e.mark, "YAML syntax error: " + e.msg);
    }
    if (docs.empty()) return YAML::Node();
    if (docs.size() > 1)
        failAt(file, docs[1].Mark(), "the file holds more than one YAML document (a second '---')");
    return docs.front();
}

void failAt(const std::string& file, const YAML::Mark& mark, const std::string& message) {
    // A null document has no mark; the start of the file is then the best place to point.
    const int line = mark.line >= 0 ? mark.line + 1 : 1;
    const int column = mark.column >= 0 ? mark.column + 1 : 1;
    throw LoadError(file, line, column, message);
}

void Field::fail(const std::string& problem) const {
    failAt(file, mark, prefix(owner) + prefix(label) + problem);
}

Field Field::element(std::size_t i, std::string_view word) const {
    Field e;
    e.file = file;
    e.owner = owner;
    e.label = label + " " + std::string(word) + " " + std::to_string(i + 1);
    e.node = node[i];
    e.mark = e.node.Mark().line >= 0 ? e.node.Mark() : mark;
    return e;
}

std::string quote(std::string_view text) {
    constexpr std::size_t longest = 40;
    if (text.size() > longest) return "'" + std::string(text.substr(0, longest)) + "...'";
    return "'" + std::string(text) + "'";
}

std::string readText(const Field& f) {
    if (f.node.IsNull()) f.fail("has no value");
    if (!f.node.IsScalar()) f.fail("expected a text, got " + describe(f.node));
    return f.node.Scalar();
}

std::string readId(const Field& f) {
    std::string s = readText(f);
    if (s.empty()) f.fail("must not be empty");
    return s;
}

double readNumber(const Field& f) {
    if (f.node.IsNull()) f.fail("has no value; expected a number");
    if (!f.node.IsScalar()) f.fail("expected a number, got " + describe(f.node));
    const std::string& s = f.node.Scalar();
    if (isQuoted(f.node)) f.fail("expected a number, got the text " + quote(s) + " in quotes");
    if (isYamlSpecialFloat(s)) f.fail("must be a finite number, got " + quote(s));
    const std::string_view t = unsign(s);
    double v = 0.0;
    const auto [end, ec] = std::from_chars(t.data(), t.data() + t.size(), v);
    if (ec == std::errc::result_out_of_range) f.fail("number " + quote(s) + " is out of range");
    if (ec != std::errc() || end != t.data() + t.size())
        f.fail("expected a number, got " + quote(s));
    if (!std::isfinite(v)) f.fail("must be a finite number, got " + quote(s));
    return v;
}

long long readInteger(const Field& f) {
    if (f.node.IsNull()) f.fail("has no value; expected a whole number");
    if (!f.node.IsScalar()) f.fail("expected a whole number, got " + describe(f.node));
    const std::string& s = f.node.Scalar();
    if (isQuoted(f.node))
        f.fail("expected a whole number, got the text " + quote(s) + " in quotes");
    const std::string_view t = unsign(s);
    long long v = 0;
    const auto [end, ec] = std::from_chars(t.data(), t.data() + t.size(), v);
    if (ec == std::errc::result_out_of_range) f.fail("number " + quote(s) + " is out of range");
    if (ec != std::errc() || end != t.data() + t.size())
        f.fail("expected a whole number, got " + quote(s));
    return v;
}

bool readBool(const Field& f) {
    if (f.node.IsScalar() && !isQuoted(f.node)) {
        if (f.node.Scalar() == "true") return true;
        if (f.node.Scalar() == "false") return false;
    }
    f.fail("expected true or false, got " + describe(f.node));
}

std::vector<Field> readList(const Field& f, std::string_view word) {
    if (!f.node.IsSequence()) f.fail("expected a list, got " + describe(f.node));
    std::vector<Field> out;
    out.reserve(f.node.size());
    for (std::size_t i = 0; i < f.node.size(); ++i)
        out.push_back(f.element(i, word));
    return out;
}

MapReader::MapReader(const Field& field, std::string_view what)
    : file_(field.file), owner_(field.owner), node_(field.node) {
    if (!node_.IsMap())
        field.fail("expected " + std::string(what) + " (a map of keys), got " + describe(node_));
    readEntries(nullptr);
}

MapReader::MapReader(const Field& field, const Strict& strict)
    : file_(field.file), owner_(field.owner), strictWhat_(strict.what), node_(field.node) {
    if (!node_.IsMap())
        failAt(file_, field.mark,
               strictWhat_ + " must be a mapping of keys (" + joined(strict.known) + "), not " +
                   kindOf(node_));
    readEntries(&strict);
}

void MapReader::readEntries(const Strict* strict) {
    for (const auto& pair : node_) {
        const YAML::Node key = pair.first; // a copy: the iterator's pair is a temporary
        if (strict != nullptr) {
            if (!key.IsScalar())
                failAt(file_, key.Mark(), "keys of " + strictWhat_ + " must be words");
        } else if (!key.IsScalar() || key.Scalar().empty()) {
            failAt(file_, key.Mark(),
                   prefix(owner_) + "a key must be a plain word, got " + describe(key));
        }
        if (const Entry* first = find(key.Scalar())) {
            const YAML::Mark m = first->keyNode.Mark();
            if (strict != nullptr)
                failAt(file_, key.Mark(),
                       "duplicate key " + quote(key.Scalar()) + " in " + strictWhat_ +
                           " (first at line " + std::to_string(m.line + 1) + ")");
            failAt(file_, key.Mark(),
                   prefix(owner_) + "duplicate key " + quote(key.Scalar()) + " (first at line " +
                       std::to_string(m.line + 1) + ", column " + std::to_string(m.column + 1) +
                       ")");
        }
        if (strict != nullptr && std::find(strict->known.begin(), strict->known.end(),
                                           key.Scalar()) == strict->known.end())
            failAt(file_, key.Mark(),
                   "unknown key " + quote(key.Scalar()) + " in " + strictWhat_ +
                       " (expected one of: " + joined(strict->known) + ")");
        entries_.push_back({key.Scalar(), key, pair.second, false});
    }
}

MapReader::Entry* MapReader::find(std::string_view key) {
    for (Entry& e : entries_)
        if (e.key == key) return &e;
    return nullptr;
}

const MapReader::Entry* MapReader::find(std::string_view key) const {
    for (const Entry& e : entries_)
        if (e.key == key) return &e;
    return nullptr;
}

bool MapReader::has(std::string_view key) const {
    return find(key) != nullptr;
}

Field MapReader::fieldOf(const Entry& e) const {
    Field f;
    f.file = file_;
    f.owner = owner_;
    f.label = quote(e.key);
    f.node = e.value;
    // An empty value's mark is that of the next token, often on the next line.
    f.mark = e.value.IsNull() ? e.keyNode.Mark() : e.value.Mark();
    return f;
}

std::optional<Field> MapReader::optional(std::string_view key) {
    Entry* e = find(key);
    if (e == nullptr) return std::nullopt;
    e->used = true;
    return fieldOf(*e);
}

Field MapReader::required(std::string_view key) {
    if (std::optional<Field> f = optional(key)) return *f;
    if (!strictWhat_.empty())
        failAt(file_, node_.Mark(), strictWhat_ + " is missing required key " + quote(key));
    fail("missing required key " + quote(key));
}

YAML::Mark MapReader::keyMark(std::string_view key) const {
    const Entry* e = find(key);
    return e != nullptr ? e->keyNode.Mark() : node_.Mark();
}

void MapReader::fail(const std::string& problem) const {
    failAt(file_, node_.Mark(), prefix(owner_) + problem);
}

YAML::Node MapReader::unknownKeys() const {
    YAML::Node out;
    for (const Entry& e : entries_)
        if (!e.used) out[e.key] = YAML::Clone(e.value);
    return out;
}

std::string formatNumber(double v) {
    if (v == 0.0) return "0"; // also -0, which reads back equal
    if (std::isnan(v)) return ".nan";
    if (std::isinf(v)) return v > 0 ? ".inf" : "-.inf";
    std::array<char, 40> buf{};
    // At least as many digits as the integer part has, so that 180 is not written 1.8e+02.
    const int whole = std::abs(v) >= 1.0 ? static_cast<int>(std::log10(std::abs(v))) + 1 : 1;
    for (int precision = std::min(whole, 17); precision <= 17; ++precision) {
        std::snprintf(buf.data(), buf.size(), "%.*g", precision, v);
        if (std::strtod(buf.data(), nullptr) == v) break;
    }
    return buf.data();
}

bool needsQuotes(std::string_view text) {
    if (text.empty()) return true;
    static constexpr std::array<std::string_view, 10> words = {"~",  "null", "true", "false", "yes",
                                                               "no", "on",   "off",  "y",     "n"};
    const std::string l = lower(text);
    if (std::find(words.begin(), words.end(), l) != words.end()) return true;
    if (isYamlSpecialFloat(text)) return true;
    const std::string_view t = unsign(text);
    double v = 0.0;
    const auto [end, ec] = std::from_chars(t.data(), t.data() + t.size(), v);
    if (end == t.data() + t.size() && (ec == std::errc() || ec == std::errc::result_out_of_range))
        return true;
    // Hexadecimal and octal integers of YAML 1.1 and 1.2.
    return l.size() > 2 && l[0] == '0' && (l[1] == 'x' || l[1] == 'o');
}

} // namespace cdo::io
