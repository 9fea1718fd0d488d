// Reading La Bataille scenarios (scenario-format.md, "La Bataille scenarios"; la-bataille.md L0
// and L1): the hex map, its hexes and hexsides, the game's chart tables and the counters, every
// key checked at its place, with the discipline of scenario_io.cpp: all or nothing, and keys
// this version does not know kept for saving.
#include "core/charconv.h"
#include "core/ids.h"
#include "core/la_bataille/model.h"
#include "core/limits.h"
#include "io/rulesets.h"
#include "io/scenario_parts.h"

#include <algorithm>
#include <array>
#include <cctype>
#include <charconv>
#include <cmath>
#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <tuple>
#include <utility>
#include <vector>

namespace cdo::io {

namespace {

using lb::Arm;
using lb::Formation;
using lb::Hex;

// L0's terrain names: known without a terrain_types entry.
constexpr std::array<std::string_view, 13> defaultTerrains{
    "clear",   "slope",    "woods",  "forest", "village", "town", "hamlet",
    "chateau", "vineyard", "garden", "swamp",  "marsh",   "road"};

// fire_defence's words besides the formations.
constexpr std::string_view disorderedWord = "disordered";

// Top-level keys of Grande Tactique that mean nothing on a hex map.
constexpr std::array<std::string_view, 3> tableKeys{"measure", "table", "terrain"};

// "a, b or c".
std::string orList(const std::vector<std::string>& words) {
    std::string out;
    for (std::size_t i = 0; i < words.size(); ++i) {
        if (i > 0) out += i + 1 == words.size() ? " or " : ", ";
        out += words[i];
    }
    return out;
}

// A field pointing at its key rather than its value (a problem with a name used as a key).
Field keyField(MapReader& m, const std::string& key) {
    Field f = *m.optional(key);
    f.mark = m.keyMark(key);
    return f;
}

// Whether a map node holds `key` (iterated: a const lookup of a missing key is a zombie).
bool hasKey(const YamlNode& map, const std::string& key) {
    for (const auto& pair : map)
        if (pair.first.IsScalar() && pair.first.Scalar() == key) return true;
    return false;
}

// What a formation is called in a message: "a line faces a vertex".
std::string formationNoun(Formation f) {
    switch (f) {
    case Formation::Column:
        return "a column";
    case Formation::Line:
        return "a line";
    case Formation::Carre:
        return "a carre";
    case Formation::Skirmish:
        return "a unit in skirmish order";
    case Formation::GeneralOrder:
        return "a unit in general order";
    case Formation::RoadMarch:
        return "a unit in road march";
    case Formation::Limbered:
        return "a limbered battery";
    case Formation::Unlimbered:
        return "an unlimbered battery";
    }
    return "a unit";
}

// The three arm words of movement costs (TerrainType::cost).
constexpr std::array<std::string_view, 3> costWords{"infantry", "cavalry", "artillery"};

class BattleReader {
  public:
    BattleReader(MapReader& top, Scenario& s, UnknownKeys& unknown)
        : top_(top), b_(s.part.emplace<lb::Battle>()), unknown_(unknown) {}

