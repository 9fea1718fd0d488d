// The all-batteries view keeps its answers across a drag (app/all_batteries.h): after an edit
// that only moves units, it asks again only the batteries whose answer the move can change.
// Pinned two ways: by hand on a small table (which battery is asked, and what it answers), and
// by hundreds of random moves on the generated 400-base table and on the small one, each
// compared with asking every battery afresh.
#include "app/gt/all_batteries.h"
#include "core/grande_tactique/engine.h"
#include "core/grande_tactique/generate.h"

#include "core/gt_fixture.h"

#include <doctest/doctest.h>

#include <cmath>
#include <string>
#include <vector>

using cdo::Scenario;
using cdo::TerrainKind;
using cdo::UnitType;
using cdo::Vec2;
using cdo::app::AllBatteries;
using cdo::app::BatteryTargets;

namespace {

// A 72" × 48" table, y growing away from the french edge (facing 0 is +y):
//   guns   french foot artillery 1×1 at (20,20) facing 0: front edge y = 20.5, x in [19.5,20.5]
//   line   austrian infantry 2.5×1 at (20,27) facing 180: [18.75,21.25] × [26.5,27.5], 6" ahead
//   screen french infantry at (5,5), far from everything (moved in front of the guns below)
//   courier french cavalry at (40,5), far from both batteries
//   kanone austrian foot artillery at (60,40) facing 180: front edge y = 39.5, x in [59.5,60.5]
//   rank   french infantry at (60,33) facing 0: [58.75,61.25] × [32.5,33.5], 6" ahead of kanone
//   garrison french infantry occupying the woods "copse" [4,10] × [40,46], at (7,43)
// Each battery's box (gt::validTargets) is its arc cut 12.01" ahead, with the lines to the
// candidates that reach it, grown by the largest base's half diagonal, √(2.5² + 1²)/2 =
// 1.346", and 0.1":
//   guns: arc from (19.5,20.5) and (20.5,20.5) out at 45° to y = 32.51, so x in [7.49,32.51];
//     the line is inside it; the garrison is a candidate of every battery (through its woods)
//     but its copse is far from the arc, so its lines are left out: grown to
//     [6.04,33.96] × [19.05,33.96].
//   kanone: [47.49,72.51] × [27.49,39.5] with the rank, grown to [46.04,73.96] × [26.04,40.95].
// The courier at (40,5) and (42,6) is outside both: no battery is asked when it moves.
Scenario smallTable() {
    Scenario s;
    s.gt().tableWidth = 72;
    s.gt().tableDepth = 48;
    s.gt().terrain.push_back(gt::area("copse", TerrainKind::Woods, gt::rect(4, 40, 10, 46)));
    s.gt().units.push_back(gt::unit("guns", "french", UnitType::FootArtillery, {20, 20}, 0));
    s.gt().units.push_back(gt::unit("line", "austrian", UnitType::Infantry, {20, 27}, 180));
    s.gt().units.push_back(gt::unit("screen", "french", UnitType::Infantry, {5, 5}, 0));
    s.gt().units.push_back(gt::unit("courier", "french", UnitType::Cavalry, {40, 5}, 90));
    s.gt().units.push_back(gt::unit("kanone", "austrian", UnitType::FootArtillery, {60, 40}, 180));
    s.gt().units.push_back(gt::unit("rank", "french", UnitType::Infantry, {60, 33}, 0));
    cdo::Unit g = gt::unit("garrison", "french", UnitType::Infantry, {7, 43}, 0);
    g.occupies = "copse";
    s.gt().units.push_back(g);
    return s;
}

std::string show(const std::vector<BatteryTargets>& all) {
    std::string out;
    for (const BatteryTargets& b : all) {
        out += std::to_string(b.number) + "@" + std::to_string(b.battery) + ":";
        for (int t : b.targets)
            out += " " + std::to_string(t);
        out += "; ";
    }
    return out;
}

// The cache brought up to date with `s`, and the answer of asking every battery afresh.
struct Step {
    std::string kept, fresh;
    int asked = 0;
    bool all = false;
};
Step step(AllBatteries& cache, const Scenario& s) {
    const cdo::gt::Engine engine(s);
    Step r;
    r.kept = show(cache.update(engine));
    r.fresh = show(cdo::app::allBatteryTargets(engine, s));
    r.asked = cache.recomputed();
    r.all = cache.recomputedAll();
    return r;
}

int index(const Scenario& s, const std::string& id) {
    return s.gt().unitIndex(id);
}

} // namespace

