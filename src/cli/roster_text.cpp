#include "cli/roster_text.h"

#include "core/format.h"
#include "io/printable.h"

#include <algorithm>
#include <sstream>
#include <unordered_map>

namespace cdo::cli {

namespace {

// The arrival every unit has unless it says otherwise: not worth repeating on each line.
std::string defaultArrival(const io::ArmyList& list) {
    return list.arrivals.empty() ? std::string() : list.arrivals.front().tag;
}

void summariseCommand(std::ostringstream& out, const io::ArmyList& list, const io::Command& c,
                      const std::unordered_map<const io::ArmyUnit*, const io::UnitInfo*>& infos,
                      int depth) {
    using io::printable;
    const std::string pad(static_cast<std::size_t>(2 + 2 * depth), ' ');
    out << pad << printable(c.name) << ": " << printable(c.general.name) << " ("
        << io::toString(c.general.rating) << ")";
    if (!c.units.empty())
        out << ", " << c.units.size() << (c.units.size() == 1 ? " unit" : " units");
    out << "\n";
    if (const std::string totals = io::totalsText(io::totalsOf(c)); !totals.empty())
        out << pad << "  " << (c.commands.empty() ? "" : "in all: ") << totals << "\n";
    if (!c.plan.empty()) {
        out << pad << "  plan:";
        for (std::size_t i = 0; i < c.plan.size(); ++i)
            out << (i ? ", " : " ") << printable(c.plan[i]);
        out << "\n";
    }
    if (c.optional) out << pad << "  optional\n";
    if (!c.arrival.empty() && c.arrival != defaultArrival(list))
        out << pad << "  arrives " << printable(c.arrival) << "\n";
    if (!c.note.empty()) out << pad << "  note: " << printable(c.note) << "\n";
    for (const io::ArmyUnit& u : c.units) {
        const auto found = infos.find(&u);
        out << pad << "  - " << printable(u.name) << ": " << printable(io::unitFacts(u));
        if (found != infos.end()) {
            const io::UnitInfo* info = found->second;
            if (info->nation != list.side) out << ", " << printable(info->nation);
            if (!info->arrival.empty() && info->arrival != defaultArrival(list))
                out << ", arrives " << printable(info->arrival);
            if (info->optional) out << ", optional";
        }
        if (!u.source.empty()) {
            out << " [";
            for (std::size_t i = 0; i < u.source.size(); ++i)
                out << (i ? "; " : "") << printable(u.source[i]);
            out << "]";
        }
        out << "\n";
        if (!u.note.empty()) out << pad << "    note: " << printable(u.note) << "\n";
    }
    for (const io::Command& sub : c.commands)
        summariseCommand(out, list, sub, infos, depth + 1);
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
    if (!list.note.empty()) out << "Note: " << printable(list.note) << "\n";
    if (!list.sources.empty()) {
        out << "Sources:\n";
        for (const io::Source& s : list.sources)
            out << "  - " << (s.key.empty() ? "" : printable(s.key) + ": ") << printable(s.text)
                << "\n";
    }
    const std::vector<io::UnitInfo> infos = io::unitInfos(list);
    if (!list.arrivals.empty()) {
        out << "Arrivals:\n";
        for (const io::Arrival& a : list.arrivals) {
            const auto n = std::count_if(infos.begin(), infos.end(),
                                         [&](const io::UnitInfo& i) { return i.arrival == a.tag; });
            out << "  - " << printable(a.tag) << ": " << printable(a.text) << " (" << n
                << (n == 1 ? " unit" : " units") << ")\n";
        }
    }
    out << "Commands:\n";
    std::unordered_map<const io::ArmyUnit*, const io::UnitInfo*> byUnit;
    for (const io::UnitInfo& i : infos)
        byUnit.emplace(i.unit, &i);
    summariseCommand(out, list, list.command, byUnit, 0);

    out << "Units: " << infos.size();
    std::string byType;
    for (UnitType t : io::armyListUnitTypes) {
        const auto n = std::count_if(infos.begin(), infos.end(),
                                     [t](const io::UnitInfo& i) { return i.unit->type == t; });
        if (n == 0) continue;
        if (!byType.empty()) byType += ", ";
        byType += std::string(toString(t)) + " " + std::to_string(n);
    }
    if (!byType.empty()) out << " (" << byType << ")";
    out << "\n";
    // Nations in order of first appearance, once a list holds more than its side's own.
    std::vector<std::pair<std::string, int>> nations;
    std::unordered_map<std::string, std::size_t> nationAt;
    for (const io::UnitInfo& i : infos) {
        const auto [it, fresh] = nationAt.emplace(i.nation, nations.size());
        if (fresh)
            nations.emplace_back(i.nation, 1);
        else
            ++nations[it->second].second;
    }
    if (nations.size() > 1 || (nations.size() == 1 && nations[0].first != list.side)) {
        out << "Nations:";
        for (std::size_t i = 0; i < nations.size(); ++i)
            out << (i ? ", " : " ") << printable(nations[i].first) << " " << nations[i].second;
        out << "\n";
    }
    const int optional = static_cast<int>(std::count_if(
        infos.begin(), infos.end(), [](const io::UnitInfo& i) { return i.optional; }));
    if (optional > 0) out << "Optional units: " << optional << "\n";
    if (const std::string totals = io::totalsText(io::totalsOf(list.command)); !totals.empty())
        out << "In all: " << totals << "\n";
    out << "Total frontage: " << inchesPlain(io::totalFrontage(list))
        << " in (every base side by side)\n";
    return out.str();
}

} // namespace cdo::cli
