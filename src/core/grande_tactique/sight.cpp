// Grande Tactique rulings, G2 and G4 (grande-tactique.md): sight lines and enfilade lines.
// Internal: see detail.h. Every line walks the firer's blocker fan and tests each candidate;
// the walk, meet, BaseFrame and segmentMeetsConvex stay together in this translation unit, so
// the compiler inlines among them as it did when the rulings were one file.
#include "core/grande_tactique/detail.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <iterator>

namespace cdo::gt::detail {

namespace {

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

// What Context::line asks of each blocker. Free functions here rather than members in
// detail.h, so that they inline into the line as they did when Context was private to one file.
bool featureExcluded(const Context& cx, int t) {
    auto has = [t](const std::vector<int>& v) {
        return std::find(v.begin(), v.end(), t) != v.end();
    };
    return has(cx.F.inFeatures) || has(cx.T.inFeatures) || (cx.T.occupiedFeature == t);
}

bool topExcluded(const Context& cx, int t) {
    auto has = [t](const std::vector<int>& v) {
        return std::find(v.begin(), v.end(), t) != v.end();
    };
    return has(cx.F.hillTops) || has(cx.targetHillTops());
}

// G2 overhead fire: guns on a hill fire over a friend at least 2" from the target. (The
// firer, the target, and every base for a hill target, are left out before this.) A friend
// within ε of the 2" is a close call: `close` is then set to its distance.
bool firedOver(const Context& cx, const PlacedUnit& B, double& close) {
    const GrandeTactiqueRules& rules = cx.rules;
    if (!cx.overhead || B.unit->side != cx.F.unit->side) return false;
    // Circles first: most friends are plainly near or plainly far.
    const double centres = dist(B.centre, cx.shapeCentre);
    if (centres - B.radius - cx.shapeRadius >= rules.overheadClearance + rules.epsilon) return true;
    if (centres + B.radius + cx.shapeRadius < rules.overheadClearance - rules.epsilon) return false;
    const double d = cx.T.occupiedFeature >= 0 ? distance(B.base, cx.shape).distance
                                               : convexDistance(B.base, cx.shape).distance;
    if (std::abs(d - rules.overheadClearance) <= rules.epsilon) close = d;
    return d >= rules.overheadClearance - kRounding;
}

} // namespace

Box linesBox(const Table& table, int firer, int target) {
    const PlacedUnit& F = table.unit(firer);
    const std::array<Vec2, 2> corners{F.corners.fl, F.corners.fr};
    return enclose(boundingBox(corners), boundingBox(targetShape(table, target)));
}

// One sight line (G2): clear, or the nearest blocker (in the fan's order), with grazes
// marked as close calls.
SightLine Context::line(SightLine::From from, SightLine::To to, int vertex, Vec2 a, Vec2 b) const {
    SightLine s{a, b, std::nullopt, vertex, from, to, true, false};
    bool graze = false; // a blocker met only within ε (does not block or barely)
    bool deep = false;  // blocked by more than 2ε somewhere
    std::optional<Blocker> firstGraze;
    std::optional<Blocker> firstTouch; // the first met within ε, blocking or not
    // Records what one blocker does to the line; false stops the walk.
    auto record = [&](Meet m, Blocker::Kind kind, const std::string& id) {
        switch (m) {
        case Meet::Clear:
            return true;
        case Meet::Skin:
            graze = true;
            if (!firstTouch) firstTouch = Blocker{kind, id};
            return true;
        case Meet::Barely:
            s.clear = false;
            graze = true;
            if (!firstGraze) firstGraze = Blocker{kind, id};
            if (!firstTouch) firstTouch = Blocker{kind, id};
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
            const bool over = firedOver(*this, B, close);
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
        if (area && featureExcluded(*this, t)) {
            if (m != Meet::Skin) usedOccupied = true;
            return true;
        }
        if (!area && topExcluded(*this, t)) return true;
        if (!area && m != Meet::Skin) usedCrest = true;
        const Blocker::Kind kind = P.terrain->kind == TerrainKind::Woods ? Blocker::Kind::Woods
                                   : P.terrain->kind == TerrainKind::Bua ? Blocker::Kind::Bua
                                                                         : Blocker::Kind::HillTop;
        return record(m, kind, P.terrain->id);
    });
    if (!s.clear && !deep) s.blocker = firstGraze;
    s.closeCall = graze && !deep;
    if (s.closeCall && !grazed) grazed = firstTouch;
    return s;
}

bool crossesCrest(Vec2 a, Vec2 b, const PlacedTerrain& hill, double eps) {
    return hill.topConvex ? segmentMeets(a, b, hill.topEroded, true)
                          : segmentReachesDepth(a, b, hill.top, eps);
}

namespace {

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

} // namespace

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
        cx.grazed.reset();
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
    if (close) {
        r.addCloseCall("enfilade", 0.0, eps);
        if (cx.grazed && r.closeCalls.back().quantity == "enfilade")
            r.closeCalls.back().grazes = words(*cx.grazed);
    }
    return result;
}

} // namespace cdo::gt::detail
