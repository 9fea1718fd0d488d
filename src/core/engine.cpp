#include "core/engine.h"

#include "core/grande_tactique/engine.h"

#include <map>
#include <mutex>

namespace cdo {

UnsupportedRuleset::UnsupportedRuleset(Ruleset ruleset)
    : std::runtime_error("rulings for the " + std::string(toString(ruleset)) +
                         " ruleset are not available yet; only grande-tactique is"),
      ruleset_(ruleset) {}

namespace {

// The rulesets built in, and any replacement a caller has set. Guarded: a face may ask from
// more than one thread (the app's autosave, a test runner).
struct Registry {
    std::mutex mutex;
    std::map<Ruleset, EngineFactory> factories{
        {Ruleset::GrandeTactique,
         [](const Scenario& s) -> std::unique_ptr<Engine> { return gt::makeEngine(s); }},
    };
};

Registry& registry() {
    static Registry r;
    return r;
}

} // namespace

std::unique_ptr<Engine> makeEngine(const Scenario& scenario) {
    EngineFactory factory;
    {
        Registry& r = registry();
        const std::lock_guard lock(r.mutex);
        const auto it = r.factories.find(scenario.ruleset);
        if (it != r.factories.end()) factory = it->second;
    }
    if (!factory) throw UnsupportedRuleset(scenario.ruleset);
    return factory(scenario);
}

EngineFactory setEngine(Ruleset ruleset, EngineFactory factory) {
    Registry& r = registry();
    const std::lock_guard lock(r.mutex);
    EngineFactory previous;
    const auto it = r.factories.find(ruleset);
    if (it != r.factories.end()) previous = std::move(it->second);
    if (factory)
        r.factories[ruleset] = std::move(factory);
    else
        r.factories.erase(ruleset);
    return previous;
}

} // namespace cdo
