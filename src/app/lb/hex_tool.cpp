#include "app/lb/hex_tool.h"

#include "app/lb/counter_edits.h"
#include "app/lb/fire_panel.h"
#include "app/lb/fire_render.h"
#include "app/panels/panels.h"

#include <algorithm>
#include <cmath>

namespace cdo::app {

// ---- Display-free helpers ---------------------------------------------------------------

std::vector<int> countersIn(const lb::Battle& battle, lb::Hex h) {
    std::vector<int> out;
    for (std::size_t i = 0; i < battle.units.size(); ++i) {
        const auto& hx = battle.units[i].hexes;
        if (std::find(hx.begin(), hx.end(), h) != hx.end()) out.push_back(int(i));
    }
    std::sort(out.begin(), out.end(), [&](int a, int b) {
        const lb::Unit &A = battle.units[std::size_t(a)], &B = battle.units[std::size_t(b)];
        const bool la = A.arm == lb::Arm::Leader, lbb = B.arm == lb::Arm::Leader;
        if (la != lbb) return lbb;
        if (A.stack != B.stack) return A.stack < B.stack;
        return a > b;
    });
    return out;
}

bool enemyCounters(const Document& doc, int a, int b) {
    if (doc.hasEngine()) return doc.engine().enemies(a, b);
    const auto& u = doc.battle().units;
    if (a < 0 || b < 0 || std::size_t(a) >= u.size() || std::size_t(b) >= u.size()) return false;
    return u[std::size_t(a)].side != u[std::size_t(b)].side;
}

std::optional<std::vector<lb::Hex>>
shiftedHexes(const lb::HexGrid& g, const std::vector<lb::Hex>& hexes, lb::Hex from, lb::Hex to) {
    const lb::Cube a = g.cube(from), b = g.cube(to);
    std::vector<lb::Hex> out;
    out.reserve(hexes.size());
    for (const lb::Hex h : hexes) {
        const lb::Cube c = g.cube(h);
        const lb::Hex n = g.hex({c.q + b.q - a.q, c.r + b.r - a.r, c.s + b.s - a.s});
        if (!g.contains(n)) return std::nullopt;
        out.push_back(n);
    }
    return out;
}

std::vector<double> allowedBearings(const lb::HexGrid& g, lb::FacingKind k) {
    std::vector<double> out;
    for (int i = 0; i < 6; ++i) {
        if (k != lb::FacingKind::Vertex) out.push_back(g.sideBearing(i));
        if (k != lb::FacingKind::Hexside) out.push_back(g.vertexBearing(i));
    }
    std::sort(out.begin(), out.end());
    return out;
}

std::optional<double> nextFacing(const lb::HexGrid& g, const lb::Unit& u, int direction) {
    if (u.arm == lb::Arm::Leader) return std::nullopt;
    if (u.hexes.size() >= 2) return lb::normalBearing(u.facing + 180.0);
    const std::vector<double> all = allowedBearings(g, lb::facingKind(u.formation, u.routed));
    const double now = lb::normalBearing(u.facing);
    if (direction >= 0) {
        for (double b : all)
            if (b > now + 1e-6) return b;
        return all.front();
    }
    for (auto it = all.rbegin(); it != all.rend(); ++it)
        if (*it < now - 1e-6) return *it;
    return all.back();
}

double allowedFacing(const lb::HexGrid& g, lb::Formation f, double facing) {
    return nearestBearing(g, lb::facingKind(f), facing);
}

double nearestBearing(const lb::HexGrid& g, lb::FacingKind kind, double facing) {
    double best = facing, gap = 1e9;
    const double now = lb::normalBearing(facing);
    for (double b : allowedBearings(g, kind)) {
        const double d = lb::bearingGap(now, b);
        // Ties go clockwise: b lies clockwise of now when now + d lands on it.
        const bool clockwise = std::abs(lb::normalBearing(now + d) - b) < 1e-6 ||
                               std::abs(lb::normalBearing(now + d) - b) > 360 - 1e-6;
        if (d < gap - 1e-6 || (std::abs(d - gap) <= 1e-6 && clockwise)) {
            best = b;
            gap = d;
        }
    }
    return best;
}

EditResult turnCounter(const lb::Battle& battle, int i, int direction) {
    if (i < 0 || std::size_t(i) >= battle.units.size()) return {nullptr, "no counter selected"};
    const lb::Unit& u = battle.units[std::size_t(i)];
    const auto to = nextFacing(battle.grid, u, direction);
    if (!to) return {nullptr, u.id + " is a leader: it has no facing"};
    lb::Unit after = u;
    after.facing = *to;
    return editCounter(battle, i, std::move(after), "Turn counter");
}

EditResult moveCounter(const lb::Battle& battle, int i, std::vector<lb::Hex> hexes) {
    if (i < 0 || std::size_t(i) >= battle.units.size()) return {nullptr, "no counter selected"};
    for (const lb::Hex h : hexes)
        if (!battle.grid.contains(h)) return {nullptr, "that hex is off the map"};
    const lb::Unit& u = battle.units[std::size_t(i)];
    lb::Unit after = u;
    after.hexes = std::move(hexes);
    return editCounter(battle, i, std::move(after), "Move counter");
}

EditResult changeFormation(const lb::Battle& battle, int i, lb::Formation f, std::string* note) {
    if (i < 0 || std::size_t(i) >= battle.units.size()) return {nullptr, "no counter selected"};
    const lb::Unit& u = battle.units[std::size_t(i)];
    if (!lb::allowed(u.arm, f))
        return {nullptr, "a " + std::string(lb::toString(u.arm)) + " unit cannot be in " +
                             std::string(lb::toString(f))};
    if (u.hexes.size() >= 2 && f != lb::Formation::Line && f != lb::Formation::Skirmish)
        return {nullptr, u.id + " stands on two hexes: only a line or skirmishers take two; " +
                             std::string(lb::toString(f)) + " takes one"};
    lb::Unit after = u;
    after.formation = f;
    // A two-hex line keeps its facing across the pair; a single hex takes the nearest allowed.
    if (u.hexes.size() < 2)
        after.facing = nearestBearing(battle.grid, lb::facingKind(f, u.routed), u.facing);
    if (note) {
        note->clear();
        if (std::abs(after.facing - u.facing) > 1e-6)
            *note = "Facing turned from " + fmtNumber("%.0f", u.facing) + "° to " +
                    fmtNumber("%.0f", after.facing) + "°: " + std::string(lb::toString(f)) +
                    " faces a " +
                    (lb::facingKind(f) == lb::FacingKind::Vertex ? "vertex" : "hexside");
    }
    return editCounter(battle, i, std::move(after), "Change formation");
}

// ---- The tool ---------------------------------------------------------------------------

std::optional<lb::Hex> HexTool::hexAt(Vec2 p) const {
    return ctx_.doc().battle().grid.hexAt(ctx_.camera().toTable(p));
}

int HexTool::counterAt(Vec2 p) const {
    const auto h = hexAt(p);
    if (!h) return -1;
    const std::vector<int> here = countersIn(ctx_.doc().battle(), *h);
    if (here.empty()) return -1;
    const int f = ctx_.counterIndex();
    if (std::find(here.begin(), here.end(), f) != here.end()) return f;
    return here.front();
}

void HexTool::press(Vec2 p) {
    dragging_ = false;
    pressUnit_ = counterAt(p);
}

void HexTool::tap(Vec2 p) {
    const bool picking = fire_.pick() != LbFire::Pick::None;
    tapMap(p);
    if (picking) sayFire(); // what the pick answers now, in the status line too
}

void HexTool::sayFire() {
    const int f = ctx_.counterIndex();
    fire_.update(ctx_.doc(), f, ctx_.selection().hex);
    const LbFireAnswers& a = fire_.answers();
    const auto first = [](const std::string& s) { return s.substr(0, s.find('\n')); };
    if (fire_.pick() == LbFire::Pick::Combine)
        ctx_.setStatus(a.combination ? first(a.combinationWords)
                                     : "Combined fire: tap an enemy hex for the target");
    else if (fire_.pick() == LbFire::Pick::Retreat)
        ctx_.setStatus(a.retreat ? first(a.retreatWords)
                                 : "Retreat before melee: tap an enemy's hex for an attacker");
    else if (fire_.dragging() && a.moving)
        ctx_.setStatus(first(a.movingWords));
}

void HexTool::tapMap(Vec2 p) {
    const lb::Battle& b = ctx_.doc().battle();
    Selection& sel = ctx_.selection();
    const auto h = hexAt(p);
    const int f = ctx_.counterIndex();
    // Picking hexes to combine fire or attackers for a retreat: such a tap is the pick's.
    if (h && f >= 0 && fire_.pick() != LbFire::Pick::None && fire_.tapHex(ctx_.doc(), f, *h))
        return;
    const std::vector<int> here = h ? countersIn(b, *h) : std::vector<int>{};
    if (here.empty()) { // off the map or an empty hex: drop the target first, then the firer
        if (sel.hex)
            sel.hex.reset();
        else
            sel.firer.clear();
        return;
    }
    auto select = [&](int u) { sel.firer = b.units[std::size_t(u)].id; };
    if (f < 0) {
        select(here.front());
        return;
    }
    const auto mine = std::find(here.begin(), here.end(), f);
    if (mine != here.end()) {
        // The selected counter's own hex: the next counter of the stack, and after the last
        // none, each said in the status line.
        const auto next = mine + 1;
        if (next == here.end()) {
            sel.firer.clear();
            sel.hex.reset();
        } else {
            select(*next);
            ctx_.setStatus("Selected " + sel.firer + " (" +
                           std::to_string(next - here.begin() + 1) + " of " +
                           std::to_string(here.size()) + " in " + b.grid.id(*h) + ")");
        }
        return;
    }
    if (std::any_of(here.begin(), here.end(),
                    [&](int u) { return enemyCounters(ctx_.doc(), f, u); })) {
        sel.hex = *h;
        return;
    }
    select(here.front()); // a friend becomes the firer; the target hex stays
}

void HexTool::longPress(Vec2 p) {
    if (dragging_) return;
    const int u = counterAt(p);
    if (u < 0) {
        // An empty hex of the map: the "Add counter" form, for this hex.
        const auto h = hexAt(p);
        if (!h) return;
        draft_.at = *h;
        ctx_.setStatus("New counter in " + ctx_.doc().battle().grid.id(*h) +
                       ": choose its side, arm and formation in the panel");
        return;
    }
    Selection& sel = ctx_.selection();
    sel.firer = ctx_.doc().battle().units[std::size_t(u)].id;
    ctx_.setStatus("Selected " + sel.firer);
}

bool HexTool::dragStart(Vec2, Vec2 start) {
    if (pressUnit_ < 0) return false;
    const auto h = hexAt(start);
    if (!h) return false;
    const lb::Battle& b = ctx_.doc().battle();
    const lb::Unit& u = b.units[std::size_t(pressUnit_)];
    Selection& sel = ctx_.selection();
    targetStart_.reset();
    const bool inTarget =
        sel.hex && std::find(u.hexes.begin(), u.hexes.end(), *sel.hex) != u.hexes.end();
    if (inTarget && u.id != sel.firer)
        targetStart_ = sel.hex; // dragging the target keeps it the target, and the hex follows
    else
        sel.firer = u.id;
    grabHex_ = *h;
    startHexes_ = u.hexes;
    dragging_ = true;
    fire_.dragBegin(ctx_.doc(), pressUnit_); // who may fire at it, asked before it is let go
    return true;
}

void HexTool::dragMove(Vec2 p) {
    if (!dragging_) return;
    const lb::Battle& b = ctx_.doc().battle();
    const int u = pressUnit_; // no counter is added or removed during a drag
    if (u < 0 || std::size_t(u) >= b.units.size()) return;
    const auto h = hexAt(p);
    if (!h) return; // off the map: it stays in the last hex it reached
    const auto to = shiftedHexes(b.grid, startHexes_, grabHex_, *h);
    if (!to || *to == b.units[std::size_t(u)].hexes) return;
    if (targetStart_) {
        const auto t = shiftedHexes(b.grid, {*targetStart_}, grabHex_, *h);
        if (t) ctx_.selection().hex = t->front();
    }
    ctx_.apply(moveCounter(b, u, *to), ctx_.gestureId());
    const lb::Battle& now = ctx_.doc().battle();
    if (std::size_t(u) < now.units.size()) fire_.dragReach(now.units[std::size_t(u)].hexes);
    sayFire();
}

void HexTool::dragCancel() {
    // The counter goes back (App drops the drag's steps): the target hex goes back with it.
    if (targetStart_) ctx_.selection().hex = *targetStart_;
    fire_.dragFinish();
    dragEnd();
}

void HexTool::dragEnd() {
    // The move is made: what it drew stays said in the status line.
    if (fire_.dragging() && !fire_.path().empty()) {
        fire_.update(ctx_.doc(), ctx_.counterIndex(), ctx_.selection().hex);
        if (const auto& m = fire_.answers().moving)
            ctx_.setStatus(m->shots.empty() ? "Moved: no opportunity fire"
                                            : "Moved: " + std::to_string(m->shots.size()) +
                                                  " may give opportunity fire (see the panel "
                                                  "before the next move)");
    }
    fire_.dragFinish();
    dragging_ = false;
    pressUnit_ = -1;
    targetStart_.reset();
}

void HexTool::fireOverlay(Scene& scene) {
    const Document& doc = ctx_.doc();
    const int f = ctx_.counterIndex();
    fire_.update(doc, f, ctx_.selection().hex);
    const lb::HexGrid& g = doc.battle().grid;
    const Camera& cam = ctx_.camera();
    const LbFireAnswers& a = fire_.answers();
    if (ctx_.answers().ruling && ctx_.view().showRuling)
        if (const lb::Ruling* r = lb::asLaBataille(*ctx_.answers().ruling))
            drawSightHexes(scene, cam, *r);
    if (fire_.showDefensive && !fire_.dragging()) drawDefensive(scene, cam, g, a.defensive);
    if (fire_.dragging() && !startHexes_.empty()) {
        drawPath(scene, cam, g, startHexes_.front(), fire_.path());
        if (a.moving) drawShots(scene, cam, g, a.moving->shots);
    } else if (fire_.preview) {
        for (const FormationFire& x : a.formations)
            if (x.to == *fire_.preview) drawShots(scene, cam, g, x.ruling.shots);
    }
    if (fire_.pick() == LbFire::Pick::Combine)
        drawCombination(scene, cam, g, fire_.firingHexes(), ctx_.selection().hex, a.combination);
    if (fire_.pick() == LbFire::Pick::Retreat)
        drawRetreat(scene, cam, doc.battle(), fire_.attackers(), a.retreat);
}

void HexTool::overlay(Scene& scene) {
    fireOverlay(scene);
    if (draft_.at && ctx_.doc().battle().grid.contains(*draft_.at)) {
        // The hex the "Add counter" form is for: dashed, as a place still empty.
        const auto c = ctx_.doc().battle().grid.corners(*draft_.at);
        const Camera& cam = ctx_.camera();
        for (std::size_t i = 0; i < 6; ++i)
            scene.handles.dashedLine(cam.toScreen(c[i]), cam.toScreen(c[(i + 1) % 6]),
                                     float(std::max(2.0, mm(0.8))), float(mm(1.2)),
                                     palette().selection);
    }
    if (!dragging_ || startHexes_.empty()) return;
    // Where the counter came from (dashed) and how many hexes away it is now.
    const lb::Battle& b = ctx_.doc().battle();
    const Camera& cam = ctx_.camera();
    if (pressUnit_ < 0 || std::size_t(pressUnit_) >= b.units.size()) return;
    const lb::Unit& u = b.units[std::size_t(pressUnit_)];
    const float w = float(std::max(2.0, mm(0.6)));
    for (const lb::Hex h : startHexes_) {
        const auto c = b.grid.corners(h);
        for (std::size_t i = 0; i < 6; ++i)
            scene.handles.dashedLine(cam.toScreen(c[i]), cam.toScreen(c[(i + 1) % 6]), w,
                                     float(mm(1.2)), palette().selection);
    }
    if (u.hexes.empty()) return;
    const int moved = b.grid.distance(startHexes_.front(), u.hexes.front());
    const Vec2 at =
        cam.toScreen(b.grid.centre(u.hexes.front())) + Vec2{0, cam.pixelsPerInch() * 0.9};
    scene.text.add(at, std::to_string(moved) + (moved == 1 ? " hex" : " hexes"),
                   textPxForCap(kLabelCapMm), palette().selection, TextBatch::Align::Centre,
                   Colour(0, 0, 0, 190));
}

void HexTool::panel() {
    hexPanel(ctx_, draft_);
    // Below the counter's own controls, so that nothing they hold moves when these change.
    if (!draft_.at) firePanel(ctx_, fire_);
}

bool HexTool::deleteSelected() {
    const int f = ctx_.counterIndex();
    if (f < 0) return false;
    EditResult r = fileChecked(ctx_.doc().file(), deleteCounter(ctx_.doc().battle(), f));
    if (r.command) {
        ctx_.selection().firer.clear();
        ctx_.selection().hex.reset();
    }
    ctx_.apply(std::move(r));
    return true;
}

} // namespace cdo::app
