// Grande Tactique rulings: grande-tactique.md G1–G7 as geometry.
#include "core/grande_tactique/rulings.h"

#include "core/grande_tactique/blocker_fan.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <iterator>
#include <limits>
#include <numbers>

namespace cdo::gt {

namespace {

constexpr double kFar = 1000.0; // "straight ahead for ever", in inches: beyond any table
// Rounding slack for closed limits. At bearings that are not quarter turns, a distance that is
// 7 on paper computes as 7.000000000000002; a billionth of an inch is noise, not a ruling.
constexpr double kRounding = 1e-9;

// G7 contact: edge to edge within ε. Exactly touching bases are plainly in contact; apart by
// more than nothing and at most 2ε, whether they touch is a close call.
bool inContact(double edgeDistance, double eps) {
    return edgeDistance <= eps + kRounding;
}
bool contactCloseCall(double edgeDistance, double eps) {
    return edgeDistance > kRounding && edgeDistance <= 2 * eps;
}

// The three half-planes of the arc (G1). The normals are kept unnormalised, f + r·cot(angle),
// with cot(45°) exactly 1: then a point exactly on a ray of a battery facing a multiple of 90°
// gives exactly 0 and stays in the arc (closed boundary). `value` divides by the length to
// give distances for the margins.
struct ArcPlanes {
    std::array<Vec2, 3> n;
    std::array<double, 3> c;   // inside: dot(n, p) >= c
    std::array<double, 3> inv; // 1 / |n|
    double value(int i, Vec2 p) const {
        return (dot(n[size_t(i)], p) - c[size_t(i)]) * inv[size_t(i)];
    }
};

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

// Segment against a convex counter-clockwise polygon, closed (touching counts), by clipping
// the segment's parameter range edge by edge (Cyrus–Beck). Measured faster here than
// separating axes: most candidates are rejected by the first edge or two.
bool segmentMeetsConvex(Vec2 a, Vec2 b, std::span<const Vec2> poly) {
    double t0 = 0.0, t1 = 1.0;
    // Edges as (previous, current) pairs: no modulo in this, the hottest loop.
    const std::size_t n = poly.size();
    for (std::size_t i = 0, j = n - 1; i < n; j = i++) {
        const Vec2 p = poly[j], q = poly[i];
        const Vec2 in{p.y - q.y, q.x - p.x}; // inward normal of a counter-clockwise edge
        const double na = dot(in, a - p), nb = dot(in, b - p); // >= 0: inside this edge
        if (na < 0 && nb < 0) return false; // wholly outside one edge: the common case
        if (na >= 0 && nb >= 0) continue;   // wholly inside it: no cut
        const double t = na / (na - nb);    // where the segment crosses the edge's line
        if (na < 0)
            t0 = std::max(t0, t);
        else
            t1 = std::min(t1, t);
        if (t0 > t1) return false;
    }
    return true;
}

// Could the segment touch the box? Closed, like every test here.
bool segmentInBox(Vec2 a, Vec2 b, const Box& box) {
    return std::max(a.x, b.x) >= box.lo.x && std::min(a.x, b.x) <= box.hi.x &&
           std::max(a.y, b.y) >= box.lo.y && std::min(a.y, b.y) <= box.hi.y;
}

// Any simple polygon (woods, towns and hill tops need not be convex).
bool segmentMeets(Vec2 a, Vec2 b, std::span<const Vec2> poly, bool convex) {
    if (poly.size() < 3) return false;
    if (convex) return segmentMeetsConvex(a, b, poly);
    const std::array<Vec2, 2> seg{a, b};
    return shapesMeet(seg, poly);
}

// Reasons and readings gathered while a ruling is worked out, written into it at the end.
struct Marks {
    EnumSet<Reason> reasons;
    EnumSet<Reading> readings;
    void reason(Reason x) { reasons.insert(x); }
    void read(Reading x) { readings.insert(x); }
    void writeOut(Ruling& r) const {
        r.reasons = reasons;
        r.readings = readings;
    }
};

// The blocker fan around the firer's front edge, built for the first line drawn: many pairs
// are settled before any line (out of arc or range, not enemies).
class LazyFan {
  public:
    LazyFan(const Table& table, const PlacedUnit& firer, const Box& region)
        : table_(table), firer_(firer), region_(region) {}
    const BlockerFan& fan() const {
        if (!fan_) fan_.emplace(table_, firer_.corners.fl, firer_.corners.fr, region_);
        return *fan_;
    }

