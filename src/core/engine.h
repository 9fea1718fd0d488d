// The seam between the faces and the rulesets. Every face (the CLI, the app) holds an Engine
// made by makeEngine() for the scenario's ruleset and asks it every question the rules decide:
// rulings, valid targets, distances, who is an enemy, what lies near a point, the words that
// explain a ruling and the lines that show it. No face branches on the ruleset for any of these,
// so two faces can never disagree. Each ruleset lives in its own folder (grande_tactique/) and
// implements this class; its own numbers live in one table there.
#pragma once

#include "core/debug_draw.h"
#include "core/model.h"
#include "core/ruling.h"

#include <functional>
#include <memory>
#include <optional>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

namespace cdo {

class Engine {
  public:
    virtual ~Engine() = default;

    virtual Ruleset ruleset() const = 0;
    // The scenario the engine was made from (it reads it; it does not copy it).
    virtual const Scenario& scenario() const = 0;
    // Index of a unit in the ruleset's list of units (scenario().gt().units, or for La Bataille
    // scenario().lb().units), or -1.
    virtual int unitIndex(std::string_view id) const = 0;

    // One firer and one target (unit indices): the whole ruling, with every piece of evidence
    // computed even where it does not decide (the JSON lists it all).
    virtual RulingPtr rule(int firer, int target) const = 0;
    // Rulings against every other unit, in scenario order.
    virtual std::vector<RulingPtr> rulingsFor(int firer) const = 0;
    // Only the units the firer may fire at now, in scenario order: what the app colours.
    virtual std::vector<RulingPtr> validTargets(int firer) const = 0;
    // The same, with a box outside which no move can change the answer: it stays the same after
    // any edit that only moves or turns units other than the firer, none occupying a feature,
    // whose centres (Unit::at) are outside the box before and after. Empty (nullopt): it may
    // depend on anything, and a face that keeps answers must ask again after every edit.
    struct DependentTargets {
        std::vector<RulingPtr> rulings;
        std::optional<Box> dependsOn;
    };
    virtual DependentTargets validTargetsDepending(int firer) const {
        return {validTargets(firer), std::nullopt};
    }
    // The distance between two units as the ruleset measures it.
    virtual Measure measure(int a, int b) const = 0;

    // Questions the editor asks. Enemies: units the rules let fight each other.
    virtual bool enemies(int a, int b) const = 0;
    // Units whose footprint comes within `radius` of `at`, nearest first (ties by index).
    virtual std::vector<int> unitsNear(Vec2 at, double radius) const = 0;

    // Words a player can read aloud: a ruling in full, a ruling in one line, a measure.
    // evidence() is the ruling in full as lines with a tone each, the one wording every face
    // prints (the command line's text, the app's ruling panel and picture); explain() is the
    // same lines as text (toText). An engine that words only explain() gets its lines split.
    virtual std::vector<EvidenceLine> evidence(const Ruling& ruling) const;
    virtual std::string explain(const Ruling& ruling) const = 0;
    virtual std::string summary(const Ruling& ruling) const = 0;
    virtual std::string explain(const Measure& measure) const = 0;

    // The evidence as lines and polygons in table inches: the firer's reach (arc and range
    // bands, or field of fire), and what a ruling drew.
    virtual void drawReach(int firer, DebugDraw& draw) const = 0;
    virtual void drawRuling(const Ruling& ruling, DebugDraw& draw) const = 0;

  protected:
    Engine() = default;
    Engine(const Engine&) = delete; // an engine is held by pointer to its interface
    Engine& operator=(const Engine&) = delete;
};

// Thrown by makeEngine for a scenario whose ruleset has no rulings yet. Every face shows its
// message as it is, so the CLI and the app refuse such a file in the same words.
class UnsupportedRuleset : public std::runtime_error {
  public:
    explicit UnsupportedRuleset(Ruleset ruleset);
    Ruleset ruleset() const { return ruleset_; }

  private:
    Ruleset ruleset_;
};

// The engine for `scenario.ruleset()`. It reads the scenario for as long as it lives, so a
// temporary is refused at compile time: keep the scenario alive beside the engine.
std::unique_ptr<Engine> makeEngine(const Scenario& scenario);
std::unique_ptr<Engine> makeEngine(const Scenario&& scenario) = delete;

// What makes an engine for one ruleset. The built-in ones are known to makeEngine; setEngine
// replaces the one for a ruleset (a test's stand-in, a house-ruled variant) and returns the one
// it replaced, empty when there was none, so that it can be put back.
using EngineFactory = std::function<std::unique_ptr<Engine>(const Scenario&)>;
EngineFactory setEngine(Ruleset ruleset, EngineFactory factory);

} // namespace cdo
