#include "app/gt/gt_face.h"

#include "app/document/edits.h"
#include "app/panels/panel_tape.h"
#include "app/panels/roster_panel.h"
#include "app/view/density.h"
#include "app/view/layout.h"

#include <imgui.h>

#include <algorithm>
#include <cmath>

namespace cdo::app {

GtFace::GtFace(Shell& shell)
    : shell_(shell), photoTool_(shell, shell.photo(), [this] { chooseTool(ToolKind::Select); }) {}

// ---- Answers and pictures ------------------------------------------------------------------

void GtFace::updateAnswers(EngineAnswers& answers) {
    const Document& doc = shell_.doc();
    const Table& table = doc.table();
    // The terrain's mesh, built again only when an edit changed the terrain: the revision is
    // checked first (every frame), the terrain compared (outlines and all) only after an edit.
    if (meshRevision_ != doc.revision()) {
        meshRevision_ = doc.revision();
        if (!meshTerrain_ || *meshTerrain_ != doc.scenario().gt().terrain) {
            mesh_.build(table);
            meshTerrain_ = doc.scenario().gt().terrain;
        }
    }
    // Every battery's targets: once per change of the table while the view is on. A drag
    // changes it every frame, and asking all 40 batteries among 400 bases costs about 0.5 ms
    // (README Speed): only those whose answer the move can change are asked again.
    if (!shell_.view().allBatteries) {
        answers.allBatteries.clear();
        allBatteriesRevision_.reset();
        allBatteries_.clear();
    } else if (allBatteriesRevision_ != doc.revision()) {
        answers.allBatteries = allBatteries_.update(doc.engine());
        allBatteriesRevision_ = doc.revision();
    }
    const int f = shell_.firerIndex(), t = shell_.targetIndex();
    const Key key{doc.revision(), f, t};
    if (key == cacheKey_) return;
    const bool firerChanged =
        !cacheKey_ || key.revision != cacheKey_->revision || key.firer != cacheKey_->firer;
    cacheKey_ = key;
    const Scenario& s = doc.scenario();
    if (firerChanged) {
        answers.looks.assign(s.gt().units.size(), UnitLook{});
        answers.valid.clear();
        if (f >= 0) {
            // The engine decides; the app only paints its answer.
            const Engine& engine = doc.engine();
            answers.valid = engine.validTargets(f);
            for (std::size_t i = 0; i < s.gt().units.size(); ++i)
                if (int(i) != f && engine.enemies(f, int(i)))
                    answers.looks[i].asTarget = UnitLook::AsTarget::Invalid;
            for (const RulingPtr& r : answers.valid) {
                const int i = engine.unitIndex(r->target);
                if (i >= 0) answers.looks[size_t(i)].asTarget = UnitLook::AsTarget::Valid;
            }
        }
    }
    for (UnitLook& l : answers.looks)
        l.selected = l.target = false;
    if (f >= 0) answers.looks[size_t(f)].selected = true;
    if (t >= 0) answers.looks[size_t(t)].target = true;
    answers.ruling.reset();
    answers.evidence.clear();
    if (f >= 0 && t >= 0 && f != t) {
        answers.ruling = doc.engine().rule(f, t);
        answers.evidence = doc.engine().evidence(*answers.ruling);
    }
}

void GtFace::buildScene(Scene& scene, bool toolOverlay) {
    const Document& doc = shell_.doc();
    const Table& table = doc.table();
    const Camera& cam = shell_.camera();
    const ViewSettings& view = shell_.view();
    const EngineAnswers& answers = shell_.answers();
    scene.clear();
    scene.table(cam, doc.scenario(), view.scene);
    scene.terrain(cam, table, mesh_, tool_->highlightedTerrain(), view.scene);
    backdropScene(scene);
    std::vector<UnitLook> looks = answers.looks;
    if (!view.showTargets)
        for (UnitLook& l : looks)
            l.asTarget = UnitLook::AsTarget::None;
    // While the photo is marked as taken, the bases would hide what is marked.
    if (!(tool_ == &photoTool_ && photoTool_.asTaken() && scene.photoTexture))
        scene.units(cam, table, looks, view.scene);
    fitChecks(scene);

    if (view.allBatteries) drawAllBatteries(scene, cam, table, answers.allBatteries);
    SceneDebugDraw dd(cam, scene);
    const int f = shell_.firerIndex();
    if (f >= 0 && view.showReach) doc.engine().drawReach(f, dd);
    if (answers.ruling && view.showRuling) doc.engine().drawRuling(*answers.ruling, dd);
    if (toolOverlay) tool_->overlay(scene); // over the engine's evidence
    scene.placeLabels();                    // last: clear of the bases and of the move readout
}

// Each base a fit placed but is not sure of: a dashed outline in the warning colour (a close
// call's), cased dark, 0.1" out round it, so the player finds the bases to look at on the
// table; the dashes tell it from a target's ring without the colour.
void GtFace::fitChecks(Scene& scene) const {
    const Camera& cam = shell_.camera();
    const Palette& P = palette();
    const float w = linePx(kLineMm * P.lineScale), casing = linePx(kCasingMm);
    const float dash = float(mm(2.5));
    for (const auto& outline :
         fitChecksToDraw(shell_.doc().scenario(), shell_.doc().table(), shell_.fitReport()))
        for (std::size_t k = 0; k < outline.size(); ++k) {
            const Vec2 a = cam.toScreen(outline[k]), b = cam.toScreen(outline[(k + 1) % 4]);
            scene.over.line(a, b, w + 2 * casing, P.outline);
            scene.over.dashedLine(a, b, w, dash, P.warn);
        }
}

void GtFace::backdropScene(Scene& scene) {
    const Scenario& s = shell_.doc().scenario();
    const Camera& cam = shell_.camera();
    const BackdropPhoto& photo = shell_.photo();
    scene.photo.clear();
    scene.photoTexture = nullptr;
    if (!s.gt().backdrop || !photo.loaded()) return;
    const bool marking = tool_ == &photoTool_ && photoTool_.asTaken();
    std::optional<Homography> toTable;
    if (marking)
        toTable = flatOnTable(photo.size(), s.gt().tableWidth, s.gt().tableDepth);
    else if (auto f = backdropFit(*s.gt().backdrop))
        toTable = f->toTable;
    if (!toTable) return;
    // Only the part of the table in view, at half a pixel of the view's zoom.
    const Layout::Box t = layoutFor(cam.viewportWidth(), cam.viewportHeight()).table;
    Vec2 lo{1e300, 1e300}, hi{-1e300, -1e300};
    for (Vec2 c : {Vec2{t.x, t.y}, Vec2{t.right(), t.y}, Vec2{t.right(), t.bottom()},
                   Vec2{t.x, t.bottom()}}) {
        const Vec2 p = cam.toTable(c);
        lo = {std::min(lo.x, p.x), std::min(lo.y, p.y)};
        hi = {std::max(hi.x, p.x), std::max(hi.y, p.y)};
    }
    lo = {std::max(lo.x, 0.0), std::max(lo.y, 0.0)};
    hi = {std::min(hi.x, s.gt().tableWidth), std::min(hi.y, s.gt().tableDepth)};
    const Homography toImage = toTable->inverse();
    const WarpKey key{toImage.m, lo, hi, photo.size(), 0.5 / cam.pixelsPerInch()};
    if (!warpKey_ || !(*warpKey_ == key)) {
        warp_ = warpMesh(toImage, photo.size(), lo, hi, key.tolerance);
        warpKey_ = key;
    }
    const Colour tint(255, 255, 255,
                      marking ? 255 : std::uint8_t(std::lround(s.gt().backdrop->opacity * 255)));
    const float k = float(photo.textureScale());
    scene.photo.reserve(warp_.size() * 3);
    for (const WarpTriangle& w : warp_)
        for (std::size_t j = 0; j < 3; ++j)
            scene.photo.push_back({v2f(cam.toScreen(w.table[j])),
                                   tint,
                                   {float(w.image[j].x) * k, float(w.image[j].y) * k}});
    scene.photoTexture = photo.texture();
}

void GtFace::fitView(Camera& cam, const Layout& l) const {
    const Scenario& s = shell_.doc().scenario();
    const Layout::Box t = l.table;
    const double margin = 16;
    cam.fit(s.gt().tableWidth, s.gt().tableDepth, margin, t.x, t.right());
    // fit() uses the width between the panels; upright, the height left between the panels
    // above and below is less than the window's.
    const double turn = cam.rotation() * 3.14159265358979 / 180;
    const double extY =
        std::abs(s.gt().tableWidth * std::sin(turn)) + std::abs(s.gt().tableDepth * std::cos(turn));
    const double tall = (t.h - 2 * margin) / std::max(extY, 1e-9);
    if (l.portrait && tall < cam.pixelsPerInch()) {
        cam.setPixelsPerInch(tall);
        cam.setCentre({s.gt().tableWidth / 2, s.gt().tableDepth / 2});
        cam.panBy({t.x + t.w / 2 - cam.viewportWidth() / 2, 0});
    }
    // fit() centres vertically in the whole window; the panels above and below take some.
    cam.panBy({0, t.y + t.h / 2 - cam.viewportHeight() / 2});
}

std::vector<Vec2> GtFace::rulingFocus() const {
    std::vector<Vec2> focus;
    for (const int i : {shell_.firerIndex(), shell_.targetIndex()})
        if (i >= 0)
            for (Vec2 p : shell_.doc().table().unit(i).base)
                focus.push_back(p);
    return focus;
}

std::string GtFace::selectByIds(const std::string& firer, const std::string& target,
                                Selection& selection) const {
    const Scenario& s = shell_.doc().scenario();
    for (const std::string* id : {&firer, &target})
        if (!id->empty() && s.gt().unitIndex(*id) < 0) return "no unit with the id '" + *id + "'";
    selection.firer = firer;
    selection.target = target;
    return {};
}

// ---- Tools and panels ------------------------------------------------------------------------

ToolKind GtFace::toolKind() const {
    return tool_ == &ruler_       ? ToolKind::Ruler
           : tool_ == &terrain_   ? ToolKind::Terrain
           : tool_ == &photoTool_ ? ToolKind::Photo
                                  : ToolKind::Select;
}

std::vector<std::pair<const char*, ToolKind>> GtFace::tools() const {
    return {
        {"Select", ToolKind::Select}, {"Ruler", ToolKind::Ruler}, {"Terrain", ToolKind::Terrain}};
}

void GtFace::useTool(ToolKind t) {
    tool_ = t == ToolKind::Ruler     ? static_cast<Tool*>(&ruler_)
            : t == ToolKind::Terrain ? static_cast<Tool*>(&terrain_)
            : t == ToolKind::Photo   ? static_cast<Tool*>(&photoTool_)
                                     : &select_;
}

std::string GtFace::chooseTool(ToolKind t) {
    useTool(t);
    select_.closeMenu();
    if (t != ToolKind::Terrain) terrain_.dropDraft();
    if (t == ToolKind::Photo) rosterOpen_ = false;
    return {};
}

std::string GtFace::toggleRoster() {
    rosterOpen_ = !rosterOpen_;
    if (rosterOpen_) useTool(ToolKind::Select);
    return {};
}

void GtFace::openRoster(int side) {
    rosterOpen_ = true;
    useTool(ToolKind::Select);
    shell_.rosterState().side = side;
}

void GtFace::sidePanel() {
    if (rosterOpen_ && tool_ == &select_) return rosterPanel();
    tool_->panel();
    if (tool_ != &photoTool_)
        photoEntry(shell_, shell_.photo(), [this] { chooseTool(ToolKind::Photo); });
    tableViewOptions(shell_, shell_.viewSettings());
    tableLegend(shell_, sides());
}

void GtFace::rosterPanel() {
    Roster& roster = shell_.roster();
    RosterPanelState& state = shell_.rosterState();
    const Document& doc = shell_.doc();
    if (state.shelfDir.empty()) {
        state.shelfDir = shell_.assetPath("../armies");
        state.shelf = Roster::shelf(state.shelfDir);
        // The lists this table already came from, one per side.
        const auto& armies = doc.scenario().armies;
        // Each is found beside the scenario, never from where the app was started, and only
        // an army-list file is opened (not /etc/shadow, not /dev/zero).
        for (std::size_t i = 0; i < armies.size() && int(i) < Roster::kSides; ++i) {
            std::string error;
            if (!roster.choose(int(i), resolveListPath(armies[i].list, doc.path()), error)) {
                if (!state.error.empty()) state.error += "\n";
                state.error += "The army list of " + armies[i].side +
                               " named by this scenario is refused: " + error;
            }
        }
    }
    const Vec2 middle = shell_.camera().toTable(shell_.viewCentre());
    Deployment d = drawRosterPanel(roster, state, doc.scenario(), [&](int) { return middle; });
    if (!d.error.empty()) shell_.setError(d.error);
    if (d.command) {
        shell_.apply(std::move(d.command));
        // The new unit is the last one; select it so that a drag puts it in place.
        const Scenario& s = shell_.doc().scenario();
        if (!s.gt().units.empty()) shell_.selection().firer = s.gt().units.back().id;
        shell_.selection().target.clear();
    }
}

void GtFace::overlays(PanelRects& rects) {
    if (tool_ == &select_) select_.drawMenu(rects);
}

bool GtFace::dismissMenu(bool overPanel) {
    if (!select_.menuOpen() || overPanel) return false;
    select_.closeMenu();
    return true;
}

std::set<std::string> GtFace::sides() const {
    std::set<std::string> sides;
    for (const Unit& u : shell_.doc().scenario().gt().units)
        sides.insert(u.side);
    return sides;
}

// ---- Keys ------------------------------------------------------------------------------------

bool GtFace::key(EditKey k, bool shift, unsigned gesture) {
    Selection& sel = shell_.selection();
    const Scenario& s = shell_.doc().scenario();
    const double step = shift ? 1.0 : 0.1;
    switch (k) {
    case EditKey::Duplicate:
        if (const int f = shell_.firerIndex(); f >= 0) {
            if (const std::string full = unitLimitProblem(s); !full.empty()) {
                shell_.setError(full);
                return true;
            }
            shell_.apply(duplicateUnit(s, f, shell_.doc().table().unit(f).r * 3.0));
            sel.firer = shell_.doc().scenario().gt().units.back().id;
        }
        return true;
    case EditKey::Delete:
        if (tool_->deleteSelected()) return true; // the tool's own first (a terrain piece)
        if (const int f = shell_.firerIndex(); f >= 0) {
            shell_.apply(deleteUnit(s, f));
            sel.firer.clear();
        }
        return true;
    case EditKey::Left:
        return nudge({-1, 0}, step, gesture), true;
    case EditKey::Right:
        return nudge({1, 0}, step, gesture), true;
    case EditKey::Up:
        return nudge({0, -1}, step, gesture), true;
    case EditKey::Down:
        return nudge({0, 1}, step, gesture), true;
    case EditKey::TurnLeft:
        return turnSelected(shift ? -1 : -5, gesture), true;
    case EditKey::TurnRight:
        return turnSelected(shift ? 1 : 5, gesture), true;
    case EditKey::Escape:
        if (select_.menuOpen())
            select_.closeMenu();
        else if (select_.groupMode())
            select_.endGroup();
        else if (terrain_.drafting())
            terrain_.dropDraft();
        else
            return false;
        return true;
    case EditKey::Enter:
        if (!terrain_.drafting()) return false;
        terrain_.finishDraft();
        return true;
    }
    return false;
}

void GtFace::nudge(Vec2 screenDir, double in, unsigned gesture) {
    const int f = shell_.firerIndex();
    if (f < 0 && !select_.groupMode()) return;
    // The arrow keys move the unit the way they point on screen, whatever the rotation.
    const Camera& cam = shell_.camera();
    const Vec2 o = cam.toTable({0, 0}), d = cam.toTable(screenDir * cam.pixelsPerInch());
    const Vec2 dir = d - o;
    if (select_.groupMode()) return select_.shiftGroup(dir * (in / length(dir)), gesture);
    const Scenario& s = shell_.doc().scenario();
    const Unit& u = s.gt().units[size_t(f)];
    shell_.apply(placeUnit(s, f, u.at + dir * (in / length(dir)), u.facing, "Nudge unit"), gesture);
}

void GtFace::turnSelected(double degrees, unsigned gesture) {
    if (select_.groupMode()) return select_.turnGroup(degrees, gesture);
    const int f = shell_.firerIndex();
    if (f < 0) return;
    const Scenario& s = shell_.doc().scenario();
    const Unit& u = s.gt().units[size_t(f)];
    shell_.apply(placeUnit(s, f, u.at, u.facing + degrees, "Turn unit"), gesture);
}

void GtFace::forget() {
    select_.closeMenu();
    select_.endGroup();
    ruler_.clear();
    terrain_.stopDrafting();
    forgetTapeUnits();
    cacheKey_.reset();
    allBatteriesRevision_.reset();
    allBatteries_.clear();
    meshTerrain_.reset();
}

} // namespace cdo::app
