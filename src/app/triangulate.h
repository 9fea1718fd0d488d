// Filling a simple polygon (hills, woods, rivers need not be convex) as triangles, by ear
// clipping. Display-free; the renderer turns the triangles into vertices.
#pragma once

#include "core/geometry.h"

#include <array>
#include <vector>

namespace cdo::app {

using Triangle = std::array<Vec2, 3>;

// Any orientation; degenerate and self-crossing input still returns triangles (a fan of what
// could not be clipped) rather than nothing, so a bad outline is seen, not hidden.
std::vector<Triangle> triangulate(std::span<const Vec2> polygon);

} // namespace cdo::app
