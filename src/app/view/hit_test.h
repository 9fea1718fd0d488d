// What is under a finger. Positions in table inches; `slop` widens small targets so that a
// fingertip (about 9 mm) still hits a 0.5" general at low zoom. Display-free.
#pragma once

#include "app/document/document.h"

#include <optional>
#include <span>

namespace cdo::app {

// The unit whose base contains `p`, the one drawn last (on top) first; failing that the one
// whose base is nearest within `slop`. -1 for none.
int unitAt(const Table& table, Vec2 p, double slop);

// The handle a press takes: of the window points `handles`, the nearest to the press `p` (window
// pixels) within `radius`, but never when the press lies on a unit's base (`onTable`, the same
// point in table inches): a unit under the finger wins over every handle drawn over it, so a
// handle in front of a battery cannot take the drag meant for the line it covers. Labels take
// no press at all: they are not handles. -1 for none.
int handleAt(const Table& table, Vec2 onTable, std::span<const Vec2> handles, Vec2 p,
             double radius);

// The terrain piece under `p`: areas by containment, roads and linear features within
// `slop` of their path (or half the road's width). Smaller areas win over larger ones, so a
// wood on a hill can be picked. -1 for none.
int terrainAt(const Table& table, Vec2 p, double slop);

struct VertexHit {
    bool top = false; // a hill's top rather than its outline
    int vertex = -1;
};
// The vertex of terrain `index` (outline, path or hill top) nearest `p` within `radius`.
std::optional<VertexHit> vertexAt(const Terrain& t, Vec2 p, double radius);
// The edge of terrain `index` whose middle is nearest `p` within `radius`: inserting a vertex
// there. `vertex` is the index the new vertex takes.
std::optional<VertexHit> edgeMiddleAt(const Terrain& t, Vec2 p, double radius);

} // namespace cdo::app
