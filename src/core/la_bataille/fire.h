// L4 Who may fire at what (la-bataille.md; seeds 001-004): one firing hex of a unit at one
// target hex, with every piece of evidence of L2-L5 filled in, valid or not.
#pragma once

#include "core/la_bataille/board.h"
#include "core/la_bataille/ruling.h"

#include <vector>

namespace cdo::lb {

// The firer's own conditions (L4, `firer-cannot-fire`): a combat formation with a fire
// multiple, not routed, not in road march, not limbered; the top unit of its hex when only the
// top fires (a column or general order, in it or on top of it); in a hex not clear for
// artillery, a battery under another battery does not fire (L5: the top battery only).
bool canFire(const Board& board, int firer, Hex firingHex);

// One firing hex (one of the firer's own) at one target hex, every reason in cli.md's order,
// not-closest included (for artillery it rules the other enemy hexes in range to find the
// nearer valid ones). Throws std::invalid_argument when the firer does not stand in firingHex.
Ruling ruleHex(const Board& board, int firer, Hex firingHex, Hex targetHex);

// Against every hex holding a unit of another side, in hex order. Each target is ruled once
// and not-closest is derived from the valid ones, not ruled again per target.
std::vector<Ruling> rulingsFromHex(const Board& board, int firer, Hex firingHex);

// The pieces, for the engine's cache of one firing hex: the ruling without not-closest, and
// not-closest applied from the firing hex's valid targets (hex and range).
struct ValidTarget {
    Hex hex;
    int range = 0;
};
Ruling ruleWithoutClosest(const Board& board, int firer, Hex firingHex, Hex targetHex);
void applyClosest(Ruling& ruling, const Board& board, const std::vector<ValidTarget>& valid);

} // namespace cdo::lb
