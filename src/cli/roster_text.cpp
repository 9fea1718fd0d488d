#include "cli/roster_text.h"

#include "core/format.h"

#include <algorithm>
#include <sstream>

namespace cdo::cli {

namespace {

void summariseCommand(std::ostringstream& out, const io::Command& c, int depth) {
    out << std::string(static_cast<std::size_t>(2 + 2 * depth), ' ') << c.name << ": "
        << c.general.name << " (" << io::toString(c.general.rating) << ")";
    if (!c.units.empty())
        out << ", " << c.units.size() << (c.units.size() == 1 ? " unit" : " units");
    out << "\n";
    for (const io::Command& sub : c.commands)
        summariseCommand(out, sub, depth + 1);
}

} // namespace

std::string rosterSummary(const io::ArmyList& list) {
    std::ostringstream out;
    out << list.army << " (side " << list.side << ")\n";
    if (!list.battle.empty() || !list.date.empty()) {
        out << list.battle;
        if (!list.battle.empty() && !list.date.empty()) out << ", ";
        out << list.date << "\n";
    }
    if (!list.sources.empty()) {
        out << "Sources:\n";
        for (const std::string& s : list.sources)
            out << "  - " << s << "\n";
    }
    out << "Commands:\n";
    summariseCommand(out, list.command, 0);

    const std::vector<const io::ArmyUnit*> units = io::allUnits(list);
    out << "Units: " << units.size();
    std::string byType;
    for (UnitType t : io::armyListUnitTypes) {
        const auto n = std::count_if(units.begin(), units.end(),
                                     [t](const io::ArmyUnit* u) { return u->type == t; });
        if (n == 0) continue;
        if (!byType.empty()) byType += ", ";
        byType += std::string(toString(t)) + " " + std::to_string(n);
    }
    if (!byType.empty()) out << " (" << byType << ")";
    out << "\n";
    out << "Total frontage: " << inchesPlain(io::totalFrontage(list))
        << " in (every base side by side)\n";
    return out.str();
}

} // namespace cdo::cli
