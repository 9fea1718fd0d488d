// The "all batteries" view (Grande Tactique): every battery's valid targets at once, each
// battery numbered and drawn in its own colour and dash so that its lines are told apart
// without colour. The targets are the engine's `validTargets()`, the VALID lines of
// `coupdoeil-cli targets`; the app computes them once per change of the table (App::updateCaches),
// never per frame.
#pragma once

#include "app/view/camera.h"
#include "core/engine.h"
#include "core/grande_tactique/table.h"

#include "app/platform/platform.h"

#include <optional>
#include <span>
#include <vector>

namespace cdo::app {

class Scene;

// One battery's answer: its index in the scenario, its number on the table (1, 2, ... in the
// scenario's order of batteries, kept whatever the answers) and the indices of its valid targets.
struct BatteryTargets {
    int battery = -1;
    int number = 0;
    std::vector<int> targets;
};

// Every artillery unit of the scenario, in its order, with the targets the engine says it may
// fire at now (none for limbered or silenced guns). Display-free.
std::vector<BatteryTargets> allBatteryTargets(const Engine& engine, const Scenario& s);

// The same answers kept across edits: after an edit that only moves or turns units, only the
// batteries whose answer the move can change are asked again. A battery is asked again when it
// moved itself, when the engine gave no box for its answer (Engine::validTargetsDepending), or
// when a moved unit's centre is inside that box before or after the move; all of them are
// asked when anything else changed (a unit added, removed, reordered or with any other field
// changed, a moved unit occupying a woods or BUA, the terrain, the table, the turn, another
// ruleset). The engine's promise for its box is argued beside gt::validTargets (rulings.cpp).
class AllBatteries {
  public:
    // Brings the answers up to date with the engine's scenario; the same as
    // allBatteryTargets(engine, engine.scenario()) (tests/app/gt/all_batteries_test.cpp).
    const std::vector<BatteryTargets>& update(const Engine& engine);
    const std::vector<BatteryTargets>& answers() const { return answers_; }
    // Forget everything: the next update asks every battery.
    void clear();
    // How many batteries the last update asked the engine about, and whether it asked all of
    // them because the edit was not a pure move (for tests and the frame bench).
    int recomputed() const { return recomputed_; }
    bool recomputedAll() const { return recomputedAll_; }
    // How many times a battery was asked since this was made (the frame bench's count).
    long askedInAll() const { return asked_; }

  private:
    void recomputeAll(const Engine& engine);
    BatteryTargets ask(const Engine& engine, int battery, int number, std::optional<Box>& box);

    bool valid_ = false;
    std::vector<BatteryTargets> answers_;
    std::vector<std::optional<Box>> dependsOn_; // beside answers_
    Scenario was_; // the scenario the answers are for, without its La Bataille battle
    int recomputed_ = 0;
    long asked_ = 0;
    bool recomputedAll_ = false;
};

// How battery number `number` is drawn: one of seven colours safe for colour-blind eyes
// (Okabe and Ito's), and one of three dash patterns (solid, long dashes, short dashes) that
// changes every seven batteries; the number itself is written on every line.
struct BatteryStyle {
    Colour colour;
    float dash = 0; // 0: solid; else the dash length in pixels
};
BatteryStyle batteryStyle(int number);

// The lines, from each battery's front edge to each valid target's centre, over a dark band so
// they read on the cloth; the battery's number in a chip of its colour on each line near the
// target, and on the battery.
void drawAllBatteries(Scene& scene, const Camera& cam, const gt::Table& table,
                      std::span<const BatteryTargets> all);

} // namespace cdo::app
