// Ruler: drag from one point to another, or tap the two ends. Ends on two bases measure edge
// to edge through the engine, as the rules do; elsewhere it is a plain tape.
#pragma once

#include "app/shell/context.h"
#include "app/tools/tool.h"

#include <optional>

namespace cdo::app {

class RulerTool final : public Tool {
  public:
    explicit RulerTool(Context& ctx) : ctx_(ctx) {}
    void press(Vec2) override {}
    void tap(Vec2 p) override;
    void longPress(Vec2) override {}
    bool dragStart(Vec2 p, Vec2 start) override;
    void dragMove(Vec2 p) override;
    void overlay(Scene& scene) override;
    void panel() override;

    void clear() { shown_ = false; } // a new document

  private:
    // The engine's reading when both ends are on two different bases.
    std::optional<Measure> measured() const;

    Context& ctx_;
    bool shown_ = false;
    Vec2 a_, b_;                  // the two ends, table inches
    int unitA_ = -1, unitB_ = -1; // the bases they landed on
    int stage_ = 0;               // 1: one end tapped, waiting for the other
};

} // namespace cdo::app
