#include "app/document/history.h"

#include <iterator>
#include <utility>

namespace cdo::app {

namespace {

template <class T> void insertAt(std::vector<T>& v, int i, const T& x) {
    v.insert(v.begin() + i, x);
}
template <class T> void eraseAt(std::vector<T>& v, int i) {
    v.erase(v.begin() + i);
}
template <class T> T& at(std::vector<T>& v, int i) {
    return v[static_cast<std::size_t>(i)];
}

// Replace one element, as InsertErase below does for inserting and erasing; successive
// changes to the same element under the same label merge into one undo step.
template <class T, std::vector<T> gt::Setup::*Member> class SetItem final : public Command {
  public:
    SetItem(int i, T b, T a, std::string l)
        : i_(i), before_(std::move(b)), after_(std::move(a)), label_(std::move(l)) {}
    void apply(Scenario& s) const override { at(s.gt().*Member, i_) = after_; }
    void revert(Scenario& s) const override { at(s.gt().*Member, i_) = before_; }
    std::string label() const override { return label_; }
    bool absorb(const Command& next) override {
        if (!canAbsorb(next)) return false;
        after_ = static_cast<const SetItem&>(next).after_;
        return true;
    }
    bool canAbsorb(const Command& next) const override {
        const auto* n = dynamic_cast<const SetItem*>(&next);
        return n && n->i_ == i_ && n->label_ == label_;
    }

  private:
    int i_;
    T before_, after_;
    std::string label_;
};

using SetUnit = SetItem<Unit, &gt::Setup::units>;
using SetTerrain = SetItem<Terrain, &gt::Setup::terrain>;

// Insert when `inserting`, erase otherwise; the same value both ways.
template <class T, std::vector<T> gt::Setup::*Member> class InsertErase final : public Command {
  public:
    InsertErase(int i, T v, bool inserting, std::string l)
        : i_(i), value_(std::move(v)), inserting_(inserting), label_(std::move(l)) {}
    void apply(Scenario& s) const override { inserting_ ? put(s) : take(s); }
    void revert(Scenario& s) const override { inserting_ ? take(s) : put(s); }
    std::string label() const override { return label_; }

  private:
    void put(Scenario& s) const { insertAt(s.gt().*Member, i_, value_); }
    void take(Scenario& s) const { eraseAt(s.gt().*Member, i_); }
    int i_;
    T value_;
    bool inserting_;
    std::string label_;
};

using UnitInsertErase = InsertErase<Unit, &gt::Setup::units>;
using TerrainInsertErase = InsertErase<Terrain, &gt::Setup::terrain>;

class SetTable final : public Command {
  public:
    SetTable(TableSize b, TableSize a) : before_(b), after_(a) {}
    void apply(Scenario& s) const override { put(s, after_); }
    void revert(Scenario& s) const override { put(s, before_); }
    std::string label() const override { return "Table size"; }
    bool absorb(const Command& next) override {
        const auto* n = dynamic_cast<const SetTable*>(&next);
        if (!n) return false;
        after_ = n->after_;
        return true;
    }

  private:
    static void put(Scenario& s, TableSize t) {
        s.gt().tableWidth = t.width;
        s.gt().tableDepth = t.depth;
    }
    TableSize before_, after_;
};

// One counter of a La Bataille map replaced; successive changes to the same counter under the
// same label (the hexes of one drag) merge into one undo step.
class SetCounter final : public Command {
  public:
    SetCounter(int i, lb::Unit b, lb::Unit a, std::string l)
        : i_(i), before_(std::move(b)), after_(std::move(a)), label_(std::move(l)) {}
    void apply(Scenario& s) const override { at(s.lb().units, i_) = after_; }
    void revert(Scenario& s) const override { at(s.lb().units, i_) = before_; }
    std::string label() const override { return label_; }
    bool absorb(const Command& next) override {
        const auto* n = dynamic_cast<const SetCounter*>(&next);
        if (!n || n->i_ != i_ || n->label_ != label_) return false;
        after_ = n->after_;
        return true;
    }

