#include "app/document/roster.h"

#include "app/document/edits.h"
#include "core/grande_tactique/rules.h"
#include "core/grande_tactique/table.h"
#include "io/scenario_io.h"

#include <algorithm>
#include <cmath>
#include <filesystem>
#include <unordered_map>

namespace cdo::app {

namespace {

class AddArmyRef : public Command {
  public:
    explicit AddArmyRef(ArmyRef ref) : ref_(std::move(ref)) {}
    void apply(Scenario& s) const override { s.armies.push_back(ref_); }
    void revert(Scenario& s) const override {
        for (auto it = s.armies.end(); it != s.armies.begin();) {
            --it;
            if (it->side == ref_.side && it->list == ref_.list) {
                s.armies.erase(it);
                return;
            }
        }
    }
    std::string label() const override { return "Add army list " + ref_.list; }

  private:
    ArmyRef ref_;
};

bool fromList(const Unit& u, const std::string& path, std::string_view armyId) {
    if (u.armyList != path) return false;
    if (u.id == armyId) return true;
    // freshId() spells a taken id as "id-2", "id-3", ...
    if (u.id.size() <= armyId.size() + 1 || u.id.compare(0, armyId.size(), armyId) != 0 ||
        u.id[armyId.size()] != '-')
        return false;
    const std::string_view rest = std::string_view(u.id).substr(armyId.size() + 1);
    return std::all_of(rest.begin(), rest.end(), [](char c) { return c >= '0' && c <= '9'; });
}

RosterLine line(RosterLine::Kind kind, int depth, const io::Command& c) {
    RosterLine l{};
    l.kind = kind;
    l.depth = depth;
    l.command = &c;
    return l;
}

// The command's lines when the filter keeps something under it (or it is the top), adding
// what it shows to `sum`.
void collect(const io::Command& c, int depth,
             const std::unordered_map<const io::ArmyUnit*, const io::UnitInfo*>& kept,
             std::vector<RosterLine>& out, io::Totals& sum) {
    const std::size_t at = out.size();
    out.push_back(line(RosterLine::Kind::Command, depth, c));
    out.push_back(line(RosterLine::Kind::General, depth, c));
    io::Totals totals;
    for (const io::ArmyUnit& u : c.units) {
        const auto k = kept.find(&u);
        if (k == kept.end()) continue;
        RosterLine l = line(RosterLine::Kind::Unit, depth, c);
        l.unit = &u;
        l.nation = k->second->nation;
        l.arrival = k->second->arrival;
        l.optional = k->second->optional;
        out.push_back(std::move(l));
        io::addUnit(totals, u);
    }
    for (const io::Command& sub : c.commands)
        collect(sub, depth + 1, kept, out, totals);
    if (totals.units == 0 && depth > 0) {
        out.resize(at); // nothing of it is shown
        return;
    }
    out[at].totals = totals;
    sum.units += totals.units;
    sum.battalions += totals.battalions;
    sum.squadrons += totals.squadrons;
    sum.guns += totals.guns;
    sum.men += totals.men;
    sum.unitsWithoutMen += totals.unitsWithoutMen;
}

// Two bases (convex quadrilaterals) overlap unless an edge's normal separates them; bases
// that only touch (within 0.01") do not.
bool basesOverlap(const std::array<Vec2, 4>& a, const std::array<Vec2, 4>& b) {
    for (const auto* poly : {&a, &b})
        for (std::size_t i = 0; i < 4; ++i) {
            const Vec2 e = (*poly)[(i + 1) % 4] - (*poly)[i];
            const Vec2 n{-e.y, e.x};
            const double len = std::sqrt(dot(n, n));
            if (len <= 0) continue;
            double aMin = 1e300, aMax = -1e300, bMin = 1e300, bMax = -1e300;
            for (const Vec2& p : a) {
                aMin = std::min(aMin, dot(p, n) / len);
                aMax = std::max(aMax, dot(p, n) / len);
            }
            for (const Vec2& p : b) {
                bMin = std::min(bMin, dot(p, n) / len);
                bMax = std::max(bMax, dot(p, n) / len);
            }
            if (aMax <= bMin + 0.01 || bMax <= aMin + 0.01) return false;
        }
    return true;
}

std::array<Vec2, 4> basePolygon(const Unit& u) {
    const gt::BaseSize b = gt::baseSizeOf(u);
    return gt::baseCorners(u.at, u.facing, b.frontage, b.depth).polygon();
}

bool freeAt(const Scenario& s, const Unit& unit) {
    const auto mine = basePolygon(unit);
    for (const Vec2& p : mine)
        if (p.x < 0 || p.y < 0 || p.x > s.gt().tableWidth || p.y > s.gt().tableDepth) return false;
    return std::none_of(s.gt().units.begin(), s.gt().units.end(),
                        [&](const Unit& u) { return basesOverlap(mine, basePolygon(u)); });
}

} // namespace

namespace fs = std::filesystem;

double Roster::facingFor(const Scenario& s, int side) const {
    const io::ArmyList* l = list(side);
    if (!l) return defaultFacing(side);
    return gt::facingFrom(homeEdge(s, side));
}

gt::EndEdge Roster::homeEdge(const Scenario& s, int side) const {
    const gt::EndEdge fallback = defaultFacing(side) == 0.0 ? gt::EndEdge::Near : gt::EndEdge::Far;
    const io::ArmyList* l = list(side);
    return l ? gt::homeEdge(s, l->side, fallback) : fallback;
}

Vec2 Roster::freeSpot(const Scenario& s, const Unit& unit, Vec2 wanted) {
    Unit u = unit;
    u.at = wanted;
    if (freeAt(s, u) || s.gt().units.empty()) return wanted;
    const Unit* last = nullptr;
    for (const Unit& x : s.gt().units)
        if (x.side == unit.side) last = &x;
    const Unit& beside = last ? *last : s.gt().units.back();
    const double step = (gt::baseSizeOf(beside).frontage + gt::baseSizeOf(unit).frontage) / 2 + 0.5;
    const Vec2 r = rightVector(beside.facing);
    for (int k = 1; k <= 60; ++k)
        for (const double dir : {1.0, -1.0}) {
            u.at = beside.at + r * (dir * step * k);
            if (freeAt(s, u)) return u.at;
        }
    return wanted;
}

std::string resolveListPath(const std::string& list, const std::string& scenarioPath) {
    if (list.empty()) return list;
    std::error_code ec;
    fs::path p = list;
    if (p.is_relative()) {
        const fs::path folder = scenarioPath.empty() ? fs::current_path(ec)
                                                     : fs::absolute(scenarioPath, ec).parent_path();
        p = folder / p;
    }
    return p.lexically_normal().string();
}

std::string relativeListPath(const std::string& list, const std::string& scenarioPath) {
    const fs::path l = fs::path(list).lexically_normal();
    if (scenarioPath.empty() || !l.is_absolute()) return list;
    std::error_code ec;
    const fs::path folder = fs::absolute(scenarioPath, ec).lexically_normal().parent_path();
    if (ec) return list;
    // Relative whenever it can be (the scenario and its lists move together), even when only
    // the root is shared.
    const fs::path rel = l.lexically_relative(folder);
    return rel.empty() ? l.string() : rel.generic_string();
}

std::string armyListFileProblem(const std::string& path) {
    const fs::path p = path;
    if (p.extension() != ".yaml" && p.extension() != ".yml")
        return path + ": not opened: an army list is a .yaml or .yml file";
    std::error_code ec;
    const fs::file_status st = fs::status(p, ec); // through a symbolic link, to what it names
    if (!fs::exists(st)) return path + ": no such army list file";
    if (!fs::is_regular_file(st))
        return path + ": not opened: an army list is a regular file, not a device, a pipe or a "
                      "folder";
    return {};
}

CommandPtr addArmyRef(ArmyRef ref) {
    return std::make_unique<AddArmyRef>(std::move(ref));
}

std::vector<std::string> Roster::shelf(const std::string& dir) {
    std::vector<std::string> out;
    std::error_code ec;
    for (const auto& e : std::filesystem::directory_iterator(dir, ec)) {
        if (e.path().extension() != ".yaml" || !armyListFileProblem(e.path().string()).empty())
            continue;
        try {
            if (io::looksLikeArmyList(io::readFile(e.path().string())))
                out.push_back(resolveListPath(e.path().generic_string(), ""));
        } catch (const io::LoadError&) {
            // unreadable: not on the shelf
        }
    }
    std::sort(out.begin(), out.end());
    return out;
}

bool Roster::choose(int side, const std::string& path, std::string& error) {
    if (std::string why = armyListFileProblem(path); !why.empty()) {
        error = std::move(why);
        return false;
    }
    try {
        io::ArmyList list = io::loadArmyListFile(path);
        list.path = resolveListPath(path, ""); // as the scenario will name it, in memory
        sides_[std::size_t(side)] = std::move(list);
        error.clear();
        return true;
    } catch (const io::LoadError& e) {
        error = e.what();
        return false;
    }
}

const io::ArmyList* Roster::list(int side) const {
    const auto& s = sides_[std::size_t(side)];
    return s ? &*s : nullptr;
}

std::vector<RosterLine> Roster::lines(int side) const {
    return lines(side, io::ArmyFilter{});
}

std::vector<RosterLine> Roster::lines(int side, const io::ArmyFilter& filter) const {
    std::vector<RosterLine> out;
    const io::ArmyList* l = list(side);
    if (!l) return out;
    const std::vector<io::UnitInfo> infos = io::unitInfos(*l);
    std::unordered_map<const io::ArmyUnit*, const io::UnitInfo*> kept;
    for (const io::UnitInfo& i : infos) {
        if (io::keeps(filter, i)) kept.emplace(i.unit, &i);
    }
    io::Totals all;
    collect(l->command, 0, kept, out, all);
    return out;
}

bool Roster::deployed(const Scenario& s, int side, std::string_view armyId) const {
    const io::ArmyList* l = list(side);
    if (!l) return false;
    return std::any_of(s.gt().units.begin(), s.gt().units.end(),
                       [&](const Unit& u) { return fromList(u, l->path, armyId); });
}

int Roster::deployedCount(const Scenario& s, int side) const {
    int n = 0;
    for (const RosterLine& line : lines(side)) {
        if (line.kind == RosterLine::Kind::Unit) n += deployed(s, side, line.unit->id);
        if (line.kind == RosterLine::Kind::General)
            n += deployed(s, side, line.command->general.id);
    }
    return n;
}

int Roster::total(int side) const {
    int n = 0;
    for (const RosterLine& line : lines(side))
        n += line.kind != RosterLine::Kind::Command;
    return n;
}

CommandPtr Roster::deployUnit(const Scenario& s, int side, Unit unit) const {
    if (!unitLimitProblem(s).empty()) return nullptr; // the caller says why
    const io::ArmyList& l = *list(side);
    std::vector<CommandPtr> parts;
    const bool known = std::any_of(s.armies.begin(), s.armies.end(), [&](const ArmyRef& a) {
        return a.side == l.side && a.list == l.path;
    });
    if (!known) parts.push_back(addArmyRef({l.side, l.path, std::nullopt}));
    const std::string label = "Deploy " + (unit.name.empty() ? unit.id : unit.name);
    unit.at = freeSpot(s, unit, unit.at); // never on top of another base
    parts.push_back(addUnit(s, std::move(unit)));
    return batch(label, std::move(parts));
}

CommandPtr Roster::deploy(const Scenario& s, int side, const io::ArmyUnit& unit, Vec2 at,
                          double facing) const {
    const io::ArmyList& l = *list(side);
    return deployUnit(s, side, io::toScenarioUnit(unit, l.side, at, facing, l.path));
}

CommandPtr Roster::deploy(const Scenario& s, int side, const io::General& general, Vec2 at,
                          double facing) const {
    const io::ArmyList& l = *list(side);
    return deployUnit(s, side, io::toScenarioUnit(general, l.side, at, facing, l.path));
}

CommandPtr Roster::deployAtEdge(const Scenario& s, int side, Unit unit) const {
    const gt::EndEdge home = homeEdge(s, side);
    unit.facing = gt::facingFrom(home);
    // The middle of its first row when every row is full: freeSpot puts it beside the last.
    unit.at = {s.gt().tableWidth / 2, home == gt::EndEdge::Near
                                          ? gt::kDeployMargin
                                          : s.gt().tableDepth - gt::kDeployMargin};
    if (const auto p = gt::deploymentPose(s, gt::baseSizeOf(unit), home)) unit.at = p->at;
    return deployUnit(s, side, std::move(unit));
}

CommandPtr Roster::deployAtEdge(const Scenario& s, int side, const io::ArmyUnit& unit) const {
    const io::ArmyList& l = *list(side);
    return deployAtEdge(s, side, io::toScenarioUnit(unit, l.side, {}, 0, l.path));
}

CommandPtr Roster::deployAtEdge(const Scenario& s, int side, const io::General& general) const {
    const io::ArmyList& l = *list(side);
    return deployAtEdge(s, side, io::toScenarioUnit(general, l.side, {}, 0, l.path));
}

} // namespace cdo::app