    void read() {
        for (std::string_view k : tableKeys)
            if (top_.has(k))
                failAt(top_.optional(k)->file, top_.keyMark(k),
                       quote(k) + " is a grande-tactique key; a la-bataille scenario counts in "
                                  "hexes on its map: use map:, hexes: and terrain_types:");
        // Grande Tactique's turn record (its PIPs and battery actions) has no place here, and
        // a save would not write it back: refused where it stands, not lost on the next save.
        if (top_.has("turn"))
            failAt(top_.optional("turn")->file, top_.keyMark("turn"),
                   "'turn' is a grande-tactique key (its turn record of PIPs and battery "
                   "actions); a la-bataille scenario has none");
        if (auto f = top_.optional("map")) readMap(*f);
        if (auto f = top_.optional("terrain_types"); f && !f->node.IsNull()) readTerrainTypes(*f);
        if (auto f = top_.optional("hexes"); f && !f->node.IsNull()) readHexes(*f);
        if (auto f = top_.optional("hexsides"); f && !f->node.IsNull()) readHexsides(*f);
        if (auto f = top_.optional("fire_defence"); f && !f->node.IsNull()) readFireDefence(*f);
        if (auto f = top_.optional("odds_columns"); f && !f->node.IsNull()) readOdds(*f);
        if (auto f = top_.optional("stacking")) readStacking(*f);
        if (auto f = top_.optional("units"); f && !f->node.IsNull()) {
            const std::vector<Field> list = unitEntries(*f);
            for (std::size_t i = 0; i < list.size(); ++i)
                b_.units.push_back(readUnit(list[i], i));
            checkStacking();
            checkEnemies();
        }
    }

  private:
    // A field of a map of its own ("map", "stacking"), so that messages name it.
    static Field owned(const Field& f, std::string owner) {
        Field o = f;
        o.owner = std::move(owner);
        o.label.clear();
        return o;
    }

    static std::string word(const Field& f, std::initializer_list<std::string_view> words) {
        const std::string w = readId(f);
        for (std::string_view x : words)
            if (w == x) return w;
        std::vector<std::string> all(words.begin(), words.end());
        f.fail("unknown value " + quote(w) + " (expected " + orList(all) + ")");
    }

    // A whole number from `least` to `most`.
    static int integer(const Field& f, long long least, long long most) {
        const long long v = readInteger(f);
        if (v < least) {
            if (least == 0) f.fail("must not be negative, got " + std::to_string(v));
            f.fail("must be at least " + std::to_string(least) + ", got " + std::to_string(v));
        }
        if (v > most)
            f.fail("may be at most " + std::to_string(most) + ", got " + std::to_string(v));
        return int(v);
    }

    // A number from 0 (or above 0 when `positive`) to limits::maxCounterValue.
    static double amount(const Field& f, bool positive) {
        const double v = readNumber(f);
        if (positive && v <= 0.0) f.fail("must be positive, got " + formatNumber(v));
        if (v < 0.0) f.fail("must not be negative, got " + formatNumber(v));
        if (v > limits::maxCounterValue)
            f.fail("may be at most " + std::to_string(limits::maxCounterValue) + ", got " +
                   formatNumber(v));
        if (!hundredths(v))
            f.fail("is given to at most two decimals (as 0.5 or 1.25), got " + formatNumber(v));
        return v;
    }

    // Whether v is a whole number of hundredths: the rulings print two decimals (lb::number),
    // so a finer value (1e-300) would be ruled with a number the file never gave.
    static bool hundredths(double v) {
        const double h = std::round(v * 100.0);
        return std::abs(v * 100.0 - h) < 1e-6 && (h != 0.0 || v == 0.0);
    }

    void readMap(const Field& f) {
        MapReader m(owned(f, "map"), "a map");
        lb::HexGrid& g = b_.grid;
        std::optional<Field> rowsField;
        if (auto c = m.optional("columns")) g.columns = integer(*c, 1, limits::maxMapSide);
        if ((rowsField = m.optional("rows"))) g.rows = integer(*rowsField, 1, limits::maxMapSide);
        const long long hexes = (long long)g.columns * g.rows;
        if (hexes > limits::maxMapHexes)
            (rowsField ? *rowsField : owned(f, "map"))
                .fail("a map of " + std::to_string(g.columns) + " columns and " +
                      std::to_string(g.rows) + " rows has " + std::to_string(hexes) +
                      " hexes; a map may have at most " + std::to_string(limits::maxMapHexes));
        if (auto h = m.optional("hex"))
            g.shape =
                word(*h, {"flat", "pointy"}) == "flat" ? lb::HexShape::Flat : lb::HexShape::Pointy;
        if (auto h = m.optional("shifted"))
            g.shift = word(*h, {"odd", "even"}) == "odd" ? lb::Shift::Odd : lb::Shift::Even;
        unknown_.map = m.unknownKeys();
    }

