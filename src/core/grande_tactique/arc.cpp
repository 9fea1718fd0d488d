// Grande Tactique rulings, G1 (grande-tactique.md): the arc's geometry. Internal: see detail.h.
#include "core/grande_tactique/detail.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <limits>
#include <numbers>

namespace cdo::gt::detail {

namespace {

// sin and cos of the arc angle; the angle is the same for every pair, so remember the last.
Vec2 arcSinCos(double angleDeg) {
    thread_local double lastAngle = std::numeric_limits<double>::quiet_NaN();
    thread_local Vec2 sc;
    if (angleDeg != lastAngle) {
        const double a = angleDeg * std::numbers::pi / 180.0;
        sc = {std::sin(a), std::cos(a)};
        lastAngle = angleDeg;
    }
    return sc;
}

} // namespace

ArcPlanes arcPlanes(const PlacedUnit& f, double angleDeg) {
    const Vec2 sc = arcSinCos(angleDeg);
    double cot = sc.y / sc.x;
    if (std::abs(cot - 1.0) < 1e-12) cot = 1.0; // 45°: keep the rays' sums exact
    const Vec2 nl = f.f + f.r * cot;            // inside the left ray from FL
    const Vec2 nr = f.f - f.r * cot;            // inside the right ray from FR
    const Vec2 fm = f.corners.fm();
    return {{f.f, nl, nr},
            {dot(f.f, fm), dot(nl, f.corners.fl), dot(nr, f.corners.fr)},
            {1.0, 1.0 / length(nl), 1.0 / length(nr)}};
}

namespace {

// G1 margin inside the arc: the deepest point of the clipped shape, max of min(h0, hL, hR).
double arcDepth(const ArcPlanes& ap, std::span<const Vec2> clipped) {
    double best = -std::numeric_limits<double>::infinity();
    auto score = [&](Vec2 p) {
        best = std::max(best, std::min({ap.value(0, p), ap.value(1, p), ap.value(2, p)}));
    };
    const std::size_t n = clipped.size();
    for (Vec2 p : clipped)
        score(p);
    // Where two plane distances are equal along an edge, the minimum may peak.
    for (int i = 0; i < 3; ++i)
        for (int j = i + 1; j < 3; ++j)
            for (std::size_t k = 0; n >= 2 && k < n; ++k) {
                const Vec2 p = clipped[k], q = clipped[k + 1 == n ? 0 : k + 1];
                const double gp = ap.value(i, p) - ap.value(j, p);
                const double gq = ap.value(i, q) - ap.value(j, q);
                if ((gp <= 0) != (gq <= 0) && gp != gq) score(lerp(p, q, gp / (gp - gq)));
            }
    // The point equidistant from all three lines, if it lies in the shape.
    auto un = [&](int i) { return ap.n[size_t(i)] * ap.inv[size_t(i)]; };
    auto uc = [&](int i) { return ap.c[size_t(i)] * ap.inv[size_t(i)]; };
    const Vec2 n1 = un(0) - un(1), n2 = un(0) - un(2);
    const double c1 = uc(0) - uc(1), c2 = uc(0) - uc(2);
    const double det = cross(n1, n2);
    if (det != 0 && n >= 3) {
        const Vec2 p{(c1 * n2.y - c2 * n1.y) / det, (n1.x * c2 - n2.x * c1) / det};
        if (pointInPolygon(p, clipped)) score(p);
    }
    return std::max(best, 0.0);
}

// FL, FR, then the two rays' ends: counter-clockwise for any facing.
std::array<Vec2, 4> arcQuad(const PlacedUnit& f, double angleDeg, double reach) {
    const Vec2 sc = arcSinCos(angleDeg);
    const Vec2 dl = f.f * sc.y - f.r * sc.x;
    const Vec2 dr = f.f * sc.y + f.r * sc.x;
    const double s = reach / sc.y; // so both rays end `reach` ahead of the front line
    return {f.corners.fl, f.corners.fr, f.corners.fr + dr * s, f.corners.fl + dl * s};
}

// G1 margin outside the arc: from a shape that the arc does not hold any part of, to the arc
// (the region ahead of the front edge and between the rays, unbounded). The two do not meet and
// the arc is convex, so the nearest points are a vertex of the shape and the nearest point of
// the arc's edge or rays to it, or FL or FR and the nearest point of an edge of the shape.
// Exact in double; measured at a quarter of a b2Distance against a far-reaching arc polygon
// and its refinement, on the three pairs in four that lie outside a battery's arc. (The arc is
// convex while its rays turn out by at most 90° from straight ahead; the ruleset's is 45°.)
DistanceResult distanceToArc(const PlacedUnit& f, double angleDeg, std::span<const Vec2> shape) {
    const Vec2 sc = arcSinCos(angleDeg);
    const Vec2 dl = f.f * sc.y - f.r * sc.x;
    const Vec2 dr = f.f * sc.y + f.r * sc.x;
    const Vec2 fl = f.corners.fl, fr = f.corners.fr;
    DistanceResult best;
    double best2 = std::numeric_limits<double>::infinity();
    auto consider = [&](Vec2 onShape, Vec2 onArc) {
        const Vec2 d = onShape - onArc;
        const double d2 = dot(d, d);
        if (d2 < best2) {
            best2 = d2;
            best.pointA = onShape;
            best.pointB = onArc;
        }
    };
    // The point of segment a + t·(b − a), t in [0, 1] (or [0, ∞) for a ray), nearest to p.
    // (pointSegmentDistance would take a square root for each of the five candidates.)
    auto nearest = [](Vec2 p, Vec2 a, Vec2 ab, bool ray) {
        const double len2 = dot(ab, ab);
        double t = len2 > 0 ? dot(p - a, ab) / len2 : 0.0;
        t = ray ? std::max(t, 0.0) : std::clamp(t, 0.0, 1.0);
        return a + ab * t;
    };
    const std::size_t n = shape.size();
    for (std::size_t i = 0; i < n; ++i) {
        const Vec2 v = shape[i];
        consider(v, nearest(v, fl, fr - fl, false));
        consider(v, nearest(v, fl, dl, true));
        consider(v, nearest(v, fr, dr, true));
        if (n < 2) continue;
        const Vec2 w = shape[i + 1 == n ? 0 : i + 1];
        consider(nearest(fl, v, w - v, false), fl);
        consider(nearest(fr, v, w - v, false), fr);
    }
    best.distance = std::sqrt(best2);
    return best;
}

} // namespace

Polygon arcPolygonOf(const PlacedUnit& f, double angleDeg, double reach) {
    const auto q = arcQuad(f, angleDeg, reach);
    return {q.begin(), q.end()};
}

ArcParts arcParts(const PlacedUnit& F, const ArcPlanes& ap, double angleDeg,
                  std::span<const Polygon> pieces, std::span<const Vec2> whole) {
    thread_local std::vector<Polygon> parts;
    thread_local Polygon scratch;
    if (parts.size() < std::max<std::size_t>(pieces.size(), 1)) parts.resize(pieces.size() + 1);
    ArcParts a;
    std::size_t count = 0;
    double depth = 0.0;
    for (const Polygon& piece : pieces) {
        Polygon& out = parts[count];
        clipHalfPlaneInto(piece, ap.n[0], ap.c[0], out);
        clipHalfPlaneInto(out, ap.n[1], ap.c[1], scratch);
        clipHalfPlaneInto(scratch, ap.n[2], ap.c[2], out);
        if (out.empty()) continue;
        depth = std::max(depth, arcDepth(ap, out));
        ++count;
    }
    if (count > 0) {
        a.inArc = true;
        a.margin = depth;
        a.whole =
            pieces.size() == 1 && std::all_of(pieces[0].begin(), pieces[0].end(), [&](Vec2 v) {
                return dot(ap.n[0], v) >= ap.c[0] && dot(ap.n[1], v) >= ap.c[1] &&
                       dot(ap.n[2], v) >= ap.c[2];
            });
    } else {
        const DistanceResult d = distanceToArc(F, angleDeg, whole);
        a.margin = -d.distance;
        if (d.distance <= kRounding) {
            // A touch counts (G1); clipping lost it to rounding. The part in the arc is what
            // touches: the shape's corners on the arc's edge (an edge lying along a ray gives
            // two), else the touching point.
            a.inArc = true;
            a.margin = 0.0;
            parts[0].clear();
            for (const Vec2 v : whole)
                if (ap.value(0, v) >= -kRounding && ap.value(1, v) >= -kRounding &&
                    ap.value(2, v) >= -kRounding)
                    parts[0].push_back(v);
            if (parts[0].empty() || parts[0].size() > 2) parts[0].assign(1, d.pointA);
            count = 1;
        }
    }
    a.parts = std::span<const Polygon>(parts.data(), count);
    return a;
}

} // namespace cdo::gt::detail
