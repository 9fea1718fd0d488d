// The Grande Tactique keys of a ruling's JSON (cli.md), and the turn's answers: a move's measure
// and a battery action.
#include "io/json.h"
#include "io/json_parts.h"
#include "io/rulesets.h"

#include "core/grande_tactique/engine.h"

#include <string>
#include <vector>

namespace cdo::io {

using namespace json;

namespace {

std::string lineJson(const gt::SightLine& l) {
    using namespace gt;
    std::string s = "{\"from\": " + jsonString(code(l.from)) + ", \"to\": ";
    if (l.to == SightLine::To::Vertex)
        s += "\"vertex\", \"vertex\": " + std::to_string(l.vertex);
    else {
        const std::string lab = label(l);
        s += jsonString(lab.substr(lab.find("-> ") + 3));
    }
    s += ", \"a\": " + point(l.a) + ", \"b\": " + point(l.b) + ", \"clear\": " + boolean(l.clear);
    if (l.blocker)
        s += ", \"blocked_by\": {\"kind\": " + jsonString(code(l.blocker->kind)) +
             ", \"id\": " + jsonString(l.blocker->id) + "}";
    if (l.closeCall) s += ", \"close_call\": true";
    return s + "}";
}

} // namespace

// cli.md's required keys of a Grande Tactique ruling, after the common ones.
std::string grandeTactiqueKeys(const Ruling& ruling) {
    const gt::Ruling* g = gt::asGrandeTactique(ruling);
    if (!g) return {};
    const gt::Ruling& r = *g;
    using namespace gt;
    std::string s;
    s += ", \"in_arc\": " + boolean(r.inArc);
    s += ", \"range\": " + num(r.range);
    s += ", \"range_band\": " +
         (r.band == RangeBand::None ? std::string("null") : jsonString(code(r.band)));
    s += ", \"line_of_sight\": " + boolean(r.lineOfSight);
    s += ", \"enfilade\": " + boolean(r.enfilade);
    s += ", \"contact\": " + boolean(r.contact);
    s += ", \"modifiers\": " + array(r.modifiers, [](const Modifier& m) {
             return "{\"name\": " + jsonString(code(m.kind)) +
                    ", \"value\": " + std::to_string(m.value) + "}";
         });
    return s;
}

// Its evidence beyond the required keys.
std::string grandeTactiqueEvidence(const Ruling& ruling) {
    const gt::Ruling* g = gt::asGrandeTactique(ruling);
    if (!g) return {};
    const gt::Ruling& r = *g;
    using namespace gt;
    std::string s;
    s += ", \"modifier_total\": " + std::to_string(r.modifierTotal);
    s += ", \"arc_margin\": " + num(r.arcMargin);
    s += ", \"range_margin\": " + num(r.rangeMargin);
    s += ", \"range_line\": [" + point(r.rangeLine.a) + ", " + point(r.rangeLine.b) + "]";
    s += ", \"edge_distance\": " + num(r.edgeDistance);
    s += ", \"grapeshot\": " + boolean(r.grapeshot);
    s += ", \"sight_lines\": " + array(r.sightLines, lineJson);
    s += ", \"enfilade_lines\": " + array(r.enfiladeLines, lineJson);
    if (r.charge) {
        const ChargeOnGuns& c = *r.charge;
        s += ", \"charge\": {\"charger\": " + jsonString(r.charger()) +
             ", \"guns\": " + jsonString(r.guns()) + ", \"from_front\": " + boolean(c.fromFront) +
             ", \"charger_morale\": " + std::to_string(c.chargerMorale) +
             ", \"guns_morale\": " + std::to_string(c.gunsMorale) +
             ", \"only_flank_or_rear\": " + boolean(c.onlyFlankOrRear) + "}";
    }
    return s;
}

std::string toJson(const gt::MoveRuling& m) {
    auto codes = [](const auto& set) {
        std::vector<std::string> v;
        for (auto x : set)
            v.push_back(jsonString(gt::code(x)));
        return array(v, [](const std::string& x) { return x; });
    };
    return "{\"unit\": " + jsonString(m.unit) + ", \"uses\": " + num(m.uses) +
           ", \"allowance\": " + num(m.allowance) + ", \"allowed\": " + boolean(m.allowed) +
           ", \"over\": " + num(m.over) + ", \"half_rate\": " + codes(m.halfRate) +
           ", \"road_bonus\": " + boolean(m.roadBonus) + ", \"reasons\": " + codes(m.reasons) +
           ", \"readings\": " + codes(m.readings) + "}";
}

std::string toJson(const gt::ActionRuling& a) {
    std::vector<std::string> reasons;
    for (gt::ActionReason x : a.reasons)
        reasons.push_back(jsonString(gt::code(x)));
    return "{\"unit\": " + jsonString(a.unit) + ", \"action\": " + jsonString(gt::code(a.action)) +
           ", \"allowed\": " + boolean(a.allowed) + ", \"cost\": " + std::to_string(a.cost) +
           ", \"state\": " + jsonString(gt::code(a.state)) +
           ", \"reasons\": " + array(reasons, [](const std::string& x) { return x; }) + "}";
}

} // namespace cdo::io
