#include "app/view/hit_test.h"

#include <array>
#include <cmath>
#include <limits>

namespace cdo::app {

namespace {

double pathDistance(const std::vector<Vec2>& path, Vec2 p) {
    double best = std::numeric_limits<double>::infinity();
    for (std::size_t i = 0; i + 1 < path.size(); ++i)
        best = std::min(best, pointSegmentDistance(p, path[i], path[i + 1]));
    if (path.size() == 1) best = dist(p, path[0]);
    return best;
}

} // namespace

int unitAt(const Table& table, Vec2 p, double slop) {
    const auto& units = table.units();
    for (int i = static_cast<int>(units.size()) - 1; i >= 0; --i)
        if (pointInPolygon(p, units[static_cast<std::size_t>(i)].base)) return i;
    int best = -1;
    double bestD = slop;
    const std::array<Vec2, 1> point{p};
    for (int i = static_cast<int>(units.size()) - 1; i >= 0; --i) {
        const Polygon& base = units[static_cast<std::size_t>(i)].base;
        if (base.empty()) continue;
        const double d = distance(point, base).distance;
        if (d <= bestD) {
            bestD = d;
            best = i;
        }
    }
    return best;
}

int handleAt(const Table& table, Vec2 onTable, std::span<const Vec2> handles, Vec2 p,
             double radius) {
    if (unitAt(table, onTable, 0) >= 0) return -1;
    int best = -1;
    double bestD = radius;
    for (std::size_t i = 0; i < handles.size(); ++i)
        if (const double d = dist(handles[i], p); d <= bestD) {
            bestD = d;
            best = static_cast<int>(i);
        }
    return best;
}

int terrainAt(const Table& table, Vec2 p, double slop) {
    int best = -1;
    double bestArea = std::numeric_limits<double>::infinity();
    const auto& terrain = table.terrain();
    for (int i = 0; i < static_cast<int>(terrain.size()); ++i) {
        const PlacedTerrain& pt = terrain[static_cast<std::size_t>(i)];
        const Terrain& t = *pt.terrain;
        double area;
        if (isPath(t.kind)) {
            const double reach = std::max(slop, t.width / 2);
            if (pathDistance(t.path, p) > reach) continue;
            area = 0; // a thin feature over an area is what the finger meant
        } else {
            if (pt.outline.size() < 3 || !pointInPolygon(p, pt.outline)) continue;
            area = std::abs(signedArea(pt.outline));
        }
        if (area < bestArea) {
            bestArea = area;
            best = i;
        }
    }
    return best;
}

std::optional<VertexHit> vertexAt(const Terrain& t, Vec2 p, double radius) {
    std::optional<VertexHit> hit;
    double best = radius;
    auto scan = [&](const std::vector<Vec2>& pts, bool top) {
        for (std::size_t i = 0; i < pts.size(); ++i) {
            const double d = dist(pts[i], p);
            if (d <= best) {
                best = d;
                hit = VertexHit{top, static_cast<int>(i)};
            }
        }
    };
    scan(isPath(t.kind) ? t.path : t.outline, false);
    if (t.kind == TerrainKind::Hill) scan(t.top, true);
    return hit;
}

std::optional<VertexHit> edgeMiddleAt(const Terrain& t, Vec2 p, double radius) {
    std::optional<VertexHit> hit;
    double best = radius;
    auto scan = [&](const std::vector<Vec2>& pts, bool top, bool closed) {
        const std::size_t n = pts.size();
        const std::size_t edges = closed ? n : (n ? n - 1 : 0);
        if (n < 2) return;
        for (std::size_t i = 0; i < edges; ++i) {
            const Vec2 m = lerp(pts[i], pts[(i + 1) % n], 0.5);
            const double d = dist(m, p);
            if (d <= best) {
                best = d;
                hit = VertexHit{top, static_cast<int>(i + 1)};
            }
        }
    };
    if (isPath(t.kind))
        scan(t.path, false, false);
    else
        scan(t.outline, false, true);
    if (t.kind == TerrainKind::Hill) scan(t.top, true, true);
    return hit;
}

} // namespace cdo::app
