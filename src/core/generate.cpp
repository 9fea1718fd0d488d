#include "core/generate.h"

#include <cmath>
#include <string>

namespace cdo {

namespace {

struct Rng {
    std::uint32_t s;
    std::uint32_t next() {
        s ^= s << 13;
        s ^= s >> 17;
        s ^= s << 5;
        return s;
    }
    double uniform(double lo, double hi) { return lo + (hi - lo) * (next() % 1000000) / 1e6; }
};

Polygon box(double x, double y, double w, double h) {
    return {{x, y}, {x + w, y}, {x + w, y + h}, {x, y + h}};
}

} // namespace

Scenario generateTable(int bases, std::uint32_t seed) {
    Scenario s;
    Rng rng{seed ? seed : 1};
    const double scale = std::sqrt(std::max(bases, 1) / 400.0);
    s.tableWidth = 72.0 * scale;
    s.tableDepth = 48.0 * scale;
    const double W = s.tableWidth, D = s.tableDepth;

    // Terrain in proportion to the table: per 400 bases, 4 hills, 3 woods and 2 towns.
    const int features = std::max(1, int(std::lround(scale * scale)));
    for (int k = 0; k < features; ++k) {
        for (int h = 0; h < 4; ++h) {
            const double x = rng.uniform(4, W - 14), y = rng.uniform(4, D - 12);
            Terrain t;
            t.id = "hill-" + std::to_string(k) + "-" + std::to_string(h);
            t.kind = TerrainKind::Hill;
            t.outline = {{x, y}, {x + 10, y}, {x + 11, y + 5}, {x + 8, y + 8}, {x + 1, y + 7}};
            t.top = box(x + 3, y + 3, 4, 2);
            s.terrain.push_back(t);
        }
        for (int w = 0; w < 3; ++w) {
            const double x = rng.uniform(2, W - 8), y = rng.uniform(2, D - 6);
            Terrain t;
            t.id = "wood-" + std::to_string(k) + "-" + std::to_string(w);
            t.kind = TerrainKind::Woods;
            t.outline = {{x, y}, {x + 6, y + 0.5}, {x + 5, y + 4}, {x + 2.5, y + 3}, {x, y + 4}};
            s.terrain.push_back(t);
        }
        for (int b = 0; b < 2; ++b) {
            const double x = rng.uniform(2, W - 5), y = rng.uniform(2, D - 4);
            Terrain t;
            t.id = "town-" + std::to_string(k) + "-" + std::to_string(b);
            t.kind = TerrainKind::Bua;
            t.outline = box(x, y, 3, 2.5);
            s.terrain.push_back(t);
        }
    }

    // Each side fills its half in rows: columns 3.2" apart, rows 2.2" apart, a little jitter.
    const int cols = std::max(1, int(W / 3.2));
    for (int i = 0; i < bases; ++i) {
        const bool french = i % 2 == 0;
        const int k = i / 2;
        const int col = k % cols, row = k / cols;
        Unit u;
        u.id = (french ? "f" : "a") + std::to_string(k);
        u.side = french ? "french" : "austrian";
        const double x = (col + 0.5) * (W / cols) + rng.uniform(-0.3, 0.3);
        const double depthFromCentre = 2.0 + row * 2.2 + rng.uniform(-0.2, 0.2);
        u.at = {x, french ? D / 2 - depthFromCentre : D / 2 + depthFromCentre};
        u.facing = (french ? 0.0 : 180.0) + rng.uniform(-20, 20);
        const int roll = int(rng.next() % 100);
        u.type = roll < 10   ? (roll < 7 ? UnitType::FootArtillery : UnitType::HorseArtillery)
                 : roll < 15 ? UnitType::General
                 : roll < 30 ? UnitType::Cavalry
                 : roll < 35 ? UnitType::Cuirassiers
                             : UnitType::Infantry;
        if (u.type == UnitType::Infantry && roll % 13 == 0) u.formation = Formation::Square;
        if (roll % 17 == 0) u.morale = Morale::Shaken;
        s.units.push_back(u);
    }
    return s;
}

} // namespace cdo
