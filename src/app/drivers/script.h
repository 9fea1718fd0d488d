// Plays a script of gestures and keys (docs/app.md, "Scripted runs"): how the GUI tests drive
// the real input path without a person at the screen. One command a line, in table inches.
#pragma once

#include <string>

namespace cdo::app {

class App;

class Script {
  public:
    explicit Script(App& app) : app_(app) {}
    // Opens the command line's scenario and plays options().script; the exit code.
    int run();

  private:
    bool line(const std::string& line, std::string& error);
    void dump() const; // the state a test can check, one fact a line

    App& app_;
};

} // namespace cdo::app
