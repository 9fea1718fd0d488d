// coupdoeil-cli run in-process, as cli.h's run() is the whole program.
#pragma once

#include "cli/cli.h"
#include "support.h"

#include <sstream>
#include <string>
#include <vector>

namespace cdo::test {

inline Run cli(const std::vector<std::string>& args) {
    std::ostringstream out, err;
    const int code = cdo::cli::run(args, out, err);
    return {code, out.str(), err.str()};
}

} // namespace cdo::test
