#include "core/la_bataille/orientation.h"

#include "core/la_bataille/board.h"

#include <algorithm>

namespace cdo::lb {

namespace {

constexpr double eps = 1e-6; // facings are multiples of 30 degrees; this only absorbs rounding

// Hexside-facing formations with five front sides (L1's second row): light cavalry in column
// or general order, heavy cavalry and infantry in general order (lb-general-order-front).
bool fiveFront(const Unit& u) {
    if (u.formation == Formation::GeneralOrder) return isCombat(u.arm) && !isArtillery(u.arm);
    return u.arm == Arm::LightCavalry && u.formation == Formation::Column;
}

bool noFront(const Unit& u) {
    return u.routed || u.formation == Formation::RoadMarch || !isCombat(u.arm);
}

// One side of a one-hex unit, `gap` degrees from its facing (L1's table).
SideClass classify(const Unit& u, double gap) {
    if (noFront(u)) return SideClass::Flank; // lb-no-front: every side is flank
    if (u.formation == Formation::Carre) return SideClass::Front;
    if (u.formation == Formation::Line) // vertex: front ±30, flank ±90, rear ±150
        return gap <= 30 + eps ? SideClass::Front
                               : (gap <= 90 + eps ? SideClass::Flank : SideClass::Rear);
    if (u.formation == Formation::Skirmish) // vertex: front ±30 and ±90, flank ±150
        return gap <= 90 + eps ? SideClass::Front : SideClass::Flank;
    if (gap <= 60 + eps) return SideClass::Front; // hexside: facing and ±60
    if (gap <= 120 + eps) return fiveFront(u) ? SideClass::Front : SideClass::Flank;
    return SideClass::Rear;
}

} // namespace

std::string_view toString(SideClass c) {
    switch (c) {
    case SideClass::Front:
        return "front";
    case SideClass::Flank:
        return "flank";
    case SideClass::Rear:
        return "rear";
    case SideClass::Inside:
        return "inside";
    }
    return "?";
}

int HexSides::count(SideClass c) const {
    return int(std::count(side.begin(), side.end(), c));
}

const HexSides* Orientation::at(Hex h) const {
    for (int i = 0; i < size; ++i)
        if (hexes[std::size_t(i)].hex == h) return &hexes[std::size_t(i)];
    return nullptr;
}

int Orientation::sides(SideClass c) const {
    int n = 0;
    for (int i = 0; i < size; ++i)
        n += hexes[std::size_t(i)].count(c);
    return n;
}

Orientation orientation(const HexGrid& grid, const Unit& u) {
    Orientation o;
    o.size = int(std::min<std::size_t>(u.hexes.size(), 2));
    if (isCombat(u.arm) && (u.routed || u.formation == Formation::RoadMarch))
        o.readings.insert(Reading::NoFront);
    else if (isCombat(u.arm) && u.formation == Formation::GeneralOrder && u.arm == Arm::Infantry)
        o.readings.insert(Reading::GeneralOrderFront);
    const bool pair = o.size == 2;
    const bool skirmishPair = pair && u.formation == Formation::Skirmish && !noFront(u);
    if (skirmishPair) o.readings.insert(Reading::SkirmishPair);
    for (int k = 0; k < o.size; ++k) {
        HexSides& hs = o.hexes[std::size_t(k)];
        hs.hex = u.hexes[std::size_t(k)];
        const int shared = pair ? grid.sideToward(hs.hex, u.hexes[std::size_t(1 - k)]) : -1;
        for (int i = 0; i < 6; ++i) {
            const double gap = bearingGap(grid.sideBearing(i), u.facing);
            SideClass c = classify(u, gap);
            if (i == shared) {
                c = SideClass::Inside;
            } else if (skirmishPair && gap > 120) {
                // lb-skirmish-pair: of the back sides, the one beside the shared side is rear,
                // the one beside the outer end flank (6 front, 2 flank, 2 rear).
                const bool besideShared =
                    shared >= 0 &&
                    bearingGap(grid.sideBearing(i), grid.sideBearing(shared)) < 60 + eps;
                c = besideShared ? SideClass::Rear : SideClass::Flank;
            }
            hs.side[std::size_t(i)] = c;
        }
    }
    return o;
}

bool takesLineFacing(const Unit& battery, const Unit& other) {
    return isArtillery(battery.arm) && other.arm == Arm::Infantry &&
           other.formation == Formation::Line && !other.routed && other.side == battery.side &&
           battery.hexes.size() == 1 &&
           std::find(other.hexes.begin(), other.hexes.end(), battery.hexes[0]) != other.hexes.end();
}

Orientation orientationWithLine(const HexGrid& grid, const Unit& battery, const Unit& line) {
    const Orientation lo = orientation(grid, line);
    Orientation o;
    o.size = 1;
    o.hexes[0] = *lo.at(battery.hexes[0]);
    o.readings = lo.readings;
    return o;
}

Orientation orientation(const Battle& battle, int unit) {
    const Unit& u = battle.units[std::size_t(unit)];
    for (const Unit& other : battle.units)
        if (takesLineFacing(u, other)) return orientationWithLine(battle.grid, u, other);
    return orientation(battle.grid, u);
}

bool projectsZoi(const Unit& u) {
    return isCombat(u.arm) && !u.routed && u.formation != Formation::RoadMarch &&
           u.formation != Formation::Carre;
}

Zones zonesOfInfluence(const Board& board) {
    Zones zones;
    for (int i = 0; i < board.unitCount(); ++i)
        zones[board.unit(i).side]; // every side has an entry
    const HexGrid& grid = board.grid();
    for (Hex h : board.occupied()) {
        const int top = board.topCombat(h);
        if (top < 0 || !projectsZoi(board.unit(top))) continue;
        const HexSides* sides = board.orientation(top).at(h);
        if (!sides) continue;
        std::vector<Hex>& zone = zones[board.unit(top).side];
        for (int i = 0; i < 6; ++i) {
            if (sides->side[std::size_t(i)] != SideClass::Front) continue;
            const Hex n = grid.neighbour(h, i);
            if (grid.contains(n)) zone.push_back(n);
        }
    }
    for (auto& [side, zone] : zones) {
        std::sort(zone.begin(), zone.end());
        zone.erase(std::unique(zone.begin(), zone.end()), zone.end());
    }
    return zones;
}

Zones zonesOfInfluence(const Battle& battle) {
    const Board board(battle);
    return zonesOfInfluence(board);
}

} // namespace cdo::lb