TEST_CASE("all batteries: a move asks again only the batteries it can change") {
    Scenario s = smallTable();
    AllBatteries cache;
    // The first time every battery is asked: guns (1, unit 0) may fire at the line (1); kanone
    // (2, unit 4) at the rank (5). The garrison is friend to the guns, and out of kanone's
    // arc (its woods is 50" to the left).
    Step st = step(cache, s);
    CHECK(st.all);
    CHECK(st.asked == 2);
    CHECK(st.kept == "1@0: 1; 2@4: 5; ");
    CHECK(st.kept == st.fresh);

    // The courier moves from (40,5) to (42,6), turning: outside both boxes, so no battery is
    // asked, and the answers are those of asking afresh.
    s.gt().units[size_t(index(s, "courier"))].at = {42, 6};
    s.gt().units[size_t(index(s, "courier"))].facing = 120;
    st = step(cache, s);
    CHECK_FALSE(st.all);
    CHECK(st.asked == 0);
    CHECK(st.kept == "1@0: 1; 2@4: 5; ");
    CHECK(st.kept == st.fresh);

    // The screen moves to (20,23.5), [18.75,21.25] × [23,24], across every line from the guns'
    // front edge (x in [19.5,20.5], y = 20.5) to the line's points (x in [18.75,21.25], y >=
    // 26.5): halfway along each, x is between 19.125 and 20.875, inside the screen. The guns
    // are asked again and lose the line; kanone (its box starts at y = 26.04) is not asked.
    s.gt().units[size_t(index(s, "screen"))].at = {20, 23.5};
    st = step(cache, s);
    CHECK_FALSE(st.all);
    CHECK(st.asked == 1);
    CHECK(st.kept == "1@0:; 2@4: 5; ");
    CHECK(st.kept == st.fresh);

    // The courier comes to (60,36) as an infantry line would stand... but it is cavalry
    // (1.5" wide), so first only a move: [59.25,60.75] × [35.5,36.5] in kanone's box. Kanone is
    // asked, and only it: the courier is a target too now (3" ahead), and kanone still sees
    // the rank past it, by FL (60.5,39.5) to the rank's FR corner (61.25,33.5) (x = 60.875
    // and 61.0 where it crosses the courier's rear and front, right of 60.75) and FR
    // (59.5,39.5) to its FL corner (58.75,33.5) (x = 59.125 and 59.0, left of 59.25).
    s.gt().units[size_t(index(s, "courier"))].at = {60, 36};
    s.gt().units[size_t(index(s, "courier"))].facing = 0;
    st = step(cache, s);
    CHECK_FALSE(st.all);
    CHECK(st.asked == 1);
    CHECK(st.kept == "1@0:; 2@4: 3 5; ");
    CHECK(st.kept == st.fresh);

    // The screen, 2.5" wide, steps to (60,36) and the courier back to (40,5): the screen
    // [58.75,61.25] × [35.5,36.5] is as wide as the rank, so every line from kanone's front
    // edge (x in [59.5,60.5]) to a point of the rank (x in [58.75,61.25]) crosses it. Both
    // batteries are asked (the screen left the guns' box, and entered kanone's): the guns
    // see the line again, kanone only the screen.
    s.gt().units[size_t(index(s, "screen"))].at = {60, 36};
    s.gt().units[size_t(index(s, "courier"))].at = {40, 5};
    st = step(cache, s);
    CHECK_FALSE(st.all);
    CHECK(st.asked == 2);
    CHECK(st.kept == "1@0: 1; 2@4: 2; ");
    CHECK(st.kept == st.fresh);

    // A battery that moves is asked again, even when nothing else is near it: the guns step
    // 0.25" to the right (the line is still 6" ahead and in its arc).
    s.gt().units[0].at = {20.25, 20};
    st = step(cache, s);
    CHECK_FALSE(st.all);
    CHECK(st.asked == 1);
    CHECK(st.kept == "1@0: 1; 2@4: 2; ");
    CHECK(st.kept == st.fresh);

    // The same edit again (a new revision, nothing changed): nobody is asked.
    st = step(cache, s);
    CHECK(st.asked == 0);
    CHECK(st.kept == st.fresh);
}

