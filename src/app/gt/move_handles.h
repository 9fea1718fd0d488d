// The handles that plan a move other than a straight one (G8): a wheel about either front
// corner, the corner staying put while the other swings to follow the finger. (The round handle
// in front of the unit is the pivot about its centre, select_tool.h.) Display-free: window
// pixels through the Camera, table inches otherwise.
#pragma once

#include "app/document/document.h"
#include "app/view/camera.h"
#include "core/grande_tactique/move.h"

#include <array>

namespace cdo::app {

// Where a handle stands on its ray from `from` (window pixels, `dir` of length 1): `gap` out,
// or further out by whole disc radii (up to four) at the first place where no base lies under
// its disc of `radius` pixels. A handle drawn over a unit hides it (a battery's handle over the
// line in front of it, at fit zoom); the handles turn by the angle of the finger about a point
// on this ray, so the farther place turns the unit the same way. The nearest place when every
// one is covered.
Vec2 handleClearOfBases(const Table& table, const Camera& cam, Vec2 from, Vec2 dir, double gap,
                        double radius);

// Where the wheel handles are drawn, window pixels: [0] wheels about the front-left corner (so
// it lies beyond the front-right one), [1] about the front-right (beyond the front-left); each
// clear of the other bases as handleClearOfBases places it.
std::array<Vec2, 2> wheelHandles(const Camera& cam, const Table& table, const PlacedUnit& u);

// The pose of a base of `frontage` × `depth` wheeled about `corner` (a table point, the pivot:
// 0 its front-left, 1 its front-right) so that its other front corner points at `finger`.
// Facings within 2° of a multiple of 45° stick to it, as the pivot handle's do.
gt::Pose wheelPose(Vec2 corner, int pivot, double frontage, double depth, Vec2 finger);

} // namespace cdo::app
