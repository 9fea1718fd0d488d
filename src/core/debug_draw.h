// The core never draws. Faces implement DebugDraw and ask the engine to describe a ruling or
// a firer's reach in lines and polygons, in table inches (as Jolt hands its debug renderer).
// The inks are what a mark means, not a colour: each face picks colours that survive daylight.
#pragma once

#include "core/geometry.h"

#include <span>
#include <string_view>

namespace cdo {

enum class Ink : unsigned char {
    Arc,       // the firer's arc
    RangeBand, // range limits (Grande Tactique: 7" and 12")
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

} // namespace cdo
