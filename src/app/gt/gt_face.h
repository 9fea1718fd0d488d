// Grande Tactique's face: free bases on a continuous table. Its tools (select, ruler, terrain,
// photo), the engine's answers for the firer and the target, every battery's targets while
// that view is on, the terrain's mesh and the warped photo under the bases.
#pragma once

#include "app/gt/all_batteries.h"
#include "app/gt/select_tool.h"
#include "app/shell/face.h"
#include "app/tools/photo_tool.h"
#include "app/tools/ruler_tool.h"
#include "app/tools/terrain_tool.h"
#include "app/view/render.h"

#include <array>
#include <optional>
#include <set>
#include <vector>

namespace cdo::app {

class GtFace final : public Face {
  public:
    explicit GtFace(Shell& shell);

    void updateAnswers(EngineAnswers& answers) override;
    void buildScene(Scene& scene, bool toolOverlay) override;
    void fitView(Camera& cam, const Layout& layout) const override;
    std::vector<Vec2> rulingFocus() const override;
    double rulingMargin() const override { return 4; }
    std::string selectByIds(const std::string& firer, const std::string& target,
                            Selection& selection) const override;

    Tool& tool() override { return *tool_; }
    ToolKind toolKind() const override;
    std::vector<std::pair<const char*, ToolKind>> tools() const override;
    bool hasRoster() const override { return true; }
    std::string chooseTool(ToolKind t) override;
    std::string toggleRoster() override;
    bool rosterOpen() const override { return rosterOpen_; }
    void openRoster(int side) override;
    void sidePanel() override;
    void overlays(PanelRects& rects) override;
    bool dismissMenu(bool overPanel) override;
    bool key(EditKey k, bool shift, unsigned gesture) override;
    void forget() override;

    // For the script runner and the frame bench.
    const SelectTool& selectTool() const { return select_; }
    TerrainTool& terrainTool() { return terrain_; }
    const PhotoTool& photoTool() const { return photoTool_; }
    const AllBatteries& allBatteries() const { return allBatteries_; }
    void useTool(ToolKind t); // as chooseTool, but a draft in progress goes on

  private:
    void rosterPanel();
    std::set<std::string> sides() const; // of the units on the table, for the legend
    void backdropScene(Scene& scene);
    void fitChecks(Scene& scene) const; // the bases a fit asks the player to check
    void nudge(Vec2 screenDir, double inches, unsigned gesture);
    void turnSelected(double degrees, unsigned gesture);

    Shell& shell_;
    SelectTool select_{shell_};
    RulerTool ruler_{shell_};
    TerrainTool terrain_{shell_};
    PhotoTool photoTool_;
    Tool* tool_ = &select_;
    // The roster shows in the side panel while open; the table keeps the Select tool, so a
    // unit put on the table can be dragged into place at once.
    bool rosterOpen_ = false;

    TerrainMesh mesh_;
    // The terrain the mesh was built from: dragging a unit changes the revision every frame but
    // not the terrain, and triangulating it again each time showed in the frame bench.
    std::optional<std::vector<Terrain>> meshTerrain_;
    std::optional<unsigned long> meshRevision_; // a face lives for one document (face.h)
    // The warp of the last frame and what it was made from: rebuilt when the view or the
    // marks change, not for every unit dragged.
    struct WarpKey {
        std::array<double, 9> m{};
        Vec2 lo, hi, size;
        double tolerance = 0;
        bool operator==(const WarpKey&) const = default;
    };
    std::optional<WarpKey> warpKey_;
    std::vector<WarpTriangle> warp_;

    // What the answers were computed for.
    struct Key {
        unsigned long revision = 0;
        int firer = -1, target = -1;
        bool operator==(const Key&) const = default;
    };
    std::optional<Key> cacheKey_;
    // The revision the all-batteries answers were computed for (none: not computed), and the
    // answers kept across edits, so that a drag asks again only the batteries it can change.
    std::optional<unsigned long> allBatteriesRevision_;
    AllBatteries allBatteries_;
};

} // namespace cdo::app
