// The built coupdoeil-cli (COUPDOEIL_CLI, set by CTest) run through the shell, as a user runs
// it: exit codes, which stream gets what, and the same answers as the in-process run().
#include "cli/cli.h"
#include "skip.h"

#include "cli_run.h"

#include <doctest/doctest.h>

#include <filesystem>
#include <fstream>
#include <regex>
#include <sstream>
#include <string>
#include <sys/wait.h>
#include <unistd.h>
#include <vector>

namespace fs = std::filesystem;

using cdo::test::cli;
using cdo::test::Run;
using cdo::test::slurp;

namespace {

// Single quotes for the shell, with any quote inside closed, escaped and reopened.
std::string shellQuoted(const std::string& s) {
    std::string out = "'";
    for (char c : s)
        out += c == '\'' ? std::string("'\\''") : std::string(1, c);
    return out + "'";
}

Run binary(const std::vector<std::string>& args) {
    const std::string exe = cdo::test::requiredBinary(
        "COUPDOEIL_CLI", "the binary tests run under CTest, which gives the built coupdoeil-cli");
    const fs::path dir =
        fs::temp_directory_path() / ("coupdoeil-cli-test-" + std::to_string(::getpid()));
    fs::create_directories(dir);
    const fs::path out = dir / "stdout", err = dir / "stderr";
    std::string cmd = shellQuoted(exe);
    for (const std::string& a : args)
        cmd += " " + shellQuoted(a);
    cmd += " >" + shellQuoted(out.string()) + " 2>" + shellQuoted(err.string());
    const int status = std::system(cmd.c_str());
    Run r;
    r.code = WIFEXITED(status) ? WEXITSTATUS(status) : -1;
    r.out = slurp(out);
    r.err = slurp(err);
    fs::remove_all(dir);
    return r;
}

const std::string demo = "assets/scenarios/demo.yaml";

} // namespace

TEST_CASE("binary: --version exits 0 and names the program") {
    const Run r = binary({"--version"});
    CHECK(r.code == 0);
    CHECK(r.out.rfind("coupdoeil-cli ", 0) == 0);
    CHECK(r.err.empty());
}

TEST_CASE("binary: rule on the demo prints VALID TARGET on stdout and nothing on stderr") {
    const Run r = binary({"rule", demo, "fr-grande-batterie", "au-grenz"});
    CHECK(r.code == 0);
    CHECK(r.out.find("VALID TARGET") != std::string::npos);
    CHECK(r.err.empty());
}

TEST_CASE("binary: --format json targets prints a JSON array on stdout") {
    const Run r = binary({"--format", "json", "targets", demo, "fr-grande-batterie"});
    CHECK(r.code == 0);
    CHECK(r.err.empty());
    REQUIRE(r.out.size() > 2);
    CHECK(r.out.front() == '[');
    CHECK(r.out.find("\"firer\": \"fr-grande-batterie\"") != std::string::npos);
    CHECK(r.out[r.out.find_last_not_of('\n')] == ']'); // the array closes the output
}

TEST_CASE("binary: a bad file exits 2 with FILE:LINE:COLUMN on stderr, stdout empty") {
    const Run r = binary({"check", "tests/cli/data/bad-type.yaml"});
    CHECK(r.code == 2);
    CHECK(r.out.empty());
    CAPTURE(r.err);
    CHECK(std::regex_search(r.err, std::regex("^tests/cli/data/bad-type\\.yaml:[0-9]+:[0-9]+: ")));
}

TEST_CASE("binary: an unknown unit id exits 2 with a message, stdout empty") {
    const Run r = binary({"rule", demo, "fr-grande-batterie", "nobody"});
    CHECK(r.code == 2);
    CHECK(r.out.empty());
    CHECK(r.err.find("no unit with id 'nobody'") != std::string::npos);
}

TEST_CASE("binary: the binary and run() give the same answer for the same arguments") {
    const std::vector<std::vector<std::string>> calls = {
        {"--version"},
        {"rule", demo, "fr-grande-batterie", "au-grenz"},
        {"--format", "json", "rule", demo, "fr-grande-batterie", "au-grenz"},
        {"targets", demo, "fr-grande-batterie"},
        {"--format", "json", "targets", demo, "fr-grande-batterie"},
        {"check", demo, "armies/french-iv-corps-wagram-1809.yaml"},
        {"roster", "armies/austrian-vi-korps-wagram-1809.yaml"},
        {"check", "tests/cli/data/bad-type.yaml"},
        {"rule", demo, "fr-grande-batterie", "nobody"},
    };
    for (const std::vector<std::string>& args : calls) {
        std::string line;
        for (const std::string& a : args)
            line += a + " ";
        CAPTURE(line);
        const Run b = binary(args);
        const Run p = cli(args);
        CHECK(b.code == p.code);
        CHECK(b.out == p.out);
        CHECK(b.err == p.err);
    }
}
