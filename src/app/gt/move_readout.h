// The live readout of a move (G8): while a unit is dragged or turned, what its move uses against
// its allowance, beside it on the table ("uses 3.4" of 3.0""), the half-rate causes, the road
// bonus and "over by 0.4"". The numbers are gt::move's, from where the unit stood when its move
// began; the app measures nothing itself. A move dropped too far stays where it was dropped (the
// table is the truth) and is marked until the unit moves again, an undo takes it back, or the
// turn changes.
#pragma once

#include "app/document/document.h"
#include "app/view/camera.h"
#include "core/grande_tactique/move.h"

#include "app/platform/platform.h"

#include <map>
#include <memory>
#include <optional>
#include <span>
#include <string>
#include <vector>

namespace cdo::app {

class Scene;

// "Over by": black on this orange (Okabe and Ito's), and the ring round a base dropped too far.
inline const Colour kReadoutOver{230, 159, 0};

// The readout's lines, as drawn: first "uses X of Y" (or why the unit may not move), then "over
// by Z" or "within, Z to spare", the wheel or pivot, the half-rate causes and the road bonus.
struct ReadoutLine {
    enum class Kind { Uses, Over, Within, Refused, Detail, Cause, Road };
    Kind kind;
    std::string text;
};
std::vector<ReadoutLine> readoutLines(const gt::MoveRuling& m);
// The cause of half rate in the table's words ("woods or town entered or left", ...).
std::string causeWords(gt::HalfRate h);

class MoveReadout {
  public:
    // A drag of unit `unit` starts. When it stands where its last move of this turn was
    // dropped, the move goes on from where that one began (a correction is one move).
    void begin(const Document& doc, int unit);
    // The drag is over: the move is remembered (with its mark when it went too far).
    void end(const Document& doc);
    void cancel(); // the move is abandoned: nothing recorded, the unit's last move kept
    bool active() const { return before_ != nullptr; }
    // The move in progress, from where it began to where the unit is now.
    std::optional<gt::MoveRuling> current(const Document& doc) const;
    // The last move of this unit this turn, while the unit is still where it was dropped.
    std::optional<gt::MoveRuling> dropped(const Document& doc, const std::string& unit) const;
    // The readout beside the unit being moved and the marks of moves dropped too far, each box
    // kept off the window points in `avoid` (the handles a finger goes for).
    void overlay(Scene& scene, const Camera& cam, const Document& doc,
                 std::span<const Vec2> avoid = {}) const;

  private:
    struct Move {
        gt::Pose from, to; // where it began, where it was dropped
        int turn = 1;
        gt::MoveRuling ruling;
    };
    const Move* standing(const Document& doc, const std::string& unit) const;

    std::map<std::string, Move> moves_; // by unit id
    // The table as it stood when the move began, the mover at its starting pose.
    std::unique_ptr<Scenario> before_;
    std::unique_ptr<gt::Table> table_;
    std::string unit_;
    int index_ = -1;
    gt::Pose from_;
};

} // namespace cdo::app
