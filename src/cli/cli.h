// coupdoeil-cli (shared spec: cli.md). The command line is a face: it loads, asks the core,
// and prints. run() is the whole program, so tests call it without spawning a process.
#pragma once

#include <ostream>
#include <string>
#include <vector>

namespace cdo::cli {

// Exit codes: 0 answered, 2 bad input (message on `err`, nothing on `out`).
int run(const std::vector<std::string>& args, std::ostream& out, std::ostream& err);

} // namespace cdo::cli
