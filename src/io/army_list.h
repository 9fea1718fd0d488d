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

// What kind of infantry, cavalry or battery a unit is, within its type (armies/README.md):
// each subtype belongs to one type, and a unit's subtype must be one of its type's.
enum class Subtype {
    Line,
    Light,
    Grenadier,
    Guard,
    Jager,
    Grenz,
    Landwehr,
    Militia, // infantry
    Hussar,
    Chasseur,
    ChevauLeger,
    Uhlan,
    Dragoon,
    Cossack,
    LandwehrHorse, // cavalry
    Cuirassier,
    Carabinier, // cuirassiers
    Foot,
    Horse // artillery
};
std::string_view toString(Subtype);
std::optional<Subtype> parseSubtype(std::string_view); // nullopt for unknown words
// The subtypes a unit of `type` may have, in the order messages list them (empty for General).
std::vector<Subtype> subtypesOf(UnitType type);

struct ArmyUnit {
    std::string id;
    std::string name;
    UnitType type = UnitType::Infantry; // never General: generals belong to commands
    Quality quality = Quality::Regular;
    Formation formation = Formation::Line; // meaningful for infantry only
    std::optional<Vec2> size;              // frontage, depth in inches; unset = ruleset default
    std::string strength;                  // free text ("2 bns", "8 guns"); may be empty

    // The numbers players use; unset when the list does not give them.
    std::string nation;              // "baden", "saxon"; empty: its command's, else the side
    std::optional<Subtype> subtype;  // one of subtypesOf(type)
    std::optional<int> battalions;   // infantry only
    std::optional<int> squadrons;    // cavalry and cuirassiers only
    std::optional<int> guns;         // batteries only
    std::string calibre;             // batteries only, free text ("6-pdr, 2 7-pdr howitzers")
    std::optional<int> men;          // approximate, at the battle
    std::string arrival;             // a tag of ArmyList::arrivals; empty: its command's
    bool optional = false;           // left out of some refights (its command's may be, too)
    std::vector<std::string> source; // source keys (or texts, in a list without keys)
    std::string note;                // where sources disagree, what is uncertain

    bool operator==(const ArmyUnit&) const = default;
};

// A corps, wing or division: its general, the units it holds directly, and the commands under it.
// nation, arrival and optional pass down to everything under the command that does not say
// otherwise.
struct Command {
    std::string id;
    std::string name;
    General general;
    std::vector<ArmyUnit> units;
    std::vector<Command> commands;

    std::string nation;
    std::string arrival;
    bool optional = false;
    // Grande Tactique, "PIP Phase": a corps with a Plan ranks its divisional generals for the
    // PIP dice. The ids of commands directly under this one, highest die first; commands left
    // out (reinforcements, say) are inserted on arrival. Empty: no Plan.
    std::vector<std::string> plan;
    std::vector<std::string> source;
    std::string note;

    bool operator==(const Command&) const = default;
};

// A published order of battle. `key` is the short name units cite in `source`; empty in a list
// that names its sources as a plain list (format before keys, still read).
struct Source {
    std::string key;
    std::string text;

    bool operator==(const Source&) const = default;
};

// A time at which part of the list reaches the field: a tag and what it means.
struct Arrival {
    std::string tag; // an id: "start", "1100", "day-2"
    std::string text;

    bool operator==(const Arrival&) const = default;
};

struct ArmyList {
    int version = 1;
    std::string army;   // display name, e.g. "French IV Corps"
    std::string side;   // e.g. "french"; matches Unit::side in scenarios
    std::string battle; // may be empty
    std::string date;   // ISO yyyy-mm-dd, or empty
    std::string scale = "grande-tactique";
    std::vector<Source> sources; // published orders of battle the list follows
    // In the order they came; a unit with no arrival anywhere above it has the first.
    std::vector<Arrival> arrivals;
    std::string note;
    Command command;  // the top of the tree
    std::string path; // file it was loaded from (or the name given); not saved

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

// A unit with what it takes from the commands above it.
struct UnitInfo {
    const ArmyUnit* unit = nullptr;
    const Command* command = nullptr; // the command that holds it
    std::string nation;               // its own, its nearest command's, else the list's side
    std::string arrival;              // its own, its nearest command's, else the first arrival
    bool optional = false;            // it or any command above it is optional
};
// Every unit as allUnits orders them.
std::vector<UnitInfo> unitInfos(const ArmyList& list);

// What a command holds, itself and everything under it.
struct Totals {
    int units = 0;
    int battalions = 0;
    int squadrons = 0;
    int guns = 0;
    long long men = 0;
    int unitsWithoutMen = 0; // units whose men the list does not give
};
Totals totalsOf(const Command& command);
// Adds one unit to `totals` (what totalsOf counts for each unit).
void addUnit(Totals& totals, const ArmyUnit& unit);

// A whole number with thousands marked: 27,400.
std::string groupedNumber(long long n);
// A unit's kind and numbers in words, for rosters: "infantry light, 3 bns, 1,800 men",
// "foot-artillery, 12 guns (12-pdr)"; the free `strength` stands in when no count is given.
std::string unitFacts(const ArmyUnit& unit);
// "11 bns, 8 sqns, 10 guns, 9,400 men (2 units without men)"; empty when the list gives no
// numbers at all.
std::string totalsText(const Totals& totals);

// Which part of a list a scenario takes.
struct ArmyFilter {
    std::vector<std::string> arrivals; // keep units with one of these arrivals; empty: all
    bool optionalUnits = true;         // false: leave out optional units
};
// Whether the filter keeps the unit.
bool keeps(const ArmyFilter& filter, const UnitInfo& unit);
// Why `tag` is not one of the list's arrivals (naming them), or empty when it is.
std::string arrivalProblem(const ArmyList& list, std::string_view tag);
// The list with only the units the filter keeps; commands left with no unit and no command
// under them are dropped, and so are their places in a Plan. The result is a valid list.
ArmyList filterArmyList(const ArmyList& list, const ArmyFilter& filter);

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
