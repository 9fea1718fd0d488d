#include "cli/cli.h"
#include "cli/common.h"
#include "cli/roster_text.h"

#include "core/engine.h"
#include "core/grande_tactique/engine.h"
#include "core/la_bataille/engine.h"
#include "io/army_list.h"
#include "io/json.h"
#include "io/printable.h"
#include "io/scenario_io.h"

#include <algorithm>
#include <array>
#include <charconv>
#include <cmath>
#include <optional>
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
  coupdoeil-cli roster  ARMYLIST [--arrival TAG]... [--no-optional]
                                                commands with their men and guns, units with
                                                nation and arrival, total frontage
  coupdoeil-cli move    SCENARIO UNIT --to X,Y[,FACING]
                                                what that move uses and may use (G8)
  coupdoeil-cli act     SCENARIO UNIT ACTION [--by UNIT]
                                                a battery action, its PIPs and the state after
                                                (limber, unlimber, pivot, start-firing,
                                                stop-firing, de-silence, spike --by UNIT)

La Bataille (ruleset: la-bataille): FIRER is a unit id, or UNIT@HEX for one of its hexes;
TARGET is a unit id or a hex id ("0612"). rule and targets answer as above, and:
  coupdoeil-cli zoi     SCENARIO [SIDE]         the hexes in each side's zones of influence
  coupdoeil-cli combine SCENARIO TARGET FIRER...
                                                may these fire together, and the joint strength
  coupdoeil-cli defensive SCENARIO UNIT       its defensive fire at enemies across its front
  coupdoeil-cli opportunity SCENARIO UNIT (--to HEX... | --form FORMATION)
                                                who may give opportunity fire, at which formation
  coupdoeil-cli retreat SCENARIO UNIT --attackers ID...
                                                may it withdraw before melee, and to which hexes

options:
  --format text|json   text (default) explains the ruling in words; json as in the spec
  --to X,Y[,FACING]    move: the new centre (inches) and facing (degrees; unchanged if left out)
  --by UNIT            act spike: the enemy unit that spikes the guns
  --arrival TAG        roster: only the units arriving at TAG (one of the list's arrivals;
                       give it again for several)
  --no-optional        roster: leave out the units the list marks optional
  --to HEX...          opportunity: the hexes the unit moves through, in order
  --form FORMATION     opportunity: the formation it changes to where it stands
  --attackers ID...    retreat: the enemy units about to melee it
  --help               this text
  --version            the program's version

exit codes: 0 the question was answered (a ruling of "not a valid target" is an answer),
            2 bad input (unreadable or invalid file, unknown unit id), message on stderr.
)";

int unitIndex(const Loaded& l, const std::string& path, const std::string& id) {
    const int i = l.engine->unitIndex(id);
    if (i < 0) throw BadInput(path + ": no unit with id '" + id + "'");
    return i;
}

// The Grande Tactique engine, for the turn's questions (G8, G9). They are not on cdo::Engine
// (see gt::Engine::move): the command line asks this ruleset's engine for them and refuses
// any other in words, as it refuses a file it cannot read.
const gt::Engine& grandeTactique(const Loaded& l, const std::string& path, const char* what) {
    const gt::Engine* g = gt::asGrandeTactique(*l.engine);
    if (!g) throw BadInput(path + ": " + what + " are only ruled for the grande-tactique ruleset");
    return *g;
}

// One finite number, the whole of `text`.
std::optional<double> number(std::string_view text) {
    double v = 0;
    const char* end = text.data() + text.size();
    const auto [p, ec] = std::from_chars(text.data(), end, v);
    if (ec != std::errc() || p != end || !std::isfinite(v)) return std::nullopt;
    return v;
}

// --to X,Y[,FACING]: the new centre on the table, and the facing (the unit's own if left out).
gt::Pose pose(const std::string& text, const Unit& unit, const Scenario& scenario,
              const std::string& path) {
    std::vector<std::string_view> parts;
    std::string_view rest = text;
    for (;;) {
        const std::size_t comma = rest.find(',');
        parts.push_back(rest.substr(0, comma));
        if (comma == std::string_view::npos) break;
        rest.remove_prefix(comma + 1);
    }
    const std::string shape = "--to '" + text + "': expected X,Y or X,Y,FACING (inches, degrees)";
    if (parts.size() < 2 || parts.size() > 3) throw BadInput(shape);
    std::vector<double> v;
    for (std::string_view p : parts) {
        const std::optional<double> x = number(p);
        if (!x) throw BadInput(shape + "; '" + std::string(p) + "' is not a number");
        v.push_back(*x);
    }
    const gt::Pose to{{v[0], v[1]}, v.size() == 3 ? v[2] : unit.facing};
    if (to.at.x < 0 || to.at.x > scenario.gt().tableWidth || to.at.y < 0 ||
        to.at.y > scenario.gt().tableDepth) {
        std::ostringstream m;
        m << path << ": --to " << text << " is off the table (0..." << scenario.gt().tableWidth
          << " by 0..." << scenario.gt().tableDepth << " inches)";
        throw BadInput(m.str());
    }
    return to;
}

