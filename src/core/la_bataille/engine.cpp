#include "core/la_bataille/engine.h"

#include "core/la_bataille/fire.h"
#include "core/la_bataille/reach.h"
#include "core/la_bataille/strength.h"

#include <algorithm>
#include <stdexcept>

namespace cdo::lb {

namespace {

const Ruling& own(const cdo::Ruling& ruling) {
    const Ruling* r = asLaBataille(ruling);
    if (!r) throw std::invalid_argument("not a La Bataille ruling");
    return *r;
}

std::string plural(int n, std::string_view word) {
    return std::to_string(n) + " " + std::string(word) + (n == 1 ? "" : "es");
}

std::string bandWords(const Ruling& r) {
    const std::string hexes = plural(r.range, "hex");
    switch (r.band) {
    case RangeBand::Short:
    case RangeBand::Medium:
    case RangeBand::Long:
        return "Artillery fire: " + std::string(toString(r.band)) + " range (" + hexes + ")";
    case RangeBand::Out:
        return "Artillery fire: out of range (" + hexes + ")";
    case RangeBand::None:
        break;
    }
    return "Range: " + hexes;
}

} // namespace

const Ruling* asLaBataille(const cdo::Ruling& ruling) {
    return dynamic_cast<const Ruling*>(&ruling);
}

const Engine* asLaBataille(const cdo::Engine& engine) {
    return dynamic_cast<const Engine*>(&engine);
}

Ruling Engine::ruleHex(int firer, Hex firingHex, Hex targetHex) const {
    return lb::ruleHex(board_, firer, firingHex, targetHex);
}

std::vector<Ruling> Engine::rulingsFromHex(int firer, Hex firingHex) const {
    return lb::rulingsFromHex(board_, firer, firingHex);
}

std::vector<Ruling> Engine::rulingsAt(int firer, Hex firingHex,
                                      const std::vector<Hex>& targets) const {
    return lb::rulingsAt(board_, firer, firingHex, targets);
}

Combination Engine::combine(Hex target, const std::vector<Hex>& firingHexes) const {
    return lb::combine(board_, target, firingHexes);
}

Combination Engine::combineUnits(Hex target, const std::vector<int>& units) const {
    return lb::combineUnits(board_, target, units);
}

std::vector<Ruling> Engine::fromHexToAll(int firer, Hex fh) const {
    std::vector<Ruling> out;
    out.reserve(board_.occupied().size());
    Closest closest;
    FiringHex from(board_, firer, fh);
    for (Hex h : board_.occupied()) {
        from.rule(h, out.emplace_back());
        if (out.back().valid) closest.add(h, out.back().range);
    }
    for (Ruling& r : out)
        applyClosest(r, board_, closest);
    return out;
}

std::vector<Ruling> Engine::oneHexRulings(int firer) const {
    const std::vector<Hex>& occupied = board_.occupied();
    FiringHex from(board_, firer, board_.unit(firer).hexes[0]);
    // Where each occupied hex's ruling is: out[w] for w >= 0, spare[-w - 2], or none yet (-1).
    // A unit in one hex gets its hex's ruling made in place in the answer (copied only for a
    // second unit of the same hex); a unit in two hexes has both made aside and the better
    // one copied once not-closest is known.
    std::vector<int> where(occupied.size(), -1);
    std::vector<Ruling> out, spare;
    std::vector<int> targets;
    std::vector<std::size_t> twoHex; // answers still to pick, for units in two hexes
    out.reserve(std::size_t(board_.unitCount()));
    auto slot = [&](Hex h) {
        const auto it = std::lower_bound(occupied.begin(), occupied.end(), h);
        return it == occupied.end() || *it != h ? -1 : int(it - occupied.begin());
    };
    auto at = [&](int w) -> Ruling& {
        return w >= 0 ? out[std::size_t(w)] : spare[std::size_t(-w - 2)];
    };
    for (int t = 0; t < board_.unitCount(); ++t) {
        if (t == firer) continue;
        const Unit& u = board_.unit(t);
        if (u.hexes.size() == 1) {
            const int s = slot(u.hexes[0]);
            if (s < 0) continue; // a unit off the map: the loader refuses those
            int& w = where[std::size_t(s)];
            if (w == -1) {
                w = int(out.size());
                from.rule(u.hexes[0], out.emplace_back());
            } else {
                out.push_back(at(w)); // room was reserved: `at(w)` stays where it is
            }
        } else {
            bool any = false;
            for (Hex h : u.hexes) {
                const int s = slot(h);
                if (s < 0) continue;
                any = true;
                int& w = where[std::size_t(s)];
                if (w != -1) continue;
                w = -2 - int(spare.size());
                from.rule(h, spare.emplace_back());
            }
            if (!any) continue;
            twoHex.push_back(out.size());
            out.emplace_back(); // picked below
        }
        targets.push_back(t);
    }
    // Not-closest from every hex ruled once, then on every ruling (a copy gets the same).
    Closest closest;
    for (std::size_t s = 0; s < where.size(); ++s)
        if (where[s] != -1 && at(where[s]).valid) closest.add(occupied[s], at(where[s]).range);
    std::size_t next = 0; // twoHex is in increasing order
    for (std::size_t i = 0; i < out.size(); ++i) {
        if (next < twoHex.size() && twoHex[next] == i) {
            ++next;
            continue;
        }
        applyClosest(out[i], board_, closest);
    }
    for (Ruling& r : spare)
        applyClosest(r, board_, closest);
    // Valid first, then the shortest range; the first listed hex keeps a tie.
    for (std::size_t i : twoHex) {
        const Ruling* best = nullptr;
        for (Hex h : board_.unit(targets[i]).hexes)
            if (const int s = slot(h); s >= 0) {
                const Ruling& r = at(where[std::size_t(s)]);
                if (!best || better(r, *best)) best = &r;
            }
        out[i] = *best;
    }
    for (std::size_t i = 0; i < out.size(); ++i)
        out[i].target = board_.unit(targets[i]).id;
    return out;
}

std::vector<Ruling> Engine::unitRulings(int firer) const {
    const Unit& f = board_.unit(firer);
    if (f.hexes.size() == 1) return oneHexRulings(firer);
    const std::vector<Hex>& occupied = board_.occupied();
    std::vector<std::vector<Ruling>> perHex;
    for (Hex fh : f.hexes)
        perHex.push_back(fromHexToAll(firer, fh));
    // Each target's best pair first, then the rulings themselves: a ruling that is the best of
    // only one more target (most are: one unit a hex) is moved there, not copied (a copy is a
    // sight list and more, and showed as a third of the time).
    struct Pick {
        int target;
        std::size_t hex, at; // perHex[hex][at]
    };
    std::vector<Pick> picks;
    picks.reserve(std::size_t(board_.unitCount()));
    std::vector<std::vector<int>> uses;
    for (const std::vector<Ruling>& rulings : perHex)
        uses.emplace_back(rulings.size(), 0);
    for (int t = 0; t < board_.unitCount(); ++t) {
        if (t == firer) continue;
        const Ruling* best = nullptr;
        Pick pick{t, 0, 0};
        for (std::size_t k = 0; k < perHex.size(); ++k)
            for (Hex th : board_.unit(t).hexes) {
                const auto it = std::lower_bound(occupied.begin(), occupied.end(), th);
                if (it == occupied.end() || *it != th) continue;
                const std::size_t at = std::size_t(it - occupied.begin());
                const Ruling& r = perHex[k][at];
                if (!best || better(r, *best)) {
                    best = &r;
                    pick.hex = k;
                    pick.at = at;
                }
            }
        if (!best) continue; // a unit off the map: the loader refuses those
        picks.push_back(pick);
        ++uses[pick.hex][pick.at];
    }
    std::vector<Ruling> out;
    out.reserve(picks.size());
    for (const Pick& p : picks) {
        Ruling& r = perHex[p.hex][p.at];
        if (--uses[p.hex][p.at] == 0)
            out.push_back(std::move(r));
        else
            out.push_back(r);
        out.back().target = board_.unit(p.target).id;
        if (f.hexes.size() == 2) out.back().readings.insert(Reading::TwoHexFirer);
    }
    return out;
}

RulingPtr Engine::rule(int firer, int target) const {
    const Unit& f = board_.unit(firer);
    const Unit& t = board_.unit(target);
    std::optional<Ruling> best;
    for (Hex fh : f.hexes)
        for (Hex th : t.hexes) {
            Ruling r = lb::ruleHex(board_, firer, fh, th);
            if (!best || better(r, *best)) best = std::move(r);
        }
    if (!best) throw std::invalid_argument(t.id + " stands in no hex");
    best->target = t.id;
    if (f.hexes.size() == 2) best->readings.insert(Reading::TwoHexFirer);
    return std::make_shared<const Ruling>(std::move(*best));
}

std::vector<RulingPtr> Engine::rulingsFor(int firer) const {
    return shareRulings(unitRulings(firer));
}

std::vector<RulingPtr> Engine::validTargets(int firer) const {
    std::vector<Ruling> all = unitRulings(firer);
    std::erase_if(all, [](const Ruling& r) { return !r.valid; });
    return shareRulings(std::move(all));
}

Measure Engine::measure(int a, int b) const {
    const Unit& ua = board_.unit(a);
    const Unit& ub = board_.unit(b);
    const HexGrid& g = board_.grid();
    Measure m;
    m.a = ua.id;
    m.b = ub.id;
    int bestD = -1;
    for (Hex ha : ua.hexes)
        for (Hex hb : ub.hexes) {
            const int d = g.distance(ha, hb);
            if (bestD < 0 || d < bestD) {
                bestD = d;
                m.pointA = g.centre(ha);
                m.pointB = g.centre(hb);
            }
        }
    m.distance = std::max(bestD, 0);
    m.contact = bestD == 1;
    return m;
}

bool Engine::enemies(int a, int b) const {
    const Unit& ua = board_.unit(a);
    const Unit& ub = board_.unit(b);
    return ua.side != ub.side && isCombat(ua.arm) && isCombat(ub.arm);
}

std::vector<int> Engine::unitsNear(Vec2 at, double radius) const {
    std::vector<std::pair<double, int>> near;
    for (int i = 0; i < board_.unitCount(); ++i) {
        double d = -1;
        for (Hex h : board_.unit(i).hexes) {
            const double e = dist(board_.grid().centre(h), at);
            if (d < 0 || e < d) d = e;
        }
        if (d >= 0 && d <= radius + 1.0) near.emplace_back(d, i);
    }
    std::sort(near.begin(), near.end());
    std::vector<int> out;
    out.reserve(near.size());
    for (const auto& [d, i] : near)
        out.push_back(i);
    return out;
}

std::string Engine::summary(const cdo::Ruling& ruling) const {
    const Ruling& r = own(ruling);
    std::string s =
        r.firer + " (" + r.firingHexId + ") at " + r.target + " (" + r.targetHexId + "): ";
    if (r.valid) {
        s += "may fire. " + bandWords(r) + ", strength " + number(r.strength);
        if (r.odds) s += ", odds " + *r.odds;
        if (r.canister) s += ", canister";
        return s;
    }
    s += "may not fire (";
    bool first = true;
    for (const Term& t : r.reasonTerms()) {
        s += (first ? "" : ", ") + std::string(t.code);
        first = false;
    }
    return s + ")";
}

namespace {

// What made a listed hex an obstacle, in the map's words: "woods", "a unit", "higher ground".
std::string obstacleWords(const Board& board, const SightHex& h) {
    std::string why;
    for (ObstacleKind k : h.kinds)
        why += std::string(why.empty() ? "" : " and ") +
               (k == ObstacleKind::Terrain ? board.battle().at(h.hex).terrain
                : k == ObstacleKind::Unit  ? std::string("a unit")
                                           : std::string("higher ground"));
    std::string s = " [" + why;
    if (h.lift == Lift::FirerAbove)
        s += ", lifted: the firer stands higher and it is nearer the firer";
    if (h.lift == Lift::FirerBelow)
        s += ", lifted: the target stands higher and it is nearer the target";
    return s + (h.blocks ? ", stands]" : "]");
}

// "Line of sight (L3): clear; the line crosses 0504, 0505 (along the side shared with 0405),
// 0405 [woods]": every hex the line met on the map, nearest the firer first. A hexside pair is
// said as one; a pair on the map's edge is its one hex on the map (the other is not listed).
std::string sightWords(const Board& board, const Ruling& r) {
    const HexGrid& g = board.grid();
    if (r.sight.adjacent) return "Line of sight: adjacent hexes always see each other";
    std::string s = "Line of sight (L3): ";
    if (r.sight.clear) {
        s += "clear";
    } else {
        s += "blocked by";
        for (Hex h : r.sight.blockedBy)
            s += " " + g.id(h);
    }
    s += "; the line crosses";
    bool any = false;
    const auto& hexes = r.sight.hexes;
    for (std::size_t i = 0; i < hexes.size(); ++i) {
        const SightHex& h = hexes[i];
        if (!g.contains(h.hex)) continue;
        s += (any ? ", " : " ") + g.id(h.hex);
        any = true;
        if (h.pairedWith >= 0 && std::size_t(h.pairedWith) < hexes.size()) {
            const Hex other = hexes[std::size_t(h.pairedWith)].hex;
            if (!g.contains(other))
                s += " (along the map's edge)";
            else if (std::size_t(h.pairedWith) > i)
                s += " (along the side shared with " + g.id(other) + ")";
        }
        if (h.obstacle) s += obstacleWords(board, h);
    }
    if (!any) s += " no hex";
    return s;
}

} // namespace

std::vector<EvidenceLine> Engine::evidence(const cdo::Ruling& ruling) const {
    const Ruling& r = own(ruling);
    const HexGrid& g = board_.grid();
    std::vector<EvidenceLine> out;
    out.push_back({Tone::Verdict, summary(r), 0});
    out.push_back({Tone::Number, bandWords(r)});
    out.push_back(
        {Tone::Number, std::string("Field of fire: ") +
                           (r.inField ? "the target is in front" : "the target is not in front") +
                           (r.adjacentFront ? ", across a front hexside" : "")});
    out.push_back({Tone::Number, sightWords(board_, r)});
    if (r.canister)
        out.push_back({Tone::Number, "Artillery fire: canister (L4), odds one column right"});
    for (const StrengthStep& step : r.steps)
        out.push_back({Tone::Number, "Fire strength: " + step.what});
    if (!r.nearerTargets.empty()) {
        std::string s = "Artillery fire: the closest valid target is";
        for (Hex h : r.nearerTargets)
            s += " " + g.id(h);
        out.push_back({Tone::Reason, s});
    }
    for (const Term& t : r.reasonTerms()) {
        // A unit that cannot fire is told why it cannot, not every way a unit may not.
        const std::string why = t == term(Reason::FirerCannotFire)
                                    ? cannotFireWords(board_, r.firerIndex, r.firingHex)
                                    : std::string();
        out.push_back({Tone::Reason, std::string(t.code) + ": " +
                                         (why.empty() ? std::string(t.explanation) : why)});
    }
    for (const Term& t : r.readingTerms())
        out.push_back(
            {Tone::Reading, "reading " + std::string(t.code) + ": " + std::string(t.explanation)});
    return out;
}

std::string Engine::explain(const cdo::Ruling& ruling) const {
    return toText(evidence(ruling));
}

std::string Engine::explain(const Measure& m) const {
    const int n = int(m.distance + 0.5);
    std::string s = m.a + " to " + m.b + ": " + plural(n, "hex") + " between their nearest hexes";
    if (m.contact) s += " (adjacent)";
    return s;
}

void Engine::drawReach(int firer, DebugDraw& draw) const {
    const Unit& u = board_.unit(firer);
    const HexGrid& g = board_.grid();
    const LaBatailleRules& rules = board_.rules();
    const Orientation& o = board_.orientation(firer);
    const std::optional<int> most = maxRange(rules, u);
    for (int k = 0; k < o.size; ++k) {
        const Hex at = o.hexes[std::size_t(k)].hex;
        const HexSides& sides = *board_.stackOrientation(firer, at).at(at);
        for (int i = 0; i < 6; ++i)
            if (sides.side[std::size_t(i)] == SideClass::Front) {
                const auto c = g.sideCorners(sides.hex, i);
                draw.line(c[0], c[1], Ink::Arc);
            }
        // Every hex of the field within range: an outline; the last hex of each band (and of
        // the range) in the band's ink. Bounded by the map, so it stays cheap.
        for (int col = 1; col <= g.columns; ++col)
            for (int row = 1; row <= g.rows; ++row) {
                const Hex h{col, row};
                const int d = g.distance(sides.hex, h);
                if (d == 0 || (most && d > *most)) continue;
                if (!fieldOfFire(g, sides, h, rules).in) continue;
                const bool edge = (most && d == *most) ||
                                  (isArtillery(u.arm) &&
                                   (d == rules.artilleryShortMax || d == rules.artilleryMediumMax));
                const auto poly = g.corners(h);
                draw.polygon(poly, edge ? Ink::RangeBand : Ink::Arc, false);
            }
    }
}

void Engine::drawRuling(const cdo::Ruling& ruling, DebugDraw& draw) const {
    const Ruling& r = own(ruling);
    const HexGrid& g = board_.grid();
    draw.line(r.sight.lineFrom, r.sight.lineTo,
              r.sight.clear ? Ink::SightClear : Ink::SightBlocked);
    for (Hex h : r.sight.blockedBy) {
        const auto poly = g.corners(h);
        draw.polygon(poly, Ink::Blocker, true);
    }
    const auto target = g.corners(r.targetHex);
    draw.polygon(target, Ink::TargetShape, false);
}

std::unique_ptr<cdo::Engine> makeEngine(const Scenario& scenario) {
    return std::make_unique<Engine>(scenario);
}

} // namespace cdo::lb
