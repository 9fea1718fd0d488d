// The ruleset seam seen from the command line. A La Bataille file is answered by its own
// engine; a ruleset without one is refused with one message; and a ruleset fits without
// touching Grande Tactique code: a small stand-in engine, put in for la-bataille here, answers
// through the very same commands, text and JSON.
#include "cli/cli.h"
#include "cli_run.h"
#include "core/engine.h"
#include "io/scenario_io.h"

#include <doctest/doctest.h>

#include <cstdlib>
#include <optional>
#include <sstream>
#include <string>
#include <string_view>
#include <vector>

using cdo::test::cli;
using cdo::test::Run;

namespace {

const std::string lb = "tests/cli/data/la-bataille.yaml";

// The engine reads the document it was made for: io::engineFor refuses a temporary one.
template <class D>
concept EngineForTemporary = requires(D&& d) {
    cdo::io::engineFor(std::move(d), "");
};
static_assert(!EngineForTemporary<cdo::io::ScenarioDocument>);

bool contains(const std::string& s, const std::string& part) {
    return s.find(part) != std::string::npos;
}

// A stand-in for La Bataille: each counter stands in its first hex of the scenario's hex map
// (scenario().battle), range is counted in hexes, and a unit may fire at an enemy up to 3
// hexes away. Nothing of Grande Tactique is used.
struct HexRuling final : cdo::Ruling {
    int hexes = 0;
    bool enemy = false;
    std::vector<cdo::Term> reasonTerms() const override {
        std::vector<cdo::Term> out;
        if (!enemy) out.push_back({"not-enemy", "a friend, not an enemy"});
        if (hexes > 3) out.push_back({"out-of-range", "more than 3 hexes away"});
        return out;
    }
    std::vector<cdo::Term> readingTerms() const override {
        return {{"stand-in-hex-of-centre", "a counter stands in its first hex"}};
    }
};

class HexEngine final : public cdo::Engine {
  public:
    explicit HexEngine(const cdo::Scenario& s) : s_(s) {}
    cdo::Ruleset ruleset() const override { return cdo::Ruleset::LaBataille; }
    const cdo::Scenario& scenario() const override { return s_; }
    int unitIndex(std::string_view id) const override { return s_.lb().unitIndex(id); }
    cdo::RulingPtr rule(int f, int t) const override {
        auto r = std::make_shared<HexRuling>();
        r->firer = unit(f).id;
        r->target = unit(t).id;
        r->enemy = unit(f).side != unit(t).side;
        r->hexes = hexes(f, t);
        r->valid = r->reasonTerms().empty();
        return r;
    }
    std::vector<cdo::RulingPtr> rulingsFor(int f) const override {
        std::vector<cdo::RulingPtr> out;
        for (int t = 0; t < int(s_.lb().units.size()); ++t)
            if (t != f) out.push_back(rule(f, t));
        return out;
    }
    std::vector<cdo::RulingPtr> validTargets(int f) const override {
        std::vector<cdo::RulingPtr> out;
        for (const cdo::RulingPtr& r : rulingsFor(f))
            if (r->valid) out.push_back(r);
        return out;
    }
    cdo::Measure measure(int a, int b) const override {
        cdo::Measure m;
        m.a = unit(a).id;
        m.b = unit(b).id;
        m.distance = hexes(a, b);
        m.pointA = grid().centre(unit(a).hexes[0]);
        m.pointB = grid().centre(unit(b).hexes[0]);
        m.contact = m.distance <= 1;
        return m;
    }
    bool enemies(int a, int b) const override { return unit(a).side != unit(b).side; }
    std::vector<int> unitsNear(cdo::Vec2 at, double radius) const override {
        std::vector<int> out;
        const std::optional<cdo::lb::Hex> h = grid().hexAt(at);
        if (!h) return out;
        for (int i = 0; i < int(s_.lb().units.size()); ++i)
            if (grid().distance(*h, unit(i).hexes[0]) <= radius) out.push_back(i);
        return out;
    }
    std::string explain(const cdo::Ruling& r) const override {
        const auto& h = dynamic_cast<const HexRuling&>(r);
        return r.firer + " -> " + r.target + ": " + (r.valid ? "VALID" : "no") + ", " +
               std::to_string(h.hexes) + " hexes\n";
    }
    std::string summary(const cdo::Ruling& r) const override {
        return "  " + r.target + (r.valid ? " valid" : " no");
    }
    std::string explain(const cdo::Measure& m) const override {
        return m.a + " <-> " + m.b + ": " + std::to_string(int(m.distance)) + " hexes\n";
    }
    void drawReach(int, cdo::DebugDraw&) const override {}
    void drawRuling(const cdo::Ruling&, cdo::DebugDraw&) const override {}

