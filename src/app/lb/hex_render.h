// La Bataille's hex map in pixels: terrain fills with patterns (so that woods, villages and
// marsh differ without colour), elevation in steps of luminance with a contour on every
// hexside that drops, slope hexes hatched, hex ids, counters with formation, facing and
// increments, and the marks of a firer's targets. Sizes that a player reads (text, rings,
// arrows) are in millimetres on the tablet's screen (mm()); the map itself scales with the
// zoom. Everything goes into the Scene's batches, as the Grande Tactique table does.
#pragma once

#include "app/view/camera.h"
#include "app/view/layout.h"
#include "app/view/render.h"
#include "core/la_bataille/model.h"

#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace cdo::app {

// Colours that tests look for in screenshots of a hex map.
namespace hexColours {
inline const Colour validRing{40, 255, 90};      // solid ring
inline const Colour notClosestRing{255, 176, 0}; // dashed ring
inline const Colour invalidCross{255, 60, 60};   // cross
inline const Colour targetHex{255, 255, 255};
inline const Colour facingArrow{255, 255, 255};
inline const Colour clear{218, 210, 164}; // clear terrain at level 0
} // namespace hexColours

// How one counter is to be shown (one per unit of the battle).
struct CounterLook {
    // As a target of the selected firer: a valid one, one that would be valid but a nearer
    // one exists (not-closest), or not valid. The engine decides; the app only paints.
    enum class AsTarget : unsigned char { None, Invalid, NotClosest, Valid };
    AsTarget asTarget = AsTarget::None;
    bool selected = false;
};

struct HexSceneOptions {
    bool hexIds = false; // every hex's id, at any zoom (else only when hexes are big)
};

// Whether the hex ids are drawn at this zoom (the option forces them).
bool hexIdsShown(const Camera& cam, const HexSceneOptions& o);
// Which hexes carry their id, for ids `idWidth` x `idHeight` pixels on hexes of circumradius
// `radius` pixels: 1, every hex, when an id fits inside its hex; when it does not and the ids
// are `forced`, every n-th column and row (n: the fewest that keep the ids apart, a millimetre
// `gap` between them), so that they stay readable at the fit zoom of a big map; 0: none.
int hexIdStride(double idWidth, double idHeight, double radius, double gap, bool forced);
// The pixel size of text that is `millimetres` high, rounded to one of a few sizes (each
// size is a glyph texture of its own).
unsigned textPx(double millimetres);

// The short word of a formation on a counter: "C" column, "L" line, "Sq" carré, "Sk"
// skirmish, "GO" general order, "RM" road march, "Lb" limbered, "Un" unlimbered.
std::string_view formationMark(lb::Formation f);

// The map: fills, patterns, elevation, slopes, grid lines, hex ids.
void drawHexMap(Scene& scene, const Camera& cam, const lb::Battle& battle,
                const HexSceneOptions& o);
// Hexes of a zone of influence, washed and outlined with dots in `side`'s colour.
void drawZoneOfInfluence(Scene& scene, const Camera& cam, const lb::HexGrid& grid,
                         std::span<const lb::Hex> hexes, Colour side);
// Counters drawn of one stack (and leader tokens of one hex): the top ones; the stack's count
// is written on its top counter.
inline constexpr std::size_t kStackDrawn = 4;
// The words on a counter whose smaller side is 2 * `halfSidePx` window pixels: arm and
// formation on top (`small`), the increments large below (`big`), both at least
// kCounterCapMm capitals (docs/app.md, La Bataille). Where both rows do not fit at that size
// the top one goes (`topRow` false) and the increments stand alone in the middle; a counter
// too small even for them carries no words (`any` false) until the map is zoomed in.
inline constexpr double kCounterCapMm = 2.0;
struct CounterWords {
    unsigned small = 0, big = 0;
    bool topRow = false, any = false;
};
CounterWords counterWords(double halfSidePx);
// Every counter, lower ones of a stack first and offset, leaders as round tokens.
void drawCounters(Scene& scene, const Camera& cam, const Scenario& s,
                  std::span<const CounterLook> looks);
// The firer's targets as the engine ruled them: a solid ring (valid), a dashed ring (not
// closest) or a cross (invalid) on each hex of each enemy; the target hex outlined white.
void drawTargetMarks(Scene& scene, const Camera& cam, const lb::Battle& battle,
                     std::span<const CounterLook> looks, std::optional<lb::Hex> targetHex);

// The part of the segment a-b inside the convex polygon `poly` (either orientation), or
// nothing. For hatching a hex.
std::optional<std::array<Vec2, 2>> clipToConvex(Vec2 a, Vec2 b, std::span<const Vec2> poly);

} // namespace cdo::app