    // One printed hex id of this map, on the map.
    Hex hexId(const Field& f) const {
        const lb::HexGrid& g = b_.grid;
        const std::string id = readId(f);
        const std::optional<Hex> h = g.parse(id);
        if (!h) {
            const bool three = g.idDigits() == 3;
            f.fail(quote(id) + " is not a hex id: column then row, " +
                   (three ? "three digits each (\"106012\"), as the map has more than 99 "
                            "columns or rows"
                          : "two digits each (\"0612\")"));
        }
        if (!g.contains(*h))
            f.fail("hex " + quote(id) + " lies off the map, which has " +
                   std::to_string(g.columns) + " columns and " + std::to_string(g.rows) +
                   " rows (" + g.id({1, 1}) + " to " + g.id({g.columns, g.rows}) + ")");
        return *h;
    }

    // One hex id, or a list of them; `each` is called with every hex and its field.
    template <class Each> std::size_t hexList(const Field& f, Each each) const {
        if (f.node.IsScalar()) {
            each(hexId(f), f);
            return 1;
        }
        if (!f.node.IsSequence())
            f.fail("expected a hex id or a list of hex ids, got " +
                   std::string(f.node.IsMap() ? "a map" : "nothing"));
        for (std::size_t i = 0; i < f.node.size(); ++i) {
            const Field e = f.element(i, "hex");
            each(hexId(e), e);
        }
        return f.node.size();
    }

    bool knownTerrain(const std::string& name) const {
        return std::find(defaultTerrains.begin(), defaultTerrains.end(), name) !=
                   defaultTerrains.end() ||
               b_.terrainTypes.contains(name);
    }

    [[noreturn]] static void unknownTerrain(const Field& f, const std::string& name) {
        f.fail("unknown terrain " + quote(name) + " (expected one of la-bataille's: " +
               orList({defaultTerrains.begin(), defaultTerrains.end()}) +
               ", or a name given in terrain_types)");
    }

    std::string terrainName(const Field& f) const {
        const std::string name = readId(f);
        if (!knownTerrain(name)) unknownTerrain(f, name);
        return name;
    }

    void readTerrainTypes(const Field& f) {
        MapReader m(owned(f, "terrain_types"), "a table of terrain types");
        for (const auto& pair : f.node) {
            const std::string name = pair.first.Scalar();
            if (auto p = idProblem(name)) {
                Field key = keyField(m, name);
                key.node = pair.first;
                failBadId(key, "a terrain name " + *p);
            }
            Field tf = owned(*m.optional(name), "terrain type " + quote(name));
            lb::TerrainType t;
            if (tf.node.IsNull()) { // "vineyard:" alone: a name, all defaults
                b_.terrainTypes[name] = t;
                continue;
            }
            MapReader e(tf, "a terrain type");
            if (auto x = e.optional("blocks_sight")) t.blocksSight = readBool(*x);
            if (auto x = e.optional("clear_for_artillery")) t.clearForArtillery = readBool(*x);
            if (auto x = e.optional("cost"); x && !x->node.IsNull()) {
                MapReader c(*x, "movement costs");
                for (std::string_view w : costWords)
                    if (auto v = c.optional(w)) {
                        Field vf = *v;
                        vf.label = "'cost' " + std::string(w);
                        t.cost[std::string(w)] = amount(vf, true);
                    }
                if (YamlNode u = c.unknownKeys(); !u.IsNull()) unknown_.terrainCosts[name] = u;
            }
            if (YamlNode u = e.unknownKeys(); !u.IsNull()) unknown_.terrainTypes[name] = u;
            b_.terrainTypes[name] = std::move(t);
        }
    }

