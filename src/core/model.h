// A scenario: the format's version and one rule set's part (a Grande Tactique table of free
// bases, or a La Bataille hex map with counters). Plain data; no rule is computed here.
#pragma once

#include "core/grande_tactique/setup.h"
#include "core/la_bataille/model.h"

#include <array>
#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <variant>
#include <vector>

namespace cdo {

enum class Ruleset { GrandeTactique, LaBataille };
inline constexpr std::array allRulesets{Ruleset::GrandeTactique, Ruleset::LaBataille};
// Scenario spellings ("grande-tactique", "la-bataille"); nullopt for an unknown word.
std::string_view toString(Ruleset);
std::optional<Ruleset> parseRuleset(std::string_view);

// An army list the units of a side came from (armies/), in either rule set.
struct ArmyRef {
    std::string side;
    std::string list;
    std::optional<double> baseThickness; // inches, its bases'; unset = kDefaultBaseThickness

    bool operator==(const ArmyRef&) const = default;
};

// What a scenario holds beyond its version: one alternative per rule set, in the order of
// Ruleset (allRulesets), so that part.index() is the rule set. Each rule set's part is declared
// in its own folder (grande_tactique/setup.h, la_bataille/model.h); a new rule set adds its
// part here, its engine to core/engine.cpp's registry and its reader and writer to io's.
using RulesetPart = std::variant<gt::Setup, lb::Battle>;
static_assert(std::variant_size_v<RulesetPart> == allRulesets.size());

struct Scenario {
    int version = 1;
    std::vector<ArmyRef> armies; // the army lists its units came from, in either rule set
    RulesetPart part;            // a Grande Tactique table when nothing says otherwise

    Ruleset ruleset() const { return static_cast<Ruleset>(part.index()); }
    // The rule set's part. Asking a scenario for a part it does not hold is a programming
    // error: std::bad_variant_access.
    gt::Setup& gt() { return std::get<gt::Setup>(part); }
    const gt::Setup& gt() const { return std::get<gt::Setup>(part); }
    lb::Battle& lb() { return std::get<lb::Battle>(part); }
    const lb::Battle& lb() const { return std::get<lb::Battle>(part); }
    // The same, or null when the scenario holds another rule set's part: for what every face
    // shows alike (a side's colour, a selection's index, the photo backdrop).
    const gt::Setup* gtOrNull() const { return std::get_if<gt::Setup>(&part); }
    const lb::Battle* lbOrNull() const { return std::get_if<lb::Battle>(&part); }
};

// Every file a scenario names (its army lists, a Grande Tactique backdrop's photo) replaced by
// f(name), in place: the app makes them absolute on opening and relative to the file on saving.
void renameFiles(Scenario& s, const std::function<std::string(const std::string&)>& f);

// A unit's base thickness: its own, else its army's (the army entry of its side naming its
// army list, else its side's first entry that gives one), else kDefaultBaseThickness.
double baseThickness(const Scenario& s, const Unit& u);
// Its army's thickness alone (the same army entries), or nullopt where none gives one: the
// unit panel says whether a unit's thickness is its army's or the usual 0.1".
std::optional<double> armyBaseThickness(const Scenario& s, const Unit& u);

} // namespace cdo
