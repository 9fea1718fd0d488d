// What the suites share when they run a program or read back what it wrote.
#pragma once

#include <algorithm>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include <sys/wait.h>

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

// A program run through the shell with `args`, its output kept in `dir` (stdout, stderr). Its
// autosaves and recent list go to `dir` too (XDG_DATA_HOME), never the user's own; a hung window
// fails after 120 s instead of stalling the whole run.
inline Run runIn(const std::filesystem::path& dir, const std::string& exe,
                 const std::string& args) {
    const std::filesystem::path out = dir / "stdout", err = dir / "stderr";
    const std::string cmd = "XDG_DATA_HOME=" + dir.string() + " timeout 120 " + exe + " " + args +
                            " >" + out.string() + " 2>" + err.string();
    const int status = std::system(cmd.c_str());
    Run r;
    r.code = WIFEXITED(status) ? WEXITSTATUS(status) : -1;
    r.out = slurp(out);
    r.err = slurp(err);
    return r;
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
