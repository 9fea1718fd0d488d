#include "core/la_bataille/melee.h"

#include "core/la_bataille/fire.h"

#include <algorithm>
#include <limits>
#include <queue>
#include <stdexcept>

namespace cdo::lb {

namespace {

bool enemiesOf(const Unit& a, const Unit& b) {
    return a.side != b.side;
}

// Hexes apart from the nearest hex of `u` to `h`.
int distanceTo(const HexGrid& g, const Unit& u, Hex h) {
    int best = std::numeric_limits<int>::max();
    for (Hex x : u.hexes)
        best = std::min(best, g.distance(x, h));
    return best;
}
int distanceBetween(const HexGrid& g, const Unit& a, const Unit& b) {
    int best = std::numeric_limits<int>::max();
    for (Hex x : a.hexes)
        best = std::min(best, distanceTo(g, b, x));
    return best;
}

// The hexes beyond the front sides of enemy `e` where it is the top combat unit: its zone.
std::vector<Hex> zoneOf(const Board& board, int e) {
    std::vector<Hex> zone;
    const Unit& u = board.unit(e);
    if (!projectsZoi(u)) return zone;
    for (Hex h : u.hexes) {
        if (board.topCombat(h) != e) continue;
        const HexSides* sides = board.orientation(e).at(h);
        if (!sides) continue;
        for (int i = 0; i < 6; ++i)
            if (sides->side[std::size_t(i)] == SideClass::Front) {
                const Hex n = board.grid().neighbour(h, i);
                if (board.grid().contains(n)) zone.push_back(n);
            }
    }
    return zone;
}

bool holdsEnemy(const Board& board, const Unit& u, Hex h) {
    for (int o : board.at(h))
        if (enemiesOf(board.unit(o), u)) return true;
    return false;
}

// Whether the cost of entering `h` is L0's default (lb-default-cost): a terrain other than
// clear, road or slope with no cost for this arm in the file's terrain_types.
bool defaultCost(const Board& board, const Unit& u, Hex h) {
    const std::string& t = board.battle().at(h).terrain;
    if (t == "clear" || t == "road" || t == "slope") return false;
    const auto it = board.battle().terrainTypes.find(t);
    if (it == board.battle().terrainTypes.end()) return true;
    const char* arm = u.arm == Arm::Infantry ? "infantry"
                      : isArtillery(u.arm)   ? "artillery"
                                             : "cavalry";
    return !it->second.cost.contains(arm);
}

double terrainCost(const Board& board, const Unit& u, Hex h) {
    const TerrainRule t = terrainRule(board.battle(), board.battle().at(h).terrain);
    if (u.arm == Arm::Infantry) return t.infantryCost;
    if (isArtillery(u.arm)) return t.artilleryCost;
    return t.cavalryCost; // cavalry, and leaders, who ride
}

bool isCavalrySkirmisher(const Unit& u) {
    return isCavalry(u.arm) && u.formation == Formation::Skirmish && !u.routed;
}

} // namespace

std::string_view code(RetreatRight r) {
    switch (r) {
    case RetreatRight::SkirmishersBeforeInfantry:
        return "skirmishers-before-infantry";
    case RetreatRight::FasterMounted:
        return "faster-mounted";
    case RetreatRight::CavalryBeforeInfantry:
        return "cavalry-before-infantry";
    case RetreatRight::Leader:
        return "leader";
    }
    return "?";
}

double stepCost(const Board& board, int unit, Hex from, Hex to) {
    const Unit& u = board.unit(unit);
    double cost = terrainCost(board, u, to);
    if (u.arm != Arm::Infantry) return cost;
    // Cavalry skirmishers' screen (seed 002): the larger extra of the two hexes, once.
    const LaBatailleRules& r = board.rules();
    int extra = 0;
    for (int i = 0; i < board.unitCount(); ++i) {
        const Unit& s = board.unit(i);
        if (!enemiesOf(s, u) || !isCavalrySkirmisher(s)) continue;
        for (Hex h : {from, to}) {
            const int d = distanceTo(board.grid(), s, h);
            if (d == 1) extra = std::max(extra, r.skirmisherScreenCostAdjacent);
            if (d == 2) extra = std::max(extra, r.skirmisherScreenCostTwoAway);
        }
    }
    return cost + extra;
}

StepCosts::StepCosts(const Board& board, int unit) : board_(&board), unit_(unit) {
    const Unit& u = board.unit(unit);
    if (u.arm != Arm::Infantry) return;
    const LaBatailleRules& r = board.rules();
    const HexGrid& g = board.grid();
    for (int i = 0; i < board.unitCount(); ++i) {
        const Unit& s = board.unit(i);
        if (!enemiesOf(s, u) || !isCavalrySkirmisher(s)) continue;
        // Its hexes and two rings round them: every hex it screens.
        std::vector<Hex> near = s.hexes;
        for (int ring = 0; ring < 2; ++ring)
            for (std::size_t k = 0, n = near.size(); k < n; ++k)
                for (int side = 0; side < 6; ++side)
                    near.push_back(g.neighbour(near[k], side));
        for (Hex h : near) {
            const int d = distanceTo(g, s, h);
            const int add = d == 1   ? r.skirmisherScreenCostAdjacent
                            : d == 2 ? r.skirmisherScreenCostTwoAway
                                     : 0;
            if (add > 0) extra_[h] = std::max(extra_[h], add);
        }
    }
}

double StepCosts::step(Hex from, Hex to) const {
    const Unit& u = board_->unit(unit_);
    const double cost = terrainCost(*board_, u, to);
    if (u.arm != Arm::Infantry) return cost;
    int extra = 0;
    for (Hex h : {from, to})
        if (const auto it = extra_.find(h); it != extra_.end()) extra = std::max(extra, it->second);
    return cost + extra;
}

RetreatRuling retreat(const Board& board, int unit, const std::vector<int>& attackers) {
    const Unit& u = board.unit(unit);
    const HexGrid& g = board.grid();
    RetreatRuling out;
    out.unit = unit;
    out.attackers = attackers;

    // Who may withdraw (Retreat before melee, L6).
    bool allInfantry = !attackers.empty(), anyCavalry = false, faster = u.move.has_value();
    std::string slower;
    for (int a : attackers) {
        const Unit& x = board.unit(a);
        allInfantry = allInfantry && x.arm == Arm::Infantry;
        anyCavalry = anyCavalry || isCavalry(x.arm);
        if (!x.move || !u.move || *u.move < *x.move + board.rules().retreatMoveMargin) {
            faster = false;
            if (slower.empty()) slower = x.id;
        }
    }
    const bool mounted =
        isCavalry(u.arm) || (u.arm == Arm::HorseArtillery && u.formation == Formation::Limbered);
    if (u.formation == Formation::Skirmish && allInfantry)
        out.rights.push_back(RetreatRight::SkirmishersBeforeInfantry);
    if (mounted && faster) out.rights.push_back(RetreatRight::FasterMounted);
    if (isCavalry(u.arm) && allInfantry) out.rights.push_back(RetreatRight::CavalryBeforeInfantry);
    if (u.arm == Arm::Leader) out.rights.push_back(RetreatRight::Leader);
    out.may = !out.rights.empty() && !u.routed;

    if (u.routed) {
        out.why = "Retreat before melee: a routed unit does not choose to withdraw.";
    } else if (out.may) {
        switch (out.rights.front()) {
        case RetreatRight::SkirmishersBeforeInfantry:
            out.why = "Retreat before melee: skirmishers may withdraw before infantry.";
            break;
        case RetreatRight::FasterMounted:
            out.why = "Retreat before melee: its printed movement is at least " +
                      std::to_string(board.rules().retreatMoveMargin) +
                      " more than every attacker's.";
            break;
        case RetreatRight::CavalryBeforeInfantry:
            out.why = "Retreat before melee: cavalry may withdraw before infantry.";
            break;
        case RetreatRight::Leader:
            out.why = "Retreat before melee: leaders and aides-de-camp may always withdraw.";
            break;
        }
    } else if (mounted) {
        out.why = "Retreat before melee: its printed movement is not at least " +
                  std::to_string(board.rules().retreatMoveMargin) + " more than " +
                  (slower.empty() ? std::string("every attacker's") : slower + "'s") +
                  ", and not all attackers are infantry.";
    } else if (u.formation == Formation::Skirmish) {
        out.why = "Retreat before melee: skirmishers may withdraw only before infantry.";
    } else {
        out.why = "Retreat before melee: only skirmishers, faster cavalry or horse artillery, "
                  "cavalry attacked by infantry, and leaders may withdraw.";
    }

    // The tirailleurs' refuge from a cavalry charge (seed 002).
    if (u.arm == Arm::Infantry && u.formation == Formation::Skirmish && anyCavalry && !u.routed) {
        out.refugeRule = true;
        for (Hex from : u.hexes)
            for (int i = 0; i < 6; ++i) {
                const Hex n = g.neighbour(from, i);
                if (!g.contains(n) || holdsEnemy(board, u, n)) continue;
                if (std::find(u.hexes.begin(), u.hexes.end(), n) != u.hexes.end()) continue;
                const std::string& t = board.battle().at(n).terrain;
                bool refuge = t == "woods" || t == "forest" || t == "village" || t == "town" ||
                              t == "hamlet" || t == "chateau" || t == "swamp" || t == "marsh";
                for (int o : board.at(n)) {
                    const Unit& f = board.unit(o);
                    if (f.side == u.side && f.arm == Arm::Infantry && !f.disordered && !f.routed)
                        refuge = true;
                }
                if (refuge) out.refuges.push_back(n);
            }
        std::sort(out.refuges.begin(), out.refuges.end());
        out.refuges.erase(std::unique(out.refuges.begin(), out.refuges.end()), out.refuges.end());
    }
    if (!out.may) return out;

    // Where it may go: cheapest paths (Dijkstra) within half its movement, never into an
    // enemy's hex or zone, ending no closer to any attacker.
    out.allowance = u.move ? *u.move / 2.0 : 0.0;
    out.readings.insert(Reading::RetreatPath);
    std::vector<bool> inZone(std::size_t(g.columns * g.rows), false);
    auto slot = [&](Hex h) { return std::size_t((h.col - 1) * g.rows + (h.row - 1)); };
    for (int e = 0; e < board.unitCount(); ++e)
        if (enemiesOf(board.unit(e), u))
            for (Hex z : zoneOf(board, e))
                inZone[slot(z)] = true;

    struct Node {
        double cost;
        int steps;
        Hex hex;
        bool operator>(const Node& o) const {
            return cost != o.cost     ? cost > o.cost
                   : steps != o.steps ? steps > o.steps
                                      : hex > o.hex;
        }
    };
    const double inf = std::numeric_limits<double>::infinity();
    std::vector<double> best(inZone.size(), inf);
    std::vector<int> bestSteps(inZone.size(), 0);
    std::priority_queue<Node, std::vector<Node>, std::greater<>> open;
    for (Hex h : u.hexes) {
        best[slot(h)] = 0;
        open.push({0, 0, h});
    }
    bool screened = false;
    const StepCosts costs(board, unit);
    while (!open.empty()) {
        const Node n = open.top();
        open.pop();
        if (n.cost > best[slot(n.hex)] ||
            (n.cost == best[slot(n.hex)] && n.steps > bestSteps[slot(n.hex)]))
            continue;
        for (int i = 0; i < 6; ++i) {
            const Hex m = g.neighbour(n.hex, i);
            if (!g.contains(m) || inZone[slot(m)] || holdsEnemy(board, u, m)) continue;
            const double step = costs.step(n.hex, m);
            if (defaultCost(board, u, m)) out.readings.insert(Reading::DefaultCost);
            screened = screened || step > terrainCost(board, u, m);
            const double c = n.cost + step;
            if (c > out.allowance + 1e-9) continue;
            if (c < best[slot(m)] || (c == best[slot(m)] && n.steps + 1 < bestSteps[slot(m)])) {
                best[slot(m)] = c;
                bestSteps[slot(m)] = n.steps + 1;
                open.push({c, n.steps + 1, m});
            }
        }
    }
    if (screened) out.readings.insert(Reading::ScreenCost);
    for (int col = 1; col <= g.columns; ++col)
        for (int row = 1; row <= g.rows; ++row) {
            const Hex h{col, row};
            const std::size_t s = slot(h);
            if (best[s] == inf || bestSteps[s] == 0) continue;
            bool closer = false;
            for (int a : attackers) {
                const Unit& x = board.unit(a);
                if (distanceTo(g, x, h) < distanceBetween(g, u, x)) closer = true;
            }
            if (closer) continue;
            out.reachable.push_back({h, best[s], bestSteps[s], bestSteps[s] > 1});
        }
    return out;
}

std::vector<Ruling> defensiveFire(const Board& board, int unit) {
    std::vector<Ruling> out;
    const Unit& u = board.unit(unit);
    const HexGrid& g = board.grid();
    std::vector<Hex> seen;
    for (Hex h : u.hexes) {
        const HexSides* sides = board.stackOrientation(unit, h).at(h);
        if (!sides) continue;
        for (int i = 0; i < 6; ++i) {
            if (sides->side[std::size_t(i)] != SideClass::Front) continue;
            const Hex n = g.neighbour(h, i);
            if (!g.contains(n) || std::find(seen.begin(), seen.end(), n) != seen.end()) continue;
            const int e = board.topCombat(n);
            if (e < 0 || !enemiesOf(board.unit(e), u)) continue;
            seen.push_back(n);
            out.push_back(ruleHex(board, unit, h, n));
        }
    }
    return out;
}

namespace {

// Enemies that may give opportunity fire: a fire multiple, not routed, not in road march, not
// limbered artillery; at range 1, which every zone hex is (skirmishers too: adjacent only).
bool mayGiveOpportunityFire(const Unit& e) {
    return e.fire.has_value() && isCombat(e.arm) && !e.routed &&
           e.formation != Formation::RoadMarch && e.formation != Formation::Limbered;
}

void addShot(OpportunityRuling& out, int e, Hex from, Hex at, Formation f, std::string why) {
    for (const OpportunityShot& s : out.shots)
        if (s.enemy == e) return; // once per enemy
    out.shots.push_back({e, from, at, f, std::move(why)});
}

// Enemies whose zone holds `h`, with the enemy hex across the front side.
void zoneShots(OpportunityRuling& out, const Board& board, int unit, Hex h, Formation former,
               const std::string& what) {
    const Unit& u = board.unit(unit);
    const HexGrid& g = board.grid();
    for (int i = 0; i < 6; ++i) {
        const Hex n = g.neighbour(h, i);
        if (!g.contains(n)) continue;
        const int e = board.topCombat(n);
        if (e < 0 || !enemiesOf(board.unit(e), u)) continue;
        const Unit& eu = board.unit(e);
        if (!projectsZoi(eu) || !mayGiveOpportunityFire(eu)) continue;
        const HexSides* sides = board.orientation(e).at(n);
        if (!sides || sides->side[std::size_t(g.sideToward(n, h))] != SideClass::Front) continue;
        addShot(out, e, n, h, former,
                what + " " + g.id(h) + " in the zone of " + eu.id + " (" + g.id(n) + ")");
    }
}

// Enemy carres next to (or on) `h`.
void carreShots(OpportunityRuling& out, const Board& board, int unit, Hex h, Formation former,
                const std::string& what) {
    const Unit& u = board.unit(unit);
    const HexGrid& g = board.grid();
    for (int i = -1; i < 6; ++i) {
        const Hex n = i < 0 ? h : g.neighbour(h, i);
        if (!g.contains(n)) continue;
        for (int e : board.at(n)) {
            const Unit& eu = board.unit(e);
            if (!enemiesOf(eu, u) || eu.formation != Formation::Carre ||
                !mayGiveOpportunityFire(eu))
                continue;
            out.readings.insert(Reading::CarreOpportunity);
            addShot(out, e, n, h, former,
                    what + " " + g.id(h) + (n == h ? ", the hex of " : ", next to ") + eu.id +
                        "'s carre (" + g.id(n) + ")");
        }
    }
}

} // namespace

OpportunityRuling opportunityOnMove(const Board& board, int unit, const std::vector<Hex>& path) {
    const Unit& u = board.unit(unit);
    const HexGrid& g = board.grid();
    if (path.empty()) throw std::invalid_argument("the move names no hex");
    std::vector<Hex> at = u.hexes; // where it stands before each step
    Hex prev = u.hexes.front();
    for (std::size_t i = 0; i < path.size(); ++i) {
        const Hex h = path[i];
        if (!g.contains(h)) throw std::invalid_argument("hex " + g.id(h) + " is off the map");
        bool adjacent = false;
        for (Hex x : (i == 0 ? u.hexes : std::vector<Hex>{prev}))
            if (g.adjacent(x, h)) adjacent = true;
        if (!adjacent)
            throw std::invalid_argument("hex " + g.id(h) + " is not next to " +
                                        (i == 0 ? "the unit" : g.id(prev)));
        prev = h;
    }
    OpportunityRuling out;
    out.unit = unit;
    out.path = path;
    if (!isCombat(u.arm)) {
        out.why = "Opportunity fire (L4) is at combat formations only; leaders and aides-de-camp "
                  "draw none.";
        return out;
    }
    // Opportunity fire (L4): leaving a hex in an enemy's zone, in the formation it moves in;
    // spending movement next to or on a carre.
    std::vector<Hex> left = u.hexes;
    for (std::size_t i = 0; i < path.size(); ++i) {
        for (Hex h : left) {
            zoneShots(out, board, unit, h, u.formation, "leaves");
            carreShots(out, board, unit, h, u.formation, "leaves");
        }
        carreShots(out, board, unit, path[i], u.formation, "enters");
        left = {path[i]};
    }
    return out;
}

OpportunityRuling opportunityOnChange(const Board& board, int unit, Formation to) {
    const Unit& u = board.unit(unit);
    if (!isCombat(u.arm)) throw std::invalid_argument(u.id + " is a leader: it has no formation");
    if (!allowed(u.arm, to))
        throw std::invalid_argument(std::string(toString(u.arm)) + " cannot take the formation " +
                                    std::string(toString(to)));
    if (to == u.formation)
        throw std::invalid_argument(u.id + " is already in " + std::string(toString(to)));
    OpportunityRuling out;
    out.unit = unit;
    out.newFormation = to;
    // Fired on at its former formation: a battery unlimbering is fired on as limbered.
    for (Hex h : u.hexes)
        zoneShots(out, board, unit, h, u.formation, "changes formation in");
    return out;
}

} // namespace cdo::lb
