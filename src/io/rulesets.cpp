#include "io/rulesets.h"

#include <array>

namespace cdo::io {

namespace {

std::string none(const Ruling&) {
    return {};
}

// In Ruleset order (checked below), like core/engine.cpp's registry of engines.
constexpr std::array<RulesetFormat, allRulesets.size()> kFormats{{
    {Ruleset::GrandeTactique, readGrandeTactique, writeGrandeTactique, sameGrandeTactique,
     grandeTactiqueKeys, grandeTactiqueEvidence},
    {Ruleset::LaBataille, readLaBataille, writeLaBataille, sameLaBataille, laBatailleKeys, none},
}};

constexpr bool inRulesetOrder() {
    for (std::size_t i = 0; i < kFormats.size(); ++i)
        if (kFormats[i].ruleset != allRulesets[i]) return false;
    return true;
}
static_assert(inRulesetOrder(), "one row per Ruleset, in its order");

} // namespace

const RulesetFormat& formatOf(Ruleset r) {
    return kFormats[static_cast<std::size_t>(r)];
}

const std::array<RulesetFormat, allRulesets.size()>& rulesetFormats() {
    return kFormats;
}

} // namespace cdo::io