  private:
    int i_;
    lb::Unit before_, after_;
    std::string label_;
};

class Batch final : public Command {
  public:
    Batch(std::string l, std::vector<CommandPtr> parts)
        : label_(std::move(l)), parts_(std::move(parts)) {}
    void apply(Scenario& s) const override {
        for (const CommandPtr& c : parts_)
            c->apply(s);
    }
    void revert(Scenario& s) const override {
        for (auto it = parts_.rbegin(); it != parts_.rend(); ++it)
            (*it)->revert(s);
    }
    std::string label() const override { return label_; }
    bool absorb(const Command& next) override {
        if (!canAbsorb(next)) return false;
        const auto& n = static_cast<const Batch&>(next);
        for (std::size_t i = 0; i < parts_.size(); ++i)
            parts_[i]->absorb(*n.parts_[i]);
        return true;
    }
    bool canAbsorb(const Command& next) const override {
        const auto* n = dynamic_cast<const Batch*>(&next);
        if (!n || n->label_ != label_ || n->parts_.size() != parts_.size()) return false;
        for (std::size_t i = 0; i < parts_.size(); ++i)
            if (!parts_[i]->canAbsorb(*n->parts_[i])) return false;
        return true;
    }

  private:
    std::string label_;
    std::vector<CommandPtr> parts_;
};

// A counter of a La Bataille map inserted when `inserting`, erased otherwise.
class CounterInsertErase final : public Command {
  public:
    CounterInsertErase(int i, lb::Unit u, bool inserting, std::string l)
        : i_(i), value_(std::move(u)), inserting_(inserting), label_(std::move(l)) {}
    void apply(Scenario& s) const override { inserting_ ? put(s) : take(s); }
    void revert(Scenario& s) const override { inserting_ ? take(s) : put(s); }
    std::string label() const override { return label_; }

