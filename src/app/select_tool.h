// Select: tap a unit to make it the firer, an enemy to make it the target; drag a unit to move
// it (snapping into contact), its round handle in front to pivot it about its centre, a wheel
// handle beyond a front corner to wheel it about the other front corner; long-press to pick any
// unit as the firer, or bare cloth to add one. While it moves, the readout says what the move
// uses (move_readout.h). The side panel shows the ruling, the battery's actions, the turn, the
// targets and the unit.
#pragma once

#include "app/context.h"
#include "app/move_readout.h"
#include "app/snap.h"
#include "app/tool.h"

#include <optional>
#include <string>

namespace cdo::app {

class SelectTool final : public Tool {
  public:
    explicit SelectTool(Context& ctx) : ctx_(ctx) {}
    void press(Vec2 p) override;
    void tap(Vec2 p) override;
    void longPress(Vec2 p) override;
    bool dragStart(Vec2 p, Vec2 start) override;
    void dragMove(Vec2 p) override;
    void dragEnd() override;
    void overlay(Scene& scene) override;
    void panel() override;

  private:
    std::optional<Vec2> turnHandle() const; // window position of the firer's handle

    Context& ctx_;
    enum class Drag { None, Move, Turn, Wheel };
    Drag drag_ = Drag::None; // Turn (Wheel) from the press on the handle on
    int wheelPivot_ = 0;     // the front corner wheeled about: 0 left, 1 right
    Vec2 wheelCorner_;       // where it stays, table inches
    int pressUnit_ = -1;     // the unit under the press
    Vec2 grab_;              // from the finger to the unit's centre, table inches
    // A move keeps the unit's own facing (as the drag began); a snap only proposes a turn,
    // shown while it holds and made (its own undo step) when the unit is dropped there.
    double ownFacing_ = 0;
    std::optional<Snap> snapped_; // the snap holding the moved unit now, when it turns it
    MoveReadout readout_;         // what the move uses, live beside the unit (G8)
};

// The turn from facing `from` to `to`, degrees in (-180, 180], positive clockwise (right).
double turnBetween(double from, double to);
// "Turned 90° right": the words shown for a turn made by a snap.
std::string turnLabel(double turn);

// Into contact with the nearest base within 1"; null when there is none.
CommandPtr snapCommand(const Document& doc, int unit);

} // namespace cdo::app
