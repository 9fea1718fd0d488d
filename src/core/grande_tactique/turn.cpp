#include "core/grande_tactique/turn.h"

namespace cdo::gt {

std::vector<LedgerLine> ledger(const TurnRecord& turn) {
    std::vector<LedgerLine> lines;
    for (const PipRoll& p : turn.pips)
        lines.push_back({p.general, p.pips, 0, p.pips, {}});
    for (std::size_t i = 0; i < turn.actions.size(); ++i) {
        const TurnAction& a = turn.actions[i];
        for (LedgerLine& l : lines)
            if (l.general == a.general) {
                l.spent += a.cost;
                l.left = l.pips - l.spent;
                l.actions.push_back(i);
            }
    }
    return lines;
}

std::optional<std::string> refuseSpending(const TurnRecord& turn, std::string_view general,
                                          int cost, std::string_view what) {
    const auto plural = [](int n) { return std::to_string(n) + (n == 1 ? " PIP" : " PIPs"); };
    for (const LedgerLine& l : ledger(turn)) {
        if (l.general != general) continue;
        if (cost <= l.left) return std::nullopt;
        return "PIP phase: " + l.general + " has " + plural(l.left) + " left this turn and " +
               std::string(what) + " costs " + plural(cost) + "; the ledger never overspends.";
    }
    return "PIP phase: " + std::string(general) +
           " has no PIPs entered this turn; enter its die first.";
}

} // namespace cdo::gt
