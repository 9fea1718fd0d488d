#include "app/gt/ruling_text.h"

#include "app/gt/ruling_words.h"
#include "core/format.h"
#include "core/grande_tactique/engine.h"
#include "core/grande_tactique/explain.h"

#include <sstream>

namespace cdo::app {

std::vector<RulingLine> evidenceLines(const Ruling& ruling, const Scenario& s) {
    using Tone = RulingLine::Tone;
    std::vector<RulingLine> out;
    const gt::Ruling* g = gt::asGrandeTactique(ruling);
    if (!g) return out;
    const gt::Ruling& r = *g;
    out.push_back({"Arc: " + (r.inArc ? "in, " + inches(r.arcMargin) + " deep"
                                      : "out, " + inches(-r.arcMargin) + " outside")});
    out.push_back({"Range: " + inches(r.range) + ", " + gt::bandText(r)});
    out.push_back({sightHeading(r)});
    for (const gt::SightLine& l : r.sightLines)
        out.push_back({"  " + sightLineWords(l) + (l.clear ? ": clear" : ": blocked") +
                           (l.blocker ? " by " + blockerWords(*l.blocker, s) : std::string()) +
                           (l.closeCall ? " (grazes)" : ""),
                       l.clear ? Tone::Good : Tone::Bad});
    if (!r.enfiladeLines.empty() || r.enfilade)
        out.push_back({std::string("Enfilade: ") + (r.enfilade ? "yes" : "no"), Tone::Enfilade});
    if (r.contact) out.push_back({"In contact (" + inches(r.edgeDistance) + " edge to edge)"});
    if (!r.modifiers.empty()) {
        std::string m;
        for (const gt::Modifier& x : r.modifiers)
            m += modifierWords(x) + "  ";
        std::ostringstream total;
        total << std::showpos << r.modifierTotal;
        out.push_back({"Modifiers: " + m + "(total " + total.str() + ")"});
    }
    for (const CloseCall& c : r.closeCalls)
        out.push_back({gt::describe(c), Tone::Warn}); // as explain() says it
    return out;
}

std::vector<RulingLine> rulingLines(const Ruling& r, const Scenario& s,
                                    const std::string& explanation) {
    using Tone = RulingLine::Tone;
    std::vector<RulingLine> out;
    out.push_back(
        {r.valid ? "VALID TARGET" : "NOT A VALID TARGET", r.valid ? Tone::Good : Tone::Bad});
    auto name = [&](const std::string& id) {
        const int i = s.unitIndex(id);
        return i >= 0 && !s.units[size_t(i)].name.empty()
                   ? s.units[size_t(i)].name + " (" + id + ")"
                   : id;
    };
    out.push_back({name(r.firer) + " fires at " + name(r.target)});
    for (const Term& x : r.reasonTerms())
        out.push_back({"- " + std::string(x.explanation), Tone::Bad});
    std::vector<RulingLine> evidence = evidenceLines(r, s);
    if (evidence.empty()) { // another ruleset: its engine's own words
        std::istringstream in(explanation);
        bool first = true;
        for (std::string line; std::getline(in, line); first = false)
            if (!first && !line.empty()) out.push_back({line}); // the first repeats the verdict
    } else {
        out.insert(out.end(), evidence.begin(), evidence.end());
    }
    const std::vector<Term> readings = r.readingTerms();
    if (!readings.empty() && !evidence.empty()) {
        out.push_back({"Readings applied:"});
        for (const Term& x : readings)
            out.push_back({"- " + std::string(x.explanation)});
    }
    return out;
}

} // namespace cdo::app
