// L5 Fire strength and odds (la-bataille.md; seeds 001, 003): what one firing hex puts on one
// target hex, step by step, and the odds column when the scenario carries the game's charts.
#pragma once

#include "core/la_bataille/board.h"
#include "core/la_bataille/ruling.h"

#include <optional>
#include <string>
#include <vector>

namespace cdo::lb {

struct Strength {
    double value = 0;
    std::vector<StrengthStep> steps;
    Readings readings; // lb-carre-twelve, lb-with-battery
};

// The increments of `unit` standing in `hex`: all of them in one hex; a two-hex unit splits
// them, the odd one in its first-listed hex (L5: 10 in two hexes are 5 and 5, 9 are 5 and 4).
int incrementsIn(const Unit& unit, Hex hex);

// The strength `firer` fires with from `firingHex` at a target `range` hexes away (L5). The
// caller has checked that the firer may fire (fire.h, canFire): artillery counts every battery
// of the hex up to the stacking limit when the hex is clear for artillery (else itself, the top
// battery), plus the infantry of its hex that may add to it.
Strength fireStrength(const Board& board, int firer, Hex firingHex, int range);

// The ratio a column names: "3:2" is 1.5; nullopt when it is not "a:b" with a, b > 0.
std::optional<double> columnRatio(std::string_view column);

struct Odds {
    bool charted = false; // the scenario gives a defence for this target and odds columns
    double defence = 0;
    double ratio = 0;       // strength / defence
    int column = -1;        // index into battle.oddsColumns after the shift; -1 below the first
    int shift = 0;          // columns to the right (canister)
    std::string defenceKey; // "clear / line", "woods / disordered": how the table was read
};
// L5 odds: strength / defence, rounded down to the nearest column, then `shift` columns right
// (clamped to the last). Below the first column there is no column, shift or not.
Odds odds(const Board& board, double strength, int target, Hex targetHex, int shift);

// "6 × 3 = 18"-style number words: whole numbers without decimals.
std::string number(double v);

} // namespace cdo::lb
