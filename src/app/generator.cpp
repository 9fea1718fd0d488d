#include "app/generator.h"

#include "core/ruleset.h"

#include <cmath>
#include <numbers>
#include <random>
#include <string>

namespace cdo::app {

namespace {

class Dice {
  public:
    explicit Dice(std::uint32_t seed) : rng_(seed) {}
    // Uniform in [lo, hi): 32 random bits scaled by hand, the same everywhere.
    double uniform(double lo, double hi) { return lo + (hi - lo) * (rng_() / 4294967296.0); }
    int below(int n) { return static_cast<int>(rng_() % static_cast<std::uint32_t>(n)); }

  private:
    std::mt19937 rng_; // the standard fixes mt19937's sequence
};

Polygon blob(Dice& d, Vec2 c, double rx, double ry, int n) {
    Polygon p;
    for (int i = 0; i < n; ++i) {
        const double a = 2 * std::numbers::pi * i / n;
        const double k = d.uniform(0.8, 1.0);
        p.push_back({c.x + rx * k * std::cos(a), c.y + ry * k * std::sin(a)});
    }
    return p;
}

Polygon scaled(const Polygon& p, Vec2 c, double s) {
    Polygon q;
    for (Vec2 v : p)
        q.push_back(c + (v - c) * s);
    return q;
}

} // namespace

Scenario generateTable(const GeneratedTable& g) {
    Dice dice(g.seed);
    Scenario s;
    s.tableWidth = 120;
    s.tableDepth = 72;

    // Terrain lives in the middle band (y 30..42) and beyond the flanks of the deployment
    // zones, so no base starts on top of it; the two sides deploy at y 4..28 and 44..68.
    int n = 0;
    auto id = [&n](const char* kind) { return std::string(kind) + "-" + std::to_string(++n); };
    for (int i = 0; i < 4; ++i) {
        const Vec2 c{15 + 30.0 * i + dice.uniform(-3, 3), 36 + dice.uniform(-1, 1)};
        Terrain hill{id("hill"), TerrainKind::Hill, blob(dice, c, 7, 4.5, 10), {}, {}, 0};
        hill.top = scaled(hill.outline, c, 0.45);
        s.terrain.push_back(hill);
    }
    for (int i = 0; i < 3; ++i) {
        const Vec2 c{30 + 30.0 * i + dice.uniform(-2, 2), 36 + dice.uniform(-1, 1)};
        s.terrain.push_back({id("wood"), TerrainKind::Woods, blob(dice, c, 3, 2.5, 7), {}, {}, 0});
    }
    for (int i = 0; i < 2; ++i) {
        const double x = i == 0 ? 4 : 110;
        s.terrain.push_back({id("village"),
                             TerrainKind::Bua,
                             {{x, 36}, {x + 5, 36}, {x + 5, 40}, {x, 40}},
                             {},
                             {},
                             0});
    }
    s.terrain.push_back(
        {id("road"), TerrainKind::Road, {}, {}, {{0, 31}, {60, 30.5}, {120, 31}}, 0.5});
    s.terrain.push_back(
        {id("road"), TerrainKind::Road, {}, {}, {{60, 0}, {60.5, 36}, {60, 72}}, 0.5});
    s.terrain.push_back({id("river"),
                         TerrainKind::River,
                         {{0, 41.5},
                          {40, 41},
                          {80, 41.8},
                          {120, 41.5},
                          {120, 42.5},
                          {80, 42.8},
                          {40, 42},
                          {0, 42.5}},
                         {},
                         {},
                         0});
    for (int i = 0; i < 4; ++i) {
        const double x = 10 + 28.0 * i + dice.uniform(0, 6);
        s.terrain.push_back({id("wall"),
                             TerrainKind::Linear,
                             {},
                             {},
                             {{x, 33}, {x + dice.uniform(3, 6), 33.5}},
                             0});
    }

    // Units: per side, ranks along the deployment zone. Columns are 4" apart, rows 3" apart,
    // so no two bases overlap whatever their type (the widest is 2.5" by 1").
    const int perSide = g.bases / 2;
    const int gunsPerSide = g.batteries / 2;
    const int cols = 28;
    for (int side = 0; side < 2; ++side) {
        const std::string name = side == 0 ? "french" : "austrian";
        const std::string prefix = side == 0 ? "fr-" : "au-";
        int guns = 0;
        for (int k = 0; k < perSide; ++k) {
            const int row = k / cols, col = k % cols;
            Unit u;
            u.side = name;
            // Row 0 is the front rank, nearest the middle of the table.
            const double y = side == 0 ? 27.5 - 3.0 * row : 44.5 + 3.0 * row;
            u.at = {4.5 + 4.0 * col + dice.uniform(-0.3, 0.3), y + dice.uniform(-0.3, 0.3)};
            u.facing = std::fmod((side == 0 ? 0.0 : 180.0) + dice.uniform(-15, 15) + 360.0, 360.0);
            // Guns first along the front rank, spread over its width.
            const bool gunSlot = guns < gunsPerSide && row == 0 &&
                                 col % std::max(1, cols / std::max(1, gunsPerSide)) == 0;
            const bool lastChance = perSide - k <= gunsPerSide - guns;
            if (gunSlot || lastChance) {
                u.type = dice.below(3) == 0 ? UnitType::HorseArtillery : UnitType::FootArtillery;
                ++guns;
            } else if (col < 3 || col >= cols - 3) {
                u.type = dice.below(4) == 0 ? UnitType::Cuirassiers : UnitType::Cavalry;
            } else if (k % 9 == 4) {
                u.type = UnitType::General;
            } else {
                u.type = UnitType::Infantry;
                const int f = dice.below(10);
                u.formation = f == 0  ? Formation::Square
                              : f < 3 ? Formation::Column
                                      : Formation::Line;
            }
            u.id = prefix + std::to_string(k + 1);
            u.name = std::string(toString(u.type)) + " " + std::to_string(k + 1);
            const int m = dice.below(12);
            u.morale = m == 0 ? Morale::Shaken : Morale::Eager;
            u.firing = isArtillery(u.type) && dice.below(3) == 0;
            s.units.push_back(u);
        }
    }
    return s;
}

} // namespace cdo::app
