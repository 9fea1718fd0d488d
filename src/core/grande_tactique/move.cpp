// G8 Movement as geometry: the distance a move uses (the farthest any corner travels), the
// allowance of the unit, half rate and the road bonus. The readings are in docs/conventions.md.
#include "core/grande_tactique/move.h"

#include "core/format.h"

#include <algorithm>
#include <cmath>
#include <numbers>
#include <utility>
#include <vector>

namespace cdo::gt {

namespace {

constexpr double kRounding = 1e-9; // as in rulings: a billionth of an inch is noise
constexpr double kDegrees = 180.0 / std::numbers::pi;

// The turn from one facing to another, the short way round, in (−180, 180]; clockwise is +.
double turnBetween(double from, double to) {
    double d = std::fmod(to - from, 360.0);
    if (d <= -180.0) d += 360.0;
    if (d > 180.0) d -= 360.0;
    return d;
}

// The interval of t in [0, 1] where a + t·(b − a) lies within `radius` of the segment c–d.
// The distance to a segment is convex along a line, so the set is one interval: its lowest
// point is found by ternary search and its ends by bisection. False when it is empty.
bool withinInterval(Vec2 a, Vec2 b, Vec2 c, Vec2 d, double radius, double& lo, double& hi) {
    auto f = [&](double t) { return pointSegmentDistance(lerp(a, b, t), c, d) - radius; };
    double l = 0.0, h = 1.0;
    for (int i = 0; i < 100; ++i) {
        const double m1 = l + (h - l) / 3, m2 = h - (h - l) / 3;
        if (f(m1) <= f(m2))
            h = m2;
        else
            l = m1;
    }
    const double tMin = (l + h) / 2;
    if (f(tMin) > 0) return false;
    auto edge = [&](double inside, double outside) {
        for (int i = 0; i < 100; ++i) {
            const double m = (inside + outside) / 2;
            (f(m) <= 0 ? inside : outside) = m;
        }
        return inside;
    };
    lo = f(0.0) <= 0 ? 0.0 : edge(tMin, 0.0);
    hi = f(1.0) <= 0 ? 1.0 : edge(tMin, 1.0);
    return true;
}

// Does a corner's straight path a–b cross the feature's segment c–d? It must meet it, with its
// two ends on opposite sides of the segment's line, each more than ε from it: a base that only
// comes up to a hedge, or steps back from one it touches, has not crossed it.
bool crosses(Vec2 a, Vec2 b, Vec2 c, Vec2 d, double eps) {
    if (!segmentsMeet(a, b, c, d)) return false;
    const Vec2 e = d - c;
    const double len = length(e);
    if (len <= 0) return false;
    const double sa = cross(e, a - c) / len, sb = cross(e, b - c) / len;
    return (sa > eps && sb < -eps) || (sa < -eps && sb > eps);
}

std::string typeWords(const MoveRuling& u) {
    switch (u.type) {
    case UnitType::Infantry:
        return u.square ? "infantry in square" : "infantry";
    case UnitType::Cavalry:
        return "cavalry";
    case UnitType::Cuirassiers:
        return "cuirassiers";
    case UnitType::FootArtillery:
        return u.limbered ? "limbered foot artillery" : "unlimbered foot artillery";
    case UnitType::HorseArtillery:
        return u.limbered ? "limbered horse artillery" : "unlimbered horse artillery";
    case UnitType::General:
        return "a general";
    }
    return "?";
}

std::string degrees(double v) {
    char buf[48];
    std::snprintf(buf, sizeof buf, "%.1f", v);
    std::string s = buf;
    if (s.size() > 2 && s.compare(s.size() - 2, 2, ".0") == 0) s.resize(s.size() - 2);
    return s;
}

} // namespace

std::string_view code(HalfRate h) {
    switch (h) {
    case HalfRate::Shaken:
        return "shaken";
    case HalfRate::WoodsOrBua:
        return "woods-or-bua";
    case HalfRate::LinearFeature:
        return "linear-feature";
    case HalfRate::SidewaysOrBackwards:
        return "sideways-or-backwards";
    }
    return "?";
}

std::string_view explanation(HalfRate h) {
    switch (h) {
    case HalfRate::Shaken:
        return "Movement: a shaken unit moves at half rate.";
    case HalfRate::WoodsOrBua:
        return "Movement: entering or leaving woods or a built-up area is at half rate.";
    case HalfRate::LinearFeature:
        return "Movement: crossing a linear feature (or a river or stream) is at half rate.";
    case HalfRate::SidewaysOrBackwards:
        return "Movement: moving sideways or backwards (more than 45 degrees from straight "
               "ahead) is at half rate.";
    }
    return "?";
}

std::string_view code(MoveReason r) {
    switch (r) {
    case MoveReason::UnlimberedArtillery:
        return "unlimbered-artillery";
    }
    return "?";
}

std::string_view explanation(MoveReason r) {
    switch (r) {
    case MoveReason::UnlimberedArtillery:
        return "Artillery states: unlimbered guns cannot move; they may pivot on the spot "
               "(1 PIP) or limber (1 PIP) first.";
    }
    return "?";
}

std::string_view code(MoveReading r) {
    switch (r) {
    case MoveReading::FarthestCorner:
        return "g8-farthest-corner";
    case MoveReading::StraightMove:
        return "g8-straight-move";
    case MoveReading::WheelOuterArc:
        return "g8-wheel-outer-arc";
    case MoveReading::WheelAndMove:
        return "g8-wheel-and-move";
    case MoveReading::CentreDirection:
        return "g8-centre-direction";
    case MoveReading::CornerPathsCross:
        return "g8-corner-paths-cross";
    case MoveReading::RoadCentrePath:
        return "g8-road-centre-path";
    case MoveReading::RoadBonusAfterHalf:
        return "g8-road-bonus-after-half";
    }
    return "?";
}

std::string_view explanation(MoveReading r) {
    switch (r) {
    case MoveReading::FarthestCorner:
        return "A move uses the distance travelled by the corner of the base that goes "
               "farthest.";
    case MoveReading::StraightMove:
        return "With the facing unchanged, each corner is taken to travel in a straight line.";
    case MoveReading::WheelOuterArc:
        return "A change of facing about a front corner that stays put (within 0.01\") is a "
               "wheel: it uses the arc swept by the other front corner (never less than any "
               "corner's straight path).";
    case MoveReading::WheelAndMove:
        return "A change of facing with no corner left in place is a wheel about one front "
               "corner plus that corner's straight path: the outer corner's arc plus the "
               "pivot's path, about whichever front corner makes this shorter (never less than "
               "any corner's straight path).";
    case MoveReading::CentreDirection:
        return "A move's direction is that of the base's centre, compared with the facing it "
               "starts with.";
    case MoveReading::CornerPathsCross:
        return "A linear feature or river is crossed when a corner's straight path goes from "
               "more than 0.01\" on one side of it to more than 0.01\" on the other.";
    case MoveReading::RoadCentrePath:
        return "A base stays on a road when the straight path of its centre keeps within half "
               "the road's width of the road's line all the way.";
    case MoveReading::RoadBonusAfterHalf:
        return "When a road move is also at half rate, the allowance is halved first and the "
               "road bonus added after.";
    }
    return "?";
}

double moveAllowance(const Unit& u, const GrandeTactiqueRules& rules) {
    switch (u.type) {
    case UnitType::Infantry:
        return u.formation == Formation::Square ? rules.moveSquare : rules.moveInfantry;
    case UnitType::Cavalry:
        return rules.moveCavalry;
    case UnitType::Cuirassiers:
        return rules.moveCuirassiers;
    case UnitType::FootArtillery:
        return u.limbered ? rules.moveLimberedFootArtillery : 0.0;
    case UnitType::HorseArtillery:
        return u.limbered ? rules.moveLimberedHorseArtillery : 0.0;
    case UnitType::General:
        return rules.moveGeneral;
    }
    return 0.0;
}

MoveRuling move(const Table& table, int index, Pose to) {
    const GrandeTactiqueRules& rules = table.rules();
    const double eps = rules.epsilon;
    const PlacedUnit& P = table.unit(index);
    const Unit& u = *P.unit;

    MoveRuling m;
    m.unit = u.id;
    m.from = {u.at, u.facing};
    m.type = u.type;
    m.square = u.formation == Formation::Square;
    m.limbered = u.limbered;
    m.to = to;
    m.readings.insert(MoveReading::FarthestCorner);

    const BaseCorners a = P.corners;
    const BaseCorners b = baseCorners(to.at, to.facing, P.frontage, P.depth);
    const std::array<Vec2, 4> from{a.fl, a.fr, a.rl, a.rr}, end{b.fl, b.fr, b.rl, b.rr};
    double straight = 0.0;
    for (std::size_t i = 0; i < 4; ++i) {
        m.cornerPaths[i] = {from[i], end[i]};
        straight = std::max(straight, dist(from[i], end[i]));
    }

    // What the move uses.
    const double turn = turnBetween(u.facing, to.facing);
    if (std::abs(turn) <= kRounding) {
        m.kind = MoveKind::Straight;
        m.uses = straight;
        m.readings.insert(MoveReading::StraightMove);
    } else {
        m.turnDeg = turn;
        const double arc = P.frontage * std::abs(turn) / kDegrees;
        const double d[2] = {dist(a.fl, b.fl), dist(a.fr, b.fr)};
        const int best = d[0] <= d[1] ? 0 : 1; // same arc either way: the shorter pivot path
        m.pivot = best;
        if (d[best] <= eps + kRounding) {
            m.kind = MoveKind::Wheel;
            m.uses = std::max(arc, straight);
            m.readings.insert(MoveReading::WheelOuterArc);
        } else {
            m.kind = MoveKind::WheelAndMove;
            m.uses = std::max(arc + d[best], straight);
            m.readings.insert(MoveReading::WheelAndMove);
        }
    }

    // The allowance, and whether the unit may move at all.
    m.baseAllowance = moveAllowance(u, rules);
    if (isArtillery(u.type) && !u.limbered) m.reasons.insert(MoveReason::UnlimberedArtillery);

    // Half rate, never stacked.
    if (u.morale == Morale::Shaken) m.halfRate.insert(HalfRate::Shaken);
    const auto endBase = b.polygon();
    for (std::size_t t = 0; t < table.terrain().size(); ++t) {
        const Terrain& ter = *table.feature(int(t)).terrain;
        if (isCover(ter.kind)) {
            if (table.inArea(P.base, int(t)) != table.inArea(endBase, int(t)))
                m.halfRate.insert(HalfRate::WoodsOrBua);
            continue;
        }
        std::vector<Segment> segs;
        if (ter.kind == TerrainKind::Linear) {
            for (std::size_t k = 0; k + 1 < ter.path.size(); ++k)
                segs.push_back({ter.path[k], ter.path[k + 1]});
        } else if (ter.kind == TerrainKind::River) {
            const Polygon& o = table.feature(int(t)).outline;
            for (std::size_t k = 0; k < o.size(); ++k)
                segs.push_back({o[k], o[(k + 1) % o.size()]});
        }
        for (const Segment& s : segs)
            for (const Segment& p : m.cornerPaths) {
                if (!segmentsMeet(p.a, p.b, s.a, s.b)) continue;
                m.readings.insert(MoveReading::CornerPathsCross);
                if (crosses(p.a, p.b, s.a, s.b, eps)) m.halfRate.insert(HalfRate::LinearFeature);
            }
    }
    const Vec2 shift = to.at - u.at;
    if (length(shift) > kRounding) {
        m.readings.insert(MoveReading::CentreDirection);
        const Vec2 f = facingVector(u.facing);
        const double off = std::atan2(std::abs(cross(f, shift)), dot(f, shift)) * kDegrees;
        if (off > rules.sidewaysAngleDeg + kRounding)
            m.halfRate.insert(HalfRate::SidewaysOrBackwards);
    }

    // The road bonus: the centre's straight path covered, end to end, by the strips within
    // half a road's width of its line (every road's, so that a junction is no gap).
    std::vector<std::pair<double, double>> covered;
    for (const PlacedTerrain& pt : table.terrain()) {
        const Terrain& ter = *pt.terrain;
        if (ter.kind != TerrainKind::Road) continue;
        for (std::size_t k = 0; k + 1 < ter.path.size(); ++k) {
            double lo = 0, hi = 0;
            if (withinInterval(u.at, to.at, ter.path[k], ter.path[k + 1], ter.width / 2 + kRounding,
                               lo, hi))
                covered.emplace_back(lo, hi);
        }
    }
    if (!covered.empty()) {
        m.readings.insert(MoveReading::RoadCentrePath);
        std::sort(covered.begin(), covered.end());
        double reach = 0.0;
        bool gap = covered.front().first > kRounding;
        for (const auto& [lo, hi] : covered) {
            if (lo > reach + kRounding) gap = true;
            reach = std::max(reach, hi);
        }
        m.roadBonus = !gap && reach >= 1.0 - kRounding;
    }

    if (!m.reasons.empty()) {
        m.allowance = 0.0;
        m.roadBonus = false;
    } else {
        m.allowance = m.baseAllowance;
        if (!m.halfRate.empty()) m.allowance /= 2;
        if (m.roadBonus) {
            m.roadBonusInches = rules.roadBonus;
            m.allowance += rules.roadBonus;
            if (!m.halfRate.empty()) m.readings.insert(MoveReading::RoadBonusAfterHalf);
        }
    }
    m.allowed = m.reasons.empty() && m.uses <= m.allowance + kRounding;
    m.over = m.uses > m.allowance + kRounding ? m.uses - m.allowance : 0.0;
    m.closeCall = m.reasons.empty() && std::abs(m.uses - m.allowance) <= eps;
    return m;
}

std::string explainMove(const MoveRuling& m) {
    std::string out = m.unit + " to (" + inchesPlain(m.to.at.x) + ", " + inchesPlain(m.to.at.y) +
                      ") facing " + degrees(m.to.facing) + ": ";
    if (!m.reasons.empty())
        out += "MAY NOT MOVE\n";
    else if (m.allowed)
        out += "ALLOWED (" + inches(m.allowance - m.uses) + " to spare)\n";
    else
        out += "NOT ALLOWED (over by " + inches(m.over) + ")\n";
    for (MoveReason r : m.reasons)
        out += "  - " + std::string(code(r)) + ": " + std::string(explanation(r)) + "\n";

    out += "  Uses: " + inches(m.uses);
    const char* corner[2] = {"front-left", "front-right"};
    switch (m.kind) {
    case MoveKind::Straight:
        out += " (straight move: the farthest corner's straight path)\n";
        break;
    case MoveKind::Wheel:
        out += " (a wheel of " + degrees(std::abs(m.turnDeg)) + " degrees about the " +
               corner[m.pivot] + " corner: the arc swept by the " + corner[1 - m.pivot] +
               " corner)\n";
        break;
    case MoveKind::WheelAndMove:
        out += " (a wheel of " + degrees(std::abs(m.turnDeg)) + " degrees about the " +
               corner[m.pivot] + " corner, plus that corner's straight path of " +
               inches(dist(m.cornerPaths[std::size_t(m.pivot)].a,
                           m.cornerPaths[std::size_t(m.pivot)].b)) +
               ")\n";
        break;
    }
    if (m.reasons.empty()) {
        out += "  Allowance: " + inches(m.allowance) + " (Movement: " + typeWords(m) + " " +
               inches(m.baseAllowance);
        if (!m.halfRate.empty()) out += ", half rate " + inches(m.baseAllowance / 2);
        if (m.roadBonus) out += ", road bonus +" + inches(m.roadBonusInches);
        out += ")\n";
        for (HalfRate h : m.halfRate)
            out += "  - half rate, " + std::string(code(h)) + ": " + std::string(explanation(h)) +
                   "\n";
        if (m.halfRate.size() > 1) out += "    (Movement: half rate is never stacked.)\n";
        if (m.roadBonus)
            out += "  Road: the whole move is on the road (Movement: road bonus).\n";
        else if (m.readings.contains(MoveReading::RoadCentrePath))
            out += "  Road: not the whole move on the road, no bonus (Movement: road bonus).\n";
        if (m.closeCall)
            out +=
                "  CLOSE CALL: uses " + inches(m.uses) + " against " + inches(m.allowance) + "\n";
    }
    out += "  Readings:";
    for (MoveReading r : m.readings)
        out += " " + std::string(code(r));
    out += "\n";
    for (MoveReading r : m.readings)
        if (r != MoveReading::FarthestCorner && r != MoveReading::StraightMove)
            out += "    " + std::string(explanation(r)) + "\n";
    return out;
}

} // namespace cdo::gt