std::string actionList() {
    std::string s;
    for (gt::BatteryAction a : gt::allBatteryActions)
        s += (s.empty() ? "" : ", ") + std::string(gt::code(a));
    return s;
}

void rule(const Loaded& l, const std::vector<std::string>& args, bool json, std::ostream& buf) {
    const int f = unitIndex(l, args[1], args[2]);
    const int t = unitIndex(l, args[1], args[3]);
    if (f == t) throw BadInput(args[1] + ": a unit cannot be its own target ('" + args[2] + "')");
    const RulingPtr r = l.engine->rule(f, t);
    buf << (json ? io::toJson(*r) + "\n" : l.engine->explain(*r));
}

void targets(const Loaded& l, const std::vector<std::string>& args, bool json, std::ostream& buf) {
    const int f = unitIndex(l, args[1], args[2]);
    const std::vector<RulingPtr> rs = l.engine->rulingsFor(f);
    if (json) {
        buf << io::toJson(rs) << "\n";
        return;
    }
    int valid = 0;
    for (const RulingPtr& r : rs)
        valid += r->valid;
    buf << args[2] << " may fire at " << valid << " of " << rs.size() << " other units.\n";
    for (const RulingPtr& r : rs)
        buf << l.engine->summary(*r) << "\n";
    buf << "(coupdoeil-cli rule " << args[1] << " " << args[2]
        << " TARGET explains one ruling in full)\n";
}

// The options, read before the command (cli.md, Options). Each belongs to some commands only;
// checkBelongs refuses it anywhere else.
struct Options {
    bool json = false;
    std::optional<std::string> to, by; // --to X,Y[,FACING] (move), --by UNIT (act spike)
    io::ArmyFilter filter;             // roster: --arrival TAG..., --no-optional
    bool filtered = false;
    LaBatailleOptions lb; // --form, --attackers (and --to for opportunity)
};

// The positional arguments (the command first) and the options.
using Args = std::vector<std::string>;

// Files `check` could not read, each message on its own line: printed as they are (each
// already names its file), exit 2.
struct FileErrors {
    std::string text;
};

// What `check` says a scenario holds, in its rule set's terms.
std::string contents(const Scenario& s) {
    if (s.ruleset() == Ruleset::LaBataille) {
        const lb::HexGrid& g = s.lb().grid;
        return std::to_string(s.lb().units.size()) + " units on a map of " +
               std::to_string(g.columns) + " by " + std::to_string(g.rows) + " hexes";
    }
    return std::to_string(s.gt().units.size()) + " units and " +
           std::to_string(s.gt().terrain.size()) + " terrain features";
}

void checkFiles(const Args& args, const Options& o, std::ostream& buf) {
    if (args.size() < 2) throw BadInput("usage: coupdoeil-cli check FILE...");
    std::string errors;
    std::vector<std::string> ok;
    for (std::size_t i = 1; i < args.size(); ++i) {
        try {
            // Read once; an army list says so in its first key, anything else is read as a
            // scenario.
            const std::string text = io::readFile(args[i]);
            if (io::looksLikeArmyList(text)) {
                const auto list = io::loadArmyListText(text, args[i]);
                ok.push_back(args[i] + ": ok, army list \"" + io::printable(list.army) +
                             "\" with " + std::to_string(io::allUnits(list).size()) + " units");
                continue;
            }
            const auto doc = io::loadScenarioText(text, args[i]);
            const Scenario& s = doc.scenario;
            ok.push_back(args[i] + ": ok, scenario with " + contents(s));
        } catch (const io::LoadError& e) {
            errors += std::string(e.what()) + "\n";
        }
    }
    if (!errors.empty()) throw FileErrors{errors};
    if (o.json) {
        buf << "[";
        for (std::size_t i = 1; i < args.size(); ++i)
            buf << (i > 1 ? ", " : "") << "{\"file\": " << io::jsonString(args[i])
                << ", \"ok\": true}";
        buf << "]\n";
    } else {
        for (const auto& line : ok)
            buf << line << "\n";
    }
}

void need(const Args& args, std::size_t n, const char* shape) {
    if (args.size() != n + 1)
        throw BadInput("usage: coupdoeil-cli " + args[0] + " " + std::string(shape));
}

void laBatailleOnly(const Args& args, const Options& o, std::ostream& buf) {
    runLaBataille(args, o.lb, o.json, buf, nullptr);
}

