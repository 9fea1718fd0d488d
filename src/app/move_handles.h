// The handles that plan a move other than a straight one (G8): a wheel about either front
// corner, the corner staying put while the other swings to follow the finger. (The round handle
// in front of the unit is the pivot about its centre, select_tool.h.) Display-free: window
// pixels through the Camera, table inches otherwise.
#pragma once

#include "app/camera.h"
#include "app/document.h"
#include "core/grande_tactique/move.h"

#include <array>

namespace cdo::app {

// Where the wheel handles are drawn, window pixels: [0] wheels about the front-left corner (so
// it lies beyond the front-right one), [1] about the front-right (beyond the front-left).
std::array<Vec2, 2> wheelHandles(const Camera& cam, const PlacedUnit& u);

// The pose of a base of `frontage` × `depth` wheeled about `corner` (a table point, the pivot:
// 0 its front-left, 1 its front-right) so that its other front corner points at `finger`.
// Facings within 2° of a multiple of 45° stick to it, as the pivot handle's do.
gt::Pose wheelPose(Vec2 corner, int pivot, double frontage, double depth, Vec2 finger);

} // namespace cdo::app
