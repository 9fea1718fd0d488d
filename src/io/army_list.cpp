#include "io/army_list.h"

#include "core/grande_tactique/rules.h"
#include "core/limits.h"
#include "io/scenario_io.h"
#include "io/yaml_util.h"

#include <yaml-cpp/yaml.h>

#include <algorithm>
#include <array>
#include <cctype>
#include <charconv>
#include <cmath>
#include <cstdlib>
#include <map>
#include <optional>
#include <span>
#include <stdexcept>
#include <utility>

namespace cdo::io {

namespace {

constexpr std::array<std::pair<GeneralRating, std::string_view>, 3> ratingNames{{
    {GeneralRating::Great, "great"},
    {GeneralRating::Ordinary, "ordinary"},
    {GeneralRating::Bad, "bad"},
}};

constexpr std::array<GeneralRating, 3> allRatings{GeneralRating::Great, GeneralRating::Ordinary,
                                                  GeneralRating::Bad};

// One pass over a file: the ids seen so far, which units, generals and commands share.
class Reader {
  public:
    explicit Reader(std::string file) : file_(std::move(file)) {}

    std::string id(const Field& f) {
        const std::string v = readId(f);
        if (const auto problem = idProblem(v))
            failAt(f.file, f.mark, "id " + quote(v) + " " + *problem);
        if (auto it = ids_.find(v); it != ids_.end())
            failAt(f.file, f.mark,
                   "duplicate id '" + v + "' (first used at line " + std::to_string(it->second) +
                       ")");
        ids_.emplace(v, f.mark.line + 1);
        return v;
    }

    const std::string& file() const { return file_; }

