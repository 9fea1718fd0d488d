// The text of `coupdoeil-cli roster`: an army list as a reader wants it. Presentation, so it
// lives with the command line; io reads the list and sums its frontage.
#pragma once

#include "io/army_list.h"

#include <string>

namespace cdo::cli {

// The command tree with generals, ratings, each command's battalions, squadrons, guns and men,
// its Plan and units (kind, numbers, nation, arrival, sources, notes); arrivals, nations, units by
// type, total frontage (each unit's base in its listed formation, Grande Tactique defaults where
// no size is given). A filtered list (io::filterArmyList) gives the summary of that part.
std::string rosterSummary(const io::ArmyList& list);

} // namespace cdo::cli
