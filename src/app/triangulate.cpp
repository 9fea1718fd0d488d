#include "app/triangulate.h"

namespace cdo::app {

namespace {

bool inTriangle(Vec2 p, Vec2 a, Vec2 b, Vec2 c) {
    // Counter-clockwise a, b, c; closed, so a vertex on an ear's edge blocks it.
    return cross(b - a, p - a) >= 0 && cross(c - b, p - b) >= 0 && cross(a - c, p - c) >= 0;
}

} // namespace

std::vector<Triangle> triangulate(std::span<const Vec2> polygon) {
    std::vector<Triangle> out;
    if (polygon.size() < 3) return out;
    Polygon poly = counterClockwise(polygon);
    std::vector<std::size_t> idx(poly.size());
    for (std::size_t i = 0; i < idx.size(); ++i)
        idx[i] = i;

    std::size_t guard = 0;
    while (idx.size() > 3 && guard < idx.size()) {
        bool clipped = false;
        const std::size_t n = idx.size();
        for (std::size_t i = 0; i < n; ++i) {
            const Vec2 a = poly[idx[(i + n - 1) % n]], b = poly[idx[i]], c = poly[idx[(i + 1) % n]];
            if (cross(b - a, c - b) <= 0) continue; // reflex or flat: not an ear
            bool empty = true;
            for (std::size_t j = 0; j < n && empty; ++j) {
                const std::size_t k = idx[j];
                if (k == idx[(i + n - 1) % n] || k == idx[i] || k == idx[(i + 1) % n]) continue;
                const Vec2 p = poly[k];
                if (p == a || p == b || p == c) continue;
                empty = !inTriangle(p, a, b, c);
            }
            if (!empty) continue;
            out.push_back({a, b, c});
            idx.erase(idx.begin() + static_cast<long>(i));
            clipped = true;
            break;
        }
        guard = clipped ? 0 : guard + 1;
        if (!clipped) break;
    }
    // Whatever is left (the last triangle, or a knot that has no ear) as a fan.
    for (std::size_t i = 1; i + 1 < idx.size(); ++i)
        out.push_back({poly[idx[0]], poly[idx[i]], poly[idx[i + 1]]});
    return out;
}

} // namespace cdo::app
