#include "app/tools/terrain_tool.h"

#include "app/view/render.h"

namespace cdo::app {

namespace {

// The points of a piece that a VertexHit counts in.
std::vector<Vec2>& pointsOf(Terrain& t, const VertexHit& v) {
    return v.top ? t.top : (isPath(t.kind) ? t.path : t.outline);
}

} // namespace

void TerrainTool::press(Vec2 p) {
    pressVertex_.reset();
    pressEdgeMiddle_ = false;
    const int ti = ctx_.terrainIndex();
    if (ti < 0 || drafting_) return;
    const Terrain& t = ctx_.doc().scenario().gt().terrain[size_t(ti)];
    const Vec2 tp = ctx_.camera().toTable(p);
    pressVertex_ = vertexAt(t, tp, ctx_.slopInches());
    if (!pressVertex_) {
        pressVertex_ = edgeMiddleAt(t, tp, ctx_.slopInches() * 0.8);
        pressEdgeMiddle_ = pressVertex_.has_value();
    }
}

void TerrainTool::tap(Vec2 p) {
    const Scenario& s = ctx_.doc().scenario();
    const Vec2 tp = ctx_.camera().toTable(p);
    if (drafting_) {
        draft_.push_back(clampToTable(s, tp));
        return;
    }
    const int ti = ctx_.terrainIndex();
    if (ti >= 0 && pressEdgeMiddle_ && pressVertex_) {
        Terrain t = s.gt().terrain[size_t(ti)];
        std::vector<Vec2>& pts = pointsOf(t, *pressVertex_);
        const std::size_t at = size_t(pressVertex_->vertex);
        const Vec2 mid = lerp(pts[at - 1], pts[at % pts.size()], 0.5);
        pts.insert(pts.begin() + long(at), mid);
        ctx_.apply(editTerrain(s, ti, t, "Add point"));
        return;
    }
    if (ti >= 0 && pressVertex_) { // a tap on a point keeps the selection, and picks the point
        tapped_ = pressVertex_;
        tappedOf_ = s.gt().terrain[size_t(ti)].id;
        return;
    }
    const int hit = terrainAt(ctx_.doc().table(), tp, ctx_.slopInches());
    ctx_.selection().terrain = hit >= 0 ? s.gt().terrain[size_t(hit)].id : "";
}

void TerrainTool::longPress(Vec2) {
    if (!pressVertex_ || pressEdgeMiddle_) return;
    const int ti = ctx_.terrainIndex();
    if (ti < 0) return;
    const Scenario& s = ctx_.doc().scenario();
    Terrain t = s.gt().terrain[size_t(ti)];
    std::vector<Vec2>& pts = pointsOf(t, *pressVertex_);
    pts.erase(pts.begin() + pressVertex_->vertex);
    ctx_.apply(editTerrain(s, ti, t, "Remove point"));
    pressVertex_.reset();
}

bool TerrainTool::dragStart(Vec2, Vec2) {
    return pressVertex_ && !pressEdgeMiddle_; // else the view pans
}

void TerrainTool::dragMove(Vec2 p) {
    const int ti = ctx_.terrainIndex();
    if (ti < 0 || !pressVertex_) return;
    const Scenario& s = ctx_.doc().scenario();
    Terrain t = s.gt().terrain[size_t(ti)];
    std::vector<Vec2>& pts = pointsOf(t, *pressVertex_);
    if (pressVertex_->vertex >= int(pts.size())) return;
    pts[size_t(pressVertex_->vertex)] = clampToTable(s, ctx_.camera().toTable(p));
    EditResult r = editTerrain(s, ti, t, "Move point");
    if (!r.command)
        ctx_.setStatus("Not there: " + r.error);
    else
        ctx_.apply(std::move(r), ctx_.gestureId());
}

bool TerrainTool::deleteSelected() {
    const int ti = ctx_.terrainIndex();
    if (ti < 0) return false;
    ctx_.apply(deleteTerrain(ctx_.doc().scenario(), ti));
    ctx_.selection().terrain.clear();
    return true;
}

void TerrainTool::startDraft(TerrainKind kind) {
    drafting_ = true;
    draftTop_ = false;
    draftKind_ = kind;
    draft_.clear();
}

void TerrainTool::finishDraft() {
    const Scenario& s = ctx_.doc().scenario();
    if (draftTop_) {
        const int ti = ctx_.terrainIndex();
        if (ti >= 0) {
            Terrain t = s.gt().terrain[size_t(ti)];
            t.top = draft_;
            EditResult r = editTerrain(s, ti, t, "Set hill top");
            if (!r.command) {
                ctx_.setError(r.error);
                return;
            }
            ctx_.apply(std::move(r));
        }
    } else {
        Terrain t;
        t.kind = draftKind_;
        if (isPath(draftKind_))
            t.path = draft_;
        else
            t.outline = draft_;
        if (draftKind_ == TerrainKind::Road) t.width = 0.5;
        EditResult r = addTerrain(s, t);
        if (!r.command) {
            ctx_.setError(r.error);
            return;
        }
        ctx_.apply(std::move(r));
        ctx_.selection().terrain = ctx_.doc().scenario().gt().terrain.back().id;
    }
    drafting_ = false;
    draftTop_ = false;
    draft_.clear();
}

void TerrainTool::overlay(Scene& scene) {
    const Camera& cam = ctx_.camera();
    if (const int ti = ctx_.terrainIndex(); ti >= 0 && !drafting_) {
        const Terrain& t = ctx_.doc().scenario().gt().terrain[size_t(ti)];
        auto dots = [&](const std::vector<Vec2>& pts, bool closed, Colour col) {
            for (Vec2 p : pts) {
                scene.handles.disc(cam.toScreen(p), 11, Colour(20, 20, 20), 16);
                scene.handles.disc(cam.toScreen(p), 8, col, 16);
            }
            const std::size_t n = pts.size();
            for (std::size_t i = 0; i + (closed ? 0 : 1) < n && n >= 2; ++i)
                scene.handles.disc(cam.toScreen(lerp(pts[i], pts[(i + 1) % n], 0.5)), 5,
                                   Colour(255, 255, 255, 200), 10);
        };
        dots(isPath(t.kind) ? t.path : t.outline, !isPath(t.kind), palette().selection);
        if (t.kind == TerrainKind::Hill) dots(t.top, true, Colour(255, 150, 60));
        // The point picked for the panel's tape: a dark and white ring around it.
        if (tapped_ && tappedOf_ == t.id) {
            const std::vector<Vec2>& pts =
                tapped_->top ? t.top : (isPath(t.kind) ? t.path : t.outline);
            if (tapped_->vertex < int(pts.size())) {
                const Vec2 c = cam.toScreen(pts[size_t(tapped_->vertex)]);
                scene.handles.ring(c, 17, 5, Colour(20, 20, 20), 20);
                scene.handles.ring(c, 16, 3, Colour(255, 255, 255), 20);
            }
        }
    }
    if (drafting_) {
        std::vector<Vec2> pts;
        for (Vec2 p : draft_)
            pts.push_back(cam.toScreen(p));
        scene.handles.polyline(pts, 3, Colour(255, 255, 255), false);
        for (Vec2 p : pts)
            scene.handles.disc(p, 8, palette().selection, 14);
    }
}

} // namespace cdo::app
