// The command line of `coupdoeil`. Display-free so the parsing is tested on its own.
#pragma once

#include "app/view/density.h"

#include <optional>
#include <string>
#include <vector>

namespace cdo::app {

struct Options {
    enum class Mode { Window, Screenshot, ExportRuling, Bench, Script, Help, Version };
    Mode mode = Mode::Window;
    std::string scenario;           // empty: an empty table (window) or the generated one (bench)
    bool generated = false;         // --generated
    std::string screenshot;         // --screenshot FILE
    std::string exportRuling;       // --export-ruling FILE (with --select and --target)
    bool allBatteries = false;      // --all-batteries: every battery's valid targets shown
    std::string select;             // --select FIRER
    std::string target;             // --target TARGET
    int frames = 0;                 // --bench-frames N
    std::string script;             // --script FILE
    int width = 1280, height = 800; // --size WxH
    std::optional<double> ppi;      // --ppi N: the screen's density (else the saved one)
    // --default-ppi N: a guess at the density (the browser page's, from devicePixelRatio),
    // taken only when the player saved none in the View panel.
    std::optional<double> defaultPpi;
    std::optional<Theme> theme; // --theme NAME (else the saved one)
};

struct ParsedOptions {
    std::optional<Options> options;
    std::string error; // set when options is empty
};

ParsedOptions parseOptions(const std::vector<std::string>& args); // without argv[0]
std::string usage();

} // namespace cdo::app
