// The La Bataille map with its counters indexed once (for the engine and the benchmark's 400
// units): the units in each hex in stack order, each hex's top combat unit, which hexes are
// held, whether each counts as clear for artillery, and every unit's orientation. Built in
// O(hexes + units); every question after that is an array look-up.
#pragma once

#include "core/la_bataille/model.h"
#include "core/la_bataille/orientation.h"
#include "core/la_bataille/rules.h"
#include "core/la_bataille/sight.h"

#include <span>
#include <string>
#include <vector>

namespace cdo::lb {

class Board {
  public:
    explicit Board(const Battle& battle, const LaBatailleRules& rules = laBataille());
    // It reads the battle and the rules it was made from: temporaries are refused.
    explicit Board(const Battle&& battle, const LaBatailleRules& rules = laBataille()) = delete;
    Board(const Battle& battle, const LaBatailleRules&& rules) = delete;

    const Battle& battle() const { return *battle_; }
    const HexGrid& grid() const { return battle_->grid; }
    const LaBatailleRules& rules() const { return *rules_; }
    const Unit& unit(int i) const { return battle_->units[std::size_t(i)]; }
    int unitCount() const { return int(battle_->units.size()); }

    // The units in a hex, top first (lowest `stack`, then battle order); empty off the map.
    std::span<const int> at(Hex h) const;
    // The top combat unit of a hex (L1: a stack's orientation is its), or -1.
    int topCombat(Hex h) const;
    // Every hex that holds a unit, sorted.
    const std::vector<Hex>& occupied() const { return occupied_; }
    // terrainRule(...).clearForArtillery of the hex's terrain (L0, L5).
    bool clearForArtillery(Hex h) const;
    bool blocksSight(Hex h) const;
    // The unit's own orientation (L1's table, or the infantry line's for a battery with one).
    const Orientation& orientation(int unit) const { return orientations_[std::size_t(unit)]; }
    // The orientation `unit` fires through in `h`: the stack's, which is its top combat unit's
    // (L1), the same one its zone of influence is drawn from; the unit's own when it is the top
    // or there is none.
    const Orientation& stackOrientation(int unit, Hex h) const;
    // L3's own index of the map (elevations, terrain, blockers), for rulings of many pairs.
    const SightIndex& sight() const { return sight_; }
    // grid().id(h), without its temporaries (a ruling names two hexes).
    std::string id(Hex h) const;

  private:
    int slot(Hex h) const {
        return grid().contains(h) ? (h.col - 1) * grid().rows + (h.row - 1) : -1;
    }

    const Battle* battle_;
    const LaBatailleRules* rules_;
    std::vector<int> start_; // per slot, into units_; one more than the slots
    std::vector<int> units_;
    std::vector<int> topCombat_;
    std::vector<unsigned char> terrain_; // bit 0: clear for artillery; bit 1: blocks sight
    std::vector<Hex> occupied_;
    std::vector<Orientation> orientations_;
    SightIndex sight_;
};

} // namespace cdo::lb