TEST_CASE("all batteries: a battery's box holds its lines to the far side of a town") {
    // guns: french foot artillery 1×1 at (20,20) facing 0, front edge y = 20.5, x in
    // [19.5,20.5]. The town [14,26] × [30,44], held by the austrian burghers: 9.5" ahead (long
    // range), and seen when two different corners are: (14,30) and (26,30) are covered by two
    // french posts 1×1 standing on them, so only (14,44) and (26,44) are left. FL→(14,44)
    // crosses y = 30 at x = 19.5 − 5.5·9.5/23.5 = 17.28, FR→(26,44) at 20.5 + 5.5·0.404 =
    // 22.72, both clear of the posts: the burghers are a target. A third post comes from
    // (60,10) to (26,44) and blocks that corner: one corner left, no target. (26,44) is
    // outside the arc's box (y up to 32.51, grown to 33.96) but inside the box of the lines
    // to the town's corners (y up to 44, grown to 45.45): the guns are asked again.
    Scenario s;
    s.gt().tableWidth = 72;
    s.gt().tableDepth = 48;
    s.gt().terrain.push_back(gt::area("town", TerrainKind::Bua, gt::rect(14, 30, 26, 44)));
    s.gt().units.push_back(gt::unit("guns", "french", UnitType::FootArtillery, {20, 20}, 0));
    cdo::Unit b = gt::unit("burghers", "austrian", UnitType::Infantry, {20, 37}, 180);
    b.occupies = "town";
    s.gt().units.push_back(b);
    s.gt().units.push_back(
        gt::sized(gt::unit("post1", "french", UnitType::Infantry, {14, 30}, 0), 1, 1));
    s.gt().units.push_back(
        gt::sized(gt::unit("post2", "french", UnitType::Infantry, {26, 30}, 0), 1, 1));
    s.gt().units.push_back(
        gt::sized(gt::unit("post3", "french", UnitType::Infantry, {60, 10}, 0), 1, 1));
    AllBatteries cache;
    Step st = step(cache, s);
    CHECK(st.kept == "1@0: 1; ");
    CHECK(st.kept == st.fresh);
    s.gt().units[4].at = {26, 44};
    st = step(cache, s);
    CHECK_FALSE(st.all);
    CHECK(st.asked == 1);
    CHECK(st.kept == "1@0:; ");
    CHECK(st.kept == st.fresh);
}

TEST_CASE("all batteries: anything but a move of units asks every battery") {
    Scenario s = smallTable();
    AllBatteries cache;
    step(cache, s);
    // A unit that occupies a woods is every battery's candidate: its move asks them all.
    s.gt().units[size_t(index(s, "garrison"))].at = {7.5, 43};
    Step st = step(cache, s);
    CHECK(st.all);
    CHECK(st.asked == 2);
    CHECK(st.kept == st.fresh);
    // Any other field of a unit, far from everything: the courier's morale.
    s.gt().units[size_t(index(s, "courier"))].morale = cdo::Morale::Shaken;
    st = step(cache, s);
    CHECK(st.all);
    CHECK(st.kept == st.fresh);
    // A battery limbered: it may fire at nothing now.
    s.gt().units[0].limbered = true;
    st = step(cache, s);
    CHECK(st.all);
    CHECK(st.kept == "1@0:; 2@4: 5; ");
    CHECK(st.kept == st.fresh);
    // A unit added, far away; a unit removed; the terrain; the table's size.
    s.gt().units.push_back(gt::unit("late", "french", UnitType::Infantry, {40, 10}, 0));
    st = step(cache, s);
    CHECK(st.all);
    CHECK(st.kept == st.fresh);
    s.gt().units.pop_back();
    st = step(cache, s);
    CHECK(st.all);
    s.gt().terrain[0].outline = gt::rect(4, 40, 11, 46);
    st = step(cache, s);
    CHECK(st.all);
    s.gt().tableWidth = 80;
    st = step(cache, s);
    CHECK(st.all);
    CHECK(st.kept == st.fresh);
    // Forgotten: asked again in full.
    cache.clear();
    st = step(cache, s);
    CHECK(st.all);
    CHECK(st.kept == st.fresh);
}

