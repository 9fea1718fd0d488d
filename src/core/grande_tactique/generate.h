// A large made-up table for benchmarks (tools/bench, coupdoeil --bench-frames): two sides in
// ranks facing each other across a band of terrain. Deterministic for a seed on every
// platform (no std:: distributions, whose output the standard leaves to each library).
#pragma once

#include "core/model.h"

#include <cstdint>

namespace cdo::gt {

struct GeneratedTable {
    int bases = 400;
    int batteries = -1; // of the bases, foot and horse artillery; -1: a tenth of them
    std::uint32_t seed = 1809;
};

// The table grows with the bases at a fixed density: 120" × 72" for 400 (a 10' × 6' table),
// √(bases/400) times that on each side otherwise. Half the bases on each side (french near,
// austrian far), in ranks 4" apart in the row and 3" between rows, the front ranks 9" apart:
// infantry, cavalry on the wings, batteries spread along the front rank, a general now and
// then; hills with tops, woods, towns, two roads, a river and walls in the middle band, none
// under a base.
Scenario generateTable(const GeneratedTable& g = {});

} // namespace cdo::gt