    // What the hexes entries so far gave each hex, and on which line, to name a conflict.
    struct Given {
        lb::HexState state;
        int terrainLine = 0, elevationLine = 0, slopeLine = 0;
    };

    void readHexes(const Field& f) {
        const std::vector<Field> list = readList(f, "entry");
        std::map<Hex, Given> given;
        for (std::size_t i = 0; i < list.size(); ++i) {
            MapReader m(owned(list[i], "hexes entry " + std::to_string(i + 1)), "a hexes entry");
            const Field at = m.required("at");
            std::optional<std::string> terrain;
            std::optional<int> elevation;
            std::optional<bool> slope;
            std::optional<Field> terrainField, elevationField, slopeField;
            if ((terrainField = m.optional("terrain"))) terrain = terrainName(*terrainField);
            if ((elevationField = m.optional("elevation")))
                elevation = integer(*elevationField, limits::minElevation, limits::maxElevation);
            if ((slopeField = m.optional("slope"))) slope = readBool(*slopeField);
            const YamlNode extra = m.unknownKeys();
            const std::size_t n = hexList(at, [&](Hex h, const Field&) {
                Given& g = given[h];
                const std::string id = b_.grid.id(h);
                const auto conflict = [&](const Field& here, const std::string& what, int line,
                                          const std::string& before, const std::string& now) {
                    here.fail("hex " + quote(id) + " is given " + what + " " + before +
                              " at line " + std::to_string(line) + ", and " + now +
                              " here; entries that list a hex twice must agree");
                };
                if (terrain) {
                    if (g.terrainLine > 0 && g.state.terrain != *terrain)
                        conflict(*terrainField, "terrain", g.terrainLine, quote(g.state.terrain),
                                 quote(*terrain));
                    g.state.terrain = *terrain;
                    if (g.terrainLine == 0) g.terrainLine = terrainField->mark.line + 1;
                }
                if (elevation) {
                    if (g.elevationLine > 0 && g.state.elevation != *elevation)
                        conflict(*elevationField, "elevation", g.elevationLine,
                                 std::to_string(g.state.elevation), std::to_string(*elevation));
                    g.state.elevation = *elevation;
                    if (g.elevationLine == 0) g.elevationLine = elevationField->mark.line + 1;
                }
                if (slope) {
                    if (g.slopeLine > 0 && g.state.slope != *slope)
                        conflict(*slopeField, "slope", g.slopeLine,
                                 g.state.slope ? "true" : "false", *slope ? "true" : "false");
                    g.state.slope = *slope;
                    if (g.slopeLine == 0) g.slopeLine = slopeField->mark.line + 1;
                }
                if (!extra.IsNull()) keepHexKeys(h, extra);
            });
            if (n == 0) at.fail("lists no hex");
        }
        for (const auto& [h, g] : given)
            b_.hexes.emplace(h, g.state);
    }

    // An entry's unknown keys, shared by its hexes; a key an earlier entry gave a hex stays.
    void keepHexKeys(Hex h, const YamlNode& extra) {
        const auto [it, fresh] = unknown_.hexes.emplace(h, extra);
        if (fresh) return;
        std::vector<YamlNode::Pair> merged = it->second.pairs();
        const std::size_t before = merged.size();
        for (const auto& pair : extra)
            if (!hasKey(it->second, pair.first.Scalar()))
                merged.emplace_back(
                    YamlNode::scalar(YAML::Mark::null_mark(), "", pair.first.Scalar()),
                    pair.second);
        if (merged.size() > before) it->second = YamlNode::map(std::move(merged));
    }