  private:
    const Table& table_;
    const PlacedUnit& firer_;
    Box region_;
    mutable std::optional<BlockerFan> fan_;
};

Box enclose(const Box& a, const Box& b) {
    return {{std::min(a.lo.x, b.lo.x), std::min(a.lo.y, b.lo.y)},
            {std::max(a.hi.x, b.hi.x), std::max(a.hi.y, b.hi.y)}};
}

// The box holding every line a ruling draws: from the firer's front corners to points of the
// target's shape (G2's corners, middle and vertices; G4's rear corners).
Box linesBox(const Table& table, int firer, int target) {
    const PlacedUnit& F = table.unit(firer);
    const std::array<Vec2, 2> corners{F.corners.fl, F.corners.fr};
    return enclose(boundingBox(corners), boundingBox(targetShape(table, target)));
}

// How a line meets a blocker: not at all; only its outer ε skin (no block, but a close call);
// into it by less than 2ε (blocks, barely: a close call); or through it.
enum class Meet { Clear, Skin, Barely, Through };

// For a woods, town or hill top: `eroded` and `eroded2` are the outline shrunk by ε and 2ε.
Meet meet(Vec2 a, Vec2 b, std::span<const Vec2> raw, std::span<const Vec2> eroded,
          std::span<const Vec2> eroded2, bool convex, double eps) {
    if (convex) {
        // Shrinking a convex outline is exact. Most candidates that get this far block the
        // line outright, so the deepest test comes first: it settles it alone, as the shrunk
        // shapes nest.
        if (segmentMeets(a, b, eroded2, true)) return Meet::Through;
        if (!segmentMeets(a, b, raw, true)) return Meet::Clear;
        return segmentMeets(a, b, eroded, true) ? Meet::Barely : Meet::Skin;
    }
    // A non-convex outline shrunk is only approximated by erode() (a thin neck leaves a sliver),
    // so how deep the line goes is measured on the outline itself.
    if (!segmentMeets(a, b, raw, false)) return Meet::Clear;
    if (segmentReachesDepth(a, b, raw, 2 * eps)) return Meet::Through;
    return segmentReachesDepth(a, b, raw, eps) ? Meet::Barely : Meet::Skin;
}

// The same for a base, in its own frame, where the base and its copies shrunk by ε and 2ε are
// boxes (PlacedUnit::local): one change of frame, then two slabs per box. Twice as fast as
// three polygon tests, and most lines end at a base.
class BaseFrame {
  public:
    BaseFrame(Vec2 a, Vec2 b, const PlacedUnit& B) : B_(B) {
        // The same projection as the boxes' corners: a line run along an edge of the base as
        // placed on the table meets it exactly, as a test on the corners themselves would.
        const Vec2 c = B.centre;
        p0_ = {dot(a - c, B.r), dot(a - c, B.f)};
        const Vec2 p1{dot(b - c, B.r), dot(b - c, B.f)};
        d_ = p1 - p0_;
    }
    // Does the segment meet the base shrunk by `inset` ε (0, 1 or 2) on every side? Closed.
    bool meets(int inset) const {
        const Box& box = B_.local[std::size_t(inset)];
        double t0 = 0.0, t1 = 1.0;
        return slab(p0_.x, d_.x, box.lo.x, box.hi.x, t0, t1) &&
               slab(p0_.y, d_.y, box.lo.y, box.hi.y, t0, t1);
    }
    Meet meet() const {
        if (meets(2)) return Meet::Through;
        if (!meets(0)) return Meet::Clear;
        return meets(1) ? Meet::Barely : Meet::Skin;
    }

  private:
    // Clips [t0, t1] to where p + t·d lies in [lo, hi] (nowhere when lo > hi: shrunk away).
    static bool slab(double p, double d, double lo, double hi, double& t0, double& t1) {
        if (d == 0.0) return lo <= p && p <= hi;
        double u = (lo - p) / d, v = (hi - p) / d;
        if (u > v) std::swap(u, v);
        t0 = std::max(t0, u);
        t1 = std::min(t1, v);
        return t0 <= t1;
    }
    const PlacedUnit& B_;
    Vec2 p0_, d_;
};

// Everything one ruling needs to know while drawing lines: who is excluded, which exception
// applies, and the firer's blocker fan.
struct Context {
    const Table& table;
    const GrandeTactiqueRules& rules;
    int fi, ti;
    const PlacedUnit& F;
    const PlacedUnit& T;
    std::span<const Vec2> shape; // the target's shape (G5)
    Vec2 shapeCentre;            // a circle holding the shape, for quick distance bounds
    double shapeRadius;
    bool artillery;
    const LazyFan& fans;
    Marks& marks;
    bool overhead = false;   // G2 exception: guns on a hill
    bool hillTarget = false; // G2 exception: target on a hill's top or near slope
    bool hillTop = false, nearSlope = false;
    mutable bool usedOverhead = false, usedOccupied = false, usedCrest = false;
    mutable double overheadCloseValue = -1;

    bool featureExcluded(int t) const {
        auto has = [t](const std::vector<int>& v) {
            return std::find(v.begin(), v.end(), t) != v.end();
        };
        return has(F.inFeatures) || has(T.inFeatures) || (T.occupiedFeature == t);
    }

    // The hills and tops the target's shape is on: its base's, or its town's (G5).
    const std::vector<int>& targetHillTops() const {
        return T.occupiedFeature >= 0 ? table.feature(T.occupiedFeature).hillTops : T.hillTops;
    }
    const std::vector<int>& targetHills() const {
        return T.occupiedFeature >= 0 ? table.feature(T.occupiedFeature).hills : T.hills;
    }

