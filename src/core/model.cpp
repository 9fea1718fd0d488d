#include "core/model.h"

#include "core/enum_names.h"

namespace cdo {

namespace {

constexpr Names<UnitType, 6> unitTypes{{{UnitType::Infantry, "infantry"},
                                        {UnitType::Cavalry, "cavalry"},
                                        {UnitType::Cuirassiers, "cuirassiers"},
                                        {UnitType::FootArtillery, "foot-artillery"},
                                        {UnitType::HorseArtillery, "horse-artillery"},
                                        {UnitType::General, "general"}}};
constexpr Names<Formation, 3> formations{
    {{Formation::Line, "line"}, {Formation::Column, "column"}, {Formation::Square, "square"}}};
constexpr Names<Morale, 4> morales{{{Morale::Eager, "eager"},
                                    {Morale::Shaken, "shaken"},
                                    {Morale::Routed, "routed"},
                                    {Morale::Silenced, "silenced"}}};
constexpr Names<Quality, 3> qualities{
    {{Quality::Raw, "raw"}, {Quality::Regular, "regular"}, {Quality::Veteran, "veteran"}}};
constexpr Names<TerrainKind, 6> terrainKinds{{{TerrainKind::Hill, "hill"},
                                              {TerrainKind::Woods, "woods"},
                                              {TerrainKind::Bua, "bua"},
                                              {TerrainKind::Road, "road"},
                                              {TerrainKind::Linear, "linear"},
                                              {TerrainKind::River, "river"}}};
constexpr Names<Ruleset, 2> rulesets{
    {{Ruleset::GrandeTactique, "grande-tactique"}, {Ruleset::LaBataille, "la-bataille"}}};

} // namespace

std::string_view toString(UnitType v) {
    return nameOf(unitTypes, v);
}
std::string_view toString(Formation v) {
    return nameOf(formations, v);
}
std::string_view toString(Morale v) {
    return nameOf(morales, v);
}
std::string_view toString(Quality v) {
    return nameOf(qualities, v);
}
std::string_view toString(TerrainKind v) {
    return nameOf(terrainKinds, v);
}
std::string_view toString(Ruleset v) {
    return nameOf(rulesets, v);
}
std::optional<UnitType> parseUnitType(std::string_view s) {
    return valueOf(unitTypes, s);
}
std::optional<Formation> parseFormation(std::string_view s) {
    return valueOf(formations, s);
}
std::optional<Morale> parseMorale(std::string_view s) {
    return valueOf(morales, s);
}
std::optional<Quality> parseQuality(std::string_view s) {
    return valueOf(qualities, s);
}
std::optional<TerrainKind> parseTerrainKind(std::string_view s) {
    return valueOf(terrainKinds, s);
}
std::optional<Ruleset> parseRuleset(std::string_view s) {
    return valueOf(rulesets, s);
}

const Unit* gt::Setup::findUnit(std::string_view id) const {
    const int i = unitIndex(id);
    return i < 0 ? nullptr : &units[static_cast<std::size_t>(i)];
}

const Terrain* gt::Setup::findTerrain(std::string_view id) const {
    for (const Terrain& t : terrain)
        if (t.id == id) return &t;
    return nullptr;
}

int gt::Setup::unitIndex(std::string_view id) const {
    for (std::size_t i = 0; i < units.size(); ++i)
        if (units[i].id == id) return static_cast<int>(i);
    return -1;
}

void renameFiles(Scenario& s, const std::function<std::string(const std::string&)>& f) {
    for (ArmyRef& a : s.armies)
        a.list = f(a.list);
    if (gt::Setup* g = std::get_if<gt::Setup>(&s.part)) {
        for (Unit& u : g->units)
            if (!u.armyList.empty()) u.armyList = f(u.armyList);
        if (g->backdrop) g->backdrop->image = f(g->backdrop->image);
    }
}

std::optional<double> armyBaseThickness(const Scenario& s, const Unit& u) {
    const ArmyRef* first = nullptr;
    for (const ArmyRef& a : s.armies) {
        if (a.side != u.side || !a.baseThickness) continue;
        if (!u.armyList.empty() && a.list == u.armyList) return a.baseThickness;
        if (!first) first = &a;
    }
    if (first) return first->baseThickness;
    return std::nullopt;
}

double baseThickness(const Scenario& s, const Unit& u) {
    if (u.baseThickness) return *u.baseThickness;
    return armyBaseThickness(s, u).value_or(kDefaultBaseThickness);
}

} // namespace cdo
