// Grande Tactique's numbers, in one place. Every number a ruling is decided with lives here, so
// a house rule or a new edition changes one table, not the code that applies it. (The short
// explanations of reasons and readings in ruling.cpp quote the published values in words.)
// Sources: Grande Tactique by Jack Mitchell (CC BY): "Building an Army" (base sizes),
// "Artillery" (ranges, overhead fire, states and their PIP costs), "Firing" (arc, modifiers),
// "Movement" (allowances).
#pragma once

#include "core/model.h"

namespace cdo::gt {

struct BaseSize {
    double frontage;
    double depth;
};

struct GrandeTactiqueRules {
    // Conventions: tolerance for "touching", "grazing" and close calls.
    double epsilon = 0.01;

    // Building an Army: default base sizes (frontage × depth), inches.
    BaseSize infantry{2.5, 1.0};
    BaseSize infantrySquare{1.5, 1.5};
    BaseSize cavalry{1.5, 1.0};
    BaseSize cuirassiers{1.5, 1.0};
    BaseSize footArtillery{1.0, 1.0};
    BaseSize horseArtillery{1.0, 1.5};
    BaseSize general{0.5, 0.5};

    // Firing: the arc opens this many degrees outward from each front corner.
    double arcAngleDeg = 45.0;

    // Artillery fire: normal range up to 7", long range over 7" up to 12".
    double normalRange = 7.0;
    double longRange = 12.0;

    // Artillery fire: guns on a hill fire over friends at least this far from the target.
    double overheadClearance = 2.0;

    // Firing modifiers.
    int longRangeModifier = -1;
    int enfiladeModifier = +1;
    int firerShakenModifier = -1;
    int targetSquareModifier = +1; // reading: "more effective against squares" as +1
    int infantryInSquareFiringModifier = -1;

    // Morale check when charging artillery.
    int chargingArtilleryFrontModifier = -1;
    int limberedArtilleryChargedModifier = -2;

    // Movement: allowances in inches.
    double moveInfantry = 3.0;
    double moveSquare = 1.5;
    double moveCavalry = 9.0;
    double moveCuirassiers = 6.0;
    double moveLimberedFootArtillery = 3.0;
    double moveLimberedHorseArtillery = 9.0;
    double moveGeneral = 9.0;
    double roadBonus = 2.0;
    double sidewaysAngleDeg = 45.0;

    // Artillery states (seed 000): what each battery action costs, in PIPs.
    int pipLimber = 1;
    int pipUnlimber = 1;
    int pipPivot = 1;
    int pipStartFiring = 1;
    int pipStopFiring = 1;
    int pipDeSilence = 2;
    int pipSpike = 2;

    BaseSize defaultSize(UnitType type, Formation formation) const;
};

// The rules as published. Tests and faces use this unless told otherwise.
const GrandeTactiqueRules& grandeTactique();

// The base a unit stands on: its own size, or the default for its type and formation.
BaseSize baseSizeOf(const Unit& unit, const GrandeTactiqueRules& rules = grandeTactique());

} // namespace cdo::gt
