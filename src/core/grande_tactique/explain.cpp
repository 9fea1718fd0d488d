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

} // namespace

std::string explain(const Ruling& r) {
    std::string out = r.firer + " -> " + r.target + ": ";
    if (r.valid) {
        out += "VALID TARGET";
        if (!r.modifiers.empty()) {
            out += " (";
            for (std::size_t i = 0; i < r.modifiers.size(); ++i) {
                if (i) out += ", ";
                out += modifierName(r.modifiers[i].kind) + " " + signedInt(r.modifiers[i].value);
            }
            out += "; total " + signedInt(r.modifierTotal) + ")";
        }
        out += "\n";
    } else {
        out += "not a valid target\n";
        for (Reason x : r.reasons)
            out += "  - " + std::string(code(x)) + ": " + std::string(explanation(x)) + "\n";
    }

    out += "  Arc: ";
    if (r.inArc)
        out += "in, " + inches(r.arcMargin) + " deep\n";
    else
        out += "out, " + inches(-r.arcMargin) + " outside\n";

    out += "  Range: " + inches(r.range);
    if (r.band != RangeBand::None) {
        out += r.inArc ? " from the front edge to the part in arc, " : " edge to edge, ";
        out += bandText(r);
    } else {
        out += " edge to edge";
    }
    out += r.contact ? ", in contact\n" : "\n";

    out += "  Sight: ";
    out += r.lineOfSight ? "clear" : "blocked";
    std::string clear, blocked;
    for (const SightLine& l : r.sightLines) {
        if (l.clear)
            clear += (clear.empty() ? "" : ", ") + label(l);
        else if (l.blocker)
            blocked += (blocked.empty() ? "" : "; ") + label(l) + " by " +
                       std::string(code(l.blocker->kind)) + " " + l.blocker->id;
    }
    if (r.lineOfSight)
        out += " (" + clear + ")\n";
    else
        out += blocked.empty() ? "\n" : " (" + blocked + ")\n";

    if (!r.enfiladeLines.empty() || r.enfilade) {
        out += "  Enfilade: ";
        if (r.enfilade)
            out += "yes, from the " + std::string(code(r.enfiladeLines.front().from)) + " corner\n";
        else
            out += "no\n";
    }
    if (r.grapeshot) out += "  Grapeshot: in contact and in arc, a beaten target flees\n";
    if (r.charge) {
        const ChargeOnGuns& c = *r.charge;
        out += "  Charge: " + r.charger() + " on the guns " + r.guns() +
               (c.fromFront ? " from the front" : " from flank or rear only");
        if (c.chargerMorale) out += ", charger's morale " + signedInt(c.chargerMorale);
        if (c.gunsMorale) out += ", limbered guns' morale " + signedInt(c.gunsMorale);
        out += "\n";
    }
    for (const CloseCall& c : r.closeCalls)
        out += "  " + describe(c) + "\n";
    std::string names;
    for (Reading x : r.readings)
        names += (names.empty() ? "" : ", ") + std::string(code(x));
    out += "  Readings: " + names + "\n";
    for (Reading x : r.readings)
        if (worthSaying(x)) out += "    " + std::string(explanation(x)) + "\n";
    return out;
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
        out += " grazes within " + inches(c.threshold) + "; the closed reading decides";
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
            const std::string b = std::string(code(l.blocker->kind)) + " " + l.blocker->id;
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
