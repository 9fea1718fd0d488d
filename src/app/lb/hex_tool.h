// Select on a La Bataille map: tap a counter to select it (its field of fire, range bands and
// targets show), tap an enemy's hex to make it the target hex (the ruling), drag a counter to
// move it hex by hex. A drag never turns a counter: facing changes only through the panel's
// Turn buttons, which step to the next bearing the formation may face. The functions below
// the class are display-free and tested in tests/app.
#pragma once

#include "app/document/edits.h"
#include "app/lb/counter_edits.h"
#include "app/lb/lb_fire.h"
#include "app/shell/context.h"
#include "app/tools/tool.h"
#include "core/la_bataille/model.h"

#include <optional>
#include <string>
#include <vector>

namespace cdo::app {

class HexTool final : public Tool {
  public:
    explicit HexTool(Context& ctx) : ctx_(ctx) {}
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
    bool deleteSelected() override; // the selected counter
    // Opportunity, defensive and combined fire, retreat before melee (lb_fire.h).
    LbFire& fire() { return fire_; }
    const LbFire& fire() const { return fire_; }

  private:
    std::optional<lb::Hex> hexAt(Vec2 p) const;
    // The counter a finger on `p` means: the selected one if it stands in that hex, else the
    // top of the hex. -1 for none.
    int counterAt(Vec2 p) const;
    void fireOverlay(Scene& scene); // the answers of fire_, under the drag's own marks
    void tapMap(Vec2 p);            // a tap's selection and target (tap() adds the picks)
    // The first line of what the pick or the drag answers now (the engine's words, as the
    // CLI's text begins), in the status line.
    void sayFire();

    Context& ctx_;
    int pressUnit_ = -1;
    bool dragging_ = false;
    lb::Hex grabHex_;
    std::vector<lb::Hex> startHexes_;
    std::optional<lb::Hex> targetStart_; // the target hex, when the dragged counter stands in it
    CounterDraft draft_;                 // the "Add counter" form (a long press on an empty hex)
    LbFire fire_;
};

// The counters in hex h, the top first (the smallest stack; of equal ones the later in the
// file, which is drawn over), leaders after every combat counter. Indices into battle.units.
std::vector<int> countersIn(const lb::Battle& battle, lb::Hex h);

// Whether two counters are enemies: the engine's answer when there is one, else the
// scenario's own definition (units of different sides).
bool enemyCounters(const Document& doc, int a, int b);

// The hexes a counter takes when the hex under the finger goes from `from` to `to`: every hex
// moved alike (so a two-hex line stays one), or nullopt when one would leave the map.
std::optional<std::vector<lb::Hex>>
shiftedHexes(const lb::HexGrid& grid, const std::vector<lb::Hex>& hexes, lb::Hex from, lb::Hex to);

// The next facing the counter's formation allows, turning clockwise (+1) or anticlockwise
// (-1): the six hexside bearings for a formation that faces a hexside, the six vertex
// bearings for one that faces a vertex (line, skirmish), every 30° for a carré. A counter on
// two hexes only faces about (its pair of hexes fixes the line). nullopt for leaders.
std::optional<double> nextFacing(const lb::HexGrid& grid, const lb::Unit& unit, int direction);
// The bearing nearest `facing` that `formation` allows (clockwise on a tie).
double allowedFacing(const lb::HexGrid& grid, lb::Formation formation, double facing);
// The bearings of a kind (hexsides, vertices or both), clockwise from the smallest, and the
// one of them nearest `facing` (clockwise on a tie).
std::vector<double> allowedBearings(const lb::HexGrid& grid, lb::FacingKind kind);
double nearestBearing(const lb::HexGrid& grid, lb::FacingKind kind, double facing);

// Edits of one counter, each one command (null with a reason when refused).
EditResult turnCounter(const lb::Battle& battle, int index, int direction);
EditResult moveCounter(const lb::Battle& battle, int index, std::vector<lb::Hex> hexes);
// A new formation; the facing is brought to the nearest one it allows (`note` says so).
EditResult changeFormation(const lb::Battle& battle, int index, lb::Formation formation,
                           std::string* note = nullptr);

} // namespace cdo::app
