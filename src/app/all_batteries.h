// The "all batteries" view (Grande Tactique): every battery's valid targets at once, each
// battery numbered and drawn in its own colour and dash so that its lines are told apart
// without colour. The targets are the engine's `validTargets()`, the VALID lines of
// `coupdoeil-cli targets`; the app computes them once per change of the table (App::updateCaches),
// never per frame.
#pragma once

#include "app/camera.h"
#include "core/engine.h"
#include "core/grande_tactique/table.h"

#include <SFML/Graphics/Color.hpp>

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

// How battery number `number` is drawn: one of seven colours safe for colour-blind eyes
// (Okabe and Ito's), and one of three dash patterns (solid, long dashes, short dashes) that
// changes every seven batteries; the number itself is written on every line.
struct BatteryStyle {
    sf::Color colour;
    float dash = 0; // 0: solid; else the dash length in pixels
};
BatteryStyle batteryStyle(int number);

// The lines, from each battery's front edge to each valid target's centre, over a dark band so
// they read on the cloth; the battery's number in a chip of its colour on each line near the
// target, and on the battery.
void drawAllBatteries(Scene& scene, const Camera& cam, const gt::Table& table,
                      std::span<const BatteryTargets> all);

} // namespace cdo::app
