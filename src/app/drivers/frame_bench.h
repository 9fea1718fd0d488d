// --bench-frames: drags the first battery across the table and back through the same gesture
// code as a finger, every overlay on, and prints the frame times (docs/app.md, "Speed"). The
// desktop times each frame here (runFrameBench); the browser, whose frames the page's display
// loop paces, prepares the same drag and moves along it a frame at a time (platform/web/).
#pragma once

#include "core/geometry.h"

#include <optional>
#include <vector>

namespace cdo::app {

class App;

// The drag the bench times: the first battery's centre across the table and back.
struct BenchDrag {
    // Frames drawn before timing starts: the first load glyphs into the font textures, grow
    // buffers and start the drag, one-offs that would otherwise be reported as the worst frame.
    static constexpr int kWarmUp = 10;
    Vec2 start, far;
    // Where the finger is `k` of the way through (0 to 1: out to `far`, then back).
    Vec2 at(double k) const;
    // Where it is in warm-up frame `i` (0 to kWarmUp - 1): to and fro past the finger's slop,
    // 3" along the path and back.
    Vec2 warmUpAt(int i) const;
};

// The value at share `p` (0 to 1) of `v` sorted; 0 when empty.
double percentile(std::vector<double> v, double p);

// The bench's table (the scenario named, or the generated one), its window, every overlay on,
// and its selection (the first battery; the target the enemy nearest the far middle); the
// finger is not down yet. Nothing, and `exitCode` (2: bad input, 1: no window), when it cannot
// be benched; what is wrong is said on stderr.
std::optional<BenchDrag> prepareFrameBench(App& app, int& exitCode);

// The exit code.
int runFrameBench(App& app);

} // namespace cdo::app
