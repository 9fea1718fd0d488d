// What the suites share when they run a program or read back what it wrote.
#pragma once

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

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

// The app's `dump` blocks in a script's output: one block of lines per dump, each ended by
// "---" (docs/app.md, Scripted runs).
inline std::vector<std::vector<std::string>> dumps(const std::string& out) {
    std::vector<std::vector<std::string>> blocks(1);
    std::istringstream in(out);
    for (std::string line; std::getline(in, line);) {
        if (line == "---")
            blocks.emplace_back();
        else
            blocks.back().push_back(line);
    }
    blocks.pop_back();
    return blocks;
}

// Whether a dump block has this exact line.
inline bool has(const std::vector<std::string>& block, const std::string& line) {
    return std::find(block.begin(), block.end(), line) != block.end();
}

} // namespace cdo::test
