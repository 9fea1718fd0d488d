// G8 Movement: what a move from a unit's placed pose to a new pose uses, and what it may use.
// A MoveRuling is a value like a Ruling: the faces present it (explainMove, the CLI's JSON) and
// nothing recomputes it. The readings it leaned on are named in it (docs/conventions.md).
#pragma once

#include "core/enum_set.h"
#include "core/geometry.h"
#include "core/grande_tactique/table.h"

#include <array>
#include <cstdint>
#include <string>
#include <string_view>

namespace cdo::gt {

// Where a unit is asked to go: the centre of its base and its facing (compass degrees).
struct Pose {
    Vec2 at;
    double facing = 0.0;
};

// The causes of half rate, in cli.md's order. Never stacked: one or four, the rate is half.
enum class HalfRate : std::uint8_t { Shaken, WoodsOrBua, LinearFeature, SidewaysOrBackwards };
std::string_view code(HalfRate);        // "shaken", "woods-or-bua", ...
std::string_view explanation(HalfRate); // a short sentence, naming the rule

// Why a unit may not move at all.
enum class MoveReason : std::uint8_t { UnlimberedArtillery };
std::string_view code(MoveReason); // "unlimbered-artillery"
std::string_view explanation(MoveReason);

// The program's readings of G8 (docs/conventions.md, "Readings").
enum class MoveReading : std::uint8_t {
    FarthestCorner,     // a move uses the farthest that any corner of the base travels
    StraightMove,       // same facing: the corners' straight displacement
    WheelOuterArc,      // a pure wheel about a front corner: the outer front corner's arc
    WheelAndMove,       // turned and moved: the wheel's arc plus the pivot corner's straight path
    CentreDirection,    // sideways or backwards: the centre's displacement against the facing
    CornerPathsCross,   // crossing: a corner's straight path crosses a linear feature or river
    RoadCentrePath,     // road: the centre's straight path stays within the road's half width
    RoadBonusAfterHalf, // road and half rate: halve first, then add the road bonus
};
std::string_view code(MoveReading);        // "g8-farthest-corner", ...
std::string_view explanation(MoveReading); // one sentence in our own words

// How the distance was measured (which of the three readings).
enum class MoveKind : std::uint8_t { Straight, Wheel, WheelAndMove };

struct MoveRuling {
    std::string unit;
    Pose from, to;
    UnitType type = UnitType::Infantry; // the mover as it stands, for the words
    bool square = false, limbered = false;
    MoveKind kind = MoveKind::Straight;
    double uses = 0.0;          // inches: the farthest any corner travels (per the readings)
    double baseAllowance = 0.0; // the unit's allowance before halving and road bonus
    double allowance = 0.0;     // after halving and road bonus; 0 when it may not move
    bool allowed = false;
    double over = 0.0;      // inches over the allowance, 0 when within
    bool closeCall = false; // uses within ε of the allowance (the closed limit still decides)
    EnumSet<HalfRate> halfRate;
    bool roadBonus = false;
    double roadBonusInches = 0.0; // what the road added, when it did
    EnumSet<MoveReason> reasons;
    EnumSet<MoveReading> readings;
    // Wheels: the front corner turned about (0 FL, 1 FR) and the turn in degrees (clockwise +).
    int pivot = -1;
    double turnDeg = 0.0;
    // Each corner's straight path, FL, FR, RL, RR (for drawing; a wheel's outer corner sweeps
    // an arc, whose ends these are).
    std::array<Segment, 4> cornerPaths{};
};

// The move of unit `unit` (an index of the table) from where it stands to `to`.
MoveRuling move(const Table& table, int unit, Pose to);

// The allowance of the unit as it stands (type, formation, limbered), before halving; 0 for
// unlimbered artillery, which may not move at all.
double moveAllowance(const Unit& unit, const GrandeTactiqueRules& rules);

// Words a player can read aloud, citing the rules by name.
std::string explainMove(const MoveRuling& m);

} // namespace cdo::gt
