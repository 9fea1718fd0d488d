// What the commands share inside the CLI: the bad-input exception run() turns into exit code 2,
// and a scenario loaded with its engine.
#pragma once

#include "core/engine.h"
#include "io/scenario_io.h"

#include <memory>
#include <optional>
#include <ostream>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

namespace cdo::cli {

// A bad-input condition with its message; caught once in run() so nothing reaches stdout.
struct BadInput : std::runtime_error {
    using std::runtime_error::runtime_error;
};

// A scenario and the engine of its ruleset. The engine reads the document, so the document
// lives on the heap: moving a Loaded must not move the scenario the engine points into.
struct Loaded {
    std::unique_ptr<const io::ScenarioDocument> doc;
    std::unique_ptr<Engine> engine;
};
Loaded load(const std::string& path);

// The options of the La Bataille commands (cli.md, La Bataille). Each of --to and --attackers
// takes one value; the positional arguments after the command's own are more of the same.
struct LaBatailleOptions {
    std::optional<std::string> to;        // opportunity --to HEX...
    std::optional<std::string> form;      // opportunity --form FORMATION
    std::optional<std::string> attackers; // retreat --attackers ID...
};

// rule and targets on a la-bataille scenario, and zoi, combine, opportunity, retreat. `args`
// starts with the command; `loaded` is the scenario when the caller has loaded it already.
// Writes to `out`; throws BadInput or io::LoadError.
void runLaBataille(const std::vector<std::string>& args, const LaBatailleOptions& options,
                   bool json, std::ostream& out, const Loaded* loaded);
// Whether `name` is one of the commands runLaBataille answers (its table, the only list of
// them): rule and targets, and those only La Bataille has.
bool isLaBatailleCommand(std::string_view name);

} // namespace cdo::cli
