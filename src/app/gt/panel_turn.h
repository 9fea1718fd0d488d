// The Grande Tactique turn in the side panel (G8, G9): the turn and its PIP ledger, a battery's
// actions with their costs (those not allowed now disabled, with the rule's reason), spiking
// from the spiker's side, and the way to the charge dialog. panel_turn.cpp.
#pragma once

#include "app/shell/context.h"

namespace cdo::app {

// Turn number and side, each divisional general's PIPs (− and +, or a die rolled), spent and
// left, every action; Next turn.
void turnPanel(Context& ctx);
// The selected unit's part of the turn: a battery's actions (and its charge, when charged);
// for infantry or cavalry in contact with silenced enemy guns, Spike. Nothing for others.
void battlePanel(Context& ctx, int unit);

} // namespace cdo::app
