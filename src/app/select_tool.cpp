#include "app/select_tool.h"

#include "app/hit_test.h"
#include "app/layout.h"
#include "app/move_handles.h"
#include "app/panel_turn.h"
#include "app/panels.h"
#include "app/snap.h"

#include <algorithm>
#include <cmath>
#include <numbers>

namespace cdo::app {

namespace {

double bearing(Vec2 from, Vec2 to) {
    const Vec2 d = to - from;
    return std::atan2(d.x, d.y) * 180.0 / std::numbers::pi;
}

} // namespace

double turnBetween(double from, double to) {
    double d = std::fmod(to - from, 360.0);
    if (d > 180) d -= 360;
    if (d <= -180) d += 360;
    return std::abs(d) < 1e-9 ? 0.0 : d;
}

std::string turnLabel(double turn) {
    return fmtNumber("Turned %.0f°", std::abs(turn)) + (turn > 0 ? " right" : " left");
}

CommandPtr snapCommand(const Document& doc, int u) {
    const Unit& U = doc.scenario().units[size_t(u)];
    const auto sn = nearestSnap(doc.engine(), doc.table(), u, U.at, U.facing, 1.0);
    if (!sn) return nullptr;
    return placeUnit(doc.scenario(), u, sn->placement.at, sn->placement.facing,
                     "Snap into contact");
}

std::optional<Vec2> SelectTool::turnHandle() const {
    const int f = ctx_.firerIndex();
    if (f < 0) return std::nullopt;
    const Camera& cam = ctx_.camera();
    const PlacedUnit& u = ctx_.doc().table().unit(f);
    const Vec2 dir = cam.directionToScreen(u.f);
    const double l = length(dir);
    if (l <= 0) return std::nullopt;
    return cam.toScreen(u.corners.fm()) + dir * (handleGapPx() / l);
}

void SelectTool::press(Vec2 p) {
    pressUnit_ = -1;
    drag_ = Drag::None;
    const Vec2 onTable = ctx_.camera().toTable(p);
    if (const int f = ctx_.firerIndex(); f >= 0) {
        // The handles: [0] the round one in front, [1] and [2] the wheels. A press on a base
        // goes to that unit even where a handle is drawn over it.
        const PlacedUnit& u = ctx_.doc().table().unit(f);
        const auto w = wheelHandles(ctx_.camera(), u);
        std::vector<Vec2> handles{w[0], w[1]};
        if (auto h = turnHandle()) handles.insert(handles.begin(), *h);
        const bool turn = handles.size() == 3;
        const int i = handleAt(ctx_.doc().table(), onTable, handles, p, touchPx() / 2 + 4);
        if (i == 0 && turn) {
            drag_ = Drag::Turn;
            return;
        }
        if (i >= 0) {
            // The corner wheeled about stays where it is now for the whole drag.
            drag_ = Drag::Wheel;
            wheelPivot_ = turn ? i - 1 : i;
            wheelCorner_ = wheelPivot_ == 0 ? u.corners.fl : u.corners.fr;
            return;
        }
    }
    pressUnit_ = unitAt(ctx_.doc().table(), onTable, ctx_.slopInches());
}

void SelectTool::tap(Vec2 p) {
    const Scenario& s = ctx_.doc().scenario();
    Selection& sel = ctx_.selection();
    // The turning handle only turns when dragged: a tap on it goes to what lies under it
    // (often the very target the battery is pointed at), and over bare cloth does nothing.
    const int u = unitAt(ctx_.doc().table(), ctx_.camera().toTable(p), ctx_.slopInches());
    if ((drag_ == Drag::Turn || drag_ == Drag::Wheel) && u < 0) return;
    const int f = ctx_.firerIndex();
    if (u < 0) { // empty table: drop the target first, then the selection
        if (!sel.target.empty())
            sel.target.clear();
        else
            sel.firer.clear();
    } else if (f < 0) {
        sel.firer = s.units[size_t(u)].id;
    } else if (u == f) {
        sel.firer.clear();
        sel.target.clear();
    } else if (ctx_.doc().engine().enemies(f, u)) {
        sel.target = s.units[size_t(u)].id;
    } else {
        // A friend becomes the firer; the target stays if it is still an enemy.
        sel.firer = s.units[size_t(u)].id;
        if (const int t = ctx_.targetIndex(); t >= 0 && !ctx_.doc().engine().enemies(u, t))
            sel.target.clear();
    }
}

void SelectTool::longPress(Vec2 p) {
    if (drag_ != Drag::None) return;
    const Scenario& s = ctx_.doc().scenario();
    Selection& sel = ctx_.selection();
    const Vec2 tp = ctx_.camera().toTable(p);
    const int u = unitAt(ctx_.doc().table(), tp, ctx_.slopInches());
    if (u >= 0) { // pick this one as the firer, friend or foe
        sel.firer = s.units[size_t(u)].id;
        if (sel.target == sel.firer) sel.target.clear();
        ctx_.setStatus("Selected " + sel.firer);
    } else {
        ctx_.askAddUnit(clampToTable(s, tp));
    }
}

bool SelectTool::dragStart(Vec2, Vec2 start) {
    if (drag_ == Drag::Turn || drag_ == Drag::Wheel) {
        readout_.begin(ctx_.doc(), ctx_.firerIndex());
        return true;
    }
    if (pressUnit_ < 0) return false;
    const Unit& u = ctx_.doc().scenario().units[size_t(pressUnit_)];
    Selection& sel = ctx_.selection();
    if (u.id != sel.target) sel.firer = u.id; // dragging the target keeps it the target
    grab_ = u.at - ctx_.camera().toTable(start);
    ownFacing_ = u.facing;
    snapped_.reset();
    drag_ = Drag::Move;
    readout_.begin(ctx_.doc(), pressUnit_);
    return true;
}

void SelectTool::dragMove(Vec2 p) {
    const Scenario& s = ctx_.doc().scenario();
    const Vec2 tp = ctx_.camera().toTable(p);
    if (drag_ == Drag::Move) {
        const int u = pressUnit_; // no unit is added or removed during a drag
        if (u < 0 || u >= int(s.units.size())) return;
        Vec2 at = tp + grab_;
        // Its own facing, not the one a snap on the way proposed: leaving a snap turns it back.
        double facing = ownFacing_;
        snapped_.reset();
        if (ctx_.view().snap) {
            if (auto sn =
                    nearestSnap(ctx_.doc().engine(), ctx_.doc().table(), u, at, facing, 0.5)) {
                at = sn->placement.at;
                facing = sn->placement.facing;
                if (turnBetween(ownFacing_, facing) != 0) snapped_ = sn;
            }
        }
        ctx_.apply(placeUnit(s, u, at, facing, "Move unit"), ctx_.gestureId());
    } else if (drag_ == Drag::Wheel) {
        const int u = ctx_.firerIndex();
        if (u < 0) return;
        const PlacedUnit& p = ctx_.doc().table().unit(u);
        const gt::Pose to = wheelPose(wheelCorner_, wheelPivot_, p.frontage, p.depth, tp);
        ctx_.apply(placeUnit(s, u, to.at, to.facing, "Wheel unit"), ctx_.gestureId());
    } else if (drag_ == Drag::Turn) {
        const int u = ctx_.firerIndex();
        if (u < 0) return;
        double b = std::round(bearing(s.units[size_t(u)].at, tp));
        const double to45 = std::round(b / 45) * 45;
        if (std::abs(b - to45) <= 2) b = to45; // the usual facings are easy to hit
        ctx_.apply(placeUnit(s, u, s.units[size_t(u)].at, b, "Turn unit"), ctx_.gestureId());
    }
}

void SelectTool::dragEnd() {
    const Scenario& s = ctx_.doc().scenario();
    if (drag_ == Drag::Move && snapped_ && pressUnit_ >= 0 && pressUnit_ < int(s.units.size())) {
        // Dropped in contact by a snap that turns it: the move keeps its own facing and the
        // turn is a step of its own, named, so that it is seen and undone apart.
        const int u = pressUnit_;
        const Vec2 at = s.units[size_t(u)].at;
        const double to = snapped_->placement.facing;
        const std::string turn = turnLabel(turnBetween(ownFacing_, to));
        ctx_.apply(placeUnit(s, u, at, ownFacing_, "Move unit"), ctx_.gestureId());
        ctx_.apply(placeUnit(ctx_.doc().scenario(), u, at, to, turn + " to contact"));
        const Unit& other = ctx_.doc().scenario().units[size_t(snapped_->other)];
        ctx_.setStatus(turn + " to contact with " + (other.name.empty() ? other.id : other.name) +
                       " (Undo turns it back)");
    }
    snapped_.reset();
    if (readout_.active()) readout_.end(ctx_.doc());
    drag_ = Drag::None;
    pressUnit_ = -1;
}

namespace {

// The translucent disc of a handle, under its ring and its words: the label patch's colour.
sf::Color handleDisc() {
    const sf::Color b = palette().labelBack;
    return {b.r, b.g, b.b, 170};
}

} // namespace

void SelectTool::overlay(Scene& scene) {
    const auto h = turnHandle();
    std::vector<Vec2> handles;
    if (h) handles.push_back(*h);
    const int f = ctx_.firerIndex();
    if (f >= 0) {
        // The wheel handles, beyond each front corner: sky blue, named, apart from the yellow
        // pivot handle in front.
        const sf::Color sky = palette().wheel;
        const PlacedUnit& u = ctx_.doc().table().unit(f);
        const auto w = wheelHandles(ctx_.camera(), u);
        const Vec2 corner[2] = {u.corners.fr, u.corners.fl};
        for (int i = 0; i < 2; ++i) {
            const Vec2 at = w[std::size_t(i)];
            handles.push_back(at);
            scene.handles.line(ctx_.camera().toScreen(corner[i]), at, 2, sky);
            scene.handles.disc(at, touchPx() / 2, handleDisc(), 24);
            scene.handles.ring(at, touchPx() / 2, 3, sky, 24);
            const unsigned size = textPxForCap(kLabelCapMm);
            scene.text.add(at - Vec2{0, size * 0.62}, "wheel", size, sky, TextBatch::Align::Centre,
                           handleDisc());
        }
    }
    readout_.overlay(scene, ctx_.camera(), ctx_.doc(), handles);
    if (drag_ == Drag::Move && snapped_ && pressUnit_ >= 0) {
        // The snap's turn, proposed: made only if the unit is dropped here.
        const PlacedUnit& m = ctx_.doc().table().unit(pressUnit_);
        const Camera& cam = ctx_.camera();
        Vec2 below = cam.toScreen(m.unit->at);
        for (const Vec2 c : m.corners.polygon())
            below.y = std::max(below.y, cam.toScreen(c).y);
        scene.text.add(below + Vec2{0, 8},
                       turnLabel(turnBetween(ownFacing_, snapped_->placement.facing)) +
                           " to contact if dropped here",
                       textPxForCap(kLabelCapMm), palette().selection, TextBatch::Align::Centre,
                       palette().labelBack);
    }
    if (!h) return;
    const Camera& cam = ctx_.camera();
    const PlacedUnit& u = ctx_.doc().table().unit(ctx_.firerIndex());
    scene.handles.line(cam.toScreen(u.corners.fm()), *h, 2, palette().selection);
    scene.handles.disc(*h, touchPx() / 2, handleDisc(), 24);
    scene.handles.ring(*h, touchPx() / 2, 3, palette().selection, 24);
    const unsigned size = textPxForCap(kLabelCapMm);
    scene.text.add(*h - Vec2{0, size * 0.62}, fmtNumber("%.0f°", u.unit->facing), size,
                   palette().selection, TextBatch::Align::Centre);
}

void SelectTool::panel() {
    const int f = ctx_.firerIndex(), t = ctx_.targetIndex();
    if (f >= 0 && t >= 0 && f != t) rulingPanel(ctx_);
    if (f >= 0) {
        battlePanel(ctx_, f);
        turnPanel(ctx_);
        targetsPanel(ctx_, f);
        unitPanel(ctx_, f);
        return;
    }
    const Palette& P = palette(); // the hues' words follow the theme
    ImGui::TextWrapped("Tap a unit to select it: its arc, its 7\" and 12\" bands and "
                       "every enemy ringed (%s: valid target, %s with a cross: not). Then "
                       "tap an enemy for the full ruling. Drag a unit to move it, the "
                       "round handle to turn it. Long-press the table to add a unit.",
                       P.validWord, P.invalidWord);
    if (button("Add unit", -1)) ctx_.askAddUnit(ctx_.camera().toTable(ctx_.viewCentre()));
    turnPanel(ctx_);
}

} // namespace cdo::app
