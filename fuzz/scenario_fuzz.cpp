// libFuzzer harness for the scenario loader: any text either is refused with a LoadError or
// loads; what loads saves to a text that loads back and saves to the very same text (saving is
// stable), and the engine made from it answers rulingsFor() for its first units. Any other
// exception, a crash, a sanitizer report or a hang is a finding (tools/fuzz).
#include "core/engine.h"
#include "io/scenario_io.h"

#include "fuzz_check.h"

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <stdexcept>
#include <string>
#include <string_view>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    using namespace cdo;
    const std::string_view text(reinterpret_cast<const char*>(data), size);
    io::ScenarioDocument doc;
    try {
        doc = io::loadScenarioText(text, "fuzz.yaml");
    } catch (const io::LoadError&) {
        return 0; // refused, with its line and column: what a bad file should get
    }
    const std::string first = io::scenarioToYaml(doc);
    io::ScenarioDocument again;
    try {
        again = io::loadScenarioText(first, "saved.yaml");
    } catch (const io::LoadError& e) {
        fuzz::finding("a saved scenario does not load back", first, e.what());
    }
    const std::string second = io::scenarioToYaml(again);
    if (second != first)
        fuzz::finding("saving is not stable (save, load, save differ)", first, second);

    // What loads saves: every kept key as it was read (io::verifiedScenarioText refuses a
    // text that would load back different). Only a file over the size limit may be refused.
    try {
        io::verifiedScenarioText(doc, "fuzz.yaml");
    } catch (const std::runtime_error& e) {
        if (std::string_view(e.what()).find("bytes, over the") == std::string_view::npos)
            fuzz::finding("a scenario that loads cannot be saved", first, e.what());
    }

    std::unique_ptr<Engine> engine;
    try {
        engine = makeEngine(doc.scenario);
    } catch (const UnsupportedRuleset&) {
        return 0; // la-bataille: no rulings yet, refused in one message
    }
    const int n = std::min<int>(3, int(doc.scenario.units.size()));
    for (int i = 0; i < n; ++i)
        engine->rulingsFor(i);
    return 0;
}