    void readHexsides(const Field& f) {
        const std::vector<Field> list = readList(f, "entry");
        // Each side once per kind, whichever of its two hexes names it: its first line.
        std::map<std::tuple<Hex, int, std::string>, int> seen;
        std::vector<YamlNode> extras;
        bool anyExtra = false;
        for (std::size_t i = 0; i < list.size(); ++i) {
            MapReader m(owned(list[i], "hexsides entry " + std::to_string(i + 1)),
                        "a hexsides entry");
            lb::HexsideFeature feature;
            const Field at = m.required("at");
            if (!at.node.IsScalar())
                at.fail("expected one hex id, got " +
                        std::string(at.node.IsNull() ? "nothing" : "a list or map"));
            feature.hex = hexId(at);
            const Field side = m.required("side");
            const double bearing = readNumber(side);
            feature.side = b_.grid.sideIndex(bearing);
            if (feature.side < 0)
                side.fail("a hexside is named by its bearing: " + bearings(false) + "; got " +
                          formatNumber(bearing));
            const Field kind = m.required("kind");
            feature.kind = readId(kind);
            if (auto p = idProblem(feature.kind)) failBadId(kind, *p);
            const Hex across = b_.grid.neighbour(feature.hex, feature.side);
            const std::pair<Hex, int> one{feature.hex, feature.side},
                other{across, (feature.side + 3) % 6};
            const auto& key = std::min(one, other);
            if (auto [it, fresh] =
                    seen.emplace(std::tuple{key.first, key.second, feature.kind}, at.mark.line + 1);
                !fresh)
                at.fail("this side of hex " + quote(b_.grid.id(feature.hex)) + " is given " +
                        quote(feature.kind) + " twice (first at line " +
                        std::to_string(it->second) + ")");
            b_.hexsides.push_back(std::move(feature));
            extras.push_back(m.unknownKeys());
            anyExtra = anyExtra || !extras.back().IsNull();
        }
        if (anyExtra) unknown_.hexsides = std::move(extras);
    }

    // The six side (or corner) bearings of this map, "0, 60, 120, 180, 240 or 300".
    std::string bearings(bool vertices) const {
        std::vector<double> values;
        for (int i = 0; i < 6; ++i)
            values.push_back(vertices ? b_.grid.vertexBearing(i) : b_.grid.sideBearing(i));
        std::sort(values.begin(), values.end());
        std::vector<std::string> words;
        for (double v : values)
            words.push_back(formatNumber(v));
        return orList(words);
    }

    void readFireDefence(const Field& f) {
        MapReader m(owned(f, "fire_defence"), "a table of fire defence by terrain");
        std::vector<std::string> allowed;
        for (Formation x : lb::allFormations)
            allowed.emplace_back(lb::toString(x));
        allowed.emplace_back(disorderedWord);
        for (const auto& pair : f.node) {
            const std::string terrain = pair.first.Scalar();
            if (!knownTerrain(terrain)) unknownTerrain(keyField(m, terrain), terrain);
            const Field row = owned(*m.optional(terrain), "fire_defence " + quote(terrain));
            MapReader r(row, "a map of fire defence by formation");
            std::map<std::string, double>& values = b_.fireDefence[terrain];
            for (const auto& cell : row.node) {
                const std::string w = cell.first.Scalar();
                if (std::find(allowed.begin(), allowed.end(), w) == allowed.end())
                    keyField(r, w).fail("unknown formation " + quote(w) + " (expected " +
                                        orList(allowed) + ")");
                values[w] = amount(*r.optional(w), true);
            }
        }
    }

    // "3:2": two positive numbers.
    static std::optional<double> oddsRatio(std::string_view text) {
        const std::size_t colon = text.find(':');
        if (colon == std::string_view::npos) return std::nullopt;
        const auto part = [](std::string_view s) -> std::optional<double> {
            double v = 0;
            const auto [end, ec] = fromChars(s.data(), s.data() + s.size(), v);
            if (s.empty() || ec != std::errc() || end != s.data() + s.size() || !std::isfinite(v) ||
                v <= 0 || v > limits::maxCounterValue || !hundredths(v) ||
                !std::isdigit(static_cast<unsigned char>(s[0])))
                return std::nullopt;
            return v;
        };
        const auto a = part(text.substr(0, colon)), b = part(text.substr(colon + 1));
        if (!a || !b) return std::nullopt;
        return *a / *b;
    }

