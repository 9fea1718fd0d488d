#include "core/la_bataille/strength.h"
#include "core/charconv.h"

#include "core/la_bataille/reach.h"

#include <algorithm>
#include <charconv>
#include <cmath>

namespace cdo::lb {

std::string number(double v) {
    char buf[32];
    const double whole = std::round(v);
    const bool integral = std::abs(v - whole) < 1e-9;
    const auto res = integral ? std::to_chars(buf, buf + sizeof buf, static_cast<long long>(whole))
                              : toCharsFixed(buf, buf + sizeof buf, v, 2);
    return std::string(buf, res.ptr);
}

int incrementsIn(const Unit& u, Hex hex) {
    if (u.hexes.size() < 2) return u.increments;
    const int first = (u.increments + 1) / 2;
    return hex == u.hexes[0] ? first : u.increments - first;
}

namespace {

double fireOf(const Unit& u) {
    return u.fire.value_or(0.0);
}

// "4 increments x 3 = 12" and the running total.
void add(Strength& s, std::string what, int increments, double fire) {
    s.value += increments * fire;
    s.steps.push_back({std::move(what) + ": " + std::to_string(increments) + " increments x " +
                           number(fire) + " = " + number(increments * fire),
                       s.value});
}

bool canAddFire(const Unit& u, const Unit& firer) {
    return u.side == firer.side && u.fire && !u.routed && isCombat(u.arm);
}

void artillery(const Board& board, int firer, Hex hex, int range, Strength& s) {
    const Unit& gun = board.unit(firer);
    const LaBatailleRules& rules = board.rules();
    if (board.clearForArtillery(hex)) {
        // Artillery fire rules (25): every increment in clear terrain, up to the stacking limit.
        const int limit = board.battle().stackingArtillery.value_or(rules.artilleryStackingDefault);
        int used = 0;
        for (int i : board.at(hex)) {
            const Unit& u = board.unit(i);
            // Stacked in column (L5): a column or general order in the stack lets only the
            // top combat formation fire, so no battery under it adds its increments.
            if (i != firer && isCombat(u.arm) && !u.routed &&
                (u.formation == Formation::Column || u.formation == Formation::GeneralOrder)) {
                s.steps.push_back({u.id + " is in " + std::string(toString(u.formation)) +
                                       ": the batteries under it do not fire",
                                   s.value});
                break;
            }
            if (!isArtillery(u.arm) || u.formation != Formation::Unlimbered || !canAddFire(u, gun))
                continue;
            const int take = std::min(u.increments, limit - used);
            if (take <= 0) {
                s.steps.push_back({u.id + ": over the stacking limit of " + std::to_string(limit) +
                                       " artillery increments",
                                   s.value});
                continue;
            }
            used += take;
            add(s, u.id + (take < u.increments ? " (to the stacking limit)" : ""), take, fireOf(u));
        }
    } else {
        add(s, gun.id + " (not clear for artillery: the top battery only)", gun.increments,
            fireOf(gun));
    }
    // Infantry in line (or carre) in the battery's hex may add its fire at the same target.
    for (int i : board.at(hex)) {
        const Unit& u = board.unit(i);
        if (u.arm != Arm::Infantry || !canAddFire(u, gun) ||
            (u.formation != Formation::Line && u.formation != Formation::Carre))
            continue;
        const bool carre = u.formation == Formation::Carre;
        const int cap =
            carre ? rules.carreWithBatteryIncrements : rules.infantryWithBatteryIncrements;
        s.readings.insert(Reading::WithBattery);
        if (!inRange(rules, u, range)) {
            s.steps.push_back({u.id + ": out of its own range, adds nothing", s.value});
        } else {
            add(s, u.id + " with the battery (at most " + std::to_string(cap) + ")",
                std::min(incrementsIn(u, hex), cap), fireOf(u));
        }
        break; // one infantry formation joins the battery
    }
}

} // namespace

Strength fireStrength(const Board& board, int firer, Hex hex, int range) {
    Strength s;
    const Unit& u = board.unit(firer);
    const LaBatailleRules& rules = board.rules();
    if (isArtillery(u.arm)) {
        artillery(board, firer, hex, range, s);
        return s;
    }
    const int here = incrementsIn(u, hex);
    // The per-hex caps (L5: 4 in line, 3 in skirmish order) are the hex's, not each unit's:
    // formations above the firer in its hex that fire the same way use them first
    // (lb-hex-cap).
    const auto leftInHex = [&](int cap) {
        int above = 0;
        for (int i : board.at(hex)) {
            if (i == firer) break;
            const Unit& o = board.unit(i);
            if (o.side == u.side && o.fire && !o.routed && o.formation == u.formation) {
                above += incrementsIn(o, hex);
                s.readings.insert(Reading::HexCap);
            }
        }
        return std::max(0, cap - above);
    };
    switch (u.formation) {
    case Formation::Line: {
        const int left = leftInHex(rules.lineIncrementsPerHex);
        add(s,
            u.id + " in line (at most " + std::to_string(rules.lineIncrementsPerHex) + " a hex" +
                (left < rules.lineIncrementsPerHex ? ", " + std::to_string(left) + " left" : "") +
                ")",
            std::min(here, left), fireOf(u));
        break;
    }
    case Formation::Skirmish: {
        const int left = leftInHex(rules.skirmishIncrementsPerHex);
        add(s,
            u.id + " in skirmish order (at most " + std::to_string(rules.skirmishIncrementsPerHex) +
                " a hex" +
                (left < rules.skirmishIncrementsPerHex ? ", " + std::to_string(left) + " left"
                                                       : "") +
                ")",
            std::min(here, left), fireOf(u));
        if (u.arm == Arm::Infantry && range >= 2) {
            s.value *= rules.skirmisherFarFactor;
            s.steps.push_back({"halved at " + std::to_string(range) + " hexes", s.value});
        }
        break;
    }
    case Formation::Carre:
        s.readings.insert(Reading::CarreTwelve);
        add(s, u.id + " in carre (at most " + std::to_string(rules.carreIncrements) + ")",
            std::min(here, rules.carreIncrements), fireOf(u));
        break;
    default: // column, general order: the top unit, all its increments
        add(s, u.id + " (top unit, all increments)", here, fireOf(u));
        break;
    }
    return s;
}

std::optional<double> columnRatio(std::string_view column) {
    const std::size_t colon = column.find(':');
    if (colon == std::string_view::npos) return std::nullopt;
    double a = 0, b = 0;
    const auto ra = fromChars(column.data(), column.data() + colon, a);
    const auto rb = fromChars(column.data() + colon + 1, column.data() + column.size(), b);
    if (ra.ec != std::errc() || ra.ptr != column.data() + colon || rb.ec != std::errc() ||
        rb.ptr != column.data() + column.size() || a <= 0 || b <= 0)
        return std::nullopt;
    return a / b;
}

Odds odds(const Board& board, double strength, int target, Hex targetHex, int shift) {
    Odds o;
    o.shift = shift;
    const Battle& battle = board.battle();
    if (target < 0 || battle.oddsColumns.empty()) return o;
    const Unit& t = board.unit(target);
    const std::string& terrain = battle.at(targetHex).terrain;
    const auto row = battle.fireDefence.find(terrain);
    if (row == battle.fireDefence.end()) return o;
    const std::string_view word = t.disordered ? "disordered" : toString(t.formation);
    const auto cell = row->second.find(std::string(word));
    if (cell == row->second.end() || cell->second <= 0) return o;
    o.charted = true;
    o.defence = cell->second;
    o.defenceKey = terrain + " / " + std::string(word);
    o.ratio = strength / o.defence;
    // Round down: the last column whose ratio is at most the odds (columns in the file's order,
    // read as increasing).
    for (int i = 0; i < int(battle.oddsColumns.size()); ++i) {
        const std::optional<double> r = columnRatio(battle.oddsColumns[std::size_t(i)]);
        if (r && *r <= o.ratio + 1e-9) o.column = i;
    }
    if (o.column >= 0) o.column = std::min(o.column + shift, int(battle.oddsColumns.size()) - 1);
    return o;
}

} // namespace cdo::lb
