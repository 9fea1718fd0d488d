// Grande Tactique rulings (grande-tactique.md G1–G7). Every face asks these functions; none
// computes a ruling of its own, so the CLI and the app cannot disagree.
#pragma once

#include "core/grande_tactique/ruling.h"
#include "core/grande_tactique/table.h"

#include <vector>

namespace cdo::gt {

// The ruling for one firer and one target (unit indices of the table). Everything is
// computed, including sight lines where they do not decide, as the JSON requires.
Ruling rule(const Table& table, int firer, int target);

// Rulings against every other unit, in scenario order.
std::vector<Ruling> rulingsFor(const Table& table, int firer);

// Only the units this firer may fire at now. Cheap tests come first and sight lines are
// drawn only where arc and range already pass; the rulings returned are complete.
std::vector<Ruling> validTargets(const Table& table, int firer);
// The same answer, and in `dependsOn` a box outside which nothing moved can change it: the
// answer stays the same after any edit that only moves or turns units other than the firer,
// none of them occupying a woods or BUA, whose centres (Unit::at) lie outside the box both
// before and after (an empty box, lo > hi: no such move can change it). The argument is at the
// definition; app/all_batteries.h keeps answers across a drag with it.
std::vector<Ruling> validTargets(const Table& table, int firer, Box& dependsOn);

// G5: the shape G1–G4 use for a target: its base, or the woods/BUA it occupies.
std::span<const Vec2> targetShape(const Table& table, int target);

// G1: does the shape share a point with the firer's arc? `margin` as in Ruling::arcMargin.
struct ArcTest {
    bool inArc = false;
    double margin = 0.0;
};
ArcTest arcTest(const Table& table, int firer, std::span<const Vec2> shape);
// The arc as a polygon cut off at `reach` inches ahead of the front edge (for drawing).
Polygon arcPolygon(const Table& table, int firer, double reach);

Measure measure(const Table& table, int a, int b);

} // namespace cdo::gt
