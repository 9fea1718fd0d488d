// The turn's PIP ledger (grande-tactique.md G9): each divisional general's PIPs for the turn,
// what its actions spent and what is left. The ledger is worked out from the scenario's turn
// record, never stored, so an undo of an action gives its PIPs back by itself.
#pragma once

#include "core/model.h"

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace cdo::gt {

struct LedgerLine {
    std::string general;
    int pips = 0;                     // entered (or rolled) this turn
    int spent = 0;                    // by this turn's actions
    int left = 0;                     // pips - spent, never below 0 in a file that loads
    std::vector<std::size_t> actions; // indices into TurnRecord::actions, in order
};

// One line per general with PIPs entered, in the record's order.
std::vector<LedgerLine> ledger(const TurnRecord& turn);

// Whether `general` may spend `cost` PIPs now: nullopt when it may, else why not in words
// ("PIPs: fr-div-1 has 1 PIP left this turn; pivot costs 1 more than that" style).
std::optional<std::string> refuseSpending(const TurnRecord& turn, std::string_view general,
                                          int cost, std::string_view what);

} // namespace cdo::gt
