#include "core/grande_tactique/rules.h"

namespace cdo::gt {

BaseSize GrandeTactiqueRules::defaultSize(UnitType type, Formation formation) const {
    switch (type) {
    case UnitType::Infantry:
        return formation == Formation::Square ? infantrySquare : infantry;
    case UnitType::Cavalry:
        return cavalry;
    case UnitType::Cuirassiers:
        return cuirassiers;
    case UnitType::FootArtillery:
        return footArtillery;
    case UnitType::HorseArtillery:
        return horseArtillery;
    case UnitType::General:
        return general;
    }
    return infantry;
}

const GrandeTactiqueRules& grandeTactique() {
    static const GrandeTactiqueRules rules{};
    return rules;
}

BaseSize baseSizeOf(const Unit& unit, const GrandeTactiqueRules& rules) {
    if (unit.size) return {unit.size->x, unit.size->y};
    return rules.defaultSize(unit.type, unit.formation);
}

} // namespace cdo::gt
