// Helpers for the La Bataille tests: build a Battle in C++ (no YAML) in a few lines, with hexes
// named as printed ("0505"), and turn sets of hexes into short strings so that a failing CHECK
// prints something readable.
#pragma once

#include "core/la_bataille/board.h"
#include "core/la_bataille/model.h"

#include <doctest/doctest.h>

#include <algorithm>
#include <initializer_list>
#include <string>
#include <string_view>
#include <vector>

namespace lbt {

using namespace cdo::lb;

// A hex by its printed id, two digits each ("0505" is column 5, row 5).
inline Hex hx(std::string_view id) {
    return Hex{(id[0] - '0') * 10 + (id[1] - '0'), (id[2] - '0') * 10 + (id[3] - '0')};
}

inline Unit unit(std::string id, std::string side, Arm arm, Formation formation,
                 std::initializer_list<std::string_view> hexes, double facing, int increments = 4,
                 std::optional<double> fire = 2.0) {
    Unit u;
    u.id = std::move(id);
    u.side = std::move(side);
    u.arm = arm;
    u.name = u.id;
    for (std::string_view h : hexes)
        u.hexes.push_back(hx(h));
    u.formation = formation;
    u.facing = facing;
    u.increments = increments;
    u.fire = arm == Arm::Leader ? std::nullopt : fire;
    return u;
}

inline Unit leader(std::string id, std::string side, std::string_view hex) {
    return unit(std::move(id), std::move(side), Arm::Leader, Formation::Column, {hex}, 0, 0);
}

// A flat, odd-shifted map of 12 x 12 hexes (la-bataille.md L0 defaults), all clear.
struct Fixture {
    Battle b;
    explicit Fixture(int columns = 12, int rows = 12) {
        b.grid.columns = columns;
        b.grid.rows = rows;
    }
    Fixture& add(Unit u) {
        b.units.push_back(std::move(u));
        return *this;
    }
    Unit& last() { return b.units.back(); }
    Fixture& terrain(std::string_view hex, std::string terrain, int elevation = 0) {
        b.hexes[hx(hex)] = HexState{std::move(terrain), elevation, false};
        return *this;
    }
    int index(std::string_view id) const { return b.unitIndex(id); }
};

// "0405 0504 0605": sorted hex ids.
inline std::string ids(const HexGrid& g, std::vector<Hex> hexes) {
    std::sort(hexes.begin(), hexes.end());
    std::string out;
    for (Hex h : hexes) {
        if (!out.empty()) out += ' ';
        out += g.id(h);
    }
    return out;
}

// The six sides of one hex as letters, side 0 (bearing 0) first: F front, L flank, R rear,
// I inside. "FFLRRL" reads clockwise from the top.
inline std::string letters(const HexSides& s) {
    std::string out;
    for (SideClass c : s.side)
        out += c == SideClass::Front   ? 'F'
               : c == SideClass::Flank ? 'L'
               : c == SideClass::Rear  ? 'R'
                                       : 'I';
    return out;
}

} // namespace lbt
