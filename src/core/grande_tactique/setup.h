// The Grande Tactique part of a scenario (ruleset: grande-tactique): the table as the players
// set it up, its units, terrain and their states, the turn record and the photo backdrop. Plain
// data; no rule is computed here. Every length is in inches (the loader converts cm and mm).
// The types are named in cdo:: rather than gt:: because io, the CLI and the app name them
// everywhere; the part itself is gt::Setup, Scenario::gt().
#pragma once

#include "core/file_keys.h"
#include "core/geometry.h"

#include <array>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace cdo {

enum class UnitType { Infantry, Cavalry, Cuirassiers, FootArtillery, HorseArtillery, General };
enum class Formation { Line, Column, Square };
enum class Morale { Eager, Shaken, Routed, Silenced };
enum class Quality { Raw, Regular, Veteran };
enum class TerrainKind { Hill, Woods, Bua, Road, Linear, River };

// Every value of each enum, in declaration order: for menus and for "expected one of" messages.
inline constexpr std::array allUnitTypes{UnitType::Infantry,       UnitType::Cavalry,
                                         UnitType::Cuirassiers,    UnitType::FootArtillery,
                                         UnitType::HorseArtillery, UnitType::General};
inline constexpr std::array allFormations{Formation::Line, Formation::Column, Formation::Square};
inline constexpr std::array allMorales{Morale::Eager, Morale::Shaken, Morale::Routed,
                                       Morale::Silenced};
inline constexpr std::array allQualities{Quality::Raw, Quality::Regular, Quality::Veteran};
inline constexpr std::array allTerrainKinds{TerrainKind::Hill,   TerrainKind::Woods,
                                            TerrainKind::Bua,    TerrainKind::Road,
                                            TerrainKind::Linear, TerrainKind::River};

// Scenario spellings ("foot-artillery", "bua", ...). parse* return nullopt for unknown words.
std::string_view toString(UnitType);
std::string_view toString(Formation);
std::string_view toString(Morale);
std::string_view toString(Quality);
std::string_view toString(TerrainKind);
std::optional<UnitType> parseUnitType(std::string_view);
std::optional<Formation> parseFormation(std::string_view);
std::optional<Morale> parseMorale(std::string_view);
std::optional<Quality> parseQuality(std::string_view);
std::optional<TerrainKind> parseTerrainKind(std::string_view);

// Woods and BUAs: the areas a unit can occupy (G5) and that block sight (G2).
constexpr bool isCover(TerrainKind k) {
    return k == TerrainKind::Woods || k == TerrainKind::Bua;
}
// Roads and linear features are paths; every other kind has an outline.
constexpr bool isPath(TerrainKind k) {
    return k == TerrainKind::Road || k == TerrainKind::Linear;
}

constexpr bool isArtillery(UnitType t) {
    return t == UnitType::FootArtillery || t == UnitType::HorseArtillery;
}
// How thick a base is when nothing says (inches): a wooden or plastic base of 2.5 mm. Fit to
// photo looks for the bases' tops at this height above the cloth (core/photo_fit.h); 0 is a
// card base.
inline constexpr double kDefaultBaseThickness = 0.1;
inline constexpr double kMaxBaseThickness = 2.0;

struct Unit {
    std::string id;
    std::string side;
    UnitType type = UnitType::Infantry;
    std::string name;
    Vec2 at;                  // centre of the base
    double facing = 0.0;      // compass degrees
    std::optional<Vec2> size; // frontage, depth; unset = the ruleset's default for type/formation
    Formation formation = Formation::Line;
    Morale morale = Morale::Eager;
    Quality quality = Quality::Regular;
    bool limbered = false;
    bool firing = false;
    std::string charging;                  // id of the unit it has declared a charge on, or empty
    std::string occupies;                  // id of the woods or BUA it occupies, or empty
    std::string attachedTo;                // generals: id of the unit they are attached to
    std::string armyList;                  // army-list file the unit came from, or empty
    std::optional<double> baseThickness;   // inches; unset = its army's (baseThickness())
    std::shared_ptr<const FileKeys> extra; // unknown keys of its file entry, or null

    bool operator==(const Unit&) const = default;
};

struct Terrain {
    std::string id;
    TerrainKind kind = TerrainKind::Woods;
    Polygon outline;                       // hill, woods, bua, river (counter-clockwise)
    Polygon top;                           // hill only: the crest or plateau; may be empty
    std::vector<Vec2> path;                // road, linear
    double width = 0.0;                    // road
    std::shared_ptr<const FileKeys> extra; // unknown keys of its file entry, or null
    // Hill only: how far its top stands above the cloth (inches; 0 when not said), for Fit
    // to photo; no ruling uses it.
    double height = 0.0;

    bool operator==(const Terrain&) const = default;
};

// The turn as the players keep it (Grande Tactique G9: PIPs and the ledger). Optional in a file:
// a file without one is at turn 1 with nothing spent. The ledger is worked out from it
// (grande_tactique/turn.h); the record holds only what the players entered or did.
struct PipRoll {
    std::string general; // id of a unit of type general: a divisional general
    int pips = 0;        // what its die gave (or the players entered) this turn
    bool operator==(const PipRoll&) const = default;
};
struct TurnAction {
    std::string unit;    // the battery (or, for spike, the battery spiked)
    std::string action;  // a battery action's code (limber, unlimber, pivot, ...)
    std::string general; // whose PIPs paid for it
    int cost = 0;        // PIPs spent
    std::string by;      // spike: the enemy unit that spiked the guns
    bool operator==(const TurnAction&) const = default;
};
// A battery spiked and so removed from the table: counted destroyed (G9).
struct GoneUnit {
    std::string id;
    std::string side;
    std::string name;
    std::string by; // who spiked it
    int turn = 0;   // on which turn
    bool operator==(const GoneUnit&) const = default;
};
struct TurnRecord {
    int number = 1;
    std::string side; // whose phase it is; empty when not said
    std::vector<PipRoll> pips;
    std::vector<TurnAction> actions; // this turn's, in order
    std::vector<GoneUnit> gone;      // every battery spiked so far
    bool operator==(const TurnRecord&) const = default;
};

// A photo of the real table laid under the bases (the app's backdrop). A mark is a point of
// known table position and, once placed, where the photo shows it; with 4 or more placed the
// photo is mapped onto the table (core/homography.h).
struct BackdropMark {
    Vec2 table;                // inches
    std::optional<Vec2> image; // photo pixels (x right, y down); unset: not placed yet
    bool operator==(const BackdropMark&) const = default;
};
struct Backdrop {
    std::string image;    // the photo's file (a file names it relative to its own folder)
    double opacity = 0.7; // 0 (unseen) to 1 (opaque)
    std::vector<BackdropMark> marks;
    std::shared_ptr<const FileKeys> extra; // unknown keys of `backdrop`, or null

    bool operator==(const Backdrop&) const = default;
};

namespace gt {

struct Setup {
    double tableWidth = 72.0;
    double tableDepth = 48.0;
    std::vector<Terrain> terrain;
    std::vector<Unit> units;
    std::optional<TurnRecord> turn;   // the turn record, when the file has one
    std::optional<Backdrop> backdrop; // a photo of the table, when it has one

    const Unit* findUnit(std::string_view id) const;
    const Terrain* findTerrain(std::string_view id) const;
    int unitIndex(std::string_view id) const; // -1 when absent
};

} // namespace gt

} // namespace cdo
