#include "core/la_bataille/fire.h"

#include "core/la_bataille/reach.h"
#include "core/la_bataille/strength.h"

#include <algorithm>
#include <map>
#include <stdexcept>

namespace cdo::lb {

namespace {

void merge(Readings& into, const Readings& from) {
    for (Reading x : from)
        into.insert(x);
}

bool onlyTopFires(Formation f) {
    return f == Formation::Column || f == Formation::GeneralOrder;
}

} // namespace

bool canFire(const Board& board, int firer, Hex hex) {
    return cannotFireWords(board, firer, hex).empty();
}

std::string cannotFireWords(const Board& board, int firer, Hex hex) {
    const Unit& u = board.unit(firer);
    if (!isCombat(u.arm)) return "Fire: a leader or aide-de-camp does not fire (L4).";
    if (!u.fire) return "Fire: this unit has no fire multiple (L4).";
    // A fire multiple of 0 is no fire at all (the app shows it as "none").
    if (*u.fire <= 0) return "Fire: a fire multiple of 0 is no fire at all (L4).";
    if (u.routed) return "Fire: a routed unit does not fire (L4).";
    if (u.formation == Formation::RoadMarch)
        return "Fire: a unit in road march does not fire (L4).";
    if (u.formation == Formation::Limbered) return "Fire: limbered artillery does not fire (L4).";
    const int top = board.topCombat(hex);
    if (top != firer && top >= 0) {
        // Infantry fire rules (24), Artillery fire rules (25): in column only the top fires,
        // whether the column is the top of the stack or anywhere above the firer in it.
        if (onlyTopFires(u.formation))
            return "Fire: in " + std::string(toString(u.formation)) + " only the top unit of " +
                   "the hex fires, and " + board.unit(top).id + " is above it (L4).";
        for (int i : board.at(hex)) {
            if (i == firer) break;
            const Unit& o = board.unit(i);
            if (isCombat(o.arm) && !o.routed && onlyTopFires(o.formation))
                return "Fire: " + o.id + " above it in the hex is in " +
                       std::string(toString(o.formation)) +
                       ", so only the top unit of the hex fires (L4).";
        }
    }
    if (isArtillery(u.arm) && !board.clearForArtillery(hex))
        for (int i : board.at(hex)) {
            if (i == firer) break;
            if (isArtillery(board.unit(i).arm)) // a battery above it fires
                return "Fire: in " + board.battle().at(hex).terrain +
                       ", not clear for artillery, only the top battery fires, and " +
                       board.unit(i).id + " is above it (L5).";
        }
    return {};
}

FiringHex::FiringHex(const Board& board, int firer, Hex hex)
    : board_(&board), firer_(firer), hex_(hex), id_(board.id(hex)),
      sides_(board.orientation(firer).at(hex)), fires_(false) {
    if (sides_) sides_ = board.stackOrientation(firer, hex).at(hex); // L1: the stack's
    if (!sides_) throw std::invalid_argument(board.unit(firer).id + " does not stand in " + id_);
    fires_ = canFire(board, firer, hex);
}

Ruling FiringHex::rule(Hex th) {
    Ruling r;
    rule(th, r);
    return r;
}

void FiringHex::rule(Hex th, Ruling& r) {
    const Board& board = *board_;
    const int firer = firer_;
    const Hex fh = hex_;
    const HexSides* sides = sides_;
    const Unit& u = board.unit(firer);
    const Orientation& orient = board.stackOrientation(firer, fh);
    const HexGrid& grid = board.grid();
    const LaBatailleRules& rules = board.rules();

    r.firerIndex = firer;
    r.firer = u.id;
    r.firingHex = fh;
    r.targetHex = th;
    r.grid = grid;
    r.firingHexId = id_;
    r.targetHexId = board.id(th);
    r.readings = orient.readings;

    // The target: the top combat unit of the hex when it is an enemy's (L4).
    bool enemy = false, enemyCombat = false;
    const auto here = board.at(th);
    for (int i : here) {
        if (board.unit(i).side == u.side) continue;
        enemy = true;
        enemyCombat = enemyCombat || isCombat(board.unit(i).arm);
    }
    const int top = board.topCombat(th);
    r.targetIndex = top;
    if (top >= 0)
        r.target = board.unit(top).id;
    else if (!here.empty())
        r.target = board.unit(here[0]).id;
    else
        r.target = r.targetHexId;
    if (!enemy)
        r.reasons.insert(Reason::NotEnemy);
    else if (!enemyCombat)
        r.reasons.insert(Reason::NoCombatTarget);

    const bool fires = fires_;
    if (!fires) r.reasons.insert(Reason::FirerCannotFire);

    r.range = grid.distance(fh, th);
    r.band = rangeBand(rules, u, r.range);
    if (!inRange(rules, u, r.range)) r.reasons.insert(Reason::OutOfRange);

    const Field field = fieldOfFire(grid, *sides, th, rules);
    r.inField = field.in;
    r.adjacentFront = field.adjacentFront;
    r.readings.insert(Reading::FieldOfFire);
    if (!field.in) r.reasons.insert(Reason::OutOfField);

    lineOfSight(board.sight(), fh, th, u.side, firer, scratch_);
    r.sight = scratch_;
    merge(r.readings, r.sight.readings);
    if (!r.sight.clear) r.reasons.insert(Reason::NoLineOfSight);

    // Artillery fire: canister (L4), at an enemy across a front hexside, by a battery that
    // fires (a limbered one, or one under another battery off clear ground, has none).
    r.canister = fires && isArtillery(u.arm) && enemyCombat && field.adjacentFront;
    r.oddsShift = r.canister ? rules.canisterShift : 0;

    if (fires) {
        if (byRange_.size() <= std::size_t(r.range)) byRange_.resize(std::size_t(r.range) + 1);
        std::optional<AtRange>& s = byRange_[std::size_t(r.range)];
        if (!s) {
            Strength worked = fireStrength(board, firer, fh, r.range);
            s = AtRange{worked.value, std::move(worked.steps), worked.readings};
        }
        r.strength = s->value;
        r.steps = s->steps;
        merge(r.readings, s->readings);
        if (enemyCombat) {
            const Odds o = odds(board, r.strength, top, th, r.oddsShift);
            if (o.charted) {
                const std::string at = "odds " + number(r.strength) + " / " + number(o.defence) +
                                       " (" + o.defenceKey + ") = " + number(o.ratio);
                if (o.column < 0) {
                    r.steps.push_back({at + ", below the first column " +
                                           board.battle().oddsColumns[0] + ": no column",
                                       r.strength});
                } else {
                    r.odds = board.battle().oddsColumns[std::size_t(o.column)];
                    r.steps.push_back(
                        {at + (r.canister ? ", canister one column right: " : ", column ") +
                             *r.odds,
                         r.strength});
                }
            }
        }
    }
    r.valid = r.reasons.empty();
}

void Closest::add(Hex hex, int r) {
    if (range >= 0 && r > range) return;
    if (r < range || range < 0) {
        range = r;
        hexes.clear();
    }
    hexes.insert(std::upper_bound(hexes.begin(), hexes.end(), hex), hex);
}

void applyClosest(Ruling& r, const Board& board, const Closest& closest) {
    // Artillery fire: the battery must fire at the closest target (seed 001). Only a ruling at
    // an enemy combat formation is about a target at all.
    if (!isArtillery(board.unit(r.firerIndex).arm) || r.reasons.contains(Reason::NotEnemy) ||
        r.reasons.contains(Reason::NoCombatTarget) || closest.range < 0)
        return;
    if (closest.range < r.range) {
        r.reasons.insert(Reason::NotClosest);
        r.valid = false;
        r.nearerTargets = closest.hexes;
    } else if (r.valid && closest.hexes.size() > 1) {
        r.readings.insert(Reading::ClosestAmongEqual); // lb-closest-equal: the player chooses
    }
}

Ruling ruleHex(const Board& board, int firer, Hex fh, Hex th) {
    FiringHex from(board, firer, fh);
    Ruling r = from.rule(th);
    if (!isArtillery(board.unit(firer).arm) || r.reasons.contains(Reason::FirerCannotFire))
        return r;
    Closest closest;
    const HexGrid& grid = board.grid();
    const std::string& side = board.unit(firer).side;
    for (Hex h : board.occupied()) {
        const int d = grid.distance(fh, h);
        if (d > r.range || h == th) continue;
        bool enemy = false;
        for (int i : board.at(h))
            enemy = enemy || board.unit(i).side != side;
        if (!enemy) continue;
        if (from.rule(h).valid) closest.add(h, d);
    }
    if (r.valid) closest.add(th, r.range);
    applyClosest(r, board, closest);
    return r;
}

std::vector<Ruling> rulingsAt(const Board& board, int firer, Hex fh,
                              const std::vector<Hex>& targets) {
    FiringHex from(board, firer, fh);
    std::map<Hex, Ruling> ruled; // each hex once: a target's, or an enemy hex's for closest
    for (Hex h : targets)
        if (!ruled.contains(h)) from.rule(h, ruled[h]);
    Closest closest;
    if (isArtillery(board.unit(firer).arm)) {
        const std::string& side = board.unit(firer).side;
        for (Hex h : board.occupied()) {
            bool enemy = false;
            for (int i : board.at(h))
                enemy = enemy || board.unit(i).side != side;
            if (!enemy) continue;
            auto it = ruled.find(h);
            if (it == ruled.end()) {
                it = ruled.emplace(h, Ruling{}).first;
                from.rule(h, it->second);
            }
            if (it->second.valid) closest.add(h, it->second.range);
        }
    }
    std::vector<Ruling> out;
    out.reserve(targets.size());
    for (Hex h : targets) {
        Ruling& r = out.emplace_back(ruled.at(h));
        applyClosest(r, board, closest);
    }
    return out;
}

std::vector<Ruling> rulingsFromHex(const Board& board, int firer, Hex fh) {
    std::vector<Ruling> out;
    FiringHex from(board, firer, fh);
    const std::string& side = board.unit(firer).side;
    std::vector<Hex> targets;
    for (Hex h : board.occupied()) {
        bool enemy = false;
        for (int i : board.at(h))
            enemy = enemy || board.unit(i).side != side;
        if (enemy) targets.push_back(h);
    }
    out.reserve(targets.size());
    for (Hex h : targets)
        from.rule(h, out.emplace_back());
    Closest closest;
    for (const Ruling& r : out)
        if (r.valid) closest.add(r.targetHex, r.range);
    for (Ruling& r : out)
        applyClosest(r, board, closest);
    return out;
}

} // namespace cdo::lb
