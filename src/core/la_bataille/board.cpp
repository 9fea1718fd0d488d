#include "core/la_bataille/board.h"

#include <algorithm>

namespace cdo::lb {

Board::Board(const Battle& battle, const LaBatailleRules& rules)
    : battle_(&battle), rules_(&rules), sight_(battle) {
    const HexGrid& g = battle.grid;
    const int slots = std::max(g.columns, 0) * std::max(g.rows, 0);
    const int n = int(battle.units.size());
    start_.assign(std::size_t(slots) + 1, 0);
    for (const Unit& u : battle.units)
        for (Hex h : u.hexes)
            if (const int s = slot(h); s >= 0) ++start_[std::size_t(s) + 1];
    for (int s = 0; s < slots; ++s)
        start_[std::size_t(s) + 1] += start_[std::size_t(s)];
    units_.assign(std::size_t(start_.back()), -1);
    std::vector<int> fill(start_.begin(), start_.end() - 1);
    for (int i = 0; i < n; ++i)
        for (Hex h : battle.units[std::size_t(i)].hexes)
            if (const int s = slot(h); s >= 0) units_[std::size_t(fill[std::size_t(s)]++)] = i;
    topCombat_.assign(std::size_t(slots), -1);
    for (int s = 0; s < slots; ++s) {
        const auto b = units_.begin() + start_[std::size_t(s)];
        const auto e = units_.begin() + start_[std::size_t(s) + 1];
        if (b == e) continue;
        std::stable_sort(b, e, [&](int x, int y) {
            return battle.units[std::size_t(x)].stack < battle.units[std::size_t(y)].stack;
        });
        for (auto it = b; it != e; ++it)
            if (isCombat(battle.units[std::size_t(*it)].arm)) {
                topCombat_[std::size_t(s)] = *it;
                break;
            }
        occupied_.push_back(Hex{s / g.rows + 1, s % g.rows + 1});
    }
    // Slots run column by column, row by row: occupied_ is already sorted.
    terrain_.assign(std::size_t(slots), 0);
    const TerrainRule clear = terrainRule(battle, "clear");
    const unsigned char clearBits = (clear.clearForArtillery ? 1 : 0) | (clear.blocksSight ? 2 : 0);
    std::fill(terrain_.begin(), terrain_.end(), clearBits);
    for (const auto& [h, state] : battle.hexes) {
        const int s = slot(h);
        if (s < 0) continue;
        const TerrainRule t = terrainRule(battle, state.terrain);
        terrain_[std::size_t(s)] = (t.clearForArtillery ? 1 : 0) | (t.blocksSight ? 2 : 0);
    }
    orientations_.reserve(std::size_t(n));
    for (int i = 0; i < n; ++i) {
        const Unit& u = battle.units[std::size_t(i)];
        const Unit* line = nullptr;
        if (isArtillery(u.arm) && u.hexes.size() == 1)
            for (int j : at(u.hexes[0]))
                if (takesLineFacing(u, battle.units[std::size_t(j)])) {
                    line = &battle.units[std::size_t(j)];
                    break;
                }
        orientations_.push_back(line ? orientationWithLine(g, u, *line) : lb::orientation(g, u));
    }
}

std::span<const int> Board::at(Hex h) const {
    const int s = slot(h);
    if (s < 0) return {};
    return {units_.data() + start_[std::size_t(s)],
            std::size_t(start_[std::size_t(s) + 1] - start_[std::size_t(s)])};
}

int Board::topCombat(Hex h) const {
    const int s = slot(h);
    return s < 0 ? -1 : topCombat_[std::size_t(s)];
}

const Orientation& Board::stackOrientation(int unit, Hex h) const {
    const int top = topCombat(h);
    // A leader has no front of its own and takes none from the stack: it never fires.
    if (!isCombat(this->unit(unit).arm)) return orientation(unit);
    if (top >= 0 && top != unit && orientation(top).at(h)) return orientation(top);
    return orientation(unit);
}

bool Board::clearForArtillery(Hex h) const {
    const int s = slot(h);
    return s >= 0 && (terrain_[std::size_t(s)] & 1) != 0;
}

std::string Board::id(Hex h) const {
    const int d = grid().idDigits();
    const int limit = d == 2 ? 100 : 1000;
    if (h.col < 0 || h.row < 0 || h.col >= limit || h.row >= limit) return grid().id(h);
    char buf[6];
    int k = 0;
    for (int v : {h.col, h.row}) {
        if (d == 3) buf[k++] = char('0' + v / 100);
        buf[k++] = char('0' + (v / 10) % 10);
        buf[k++] = char('0' + v % 10);
    }
    return std::string(buf, std::size_t(k));
}

bool Board::blocksSight(Hex h) const {
    const int s = slot(h);
    return s >= 0 && (terrain_[std::size_t(s)] & 2) != 0;
}

} // namespace cdo::lb
