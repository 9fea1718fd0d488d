// Helpers for the Grande Tactique ruling tests: build a Scenario in C++ (no YAML) in a few
// lines, ask for rulings by unit id, and turn the parts of a Ruling that tests compare into
// short strings so that a failing CHECK prints something readable.
#pragma once

#include "core/grande_tactique/rulings.h"
#include "core/grande_tactique/table.h"
#include "core/model.h"

#include <doctest/doctest.h>

#include <algorithm>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace gt {

// The fixture lives beside the ruleset it tests: gt::Ruling, gt::Table and the rest are
// cdo::gt's.
using namespace cdo::gt;

using cdo::Polygon;
using cdo::TerrainKind;
using cdo::UnitType;
using cdo::Vec2;

constexpr double kEps = 0.01; // grande-tactique.md Conventions

// A small generator of our own: std::uniform_real_distribution differs between standard
// libraries, and the randomized cases must draw the same shapes everywhere.
struct Rng {
    std::uint64_t s;
    explicit Rng(std::uint64_t seed) : s(seed) {}
    std::uint64_t next() { // splitmix64
        std::uint64_t z = (s += 0x9e3779b97f4a7c15ULL);
        z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
        z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
        return z ^ (z >> 31);
    }
    double unit() { return double(next() >> 11) * 0x1.0p-53; } // [0, 1)
    double in(double lo, double hi) { return lo + (hi - lo) * unit(); }
    int below(int n) { return int(next() % std::uint64_t(n)); }
};

// A unit with the ruleset's default size for its type (unless resized with `sized`).
inline cdo::Unit unit(std::string id, std::string side, UnitType type, Vec2 at, double facing) {
    cdo::Unit u;
    u.id = std::move(id);
    u.side = std::move(side);
    u.type = type;
    u.at = at;
    u.facing = facing;
    return u;
}

inline cdo::Unit sized(cdo::Unit u, double frontage, double depth) {
    u.size = Vec2{frontage, depth};
    return u;
}

// A screen: an infantry base facing 0, resized to cover exactly [x0,x1] × [y0,y1]. Used as
// a sight blocker whose edges are where the sketch says they are.
inline cdo::Unit screen(std::string id, std::string side, double x0, double y0, double x1,
                        double y1) {
    return sized(unit(std::move(id), std::move(side), UnitType::Infantry,
                      {(x0 + x1) / 2, (y0 + y1) / 2}, 0.0),
                 x1 - x0, y1 - y0);
}

inline Polygon rect(double x0, double y0, double x1, double y1) {
    return {{x0, y0}, {x1, y0}, {x1, y1}, {x0, y1}};
}

inline cdo::Terrain area(std::string id, TerrainKind kind, Polygon outline) {
    cdo::Terrain t;
    t.id = std::move(id);
    t.kind = kind;
    t.outline = std::move(outline);
    return t;
}

inline cdo::Terrain hill(std::string id, Polygon outline, Polygon top = {}) {
    cdo::Terrain t = area(std::move(id), TerrainKind::Hill, std::move(outline));
    t.top = std::move(top);
    return t;
}

// The scenario owns units and terrain; a Table keeps pointers into it, so build the Table
// only once the scene is complete and keep the Scene alive while the Table is used.
struct Scene {
    cdo::Scenario s;

    Scene& add(cdo::Unit u) {
        s.gt().units.push_back(std::move(u));
        return *this;
    }
    Scene& add(cdo::Terrain t) {
        s.gt().terrain.push_back(std::move(t));
        return *this;
    }
    cdo::Unit& u(std::string_view id) {
        for (cdo::Unit& x : s.gt().units)
            if (x.id == id) return x;
        FAIL("no unit " << std::string(id));
        return s.gt().units.front();
    }
};

// The guns most cases fire: foot artillery 1×1 at (36,20) facing 0, so FL = (35.5,20.5),
// FR = (36.5,20.5) and the front edge lies on y = 20.5.
inline cdo::Unit usualGuns() {
    return unit("guns", "fr", UnitType::FootArtillery, {36, 20}, 0);
}

// Those guns and an enemy line 2.5×1 facing them at (36,27): [34.75,37.25] × [26.5,27.5],
// range 6 (normal), nothing between: a valid target.
inline Scene usualPair() {
    Scene sc;
    sc.add(usualGuns()).add(unit("line", "au", UnitType::Infantry, {36, 27}, 180));
    return sc;
}

inline int idx(const cdo::gt::Table& t, std::string_view id) {
    const int i = t.unitIndex(id);
    REQUIRE(i >= 0);
    return i;
}

inline cdo::gt::Ruling rule(const cdo::gt::Table& t, std::string_view firer,
                            std::string_view target) {
    return cdo::gt::rule(t, idx(t, firer), idx(t, target));
}

inline cdo::Measure measure(const cdo::gt::Table& t, std::string_view a, std::string_view b) {
    return cdo::gt::measure(t, idx(t, a), idx(t, b));
}

// Reason codes sorted in the order of cli.md's list, joined by commas ("" when valid).
inline std::string reasons(const cdo::gt::Ruling& r) {
    std::vector<cdo::gt::Reason> v(r.reasons.begin(), r.reasons.end());
    std::sort(v.begin(), v.end());
    std::string out;
    for (cdo::gt::Reason x : v) {
        if (!out.empty()) out += ',';
        out += cdo::gt::code(x);
    }
    return out;
}

// Modifiers as "code:value" joined by commas, in the order the ruling lists them.
inline std::string modifiers(const cdo::gt::Ruling& r) {
    std::string out;
    for (const cdo::gt::Modifier& m : r.modifiers) {
        if (!out.empty()) out += ',';
        out += std::string(cdo::gt::code(m.kind)) + ':' + std::to_string(m.value);
    }
    return out;
}

inline bool hasCloseCall(const cdo::gt::Ruling& r, std::string_view quantity) {
    return std::any_of(r.closeCalls.begin(), r.closeCalls.end(),
                       [&](const cdo::CloseCall& c) { return c.quantity == quantity; });
}

inline const cdo::CloseCall* closeCall(const cdo::gt::Ruling& r, std::string_view quantity) {
    for (const cdo::CloseCall& c : r.closeCalls)
        if (c.quantity == quantity) return &c;
    return nullptr;
}

// The sight line drawn from `from` to `to` (and vertex, for woods/BUA outlines), or null.
inline const cdo::gt::SightLine* line(const std::vector<cdo::gt::SightLine>& lines,
                                      cdo::gt::SightLine::From from, cdo::gt::SightLine::To to,
                                      int vertex = -1) {
    for (const cdo::gt::SightLine& l : lines)
        if (l.from == from && l.to == to && l.vertex == vertex) return &l;
    return nullptr;
}

// Blocker id of a line, or "" when it is clear or names nothing.
inline std::string blockerId(const cdo::gt::SightLine* l) {
    return l && l->blocker ? l->blocker->id : std::string();
}

inline double polyArea(const Polygon& p) {
    double a = 0.0;
    for (std::size_t i = 0, n = p.size(); i < n; ++i)
        a += cdo::cross(p[i], p[(i + 1) % n]);
    return std::abs(a) / 2;
}

} // namespace gt
