// The numbers of La Bataille that are the rules' own (la-bataille.md), in one table, as
// grande_tactique/rules.h is for Grande Tactique. Numbers printed on a game's charts (fire
// multiples, fire defence, odds columns, movement costs) are not here: they are scenario data.
#pragma once

#include "core/la_bataille/model.h"

#include <string>
#include <string_view>

namespace cdo::lb {

struct LaBatailleRules {
    // L2 artillery range bands, in hexes: short 1..shortMax, medium ..mediumMax, long beyond.
    int artilleryShortMax = 2;
    int artilleryMediumMax = 5;
    int infantryRange = 1;
    int skirmisherRange = 2;          // infantry skirmishers (seed 002)
    double skirmisherFarFactor = 0.5; // their fire at 2 hexes is halved
    int cavalrySkirmisherRange = 1;
    double fieldOfFireHalfAngle = 30.0; // lb-field-of-fire: within 30° of a front side (closed)

    // L5 fire strength: increments that may fire from one hex.
    int lineIncrementsPerHex = 4;
    int skirmishIncrementsPerHex = 3;
    int carreIncrements = 12;              // lb-carre-twelve
    int infantryWithBatteryIncrements = 4; // infantry adding fire to a battery in its hex
    int carreWithBatteryIncrements = 12;
    int artilleryStackingDefault = 6; // stacking.artillery when the file gives none
    int canisterShift = 1;            // odds columns to the right

    // L6 retreat before melee: printed movement at least this much greater than every attacker.
    int retreatMoveMargin = 2;
    // Cavalry skirmishers' extra costs for infantry (seed 002): adjacent hexes, two away.
    int skirmisherScreenCostAdjacent = 3;
    int skirmisherScreenCostTwoAway = 2;
};

const LaBatailleRules& laBataille();

// L0 defaults for a terrain name, with the scenario's terrain_types over them.
struct TerrainRule {
    bool blocksSight = false;
    bool clearForArtillery = false;
    // Movement cost for an arm ("infantry", "cavalry", "artillery"): the file's, else 1 for
    // clear, road and slope, else 2 (lb-default-cost).
    double infantryCost = 1, cavalryCost = 1, artilleryCost = 1;
};
TerrainRule terrainRule(const Battle& battle, std::string_view terrain);

} // namespace cdo::lb
