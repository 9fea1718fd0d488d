// A large made-up table for --bench-frames: two sides facing each other across terrain.
// Deterministic for a seed on every platform (no std:: distributions, whose output the
// standard leaves to each library).
#pragma once

#include "core/model.h"

#include <cstdint>

namespace cdo::app {

struct GeneratedTable {
    int bases = 400;
    int batteries = 40; // of the bases, foot and horse artillery
    std::uint32_t seed = 1809;
};

// A 120" × 72" table; half the bases on each side (french near, austrian far), in ranks of
// infantry, cavalry on the wings, batteries spread along the front, a general per brigade;
// hills with tops, woods, BUAs, two roads, a river and a few walls, none under a base.
Scenario generateTable(const GeneratedTable& g = {});

} // namespace cdo::app
