// Before melee (la-bataille.md L4 opportunity fire, L6 retreat before melee; seeds 002, 004):
// who may withdraw from a melee and to which hexes, the tirailleurs' refuge from a cavalry
// charge, and who may give opportunity fire at a unit that moves or changes formation in an
// enemy zone of influence.
#pragma once

#include "core/la_bataille/board.h"
#include "core/la_bataille/ruling.h"

#include <map>
#include <optional>
#include <string>
#include <vector>

namespace cdo::lb {

// Why a unit may withdraw before melee (L6), or that it may not.
enum class RetreatRight {
    SkirmishersBeforeInfantry, // skirmishers attacked by infantry only
    FasterMounted,             // cavalry or limbered horse artillery, 2+ faster than every attacker
    CavalryBeforeInfantry,     // cavalry attacked by infantry only
    Leader,                    // leaders and aides-de-camp
};
std::string_view code(RetreatRight r);

struct RetreatHex {
    Hex hex;
    double cost = 0;    // movement points the cheapest allowed path spends
    int steps = 0;      // hexes moved along that path
    bool blank = false; // more than one hex: a blank marker until after its next movement phase
};

struct RetreatRuling {
    int unit = -1;
    std::vector<int> attackers;
    std::vector<RetreatRight> rights; // empty: it may not withdraw
    bool may = false;
    std::string why;                   // one sentence: the right used, or why none applies
    double allowance = 0;              // half its printed movement
    std::vector<RetreatHex> reachable; // sorted by hex
    // Skirmishers charged by cavalry (seed 002): adjacent refuges it may retreat into instead,
    // without defensive fire or morale check; empty when that rule does not apply.
    bool refugeRule = false;
    std::vector<Hex> refuges;
    Readings readings;
};

// `attackers`: indices of the enemy units about to melee it (at least one, all enemies).
RetreatRuling retreat(const Board& board, int unit, const std::vector<int>& attackers);

// The movement cost for `unit` to step from `from` into the adjacent hex `to`: the terrain's
// cost for its arm, plus for infantry the cavalry skirmishers' screen (+3 into or out of a hex
// next to an enemy cavalry skirmisher, +2 two hexes away; the larger applies once).
double stepCost(const Board& board, int unit, Hex from, Hex to);

// stepCost for one unit over many steps (retreat's path search): the screen's extra of every
// hex near an enemy cavalry skirmisher worked out once, instead of going over every unit at
// every step. step(from, to) equals stepCost(board, unit, from, to).
class StepCosts {
  public:
    StepCosts(const Board& board, int unit);
    double step(Hex from, Hex to) const;

  private:
    const Board* board_;
    int unit_;
    std::map<Hex, int> extra_; // hexes one or two from an enemy cavalry skirmisher
};

// Defensive fire (L4, seed 001): a combat formation with a fire multiple may fire, once per
// defensive fire segment, at each enemy across one of its front hexsides (range 1). One ruling
// per such enemy hex, from the firer's hex that touches it, in the order of the firer's hexes
// and sides; each with its strength (and canister for a battery).
std::vector<Ruling> defensiveFire(const Board& board, int unit);

// One enemy's opportunity fire.
struct OpportunityShot {
    int enemy = -1;
    Hex from;            // the enemy's hex
    Hex at;              // the hex the unit was in (or entered, for a carre)
    Formation formation; // the formation it is fired on as: its former one
    std::string why;     // words: "leaves 0612 in its zone", ...
};

struct OpportunityRuling {
    int unit = -1;
    std::vector<Hex> path;                 // --to: the hexes entered, in order
    std::optional<Formation> newFormation; // --form
    std::vector<OpportunityShot> shots;    // one per enemy, in the order they may fire
    std::string why; // when no one may fire because of the mover itself (a leader), why
    Readings readings;
};

// A move through `path` (each hex adjacent to the one before, the first adjacent to one of the
// unit's hexes). Throws std::invalid_argument with a plain message for a broken path.
OpportunityRuling opportunityOnMove(const Board& board, int unit, const std::vector<Hex>& path);
// A change of formation where it stands. Throws std::invalid_argument when the arm cannot take
// that formation or already has it.
OpportunityRuling opportunityOnChange(const Board& board, int unit, Formation to);

} // namespace cdo::lb
