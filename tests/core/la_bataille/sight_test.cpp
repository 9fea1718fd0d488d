// L3 Line of sight: the hexes a centre-to-centre line crosses or runs beside, and the obstacles
// among them after elevation.
#include "core/la_bataille/sight.h"

#include <doctest/doctest.h>

#include <random>
#include <string>
#include <vector>

using cdo::lb::Arm;
using cdo::lb::Battle;
using cdo::lb::Hex;
using cdo::lb::HexGrid;
using cdo::lb::HexShape;
using cdo::lb::Lift;
using cdo::lb::ObstacleKind;
using cdo::lb::Reading;
using cdo::lb::Shift;
using cdo::lb::Sight;
using cdo::lb::SightIndex;
using cdo::lb::Unit;

namespace {

// Flat hexes, odd columns half a hex lower (the default map, 30 × 22). Centre of column c,
// row r: (1.5 c, -√3 (r + ½ when c is odd)), y up. Down one column: distance 1 per row.
Hex H(const char* id) {
    return *HexGrid{}.parse(id);
}

void put(Battle& b, const char* id, const char* terrain, int elevation = 0, bool slope = false) {
    auto& s = b.hexes[H(id)];
    s.terrain = terrain;
    s.elevation = elevation;
    s.slope = slope;
}
void level(Battle& b, const char* id, int elevation) {
    b.hexes[H(id)].elevation = elevation;
}

int add(Battle& b, const char* side, Arm arm, std::vector<Hex> hexes) {
    Unit u;
    u.id = "u" + std::to_string(b.units.size());
    u.side = side;
    u.arm = arm;
    u.hexes = std::move(hexes);
    b.units.push_back(u);
    return int(b.units.size()) - 1;
}

// The crossed hexes in order; a pair as "a|b".
std::string ids(const HexGrid& g, const Sight& s) {
    std::string out;
    for (std::size_t i = 0; i < s.hexes.size(); ++i) {
        if (!out.empty()) out += ' ';
        out += g.id(s.hexes[i].hex);
        if (s.hexes[i].pairedWith >= 0) {
            REQUIRE(s.hexes[i].pairedWith == int(i) + 1);
            REQUIRE(s.hexes[i + 1].pairedWith == int(i));
            out += '|' + g.id(s.hexes[++i].hex);
        }
    }
    return out;
}
std::string ids(const HexGrid& g, const std::vector<Hex>& hexes) {
    std::string out;
    for (Hex h : hexes)
        out += (out.empty() ? "" : " ") + g.id(h);
    return out;
}

// Both entry points (with and without an index) must rule alike; returns the first.
Sight see(const Battle& b, const char* from, const char* to, const char* side = "fr",
          int firerUnit = -1) {
    const HexGrid& g = b.grid;
    const Hex f = *g.parse(from), t = *g.parse(to);
    const Sight s = cdo::lb::lineOfSight(b, f, t, side, firerUnit);
    const SightIndex index(b);
    const Sight x = cdo::lb::lineOfSight(index, f, t, side, firerUnit);
    CHECK(ids(g, s) == ids(g, x));
    CHECK(ids(g, s.blockedBy) == ids(g, x.blockedBy));
    CHECK(s.clear == x.clear);
    CHECK(s.adjacent == x.adjacent);
    CHECK(s.readings.bits() == x.readings.bits());
    REQUIRE(s.hexes.size() == x.hexes.size());
    for (std::size_t i = 0; i < s.hexes.size(); ++i) {
        CHECK(s.hexes[i].kinds.bits() == x.hexes[i].kinds.bits());
        CHECK(s.hexes[i].lift == x.hexes[i].lift);
        CHECK(s.hexes[i].blocks == x.hexes[i].blocks);
    }
    return s;
}

} // namespace

