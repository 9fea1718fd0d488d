// The blockers around a firer's front edge, sorted by direction: the sight-line index.
//
// Every sight and enfilade line of a ruling starts at one of the firer's front corners (G2, G4),
// so one fan built per firer serves all of its targets. A line looks only at the blockers
// lying in its direction, nearest first, and on a crowded table the first usually stops it.
// The blockers are those that the table's broad phase (the b2DynamicTree) returns for the
// region the lines can reach.
//
// The order in which a line meets its candidates depends only on the candidates themselves
// (how near each comes to the front edge, then its key), never on the region asked for: a
// ruling names the same blocker whether it was asked alone or among all of its firer's targets.
#pragma once

#include "core/geometry.h"

#include <cmath>
#include <cstddef>
#include <cstdint>
#include <vector>

namespace cdo::gt {

class Table;

class BlockerFan {
  public:
    // Directions are cut into this many equal slices of the pseudo-angle (see pseudoAngle).
    static constexpr int kSlices = 256;

    // The fan of every blocker whose box meets `region` (inches), for lines starting at either
    // end of the edge a–b (the firer's FL and FR; a == b for a single point).
    BlockerFan(const Table& table, Vec2 a, Vec2 b, const Box& region);

    // Calls visit(key) for every blocker whose bounding circle the segment from→p meets,
    // nearest first (by how near the circle comes to the edge, ties by key); visit returns
    // false to stop. `from` is a or b. Keys are the broad phase's: units >= 0, terrain
    // -(index) - 1.
    template <class F> void walk(Vec2 from, Vec2 p, F&& visit) const {
        const Vec2 d = p - from;
        const double reach = length(d);
        const Vec2 shift = from - a_; // entries hold centres from a
        const std::size_t s = slice(d);
        for (std::uint32_t i = start_[s], end = start_[s + 1]; i < end; ++i) {
            const Entry& e = entries_[i];
            if (e.near > reach) return; // this one and all after it lie beyond p
            // The circle's centre within its radius of the line, and not behind `from`.
            const Vec2 c = Vec2{e.x, e.y} - shift;
            const double rr = e.radius * reach;
            if (std::abs(cross(d, c)) > rr || dot(d, c) < -rr) continue;
            if (!visit(e.key)) return;
        }
    }

    // How many (slice, blocker) entries the fan holds: for tests.
    std::size_t size() const { return entries_.size(); }

  private:
    // Floats, rounded the safe way (see .cpp): a line visits dozens of entries, and more of
    // them to a cache line means fewer memory reads.
    struct Entry {
        float near;   // at most the distance from the edge to the blocker
        float x, y;   // the centre of a circle holding it, from a
        float radius; // at least the circle's radius
        int key;
    };
    static std::size_t slice(Vec2 d); // below: inline, it runs for every line

    Vec2 a_;
    std::vector<std::uint32_t> start_; // slice s holds entries_[start_[s], start_[s + 1])
    std::vector<Entry> entries_;
};

// Directions as a number in [0, 4) that grows with the angle counter-clockwise from +x, without
// trigonometry ("diamond angle"): a quarter turn from an axis is exactly 1, and the opposite
// direction is exactly 2 away. 0 for the zero vector.
inline double pseudoAngle(Vec2 d) {
    const double s = std::abs(d.x) + std::abs(d.y);
    if (s == 0.0) return 0.0;
    const double t = d.y / s; // in [-1, 1]
    if (d.x >= 0) return t >= 0 ? t : 4.0 + t;
    return 2.0 - t;
}

inline std::size_t BlockerFan::slice(Vec2 d) {
    // Not negative, so truncating is flooring (and, unlike std::floor, no library call).
    const int s = int(pseudoAngle(d) * (kSlices / 4.0));
    return std::size_t(s < kSlices ? s : kSlices - 1); // 4 - tiny can round up to 4
}

} // namespace cdo::gt
