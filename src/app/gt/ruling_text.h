// A ruling as lines of text with a tone each: what the ruling panel shows and what an exported
// ruling picture prints beside the table, from one place so the two never differ. The words
// are the panel's (ruling_words.h, explain()'s), the numbers the engine's. Display-free.
#pragma once

#include "core/model.h"
#include "core/ruling.h"

#include <string>
#include <vector>

namespace cdo::app {

struct RulingLine {
    enum class Tone { Plain, Good, Bad, Warn, Enfilade };
    std::string text;
    Tone tone = Tone::Plain;
};

// Grande Tactique's evidence: arc, range and band, the sight heading and each line tried (in
// the engine's order, "clear" or "blocked by ..."), enfilade, contact, modifiers with their
// total and close calls. Empty for another ruleset's ruling.
std::vector<RulingLine> evidenceLines(const Ruling& ruling, const Scenario& s);

// The whole ruling for a picture: the verdict, who fires at whom, the reasons, the evidence
// (or, for another ruleset, `explanation`, the engine's explain() text, line by line) and the
// readings in words.
std::vector<RulingLine> rulingLines(const Ruling& ruling, const Scenario& s,
                                    const std::string& explanation);

} // namespace cdo::app
