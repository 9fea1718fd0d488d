// Select: tap a unit to make it the firer, an enemy to make it the target; drag a unit to move
// it (snapping into contact), its round handle in front to pivot it about its centre, a wheel
// handle beyond a front corner to wheel it about the other front corner; long-press a unit to
// pick it as the firer whatever its side and open its menu, bare cloth for the table's menu
// (add a unit there). While it moves, the readout says what the move uses (move_readout.h).
// "Select several" mode: taps add or remove units, a drag on bare cloth draws a lasso, a drag
// on one of them moves them all (group.h). The side panel shows the ruling, the battery's
// actions, the turn, the targets and the unit, or the group's turns.
#pragma once

#include "app/document/snap.h"
#include "app/gt/move_readout.h"
#include "app/shell/context.h"
#include "app/tools/tool.h"

#include <functional>
#include <optional>
#include <string>
#include <vector>

namespace cdo::app {

class PanelRects;

class SelectTool final : public Tool {
  public:
    explicit SelectTool(Context& ctx) : ctx_(ctx) {}
    void press(Vec2 p) override;
    void tap(Vec2 p) override;
    void longPress(Vec2 p) override;
    bool dragStart(Vec2 p, Vec2 start) override;
    void dragMove(Vec2 p) override;
    void dragEnd() override;
    void dragCancel() override;
    void overlay(Scene& scene) override;
    bool zoomsOnDoubleTapDrag() const override { return true; }
    void panel() override;

    // The long-press menu, a small window of buttons beside the finger, drawn by the app
    // over the table (its rectangle goes to `rects`, so a tap on it is not the table's).
    bool menuOpen() const { return menu_.has_value(); }
    void closeMenu() { menu_.reset(); }
    void drawMenu(PanelRects& rects);
    // Its buttons' labels as last drawn (for the script's dump).
    const std::vector<std::string>& menuLabels() const { return menuLabels_; }

    // "Select several": the units of the group, by id, in the order they were added.
    bool groupMode() const { return groupMode_; }
    std::vector<int> groupIndices() const; // those still on the table
    void startGroup(int unit);             // -1: an empty group
    void endGroup();
    // The group shifted by `tableShift` inches or turned `degrees` about its pivot, as one
    // undo step (a non-zero `gesture` folds a burst of keys into one); refused whole, said in
    // the error line, when a centre would leave the table.
    void shiftGroup(Vec2 tableShift, unsigned gesture = 0);
    // The group's round turning handle (window pixels), beyond its farthest base ahead of the
    // first unit's facing; dragged, the group turns about its pivot (1° steps).
    std::optional<Vec2> groupHandle() const;
    void turnGroup(double degrees, unsigned gesture = 0);
    // The selected unit's round turning handle (window pixels): ahead of its front, moved out
    // past the bases under it (move_handles.h). None without a selection.
    std::optional<Vec2> turnHandle() const;

  private:
    // A long-press menu's buttons, in order: each label and what a press on it does (then the
    // menu closes; Close does nothing else).
    struct MenuItem {
        std::string label;
        std::function<void()> act;
    };
    std::vector<MenuItem> unitMenu(int u, std::string& title);
    std::vector<MenuItem> tableMenu(std::string& title);
    void groupPanel();
    bool inGroup(const std::string& id) const;
    void toggleInGroup(int u);

    Context& ctx_;
    enum class Drag { None, Move, Turn, Wheel };
    Drag drag_ = Drag::None; // Turn (Wheel) from the press on the handle on
    enum class GroupDrag { None, Move, Lasso, Turn };
    GroupDrag groupDrag_ = GroupDrag::None;
    int wheelPivot_ = 0; // the front corner wheeled about: 0 left, 1 right
    Vec2 wheelCorner_;   // where it stays, table inches
    int pressUnit_ = -1; // the unit under the press
    Vec2 grab_;          // from the finger to the unit's centre, table inches
    // A move keeps the unit's own facing (as the drag began); a snap only proposes a turn,
    // shown while it holds and made (its own undo step) when the unit is dropped there.
    double ownFacing_ = 0;
    double turnOffset_ = 0;       // a turn drag: the facing less the bearing of the press
    std::optional<Snap> snapped_; // the snap holding the moved unit now, when it turns it
    MoveReadout readout_;         // what the move uses, live beside the unit (G8)

    struct Menu {
        int unit = -1;          // -1: bare table
        std::string id, before; // the unit's id; the firer before the long press picked it
        Vec2 table, screen;     // where the finger was
    };
    std::optional<Menu> menu_;
    std::vector<std::string> menuLabels_;
    Vec2 menuSize_; // the menu window's size when last drawn (pixels), to place it whole

    bool groupMode_ = false;
    std::vector<std::string> group_;
    std::string groupPivot_;  // the unit the group turns about; empty: the group's centre
    Vec2 groupStart_;         // the drag's first table point
    Vec2 groupShift_;         // the shift applied so far in this drag (clamped at the edges)
    std::vector<Vec2> lasso_; // table points of the lasso being drawn
    bool pressGroupHandle_ = false;
    Vec2 groupPivotAt_;                           // the turn's pivot, fixed for the drag
    double groupTurnStart_ = 0, groupTurned_ = 0; // bearing pressed; degrees turned so far
    Vec2 groupPivot() const;                      // table inches
};

// The turn from facing `from` to `to`, degrees in (-180, 180], positive clockwise (right).
double turnBetween(double from, double to);
// "Turned 90° right": the words shown for a turn made by a snap.
std::string turnLabel(double turn);

// Into contact with the nearest base within 1"; null when there is none.
CommandPtr snapCommand(const Document& doc, int unit);

} // namespace cdo::app
