#include "app/document/edits.h"
#include "core/ids.h"
#include "core/limits.h"

#include <string>

#include <doctest/doctest.h>

#include <cmath>

using namespace cdo;
using namespace cdo::app;

namespace {

Scenario table() {
    Scenario s;
    auto unit = [](std::string id, std::string side, Vec2 at) {
        Unit u;
        u.id = std::move(id);
        u.side = std::move(side);
        u.at = at;
        return u;
    };
    s.gt().units = {unit("fr-inf-2", "french", {10, 10}), unit("au-1", "austrian", {10, 20}),
                    unit("fr-gen", "french", {12, 10})};
    s.gt().units[0].charging = "au-1";
    s.gt().units[2].type = UnitType::General;
    s.gt().units[2].attachedTo = "fr-inf-2";
    s.gt().units[1].occupies = "wood";
    s.gt().terrain.push_back(
        {"wood", TerrainKind::Woods, {{5, 15}, {15, 15}, {15, 25}, {5, 25}}, {}, {}, 0, nullptr});
    return s;
}

} // namespace

// No "[" in a case name: CTest discovery would read it as the start of a bracketed list.
TEST_CASE("edits: facings wrap to at least 0 and under 360, points stay on the table") {
    CHECK(normalizeFacing(370) == doctest::Approx(10));
    CHECK(normalizeFacing(-90) == doctest::Approx(270));
    CHECK(normalizeFacing(-1e-18) == 0);
    // As the handle (no decimals) and the unit's panel (one) read them: a fitted 359.99 reads
    // 0 both ways, not 360; 359.94 reads 359.9 in the panel, 360 -> 0 on the handle.
    CHECK(shownFacing(359.99, 0) == 0);
    CHECK(shownFacing(359.99, 1) == 0);
    CHECK(shownFacing(359.94, 1) == doctest::Approx(359.9));
    CHECK(shownFacing(359.94, 0) == 0);
    CHECK(shownFacing(12.4, 0) == 12);
    CHECK(shownFacing(-0.04, 1) == 0);
    Scenario s;
    const Vec2 p = clampToTable(s, {-3, 50});
    CHECK(p.x == 0);
    CHECK(p.y == 48);
}

TEST_CASE("edits: a typed position off the table is refused in words naming the range") {
    // Issue 11 (9): X=100 on a 72 inch table was silently clamped to 72.
    Scenario s = table();
    s.gt().tableWidth = 72;
    s.gt().tableDepth = 48;
    EditResult r = placeUnitTyped(s, 0, {100, 10});
    CHECK_FALSE(r.command);
    CHECK(r.error.find("0 to 72") != std::string::npos);
    CHECK(r.error.find("100") != std::string::npos);
    r = placeUnitTyped(s, 0, {10, -1});
    CHECK_FALSE(r.command);
    CHECK(r.error.find("0 to 48") != std::string::npos);
    CHECK_FALSE(placeUnitTyped(s, 0, {std::nan(""), 10}).command);
    r = placeUnitTyped(s, 0, {72, 48});
    REQUIRE(r.command);
    r.command->apply(s);
    CHECK(s.gt().units[0].at.x == 72);
    CHECK(coordinateLabel(s, 'X') == "X (in, 0 to 72)");
    CHECK(coordinateLabel(s, 'Y') == "Y (in, 0 to 48)");
}

TEST_CASE("edits: fresh ids count on from a number instead of stacking suffixes") {
    const Scenario s = table();
    CHECK(freshId(s, "fr-inf-2") == "fr-inf-3");
    CHECK(freshId(s, "au-1") == "au-2");
    CHECK(freshId(s, "wood") == "wood-2");
    CHECK(freshId(s, "new") == "new");
}

TEST_CASE("edits: a fresh id always keeps to the loader's id rule") {
    // The add-unit dialog builds an id from the side's first letters: a side typed as
    // "Österreich" gave "\xC3\x96-infantry" (and half of a UTF-8 character), which Save then
    // refused. Characters outside the rule are dropped; nothing left gives "unit".
    Scenario s = table();
    CHECK(freshId(s, "\xC3\x96s-infantry") == "s-infantry");
    CHECK(freshId(s, "\xC3-") == "-");
    CHECK(freshId(s, "\xC3\x96 ") == "unit");
    CHECK(freshId(s, "two words") == "twowords");
    // A 100-character id taken: its fresh twin is cut to 94 characters plus "-2", not 102.
    Unit u = s.gt().units[0];
    u.id = std::string(100, 'a');
    s.gt().units.push_back(u);
    const std::string twin = freshId(s, u.id);
    CHECK(twin == std::string(94, 'a'));
    s.gt().units.back().id = std::string(94, 'a');
    CHECK(freshId(s, std::string(94, 'a')) == std::string(94, 'a') + "-2");
    for (const std::string& id : {freshId(s, "\xC3\x96s-infantry"), twin})
        CHECK_FALSE(cdo::idProblem(id));
    // addUnit gives a unit with a bad id a fresh one.
    Unit bad = s.gt().units[0];
    bad.id = "a b";
    History h;
    h.apply(s, addUnit(s, bad));
    CHECK(s.gt().units.back().id == "ab");
}

