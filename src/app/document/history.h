// Every edit of the table is a Command applied at one point (History::apply), so each one can
// be undone and redone. Commands hold the values before and after, not a diff of fields:
// scenarios are small and a whole Unit or Terrain is cheap to copy.
#pragma once

#include "core/model.h"

#include <algorithm>
#include <memory>
#include <string>
#include <vector>

namespace cdo::app {

class Command {
  public:
    virtual ~Command() = default;
    virtual void apply(Scenario& s) const = 0;
    virtual void revert(Scenario& s) const = 0;
    virtual std::string label() const = 0;
    // One drag is one undo step: the next command of the same gesture is folded into this
    // one when both change the same thing. Returns false when it cannot be folded.
    virtual bool absorb(const Command&) { return false; }
    // Whether absorb(next) would fold it, changing nothing: a batch folds only when every
    // one of its parts can, so that it is never left half folded.
    virtual bool canAbsorb(const Command&) const { return false; }
};

using CommandPtr = std::unique_ptr<Command>;

CommandPtr setUnit(int index, Unit before, Unit after, std::string label = "Edit unit");
CommandPtr insertUnit(int index, Unit unit, std::string label = "Add unit");
CommandPtr eraseUnit(int index, Unit unit, std::string label = "Delete unit");
CommandPtr setTerrain(int index, Terrain before, Terrain after, std::string label = "Edit terrain");
CommandPtr insertTerrain(int index, Terrain terrain, std::string label = "Add terrain");
CommandPtr eraseTerrain(int index, Terrain terrain, std::string label = "Delete terrain");
// La Bataille: one counter of scenario().battle.units.
CommandPtr setCounter(int index, lb::Unit before, lb::Unit after,
                      std::string label = "Edit counter");
CommandPtr insertCounter(int index, lb::Unit unit, std::string label = "Add counter");
CommandPtr eraseCounter(int index, lb::Unit unit, std::string label = "Delete counter");
struct TableSize {
    double width, depth;
};
CommandPtr setTableSize(TableSize before, TableSize after);
// Several commands as one step, applied in order and reverted in reverse order. A batch of
// the same gesture with the same label and parts that fold one by one folds into it (a group
// of units dragged: one undo step).
CommandPtr batch(std::string label, std::vector<CommandPtr> parts);

class History {
  public:
    // Applies `cmd` to `s` and records it. A non-zero `gesture` equal to the last command's
    // folds the two into one undo step when the command allows it.
    void apply(Scenario& s, CommandPtr cmd, unsigned gesture = 0);
    bool undo(Scenario& s);
    bool redo(Scenario& s);
    bool canUndo() const { return done_ > 0; }
    bool canRedo() const { return done_ < commands_.size(); }
    std::string undoLabel() const;
    std::string redoLabel() const;
    // Ends any gesture in progress: the next command starts a new undo step.
    void closeGesture() { lastGesture_ = 0; }
    // Takes back what `gesture` (non-zero) did, as if it had never been: its commands at the
    // end of the history are reverted and forgotten, not left to redo (a drag abandoned when a
    // second finger came down), and what its steps cut off is put back (the redo branch, the
    // oldest steps trimmed past kLimit). Returns how many were taken back.
    std::size_t dropGesture(Scenario& s, unsigned gesture);
    // Changes whenever the scenario changes (apply, undo, redo), never repeats a value
    // for a different state along one line of history: used for "unsaved changes".
    unsigned long state() const { return done_ == 0 ? baseId_ : ids_[done_ - 1]; }
    // Whether the step that left the history in state `id` is still done (not undone, not
    // dropped, not cut off by a later edit after an undo).
    bool isDone(unsigned long id) const {
        return std::find(ids_.begin(), ids_.begin() + std::ptrdiff_t(done_), id) !=
               ids_.begin() + std::ptrdiff_t(done_);
    }
    void clear();
    std::size_t size() const { return commands_.size(); }

    static constexpr std::size_t kLimit = 500;

  private:
    std::vector<CommandPtr> commands_;
    std::vector<unsigned long> ids_; // one per command, new on every apply or fold
    std::vector<unsigned> gestures_; // one per command: the gesture that applied it, or 0
    // What the newest gesture's steps pushed out, kept until anything else happens, for
    // dropGesture to put back: the redo branch its first step cut off, the oldest steps
    // trimmed (oldest first) and the base id before them.
    struct Cut {
        unsigned gesture = 0;
        std::vector<CommandPtr> redo, oldest;
        std::vector<unsigned long> redoIds, oldestIds;
        std::vector<unsigned> redoGestures, oldestGestures;
        unsigned long baseId = 0;
    };
    Cut cut_;
    std::size_t done_ = 0;
    unsigned lastGesture_ = 0;
    unsigned long nextId_ = 1;
    unsigned long baseId_ = 0; // the state before the oldest command kept
};

} // namespace cdo::app
