#include "app/lb/counter_edits.h"

#include "app/lb/hex_tool.h"
#include "app/view/layout.h"
#include "core/ids.h"
#include "core/limits.h"

#include <algorithm>
#include <cmath>
#include <map>
#include <stdexcept>

namespace cdo::app {

namespace {

bool valid(const lb::Battle& b, int i) {
    return i >= 0 && std::size_t(i) < b.units.size();
}

std::string number(double v) {
    return fmtNumber("%g", v);
}

std::string inRange(const char* what, double v, double lo) {
    if (v < lo) return std::string(what) + " must be at least " + number(lo);
    if (v > limits::maxCounterValue)
        return std::string(what) + " may be at most " + std::to_string(limits::maxCounterValue);
    return {};
}

std::string formationNoun(lb::Formation f) {
    return std::string(lb::toString(f));
}

} // namespace

std::string twoHexProblem(const lb::Unit& u) {
    const bool skirmish = u.formation == lb::Formation::Skirmish;
    const bool line =
        u.formation == lb::Formation::Line && (u.arm == lb::Arm::Infantry || lb::isCavalry(u.arm));
    if (u.routed) return "a routed counter faces a hexside and stands in one hex";
    if (line || (skirmish && u.arm == lb::Arm::LightCavalry)) return {};
    if (skirmish && u.arm == lb::Arm::Infantry) {
        if (u.increments >= 4) return {};
        return "infantry skirmishers stand in two hexes only with 4 or more increments, not " +
               std::to_string(u.increments);
    }
    return (lb::isCombat(u.arm)
                ? std::string(lb::toString(u.arm)) + " in " + formationNoun(u.formation)
                : std::string("a leader")) +
           " stands in one hex; two are for a line of infantry or cavalry, infantry "
           "skirmishers of 4 or more increments, and cavalry skirmishers";
}

std::string counterProblem(const lb::Battle& b, const lb::Unit& u, int self) {
    const lb::HexGrid& g = b.grid;
    if (u.id.empty()) return "the id may not be empty";
    if (auto p = idProblem(u.id)) return "the id " + *p;
    for (std::size_t i = 0; i < b.units.size(); ++i)
        if (int(i) != self && b.units[i].id == u.id) return "another counter is " + u.id;
    if (u.side.empty()) return "the side may not be empty";
    // The reader takes any side; a new one keeps to the id rule (a file's own sides stay).
    const bool knownSide = std::any_of(b.units.begin(), b.units.end(),
                                       [&](const lb::Unit& o) { return o.side == u.side; });
    if (!knownSide)
        if (auto p = idProblem(u.side)) return "a new side " + *p;
    // Enemy counters never share a hex (the file refuses it): not by a move, nor a new side.
    for (std::size_t i = 0; i < b.units.size(); ++i) {
        const lb::Unit& o = b.units[i];
        if (int(i) == self || o.side == u.side) continue;
        for (const lb::Hex h : u.hexes)
            if (std::find(o.hexes.begin(), o.hexes.end(), h) != o.hexes.end())
                return g.id(h) + " holds " + o.id + " of side " + o.side +
                       ": enemy counters never share a hex";
    }
    const bool combat = lb::isCombat(u.arm);
    if (combat) {
        if (!lb::allowed(u.arm, u.formation))
            return "a " + std::string(lb::toString(u.arm)) + " counter cannot be in " +
                   formationNoun(u.formation);
        const lb::FacingKind k = lb::facingKind(u.formation, u.routed);
        const bool side = g.sideIndex(u.facing) >= 0, vertex = g.vertexIndex(u.facing) >= 0;
        if (k == lb::FacingKind::Hexside && !side)
            return (u.routed ? std::string("a routed counter") : formationNoun(u.formation)) +
                   " faces a hexside, not " + number(u.facing);
        if (k == lb::FacingKind::Vertex && !vertex)
            return formationNoun(u.formation) + " faces a vertex, not " + number(u.facing);
        if (!side && !vertex) return "the facing must be a multiple of 30";
    } else {
        if (u.disordered || u.routed) return "a leader is never disordered or routed";
    }
    if (!lb::isArtillery(u.arm) && u.maxRange) return "only artillery has a maximum range";
    if (combat && (u.artilleryBonus || u.special))
        return "only leaders have an artillery bonus or are special";
    if (auto e = inRange("increments", u.increments, 0); !e.empty()) return e;
    if (u.fire)
        if (auto e = inRange("the fire multiple", *u.fire, 0); !e.empty()) return e;
    if (u.move)
        if (auto e = inRange("the move", *u.move, 0); !e.empty()) return e;
    if (u.maxRange)
        if (auto e = inRange("the maximum range", *u.maxRange, 1); !e.empty()) return e;
    if (auto e = inRange("the stack position", u.stack, 0); !e.empty()) return e;
    if (u.hexes.empty() || u.hexes.size() > 2) return "a counter stands in one hex or two";
    for (const lb::Hex h : u.hexes)
        if (!g.contains(h)) return "hex " + g.id(h) + " is off the map";
    if (u.hexes.size() == 1) {
        if (u.arm == lb::Arm::LightCavalry && u.formation == lb::Formation::Skirmish)
            return "cavalry skirmishers always stand in two adjacent hexes";
    } else {
        const lb::Hex a = u.hexes[0], c = u.hexes[1];
        if (!g.adjacent(a, c)) return "its two hexes must be adjacent";
        if (auto e = twoHexProblem(u); !e.empty()) return e;
        const double shared = g.sideBearing(g.sideToward(a, c));
        if (std::abs(lb::bearingGap(shared, u.facing) - 90.0) > 1e-6)
            return "a line runs across its facing: its two hexes must share the side at " +
                   number(lb::normalBearing(u.facing - 90)) + " or " +
                   number(lb::normalBearing(u.facing + 90));
    }
    if (b.stackingArtillery && lb::isArtillery(u.arm)) {
        for (const lb::Hex h : u.hexes) {
            int held = u.increments;
            for (std::size_t i = 0; i < b.units.size(); ++i) {
                const lb::Unit& o = b.units[i];
                if (int(i) == self || !lb::isArtillery(o.arm)) continue;
                if (std::find(o.hexes.begin(), o.hexes.end(), h) != o.hexes.end())
                    held += o.increments;
            }
            if (held > *b.stackingArtillery)
                return "hex " + g.id(h) + " would hold " + std::to_string(held) +
                       " artillery increments; the map's stacking allows " +
                       std::to_string(*b.stackingArtillery);
        }
    }
    return {};
}

EditResult fileChecked(const io::ScenarioDocument& doc, EditResult r) {
    if (!r.command) return r;
    io::ScenarioDocument copy = doc;
    r.command->apply(copy.scenario);
    try {
        io::verifiedScenarioText(copy, "the scenario");
    } catch (const std::exception& e) {
        return {nullptr, std::string("refused: the file would not load (") + e.what() + ")"};
    }
    return r;
}

std::string freshCounterId(const lb::Battle& b, std::string_view base) {
    std::string stem;
    for (char c : base)
        if (isIdChar(c)) stem += c;
    if (stem.empty()) stem = "counter";
    stem = stem.substr(0, limits::maxIdLength - 8);
    auto taken = [&](const std::string& id) { return b.unitIndex(id) >= 0; };
    if (!taken(stem)) return stem;
    for (int n = 2;; ++n) {
        const std::string id = stem + "-" + std::to_string(n);
        if (!taken(id)) return id;
    }
}

std::vector<std::string> counterSides(const lb::Battle& b) {
    std::vector<std::string> out;
    for (const lb::Unit& u : b.units)
        if (std::find(out.begin(), out.end(), u.side) == out.end()) out.push_back(u.side);
    return out;
}

lb::Formation firstFormation(lb::Arm arm) {
    for (lb::Formation f : lb::allFormations)
        if (lb::allowed(arm, f)) return f;
    return lb::Unit{}.formation;
}

std::optional<lb::Hex> emptyHexNear(const lb::Battle& b, lb::Hex near) {
    std::optional<lb::Hex> best;
    int bestDistance = 0;
    for (int row = 1; row <= b.grid.rows; ++row)
        for (int col = 1; col <= b.grid.columns; ++col) {
            const lb::Hex h{col, row};
            const int d = b.grid.distance(h, near);
            if (best && d >= bestDistance) continue;
            const bool empty = std::none_of(b.units.begin(), b.units.end(), [&](const lb::Unit& u) {
                return std::find(u.hexes.begin(), u.hexes.end(), h) != u.hexes.end();
            });
            if (empty) {
                best = h;
                bestDistance = d;
            }
        }
    return best;
}

std::optional<lb::Hex> besideHex(const lb::HexGrid& g, const lb::Unit& u, bool right) {
    if (u.hexes.empty()) return std::nullopt;
    const int side = g.sideIndex(lb::normalBearing(u.facing + (right ? 90.0 : -90.0)));
    if (side < 0) return std::nullopt;
    const lb::Hex h = g.neighbour(u.hexes.front(), side);
    if (!g.contains(h)) return std::nullopt;
    return h;
}

lb::Unit newCounter(const lb::Battle& b, const std::string& side, lb::Arm arm,
                    lb::Formation formation, lb::Hex at) {
    lb::Unit u;
    u.side = side;
    u.arm = arm;
    const bool combat = lb::isCombat(arm);
    u.formation = combat && lb::allowed(arm, formation) ? formation : firstFormation(arm);
    u.facing = combat ? allowedBearings(b.grid, lb::facingKind(u.formation)).front() : 0.0;
    u.increments = combat ? 4 : 0;
    if (combat) u.fire = 1.0;
    u.move = 4;
    u.hexes = {at};
    u.id = freshCounterId(b, side.substr(0, 2) + "-" + std::string(lb::toString(arm)));
    if (arm == lb::Arm::LightCavalry && u.formation == lb::Formation::Skirmish) {
        auto other = besideHex(b.grid, u, true);
        if (!other) other = besideHex(b.grid, u, false);
        if (other) u.hexes.push_back(*other);
    }
    return u;
}

EditResult addCounter(const lb::Battle& b, lb::Unit u) {
    if (b.units.size() >= limits::maxUnits)
        return {nullptr,
                "a scenario may hold at most " + std::to_string(limits::maxUnits) + " counters"};
    if (auto e = counterProblem(b, u, -1); !e.empty()) return {nullptr, "cannot add: " + e};
    return {insertCounter(int(b.units.size()), std::move(u)), {}};
}

EditResult deleteCounter(const lb::Battle& b, int i) {
    if (!valid(b, i)) return {nullptr, "no counter selected"};
    return {eraseCounter(i, b.units[std::size_t(i)]), {}};
}

EditResult editCounter(const lb::Battle& b, int i, lb::Unit after, std::string label) {
    if (!valid(b, i)) return {nullptr, "no counter selected"};
    if (auto e = counterProblem(b, after, i); !e.empty()) return {nullptr, e};
    return {setCounter(i, b.units[std::size_t(i)], std::move(after), std::move(label)), {}};
}

EditResult renameCounter(const lb::Battle& b, int i, const std::string& id) {
    if (!valid(b, i)) return {nullptr, "no counter selected"};
    lb::Unit after = b.units[std::size_t(i)];
    after.id = id;
    return editCounter(b, i, std::move(after), "Rename counter");
}

EditResult changeArm(const lb::Battle& b, int i, lb::Arm arm, std::string* note) {
    if (!valid(b, i)) return {nullptr, "no counter selected"};
    const lb::Unit& u = b.units[std::size_t(i)];
    lb::Unit after = u;
    after.arm = arm;
    std::string said;
    if (!lb::isCombat(arm)) {
        after.formation = lb::Unit{}.formation;
        after.fire.reset();
        after.disordered = after.routed = false;
        after.increments = 0;
    } else {
        if (!lb::allowed(arm, after.formation)) {
            after.formation = firstFormation(arm);
            said = "formation now " + formationNoun(after.formation);
        }
        if (!lb::isCombat(u.arm)) {
            after.increments = 4;
            after.fire = 1.0;
        }
        if (u.hexes.size() < 2)
            after.facing =
                nearestBearing(b.grid, lb::facingKind(after.formation, after.routed), u.facing);
        after.artilleryBonus = after.special = false;
    }
    if (!lb::isArtillery(arm)) after.maxRange.reset();
    if (u.hexes.size() >= 2)
        if (auto e = twoHexProblem(after); !e.empty())
            return {nullptr, u.id + " stands on two hexes and " + e + ": make it one hex first"};
    if (note) *note = said;
    return editCounter(b, i, std::move(after), "Change arm");
}

EditResult setRouted(const lb::Battle& b, int i, bool routed, std::string* note) {
    if (!valid(b, i)) return {nullptr, "no counter selected"};
    const lb::Unit& u = b.units[std::size_t(i)];
    if (routed && u.hexes.size() >= 2)
        return {nullptr, u.id + " stands on two hexes: a routed counter faces a hexside and "
                                "stands in one hex; make it one hex first"};
    lb::Unit after = u;
    after.routed = routed;
    after.facing = nearestBearing(b.grid, lb::facingKind(u.formation, routed), u.facing);
    if (note) {
        note->clear();
        if (std::abs(after.facing - u.facing) > 1e-6)
            *note = "Facing turned from " + number(u.facing) + "° to " + number(after.facing) +
                    "°: " + (routed ? "a routed counter faces a hexside" : "its formation's");
    }
    return editCounter(b, i, std::move(after), "Routed");
}

EditResult extendCounter(const lb::Battle& b, int i, std::string* note) {
    if (!valid(b, i)) return {nullptr, "no counter selected"};
    const lb::Unit& u = b.units[std::size_t(i)];
    if (u.hexes.size() >= 2) return {nullptr, u.id + " already stands on two hexes"};
    if (auto e = twoHexProblem(u); !e.empty()) return {nullptr, "cannot extend: " + e};
    const auto right = besideHex(b.grid, u, true), left = besideHex(b.grid, u, false);
    if (!right && !left)
        return {nullptr, "cannot extend: the hexes across the sides at " +
                             number(lb::normalBearing(u.facing + 90)) + " and " +
                             number(lb::normalBearing(u.facing - 90)) + " are off the map"};
    lb::Unit after = u;
    after.hexes.push_back(right ? *right : *left);
    if (note)
        *note = "Extended " + u.id + " to " + b.grid.id(after.hexes.back()) +
                ", across the side at " + number(lb::normalBearing(u.facing + (right ? 90 : -90))) +
                (right ? "" : " (the hex at facing + 90 is off the map)");
    return editCounter(b, i, std::move(after), "Extend to two hexes");
}

EditResult shrinkCounter(const lb::Battle& b, int i) {
    if (!valid(b, i)) return {nullptr, "no counter selected"};
    const lb::Unit& u = b.units[std::size_t(i)];
    if (u.hexes.size() < 2) return {nullptr, u.id + " already stands in one hex"};
    lb::Unit after = u;
    after.hexes.resize(1);
    return editCounter(b, i, std::move(after), "Back to one hex");
}

} // namespace cdo::app
