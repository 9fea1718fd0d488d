// Words a player can read aloud for La Bataille's answers beyond one ruling (Engine::explain
// covers rulings and measures): combined fire, zones of influence, opportunity fire and
// retreat before melee. The CLI prints them; the app shows the same text.
#pragma once

#include "core/la_bataille/combine.h"
#include "core/la_bataille/melee.h"
#include "core/la_bataille/orientation.h"

#include <string>

namespace cdo::lb {

std::string explain(const Board& board, Hex target, const Combination& c);
std::string explain(const Board& board, const Zones& zones);
std::string explain(const Board& board, const OpportunityRuling& r);
std::string explain(const Board& board, const RetreatRuling& r);
// Why `firer` is not ruled at hex `h`: it stands there (its stack's top would be named as its
// own target). Empty when it does not stand in `h`.
std::string ownHexWords(const Board& board, int firer, Hex h);

} // namespace cdo::lb
