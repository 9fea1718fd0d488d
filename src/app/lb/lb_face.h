// La Bataille's face: counters on a hex map. One tool (the hex tool: select, move, target a
// hex), the engine's answers for the selected counter and the target hex, the map drawn with
// its zones of influence.
#pragma once

#include "app/lb/hex_tool.h"
#include "app/shell/face.h"

#include <optional>
#include <set>

namespace cdo::app {

class LbFace final : public Face {
  public:
    explicit LbFace(Shell& shell) : shell_(shell) {}

    void updateAnswers(EngineAnswers& answers) override;
    void buildScene(Scene& scene, bool toolOverlay) override;
    void fitView(Camera& cam, const Layout& layout) const override;
    std::vector<Vec2> rulingFocus() const override;
    // A hex is 1" across: a few hexes around the firer and the target.
    double rulingMargin() const override { return 6; }
    std::string selectByIds(const std::string& firer, const std::string& target,
                            Selection& selection) const override;

    Tool& tool() override { return hex_; }
    const HexTool& hexTool() const { return hex_; } // the script's dump reads its answers
    ToolKind toolKind() const override { return ToolKind::Select; } // the map's Select
    std::vector<std::pair<const char*, ToolKind>> tools() const override {
        return {{"Select", ToolKind::Select}};
    }
    bool hasRoster() const override { return false; }
    std::string chooseTool(ToolKind t) override;
    std::string toggleRoster() override;
    bool rosterOpen() const override { return false; }
    void openRoster(int) override {}
    void sidePanel() override;
    void overlays(PanelRects&) override {}
    bool dismissMenu(bool) override { return false; }
    bool key(EditKey k, bool shift, unsigned gesture) override;
    void forget() override { cacheKey_.reset(); }

  private:
    std::set<std::string> sides() const; // of the counters on the map, for the legend

    Shell& shell_;
    HexTool hex_{shell_};
    // What the answers were computed for.
    struct Key {
        unsigned long revision = 0;
        int firer = -1;
        std::optional<lb::Hex> hex; // the target hex
        bool operator==(const Key&) const = default;
    };
    std::optional<Key> cacheKey_;
};

} // namespace cdo::app
