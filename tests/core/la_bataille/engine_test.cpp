// The La Bataille engine behind cdo::Engine (core/engine.h): made by makeEngine for
// `ruleset: la-bataille`, answering unit-level questions hex by hex.
//
// The scenario of these cases (flat hexes, odd columns low):
//
//   fr "leg": line of 10 x3 in 0505 and 0606 facing 30 (front sides toward 0504, 0605, 0705)
//   fr "gun": battery 2 x3 in 0808 facing 0, unlimbered
//   fr "ld":  leader in 0505, under the line (stack 1)
//   au "col": column in 0705 (adjacent to 0606 across its side 1; 2 hexes from 0505)
//   au "far": column in 0804 (4 hexes up from the battery: medium range)
//
//        0705 col          0804 far
//   0505 leg, ld
//        0606 leg          0808 gun
#include "lb_fixture.h"

#include "core/engine.h"
#include "core/grande_tactique/engine.h"
#include "core/la_bataille/engine.h"

#include <map>

using namespace lbt;

namespace {

struct Setup {
    cdo::Scenario s;
    Setup() {
        s.part = cdo::lb::Battle{};
        Fixture f;
        f.add(unit("leg", "fr", Arm::Infantry, Formation::Line, {"0505", "0606"}, 30, 10, 3));
        f.add(unit("gun", "fr", Arm::FootArtillery, Formation::Unlimbered, {"0808"}, 0, 2, 3));
        f.add(leader("ld", "fr", "0505"));
        f.last().stack = 1;
        f.add(unit("col", "au", Arm::Infantry, Formation::Column, {"0705"}, 210));
        f.add(unit("far", "au", Arm::Infantry, Formation::Column, {"0804"}, 180));
        s.lb() = f.b;
    }
};

struct Recorder final : cdo::DebugDraw {
    std::map<cdo::Ink, int> lines, polygons;
    void line(cdo::Vec2, cdo::Vec2, cdo::Ink ink) override { ++lines[ink]; }
    void polygon(std::span<const cdo::Vec2>, cdo::Ink ink, bool) override { ++polygons[ink]; }
    void label(cdo::Vec2, std::string_view, cdo::Ink) override {}
};

} // namespace

TEST_CASE("lb engine: makeEngine answers la-bataille with the La Bataille engine") {
    const Setup setup;
    const auto engine = cdo::makeEngine(setup.s);
    REQUIRE(engine != nullptr);
    CHECK((engine->ruleset() == cdo::Ruleset::LaBataille));
    CHECK(&engine->scenario() == &setup.s);
    CHECK(asLaBataille(*engine) != nullptr);
    CHECK(cdo::gt::asGrandeTactique(*engine) == nullptr);
    CHECK(engine->unitIndex("gun") == 1);
    CHECK(engine->unitIndex("nobody") == -1);
}

TEST_CASE("lb engine: a two-hex firer fires from its best hex") {
    // From 0505 "col" is 2 away (out of range for a line); from 0606 it is adjacent across a
    // front side: the ruling is the 0606 one, with lb-two-hex-firer.
    const Setup setup;
    const auto engine = cdo::makeEngine(setup.s);
    const auto r = engine->rule(0, 3);
    const Ruling* lb = asLaBataille(*r);
    REQUIRE(lb != nullptr);
    CHECK(lb->valid);
    CHECK(lb->firingHexId == "0606");
    CHECK(lb->targetHexId == "0705");
    CHECK(lb->target == "col");
    CHECK(lb->strength == 12); // 5 increments in the hex, 4 fire: 4 x 3
    CHECK(lb->readings.contains(Reading::TwoHexFirer));
    CHECK(cdo::gt::asGrandeTactique(*r) == nullptr);
}

TEST_CASE("lb engine: rulings for every other unit in battle order, valid targets among them") {
    const Setup setup;
    const auto engine = cdo::makeEngine(setup.s);
    const auto all = engine->rulingsFor(1); // the battery
    REQUIRE(all.size() == 4);
    CHECK(all[0]->target == "leg");
    CHECK(all[1]->target == "ld");
    CHECK(all[2]->target == "col");
    CHECK(all[3]->target == "far");
    CHECK_FALSE(all[0]->valid); // a friend
    for (std::size_t i = 0; i < all.size(); ++i) {
        const int t = engine->unitIndex(all[i]->target);
        const auto one = engine->rule(1, t);
        CAPTURE(all[i]->target);
        CHECK(one->valid == all[i]->valid);
        CHECK(asLaBataille(*one)->reasons == asLaBataille(*all[i])->reasons);
    }
    const auto valid = engine->validTargets(1);
    for (const auto& v : valid)
        CHECK(v->valid);
    // 0808 to 0804 is 4 hexes straight up; 0808 to 0705 is 3: "col" is the closest, so
    // "far" is not-closest (nothing stands between either).
    const Ruling* far = asLaBataille(*all[3]);
    CHECK(far->range == 4);
    CHECK((far->band == RangeBand::Medium));
    CHECK(far->reasons.contains(Reason::NotClosest));
    CHECK(ids(setup.s.lb().grid, far->nearerTargets) == "0705");
    REQUIRE(valid.size() == 1);
    CHECK(valid[0]->target == "col");
}

