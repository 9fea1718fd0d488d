#include "cli/cli.h"
#include "cli/roster_text.h"

#include "core/engine.h"
#include "io/army_list.h"
#include "io/json.h"
#include "io/printable.h"
#include "io/scenario_io.h"

#include <sstream>
#include <stdexcept>

namespace cdo::cli {

namespace {

constexpr const char* kUsage = R"(coupdoeil-cli: rulings from a scenario file

usage:
  coupdoeil-cli check   FILE...                 validate scenarios and army lists
  coupdoeil-cli rule    SCENARIO FIRER TARGET   one ruling
  coupdoeil-cli targets SCENARIO FIRER          rulings against every other unit
  coupdoeil-cli measure SCENARIO A B            edge-to-edge distance and closest points
  coupdoeil-cli roster  ARMYLIST                commands, units by type, total frontage

options:
  --format text|json   text (default) explains the ruling in words; json as in the spec
  --help               this text
  --version            the program's version

exit codes: 0 the question was answered (a ruling of "not a valid target" is an answer),
            2 bad input (unreadable or invalid file, unknown unit id), message on stderr.
)";

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

Loaded load(const std::string& path) {
    Loaded l{std::make_unique<const io::ScenarioDocument>(io::loadScenarioFile(path)), nullptr};
    l.engine = io::engineFor(*l.doc, path);
    return l;
}

int unitIndex(const Loaded& l, const std::string& path, const std::string& id) {
    const int i = l.engine->unitIndex(id);
    if (i < 0) throw BadInput(path + ": no unit with id '" + id + "'");
    return i;
}

} // namespace

int run(const std::vector<std::string>& argsIn, std::ostream& out, std::ostream& err) {
    std::vector<std::string> args;
    bool json = false;
    for (std::size_t i = 0; i < argsIn.size(); ++i) {
        const std::string& a = argsIn[i];
        if (a == "--help" || a == "-h") {
            out << kUsage;
            return 0;
        }
        if (a == "--version") {
            out << "coupdoeil-cli " << COUPDOEIL_VERSION << "\n";
            return 0;
        }
        if (a == "--format" || a.rfind("--format=", 0) == 0) {
            std::string v;
            if (a == "--format") {
                if (i + 1 >= argsIn.size()) {
                    err << "coupdoeil-cli: --format needs a value: text or json\n";
                    return 2;
                }
                v = argsIn[++i];
            } else {
                v = a.substr(9);
            }
            if (v != "text" && v != "json") {
                err << "coupdoeil-cli: unknown format '" << v << "': use text or json\n";
                return 2;
            }
            json = v == "json";
            continue;
        }
        if (a.size() > 1 && a[0] == '-' && a != "-") {
            err << "coupdoeil-cli: unknown option '" << a << "' (see --help)\n";
            return 2;
        }
        args.push_back(a);
    }
    if (args.empty()) {
        err << kUsage;
        return 2;
    }
    const std::string cmd = args[0];
    auto need = [&](std::size_t n, const char* shape) {
        if (args.size() != n + 1)
            throw BadInput(std::string("usage: coupdoeil-cli ") + cmd + " " + shape);
    };
    // Everything goes to a buffer first, so bad input leaves stdout empty.
    std::ostringstream buf;
    try {
        if (cmd == "check") {
            if (args.size() < 2) throw BadInput("usage: coupdoeil-cli check FILE...");
            std::string errors;
            std::vector<std::string> ok;
            for (std::size_t i = 1; i < args.size(); ++i) {
                try {
                    // Read once; an army list says so in its first key, anything else is
                    // read as a scenario.
                    const std::string text = io::readFile(args[i]);
                    if (io::looksLikeArmyList(text)) {
                        const auto list = io::loadArmyListText(text, args[i]);
                        ok.push_back(args[i] + ": ok, army list \"" + io::printable(list.army) +
                                     "\" with " + std::to_string(io::allUnits(list).size()) +
                                     " units");
                        continue;
                    }
                    const auto doc = io::loadScenarioText(text, args[i]);
                    ok.push_back(args[i] + ": ok, scenario with " +
                                 std::to_string(doc.scenario.units.size()) + " units and " +
                                 std::to_string(doc.scenario.terrain.size()) + " terrain features");
                } catch (const io::LoadError& e) {
                    errors += std::string(e.what()) + "\n";
                }
            }
            if (!errors.empty()) {
                err << io::printableLines(errors);
                return 2;
            }
            if (json) {
                buf << "[";
                for (std::size_t i = 1; i < args.size(); ++i)
                    buf << (i > 1 ? ", " : "") << "{\"file\": " << io::jsonString(args[i])
                        << ", \"ok\": true}";
                buf << "]\n";
            } else {
                for (const auto& line : ok)
                    buf << line << "\n";
            }
        } else if (cmd == "rule") {
            need(3, "SCENARIO FIRER TARGET");
            const Loaded l = load(args[1]);
            const int f = unitIndex(l, args[1], args[2]);
            const int t = unitIndex(l, args[1], args[3]);
            if (f == t)
                throw BadInput(args[1] + ": a unit cannot be its own target ('" + args[2] + "')");
            const RulingPtr r = l.engine->rule(f, t);
            buf << (json ? io::toJson(*r) + "\n" : l.engine->explain(*r));
        } else if (cmd == "targets") {
            need(2, "SCENARIO FIRER");
            const Loaded l = load(args[1]);
            const int f = unitIndex(l, args[1], args[2]);
            const std::vector<RulingPtr> rs = l.engine->rulingsFor(f);
            if (json) {
                buf << io::toJson(rs) << "\n";
            } else {
                int valid = 0;
                for (const RulingPtr& r : rs)
                    valid += r->valid;
                buf << args[2] << " may fire at " << valid << " of " << rs.size()
                    << " other units.\n";
                for (const RulingPtr& r : rs)
                    buf << l.engine->summary(*r) << "\n";
                buf << "(coupdoeil-cli rule " << args[1] << " " << args[2]
                    << " TARGET explains one ruling in full)\n";
            }
        } else if (cmd == "roster") {
            need(1, "ARMYLIST");
            const io::ArmyList list = io::loadArmyListFile(args[1]);
            if (json) {
                buf << "{\"army\": " << io::jsonString(list.army)
                    << ", \"side\": " << io::jsonString(list.side)
                    << ", \"units\": " << io::allUnits(list).size()
                    << ", \"frontage\": " << io::jsonNumber(io::totalFrontage(list)) << "}\n";
            } else {
                buf << rosterSummary(list);
            }
        } else if (cmd == "measure") {
            need(3, "SCENARIO A B");
            const Loaded l = load(args[1]);
            const int a = unitIndex(l, args[1], args[2]);
            const int b = unitIndex(l, args[1], args[3]);
            const Measure m = l.engine->measure(a, b);
            buf << (json ? io::toJson(m) + "\n" : l.engine->explain(m));
        } else {
            throw BadInput("unknown command '" + cmd + "' (see --help)");
        }
    } catch (const io::LoadError& e) {
        err << io::printableLines(e.what()) << "\n";
        return 2;
    } catch (const BadInput& e) {
        err << "coupdoeil-cli: " << io::printableLines(e.what()) << "\n";
        return 2;
    } catch (const std::exception& e) {
        err << "coupdoeil-cli: " << io::printableLines(e.what()) << "\n";
        return 2;
    }
    // Text output may hold names and file names with control characters: shown escaped, never
    // sent to the terminal as they are. JSON escapes them itself.
    out << (json ? buf.str() : io::printableLines(buf.str()));
    return 0;
}

} // namespace cdo::cli