TEST_CASE("lb sight: a clear line down a column crosses the hexes between") {
    // 0505 to 0509, straight down column 5: it crosses 0506, 0507, 0508 through their middles.
    Battle b;
    const Sight s = see(b, "0505", "0509");
    CHECK(ids(b.grid, s) == "0506 0507 0508");
    CHECK(s.clear);
    CHECK_FALSE(s.adjacent);
    CHECK(s.blockedBy.empty());
    CHECK(s.readings.empty());
    CHECK(s.lineFrom == b.grid.centre(H("0505")));
    CHECK(s.lineTo == b.grid.centre(H("0509")));
    for (const auto& h : s.hexes)
        CHECK_FALSE(h.obstacle);
}

TEST_CASE("lb sight: a woods hex crossed blocks") {
    // The same line with woods in 0507 (the middle hex): blocked by 0507 alone.
    Battle b;
    put(b, "0507", "woods");
    const Sight s = see(b, "0505", "0509");
    CHECK_FALSE(s.clear);
    CHECK(ids(b.grid, s.blockedBy) == "0507");
    REQUIRE(s.hexes.size() == 3);
    CHECK(s.hexes[1].obstacle);
    CHECK(s.hexes[1].blocks);
    CHECK(s.hexes[1].kinds.contains(ObstacleKind::Terrain));
    CHECK(s.hexes[1].lift == Lift::None);
    CHECK_FALSE(s.hexes[0].obstacle);
    // The firing and target hexes never block.
    Battle c;
    put(c, "0505", "woods");
    put(c, "0509", "village");
    CHECK(see(c, "0505", "0509").clear);
}

TEST_CASE("lb sight: along a hexside one obstacle does not block, two do") {
    // 0305 and 0505 (odd columns, same height) lie level: the line runs right from 0305's
    // centre to its corner at 90, along the side between 0405 (above, the firer's left) and
    // 0406 (below), then from that side's far corner into 0505.
    //      0405
    //  0305 ==== 0505
    //      0406
    Battle b;
    put(b, "0405", "woods");
    Sight s = see(b, "0305", "0505");
    CHECK(ids(b.grid, s) == "0405|0406");
    CHECK(s.clear);
    CHECK(s.hexes[0].blocks); // an obstacle standing, but alone beside the side
    CHECK_FALSE(s.hexes[1].obstacle);
    CHECK(s.readings.contains(Reading::HexsideBoth));
    put(b, "0406", "village");
    s = see(b, "0305", "0505");
    CHECK_FALSE(s.clear);
    CHECK(ids(b.grid, s.blockedBy) == "0405 0406");
    CHECK(s.readings.contains(Reading::HexsideBoth));
    // Going the other way, 0406 is on the left.
    CHECK(ids(b.grid, see(b, "0505", "0305")) == "0406|0405");
}

TEST_CASE("lb sight: a line through a corner does not cross the hexes that meet there") {
    // 0510 to 0907: four columns right, three rows up. In half-units across and √3/2-units up
    // from 0510's centre the target is (12, 6), the line y = x/2. It leaves 0510 through its
    // 60 side at (4/3, 2/3) into 0610 (centre (3, 1)), meets that hex's corner (4, 2) where
    // 0609 (centre (3, 3)) and 0709 (centre (6, 2)) also meet, and goes on below the side
    // between them, into 0709: 0609 is only touched. 0709 is left through its top side at
    // (6, 3) into 0708 (centre (6, 4)); by symmetry about (6, 3) the line then meets the
    // corner (8, 4) and goes into 0808, touching 0809 only.
    Battle b;
    put(b, "0609", "woods");
    put(b, "0809", "woods");
    Sight s = see(b, "0510", "0907");
    CHECK(ids(b.grid, s) == "0610 0709 0708 0808");
    CHECK(s.clear);
    put(b, "0709", "woods");
    s = see(b, "0510", "0907");
    CHECK(ids(b.grid, s.blockedBy) == "0709");
    // The way back crosses the same hexes in reverse.
    CHECK(ids(b.grid, see(b, "0907", "0510")) == "0808 0708 0709 0610");
}

