#include "core/la_bataille/sight.h"

#include "core/la_bataille/rules.h"

#include <algorithm>
#include <cstdint>
#include <cstdlib>
#include <limits>
#include <utility>

namespace cdo::lb {

namespace {

// Line of sight (L3) walks the line in an integer lattice so that "crosses a hex", "touches a
// corner" and "runs along a side" are decided exactly: flat hexes measure x in halves and y in
// units of √3/2, pointy hexes the transpose. Every centre and corner is then an integer point,
// and scaling the two axes apart keeps straight lines straight and orientations signed alike.
using i64 = std::int64_t;
struct Pt {
    i64 x = 0, y = 0;
};
i64 cross(Pt a, Pt b) {
    return a.x * b.y - a.y * b.x;
}

struct Lattice {
    bool flat = true;
    // Corner k lies between side k and side k + 1 (HexGrid's side numbering, clockwise), as an
    // offset from the hex's centre.
    std::array<Pt, 6> corner{};
    // Axial (q, r) step across side k; the same steps as HexGrid::neighbour.
    std::array<std::array<int, 2>, 6> step{};
    Pt centre(int q, int r) const {
        return flat ? Pt{3 * i64(q), -(2 * i64(r) + q)} : Pt{2 * i64(q) + r, -3 * i64(r)};
    }
};

const Lattice& lattice(HexShape shape) {
    // Flat: corners at bearings 30, 90, ..., 330; pointy: 60, 120, ..., 360.
    static const Lattice flat{true,
                              {{{1, 1}, {2, 0}, {1, -1}, {-1, -1}, {-2, 0}, {-1, 1}}},
                              {{{0, -1}, {1, -1}, {1, 0}, {0, 1}, {-1, 1}, {-1, 0}}}};
    static const Lattice pointy{false,
                                {{{1, 1}, {1, -1}, {0, -2}, {-1, -1}, {-1, 1}, {0, 2}}},
                                {{{1, -1}, {1, 0}, {0, 1}, {-1, 1}, {-1, 0}, {0, -1}}}};
    return shape == HexShape::Flat ? flat : pointy;
}

// How a listed hex lies on the line: crossed alone, or the first or second hex of a pair.
enum class Beside { Alone, First, Second };

int axialDistance(int q, int r) {
    return (std::abs(q) + std::abs(r) + std::abs(q + r)) / 2;
}

// Calls visit(q, r, beside), in order from the firer, for every hex whose interior the line
// from the centre of hex a to the centre of hex b passes through, and for the two hexes beside
// every hexside it runs along (left of the line first, as the firer looks); q, r are axial
// steps from a. The firing and target hexes are not visited. Each step leaves the current hex
// where the line first meets one of its sides: inside a side, the next hex is across it; at a
// corner, the line goes on into one of the two hexes beyond it or along the side between
// them, which ends at a corner of the hex beyond both.
template <class Visit> void walk(HexShape shape, Cube a, Cube b, Visit&& visit) {
    const Lattice& L = lattice(shape);
    const int tq = b.q - a.q, tr = b.r - a.r;
    const Pt d = L.centre(tq, tr); // the firer's centre is the origin

    // The sides a hex can be left by face the way the line goes: their edge vector (corner
    // k - 1 to corner k, clockwise) turns counter-clockwise to d. The same sides for every hex:
    // three, or two when d runs parallel to a pair of sides.
    std::array<int, 3> exits{};
    std::array<Pt, 3> edges{};
    std::array<i64, 3> rates{}, bases{};
    int exitCount = 0;
    for (int k = 0; k < 6 && exitCount < 3; ++k) {
        const Pt c0 = L.corner[std::size_t((k + 5) % 6)], c1 = L.corner[std::size_t(k)];
        const Pt e{c1.x - c0.x, c1.y - c0.y};
        const i64 rate = cross(e, d);
        if (rate > 0) {
            exits[std::size_t(exitCount)] = k;
            edges[std::size_t(exitCount)] = e;
            rates[std::size_t(exitCount)] = rate;
            bases[std::size_t(exitCount)] = cross(e, c0);
            ++exitCount;
        }
    }
    if (exitCount == 0) return; // the same hex

    // Exit i's side line is met at t = (cross(e, c) + base) / rate from the hex centred at c, t
    // along the line from 0 at the firer to 1 at the target; the nearest meeting is where the
    // hex is left. For speed (the walk is most of a ruling's work) each numerator is kept
    // multiplied by the other exits' rates, so that all share one positive denominator and the
    // nearest is the smallest integer, compared exactly as the fractions are; and since c moves
    // by a fixed vector across each side, the walk adds that side's constant change (`across`)
    // instead of working the products out at every hex. A missing third exit never wins.
    constexpr i64 never = std::numeric_limits<i64>::max();
    std::array<i64, 3> scale{};
    if (exitCount == 2)
        scale = {rates[1], rates[0], 0};
    else
        scale = {rates[1] * rates[2], rates[0] * rates[2], rates[0] * rates[1]};
    // Crossing side k: the axial step and each exit's change.
    struct Move {
        int dq = 0, dr = 0;
        i64 d0 = 0, d1 = 0, d2 = 0;
    };
    std::array<Move, 6> across{};
    for (std::size_t k = 0; k < 6; ++k) {
        const Pt c = L.centre(L.step[k][0], L.step[k][1]);
        across[k] = {L.step[k][0], L.step[k][1], cross(edges[0], c) * scale[0],
                     cross(edges[1], c) * scale[1], cross(edges[2], c) * scale[2]};
    }
    const std::array<Move, 3> byExit{across[std::size_t(exits[0])], across[std::size_t(exits[1])],
                                     across[std::size_t(exits[2])]};
    // Kept in three variables, not an array, so that they stay in registers.
    i64 at0 = bases[0] * scale[0], at1 = bases[1] * scale[1];
    i64 at2 = exitCount == 3 ? bases[2] * scale[2] : never;
    int q = 0, r = 0;
    auto move = [&](const Move& m) {
        q += m.dq;
        r += m.dr;
        at0 += m.d0;
        at1 += m.d1;
        at2 += m.d2;
    };

    // Each step moves at least one hex on; the guard only stops a walk gone wrong.
    for (int guard = 4 * axialDistance(tq, tr) + 8; guard > 0; --guard) {
        // The first nearest exit; which one it is changes irregularly along a line, so it is
        // picked with selects rather than branches (a mispredicted branch a hex cost more).
        const i64 near01 = at1 < at0 ? at1 : at0;
        std::size_t best = at1 < at0 ? 1 : 0;
        best = at2 < near01 ? 2 : best;
        const i64 nearest = at2 < near01 ? at2 : near01;
        // Another exit as near: when the first is exit 0, one of the others equals it; else
        // exit 0 is farther and the two others tie.
        const bool corner = best == 0 ? (at1 == at0) | (at2 == at0) : at1 == at2;
        if (!corner) {
            // Through the inside of one side.
            move(byExit[best]);
        } else {
            // Through a corner, where the first nearest exit's side meets the last other one
            // as near: corner k lies between sides k and k + 1.
            const int side = exits[best];
            const int second = exits[at2 == nearest ? 2 : 1];
            const int k = second == (side + 1) % 6 ? side : second;
            const std::size_t ka = std::size_t(k), kb = std::size_t((k + 1) % 6);
            const int aq = q + across[ka].dq, ar = r + across[ka].dr; // across side k: left
            const int bq = q + across[kb].dq, br = r + across[kb].dr; // across side k + 1: right
            // The third side at this corner points straight away from this hex's centre.
            const i64 turn = cross(L.corner[ka], d);
            if (turn == 0) {
                visit(aq, ar, Beside::First);
                visit(bq, br, Beside::Second);
                // The side ends at a corner of the hex beyond both; the line goes straight in.
                move(across[ka]);
                move(across[kb]);
            } else if (turn < 0) { // d turns clockwise from the third side: the right-hand hex
                move(across[kb]);
            } else {
                move(across[ka]);
            }
        }
        if (q == tq && r == tr) return;
        visit(q, r, Beside::Alone);
    }
}

// The printed hex `q, r` axial steps from `a`, as HexGrid::hex gives it, and back, with the
// grid's shape and shift looked at once per line rather than at every hex: floorDiv2(v) is
// v >> 1 and ceilDiv2(v) is (v + 1) >> 1 (shifts of negative numbers are arithmetic in C++20).
struct ToHex {
    ToHex(const HexGrid& grid, Cube a)
        : flat(grid.shape == HexShape::Flat), even(grid.shift == Shift::Even ? 1 : 0), aq(a.q),
          ar(a.r) {}
    Hex operator()(int q, int r) const {
        const int cq = aq + q, cr = ar + r;
        if (flat) return {cq, cr + ((cq + even) >> 1)};
        return {cq + ((cr + even) >> 1), cr};
    }
    // The axial steps from `a` to h.
    std::array<int, 2> steps(Hex h) const {
        if (flat) return {h.col - aq, h.row - ((h.col + even) >> 1) - ar};
        return {h.col - ((h.row + even) >> 1) - aq, h.row - ar};
    }
    bool flat;
    int even, aq, ar;
};

// What one hex holds, as the obstacle tests of L3 read it.
struct HexFacts {
    int elevation = 0;
    bool slope = false;
    bool terrainBlocks = false;
    bool unitBlocks = false;   // a combat formation, not routed, other than the firing unit
    bool friendBlocks = false; // one of those is of the firer's side
    bool ownLine = false;      // the firing unit's other hex
};

struct Verdict {
    EnumSet<ObstacleKind> kinds;
    Lift lift = Lift::None;
    bool stands = false;
    bool liftConsidered = false;
    bool friendKept = false;
};

// L3's obstacle tests and elevation's lift for one hex. ef, et: the firing and target hexes'
// elevations; df, dt: the hex's distances from the firing hex and to the target hex.
inline Verdict judge(const HexFacts& f, bool unitBlocks, int ef, int et, int df, int dt) {
    Verdict v;
    if (f.terrainBlocks) v.kinds.insert(ObstacleKind::Terrain);
    if (unitBlocks) v.kinds.insert(ObstacleKind::Unit);
    if (f.elevation > ef && f.elevation > et) v.kinds.insert(ObstacleKind::HigherGround);
    if (v.kinds.empty()) return v;
    v.stands = true;
    // Higher ground is never lifted (lb-higher-ground); with the firing and target hexes
    // level, elevation has nothing to say (lb-elevation-literal).
    if (v.kinds.contains(ObstacleKind::HigherGround) || ef == et) return v;
    v.liftConsidered = true;
    if (ef > et && df < dt) {
        v.lift = Lift::FirerAbove;
    } else if (ef < et && dt < df) {
        // Firing uphill, a formation of the firer's own side next to the target still blocks.
        if (f.friendBlocks && dt == 1)
            v.friendKept = true;
        else
            v.lift = Lift::FirerBelow;
    }
    v.stands = v.lift == Lift::None;
    return v;
}

// Whether the firer's side must be looked at in a hex: only firing uphill, next to the target.
bool friendMatters(int ef, int et, int dt) {
    return ef < et && dt == 1;
}

// Fills what every sight has; false when nothing lies between the two hexes.
bool start(const HexGrid& grid, Hex from, Hex to, Sight& out) {
    out.from = from;
    out.to = to;
    out.lineFrom = grid.centre(from);
    out.lineTo = grid.centre(to);
    out.hexes.clear();
    out.blockedBy.clear();
    out.readings.clear();
    out.clear = true;
    const int n = grid.distance(from, to);
    out.adjacent = n == 1; // adjacent hexes always see each other (L3)
    if (n <= 1) return false;
    out.hexes.reserve(std::size_t(2 * n));
    return true;
}

// Appends a listed hex, linking the two hexes of a pair.
inline void list(Sight& out, Hex hex, Beside beside) {
    SightHex& h = out.hexes.emplace_back();
    h.hex = hex;
    const int i = int(out.hexes.size()) - 1;
    if (beside == Beside::First) h.pairedWith = i + 1;
    if (beside == Beside::Second) h.pairedWith = i - 1;
}

// Judges the listed hexes one by one, and what each adds to the line as a whole as soon as it
// (or its pair) is judged: the list is not walked a second time.
struct Decision {
    Sight& out;
    int ef, et;
    int ownIndex = -1; // the firing unit's other hex, when it would have stood as an obstacle

