// L4 Who may fire at what (la-bataille.md; seeds 001-004): one firing hex of a unit at one
// target hex, with every piece of evidence of L2-L5 filled in, valid or not.
#pragma once

#include "core/la_bataille/board.h"
#include "core/la_bataille/ruling.h"
#include "core/la_bataille/sight.h"
#include "core/la_bataille/strength.h"

#include <optional>
#include <string>

#include <vector>

namespace cdo::lb {

// The firer's own conditions (L4, `firer-cannot-fire`): a combat formation with a fire
// multiple, not routed, not in road march, not limbered; the top unit of its hex when only the
// top fires (a column or general order, in it or on top of it); in a hex not clear for
// artillery, a battery under another battery does not fire (L5: the top battery only).
bool canFire(const Board& board, int firer, Hex firingHex);
// Why canFire is false, in one sentence naming the rule ("Fire: limbered artillery does not
// fire (L4)."); empty when the unit may fire.
std::string cannotFireWords(const Board& board, int firer, Hex firingHex);

// One firing hex (one of the firer's own) at one target hex, every reason in cli.md's order,
// not-closest included (for artillery it rules the other enemy hexes in range to find the
// nearer valid ones). Throws std::invalid_argument when the firer does not stand in firingHex.
Ruling ruleHex(const Board& board, int firer, Hex firingHex, Hex targetHex);

// Against every hex holding a unit of another side, in hex order. Each target is ruled once
// and not-closest is derived from the valid ones, not ruled again per target.
std::vector<Ruling> rulingsFromHex(const Board& board, int firer, Hex firingHex);

// One ruling at each of `targets` (in their order; a hex may come twice) from one firing hex,
// each as ruleHex gives it, but every hex ruled once and not-closest derived once from the
// firing hex's valid enemy hexes: linear in the enemy hexes instead of quadratic.
std::vector<Ruling> rulingsAt(const Board& board, int firer, Hex firingHex,
                              const std::vector<Hex>& targets);

// The pieces, for rulings of one firing hex at many targets: the firer's conditions, its sides
// and its strength at each range worked out once; rule() gives everything but not-closest,
// which applyClosest() then adds from the firing hex's valid targets (hex and range).
class FiringHex {
  public:
    // Throws std::invalid_argument when the firer does not stand in `hex`.
    FiringHex(const Board& board, int firer, Hex hex);
    Ruling rule(Hex target);
    // The same into `r`, a default Ruling (made in place where rulings are collected).
    void rule(Hex target, Ruling& r);

  private:
    const Board* board_;
    int firer_;
    Hex hex_;
    std::string id_;
    const HexSides* sides_;
    bool fires_;
    // fireStrength depends on the range only: worked out once per range, its steps then shared
    // by every ruling at that range.
    struct AtRange {
        double value = 0;
        StrengthSteps steps;
        Readings readings;
    };
    std::vector<std::optional<AtRange>> byRange_;
    Sight scratch_; // sight drawn here (its capacity reused), then copied at its exact size
};

// The closest valid targets of a firing hex: their range (-1 when none) and hexes, sorted.
struct Closest {
    int range = -1;
    std::vector<Hex> hexes;
    void add(Hex hex, int range); // one more valid target
};
void applyClosest(Ruling& ruling, const Board& board, const Closest& closest);

} // namespace cdo::lb
