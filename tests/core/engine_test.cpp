// The ruleset seam (core/engine.h): makeEngine picks the engine from Scenario::ruleset, a
// ruleset without rulings is refused in words every face shows, what the engine answers is
// what the Grande Tactique functions answer, and nothing can be built on a temporary.
#include "core/engine.h"
#include "core/grande_tactique/engine.h"
#include "core/grande_tactique/explain.h"
#include "core/grande_tactique/generate.h"
#include "core/grande_tactique/rulings.h"
#include "gt_fixture.h"

#include <doctest/doctest.h>

#include <string>
#include <type_traits>

using cdo::Ruleset;
using cdo::Scenario;
using cdo::UnitType;

// `Table t(generateTable());` used to compile and then read freed memory: the table keeps
// pointers into the scenario and the rules. Temporaries are now refused at compile time; these
// are the checks that say so (a regression would stop the build here).
static_assert(std::is_constructible_v<cdo::gt::Table, const Scenario&>);
static_assert(!std::is_constructible_v<cdo::gt::Table, Scenario&&>);
static_assert(!std::is_constructible_v<cdo::gt::Table, const Scenario&&>);
static_assert(
    !std::is_constructible_v<cdo::gt::Table, const Scenario&, cdo::gt::GrandeTactiqueRules&&>);
static_assert(!std::is_constructible_v<cdo::gt::Engine, Scenario&&>);
static_assert(
    !std::is_constructible_v<cdo::gt::Engine, const Scenario&, cdo::gt::GrandeTactiqueRules&&>);
// makeEngine(Scenario&&) is deleted: a call with a temporary does not compile.
template <class S>
concept EngineFromTemporary = requires(S&& s) {
    cdo::makeEngine(std::move(s));
};
static_assert(!EngineFromTemporary<Scenario>);
template <class S>
concept GtEngineFromTemporary = requires(S&& s) {
    cdo::gt::makeEngine(std::move(s));
};
static_assert(!GtEngineFromTemporary<Scenario>);

TEST_CASE("engine: a table cannot be built from a temporary scenario (compile-time checks)") {
    // The static_asserts above are the test; this case names them in the report and checks
    // that the way that does compile (the scenario kept alive) gives a usable table.
    const Scenario s = cdo::gt::generateTable();
    const cdo::gt::Table t(s);
    CHECK(t.units().size() == s.gt().units.size());
    CHECK(&t.scenario() == &s);
}

TEST_CASE("engine: makeEngine gives the Grande Tactique engine for a grande-tactique file") {
    gt::Scene sc;
    sc.add(gt::unit("guns", "fr", UnitType::FootArtillery, {36, 20}, 0))
        .add(gt::unit("line", "au", UnitType::Infantry, {36, 28}, 180));
    const auto engine = cdo::makeEngine(sc.s);
    REQUIRE(engine != nullptr);
    CHECK((engine->ruleset() == Ruleset::GrandeTactique));
    CHECK(&engine->scenario() == &sc.s);
    CHECK(dynamic_cast<const cdo::gt::Engine*>(engine.get()) != nullptr);
}

TEST_CASE("engine: a ruleset without rulings is refused, in the words every face shows") {
    // Both built-in rulesets have rulings now: take La Bataille's away for the case, as a
    // stand-in would, and put it back after.
    Scenario s;
    s.part = cdo::lb::Battle{};
    const cdo::EngineFactory previous = cdo::setEngine(Ruleset::LaBataille, {});
    struct Restore {
        cdo::EngineFactory f;
        ~Restore() { cdo::setEngine(Ruleset::LaBataille, f); }
    } restore{previous};
    try {
        (void)cdo::makeEngine(s);
        FAIL("makeEngine accepted a la-bataille scenario");
    } catch (const cdo::UnsupportedRuleset& e) {
        CHECK((e.ruleset() == Ruleset::LaBataille));
        CHECK(std::string(e.what()) ==
              "rulings for the la-bataille ruleset are not available yet; only grande-tactique "
              "is");
    }
}