  private:
    std::string file_;
    std::map<std::string, int> ids_;
};

// A size's frontage or depth: a plain, finite, positive number (army-list wording).
double sizeNumber(const Field& size, std::size_t i, const std::string& what) {
    const YAML::Node n = size.node[i];
    if (n.IsNull()) failAt(size.file, size.mark, what + " has no value");
    const YAML::Mark at = n.Mark();
    if (!n.IsScalar()) failAt(size.file, at, what + " must be a single value, not a list or map");
    const std::string s = n.Scalar();
    if (s.empty()) failAt(size.file, at, what + " must not be empty");
    if (n.Tag() == "!") // quoted: the writer meant text, and scenarios refuse it too
        failAt(size.file, at, what + " must be a plain number, not quoted text");
    std::string lower = s;
    for (char& c : lower)
        c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    const bool special = lower.find("inf") != std::string::npos ||
                         lower.find("nan") != std::string::npos; // .inf, .nan, inf, ...
    char* end = nullptr;
    const double v = std::strtod(s.c_str(), &end);
    const bool parsed = end == s.c_str() + s.size() && lower.find("0x") == std::string::npos;
    if (!special && !parsed) failAt(size.file, at, what + " must be a number, not " + quote(s));
    if (special || !std::isfinite(v))
        failAt(size.file, at, what + " must be a finite number, not " + quote(s));
    if (v <= 0.0) failAt(size.file, at, what + " must be positive, not " + s);
    if (v < limits::minLength || v > limits::maxBaseSide)
        failAt(size.file, at,
               what + " must be from " + formatNumber(limits::minLength) + " to " +
                   formatNumber(limits::maxBaseSide) + " inches, not " + s);
    return v;
}

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

General readGeneral(Reader& r, const Field& field) {
    MapReader m(field, {"general", {"id", "name", "rating"}});
    General g;
    g.id = r.id(m.required("id"));
    g.name = readId(m.required("name"));
    g.rating =
        readEnum(m.required("rating"), "general rating", std::span<const GeneralRating>(allRatings),
                 parseGeneralRating, [](GeneralRating x) { return toString(x); });
    return g;
}

ArmyUnit readUnit(Reader& r, const Field& field) {
    MapReader m(field,
                {"unit", {"id", "name", "type", "quality", "formation", "size", "strength"}});
    ArmyUnit u;
    u.id = r.id(m.required("id"));
    u.name = readId(m.required("name"));

    const Field type = m.required("type");
    if (parseUnitType(readId(type)) == UnitType::General)
        failAt(type.file, type.mark,
               "a general is not a unit: give it as the 'general' of a command");
    u.type = readEnum(
        type, "unit type", std::span<const UnitType>(armyListUnitTypes),
        [](std::string_view w) {
            const auto t = parseUnitType(w);
            return t == UnitType::General ? std::nullopt : t;
        },
        [](UnitType x) { return toString(x); });

    if (const auto q = m.optional("quality"))
        u.quality = readEnum(*q, "quality", std::span<const Quality>(allQualities), parseQuality,
                             [](Quality x) { return toString(x); });
    if (const auto f = m.optional("formation")) {
        if (u.type != UnitType::Infantry)
            failAt(f->file, m.keyMark("formation"),
                   "formation applies to infantry only, not " + std::string(toString(u.type)));
        u.formation = readEnum(*f, "formation", std::span<const Formation>(allFormations),
                               parseFormation, [](Formation x) { return toString(x); });
    }
    if (const auto s = m.optional("size")) {
        if (s->node.IsNull()) s->fail("has no value");
        if (!s->node.IsSequence() || s->node.size() != 2)
            failAt(s->file, s->mark, "size must be [frontage, depth] in inches");
        u.size = Vec2{sizeNumber(*s, 0, "size frontage"), sizeNumber(*s, 1, "size depth")};
    }
    if (const auto s = m.optional("strength")) u.strength = readId(*s);
    return u;
}

Command readCommand(Reader& r, const Field& field) {
    MapReader m(field, {"command", {"id", "name", "general", "units", "commands"}});
    Command c;
    c.id = r.id(m.required("id"));
    c.name = readId(m.required("name"));
    c.general = readGeneral(r, m.required("general"));
    if (const auto us = m.optional("units"))
        for (const Field& u : readList(*us, "unit"))
            c.units.push_back(readUnit(r, u));
    if (const auto cs = m.optional("commands"))
        for (const Field& sub : readList(*cs, "command"))
            c.commands.push_back(readCommand(r, sub));
    return c;
}

ArmyList readArmyList(Reader& r, const YAML::Node& root) {
    const std::string& file = r.file();
    if (root.IsNull())
        failAt(file, YAML::Mark::null_mark(),
               "empty file: an army list starts with 'coupdoeil-army: 1'");
    if (!root.IsMap())
        failAt(file, root.Mark(),
               "an army list must be a mapping of keys, not " +
                   std::string(root.IsSequence() ? "a list" : "a single value"));

    // The version decides how the rest reads, so it is checked before any other key; a
    // scenario is told so rather than refused for its keys.
    std::optional<Field> version;
    bool scenario = false;
    for (auto it = root.begin(); it != root.end(); ++it) {
        if (!it->first.IsScalar()) continue;
        if (it->first.Scalar() == "coupdoeil-army" && !version) {
            const YAML::Node value = it->second;
            version = Field{file, "", "'coupdoeil-army'", value,
                            value.IsNull() ? it->first.Mark() : value.Mark()};
        }
        if (it->first.Scalar() == "coupdoeil") scenario = true;
    }
    if (!version) {
        if (scenario)
            failAt(file, root.Mark(),
                   "this is a scenario ('coupdoeil:'), not an army list ('coupdoeil-army:')");
        failAt(file, root.Mark(), "not an army list: missing 'coupdoeil-army: 1'");
    }
    ArmyList list;
    {
        const std::string v = readId(*version);
        if (v != "1") {
            char* end = nullptr;
            const long n = std::strtol(v.c_str(), &end, 10);
            if (end == v.c_str() + v.size())
                failAt(file, version->mark,
                       "unsupported army-list version " + std::to_string(n) +
                           " (this program reads version 1)");
            failAt(file, version->mark,
                   "'coupdoeil-army' must be the format version 1, not " + quote(v));
        }
        list.version = 1;
    }

    MapReader m(
        Field{file, "", "", root, root.Mark()},
        {"army list",
         {"coupdoeil-army", "army", "side", "battle", "date", "scale", "sources", "command"}});
    m.optional("coupdoeil-army"); // read above
    list.army = readId(m.required("army"));
    list.side = readId(m.required("side"));
    if (const auto b = m.optional("battle")) list.battle = readId(*b);
    if (const auto d = m.optional("date")) {
        list.date = readId(*d);
        if (!validIsoDate(list.date))
            failAt(file, d->mark,
                   "date must be an ISO date yyyy-mm-dd (e.g. 1809-07-05), not " +
                       quote(list.date));
    }
    if (const auto s = m.optional("scale")) {
        const std::string scale = readId(*s);
        if (scale != "grande-tactique")
            failAt(file, s->mark,
                   "unsupported scale " + quote(scale) +
                       " (army lists are at grande-tactique scale)");
        list.scale = scale;
    }
    if (const auto s = m.optional("sources"))
        for (const Field& source : readList(*s, "source"))
            list.sources.push_back(readId(source));
    list.command = readCommand(r, m.required("command"));
    list.path = file;
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
    return readArmyList(r, parseYamlDocument(yaml, name));
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
    const std::string text = armyListToYaml(list);
    // Proved loadable before anything is replaced: what cannot be read back is not written.
    if (text.size() > limits::maxFileBytes)
        throw std::runtime_error("cannot save " + path + ": it would be " +
                                 std::to_string(text.size()) + " bytes, over the " +
                                 std::to_string(limits::maxFileBytes) +
                                 " an army list may have, so the file is left as it was");
    ArmyList back;
    try {
        back = loadArmyListText(text, path);
    } catch (const LoadError& e) {
        throw std::runtime_error("cannot save " + path +
                                 ": the list would not load back, so the file is left as it "
                                 "was (" +
                                 e.message() + ")");
    }
    back.path = list.path;
    if (!(back == list))
        throw std::runtime_error("cannot save " + path +
                                 ": the list would load back different, so the file is left as "
                                 "it was");
    writeFileAtomically(path, text);
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
        total += gt::baseSizeOf(toScenarioUnit(*u, list.side, {}, 0.0, list.path)).frontage;
    return total;
}

} // namespace cdo::io
