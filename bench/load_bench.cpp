// coupdoeil-load-bench: how long a 10 MB file takes to load, the way `coupdoeil-cli check`
// loads it (io::readFile, then the scenario or army-list loader), for issue 13's "a 10 MB file
// in about a second". Two generated files of 10,000,000 bytes or a little more:
//  - a scenario: 20,000 units (the most a scenario may hold), each with two unknown keys, a
//    wood of 1,000 corners, and unknown top-level keys for the rest;
//  - an army list: one corps of 100 divisions of 500 units, each with a long note.
// Times are medians of 5 loads, in wall and in CPU time of the process (on a shared machine
// wall time counts the other jobs too). Then a phone's photo turned upright by its EXIF
// orientation.
#include "core/limits.h"
#include "io/army_list.h"
#include "io/image_file.h"
#include "io/scenario_io.h"

#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <ctime>
#include <filesystem>
#include <fstream>
#include <functional>
#include <string>
#include <vector>

using namespace cdo;
namespace fs = std::filesystem;

namespace {

constexpr std::size_t target = 10'000'000;

std::string scenarioText() {
    std::string s = "coupdoeil: 1\ntable: {width: 1000, depth: 1000}\nterrain:\n"
                    "  - id: big-wood\n    kind: woods\n    outline: [";
    char buf[200];
    for (int i = 0; i < 1000; ++i) { // a star of 1,000 corners, radius 15 and 20
        const double r = i % 2 ? 20 : 15, a = 2 * M_PI * i / 1000;
        std::snprintf(buf, sizeof buf, "%s[%.6f, %.6f]", i ? ", " : "", 500 + r * std::cos(a),
                      500 + r * std::sin(a));
        s += buf;
    }
    s += "]\nunits:\n";
    const int side = 142; // 142 x 142 > 20,000 places, 990 / 142 inches apart
    for (int i = 0; i < int(limits::maxUnits); ++i) {
        std::snprintf(buf, sizeof buf,
                      "  - id: u%d\n    side: %s\n    type: infantry\n    at: [%.2f, %.2f]\n"
                      "    facing: 0\n    x-note: a note about unit %d, kept as it was\n"
                      "    x-data: {a: 1, b: [1, 2, 3], c: text}\n",
                      i, i % 2 ? "a" : "b", 5 + (i % side) * 990.0 / side,
                      5 + (i / side) * 990.0 / side, i);
        s += buf;
    }
    for (int i = 0; s.size() < target; ++i) {
        std::snprintf(buf, sizeof buf, "x-key-%d: an unknown value, %d\n", i, i);
        s += buf;
    }
    return s;
}

std::string armyListText() {
    std::string s = "coupdoeil-army: 1\narmy: \"Generated Corps\"\nside: french\n"
                    "battle: Wagram\ndate: 1809-07-05\nscale: grande-tactique\n"
                    "sources: [\"a generated list\"]\ncommand:\n  id: corps\n  name: \"Corps\"\n"
                    "  general: {id: marshal, name: \"Marshal\", rating: great}\n  commands:\n";
    char buf[400];
    int unit = 0;
    for (int d = 0; s.size() < target; ++d) {
        std::snprintf(buf, sizeof buf,
                      "    - id: div-%d\n      name: \"Division %d\"\n"
                      "      general: {id: gen-%d, name: \"General %d\", rating: ordinary}\n"
                      "      units:\n",
                      d, d, d, d);
        s += buf;
        for (int k = 0; k < 500 && s.size() < target; ++k, ++unit) {
            std::snprintf(buf, sizeof buf,
                          "        - {id: u%d, name: \"Regiment %d\", type: infantry, "
                          "battalions: 3, men: 1800, note: \"A regiment of three battalions, "
                          "one of many generated for the loading benchmark.\"}\n",
                          unit, unit);
            s += buf;
        }
    }
    return s;
}

double cpuSeconds() {
    timespec t{};
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &t);
    return double(t.tv_sec) + double(t.tv_nsec) / 1e9;
}

// Median wall and CPU seconds of 5 runs of `load`.
void measure(const char* what, const fs::path& file, const std::function<std::string()>& load) {
    std::vector<double> wall, cpu;
    std::string said;
    for (int i = 0; i < 5; ++i) {
        const auto w0 = std::chrono::steady_clock::now();
        const double c0 = cpuSeconds();
        said = load();
        cpu.push_back(cpuSeconds() - c0);
        wall.push_back(
            std::chrono::duration<double>(std::chrono::steady_clock::now() - w0).count());
    }
    std::sort(wall.begin(), wall.end());
    std::sort(cpu.begin(), cpu.end());
    std::printf("%-12s %9ju bytes  %6.2f s wall  %6.2f s CPU  (%s)\n", what,
                std::uintmax_t(fs::file_size(file)), wall[2], cpu[2], said.c_str());
}

// A phone's 4000 x 3000 photo turned upright by its EXIF orientation, as the app does once
// when it opens one (io::uprightPixels): median wall seconds of 5, a quarter turn (6) and a
// half turn (3).
void turnBench() {
    const unsigned w = 4000, h = 3000;
    std::vector<std::uint8_t> stored(std::size_t(w) * h * 4);
    for (std::size_t i = 0; i < stored.size(); ++i)
        stored[i] = std::uint8_t(i * 7);
    std::printf("\nA 4000 x 3000 photo turned upright (median of 5):\n");
    for (const int orientation : {6, 3}) {
        std::vector<double> wall;
        std::size_t sum = 0;
        for (int i = 0; i < 5; ++i) {
            const auto w0 = std::chrono::steady_clock::now();
            const io::Pixels p = io::uprightPixels(stored.data(), w, h, orientation, 1);
            wall.push_back(
                std::chrono::duration<double>(std::chrono::steady_clock::now() - w0).count());
            sum += p.rgba[p.rgba.size() / 2];
        }
        std::sort(wall.begin(), wall.end());
        std::printf("orientation %d (%s)  %6.3f s wall  (%zu)\n", orientation,
                    orientation == 6 ? "a quarter turn" : "a half turn", wall[2], sum);
    }
}

} // namespace

int main() {
    const fs::path dir = fs::temp_directory_path() / "coupdoeil-load-bench";
    fs::create_directories(dir);
    const fs::path scenario = dir / "scenario-10mb.yaml", list = dir / "army-list-10mb.yaml";
    std::ofstream(scenario, std::ios::binary) << scenarioText();
    std::ofstream(list, std::ios::binary) << armyListText();
    std::printf("Loading 10 MB files as `coupdoeil-cli check` does (median of 5):\n");
    try {
        measure("scenario", scenario, [&] {
            const io::ScenarioDocument d = io::loadScenarioText(io::readFile(scenario), "s");
            return std::to_string(d.scenario.gt().units.size()) + " units, " +
                   std::to_string(d.scenario.gt().terrain.size()) + " terrain entry";
        });
        measure("army list", list, [&] {
            const io::ArmyList l = io::loadArmyListText(io::readFile(list), "l");
            return std::to_string(io::allUnits(l).size()) + " units";
        });
    } catch (const std::exception& e) {
        std::fprintf(stderr, "coupdoeil-load-bench: %s\n", e.what());
        return 1;
    }
    fs::remove_all(dir);
    turnBench();
    return 0;
}
