// Tape placement: where a base goes from what a player measures on the real table (distances
// from two table edges to a corner or the front middle of the base, contact with another base,
// so far ahead or sideways of where it stands), and table points for terrain the same way.
// Display-free: every answer is a value, or a refusal in words; nothing is changed here.
#pragma once

#include "core/grande_tactique/move.h"
#include "core/grande_tactique/rules.h"
#include "core/grande_tactique/table.h"
#include "core/model.h"

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace cdo::gt {

// The point of the base the tape is held to.
enum class BasePoint { FrontLeft, FrontRight, RearLeft, RearRight, FrontMiddle, Centre };
// The edges a distance is measured from (docs/conventions.md: the origin is the near-left
// corner, x along the near edge, y away from it). Left: x = 0, right: x = width; near: y = 0,
// far: y = depth.
enum class SideEdge { Left, Right };
enum class EndEdge { Near, Far };

// The ways two bases are put in contact (as the app's snap: front edges level for side by
// side; "left" and "right" are the other base's own, as it faces).
enum class ContactKind {
    FrontToFront,      // facing it, front edge on its front edge
    SideBySideLeft,    // beside its left flank, same facing
    SideBySideRight,   // beside its right flank, same facing
    FrontToLeftFlank,  // front edge on its left flank, facing it
    FrontToRightFlank, // front edge on its right flank, facing it
};

struct Placed {
    std::optional<Pose> pose; // empty when refused; facing in [0, 360)
    std::string error;        // why, in words naming the number at fault
    // Ids of the bases the placed base would overlap by more than ε (not a refusal: a table
    // may have it so, as a drag may; the face says so).
    std::vector<std::string> overlaps;
    bool ok() const { return pose.has_value(); }
};

// Where `p` is on a base of that pose and size.
Vec2 basePoint(const BaseCorners& c, BasePoint p);

// The table point so far from the two edges; a refusal when it is off the table (a negative
// distance, or more than the table's width or depth), naming the distance and the range.
struct TablePoint {
    std::optional<Vec2> at;
    std::string error;
};
TablePoint pointFromEdges(const Scenario& s, SideEdge side, double fromSide, EndEdge end,
                          double fromEnd);

// Unit `unit` with `point` of its base so far from the two edges, facing `facing`.
struct EdgeTape {
    BasePoint point = BasePoint::FrontLeft;
    SideEdge side = SideEdge::Left;
    double fromSide = 0.0;
    EndEdge end = EndEdge::Near;
    double fromEnd = 0.0;
    double facing = 0.0;
};
Placed placeFromEdges(const Scenario& s, int unit, const EdgeTape& tape,
                      const GrandeTactiqueRules& rules = grandeTactique());

// Where a base of size `mine` goes to touch a base of size `theirs` at `other` the given way,
// `offset` along the edge touched: for front to front, from the middle of their front edge to
// the middle of mine, towards their right; for side by side, how far my front edge stands
// ahead of theirs; for a flank, from the middle of their flank to the middle of my front edge,
// towards their front. Not clamped: the caller checks that the edges still meet.
Pose contactPose(const Pose& other, BaseSize theirs, BaseSize mine, ContactKind kind,
                 double offset = 0.0);

// Unit `unit` moved into contact with the unit named `otherId`. Refused for an unknown id,
// the unit itself, an offset that leaves the two edges apart, or a centre off the table.
Placed placeInContact(const Scenario& s, int unit, std::string_view otherId, ContactKind kind,
                      double offset, const GrandeTactiqueRules& rules = grandeTactique());

// Unit `unit` moved `ahead` inches along its facing and `right` inches to its right (negative:
// back, left), from where it stands, then turned `turn` degrees clockwise about its new
// centre. Refused when the centre would leave the table.
Placed placeRelative(const Scenario& s, int unit, double ahead, double right, double turn,
                     const GrandeTactiqueRules& rules = grandeTactique());

} // namespace cdo::gt

namespace cdo::gt {

// A roster's placement (no tape): where a side's next base goes when it is put on the table.
// The side's own edge: where its units stand against the enemy's (the mean of their y), or
// with one side only on the table, the half its units hold (the other side's is the other);
// with none, `fallback`.
EndEdge homeEdge(const Scenario& s, std::string_view side, EndEdge fallback);
// The facing of a base on the `home` edge's side: toward the other edge (near: 0°, far: 180°).
double facingFrom(EndEdge home);
// In rows along the `home` edge, facing the other edge: the first row's rear edge stands
// kDeployMargin in from the edge; along a row the base is tried at the middle of the table's
// width first, then alternately to the right and the left of it every kDeployStep, and the
// first place where the base stays on the table and at least `gap` from every other base is
// taken. A full row sends the base kDeployRow further in, up to the middle of the table;
// empty when none of that is free.
inline constexpr double kDeployMargin = 2.0, kDeployStep = 0.5, kDeployRow = 2.0;
std::optional<Pose> deploymentPose(const Scenario& s, BaseSize size, EndEdge home, double gap = 0.5,
                                   const GrandeTactiqueRules& rules = grandeTactique());

} // namespace cdo::gt