    void hex(std::size_t i, const HexFacts& f, int df, int dt) {
        SightHex& h = out.hexes[i];
        const Verdict v = judge(f, f.unitBlocks, ef, et, df, dt);
        h.kinds = v.kinds;
        h.obstacle = !v.kinds.empty();
        h.lift = v.lift;
        h.blocks = v.stands;
        // The level of an intervening hex decided something: a rise above both ends, or one
        // that is not (a slope run at the firer's level, ground above only one end).
        if (f.slope || f.elevation > std::min(ef, et)) out.readings.insert(Reading::HigherGround);
        if (v.liftConsidered) out.readings.insert(Reading::ElevationLiteral);
        if (v.friendKept) out.readings.insert(Reading::FriendAtTarget);
        if (f.ownLine && !v.stands && judge(f, true, ef, et, df, dt).stands) ownIndex = int(i);
    }

    // Listed hex i is decided: a hex crossed alone blocks by itself, the two hexes of a pair
    // together once the second is decided. A hex not judged (open ground) neither blocks nor
    // is the firer's own, so only the second of a pair needs this call.
    void settle(std::size_t i) {
        const SightHex& h = out.hexes[i];
        if (h.pairedWith < 0) {
            if (h.blocks) out.blockedBy.push_back(h.hex);
            if (int(i) == ownIndex) out.readings.insert(Reading::OwnLine);
            return;
        }
        if (std::size_t(h.pairedWith) > i) return; // the first of a pair: wait for the second
        const SightHex& first = out.hexes[i - 1];  // pairs are listed together
        if (first.blocks || h.blocks) out.readings.insert(Reading::HexsideBoth);
        if (first.blocks && h.blocks) {
            out.blockedBy.push_back(first.hex);
            out.blockedBy.push_back(h.hex);
        }
        if ((int(i) - 1 == ownIndex && h.blocks) || (int(i) == ownIndex && first.blocks))
            out.readings.insert(Reading::OwnLine);
    }