TEST_CASE("lb sight: an obstacle exactly halfway is nearer neither end") {
    // 0502 (level 1) to 0506 (level 0), woods in 0504: 2 hexes from each end, so the firer
    // above does not see over it. Firing up from level 0 to level 1: neither.
    Battle b;
    level(b, "0502", 1);
    put(b, "0504", "woods");
    Sight s = see(b, "0502", "0506");
    CHECK_FALSE(s.clear);
    CHECK(ids(b.grid, s.blockedBy) == "0504");
    CHECK(s.hexes[1].lift == Lift::None);
    CHECK(s.readings.contains(Reading::ElevationLiteral));
    s = see(b, "0506", "0502");
    CHECK_FALSE(s.clear);
    CHECK(s.readings.contains(Reading::ElevationLiteral));
}

TEST_CASE("lb sight: firing down, an obstacle nearer the firer is looked over") {
    // 0502 (level 1) to 0506 (level 0). Woods and an enemy battalion in 0503 (1 from the
    // firer, 3 from the target): lifted. Woods in 0505 (3 from the firer, 1 from the target):
    // still blocks.
    Battle b;
    level(b, "0502", 1);
    put(b, "0503", "woods");
    add(b, "en", Arm::Infantry, {H("0503")});
    Sight s = see(b, "0502", "0506");
    CHECK(s.clear);
    CHECK(s.hexes[0].obstacle);
    CHECK(s.hexes[0].kinds.contains(ObstacleKind::Terrain));
    CHECK(s.hexes[0].kinds.contains(ObstacleKind::Unit));
    CHECK(s.hexes[0].lift == Lift::FirerAbove);
    CHECK_FALSE(s.hexes[0].blocks);
    CHECK(s.readings.contains(Reading::ElevationLiteral));
    put(b, "0505", "woods");
    s = see(b, "0502", "0506");
    CHECK(ids(b.grid, s.blockedBy) == "0505");
}

TEST_CASE("lb sight: firing up, an obstacle nearer the target is looked over") {
    // 0502 (level 0) to 0506 (level 1). Woods with an enemy battalion in 0505 (3 from the
    // firer, 1 from the target): lifted. In 0503 (nearer the firer) woods still block.
    Battle b;
    level(b, "0506", 1);
    put(b, "0505", "woods");
    add(b, "en", Arm::Infantry, {H("0505")});
    Sight s = see(b, "0502", "0506", "fr");
    CHECK(s.clear);
    CHECK(s.hexes[2].lift == Lift::FirerBelow);
    CHECK_FALSE(s.readings.contains(Reading::FriendAtTarget));
    put(b, "0503", "woods");
    s = see(b, "0502", "0506", "fr");
    CHECK(ids(b.grid, s.blockedBy) == "0503");
}

TEST_CASE("lb sight: firing up, a friend next to the target still blocks") {
    // 0502 (level 0) to 0506 (level 1), a French battalion in 0505, next to the target: French
    // fire is blocked by it (lb-friend-at-target); the other side's fire passes over it.
    Battle b;
    level(b, "0506", 1);
    add(b, "fr", Arm::Infantry, {H("0505")});
    Sight s = see(b, "0502", "0506", "fr");
    CHECK_FALSE(s.clear);
    CHECK(ids(b.grid, s.blockedBy) == "0505");
    CHECK(s.hexes[2].lift == Lift::None);
    CHECK(s.readings.contains(Reading::FriendAtTarget));
    s = see(b, "0502", "0506", "ru");
    CHECK(s.clear);
    CHECK(s.hexes[2].lift == Lift::FirerBelow);
    // Two hexes from the target (0502 to 0507 at level 1: 0505 is 3 from the firer, 2 from the
    // target) a friend is looked over like anything else.
    level(b, "0507", 1);
    s = see(b, "0502", "0507", "fr");
    CHECK(s.clear);
    CHECK_FALSE(s.readings.contains(Reading::FriendAtTarget));
}

