// The core never draws. Faces implement DebugDraw and ask the core to describe a ruling or
// a firer's reach in lines and polygons, in table inches (as Jolt hands its debug renderer).
#pragma once

#include "core/geometry.h"
#include "core/ruling.h"

#include <span>
#include <string_view>

namespace cdo {

class Table;

enum class Ink : unsigned char {
    Arc,       // the firer's arc
    RangeBand, // 7" and 12" limits
    SightClear,
    SightBlocked,
    Blocker, // the base or area that stopped a line
    Enfilade,
    RangeLine,
    TargetShape,
    CloseCall,
};

class DebugDraw {
  public:
    virtual ~DebugDraw() = default;
    virtual void line(Vec2 a, Vec2 b, Ink ink) = 0;
    virtual void polygon(std::span<const Vec2> poly, Ink ink, bool filled) = 0;
    virtual void label(Vec2 at, std::string_view text, Ink ink) = 0;
};

// A firer's arc and range bands (7" and 12" measured from its front edge, inside the arc).
void drawReach(const Table& table, int firer, DebugDraw& draw);
// The evidence of a ruling: target shape, sight lines (blockers outlined), enfilade lines,
// range line with its length.
void drawRuling(const Table& table, const Ruling& ruling, DebugDraw& draw);

} // namespace cdo