void ruleOrTargets(const Args& args, const Options& o, std::ostream& buf) {
    const bool one = args[0] == "rule";
    need(args, one ? 3 : 2, one ? "SCENARIO FIRER TARGET" : "SCENARIO FIRER");
    const Loaded l = load(args[1]);
    // La Bataille's own engine answers hex by hex (FIRER@HEX, a hex as TARGET); any other
    // engine, a stand-in put in with setEngine included, through the common interface.
    if (lb::asLaBataille(*l.engine))
        runLaBataille(args, o.lb, o.json, buf, &l);
    else if (one)
        rule(l, args, o.json, buf);
    else
        targets(l, args, o.json, buf);
}

void roster(const Args& args, const Options& o, std::ostream& buf) {
    need(args, 1, "ARMYLIST");
    const io::ArmyList whole = io::loadArmyListFile(args[1]);
    for (const std::string& tag : o.filter.arrivals)
        if (std::string why = io::arrivalProblem(whole, tag); !why.empty()) throw BadInput(why);
    const io::ArmyList list = o.filtered ? io::filterArmyList(whole, o.filter) : whole;
    if (!o.json) {
        buf << rosterSummary(list);
        return;
    }
    const io::Totals t = io::totalsOf(list.command);
    buf << "{\"army\": " << io::jsonString(list.army) << ", \"side\": " << io::jsonString(list.side)
        << ", \"units\": " << io::allUnits(list).size() << ", \"battalions\": " << t.battalions
        << ", \"squadrons\": " << t.squadrons << ", \"guns\": " << t.guns << ", \"men\": " << t.men
        << ", \"units_without_men\": " << t.unitsWithoutMen
        << ", \"frontage\": " << io::jsonNumber(io::totalFrontage(list)) << "}\n";
}

void measure(const Args& args, const Options& o, std::ostream& buf) {
    need(args, 3, "SCENARIO A B");
    const Loaded l = load(args[1]);
    const int a = unitIndex(l, args[1], args[2]);
    const int b = unitIndex(l, args[1], args[3]);
    const Measure m = l.engine->measure(a, b);
    buf << (o.json ? io::toJson(m) + "\n" : l.engine->explain(m));
}

void move(const Args& args, const Options& o, std::ostream& buf) {
    need(args, 2, "SCENARIO UNIT --to X,Y[,FACING]");
    if (!o.to) throw BadInput("usage: coupdoeil-cli move SCENARIO UNIT --to X,Y[,FACING]");
    const Loaded l = load(args[1]);
    const int u = unitIndex(l, args[1], args[2]);
    const gt::Engine& g = grandeTactique(l, args[1], "moves");
    const gt::MoveRuling m = g.move(
        u, pose(*o.to, l.doc->scenario.gt().units[std::size_t(u)], l.doc->scenario, args[1]));
    buf << (o.json ? io::toJson(m) + "\n" : gt::explainMove(m));
}

void act(const Args& args, const Options& o, std::ostream& buf) {
    need(args, 3, "SCENARIO UNIT ACTION [--by UNIT]");
    const std::optional<gt::BatteryAction> action = gt::parseBatteryAction(args[3]);
    if (!action)
        throw BadInput("unknown action '" + args[3] + "': expected one of " + actionList());
    if (*action == gt::BatteryAction::Spike && !o.by)
        throw BadInput("spike needs --by UNIT: the enemy infantry or cavalry in contact with the "
                       "silenced guns");
    if (o.by && *action != gt::BatteryAction::Spike)
        throw BadInput("--by belongs to spike only, not to " + args[3]);
    const Loaded l = load(args[1]);
    const int u = unitIndex(l, args[1], args[2]);
    const int b = o.by ? unitIndex(l, args[1], *o.by) : -1;
    if (b == u)
        throw BadInput(args[1] + ": a battery cannot spike its own guns ('" + args[2] + "')");
    const gt::Engine& g = grandeTactique(l, args[1], "battery actions");
    const gt::ActionRuling r = g.act(u, *action, b);
    buf << (o.json ? io::toJson(r) + "\n" : gt::explainAction(r));
}

// The commands (cli.md): each reads its positional arguments and the options, and writes its
// answer to the buffer or throws. La Bataille's own (zoi, combine, ...) are listed once, in
// lb_commands.cpp's table: run() sends there every command not in this one.
struct Command {
    std::string_view name;
    void (*run)(const Args&, const Options&, std::ostream&);
};
constexpr std::array<Command, 7> kCommands{{
    {"check", checkFiles},
    {"rule", ruleOrTargets},
    {"targets", ruleOrTargets},
    {"measure", measure},
    {"roster", roster},
    {"move", move},
    {"act", act},
}};

