// Rulings and measures as JSON (shared spec: cli.md). Keys of the spec first, then the
// evidence: margins, sight lines and their blockers, enfilade lines, readings, close calls.
// Every ruling has the common keys (firer, target, valid, reasons, close calls, readings); a
// ruleset's own keys come from its part of the ruling.
#pragma once

#include "core/grande_tactique/battery.h"
#include "core/grande_tactique/move.h"
#include "core/la_bataille/combine.h"
#include "core/la_bataille/melee.h"
#include "core/la_bataille/orientation.h"
#include "core/ruling.h"

#include <string>
#include <vector>

namespace cdo::io {

std::string toJson(const Ruling& ruling);
std::string toJson(const std::vector<RulingPtr>& rulings); // a JSON array, one ruling per line
std::string toJson(const Measure& measure);
// The turn (cli.md, "The turn"): a move's measure and a battery action, with exactly the keys
// cli.md lists.
std::string toJson(const gt::MoveRuling& move);
std::string toJson(const gt::ActionRuling& action);
// La Bataille's other answers (cli.md, La Bataille): hexes by their printed ids, units by id.
std::string toJson(const lb::Battle& battle, lb::Hex target, const lb::Combination& c);
std::string toJson(const lb::Battle& battle, const lb::Zones& zones); // side -> sorted ids
std::string toJson(const lb::Battle& battle, const lb::OpportunityRuling& r);
std::string toJson(const lb::Battle& battle, const lb::RetreatRuling& r);
// Quoted and escaped: control characters as \u00NN, and any byte that is not part of valid
// UTF-8 as U+FFFD, so the result is always valid JSON.
std::string jsonString(std::string_view text);
// At most four decimals, trailing zeros dropped, exact for any finite double (1e45 is written
// in its 46 digits); null for infinity and NaN, which JSON cannot hold.
std::string jsonNumber(double v);

} // namespace cdo::io
