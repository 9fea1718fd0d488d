#include "app/document/history.h"

#include <doctest/doctest.h>

using namespace cdo;
using namespace cdo::app;

namespace {

Scenario twoUnits() {
    Scenario s;
    Unit a;
    a.id = "a";
    a.side = "french";
    a.at = {10, 10};
    Unit b = a;
    b.id = "b";
    b.side = "austrian";
    b.at = {20, 20};
    s.gt().units = {a, b};
    s.gt().terrain.push_back(
        {"w", TerrainKind::Woods, {{0, 0}, {5, 0}, {5, 5}}, {}, {}, 0, nullptr});
    return s;
}

Unit moved(const Scenario& s, int i, Vec2 to) {
    Unit u = s.gt().units[size_t(i)];
    u.at = to;
    return u;
}

} // namespace

TEST_CASE("history: every kind of command undoes and redoes exactly") {
    Scenario s = twoUnits();
    History h;
    h.apply(s, setUnit(0, s.gt().units[0], moved(s, 0, {11, 12})));
    Unit c = s.gt().units[1];
    c.id = "c";
    h.apply(s, insertUnit(1, c));
    h.apply(s, eraseUnit(0, s.gt().units[0]));
    Terrain hill;
    hill.id = "h";
    hill.kind = TerrainKind::Hill;
    hill.outline = {{30, 30}, {40, 30}, {35, 38}};
    h.apply(s, insertTerrain(1, hill));
    h.apply(s, setTableSize({72, 48}, {96, 60}));
    REQUIRE(s.gt().units.size() == 2);
    CHECK(s.gt().units[0].id == "c");
    CHECK(s.gt().terrain.size() == 2);
    CHECK(s.gt().tableWidth == 96);

    CHECK(h.undoLabel() == "Table size");
    while (h.undo(s)) {
    }
    CHECK(s.gt().tableWidth == 72);
    REQUIRE(s.gt().units.size() == 2);
    CHECK(s.gt().units[0].id == "a");
    CHECK(s.gt().units[0].at.x == 10);
    CHECK(s.gt().units[1].id == "b");
    CHECK(s.gt().terrain.size() == 1);

    while (h.redo(s)) {
    }
    CHECK(s.gt().units[0].id == "c");
    CHECK(s.gt().units[1].id == "b");
    CHECK(s.gt().tableDepth == 60);
}

TEST_CASE("history: one drag is one undo step, a new gesture is another") {
    Scenario s = twoUnits();
    History h;
    for (int k = 1; k <= 5; ++k)
        h.apply(s, setUnit(0, s.gt().units[0], moved(s, 0, {10.0 + k, 10}), "Move unit"), 7);
    CHECK(h.size() == 1);
    CHECK(s.gt().units[0].at.x == 15);
    h.apply(s, setUnit(0, s.gt().units[0], moved(s, 0, {30, 10}), "Move unit"), 8);
    CHECK(h.size() == 2);
    h.undo(s);
    CHECK(s.gt().units[0].at.x == 15);
    h.undo(s);
    CHECK(s.gt().units[0].at.x == 10); // the whole first drag at once
}

TEST_CASE("history: commands of a gesture fold only into the same edit of the same thing") {
    Scenario s = twoUnits();
    History h;
    h.apply(s, setUnit(0, s.gt().units[0], moved(s, 0, {11, 10}), "Move unit"), 3);
    h.apply(s, setUnit(1, s.gt().units[1], moved(s, 1, {21, 20}), "Move unit"), 3);
    CHECK(h.size() == 2);
    h.closeGesture();
    h.apply(s, setUnit(1, s.gt().units[1], moved(s, 1, {22, 20}), "Move unit"), 3);
    CHECK(h.size() == 3);
}

TEST_CASE("history: a dropped gesture is taken back whole and forgotten, nothing else") {
    Scenario s = twoUnits();
    History h;
    // Step 1 (gesture 4): a moved to (11, 10). Gesture 5: a dragged on to 12, 13 (folded into
    // one step), then b moved to (21, 20) (a second step of the same gesture).
    h.apply(s, setUnit(0, s.gt().units[0], moved(s, 0, {11, 10}), "Move unit"), 4);
    const auto afterFirst = h.state();
    h.apply(s, setUnit(0, s.gt().units[0], moved(s, 0, {12, 10}), "Move unit"), 5);
    h.apply(s, setUnit(0, s.gt().units[0], moved(s, 0, {13, 10}), "Move unit"), 5);
    h.apply(s, setUnit(1, s.gt().units[1], moved(s, 1, {21, 20}), "Move unit"), 5);
    REQUIRE(h.size() == 3);
    CHECK(h.dropGesture(s, 6) == 0); // not this gesture's steps: nothing
    CHECK(h.dropGesture(s, 5) == 2);
    CHECK(s.gt().units[0].at.x == 11);
    CHECK(s.gt().units[1].at.x == 20);
    CHECK(h.size() == 1);
    CHECK_FALSE(h.canRedo());        // not left to redo
    CHECK(h.state() == afterFirst);  // the same state as before: "unsaved" as it was
    CHECK(h.dropGesture(s, 4) == 1); // the older gesture too, when asked
    CHECK(s.gt().units[0].at.x == 10);
    CHECK(h.dropGesture(s, 0) == 0); // commands outside a gesture are never dropped
    // An undone step is no longer at the end of the history: dropping leaves it alone.
    h.apply(s, setUnit(0, s.gt().units[0], moved(s, 0, {14, 10}), "Move unit"), 9);
    h.undo(s);
    CHECK(h.dropGesture(s, 9) == 0);
    CHECK(h.canRedo());
}

