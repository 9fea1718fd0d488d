// A Grande Tactique ruling in the ruling panel's words: what blocked a line, where a line runs,
// why sight is clear above lines that are blocked, the modifiers and readings. Words a player
// reads at the table, never the engine's codes ("bua", "vertex 0", "g2-crest-hides"). The
// verdict and the numbers stay the engine's. Display-free.
#pragma once

#include "core/grande_tactique/ruling.h"
#include "core/model.h"

#include <string>

namespace cdo::app {

// "the woods bois-de-la-garenne", "the built-up area aderklaa", "IR 15" (a base, by its name),
// "the hill top of windmill-hill"; a piece whose id only repeats its kind is "the woods".
std::string blockerWords(const gt::Blocker& blocker, const Scenario& s);
// "front-left corner to the target's rear-right corner", "front-right corner to corner 1 of
// the feature the target holds".
std::string sightLineWords(const gt::SightLine& line);
// "Sight: clear", with, when some lines were blocked, which lines made it clear and that the
// blocked ones were tried too: "Sight: clear by 2 clear lines (6 others, tried first, are
// blocked)"; "Sight: blocked (8 lines tried, none clear)" .
std::string sightHeading(const gt::Ruling& r);
// "long range +1"
std::string modifierWords(const gt::Modifier& m);

} // namespace cdo::app
