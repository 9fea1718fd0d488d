// Internal to the ruleset's rulings (rulings.cpp, arc.cpp, sight.cpp): what crosses those three
// files. Nothing outside them includes this; the public face is rulings.h.
//
// The split follows the spec: arc.cpp is G1's geometry, sight.cpp draws G2's sight lines and
// G4's enfilade lines, rulings.cpp runs the ruling's stages and holds the public functions. The
// hot loops (a line's walk of the blocker fan, meet, BaseFrame, segmentMeetsConvex) all stay
// inside sight.cpp, so the compiler inlines them as it did when this was one file.
#pragma once

#include "core/grande_tactique/blocker_fan.h"
#include "core/grande_tactique/rulings.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <optional>
#include <span>
#include <vector>

namespace cdo::gt::detail {

// Rounding slack for closed limits. At bearings that are not quarter turns, a distance that is
// 7 on paper computes as 7.000000000000002; a billionth of an inch is noise, not a ruling.
constexpr double kRounding = 1e-9;

// ---- G1 arc (arc.cpp) ------------------------------------------------------------------------

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

ArcPlanes arcPlanes(const PlacedUnit& f, double angleDeg);

// The arc as a polygon: FL, FR, then the two rays' ends `reach` ahead of the front line.
Polygon arcPolygonOf(const PlacedUnit& f, double angleDeg, double reach);

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
                  std::span<const Polygon> pieces, std::span<const Vec2> whole);

// ---- What a ruling gathers, and the fan its lines share -----------------------------------

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

inline Box enclose(const Box& a, const Box& b) {
    return {{std::min(a.lo.x, b.lo.x), std::min(a.lo.y, b.lo.y)},
            {std::max(a.hi.x, b.hi.x), std::max(a.hi.y, b.hi.y)}};
}

// ---- G2 sight lines and G4 enfilade lines (sight.cpp) -------------------------------------

// The box holding every line a ruling draws: from the firer's front corners to points of the
// target's shape (G2's corners, middle and vertices; G4's rear corners).
Box linesBox(const Table& table, int firer, int target);

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
    // What the first line that only grazed (a close call) met within ε, for the close call's
    // words; reset before each group of lines (sight, then enfilade).
    mutable std::optional<Blocker> grazed{};

    // The hills and tops the target's shape is on: its base's, or its town's (G5).
    const std::vector<int>& targetHillTops() const {
        return T.occupiedFeature >= 0 ? table.feature(T.occupiedFeature).hillTops : T.hillTops;
    }
    const std::vector<int>& targetHills() const {
        return T.occupiedFeature >= 0 ? table.feature(T.occupiedFeature).hills : T.hills;
    }

    // One sight line (G2), defined in sight.cpp beside the fan walk it runs.
    SightLine line(SightLine::From from, SightLine::To to, int vertex, Vec2 a, Vec2 b) const;
};

// G2: the sight lines of the ruling, into r.sightLines; true when the target is seen.
bool sight(const Context& cx, Ruling& r);

// G4: true when the firer enfilades the target; the lines drawn go into r.enfiladeLines.
bool enfilade(const Context& cx, Ruling& r);

// Does the segment a–b cross the crest of `hill`, reaching at least ε inside its top? (G2's near
// slope: the segment runs from the firer's front middle to the target's nearest point.)
bool crossesCrest(Vec2 a, Vec2 b, const PlacedTerrain& hill, double eps);

} // namespace cdo::gt::detail
