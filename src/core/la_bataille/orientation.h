// L1 Orientation and zones of influence (la-bataille.md; orientation rule 13, zones rule 14):
// every side of each of a unit's hexes is front, flank, rear or, for the side a two-hex unit's
// hexes share, inside the unit. Fire (L2, L4) goes through front sides only, and the hexes
// beyond a combat formation's front sides are its zone of influence.
#pragma once

#include "core/la_bataille/model.h"
#include "core/la_bataille/readings.h"

#include <array>
#include <map>
#include <string>
#include <vector>

namespace cdo::lb {

class Board;

enum class SideClass : unsigned char { Front, Flank, Rear, Inside };
std::string_view toString(SideClass c); // "front" | "flank" | "rear" | "inside"

// The six sides of one hex of a unit, indexed as HexGrid::sideBearing.
struct HexSides {
    Hex hex;
    std::array<SideClass, 6> side{};
    int count(SideClass c) const;
};

struct Orientation {
    std::array<HexSides, 2> hexes{}; // the unit's hexes, in its own order
    int size = 0;                    // 1 or 2
    Readings readings;               // lb-general-order-front, lb-no-front, lb-skirmish-pair
    // The sides of `h`, or null when the unit does not stand there.
    const HexSides* at(Hex h) const;
    int sides(SideClass c) const; // how many, over both hexes
};

// The unit's own orientation, from its formation and facing alone (L1's table).
Orientation orientation(const HexGrid& grid, const Unit& unit);
// With the hex's stack: a battery in a hex with an infantry line of its side takes the line's
// orientation there (Artillery fire rules (25): "the same orientation as the infantry").
Orientation orientation(const Battle& battle, int unit);
// The pieces of that rule: whether `battery` takes `other`'s orientation (an infantry line of
// its side sharing its hex), and the orientation it then has.
bool takesLineFacing(const Unit& battery, const Unit& other);
Orientation orientationWithLine(const HexGrid& grid, const Unit& battery, const Unit& line);

// Whether a unit projects a zone of influence: a combat formation that is not in carre,
// routed or in road march (L1, rule 14; lb-no-front).
bool projectsZoi(const Unit& unit);

// Each side's zone of influence: the on-map hexes beyond the front sides of the top combat unit
// of every hex it holds (a stack takes its top combat unit's orientation), sorted and unique.
// Every side with a unit on the map has an entry, empty when it projects none.
using Zones = std::map<std::string, std::vector<Hex>>;
Zones zonesOfInfluence(const Board& board);
Zones zonesOfInfluence(const Battle& battle);

} // namespace cdo::lb
