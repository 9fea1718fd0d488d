// libFuzzer harness for the army-list loader: any text either is refused with a LoadError or
// loads; what loads saves to a text that loads back and saves to the very same text. Any other
// exception, a crash, a sanitizer report or a hang is a finding (tools/fuzz).
#include "io/army_list.h"
#include "io/scenario_io.h"

#include "fuzz_check.h"

#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    using namespace cdo;
    const std::string_view text(reinterpret_cast<const char*>(data), size);
    io::ArmyList list;
    try {
        list = io::loadArmyListText(text, "fuzz.yaml");
    } catch (const io::LoadError&) {
        return 0;
    }
    const std::string first = io::armyListToYaml(list);
    io::ArmyList again;
    try {
        again = io::loadArmyListText(first, "saved.yaml");
    } catch (const io::LoadError& e) {
        fuzz::finding("a saved army list does not load back", first, e.what());
    }
    const std::string second = io::armyListToYaml(again);
    if (second != first)
        fuzz::finding("saving is not stable (save, load, save differ)", first, second);
    return 0;
}
