// A La Bataille scenario as the players set it up (scenario-format.md, "La Bataille
// scenarios"): the map, its hexes and the counters on it. Plain data, as core/model.h is for
// Grande Tactique; the numbers of the game's own charts (fire defence, odds columns, stacking,
// terrain costs) are data here because they differ from one game of the series to the next.
#pragma once

#include "core/file_keys.h"
#include "core/la_bataille/hex.h"

#include <array>

#include <map>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace cdo::lb {

enum class Arm { Infantry, LightCavalry, HeavyCavalry, FootArtillery, HorseArtillery, Leader };
enum class Formation {
    Column,
    Line,
    Carre,
    Skirmish,
    GeneralOrder,
    RoadMarch,
    Limbered,
    Unlimbered,
};

inline constexpr std::array allArms{Arm::Infantry,      Arm::LightCavalry,   Arm::HeavyCavalry,
                                    Arm::FootArtillery, Arm::HorseArtillery, Arm::Leader};
inline constexpr std::array allFormations{
    Formation::Column,       Formation::Line,      Formation::Carre,    Formation::Skirmish,
    Formation::GeneralOrder, Formation::RoadMarch, Formation::Limbered, Formation::Unlimbered};

// Scenario spellings: "light-cavalry", "general-order", ...
std::string_view toString(Arm);
std::string_view toString(Formation);
std::optional<Arm> parseArm(std::string_view);
std::optional<Formation> parseFormation(std::string_view);

constexpr bool isArtillery(Arm a) {
    return a == Arm::FootArtillery || a == Arm::HorseArtillery;
}
constexpr bool isCavalry(Arm a) {
    return a == Arm::LightCavalry || a == Arm::HeavyCavalry;
}
// Leaders and aides-de-camp are not combat formations (L1).
constexpr bool isCombat(Arm a) {
    return a != Arm::Leader;
}
// The formations an arm may take (L1); leaders take none (their formation is ignored).
bool allowed(Arm arm, Formation formation);

// Whether a formation faces a hexside or a vertex (L1's table). Carre faces either.
enum class FacingKind { Hexside, Vertex, Either };
FacingKind facingKind(Formation formation);
// A routed unit faces a hexside whatever its formation (L1's table: routed, like road march).
FacingKind facingKind(Formation formation, bool routed);

struct Unit {
    std::string id;
    std::string side;
    Arm arm = Arm::Infantry;
    std::string name;
    std::vector<Hex> hexes; // one, or two adjacent (line, skirmish; cavalry skirmishers)
    Formation formation = Formation::Column;
    double facing = 0.0; // compass bearing of a hexside or a vertex
    int increments = 0;
    std::optional<double> fire;  // fire multiple; none: cannot fire
    std::optional<int> move;     // printed movement allowance
    std::optional<int> maxRange; // artillery; none: unlimited
    bool disordered = false;
    bool routed = false;
    int stack = 0;                         // 0 = the top of its hex; larger is lower
    bool artilleryBonus = false;           // leaders
    bool special = false;                  // leaders
    std::shared_ptr<const FileKeys> extra; // unknown keys of its file entry, or null
};

// One hex that is not clear level 0.
struct HexState {
    std::string terrain = "clear";
    int elevation = 0;
    bool slope = false;
    bool operator==(const HexState&) const = default;
};

// A feature on one side of a hex (stream, wall, river, ...): kept for later rules.
struct HexsideFeature {
    Hex hex;
    int side = 0; // index of hex's side (HexGrid::sideBearing)
    std::string kind;
    bool operator==(const HexsideFeature&) const = default;
};

// One row of the scenario's terrain_types table. Unset fields take the defaults of L0.
struct TerrainType {
    std::optional<bool> blocksSight;
    std::optional<bool> clearForArtillery;
    std::map<std::string, double> cost; // per arm word: "infantry", "cavalry", "artillery"
    bool operator==(const TerrainType&) const = default;
};

struct Battle {
    HexGrid grid;
    std::map<Hex, HexState> hexes; // only hexes that differ from clear 0
    std::vector<HexsideFeature> hexsides;
    std::map<std::string, TerrainType> terrainTypes; // as the file gives them (overrides)
    // fire_defence: terrain -> (formation word, or "disordered") -> defence value.
    std::map<std::string, std::map<std::string, double>> fireDefence;
    std::vector<std::string> oddsColumns; // "1:3", "1:2", ... in the file's order
    std::optional<int> stackingArtillery; // stacking.artillery as the file gives it
    std::vector<Unit> units;

    const HexState& at(Hex h) const;
    const Unit* findUnit(std::string_view id) const;
    int unitIndex(std::string_view id) const; // -1 when absent
};

} // namespace cdo::lb
