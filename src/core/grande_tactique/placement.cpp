#include "core/grande_tactique/placement.h"

#include "core/format.h"

#include <array>
#include <cmath>

namespace cdo::gt {

namespace {

double normalized(double d) {
    double r = std::fmod(d, 360.0);
    if (r < 0) r += 360.0;
    return r >= 360.0 ? 0.0 : r; // fmod of a tiny negative number rounds up to 360
}

std::string noUnit(int unit) {
    return "there is no unit number " + std::to_string(unit) + " on the table";
}

bool validIndex(const Scenario& s, int unit) {
    return unit >= 0 && unit < static_cast<int>(s.gt().units.size());
}

// The loader keeps a base's centre on the table; so does every placement.
Placed checked(const Scenario& s, int unit, Pose pose, const GrandeTactiqueRules& rules) {
    Placed out;
    if (!std::isfinite(pose.at.x) || !std::isfinite(pose.at.y) || !std::isfinite(pose.facing)) {
        out.error = "that is not a number the table can take; the unit was not moved";
        return out;
    }
    if (pose.at.x < 0 || pose.at.x > s.gt().tableWidth || pose.at.y < 0 ||
        pose.at.y > s.gt().tableDepth) {
        out.error = "the base's centre would be at X " + inchesPlain(pose.at.x) + ", Y " +
                    inchesPlain(pose.at.y) + ", off the table (X goes from 0 to " +
                    inchesPlain(s.gt().tableWidth) + " in, Y from 0 to " +
                    inchesPlain(s.gt().tableDepth) + " in); the unit was not moved";
        return out;
    }
    pose.facing = normalized(pose.facing);
    out.pose = pose;
    // Overlaps: the base shrunk by ε still meets another (touching is contact, not overlap).
    const Unit& me = s.gt().units[static_cast<std::size_t>(unit)];
    if (me.type == UnitType::General) return out; // a general stands on whom it likes
    const BaseSize mine = baseSizeOf(me, rules);
    const double e = rules.epsilon;
    if (mine.frontage <= 2 * e || mine.depth <= 2 * e) return out;
    const auto shrunk =
        baseCorners(pose.at, pose.facing, mine.frontage - 2 * e, mine.depth - 2 * e).polygon();
    for (std::size_t i = 0; i < s.gt().units.size(); ++i) {
        const Unit& o = s.gt().units[i];
        if (static_cast<int>(i) == unit || o.type == UnitType::General) continue;
        const BaseSize b = baseSizeOf(o, rules);
        if (shapesMeet(shrunk, baseCorners(o.at, o.facing, b.frontage, b.depth).polygon()))
            out.overlaps.push_back(o.id);
    }
    return out;
}

} // namespace

Vec2 basePoint(const BaseCorners& c, BasePoint p) {
    switch (p) {
    case BasePoint::FrontLeft:
        return c.fl;
    case BasePoint::FrontRight:
        return c.fr;
    case BasePoint::RearLeft:
        return c.rl;
    case BasePoint::RearRight:
        return c.rr;
    case BasePoint::FrontMiddle:
        return c.fm();
    case BasePoint::Centre:
        return lerp(c.fl, c.rr, 0.5);
    }
    return c.fl;
}

TablePoint pointFromEdges(const Scenario& s, SideEdge side, double fromSide, EndEdge end,
                          double fromEnd) {
    const char* sideName = side == SideEdge::Left ? "left" : "right";
    const char* endName = end == EndEdge::Near ? "near" : "far";
    if (!std::isfinite(fromSide) || fromSide < 0 || fromSide > s.gt().tableWidth)
        return {std::nullopt, std::string("from the ") + sideName + " edge, " +
                                  inchesPlain(fromSide) + " is off the table: it goes from 0 to " +
                                  inchesPlain(s.gt().tableWidth) + " in"};
    if (!std::isfinite(fromEnd) || fromEnd < 0 || fromEnd > s.gt().tableDepth)
        return {std::nullopt, std::string("from the ") + endName + " edge, " +
                                  inchesPlain(fromEnd) + " is off the table: it goes from 0 to " +
                                  inchesPlain(s.gt().tableDepth) + " in"};
    return {Vec2{side == SideEdge::Left ? fromSide : s.gt().tableWidth - fromSide,
                 end == EndEdge::Near ? fromEnd : s.gt().tableDepth - fromEnd},
            ""};
}

Placed placeFromEdges(const Scenario& s, int unit, const EdgeTape& tape,
                      const GrandeTactiqueRules& rules) {
    if (!validIndex(s, unit)) return {std::nullopt, noUnit(unit), {}};
    const TablePoint p = pointFromEdges(s, tape.side, tape.fromSide, tape.end, tape.fromEnd);
    if (!p.at) return {std::nullopt, p.error + "; the unit was not moved", {}};
    if (!std::isfinite(tape.facing)) return {std::nullopt, "the facing is not a number", {}};
    // The measured point's place on a base centred at the origin, facing as asked.
    const BaseSize b = baseSizeOf(s.gt().units[static_cast<std::size_t>(unit)], rules);
    const Vec2 offset =
        basePoint(baseCorners({0, 0}, tape.facing, b.frontage, b.depth), tape.point);
    return checked(s, unit, {*p.at - offset, tape.facing}, rules);
}

Pose contactPose(const Pose& other, BaseSize theirs, BaseSize mine, ContactKind kind,
                 double offset) {
    const Vec2 c = other.at, f = facingVector(other.facing), r = rightVector(other.facing);
    const double W = theirs.frontage, D = theirs.depth, w = mine.frontage, d = mine.depth;
    switch (kind) {
    case ContactKind::FrontToFront:
        return {c + f * (D / 2 + d / 2) + r * offset, normalized(other.facing + 180)};
    case ContactKind::SideBySideLeft:
    case ContactKind::SideBySideRight: {
        const double side = kind == ContactKind::SideBySideRight ? 1.0 : -1.0;
        // Front edges level at offset 0: the centres differ by half the difference of depths.
        return {c + r * (side * (W / 2 + w / 2)) + f * (D / 2 - d / 2 + offset),
                normalized(other.facing)};
    }
    case ContactKind::FrontToLeftFlank:
    case ContactKind::FrontToRightFlank: {
        const double side = kind == ContactKind::FrontToRightFlank ? 1.0 : -1.0;
        // Facing the flank: turned towards the other base, so its front edge lies on that side.
        return {c + r * (side * (W / 2 + d / 2)) + f * offset,
                normalized(other.facing - side * 90)};
    }
    }
    return other;
}

Placed placeInContact(const Scenario& s, int unit, std::string_view otherId, ContactKind kind,
                      double offset, const GrandeTactiqueRules& rules) {
    if (!validIndex(s, unit)) return {std::nullopt, noUnit(unit), {}};
    const int oi = s.gt().unitIndex(otherId);
    if (oi < 0)
        return {std::nullopt, "there is no unit '" + std::string(otherId) + "' on the table", {}};
    if (oi == unit) return {std::nullopt, "a unit cannot be put in contact with itself", {}};
    if (!std::isfinite(offset)) return {std::nullopt, "the offset is not a number", {}};
    const Unit& me = s.gt().units[static_cast<std::size_t>(unit)];
    const Unit& o = s.gt().units[static_cast<std::size_t>(oi)];
    const BaseSize mine = baseSizeOf(me, rules), theirs = baseSizeOf(o, rules);
    // The two touching edges must still share a stretch: beyond half their lengths added, the
    // bases no longer meet edge to edge.
    const bool flank =
        kind == ContactKind::FrontToLeftFlank || kind == ContactKind::FrontToRightFlank;
    const bool beside = kind == ContactKind::SideBySideLeft || kind == ContactKind::SideBySideRight;
    const double mineAlong = beside ? mine.depth : mine.frontage;
    const double theirsAlong = flank || beside ? theirs.depth : theirs.frontage;
    // Side by side the offset is from their front edge to mine: the flanks share a stretch
    // while my front stands less than my depth ahead and less than their depth behind.
    const bool apart = beside ? !(offset > -theirs.depth && offset < mine.depth)
                              : !(std::abs(offset) < (mineAlong + theirsAlong) / 2);
    if (apart)
        return {std::nullopt,
                "an offset of " + inchesPlain(offset) + " in leaves the two bases apart (" +
                    (beside ? "more than -" + inchesPlain(theirs.depth) + " and less than " +
                                  inchesPlain(mine.depth)
                            : "less than " + inchesPlain((mineAlong + theirsAlong) / 2) +
                                  " either way") +
                    " keeps them in contact); the unit was not moved",
                {}};
    return checked(s, unit, contactPose({o.at, o.facing}, theirs, mine, kind, offset), rules);
}

Placed placeRelative(const Scenario& s, int unit, double ahead, double right, double turn,
                     const GrandeTactiqueRules& rules) {
    if (!validIndex(s, unit)) return {std::nullopt, noUnit(unit), {}};
    const Unit& u = s.gt().units[static_cast<std::size_t>(unit)];
    const Vec2 at = u.at + facingVector(u.facing) * ahead + rightVector(u.facing) * right;
    return checked(s, unit, {at, u.facing + turn}, rules);
}

} // namespace cdo::gt

