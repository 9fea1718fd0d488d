// Writing La Bataille scenarios: every key scenario_read_lb.cpp reads, in the spec's order, then
// the unknown keys kept from loading. Hexes of one state (and the same kept keys) are written as
// one entry, in the order of their first hex.
#include "core/la_bataille/model.h"
#include "io/rulesets.h"
#include "io/scenario_parts.h"

#include <map>
#include <string>
#include <tuple>
#include <vector>

namespace cdo::io {

namespace {

using lb::Hex;

void hexId(YAML::Emitter& out, const lb::HexGrid& g, Hex h) {
    writeText(out, g.id(h)); // "0612" reads as a number unquoted: always quoted
}

void flag(YAML::Emitter& out, const char* k, bool v) {
    writeKey(out, k);
    out << (v ? "true" : "false");
}

void writeMap(YAML::Emitter& out, const lb::HexGrid& g, const UnknownKeys& unknown) {
    writeKey(out, "map");
    out << YAML::Flow << YAML::BeginMap;
    writeKey(out, "columns");
    out << g.columns;
    writeKey(out, "rows");
    out << g.rows;
    writeKey(out, "hex");
    out << (g.shape == lb::HexShape::Flat ? "flat" : "pointy");
    writeKey(out, "shifted");
    out << (g.shift == lb::Shift::Odd ? "odd" : "even");
    writeExtra(out, unknown.map);
    out << YAML::EndMap;
}

void writeTerrainTypes(YAML::Emitter& out, const lb::Battle& b, const UnknownKeys& unknown) {
    if (b.terrainTypes.empty()) return;
    writeKey(out, "terrain_types");
    out << YAML::BeginMap;
    for (const auto& [name, t] : b.terrainTypes) {
        out << YAML::Key;
        writeText(out, name);
        out << YAML::Value << YAML::Flow << YAML::BeginMap;
        if (t.blocksSight) flag(out, "blocks_sight", *t.blocksSight);
        if (t.clearForArtillery) flag(out, "clear_for_artillery", *t.clearForArtillery);
        const auto costKeys = unknown.terrainCosts.find(name);
        if (!t.cost.empty() || costKeys != unknown.terrainCosts.end()) {
            writeKey(out, "cost");
            out << YAML::Flow << YAML::BeginMap;
            for (const char* w : {"infantry", "cavalry", "artillery"})
                if (auto c = t.cost.find(w); c != t.cost.end()) {
                    writeKey(out, w);
                    writeNumber(out, c->second);
                }
            if (costKeys != unknown.terrainCosts.end()) writeExtra(out, costKeys->second);
            out << YAML::EndMap;
        }
        if (auto k = unknown.terrainTypes.find(name); k != unknown.terrainTypes.end())
            writeExtra(out, k->second);
        out << YAML::EndMap;
    }
    out << YAML::EndMap;
}

void writeHexes(YAML::Emitter& out, const lb::Battle& b, const UnknownKeys& unknown) {
    if (b.hexes.empty()) return;
    struct Group {
        lb::HexState state;
        const YamlNode* extra = nullptr;
        std::vector<Hex> hexes;
    };
    std::vector<Group> groups;
    std::map<std::tuple<std::string, int, bool, std::string>, std::size_t> index;
    for (const auto& [h, state] : b.hexes) {
        const auto k = unknown.hexes.find(h);
        const YamlNode* extra = k == unknown.hexes.end() ? nullptr : &k->second;
        const auto key = std::tuple{state.terrain, state.elevation, state.slope,
                                    extra != nullptr ? dump(*extra) : std::string()};
        const auto [it, fresh] = index.emplace(key, groups.size());
        if (fresh) groups.push_back({state, extra, {}});
        groups[it->second].hexes.push_back(h);
    }
    writeKey(out, "hexes");
    out << YAML::BeginSeq;
    const lb::HexState clear;
    for (const Group& g : groups) {
        out << YAML::Flow << YAML::BeginMap;
        writeKey(out, "at");
        out << YAML::Flow << YAML::BeginSeq;
        for (Hex h : g.hexes)
            hexId(out, b.grid, h);
        out << YAML::EndSeq;
        if (g.state.terrain != clear.terrain) {
            writeKey(out, "terrain");
            writeText(out, g.state.terrain);
        }
        if (g.state.elevation != clear.elevation) {
            writeKey(out, "elevation");
            out << g.state.elevation;
        }
        if (g.state.slope) flag(out, "slope", true);
        if (g.extra != nullptr) writeExtra(out, *g.extra);
        out << YAML::EndMap;
    }
    out << YAML::EndSeq;
}

void writeHexsides(YAML::Emitter& out, const lb::Battle& b, const UnknownKeys& unknown) {
    if (b.hexsides.empty()) return;
    writeKey(out, "hexsides");
    out << YAML::BeginSeq;
    for (std::size_t i = 0; i < b.hexsides.size(); ++i) {
        const lb::HexsideFeature& f = b.hexsides[i];
        out << YAML::Flow << YAML::BeginMap;
        writeKey(out, "at");
        hexId(out, b.grid, f.hex);
        writeKey(out, "side");
        writeNumber(out, b.grid.sideBearing(f.side));
        writeKey(out, "kind");
        writeText(out, f.kind);
        if (i < unknown.hexsides.size()) writeExtra(out, unknown.hexsides[i]);
        out << YAML::EndMap;
    }
    out << YAML::EndSeq;
}

void writeCharts(YAML::Emitter& out, const lb::Battle& b, const UnknownKeys& unknown) {
    if (!b.fireDefence.empty()) {
        writeKey(out, "fire_defence");
        out << YAML::BeginMap;
        for (const auto& [terrain, row] : b.fireDefence) {
            out << YAML::Key;
            writeText(out, terrain);
            out << YAML::Value << YAML::Flow << YAML::BeginMap;
            // Formations in the spec's order, then disordered.
            std::vector<std::string> words;
            for (lb::Formation f : lb::allFormations)
                words.emplace_back(lb::toString(f));
            words.emplace_back("disordered");
            for (const std::string& w : words)
                if (auto v = row.find(w); v != row.end()) {
                    writeKey(out, w.c_str());
                    writeNumber(out, v->second);
                }
            out << YAML::EndMap;
        }
        out << YAML::EndMap;
    }
    if (!b.oddsColumns.empty()) {
        writeKey(out, "odds_columns");
        out << YAML::Flow << YAML::BeginSeq;
        for (const std::string& c : b.oddsColumns)
            out << YAML::DoubleQuoted << c; // 1:2 unquoted is a number in YAML 1.1
        out << YAML::EndSeq;
    }
    if (b.stackingArtillery || !unknown.stacking.IsNull()) {
        writeKey(out, "stacking");
        out << YAML::Flow << YAML::BeginMap;
        if (b.stackingArtillery) {
            writeKey(out, "artillery");
            out << *b.stackingArtillery;
        }
        writeExtra(out, unknown.stacking);
        out << YAML::EndMap;
    }
}

void writeUnits(YAML::Emitter& out, const lb::Battle& b) {
    if (b.units.empty()) return;
    writeKey(out, "units");
    out << YAML::BeginSeq;
    const lb::Unit defaults;
    for (const lb::Unit& u : b.units) {
        const bool combat = lb::isCombat(u.arm);
        out << YAML::BeginMap;
        writeKey(out, "id");
        writeText(out, u.id);
        writeKey(out, "side");
        writeText(out, u.side);
        writeKey(out, "arm");
        out << show(u.arm);
        if (!u.name.empty()) {
            writeKey(out, "name");
            writeText(out, u.name);
        }
        writeKey(out, "hexes");
        out << YAML::Flow << YAML::BeginSeq;
        for (Hex h : u.hexes)
            hexId(out, b.grid, h);
        out << YAML::EndSeq;
        // Combat units must give these; a leader's are written only when it has them.
        if (combat || u.formation != defaults.formation) {
            writeKey(out, "formation");
            out << show(u.formation);
        }
        if (combat || u.facing != defaults.facing) {
            writeKey(out, "facing");
            writeNumber(out, u.facing);
        }
        if (combat || u.increments != defaults.increments) {
            writeKey(out, "increments");
            out << u.increments;
        }
        if (u.fire) {
            writeKey(out, "fire");
            writeNumber(out, *u.fire);
        }
        if (u.move) {
            writeKey(out, "move");
            out << *u.move;
        }
        if (u.maxRange) {
            writeKey(out, "max_range");
            out << *u.maxRange;
        }
        if (u.disordered) flag(out, "disordered", true);
        if (u.routed) flag(out, "routed", true);
        if (u.stack != defaults.stack) {
            writeKey(out, "stack");
            out << u.stack;
        }
        if (u.artilleryBonus) flag(out, "artillery_bonus", true);
        if (u.special) flag(out, "special", true);
        if (u.extra) writeExtra(out, keysOf(*u.extra));
        out << YAML::EndMap;
    }
    out << YAML::EndSeq;
}

} // namespace

void writeLaBataille(YAML::Emitter& out, const Scenario& s, const UnknownKeys& unknown) {
    const lb::Battle& b = s.lb();
    writeMap(out, b.grid, unknown);
    writeTerrainTypes(out, b, unknown);
    writeHexes(out, b, unknown);
    writeHexsides(out, b, unknown);
    writeCharts(out, b, unknown);
    writeArmies(out, s, unknown);
    writeUnits(out, b);
}

bool sameLaBataille(const Scenario& sa, const Scenario& sb) {
    const lb::Battle &a = sa.lb(), &b = sb.lb();
    const lb::HexGrid &g = a.grid, &h = b.grid;
    if (g.columns != h.columns || g.rows != h.rows || g.shape != h.shape || g.shift != h.shift ||
        a.hexes != b.hexes || a.hexsides != b.hexsides || a.terrainTypes != b.terrainTypes ||
        a.fireDefence != b.fireDefence || a.oddsColumns != b.oddsColumns ||
        a.stackingArtillery != b.stackingArtillery || a.units.size() != b.units.size())
        return false;
    for (std::size_t i = 0; i < a.units.size(); ++i) {
        const lb::Unit &x = a.units[i], &y = b.units[i];
        if (x.id != y.id || x.side != y.side || x.arm != y.arm || x.name != y.name ||
            x.hexes != y.hexes || x.formation != y.formation || x.facing != y.facing ||
            x.increments != y.increments || x.fire != y.fire || x.move != y.move ||
            x.maxRange != y.maxRange || x.disordered != y.disordered || x.routed != y.routed ||
            x.stack != y.stack || x.artilleryBonus != y.artilleryBonus || x.special != y.special)
            return false;
    }
    return true;
}

} // namespace cdo::io
