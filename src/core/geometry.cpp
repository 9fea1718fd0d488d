// Plane geometry: facings, predicates (meeting, containment, simplicity) and distances.
// Shaping polygons (clipping, erosion, convex pieces) is in polygons.cpp, the broad phase in
// broad_phase.cpp; all three are declared in geometry.h.
#include "core/geometry.h"

#include <box2d/b2_collision.h>
#include <box2d/b2_distance.h>

#include <algorithm>
#include <array>
#include <cassert>
#include <limits>
#include <numbers>

namespace cdo {

namespace {
// sin and cos of a bearing, exact at multiples of 90° so that a battery facing 180 measures
// exactly 7.00 where the table says 7 (std::sin(pi) is 1.2e-16, not 0).
Vec2 sinCos(double degrees) {
    double d = std::fmod(degrees, 360.0);
    if (d < 0) d += 360.0;
    if (d == 0.0) return {0.0, 1.0};
    if (d == 90.0) return {1.0, 0.0};
    if (d == 180.0) return {0.0, -1.0};
    if (d == 270.0) return {-1.0, 0.0};
    const double t = d * std::numbers::pi / 180.0;
    return {std::sin(t), std::cos(t)};
}
} // namespace

Vec2 facingVector(double degrees) {
    return sinCos(degrees);
}

Vec2 rightVector(double degrees) {
    const Vec2 sc = sinCos(degrees);
    return {sc.y, -sc.x};
}

namespace {

// Orientation of c relative to a→b: +1 left, −1 right, 0 on the line.
int orient(Vec2 a, Vec2 b, Vec2 c) {
    const double v = cross(b - a, c - a);
    return (v > 0) - (v < 0);
}

bool onSegment(Vec2 a, Vec2 b, Vec2 p) {
    return std::min(a.x, b.x) <= p.x && p.x <= std::max(a.x, b.x) && std::min(a.y, b.y) <= p.y &&
           p.y <= std::max(a.y, b.y);
}

} // namespace

bool segmentsMeet(Vec2 a, Vec2 b, Vec2 c, Vec2 d) {
    // Boxes first: for nearly collinear segments the orientation signs are rounding noise,
    // and segments whose boxes are apart cannot meet whatever the signs say.
    if (std::max(a.x, b.x) < std::min(c.x, d.x) || std::max(c.x, d.x) < std::min(a.x, b.x) ||
        std::max(a.y, b.y) < std::min(c.y, d.y) || std::max(c.y, d.y) < std::min(a.y, b.y))
        return false;
    const int o1 = orient(a, b, c), o2 = orient(a, b, d), o3 = orient(c, d, a),
              o4 = orient(c, d, b);
    if (o1 != o2 && o3 != o4) return true;
    if (o1 == 0 && onSegment(a, b, c)) return true;
    if (o2 == 0 && onSegment(a, b, d)) return true;
    if (o3 == 0 && onSegment(c, d, a)) return true;
    if (o4 == 0 && onSegment(c, d, b)) return true;
    return false;
}

bool isSimple(std::span<const Vec2> poly) {
    const std::size_t n = poly.size();
    if (n < 3) return false;
    for (std::size_t i = 0; i < n; ++i) {
        const Vec2 a = poly[i], b = poly[(i + 1) % n];
        if (a == b) return false;
        for (std::size_t j = i + 1; j < n; ++j) {
            const Vec2 c = poly[j], d = poly[(j + 1) % n];
            const bool adjacent = j == i + 1 || (i == 0 && j == n - 1);
            if (adjacent) {
                // Adjacent edges share one vertex; they must not overlap along a line.
                const Vec2 shared = (j == i + 1) ? b : a;
                const Vec2 p = (j == i + 1) ? a : b;
                const Vec2 q = (j == i + 1) ? d : c;
                if (orient(shared, p, q) == 0 && dot(p - shared, q - shared) > 0) return false;
                continue;
            }
            if (segmentsMeet(a, b, c, d)) return false;
        }
    }
    return true;
}

bool pointInPolygon(Vec2 p, std::span<const Vec2> poly) {
    const std::size_t n = poly.size();
    if (n == 0) return false;
    if (n == 1) return p == poly[0];
    bool inside = false;
    for (std::size_t i = 0, j = n - 1; i < n; j = i++) {
        const Vec2 a = poly[i], b = poly[j];
        if (orient(a, b, p) == 0 && onSegment(a, b, p)) return true;
        if ((a.y > p.y) != (b.y > p.y)) {
            const double x = a.x + (p.y - a.y) * (b.x - a.x) / (b.y - a.y);
            if (p.x < x) inside = !inside;
        }
    }
    return n >= 3 && inside;
}

double pointSegmentDistance(Vec2 p, Vec2 a, Vec2 b, Vec2* closest) {
    const Vec2 ab = b - a;
    const double len2 = dot(ab, ab);
    double t = len2 > 0 ? dot(p - a, ab) / len2 : 0.0;
    t = std::clamp(t, 0.0, 1.0);
    const Vec2 c = a + ab * t;
    if (closest) *closest = c;
    return dist(p, c);
}

double segmentSegmentDistance(Vec2 a, Vec2 b, Vec2 c, Vec2 d, Vec2* pa, Vec2* pb) {
    if (segmentsMeet(a, b, c, d)) {
        // The meeting point: solve the two lines, or take a shared endpoint when parallel.
        Vec2 m = a;
        const double den = cross(b - a, d - c);
        if (den != 0.0) {
            const double t = std::clamp(cross(c - a, d - c) / den, 0.0, 1.0);
            m = a + (b - a) * t;
        } else if (onSegment(c, d, a)) {
            m = a;
        } else if (onSegment(c, d, b)) {
            m = b;
        } else {
            m = c;
        }
        if (pa) *pa = m;
        if (pb) *pb = m;
        return 0.0;
    }
    double best = std::numeric_limits<double>::infinity();
    Vec2 ba, bb, q;
    auto consider = [&](double dd, Vec2 x, Vec2 y) {
        if (dd < best) best = dd, ba = x, bb = y;
    };
    consider(pointSegmentDistance(a, c, d, &q), a, q);
    consider(pointSegmentDistance(b, c, d, &q), b, q);
    consider(pointSegmentDistance(c, a, b, &q), q, c);
    consider(pointSegmentDistance(d, a, b, &q), q, d);
    if (pa) *pa = ba;
    if (pb) *pb = bb;
    return best;
}

namespace {

// Edges of a shape: a polygon's sides, a segment once, a point as a zero-length edge.
template <class F> void forEachEdge(std::span<const Vec2> s, F&& f) {
    const std::size_t n = s.size();
    if (n == 1) {
        f(s[0], s[0]);
        return;
    }
    if (n == 2) {
        f(s[0], s[1]);
        return;
    }
    for (std::size_t i = 0; i < n; ++i)
        f(s[i], s[(i + 1) % n]);
}

bool containsAny(std::span<const Vec2> outer, std::span<const Vec2> inner) {
    return outer.size() >= 3 && !inner.empty() && pointInPolygon(inner[0], outer);
}

DistanceResult exactDistance(std::span<const Vec2> a, std::span<const Vec2> b) {
    DistanceResult r;
    r.distance = std::numeric_limits<double>::infinity();
    forEachEdge(a, [&](Vec2 p, Vec2 q) {
        forEachEdge(b, [&](Vec2 s, Vec2 t) {
            Vec2 x, y;
            const double d = segmentSegmentDistance(p, q, s, t, &x, &y);
            if (d < r.distance) r.distance = d, r.pointA = x, r.pointB = y;
        });
    });
    if (r.distance > 0) {
        if (containsAny(a, b))
            r = {0.0, b[0], b[0]};
        else if (containsAny(b, a))
            r = {0.0, a[0], a[0]};
    }
    return r;
}

// The nearest points of two convex polygons are a vertex of one and a point on an edge (or a
// vertex) of the other. Box2D names the witness vertices; the exact answer is among those
// vertices and the edges at the other side's witnesses. Squared lengths until the end.
void refineWitness(std::span<const Vec2> from, const std::uint8_t* fromIdx,
                   std::span<const Vec2> to, const std::uint8_t* toIdx, int count, bool swap,
                   double& best2, DistanceResult& r) {
    const std::size_t n = to.size();
    // Neighbouring indices without a division (this runs twice for every distance).
    auto next = [](std::size_t i, std::size_t size) { return i + 1 == size ? 0 : i + 1; };
    auto prev = [](std::size_t i, std::size_t size) { return i == 0 ? size - 1 : i - 1; };
    std::size_t edges[6];
    int ne = 0;
    auto addEdge = [&](std::size_t e) {
        for (int k = 0; k < ne; ++k)
            if (edges[k] == e) return;
        edges[ne++] = e;
    };
    // Two witnesses on an edge name that edge; a lone witness brings both of its edges.
    const bool pair = count == 2 && toIdx[0] != toIdx[1] && n > 2 &&
                      (next(toIdx[0], n) == toIdx[1] || next(toIdx[1], n) == toIdx[0]);
    if (n <= 2)
        addEdge(0);
    else if (pair)
        addEdge(next(toIdx[0], n) == toIdx[1] ? toIdx[0] : toIdx[1]);
    else
        for (int k = 0; k < count; ++k) {
            addEdge(toIdx[k]);
            addEdge(prev(toIdx[k], n));
        }
    // The witness vertices. When this side names a single vertex, its neighbours too: on
    // nearly parallel edges Box2D, in float, may name the far end of the edge whose near end
    // is the true nearest point.
    const std::size_t m = from.size();
    std::size_t verts[5];
    int nv = 0;
    auto addVert = [&](std::size_t v) {
        for (int k = 0; k < nv; ++k)
            if (verts[k] == v) return;
        verts[nv++] = v;
    };
    for (int k = 0; k < count; ++k)
        addVert(fromIdx[k]);
    const bool namesEdge = pair || (n == 2 && count == 2 && toIdx[0] != toIdx[1]);
    if (nv == 1 && (namesEdge || count == 1) && m >= 2) {
        addVert(next(verts[0], m));
        addVert(prev(verts[0], m));
    }
    for (int k = 0; k < nv; ++k) {
        const Vec2 p = from[verts[k]];
        for (int e = 0; e < ne; ++e) {
            const Vec2 a = to[edges[e]], b = n == 1 ? to[0] : to[next(edges[e], n)];
            const Vec2 ab = b - a;
            const double len2 = dot(ab, ab);
            const double t = len2 > 0 ? std::clamp(dot(p - a, ab) / len2, 0.0, 1.0) : 0.0;
            const Vec2 q = a + ab * t;
            const double d2 = dot(p - q, p - q);
            if (d2 < best2) {
                best2 = d2;
                r.pointA = swap ? q : p;
                r.pointB = swap ? p : q;
            }
        }
    }
}

} // namespace

bool shapesMeet(std::span<const Vec2> a, std::span<const Vec2> b) {
    if (a.empty() || b.empty()) return false;
    bool meet = false;
    forEachEdge(a, [&](Vec2 p, Vec2 q) {
        if (meet) return;
        forEachEdge(b, [&](Vec2 s, Vec2 t) {
            if (!meet && segmentsMeet(p, q, s, t)) meet = true;
        });
    });
    return meet || containsAny(a, b) || containsAny(b, a);
}

DistanceResult distance(std::span<const Vec2> a, std::span<const Vec2> b) {
    const bool boxable = a.size() <= b2_maxPolygonVertices && b.size() <= b2_maxPolygonVertices &&
                         !a.empty() && !b.empty() && isConvex(a) && isConvex(b);
    if (!boxable) return exactDistance(a, b);
    return convexDistance(a, b);
}

DistanceResult convexDistance(std::span<const Vec2> a, std::span<const Vec2> b) {
    if (a.size() > b2_maxPolygonVertices || b.size() > b2_maxPolygonVertices || a.empty() ||
        b.empty())
        return exactDistance(a, b);

    // Box2D in float, around a local origin so the numbers stay small, radius 0 (no skin).
    const Vec2 origin = a[0];
    b2Vec2 va[b2_maxPolygonVertices], vb[b2_maxPolygonVertices];
    for (std::size_t i = 0; i < a.size(); ++i)
        va[i].Set(float(a[i].x - origin.x), float(a[i].y - origin.y));
    for (std::size_t i = 0; i < b.size(); ++i)
        vb[i].Set(float(b[i].x - origin.x), float(b[i].y - origin.y));
    b2DistanceInput input;
    input.proxyA.Set(va, int32(a.size()), 0.0f);
    input.proxyB.Set(vb, int32(b.size()), 0.0f);
    input.transformA.SetIdentity();
    input.transformB.SetIdentity();
    input.useRadii = false;
    b2SimplexCache cache;
    cache.count = 0;
    b2DistanceOutput output;
    b2Distance(&output, &cache, &input);

    // A full simplex or a near-zero gap may mean overlap; the exact test settles it.
    if (cache.count == 3 || output.distance < 1e-4f) {
        if (shapesMeet(a, b)) {
            const Vec2 p{output.pointA.x + origin.x, output.pointA.y + origin.y};
            return {0.0, p, p};
        }
    }
    // Refine in double on the features Box2D found.
    DistanceResult r;
    double best2 = std::numeric_limits<double>::infinity();
    refineWitness(a, cache.indexA, b, cache.indexB, cache.count, false, best2, r);
    refineWitness(b, cache.indexB, a, cache.indexA, cache.count, true, best2, r);
    r.distance = std::sqrt(best2);
    return r;
}

namespace {

// Where a + t·d lies strictly inside a region, as an open interval of t (lo >= hi: nowhere).
struct Span {
    double lo = 1.0, hi = 0.0;
    bool empty() const { return !(lo < hi); }
};

// ... inside the open disc of radius r around c.
Span inDisc(Vec2 a, Vec2 d, Vec2 c, double r) {
    const Vec2 m = a - c;
    const double dd = dot(d, d), md = dot(m, d), c0 = dot(m, m) - r * r;
    if (dd == 0.0) return c0 < 0 ? Span{-1.0, 2.0} : Span{};
    const double disc = md * md - dd * c0;
    if (disc <= 0.0) return {};
    const double root = std::sqrt(disc);
    return {(-md - root) / dd, (-md + root) / dd};
}

// ... inside the open strip along p–q: between the ends, less than r to either side.
Span inStrip(Vec2 a, Vec2 d, Vec2 p, Vec2 q, double r) {
    const Vec2 e = q - p;
    const double len = length(e);
    if (len == 0.0) return {};
    const Vec2 u = e * (1.0 / len), v{-u.y, u.x};
    Span s{-1e300, 1e300};
    auto slab = [&](double x0, double dx, double lo, double hi) {
        if (dx == 0.0) {
            if (!(x0 > lo && x0 < hi)) s = {};
            return;
        }
        double t0 = (lo - x0) / dx, t1 = (hi - x0) / dx;
        if (t0 > t1) std::swap(t0, t1);
        s.lo = std::max(s.lo, t0);
        s.hi = std::min(s.hi, t1);
    };
    slab(dot(a - p, u), dot(d, u), 0.0, len);
    slab(dot(a - p, v), dot(d, v), -r, r);
    return s;
}

} // namespace

bool segmentReachesDepth(Vec2 a, Vec2 b, std::span<const Vec2> poly, double depth) {
    const std::size_t n = poly.size();
    if (n < 3) return false;
    const Vec2 d = b - a;
    // For each edge, the stretch of the segment within `depth` of it: its rounded strip is
    // convex, so the disc at each end and the strip between give one interval together.
    thread_local std::vector<Span> near;
    near.clear();
    for (std::size_t i = 0, j = n - 1; i < n; j = i++) {
        Span all;
        for (const Span s : {inDisc(a, d, poly[j], depth), inDisc(a, d, poly[i], depth),
                             inStrip(a, d, poly[j], poly[i], depth)})
            if (!s.empty()) {
                all.lo = all.empty() ? s.lo : std::min(all.lo, s.lo);
                all.hi = all.empty() ? s.hi : std::max(all.hi, s.hi);
            }
        if (!all.empty() && all.hi > 0.0 && all.lo < 1.0) near.push_back(all);
    }
    std::sort(near.begin(), near.end(), [](const Span& x, const Span& y) { return x.lo < y.lo; });
    // The stretches left over lie at least `depth` from every edge; each is wholly inside the
    // polygon or wholly outside (crossing an edge would bring it nearer), so one point of each
    // settles it. The intervals are open, so a stretch may be a single point: a touch counts.
    auto inside = [&](double t0, double t1) {
        const double lo = std::max(t0, 0.0), hi = std::min(t1, 1.0);
        return lo <= hi && pointInPolygon(a + d * ((lo + hi) / 2), poly);
    };
    double covered = 0.0; // [0, covered) is near an edge
    for (const Span& s : near) {
        if (s.lo >= covered && inside(covered, s.lo)) return true;
        covered = std::max(covered, s.hi);
        if (covered > 1.0) return false;
    }
    return inside(covered, 1.0);
}

} // namespace cdo
