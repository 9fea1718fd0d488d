// Terrain: tap a piece to select it; drag its points, tap an edge's middle to add a point,
// long-press a point to remove it. A new piece is drafted by tapping its corners, then
// finished into one command (refused, with the reason, when the outline crosses itself).
#pragma once

#include "app/shell/context.h"
#include "app/tools/tool.h"
#include "app/view/hit_test.h"

#include <optional>

namespace cdo::app {

class TerrainTool final : public Tool {
  public:
    explicit TerrainTool(Context& ctx) : ctx_(ctx) {}
    void press(Vec2 p) override;
    void tap(Vec2 p) override;
    void longPress(Vec2 p) override;
    bool dragStart(Vec2 p, Vec2 start) override;
    void dragMove(Vec2 p) override;
    void overlay(Scene& scene) override;
    void panel() override; // panel_terrain.cpp
    int highlightedTerrain() const override { return ctx_.terrainIndex(); }
    bool deleteSelected() override;

    bool drafting() const { return drafting_; }
    void startDraft(TerrainKind kind); // a new piece of this kind
    void finishDraft();
    // Drafting stops; the points stay until the next draft starts (as the old app kept them).
    void stopDrafting() { drafting_ = false; }
    void dropDraft() { // Escape, another tool
        drafting_ = false;
        draft_.clear();
    }

  private:
    Context& ctx_;
    std::optional<VertexHit> pressVertex_;     // a point of the selected terrain under the press
    bool pressEdgeMiddle_ = false;             // ...or the middle of one of its edges
    bool drafting_ = false, draftTop_ = false; // draftTop_: the selected hill's top
    TerrainKind draftKind_ = TerrainKind::Woods;
    Polygon draft_;
    // The point last tapped on the selected piece, which the panel can move by tape; with the
    // piece's id, so that it is forgotten when another piece is selected.
    std::optional<VertexHit> tapped_;
    std::string tappedOf_;
};

} // namespace cdo::app
