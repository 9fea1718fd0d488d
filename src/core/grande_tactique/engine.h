// Grande Tactique behind the core's Engine interface: a Table built once from the scenario,
// and the rulings of rulings.h, explain.h and draw.h.
#pragma once

#include "core/engine.h"
#include "core/grande_tactique/battery.h"
#include "core/grande_tactique/move.h"
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

    // The turn (G8, G9). Not on cdo::Engine: what a move uses, and a battery's states and PIP
    // costs, are this ruleset's own vocabulary (La Bataille counts hexes and movement points,
    // and has no such battery states), and a neutral result type for both would be a guess
    // until a second ruleset answers them. Faces ask for this engine with asGrandeTactique()
    // and refuse other rulesets in words of their own.
    MoveRuling move(int unit, Pose to) const { return gt::move(table_, unit, to); }
    ActionRuling act(int unit, BatteryAction action, int by = -1) const {
        return gt::act(table_, unit, action, by);
    }
    ChargeOutcome chargeOutcome(int guns, bool passed) const {
        return gt::chargeOutcome(table_, guns, passed);
    }

    Ruleset ruleset() const override { return Ruleset::GrandeTactique; }
    const Scenario& scenario() const override { return table_.scenario(); }
    int unitIndex(std::string_view id) const override { return table_.unitIndex(id); }
    RulingPtr rule(int firer, int target) const override;
    std::vector<RulingPtr> rulingsFor(int firer) const override;
    std::vector<RulingPtr> validTargets(int firer) const override;
    DependentTargets validTargetsDepending(int firer) const override;
    Measure measure(int a, int b) const override;
    bool enemies(int a, int b) const override;
    std::vector<int> unitsNear(Vec2 at, double radius) const override;
    std::vector<EvidenceLine> evidence(const cdo::Ruling& ruling) const override;
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
// The Grande Tactique engine behind the interface, or null for another ruleset's (or a stand-in
// put in place with setEngine).
const Engine* asGrandeTactique(const cdo::Engine& engine);

} // namespace cdo::gt
