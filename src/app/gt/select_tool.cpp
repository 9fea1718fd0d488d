#include "app/gt/select_tool.h"

#include "app/document/group.h"
#include "app/document/snap.h"
#include "app/gt/move_handles.h"
#include "app/gt/panel_turn.h"
#include "app/panels/panel_tape.h"
#include "app/panels/panels.h"
#include "app/view/hit_test.h"
#include "app/view/layout.h"

#include "core/format.h"

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
    const Unit& U = doc.scenario().gt().units[size_t(u)];
    const auto sn = nearestSnap(doc.engine(), doc.table(), u, U.at, U.facing, 1.0);
    if (!sn) return nullptr;
    return placeUnit(doc.scenario(), u, sn->placement.at, sn->placement.facing,
                     "Snap into contact");
}

// While a turn is played (the file keeps a turn record), why unit `u` may not move at all, in
// the core's words; empty when it may (or when the table is being set up: a battery is put in
// place by a drag like any base).
static std::string mayNotMove(const Document& doc, int u) {
    const Scenario& s = doc.scenario();
    if (!s.gt().turn || u < 0 || u >= int(s.gt().units.size())) return {};
    const Unit& U = s.gt().units[size_t(u)];
    const gt::MoveRuling m = gt::move(doc.table(), u, {U.at, U.facing});
    std::string why;
    for (gt::MoveReason r : m.reasons)
        why += (why.empty() ? "" : " ") + std::string(gt::explanation(r));
    return why.empty() ? why : (U.name.empty() ? U.id : U.name) + " stays: " + why;
}

std::optional<Vec2> SelectTool::turnHandle() const {
    const int f = ctx_.firerIndex();
    if (f < 0) return std::nullopt;
    const Camera& cam = ctx_.camera();
    const PlacedUnit& u = ctx_.doc().table().unit(f);
    const Vec2 dir = cam.directionToScreen(u.f);
    const double l = length(dir);
    if (l <= 0) return std::nullopt;
    return handleClearOfBases(ctx_.doc().table(), cam, cam.toScreen(u.corners.fm()),
                              dir * (1.0 / l), handleGapPx(), touchPx() / 2);
}

