// Several units moved or turned as one, keeping their places relative to each other (a line
// of battalions wheeled, a brigade shifted 2"). Display-free: tested in
// tests/app/document/group_test.cpp.
#pragma once

#include "app/document/edits.h"

#include <span>
#include <string>
#include <vector>

namespace cdo::app {

// The group's centre: the mean of its units' centres (what the group turns about by default).
Vec2 groupCentre(const Scenario& s, std::span<const int> units);

// A centre and facing turned `degrees` clockwise (as facings count, 90 = from north to east)
// about `pivot`: the point moves on its circle and the facing turns as much.
struct GroupPose {
    Vec2 at;
    double facing = 0;
};
GroupPose turnedAbout(GroupPose p, Vec2 pivot, double degrees);

// The shift `wanted` cut short so that every centre of the group stays on the table: a group
// dragged against an edge stops as a whole where its first base reaches it, as one base's
// centre stops at the edge.
Vec2 clampGroupShift(const Scenario& s, std::span<const int> units, Vec2 wanted);

// Every unit of the group turned `degrees` about `pivot`, then shifted by `shift`, as one undo
// step named `label`. Refused as a whole, naming the first unit, when any centre would leave
// the table (the file loader refuses such a table). Overlaps are not refused, as a single
// move's are not: the table is the truth.
EditResult moveGroup(const Scenario& s, std::span<const int> units, Vec2 shift, double degrees,
                     Vec2 pivot, std::string label);

// The units whose centres lie inside the closed path `lasso` (table inches), in scenario order.
std::vector<int> unitsInLasso(const Scenario& s, std::span<const Vec2> lasso);

} // namespace cdo::app
