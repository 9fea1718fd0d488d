#include "core/engine.h"

#include "core/grande_tactique/engine.h"
#include "core/la_bataille/engine.h"

#include <map>
#include <mutex>

namespace cdo {

namespace {

// "only grande-tactique is", "only grande-tactique and la-bataille are": the built-in rulesets
// other than the refused one (a stand-in may have removed one with setEngine).
std::string othersWithRulings(Ruleset refused) {
    std::vector<std::string_view> names;
    for (Ruleset r : allRulesets)
        if (r != refused) names.push_back(toString(r));
    if (names.empty()) return "no ruleset has rulings";
    std::string out = "only ";
    for (std::size_t i = 0; i < names.size(); ++i) {
        if (i > 0) out += i + 1 == names.size() ? " and " : ", ";
        out += names[i];
    }
    return out + (names.size() == 1 ? " is" : " are");
}

} // namespace

std::vector<EvidenceLine> Engine::evidence(const Ruling& ruling) const {
    // An engine that words only explain(): its lines, the first the verdict, the rest evidence
    // at the depth their indentation says.
    std::vector<EvidenceLine> lines;
    const std::string text = explain(ruling);
    std::size_t start = 0;
    while (start < text.size()) {
        std::size_t end = text.find('\n', start);
        if (end == std::string::npos) end = text.size();
        std::size_t spaces = start;
        while (spaces < end && text[spaces] == ' ')
            ++spaces;
        const int depth = int(spaces - start) / 2;
        lines.push_back({lines.empty() ? Tone::Verdict : Tone::Number,
                         std::string(std::string(std::size_t(spaces - start) % 2, ' ') +
                                     text.substr(spaces, end - spaces)),
                         depth});
        start = end + 1;
    }
    return lines;
}

UnsupportedRuleset::UnsupportedRuleset(Ruleset ruleset)
    : std::runtime_error("rulings for the " + std::string(toString(ruleset)) +
                         " ruleset are not available yet; " + othersWithRulings(ruleset)),
      ruleset_(ruleset) {}

namespace {

// The rulesets built in, and any replacement a caller has set. Guarded: a face may ask from
// more than one thread (the app's autosave, a test runner).
struct Registry {
    std::mutex mutex;
    std::map<Ruleset, EngineFactory> factories{
        {Ruleset::GrandeTactique,
         [](const Scenario& s) -> std::unique_ptr<Engine> { return gt::makeEngine(s); }},
        {Ruleset::LaBataille,
         [](const Scenario& s) -> std::unique_ptr<Engine> { return lb::makeEngine(s); }},
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
        const auto it = r.factories.find(scenario.ruleset());
        if (it != r.factories.end()) factory = it->second;
    }
    if (!factory) throw UnsupportedRuleset(scenario.ruleset());
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
