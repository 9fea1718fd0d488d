// Internal to the scenario reader and writer: what the Grande Tactique part (scenario_io.cpp,
// scenario_write.cpp) shares with the La Bataille part (scenario_read_lb.cpp,
// scenario_write_lb.cpp), and the La Bataille part's entry points. Not part of io's face.
#pragma once

#include "core/model.h"
#include "io/scenario_keys.h"
#include "io/yaml_util.h"

#include <yaml-cpp/yaml.h>

#include <cstddef>
#include <string>
#include <string_view>

namespace cdo::io {

// Reading (scenario_io.cpp).

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

// La Bataille (ruleset: la-bataille; scenario-format.md, "La Bataille scenarios").

// Reads the map, its hexes and the counters from the top-level map into s.battle, and what the
// file held beyond the model into `unknown`. `top` has had coupdoeil and ruleset read.
void readLaBataille(MapReader& top, Scenario& s, UnknownKeys& unknown);
// Writes the keys readLaBataille reads, with the unknown keys kept, in the spec's order.
void writeLaBataille(YAML::Emitter& out, const Scenario& s, const UnknownKeys& unknown);
// Every field of the two battles, exactly (unknown keys are compared by the text they write).
bool sameBattle(const lb::Battle& a, const lb::Battle& b);

} // namespace cdo::io
