// A Grande Tactique ruling: the common part (core/ruling.h) and the evidence of G1–G7, the
// numbers, the lines that were drawn and the readings of the spec that decided it. Faces (CLI
// text and JSON, the app's panel and overlay) only present it; none of them recomputes anything.
#pragma once

#include "core/enum_set.h"
#include "core/geometry.h"
#include "core/ruling.h"

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace cdo::gt {

// Reason codes of cli.md, in the order they are listed there.
enum class Reason : std::uint8_t {
    NotEnemy,
    FirerCannotFire,
    FirerLimbered,
    FirerSilenced,
    TargetGeneral,
    TargetSilenced,
    TargetBeingCharged,
    TargetInWoods,
    OutOfArc,
    NoLineOfSight,
    OutOfRange,
    NotInContact,
};
std::string_view code(Reason);        // "not-enemy", ...
std::string_view explanation(Reason); // a short sentence, citing the rule by name

enum class RangeBand : std::uint8_t { None, Normal, Long, Out };
std::string_view code(RangeBand); // "normal" | "long" | "out" | "" for None

enum class ModifierKind : std::uint8_t {
    LongRange,
    Enfilade,
    FirerShaken,
    TargetInSquare,
    FirerInSquare,
};
std::string_view code(ModifierKind); // "long-range", ...

struct Modifier {
    ModifierKind kind{};
    int value = 0;
    bool operator==(const Modifier&) const = default;
};

// The readings of grande-tactique.md that a ruling leaned on. Shown so players can see which
// interpretation decided their case.
enum class Reading : std::uint8_t {
    ClosedBoundaries,     // Conventions: every threshold is closed; close calls are flagged
    AreaOverlapEpsilon,   // Conventions: "on/in an area" means overlapping it by more than ε
    ArcTouchCounts,       // G1: sharing one point with the arc is enough
    TwoSightLines,        // G2: one line from each front corner, to two corners or both to TM
    FeatureVertices,      // G2/G5: a target in woods/BUA is seen at the feature's vertices
    CrestHides,           // G2: a hill's top blocks unless firer or target is on it
    OverheadFire,         // G2: guns on a hill ignore friends ≥ 2" from the target
    HillTarget,           // G2: no base blocks a target on a hill's top
    NearSlope,            // G2: no base blocks a target on the near slope
    OccupiedFeatureClear, // G2: woods/BUA occupied by (or holding) firer or target do not block
    RangeToArcPart,       // G3: range to the part of the target inside the arc
    EnfiladeLines,        // G4: lines to both rear corners, not crossing the front edge
    NoOutflankInFeature,  // G4: a unit in woods/BUA cannot be enfiladed
    FeatureShape,         // G5: the target is the whole woods/BUA it occupies
    SquarePlusOne,        // G6: "more effective against squares" shown as +1
    ContactEpsilon,       // G7: contact is edge-to-edge distance ≤ ε
};
std::string_view code(Reading);        // "g2-two-sight-lines", ...
std::string_view explanation(Reading); // one sentence in our own words

// What a line ran into. `id` is a unit or terrain id; `kind` says which.
struct Blocker {
    enum class Kind : std::uint8_t { Base, Woods, Bua, HillTop };
    Kind kind;
    std::string id;
};
std::string_view code(Blocker::Kind);
// "woods bois-de-la-garenne", "base au-ir-4": the kind's code and the id.
std::string words(const Blocker& blocker);

struct SightLine {
    enum class From : std::uint8_t { FrontLeft, FrontRight };
    // The target point: a corner of its base, its front middle, or a vertex of the woods/BUA
    // it occupies (`vertex` then says which, from 0).
    enum class To : std::uint8_t {
        FrontLeft,
        FrontRight,
        RearRight,
        RearLeft,
        FrontMiddle,
        Vertex
    };
    // (Ordered so that the small fields share one word: a ruling holds up to ten of these.)
    Vec2 a, b;
    std::optional<Blocker> blocker; // when blocked: the blocker nearest the firer (see fan)
    int vertex = -1;
    From from = From::FrontLeft;
    To to = To::FrontMiddle;
    bool clear = true;
    bool closeCall = false; // grazes a blocker within ε of the threshold
};

std::string_view code(SightLine::From);
std::string label(const SightLine&); // "front-left -> rear-right", "front-right -> vertex 3"

// Charging artillery (G7), filled when one of the pair has declared a charge on the other and
// the charged unit is artillery.
// The charger and the guns are the ruling's firer and target, one way round or the other (no
// copies of their ids: a ruling is made for every pair, and its size showed in the benchmark).
struct ChargeOnGuns {
    bool firerCharges = false;    // the firer charges the target's guns (else the reverse)
    bool fromFront = false;       // some part of the charger is in the guns' front strip
    int chargerMorale = 0;        // −1 when charging guns from the front
    int gunsMorale = 0;           // −2 when the guns are limbered
    bool onlyFlankOrRear = false; // the guns do not start firing when they pass
};

// Cache-line aligned: rulings are made by the thousand into one vector, and a ruling that
// straddled cache lines made the whole-table benchmark 20 % slower (measured: 25.7 vs 32 ms).
struct alignas(64) Ruling final : cdo::Ruling {
    EnumSet<Reason> reasons; // empty when valid; read back in the order cli.md lists the codes

    bool inArc = false;
    double arcMargin = 0.0; // > 0: how deep inside the arc; < 0: how far outside it

    double range = 0.0; // G3 for artillery with the target in arc; else edge to edge
    RangeBand band = RangeBand::None;
    double rangeMargin = 0.0; // > 0: inside the band's limit by this much; < 0: beyond 12"
    Segment rangeLine;        // from the firer's closest point to the target's

    bool lineOfSight = false;
    std::vector<SightLine> sightLines; // every line tried, in the order tried

    bool enfilade = false;
    std::vector<SightLine> enfiladeLines; // the lines from the deciding (or last) corner

    bool contact = false;
    double edgeDistance = 0.0;
    bool grapeshot = false; // G7: beaten by these guns, the target would flee

    std::optional<ChargeOnGuns> charge;

    std::vector<Modifier> modifiers; // valid targets only
    int modifierTotal = 0;

    EnumSet<Reading> readings; // read back in the order of the enum

    // For a charge on guns: who charges and whose guns.
    const std::string& charger() const { return charge->firerCharges ? firer : target; }
    const std::string& guns() const { return charge->firerCharges ? target : firer; }

    bool has(Reason r) const;
    bool has(Reading r) const;

    std::vector<Term> reasonTerms() const override;
    std::vector<Term> readingTerms() const override;
};

} // namespace cdo::gt
