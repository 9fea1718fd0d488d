#include "core/la_bataille/model.h"

#include "core/enum_names.h"

#include <algorithm>
#include <utility>

namespace cdo::lb {

namespace {

constexpr Names<Arm, 6> armNames{{
    {Arm::Infantry, "infantry"},
    {Arm::LightCavalry, "light-cavalry"},
    {Arm::HeavyCavalry, "heavy-cavalry"},
    {Arm::FootArtillery, "foot-artillery"},
    {Arm::HorseArtillery, "horse-artillery"},
    {Arm::Leader, "leader"},
}};
constexpr Names<Formation, 8> formationNames{{
    {Formation::Column, "column"},
    {Formation::Line, "line"},
    {Formation::Carre, "carre"},
    {Formation::Skirmish, "skirmish"},
    {Formation::GeneralOrder, "general-order"},
    {Formation::RoadMarch, "road-march"},
    {Formation::Limbered, "limbered"},
    {Formation::Unlimbered, "unlimbered"},
}};

} // namespace

std::string_view toString(Arm a) {
    return nameOf(armNames, a);
}
std::string_view toString(Formation f) {
    return nameOf(formationNames, f);
}
std::optional<Arm> parseArm(std::string_view w) {
    return valueOf(armNames, w);
}
std::optional<Formation> parseFormation(std::string_view w) {
    return valueOf(formationNames, w);
}

bool allowed(Arm arm, Formation f) {
    switch (arm) {
    case Arm::Infantry:
        return f == Formation::Column || f == Formation::Line || f == Formation::Carre ||
               f == Formation::Skirmish || f == Formation::GeneralOrder ||
               f == Formation::RoadMarch;
    case Arm::LightCavalry: // only light cavalry has a skirmish factor
        return f == Formation::Column || f == Formation::Line || f == Formation::GeneralOrder ||
               f == Formation::Skirmish || f == Formation::RoadMarch;
    case Arm::HeavyCavalry:
        return f == Formation::Column || f == Formation::Line || f == Formation::GeneralOrder ||
               f == Formation::RoadMarch;
    case Arm::FootArtillery:
    case Arm::HorseArtillery:
        return f == Formation::Limbered || f == Formation::Unlimbered;
    case Arm::Leader:
        return true;
    }
    return false;
}

FacingKind facingKind(Formation f) {
    switch (f) {
    case Formation::Line:
    case Formation::Skirmish:
        return FacingKind::Vertex;
    case Formation::Carre:
        return FacingKind::Either;
    default:
        return FacingKind::Hexside;
    }
}

FacingKind facingKind(Formation f, bool routed) {
    return routed ? FacingKind::Hexside : facingKind(f);
}

const HexState& Battle::at(Hex h) const {
    static const HexState clear;
    const auto it = hexes.find(h);
    return it == hexes.end() ? clear : it->second;
}

const Unit* Battle::findUnit(std::string_view id) const {
    const int i = unitIndex(id);
    return i < 0 ? nullptr : &units[std::size_t(i)];
}

int Battle::unitIndex(std::string_view id) const {
    const auto it =
        std::find_if(units.begin(), units.end(), [&](const Unit& u) { return u.id == id; });
    return it == units.end() ? -1 : int(it - units.begin());
}

} // namespace cdo::lb