TEST_CASE("edits: deleting a unit clears every reference to it, and undo brings them back") {
    Scenario s = table();
    History h;
    h.apply(s, deleteUnit(s, 1)); // au-1: charged by fr-inf-2
    REQUIRE(s.gt().units.size() == 2);
    CHECK(s.gt().units[0].charging.empty());
    h.apply(s, deleteUnit(s, 0)); // fr-inf-2: the general is attached to it
    REQUIRE(s.gt().units.size() == 1);
    CHECK(s.gt().units[0].attachedTo.empty());
    h.undo(s);
    h.undo(s);
    CHECK(s.gt().units[0].charging == "au-1");
    CHECK(s.gt().units[2].attachedTo == "fr-inf-2");
}

TEST_CASE("edits: renaming follows references, duplicates and empty ids are refused") {
    Scenario s = table();
    History h;
    EditResult r = renameUnit(s, 1, "au-ir-4");
    REQUIRE(r.command);
    h.apply(s, std::move(r.command));
    CHECK(s.gt().units[1].id == "au-ir-4");
    CHECK(s.gt().units[0].charging == "au-ir-4");
    CHECK_FALSE(renameUnit(s, 1, "fr-gen").command);
    CHECK(renameUnit(s, 1, "fr-gen").error == "the id 'fr-gen' is already used");
    CHECK_FALSE(renameUnit(s, 1, "").command);
    CHECK_FALSE(renameUnit(s, 1, "wood").command); // terrain ids count too
}

TEST_CASE("edits: a duplicate gets a fresh id, the offset and no declared charge") {
    Scenario s = table();
    History h;
    h.apply(s, duplicateUnit(s, 0, {3, 0}));
    REQUIRE(s.gt().units.size() == 4);
    CHECK(s.gt().units[3].id == "fr-inf-3");
    CHECK(s.gt().units[3].at.x == 13);
    CHECK(s.gt().units[3].charging.empty());
}

TEST_CASE("edits: no unit is added or duplicated past the 20,000 a scenario may hold") {
    // Issue 13: the loader refuses a file of over limits::maxUnits units, so the app must not
    // build such a table either (Save would then be refused, the autosave with it).
    Scenario s = table();
    CHECK(unitLimitProblem(s).empty());
    while (s.gt().units.size() < limits::maxUnits - 1) {
        Unit u = s.gt().units[1];
        u.id = "u" + std::to_string(s.gt().units.size());
        s.gt().units.push_back(std::move(u));
    }
    // 19,999 units: one more may come, by a duplicate.
    History h;
    h.apply(s, duplicateUnit(s, 0, {3, 0}));
    REQUIRE(s.gt().units.size() == 20000);
    CHECK(unitLimitProblem(s) ==
          "the table holds 20,000 units, the most a scenario may hold; no unit was added");
    CHECK_FALSE(duplicateUnit(s, 0, {3, 0}));
    Unit extra = s.gt().units[1];
    extra.id = "extra";
    CHECK_FALSE(addUnit(s, extra));
    CHECK(s.gt().units.size() == 20000);
}

TEST_CASE("edits: outlines must be simple, paths need two points, tops inside hills") {
    // The messages are the loader's (cdo::outlineProblem in core/shape.h and friends).
    CHECK(checkShape(TerrainKind::Woods, {{0, 0}, {4, 0}, {0, 4}, {4, 4}}) ==
          "crosses itself (it must be a simple polygon)");
    CHECK(checkShape(TerrainKind::Woods, {{0, 0}, {4, 0}}) ==
          "a polygon needs at least 3 points, got 2");
    CHECK(checkShape(TerrainKind::Road, {{0, 0}}) == "a path needs at least 2 points, got 1");
    CHECK(checkShape(TerrainKind::Road, {{0, 0}, {4, 0}}).empty());
    CHECK(checkShape(TerrainKind::Bua, {{-1, 0}, {4, 0}, {4, 4}}) == "points must be on the table");
    const Polygon hill{{0, 0}, {10, 0}, {10, 10}, {0, 10}};
    CHECK(checkHillTop(hill, {{2, 2}, {4, 2}, {4, 4}}).empty());
    CHECK(checkHillTop(hill, {{2, 2}, {14, 2}, {4, 4}}) == "top: lies outside the hill's outline");
}

TEST_CASE(
    "edits: the editor refuses a road on one repeated spot and a top across the hill's notch") {
    // A road drawn with two taps on one spot used to be accepted and then refused on loading.
    CHECK(checkShape(TerrainKind::Road, {{5, 5}, {5, 5}}) ==
          "repeats point 1 (consecutive points must differ)");
    // A top whose corners are all inside a U-shaped hill but whose edge crosses the notch:
    // the U is [0,10] x [0,10] less the notch [4,6] x [4,10]; the top's edge from (2,8) to
    // (8,8) runs through the notch.
    const Polygon u{{0, 0}, {10, 0}, {10, 10}, {6, 10}, {6, 4}, {4, 4}, {4, 10}, {0, 10}};
    CHECK(checkHillTop(u, {{2, 6}, {8, 6}, {8, 8}, {2, 8}}) ==
          "top: leaves the hill's outline (the top must lie inside it)");
}

