// Shaping polygons: orientation and convexity, half-plane clipping, erosion, convex pieces.
// Part of geometry.h (see geometry.cpp for predicates and distances).
#include "core/geometry.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <limits>
#include <numbers>

namespace cdo {

double signedArea(std::span<const Vec2> poly) {
    double a = 0.0;
    for (std::size_t i = 0, n = poly.size(); i < n; ++i)
        a += cross(poly[i], poly[(i + 1) % n]);
    return a * 0.5;
}

namespace {
// The turn at a corner, with rounding noise read as straight: a point typed on a straight side
// (36, 23.1 between 33, 23 and 39, 23.2) turns by 1e-14 in double, not 0.
double turnAt(Vec2 prev, Vec2 cur, Vec2 next) {
    const Vec2 e0 = cur - prev, e1 = next - cur;
    const double c = cross(e0, e1);
    return std::abs(c) <= 1e-12 * length(e0) * length(e1) ? 0.0 : c;
}
} // namespace

bool isConvex(std::span<const Vec2> poly) {
    const std::size_t n = poly.size();
    if (n < 3) return true;
    int sign = 0;
    for (std::size_t i = 0; i < n; ++i) {
        const double c = turnAt(poly[i], poly[(i + 1) % n], poly[(i + 2) % n]);
        if (c == 0.0) continue;
        const int s = c > 0 ? 1 : -1;
        if (sign != 0 && s != sign) return false;
        sign = s;
    }
    return true;
}

Polygon clipHalfPlane(std::span<const Vec2> poly, Vec2 n, double c) {
    Polygon out;
    clipHalfPlaneInto(poly, n, c, out);
    return out;
}

void clipHalfPlaneInto(std::span<const Vec2> poly, Vec2 n, double c, Polygon& out) {
    out.clear();
    const std::size_t k = poly.size();
    if (k == 0) return;
    if (k == 1) {
        if (dot(n, poly[0]) >= c) out.push_back(poly[0]);
        return;
    }
    if (k == 2) {
        // A segment: keep its inside part.
        const double da = dot(n, poly[0]) - c, db = dot(n, poly[1]) - c;
        if (da < 0 && db < 0) return;
        Vec2 p = poly[0], q = poly[1];
        if (da < 0) p = lerp(poly[0], poly[1], da / (da - db));
        if (db < 0) q = lerp(poly[0], poly[1], da / (da - db));
        out.push_back(p);
        if (!(q == p)) out.push_back(q);
        return;
    }
    for (std::size_t i = 0; i < k; ++i) {
        const Vec2 p = poly[i], q = poly[i + 1 == k ? 0 : i + 1];
        const double dp = dot(n, p) - c, dq = dot(n, q) - c;
        if (dp >= 0) out.push_back(p);
        if ((dp >= 0) != (dq >= 0)) {
            const Vec2 x = lerp(p, q, dp / (dp - dq));
            if (out.empty() || !(out.back() == x)) out.push_back(x);
        }
    }
    // Drop a closing duplicate.
    while (out.size() > 1 && out.front() == out.back())
        out.pop_back();
}

Polygon counterClockwise(std::span<const Vec2> poly) {
    Polygon p(poly.begin(), poly.end());
    if (signedArea(p) < 0) std::reverse(p.begin(), p.end());
    return p;
}

std::vector<Polygon> convexPieces(std::span<const Vec2> poly) {
    Polygon p = counterClockwise(withoutStraightCorners(poly));
    std::vector<Polygon> out;
    if (p.size() < 3) return out;
    if (isConvex(p)) {
        out.push_back(p); // already one convex piece
        return out;
    }
    std::vector<std::size_t> idx(p.size());
    for (std::size_t i = 0; i < idx.size(); ++i)
        idx[i] = i;
    // An ear: a convex corner whose triangle holds no other remaining vertex.
    auto isEar = [&](std::size_t k) {
        const std::size_t n = idx.size();
        const Vec2 a = p[idx[(k + n - 1) % n]], b = p[idx[k]], c = p[idx[(k + 1) % n]];
        if (cross(b - a, c - b) <= 0) return false;
        const std::array<Vec2, 3> tri{a, b, c};
        for (std::size_t j = 0; j < n; ++j) {
            if (j == k || j == (k + 1) % n || j == (k + n - 1) % n) continue;
            const Vec2 v = p[idx[j]];
            if (v == a || v == b || v == c) continue;
            if (pointInPolygon(v, tri)) return false;
        }
        return true;
    };
    while (idx.size() > 3) {
        bool cut = false;
        for (std::size_t k = 0; k < idx.size(); ++k) {
            if (!isEar(k)) continue;
            const std::size_t n = idx.size();
            out.push_back({p[idx[(k + n - 1) % n]], p[idx[k]], p[idx[(k + 1) % n]]});
            idx.erase(idx.begin() + std::ptrdiff_t(k));
            cut = true;
            break;
        }
        if (!cut) break; // not simple after all; what is cut so far is all we can say
    }
    if (idx.size() == 3) out.push_back({p[idx[0]], p[idx[1]], p[idx[2]]});
    return out;
}

Polygon withoutStraightCorners(std::span<const Vec2> poly) {
    Polygon out;
    const std::size_t n = poly.size();
    for (std::size_t i = 0; i < n; ++i) {
        const Vec2 prev = poly[(i + n - 1) % n], cur = poly[i], next = poly[(i + 1) % n];
        if (cur == prev) continue;
        if (turnAt(prev, cur, next) == 0.0 && dot(cur - prev, next - cur) > 0) continue;
        out.push_back(cur);
    }
    return out;
}

Polygon erode(std::span<const Vec2> poly, double delta) {
    // Corners that do not turn carry no shape and would read as reflex or convex by noise.
    const Polygon p = counterClockwise(withoutStraightCorners(poly));
    const std::size_t n = p.size();
    if (n < 3) return {};
    if (isConvex(p)) {
        // Exact: intersect the inward-shifted half-planes.
        Polygon out = p;
        for (std::size_t i = 0; i < n && out.size() >= 3; ++i) {
            const Vec2 e = p[(i + 1) % n] - p[i];
            const double len = length(e);
            if (len == 0) continue;
            const Vec2 inward{-e.y / len, e.x / len}; // left of a counter-clockwise edge
            out = clipHalfPlane(out, inward, dot(inward, p[i]) + delta);
        }
        if (out.size() < 3 || std::abs(signedArea(out)) <= 0.0) return {};
        return out;
    }
    // Non-convex: shift every edge inward; mitre convex corners, round reflex ones.
    Polygon out;
    out.reserve(n * 4);
    for (std::size_t i = 0; i < n; ++i) {
        const Vec2 prev = p[(i + n - 1) % n], cur = p[i], next = p[(i + 1) % n];
        const Vec2 e0 = cur - prev, e1 = next - cur;
        const double l0 = length(e0), l1 = length(e1);
        const Vec2 n0{-e0.y / l0, e0.x / l0}, n1{-e1.y / l1, e1.x / l1};
        const double turn = turnAt(prev, cur, next);
        if (turn >= 0) {
            // Convex corner (or straight): the two shifted lines meet at the mitre point.
            const Vec2 bis = n0 + n1;
            const double cosHalf = dot(n0, bis) / length(bis);
            out.push_back(cur + bis * (delta / (length(bis) * cosHalf)));
        } else {
            // Reflex corner: the erosion follows a circle of radius delta around the corner.
            // Points on a slightly larger circle keep the result inside the true erosion.
            const double a0 = std::atan2(n0.y, n0.x), a1 = std::atan2(n1.y, n1.x);
            double sweep = a1 - a0;
            while (sweep > 0)
                sweep -= 2 * std::numbers::pi; // turn clockwise at a reflex corner
            while (sweep < -2 * std::numbers::pi)
                sweep += 2 * std::numbers::pi;
            const int steps = 4;
            const double step = sweep / steps;
            const double rOut = delta / std::cos(step / 2);
            out.push_back(cur + n0 * delta);
            for (int k = 0; k < steps; ++k) {
                const double a = a0 + step * (k + 0.5);
                out.push_back(cur + Vec2{std::cos(a), std::sin(a)} * rOut);
            }
            out.push_back(cur + n1 * delta);
        }
    }
    if (!isSimple(out) || signedArea(out) <= 0) {
        // The feature is thinner than 2δ somewhere; fall back to a conservative empty result
        // only when nothing is left, otherwise keep what survives edge by edge.
        Polygon kept;
        for (Vec2 v : out) {
            bool inside = pointInPolygon(v, p);
            for (std::size_t i = 0; inside && i < n; ++i)
                if (pointSegmentDistance(v, p[i], p[(i + 1) % n]) < delta * (1 - 1e-9))
                    inside = false;
            if (inside) kept.push_back(v);
        }
        if (kept.size() < 3 || !isSimple(kept)) return {};
        return kept;
    }
    return out;
}

Box boundingBox(std::span<const Vec2> poly) {
    Box b{{std::numeric_limits<double>::infinity(), std::numeric_limits<double>::infinity()},
          {-std::numeric_limits<double>::infinity(), -std::numeric_limits<double>::infinity()}};
    for (Vec2 v : poly) {
        b.lo.x = std::min(b.lo.x, v.x);
        b.lo.y = std::min(b.lo.y, v.y);
        b.hi.x = std::max(b.hi.x, v.x);
        b.hi.y = std::max(b.hi.y, v.y);
    }
    return b;
}

} // namespace cdo