    void finish() { out.clear = out.blockedBy.empty(); }
};

std::size_t cellIndex(const HexGrid& grid, Hex h) {
    return std::size_t(h.row - 1) * std::size_t(grid.columns) + std::size_t(h.col - 1);
}

} // namespace

SightIndex::SightIndex(const Battle& b) : battle(&b) {
    const HexGrid& g = b.grid;
    const std::size_t n = std::size_t(std::max(g.columns, 0)) * std::size_t(std::max(g.rows, 0));
    Cell plain;
    plain.terrainBlocks = terrainRule(b, "clear").blocksSight; // the file may say otherwise
    cells.assign(n, plain);
    // Hexes of the same terrain share one answer: the table is looked up once per name.
    std::vector<std::pair<std::string_view, bool>> known;
    for (const auto& [h, s] : b.hexes) {
        if (!g.contains(h)) continue;
        Cell& c = cells[cellIndex(g, h)];
        c.elevation = s.elevation;
        c.slope = s.slope;
        // Named, not captured as `s`: clang 14 (Debian 12's) captures no structured binding.
        const std::string& terrain = s.terrain;
        const auto it = std::find_if(known.begin(), known.end(),
                                     [&](const auto& k) { return k.first == terrain; });
        if (it != known.end()) {
            c.terrainBlocks = it->second;
        } else {
            c.terrainBlocks = terrainRule(b, s.terrain).blocksSight;
            known.emplace_back(s.terrain, c.terrainBlocks);
        }
    }
    // The formations that may block, by hex: counted, then filled back to front.
    auto blocking = [](const Unit& u) { return isCombat(u.arm) && !u.routed; };
    for (const Unit& u : b.units)
        if (blocking(u))
            for (Hex h : u.hexes)
                if (g.contains(h)) ++cells[cellIndex(g, h)].count;
    int total = 0;
    for (Cell& c : cells) {
        total += c.count;
        c.first = total; // the end for now
    }
    blockers.assign(std::size_t(total), -1);
    for (std::size_t ui = 0; ui < b.units.size(); ++ui)
        if (blocking(b.units[ui]))
            for (Hex h : b.units[ui].hexes)
                if (g.contains(h)) blockers[std::size_t(--cells[cellIndex(g, h)].first)] = int(ui);
    open.assign(n + 1, std::numeric_limits<int>::max()); // the last for hexes off the map
    for (std::size_t i = 0; i < n; ++i) {
        const Cell& c = cells[i];
        open[i] = c.terrainBlocks || c.slope || c.count > 0 ? std::numeric_limits<int>::max()
                                                            : c.elevation;
    }
}

void lineOfSight(const SightIndex& index, Hex from, Hex to, std::string_view firerSide,
                 int firerUnit, Sight& out) {
    const Battle& battle = *index.battle;
    const HexGrid& grid = battle.grid;
    if (!start(grid, from, to, out)) return;
    auto cellOf = [&](Hex h) -> SightIndex::Cell {
        if (grid.contains(h)) return index.cells[cellIndex(grid, h)];
        // Off the map (a pair on its edge): only what the battle says of the hex itself.
        const HexState& s = battle.at(h);
        SightIndex::Cell c;
        c.elevation = s.elevation;
        c.slope = s.slope;
        c.terrainBlocks = terrainRule(battle, s.terrain).blocksSight;
        return c;
    };
    Decision decision{out, cellOf(from).elevation, cellOf(to).elevation};
    // Open ground no higher than this is passed by unjudged (judging it would change nothing;
    // INT_MAX itself is kept for the hexes that are not open).
    const int low = std::min({decision.ef, decision.et, std::numeric_limits<int>::max() - 1});
    const Cube a = grid.cube(from), b = grid.cube(to);
    const int tq = b.q - a.q, tr = b.r - a.r;
    const ToHex toHex(grid, a);
    const unsigned columns = unsigned(grid.columns), rows = unsigned(grid.rows);
    // For speed, the walk lists every hex in one tight loop; then, a block of hexes at a time,
    // the ones to look at (not open ground, off the map, the second of a pair) are picked out
    // without a branch per hex (which is unpredictable: a quarter of the hexes on the
    // benchmark's table), and only those are judged.
    walk(grid.shape, a, b, [&](int q, int r, Beside beside) { list(out, toHex(q, r), beside); });
    constexpr std::size_t block = 64;
    std::array<std::uint32_t, block> pick{};
    const std::size_t offMap = index.open.size() - 1; // its last entry, never open
    for (std::size_t first = 0; first < out.hexes.size(); first += block) {
        const std::size_t last = std::min(out.hexes.size(), first + block);
        std::size_t n = 0;
        for (std::size_t i = first; i < last; ++i) {
            const SightHex& h = out.hexes[i];
            const bool on = (unsigned(h.hex.col - 1) < columns) & (unsigned(h.hex.row - 1) < rows);
            const std::size_t cell =
                on ? std::size_t(h.hex.row - 1) * columns + std::size_t(h.hex.col - 1) : offMap;
            pick[n] = std::uint32_t(i);
            n += std::size_t((index.open[cell] > low) | (h.pairedWith >= 0));
        }
        for (std::size_t j = 0; j < n; ++j) {
            const std::size_t i = pick[j];
            const Hex hex = out.hexes[i].hex;
            SightIndex::Cell c;
            if (grid.contains(hex)) {
                const std::size_t cell = cellIndex(grid, hex);
                // Open ground with nobody in it: nothing to judge or record.
                if (index.open[cell] <= low) {
                    decision.settle(i); // one of a pair
                    continue;
                }
                c = index.cells[cell];
            } else {
                c = cellOf(hex);
            }
            // The distances matter only between ends at different levels (lifts, a friend next
            // to the target); most lines run level, and skip them.
            int df = 0, dt = 0;
            if (decision.ef != decision.et) {
                const auto [q, r] = toHex.steps(hex);
                df = axialDistance(q, r);
                dt = axialDistance(q - tq, r - tr);
            }
            const bool friendly = friendMatters(decision.ef, decision.et, dt);
            HexFacts f;
            f.elevation = c.elevation;
            f.slope = c.slope;
            f.terrainBlocks = c.terrainBlocks;
            for (int k = c.first; k < c.first + c.count; ++k) {
                const int ui = index.blockers[std::size_t(k)];
                if (ui == firerUnit) {
                    f.ownLine = true;
                    continue;
                }
                f.unitBlocks = true;
                if (friendly && battle.units[std::size_t(ui)].side == firerSide)
                    f.friendBlocks = true;
            }
            decision.hex(i, f, df, dt);
            const SightHex& h = out.hexes[i];
            if (h.blocks || h.pairedWith >= 0 || decision.ownIndex >= 0) decision.settle(i);
        }
    }
    decision.finish();
}

Sight lineOfSight(const SightIndex& index, Hex from, Hex to, std::string_view firerSide,
                  int firerUnit) {
    Sight out;
    lineOfSight(index, from, to, firerSide, firerUnit, out);
    return out;
}

Sight lineOfSight(const Battle& battle, Hex from, Hex to, std::string_view firerSide,
                  int firerUnit) {
    // Without an index: the battle's map for each listed hex, then one pass over the units,
    // skipping those outside the rectangle of rows and columns the line touches.
    Sight out;
    const HexGrid& grid = battle.grid;
    if (!start(grid, from, to, out)) return out;
    struct Pending {
        HexFacts f;
        int df = 0, dt = 0;
    };
    std::vector<Pending> pending;
    pending.reserve(out.hexes.capacity());
    Hex lo = from, hi = from;
    const Cube a = grid.cube(from), b = grid.cube(to);
    const int tq = b.q - a.q, tr = b.r - a.r;
    const ToHex toHex(grid, a);
    walk(grid.shape, a, b, [&](int q, int r, Beside beside) {
        const Hex h = toHex(q, r);
        list(out, h, beside);
        const HexState& s = battle.at(h);
        Pending p;
        p.f.elevation = s.elevation;
        p.f.slope = s.slope;
        p.f.terrainBlocks = terrainRule(battle, s.terrain).blocksSight;
        p.df = axialDistance(q, r);
        p.dt = axialDistance(q - tq, r - tr);
        pending.push_back(p);
        lo = {std::min(lo.col, h.col), std::min(lo.row, h.row)};
        hi = {std::max(hi.col, h.col), std::max(hi.row, h.row)};
    });
    for (std::size_t ui = 0; ui < battle.units.size(); ++ui) {
        const Unit& u = battle.units[ui];
        if (!isCombat(u.arm) || u.routed) continue;
        for (Hex h : u.hexes) {
            if (h.col < lo.col || h.col > hi.col || h.row < lo.row || h.row > hi.row) continue;
            for (std::size_t i = 0; i < out.hexes.size(); ++i) {
                if (out.hexes[i].hex != h) continue;
                if (int(ui) == firerUnit) {
                    pending[i].f.ownLine = true;
                } else {
                    pending[i].f.unitBlocks = true;
                    if (u.side == firerSide) pending[i].f.friendBlocks = true;
                }
            }
        }
    }
    Decision decision{out, battle.at(from).elevation, battle.at(to).elevation};
    for (std::size_t i = 0; i < pending.size(); ++i) {
        decision.hex(i, pending[i].f, pending[i].df, pending[i].dt);
        decision.settle(i);
    }
    decision.finish();
    return out;
}

} // namespace cdo::lb
