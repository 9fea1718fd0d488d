#include "app/gt/ruling_words.h"

#include <doctest/doctest.h>

using namespace cdo;
using namespace cdo::app;

TEST_CASE("ruling words: blockers and sight lines in words, never the engine's codes") {
    Scenario s;
    Unit u;
    u.id = "au-screen";
    u.name = "IR 15";
    s.units = {u};
    using K = gt::Blocker::Kind;
    CHECK(blockerWords({K::Woods, "woods"}, s) == "the woods"); // not "woods woods"
    CHECK(blockerWords({K::Woods, "bois"}, s) == "the woods bois");
    CHECK(blockerWords({K::Bua, "aderklaa"}, s) == "the built-up area aderklaa");
    CHECK(blockerWords({K::Base, "au-screen"}, s) == "IR 15");
    CHECK(blockerWords({K::HillTop, "windmill-hill"}, s) == "the hill top of windmill-hill");
    gt::SightLine l;
    l.from = gt::SightLine::From::FrontRight;
    l.to = gt::SightLine::To::Vertex;
    l.vertex = 0;
    CHECK(sightLineWords(l) == "front-right corner to corner 1 of the feature the target holds");
    l.to = gt::SightLine::To::RearLeft;
    CHECK(sightLineWords(l) == "front-right corner to the target's rear-left corner");
    CHECK(modifierWords({gt::ModifierKind::LongRange, -1}) == "long range -1");
}

TEST_CASE("ruling words: clear sight above blocked lines says they were tried before") {
    gt::Ruling r;
    gt::SightLine blocked;
    blocked.clear = false;
    gt::SightLine clear;
    r.sightLines = {blocked, blocked, blocked, blocked, blocked, blocked, clear, clear};
    r.lineOfSight = true;
    CHECK(sightHeading(r) == "Sight: clear by 2 lines (6 blocked ones tried before them, listed "
                             "in order)");
    r.sightLines = {clear, clear};
    CHECK(sightHeading(r) == "Sight: clear");
    r.lineOfSight = false;
    r.sightLines = {blocked, clear, blocked};
    CHECK(sightHeading(r) == "Sight: blocked (3 lines tried, 1 clear)");
}
