// What the suites share when they run a program or read back what it wrote.
#pragma once

#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>

namespace cdo::test {

// A program's exit code and what it printed.
struct Run {
    int code = -1;
    std::string out, err;
};

// The whole file, as bytes; empty when it cannot be read.
inline std::string slurp(const std::filesystem::path& p) {
    std::ifstream in(p, std::ios::binary);
    std::ostringstream s;
    s << in.rdbuf();
    return s.str();
}

// An empty folder for one case's files, under the build folder: `suite`/`name`, emptied first.
inline std::filesystem::path scratchFolder(const std::string& suite, const std::string& name) {
    const std::filesystem::path dir =
        std::filesystem::path(COUPDOEIL_BINARY_DIR) / (suite + "-test-tmp") / name;
    std::filesystem::remove_all(dir);
    std::filesystem::create_directories(dir);
    return dir;
}

} // namespace cdo::test
