// The La Bataille keys of a ruling's JSON (cli.md, La Bataille), and its other answers: a
// combination, zones, opportunity fire, retreat before melee.
#include "io/json.h"
#include "io/json_parts.h"
#include "io/rulesets.h"

#include "core/la_bataille/ruling.h"

#include <string>
#include <vector>

namespace cdo::io {

using namespace json;

namespace {

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
} // namespace

std::string laBatailleKeys(const Ruling& ruling) {
    const auto* l = dynamic_cast<const lb::Ruling*>(&ruling);
    if (!l) return {};
    const lb::Ruling& r = *l;
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