  private:
    const cdo::lb::HexGrid& grid() const { return s_.lb().grid; }
    const cdo::lb::Unit& unit(int i) const { return s_.lb().units[std::size_t(i)]; }
    int hexes(int a, int b) const { return grid().distance(unit(a).hexes[0], unit(b).hexes[0]); }
    const cdo::Scenario& s_;
};

// Puts the stand-in in for la-bataille while alive, and what was there back after.
struct StandIn {
    cdo::EngineFactory previous;
    StandIn()
        : previous(cdo::setEngine(cdo::Ruleset::LaBataille, [](const cdo::Scenario& s) {
              return std::make_unique<HexEngine>(s);
          })) {}
    ~StandIn() { cdo::setEngine(cdo::Ruleset::LaBataille, previous); }
};

} // namespace

TEST_CASE("ruleset: a la-bataille file is answered by rule, targets and measure, and checked") {
    // gun (1010, facing 180) and near (1012): 2 hexes down the same column, short range, the
    // line crossing the empty 1011. far (1016): behind near, blocked by it, and not the closest.
    const Run r = cli({"rule", lb, "gun", "near"});
    REQUIRE(r.code == 0);
    CHECK(contains(r.out, "gun (1010) at near (1012): may fire. Artillery fire: short range (2 "
                          "hexes)"));
    const Run far = cli({"rule", "--format", "json", lb, "gun", "far"});
    REQUIRE(far.code == 0);
    CHECK(contains(far.out, "\"reasons\": [\"no-line-of-sight\", \"not-closest\"]"));
    CHECK(contains(far.out, "\"blocked_by\": [\"1012\"]"));
    const Run t = cli({"targets", lb, "gun"});
    REQUIRE(t.code == 0);
    CHECK(contains(t.out, "gun from 1010 may fire at 1 of 3 other units."));
    const Run m = cli({"measure", lb, "gun", "far"});
    REQUIRE(m.code == 0);
    CHECK(m.out == "gun to far: 6 hexes between their nearest hexes");
    const Run c = cli({"check", lb});
    CHECK(c.code == 0);
    CHECK(contains(c.out, lb + ": ok, scenario with 4 units"));
}

TEST_CASE("ruleset: a second ruleset answers through the same commands (hex stand-in)") {
    const StandIn standIn;
    // gun (1010) and near (1012): 2 hexes down the same column, valid. far (1016): 6 hexes,
    // out of range. friend (1110): a friend.
    const Run r = cli({"rule", lb, "gun", "near"});
    REQUIRE(r.code == 0);
    CHECK(r.out == "gun -> near: VALID, 2 hexes\n");
    const Run far = cli({"rule", "--format", "json", lb, "gun", "far"});
    REQUIRE(far.code == 0);
    CHECK(contains(far.out, "\"valid\": false"));
    CHECK(contains(far.out, "\"reasons\": [\"out-of-range\"]"));
    CHECK(contains(far.out, "\"readings\": [\"stand-in-hex-of-centre\"]"));
    CHECK_FALSE(contains(far.out, "in_arc")); // no Grande Tactique keys on another's ruling
    const Run t = cli({"targets", lb, "gun"});
    REQUIRE(t.code == 0);
    CHECK(contains(t.out, "gun may fire at 1 of 3 other units."));
    CHECK(contains(t.out, "  near valid\n  far no\n  friend no\n"));
    const Run m = cli({"measure", lb, "gun", "far"});
    REQUIRE(m.code == 0);
    CHECK(m.out == "gun <-> far: 6 hexes\n");
}

TEST_CASE("ruleset: after the stand-in is taken out, La Bataille's own engine is back") {
    { const StandIn standIn; }
    const Run r = cli({"rule", lb, "gun", "near"});
    CHECK(r.code == 0);
    CHECK(contains(r.out, "Artillery fire: short range"));
}

TEST_CASE("ruleset: a ruleset without an engine is refused in words, by every command") {
    const cdo::EngineFactory previous = cdo::setEngine(cdo::Ruleset::LaBataille, {});
    for (const std::vector<std::string>& args :
         {std::vector<std::string>{"rule", lb, "gun", "near"},
          {"targets", lb, "gun"},
          {"measure", lb, "gun", "near"},
          {"zoi", lb}}) {
        CAPTURE(args[0]);
        const Run r = cli(args);
        CHECK(r.code == 2);
        CHECK(r.out.empty());
        CHECK(contains(r.err, lb + ": rulings for the la-bataille ruleset are not available"));
    }
    cdo::setEngine(cdo::Ruleset::LaBataille, previous);
}
