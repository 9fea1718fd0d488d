// Hostile files through the command line (issue 13): no hang, a clear refusal with exit code 2
// and nothing on stdout, and no control character sent to the terminal as it is.
#include "cli_run.h"

#include "io/army_fixture.h"

#include <doctest/doctest.h>

#include <filesystem>
#include <fstream>
#include <string>

#include <unistd.h>

using namespace cdo::test;
namespace fs = std::filesystem;

namespace {

fs::path scratch(const std::string& name) {
    return scratchFolder("cli", name);
}

fs::path write(const fs::path& p, const std::string& text) {
    std::ofstream(p, std::ios::binary) << text;
    return p;
}

} // namespace

TEST_CASE("hostile cli: ',:' is refused by every command, not read for ever") {
    const fs::path f = write(scratch("comma") / "c.yaml", ",:");
    for (const char* cmd : {"check", "roster"}) {
        const Run r = cli({cmd, f.string()});
        CHECK(r.code == 2);
        CHECK(r.out.empty());
        CHECK(r.err == f.string() + ":1:1: YAML syntax error: ',' cannot start a value here\n");
    }
    const Run r = cli({"targets", f.string(), "a"});
    CHECK(r.code == 2);
    CHECK(r.err == f.string() + ":1:1: YAML syntax error: ',' cannot start a value here\n");
}

TEST_CASE("hostile cli: devices and pipes are refused at once") {
    const Run r = cli({"check", "/dev/zero"});
    CHECK(r.code == 2);
    CHECK(r.err == "/dev/zero: is a character device, not a file\n");
}

TEST_CASE("hostile cli: a 100,000-unit file gets its clear refusal at once") {
    // 100,000 units of 75 bytes: 7.5 MB, under the 16 MiB a file may have, so it is read (in
    // one pass, about a second) and refused at its `units:` list, over the 20,000 units a
    // scenario may hold (it used to take minutes; CTest's TIMEOUT catches a stall).
    std::string text = "coupdoeil: 1\ntable: {width: 1000, depth: 1000}\nunits:\n";
    for (int i = 0; i < 100000; ++i)
        text += "  - {id: u" + std::to_string(i) +
                ", side: a, type: infantry, at: [500, 500], facing: 0}\n";
    const fs::path f = write(scratch("huge") / "u.yaml", text);
    const Run r = cli({"targets", f.string(), "u0"});
    CHECK(r.code == 2);
    CHECK(r.out.empty());
    CHECK(r.err ==
          f.string() + ":4:3: 'units': holds 100000 units; a scenario may hold at most 20000\n");
}

TEST_CASE("hostile cli: names print with their control characters escaped") {
    std::string list = smallList;
    const std::string army = "army: \"Test Corps\"";
    list.replace(list.find(army), army.size(), "army: \"Test\\e[2J Corps\\u009b\"");
    const fs::path f = write(scratch("escape") / "l.yaml", list);
    const Run r = cli({"roster", f.string()});
    CHECK(r.code == 0);
    CHECK(r.out.find("Test\\x1b[2J Corps\\u009b (side french)\n") == 0);
    CHECK(r.out.find('\x1b') == std::string::npos);
    const Run c = cli({"check", f.string()});
    CHECK(c.out == f.string() + ": ok, army list \"Test\\x1b[2J Corps\\u009b\" with 3 units\n");
    const Run j = cli({"roster", "--format", "json", f.string()});
    // 1 + 2.5 + 2.5 = 6 inches of frontage (army_fixture.h), written as a JSON number.
    CHECK(j.out == "{\"army\": \"Test\\u001b[2J Corps\\u009b\", \"side\": \"french\", "
                   "\"units\": 3, \"battalions\": 0, \"squadrons\": 0, \"guns\": 0, \"men\": 0, "
                   "\"units_without_men\": 3, \"frontage\": 6}\n");
    // A file name given on the command line is shown escaped in messages too.
    const Run m = cli({"check", "no\x1b[31mfile.yaml"});
    CHECK(m.err == "no\\x1b[31mfile.yaml: cannot open: No such file or directory\n");
}
