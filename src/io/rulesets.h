// Internal to io: each rule set's part of a scenario file, registered in one table
// (rulesets.cpp) the way core/engine.cpp registers engines. scenario_io.cpp reads and writes
// the keys every scenario has (coupdoeil, ruleset) and hands the rest to the rule set's row; the
// JSON of a ruling (json.cpp) adds each rule set's own keys the same way. A new rule set is a
// folder here (its reader, writer and JSON) and a row in that table.
#pragma once

#include "core/model.h"
#include "core/ruling.h"
#include "io/scenario_keys.h"
#include "io/yaml_util.h"

#include <yaml-cpp/yaml.h>

#include <string>

namespace cdo::io {

struct RulesetFormat {
    Ruleset ruleset;
    // Reads the rule set's keys from `top` into s.part (made that rule set's alternative here)
    // and s.armies, and what the file held beyond the model into `unknown`. `file` names the
    // file in messages.
    void (*read)(MapReader& top, Scenario& s, UnknownKeys& unknown, const std::string& file);
    // Writes the keys `read` reads, with the unknown keys kept, in the spec's order.
    void (*write)(YAML::Emitter& out, const Scenario& s, const UnknownKeys& unknown);
    // Every field of the two parts, exactly (doubles with ==; both parts are this rule set's).
    bool (*samePart)(const Scenario& a, const Scenario& b);
    // A ruling's own keys in JSON (", \"key\": value" pieces): `keys` right after "reasons",
    // `evidence` after "close_call" (cli.md's order); empty for another rule set's ruling.
    std::string (*keys)(const Ruling& r);
    std::string (*evidence)(const Ruling& r);
};

// The row of `r`; every Ruleset has one.
const RulesetFormat& formatOf(Ruleset r);
// Every row, in Ruleset order.
const std::array<RulesetFormat, allRulesets.size()>& rulesetFormats();

// The rows' functions, each in its rule set's folder.
void readGrandeTactique(MapReader& top, Scenario& s, UnknownKeys& unknown, const std::string& file);
void writeGrandeTactique(YAML::Emitter& out, const Scenario& s, const UnknownKeys& unknown);
bool sameGrandeTactique(const Scenario& a, const Scenario& b);
std::string grandeTactiqueKeys(const Ruling& r);
std::string grandeTactiqueEvidence(const Ruling& r);

void readLaBataille(MapReader& top, Scenario& s, UnknownKeys& unknown, const std::string& file);
void writeLaBataille(YAML::Emitter& out, const Scenario& s, const UnknownKeys& unknown);
bool sameLaBataille(const Scenario& a, const Scenario& b);
std::string laBatailleKeys(const Ruling& r);

} // namespace cdo::io
