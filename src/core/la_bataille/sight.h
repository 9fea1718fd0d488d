// L3 Line of sight on the hex map (la-bataille.md; seed 003). The line runs centre to centre;
// every hex it crosses and every hexside it runs along is evidence in the result.
#pragma once

#include "core/la_bataille/model.h"
#include "core/la_bataille/readings.h"

#include <array>
#include <optional>
#include <string_view>
#include <vector>

namespace cdo::lb {

// Why an intervening hex is an obstacle (L3 (a), (b), (c)); a hex may be more than one.
enum class ObstacleKind { Terrain, Unit, HigherGround };
// Which elevation rule lifted an obstacle, if any.
enum class Lift : unsigned char { None, FirerAbove, FirerBelow };

// Every ruling lists some thirty of these on a large map: the flags come last and Lift is a
// byte, so that one takes 20 bytes rather than 28 (memory written per ruling is time).
struct SightHex {
    Hex hex;
    EnumSet<ObstacleKind> kinds;
    // The crossing index of the other hex of a hexside pair, or -1 when crossed alone.
    int pairedWith = -1;
    bool obstacle = false;
    Lift lift = Lift::None; // set only on obstacles that elevation lifts
    bool blocks = false;    // an obstacle that still stands after elevation
};

struct Sight {
    Hex from, to;
    Vec2 lineFrom, lineTo; // hex centres, map coordinates
    bool adjacent = false; // adjacent hexes always see each other
    bool clear = true;
    // Every intervening hex the line crosses or runs beside, in order from the firer; the two
    // hexes of a pair are listed one after the other, the one on the firer's left first. A pair
    // on the map's edge may name a hex off the map (never an obstacle).
    std::vector<SightHex> hexes;
    std::vector<Hex> blockedBy; // nearest the firer first
    Readings readings;          // the readings that decided (or were needed to decide)
};

// `firerSide` is the firing side (for lb-friend-at-target); `firerUnit` the index of the firing
// unit in battle.units or -1 (its own other hex never blocks: lb-own-line).
Sight lineOfSight(const Battle& battle, Hex from, Hex to, std::string_view firerSide,
                  int firerUnit = -1);

// What line of sight reads of every hex (elevation, terrain that blocks, the combat formations
// that may block), gathered once from a battle: rulings for many pairs then look each hex up
// in an array instead of the battle's map and unit list. It refers to the battle; build it
// again when the battle changes.
struct SightIndex {
    struct Cell {
        int elevation = 0;
        bool slope = false;
        bool terrainBlocks = false;
        int first = 0, count = 0; // this hex's range in `blockers`
    };
    explicit SightIndex(const Battle& battle);
    const Battle* battle = nullptr;
    std::vector<Cell> cells; // by (row - 1) * columns + (col - 1); off-map hexes have none
    // Indices in battle.units of the combat formations that are not routed, by hex.
    std::vector<int> blockers;
    // By cell as `cells`: the elevation of open ground (no terrain that blocks, no slope, no
    // formation that may block), INT_MAX for any other hex. A line whose ends both stand at
    // least that high passes the hex by: the common case, read from one dense array. One more
    // entry at the end, INT_MAX, stands for any hex off the map.
    std::vector<int> open;
};

Sight lineOfSight(const SightIndex& index, Hex from, Hex to, std::string_view firerSide,
                  int firerUnit = -1);
// The same, filling `out` (its vectors' capacity is reused across calls).
void lineOfSight(const SightIndex& index, Hex from, Hex to, std::string_view firerSide,
                 int firerUnit, Sight& out);

} // namespace cdo::lb