TEST_CASE("engine: its rulings, words and measures are those of the Grande Tactique functions") {
    const Scenario s = cdo::gt::generateTable({.bases = 100});
    const auto engine = cdo::makeEngine(s);
    const cdo::gt::Table table(s);
    int batteries = 0;
    for (int f = 0; f < int(s.gt().units.size()); ++f) {
        if (!cdo::isArtillery(s.gt().units[std::size_t(f)].type)) continue;
        ++batteries;
        const auto all = engine->rulingsFor(f);
        const auto direct = cdo::gt::rulingsFor(table, f);
        REQUIRE(all.size() == direct.size());
        for (std::size_t i = 0; i < all.size(); ++i) {
            const cdo::gt::Ruling* r = cdo::gt::asGrandeTactique(*all[i]);
            REQUIRE(r != nullptr);
            CHECK(r->target == direct[i].target);
            CHECK(r->valid == direct[i].valid);
            CHECK(r->range == direct[i].range);
            CHECK(engine->explain(*all[i]) == cdo::gt::explain(direct[i]));
            CHECK(engine->summary(*all[i]) == cdo::gt::summary(direct[i]));
        }
        const auto valid = engine->validTargets(f);
        const auto validDirect = cdo::gt::validTargets(table, f);
        REQUIRE(valid.size() == validDirect.size());
        for (std::size_t i = 0; i < valid.size(); ++i)
            CHECK(valid[i]->target == validDirect[i].target);
    }
    CHECK(batteries == 10);
    const cdo::Measure m = engine->measure(0, 1), d = cdo::gt::measure(table, 0, 1);
    CHECK(m.distance == d.distance);
    CHECK(engine->explain(m) == cdo::gt::explain(d));
}

TEST_CASE("engine: reasons and readings come out as the spec's codes, in the spec's order") {
    // Guns 1 x 1 facing north at (36,20): front edge y = 20.5, rear edge y = 19.5. A friend
    // straight ahead: not-enemy only. An enemy line 2.5 x 1 at (36,6), y 5.5..6.5, behind the
    // guns: out of arc, and 19.5 - 6.5 = 13" edge to edge, beyond 12": out of range. Nothing
    // stands between, so sight is clear and no-line-of-sight is not among the reasons.
    gt::Scene sc;
    sc.add(gt::unit("guns", "fr", UnitType::FootArtillery, {36, 20}, 0))
        .add(gt::unit("friend", "fr", UnitType::Infantry, {36, 24}, 0))
        .add(gt::unit("behind", "au", UnitType::Infantry, {36, 6}, 0));
    const auto engine = cdo::makeEngine(sc.s);
    const cdo::RulingPtr f = engine->rule(0, 1);
    REQUIRE(f->reasonTerms().size() == 1);
    CHECK(std::string(f->reasonTerms()[0].code) == "not-enemy");
    CHECK_FALSE(f->reasonTerms()[0].explanation.empty());
    const cdo::RulingPtr b = engine->rule(0, 2);
    std::string codes;
    for (const cdo::Term& t : b->reasonTerms())
        codes += std::string(t.code) + " ";
    CHECK(codes == "out-of-arc out-of-range ");
    std::string readings;
    for (const cdo::Term& t : b->readingTerms())
        readings += std::string(t.code) + " ";
    CHECK(readings.find("g1-touch-counts") != std::string::npos);
}

TEST_CASE("engine: enemies and the units near a point") {
    // Infantry 2.5 x 1 at (10,10) facing 0 covers x 8.75..11.25, y 9.5..10.5; a general
    // (0.5 x 0.5) at (14,10) covers x 13.75..14.25; guns 1 x 1 at (30,30).
    gt::Scene sc;
    sc.add(gt::unit("inf", "fr", UnitType::Infantry, {10, 10}, 0))
        .add(gt::unit("gen", "fr", UnitType::General, {14, 10}, 0))
        .add(gt::unit("guns", "au", UnitType::FootArtillery, {30, 30}, 0));
    const auto engine = cdo::makeEngine(sc.s);
    CHECK_FALSE(engine->enemies(0, 1));
    CHECK(engine->enemies(0, 2));
    CHECK(engine->enemies(2, 1));
    // From (12,10): the infantry's right edge x = 11.25 is 0.75 away; the general's left
    // edge x = 13.75 is 1.75 away; the guns are some 28" away.
    CHECK(engine->unitsNear({12, 10}, 0.5).empty());
    CHECK(engine->unitsNear({12, 10}, 0.75) == std::vector<int>{0});
    CHECK(engine->unitsNear({12, 10}, 2.0) == std::vector<int>{0, 1});
    // Inside a base: distance 0, so that base comes first.
    CHECK(engine->unitsNear({14, 10}, 3.0) == std::vector<int>{1, 0});
    CHECK(engine->unitsNear({30.2, 30.2}, 0.0) == std::vector<int>{2});
}
