#include "core/grande_tactique/engine.h"

#include "core/grande_tactique/draw.h"
#include "core/grande_tactique/explain.h"
#include "core/grande_tactique/rulings.h"

#include <algorithm>
#include <stdexcept>

namespace cdo::gt {

namespace {

// A ruling handed back by a face must be one this ruleset made.
const Ruling& own(const cdo::Ruling& ruling) {
    const Ruling* r = asGrandeTactique(ruling);
    if (!r) throw std::invalid_argument("not a Grande Tactique ruling");
    return *r;
}

} // namespace

const Ruling* asGrandeTactique(const cdo::Ruling& ruling) {
    return dynamic_cast<const Ruling*>(&ruling);
}

const Engine* asGrandeTactique(const cdo::Engine& engine) {
    return dynamic_cast<const Engine*>(&engine);
}

RulingPtr Engine::rule(int firer, int target) const {
    return std::make_shared<const Ruling>(gt::rule(table_, firer, target));
}

std::vector<RulingPtr> Engine::rulingsFor(int firer) const {
    return shareRulings(gt::rulingsFor(table_, firer));
}

std::vector<RulingPtr> Engine::validTargets(int firer) const {
    return shareRulings(gt::validTargets(table_, firer));
}

cdo::Engine::DependentTargets Engine::validTargetsDepending(int firer) const {
    Box box;
    DependentTargets out;
    out.rulings = shareRulings(gt::validTargets(table_, firer, box));
    out.dependsOn = box;
    return out;
}

Measure Engine::measure(int a, int b) const {
    return gt::measure(table_, a, b);
}

bool Engine::enemies(int a, int b) const {
    return table_.unit(a).unit->side != table_.unit(b).unit->side;
}

std::vector<int> Engine::unitsNear(Vec2 at, double radius) const {
    return table_.unitsNear(at, radius);
}

std::vector<EvidenceLine> Engine::evidence(const cdo::Ruling& ruling) const {
    return gt::evidence(own(ruling));
}

std::string Engine::explain(const cdo::Ruling& ruling) const {
    return gt::explain(own(ruling));
}

std::string Engine::summary(const cdo::Ruling& ruling) const {
    return gt::summary(own(ruling));
}

std::string Engine::explain(const Measure& measure) const {
    return gt::explain(measure);
}

void Engine::drawReach(int firer, DebugDraw& draw) const {
    gt::drawReach(table_, firer, draw);
}

void Engine::drawRuling(const cdo::Ruling& ruling, DebugDraw& draw) const {
    gt::drawRuling(table_, own(ruling), draw);
}

std::unique_ptr<cdo::Engine> makeEngine(const Scenario& scenario) {
    return std::make_unique<Engine>(scenario);
}

} // namespace cdo::gt