    bool topExcluded(int t) const {
        auto has = [t](const std::vector<int>& v) {
            return std::find(v.begin(), v.end(), t) != v.end();
        };
        return has(F.hillTops) || has(targetHillTops());
    }

    // G2 overhead fire: guns on a hill fire over a friend at least 2" from the target. (The
    // firer, the target, and every base for a hill target, are left out before this.) A friend
    // within ε of the 2" is a close call: `close` is then set to its distance.
    bool firedOver(const PlacedUnit& B, double& close) const {
        if (!overhead || B.unit->side != F.unit->side) return false;
        // Circles first: most friends are plainly near or plainly far.
        const double centres = dist(B.centre, shapeCentre);
        if (centres - B.radius - shapeRadius >= rules.overheadClearance + rules.epsilon)
            return true;
        if (centres + B.radius + shapeRadius < rules.overheadClearance - rules.epsilon)
            return false;
        const double d = T.occupiedFeature >= 0 ? distance(B.base, shape).distance
                                                : convexDistance(B.base, shape).distance;
        if (std::abs(d - rules.overheadClearance) <= rules.epsilon) close = d;
        return d >= rules.overheadClearance - kRounding;
    }

    // One sight line (G2): clear, or the nearest blocker (in the fan's order), with grazes
    // marked as close calls.
    SightLine line(SightLine::From from, SightLine::To to, int vertex, Vec2 a, Vec2 b) const {
        SightLine s{a, b, std::nullopt, vertex, from, to, true, false};
        bool graze = false; // a blocker met only within ε (does not block or barely)
        bool deep = false;  // blocked by more than 2ε somewhere
        std::optional<Blocker> firstGraze;
        // Records what one blocker does to the line; false stops the walk.
        auto record = [&](Meet m, Blocker::Kind kind, const std::string& id) {
            switch (m) {
            case Meet::Clear:
                return true;
            case Meet::Skin:
                graze = true;
                return true;
            case Meet::Barely:
                s.clear = false;
                graze = true;
                if (!firstGraze) firstGraze = Blocker{kind, id};
                return true;
            case Meet::Through:
                s.clear = false;
                s.blocker = Blocker{kind, id};
                deep = true;
                return false;
            }
            return true;
        };
        fans.fan().walk(a, b, [&](int key) {
            if (key >= 0) {
                // The firer and target never block; for a hill target no base does.
                if (key == fi || key == ti || hillTarget) return true;
                const PlacedUnit& B = table.unit(key);
                // The fan's slices are wide; the base's own box rejects most candidates.
                if (!segmentInBox(a, b, B.box)) return true;
                const Meet m = BaseFrame(a, b, B).meet();
                if (m == Meet::Clear) return true;
                // Overhead fire is asked only of a base across the line: what it says of one
                // that is not (a friend near the 2") must not reach the ruling, or it would
                // depend on which bases the fan happened to hand over. The reading is named
                // only when such a friend really stood across a line.
                double close = -1;
                const bool over = firedOver(B, close);
                const bool blocks = m == Meet::Barely || m == Meet::Through;
                if (close >= 0 && blocks) overheadCloseValue = close;
                if (over) {
                    if (blocks) usedOverhead = true;
                    return true;
                }
                return record(m, Blocker::Kind::Base, B.unit->id);
            }
            const int t = -key - 1;
            const PlacedTerrain& P = table.feature(t);
            const bool area = isCover(P.terrain->kind);
            const Meet m =
                area ? meet(a, b, P.outline, P.outlineEroded, P.outlineEroded2, P.outlineConvex,
                            rules.epsilon)
                     : meet(a, b, P.top, P.topEroded, P.topEroded2, P.topConvex, rules.epsilon);
            if (m == Meet::Clear) return true;
            if (area && featureExcluded(t)) {
                if (m != Meet::Skin) usedOccupied = true;
                return true;
            }
            if (!area && topExcluded(t)) return true;
            if (!area && m != Meet::Skin) usedCrest = true;
            const Blocker::Kind kind = P.terrain->kind == TerrainKind::Woods ? Blocker::Kind::Woods
                                       : P.terrain->kind == TerrainKind::Bua
                                           ? Blocker::Kind::Bua
                                           : Blocker::Kind::HillTop;
            return record(m, kind, P.terrain->id);
        });
        if (!s.clear && !deep) s.blocker = firstGraze;
        s.closeCall = graze && !deep;
        return s;
    }
};

Vec2 cornerOf(const BaseCorners& c, SightLine::To to) {
    switch (to) {
    case SightLine::To::FrontLeft:
        return c.fl;
    case SightLine::To::FrontRight:
        return c.fr;
    case SightLine::To::RearRight:
        return c.rr;
    case SightLine::To::RearLeft:
        return c.rl;
    default:
        return c.fm();
    }
}

// G2: two lines, one from each front corner. The lines tried go into `tried`.
bool sightLines(const Context& cx, std::vector<SightLine>& tried) {
    const BaseCorners& fc = cx.F.corners;
    using From = SightLine::From;
    using To = SightLine::To;
    cx.marks.read(Reading::TwoSightLines);
    bool clear = false;
    thread_local std::vector<Vec2> points;
    thread_local std::vector<SightLine::To> tos;
    thread_local std::vector<int> vertices;
    points.clear();
    tos.clear();
    vertices.clear();
    if (cx.T.occupiedFeature >= 0) {
        cx.marks.read(Reading::FeatureVertices);
        for (std::size_t i = 0; i < cx.shape.size(); ++i) {
            points.push_back(cx.shape[i]);
            tos.push_back(To::Vertex);
            vertices.push_back(int(i));
        }
    } else {
        // (b) both lines to the middle of the target's front edge.
        const Vec2 tm = cx.T.corners.fm();
        SightLine l = cx.line(From::FrontLeft, To::FrontMiddle, -1, fc.fl, tm);
        const bool lc = l.clear;
        tried.push_back(std::move(l));
        if (lc) {
            SightLine rr = cx.line(From::FrontRight, To::FrontMiddle, -1, fc.fr, tm);
            clear = rr.clear;
            tried.push_back(std::move(rr));
        }
        if (clear) return true;
        for (To to : {To::FrontLeft, To::FrontRight, To::RearRight, To::RearLeft}) {
            points.push_back(cornerOf(cx.T.corners, to));
            tos.push_back(to);
            vertices.push_back(-1);
        }
    }
    // (a) two different target points A and B with FL→A and FR→B clear.
    const std::size_t n = points.size();
    thread_local std::vector<char> left;
    left.assign(n, 0);
    int leftClear = 0, firstLeft = -1;
    for (std::size_t i = 0; i < n; ++i) {
        SightLine l = cx.line(From::FrontLeft, tos[i], vertices[i], fc.fl, points[i]);
        left[i] = l.clear;
        if (l.clear) {
            ++leftClear;
            if (firstLeft < 0) firstLeft = int(i);
        }
        tried.push_back(std::move(l));
    }
    if (leftClear == 0) return false;
    for (std::size_t j = 0; j < n; ++j) {
        // Only worth drawing if some other point was reached from FL.
        if (leftClear == 1 && int(j) == firstLeft) continue;
        SightLine l = cx.line(From::FrontRight, tos[j], vertices[j], fc.fr, points[j]);
        const bool ok = l.clear;
        tried.push_back(std::move(l));
        if (ok) return true;
    }
    return false;
}

bool sight(const Context& cx, Ruling& r) {
    // Drawn into a reused buffer, then copied at their exact number: a ruling's own vector
    // would grow by doubling, two allocations and a move for the usual six lines.
    thread_local std::vector<SightLine> tried;
    tried.clear();
    const bool clear = sightLines(cx, tried);
    r.sightLines.assign(std::make_move_iterator(tried.begin()),
                        std::make_move_iterator(tried.end()));
    return clear;
}

// G4: a front corner that sees both rear corners without crossing the target's front edge.
// A close call is raised only when a quantity within ε of its limit could change the answer.
bool enfilade(const Context& cx, Ruling& r) {
    cx.marks.read(Reading::EnfiladeLines);
    const BaseCorners& t = cx.T.corners;
    const double eps = cx.rules.epsilon;
    const double w = dist(t.fl, t.fr);
    struct Cross {
        bool crosses = false;
        bool close = false; // meets the front line within ε of a front corner
    };
    // Crossing: the line meets the open front edge (its corners excluded).
    auto crossing = [&](Vec2 c, Vec2 x) {
        Cross k;
        const Vec2 d = x - c, e = t.fr - t.fl;
        const double den = cross(d, e);
        if (den == 0.0) return k; // parallel: x is behind the front line, so no meeting
        const double tt = cross(t.fl - c, e) / den;
        const double s = cross(t.fl - c, d) / den;
        if (tt < 0 || tt > 1) return k;
        k.crosses = s > 0 && s < 1;
        k.close = w > 0 && (std::abs(s) * w <= eps || std::abs(1 - s) * w <= eps);
        return k;
    };
    bool result = false, close = false;
    for (auto from : {SightLine::From::FrontLeft, SightLine::From::FrontRight}) {
        const Vec2 c = from == SightLine::From::FrontLeft ? cx.F.corners.fl : cx.F.corners.fr;
        const Cross kl = crossing(c, t.rl), kr = crossing(c, t.rr);
        if (kl.crosses || kr.crosses) {
            // Fails on crossing alone; close if every crossing line only just crossed.
            if ((!kl.crosses || kl.close) && (!kr.crosses || kr.close)) close = true;
            continue;
        }
        // The second line is drawn only if the first is clear: one blocked line settles it.
        r.enfiladeLines.clear();
        r.enfiladeLines.reserve(2);
        r.enfiladeLines.push_back(cx.line(from, SightLine::To::RearLeft, -1, c, t.rl));
        const SightLine& a = r.enfiladeLines[0];
        if (a.clear || a.closeCall)
            r.enfiladeLines.push_back(cx.line(from, SightLine::To::RearRight, -1, c, t.rr));
        const bool bDrawn = r.enfiladeLines.size() == 2;
        const bool bClear = bDrawn && r.enfiladeLines[1].clear;
        const bool bClose = bDrawn && r.enfiladeLines[1].closeCall;
        const bool ok = a.clear && bClear;
        const bool near = kl.close || kr.close || a.closeCall || bClose;
        if (ok && near) close = true;
        if (!ok && (a.clear || a.closeCall) && (bClear || bClose)) close = true;
        if (ok) {
            result = true;
            close = near; // the deciding corner alone says whether this is close
            break;
        }
    }
    if (close) r.addCloseCall("enfilade", 0.0, eps);
    return result;
}

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

Polygon arcPolygonOf(const PlacedUnit& f, double angleDeg, double reach) {
    const auto q = arcQuad(f, angleDeg, reach);
    return {q.begin(), q.end()};
}

// G1 on a shape given as convex pieces (a base is one; a town's outline is cut into
// triangles once, when the table is built: clipping a non-convex outline whole would join
// its prongs along the arc's edge). The parts inside the arc live in per-thread buffers that
// the next call reuses; this runs for every pair.
struct ArcParts {
    bool inArc = false;
    bool whole = false;  // one piece, wholly inside the arc (nothing was cut off)
    double margin = 0.0; // > 0 deepest point inside; < 0 distance outside
    std::span<const Polygon> parts;
};

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

enum class Mode { Full, ValidOnly };

// One pair being ruled on: what every stage reads, and the ruling they fill in. The stages run
// in the order of the spec's clauses; in ValidOnly mode a stage returns false at the first
// reason that applies (the ruling is then dropped), so no sight line is drawn for a pair that
// arc or range already rules out.
struct Pair {
    const Table& table;
    const GrandeTactiqueRules& rules;
    int fi, ti;
    const PlacedUnit& F;
    const PlacedUnit& T;
    const Unit& fu;
    const Unit& tu;
    bool artillery, infantry, validOnly;
    const LazyFan& fans;
    Marks& m;
    Ruling& r;