TEST_CASE("lb sight: higher ground between two hexes blocks and is never lifted") {
    // 0502 and 0506 at level 0, 0504 at level 1: higher than both, blocks.
    Battle b;
    level(b, "0504", 1);
    Sight s = see(b, "0502", "0506");
    CHECK_FALSE(s.clear);
    CHECK(s.hexes[1].kinds.contains(ObstacleKind::HigherGround));
    CHECK(s.readings.contains(Reading::HigherGround));
    // Firer at level 1, target at 0, 0503 at level 2, next to the firer: nearer the firer,
    // and the firer is higher, but a rise is never lifted.
    Battle c;
    level(c, "0502", 1);
    level(c, "0503", 2);
    s = see(c, "0502", "0506");
    CHECK_FALSE(s.clear);
    CHECK(ids(c.grid, s.blockedBy) == "0503");
    CHECK(s.hexes[0].lift == Lift::None);
    CHECK(s.readings.contains(Reading::HigherGround));
    CHECK_FALSE(s.readings.contains(Reading::ElevationLiteral));
}

TEST_CASE("lb sight: a run of slope hexes at the firer's level does not block") {
    // 0502 (slope, level 1) down to 0506 (level 0) across slope hexes 0503 and 0504 at level 1:
    // none is higher than the firing hex, so none is an obstacle.
    Battle b;
    put(b, "0502", "slope", 1, true);
    put(b, "0503", "slope", 1, true);
    put(b, "0504", "slope", 1, true);
    const Sight s = see(b, "0502", "0506");
    CHECK(s.clear);
    for (const auto& h : s.hexes)
        CHECK_FALSE(h.obstacle);
    CHECK(s.readings.contains(Reading::HigherGround));
}

TEST_CASE("lb sight: adjacent hexes always see each other") {
    // 0505 (level 0) and 0506 (level 3, woods): adjacent, nothing between.
    Battle b;
    put(b, "0506", "woods", 3);
    const Sight s = see(b, "0505", "0506");
    CHECK(s.adjacent);
    CHECK(s.clear);
    CHECK(s.hexes.empty());
    CHECK(s.blockedBy.empty());
}

TEST_CASE("lb sight: routed units and leaders do not block, disordered units do") {
    // 0505 to 0509: a routed enemy battalion in 0506, a leader in 0507: clear. A disordered
    // enemy cavalry regiment in 0508: blocked by 0508.
    Battle b;
    const int routed = add(b, "en", Arm::Infantry, {H("0506")});
    b.units[std::size_t(routed)].routed = true;
    add(b, "en", Arm::Leader, {H("0507")});
    Sight s = see(b, "0505", "0509");
    CHECK(s.clear);
    const int dis = add(b, "en", Arm::HeavyCavalry, {H("0508")});
    b.units[std::size_t(dis)].disordered = true;
    s = see(b, "0505", "0509");
    CHECK(ids(b.grid, s.blockedBy) == "0508");
    CHECK(s.hexes[2].kinds.contains(ObstacleKind::Unit));
}

TEST_CASE("lb sight: the firing unit's own second hex does not block") {
    // A French line in 0502 and 0503 fires from 0502 at 0506: the line crosses 0503, the
    // unit's own other hex, which does not block (lb-own-line). Named as no firer, it would.
    Battle b;
    const int line = add(b, "fr", Arm::Infantry, {H("0502"), H("0503")});
    Sight s = see(b, "0502", "0506", "fr", line);
    CHECK(s.clear);
    CHECK_FALSE(s.hexes[0].obstacle);
    CHECK(s.readings.contains(Reading::OwnLine));
    s = see(b, "0502", "0506", "fr", -1);
    CHECK(ids(b.grid, s.blockedBy) == "0503");
    CHECK_FALSE(s.readings.contains(Reading::OwnLine));
    // Another battalion stacked in 0503 still blocks.
    add(b, "fr", Arm::Infantry, {H("0503")});
    s = see(b, "0502", "0506", "fr", line);
    CHECK(ids(b.grid, s.blockedBy) == "0503");
}

