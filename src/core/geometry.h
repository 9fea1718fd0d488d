// Plane geometry for rulings: inches, doubles at the API.
//
// Box2D does the searching (b2Distance for the nearest features of two convex shapes, a
// b2DynamicTree as the broad phase for "what could block these lines"). Box2D works in float and
// pads polygons with a 0.01" skin; neither may reach a ruling, so every deciding number is
// recomputed here in double on the features Box2D found, with proxies of radius 0.
// See docs/conventions.md for units, axes and tolerances.
#pragma once

#include <cmath>
#include <cstdint>
#include <memory>
#include <span>
#include <type_traits>
#include <vector>

namespace cdo {

struct Vec2 {
    double x = 0.0;
    double y = 0.0;

    constexpr Vec2 operator+(Vec2 o) const { return {x + o.x, y + o.y}; }
    constexpr Vec2 operator-(Vec2 o) const { return {x - o.x, y - o.y}; }
    constexpr Vec2 operator*(double s) const { return {x * s, y * s}; }
    constexpr Vec2 operator-() const { return {-x, -y}; }
    constexpr bool operator==(const Vec2&) const = default;
};

constexpr double dot(Vec2 a, Vec2 b) {
    return a.x * b.x + a.y * b.y;
}
constexpr double cross(Vec2 a, Vec2 b) {
    return a.x * b.y - a.y * b.x;
}
// sqrt, not hypot: table numbers never overflow, and hypot is several times slower.
inline double length(Vec2 a) {
    return std::sqrt(a.x * a.x + a.y * a.y);
}
inline double dist(Vec2 a, Vec2 b) {
    return length(a - b);
}
constexpr Vec2 lerp(Vec2 a, Vec2 b, double t) {
    return a + (b - a) * t;
}

// A closed polygon: vertices in order, last joined to first. Scenario outlines are stored
// counter-clockwise after loading; a polygon of 1 or 2 vertices is a point or a segment.
using Polygon = std::vector<Vec2>;

struct Segment {
    Vec2 a, b;
};

// Compass facing (0 = +y, 90 = +x, clockwise) to the unit vectors of grande-tactique.md.
Vec2 facingVector(double degrees); // f = (sin θ, cos θ)
Vec2 rightVector(double degrees);  // r = (cos θ, −sin θ)

double signedArea(std::span<const Vec2> poly); // > 0 for counter-clockwise
bool isConvex(std::span<const Vec2> poly);
// True when no two non-adjacent edges meet and no two adjacent edges fold back on each other.
bool isSimple(std::span<const Vec2> poly);

// Closed containment: a point on the boundary is inside.
bool pointInPolygon(Vec2 p, std::span<const Vec2> poly);
double pointSegmentDistance(Vec2 p, Vec2 a, Vec2 b, Vec2* closest = nullptr);
bool segmentsMeet(Vec2 a, Vec2 b, Vec2 c, Vec2 d); // closed: touching counts
double segmentSegmentDistance(Vec2 a, Vec2 b, Vec2 c, Vec2 d, Vec2* pa = nullptr,
                              Vec2* pb = nullptr);

// Shapes are polygons, segments (2 vertices) or points (1 vertex); "meet" is closed.
bool shapesMeet(std::span<const Vec2> a, std::span<const Vec2> b);

struct DistanceResult {
    double distance = 0.0; // 0 when the shapes meet
    Vec2 pointA;           // closest point on A
    Vec2 pointB;           // closest point on B
};
// Edge-to-edge distance. Convex shapes of up to 8 vertices go through b2Distance (radius 0)
// and the answer is refined in double on the witness features; others are searched exactly.
DistanceResult distance(std::span<const Vec2> a, std::span<const Vec2> b);
// The same for shapes known to be convex (bases, arcs, their clipped parts): skips the check.
DistanceResult convexDistance(std::span<const Vec2> a, std::span<const Vec2> b);

// Does the segment a–b reach a point of the simple polygon `poly` lying at least `depth` from
// every edge (a point of the polygon shrunk by `depth`; closed)? Exact for any simple polygon,
// where erode() of a non-convex one is an approximation that cannot split at a thin neck: the
// parts of the segment within `depth` of an edge (each edge's rounded strip is convex, so it
// covers one interval) are taken away, and what is left is inside or outside as a whole.
bool segmentReachesDepth(Vec2 a, Vec2 b, std::span<const Vec2> poly, double depth);

// Keeps the part of `poly` where dot(n, p) >= c (Sutherland–Hodgman, one plane).
Polygon clipHalfPlane(std::span<const Vec2> poly, Vec2 n, double c);
// The same into `out` (cleared first; must not alias `poly`), so hot loops reuse buffers.
void clipHalfPlaneInto(std::span<const Vec2> poly, Vec2 n, double c, Polygon& out);

// The polygon shrunk by `delta` on every side (erosion). Convex corners are mitred exactly;
// reflex corners are rounded with an arc drawn just outside the true circle, so the result is
// never larger than the exact erosion. Empty when the polygon vanishes.
Polygon erode(std::span<const Vec2> poly, double delta);

// Cuts a simple polygon into convex pieces: itself when convex, else triangles (ear clipping),
// each counter-clockwise. Used where an
// operation is only right for convex shapes, such as clipping a town's outline to an arc.
std::vector<Polygon> convexPieces(std::span<const Vec2> poly);

// A copy without repeated points and without corners that do not turn (a point typed on a
// straight side).
Polygon withoutStraightCorners(std::span<const Vec2> poly);

// Counter-clockwise copy.
Polygon counterClockwise(std::span<const Vec2> poly);

// Axis-aligned box, used for broad phase and drawing.
struct Box {
    Vec2 lo, hi;
};
Box boundingBox(std::span<const Vec2> poly);

// Broad phase: a b2DynamicTree of boxes keyed by an int. A box query answers which blockers a
// firer's lines could meet (the rulings lay those out as a fan: core/grande_tactique/blocker_fan.h); a segment
// query, the tree's ray cast, is the reference the fan is tested against. Every entry whose
// (slightly fattened) box could touch is handed over; the caller decides exactly.
class BroadPhase {
  public:
    BroadPhase();
    ~BroadPhase();
    BroadPhase(BroadPhase&&) noexcept;
    BroadPhase& operator=(BroadPhase&&) noexcept;
    BroadPhase(const BroadPhase&) = delete;
    BroadPhase& operator=(const BroadPhase&) = delete;

    // Tables are rebuilt after each edit, so entries are only ever added.
    void add(const Box& box, int key);
    // Calls visit(key) for candidates along a→b; visit returns false to stop early.
    // A function pointer, not std::function: this runs for every sight line.
    template <class F> void querySegment(Vec2 a, Vec2 b, F&& visit) const {
        querySegmentImpl(a, b, &trampoline<std::remove_reference_t<F>>, &visit);
    }
    template <class F> void queryBox(const Box& box, F&& visit) const {
        queryBoxImpl(box, &trampoline<std::remove_reference_t<F>>, &visit);
    }

  private:
    using Visit = bool (*)(void*, int);
    template <class F> static bool trampoline(void* f, int key) {
        return (*static_cast<F*>(f))(key);
    }
    void querySegmentImpl(Vec2 a, Vec2 b, Visit visit, void* context) const;
    void queryBoxImpl(const Box& box, Visit visit, void* context) const;

    struct Impl;
    std::unique_ptr<Impl> impl_;
};

} // namespace cdo
