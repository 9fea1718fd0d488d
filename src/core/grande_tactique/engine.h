// Grande Tactique behind the core's Engine interface: a Table built once from the scenario,
// and the rulings of rulings.h, explain.h and draw.h.
#pragma once

#include "core/engine.h"
#include "core/grande_tactique/rules.h"
#include "core/grande_tactique/ruling.h"
#include "core/grande_tactique/table.h"

#include <memory>

namespace cdo::gt {

class Engine final : public cdo::Engine {
  public:
    explicit Engine(const Scenario& scenario, const GrandeTactiqueRules& rules = grandeTactique())
        : table_(scenario, rules) {}
    // It reads the scenario and the rules it was made from: temporaries are refused.
    explicit Engine(const Scenario&& scenario,
                    const GrandeTactiqueRules& rules = grandeTactique()) = delete;
    Engine(const Scenario& scenario, const GrandeTactiqueRules&& rules) = delete;

    // For what only Grande Tactique has (bases and their corners, for drawing and snapping).
    const Table& table() const { return table_; }

    Ruleset ruleset() const override { return Ruleset::GrandeTactique; }
    const Scenario& scenario() const override { return table_.scenario(); }
    RulingPtr rule(int firer, int target) const override;
    std::vector<RulingPtr> rulingsFor(int firer) const override;
    std::vector<RulingPtr> validTargets(int firer) const override;
    Measure measure(int a, int b) const override;
    bool enemies(int a, int b) const override;
    std::vector<int> unitsNear(Vec2 at, double radius) const override;
    std::string explain(const cdo::Ruling& ruling) const override;
    std::string summary(const cdo::Ruling& ruling) const override;
    std::string explain(const Measure& measure) const override;
    void drawReach(int firer, DebugDraw& draw) const override;
    void drawRuling(const cdo::Ruling& ruling, DebugDraw& draw) const override;

  private:
    Table table_;
};

std::unique_ptr<cdo::Engine> makeEngine(const Scenario& scenario);
std::unique_ptr<cdo::Engine> makeEngine(const Scenario&& scenario) = delete;

// The Grande Tactique part of a ruling made by any engine, or null for another ruleset's.
const Ruling* asGrandeTactique(const cdo::Ruling& ruling);

} // namespace cdo::gt
