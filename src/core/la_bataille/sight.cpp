#include "core/la_bataille/sight.h"

#include "core/la_bataille/rules.h"

#include <algorithm>
#include <cstdint>
#include <cstdlib>
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
    // k - 1 to corner k, clockwise) turns counter-clockwise to d. The same sides for every hex.
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

    int q = 0, r = 0;
    // Each step moves at least one hex on; the guard only stops a walk gone wrong.
    for (int guard = 4 * axialDistance(tq, tr) + 8; guard > 0; --guard) {
        const Pt c = L.centre(q, r);
        // Side k's line is met at t = cross(e, c + corner[k - 1]) / rate, t along the line from
        // 0 at the firer to 1 at the target; the nearest meeting is where the hex is left.
        int best = -1, second = -1;
        i64 bestNum = 0, bestDen = 1;
        for (int i = 0; i < exitCount; ++i) {
            const i64 num = cross(edges[std::size_t(i)], c) + bases[std::size_t(i)];
            const i64 den = rates[std::size_t(i)];
            if (best < 0 || num * bestDen < bestNum * den) {
                best = exits[std::size_t(i)];
                second = -1;
                bestNum = num;
                bestDen = den;
            } else if (num * bestDen == bestNum * den) {
                second = exits[std::size_t(i)];
            }
        }
        if (second < 0) {
            // Through the inside of one side.
            q += L.step[std::size_t(best)][0];
            r += L.step[std::size_t(best)][1];
        } else {
            // Through a corner: corner k lies between sides k and k + 1.
            const int k = second == (best + 1) % 6 ? best : second;
            const auto& sa = L.step[std::size_t(k)];
            const auto& sb = L.step[std::size_t((k + 1) % 6)];
            const int aq = q + sa[0], ar = r + sa[1]; // across side k: left of the line
            const int bq = q + sb[0], br = r + sb[1]; // across side k + 1: right of the line
            // The third side at this corner points straight away from this hex's centre.
            const i64 turn = cross(L.corner[std::size_t(k)], d);
            if (turn == 0) {
                visit(aq, ar, Beside::First);
                visit(bq, br, Beside::Second);
                // The side ends at a corner of the hex beyond both; the line goes straight in.
                q = aq + bq - q;
                r = ar + br - r;
            } else if (turn < 0) { // d turns clockwise from the third side: the right-hand hex
                q = bq;
                r = br;
            } else {
                q = aq;
                r = ar;
            }
        }
        if (q == tq && r == tr) return;
        visit(q, r, Beside::Alone);
    }
}

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
Verdict judge(const HexFacts& f, bool unitBlocks, int ef, int et, int df, int dt) {
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
void list(Sight& out, Hex hex, Beside beside) {
    SightHex h;
    h.hex = hex;
    const int i = int(out.hexes.size());
    if (beside == Beside::First) h.pairedWith = i + 1;
    if (beside == Beside::Second) h.pairedWith = i - 1;
    out.hexes.push_back(h);
}

// Judges the listed hexes one by one, then the line as a whole.
struct Decision {
    Sight& out;
    int ef, et;
    int ownIndex = -1; // the firing unit's other hex, when it would have stood as an obstacle
    bool anyStands = false;

    void hex(std::size_t i, const HexFacts& f, int df, int dt) {
        SightHex& h = out.hexes[i];
        const Verdict v = judge(f, f.unitBlocks, ef, et, df, dt);
        h.kinds = v.kinds;
        h.obstacle = !v.kinds.empty();
        h.lift = v.lift;
        h.blocks = v.stands;
        anyStands = anyStands || v.stands;
        // The level of an intervening hex decided something: a rise above both ends, or one
        // that is not (a slope run at the firer's level, ground above only one end).
        if (f.slope || f.elevation > std::min(ef, et)) out.readings.insert(Reading::HigherGround);
        if (v.liftConsidered) out.readings.insert(Reading::ElevationLiteral);
        if (v.friendKept) out.readings.insert(Reading::FriendAtTarget);
        if (f.ownLine && !v.stands && judge(f, true, ef, et, df, dt).stands) ownIndex = int(i);
    }

    void finish() {
        if (!anyStands && ownIndex < 0) return; // clear, nothing more to say
        for (std::size_t i = 0; i < out.hexes.size(); ++i) {
            const SightHex& h = out.hexes[i];
            if (h.pairedWith < 0) {
                if (h.blocks) out.blockedBy.push_back(h.hex);
                if (int(i) == ownIndex) out.readings.insert(Reading::OwnLine);
                continue;
            }
            const SightHex& other = out.hexes[i + 1]; // pairs are listed together
            if (h.blocks || other.blocks) out.readings.insert(Reading::HexsideBoth);
            if (h.blocks && other.blocks) {
                out.blockedBy.push_back(h.hex);
                out.blockedBy.push_back(other.hex);
            }
            if ((int(i) == ownIndex && other.blocks) || (int(i) + 1 == ownIndex && h.blocks))
                out.readings.insert(Reading::OwnLine);
            ++i;
        }
        out.clear = out.blockedBy.empty();
    }
};

std::size_t cellIndex(const HexGrid& grid, Hex h) {
    return std::size_t(h.row - 1) * std::size_t(grid.columns) + std::size_t(h.col - 1);
}

Hex offset(const HexGrid& grid, Cube a, int q, int r) {
    return grid.hex(Cube{a.q + q, a.r + r, -(a.q + q) - (a.r + r)});
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
        const auto it = std::find_if(known.begin(), known.end(),
                                     [&](const auto& k) { return k.first == s.terrain; });
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
    const Cube a = grid.cube(from), b = grid.cube(to);
    const int tq = b.q - a.q, tr = b.r - a.r;
    walk(grid.shape, a, b, [&](int q, int r, Beside beside) {
        const Hex hex = offset(grid, a, q, r);
        list(out, hex, beside);
        const SightIndex::Cell c = cellOf(hex);
        // Most hexes are level open ground with nobody in them: nothing to judge or record.
        if (!c.terrainBlocks && c.count == 0 && !c.slope &&
            c.elevation <= std::min(decision.ef, decision.et))
            return;
        const int df = axialDistance(q, r), dt = axialDistance(q - tq, r - tr);
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
            if (friendly && battle.units[std::size_t(ui)].side == firerSide) f.friendBlocks = true;
        }
        decision.hex(out.hexes.size() - 1, f, df, dt);
    });
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
    walk(grid.shape, a, b, [&](int q, int r, Beside beside) {
        const Hex h = offset(grid, a, q, r);
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
    for (std::size_t i = 0; i < pending.size(); ++i)
        decision.hex(i, pending[i].f, pending[i].df, pending[i].dt);
    decision.finish();
    return out;
}

} // namespace cdo::lb
