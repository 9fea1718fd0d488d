// Reading scenario files: every key checked at its place, all or nothing.
#include "io/scenario_io.h"

#include "core/grande_tactique/battery.h"

#include "core/geometry.h"
#include "core/homography.h"
#include "core/limits.h"
#include "core/shape.h"
#include "io/rulesets.h"
#include "io/scenario_keys.h"
#include "io/scenario_parts.h"
#include "io/yaml_util.h"

#include <algorithm>
#include <array>
#include <cerrno>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <functional>
#include <map>
#include <set>
#include <sstream>
#include <vector>

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

namespace cdo::io {

LoadError::LoadError(std::string file, int line, int column, std::string message)
    : std::runtime_error(line > 0 ? file + ":" + std::to_string(line) + ":" +
                                        std::to_string(column) + ": " + message
                                  : file + ": " + message),
      file_(std::move(file)), line_(line), column_(column), message_(std::move(message)) {}

std::string lineOf(const Field& f) {
    return std::to_string(f.mark.line + 1);
}

// A map in a list, named by its id when it has a usable one, so that even a duplicate key
// inside it is reported as "unit 'fr-12pdr': ...", and by its place otherwise ("unit 3").
Field entryField(const Field& element, std::string_view what, std::size_t index) {
    Field f = element;
    f.label.clear();
    f.owner = std::string(what) + " " + std::to_string(index + 1);
    if (!element.node.IsMap()) return f;
    // Iterated, not indexed: a const lookup of a missing key gives a node that throws.
    for (const auto& pair : element.node) {
        const YamlNode key = pair.first;
        const YamlNode value = pair.second;
        // An id that breaks the id rule is not used to name its entry: messages would then
        // print it raw, escape sequences and all.
        if (key.IsScalar() && key.Scalar() == "id" && value.IsScalar() && !value.Scalar().empty() &&
            !idProblem(value.Scalar())) {
            f.owner = std::string(what) + " " + quote(value.Scalar());
            break;
        }
    }
    return f;
}

// Quoted when short: a long id is told by its length alone.
void failBadId(const Field& id, const std::string& problem) {
    const std::string& v = id.node.Scalar();
    id.fail(problem + (v.size() <= limits::maxIdLength ? ", got " + quote(v) : ""));
}

// Dividing by 2.54 leaves float noise (66.04 cm -> 26.000000000000004 in) that would be saved
// as such; 12 significant digits keep far more than a tape measure gives.
double toInches(double v, double perInch) {
    if (perInch == 1.0) return v;
    std::array<char, 32> buf{};
    std::snprintf(buf.data(), buf.size(), "%.12g", v / perInch);
    return std::strtod(buf.data(), nullptr);
}

double readThickness(const Field& f, double perInch) {
    const double v = readNumber(f);
    const double in = toInches(v, perInch);
    if (!(in >= 0.0 && in <= kMaxBaseThickness))
        f.fail("a base's thickness must be from 0 to " + formatNumber(kMaxBaseThickness) +
               " inches, got " + formatNumber(v) +
               (perInch == 1.0 ? "" : " (" + formatNumber(in) + " inches)"));
    return in;
}

std::vector<Field> unitEntries(const Field& f) {
    if (f.node.IsSequence() && f.node.size() > limits::maxUnits)
        f.fail("holds " + std::to_string(f.node.size()) + " units; a scenario may hold at most " +
               std::to_string(limits::maxUnits));
    return readList(f, "entry");
}

void readArmies(MapReader& top, Scenario& s, UnknownKeys& unknown, double perInch) {
    // An empty `armies:` (a null value) is an empty list.
    auto f = top.optional("armies");
    if (!f || f->node.IsNull()) return;
    const std::vector<Field> list = readList(*f, "entry");
    for (std::size_t i = 0; i < list.size(); ++i) {
        MapReader army(entryField(list[i], "army", i), "an army entry");
        ArmyRef a;
        a.side = readId(army.required("side"));
        a.list = readId(army.required("list"));
        if (auto t = army.optional("base_thickness")) a.baseThickness = readThickness(*t, perInch);
        s.armies.push_back(std::move(a));
        unknown.armies.push_back(army.unknownKeys());
    }
}

namespace {

// The keys every scenario has (coupdoeil, ruleset); the rest is read by the rule set's reader
// (io/rulesets.h).
ScenarioDocument readScenario(const YamlNode& root, const std::string& file) {
    if (root.IsNull())
        failAt(file, root.Mark(), "the file is empty; a scenario starts with 'coupdoeil: 1'");
    if (!root.IsMap())
        failAt(file, root.Mark(),
               "expected a scenario (a map of keys starting with 'coupdoeil: 1')");
    Field rootField{file, "", "scenario", root, root.Mark()};
    MapReader top(rootField, "a scenario");

    Scenario s;
    auto unknown = std::make_shared<UnknownKeys>();

    const Field version = top.required("coupdoeil");
    const long long v = readInteger(version);
    if (v != 1)
        version.fail("unsupported format version " + std::to_string(v) +
                     "; this program reads version 1");
    s.version = 1;

    Ruleset ruleset = Ruleset::GrandeTactique;
    if (auto f = top.optional("ruleset"))
        ruleset = readEnum<Ruleset>(*f, "ruleset", allRulesets, parseRuleset, show<Ruleset>);
    formatOf(ruleset).read(top, s, *unknown, file);

    unknown->top = top.unknownKeys();
    // An army entry list of nothing but nulls carries no information.
    bool anyArmyKeys = false;
    for (const YamlNode& n : unknown->armies)
        anyArmyKeys = anyArmyKeys || !n.IsNull();
    if (!anyArmyKeys) unknown->armies.clear();

    ScenarioDocument doc;
    doc.scenario = std::move(s);
    if (!unknown->empty()) doc.unknown = std::move(unknown);
    return doc;
}

} // namespace

std::unique_ptr<Engine> engineFor(const ScenarioDocument& doc, const std::string& path) {
    try {
        return makeEngine(doc.scenario);
    } catch (const UnsupportedRuleset& e) {
        throw LoadError(path, 0, 0, e.what());
    }
}

ScenarioDocument loadScenarioText(std::string_view yaml, const std::string& name) {
    const YamlNode root = parseYamlDocument(yaml, name);
    return readScenario(root, name);
}

namespace {

// What a path that is not a regular file is, for "is a folder, not a file".
std::string kindOfFile(mode_t mode) {
    if (S_ISDIR(mode)) return "a folder";
    if (S_ISFIFO(mode)) return "a named pipe (FIFO)";
    if (S_ISSOCK(mode)) return "a socket";
    if (S_ISCHR(mode)) return "a character device";
    if (S_ISBLK(mode)) return "a block device";
    return "not a regular file";
}

[[noreturn]] void refuseFile(const std::string& path, const std::string& message) {
    throw LoadError(path, 0, 0, message);
}

std::string tooLarge(std::uintmax_t size, std::uintmax_t maxBytes, const std::string& what) {
    return "is too large (" + std::to_string(size) + " bytes); " + what + " may be at most " +
           std::to_string(maxBytes >> 20) + " MiB (" + std::to_string(maxBytes) + " bytes)";
}

} // namespace

std::string readRegularFile(const std::string& path, std::uintmax_t maxBytes,
                            const std::string& what) {
    // stat before open: opening a FIFO for reading blocks until a writer comes.
    struct stat st {};
    if (::stat(path.c_str(), &st) != 0)
        refuseFile(path, std::string("cannot open: ") + std::strerror(errno));
    if (!S_ISREG(st.st_mode)) refuseFile(path, "is " + kindOfFile(st.st_mode) + ", not a file");
    if (std::uintmax_t(st.st_size) > maxBytes)
        refuseFile(path, tooLarge(st.st_size, maxBytes, what));
    // O_NONBLOCK: should the path have been swapped for a FIFO since, open still returns.
    const int fd = ::open(path.c_str(), O_RDONLY | O_NONBLOCK | O_CLOEXEC);
    if (fd < 0) refuseFile(path, std::string("cannot open: ") + std::strerror(errno));
    struct Closer {
        int fd;
        ~Closer() { ::close(fd); }
    } closer{fd};
    if (::fstat(fd, &st) != 0)
        refuseFile(path, std::string("cannot read: ") + std::strerror(errno));
    if (!S_ISREG(st.st_mode)) refuseFile(path, "is " + kindOfFile(st.st_mode) + ", not a file");
    // Read to the cap and one byte beyond, whatever the size said: files under /proc say 0.
    std::string text;
    std::array<char, 65536> buf{};
    for (;;) {
        const ssize_t n = ::read(fd, buf.data(), buf.size());
        if (n < 0) {
            if (errno == EINTR) continue;
            refuseFile(path, std::string("cannot read: ") + std::strerror(errno));
        }
        if (n == 0) break;
        text.append(buf.data(), std::size_t(n));
        if (text.size() > maxBytes)
            refuseFile(path, tooLarge(text.size(), maxBytes, what) + ", and it was still growing");
    }
    return text;
}

std::string readFile(const std::string& path) {
    return readRegularFile(path, limits::maxFileBytes, "a scenario or army list");
}

ScenarioDocument loadScenarioFile(const std::string& path) {
    return loadScenarioText(readFile(path), path);
}

} // namespace cdo::io