// The options that take a value: --NAME VALUE or --NAME=VALUE. `take` stores it, or returns
// what is wrong with it.
struct ValueOption {
    std::string_view name;
    std::string_view hint; // what the value is, for "needs a value"
    std::string (*take)(Options&, const std::string&);
};
constexpr std::array<ValueOption, 6> kValueOptions{{
    {"--format", "text or json",
     [](Options& o, const std::string& v) {
         if (v != "text" && v != "json") return "unknown format '" + v + "': use text or json";
         o.json = v == "json";
         return std::string();
     }},
    {"--to", "X,Y or X,Y,FACING",
     [](Options& o, const std::string& v) {
         o.to = v;
         return std::string();
     }},
    {"--by", "a unit id",
     [](Options& o, const std::string& v) {
         o.by = v;
         return std::string();
     }},
    {"--arrival", "one of the list's arrival tags",
     [](Options& o, const std::string& v) {
         o.filter.arrivals.push_back(v);
         o.filtered = true;
         return std::string();
     }},
    {"--form", "a formation",
     [](Options& o, const std::string& v) {
         o.lb.form = v;
         return std::string();
     }},
    {"--attackers", "one or more unit ids",
     [](Options& o, const std::string& v) {
         o.lb.attackers = v;
         return std::string();
     }},
}};

// Reads the options out of `in` into `o` and the rest into `args`. Returns an exit code when
// the program is done (--help, --version, or a bad option, its message on `err`).
std::optional<int> readOptions(const Args& in, Options& o, Args& args, std::ostream& out,
                               std::ostream& err) {
    for (std::size_t i = 0; i < in.size(); ++i) {
        const std::string& a = in[i];
        if (a == "--help" || a == "-h") {
            out << kUsage;
            return 0;
        }
        if (a == "--version") {
            out << "coupdoeil-cli " << COUPDOEIL_VERSION << "\n";
            return 0;
        }
        if (a == "--no-optional") {
            o.filter.optionalUnits = false;
            o.filtered = true;
            continue;
        }
        const auto opt = std::find_if(kValueOptions.begin(), kValueOptions.end(), [&](auto& v) {
            return a == v.name || a.rfind(std::string(v.name) + "=", 0) == 0;
        });
        if (opt != kValueOptions.end()) {
            std::string v;
            if (a.size() == opt->name.size()) {
                if (i + 1 >= in.size()) {
                    err << "coupdoeil-cli: " << opt->name << " needs a value: " << opt->hint
                        << "\n";
                    return 2;
                }
                v = in[++i];
            } else {
                v = a.substr(opt->name.size() + 1);
            }
            if (const std::string why = opt->take(o, v); !why.empty()) {
                err << "coupdoeil-cli: " << why << "\n";
                return 2;
            }
            continue;
        }
        if (a.size() > 1 && a[0] == '-' && a != "-") {
            err << "coupdoeil-cli: unknown option '" << a << "' (see --help)\n";
            return 2;
        }
        args.push_back(a);
    }
    return std::nullopt;
}

// Each option used only with the commands it belongs to.
void checkBelongs(const std::string& cmd, Options& o) {
    if (o.to && cmd != "move" && cmd != "opportunity")
        throw BadInput("--to belongs to move and opportunity (see --help)");
    if (o.lb.form && cmd != "opportunity")
        throw BadInput("--form belongs to opportunity (see --help)");
    if (o.lb.attackers && cmd != "retreat")
        throw BadInput("--attackers belongs to retreat (see --help)");
    o.lb.to = cmd == "opportunity" ? o.to : std::nullopt;
    if (o.by && cmd != "act") throw BadInput("--by belongs to act spike (see --help)");
    if (o.filtered && cmd != "roster")
        throw BadInput("--arrival and --no-optional belong to roster (see --help)");
}

} // namespace

Loaded load(const std::string& path) {
    Loaded l{std::make_unique<const io::ScenarioDocument>(io::loadScenarioFile(path)), nullptr};
    l.engine = io::engineFor(*l.doc, path);
    return l;
}

int run(const std::vector<std::string>& argsIn, std::ostream& out, std::ostream& err) {
    Options o;
    Args args;
    if (const std::optional<int> done = readOptions(argsIn, o, args, out, err)) return *done;
    if (args.empty()) {
        err << kUsage;
        return 2;
    }
    // Everything goes to a buffer first, so bad input leaves stdout empty.
    std::ostringstream buf;
    try {
        checkBelongs(args[0], o);
        const auto c = std::find_if(kCommands.begin(), kCommands.end(),
                                    [&](const Command& c) { return c.name == args[0]; });
        if (c != kCommands.end())
            c->run(args, o, buf);
        else if (isLaBatailleCommand(args[0]))
            laBatailleOnly(args, o, buf);
        else
            throw BadInput("unknown command '" + args[0] + "' (see --help)");
    } catch (const FileErrors& e) {
        err << io::printableLines(e.text);
        return 2;
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
    out << (o.json ? buf.str() : io::printableLines(buf.str()));
    return 0;
}

} // namespace cdo::cli
