// TEMPORARY stub until sight.cpp lands from lb-sight: a clear line with no crossed hexes.
// Delete before the final commit.
#include "core/la_bataille/sight.h"

namespace cdo::lb {

Sight lineOfSight(const Battle& battle, Hex from, Hex to, std::string_view, int) {
    Sight s;
    s.from = from;
    s.to = to;
    s.lineFrom = battle.grid.centre(from);
    s.lineTo = battle.grid.centre(to);
    s.adjacent = battle.grid.adjacent(from, to);
    return s;
}

} // namespace cdo::lb
