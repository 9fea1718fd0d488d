#include "core/shape.h"

#include <cmath>
#include <string>

namespace cdo {

namespace {

constexpr double kAreaTolerance = 1e-9;

bool collinear(const Polygon& pts) {
    Vec2 far = pts[0];
    for (Vec2 p : pts)
        if (dist(p, pts[0]) > dist(far, pts[0])) far = p;
    const Vec2 d = far - pts[0];
    const double len = length(d);
    if (len == 0.0) return true;
    for (Vec2 p : pts)
        if (std::abs(cross(d, p - pts[0])) / len > kAreaTolerance) return false;
    return true;
}

// True when segments ab and cd cross at a point inside both (touching does not count).
bool crossProperly(Vec2 a, Vec2 b, Vec2 c, Vec2 d) {
    const double o1 = cross(b - a, c - a);
    const double o2 = cross(b - a, d - a);
    const double o3 = cross(d - c, a - c);
    const double o4 = cross(d - c, b - c);
    return ((o1 > 0 && o2 < 0) || (o1 < 0 && o2 > 0)) && ((o3 > 0 && o4 < 0) || (o3 < 0 && o4 > 0));
}

} // namespace

std::optional<ShapeProblem> outlineProblem(const Polygon& pts) {
    const std::size_t n = pts.size();
    if (n < 3)
        return ShapeProblem{-1, "a polygon needs at least 3 points, got " + std::to_string(n)};
    for (std::size_t i = 0; i < n; ++i) {
        const std::size_t next = (i + 1) % n;
        if (pts[i] != pts[next]) continue;
        if (next == 0)
            return ShapeProblem{int(i), "repeats the first point (an outline closes by itself)"};
        return ShapeProblem{int(next), "repeats point " + std::to_string(i + 1) +
                                           " (consecutive points must differ)"};
    }
    if (collinear(pts)) return ShapeProblem{-1, "has zero area (all its points lie on one line)"};
    if (!isSimple(pts)) return ShapeProblem{-1, "crosses itself (it must be a simple polygon)"};
    if (std::abs(signedArea(pts)) <= kAreaTolerance) return ShapeProblem{-1, "has zero area"};
    return std::nullopt;
}

std::optional<ShapeProblem> pathProblem(const std::vector<Vec2>& pts) {
    if (pts.size() < 2)
        return ShapeProblem{-1,
                            "a path needs at least 2 points, got " + std::to_string(pts.size())};
    for (std::size_t i = 1; i < pts.size(); ++i)
        if (pts[i] == pts[i - 1])
            return ShapeProblem{int(i), "repeats point " + std::to_string(i) +
                                            " (consecutive points must differ)"};
    return std::nullopt;
}

std::optional<ShapeProblem> topProblem(const Polygon& outline, const Polygon& top) {
    if (auto p = outlineProblem(top)) return p;
    // A top may touch the outline but not leave it: every corner inside (boundary counts), no
    // edge crossing an outline edge, and no edge cutting across a notch of a concave outline
    // (its midpoint would then lie outside).
    for (std::size_t i = 0; i < top.size(); ++i)
        if (!pointInPolygon(top[i], outline))
            return ShapeProblem{int(i), "lies outside the hill's outline"};
    for (std::size_t i = 0; i < top.size(); ++i) {
        const Vec2 a = top[i];
        const Vec2 b = top[(i + 1) % top.size()];
        bool out = !pointInPolygon(lerp(a, b, 0.5), outline);
        for (std::size_t j = 0; j < outline.size() && !out; ++j)
            out = crossProperly(a, b, outline[j], outline[(j + 1) % outline.size()]);
        if (out) return ShapeProblem{-1, "leaves the hill's outline (the top must lie inside it)"};
    }
    return std::nullopt;
}

} // namespace cdo