  private:
    void put(Scenario& s) const { insertAt(s.lb().units, i_, value_); }
    void take(Scenario& s) const { eraseAt(s.lb().units, i_); }
    int i_;
    lb::Unit value_;
    bool inserting_;
    std::string label_;
};

} // namespace

CommandPtr setUnit(int i, Unit before, Unit after, std::string label) {
    return std::make_unique<SetUnit>(i, std::move(before), std::move(after), std::move(label));
}
CommandPtr insertUnit(int i, Unit u, std::string label) {
    return std::make_unique<UnitInsertErase>(i, std::move(u), true, std::move(label));
}
CommandPtr eraseUnit(int i, Unit u, std::string label) {
    return std::make_unique<UnitInsertErase>(i, std::move(u), false, std::move(label));
}
CommandPtr setTerrain(int i, Terrain before, Terrain after, std::string label) {
    return std::make_unique<SetTerrain>(i, std::move(before), std::move(after), std::move(label));
}
CommandPtr insertTerrain(int i, Terrain t, std::string label) {
    return std::make_unique<TerrainInsertErase>(i, std::move(t), true, std::move(label));
}
CommandPtr eraseTerrain(int i, Terrain t, std::string label) {
    return std::make_unique<TerrainInsertErase>(i, std::move(t), false, std::move(label));
}
CommandPtr setCounter(int i, lb::Unit before, lb::Unit after, std::string label) {
    return std::make_unique<SetCounter>(i, std::move(before), std::move(after), std::move(label));
}
CommandPtr insertCounter(int i, lb::Unit u, std::string label) {
    return std::make_unique<CounterInsertErase>(i, std::move(u), true, std::move(label));
}
CommandPtr eraseCounter(int i, lb::Unit u, std::string label) {
    return std::make_unique<CounterInsertErase>(i, std::move(u), false, std::move(label));
}
CommandPtr setTableSize(TableSize before, TableSize after) {
    return std::make_unique<SetTable>(before, after);
}
CommandPtr batch(std::string label, std::vector<CommandPtr> parts) {
    return std::make_unique<Batch>(std::move(label), std::move(parts));
}

void History::apply(Scenario& s, CommandPtr cmd, unsigned gesture) {
    cmd->apply(s);
    const bool fold = gesture != 0 && gesture == lastGesture_ && done_ > 0 &&
                      done_ == commands_.size() && commands_[done_ - 1]->absorb(*cmd);
    lastGesture_ = gesture;
    if (fold) {
        ids_[done_ - 1] = nextId_++;
        return;
    }
    // A gesture's steps keep what they cut off, in case it is dropped; anything else ends that.
    if (gesture == 0 || gesture != cut_.gesture) {
        cut_ = Cut();
        cut_.gesture = gesture;
        cut_.baseId = baseId_;
    }
    const auto keep = [&](auto& from, auto& to, std::size_t first, std::size_t end) {
        if (gesture != 0)
            to.insert(to.end(), std::make_move_iterator(from.begin() + std::ptrdiff_t(first)),
                      std::make_move_iterator(from.begin() + std::ptrdiff_t(end)));
        from.erase(from.begin() + std::ptrdiff_t(first), from.begin() + std::ptrdiff_t(end));
    };
    const std::size_t size = commands_.size();
    keep(commands_, cut_.redo, done_, size);
    keep(ids_, cut_.redoIds, done_, size);
    keep(gestures_, cut_.redoGestures, done_, size);
    commands_.push_back(std::move(cmd));
    ids_.push_back(nextId_++);
    gestures_.push_back(gesture);
    if (commands_.size() > kLimit) {
        baseId_ = ids_.front();
        keep(commands_, cut_.oldest, 0, 1);
        keep(ids_, cut_.oldestIds, 0, 1);
        keep(gestures_, cut_.oldestGestures, 0, 1);
    }
    done_ = commands_.size();
}

bool History::undo(Scenario& s) {
    lastGesture_ = 0;
    cut_ = Cut();
    if (!canUndo()) return false;
    commands_[--done_]->revert(s);
    return true;
}

bool History::redo(Scenario& s) {
    lastGesture_ = 0;
    cut_ = Cut();
    if (!canRedo()) return false;
    commands_[done_++]->apply(s);
    return true;
}

std::string History::undoLabel() const {
    return canUndo() ? commands_[done_ - 1]->label() : "";
}
std::string History::redoLabel() const {
    return canRedo() ? commands_[done_]->label() : "";
}

std::size_t History::dropGesture(Scenario& s, unsigned gesture) {
    std::size_t dropped = 0;
    // Only the newest steps can be the gesture's (it was going on until now); once undone they
    // are no longer at the end.
    while (gesture != 0 && done_ > 0 && done_ == commands_.size() &&
           gestures_[done_ - 1] == gesture) {
        commands_[--done_]->revert(s);
        commands_.pop_back();
        ids_.pop_back();
        gestures_.pop_back();
        ++dropped;
    }
    if (dropped) lastGesture_ = 0;
    // Every step of the gesture gone: the history is put back as it was before it.
    if (dropped && cut_.gesture == gesture) {
        const auto putBack = [](auto& to, auto& oldest, auto& redo) {
            to.insert(to.begin(), std::make_move_iterator(oldest.begin()),
                      std::make_move_iterator(oldest.end()));
            to.insert(to.end(), std::make_move_iterator(redo.begin()),
                      std::make_move_iterator(redo.end()));
        };
        done_ += cut_.oldest.size();
        putBack(commands_, cut_.oldest, cut_.redo);
        putBack(ids_, cut_.oldestIds, cut_.redoIds);
        putBack(gestures_, cut_.oldestGestures, cut_.redoGestures);
        baseId_ = cut_.baseId;
    }
    if (dropped) cut_ = Cut();
    return dropped;
}

void History::clear() {
    commands_.clear();
    ids_.clear();
    gestures_.clear();
    cut_ = Cut();
    done_ = 0;
    lastGesture_ = 0;
    baseId_ = nextId_++;
}

} // namespace cdo::app
