#include "app/document/edits.h"

#include "app/gt/turn_edits.h"

#include "core/format.h"
#include "core/grande_tactique/placement.h"
#include "core/ids.h"
#include "core/limits.h"
#include "core/shape.h"

#include "io/army_list.h"
#include "io/scenario_io.h"

#include <algorithm>
#include <cmath>
#include <tuple>

namespace cdo::app {

namespace {

bool idTaken(const Scenario& s, std::string_view id) {
    if (s.gt().turn) // a spiked battery's id stays its own (a gone id may not come back)
        for (const GoneUnit& g : s.gt().turn->gone)
            if (g.id == id) return true;
    return s.gt().findUnit(id) != nullptr || s.gt().findTerrain(id) != nullptr;
}

const Unit& unitAt(const Scenario& s, int i) {
    return s.gt().units[static_cast<std::size_t>(i)];
}
const Terrain& terrainAt(const Scenario& s, int i) {
    return s.gt().terrain[static_cast<std::size_t>(i)];
}

// Units other than `skip` whose references to `from` must follow a rename or a deletion.
std::vector<CommandPtr> retarget(const Scenario& s, int skip, const std::string& from,
                                 const std::string& to, bool unitRef) {
    std::vector<CommandPtr> parts;
    for (int i = 0; i < static_cast<int>(s.gt().units.size()); ++i) {
        if (i == skip) continue;
        const Unit& u = unitAt(s, i);
        Unit v = u;
        if (unitRef) {
            if (v.charging == from) v.charging = to;
            if (v.attachedTo == from) v.attachedTo = to;
        } else if (v.occupies == from) {
            v.occupies = to;
        }
        if (v.charging != u.charging || v.attachedTo != u.attachedTo || v.occupies != u.occupies)
            parts.push_back(setUnit(i, u, v));
    }
    return parts;
}

} // namespace

double normalizeFacing(double d) {
    if (!std::isfinite(d)) return 0.0;
    double r = std::fmod(d, 360.0);
    if (r < 0) r += 360.0;
    if (r >= 360.0) r = 0.0; // fmod of a tiny negative number rounds up to 360
    return r;
}

double shownFacing(double d, int decimals) {
    const double scale = std::pow(10.0, decimals);
    const double r = std::round(normalizeFacing(d) * scale) / scale;
    return r >= 360.0 ? 0.0 : r;
}

Vec2 clampToTable(const Scenario& s, Vec2 p) {
    auto fix = [](double v, double hi) { return std::isfinite(v) ? std::clamp(v, 0.0, hi) : 0.0; };
    return {fix(p.x, s.gt().tableWidth), fix(p.y, s.gt().tableDepth)};
}

std::string freshId(const Scenario& s, std::string_view base) {
    // Only the id rule's characters (a side typed as "Österreich" gives "sterreich"), and room
    // for a "-NNNNN" suffix within the longest id the loader takes.
    std::string root;
    for (char c : base)
        if (isIdChar(c)) root += c;
    if (root.empty()) root = "unit";
    if (root.size() > limits::maxIdLength - 6) root.resize(limits::maxIdLength - 6);
    // "fr-inf-2" duplicated becomes "fr-inf-3", not "fr-inf-2-2".
    int n = 2;
    const auto dash = root.rfind('-');
    if (dash != std::string::npos && dash + 1 < root.size() && root.size() - dash <= 6 &&
        std::all_of(root.begin() + static_cast<long>(dash) + 1, root.end(),
                    [](char c) { return c >= '0' && c <= '9'; })) {
        n = std::stoi(root.substr(dash + 1)) + 1;
        root.resize(dash);
    } else if (!idTaken(s, root)) {
        return root;
    }
    for (;; ++n) {
        std::string id = root + "-" + std::to_string(n);
        if (!idTaken(s, id)) return id;
    }
}

CommandPtr placeUnit(const Scenario& s, int index, Vec2 at, double facing, std::string label) {
    const Unit& u = unitAt(s, index);
    Unit v = u;
    v.at = clampToTable(s, at);
    v.facing = normalizeFacing(facing);
    return setUnit(index, u, v, std::move(label));
}

EditResult placeUnitTyped(const Scenario& s, int index, Vec2 at) {
    for (const auto& [axis, v, hi] :
         {std::tuple{'X', at.x, s.gt().tableWidth}, std::tuple{'Y', at.y, s.gt().tableDepth}})
        if (!std::isfinite(v) || v < 0 || v > hi)
            return {nullptr, std::string(1, axis) + " " + inchesPlain(v) +
                                 " is off the table: " + std::string(1, axis) + " goes from 0 to " +
                                 inchesPlain(hi) + " in; the unit was not moved"};
    const Unit& u = unitAt(s, index);
    return {placeUnit(s, index, at, u.facing, "Place unit"), ""};
}

std::string coordinateLabel(const Scenario& s, char axis) {
    return std::string(1, axis) + " (in, 0 to " +
           inchesPlain(axis == 'X' ? s.gt().tableWidth : s.gt().tableDepth) + ")";
}

EditResult renameUnit(const Scenario& s, int index, const std::string& newId) {
    const Unit& u = unitAt(s, index);
    if (newId == u.id) return {};
    if (newId.empty()) return {nullptr, "an id cannot be empty"};
    if (auto p = idProblem(newId)) return {nullptr, "an id " + *p};
    if (idTaken(s, newId)) return {nullptr, "the id '" + newId + "' is already used"};
    std::vector<CommandPtr> parts = retarget(s, index, u.id, newId, true);
    if (CommandPtr t = retargetTurn(s, u.id, newId)) parts.push_back(std::move(t));
    Unit v = u;
    v.id = newId;
    parts.push_back(setUnit(index, u, v));
    return {batch("Rename unit", std::move(parts)), ""};
}

std::string unitLimitProblem(const Scenario& s) {
    if (s.gt().units.size() < limits::maxUnits) return {};
    return "the table holds " + io::groupedNumber(static_cast<long long>(s.gt().units.size())) +
           " units, the most a scenario may hold; no unit was added";
}

CommandPtr addUnit(const Scenario& s, Unit unit) {
    if (!unitLimitProblem(s).empty()) return nullptr;
    if (unit.id.empty() || idTaken(s, unit.id) || idProblem(unit.id)) unit.id = freshId(s, unit.id);
    unit.at = clampToTable(s, unit.at);
    unit.facing = normalizeFacing(unit.facing);
    if (!unit.charging.empty() && !s.gt().findUnit(unit.charging)) unit.charging.clear();
    if (!unit.attachedTo.empty() && !s.gt().findUnit(unit.attachedTo)) unit.attachedTo.clear();
    if (!unit.occupies.empty() && !s.gt().findTerrain(unit.occupies)) unit.occupies.clear();
    return insertUnit(static_cast<int>(s.gt().units.size()), std::move(unit));
}

CommandPtr duplicateUnit(const Scenario& s, int index, Vec2 offset) {
    if (!unitLimitProblem(s).empty()) return nullptr;
    Unit copy = unitAt(s, index);
    copy.id = freshId(s, copy.id);
    copy.at = clampToTable(s, copy.at + offset);
    copy.charging.clear(); // a declared charge belongs to the original
    copy.attachedTo.clear();
    return insertUnit(static_cast<int>(s.gt().units.size()), std::move(copy), "Duplicate unit");
}

CommandPtr deleteUnit(const Scenario& s, int index) {
    const Unit& u = unitAt(s, index);
    std::vector<CommandPtr> parts = retarget(s, index, u.id, "", true);
    if (CommandPtr t = retargetTurn(s, u.id, "")) parts.push_back(std::move(t));
    parts.push_back(eraseUnit(index, u));
    return batch("Delete " + u.id, std::move(parts));
}

std::string checkShape(TerrainKind kind, const Polygon& p) {
    for (Vec2 v : p)
        if (!std::isfinite(v.x) || !std::isfinite(v.y) || v.x < 0 || v.y < 0)
            return "points must be on the table";
    // The loader's own rules, so that a saved table always loads again.
    if (p.size() > limits::maxVertices)
        return "at most " + std::to_string(limits::maxVertices) + " corners";
    const auto problem = !isPath(kind) ? outlineProblem(p) : pathProblem(p);
    return problem ? problem->message : "";
}

std::string checkHillTop(const Polygon& outline, const Polygon& top) {
    if (top.empty()) return "";
    if (std::string e = checkShape(TerrainKind::Hill, top); !e.empty()) return "top: " + e;
    const auto problem = topProblem(outline, top);
    return problem ? "top: " + problem->message : "";
}

EditResult addTerrain(const Scenario& s, Terrain t) {
    const Polygon& shape = !isPath(t.kind) ? t.outline : t.path;
    if (std::string e = checkShape(t.kind, shape); !e.empty()) return {nullptr, e};
    if (t.kind == TerrainKind::Hill)
        if (std::string e = checkHillTop(t.outline, t.top); !e.empty()) return {nullptr, e};
    if (t.id.empty() || idTaken(s, t.id) || idProblem(t.id))
        t.id = freshId(s, t.id.empty() ? toString(t.kind) : t.id);
    if (t.kind == TerrainKind::Road && t.width <= 0) t.width = 0.5;
    return {insertTerrain(static_cast<int>(s.gt().terrain.size()), std::move(t)), ""};
}

EditResult editTerrain(const Scenario& s, int index, Terrain after, std::string label) {
    const Terrain& t = terrainAt(s, index);
    const Polygon& shape = !isPath(after.kind) ? after.outline : after.path;
    if (std::string e = checkShape(after.kind, shape); !e.empty()) return {nullptr, e};
    if (after.kind == TerrainKind::Hill)
        if (std::string e = checkHillTop(after.outline, after.top); !e.empty()) return {nullptr, e};
    if (!std::isfinite(after.width) || after.width < 0) return {nullptr, "width must be >= 0"};
    if (after.kind == TerrainKind::Road &&
        !(after.width >= limits::minLength && after.width <= limits::maxRoadWidth))
        return {nullptr, "a road's width must be more than 0 and at most " +
                             inchesPlain(limits::maxRoadWidth) + " inches"};
    if (after.kind != TerrainKind::Hill) after.height = 0;
    // As a file may say it (0: not said), so that what is saved loads again.
    if (!(std::isfinite(after.height) &&
          (after.height == 0 ||
           (after.height >= limits::minLength && after.height <= limits::maxHillHeight))))
        return {nullptr, "a hill's height must be 0 (not said) or more, at most " +
                             inchesPlain(limits::maxHillHeight) + " inches"};
    if (after.id != t.id) return {nullptr, "use renameTerrain to change an id"};
    // A unit can occupy only woods and BUAs: a feature that stops being one loses them.
    std::vector<CommandPtr> parts;
    const bool wasHolding = isCover(t.kind);
    const bool holds = isCover(after.kind);
    if (wasHolding && !holds) parts = retarget(s, -1, t.id, "", false);
    parts.push_back(setTerrain(index, t, std::move(after), label));
    if (parts.size() == 1) return {std::move(parts.front()), ""};
    return {batch(label, std::move(parts)), ""};
}

EditResult renameTerrain(const Scenario& s, int index, const std::string& newId) {
    const Terrain& t = terrainAt(s, index);
    if (newId == t.id) return {};
    if (newId.empty()) return {nullptr, "an id cannot be empty"};
    if (auto p = idProblem(newId)) return {nullptr, "an id " + *p};
    if (idTaken(s, newId)) return {nullptr, "the id '" + newId + "' is already used"};
    std::vector<CommandPtr> parts = retarget(s, -1, t.id, newId, false);
    Terrain v = t;
    v.id = newId;
    parts.push_back(setTerrain(index, t, v, "Rename terrain"));
    return {batch("Rename terrain", std::move(parts)), ""};
}

CommandPtr deleteTerrain(const Scenario& s, int index) {
    const Terrain& t = terrainAt(s, index);
    std::vector<CommandPtr> parts = retarget(s, -1, t.id, "", false);
    parts.push_back(eraseTerrain(index, t));
    return batch("Delete " + t.id, std::move(parts));
}

EditResult resizeTable(const Scenario& s, TableSize after) {
    for (const double side : {after.width, after.depth})
        if (!(side >= limits::minLength && side <= limits::maxTableSide))
            return {nullptr, "a table side must be more than 0 and at most " +
                                 inchesPlain(limits::maxTableSide) + " inches"};
    // Whatever stands beyond the new edge would make a file the loader refuses: say what.
    auto off = [&](Vec2 p) { return p.x > after.width || p.y > after.depth; };
    for (const Unit& u : s.gt().units)
        if (off(u.at))
            return {nullptr, "unit '" + u.id + "' stands beyond that edge; move it first"};
    for (const Terrain& t : s.gt().terrain)
        for (const Polygon* pts : {&t.outline, &t.top, &t.path})
            for (Vec2 p : *pts)
                if (off(p))
                    return {nullptr,
                            "terrain '" + t.id + "' reaches beyond that edge; move it first"};
    if (s.gt().backdrop)
        for (std::size_t i = 0; i < s.gt().backdrop->marks.size(); ++i)
            if (off(s.gt().backdrop->marks[i].table))
                return {nullptr, "mark " + std::to_string(i + 1) +
                                     " of the photo lies beyond that edge; move it first"};
    return {setTableSize({s.gt().tableWidth, s.gt().tableDepth}, after), ""};
}

double newUnitFacing(const Scenario& s, const std::string& side, Vec2 at) {
    for (const Unit& u : s.gt().units)
        if (u.side == side) return u.facing;
    const gt::EndEdge nearer = at.y > s.gt().tableDepth / 2 ? gt::EndEdge::Far : gt::EndEdge::Near;
    return gt::facingFrom(gt::homeEdge(s, side, nearer));
}

} // namespace cdo::app