    void readOdds(const Field& f) {
        const std::vector<Field> list = readList(f, "column");
        double last = 0.0;
        for (std::size_t i = 0; i < list.size(); ++i) {
            const std::string text = readId(list[i]);
            const std::optional<double> ratio = oddsRatio(text);
            if (!ratio)
                list[i].fail("expected odds as \"a:b\" with two positive numbers of at most "
                             "two decimals, each at most " +
                             std::to_string(limits::maxCounterValue) + " (\"3:2\"), got " +
                             quote(text));
            if (i > 0 && *ratio <= last)
                list[i].fail("odds columns must rise from left to right: " + quote(text) +
                             " comes after " + quote(b_.oddsColumns.back()));
            last = *ratio;
            b_.oddsColumns.push_back(text);
        }
    }

    void readStacking(const Field& f) {
        MapReader m(owned(f, "stacking"), "a map of stacking limits");
        if (auto a = m.optional("artillery"))
            b_.stackingArtillery = integer(*a, 1, limits::maxCounterValue);
        unknown_.stacking = m.unknownKeys();
    }

    // Where the read units said what the stacking check names.
    struct Place {
        std::optional<Field> increments;
        std::optional<Field> hexes;
    };

    Formation readFormation(const Field& f, Arm arm) const {
        const std::string w = readId(f);
        const std::optional<Formation> x = lb::parseFormation(w);
        if (x && lb::allowed(arm, *x)) return *x;
        std::vector<std::string> ok;
        for (Formation y : lb::allFormations)
            if (lb::allowed(arm, y)) ok.emplace_back(lb::toString(y));
        f.fail((x ? "formation " + quote(w) + " is not one for "
                  : "unknown formation " + quote(w) + " for ") +
               std::string(lb::toString(arm)) + " (expected " + orList(ok) + ")");
    }

    // The facing's bearing, of the kind the formation faces, exactly (L1).
    double readFacing(const Field& f, Formation formation, bool routed) const {
        const double v = readNumber(f);
        const int side = b_.grid.sideIndex(v), vertex = b_.grid.vertexIndex(v);
        switch (lb::facingKind(formation, routed)) {
        case lb::FacingKind::Hexside:
            if (side >= 0) return b_.grid.sideBearing(side);
            f.fail((routed ? std::string("a routed unit") : formationNoun(formation)) +
                   " faces a hexside: " + bearings(false) + "; got " + formatNumber(v));
        case lb::FacingKind::Vertex:
            if (vertex >= 0) return b_.grid.vertexBearing(vertex);
            f.fail(formationNoun(formation) + " faces a vertex: " + bearings(true) + "; got " +
                   formatNumber(v));
        case lb::FacingKind::Either:
            break;
        }
        if (side >= 0) return b_.grid.sideBearing(side);
        if (vertex >= 0) return b_.grid.vertexBearing(vertex);
        f.fail(formationNoun(formation) +
               " faces a hexside or a vertex: a multiple of 30 (0, 30, 60, ... or 330); got " +
               formatNumber(v));
    }

