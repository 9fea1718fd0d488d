// Army lists (armies/README.md): who commands whom and which units each command holds, at
// Grande Tactique scale. Loading is all or nothing, like scenarios: any fault throws a
// LoadError ("FILE:LINE:COLUMN: message") and nothing is returned. Unlike scenarios, unknown
// keys are refused: a list is short and hand-written, so a misspelt key is far more likely
// than a key from a newer version.
#pragma once

#include "core/geometry.h"
#include "core/model.h"

#include <array>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace cdo::io {

// Grande Tactique, "Generals": a general is great, ordinary or bad.
enum class GeneralRating { Great, Ordinary, Bad };
std::string_view toString(GeneralRating);
std::optional<GeneralRating> parseGeneralRating(std::string_view); // nullopt for unknown words

struct General {
    std::string id;
    std::string name;
    GeneralRating rating = GeneralRating::Ordinary;

    bool operator==(const General&) const = default;
};

// The unit types an army list may hold (never General), in the order rosters count them.
inline constexpr std::array<UnitType, 5> armyListUnitTypes{
    UnitType::Infantry, UnitType::Cavalry, UnitType::Cuirassiers, UnitType::FootArtillery,
    UnitType::HorseArtillery};

struct ArmyUnit {
    std::string id;
    std::string name;
    UnitType type = UnitType::Infantry; // never General: generals belong to commands
    Quality quality = Quality::Regular;
    Formation formation = Formation::Line; // meaningful for infantry only
    std::optional<Vec2> size;              // frontage, depth in inches; unset = ruleset default
    std::string strength;                  // free text ("2 bns", "8 guns"); may be empty

    bool operator==(const ArmyUnit&) const = default;
};

// A corps, wing or division: its general, the units it holds directly, and the commands under it.
struct Command {
    std::string id;
    std::string name;
    General general;
    std::vector<ArmyUnit> units;
    std::vector<Command> commands;

    bool operator==(const Command&) const = default;
};

struct ArmyList {
    int version = 1;
    std::string army;   // display name, e.g. "French IV Corps"
    std::string side;   // e.g. "french"; matches Unit::side in scenarios
    std::string battle; // may be empty
    std::string date;   // ISO yyyy-mm-dd, or empty
    std::string scale = "grande-tactique";
    std::vector<std::string> sources; // published orders of battle the list follows
    Command command;                  // the top of the tree
    std::string path;                 // file it was loaded from (or the name given); not saved

    bool operator==(const ArmyList&) const = default;
};

// A file that cannot be read throws LoadError without a line ("PATH: cannot open: reason"),
// like scenarios; anything wrong inside it throws LoadError with its line and column.
ArmyList loadArmyListFile(const std::string& path);
// `name` is used as FILE in messages and stored in ArmyList::path.
ArmyList loadArmyListText(std::string_view yaml, const std::string& name);

// Canonical YAML that loads back to an equal list (path aside). Defaults are left out.
std::string armyListToYaml(const ArmyList& list);
// Atomic, via writeFileAtomically; throws std::runtime_error on failure.
void saveArmyListFile(const std::string& path, const ArmyList& list);

// True when the text has a top-level `coupdoeil-army` key (scenarios have `coupdoeil`).
// Looks at lines only, so it answers even for text that would not parse.
bool looksLikeArmyList(std::string_view yamlText);

// Every unit, depth first in file order: a command's own units, then its sub-commands'.
std::vector<const ArmyUnit*> allUnits(const ArmyList& list);
// Every command, depth first in file order, the top command first.
std::vector<const Command*> allCommands(const ArmyList& list);

// Every unit's base side by side, inches: each in its listed formation, Grande Tactique
// defaults where no size is given (the roster's total, src/cli/roster_text.h).
double totalFrontage(const ArmyList& list);

// A unit ready for a scenario: the list's id, name, type, quality, formation and size, placed
// at `at` facing `facing` (compass degrees), eager, with Unit::armyList = armyListPath.
Unit toScenarioUnit(const ArmyUnit& unit, std::string_view side, Vec2 at, double facing,
                    std::string_view armyListPath);
// The same for a command's general (type general, default general base).
Unit toScenarioUnit(const General& general, std::string_view side, Vec2 at, double facing,
                    std::string_view armyListPath);

} // namespace cdo::io
