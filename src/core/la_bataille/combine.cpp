#include "core/la_bataille/combine.h"

#include "core/la_bataille/fire.h"
#include "core/la_bataille/strength.h"

#include <algorithm>

namespace cdo::lb {

namespace {

struct Candidate {
    Hex hex;
    std::vector<int> units; // who may fire from it, in preference order
};

// A battery before anyone else: its ruling carries the infantry that joins it (L5).
void prefer(const Board& board, std::vector<int>& units) {
    std::stable_sort(units.begin(), units.end(), [&](int a, int b) {
        return isArtillery(board.unit(a).arm) && !isArtillery(board.unit(b).arm);
    });
}

std::string codesOf(const Reasons& reasons) {
    std::string out;
    for (Reason r : reasons) {
        if (!out.empty()) out += ", ";
        out += term(r).code;
    }
    return out;
}

Combination run(const Board& board, Hex target, std::vector<Candidate> candidates) {
    const HexGrid& grid = board.grid();
    Combination c;
    bool allCanister = !candidates.empty();
    std::string side;
    bool oneSide = true;
    for (Candidate& cand : candidates) {
        prefer(board, cand.units);
        HexFire hf{cand.hex, -1, 0, false, {}};
        Ruling best;
        bool have = false;
        for (int u : cand.units) {
            Ruling r = ruleHex(board, u, cand.hex, target);
            if (!have || (r.valid && !best.valid)) {
                best = std::move(r);
                have = true;
            }
            if (best.valid) break;
        }
        if (have) {
            hf.firer = best.firerIndex;
            hf.strength = best.strength;
            hf.valid = best.valid;
            hf.reasons = best.reasons;
            allCanister = allCanister && best.canister;
            const std::string& s = board.unit(best.firerIndex).side;
            if (side.empty()) side = s;
            oneSide = oneSide && s == side;
            if (!best.valid)
                c.reasons.push_back(grid.id(cand.hex) + " (" + best.firer + ") may not fire at " +
                                    grid.id(target) + ": " + codesOf(best.reasons));
        } else {
            allCanister = false;
            c.reasons.push_back(grid.id(cand.hex) + " holds no unit that may fire");
        }
        c.strength += hf.strength;
        c.hexes.push_back(hf);
    }
    if (!oneSide) c.reasons.push_back("the firing hexes are not all of one side");

    // Artillery fire rules (25): the conditions for batteries in different hexes.
    const std::size_t n = candidates.size();
    const bool allAdjacent = std::all_of(candidates.begin(), candidates.end(), [&](const auto& k) {
        return grid.adjacent(k.hex, target);
    });
    auto leaderWhere = [&](auto&& test) {
        for (int i = 0; i < board.unitCount(); ++i) {
            const Unit& u = board.unit(i);
            if (u.arm == Arm::Leader && u.side == side && !u.hexes.empty() && test(u)) return true;
        }
        return false;
    };
    if (n <= 1) {
        c.because = "a single firing hex";
    } else if (allAdjacent) {
        c.because = "the target is adjacent to every firing hex";
    } else if (n == 2) {
        const Hex a = candidates[0].hex, b = candidates[1].hex;
        if (!grid.adjacent(a, b))
            c.reasons.push_back("Artillery fire: " + grid.id(a) + " and " + grid.id(b) +
                                " are not adjacent, and the target is not adjacent to both");
        else if (!leaderWhere([&](const Unit& u) {
                     return u.artilleryBonus && (u.hexes[0] == a || u.hexes[0] == b);
                 }))
            c.reasons.push_back("Artillery fire: no leader with an artillery bonus in " +
                                grid.id(a) + " or " + grid.id(b));
        else
            c.because = "adjacent batteries with a leader with an artillery bonus among them";
    } else if (n == 3) {
        if (!leaderWhere([&](const Unit& u) {
                return u.special &&
                       std::all_of(candidates.begin(), candidates.end(), [&](const auto& k) {
                           return grid.distance(u.hexes[0], k.hex) <= 1;
                       });
            }))
            c.reasons.push_back(
                "Artillery fire: three firing hexes need a special leader adjacent to all three");
        else
            c.because = "a special leader adjacent to all three firing hexes";
    } else {
        c.reasons.push_back("Artillery fire: more than three firing hexes combine only at a "
                            "target adjacent to all of them");
    }
    c.allowed = c.reasons.empty();

    c.oddsShift = allCanister ? board.rules().canisterShift : 0;
    const Odds o = odds(board, c.strength, board.topCombat(target), target, c.oddsShift);
    if (o.charted && o.column >= 0) c.odds = board.battle().oddsColumns[std::size_t(o.column)];
    return c;
}

void addUnique(std::vector<Candidate>& out, Hex h, int unit) {
    for (Candidate& c : out)
        if (c.hex == h) {
            if (unit >= 0 && std::find(c.units.begin(), c.units.end(), unit) == c.units.end())
                c.units.push_back(unit);
            return;
        }
    out.push_back({h, unit >= 0 ? std::vector<int>{unit} : std::vector<int>{}});
}

} // namespace

Combination combine(const Board& board, Hex target, const std::vector<Hex>& hexes) {
    std::vector<Candidate> cands;
    for (Hex h : hexes) {
        addUnique(cands, h, -1);
        Candidate& c = *std::find_if(cands.begin(), cands.end(),
                                     [&](const Candidate& k) { return k.hex == h; });
        if (!c.units.empty()) continue;
        for (int u : board.at(h))
            if (canFire(board, u, h)) c.units.push_back(u);
    }
    return run(board, target, std::move(cands));
}

Combination combineUnits(const Board& board, Hex target, const std::vector<int>& units) {
    std::vector<Candidate> cands;
    for (int u : units)
        for (Hex h : board.unit(u).hexes)
            addUnique(cands, h, u);
    return run(board, target, std::move(cands));
}

} // namespace cdo::lb
