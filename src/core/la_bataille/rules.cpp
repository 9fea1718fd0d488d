#include "core/la_bataille/rules.h"

#include <array>

namespace cdo::lb {

const LaBatailleRules& laBataille() {
    static const LaBatailleRules rules;
    return rules;
}

TerrainRule terrainRule(const Battle& battle, std::string_view name) {
    // L0: these block sight; clear and slope count as clear for artillery; the others
    // (garden, swamp, marsh, road, unknown names) neither block nor count as clear.
    static constexpr std::array<std::string_view, 7> blocking{
        "woods", "forest", "village", "town", "hamlet", "chateau", "vineyard"};
    TerrainRule r;
    for (std::string_view b : blocking)
        if (name == b) r.blocksSight = true;
    r.clearForArtillery = name == "clear" || name == "slope";
    const bool easy = name == "clear" || name == "slope" || name == "road";
    const double base = easy ? 1.0 : 2.0;
    r.infantryCost = r.cavalryCost = r.artilleryCost = base;
    const auto it = battle.terrainTypes.find(std::string(name));
    if (it != battle.terrainTypes.end()) {
        const TerrainType& t = it->second;
        if (t.blocksSight) r.blocksSight = *t.blocksSight;
        if (t.clearForArtillery) r.clearForArtillery = *t.clearForArtillery;
        if (auto c = t.cost.find("infantry"); c != t.cost.end()) r.infantryCost = c->second;
        if (auto c = t.cost.find("cavalry"); c != t.cost.end()) r.cavalryCost = c->second;
        if (auto c = t.cost.find("artillery"); c != t.cost.end()) r.artilleryCost = c->second;
    }
    return r;
}

} // namespace cdo::lb
