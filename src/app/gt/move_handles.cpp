#include "app/gt/move_handles.h"

#include "app/view/layout.h"

#include <cmath>
#include <numbers>

namespace cdo::app {

Vec2 handleClearOfBases(const Table& table, const Camera& cam, Vec2 from, Vec2 dir, double gap,
                        double radius) {
    const double slop = radius / cam.pixelsPerInch(); // the disc, in table inches
    for (int k = 0; k <= 4; ++k) {
        const Vec2 h = from + dir * (gap + k * radius);
        if (table.unitsNear(cam.toTable(h), slop).empty()) return h; // the broad phase: cheap
    }
    return from + dir * gap;
}

std::array<Vec2, 2> wheelHandles(const Camera& cam, const Table& table, const PlacedUnit& u) {
    Vec2 dir = cam.directionToScreen(u.r);
    const double l = length(dir);
    dir = l > 0 ? dir * (1.0 / l) : Vec2{1, 0};
    const double radius = touchPx() / 2;
    return {handleClearOfBases(table, cam, cam.toScreen(u.corners.fr), dir, handleGapPx(), radius),
            handleClearOfBases(table, cam, cam.toScreen(u.corners.fl), dir * -1.0, handleGapPx(),
                               radius)};
}

gt::Pose wheelPose(Vec2 corner, int pivot, double frontage, double depth, Vec2 finger) {
    const Vec2 d = finger - corner;
    // From the front-left corner the front edge runs along r (facing + 90°); from the
    // front-right one along −r (facing − 90°).
    double b = std::atan2(d.x, d.y) * 180.0 / std::numbers::pi;
    double facing = std::round(pivot == 0 ? b - 90 : b + 90);
    const double to45 = std::round(facing / 45) * 45;
    if (std::abs(facing - to45) <= 2) facing = to45;
    facing = std::fmod(std::fmod(facing, 360.0) + 360.0, 360.0);
    const Vec2 f = facingVector(facing), r = rightVector(facing);
    // FL = centre + f·D/2 − r·W/2 and FR = centre + f·D/2 + r·W/2 (baseCorners).
    const Vec2 centre = pivot == 0 ? corner - f * (depth / 2) + r * (frontage / 2)
                                   : corner - f * (depth / 2) - r * (frontage / 2);
    return {centre, facing};
}

} // namespace cdo::app
