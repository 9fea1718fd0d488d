#include "core/grande_tactique/ruling.h"

#include <algorithm>

namespace cdo::gt {

std::string_view code(Reason r) {
    switch (r) {
    case Reason::NotEnemy:
        return "not-enemy";
    case Reason::FirerCannotFire:
        return "firer-cannot-fire";
    case Reason::FirerLimbered:
        return "firer-limbered";
    case Reason::FirerSilenced:
        return "firer-silenced";
    case Reason::TargetGeneral:
        return "target-general";
    case Reason::TargetSilenced:
        return "target-silenced";
    case Reason::TargetBeingCharged:
        return "target-being-charged";
    case Reason::TargetInWoods:
        return "target-in-woods";
    case Reason::OutOfArc:
        return "out-of-arc";
    case Reason::NoLineOfSight:
        return "no-line-of-sight";
    case Reason::OutOfRange:
        return "out-of-range";
    case Reason::NotInContact:
        return "not-in-contact";
    }
    return "?";
}

std::string_view explanation(Reason r) {
    switch (r) {
    case Reason::NotEnemy:
        return "it is a friend, not an enemy (Firing: valid targets)";
    case Reason::FirerCannotFire:
        return "only infantry and artillery fire (Firing)";
    case Reason::FirerLimbered:
        return "limbered guns cannot fire (Artillery: limbered artillery)";
    case Reason::FirerSilenced:
        return "silenced guns cannot fire (Artillery: silenced artillery)";
    case Reason::TargetGeneral:
        return "generals cannot be fired on (Generals)";
    case Reason::TargetSilenced:
        return "silenced artillery is not a valid target (Artillery: silenced artillery)";
    case Reason::TargetBeingCharged:
        return "a friendly unit is charging it, so the guns hold fire (Artillery fire)";
    case Reason::TargetInWoods:
        return "artillery cannot fire into woods (Artillery fire)";
    case Reason::OutOfArc:
        return "no part of it is inside the 45-degree arc (Firing: arc)";
    case Reason::NoLineOfSight:
        return "no pair of sight lines gets through (Firing: line of sight)";
    case Reason::OutOfRange:
        return "it is beyond 12 inches (Artillery fire: long range)";
    case Reason::NotInContact:
        return "infantry fires only at units in base contact (Firing: infantry)";
    }
    return "?";
}

std::string_view code(RangeBand b) {
    switch (b) {
    case RangeBand::Normal:
        return "normal";
    case RangeBand::Long:
        return "long";
    case RangeBand::Out:
        return "out";
    case RangeBand::None:
        break;
    }
    return "";
}

std::string_view code(ModifierKind m) {
    switch (m) {
    case ModifierKind::LongRange:
        return "long-range";
    case ModifierKind::Enfilade:
        return "enfilade";
    case ModifierKind::FirerShaken:
        return "firer-shaken";
    case ModifierKind::TargetInSquare:
        return "target-in-square";
    case ModifierKind::FirerInSquare:
        return "firer-in-square";
    }
    return "?";
}

std::string_view code(Reading r) {
    switch (r) {
    case Reading::ClosedBoundaries:
        return "closed-boundaries";
    case Reading::AreaOverlapEpsilon:
        return "area-overlap-epsilon";
    case Reading::ArcTouchCounts:
        return "g1-touch-counts";
    case Reading::TwoSightLines:
        return "g2-two-sight-lines";
    case Reading::FeatureVertices:
        return "g2-feature-vertices";
    case Reading::CrestHides:
        return "g2-crest-hides";
    case Reading::OverheadFire:
        return "g2-overhead-fire";
    case Reading::HillTarget:
        return "g2-hill-top-target";
    case Reading::NearSlope:
        return "g2-near-slope";
    case Reading::OccupiedFeatureClear:
        return "g2-own-feature-clear";
    case Reading::RangeToArcPart:
        return "g3-range-to-arc-part";
    case Reading::EnfiladeLines:
        return "g4-enfilade-lines";
    case Reading::NoOutflankInFeature:
        return "g4-no-outflank-in-feature";
    case Reading::FeatureShape:
        return "g5-feature-shape";
    case Reading::SquarePlusOne:
        return "g6-square-plus-one";
    case Reading::ContactEpsilon:
        return "g7-contact-epsilon";
    }
    return "?";
}

std::string_view explanation(Reading r) {
    switch (r) {
    case Reading::ClosedBoundaries:
        return "Every limit is closed (exactly 7.00 is normal range); a case within 0.01\" of a "
               "limit follows the limit and is marked a close call.";
    case Reading::AreaOverlapEpsilon:
        return "A unit is in an area only if it overlaps it by more than 0.01\"; touching the edge "
               "is not enough.";
    case Reading::ArcTouchCounts:
        return "Firing arc: the target needs to share only one point with the arc.";
    case Reading::TwoSightLines:
        return "Line of sight: one line from each front corner, to two different target corners, "
               "or both to the middle of its front edge.";
    case Reading::FeatureVertices:
        return "Line of sight into woods or a town: the lines go to the corners of the feature, "
               "with no front-middle alternative.";
    case Reading::CrestHides:
        return "Hills: a hill's top hides what lies beyond it unless the firer or target stands "
               "on it.";
    case Reading::OverheadFire:
        return "Artillery on a hill fires over friends that are at least 2\" from the target.";
    case Reading::HillTarget:
        return "Artillery may always fire at enemies on a hill's top: no troops block.";
    case Reading::NearSlope:
        return "Artillery may always fire at enemies on the near slope of a hill (seen from the "
               "guns without crossing the top): no troops block.";
    case Reading::OccupiedFeatureClear:
        return "Woods or a town held by the firer or the target do not block their own lines.";
    case Reading::RangeToArcPart:
        return "Range is measured from the firer's front edge to the nearest part of the target "
               "inside the arc.";
    case Reading::EnfiladeLines:
        return "Enfilade: from one front corner, lines to both rear corners that strike flank or "
               "rear (not across the front edge) and are not blocked.";
    case Reading::NoOutflankInFeature:
        return "A unit holding woods or a town cannot be outflanked, so it is never enfiladed.";
    case Reading::FeatureShape:
        return "A unit holding woods or a town is the whole feature for arc, sight and range.";
    case Reading::SquarePlusOne:
        return "Squares are easier targets for guns: shown as +1.";
    case Reading::ContactEpsilon:
        return "Contact means the bases are within 0.01\" of each other.";
    }
    return "?";
}

std::string_view code(Blocker::Kind k) {
    switch (k) {
    case Blocker::Kind::Base:
        return "base";
    case Blocker::Kind::Woods:
        return "woods";
    case Blocker::Kind::Bua:
        return "bua";
    case Blocker::Kind::HillTop:
        return "hill-top";
    }
    return "?";
}

std::string words(const Blocker& b) {
    return std::string(code(b.kind)) + " " + b.id;
}

std::string_view code(SightLine::From f) {
    return f == SightLine::From::FrontLeft ? "front-left" : "front-right";
}

std::string label(const SightLine& l) {
    std::string s(code(l.from));
    s += " -> ";
    switch (l.to) {
    case SightLine::To::FrontLeft:
        s += "front-left";
        break;
    case SightLine::To::FrontRight:
        s += "front-right";
        break;
    case SightLine::To::RearRight:
        s += "rear-right";
        break;
    case SightLine::To::RearLeft:
        s += "rear-left";
        break;
    case SightLine::To::FrontMiddle:
        s += "front-middle";
        break;
    case SightLine::To::Vertex:
        s += "vertex " + std::to_string(l.vertex);
        break;
    }
    return s;
}

bool Ruling::has(Reason r) const {
    return reasons.contains(r);
}

bool Ruling::has(Reading r) const {
    return readings.contains(r);
}

std::vector<Term> Ruling::reasonTerms() const {
    std::vector<Term> out;
    for (Reason x : reasons)
        out.push_back({code(x), explanation(x)});
    return out;
}

std::vector<Term> Ruling::readingTerms() const {
    std::vector<Term> out;
    for (Reading x : readings)
        out.push_back({code(x), explanation(x)});
    return out;
}

} // namespace cdo::gt
