#include "core/grande_tactique/explain.h"

#include "core/format.h"

#include <algorithm>
#include <cstdio>
#include <string>
#include <vector>

namespace cdo::gt {

namespace {

std::string signedInt(int v) {
    return (v > 0 ? "+" : "") + std::to_string(v);
}

// Readings every ruling uses are named; the ones that changed the outcome are spelled out.
bool worthSaying(Reading r) {
    switch (r) {
    case Reading::ArcTouchCounts:
    case Reading::TwoSightLines:
    case Reading::RangeToArcPart:
    case Reading::EnfiladeLines:
        return false;
    default:
        return true;
    }
}

std::string modifierName(ModifierKind k) {
    std::string s(code(k));
    for (char& c : s)
        if (c == '-') c = ' ';
    return s;
}

// The verdict's line: "fr -> au: VALID TARGET (long range -1; total -1)".
std::string verdict(const Ruling& r) {
    std::string out = r.firer + " -> " + r.target + ": ";
    if (!r.valid) return out + "not a valid target";
    out += "VALID TARGET";
    if (r.modifiers.empty()) return out;
    out += " (";
    for (std::size_t i = 0; i < r.modifiers.size(); ++i) {
        if (i) out += ", ";
        out += modifierName(r.modifiers[i].kind) + " " + signedInt(r.modifiers[i].value);
    }
    return out + "; total " + signedInt(r.modifierTotal) + ")";
}

// "Sight: clear (front-left -> rear-right, ...)", or blocked with what stopped each line.
std::string sightText(const Ruling& r) {
    std::string out = "Sight: ";
    out += r.lineOfSight ? "clear" : "blocked";
    std::string clear, blocked;
    for (const SightLine& l : r.sightLines) {
        if (l.clear)
            clear += (clear.empty() ? "" : ", ") + label(l);
        else if (l.blocker)
            blocked += (blocked.empty() ? "" : "; ") + label(l) + " by " + words(*l.blocker);
    }
    if (r.lineOfSight) return out + " (" + clear + ")";
    return blocked.empty() ? out : out + " (" + blocked + ")";
}

std::string rangeText(const Ruling& r) {
    std::string out = "Range: " + inches(r.range);
    if (r.band != RangeBand::None) {
        out += r.inArc ? " from the front edge to the part in arc, " : " edge to edge, ";
        out += bandText(r);
    } else {
        out += " edge to edge";
    }
    return out + (r.contact ? ", in contact" : "");
}

} // namespace

std::vector<EvidenceLine> evidence(const Ruling& r) {
    std::vector<EvidenceLine> out;
    out.push_back({Tone::Verdict, verdict(r), 0});
    for (Reason x : r.reasons)
        out.push_back(
            {Tone::Reason, "- " + std::string(code(x)) + ": " + std::string(explanation(x))});
    out.push_back(
        {Tone::Number, "Arc: " + (r.inArc ? "in, " + inches(r.arcMargin) + " deep"
                                          : "out, " + inches(-r.arcMargin) + " outside")});
    out.push_back({Tone::Number, rangeText(r)});
    out.push_back({Tone::Number, sightText(r)});
    if (!r.enfiladeLines.empty() || r.enfilade)
        out.push_back({Tone::Number,
                       r.enfilade ? "Enfilade: yes, from the " +
                                        std::string(code(r.enfiladeLines.front().from)) + " corner"
                                  : std::string("Enfilade: no")});
    if (r.grapeshot)
        out.push_back({Tone::Number, "Grapeshot: in contact and in arc, a beaten target flees"});
    if (r.charge) {
        const ChargeOnGuns& c = *r.charge;
        std::string line = "Charge: " + r.charger() + " on the guns " + r.guns() +
                           (c.fromFront ? " from the front" : " from flank or rear only");
        if (c.chargerMorale) line += ", charger's morale " + signedInt(c.chargerMorale);
        if (c.gunsMorale) line += ", limbered guns' morale " + signedInt(c.gunsMorale);
        out.push_back({Tone::Number, line});
    }
    for (const CloseCall& c : r.closeCalls)
        out.push_back({c.grazes.empty() ? Tone::CloseCall : Tone::Grazes, describe(c)});
    std::string names;
    for (Reading x : r.readings)
        names += (names.empty() ? "" : ", ") + std::string(code(x));
    out.push_back({Tone::Reading, "Readings: " + names});
    for (Reading x : r.readings)
        if (worthSaying(x)) out.push_back({Tone::Reading, std::string(explanation(x)), 2});
    return out;
}

std::string explain(const Ruling& r) {
    return toText(evidence(r));
}

std::string bandText(const Ruling& r) {
    // The band's limit is the range plus its margin: no rule number is written here.
    const double limit = r.range + r.rangeMargin;
    switch (r.band) {
    case RangeBand::Normal:
        return "normal range (" + inches(r.rangeMargin) + " inside " + inches(limit) + ")";
    case RangeBand::Long:
        return "long range (" + inches(r.rangeMargin) + " inside " + inches(limit) + ")";
    case RangeBand::Out:
        return "out of range (" + inches(-r.rangeMargin) + " beyond " + inches(limit) + ")";
    case RangeBand::None:
        break;
    }
    return "edge to edge";
}

std::string describe(const CloseCall& c) {
    std::string out = "CLOSE CALL: " + std::string(c.quantity);
    if (c.quantity == "sight-line" || c.quantity == "enfilade")
        out += " grazes " + (c.grazes.empty() ? std::string() : c.grazes + " ") + "within " +
               inches(c.threshold) + "; the closed reading decides";
    else if (c.quantity == "in-woods" || c.quantity == "on-hill" || c.quantity == "on-hill-top")
        out += ": the base overlaps the edge by about " + inches(c.threshold) +
               ", the amount that decides; too close to see on the table";
    else
        out += " " + inches(c.value) + " against " + inches(c.threshold) +
               "; too close to see on the table, the closed limit decides";
    return out;
}

std::string summary(const Ruling& r) {
    std::string out = (r.valid ? "  VALID   " : "  no      ") + r.target + ": " + inches(r.range);
    if (r.band != RangeBand::None) out += " " + std::string(code(r.band));
    if (r.valid) {
        for (const Modifier& m : r.modifiers)
            out += ", " + modifierName(m.kind) + " " + signedInt(m.value);
    } else {
        out += " -";
        for (Reason x : r.reasons)
            out += " " + std::string(code(x));
    }
    // What decided sight, in a word: clear, or what stopped the lines.
    if (r.lineOfSight) {
        out += "; sight clear";
    } else {
        std::vector<std::string> seen;
        for (const SightLine& l : r.sightLines) {
            if (!l.blocker) continue;
            const std::string b = words(*l.blocker);
            if (std::find(seen.begin(), seen.end(), b) == seen.end()) seen.push_back(b);
        }
        out += "; sight blocked";
        for (std::size_t i = 0; i < seen.size(); ++i)
            out += (i ? ", " : " by ") + seen[i];
    }
    if (r.closeCall) out += "  [CLOSE CALL]";
    return out;
}

std::string explain(const Measure& m) {
    std::string out = m.a + " <-> " + m.b + ": " + inches(m.distance) + " edge to edge";
    char buf[128];
    std::snprintf(buf, sizeof buf, " (closest points %.2f,%.2f and %.2f,%.2f)", m.pointA.x,
                  m.pointA.y, m.pointB.x, m.pointB.y);
    out += buf;
    out += m.contact ? ", in contact\n" : "\n";
    if (m.closeCall) out += "  CLOSE CALL: within 0.01\" of touching\n";
    return out;
}

} // namespace cdo::gt
