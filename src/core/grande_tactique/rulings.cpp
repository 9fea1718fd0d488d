// Grande Tactique rulings: grande-tactique.md G1–G7 as geometry. This file runs a ruling's
// stages in the order of the spec's clauses and holds the public functions of rulings.h; the
// arc's geometry (G1) is in arc.cpp, the sight and enfilade lines (G2, G4) in sight.cpp.
#include "core/grande_tactique/rulings.h"

#include "core/grande_tactique/detail.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <optional>
#include <vector>

namespace cdo::gt {

using namespace detail;

namespace {

constexpr double kFar = 1000.0; // "straight ahead for ever", in inches: beyond any table

// G7 contact: edge to edge within ε. Exactly touching bases are plainly in contact; apart by
// more than nothing and at most 2ε, whether they touch is a close call.
bool inContact(double edgeDistance, double eps) {
    return edgeDistance <= eps + kRounding;
}
bool contactCloseCall(double edgeDistance, double eps) {
    return edgeDistance > kRounding && edgeDistance <= 2 * eps;
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
        if (!crossesCrest(fm, nearest, P, eps)) cx.hillTarget = cx.nearSlope = true;
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
            if (cx.grazed && r.closeCalls.back().quantity == "sight-line")
                r.closeCalls.back().grazes = words(*cx.grazed);
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

// What the answer depends on. Let an edit only move or turn a set M of units, the firer not
// among them and none occupying a feature, every one with its centre outside `dependsOn`
// before and after. Then every ruling that can be valid is worked out the same in both tables:
// - The firer's PlacedUnit (corners, base, features and hills it is on) comes from its own
//   fields and the terrain: the same. So is `box`, the arc cut at long range and ε.
// - A target can be valid only if its shape meets `box` (a point in range is in the arc no
//   farther ahead than the range: see the candidates below). `lines` holds `box` and the box
//   of every line drawn for such a target, from the firer's front corners to points of the
//   target's shape (linesBox). For infantry, which may fire only in contact, every
//   candidate's lines are kept, as `region` does.
// - `dependsOn` is `lines` grown by the largest base radius on the table (a move changes no
//   unit's size) and kDependencyPad: a base whose centre is outside it keeps its bounding box
//   more than the pad from `lines`. The broad phase stores each base's box padded by 0.02" and
//   pads the query by as much (broad_phase.cpp), in floats; 0.1" is well over that.
// - So no unit of M meets `box` in either table: the targets that can be valid are the same
//   units, each with the same shape (a unit of M broad-phase-found near the box, or not, is out
//   of arc or range in both). Their rulings read the firer and the target (their fields, and
//   what their own poses on the fixed terrain give: features, hills, tops, centre on a hill),
//   the units that declared a charge on the target and their sides (fields, not poses), the
//   terrain, the rules, and the blockers each line meets (overhead fire too asks only about a
//   base across a line). No stage walks the table's units. The lines are the same and lie in
//   `lines`; a base of M stays clear of them, so where the fan holds it, the walk passes it by
//   as Clear; the other blockers come in an order set by themselves (blocker_fan.h).
// So the valid rulings are the same, and so is the answer. A unit occupying a woods or BUA is a
// candidate of every firer wherever it stands, so its moves are outside this promise.
namespace {
constexpr double kDependencyPad = 0.1; // inches: over the broad phase's two 0.02" pads

bool boxesMeet(const Box& a, const Box& b) {
    return a.lo.x <= b.hi.x && b.lo.x <= a.hi.x && a.lo.y <= b.hi.y && b.lo.y <= a.hi.y;
}

// validTargets, and when `dependsOn` is given the box its answer depends on (the app's
// all-batteries view asks for it; the plain call skips its cost).
std::vector<Ruling> validTargetsImpl(const Table& table, int firer, Box* dependsOn) {
    std::vector<Ruling> out;
    if (dependsOn) *dependsOn = {{1, 1}, {0, 0}}; // empty: depends on nothing moved
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
    if (dependsOn) {
        Box lines = box;
        for (std::size_t i = 0; i < seen.size(); ++i)
            if (seen[i] && int(i) != firer &&
                (!artillery || boxesMeet(boundingBox(targetShape(table, int(i))), box)))
                lines = enclose(lines, linesBox(table, firer, int(i)));
        double grow = 0.0;
        for (const PlacedUnit& u : table.units())
            grow = std::max(grow, u.radius);
        grow += kDependencyPad;
        *dependsOn = {{lines.lo.x - grow, lines.lo.y - grow},
                      {lines.hi.x + grow, lines.hi.y + grow}};
    }
    const LazyFan fans(table, F, region);
    for (std::size_t i = 0; i < seen.size(); ++i) {
        if (!seen[i] || int(i) == firer) continue;
        Ruling r;
        if (compute(table, firer, int(i), Mode::ValidOnly, fans, r) && r.valid)
            out.push_back(std::move(r));
    }
    return out;
}

} // namespace

std::vector<Ruling> validTargets(const Table& table, int firer) {
    return validTargetsImpl(table, firer, nullptr);
}

std::vector<Ruling> validTargets(const Table& table, int firer, Box& dependsOn) {
    return validTargetsImpl(table, firer, &dependsOn);
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