TEST_CASE("edits: terrain is added with a fresh id, a wood turned hill loses its occupants") {
    Scenario s = table();
    History h;
    Terrain t;
    t.kind = TerrainKind::Road;
    t.path = {{0, 1}, {10, 1}};
    EditResult add = addTerrain(s, t);
    REQUIRE(add.command);
    h.apply(s, std::move(add.command));
    CHECK(s.gt().terrain.back().id == "road");
    CHECK(s.gt().terrain.back().width == 0.5);

    Terrain w = s.gt().terrain[0];
    w.kind = TerrainKind::Hill;
    EditResult e = editTerrain(s, 0, w);
    REQUIRE(e.command);
    h.apply(s, std::move(e.command));
    CHECK(s.gt().units[1].occupies.empty());
    h.undo(s);
    CHECK(s.gt().units[1].occupies == "wood");

    Terrain bad = s.gt().terrain[0];
    bad.outline = {{0, 0}, {4, 0}, {0, 4}, {4, 4}};
    CHECK_FALSE(editTerrain(s, 0, bad).command);
    h.apply(s, deleteTerrain(s, 0));
    CHECK(s.gt().units[1].occupies.empty());
}

TEST_CASE("edits: a renamed id keeps to the loader's id rule") {
    // The loader refuses ids with spaces, control characters and the like (core/ids.h): the
    // editor must not make one, or Save would then refuse the table.
    Scenario s = table();
    for (const std::string bad : {"two words", "a\nb", "esc\x1b[31m", "slash/id"}) {
        CAPTURE(bad);
        const EditResult u = renameUnit(s, 0, bad);
        CHECK(u.command == nullptr);
        CHECK(u.error == "an id may only contain letters, digits, '-', '_' and '.'");
        CHECK(renameTerrain(s, 0, bad).command == nullptr);
    }
    CHECK(renameUnit(s, 0, "fr-inf_2.b").command != nullptr);
    CHECK(renameUnit(s, 0, std::string(101, 'a')).error ==
          "an id may be at most 100 characters long, got 101");
}

TEST_CASE("edits: the table shrinks only to what stands on it, within the loader's limits") {
    // table(): the default 72 x 48 table; units at (10,10), (10,20), (12,10); the wood reaches
    // x 5..15, y 15..25. So 15 x 25 is the smallest table that holds them all.
    Scenario s = table();
    EditResult ok = resizeTable(s, {15, 25});
    REQUIRE(ok.command != nullptr);
    const EditResult unit = resizeTable(s, {11, 30}); // the general at x = 12 is beyond
    CHECK(unit.command == nullptr);
    CHECK(unit.error == "unit 'fr-gen' stands beyond that edge; move it first");
    const EditResult wood = resizeTable(s, {20, 24}); // the wood reaches y = 25
    CHECK(wood.command == nullptr);
    CHECK(wood.error == "terrain 'wood' reaches beyond that edge; move it first");
    CHECK(resizeTable(s, {0, 48}).error ==
          "a table side must be more than 0 and at most 1000 inches");
    CHECK(resizeTable(s, {1001, 48}).command == nullptr);
    History h;
    h.apply(s, std::move(ok.command));
    CHECK(s.gt().tableWidth == 15);
    CHECK(s.gt().tableDepth == 25);
}

TEST_CASE("edits: a road's width and an outline's corners keep to the loader's limits") {
    // A road 0.5" wide along y = 30; the loader takes widths from 0.001" to 50" and at most
    // 1,000 corners an outline (core/limits.h).
    Scenario s = table();
    Terrain road{"road", TerrainKind::Road, {}, {}, {{0, 30}, {40, 30}}, 0.5, nullptr};
    s.gt().terrain.push_back(road);
    Terrain wide = road;
    wide.width = 60;
    CHECK(editTerrain(s, 1, wide).error ==
          "a road's width must be more than 0 and at most 50 inches");
    wide.width = 0;
    CHECK(editTerrain(s, 1, wide).command == nullptr);
    wide.width = 50;
    CHECK(editTerrain(s, 1, wide).command != nullptr);
    // 1,001 corners on a circle of radius 5 around (30, 30).
    Polygon many;
    for (int i = 0; i < 1001; ++i) {
        const double a = 2 * 3.141592653589793 * i / 1001;
        many.push_back({30 + 5 * std::cos(a), 30 + 5 * std::sin(a)});
    }
    CHECK(checkShape(TerrainKind::Woods, many) == "at most 1000 corners");
    many.pop_back();
    CHECK(checkShape(TerrainKind::Woods, many).empty());
}