void SelectTool::press(Vec2 p) {
    pressUnit_ = -1;
    drag_ = Drag::None;
    const Vec2 onTable = ctx_.camera().toTable(p);
    if (const int f = ctx_.firerIndex(); f >= 0) {
        // The handles: [0] the round one in front, [1] and [2] the wheels. A press on a base
        // goes to that unit even where a handle is drawn over it.
        const PlacedUnit& u = ctx_.doc().table().unit(f);
        const auto w = wheelHandles(ctx_.camera(), ctx_.doc().table(), u);
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
    pressGroupHandle_ = false;
    if (groupMode_)
        if (const auto h = groupHandle()) {
            const Vec2 one[1] = {*h}; // a unit under the finger wins over it, as ever
            pressGroupHandle_ =
                handleAt(ctx_.doc().table(), onTable, one, p, touchPx() / 2 + 4) == 0;
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
    if (groupMode_) { // a tap adds a unit to the group or takes it out; bare cloth does nothing
        if (u >= 0) toggleInGroup(u);
        return;
    }
    const int f = ctx_.firerIndex();
    if (u < 0) { // empty table: drop the target first, then the selection
        if (!sel.target.empty())
            sel.target.clear();
        else
            sel.firer.clear();
    } else if (f < 0) {
        sel.firer = s.gt().units[size_t(u)].id;
    } else if (u == f) {
        sel.firer.clear();
        sel.target.clear();
    } else if (ctx_.doc().engine().enemies(f, u)) {
        sel.target = s.gt().units[size_t(u)].id;
    } else {
        // A friend becomes the firer; the target stays if it is still an enemy.
        sel.firer = s.gt().units[size_t(u)].id;
        if (const int t = ctx_.targetIndex(); t >= 0 && !ctx_.doc().engine().enemies(u, t))
            sel.target.clear();
    }
}

void SelectTool::longPress(Vec2 p) {
    menu_.reset();
    if (drag_ != Drag::None) return;
    const Scenario& s = ctx_.doc().scenario();
    Selection& sel = ctx_.selection();
    const Vec2 tp = ctx_.camera().toTable(p);
    const int u = unitAt(ctx_.doc().table(), tp, ctx_.slopInches());
    Menu m;
    m.table = clampToTable(s, tp);
    m.screen = p;
    if (u >= 0) {
        m.unit = u;
        m.id = s.gt().units[size_t(u)].id;
        m.before = sel.firer;
        if (!groupMode_) { // pick this one as the firer, friend or foe, as before the menu
            sel.firer = m.id;
            if (sel.target == sel.firer) sel.target.clear();
            ctx_.setStatus("Selected " + sel.firer);
        }
    }
    menu_ = m;
}

bool SelectTool::dragStart(Vec2, Vec2 start) {
    menu_.reset(); // a finger that slides on after a long press drags what it pressed
    if (groupMode_ && drag_ == Drag::None) {
        const Scenario& s = ctx_.doc().scenario();
        if (pressGroupHandle_) {
            groupDrag_ = GroupDrag::Turn;
            groupPivotAt_ = groupPivot();
            groupTurnStart_ = bearing(groupPivotAt_, ctx_.camera().toTable(start));
            groupTurned_ = 0;
            return true;
        }
        if (pressUnit_ >= 0 && inGroup(s.gt().units[size_t(pressUnit_)].id)) {
            groupDrag_ = GroupDrag::Move;
            groupStart_ = ctx_.camera().toTable(start);
            groupShift_ = {0, 0};
            return true;
        }
        if (pressUnit_ < 0) { // bare cloth: a lasso, not a pan
            groupDrag_ = GroupDrag::Lasso;
            lasso_ = {ctx_.camera().toTable(start)};
            return true;
        }
    }
    if (drag_ == Drag::Wheel)
        if (const std::string why = mayNotMove(ctx_.doc(), ctx_.firerIndex()); !why.empty()) {
            // A wheel is a move: refused as a drag of the base is, the finger's drag taken.
            drag_ = Drag::None;
            ctx_.setStatus(why);
            return true;
        }
    if (drag_ == Drag::Turn || drag_ == Drag::Wheel) {
        readout_.begin(ctx_.doc(), ctx_.firerIndex());
        if (drag_ == Drag::Turn) {
            // The turn follows the finger from where it pressed the handle: a press off the
            // handle's middle does not turn the unit by that offset on the first move.
            const Unit& u = ctx_.doc().scenario().gt().units[size_t(ctx_.firerIndex())];
            turnOffset_ = u.facing - bearing(u.at, ctx_.camera().toTable(start));
        }
        return true;
    }
    if (pressUnit_ < 0) return false;
    const Unit& u = ctx_.doc().scenario().gt().units[size_t(pressUnit_)];
    Selection& sel = ctx_.selection();
    // Dragging the target keeps it the target; with several selected, a unit outside the
    // group moves alone and the selection stays the group.
    if (u.id != sel.target && !groupMode_) sel.firer = u.id;
    if (const std::string why = mayNotMove(ctx_.doc(), pressUnit_); !why.empty()) {
        // Unlimbered guns in a turn: the base stays put (nothing to undo) and the reason is
        // said; the drag is still the unit's, so the table does not pan under it.
        ctx_.setStatus(why);
        return true;
    }
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
    if (groupDrag_ == GroupDrag::Lasso) {
        if (dist(tp, lasso_.back()) > ctx_.slopInches() / 4) lasso_.push_back(tp);
        return;
    }
    if (groupDrag_ == GroupDrag::Turn) {
        // Whole degrees from where the handle was pressed; a turn that would put a centre off
        // the table is refused (said) and the group stays at the last one allowed.
        const double want = std::round(turnBetween(groupTurnStart_, bearing(groupPivotAt_, tp)));
        if (want == groupTurned_) return;
        EditResult r =
            moveGroup(s, groupIndices(), {0, 0}, want - groupTurned_, groupPivotAt_, "Turn group");
        if (r.command) groupTurned_ = want;
        ctx_.apply(std::move(r), ctx_.gestureId());
        return;
    }
    if (groupDrag_ == GroupDrag::Move) {
        // The shift still wanted from here, cut where the first centre would leave the table:
        // the group stops at the edge as a whole, its places kept.
        const std::vector<int> members = groupIndices();
        const Vec2 d = clampGroupShift(s, members, tp - groupStart_ - groupShift_);
        if (d.x == 0 && d.y == 0) return;
        EditResult r = moveGroup(s, members, d, 0, {0, 0}, "Move group");
        if (r.command) groupShift_ = groupShift_ + d;
        ctx_.apply(std::move(r), ctx_.gestureId());
        return;
    }
    if (drag_ == Drag::Move) {
        const int u = pressUnit_; // no unit is added or removed during a drag
        if (u < 0 || u >= int(s.gt().units.size())) return;
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
        double b =
            std::round(std::fmod(bearing(s.gt().units[size_t(u)].at, tp) + turnOffset_ + 720, 360));
        const double to45 = std::round(b / 45) * 45;
        if (std::abs(b - to45) <= 2) b = to45; // the usual facings are easy to hit
        ctx_.apply(placeUnit(s, u, s.gt().units[size_t(u)].at, b, "Turn unit"), ctx_.gestureId());
    }
}

void SelectTool::dragCancel() {
    // Nothing is committed: no turn to contact, no lasso's units added.
    snapped_.reset();
    lasso_.clear();
    groupDrag_ = GroupDrag::None;
    readout_.cancel();
    dragEnd();
}

void SelectTool::dragEnd() {
    const Scenario& s = ctx_.doc().scenario();
    if (groupDrag_ == GroupDrag::Lasso) {
        int added = 0;
        for (const int i : unitsInLasso(s, lasso_))
            if (!inGroup(s.gt().units[size_t(i)].id)) {
                group_.push_back(s.gt().units[size_t(i)].id);
                ++added;
            }
        ctx_.setStatus(fmtNumber("Lasso: %.0f added", added) +
                       fmtNumber(", %.0f selected", double(groupIndices().size())));
    }
    groupDrag_ = GroupDrag::None;
    pressGroupHandle_ = false;
    lasso_.clear();
    if (drag_ == Drag::Move && snapped_ && pressUnit_ >= 0 &&
        pressUnit_ < int(s.gt().units.size())) {
        // Dropped in contact by a snap that turns it: the move keeps its own facing and the
        // turn is a step of its own, named, so that it is seen and undone apart.
        const int u = pressUnit_;
        const Vec2 at = s.gt().units[size_t(u)].at;
        const double to = snapped_->placement.facing;
        const std::string turn = turnLabel(turnBetween(ownFacing_, to));
        ctx_.apply(placeUnit(s, u, at, ownFacing_, "Move unit"), ctx_.gestureId());
        ctx_.apply(placeUnit(ctx_.doc().scenario(), u, at, to, turn + " to contact"));
        const Unit& other = ctx_.doc().scenario().gt().units[size_t(snapped_->other)];
        ctx_.setStatus(turn + " to contact with " + (other.name.empty() ? other.id : other.name) +
                       " (Undo turns it back)");
    }
    snapped_.reset();
    if (readout_.active()) readout_.end(ctx_.doc());
    drag_ = Drag::None;
    pressUnit_ = -1;
}

namespace {

// The disc of a handle, under its ring: faint, so that a base it lies over still shows (the
// handle moves clear of bases where it can, move_handles.h); its words carry their own patch.
Colour handleDisc() {
    const Colour b = palette().labelBack;
    return {b.r, b.g, b.b, 80};
}

// The patch behind a handle's words: the label patch's colour, as dense as a label's.
Colour handleWordsBack() {
    const Colour b = palette().labelBack;
    return {b.r, b.g, b.b, 200};
}

} // namespace

void SelectTool::overlay(Scene& scene) {
    const Camera& camera = ctx_.camera();
    if (groupMode_) {
        // Each base of the group outlined, dark under yellow so that it shows on any cloth;
        // the point the group turns about marked with a ring.
        const std::vector<int> members = groupIndices();
        for (const int i : members) {
            std::vector<Vec2> pts;
            for (const Vec2 c : ctx_.doc().table().unit(i).corners.polygon())
                pts.push_back(camera.toScreen(c));
            scene.handles.polyline(pts, 7, Colour(20, 20, 20), true);
            scene.handles.polyline(pts, 3, palette().selection, true);
        }
        if (!members.empty()) {
            const Vec2 at = camera.toScreen(groupPivot());
            scene.handles.ring(at, touchPx() / 6, 5, Colour(20, 20, 20));
            scene.handles.ring(at, touchPx() / 6, 2, palette().selection);
        }
        if (const auto h = groupHandle()) {
            scene.grips.line(camera.toScreen(groupPivot()), *h, 2, palette().selection);
            scene.grips.disc(*h, touchPx() / 2, Colour(30, 30, 30, 170), 24);
            scene.grips.ring(*h, touchPx() / 2, 3, palette().selection, 24);
            const unsigned size = textPxForCap(kLabelCapMm);
            scene.gripWords.add(*h - Vec2{0, size * 0.62},
                                groupDrag_ == GroupDrag::Turn ? fmtNumber("%+.0f°", groupTurned_)
                                                              : std::string("turn"),
                                size, palette().selection, TextBatch::Align::Centre);
        }
        if (lasso_.size() > 1) {
            std::vector<Vec2> pts;
            for (const Vec2 q : lasso_)
                pts.push_back(camera.toScreen(q));
            scene.handles.polyline(pts, 6, Colour(20, 20, 20), true);
            scene.handles.polyline(pts, 2, palette().selection, true);
        }
    }
    const auto h = turnHandle();
    std::vector<Vec2> handles;
    if (h) handles.push_back(*h);
    const int f = ctx_.firerIndex();
    if (f >= 0) {
        // The wheel handles, beyond each front corner: sky blue, named, apart from the yellow
        // pivot handle in front.
        const Colour sky = palette().wheel;
        const PlacedUnit& u = ctx_.doc().table().unit(f);
        const auto w = wheelHandles(ctx_.camera(), ctx_.doc().table(), u);
        const Vec2 corner[2] = {u.corners.fr, u.corners.fl};
        for (int i = 0; i < 2; ++i) {
            const Vec2 at = w[std::size_t(i)];
            handles.push_back(at);
            scene.grips.line(ctx_.camera().toScreen(corner[i]), at, 2, sky);
            scene.grips.disc(at, touchPx() / 2, handleDisc(), 24);
            scene.grips.ring(at, touchPx() / 2, 3, sky, 24);
            const unsigned size = textPxForCap(kLabelCapMm);
            scene.gripWords.add(at - Vec2{0, size * 0.62}, "wheel", size, sky,
                                TextBatch::Align::Centre, handleWordsBack());
        }
    }
    for (const Vec2 at : handles) { // labels keep off the handles, as off the bases
        const double r = touchPx() / 2;
        scene.keepClear.push_back({at - Vec2{r, r}, at + Vec2{r, r}});
    }
    readout_.overlay(scene, ctx_.camera(), ctx_.doc(), handles);
    // Where "Place and nudge" would put the unit, before it is placed (panel_tape.cpp).
    tapePreview(ctx_, f, scene);
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
    scene.grips.line(cam.toScreen(u.corners.fm()), *h, 2, palette().selection);
    scene.grips.disc(*h, touchPx() / 2, handleDisc(), 24);
    scene.grips.ring(*h, touchPx() / 2, 3, palette().selection, 24);
    const unsigned size = textPxForCap(kLabelCapMm);
    scene.gripWords.add(*h - Vec2{0, size * 0.62},
                        fmtNumber("%.0f°", shownFacing(u.unit->facing, 0)), size,
                        palette().selection, TextBatch::Align::Centre, handleWordsBack());
}

void SelectTool::panel() {
    if (groupMode_) return groupPanel();
    const int f = ctx_.firerIndex(), t = ctx_.targetIndex();
    if (f >= 0 && t >= 0 && f != t) rulingPanel(ctx_);
    if (f >= 0) {
        // Nudges and tape placement first: they are what mirroring a table asks for most.
        if (tapePanel(ctx_, f)) return; // the rest is drawn from the changed table next frame
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
                       "round handle to turn it. Long-press a unit or the table for what can be "
                       "done there.",
                       P.validWord, P.invalidWord);
    if (button("Add unit", -1)) ctx_.askAddUnit(ctx_.camera().toTable(ctx_.viewCentre()));
    if (button("Select several", -1)) startGroup(-1);
    turnPanel(ctx_);
}

// ---- Select several -------------------------------------------------------------------------

std::vector<int> SelectTool::groupIndices() const {
    std::vector<int> out;
    const Scenario& s = ctx_.doc().scenario();
    for (const std::string& id : group_)
        if (const int i = s.gt().unitIndex(id); i >= 0) out.push_back(i);
    return out;
}

bool SelectTool::inGroup(const std::string& id) const {
    return std::find(group_.begin(), group_.end(), id) != group_.end();
}

void SelectTool::toggleInGroup(int u) {
    const std::string& id = ctx_.doc().scenario().gt().units[size_t(u)].id;
    const auto it = std::find(group_.begin(), group_.end(), id);
    if (it == group_.end()) {
        group_.push_back(id);
    } else {
        group_.erase(it);
        if (groupPivot_ == id) groupPivot_.clear();
    }
}

void SelectTool::startGroup(int unit) {
    // The group is the selection while it lasts: no firer, so no handle or arc in the way.
    groupMode_ = true;
    group_.clear();
    groupPivot_.clear();
    Selection& sel = ctx_.selection();
    sel.firer.clear();
    sel.target.clear();
    if (unit >= 0) group_.push_back(ctx_.doc().scenario().gt().units[size_t(unit)].id);
}

void SelectTool::endGroup() {
    groupMode_ = false;
    group_.clear();
    groupPivot_.clear();
    groupDrag_ = GroupDrag::None;
    lasso_.clear();
}

Vec2 SelectTool::groupPivot() const {
    const Scenario& s = ctx_.doc().scenario();
    const int pivot = s.gt().unitIndex(groupPivot_);
    return pivot >= 0 ? s.gt().units[size_t(pivot)].at : groupCentre(s, groupIndices());
}

std::optional<Vec2> SelectTool::groupHandle() const {
    const std::vector<int> members = groupIndices();
    if (!groupMode_ || members.empty()) return std::nullopt;
    const Camera& cam = ctx_.camera();
    const Vec2 pivot = groupPivot();
    double reach = 0; // the farthest corner of the group from the pivot, inches
    for (const int i : members)
        for (const Vec2 c : ctx_.doc().table().unit(i).corners.polygon())
            reach = std::max(reach, dist(pivot, c));
    // Ahead of the first unit, else to a side or behind: the first place no base is under
    // (a base under it would take the press, and the handle would be no use).
    const double facing = ctx_.doc().scenario().gt().units[size_t(members.front())].facing;
    std::optional<Vec2> first;
    for (const double turn : {0.0, 90.0, -90.0, 180.0}) {
        const Vec2 dir = cam.directionToScreen(facingVector(facing + turn));
        const double l = length(dir);
        if (l <= 0) return std::nullopt;
        const Vec2 h =
            cam.toScreen(pivot) + dir * ((reach * cam.pixelsPerInch() + handleGapPx()) / l);
        if (!first) first = h;
        if (ctx_.doc()
                .table()
                .unitsNear(cam.toTable(h), touchPx() / 2 / cam.pixelsPerInch())
                .empty())
            return h; // no base under its disc (the broad phase, as the unit's own handles ask)
    }
    return first;
}

void SelectTool::turnGroup(double degrees, unsigned gesture) {
    const Scenario& s = ctx_.doc().scenario();
    ctx_.apply(moveGroup(s, groupIndices(), {0, 0}, degrees, groupPivot(), "Turn group"), gesture);
}

void SelectTool::shiftGroup(Vec2 tableShift, unsigned gesture) {
    const Scenario& s = ctx_.doc().scenario();
    ctx_.apply(moveGroup(s, groupIndices(), tableShift, 0, {0, 0}, "Nudge group"), gesture);
}

void SelectTool::groupPanel() {
    const Scenario& s = ctx_.doc().scenario();
    const std::vector<int> members = groupIndices();
    if (ImGui::CollapsingHeader("Select several", ImGuiTreeNodeFlags_DefaultOpen)) {
        ImGui::Text("%d unit%s selected", int(members.size()), members.size() == 1 ? "" : "s");
        ImGui::TextWrapped("Tap a unit to add it or take it out; draw a loop round units on "
                           "bare cloth to add them (lasso). Drag one of them to move them all, "
                           "their places kept, the round handle to turn them. Pan with two "
                           "fingers or the arrow buttons.");
        if (!members.empty()) {
            const int pivot = s.gt().unitIndex(groupPivot_);
            ImGui::TextWrapped("Turns about %s.", pivot >= 0
                                                      ? ("the centre of " + groupPivot_).c_str()
                                                      : "the group's centre (the ring)");
            const float half = (ImGui::GetContentRegionAvail().x - 8) / 2;
            if (button("Turn 1° left##group", half)) turnGroup(-1);
            ImGui::SameLine();
            if (button("Turn 1° right##group", half)) turnGroup(1);
            if (button("Turn 15° left##group", half)) turnGroup(-15);
            ImGui::SameLine();
            if (button("Turn 15° right##group", half)) turnGroup(15);
            if (button("Face about##group", -1)) turnGroup(180);
            if (pivot >= 0 && button("Turn about the group's centre", -1)) groupPivot_.clear();
            if (button("Take all out", -1)) {
                group_.clear();
                groupPivot_.clear();
            }
        }
        if (button("Done selecting several", -1)) endGroup();
    }
}

// ---- The long-press menu -------------------------------------------------------------------

void SelectTool::drawMenu(PanelRects& rects) {
    menuLabels_.clear();
    if (!menu_) return;
    const Scenario& s = ctx_.doc().scenario();
    if (menu_->unit >= 0) { // the unit may have gone (undo, another edit): follow its id
        menu_->unit = s.gt().unitIndex(menu_->id);
        if (menu_->unit < 0) return closeMenu();
    }
    std::string title;
    const std::vector<MenuItem> items =
        menu_->unit >= 0 ? unitMenu(menu_->unit, title) : tableMenu(title);
    // Its size before it is drawn, as ImGui will lay it out (the title, a row a button, each
    // a finger high and at least six wide), so that its very first frame stands where it
    // stays: a window moved after Begin keeps the clipping of where it was, and a menu pushed
    // down from above the top once showed its last items cut off (Delete and Close, of a
    // unit's menu opened below the middle of the window).
    const ImGuiStyle& st = ImGui::GetStyle();
    const float width = 6 * touchPx();
    float w = ImGui::CalcTextSize(title.c_str()).x;
    for (const MenuItem& it : items)
        w = std::max(w, buttonWidth(it.label.c_str(), width));
    const Vec2 size{w + 2 * st.WindowPadding.x,
                    ImGui::GetTextLineHeight() +
                        double(items.size()) * (touchPx() + st.ItemSpacing.y) +
                        2 * st.WindowPadding.y};
    // Beside the finger, never under it, toward the middle of the window; on the other side of
    // the finger when it does not fit there; kept whole on screen either way.
    const Camera& cam = ctx_.camera();
    const double W = cam.viewportWidth(), H = cam.viewportHeight(), gap = touchPx() / 2;
    const Vec2 at = menu_->screen;
    const auto side = [gap](double finger, double extent, double room, bool before) {
        const double a = finger - gap - extent, b = finger + gap; // before or after the finger
        if (before) return a >= 0 || b + extent > room ? a : b;
        return b + extent <= room || a < 0 ? b : a;
    };
    const double x = side(at.x, size.x, W, at.x > W / 2), y = side(at.y, size.y, H, at.y > H / 2);
    ImGui::SetNextWindowPos(ImVec2(float(std::clamp(x, 0.0, std::max(0.0, W - size.x))),
                                   float(std::clamp(y, 0.0, std::max(0.0, H - size.y)))),
                            ImGuiCond_Always);
    ImGui::Begin("##press-menu", nullptr, kFixed | ImGuiWindowFlags_AlwaysAutoResize);
    rects.remember();
    ImGui::TextUnformatted(title.c_str());
    for (const MenuItem& it : items) {
        menuLabels_.push_back(it.label);
        if (button(it.label.c_str(), width)) {
            if (it.act) it.act();
            closeMenu();
            break;
        }
    }
    ImGui::End();
}

std::vector<SelectTool::MenuItem> SelectTool::unitMenu(int u, std::string& title) {
    const Scenario& s = ctx_.doc().scenario();
    const Unit& unit = s.gt().units[size_t(u)];
    const Menu m = *menu_;
    title = unit.name.empty() ? unit.id : unit.name;
    std::vector<MenuItem> items;
    if (groupMode_) {
        const bool member = inGroup(m.id);
        items.push_back({member ? "Take out of the group" : "Add to the group",
                         [this, u] { toggleInGroup(u); }});
        if (member && groupPivot_ != m.id)
            items.push_back({"Turn the group about this unit", [this, m] { groupPivot_ = m.id; }});
        items.push_back({"Done selecting several", [this] { endGroup(); }});
        items.push_back({"Close", nullptr});
        return items;
    }
    const int before = s.gt().unitIndex(m.before);
    if (before >= 0 && m.before != m.id) {
        const Unit& b = s.gt().units[size_t(before)];
        items.push_back({"Target of " + (b.name.empty() ? b.id : b.name), [this, m] {
                             ctx_.selection().firer = m.before;
                             ctx_.selection().target = m.id;
                         }});
    }
    const double turns[] = {-15, 15, 180};
    const char* names[] = {"Turn 15° left", "Turn 15° right", "Face about"};
    for (int i = 0; i < 3; ++i)
        items.push_back({names[i], [this, u, turn = turns[i]] {
                             const Scenario& now = ctx_.doc().scenario();
                             const Unit& it = now.gt().units[size_t(u)];
                             ctx_.apply(placeUnit(now, u, it.at, it.facing + turn, "Turn unit"));
                         }});
    if (ctx_.canFitToPhoto())
        items.push_back({"Fit to photo", [this, u] { ctx_.fitToPhoto({u}, "Fit to photo"); }});
    items.push_back({"Select several", [this, u] { startGroup(u); }});
    items.push_back({"Duplicate", [this, u] {
                         const Scenario& now = ctx_.doc().scenario();
                         if (const std::string full = unitLimitProblem(now); !full.empty())
                             return ctx_.setError(full);
                         ctx_.apply(duplicateUnit(now, u, ctx_.doc().table().unit(u).r * 3.0));
                         ctx_.selection().firer = ctx_.doc().scenario().gt().units.back().id;
                         ctx_.selection().target.clear();
                     }});
    items.push_back({"Delete", [this, u, m] {
                         ctx_.apply(deleteUnit(ctx_.doc().scenario(), u));
                         Selection& sel = ctx_.selection();
                         if (sel.firer == m.id) sel.firer.clear();
                         if (sel.target == m.id) sel.target.clear();
                         ctx_.setStatus("Deleted " + m.id + " (Undo brings it back)");
                     }});
    items.push_back({"Close", nullptr});
    return items;
}

std::vector<SelectTool::MenuItem> SelectTool::tableMenu(std::string& title) {
    const Vec2 at = menu_->table;
    title = "Table at " + inchesPlain(at.x) + ", " + inchesPlain(at.y);
    std::vector<MenuItem> items;
    items.push_back({"Add unit here", [this, at] { ctx_.askAddUnit(at); }});
    if (!groupMode_)
        items.push_back({"Select several", [this] { startGroup(-1); }});
    else
        items.push_back({"Done selecting several", [this] { endGroup(); }});
    items.push_back({"Close", nullptr});
    return items;
}

} // namespace cdo::app
