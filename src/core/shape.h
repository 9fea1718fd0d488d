// The rules a terrain shape must keep, shared by the file loader and the app's editor so that
// the app can never save what the loader would refuse. Geometry only: messages say what is
// wrong with the shape; the loader adds where it is in the file.
#pragma once

#include "core/geometry.h"

#include <optional>
#include <string>
#include <vector>

namespace cdo {

// `point` is the index of the point at fault, or -1 when the shape as a whole is.
struct ShapeProblem {
    int point = -1;
    std::string message;
};
std::optional<ShapeProblem> outlineProblem(const Polygon& outline); // hills, woods, BUAs, rivers
std::optional<ShapeProblem> pathProblem(const std::vector<Vec2>& path); // roads, linear features
std::optional<ShapeProblem> topProblem(const Polygon& outline, const Polygon& top);

} // namespace cdo