namespace cdo::gt {

EndEdge homeEdge(const Scenario& s, std::string_view side, EndEdge fallback) {
    double own = 0, enemy = 0;
    int nOwn = 0, nEnemy = 0;
    for (const Unit& u : s.gt().units) {
        if (u.side == side) {
            own += u.at.y;
            ++nOwn;
        } else {
            enemy += u.at.y;
            ++nEnemy;
        }
    }
    const double middle = s.gt().tableDepth / 2;
    if (nOwn && nEnemy) return own / nOwn > enemy / nEnemy ? EndEdge::Far : EndEdge::Near;
    if (nOwn) return own / nOwn > middle ? EndEdge::Far : EndEdge::Near;
    if (nEnemy) return enemy / nEnemy > middle ? EndEdge::Near : EndEdge::Far;
    return fallback;
}

double facingFrom(EndEdge home) {
    return home == EndEdge::Near ? 0.0 : 180.0;
}

std::optional<Pose> deploymentPose(const Scenario& s, BaseSize size, EndEdge home, double gap,
                                   const GrandeTactiqueRules& rules) {
    const double facing = facingFrom(home);
    // Every base there already, with its bounding box grown by the gap for a quick refusal.
    struct Other {
        std::array<Vec2, 4> base;
        Box box;
    };
    std::vector<Other> others;
    others.reserve(s.gt().units.size());
    for (const Unit& u : s.gt().units) {
        const BaseSize b = baseSizeOf(u, rules);
        const auto poly = baseCorners(u.at, u.facing, b.frontage, b.depth).polygon();
        Box box = boundingBox(poly);
        box.lo = box.lo - Vec2{gap, gap};
        box.hi = box.hi + Vec2{gap, gap};
        others.push_back({poly, box});
    }
    const auto freeAt = [&](Vec2 at) {
        const auto mine = baseCorners(at, facing, size.frontage, size.depth).polygon();
        const Box b = boundingBox(mine);
        if (b.lo.x < 0 || b.lo.y < 0 || b.hi.x > s.gt().tableWidth || b.hi.y > s.gt().tableDepth)
            return false;
        for (const Other& o : others) {
            if (b.hi.x < o.box.lo.x || b.lo.x > o.box.hi.x || b.hi.y < o.box.lo.y ||
                b.lo.y > o.box.hi.y)
                continue;
            if (convexDistance(mine, o.base).distance < gap - 1e-9) return false;
        }
        return true;
    };
    const int steps = int(s.gt().tableWidth / kDeployStep) + 1;
    for (double in = kDeployMargin + size.depth / 2; in <= s.gt().tableDepth / 2;
         in += kDeployRow) {
        const double y = home == EndEdge::Near ? in : s.gt().tableDepth - in;
        for (int k = 0; k <= steps; ++k)
            for (const double dir : {1.0, -1.0}) {
                if (k == 0 && dir < 0) continue;
                const Vec2 at{s.gt().tableWidth / 2 + dir * kDeployStep * k, y};
                if (freeAt(at)) return Pose{at, facing};
            }
    }
    return std::nullopt;
}

} // namespace cdo::gt
