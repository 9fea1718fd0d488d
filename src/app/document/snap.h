// Snapping a base into contact with another, the three ways players line bases up: front to
// front, side by side (front edges level), front to flank. Display-free.
#pragma once

#include "app/document/document.h"

#include <optional>

namespace cdo::app {

// In the order of gt::ContactKind (core/grande_tactique/placement.h), whose geometry it uses.
enum class SnapKind {
    FrontToFront,
    SideBySideLeft,
    SideBySideRight,
    FrontToLeftFlank,
    FrontToRightFlank
};

struct Placement {
    Vec2 at;
    double facing = 0.0;
};

// Where a base of `frontage` × `depth` goes to touch `other` the given way. `lateral` is the
// wanted offset along the edge touched (measured from its middle, to the right of `other`
// for front to front, forwards for flanks); it is clamped so the touching edges overlap.
Placement snapPlacement(const PlacedUnit& other, double frontage, double depth, SnapKind kind,
                        double lateral = 0.0);

struct Snap {
    int other = -1;
    SnapKind kind = SnapKind::FrontToFront;
    Placement placement;
};

// The contact nearest the wanted pose of unit `mover` (its centre `at`, `facing`): every
// other base within `reach` inches (edge to edge, at the wanted pose) is tried every way,
// and the candidate that moves the base least (turning 90° counts as `reach`) wins.
// Generals are neither snapped nor snapped to: they attach by the editor. The engine says
// which bases are near; the table gives their corners.
std::optional<Snap> nearestSnap(const Engine& engine, const Table& table, int mover, Vec2 at,
                                double facing, double reach);

} // namespace cdo::app
