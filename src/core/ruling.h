// What every ruleset's ruling has: who fires at whom, the verdict, every reason, the readings
// of the rules it leaned on and its close calls. A ruleset derives its own ruling from this one
// and adds its evidence (Grande Tactique: gt::Ruling with arc, range bands, sight lines and
// enfilade). A ruling is a value: faces present it, the engine that made it explains and draws
// it (Engine::explain, Engine::drawRuling), and nothing recomputes it.
#pragma once

#include "core/geometry.h"

#include <memory>
#include <string>
#include <string_view>
#include <vector>

namespace cdo {

// One word of a ruleset's vocabulary: a reason a target is refused, or a reading of the rules.
// `code` is the spelling of the spec (cli.md's reason codes); `explanation` one sentence in our
// own words that names the rule. Both point at the ruleset's own literals.
struct Term {
    std::string_view code;
    std::string_view explanation;
    bool operator==(const Term&) const = default;
};

struct CloseCall {
    // "arc", "range", "contact", "sight-line", "overhead-clearance", "enfilade", ...: always
    // one of the engine's own literals, so a view is safe to keep.
    std::string_view quantity;
    double value = 0;     // the measured number
    double threshold = 0; // what it was compared with
    // For a line that only grazes something ("sight-line", "enfilade"): what it grazes, in
    // the ruleset's words ("woods bois-de-la-garenne"); empty otherwise.
    std::string grazes = {};
    bool operator==(const CloseCall&) const = default;
};

// How a line of a ruling's words reads. The faces choose the ink; the words are the engine's.
enum class Tone : unsigned char {
    Verdict,   // the first line: who fires at whom, and whether they may
    Reason,    // why not, one a line
    Number,    // a piece of evidence: arc, range, field, sight, strength, odds
    Reading,   // a reading of the rules the ruling leaned on
    CloseCall, // a number too close to the rule's limit to see on the table
    Grazes,    // a line that only grazes something: what it grazes
};

// One line of a ruling's evidence, display-free: what the command line prints, the app's
// ruling panel and ruling picture show. `depth` is how far it stands in: 0 the verdict, 1 the
// evidence, 2 the lines under a heading (the command line indents two spaces a level).
struct EvidenceLine {
    Tone tone = Tone::Number;
    std::string text = {};
    int depth = 1;
    bool operator==(const EvidenceLine&) const = default;
};

// The lines as the command line's text: each indented two spaces a level, then a newline.
std::string toText(const std::vector<EvidenceLine>& lines);

struct Ruling {
    virtual ~Ruling() = default;

    std::string firer;
    std::string target;
    bool valid = false;
    bool closeCall = false;
    std::vector<CloseCall> closeCalls; // at most one per quantity; usually empty

    // Empty when valid; in the order the ruleset's spec lists its codes.
    virtual std::vector<Term> reasonTerms() const = 0;
    // The readings used, in the ruleset's own order.
    virtual std::vector<Term> readingTerms() const = 0;

    // Marks a close call on `quantity`; the first of each quantity is the deciding one.
    void addCloseCall(std::string_view quantity, double value, double threshold);

  protected:
    Ruling() = default;
    Ruling(const Ruling&) = default;
    Ruling(Ruling&&) = default;
    Ruling& operator=(const Ruling&) = default;
    Ruling& operator=(Ruling&&) = default;
};

// How faces hold rulings: shared and immutable, whatever the ruleset's own type.
using RulingPtr = std::shared_ptr<const Ruling>;

// A ruleset's rulings as RulingPtrs that all share the one vector they were made into
// (shared_ptr's aliasing constructor): no allocation or copy per ruling. One allocation each
// measured about 6 % slower on Grande Tactique's whole-table benchmark (docs/conventions.md,
// Speed).
template <class R> std::vector<RulingPtr> shareRulings(std::vector<R>&& rulings) {
    const auto block = std::make_shared<const std::vector<R>>(std::move(rulings));
    std::vector<RulingPtr> out;
    out.reserve(block->size());
    for (const R& r : *block)
        out.emplace_back(block, &r);
    return out;
}

// The distance between two units, as the ruleset measures it.
struct Measure {
    std::string a, b;
    double distance = 0.0; // edge to edge, inches
    Vec2 pointA, pointB;   // the closest points
    bool contact = false;  // within the ruleset's contact tolerance
    bool closeCall = false;
};

} // namespace cdo
