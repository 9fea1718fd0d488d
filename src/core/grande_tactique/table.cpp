#include "core/grande_tactique/table.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <utility>

namespace cdo::gt {

BaseCorners baseCorners(Vec2 c, double facingDeg, double w, double d) {
    const Vec2 f = facingVector(facingDeg), r = rightVector(facingDeg);
    return {c + f * (d / 2) - r * (w / 2), c + f * (d / 2) + r * (w / 2),
            c - f * (d / 2) - r * (w / 2), c - f * (d / 2) + r * (w / 2)};
}

namespace {

Polygon rect(Vec2 c, double facing, double w, double d) {
    if (w <= 0 || d <= 0) return {};
    const auto p = baseCorners(c, facing, w, d).polygon();
    return {p.begin(), p.end()};
}

} // namespace

Table::Table(const Scenario& scenario, const GrandeTactiqueRules& rules)
    : scenario_(&scenario), rules_(&rules) {
    const double eps = rules.epsilon;
    terrain_.reserve(scenario.gt().terrain.size());
    for (const Terrain& t : scenario.gt().terrain) {
        PlacedTerrain pt;
        pt.terrain = &t;
        pt.outline = counterClockwise(t.outline);
        if (pt.outline.size() >= 3) {
            pt.outlineEroded = erode(pt.outline, eps);
            pt.outlineEroded2 = erode(pt.outline, 2 * eps);
        }
        pt.outlineConvex = pt.outline.size() >= 3 && isConvex(pt.outline);
        if (pt.outline.size() >= 3) pt.pieces = convexPieces(pt.outline);
        if (t.kind == TerrainKind::Hill && t.top.size() >= 3) {
            pt.top = counterClockwise(t.top);
            pt.topEroded = erode(pt.top, eps);
            pt.topEroded2 = erode(pt.top, 2 * eps);
            pt.topConvex = isConvex(pt.top);
        }
        if (!pt.outline.empty()) {
            const Box b = boundingBox(pt.outline);
            pt.centre = lerp(b.lo, b.hi, 0.5);
            for (Vec2 v : pt.outline)
                pt.radius = std::max(pt.radius, dist(v, pt.centre));
        }
        terrain_.push_back(std::move(pt));
    }
    for (std::size_t i = 0; i < terrain_.size(); ++i) {
        PlacedTerrain& pt = terrain_[i];
        const int key = -static_cast<int>(i) - 1;
        if (isCover(pt.terrain->kind) && !pt.outline.empty())
            broad_.add(boundingBox(pt.outline), key);
        else if (pt.terrain->kind == TerrainKind::Hill && !pt.top.empty())
            broad_.add(boundingBox(pt.top), key);
    }

    // A unit holding a town or wood is the whole feature (G5): which hills it stands on is
    // a fact of the feature, worked out once.
    for (PlacedTerrain& area : terrain_) {
        if (!isCover(area.terrain->kind) || area.outline.empty()) continue;
        for (std::size_t h = 0; h < terrain_.size(); ++h) {
            if (terrain_[h].terrain->kind != TerrainKind::Hill) continue;
            if (inArea(area.outline, int(h))) area.hills.push_back(int(h));
            if (onHillTop(area.outline, int(h))) area.hillTops.push_back(int(h));
        }
    }

    units_.reserve(scenario.gt().units.size());
    for (std::size_t i = 0; i < scenario.gt().units.size(); ++i) {
        const Unit& u = scenario.gt().units[i];
        PlacedUnit pu;
        pu.unit = &u;
        const BaseSize s = baseSizeOf(u, rules);
        pu.frontage = s.frontage;
        pu.depth = s.depth;
        pu.corners = baseCorners(u.at, u.facing, s.frontage, s.depth);
        pu.base = rect(u.at, u.facing, s.frontage, s.depth);
        pu.box = boundingBox(pu.base);
        pu.radius = 0.5 * std::sqrt(s.frontage * s.frontage + s.depth * s.depth);
        pu.f = facingVector(u.facing);
        pu.r = rightVector(u.facing);
        pu.centre = u.at;
        for (std::size_t k = 0; k < pu.local.size(); ++k) {
            const double w = s.frontage - 2.0 * eps * double(k),
                         d = s.depth - 2.0 * eps * double(k);
            if (w <= 0 || d <= 0) {
                pu.local[k] = {{1.0, 1.0}, {0.0, 0.0}}; // nothing left
                continue;
            }
            std::array<Vec2, 4> inFrame = baseCorners(u.at, u.facing, w, d).polygon();
            for (Vec2& c : inFrame)
                c = {dot(c - u.at, pu.r), dot(c - u.at, pu.f)};
            pu.local[k] = boundingBox(inFrame);
        }
        for (std::size_t t = 0; t < terrain_.size(); ++t) {
            if (terrain_[t].terrain->kind == TerrainKind::Hill) {
                const int h = static_cast<int>(t);
                if (inArea(pu.base, h)) pu.hills.push_back(h);
                if (onHillTop(pu.base, h)) pu.hillTops.push_back(h);
                if (nearAreaEdge(pu.base, h)) pu.nearAreaEdges.push_back(h);
                if (nearTopEdge(pu.base, h)) pu.nearTopEdges.push_back(h);
                if (pu.centreOnHill < 0 && pointInPolygon(u.at, terrain_[t].outline))
                    pu.centreOnHill = h;
                continue;
            }
            if (!isCover(terrain_[t].terrain->kind)) continue;
            if (nearAreaEdge(pu.base, static_cast<int>(t)))
                pu.nearAreaEdges.push_back(static_cast<int>(t));
            if (terrain_[t].terrain->id == u.occupies) {
                pu.occupiedFeature = static_cast<int>(t);
                pu.inFeatures.push_back(static_cast<int>(t));
            } else if (inArea(pu.base, static_cast<int>(t))) {
                pu.inFeatures.push_back(static_cast<int>(t));
            }
        }
        if (u.type != UnitType::General) broad_.add(pu.box, static_cast<int>(i)); // never block
        units_.push_back(std::move(pu));
    }
    for (std::size_t i = 0; i < units_.size(); ++i) {
        const int target = scenario.gt().unitIndex(units_[i].unit->charging);
        if (target >= 0) units_[size_t(target)].chargedBy.push_back(int(i));
    }
}

namespace {
bool boxesApart(std::span<const Vec2> a, std::span<const Vec2> b) {
    const Box x = boundingBox(a), y = boundingBox(b);
    return x.hi.x < y.lo.x || y.hi.x < x.lo.x || x.hi.y < y.lo.y || y.hi.y < x.lo.y;
}
} // namespace

bool Table::inArea(std::span<const Vec2> shape, int t) const {
    const PlacedTerrain& pt = feature(t);
    return !pt.outlineEroded.empty() && !boxesApart(shape, pt.outlineEroded) &&
           shapesMeet(shape, pt.outlineEroded);
}

namespace {
bool nearEdge(std::span<const Vec2> shape, const Polygon& raw, const Polygon& eroded2) {
    if (raw.empty() || boxesApart(shape, raw) || !shapesMeet(shape, raw)) return false;
    return eroded2.empty() || !shapesMeet(shape, eroded2);
}
} // namespace

bool Table::nearAreaEdge(std::span<const Vec2> shape, int t) const {
    return nearEdge(shape, feature(t).outline, feature(t).outlineEroded2);
}

bool Table::nearTopEdge(std::span<const Vec2> shape, int t) const {
    return nearEdge(shape, feature(t).top, feature(t).topEroded2);
}

bool Table::onHillTop(std::span<const Vec2> shape, int t) const {
    const PlacedTerrain& pt = feature(t);
    return !pt.topEroded.empty() && !boxesApart(shape, pt.topEroded) &&
           shapesMeet(shape, pt.topEroded);
}

std::vector<int> Table::unitsNear(Vec2 at, double radius) const {
    std::vector<std::pair<double, int>> found;
    auto consider = [&](int i) {
        const Polygon& base = unit(i).base;
        double d = 0.0;
        if (base.size() >= 3 && !pointInPolygon(at, base)) {
            d = std::numeric_limits<double>::infinity();
            for (std::size_t k = 0, j = base.size() - 1; k < base.size(); j = k++)
                d = std::min(d, pointSegmentDistance(at, base[j], base[k]));
        }
        if (d <= radius) found.emplace_back(d, i);
    };
    const Box box{{at.x - radius, at.y - radius}, {at.x + radius, at.y + radius}};
    broad_.queryBox(box, [&](int key) {
        if (key >= 0) consider(key);
        return true;
    });
    // Generals never block sight, so they are not in the broad phase: few, looked at one by one.
    for (std::size_t i = 0; i < units_.size(); ++i)
        if (units_[i].unit->type == UnitType::General) consider(int(i));
    std::sort(found.begin(), found.end());
    std::vector<int> out;
    out.reserve(found.size());
    for (const auto& f : found)
        out.push_back(f.second);
    return out;
}

} // namespace cdo::gt
