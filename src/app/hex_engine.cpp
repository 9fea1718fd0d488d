#include "app/hex_engine.h"

#include "app/hex_tool.h"

#include <algorithm>

namespace cdo::app {

CounterLook::AsTarget targetMark(const Ruling& r) {
    using A = CounterLook::AsTarget;
    if (r.valid) return A::Valid;
    const std::vector<Term> reasons = r.reasonTerms();
    const bool onlyNotClosest =
        !reasons.empty() && std::all_of(reasons.begin(), reasons.end(),
                                        [](const Term& t) { return t.code == "not-closest"; });
    return onlyNotClosest ? A::NotClosest : A::Invalid;
}

std::vector<CounterLook> targetLooks(const Engine& engine, const lb::Battle& battle, int firer) {
    std::vector<CounterLook> looks(battle.units.size());
    if (firer < 0) return looks;
    for (const RulingPtr& r : engine.rulingsFor(firer)) {
        const int t = engine.unitIndex(r->target);
        if (t < 0 || t == firer || std::size_t(t) >= looks.size() || !engine.enemies(firer, t))
            continue;
        looks[std::size_t(t)].asTarget = std::max(looks[std::size_t(t)].asTarget, targetMark(*r));
    }
    return looks;
}

HexRuling ruleAtHex(const Engine& engine, const lb::Battle& battle, int firer, lb::Hex target) {
    // The top enemy in the hex, combat counters before leaders: the unit the engine rules on.
    for (const int t : countersIn(battle, target))
        if (t != firer && engine.enemies(firer, t)) return {engine.rule(firer, t), {}};
    return {nullptr, "No enemy in hex " + battle.grid.id(target) + ": nothing to fire at there."};
}

std::vector<lb::Hex> zoneOfInfluence(const Engine&, int) {
    return {};
}

bool zonesKnown(const Engine&) {
    return false;
}

} // namespace cdo::app