TEST_CASE("lb engine: words name the rules") {
    const Setup setup;
    const auto engine = cdo::makeEngine(setup.s);
    const auto r = engine->rule(1, 4);
    CHECK(engine->summary(*r).find("not-closest") != std::string::npos);
    const std::string text = engine->explain(*r);
    CHECK(text.find("Artillery fire: medium range (4 hexes)") != std::string::npos);
    CHECK(text.find("the closest valid target is 0705") != std::string::npos);
    const auto c = engine->rule(1, 3);
    CHECK(engine->summary(*c).find("may fire. Artillery fire: medium range (3 hexes)") !=
          std::string::npos);
}

TEST_CASE("lb engine: measure counts hexes between the nearest hexes") {
    const Setup setup;
    const auto engine = cdo::makeEngine(setup.s);
    const cdo::Measure m = engine->measure(0, 3); // 0606 to 0705
    CHECK(m.distance == 1);
    CHECK(m.contact);
    const cdo::Measure far = engine->measure(1, 4);
    CHECK(far.distance == 4);
    CHECK_FALSE(far.contact);
    CHECK(engine->explain(far) == "gun to far: 4 hexes between their nearest hexes");
}

TEST_CASE("lb engine: enemies are combat units of different sides") {
    const Setup setup;
    const auto engine = cdo::makeEngine(setup.s);
    CHECK(engine->enemies(0, 3));
    CHECK_FALSE(engine->enemies(0, 1));
    CHECK_FALSE(engine->enemies(2, 3)); // a leader
}

TEST_CASE("lb engine: units near a point, nearest first") {
    const Setup setup;
    const auto engine = cdo::makeEngine(setup.s);
    const HexGrid& g = setup.s.lb().grid;
    const auto near = engine->unitsNear(g.centre(hx("0505")), 0.5);
    // The line and the leader in 0505 (ties by battle order); nothing else within 1.5.
    CHECK(near == std::vector<int>{0, 2});
    const auto wider = engine->unitsNear(g.centre(hx("0606")), 1.0);
    REQUIRE_FALSE(wider.empty());
    CHECK(wider[0] == 0);
}

TEST_CASE("lb engine: zones, combined fire and hex rulings through the engine") {
    const Setup setup;
    const auto engine = cdo::makeEngine(setup.s);
    const Engine* lb = asLaBataille(*engine);
    REQUIRE(lb != nullptr);
    const Zones z = lb->zoi();
    CHECK(z.count("fr") == 1);
    CHECK(z.count("au") == 1);
    CHECK(std::binary_search(z.at("fr").begin(), z.at("fr").end(), hx("0705")));
    const std::vector<Ruling> from = lb->rulingsFromHex(1, hx("0808"));
    CHECK(from.size() == 2); // the two enemy hexes
    CHECK(lb->ruleHex(0, hx("0505"), hx("0705")).reasons.contains(Reason::OutOfRange));
    const Combination c = lb->combineUnits(hx("0705"), {0});
    CHECK(c.hexes.size() == 2);
    CHECK_FALSE(c.allowed); // 0505 is out of range of 0705
}

TEST_CASE("lb engine: drawing the reach and a ruling") {
    const Setup setup;
    const auto engine = cdo::makeEngine(setup.s);
    Recorder reach;
    engine->drawReach(1, reach);
    CHECK(reach.lines[cdo::Ink::Arc] == 3); // three front sides
    CHECK(reach.polygons[cdo::Ink::Arc] > 0);
    CHECK(reach.polygons[cdo::Ink::RangeBand] > 0);
    Recorder ruling;
    engine->drawRuling(*engine->rule(1, 3), ruling);
    CHECK(ruling.lines[cdo::Ink::SightClear] + ruling.lines[cdo::Ink::SightBlocked] == 1);
    CHECK(ruling.polygons[cdo::Ink::TargetShape] == 1);
}
