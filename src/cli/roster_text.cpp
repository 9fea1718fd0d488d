#include "cli/roster_text.h"

#include "core/format.h"
#include "io/printable.h"

#include <algorithm>
#include <sstream>

namespace cdo::cli {

namespace {

void summariseCommand(std::ostringstream& out, const io::Command& c, int depth) {
    using io::printable;
    out << std::string(static_cast<std::size_t>(2 + 2 * depth), ' ') << printable(c.name) << ": "
        << printable(c.general.name) << " (" << io::toString(c.general.rating) << ")";
    if (!c.units.empty())
        out << ", " << c.units.size() << (c.units.size() == 1 ? " unit" : " units");
    out << "\n";
    for (const io::Command& sub : c.commands)
        summariseCommand(out, sub, depth + 1);
}

} // namespace

std::string rosterSummary(const io::ArmyList& list) {
    std::ostringstream out;
    using io::printable; // free text: one line each, whatever it holds
    out << printable(list.army) << " (side " << printable(list.side) << ")\n";
    if (!list.battle.empty() || !list.date.empty()) {
        out << printable(list.battle);
        if (!list.battle.empty() && !list.date.empty()) out << ", ";
        out << list.date << "\n";
    }
    if (!list.sources.empty()) {
        out << "Sources:\n";
        for (const std::string& s : list.sources)
            out << "  - " << printable(s) << "\n";
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
