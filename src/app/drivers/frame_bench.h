// --bench-frames: drags the first battery across the table and back through the same gesture
// code as a finger, every overlay on, and prints the frame times (docs/app.md, "Speed").
#pragma once

namespace cdo::app {

class App;

// The exit code.
int runFrameBench(App& app);

} // namespace cdo::app
