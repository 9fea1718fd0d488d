// Generated tables for benchmarks and the app's frame bench: two armies facing each other
// across a table whose area grows with the number of bases (the density of a real game).
#pragma once

#include "core/model.h"

#include <cstdint>

namespace cdo {

// About 10% batteries, 5% generals, the rest foot and horse; hills with tops, woods and towns.
// The same `bases` and `seed` always give the same table.
Scenario generateTable(int bases, std::uint32_t seed = 1);

} // namespace cdo
