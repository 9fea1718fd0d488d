// Cases that need something from outside (a built binary, a display) and cannot run here.
#pragma once

#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <string>
#include <system_error>

namespace cdo::test {

// The exit code CTest reads as "skipped" (SKIP_RETURN_CODE in tests/CMakeLists.txt).
inline constexpr int kSkipCode = 77;

// Says why and ends the process with kSkipCode: CTest reports the case skipped; run by hand,
// the binary fails. A case that cannot run is never reported passed.
[[noreturn]] inline void skip(const std::string& why) {
    std::fprintf(stderr, "SKIPPED: %s\n", why.c_str());
    std::fflush(nullptr);
    std::_Exit(kSkipCode); // not exit(): no destructors of a half-run test, no leak report
}

// The path in environment variable `variable` (set by CTest) when it names an existing file;
// otherwise the case is skipped, saying which and `hint`.
inline std::string requiredBinary(const char* variable, const std::string& hint) {
    const char* path = std::getenv(variable);
    if (path == nullptr || *path == '\0') skip(std::string(variable) + " is not set: " + hint);
    std::error_code ec;
    if (!std::filesystem::is_regular_file(path, ec))
        skip(std::string(variable) + "=" + path + " is not a file: build it first");
    return path;
}

// The built app for a GUI case. Without it or without a display the case cannot run: it is
// skipped, never passed empty.
inline std::string guiApp() {
    const std::string exe =
        requiredBinary("COUPDOEIL_APP", "the GUI tests run under CTest, which gives the built app");
    if (std::getenv("DISPLAY") == nullptr)
        skip("DISPLAY is not set: run the tests under xvfb-run (tools/test does)");
    return exe;
}

} // namespace cdo::test
