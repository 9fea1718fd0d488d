// L5 Combining fire from several hexes at one target hex (Artillery fire rules (25)): may they
// fire together, what each hex puts in, and the joint strength and odds.
#pragma once

#include "core/la_bataille/board.h"
#include "core/la_bataille/ruling.h"

#include <optional>
#include <string>
#include <vector>

namespace cdo::lb {

struct HexFire {
    Hex hex;
    int firer = -1;      // the unit that fires from the hex (a battery before infantry), or -1
    double strength = 0; // its ruling's strength (the battery's includes the infantry's)
    bool valid = false;  // its ruling at the target is valid
    Reasons reasons;     // its ruling's reasons
};

struct Combination {
    bool allowed = false;
    // Each condition that failed, in words naming the rule; empty when allowed.
    std::vector<std::string> reasons;
    // How it was allowed ("the target is adjacent to every firing hex", ...), or empty.
    std::string because;
    double strength = 0; // the sum of the hexes' strengths, allowed or not
    std::vector<HexFire> hexes;
    std::optional<std::string> odds; // on the joint strength, when the scenario has the charts
    int oddsShift = 0;               // canister: when every hex fires canister
};

// Firing hexes (any order; repeats count once). Each hex fires with its best unit: a battery
// with a valid ruling, else any unit with one, else the top unit that could fire.
Combination combine(const Board& board, Hex target, const std::vector<Hex>& firingHexes);
// Firing units: each of their hexes, fired by that unit (a battery before infantry when two
// named units share a hex).
Combination combineUnits(const Board& board, Hex target, const std::vector<int>& units);

} // namespace cdo::lb