namespace {

// Random edits, each followed by the cache against a fresh answer. Moves are mostly pure (a
// step and a turn, a jump anywhere, a stop on a hill's top), of batteries, of units near a
// battery, of occupiers, of anyone; now and then a field changes instead (the full path).
// Returns how many batteries were asked over the pure moves, and how many pure moves there were.
struct Tally {
    long asked = 0, moves = 0, batteries = 0;
};
Tally randomEdits(Scenario& s, std::uint64_t seed, int edits) {
    gt::Rng rng(seed);
    AllBatteries cache;
    Tally tally;
    std::vector<int> batteries, occupiers;
    for (std::size_t i = 0; i < s.gt().units.size(); ++i) {
        if (cdo::isArtillery(s.gt().units[i].type)) batteries.push_back(int(i));
        if (!s.gt().units[i].occupies.empty()) occupiers.push_back(int(i));
    }
    tally.batteries = long(batteries.size());
    std::vector<Vec2> hillTops;
    for (const cdo::Terrain& t : s.gt().terrain)
        if (t.kind == TerrainKind::Hill && !t.top.empty()) {
            Vec2 c{0, 0};
            for (Vec2 v : t.top)
                c = c + v * (1.0 / double(t.top.size()));
            hillTops.push_back(c);
        }
    step(cache, s);
    for (int e = 0; e < edits; ++e) {
        const int n = int(s.gt().units.size());
        int who = rng.below(n);
        const int kind = rng.below(10);
        if (kind < 3) {
            who = batteries[size_t(rng.below(int(batteries.size())))];
        } else if (kind < 6) {
            // A unit within 14" of a battery: a target, or a blocker of its lines.
            const Vec2 at =
                s.gt().units[size_t(batteries[size_t(rng.below(int(batteries.size())))])].at;
            std::vector<int> near;
            for (int i = 0; i < n; ++i)
                if (cdo::dist(s.gt().units[size_t(i)].at, at) < 14) near.push_back(i);
            who = near[size_t(rng.below(int(near.size())))];
        } else if (kind == 6 && !occupiers.empty()) {
            who = occupiers[size_t(rng.below(int(occupiers.size())))];
        }
        cdo::Unit& u = s.gt().units[size_t(who)];
        const bool pure = rng.below(12) != 0;
        if (!pure) {
            // Not a move: a battery limbered or unlimbered, or a unit's morale.
            if (cdo::isArtillery(u.type) && rng.below(2))
                u.limbered = !u.limbered;
            else
                u.morale =
                    u.morale == cdo::Morale::Shaken ? cdo::Morale::Eager : cdo::Morale::Shaken;
        } else {
            const int how = rng.below(10);
            if (how < 6) {
                u.at = u.at + Vec2{rng.in(-2.5, 2.5), rng.in(-2.5, 2.5)};
                u.facing = std::fmod(u.facing + rng.in(-40, 40) + 360, 360);
            } else if (how < 8 || hillTops.empty()) {
                u.at = {rng.in(1, s.gt().tableWidth - 1), rng.in(1, s.gt().tableDepth - 1)};
                u.facing = rng.in(0, 360);
            } else {
                u.at = hillTops[size_t(rng.below(int(hillTops.size())))] +
                       Vec2{rng.in(-1, 1), rng.in(-1, 1)};
            }
        }
        const Step st = step(cache, s);
        REQUIRE_MESSAGE(st.kept == st.fresh, "edit " << e << " of unit " << u.id);
        if (pure && u.occupies.empty()) {
            ++tally.moves;
            tally.asked += st.asked;
            CHECK_FALSE(st.all);
        } else {
            CHECK(st.all);
        }
    }
    return tally;
}

} // namespace

TEST_CASE("all batteries: random moves on the generated table keep the fresh answers") {
    // gt::generateTable: 400 bases, 40 batteries, hills with tops, woods and towns in the
    // middle band. Four units are put into woods and towns (G5: every battery's candidates).
    Scenario s = cdo::gt::generateTable();
    int put = 0;
    std::size_t k = 10;
    for (const cdo::Terrain& t : s.gt().terrain) {
        if (put == 4 || (t.kind != TerrainKind::Woods && t.kind != TerrainKind::Bua)) continue;
        while (s.gt().units[k].type == UnitType::General || cdo::isArtillery(s.gt().units[k].type))
            ++k;
        cdo::Unit& u = s.gt().units[k];
        k += 37;
        u.occupies = t.id;
        const cdo::Box b = cdo::boundingBox(t.outline);
        u.at = cdo::lerp(b.lo, b.hi, 0.5);
        ++put;
    }
    REQUIRE(put == 4);
    const Tally t = randomEdits(s, 1815, 300);
    CHECK(t.batteries == 40);
    // A pure move asks few batteries: 7.0 of 40 on average here (many moves are jumps across
    // the table, each through two boxes or more). What is pinned: well under all of them.
    MESSAGE("batteries asked per pure move: " << double(t.asked) / double(t.moves));
    CHECK(t.asked < t.moves * 40 / 4);
}

TEST_CASE("all batteries: random moves on a small table keep the fresh answers") {
    Scenario s = smallTable();
    s.gt().terrain.push_back(gt::hill("ridge", gt::rect(24, 28, 40, 38), gt::rect(28, 31, 36, 35)));
    s.gt().terrain.push_back(gt::area("village", TerrainKind::Bua, gt::rect(46, 10, 52, 16)));
    s.gt().units.push_back(gt::unit("howitzer", "french", UnitType::HorseArtillery, {32, 33}, 30));
    s.gt().units.push_back(gt::unit("jaeger", "austrian", UnitType::Infantry, {45, 25}, 200));
    cdo::Unit burghers = gt::unit("burghers", "austrian", UnitType::Infantry, {49, 13}, 180);
    burghers.occupies = "village";
    s.gt().units.push_back(burghers);
    s.gt().units.push_back(gt::unit("hussars", "austrian", UnitType::Cavalry, {30, 24}, 170));
    const Tally t = randomEdits(s, 1809, 400);
    CHECK(t.batteries == 3);
    MESSAGE("batteries asked per pure move: " << double(t.asked) / double(t.moves));
    CHECK(t.asked < t.moves * 3);
}
