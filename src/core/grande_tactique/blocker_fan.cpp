#include "core/grande_tactique/blocker_fan.h"

#include "core/grande_tactique/table.h"

#include <algorithm>
#include <array>
#include <cmath>

namespace cdo::gt {

namespace {

// Slack on directions and distances, far above rounding and far below anything that matters:
// a candidate too many is only tested and rejected by the exact tests, a candidate missed
// would be a wrong ruling.
constexpr double kAngleSlack = 1e-9; // pseudo-angle units (a quarter turn is 1)
constexpr double kNearSlack = 1e-9;  // inches, on the double distance that sorts
// On what is stored in floats, which carry about 6e-8 of a number's size (1e-5" at 200"): a
// thousandth of an inch, and more for a blocker placed absurdly far away.
double floatSlack(double size) {
    return 1e-3 + 1e-6 * size;
}

struct Item {
    double near;
    Vec2 centre; // from the edge's first end
    double radius;
    int key;
    int first; // first slice, possibly negative or past the end: taken modulo kSlices
    int count; // how many slices, from `first` on
};

int sliceFloor(double pseudo) {
    return int(std::floor(pseudo * (BlockerFan::kSlices / 4.0)));
}

} // namespace

BlockerFan::BlockerFan(const Table& table, Vec2 a, Vec2 b, const Box& region) : a_(a) {
    const std::array<Vec2, 2> ends{a, b};
    thread_local std::vector<Item> items;
    items.clear();
    table.blockers().queryBox(region, [&](int key) {
        // The shape that blocks sight and a circle holding it.
        std::span<const Vec2> poly;
        Vec2 centre;
        double radius = 0.0;
        if (key >= 0) {
            const PlacedUnit& B = table.unit(key);
            poly = B.base;
            centre = B.centre;
            radius = B.radius;
        } else {
            const PlacedTerrain& P = table.feature(-key - 1);
            poly = isCover(P.terrain->kind) ? std::span<const Vec2>(P.outline)
                                            : std::span<const Vec2>(P.top);
            const Box b = boundingBox(poly);
            centre = lerp(b.lo, b.hi, 0.5);
            for (Vec2 v : poly)
                radius = std::max(radius, dist(v, centre));
        }
        const double d = pointSegmentDistance(centre, a, b);
        Item it{d - radius - kNearSlack, centre - a, radius, key, 0, kSlices};
        if (d > radius + kNearSlack) {
            // The circle keeps clear of the edge, so the lines from the edge to the shape span
            // less than a half turn of directions: those between the directions from either end
            // to the shape's extreme vertices, measured as offsets from one direction inside.
            const double pc = pseudoAngle(centre - lerp(a, b, 0.5));
            double lo = 0.0, hi = 0.0;
            for (Vec2 end : ends)
                for (Vec2 v : poly) {
                    double off = pseudoAngle(v - end) - pc;
                    if (off > 2.0) off -= 4.0;
                    if (off < -2.0) off += 4.0;
                    lo = std::min(lo, off);
                    hi = std::max(hi, off);
                }
            const int first = sliceFloor(pc + lo - kAngleSlack);
            const int last = sliceFloor(pc + hi + kAngleSlack);
            if (last - first + 1 < kSlices) {
                it.first = first;
                it.count = last - first + 1;
            }
        }
        items.push_back(it);
        return true;
    });
    // Nearest first, ties by key: the order any line meets its candidates in.
    std::sort(items.begin(), items.end(), [](const Item& x, const Item& y) {
        return x.near != y.near ? x.near < y.near : x.key < y.key;
    });
    // Counting sort into the slices keeps that order within each slice.
    start_.assign(kSlices + 1, 0);
    auto each = [](const Item& it, auto&& f) {
        for (int k = 0; k < it.count; ++k)
            f(std::size_t(((it.first + k) % kSlices + kSlices) % kSlices));
    };
    for (const Item& it : items)
        each(it, [&](std::size_t s) { ++start_[s + 1]; });
    for (int s = 0; s < kSlices; ++s)
        start_[std::size_t(s) + 1] += start_[std::size_t(s)];
    entries_.resize(start_[kSlices]);
    std::vector<std::uint32_t> fill(start_.begin(), start_.end() - 1);
    for (const Item& it : items) {
        const double slack = floatSlack(length(it.centre) + it.radius);
        const Entry e{float(it.near - slack), float(it.centre.x), float(it.centre.y),
                      float(it.radius + slack), it.key};
        each(it, [&](std::size_t s) { entries_[fill[s]++] = e; });
    }
}

} // namespace cdo::gt
