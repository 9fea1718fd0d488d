// Internal to the scenario reader and writer: what each rule set's part (grande_tactique/,
// la_bataille/; their entry points are in rulesets.h) shares with the others. Not part of io's
// face.
#pragma once

#include "core/model.h"
#include "io/scenario_keys.h"
#include "io/yaml_util.h"

#include <yaml-cpp/yaml.h>

#include <cstddef>
#include <string>
#include <string_view>
#include <vector>

namespace cdo::io {

// Reading (scenario_io.cpp).

// A length in the file's measure (`perInch` of it make an inch) in inches, to 12 significant
// digits (a tape measure gives far fewer; more would keep the division's noise).
double toInches(double v, double perInch);
// A base's thickness: 0 (a card base) to kMaxBaseThickness inches once converted.
double readThickness(const Field& f, double perInch);
// The entries of `units` (a list of at most limits::maxUnits), in either rule set.
std::vector<Field> unitEntries(const Field& units);
// `armies`, into s.armies and unknown.armies (either rule set has them).
void readArmies(MapReader& top, Scenario& s, UnknownKeys& unknown, double perInch);

// The 1-based line of a field, for "(first at line 3)".
std::string lineOf(const Field& f);
// A map in a list, named by its id when it has a usable one ("unit 'fr-12pdr'"), and by its
// place otherwise ("unit 3").
Field entryField(const Field& element, std::string_view what, std::size_t index);
// "may only contain letters, ..., got 'a b'": quoted when short, told by its length when long.
[[noreturn]] void failBadId(const Field& id, const std::string& problem);

// Writing (scenario_write.cpp).

void writeKey(YAML::Emitter& out, const char* k);
void writeText(YAML::Emitter& out, const std::string& s); // quoted when YAML would misread it
void writeNumber(YAML::Emitter& out, double v);           // shortest exact form
void writeExtra(YAML::Emitter& out, const YamlNode& keys);
void writeArmies(YAML::Emitter& out, const Scenario& s, const UnknownKeys& unknown);
// A point as a flow pair [x, y]; points as a flow list of them.
void writePoint(YAML::Emitter& out, Vec2 p);
void writePoints(YAML::Emitter& out, const std::vector<Vec2>& pts);

// Comparing (scenario_write.cpp): optional sizes and lengths, exactly.
bool sameSize(const std::optional<Vec2>& a, const std::optional<Vec2>& b);
bool sameLength(const std::optional<double>& a, const std::optional<double>& b);

} // namespace cdo::io