    lb::Unit readUnit(const Field& element, std::size_t index) {
        MapReader m(entryField(element, "unit", index), "a unit");
        lb::Unit u;
        const Field id = m.required("id");
        u.id = readId(id);
        if (auto p = idProblem(u.id)) failBadId(id, *p);
        m.setOwner("unit " + quote(u.id));
        if (auto [it, fresh] = unitIds_.emplace(u.id, id); !fresh)
            id.fail("duplicate unit id " + quote(u.id) + " (first at line " + lineOf(it->second) +
                    ")");
        for (std::string_view k : {"type", "at"})
            if (m.has(k))
                keyField(m, std::string(k))
                    .fail("is a grande-tactique key; la-bataille units use arm: and hexes:");
        u.side = readId(m.required("side"));
        u.arm = readEnum<Arm>(m.required("arm"), "arm", lb::allArms, lb::parseArm, show<Arm>);
        const bool combat = lb::isCombat(u.arm);
        if (auto f = m.optional("name")) u.name = readText(*f);
        const Field hexes = m.required("hexes");
        // What applies to some arms only.
        const std::pair<std::string_view, int> only[] = {{"max_range", 0},
                                                         {"disordered", 1},
                                                         {"routed", 1},
                                                         {"artillery_bonus", 2},
                                                         {"special", 2}};
        for (const auto& [k, who] : only) {
            const bool applies = who == 0 ? lb::isArtillery(u.arm) : who == 1 ? combat : !combat;
            if (!applies && m.has(k))
                m.optional(k)->fail(std::string("applies to ") +
                                    (who == 0   ? "artillery"
                                     : who == 1 ? "combat formations"
                                                : "leaders") +
                                    " only, not to " + (combat ? show(u.arm) : "a leader"));
        }
        const auto need = [&](std::string_view k) {
            return combat ? std::optional<Field>(m.required(k)) : m.optional(k);
        };
        if (auto f = need("formation")) u.formation = readFormation(*f, u.arm);
        // Routed is read first: a routed unit faces a hexside whatever its formation (L1).
        std::optional<Field> routed = m.optional("routed");
        if (routed) u.routed = readBool(*routed);
        if (auto f = need("facing"))
            u.facing = combat ? readFacing(*f, u.formation, u.routed) : readNumber(*f);
        Place place;
        if ((place.increments = need("increments")))
            u.increments = integer(*place.increments, 0, limits::maxCounterValue);
        if (auto f = m.optional("fire")) u.fire = amount(*f, false);
        if (auto f = m.optional("move")) u.move = integer(*f, 0, limits::maxCounterValue);
        if (auto f = m.optional("max_range")) u.maxRange = integer(*f, 1, limits::maxCounterValue);
        if (auto f = m.optional("disordered")) u.disordered = readBool(*f);
        if (auto f = m.optional("stack")) u.stack = integer(*f, 0, limits::maxCounterValue);
        if (auto f = m.optional("artillery_bonus")) u.artilleryBonus = readBool(*f);
        if (auto f = m.optional("special")) u.special = readBool(*f);
        readUnitHexes(hexes, u);
        place.hexes = hexes;
        places_.push_back(std::move(place));
        if (YamlNode k = m.unknownKeys(); !k.IsNull()) u.extra = std::make_shared<ExtraKeys>(k);
        return u;
    }

