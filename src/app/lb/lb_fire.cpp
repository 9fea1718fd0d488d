#include "app/lb/lb_fire.h"

#include "app/lb/hex_tool.h"
#include "app/view/layout.h"
#include "core/la_bataille/words.h"
#include "io/json.h"

#include <algorithm>
#include <stdexcept>

namespace cdo::app {

namespace {

template <class T> void toggle(std::vector<T>& v, const T& x) {
    const auto it = std::find(v.begin(), v.end(), x);
    if (it == v.end())
        v.push_back(x);
    else
        v.erase(it);
}

bool inBattle(const lb::Battle& b, int i) {
    return i >= 0 && std::size_t(i) < b.units.size();
}

// One line of JSON (io::toJson's may span several), to compare with the CLI's.
std::string oneLine(std::string s) {
    std::replace(s.begin(), s.end(), '\n', ' ');
    return s;
}

void addLines(std::vector<std::string>& out, const std::string& prefix, const std::string& text) {
    std::size_t a = 0;
    while (a < text.size()) {
        std::size_t b = text.find('\n', a);
        if (b == std::string::npos) b = text.size();
        out.push_back(prefix + text.substr(a, b - a));
        a = b + 1;
    }
}

} // namespace

// ---- Display-free helpers ---------------------------------------------------------------

std::vector<std::string> battleSides(const lb::Battle& battle) {
    std::vector<std::string> out;
    for (const lb::Unit& u : battle.units)
        if (std::find(out.begin(), out.end(), u.side) == out.end()) out.push_back(u.side);
    return out;
}

std::vector<lb::Hex> hexSteps(const lb::HexGrid& g, lb::Hex from, lb::Hex to) {
    std::vector<lb::Hex> out;
    lb::Hex at = from;
    // Each step goes to the neighbour nearest `to` (the first such side): the distance drops
    // by one a step, so the route has as many hexes as lie between them.
    while (at != to && out.size() < 4000) {
        lb::Hex best = at;
        int bestDistance = g.distance(at, to);
        for (int side = 0; side < 6; ++side) {
            const lb::Hex n = g.neighbour(at, side);
            if (const int d = g.distance(n, to); d < bestDistance) {
                best = n;
                bestDistance = d;
            }
        }
        if (best == at) break; // cannot happen on a hex grid; never loop on it
        at = best;
        out.push_back(at);
    }
    return out;
}

std::vector<FormationFire> formationFire(const lb::Board& board, int unit) {
    std::vector<FormationFire> out;
    if (unit < 0 || unit >= board.unitCount()) return out;
    const lb::Unit& u = board.unit(unit);
    if (!lb::isCombat(u.arm)) return out;
    for (const lb::Formation f : lb::allFormations) {
        if (f == u.formation || !lb::allowed(u.arm, f)) continue;
        // A counter on two hexes may only be a line or skirmishers (changeFormation's rule).
        if (u.hexes.size() >= 2 && f != lb::Formation::Line && f != lb::Formation::Skirmish)
            continue;
        try {
            lb::OpportunityRuling r = lb::opportunityOnChange(board, unit, f);
            std::string words = lb::explain(board, r);
            out.push_back({f, std::move(r), std::move(words)});
        } catch (const std::invalid_argument&) {
            // Not a change the engine rules on: not offered.
        }
    }
    return out;
}

// ---- Picking ----------------------------------------------------------------------------

void LbFire::startCombine(const lb::Battle& battle, int firer) {
    pick_ = Pick::Combine;
    pickUnit_ = firer;
    attackers_.clear();
    firingHexes_.clear();
    if (inBattle(battle, firer)) firingHexes_ = battle.units[std::size_t(firer)].hexes;
}

void LbFire::startRetreat(int unit) {
    pick_ = Pick::Retreat;
    pickUnit_ = unit;
    firingHexes_.clear();
    attackers_.clear();
}

void LbFire::stopPicking() {
    pick_ = Pick::None;
    pickUnit_ = -1;
    firingHexes_.clear();
    attackers_.clear();
}

bool LbFire::tapHex(const Document& doc, int selected, lb::Hex h) {
    const lb::Battle& b = doc.battle();
    if (pick_ == Pick::None || !inBattle(b, selected)) return false;
    const std::vector<int> here = countersIn(b, h);
    const std::string& side = b.units[std::size_t(selected)].side;
    if (pick_ == Pick::Combine) {
        const bool friendly = std::any_of(here.begin(), here.end(), [&](int u) {
            return b.units[std::size_t(u)].side == side &&
                   lb::isCombat(b.units[std::size_t(u)].arm);
        });
        if (!friendly) return false;
        toggle(firingHexes_, h);
        return true;
    }
    for (const int u : here)
        if (lb::isCombat(b.units[std::size_t(u)].arm) && enemyCounters(doc, selected, u)) {
            toggle(attackers_, u);
            return true;
        }
    return false;
}

// ---- A drag -----------------------------------------------------------------------------

void LbFire::dragBegin(const Document& doc, int unit) {
    dragFinish();
    if (!doc.hasEngine() || !inBattle(doc.battle(), unit)) return;
    const lb::Engine* e = lb::asLaBataille(doc.engine());
    if (!e) return;
    before_ = std::make_unique<Scenario>(doc.scenario());
    beforeBoard_ = std::make_unique<lb::Board>(before_->lb(), e->board().rules());
    dragUnit_ = unit;
    startHexes_ = doc.battle().units[std::size_t(unit)].hexes;
}

void LbFire::dragReach(const std::vector<lb::Hex>& now) {
    if (!before_ || now.empty() || startHexes_.empty()) return;
    const lb::HexGrid& g = before_->lb().grid;
    const lb::Hex last = path_.empty() ? startHexes_.front() : path_.back();
    for (const lb::Hex h : hexSteps(g, last, now.front())) {
        if (h == startHexes_.front()) { // back where it began: no move so far
            path_.clear();
            continue;
        }
        const auto again = std::find(path_.begin(), path_.end(), h);
        if (again != path_.end())
            path_.erase(again + 1, path_.end()); // back along its own path
        else
            path_.push_back(h);
    }
}

void LbFire::dragFinish() {
    before_.reset();
    beforeBoard_.reset();
    dragUnit_ = -1;
    startHexes_.clear();
    path_.clear();
}

// ---- Answers ----------------------------------------------------------------------------

std::set<std::string> LbFire::shownZoneSides(const lb::Battle& battle, int selected,
                                             const std::optional<std::set<std::string>>& chosen) {
    if (chosen) return *chosen;
    std::set<std::string> out;
    if (!inBattle(battle, selected)) return out;
    const std::string& mine = battle.units[std::size_t(selected)].side;
    for (const std::string& s : battleSides(battle))
        if (s != mine) out.insert(s);
    return out;
}

void LbFire::update(const Document& doc, int selected, std::optional<lb::Hex> target) {
    // (Another document has another face, so another LbFire: nothing picked or dragged
    // carries over to it.)
    const lb::Battle& b = doc.battle();
    if (!inBattle(b, selected)) selected = -1;
    if (pick_ != Pick::None && pickUnit_ != selected) stopPicking(); // another counter
    if (target && !b.grid.contains(*target)) target.reset();
    Key key{doc.revision(), false,      selected,          target, pick_, firingHexes_,
            path_,          attackers_, before_ != nullptr};
    if (key == key_) return;
    const bool counterChanged =
        key_.fresh || key.revision != key_.revision || key.unit != key_.unit;
    key_ = key;
    const lb::Engine* e = doc.hasEngine() ? lb::asLaBataille(doc.engine()) : nullptr;
    if (!e) {
        answers_ = {};
        return;
    }
    const lb::Board& board = e->board();
    if (counterChanged) {
        answers_ = {};
        answers_.unit = selected;
        answers_.zones = e->zoi();
        if (selected >= 0) {
            answers_.defensive = lb::defensiveFire(board, selected);
            answers_.formations = formationFire(board, selected);
        }
        if (preview && std::none_of(answers_.formations.begin(), answers_.formations.end(),
                                    [&](const FormationFire& f) { return f.to == *preview; }))
            preview.reset();
    }
    answers_.moving.reset();
    answers_.movingWords.clear();
    answers_.movingError.clear();
    if (before_ && !path_.empty()) {
        try {
            answers_.moving = lb::opportunityOnMove(*beforeBoard_, dragUnit_, path_);
            answers_.movingWords = lb::explain(*beforeBoard_, *answers_.moving);
        } catch (const std::invalid_argument& x) {
            answers_.movingError = x.what();
        }
    }
    answers_.combination.reset();
    answers_.combinationWords.clear();
    if (pick_ == Pick::Combine && target && !firingHexes_.empty()) {
        answers_.combination = e->combine(*target, firingHexes_);
        answers_.combinationTarget = *target;
        answers_.combinationWords = lb::explain(board, *target, *answers_.combination);
    }
    answers_.retreat.reset();
    answers_.retreatWords.clear();
    if (pick_ == Pick::Retreat && selected >= 0 && !attackers_.empty()) {
        answers_.retreat = lb::retreat(board, selected, attackers_);
        answers_.retreatWords = lb::explain(board, *answers_.retreat);
    }
}

void LbFire::forget() {
    stopPicking();
    dragFinish();
    preview.reset();
    answers_ = {};
    key_ = {};
}

// ---- Dump -------------------------------------------------------------------------------

std::vector<std::string> fireDumpLines(const lb::Battle& battle, const LbFire& fire,
                                       const std::optional<std::set<std::string>>& zoneSides) {
    std::vector<std::string> out;
    const LbFireAnswers& a = fire.answers();
    const lb::HexGrid& g = battle.grid;
    for (const lb::Ruling& r : a.defensive)
        out.push_back("lbfire defensive " + oneLine(io::toJson(r)));
    if (fire.dragging()) {
        std::string p = "lbfire drag-path";
        for (const lb::Hex h : fire.path())
            p += " " + g.id(h);
        out.push_back(p);
    }
    if (a.moving) out.push_back("lbfire moving " + oneLine(io::toJson(battle, *a.moving)));
    if (!a.movingError.empty()) out.push_back("lbfire moving-error " + a.movingError);
    for (const FormationFire& f : a.formations)
        out.push_back("lbfire form " + std::string(lb::toString(f.to)) + " " +
                      oneLine(io::toJson(battle, f.ruling)));
    if (fire.preview) out.push_back("lbfire preview " + std::string(lb::toString(*fire.preview)));
    if (fire.pick() == LbFire::Pick::Combine) {
        std::string p = "lbfire combine-hexes";
        for (const lb::Hex h : fire.firingHexes())
            p += " " + g.id(h);
        out.push_back(p);
    }
    if (fire.pick() == LbFire::Pick::Retreat) {
        std::string p = "lbfire attackers";
        for (const int u : fire.attackers())
            p += " " + battle.units[std::size_t(u)].id;
        out.push_back(p);
    }
    if (a.combination)
        out.push_back("lbfire combine " +
                      oneLine(io::toJson(battle, a.combinationTarget, *a.combination)));
    if (a.retreat) out.push_back("lbfire retreat " + oneLine(io::toJson(battle, *a.retreat)));
    if (a.combination) addLines(out, "lbfire combine-words ", a.combinationWords);
    if (a.retreat) addLines(out, "lbfire retreat-words ", a.retreatWords);
    if (a.moving) addLines(out, "lbfire moving-words ", a.movingWords);
    if (!a.zones.empty()) out.push_back("lbfire zones " + oneLine(io::toJson(battle, a.zones)));
    std::string z = "lbfire zones-shown";
    for (const std::string& s : LbFire::shownZoneSides(battle, a.unit, zoneSides))
        z += " " + s;
    out.push_back(z);
    return out;
}

} // namespace cdo::app
