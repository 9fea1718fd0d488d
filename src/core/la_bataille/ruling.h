// A La Bataille ruling: one firing hex at one target hex (cli.md, La Bataille), with every
// piece of evidence (range and band, field of fire, the sight line and its crossed hexes, the
// fire strength step by step, odds when the scenario has the charts).
#pragma once

#include "core/la_bataille/readings.h"
#include "core/la_bataille/sight.h"
#include "core/ruling.h"

#include <initializer_list>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace cdo::lb {

enum class RangeBand { None, Short, Medium, Long, Out }; // None: not artillery

// One step of the fire strength ("4 increments x 3 = 12", "halved at 2 hexes").
struct StrengthStep {
    std::string what; // words, ours
    double value = 0; // the running strength after this step
    bool operator==(const StrengthStep&) const = default;
};

// A ruling's strength steps, read like a vector. Every ruling from one firing hex at one range
// has the same steps, so the rulings share one immutable list instead of each copying its
// words (an allocation per step and one for the list, in every ruling: it showed in the
// benchmark); push_back copies the list first when it is shared (the odds step).
class StrengthSteps {
  public:
    StrengthSteps() = default;
    StrengthSteps(std::vector<StrengthStep> steps);
    StrengthSteps(std::initializer_list<StrengthStep> steps)
        : StrengthSteps(std::vector<StrengthStep>(steps)) {}

    std::size_t size() const { return list_ ? list_->size() : 0; }
    bool empty() const { return size() == 0; }
    const StrengthStep& operator[](std::size_t i) const { return (*list_)[i]; }
    const StrengthStep& front() const { return list_->front(); }
    const StrengthStep& back() const { return list_->back(); }
    const StrengthStep* begin() const { return list_ ? list_->data() : nullptr; }
    const StrengthStep* end() const { return list_ ? list_->data() + list_->size() : nullptr; }
    void push_back(StrengthStep step);
    bool operator==(const StrengthSteps& other) const;

  private:
    std::shared_ptr<const std::vector<StrengthStep>> list_; // null when empty
};

struct Ruling final : cdo::Ruling {
    int firerIndex = -1;  // battle.units
    int targetIndex = -1; // the unit the target hex's ruling is about (top combat unit), or -1
    Hex firingHex, targetHex;
    std::string firingHexId, targetHexId;
    HexGrid grid; // the map's, so that faces can name every hex of the evidence

    Reasons reasons;
    Readings readings;
    int range = 0; // hexes
    RangeBand band = RangeBand::None;
    bool inField = false;       // L2
    bool adjacentFront = false; // the target lies across a front hexside
    bool canister = false;      // L4: +1 column
    Sight sight;                // L3, computed for every pair
    double strength = 0;        // L5
    StrengthSteps steps;
    std::optional<std::string> odds; // the column, when the scenario has the charts
    int oddsShift = 0;               // columns to the right (canister)
    std::vector<Hex> nearerTargets;  // not-closest: the nearer valid target hexes

    std::vector<Term> reasonTerms() const override;
    std::vector<Term> readingTerms() const override;
};

std::string_view toString(RangeBand band); // "short" | "medium" | "long" | "out" | ""

// Which of two rulings at the same target unit answers for it (from a unit's two hexes, or at
// a unit in two hexes): a valid one first, then the shorter range; on a tie, `b` (the one
// met first) stays. The engine, the app and the CLI all pick with this.
bool better(const Ruling& a, const Ruling& b);

} // namespace cdo::lb
