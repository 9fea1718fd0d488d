// Hostile numbers and counters in the La Bataille core: numbers printed as meant, a fire of 0
// that is no fire, a battery of no increments, and the linear answers (rulingsAt, StepCosts)
// ruling exactly as the per-target ones they replace, on random maps.
#include "lb_fixture.h"

#include "core/la_bataille/fire.h"
#include "core/la_bataille/melee.h"
#include "core/la_bataille/strength.h"

#include <random>

using namespace lbt;

namespace {

bool anyStep(const Strength& s, std::string_view text) {
    return std::any_of(s.steps.begin(), s.steps.end(), [&](const StrengthStep& x) {
        return x.what.find(text) != std::string::npos;
    });
}

// A random 14 x 14 map: `n` counters of two sides, every arm and formation that stands in one
// hex, woods here and there, never two sides in one hex (the loader refuses that).
Fixture randomMap(std::mt19937& rng, int n) {
    Fixture f(14, 14);
    std::uniform_int_distribution<int> coord(1, 14), pick(0, 99);
    std::map<Hex, std::string> sideOf;
    const Arm arms[] = {Arm::Infantry, Arm::LightCavalry, Arm::FootArtillery, Arm::HorseArtillery,
                        Arm::Leader};
    for (int i = 0; i < 30; ++i)
        f.b.hexes[Hex{coord(rng), coord(rng)}] =
            HexState{pick(rng) < 50 ? "woods" : "clear", pick(rng) % 3, false};
    for (int i = 0; i < n; ++i) {
        const Hex h{coord(rng), coord(rng)};
        const std::string side = pick(rng) < 50 ? "fr" : "au";
        if (auto it = sideOf.find(h); it != sideOf.end() && it->second != side) continue;
        sideOf[h] = side;
        const Arm arm = arms[pick(rng) % 5];
        Formation form = Formation::Column;
        if (isArtillery(arm))
            form = pick(rng) < 80 ? Formation::Unlimbered : Formation::Limbered;
        else if (arm == Arm::LightCavalry && pick(rng) < 30)
            form = Formation::Skirmish;
        Unit u;
        u.id = "u" + std::to_string(i);
        u.side = side;
        u.arm = arm;
        u.hexes = {h};
        u.formation = form;
        u.facing = 60.0 * (pick(rng) % 6);
        u.increments = pick(rng) % 7;
        u.fire = arm == Arm::Leader ? std::nullopt : std::optional<double>(1 + pick(rng) % 3);
        u.maxRange = isArtillery(arm) ? std::optional<int>(3 + pick(rng) % 8) : std::nullopt;
        u.move = 4 + pick(rng) % 8;
        f.add(std::move(u));
    }
    return f;
}

// Two rulings alike in everything a player is told.
void same(const Ruling& a, const Ruling& b) {
    CHECK(a.valid == b.valid);
    CHECK(a.reasons == b.reasons);
    CHECK(a.readings == b.readings);
    CHECK(a.range == b.range);
    CHECK(a.nearerTargets == b.nearerTargets);
    CHECK(a.strength == b.strength);
    CHECK(a.odds == b.odds);
    CHECK(a.target == b.target);
}

} // namespace

TEST_CASE("lb hostile: number prints what it is given, never a wrapped or zeroed value") {
    // Whole numbers bare, others with two decimals, as before.
    CHECK(number(12) == "12");
    CHECK(number(2.5) == "2.50");
    CHECK(number(0) == "0");
    // 8 / 1e-300 is 8e300, past a long long: it was cast (undefined) and printed
    // -9223372036854775808; 1e-300 itself was printed 0, and 5e-324 too.
    CHECK(number(8e300) == "8e+300");
    CHECK(number(1e-300) == "1e-300");
    CHECK(number(5e-324) == "5e-324");
    CHECK(number(std::numeric_limits<double>::infinity()) == "inf");
}

TEST_CASE("lb hostile: a fire multiple of 0 cannot fire") {
    // fire: 0 is no fire at all (the app shows it as none): firer-cannot-fire, not "may fire"
    // at strength 0.
    Fixture f;
    f.add(unit("a", "fr", Arm::Infantry, Formation::Column, {"0505"}, 0, 4, 0.0));
    f.add(unit("b", "au", Arm::Infantry, Formation::Column, {"0504"}, 180));
    const Board board(f.b);
    CHECK_FALSE(canFire(board, 0, hx("0505")));
    const Ruling r = ruleHex(board, 0, hx("0505"), hx("0504"));
    CHECK_FALSE(r.valid);
    CHECK(r.reasons.contains(Reason::FirerCannotFire));
}

TEST_CASE(
    "lb hostile: a battery of 0 increments adds nothing, and is not over the stacking limit") {
    // Two batteries in clear 0505: g0 of 0 increments, g1 of 4 x 2 = 8. Stacking 6: g0 is not
    // "over the stacking limit of 6" (it holds none); g1 fires 4 x 2 = 8.
    Fixture f;
    f.add(unit("g0", "fr", Arm::FootArtillery, Formation::Unlimbered, {"0505"}, 0, 0, 3));
    f.add(unit("g1", "fr", Arm::FootArtillery, Formation::Unlimbered, {"0505"}, 0, 4, 2));
    const Board board(f.b);
    const Strength s = fireStrength(board, 0, hx("0505"), 2);
    CHECK_FALSE(anyStep(s, "over the stacking limit"));
    CHECK(anyStep(s, "g0: no increments, adds nothing"));
    CHECK(s.value == doctest::Approx(8));
}

TEST_CASE("lb hostile: rulingsAt rules every target as ruleHex does, on random maps") {
    // The CLI's `targets` asks rulingsAt (closest worked out once) instead of ruleHex for each
    // unit (closest worked out again for each); both must agree in every ruling.
    std::mt19937 rng(22);
    for (int map = 0; map < 12; ++map) {
        Fixture f = randomMap(rng, 60);
        const Board board(f.b);
        for (int firer = 0; firer < board.unitCount(); firer += 3) {
            const Unit& u = board.unit(firer);
            std::vector<Hex> targets;
            for (int t = 0; t < board.unitCount(); ++t)
                if (t != firer) targets.push_back(board.unit(t).hexes[0]);
            const std::vector<Ruling> fast = rulingsAt(board, firer, u.hexes[0], targets);
            REQUIRE(fast.size() == targets.size());
            for (std::size_t i = 0; i < targets.size(); ++i) {
                CAPTURE(map);
                CAPTURE(u.id);
                CAPTURE(i);
                same(fast[i], ruleHex(board, firer, u.hexes[0], targets[i]));
            }
        }
    }
}

TEST_CASE("lb hostile: StepCosts costs every step as stepCost does, on random maps") {
    // retreat's path search asks StepCosts (the screen worked out once) instead of stepCost
    // (every unit gone over at every step): every pair of adjacent hexes costs the same.
    std::mt19937 rng(7);
    for (int map = 0; map < 6; ++map) {
        Fixture f = randomMap(rng, 60);
        const Board board(f.b);
        const HexGrid& g = board.grid();
        for (int u = 0; u < board.unitCount(); u += 5) {
            const StepCosts costs(board, u);
            for (int col = 1; col <= g.columns; ++col)
                for (int row = 1; row <= g.rows; ++row)
                    for (int side = 0; side < 6; ++side) {
                        const Hex a{col, row}, b = g.neighbour(a, side);
                        if (!g.contains(b)) continue;
                        CAPTURE(map);
                        CAPTURE(u);
                        CHECK(costs.step(a, b) == stepCost(board, u, a, b));
                    }
        }
    }
}
