// What the app asks of a La Bataille engine, in one place. Everything goes through
// cdo::Engine (rulingsFor, validTargets, rule, explain, drawReach, drawRuling); the questions
// only La Bataille has (the ruling at a hex, zones of influence) go through lb::Engine, and a
// stand-in engine (a test's) is asked unit against unit. The app computes no rule: it only
// chooses which answer to paint.
#pragma once

#include "app/document/document.h"
#include "app/lb/hex_render.h"
#include "core/la_bataille/engine.h"

#include <string>
#include <vector>

namespace cdo::app {

// How a ruling marks its target: valid; refused only because a nearer target exists
// (reason "not-closest"); or refused for any other reason.
CounterLook::AsTarget targetMark(const Ruling& ruling);

// One look per counter for `firer`'s targets, from `rulings`, the engine's rulingsFor(firer)
// against every other counter (friends stay unmarked).
std::vector<CounterLook> targetLooks(const Engine& engine, const lb::Battle& battle, int firer,
                                     const std::vector<RulingPtr>& rulings);

// The ruling of `firer` at the target hex, or why there is none ("No enemy in 0813"). A
// counter on two hexes fires from each separately (lb-two-hex-firer): `fromEach` holds the
// ruling of each of its hexes, and `ruling` the better one (lb::better: valid, then the
// shorter range), as coupdoeil-cli rule picks it.
struct HexRuling {
    RulingPtr ruling;
    std::string none;
    std::vector<RulingPtr> fromEach;
};
HexRuling ruleAtHex(const Engine& engine, const lb::Battle& battle, int firer, lb::Hex target);

// The zone of influence of `unit`'s side, as lb::Engine gives it; empty from any other engine.
std::vector<lb::Hex> zoneOfInfluence(const Engine& engine, int unit);

} // namespace cdo::app
