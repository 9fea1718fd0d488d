// Plays a script of gestures and keys (docs/app.md, "Scripted runs"): how the GUI tests drive
// the real input path without a person at the screen. One command a line, in table inches.
// The commands are a table of verbs (script.cpp), one small function each.
#pragma once

#include "core/model.h"

#include <string>

namespace cdo::app {

class App;

class Script {
  public:
    explicit Script(App& app) : app_(app) {}
    // Opens the command line's scenario and plays options().script; the exit code.
    int run();
    // One line of a script: false with `error` when it is not a command or cannot be played.
    bool line(const std::string& line, std::string& error);
    void dump() const; // the state a test can check, one fact a line (script_dump.cpp)
    // Whether each step waits for the backdrop's photo to decode (on, at start).
    void waitForPhoto(bool on) { waitPhoto_ = on; }

  private:
    void dumpSelectTool() const; // the long-press menu, the handles, the group
    void dumpLaBataille() const;
    void dumpBackdrop() const;
    void dumpGrandeTactique(const gt::Setup& g) const;
    App& app_;
    bool waitPhoto_ = true;
};

} // namespace cdo::app
