// The terrain tool's side panel: the draft in progress, or new pieces, the selected piece's
// fields and the list of all terrain.
#include "app/panels/panel_tape.h"
#include "app/tools/terrain_tool.h"
#include "app/view/widgets.h"

namespace cdo::app {

void TerrainTool::panel() {
    if (!ImGui::CollapsingHeader("Terrain", ImGuiTreeNodeFlags_DefaultOpen)) return;
    const Scenario& s = ctx_.doc().scenario();
    Selection& sel = ctx_.selection();
    if (drafting_) {
        ImGui::TextWrapped("Tap the %s of the new %s, then Finish. Points: %zu",
                           isPath(draftKind_) && !draftTop_ ? "points along the path" : "corners",
                           draftTop_ ? "hill top" : std::string(toString(draftKind_)).c_str(),
                           draft_.size());
        if (button("Finish")) finishDraft();
        ImGui::SameLine();
        if (button("Undo point") && !draft_.empty()) draft_.pop_back();
        ImGui::SameLine();
        if (button("Cancel")) {
            drafting_ = draftTop_ = false;
            draft_.clear();
            return;
        }
        // A corner measured with a tape from two table edges (panel_tape.cpp).
        ImGui::Separator();
        if (Vec2 p; tapePoint(ctx_, "Add point", p)) draft_.push_back(p);
        return;
    }
    ImGui::TextUnformatted("New:");
    int n = 0;
    for (TerrainKind k : allTerrainKinds) {
        if (n++ % 3) ImGui::SameLine();
        if (button(std::string(toString(k)).c_str(), 110)) {
            startDraft(k);
            sel.terrain.clear();
        }
    }
    const int ti = ctx_.terrainIndex();
    if (ti >= 0) {
        const Terrain& T = s.gt().terrain[size_t(ti)];
        Terrain t = T;
        ImGui::Separator();
        std::string text;
        if (ctx_.fields().text("Id##terrain", T.id, text)) {
            EditResult r = renameTerrain(s, ti, text);
            if (r.command) {
                ctx_.apply(std::move(r));
                sel.terrain = text;
            } else
                ctx_.setError(r.error);
            return;
        }
        if (enumCombo("Kind", t.kind, allTerrainKinds)) {
            // Outline and path swap when a feature changes between area and line.
            if (isPath(t.kind) != isPath(T.kind)) std::swap(t.outline, t.path);
            if (t.kind != TerrainKind::Hill) t.top.clear();
            if (t.kind == TerrainKind::Road && t.width <= 0) t.width = 0.5;
            ctx_.apply(editTerrain(s, ti, t, "Change kind"));
            return;
        }
        double v;
        if (t.kind == TerrainKind::Road && ctx_.fields().number("Width (in)", T.width, v)) {
            t.width = v;
            ctx_.apply(editTerrain(s, ti, t, "Road width"));
            return;
        }
        // Fit to photo looks for the tops of bases on the hill's top at this height.
        if (t.kind == TerrainKind::Hill && ctx_.fields().number("Height (in)", T.height, v)) {
            t.height = v;
            ctx_.apply(editTerrain(s, ti, t, "Hill height"));
            return;
        }
        if (t.kind == TerrainKind::Hill) {
            if (button("Draw top")) {
                drafting_ = draftTop_ = true;
                draft_.clear();
            }
            ImGui::SameLine();
            if (!T.top.empty() && button("Remove top")) {
                t.top.clear();
                ctx_.apply(editTerrain(s, ti, t, "Remove hill top"));
                return;
            }
        }
        if (button("Delete terrain")) {
            ctx_.apply(deleteTerrain(s, ti));
            sel.terrain.clear();
            return;
        }
        ImGui::TextWrapped("Drag a yellow point to move it (orange: the hill's top); tap the "
                           "small point in the middle of an edge to add one; long-press a point "
                           "to remove it.");
        // A point tapped on the table, moved to where a tape from two edges says.
        std::vector<Vec2>* pts = nullptr;
        if (tapped_ && tappedOf_ == T.id)
            pts = tapped_->top ? &t.top : (isPath(t.kind) ? &t.path : &t.outline);
        if (pts && tapped_->vertex < int(pts->size())) {
            const Vec2 at = (*pts)[size_t(tapped_->vertex)];
            ImGui::Separator();
            ImGui::TextWrapped("Point %d%s (ringed), now %.1f\" from the left and %.1f\" from "
                               "the near edge.",
                               tapped_->vertex + 1, tapped_->top ? " of the top" : "", at.x, at.y);
            if (Vec2 p; tapePoint(ctx_, "Move the point there", p)) {
                (*pts)[size_t(tapped_->vertex)] = p;
                ctx_.apply(editTerrain(s, ti, t, "Move point"));
                return;
            }
        } else {
            ImGui::TextWrapped("Tap one of its points to move it by tape (distances from two "
                               "table edges).");
        }
    }
    ImGui::Separator();
    ImGui::TextUnformatted("All terrain:");
    for (const Terrain& t : s.gt().terrain) {
        const std::string line = t.id + "  (" + std::string(toString(t.kind)) + ")";
        if (row(line.c_str(), t.id == sel.terrain)) sel.terrain = t.id;
    }
}

} // namespace cdo::app
