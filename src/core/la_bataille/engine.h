// La Bataille behind the core's Engine interface: a Board built once from the scenario's
// battle, and the rulings of fire.h, strength.h and combine.h. Unit-level questions (rule,
// rulingsFor, measure) are answered hex by hex and the best pair of hexes kept.
#pragma once

#include "core/engine.h"
#include "core/la_bataille/board.h"
#include "core/la_bataille/combine.h"
#include "core/la_bataille/orientation.h"
#include "core/la_bataille/ruling.h"

#include <memory>
#include <vector>

namespace cdo::lb {

class Engine final : public cdo::Engine {
  public:
    explicit Engine(const Scenario& scenario, const LaBatailleRules& rules = laBataille())
        : scenario_(&scenario), board_(scenario.lb(), rules) {}
    // It reads the scenario and the rules it was made from: temporaries are refused.
    explicit Engine(const Scenario&& scenario,
                    const LaBatailleRules& rules = laBataille()) = delete;
    Engine(const Scenario& scenario, const LaBatailleRules&& rules) = delete;

    const Board& board() const { return board_; }

    // What only La Bataille has (cli.md, La Bataille): a ruling from one hex of the firer, every
    // enemy-occupied hex from one firing hex, each side's zones of influence, combined fire.
    Ruling ruleHex(int firer, Hex firingHex, Hex targetHex) const;
    std::vector<Ruling> rulingsFromHex(int firer, Hex firingHex) const;
    // ruleHex at each of `targets`, not-closest worked out once (fire.h, rulingsAt).
    std::vector<Ruling> rulingsAt(int firer, Hex firingHex, const std::vector<Hex>& targets) const;
    Zones zoi() const { return zonesOfInfluence(board_); }
    Combination combine(Hex target, const std::vector<Hex>& firingHexes) const;
    Combination combineUnits(Hex target, const std::vector<int>& units) const;

    Ruleset ruleset() const override { return Ruleset::LaBataille; }
    const Scenario& scenario() const override { return *scenario_; }
    int unitIndex(std::string_view id) const override { return board_.battle().unitIndex(id); }
    // The best pair of the firer's hexes and the target's: valid first, then the shortest
    // range, then the first listed (lb-two-hex-firer when the firer stands in two).
    RulingPtr rule(int firer, int target) const override;
    std::vector<RulingPtr> rulingsFor(int firer) const override;
    std::vector<RulingPtr> validTargets(int firer) const override;
    // Hexes between the nearest hexes of the two units; contact when adjacent.
    Measure measure(int a, int b) const override;
    // Different sides, both combat formations (leaders are not).
    bool enemies(int a, int b) const override;
    // Units with a hex centre within radius + 1 of `at` (map coordinates), nearest first.
    std::vector<int> unitsNear(Vec2 at, double radius) const override;
    std::vector<EvidenceLine> evidence(const cdo::Ruling& ruling) const override;
    std::string explain(const cdo::Ruling& ruling) const override;
    std::string summary(const cdo::Ruling& ruling) const override;
    std::string explain(const Measure& measure) const override;
    // The front sides, the hexes of the field of fire within range, and the band limits.
    void drawReach(int firer, DebugDraw& draw) const override;
    void drawRuling(const cdo::Ruling& ruling, DebugDraw& draw) const override;

  private:
    // Rulings from one firing hex at every occupied hex, in board_.occupied() order.
    std::vector<Ruling> fromHexToAll(int firer, Hex firingHex) const;
    std::vector<Ruling> unitRulings(int firer) const;
    // The same for a firer in one hex, without ruling every hex first (see engine.cpp).
    std::vector<Ruling> oneHexRulings(int firer) const;

    const Scenario* scenario_;
    Board board_;
};

std::unique_ptr<cdo::Engine> makeEngine(const Scenario& scenario);
std::unique_ptr<cdo::Engine> makeEngine(const Scenario&& scenario) = delete;

// The La Bataille part of a ruling made by any engine, or null for another ruleset's.
const Ruling* asLaBataille(const cdo::Ruling& ruling);
// The La Bataille engine behind the interface, or null for another ruleset's (or a stand-in).
const Engine* asLaBataille(const cdo::Engine& engine);

} // namespace cdo::lb
