#include "io/json.h"
#include "core/charconv.h"

#include "core/grande_tactique/engine.h"
#include "core/la_bataille/ruling.h"
#include "core/utf8.h"

#include <array>
#include <charconv>
#include <cmath>
#include <cstdio>

namespace cdo::io {

namespace {

std::string num(double v) {
    return jsonNumber(v);
}

std::string point(Vec2 p) {
    return "[" + num(p.x) + ", " + num(p.y) + "]";
}
std::string boolean(bool b) {
    return b ? "true" : "false";
}

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

template <class List, class F> std::string array(const List& v, F&& f) {
    std::string s = "[";
    for (std::size_t i = 0; i < v.size(); ++i)
        s += (i ? ", " : "") + f(v[i]);
    return s + "]";
}

} // namespace

std::string jsonNumber(double v) {
    if (!std::isfinite(v)) return "null";
    // Four decimals: finer than any base is placed, and stable across platforms. The largest
    // double has 309 digits before the point; to_chars writes them all, exactly.
    std::array<char, 400> buf{};
    const auto r = toCharsFixed(buf.data(), buf.data() + buf.size(), v, 4);
    std::string s(buf.data(), r.ptr);
    while (!s.empty() && s.back() == '0')
        s.pop_back();
    if (!s.empty() && s.back() == '.') s.pop_back();
    if (s == "-0") s = "0";
    return s;
}

std::string jsonString(std::string_view text) {
    std::string s = "\"";
    for (std::size_t i = 0; i < text.size(); ++i) {
        const auto c = static_cast<unsigned char>(text[i]);
        if (c >= 0x80) {
            // Copied only as whole, valid UTF-8 characters; any other byte becomes U+FFFD, so
            // that the output is always valid JSON.
            const std::size_t len = utf8::decode(text, i).length;
            if (len == 0) {
                s += "\\ufffd";
            } else if (c == 0xC2 && static_cast<unsigned char>(text[i + 1]) < 0xA0) {
                // C1 control characters (U+0080 to U+009F), escaped like C0 ones.
                char buf[8];
                std::snprintf(buf, sizeof buf, "\\u%04x", static_cast<unsigned char>(text[i + 1]));
                s += buf;
                ++i;
            } else {
                s.append(text.substr(i, len));
                i += len - 1;
            }
            continue;
        }
        switch (c) {
        case '"':
            s += "\\\"";
            break;
        case '\\':
            s += "\\\\";
            break;
        case '\n':
            s += "\\n";
            break;
        case '\t':
            s += "\\t";
            break;
        case '\r':
            s += "\\r";
            break;
        default:
            if (c < 0x20 || c == 0x7f) {
                char buf[8];
                std::snprintf(buf, sizeof buf, "\\u%04x", c);
                s += buf;
            } else {
                s += char(c);
            }
        }
    }
    return s + "\"";
}

namespace {

std::string terms(const std::vector<Term>& list) {
    return array(list, [](const Term& t) { return jsonString(t.code); });
}

// cli.md's required keys of a Grande Tactique ruling, after the common ones.
std::string grandeTactiqueKeys(const gt::Ruling& r) {
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
std::string grandeTactiqueEvidence(const gt::Ruling& r) {
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

std::string liftCode(lb::Lift l) {
    switch (l) {
    case lb::Lift::FirerAbove:
        return "firer-above";
    case lb::Lift::FirerBelow:
        return "firer-below";
    case lb::Lift::None:
        break;
    }
    return "none";
}

std::string obstacleCode(lb::ObstacleKind k) {
    switch (k) {
    case lb::ObstacleKind::Terrain:
        return "terrain";
    case lb::ObstacleKind::Unit:
        return "unit";
    case lb::ObstacleKind::HigherGround:
        return "higher-ground";
    }
    return "?";
}

// `crossed` (L3): each hex the line crosses alone as its id; the two hexes beside a hexside the
// line runs along as a pair, [a, b] (firer's left first). A hex off the map is never listed:
// a pair on the map's edge is the one hex on the map, [a].
std::string crossedHexes(const lb::Ruling& r) {
    std::string s = "[";
    bool first = true;
    const auto& hexes = r.sight.hexes;
    for (std::size_t i = 0; i < hexes.size(); ++i) {
        const bool pair = hexes[i].pairedWith == int(i) + 1 && i + 1 < hexes.size();
        std::vector<lb::Hex> ids;
        for (std::size_t k = i; k <= (pair ? i + 1 : i); ++k)
            if (r.grid.contains(hexes[k].hex)) ids.push_back(hexes[k].hex);
        if (pair) ++i;
        if (ids.empty()) continue;
        s += first ? "" : ", ";
        first = false;
        s += pair ? array(ids, [&](lb::Hex h) { return jsonString(r.grid.id(h)); })
                  : jsonString(r.grid.id(ids[0]));
    }
    return s + "]";
}

// cli.md's La Bataille keys, then the evidence: every hex the line met, what made each an
// obstacle and which elevation rule lifted it, the strength's steps.
std::string laBatailleKeys(const lb::Ruling& r) {
    const auto id = [&](lb::Hex h) { return jsonString(r.grid.id(h)); };
    std::string s;
    s += ", \"firing_hex\": " + jsonString(r.firingHexId);
    s += ", \"target_hex\": " + jsonString(r.targetHexId);
    s += ", \"range\": " + std::to_string(r.range);
    s += ", \"range_band\": " +
         (r.band == lb::RangeBand::None ? std::string("null") : jsonString(lb::toString(r.band)));
    s += ", \"in_field\": " + boolean(r.inField);
    s += ", \"line_of_sight\": " + boolean(r.sight.clear);
    s += ", \"blocked_by\": " + array(r.sight.blockedBy, id);
    s += ", \"crossed\": " + crossedHexes(r);
    s += ", \"adjacent_front\": " + boolean(r.adjacentFront);
    s += ", \"canister\": " + boolean(r.canister);
    s += ", \"strength\": {\"value\": " + num(r.strength) + ", \"steps\": " +
         array(r.steps,
               [](const lb::StrengthStep& st) {
                   return "{\"what\": " + jsonString(st.what) + ", \"value\": " + num(st.value) +
                          "}";
               }) +
         "}";
    s += ", \"odds\": " + (r.odds ? jsonString(*r.odds) : std::string("null"));
    s += ", \"odds_shift\": " + std::to_string(r.oddsShift);
    s += ", \"adjacent\": " + boolean(r.sight.adjacent);
    std::vector<lb::SightHex> onMap;
    for (const lb::SightHex& h : r.sight.hexes)
        if (r.grid.contains(h.hex)) onMap.push_back(h);
    s += ", \"sight_hexes\": " + array(onMap, [&](const lb::SightHex& h) {
             std::vector<std::string> kinds;
             for (lb::ObstacleKind k : h.kinds)
                 kinds.push_back(jsonString(obstacleCode(k)));
             std::string o =
                 "{\"hex\": " + id(h.hex) + ", \"obstacle\": " + boolean(h.obstacle) +
                 ", \"kinds\": " + array(kinds, [](const std::string& x) { return x; }) +
                 ", \"lifted\": " + jsonString(liftCode(h.lift)) +
                 ", \"blocks\": " + boolean(h.blocks);
             if (h.pairedWith >= 0 && std::size_t(h.pairedWith) < r.sight.hexes.size() &&
                 r.grid.contains(r.sight.hexes[std::size_t(h.pairedWith)].hex))
                 o += ", \"paired_with\": " + id(r.sight.hexes[std::size_t(h.pairedWith)].hex);
             return o + "}";
         });
    s += ", \"nearer_targets\": " + array(r.nearerTargets, id);
    return s;
}

} // namespace

std::string toJson(const Ruling& r) {
    const gt::Ruling* g = gt::asGrandeTactique(r);
    const auto* l = dynamic_cast<const lb::Ruling*>(&r);
    std::string s = "{";
    s += "\"firer\": " + jsonString(r.firer);
    s += ", \"target\": " + jsonString(r.target);
    s += ", \"valid\": " + boolean(r.valid);
    s += ", \"reasons\": " + terms(r.reasonTerms());
    if (g) s += grandeTactiqueKeys(*g);
    if (l) s += laBatailleKeys(*l);
    s += ", \"close_call\": " + boolean(r.closeCall);
    if (g) s += grandeTactiqueEvidence(*g);
    s += ", \"close_calls\": " + array(r.closeCalls, [](const CloseCall& c) {
             return "{\"quantity\": " + jsonString(c.quantity) + ", \"value\": " + num(c.value) +
                    ", \"threshold\": " + num(c.threshold) + "}";
         });
    s += ", \"readings\": " + terms(r.readingTerms());
    return s + "}";
}

std::string toJson(const std::vector<RulingPtr>& rulings) {
    std::string s = "[";
    for (std::size_t i = 0; i < rulings.size(); ++i)
        s += (i ? ",\n " : "\n ") + toJson(*rulings[i]);
    return s + (rulings.empty() ? "]" : "\n]");
}

std::string toJson(const Measure& m) {
    return "{\"a\": " + jsonString(m.a) + ", \"b\": " + jsonString(m.b) +
           ", \"distance\": " + num(m.distance) + ", \"closest_points\": [" + point(m.pointA) +
           ", " + point(m.pointB) + "], \"contact\": " + boolean(m.contact) +
           ", \"close_call\": " + boolean(m.closeCall) + "}";
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

namespace {

std::string hexIds(const lb::HexGrid& g, const std::vector<lb::Hex>& hexes) {
    return array(hexes, [&](lb::Hex h) { return jsonString(g.id(h)); });
}
std::string readingCodes(const lb::Readings& readings) {
    std::vector<std::string> v;
    for (lb::Reading r : readings)
        v.push_back(jsonString(lb::term(r).code));
    return array(v, [](const std::string& x) { return x; });
}

} // namespace

std::string toJson(const lb::Battle& b, lb::Hex target, const lb::Combination& c) {
    const lb::HexGrid& g = b.grid;
    std::string s =
        "{\"target_hex\": " + jsonString(g.id(target)) + ", \"allowed\": " + boolean(c.allowed) +
        ", \"because\": " + (c.because.empty() ? "null" : jsonString(c.because)) +
        ", \"reasons\": " + array(c.reasons, jsonString) + ", \"strength\": " + num(c.strength);
    s += ", \"hexes\": " + array(c.hexes, [&](const lb::HexFire& h) {
             std::vector<std::string> reasons;
             for (lb::Reason r : h.reasons)
                 reasons.push_back(jsonString(lb::term(r).code));
             return "{\"hex\": " + jsonString(g.id(h.hex)) + ", \"firer\": " +
                    (h.firer >= 0 ? jsonString(b.units[std::size_t(h.firer)].id)
                                  : std::string("null")) +
                    ", \"strength\": " + num(h.strength) + ", \"valid\": " + boolean(h.valid) +
                    ", \"reasons\": " + array(reasons, [](const std::string& x) { return x; }) +
                    "}";
         });
    s += ", \"odds\": " + (c.odds ? jsonString(*c.odds) : std::string("null"));
    s += ", \"odds_shift\": " + std::to_string(c.oddsShift);
    return s + "}";
}

std::string toJson(const lb::Battle& b, const lb::Zones& zones) {
    std::string s = "{";
    bool first = true;
    for (const auto& [side, hexes] : zones) {
        s += (first ? "" : ", ") + jsonString(side) + ": " + hexIds(b.grid, hexes);
        first = false;
    }
    return s + "}";
}

std::string toJson(const lb::Battle& b, const lb::OpportunityRuling& r) {
    const lb::HexGrid& g = b.grid;
    std::string s = "{\"unit\": " + jsonString(b.units[std::size_t(r.unit)].id);
    s += ", \"path\": " + hexIds(g, r.path);
    s += ", \"new_formation\": " +
         (r.newFormation ? jsonString(lb::toString(*r.newFormation)) : std::string("null"));
    s += ", \"fire\": " + array(r.shots, [&](const lb::OpportunityShot& shot) {
             return "{\"enemy\": " + jsonString(b.units[std::size_t(shot.enemy)].id) +
                    ", \"from_hex\": " + jsonString(g.id(shot.from)) +
                    ", \"at_hex\": " + jsonString(g.id(shot.at)) +
                    ", \"at_formation\": " + jsonString(lb::toString(shot.formation)) +
                    ", \"why\": " + jsonString(shot.why) + "}";
         });
    if (!r.why.empty()) s += ", \"why\": " + jsonString(r.why);
    s += ", \"readings\": " + readingCodes(r.readings);
    return s + "}";
}

std::string toJson(const lb::Battle& b, const lb::RetreatRuling& r) {
    const lb::HexGrid& g = b.grid;
    std::vector<std::string> attackers, rights;
    for (int a : r.attackers)
        attackers.push_back(jsonString(b.units[std::size_t(a)].id));
    for (lb::RetreatRight x : r.rights)
        rights.push_back(jsonString(lb::code(x)));
    const auto raw = [](const std::string& x) { return x; };
    std::string s = "{\"unit\": " + jsonString(b.units[std::size_t(r.unit)].id);
    s += ", \"attackers\": " + array(attackers, raw);
    s += ", \"may_withdraw\": " + boolean(r.may);
    s += ", \"rights\": " + array(rights, raw);
    s += ", \"why\": " + jsonString(r.why);
    s += ", \"allowance\": " + num(r.allowance);
    s += ", \"hexes\": " + array(r.reachable, [&](const lb::RetreatHex& h) {
             return "{\"hex\": " + jsonString(g.id(h.hex)) + ", \"cost\": " + num(h.cost) +
                    ", \"steps\": " + std::to_string(h.steps) +
                    ", \"blank_marker\": " + boolean(h.blank) + "}";
         });
    s += ", \"refuge_rule\": " + boolean(r.refugeRule);
    s += ", \"refuges\": " + hexIds(g, r.refuges);
    s += ", \"readings\": " + readingCodes(r.readings);
    return s + "}";
}

} // namespace cdo::io
