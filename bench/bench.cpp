// coupdoeil-bench: the engine's speed on generated tables of 100 to 800 bases.
// Two modes, as the rulings issue asks: full rulings (every battery against every other unit,
// sight lines for every pair) and valid targets only (sight lines only where arc and range
// pass). Figures are medians of repeated passes on one core, through the Engine interface
// that the CLI and the app call (core/engine.h), so they are what the faces get.
#include "core/engine.h"
#include "core/grande_tactique/generate.h"

#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <cstring>
#include <functional>
#include <vector>

using namespace cdo;
using Clock = std::chrono::steady_clock;

namespace {

// Median milliseconds of `pass`, repeated for at least `budget` seconds (and 5 passes).
double medianMs(const std::function<std::size_t()>& pass, double budget, std::size_t* sink) {
    std::vector<double> times;
    const auto start = Clock::now();
    while (times.size() < 5 ||
           std::chrono::duration<double>(Clock::now() - start).count() < budget) {
        const auto t0 = Clock::now();
        *sink += pass();
        times.push_back(std::chrono::duration<double, std::milli>(Clock::now() - t0).count());
        if (times.size() >= 2000) break;
    }
    std::sort(times.begin(), times.end());
    return times[times.size() / 2];
}

} // namespace

int main(int argc, char** argv) {
    double budget = 1.0;
    std::vector<int> sizes{100, 200, 400, 800};
    for (int i = 1; i < argc; ++i) {
        if (!std::strcmp(argv[i], "--quick"))
            budget = 0.1;
        else if (!std::strcmp(argv[i], "--help")) {
            std::printf("usage: coupdoeil-bench [--quick]\n");
            return 0;
        } else {
            std::fprintf(stderr, "coupdoeil-bench: unknown option '%s'\n", argv[i]);
            return 2;
        }
    }
    std::size_t sink = 0;
    std::printf("Coup d'oeil engine benchmark (one core, medians; generated tables, seed 1809,\n"
                "120\" x 72\" for 400 bases, scaled at the same density)\n\n");
    std::printf("%6s %9s %9s %7s %8s %11s %12s %10s %12s %8s\n", "bases", "table", "batteries",
                "pairs", "terrain", "build (ms)", "full (ms)", "us/pair", "valid (ms)", "valid");
    double prevFull = 0, prevValid = 0;
    int prevN = 0;
    std::vector<std::string> growth;
    for (int n : sizes) {
        gt::GeneratedTable g;
        g.bases = n;
        const Scenario s = gt::generateTable(g);
        std::vector<int> batteries;
        for (std::size_t i = 0; i < s.units.size(); ++i)
            if (isArtillery(s.units[i].type)) batteries.push_back(int(i));
        const double buildMs =
            medianMs([&] { return makeEngine(s)->scenario().units.size(); }, budget, &sink);
        const std::unique_ptr<Engine> engine = makeEngine(s);
        std::size_t pairs = 0, valid = 0;
        for (int b : batteries) {
            pairs += engine->rulingsFor(b).size();
            valid += engine->validTargets(b).size();
        }
        const double fullMs = medianMs(
            [&] {
                std::size_t k = 0;
                for (int b : batteries)
                    k += engine->rulingsFor(b).size();
                return k;
            },
            budget, &sink);
        const double validMs = medianMs(
            [&] {
                std::size_t k = 0;
                for (int b : batteries)
                    k += engine->validTargets(b).size();
                return k;
            },
            budget, &sink);
        char size[32];
        std::snprintf(size, sizeof size, "%.0fx%.0f", s.tableWidth, s.tableDepth);
        std::printf("%6d %9s %9zu %7zu %8zu %11.3f %12.3f %10.3f %12.3f %8zu\n", n, size,
                    batteries.size(), pairs, s.terrain.size(), buildMs, fullMs,
                    1000.0 * fullMs / double(pairs), validMs, valid);
        if (prevN) {
            const double r = double(n) / prevN;
            char line[200];
            std::snprintf(line, sizeof line,
                          "  %d -> %d bases (x%.0f): full x%.2f (pairs x%.2f), valid x%.2f "
                          "(n log n would be x%.2f)",
                          prevN, n, r, fullMs / prevFull, r * r, validMs / prevValid,
                          r * std::log(double(n)) / std::log(double(prevN)));
            growth.push_back(line);
        }
        prevN = n;
        prevFull = fullMs;
        prevValid = validMs;
    }
    std::printf("\nGrowth:\n");
    for (const auto& g : growth)
        std::printf("%s\n", g.c_str());
    std::printf("\nTargets for 400 bases: full rulings < 20 ms, valid targets < 2 ms.\n");
    return sink == 0 ? 1 : 0;
}