TEST_CASE("history: a dropped gesture gives back the redo branch and the oldest step it cut") {
    Scenario s = twoUnits();
    // Redo: a moved to (11, 10) and (12, 10), both undone (a back at 10); a drag (gesture 7)
    // moves b to (21, 20), which cuts the two redo steps off; dropped, the drag never was: b
    // at 20, and both steps can be redone again, a to 12.
    {
        History h;
        h.apply(s, setUnit(0, s.gt().units[0], moved(s, 0, {11, 10}), "Move a"));
        const auto afterOne = h.state();
        h.apply(s, setUnit(0, s.gt().units[0], moved(s, 0, {12, 10}), "Move a"));
        const auto afterTwo = h.state();
        REQUIRE(h.undo(s));
        REQUIRE(h.undo(s));
        const auto before = h.state();
        h.apply(s, setUnit(1, s.gt().units[1], moved(s, 1, {21, 20}), "Move unit"), 7);
        CHECK_FALSE(h.canRedo());
        CHECK(h.dropGesture(s, 7) == 1);
        CHECK(s.gt().units[1].at.x == 20);
        CHECK(h.state() == before);
        REQUIRE(h.canRedo());
        CHECK(h.redoLabel() == "Move a");
        REQUIRE(h.redo(s));
        CHECK(h.state() == afterOne); // the same states as before, so "saved" still matches
        REQUIRE(h.redo(s));
        CHECK(h.state() == afterTwo);
        CHECK(s.gt().units[0].at.x == 12);
        CHECK(h.size() == 2);
    }
    // The limit: a full history of kLimit steps (a to 0 .. 499); the drag's step pushes the
    // oldest out, and dropping the drag puts it back: every step undoes again, a back at 10.
    {
        Scenario t = twoUnits();
        History h;
        for (std::size_t k = 0; k < History::kLimit; ++k)
            h.apply(t, setUnit(0, t.gt().units[0], moved(t, 0, {double(k), 0}), "Move a"));
        const auto full = h.state();
        h.apply(t, setUnit(1, t.gt().units[1], moved(t, 1, {21, 20}), "Move unit"), 7);
        CHECK(h.size() == History::kLimit);
        CHECK(h.dropGesture(t, 7) == 1);
        CHECK(h.size() == History::kLimit);
        CHECK(h.state() == full);
        std::size_t undone = 0;
        while (h.undo(t))
            ++undone;
        CHECK(undone == History::kLimit);
        CHECK(t.gt().units[0].at.x == 10);
    }
    // Another edit after the gesture (or an undo) makes what it cut gone for good.
    {
        Scenario t = twoUnits();
        History h;
        h.apply(t, setUnit(0, t.gt().units[0], moved(t, 0, {11, 10}), "Move a"));
        REQUIRE(h.undo(t));
        h.apply(t, setUnit(1, t.gt().units[1], moved(t, 1, {21, 20}), "Move unit"), 7);
        h.apply(t, setUnit(1, t.gt().units[1], moved(t, 1, {22, 20}), "Other"), 8);
        CHECK(h.dropGesture(t, 8) == 1);
        CHECK_FALSE(h.canRedo());
        CHECK(t.gt().units[1].at.x == 21);
    }
}

TEST_CASE("history: a step's state is done until it is undone or cut off") {
    Scenario s = twoUnits();
    History h;
    h.apply(s, setUnit(0, s.gt().units[0], moved(s, 0, {11, 10})));
    const auto first = h.state();
    h.apply(s, setUnit(0, s.gt().units[0], moved(s, 0, {12, 10})));
    const auto second = h.state();
    CHECK(h.isDone(first));
    CHECK(h.isDone(second));
    h.undo(s);
    CHECK(h.isDone(first));
    CHECK_FALSE(h.isDone(second)); // undone
    h.redo(s);
    CHECK(h.isDone(second)); // redone: the same step again
    h.undo(s);
    h.apply(s, setUnit(1, s.gt().units[1], moved(s, 1, {21, 20})));
    CHECK_FALSE(h.isDone(second)); // cut off by the edit after the undo
    CHECK(h.isDone(first));
}

TEST_CASE("history: a new edit after undo drops the redo branch, state tells unsaved work") {
    Scenario s = twoUnits();
    History h;
    const auto clean = h.state();
    h.apply(s, setUnit(0, s.gt().units[0], moved(s, 0, {1, 1})));
    const auto one = h.state();
    CHECK(one != clean);
    h.undo(s);
    CHECK(h.state() == clean);
    h.apply(s, setUnit(0, s.gt().units[0], moved(s, 0, {2, 2})));
    CHECK(h.state() != one);
    CHECK_FALSE(h.canRedo());
    CHECK(s.gt().units[0].at.x == 2);
}

TEST_CASE("history: batches revert in reverse order") {
    Scenario s = twoUnits();
    History h;
    std::vector<CommandPtr> parts;
    parts.push_back(eraseUnit(1, s.gt().units[1]));
    parts.push_back(eraseUnit(0, s.gt().units[0]));
    h.apply(s, batch("Clear", std::move(parts)));
    CHECK(s.gt().units.empty());
    h.undo(s);
    REQUIRE(s.gt().units.size() == 2);
    CHECK(s.gt().units[0].id == "a");
    CHECK(s.gt().units[1].id == "b");
}

TEST_CASE("history: the oldest steps go past the limit, and undoing them all is not 'saved'") {
    Scenario s = twoUnits();
    History h;
    const auto clean = h.state();
    for (std::size_t k = 0; k < History::kLimit + 5; ++k)
        h.apply(s, setUnit(0, s.gt().units[0], moved(s, 0, {double(k), 0})));
    CHECK(h.size() == History::kLimit);
    while (h.undo(s)) {
    }
    CHECK(s.gt().units[0].at.x == 4); // the first five steps are gone for good
    CHECK(h.state() != clean);
}
