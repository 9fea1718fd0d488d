// The side panel's La Bataille sections beyond the ruling at one hex (lb_fire.h), below the
// selected counter's own: defensive fire, opportunity fire (of the drag in progress, or of
// each formation it may change to, looked at before it is taken), combined fire and retreat
// before melee from picked hexes and attackers. The answers are the engine's words, as the
// CLI prints them (lb::explain, Engine::summary). And the View panel's zone switches.
#pragma once

#include "app/lb/lb_fire.h"
#include "app/shell/context.h"

namespace cdo::app {

void firePanel(Context& ctx, LbFire& fire);
// One switch a side: its zones of influence drawn. Untouched, the enemies' of the selected
// counter are.
void zoneOptions(Context& ctx, ViewSettings& view);

} // namespace cdo::app
