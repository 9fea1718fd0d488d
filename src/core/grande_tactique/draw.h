// Grande Tactique's evidence in lines and polygons, through the core's DebugDraw.
#pragma once

#include "core/debug_draw.h"
#include "core/grande_tactique/ruling.h"
#include "core/grande_tactique/table.h"

namespace cdo::gt {

// A firer's arc and range bands (7" and 12" measured from its front edge, inside the arc).
void drawReach(const Table& table, int firer, DebugDraw& draw);
// The evidence of a ruling: target shape, sight lines (blockers outlined), enfilade lines,
// range line with its length.
void drawRuling(const Table& table, const Ruling& ruling, DebugDraw& draw);

} // namespace cdo::gt
