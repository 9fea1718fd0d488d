// A Table is a Scenario made ready for questions: every base as a polygon, every area eroded
// by ε once, and the blockers in a broad phase. Build it once per edit; ask it many times.
#pragma once

#include "core/geometry.h"
#include "core/grande_tactique/rules.h"
#include "core/model.h"

#include <array>
#include <vector>

namespace cdo::gt {

// The corners of a base, named as in grande-tactique.md's Conventions.
struct BaseCorners {
    Vec2 fl, fr, rl, rr;
    Vec2 fm() const { return lerp(fl, fr, 0.5); }
    // FL, FR, RR, RL: counter-clockwise for any facing.
    std::array<Vec2, 4> polygon() const { return {fl, rl, rr, fr}; }
};
BaseCorners baseCorners(Vec2 centre, double facingDeg, double frontage, double depth);

struct PlacedUnit {
    const Unit* unit = nullptr;
    BaseCorners corners;
    Polygon base; // the rectangle, counter-clockwise
    Box box;      // its bounding box
    Vec2 f, r;    // facing and right-hand unit vectors
    Vec2 centre;  // unit->at, kept beside the base's frame: sight lines test bases in it
    // The base and its copies shrunk by ε and 2ε, in that frame (x along r, y along f, from
    // `centre`), bounded by their corners as placed on the table; lo > hi when shrunk away.
    std::array<Box, 3> local;
    double frontage = 0, depth = 0;
    int occupiedFeature = -1;    // terrain index of the woods/BUA named by `occupies`
    std::vector<int> inFeatures; // woods/BUA the base is in (overlap > ε), and the occupied one
    double radius = 0;           // half the diagonal: a circle around `unit->at` holding the base
    std::vector<int> chargedBy;  // units that have declared a charge on this one
    std::vector<int> hills;      // hills whose outline the base is on (overlap > ε)
    std::vector<int> hillTops;   // hills whose top the base is on
    // Areas (woods, BUA, hill outlines) and hill tops whose edge the base overlaps by an amount
    // within ε of the ε that makes it "in": whether it is in or not is a close call.
    std::vector<int> nearAreaEdges, nearTopEdges;
    int centreOnHill = -1; // a hill whose outline holds the base's centre (overhead fire)
};

struct PlacedTerrain {
    const Terrain* terrain = nullptr;
    Polygon outline;
    Polygon outlineEroded;                         // shrunk by ε: "in the area" and sight blocking
    Polygon outlineEroded2;                        // shrunk by 2ε: grazes
    Polygon top, topEroded, topEroded2;            // hills
    bool outlineConvex = false, topConvex = false; // picks the faster exact tests
    std::vector<Polygon> pieces; // the outline as convex pieces (itself, when convex)
    // Woods and BUAs: the hills and hill tops the outline is on, for a unit occupying it (G5).
    std::vector<int> hills, hillTops;
    Vec2 centre;       // of the outline's bounding box
    double radius = 0; // a circle around `centre` holding the outline
};

class Table {
  public:
    // The table reads the scenario and the rules it was built from for as long as it lives, so
    // it refuses temporaries: `Table t(generateTable());` would read freed memory, and does not
    // compile. Keep the scenario (and rules) alive beside the table.
    explicit Table(const Scenario& scenario, const GrandeTactiqueRules& rules = grandeTactique());
    explicit Table(const Scenario&& scenario,
                   const GrandeTactiqueRules& rules = grandeTactique()) = delete;
    Table(const Scenario& scenario, const GrandeTactiqueRules&& rules) = delete;

    const Scenario& scenario() const { return *scenario_; }
    const GrandeTactiqueRules& rules() const { return *rules_; }
    const std::vector<PlacedUnit>& units() const { return units_; }
    const std::vector<PlacedTerrain>& terrain() const { return terrain_; }
    const PlacedUnit& unit(int i) const { return units_[static_cast<std::size_t>(i)]; }
    int unitIndex(std::string_view id) const { return scenario_->gt().unitIndex(id); }

    // "On or in an area": the shape meets the area shrunk by ε.
    bool inArea(std::span<const Vec2> shape, int terrainIndex) const;
    bool onHillTop(std::span<const Vec2> shape, int terrainIndex) const;
    // Overlap within ε of the limit: meets the area but not the area shrunk by 2ε.
    bool nearAreaEdge(std::span<const Vec2> shape, int terrainIndex) const;
    bool nearTopEdge(std::span<const Vec2> shape, int terrainIndex) const;
    const PlacedTerrain& feature(int i) const { return terrain_[static_cast<std::size_t>(i)]; }

    // Units whose base comes within `radius` of `at` (generals too), nearest first, ties by
    // index. Asks the broad phase, so it stays cheap on a crowded table.
    std::vector<int> unitsNear(Vec2 at, double radius) const;

    // Broad phase: keys >= 0 are unit indices, keys < 0 are -(terrain index) - 1.
    const BroadPhase& blockers() const { return broad_; }

  private:
    const Scenario* scenario_;
    const GrandeTactiqueRules* rules_;
    std::vector<PlacedUnit> units_;
    std::vector<PlacedTerrain> terrain_;
    BroadPhase broad_;
};

} // namespace cdo::gt
