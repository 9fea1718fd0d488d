#include "io/army_list.h"
#include "core/charconv.h"

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
#include <unordered_set>
#include <utility>

namespace cdo::io {

namespace {

constexpr std::array<std::pair<GeneralRating, std::string_view>, 3> ratingNames{{
    {GeneralRating::Great, "great"},
    {GeneralRating::Ordinary, "ordinary"},
    {GeneralRating::Bad, "bad"},
}};

constexpr std::array<std::pair<Subtype, std::string_view>, 19> subtypeNames{{
    {Subtype::Line, "line"},
    {Subtype::Light, "light"},
    {Subtype::Grenadier, "grenadier"},
    {Subtype::Guard, "guard"},
    {Subtype::Jager, "jager"},
    {Subtype::Grenz, "grenz"},
    {Subtype::Landwehr, "landwehr"},
    {Subtype::Militia, "militia"},
    {Subtype::Hussar, "hussar"},
    {Subtype::Chasseur, "chasseur"},
    {Subtype::ChevauLeger, "chevau-leger"},
    {Subtype::Uhlan, "uhlan"},
    {Subtype::Dragoon, "dragoon"},
    {Subtype::Cossack, "cossack"},
    {Subtype::LandwehrHorse, "landwehr-cavalry"},
    {Subtype::Cuirassier, "cuirassier"},
    {Subtype::Carabinier, "carabinier"},
    {Subtype::Foot, "foot"},
    {Subtype::Horse, "horse"},
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

    // Keys of the `sources:` map (none when the sources are a plain list) and arrival tags,
    // read before the command tree that cites them.
    std::vector<std::string> sourceKeys;
    std::vector<std::string> arrivalTags;

  private:
    std::string file_;
    std::map<std::string, int> ids_;
};

std::string joined(const std::vector<std::string>& words) {
    std::string out;
    for (std::size_t i = 0; i < words.size(); ++i)
        out += (i ? ", " : "") + words[i];
    return out;
}

// A count players use (battalions, squadrons, guns, men): a whole number from 1 to `most`.
int count(const Field& f, long long most) {
    const long long v = readInteger(f);
    if (v < 1 || v > most)
        f.fail("must be a whole number from 1 to " + std::to_string(most) + ", not " +
               std::to_string(v));
    return static_cast<int>(v);
}

// A word of id characters (nation, arrival tag).
std::string word(const Field& f) {
    const std::string v = readId(f);
    if (const auto problem = idProblem(v)) f.fail(quote(v) + " " + *problem);
    return v;
}

std::string arrivalOf(Reader& r, const Field& f) {
    const std::string tag = word(f);
    if (std::find(r.arrivalTags.begin(), r.arrivalTags.end(), tag) == r.arrivalTags.end())
        f.fail("unknown arrival " + quote(tag) +
               (r.arrivalTags.empty()
                    ? std::string(" (the list has no 'arrivals:' to name it)")
                    : " (the list's arrivals are " + joined(r.arrivalTags) + ")"));
    return tag;
}

// `source:` as one entry or a list of them. With keyed sources each entry starts with a key
// ("gill3" or "gill3 p. 285"); with a plain list of sources it is free text.
std::vector<std::string> sourceOf(Reader& r, const Field& f) {
    std::vector<Field> entries;
    if (f.node.IsSequence()) {
        entries = readList(f, "entry");
        if (entries.empty()) f.fail("must name at least one source");
    } else {
        entries.push_back(f);
    }
    std::vector<std::string> out;
    for (const Field& e : entries) {
        const std::string text = readId(e);
        if (!r.sourceKeys.empty()) {
            const std::string key = text.substr(0, text.find(' '));
            if (std::find(r.sourceKeys.begin(), r.sourceKeys.end(), key) == r.sourceKeys.end())
                e.fail("unknown source " + quote(key) + " (the list's sources are " +
                       joined(r.sourceKeys) + ")");
        }
        out.push_back(text);
    }
    return out;
}

// A size's frontage or depth: a plain, finite, positive number (army-list wording).
double sizeNumber(const Field& size, std::size_t i, const std::string& what) {
    const YamlNode n = size.node[i];
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
    MapReader m(field, {"unit",
                        {"id", "name", "type", "quality", "formation", "size", "strength", "nation",
                         "subtype", "battalions", "squadrons", "guns", "calibre", "men", "arrival",
                         "optional", "source", "note"}});
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

    const bool infantry = u.type == UnitType::Infantry;
    const bool horse = u.type == UnitType::Cavalry || u.type == UnitType::Cuirassiers;
    const bool battery = !infantry && !horse;
    // A count that belongs to another arm is refused at its key: "battalions" on a battery is
    // a slip, not a number to keep.
    auto only = [&](const char* key, bool fits, const char* arm) {
        const auto f = m.optional(key);
        if (f && !fits)
            failAt(f->file, m.keyMark(key),
                   std::string(key) + " applies to " + arm + " only, not " +
                       std::string(toString(u.type)));
        return f;
    };
    if (const auto n = m.optional("nation")) u.nation = word(*n);
    if (const auto t = m.optional("subtype")) {
        const std::vector<Subtype> fits = subtypesOf(u.type);
        const std::string w = readId(*t);
        const auto st = parseSubtype(w);
        if (!st || std::find(fits.begin(), fits.end(), *st) == fits.end()) {
            std::vector<std::string> names;
            for (Subtype x : fits)
                names.emplace_back(toString(x));
            t->fail((st ? "subtype " + quote(w) + " is not one of " +
                              std::string(toString(u.type)) + "'s"
                        : "unknown subtype " + quote(w)) +
                    " (expected " + joined(names) + " for " + std::string(toString(u.type)) + ")");
        }
        u.subtype = *st;
    }
    if (const auto f = only("battalions", infantry, "infantry"))
        u.battalions = count(*f, limits::maxUnitBattalions);
    if (const auto f = only("squadrons", horse, "cavalry and cuirassiers"))
        u.squadrons = count(*f, limits::maxUnitSquadrons);
    if (const auto f = only("guns", battery, "batteries")) u.guns = count(*f, limits::maxUnitGuns);
    if (const auto f = only("calibre", battery, "batteries")) u.calibre = readId(*f);
    if (const auto f = m.optional("men")) u.men = count(*f, limits::maxUnitMen);
    if (const auto f = m.optional("arrival")) u.arrival = arrivalOf(r, *f);
    if (const auto f = m.optional("optional")) u.optional = readBool(*f);
    if (const auto f = m.optional("source")) u.source = sourceOf(r, *f);
    if (const auto f = m.optional("note")) u.note = readId(*f);
    return u;
}

Command readCommand(Reader& r, const Field& field) {
    MapReader m(field, {"command",
                        {"id", "name", "general", "units", "commands", "nation", "arrival",
                         "optional", "plan", "source", "note"}});
    Command c;
    c.id = r.id(m.required("id"));
    c.name = readId(m.required("name"));
    c.general = readGeneral(r, m.required("general"));
    if (const auto f = m.optional("nation")) c.nation = word(*f);
    if (const auto f = m.optional("arrival")) c.arrival = arrivalOf(r, *f);
    if (const auto f = m.optional("optional")) c.optional = readBool(*f);
    if (const auto f = m.optional("source")) c.source = sourceOf(r, *f);
    if (const auto f = m.optional("note")) c.note = readId(*f);
    if (const auto us = m.optional("units"))
        for (const Field& u : readList(*us, "unit"))
            c.units.push_back(readUnit(r, u));
    if (const auto cs = m.optional("commands"))
        for (const Field& sub : readList(*cs, "command"))
            c.commands.push_back(readCommand(r, sub));
    // The Plan ranks the commands directly under this one, each at most once.
    if (const auto p = m.optional("plan")) {
        const std::vector<Field> ranks = readList(*p, "entry");
        if (ranks.empty()) p->fail("must rank at least one command (leave it out for no Plan)");
        std::vector<std::string> under;
        for (const Command& sub : c.commands)
            under.push_back(sub.id);
        for (const Field& rank : ranks) {
            const std::string id = readId(rank);
            if (std::find(under.begin(), under.end(), id) == under.end())
                rank.fail(quote(id) + " is not a command directly under " + quote(c.id) +
                          (under.empty() ? std::string(" (it has none)")
                                         : " (expected one of " + joined(under) + ")"));
            if (std::find(c.plan.begin(), c.plan.end(), id) != c.plan.end())
                rank.fail(quote(id) + " is ranked twice");
            c.plan.push_back(id);
        }
    }
    return c;
}

ArmyList readArmyList(Reader& r, const YamlNode& root) {
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
            const YamlNode value = it->second;
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

    MapReader m(Field{file, "", "", root, root.Mark()},
                {"army list",
                 {"coupdoeil-army", "army", "side", "battle", "date", "scale", "sources",
                  "arrivals", "note", "command"}});
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
    if (const auto s = m.optional("sources")) {
        if (s->node.IsMap()) { // key: text, the keys cited by units' `source`
            MapReader keyed(*s, "a map of source keys to texts");
            for (auto it = s->node.begin(); it != s->node.end(); ++it) {
                const std::string key = it->first.Scalar(); // MapReader: a plain word
                const Field f = *keyed.optional(key);
                if (const auto problem = idProblem(key))
                    failAt(file, keyed.keyMark(key), "source key " + quote(key) + " " + *problem);
                list.sources.push_back({key, readId(f)});
                r.sourceKeys.push_back(key);
            }
            if (list.sources.empty()) s->fail("must name at least one source");
        } else {
            for (const Field& source : readList(*s, "source"))
                list.sources.push_back({"", readId(source)});
        }
    }
    if (const auto a = m.optional("arrivals")) {
        if (!a->node.IsMap())
            a->fail("must map each arrival tag to what it means (start: \"on the field at "
                    "dawn\")");
        MapReader tags(*a, "a map of arrival tags to texts");
        for (auto it = a->node.begin(); it != a->node.end(); ++it) {
            const std::string tag = it->first.Scalar();
            const Field f = *tags.optional(tag);
            if (const auto problem = idProblem(tag))
                failAt(file, tags.keyMark(tag), "arrival tag " + quote(tag) + " " + *problem);
            list.arrivals.push_back({tag, readId(f)});
            r.arrivalTags.push_back(tag);
        }
        if (list.arrivals.empty()) a->fail("must name at least one arrival");
    }
    if (const auto n = m.optional("note")) list.note = readId(*n);
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
    const auto r = toCharsShortest(buf, buf + sizeof buf, v);
    return std::string(buf, r.ptr);
}

std::string flowGeneral(const General& g) {
    return "{id: " + scalar(g.id) + ", name: " + scalar(g.name) +
           ", rating: " + std::string(toString(g.rating)) + "}";
}

// `source:` as one entry, or a flow list of several.
std::string sourceValue(const std::vector<std::string>& source) {
    if (source.size() == 1) return scalar(source[0]);
    std::string out = "[";
    for (std::size_t i = 0; i < source.size(); ++i)
        out += (i ? ", " : "") + scalar(source[i]);
    return out + "]";
}

std::string flowUnit(const ArmyUnit& u) {
    std::string out = "{id: " + scalar(u.id) + ", name: " + scalar(u.name) +
                      ", type: " + std::string(toString(u.type));
    if (u.subtype) out += ", subtype: " + std::string(toString(*u.subtype));
    if (!u.nation.empty()) out += ", nation: " + scalar(u.nation);
    if (u.quality != Quality::Regular) out += ", quality: " + std::string(toString(u.quality));
    if (u.type == UnitType::Infantry && u.formation != Formation::Line)
        out += ", formation: " + std::string(toString(u.formation));
    if (u.size) out += ", size: [" + number(u.size->x) + ", " + number(u.size->y) + "]";
    if (!u.strength.empty()) out += ", strength: " + scalar(u.strength);
    if (u.battalions) out += ", battalions: " + std::to_string(*u.battalions);
    if (u.squadrons) out += ", squadrons: " + std::to_string(*u.squadrons);
    if (u.guns) out += ", guns: " + std::to_string(*u.guns);
    if (!u.calibre.empty()) out += ", calibre: " + scalar(u.calibre);
    if (u.men) out += ", men: " + std::to_string(*u.men);
    if (!u.arrival.empty()) out += ", arrival: " + scalar(u.arrival);
    if (u.optional) out += ", optional: true";
    if (!u.source.empty()) out += ", source: " + sourceValue(u.source);
    if (!u.note.empty()) out += ", note: " + scalar(u.note);
    return out + "}";
}

void writeCommand(std::string& out, const Command& c, std::size_t indent, bool listItem) {
    const std::string pad(indent, ' ');
    const std::string first = pad + (listItem ? "- " : "");
    const std::string rest = pad + (listItem ? "  " : "");
    out += first + "id: " + scalar(c.id) + "\n";
    out += rest + "name: " + scalar(c.name) + "\n";
    out += rest + "general: " + flowGeneral(c.general) + "\n";
    if (!c.nation.empty()) out += rest + "nation: " + scalar(c.nation) + "\n";
    if (!c.arrival.empty()) out += rest + "arrival: " + scalar(c.arrival) + "\n";
    if (c.optional) out += rest + "optional: true\n";
    if (!c.plan.empty()) out += rest + "plan: " + sourceValue(c.plan) + "\n";
    if (!c.source.empty()) out += rest + "source: " + sourceValue(c.source) + "\n";
    if (!c.note.empty()) out += rest + "note: " + scalar(c.note) + "\n";
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

std::string_view toString(Subtype t) {
    for (auto& [v, s] : subtypeNames)
        if (v == t) return s;
    return "?";
}

std::optional<Subtype> parseSubtype(std::string_view s) {
    for (auto& [v, n] : subtypeNames)
        if (n == s) return v;
    return std::nullopt;
}

std::vector<Subtype> subtypesOf(UnitType type) {
    using S = Subtype;
    switch (type) {
    case UnitType::Infantry:
        return {S::Line,  S::Light, S::Grenadier, S::Guard,
                S::Jager, S::Grenz, S::Landwehr,  S::Militia};
    case UnitType::Cavalry:
        return {S::Hussar,  S::Chasseur, S::ChevauLeger,  S::Uhlan,
                S::Dragoon, S::Cossack,  S::LandwehrHorse};
    case UnitType::Cuirassiers:
        return {S::Cuirassier, S::Carabinier};
    case UnitType::FootArtillery:
        return {S::Foot};
    case UnitType::HorseArtillery:
        return {S::Horse};
    case UnitType::General:
        break;
    }
    return {};
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
        for (const Source& s : list.sources)
            out += (s.key.empty() ? "  - " : "  " + scalar(s.key) + ": ") + scalar(s.text) + "\n";
    }
    if (!list.arrivals.empty()) {
        out += "arrivals:\n";
        for (const Arrival& a : list.arrivals)
            out += "  " + scalar(a.tag) + ": " + scalar(a.text) + "\n";
    }
    if (!list.note.empty()) out += "note: " + scalar(list.note) + "\n";
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

namespace {

struct Inherited {
    std::string nation;
    std::string arrival;
    bool optional = false;
};

void collectInfos(const Command& c, Inherited from, std::vector<UnitInfo>& out) {
    if (!c.nation.empty()) from.nation = c.nation;
    if (!c.arrival.empty()) from.arrival = c.arrival;
    from.optional = from.optional || c.optional;
    for (const ArmyUnit& u : c.units)
        out.push_back({&u, &c, u.nation.empty() ? from.nation : u.nation,
                       u.arrival.empty() ? from.arrival : u.arrival, from.optional || u.optional});
    for (const Command& sub : c.commands)
        collectInfos(sub, from, out);
}

void addTotals(const Command& c, Totals& t) {
    for (const ArmyUnit& u : c.units)
        addUnit(t, u);
    for (const Command& sub : c.commands)
        addTotals(sub, t);
}

// Keeps the units `keep` says yes to; false when nothing is left under the command.
template <class Keep> bool prune(Command& c, const Keep& keep) {
    std::erase_if(c.units, [&](const ArmyUnit& u) { return !keep(&u); });
    std::erase_if(c.commands, [&](Command& sub) { return !prune(sub, keep); });
    std::erase_if(c.plan, [&](const std::string& id) {
        return std::none_of(c.commands.begin(), c.commands.end(),
                            [&](const Command& sub) { return sub.id == id; });
    });
    return !c.units.empty() || !c.commands.empty();
}

} // namespace

std::vector<UnitInfo> unitInfos(const ArmyList& list) {
    std::vector<UnitInfo> out;
    collectInfos(
        list.command,
        {list.side, list.arrivals.empty() ? std::string() : list.arrivals.front().tag, false}, out);
    return out;
}

// No sum can overflow: a unit takes at least about 30 bytes of a file of at most 16 MiB, so a
// list holds under 600,000 units, whose guns (at most 100 each) stay under 60 million.
void addUnit(Totals& t, const ArmyUnit& u) {
    ++t.units;
    t.battalions += u.battalions.value_or(0);
    t.squadrons += u.squadrons.value_or(0);
    t.guns += u.guns.value_or(0);
    if (u.men)
        t.men += *u.men;
    else
        ++t.unitsWithoutMen;
}

Totals totalsOf(const Command& command) {
    Totals t;
    addTotals(command, t);
    return t;
}

std::string groupedNumber(long long n) {
    std::string digits = std::to_string(n < 0 ? -n : n);
    std::string out;
    for (std::size_t i = 0; i < digits.size(); ++i) {
        if (i > 0 && (digits.size() - i) % 3 == 0) out += ',';
        out += digits[i];
    }
    return (n < 0 ? "-" : "") + out;
}

std::string unitFacts(const ArmyUnit& u) {
    std::string out(toString(u.type));
    if (u.subtype) out += " " + std::string(toString(*u.subtype));
    const bool counted = u.battalions || u.squadrons || u.guns;
    if (u.battalions) out += ", " + std::to_string(*u.battalions) + " bns";
    if (u.squadrons) out += ", " + std::to_string(*u.squadrons) + " sqns";
    if (u.guns) out += ", " + std::to_string(*u.guns) + " guns";
    if (!u.calibre.empty()) out += " (" + u.calibre + ")";
    if (!counted && !u.strength.empty()) out += ", " + u.strength;
    if (u.men) out += ", " + groupedNumber(*u.men) + " men";
    return out;
}

std::string totalsText(const Totals& t) {
    std::vector<std::string> parts;
    if (t.battalions) parts.push_back(std::to_string(t.battalions) + " bns");
    if (t.squadrons) parts.push_back(std::to_string(t.squadrons) + " sqns");
    if (t.guns) parts.push_back(std::to_string(t.guns) + " guns");
    if (t.men) {
        std::string men = groupedNumber(t.men) + " men";
        if (t.unitsWithoutMen)
            men += " (" + std::to_string(t.unitsWithoutMen) +
                   (t.unitsWithoutMen == 1 ? " unit" : " units") + " without men)";
        parts.push_back(men);
    }
    return joined(parts);
}

std::string arrivalProblem(const ArmyList& list, std::string_view tag) {
    std::vector<std::string> tags;
    for (const Arrival& a : list.arrivals) {
        if (a.tag == tag) return {};
        tags.push_back(a.tag);
    }
    return "unknown arrival " + quote(tag) + " in " + list.path +
           (tags.empty() ? std::string(" (the list names no arrivals)")
                         : " (its arrivals are " + joined(tags) + ")");
}

bool keeps(const ArmyFilter& filter, const UnitInfo& unit) {
    const bool arrives = filter.arrivals.empty() ||
                         std::find(filter.arrivals.begin(), filter.arrivals.end(), unit.arrival) !=
                             filter.arrivals.end();
    return arrives && (filter.optionalUnits || !unit.optional);
}

ArmyList filterArmyList(const ArmyList& list, const ArmyFilter& filter) {
    ArmyList out = list;
    // Decided on the original, whose units the infos point into, by id (ids are unique).
    std::unordered_set<std::string> kept;
    for (const UnitInfo& i : unitInfos(list))
        if (keeps(filter, i)) kept.insert(i.unit->id);
    prune(out.command, [&](const ArmyUnit* u) { return kept.count(u->id) > 0; });
    return out;
}

double totalFrontage(const ArmyList& list) {
    double total = 0.0;
    for (const ArmyUnit* u : allUnits(list))
        total += gt::baseSizeOf(toScenarioUnit(*u, list.side, {}, 0.0, list.path)).frontage;
    return total;
}

} // namespace cdo::io
