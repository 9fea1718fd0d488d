#include "io/army_list.h"

#include "core/ruleset.h"
#include "io/scenario_io.h"
#include "io/yaml_util.h"

#include <yaml-cpp/yaml.h>

#include <algorithm>
#include <array>
#include <cctype>
#include <cerrno>
#include <charconv>
#include <cmath>
#include <cstdlib>
#include <map>
#include <stdexcept>
#include <utility>

namespace cdo::io {

namespace {

constexpr std::array<std::pair<GeneralRating, std::string_view>, 3> ratingNames{{
    {GeneralRating::Great, "great"},
    {GeneralRating::Ordinary, "ordinary"},
    {GeneralRating::Bad, "bad"},
}};

// "a, b, c": the words of a list of values, for "expected one of" messages.
template <class List> std::string spelled(const List& values) {
    std::string out;
    for (const auto v : values)
        out += (out.empty() ? "" : ", ") + std::string(toString(v));
    return out;
}

const char* kindOf(const YAML::Node& n) {
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

bool isIdChar(char c) {
    return std::isalnum(static_cast<unsigned char>(c)) || c == '-' || c == '_' || c == '.';
}

struct Entry {
    std::string key;
    YAML::Mark keyMark;
    YAML::Node value;
};

// One pass over a file: knows its name for messages and the ids seen so far.
class Reader {
  public:
    explicit Reader(std::string file) : file_(std::move(file)) {}

    [[noreturn]] void fail(const YAML::Mark& m, const std::string& message) const {
        // yaml-cpp marks are 0-based; a null mark only arises for whole-document faults.
        const bool null = m.is_null() || m.line < 0;
        throw LoadError(file_, null ? 1 : m.line + 1, null ? 1 : m.column + 1, message);
    }

    // The entries of a mapping, refusing duplicate and unknown keys (in document order).
    std::vector<Entry> entries(const YAML::Node& node, const YAML::Mark& where,
                               std::string_view what,
                               std::initializer_list<std::string_view> known) const {
        if (!node.IsMap())
            fail(node.IsNull() ? where : node.Mark(), std::string(what) +
                                                          " must be a mapping of keys (" +
                                                          joined(known) + "), not " + kindOf(node));
        std::vector<Entry> out;
        for (auto it = node.begin(); it != node.end(); ++it) {
            const YAML::Node k = it->first; // a copy: `it->` hands out a temporary
            if (!k.IsScalar()) fail(k.Mark(), "keys of " + std::string(what) + " must be words");
            const std::string key = k.Scalar();
            for (const Entry& e : out)
                if (e.key == key)
                    fail(k.Mark(), "duplicate key '" + key + "' in " + std::string(what) +
                                       " (first at line " + std::to_string(e.keyMark.line + 1) +
                                       ")");
            if (std::find(known.begin(), known.end(), key) == known.end())
                fail(k.Mark(), "unknown key '" + key + "' in " + std::string(what) +
                                   " (expected one of: " + joined(known) + ")");
            out.push_back({key, k.Mark(), it->second});
        }
        return out;
    }

    static const Entry* find(const std::vector<Entry>& entries, std::string_view key) {
        for (const Entry& e : entries)
            if (e.key == key) return &e;
        return nullptr;
    }

    const Entry& require(const std::vector<Entry>& entries, const YAML::Node& map,
                         std::string_view what, std::string_view key) const {
        if (const Entry* e = find(entries, key)) return *e;
        fail(map.Mark(), std::string(what) + " is missing required key '" + std::string(key) + "'");
    }

    // A non-empty single value. An empty value (`key:`) is reported at its key, because
    // yaml-cpp places the mark of an empty value at the next token.
    std::string text(const Entry& e) const {
        if (e.value.IsNull()) fail(e.keyMark, "'" + e.key + "' has no value");
        if (!e.value.IsScalar())
            fail(e.value.Mark(), "'" + e.key + "' must be a single value, not " + kindOf(e.value));
        if (e.value.Scalar().empty()) fail(e.value.Mark(), "'" + e.key + "' must not be empty");
        return e.value.Scalar();
    }

    std::string text(const YAML::Node& n, const YAML::Mark& where, std::string_view what) const {
        if (n.IsNull()) fail(where, std::string(what) + " has no value");
        if (!n.IsScalar())
            fail(n.Mark(), std::string(what) + " must be a single value, not " + kindOf(n));
        if (n.Scalar().empty()) fail(n.Mark(), std::string(what) + " must not be empty");
        return n.Scalar();
    }

    double number(const YAML::Node& n, const YAML::Mark& where, std::string_view what) const {
        const std::string s = text(n, where, what);
        if (n.Tag() == "!") // quoted: the writer meant text, and scenarios refuse it too
            fail(n.Mark(), std::string(what) + " must be a plain number, not quoted text");
        std::string lower = s;
        for (char& c : lower)
            c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
        const bool special = lower.find("inf") != std::string::npos ||
                             lower.find("nan") != std::string::npos; // .inf, .nan, inf, ...
        char* end = nullptr;
        const double v = std::strtod(s.c_str(), &end);
        const bool parsed = end == s.c_str() + s.size() && lower.find("0x") == std::string::npos;
        if (!special && !parsed)
            fail(n.Mark(), std::string(what) + " must be a number, not '" + s + "'");
        if (special || !std::isfinite(v))
            fail(n.Mark(), std::string(what) + " must be a finite number, not " + s);
        return v;
    }

    // Ids are shared by units, generals and commands, so one namespace for the whole file.
    std::string id(const Entry& e) {
        const std::string v = text(e);
        if (!std::all_of(v.begin(), v.end(), isIdChar))
            fail(e.value.Mark(),
                 "id '" + v + "' may only contain letters, digits, '-', '_' and '.'");
        if (auto it = ids_.find(v); it != ids_.end())
            fail(e.value.Mark(), "duplicate id '" + v + "' (first used at line " +
                                     std::to_string(it->second) + ")");
        ids_.emplace(v, e.value.Mark().line + 1);
        return v;
    }

    const std::string& file() const { return file_; }

  private:
    std::string file_;
    std::map<std::string, int> ids_;
};

bool isLeap(int y) {
    return (y % 4 == 0 && y % 100 != 0) || y % 400 == 0;
}

bool validIsoDate(std::string_view s) {
    if (s.size() != 10 || s[4] != '-' || s[7] != '-') return false;
    for (std::size_t i : {0u, 1u, 2u, 3u, 5u, 6u, 8u, 9u})
        if (!std::isdigit(static_cast<unsigned char>(s[i]))) return false;
    const int y = std::atoi(std::string(s.substr(0, 4)).c_str());
    const int m = std::atoi(std::string(s.substr(5, 2)).c_str());
    const int d = std::atoi(std::string(s.substr(8, 2)).c_str());
    static constexpr int days[] = {31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31};
    if (m < 1 || m > 12 || d < 1) return false;
    return d <= days[m - 1] + (m == 2 && isLeap(y) ? 1 : 0);
}

General readGeneral(Reader& r, const Entry& at) {
    const auto es = r.entries(at.value, at.keyMark, "general", {"id", "name", "rating"});
    General g;
    g.id = r.id(r.require(es, at.value, "general", "id"));
    g.name = r.text(r.require(es, at.value, "general", "name"));
    const Entry& rating = r.require(es, at.value, "general", "rating");
    const std::string word = r.text(rating);
    const auto parsed = parseGeneralRating(word);
    if (!parsed)
        r.fail(rating.value.Mark(), "unknown general rating '" + word + "' (great, ordinary, bad)");
    g.rating = *parsed;
    return g;
}

ArmyUnit readUnit(Reader& r, const YAML::Node& node) {
    const auto es = r.entries(node, node.Mark(), "unit",
                              {"id", "name", "type", "quality", "formation", "size", "strength"});
    ArmyUnit u;
    u.id = r.id(r.require(es, node, "unit", "id"));
    u.name = r.text(r.require(es, node, "unit", "name"));

    const Entry& type = r.require(es, node, "unit", "type");
    const std::string typeWord = r.text(type);
    const auto t = parseUnitType(typeWord);
    if (t == UnitType::General)
        r.fail(type.value.Mark(), "a general is not a unit: give it as the 'general' of a command");
    if (!t)
        r.fail(type.value.Mark(),
               "unknown unit type '" + typeWord + "' (" + spelled(armyListUnitTypes) + ")");
    u.type = *t;

    if (const Entry* q = Reader::find(es, "quality")) {
        const std::string word = r.text(*q);
        const auto parsed = parseQuality(word);
        if (!parsed)
            r.fail(q->value.Mark(),
                   "unknown quality '" + word + "' (" + spelled(allQualities) + ")");
        u.quality = *parsed;
    }
    if (const Entry* f = Reader::find(es, "formation")) {
        if (u.type != UnitType::Infantry)
            r.fail(f->keyMark,
                   "formation applies to infantry only, not " + std::string(toString(u.type)));
        const std::string word = r.text(*f);
        const auto parsed = parseFormation(word);
        if (!parsed)
            r.fail(f->value.Mark(),
                   "unknown formation '" + word + "' (" + spelled(allFormations) + ")");
        u.formation = *parsed;
    }
    if (const Entry* s = Reader::find(es, "size")) {
        if (s->value.IsNull()) r.fail(s->keyMark, "'size' has no value");
        if (!s->value.IsSequence() || s->value.size() != 2)
            r.fail(s->value.Mark(), "size must be [frontage, depth] in inches");
        const char* names[] = {"size frontage", "size depth"};
        double v[2];
        for (std::size_t i = 0; i < 2; ++i) {
            const YAML::Node n = s->value[i];
            v[i] = r.number(n, s->value.Mark(), names[i]);
            if (v[i] <= 0.0)
                r.fail(n.Mark(), std::string(names[i]) + " must be positive, not " + n.Scalar());
        }
        u.size = Vec2{v[0], v[1]};
    }
    if (const Entry* s = Reader::find(es, "strength")) u.strength = r.text(*s);
    return u;
}

Command readCommand(Reader& r, const YAML::Node& node, const YAML::Mark& where) {
    const auto es =
        r.entries(node, where, "command", {"id", "name", "general", "units", "commands"});
    Command c;
    c.id = r.id(r.require(es, node, "command", "id"));
    c.name = r.text(r.require(es, node, "command", "name"));
    c.general = readGeneral(r, r.require(es, node, "command", "general"));
    if (const Entry* us = Reader::find(es, "units")) {
        if (!us->value.IsSequence())
            r.fail(us->value.IsNull() ? us->keyMark : us->value.Mark(),
                   "units must be a list of units");
        for (const YAML::Node& n : us->value) {
            if (!n.IsMap()) r.fail(n.Mark(), "each unit must be a mapping {id, name, type, ...}");
            c.units.push_back(readUnit(r, n));
        }
    }
    if (const Entry* cs = Reader::find(es, "commands")) {
        if (!cs->value.IsSequence())
            r.fail(cs->value.IsNull() ? cs->keyMark : cs->value.Mark(),
                   "commands must be a list of commands");
        for (const YAML::Node& n : cs->value) {
            if (!n.IsMap())
                r.fail(n.Mark(), "each command must be a mapping {id, name, general, ...}");
            c.commands.push_back(readCommand(r, n, n.Mark()));
        }
    }
    return c;
}

ArmyList readList(Reader& r, const YAML::Node& root) {
    if (root.IsNull())
        r.fail(YAML::Mark::null_mark(), "empty file: an army list starts with 'coupdoeil-army: 1'");
    if (!root.IsMap())
        r.fail(root.Mark(),
               std::string("an army list must be a mapping of keys, not ") + kindOf(root));

    // The version decides how the rest reads, so it is checked before any other key.
    std::optional<YAML::Node> version;
    YAML::Mark versionKey;
    bool scenario = false;
    for (auto it = root.begin(); it != root.end(); ++it) {
        if (!it->first.IsScalar()) continue;
        if (it->first.Scalar() == "coupdoeil-army" && !version) {
            version.emplace(it->second);
            versionKey = it->first.Mark();
        }
        if (it->first.Scalar() == "coupdoeil") scenario = true;
    }
    if (!version) {
        if (scenario)
            r.fail(root.Mark(), "this is a scenario ('coupdoeil:'), not an army list "
                                "('coupdoeil-army:')");
        r.fail(root.Mark(), "not an army list: missing 'coupdoeil-army: 1'");
    }
    ArmyList list;
    {
        const std::string v = r.text(*version, versionKey, "'coupdoeil-army'");
        if (v != "1") {
            char* end = nullptr;
            const long n = std::strtol(v.c_str(), &end, 10);
            if (end == v.c_str() + v.size() && !v.empty())
                r.fail(version->Mark(), "unsupported army-list version " + std::to_string(n) +
                                            " (this program reads version 1)");
            r.fail(version->Mark(),
                   "'coupdoeil-army' must be the format version 1, not '" + v + "'");
        }
        list.version = 1;
    }

    const auto es = r.entries(
        root, root.Mark(), "army list",
        {"coupdoeil-army", "army", "side", "battle", "date", "scale", "sources", "command"});
    list.army = r.text(r.require(es, root, "army list", "army"));
    list.side = r.text(r.require(es, root, "army list", "side"));
    if (const Entry* b = Reader::find(es, "battle")) list.battle = r.text(*b);
    if (const Entry* d = Reader::find(es, "date")) {
        list.date = r.text(*d);
        if (!validIsoDate(list.date))
            r.fail(d->value.Mark(), "date must be an ISO date yyyy-mm-dd (e.g. 1809-07-05), not '" +
                                        list.date + "'");
    }
    if (const Entry* s = Reader::find(es, "scale")) {
        const std::string scale = r.text(*s);
        if (scale != "grande-tactique")
            r.fail(s->value.Mark(),
                   "unsupported scale '" + scale + "' (army lists are at grande-tactique scale)");
        list.scale = scale;
    }
    if (const Entry* s = Reader::find(es, "sources")) {
        if (!s->value.IsSequence())
            r.fail(s->value.IsNull() ? s->keyMark : s->value.Mark(),
                   "sources must be a list of the published orders of battle used");
        for (const YAML::Node& n : s->value)
            list.sources.push_back(r.text(n, n.Mark(), "a source"));
    }
    const Entry& top = r.require(es, root, "army list", "command");
    list.command = readCommand(r, top.value, top.keyMark);
    list.path = r.file();
    return list;
}

// ---- writing ----

// Plain when it cannot be misread (starts with a letter, id characters only, not a YAML
// keyword); otherwise double-quoted with escapes.
std::string scalar(std::string_view s) {
    const bool plain = !s.empty() && std::isalpha(static_cast<unsigned char>(s[0])) &&
                       std::all_of(s.begin(), s.end(), isIdChar) && !needsQuotes(s);
    if (plain) return std::string(s);
    std::string out = "\"";
    for (char c : s) {
        const auto u = static_cast<unsigned char>(c);
        if (c == '"' || c == '\\') {
            out += '\\';
            out += c;
        } else if (c == '\n') {
            out += "\\n";
        } else if (c == '\t') {
            out += "\\t";
        } else if (u < 0x20 || u == 0x7f) {
            static const char* hex = "0123456789abcdef";
            out += "\\x";
            out += hex[u >> 4];
            out += hex[u & 15];
        } else {
            out += c;
        }
    }
    return out + "\"";
}

// Shortest text that reads back to the same double.
std::string number(double v) {
    char buf[64];
    const auto r = std::to_chars(buf, buf + sizeof buf, v);
    return std::string(buf, r.ptr);
}

std::string flowGeneral(const General& g) {
    return "{id: " + scalar(g.id) + ", name: " + scalar(g.name) +
           ", rating: " + std::string(toString(g.rating)) + "}";
}

std::string flowUnit(const ArmyUnit& u) {
    std::string out = "{id: " + scalar(u.id) + ", name: " + scalar(u.name) +
                      ", type: " + std::string(toString(u.type));
    if (u.quality != Quality::Regular) out += ", quality: " + std::string(toString(u.quality));
    if (u.type == UnitType::Infantry && u.formation != Formation::Line)
        out += ", formation: " + std::string(toString(u.formation));
    if (u.size) out += ", size: [" + number(u.size->x) + ", " + number(u.size->y) + "]";
    if (!u.strength.empty()) out += ", strength: " + scalar(u.strength);
    return out + "}";
}

void writeCommand(std::string& out, const Command& c, std::size_t indent, bool listItem) {
    const std::string pad(indent, ' ');
    const std::string first = pad + (listItem ? "- " : "");
    const std::string rest = pad + (listItem ? "  " : "");
    out += first + "id: " + scalar(c.id) + "\n";
    out += rest + "name: " + scalar(c.name) + "\n";
    out += rest + "general: " + flowGeneral(c.general) + "\n";
    if (!c.units.empty()) {
        out += rest + "units:\n";
        for (const ArmyUnit& u : c.units)
            out += rest + "  - " + flowUnit(u) + "\n";
    }
    if (!c.commands.empty()) {
        out += rest + "commands:\n";
        for (const Command& sub : c.commands)
            writeCommand(out, sub, rest.size() + 2, true);
    }
}

void collectUnits(const Command& c, std::vector<const ArmyUnit*>& out) {
    for (const ArmyUnit& u : c.units)
        out.push_back(&u);
    for (const Command& sub : c.commands)
        collectUnits(sub, out);
}

void collectCommands(const Command& c, std::vector<const Command*>& out) {
    out.push_back(&c);
    for (const Command& sub : c.commands)
        collectCommands(sub, out);
}

} // namespace

std::string_view toString(GeneralRating r) {
    for (auto& [v, s] : ratingNames)
        if (v == r) return s;
    return "?";
}

std::optional<GeneralRating> parseGeneralRating(std::string_view s) {
    for (auto& [v, n] : ratingNames)
        if (n == s) return v;
    return std::nullopt;
}

ArmyList loadArmyListText(std::string_view yaml, const std::string& name) {
    Reader r(name);
    return readList(r, parseYamlDocument(yaml, name));
}

ArmyList loadArmyListFile(const std::string& path) {
    return loadArmyListText(readFile(path), path);
}

std::string armyListToYaml(const ArmyList& list) {
    std::string out = "coupdoeil-army: 1\n";
    out += "army: " + scalar(list.army) + "\n";
    out += "side: " + scalar(list.side) + "\n";
    if (!list.battle.empty()) out += "battle: " + scalar(list.battle) + "\n";
    if (!list.date.empty()) out += "date: " + list.date + "\n"; // validated yyyy-mm-dd
    out += "scale: " + scalar(list.scale) + "\n";
    if (!list.sources.empty()) {
        out += "sources:\n";
        for (const std::string& s : list.sources)
            out += "  - " + scalar(s) + "\n";
    }
    out += "command:\n";
    writeCommand(out, list.command, 2, false);
    return out;
}

void saveArmyListFile(const std::string& path, const ArmyList& list) {
    writeFileAtomically(path, armyListToYaml(list));
}

bool looksLikeArmyList(std::string_view text) {
    if (text.substr(0, 3) == "\xEF\xBB\xBF") text.remove_prefix(3);
    while (!text.empty()) {
        const std::size_t eol = text.find('\n');
        std::string_view line = text.substr(0, eol);
        text = eol == std::string_view::npos ? std::string_view{} : text.substr(eol + 1);
        if (!line.empty() && line[0] == '{') { // a whole document in flow style
            line.remove_prefix(1);
            while (!line.empty() && (line[0] == ' ' || line[0] == '\t'))
                line.remove_prefix(1);
        }
        for (std::string_view key : {"coupdoeil-army", "\"coupdoeil-army\"", "'coupdoeil-army'"}) {
            if (line.substr(0, key.size()) != key) continue;
            std::string_view after = line.substr(key.size());
            while (!after.empty() && (after[0] == ' ' || after[0] == '\t'))
                after.remove_prefix(1);
            if (!after.empty() && after[0] == ':') return true;
        }
    }
    return false;
}

std::vector<const ArmyUnit*> allUnits(const ArmyList& list) {
    std::vector<const ArmyUnit*> out;
    collectUnits(list.command, out);
    return out;
}

std::vector<const Command*> allCommands(const ArmyList& list) {
    std::vector<const Command*> out;
    collectCommands(list.command, out);
    return out;
}

Unit toScenarioUnit(const ArmyUnit& unit, std::string_view side, Vec2 at, double facing,
                    std::string_view armyListPath) {
    Unit u;
    u.id = unit.id;
    u.side = std::string(side);
    u.type = unit.type;
    u.name = unit.name;
    u.at = at;
    u.facing = facing;
    u.size = unit.size;
    u.formation = unit.type == UnitType::Infantry ? unit.formation : Formation::Line;
    u.quality = unit.quality;
    u.armyList = std::string(armyListPath);
    return u;
}

Unit toScenarioUnit(const General& general, std::string_view side, Vec2 at, double facing,
                    std::string_view armyListPath) {
    Unit u;
    u.id = general.id;
    u.side = std::string(side);
    u.type = UnitType::General;
    u.name = general.name;
    u.at = at;
    u.facing = facing;
    u.armyList = std::string(armyListPath);
    return u;
}

double totalFrontage(const ArmyList& list) {
    double total = 0.0;
    for (const ArmyUnit* u : allUnits(list))
        total += baseSizeOf(toScenarioUnit(*u, list.side, {}, 0.0, list.path)).frontage;
    return total;
}

} // namespace cdo::io
