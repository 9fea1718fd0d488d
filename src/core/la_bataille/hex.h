// The hex map of La Bataille (la-bataille.md L0): printed hex ids, cube-coordinate distance,
// centres and corners. Map coordinates share the table's axes (docs/conventions.md): x to the
// right, y up, so that bearings are the same compass bearings as Grande Tactique's facings
// (0 = the top edge of the map, where row 01 is; clockwise). A hex's circumradius is 1.
#pragma once

#include "core/geometry.h"

#include <array>
#include <compare>
#include <optional>
#include <string>
#include <string_view>

namespace cdo::lb {

enum class HexShape { Flat, Pointy };
enum class Shift { Odd, Even };

// A hex as printed: column and row, both from 1. A value; ordered by column, then row.
struct Hex {
    int col = 0;
    int row = 0;
    auto operator<=>(const Hex&) const = default;
};

// Cube coordinates (q + r + s = 0): distances and straight lines are simple in them.
struct Cube {
    int q = 0, r = 0, s = 0;
    bool operator==(const Cube&) const = default;
};

struct HexGrid {
    int columns = 30;
    int rows = 22;
    HexShape shape = HexShape::Flat;
    Shift shift = Shift::Odd; // flat: which columns sit half a hex lower; pointy: which rows
                              // sit half a hex to the right

    bool contains(Hex h) const {
        return h.col >= 1 && h.col <= columns && h.row >= 1 && h.row <= rows;
    }
    Cube cube(Hex h) const;
    Hex hex(Cube c) const;
    // Hexes apart: 1 for neighbours, 0 for the same hex.
    int distance(Hex a, Hex b) const;
    bool adjacent(Hex a, Hex b) const { return distance(a, b) == 1; }

    // Map coordinates: circumradius 1, hex 0101's centre near the origin, y up.
    Vec2 centre(Hex h) const;
    // Corner i lies at vertexBearing(i) from the centre; side i (between corners i-1 and i...
    // see sideCorners) faces sideBearing(i).
    Vec2 corner(Hex h, int i) const;
    std::array<Vec2, 6> corners(Hex h) const;
    // The two corners at the ends of side i, clockwise.
    std::array<Vec2, 2> sideCorners(Hex h, int side) const;

    // Bearings of the six sides and six corners, i = 0..5, clockwise. Flat: sides 0, 60, ...;
    // corners 30, 90, ... Pointy: turned by 30.
    double sideBearing(int i) const;
    double vertexBearing(int i) const;
    // The side or corner index a bearing names (within 1e-6 degrees, any turn), or -1.
    int sideIndex(double bearing) const;
    int vertexIndex(double bearing) const;

    // The hex across side i (may lie off the map: check contains()).
    Hex neighbour(Hex h, int side) const;
    // The side of `from` that `to` lies across, or -1 when they are not adjacent.
    int sideToward(Hex from, Hex to) const;

    // Printed id: column then row, two digits each ("0612"), three each when the map has
    // more than 99 columns or rows ("106012").
    int idDigits() const { return (columns > 99 || rows > 99) ? 3 : 2; }
    std::string id(Hex h) const;
    // The hex an id names, or nullopt when it is not of this map's digits. It may lie off the
    // map (contains() says): the loader names the two faults apart.
    std::optional<Hex> parse(std::string_view id) const;

    // The hex whose interior or boundary holds p (for taps), or nullopt off the map.
    std::optional<Hex> hexAt(Vec2 p) const;
    // The map's extent in map coordinates (every hex inside).
    Vec2 minCorner() const;
    Vec2 maxCorner() const;
    std::array<Vec2, 2> extent() const; // {minCorner, maxCorner} in one pass
};

// Compass bearing from a to b in [0, 360): 0 is +y, 90 is +x.
double bearing(Vec2 from, Vec2 to);
// The angle between two bearings, in [0, 180].
double bearingGap(double a, double b);
// A bearing brought into [0, 360).
double normalBearing(double b);

} // namespace cdo::lb