TEST_CASE("lb sight: pointy hexes, along a row and beside an upright hexside") {
    // Pointy hexes, odd rows half a hex right: centre (√3 (c + ½ when r is odd), -1.5 r).
    // Along row 5 from 0305 to 0705 the line crosses 0405, 0505, 0605.
    Battle b;
    b.grid.shape = HexShape::Pointy;
    put(b, "0505", "woods");
    Sight s = see(b, "0305", "0705");
    CHECK(ids(b.grid, s) == "0405 0505 0605");
    CHECK(ids(b.grid, s.blockedBy) == "0505");
    // 0504 to 0506 (even rows, both at x = 5√3) runs straight down through 0504's corner at 180
    // and along the upright side x = 5√3 between 0505 (x = 5.5√3, the firer's left facing
    // down) and 0405 (x = 4.5√3): one woods hex does not block, a second one does.
    s = see(b, "0504", "0506");
    CHECK(ids(b.grid, s) == "0505|0405");
    CHECK(s.clear);
    CHECK(s.readings.contains(Reading::HexsideBoth));
    put(b, "0405", "forest");
    s = see(b, "0504", "0506");
    CHECK(ids(b.grid, s.blockedBy) == "0505 0405");
}

TEST_CASE("lb sight: a pair on the map's edge names the hex off the map") {
    // Row 1, flat: 0201 and 0401 (even columns, high) lie level; the line runs along the top
    // of 0301, whose other side is off the map (0300): never an obstacle.
    Battle b;
    put(b, "0301", "woods");
    const Sight s = see(b, "0201", "0401");
    CHECK(ids(b.grid, s) == "0300|0301");
    CHECK(s.clear);
    CHECK_FALSE(b.grid.contains(s.hexes[0].hex));
}

TEST_CASE("lb sight: every point sampled along random lines lies in a listed hex") {
    // No hand-worked answer here: a check of the walk against sampling. Points strictly inside the
    // line's pieces (sampled away from corners) fall in the firing hex, the target hex, or a listed
    // hex; crossed hexes come in the order the samples meet them. Flat and pointy, odd and even
    // shifts.
    std::mt19937 rng(7);
    for (HexShape shape : {HexShape::Flat, HexShape::Pointy}) {
        for (Shift shift : {Shift::Odd, Shift::Even}) {
            HexGrid g;
            g.columns = 20;
            g.rows = 16;
            g.shape = shape;
            g.shift = shift;
            Battle b;
            b.grid = g;
            std::uniform_int_distribution<int> col(1, g.columns), row(1, g.rows), pct(0, 99);
            // Woods, hills and units everywhere: the index and the plain entry point agree.
            for (int n = 0; n < 60; ++n) {
                auto& h = b.hexes[Hex{col(rng), row(rng)}];
                h.terrain = pct(rng) < 50 ? "woods" : "clear";
                h.elevation = pct(rng) % 3;
                h.slope = pct(rng) < 30;
            }
            for (int n = 0; n < 40; ++n) {
                const int u = add(b, n % 2 ? "fr" : "ru", n % 7 ? Arm::Infantry : Arm::Leader,
                                  {Hex{col(rng), row(rng)}});
                b.units[std::size_t(u)].routed = n % 5 == 0;
            }
            const SightIndex index(b);
            for (int n = 0; n < 200; ++n) {
                const Hex f{col(rng), row(rng)}, t{col(rng), row(rng)};
                if (g.distance(f, t) < 2) continue;
                const Sight s = cdo::lb::lineOfSight(b, f, t, "fr", n % 40);
                const Sight x = cdo::lb::lineOfSight(index, f, t, "fr", n % 40);
                CHECK(ids(g, s) == ids(g, x));
                CHECK(ids(g, s.blockedBy) == ids(g, x.blockedBy));
                CHECK(s.readings.bits() == x.readings.bits());
                const cdo::Vec2 a = g.centre(f), c = g.centre(t);
                std::size_t last = 0;
                const int samples = 400;
                for (int k = 1; k < samples; ++k) {
                    const double u = (k + 0.37) / samples;
                    const cdo::Vec2 p = a + (c - a) * u;
                    const auto h = g.hexAt(p);
                    if (!h || *h == f || *h == t) continue;
                    std::size_t at = s.hexes.size();
                    for (std::size_t i = 0; i < s.hexes.size(); ++i)
                        if (s.hexes[i].hex == *h) at = i;
                    INFO(g.id(f), " to ", g.id(t), " sample in ", g.id(*h));
                    REQUIRE(at < s.hexes.size());
                    CHECK(at + 1 >= last); // a pair's two hexes may come in either order
                    last = std::max(last, at);
                }
            }
        }
    }
}
