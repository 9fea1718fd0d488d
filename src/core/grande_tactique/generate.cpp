#include "core/grande_tactique/generate.h"

#include <algorithm>
#include <cmath>
#include <numbers>
#include <random>
#include <string>

namespace cdo::gt {

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

Terrain area(std::string id, TerrainKind kind, Polygon outline) {
    Terrain t;
    t.id = std::move(id);
    t.kind = kind;
    t.outline = std::move(outline);
    return t;
}

Terrain line(std::string id, TerrainKind kind, std::vector<Vec2> path, double width) {
    Terrain t;
    t.id = std::move(id);
    t.kind = kind;
    t.path = std::move(path);
    t.width = width;
    return t;
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
    const int bases = std::max(2, g.bases);
    const int batteries = g.batteries < 0 ? bases / 10 : g.batteries;
    const double k = std::sqrt(bases / 400.0);
    s.gt().tableWidth = 120 * k;
    s.gt().tableDepth = 72 * k;
    const double W = s.gt().tableWidth, mid = s.gt().tableDepth / 2;

    // Terrain lives in the middle band, within 3" of the centre line, so no base starts on top
    // of it; the front ranks stand 4.5" either side, 9" apart, within long range.
    int n = 0;
    auto id = [&n](const char* kind) { return std::string(kind) + "-" + std::to_string(++n); };
    const int hills = std::max(1, int(std::lround(4 * k)));
    for (int i = 0; i < hills; ++i) {
        const Vec2 c{W * (i + 0.5) / hills + dice.uniform(-3, 3), mid + dice.uniform(-0.2, 0.2)};
        Terrain hill = area(id("hill"), TerrainKind::Hill, blob(dice, c, 7, 2.6, 10));
        hill.top = scaled(hill.outline, c, 0.45);
        s.gt().terrain.push_back(hill);
    }
    const int woods = std::max(1, int(std::lround(3 * k)));
    for (int i = 0; i < woods; ++i) {
        const Vec2 c{W * (i + 1.0) / (woods + 1) + dice.uniform(-2, 2),
                     mid + dice.uniform(-0.2, 0.2)};
        s.gt().terrain.push_back(
            {id("wood"), TerrainKind::Woods, blob(dice, c, 3, 2.5, 7), {}, {}, 0, nullptr});
    }
    for (const double x : {4.0, W - 10}) {
        s.gt().terrain.push_back(
            area(id("village"), TerrainKind::Bua,
                 {{x, mid - 2}, {x + 5, mid - 2}, {x + 5, mid + 2}, {x, mid + 2}}));
    }
    s.gt().terrain.push_back(line(id("road"), TerrainKind::Road,
                                  {{0, mid - 2.6}, {W / 2, mid - 2.8}, {W, mid - 2.6}}, 0.5));
    s.gt().terrain.push_back(line(id("road"), TerrainKind::Road,
                                  {{W / 2, 0}, {W / 2 + 0.5, mid}, {W / 2, s.gt().tableDepth}},
                                  0.5));
    s.gt().terrain.push_back(area(id("river"), TerrainKind::River,
                                  {{0, mid + 2.3},
                                   {W / 3, mid + 2.1},
                                   {2 * W / 3, mid + 2.4},
                                   {W, mid + 2.3},
                                   {W, mid + 2.9},
                                   {2 * W / 3, mid + 3.0},
                                   {W / 3, mid + 2.7},
                                   {0, mid + 2.9}}));
    const int walls = std::max(1, int(std::lround(4 * k)));
    for (int i = 0; i < walls; ++i) {
        const double x = W * (i + 0.3) / walls + dice.uniform(0, 6);
        s.gt().terrain.push_back(line(id("wall"), TerrainKind::Linear,
                                      {{x, mid - 1.8}, {x + dice.uniform(3, 6), mid - 1.5}}, 0));
    }

    // Units: per side, ranks along the deployment zone. Columns are 4" apart, rows 3" apart,
    // so no two bases overlap whatever their type (the widest is 2.5" by 1").
    const int perSide = bases / 2;
    const int gunsPerSide = batteries / 2;
    const int cols = std::max(1, int((W - 5) / 4));
    for (int side = 0; side < 2; ++side) {
        const std::string name = side == 0 ? "french" : "austrian";
        const std::string prefix = side == 0 ? "fr-" : "au-";
        int guns = 0;
        for (int i = 0; i < perSide; ++i) {
            const int row = i / cols, col = i % cols;
            Unit u;
            u.side = name;
            // Row 0 is the front rank, nearest the middle of the table.
            const double y = side == 0 ? mid - 4.5 - 3.0 * row : mid + 4.5 + 3.0 * row;
            u.at = {4.5 + 4.0 * col + dice.uniform(-0.3, 0.3), y + dice.uniform(-0.3, 0.3)};
            u.facing = std::fmod((side == 0 ? 0.0 : 180.0) + dice.uniform(-15, 15) + 360.0, 360.0);
            // Guns first along the front rank, spread over its width.
            const bool gunSlot = guns < gunsPerSide && row == 0 &&
                                 col % std::max(1, cols / std::max(1, gunsPerSide)) == 0;
            const bool lastChance = perSide - i <= gunsPerSide - guns;
            if (gunSlot || lastChance) {
                u.type = dice.below(3) == 0 ? UnitType::HorseArtillery : UnitType::FootArtillery;
                ++guns;
            } else if (col < 3 || col >= cols - 3) {
                u.type = dice.below(4) == 0 ? UnitType::Cuirassiers : UnitType::Cavalry;
            } else if (i % 9 == 4) {
                u.type = UnitType::General;
            } else {
                u.type = UnitType::Infantry;
                const int f = dice.below(10);
                u.formation = f == 0  ? Formation::Square
                              : f < 3 ? Formation::Column
                                      : Formation::Line;
            }
            u.id = prefix + std::to_string(i + 1);
            u.name = std::string(toString(u.type)) + " " + std::to_string(i + 1);
            u.morale = dice.below(12) == 0 ? Morale::Shaken : Morale::Eager;
            u.firing = isArtillery(u.type) && dice.below(3) == 0;
            s.gt().units.push_back(u);
        }
    }
    return s;
}

} // namespace cdo::gt
