// The La Bataille face's answers beyond one ruling, on the map (lb_fire.h): who may give
// opportunity fire at a counter being dragged or changing formation (a line from each
// enemy's hex to the hex it fires at, both ringed), the selected counter's defensive fire,
// the hexes picked to combine fire and their target, a retreat's attackers and reachable
// hexes, each side's zones of influence, and every hex the ruling on screen names (crossed,
// lifted, blocking), each with its id. Sizes that are read are in millimetres (mm()).
#pragma once

#include "app/lb/lb_fire.h"
#include "app/view/camera.h"
#include "app/view/render.h"

#include <span>

namespace cdo::app {

namespace fireColours {
inline const Colour opportunity{255, 120, 200}; // magenta: fire the move would draw
inline const Colour defensive{120, 200, 255};   // light blue
inline const Colour combine{255, 220, 60};      // yellow
inline const Colour retreat{90, 230, 255};      // cyan: hexes it may withdraw to
inline const Colour attacker{255, 90, 40};      // orange
inline const Colour crossed{250, 250, 250};     // a crossed hex, open
inline const Colour lifted{120, 255, 160};      // an obstacle lifted by elevation
} // namespace fireColours

// Shots: a line from each enemy's hex to the hex it fires at, both outlined (the enemy's
// solid, the other dashed), and on the latter the formation it is fired on ("fired on as
// column").
void drawShots(Scene& scene, const Camera& cam, const lb::HexGrid& grid,
               std::span<const lb::OpportunityShot> shots);
// A counter's route (the hexes entered so far), dashed from hex centre to hex centre.
void drawPath(Scene& scene, const Camera& cam, const lb::HexGrid& grid, lb::Hex start,
              std::span<const lb::Hex> path);
void drawDefensive(Scene& scene, const Camera& cam, const lb::HexGrid& grid,
                   std::span<const lb::Ruling> rulings);
// The picked firing hexes (outlined, each with its strength once ruled) and lines to the
// target, green when they may combine, red when not.
void drawCombination(Scene& scene, const Camera& cam, const lb::HexGrid& grid,
                     std::span<const lb::Hex> picked, std::optional<lb::Hex> target,
                     const std::optional<lb::Combination>& c);
void drawRetreat(Scene& scene, const Camera& cam, const lb::Battle& battle,
                 std::span<const int> attackers, const std::optional<lb::RetreatRuling>& r);
// Each hex of the ruling's line of sight with its id: crossed (thin white), lifted (green,
// "lifted"), blocking (red, "blocks").
void drawSightHexes(Scene& scene, const Camera& cam, const lb::Ruling& ruling);

} // namespace cdo::app