    // One hex, or two adjacent ones where the formation takes two (L1), across the facing.
    void readUnitHexes(const Field& f, lb::Unit& u) const {
        if (f.node.IsSequence() && f.node.size() > 2)
            f.fail("a unit stands in one hex or two adjacent hexes, got " +
                   std::to_string(f.node.size()));
        std::vector<Field> fields;
        hexList(f, [&](Hex h, const Field& e) {
            u.hexes.push_back(h);
            fields.push_back(e);
        });
        const lb::HexGrid& g = b_.grid;
        const bool skirmish = u.formation == Formation::Skirmish;
        if (u.hexes.empty()) f.fail("lists no hex; a unit stands in one hex or two");
        if (u.hexes.size() == 1) {
            if (u.arm == Arm::LightCavalry && skirmish)
                f.fail("cavalry skirmishers always stand in two adjacent hexes, got one");
            return;
        }
        const Hex a = u.hexes[0], b = u.hexes[1];
        if (a == b) fields[1].fail("lists hex " + quote(g.id(a)) + " twice");
        if (!g.adjacent(a, b))
            fields[1].fail("hexes " + quote(g.id(a)) + " and " + quote(g.id(b)) +
                           " are not adjacent (" + std::to_string(g.distance(a, b)) +
                           " hexes apart)");
        const bool line =
            u.formation == Formation::Line && (u.arm == Arm::Infantry || lb::isCavalry(u.arm));
        if (u.arm == Arm::Infantry && skirmish && u.increments < 4)
            f.fail("infantry skirmishers stand in two hexes only with 4 or more increments, got " +
                   std::to_string(u.increments));
        if (!line && !(skirmish && (u.arm == Arm::Infantry || u.arm == Arm::LightCavalry)))
            f.fail((lb::isCombat(u.arm) ? formationNoun(u.formation) : std::string("a leader")) +
                   " stands in one hex; two are for a line of infantry or cavalry, infantry "
                   "skirmishers of 4 or more increments, and cavalry skirmishers");
        // The line runs across its facing: its hexes share the side at facing +-90.
        const double shared = g.sideBearing(g.sideToward(a, b));
        if (std::abs(lb::bearingGap(shared, u.facing) - 90.0) > 1e-6) {
            const double left = lb::normalBearing(u.facing - 90.0),
                         right = lb::normalBearing(u.facing + 90.0);
            f.fail(std::string(skirmish ? "a skirmish line" : "a line") + " facing " +
                   formatNumber(u.facing) + " runs across it: its hexes must share the side at " +
                   formatNumber(std::min(left, right)) + " or " +
                   formatNumber(std::max(left, right)) + ", but " + quote(g.id(a)) + " and " +
                   quote(g.id(b)) + " share the side at " + formatNumber(shared) + " (from " +
                   quote(g.id(a)) + ")");
        }
    }

    // stacking.artillery (L5), when the file gives it: artillery increments per hex.
    void checkStacking() const {
        if (!b_.stackingArtillery) return;
        std::map<Hex, int> held;
        for (std::size_t i = 0; i < b_.units.size(); ++i) {
            const lb::Unit& u = b_.units[i];
            if (!lb::isArtillery(u.arm)) continue;
            for (Hex h : u.hexes) {
                const int now = held[h] += u.increments;
                if (now > *b_.stackingArtillery)
                    places_[i].increments->fail(
                        "hex " + quote(b_.grid.id(h)) + " would hold " + std::to_string(now) +
                        " artillery increments with these " + std::to_string(u.increments) +
                        "; stacking.artillery allows " + std::to_string(*b_.stackingArtillery));
            }
        }
    }

    // Enemy counters never share a hex (a stack is one side's; a firer would
    // otherwise be ruled at its own hex, its enemies under it as its own stack).
    void checkEnemies() const {
        std::map<Hex, std::size_t> first; // the first unit read in each hex
        for (std::size_t i = 0; i < b_.units.size(); ++i) {
            const lb::Unit& u = b_.units[i];
            for (Hex h : u.hexes) {
                const auto [it, fresh] = first.emplace(h, i);
                const lb::Unit& o = b_.units[it->second];
                if (!fresh && o.side != u.side)
                    places_[i].hexes->fail("hex " + quote(b_.grid.id(h)) + " holds " + quote(o.id) +
                                           " of side " + quote(o.side) + " (line " +
                                           lineOf(*places_[it->second].hexes) +
                                           "); enemy counters never share a hex");
            }
        }
    }

    MapReader& top_;
    lb::Battle& b_;
    UnknownKeys& unknown_;
    std::map<std::string, Field, std::less<>> unitIds_;
    std::vector<Place> places_; // one per unit read
};

} // namespace

void readLaBataille(MapReader& top, Scenario& s, UnknownKeys& unknown, const std::string&) {
    // A hex map counts in hexes: no measure, so a base thickness in an army entry is in inches.
    readArmies(top, s, unknown, 1.0);
    BattleReader(top, s, unknown).read();
}

} // namespace cdo::io
