// libFuzzer harness for La Bataille's commands: a text that loads as a la-bataille scenario is
// asked every command of cli.md's La Bataille section (rule, targets, measure, zoi, combine,
// defensive, opportunity by move and by change of formation, retreat), in text and JSON, about
// its first units, through cli::run as coupdoeil-cli would be. Each must answer (exit 0) or
// refuse in words (exit 2); a crash, a sanitizer report (UBSan: a number cast out of range) or
// any other exit is a finding (tools/fuzz).
#include "cli/cli.h"
#include "core/la_bataille/model.h"
#include "io/scenario_io.h"

#include "fuzz_check.h"

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <fstream>
#include <sstream>
#include <string>
#include <string_view>
#include <unistd.h>
#include <vector>

namespace {

void ask(const std::vector<std::string>& args) {
    for (const char* format : {"text", "json"}) {
        std::vector<std::string> a = args;
        a.push_back("--format");
        a.push_back(format);
        std::ostringstream out, err;
        const int code = cdo::cli::run(a, out, err);
        if (code != 0 && code != 2) {
            std::string line;
            for (const std::string& s : a)
                line += s + " ";
            cdo::fuzz::finding("a La Bataille command neither answered nor refused", line,
                               err.str());
        }
    }
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    using namespace cdo;
    const std::string_view text(reinterpret_cast<const char*>(data), size);
    io::ScenarioDocument doc;
    try {
        doc = io::loadScenarioText(text, "fuzz.yaml");
    } catch (const io::LoadError&) {
        return 0;
    }
    const lb::Battle& b = doc.scenario.battle;
    if (doc.scenario.ruleset != Ruleset::LaBataille || b.units.empty()) return 0;
    static const std::string path = "/tmp/lb_commands_fuzz." + std::to_string(getpid()) + ".yaml";
    static const bool removedAtExit = (std::atexit([] { ::unlink(path.c_str()); }), true);
    (void)removedAtExit;
    {
        std::ofstream f(path, std::ios::binary | std::ios::trunc);
        f.write(text.data(), std::streamsize(text.size()));
    }
    const int n = std::min<int>(3, int(b.units.size()));
    const lb::HexGrid& g = b.grid;
    for (int i = 0; i < n; ++i) {
        const lb::Unit& u = b.units[std::size_t(i)];
        const std::string here = g.id(u.hexes.front());
        ask({"targets", path, u.id});
        ask({"targets", path, u.id + "@" + here});
        ask({"defensive", path, u.id});
        ask({"opportunity", path, u.id, "--form", "line"});
        ask({"opportunity", path, u.id, "--to", g.id(g.neighbour(u.hexes.front(), i % 6)), here});
        for (int j = 0; j < n; ++j) {
            if (j == i) continue;
            const lb::Unit& t = b.units[std::size_t(j)];
            ask({"rule", path, u.id, t.id});
            ask({"rule", path, u.id, g.id(t.hexes.front())});
            ask({"measure", path, u.id, t.id});
            ask({"combine", path, g.id(t.hexes.front()), u.id});
            ask({"retreat", path, u.id, "--attackers", t.id});
        }
    }
    ask({"zoi", path});
    ask({"zoi", path, b.units.front().side});
    return 0;
}
