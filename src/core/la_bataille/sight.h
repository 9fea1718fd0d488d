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
enum class Lift { None, FirerAbove, FirerBelow };

struct SightHex {
    Hex hex;
    bool obstacle = false;
    EnumSet<ObstacleKind> kinds;
    Lift lift = Lift::None; // set only on obstacles that elevation lifts
    bool blocks = false;    // an obstacle that still stands after elevation
    // The crossing index of the other hex of a hexside pair, or -1 when crossed alone.
    int pairedWith = -1;
};

struct Sight {
    Hex from, to;
    Vec2 lineFrom, lineTo; // hex centres, map coordinates
    bool adjacent = false; // adjacent hexes always see each other
    bool clear = true;
    // Every intervening hex the line crosses or runs beside, in order from the firer; the two
    // hexes of a pair are listed one after the other.
    std::vector<SightHex> hexes;
    std::vector<Hex> blockedBy; // nearest the firer first
    Readings readings;          // the readings that decided (or were needed to decide)
};

// `firerSide` is the firing side (for lb-friend-at-target); `firerUnit` the index of the firing
// unit in battle.units or -1 (its own other hex never blocks: lb-own-line).
Sight lineOfSight(const Battle& battle, Hex from, Hex to, std::string_view firerSide,
                  int firerUnit = -1);

} // namespace cdo::lb