    // Filled in by the stages, for the stages after them.
    std::span<const Vec2> shape; // G5
    bool feature = false;        // the target holds a woods or BUA: its shape is the feature
    ArcParts arc;                // G1
    std::optional<DistanceResult> toArcPart; // G3: front edge to the nearest part in arc
    std::optional<Context> cx;               // G2's lines, kept for G4's

    Pair(const Table& t, int firer, int target, Mode mode, const LazyFan& f, Marks& marks,
         Ruling& ruling)
        : table(t), rules(t.rules()), fi(firer), ti(target), F(t.unit(firer)), T(t.unit(target)),
          fu(*F.unit), tu(*T.unit), artillery(isArtillery(fu.type)),
          infantry(fu.type == UnitType::Infantry), validOnly(mode == Mode::ValidOnly), fans(f),
          m(marks), r(ruling) {}

    // A reason applies: recorded; false when the ruling stops here.
    bool fail(Reason x) {
        m.reason(x);
        return !validOnly;
    }
};

// G6 (and the artillery rules it points to): the reasons that need no geometry.
bool eligibility(Pair& p) {
    const Unit &fu = p.fu, &tu = p.tu;
    if (!p.artillery && !p.infantry && !p.fail(Reason::FirerCannotFire)) return false;
    if (fu.side == tu.side && !p.fail(Reason::NotEnemy)) return false;
    if (p.artillery && fu.limbered && !p.fail(Reason::FirerLimbered)) return false;
    if (p.artillery && fu.morale == Morale::Silenced && !p.fail(Reason::FirerSilenced))
        return false;
    if (tu.type == UnitType::General && !p.fail(Reason::TargetGeneral)) return false;
    if (isArtillery(tu.type) && tu.morale == Morale::Silenced && !p.fail(Reason::TargetSilenced))
        return false;
    if (!p.artillery) return true;
    bool charged = false;
    for (int c : p.T.chargedBy)
        if (p.table.unit(c).unit->side == fu.side) charged = true;
    if (charged && !p.fail(Reason::TargetBeingCharged)) return false;
    bool inWoods = false;
    for (int t : p.T.inFeatures)
        if (p.table.feature(t).terrain->kind == TerrainKind::Woods) inWoods = true;
    // Whether the base is in a woods is decided by an overlap of ε; near it, say so.
    for (int t : p.T.nearAreaEdges)
        if (p.table.feature(t).terrain->kind == TerrainKind::Woods && t != p.T.occupiedFeature) {
            p.m.read(Reading::AreaOverlapEpsilon);
            p.r.addCloseCall("in-woods", p.rules.epsilon, p.rules.epsilon);
        }
    if (inWoods) p.m.read(Reading::AreaOverlapEpsilon);
    return !(inWoods && !p.fail(Reason::TargetInWoods));
}

// G5: the target's shape for G1–G4, its base or the woods/BUA it holds.
void targetShapeStage(Pair& p) {
    p.shape = targetShape(p.table, p.ti);
    p.feature = p.T.occupiedFeature >= 0;
    if (p.feature) p.m.read(Reading::FeatureShape);
}

// G1 arc, and for guns G3's distance to the part of the target inside it (each part convex).
void arcStage(Pair& p) {
    const ArcPlanes ap = arcPlanes(p.F, p.rules.arcAngleDeg);
    const std::span<const Polygon> pieces =
        p.feature ? std::span<const Polygon>(p.table.feature(p.T.occupiedFeature).pieces)
                  : std::span<const Polygon>(&p.T.base, 1);
    p.arc = arcParts(p.F, ap, p.rules.arcAngleDeg, pieces, p.shape);
    p.r.inArc = p.arc.inArc;
    p.r.arcMargin = p.arc.margin;
    p.m.read(Reading::ArcTouchCounts);
    if (std::abs(p.r.arcMargin) <= p.rules.epsilon) p.r.addCloseCall("arc", p.r.arcMargin, 0.0);
    if (p.artillery && p.r.inArc) {
        const std::array<Vec2, 2> front{p.F.corners.fl, p.F.corners.fr};
        for (const Polygon& part : p.arc.parts) {
            const DistanceResult d = convexDistance(front, part);
            if (!p.toArcPart || d.distance < p.toArcPart->distance) p.toArcPart = d;
        }
    }
}

// G7 contact, edge to edge; then the two reasons G1 and G7 give. G5 swaps the base for the
// feature only in G1–G4: contact is always between the bases. A base wholly inside the arc
// lies wholly in front of the firer's front edge, whose nearest point to it is on that edge:
// the edge distance is then the range, already measured.
bool contactStage(Pair& p) {
    const double eps = p.rules.epsilon;
    const DistanceResult edge = (!p.feature && p.arc.whole && p.toArcPart)
                                    ? *p.toArcPart
                                    : convexDistance(p.F.base, p.T.base);
    Ruling& r = p.r;
    r.edgeDistance = edge.distance;
    r.contact = inContact(edge.distance, eps);
    if (contactCloseCall(edge.distance, eps)) {
        p.m.read(Reading::ContactEpsilon);
        r.addCloseCall("contact", edge.distance, eps);
    }
    r.range = edge.distance;
    r.rangeLine = {edge.pointA, edge.pointB};
    if (p.infantry && !r.contact && !p.fail(Reason::NotInContact)) return false;
    return !(!r.inArc && (p.artillery || p.infantry) && !p.fail(Reason::OutOfArc));
}

// G3 artillery range bands, closed at both limits.
bool rangeStage(Pair& p) {
    if (!p.artillery) return true;
    Ruling& r = p.r;
    const GrandeTactiqueRules& rules = p.rules;
    if (p.toArcPart) {
        r.range = p.toArcPart->distance;
        r.rangeLine = {p.toArcPart->pointA, p.toArcPart->pointB};
        p.m.read(Reading::RangeToArcPart);
    }
    if (r.range <= rules.normalRange + kRounding) {
        r.band = RangeBand::Normal;
        r.rangeMargin = rules.normalRange - r.range;
    } else if (r.range <= rules.longRange + kRounding) {
        r.band = RangeBand::Long;
        r.rangeMargin = rules.longRange - r.range;
    } else {
        r.band = RangeBand::Out;
        r.rangeMargin = rules.longRange - r.range;
    }
    for (double limit : {rules.normalRange, rules.longRange})
        if (std::abs(r.range - limit) <= rules.epsilon) {
            p.m.read(Reading::ClosedBoundaries);
            r.addCloseCall("range", r.range, limit);
        }
    return !(r.band == RangeBand::Out && !p.fail(Reason::OutOfRange));
}

// G2's hill exceptions for guns: overhead fire from a hill, and a target on a hill's top or
// on its near slope, which no troops screen.
void hillExceptions(Pair& p, Context& cx) {
    const double eps = p.rules.epsilon;
    cx.overhead = p.F.centreOnHill >= 0;
    if (p.fu.side == p.tu.side) return;
    const std::vector<int>& onTops = cx.targetHillTops();
    const std::vector<int>& onHills = cx.targetHills();
    // Standing on a hill or its top (overlap of ε) decides the hill-target exception.
    if (!p.feature) {
        if (!p.T.nearTopEdges.empty()) p.r.addCloseCall("on-hill-top", eps, eps);
        for (int h : p.T.nearAreaEdges)
            if (p.table.feature(h).terrain->kind == TerrainKind::Hill)
                p.r.addCloseCall("on-hill", eps, eps);
    }
    for (int h : onHills) {
        const PlacedTerrain& P = p.table.feature(h);
        if (std::find(onTops.begin(), onTops.end(), h) != onTops.end()) {
            cx.hillTarget = cx.hillTop = true;
            continue;
        }
        // Near slope: FM sees the target's nearest point without crossing the crest.
        const Vec2 fm = p.F.corners.fm();
        const std::array<Vec2, 1> point{fm};
        const Vec2 nearest = distance(point, p.shape).pointB;
        const bool crosses = P.topConvex ? segmentMeets(fm, nearest, P.topEroded, true)
                                         : segmentReachesDepth(fm, nearest, P.top, eps);
        if (!crosses) cx.hillTarget = cx.nearSlope = true;
    }
}

// G2 line of sight, computed for every pair that gets this far (the JSON lists it).
bool sightStage(Pair& p) {
    const Vec2 shapeCentre = p.feature ? p.table.feature(p.T.occupiedFeature).centre : p.tu.at;
    const double shapeRadius = p.feature ? p.table.feature(p.T.occupiedFeature).radius : p.T.radius;
    Context& cx = p.cx.emplace(Context{p.table, p.rules, p.fi, p.ti, p.F, p.T, p.shape, shapeCentre,
                                       shapeRadius, p.artillery, p.fans, p.m});
    if (p.artillery) hillExceptions(p, cx);
    Ruling& r = p.r;
    r.lineOfSight = sight(cx, r);
    if (cx.hillTop) p.m.read(Reading::HillTarget);
    if (cx.nearSlope) p.m.read(Reading::NearSlope);
    if (cx.usedOverhead) p.m.read(Reading::OverheadFire);
    if (cx.usedOccupied) p.m.read(Reading::OccupiedFeatureClear);
    if (cx.usedCrest) p.m.read(Reading::CrestHides);
    if (cx.overheadCloseValue >= 0)
        r.addCloseCall("overhead-clearance", cx.overheadCloseValue, p.rules.overheadClearance);
    for (const SightLine& l : r.sightLines)
        if (l.closeCall) {
            r.addCloseCall("sight-line", 0.0, p.rules.epsilon);
            break;
        }
    return !(!r.lineOfSight && p.artillery && !p.fail(Reason::NoLineOfSight));
}

// G4 enfilade, for guns; a unit holding woods or a town is never outflanked.
void enfiladeStage(Pair& p) {
    if (!p.artillery) return;
    if (p.feature)
        p.m.read(Reading::NoOutflankInFeature);
    else
        p.r.enfilade = enfilade(*p.cx, p.r);
}

// G7 grapeshot, and a charge on guns by either unit of the pair.
void chargesStage(Pair& p) {
    Ruling& r = p.r;
    const double eps = p.rules.epsilon;
    if (p.artillery && !p.fu.limbered && p.fu.side != p.tu.side) r.grapeshot = r.contact && r.inArc;
    auto chargeOnGuns = [&](const PlacedUnit& charger, const PlacedUnit& guns) {
        ChargeOnGuns c;
        c.firerCharges = &charger == &p.F;
        const Vec2 fl = guns.corners.fl, fr = guns.corners.fr;
        // FL, FR, then straight ahead: counter-clockwise for any facing.
        const std::array<Vec2, 4> strip{fl, fr, fr + guns.f * kFar, fl + guns.f * kFar};
        c.fromFront = shapesMeet(charger.base, strip);
        // Touching the strip counts; within ε of touching either way is a close call.
        if (c.fromFront) {
            const Polygon inner = erode(strip, eps);
            if (inner.empty() || !shapesMeet(charger.base, inner))
                r.addCloseCall("front-strip", 0.0, 0.0);
        } else {
            const double d = convexDistance(charger.base, strip).distance;
            if (d <= eps) r.addCloseCall("front-strip", d, 0.0);
        }
        c.onlyFlankOrRear = !c.fromFront;
        if (c.fromFront) c.chargerMorale = p.rules.chargingArtilleryFrontModifier;
        if (guns.unit->limbered) c.gunsMorale = p.rules.limberedArtilleryChargedModifier;
        r.charge = c;
    };
    if (isArtillery(p.fu.type) && p.tu.charging == p.fu.id)
        chargeOnGuns(p.T, p.F);
    else if (isArtillery(p.tu.type) && p.fu.charging == p.tu.id)
        chargeOnGuns(p.F, p.T);
}

// G6 modifiers, for a valid target.
void modifiersStage(Pair& p) {
    Ruling& r = p.r;
    const GrandeTactiqueRules& rules = p.rules;
    auto add = [&](ModifierKind k, int v) { r.modifiers.push_back({k, v}); };
    if (p.artillery) {
        if (r.band == RangeBand::Long) add(ModifierKind::LongRange, rules.longRangeModifier);
        if (r.enfilade) add(ModifierKind::Enfilade, rules.enfiladeModifier);
        if (p.fu.morale == Morale::Shaken)
            add(ModifierKind::FirerShaken, rules.firerShakenModifier);
        if (p.tu.type == UnitType::Infantry && p.tu.formation == Formation::Square) {
            add(ModifierKind::TargetInSquare, rules.targetSquareModifier);
            p.m.read(Reading::SquarePlusOne);
        }
    } else {
        if (p.fu.morale == Morale::Shaken)
            add(ModifierKind::FirerShaken, rules.firerShakenModifier);
        if (p.fu.formation == Formation::Square)
            add(ModifierKind::FirerInSquare, rules.infantryInSquareFiringModifier);
    }
    for (const Modifier& x : r.modifiers)
        r.modifierTotal += x.value;
}

// The ruling proper: the stages in order. False when a ValidOnly ruling gave up early.
bool computeMarked(const Table& table, int fi, int ti, Mode mode, const LazyFan& fans, Marks& m,
                   Ruling& r) {
    Pair p(table, fi, ti, mode, fans, m, r);
    r.firer = p.fu.id;
    r.target = p.tu.id;
    if (!eligibility(p)) return false;
    targetShapeStage(p);
    arcStage(p);
    if (!contactStage(p) || !rangeStage(p) || !sightStage(p)) return false;
    enfiladeStage(p);
    chargesStage(p);
    r.valid = m.reasons.empty();
    if (r.valid) modifiersStage(p);
    if (r.closeCall) m.read(Reading::ClosedBoundaries);
    return true;
}

bool compute(const Table& table, int fi, int ti, Mode mode, const LazyFan& fans, Ruling& r) {
    Marks m;
    const bool done = computeMarked(table, fi, ti, mode, fans, m, r);
    m.writeOut(r);
    return done;
}

} // namespace

std::span<const Vec2> targetShape(const Table& table, int target) {
    const PlacedUnit& T = table.unit(target);
    if (T.occupiedFeature >= 0) return table.feature(T.occupiedFeature).outline;
    return T.base;
}

Ruling rule(const Table& table, int firer, int target) {
    Ruling r;
    const LazyFan fans(table, table.unit(firer), linesBox(table, firer, target));
    compute(table, firer, target, Mode::Full, fans, r);
    return r;
}

std::vector<Ruling> rulingsFor(const Table& table, int firer) {
    std::vector<Ruling> out;
    const int n = int(table.units().size());
    out.reserve(size_t(std::max(0, n - 1)));
    Box region = linesBox(table, firer, firer);
    for (int t = 0; t < n; ++t)
        region = enclose(region, linesBox(table, firer, t));
    const LazyFan fans(table, table.unit(firer), region);
    for (int t = 0; t < n; ++t) {
        if (t == firer) continue;
        out.emplace_back();
        compute(table, firer, t, Mode::Full, fans, out.back());
    }
    return out;
}

std::vector<Ruling> validTargets(const Table& table, int firer) {
    std::vector<Ruling> out;
    const PlacedUnit& F = table.unit(firer);
    const GrandeTactiqueRules& rules = table.rules();
    const bool artillery = isArtillery(F.unit->type);
    if (!artillery && F.unit->type != UnitType::Infantry) return out;
    // Candidates: units whose base or occupied feature lies within reach of the arc.
    // Any target within range has a point of the arc no farther ahead than the range, so
    // the arc cut at that reach holds it; the broad phase pads boxes by more than ε.
    const double reach = artillery ? rules.longRange + rules.epsilon : rules.epsilon;
    const Box box = boundingBox(arcPolygonOf(F, rules.arcAngleDeg, reach));
    std::vector<char> seen(table.units().size(), 0);
    table.blockers().queryBox(box, [&](int key) {
        if (key >= 0) seen[size_t(key)] = 1;
        return true;
    });
    // Units occupying a woods or BUA are reached through the feature, and generals are not in
    // the broad phase (they are never targets anyway).
    for (std::size_t i = 0; i < table.units().size(); ++i)
        if (table.units()[i].occupiedFeature >= 0) seen[i] = 1;
    Box region = box;
    for (std::size_t i = 0; i < seen.size(); ++i)
        if (seen[i]) region = enclose(region, linesBox(table, firer, int(i)));
    const LazyFan fans(table, F, region);
    for (std::size_t i = 0; i < seen.size(); ++i) {
        if (!seen[i] || int(i) == firer) continue;
        Ruling r;
        if (compute(table, firer, int(i), Mode::ValidOnly, fans, r) && r.valid)
            out.push_back(std::move(r));
    }
    return out;
}

ArcTest arcTest(const Table& table, int firer, std::span<const Vec2> shape) {
    const PlacedUnit& F = table.unit(firer);
    const double angle = table.rules().arcAngleDeg;
    // A point or a segment is its own convex piece.
    const std::vector<Polygon> pieces =
        shape.size() < 3 ? std::vector<Polygon>{Polygon(shape.begin(), shape.end())}
                         : convexPieces(shape);
    const ArcParts a = arcParts(F, arcPlanes(F, angle), angle, pieces, shape);
    return {a.inArc, a.margin};
}

Polygon arcPolygon(const Table& table, int firer, double reach) {
    return arcPolygonOf(table.unit(firer), table.rules().arcAngleDeg, reach);
}

Measure measure(const Table& table, int a, int b) {
    Measure m;
    m.a = table.unit(a).unit->id;
    m.b = table.unit(b).unit->id;
    // Edge to edge between the bases: G5's feature outline belongs to G1–G4 only.
    const DistanceResult d = convexDistance(table.unit(a).base, table.unit(b).base);
    m.distance = d.distance;
    m.pointA = d.pointA;
    m.pointB = d.pointB;
    const double eps = table.rules().epsilon;
    m.contact = inContact(d.distance, eps);
    m.closeCall = contactCloseCall(d.distance, eps);
    return m;
}

} // namespace cdo::gt
