#include "app/lb/hex_engine.h"

#include "app/lb/hex_tool.h"
#include "core/la_bataille/words.h"

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

std::vector<CounterLook> targetLooks(const Engine& engine, const lb::Battle& battle, int firer,
                                     const std::vector<RulingPtr>& rulings) {
    std::vector<CounterLook> looks(battle.units.size());
    if (firer < 0) return looks;
    for (const RulingPtr& r : rulings) {
        const int t = engine.unitIndex(r->target);
        if (t < 0 || t == firer || std::size_t(t) >= looks.size() || !engine.enemies(firer, t))
            continue;
        looks[std::size_t(t)].asTarget = std::max(looks[std::size_t(t)].asTarget, targetMark(*r));
    }
    return looks;
}

HexRuling ruleAtHex(const Engine& engine, const lb::Battle& battle, int firer, lb::Hex target) {
    if (const lb::Engine* e = lb::asLaBataille(engine)) {
        HexRuling out;
        // As coupdoeil-cli rule refuses it: its own hex's top would be named as its target.
        if (std::string why = lb::ownHexWords(e->board(), firer, target); !why.empty()) {
            out.none = std::move(why);
            return out;
        }
        const lb::Ruling* best = nullptr;
        for (const lb::Hex from : battle.units[std::size_t(firer)].hexes) {
            auto r = std::make_shared<const lb::Ruling>(e->ruleHex(firer, from, target));
            if (!best || lb::better(*r, *best)) {
                best = r.get();
                out.ruling = r;
            }
            out.fromEach.push_back(std::move(r));
        }
        return out;
    }
    // Any other engine rules unit against unit: the top enemy in the hex, combat counters
    // before leaders.
    for (const int t : countersIn(battle, target))
        if (t != firer && engine.enemies(firer, t)) {
            RulingPtr r = engine.rule(firer, t);
            return {r, {}, {r}};
        }
    return {
        nullptr, "No enemy in hex " + battle.grid.id(target) + ": nothing to fire at there.", {}};
}

std::vector<lb::Hex> zoneOfInfluence(const Engine& engine, int unit) {
    if (const lb::Engine* e = lb::asLaBataille(engine)) {
        const auto& units = e->scenario().lb().units;
        if (unit < 0 || std::size_t(unit) >= units.size()) return {};
        const lb::Zones zones = e->zoi();
        const auto it = zones.find(units[std::size_t(unit)].side);
        return it == zones.end() ? std::vector<lb::Hex>{} : it->second;
    }
    return {};
}

} // namespace cdo::app
