// Writing scenario files: every key this version knows, in the spec's order, then the unknown
// keys kept from loading; always in inches. Saving is atomic.
#include "core/limits.h"
#include "io/scenario_io.h"
#include "io/scenario_keys.h"
#include "io/scenario_parts.h"
#include "io/yaml_util.h"

#include <cerrno>
#include <cstdio>
#include <cstring>
#include <filesystem>
#include <stdexcept>

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

namespace cdo::io {

namespace {

void text(YAML::Emitter& out, const std::string& s) {
    if (needsQuotes(s)) out << YAML::DoubleQuoted;
    out << s;
}

void number(YAML::Emitter& out, double v) {
    out << formatNumber(v);
}

void point(YAML::Emitter& out, Vec2 p) {
    out << YAML::Flow << YAML::BeginSeq;
    number(out, p.x);
    number(out, p.y);
    out << YAML::EndSeq;
}

void points(YAML::Emitter& out, const std::vector<Vec2>& pts) {
    out << YAML::Flow << YAML::BeginSeq;
    for (Vec2 p : pts)
        point(out, p);
    out << YAML::EndSeq;
}

void key(YAML::Emitter& out, const char* k) {
    out << YAML::Key << k << YAML::Value;
}

// A key longer than this is written as an explicit key ("? KEY"): YAML takes a plain key of
// at most 1,024 characters, and escaping can make a key six times longer than it reads.
constexpr std::size_t longestImplicitKey = 128;

void extra(YAML::Emitter& out, const YamlNode& keys) {
    if (!keys.IsMap()) return;
    for (auto it = keys.begin(); it != keys.end(); ++it) {
        if (!it->first.IsScalar() || it->first.Scalar().size() > longestImplicitKey)
            out << YAML::LongKey;
        out << YAML::Key << it->first << YAML::Value << it->second;
    }
}

[[noreturn]] void saveFailed(const std::string& path, const std::string& what, int err) {
    throw std::runtime_error("cannot save " + path + ": " + what + ": " + std::strerror(err));
}

// The unknown top-level keys, the end of the document, and the text.
std::string finish(YAML::Emitter& out, const UnknownKeys& unknown) {
    extra(out, unknown.top);
    out << YAML::EndMap;
    if (!out.good()) throw std::runtime_error("cannot write the scenario: " + out.GetLastError());
    return std::string(out.c_str()) + "\n";
}

} // namespace

void writeKey(YAML::Emitter& out, const char* k) {
    key(out, k);
}
void writeText(YAML::Emitter& out, const std::string& s) {
    text(out, s);
}
void writeNumber(YAML::Emitter& out, double v) {
    number(out, v);
}
void writeExtra(YAML::Emitter& out, const YamlNode& keys) {
    extra(out, keys);
}

void writeArmies(YAML::Emitter& out, const Scenario& s, const UnknownKeys& unknown) {
    if (s.armies.empty()) return;
    key(out, "armies");
    out << YAML::BeginSeq;
    for (std::size_t i = 0; i < s.armies.size(); ++i) {
        out << YAML::Flow << YAML::BeginMap;
        key(out, "side");
        text(out, s.armies[i].side);
        key(out, "list");
        text(out, s.armies[i].list);
        if (s.armies[i].baseThickness) {
            key(out, "base_thickness");
            number(out, *s.armies[i].baseThickness);
        }
        if (i < unknown.armies.size()) extra(out, unknown.armies[i]);
        out << YAML::EndMap;
    }
    out << YAML::EndSeq;
}

namespace {

// The turn record (G9): entries in flow style, one per line, as a player would write them.
void writeTurn(YAML::Emitter& out, const TurnRecord& t, const UnknownKeys& unknown) {
    const auto keysAt = [](const std::vector<YamlNode>& v, std::size_t i) {
        return i < v.size() ? v[i] : YamlNode();
    };
    key(out, "turn");
    out << YAML::BeginMap;
    key(out, "number");
    out << t.number;
    if (!t.side.empty()) {
        key(out, "side");
        text(out, t.side);
    }
    if (!t.pips.empty()) {
        key(out, "pips");
        out << YAML::BeginSeq;
        for (std::size_t i = 0; i < t.pips.size(); ++i) {
            out << YAML::Flow << YAML::BeginMap;
            key(out, "general");
            text(out, t.pips[i].general);
            key(out, "pips");
            out << t.pips[i].pips;
            extra(out, keysAt(unknown.turnPips, i));
            out << YAML::EndMap;
        }
        out << YAML::EndSeq;
    }
    if (!t.actions.empty()) {
        key(out, "actions");
        out << YAML::BeginSeq;
        for (std::size_t i = 0; i < t.actions.size(); ++i) {
            const TurnAction& a = t.actions[i];
            out << YAML::Flow << YAML::BeginMap;
            key(out, "unit");
            text(out, a.unit);
            key(out, "action");
            text(out, a.action);
            key(out, "general");
            text(out, a.general);
            key(out, "cost");
            out << a.cost;
            if (!a.by.empty()) {
                key(out, "by");
                text(out, a.by);
            }
            extra(out, keysAt(unknown.turnActions, i));
            out << YAML::EndMap;
        }
        out << YAML::EndSeq;
    }
    if (!t.gone.empty()) {
        key(out, "gone");
        out << YAML::BeginSeq;
        for (std::size_t i = 0; i < t.gone.size(); ++i) {
            const GoneUnit& g = t.gone[i];
            out << YAML::Flow << YAML::BeginMap;
            key(out, "id");
            text(out, g.id);
            key(out, "side");
            text(out, g.side);
            if (!g.name.empty()) {
                key(out, "name");
                text(out, g.name);
            }
            if (!g.by.empty()) {
                key(out, "by");
                text(out, g.by);
            }
            if (g.turn > 0) {
                key(out, "turn");
                out << g.turn;
            }
            extra(out, keysAt(unknown.turnGone, i));
            out << YAML::EndMap;
        }
        out << YAML::EndSeq;
    }
    extra(out, unknown.turn);
    out << YAML::EndMap;
}

// The photo backdrop: its file, opacity and marks, one mark a line.
void writeBackdrop(YAML::Emitter& out, const Backdrop& b) {
    key(out, "backdrop");
    out << YAML::BeginMap;
    key(out, "image");
    text(out, b.image);
    key(out, "opacity");
    number(out, b.opacity);
    if (!b.marks.empty()) {
        key(out, "marks");
        out << YAML::BeginSeq;
        for (const BackdropMark& m : b.marks) {
            out << YAML::Flow << YAML::BeginMap;
            key(out, "table");
            point(out, m.table);
            if (m.image) {
                key(out, "image");
                point(out, *m.image);
            }
            out << YAML::EndMap;
        }
        out << YAML::EndSeq;
    }
    if (b.extra) extra(out, keysOf(*b.extra));
    out << YAML::EndMap;
}

} // namespace

std::string scenarioToYaml(const ScenarioDocument& doc) {
    const Scenario& s = doc.scenario;
    const UnknownKeys empty;
    const UnknownKeys& unknown = doc.unknown ? *doc.unknown : empty;

    YAML::Emitter out;
    out.SetIndent(2);
    out << YAML::BeginMap;
    key(out, "coupdoeil");
    out << 1;
    key(out, "ruleset");
    out << show(s.ruleset);
    if (s.ruleset == Ruleset::LaBataille) { // a hex map, in hexes (scenario_write_lb.cpp)
        writeLaBataille(out, s, unknown);
        return finish(out, unknown);
    }
    key(out, "measure");
    out << "in";
    key(out, "table");
    out << YAML::Flow << YAML::BeginMap;
    key(out, "width");
    number(out, s.tableWidth);
    key(out, "depth");
    number(out, s.tableDepth);
    extra(out, unknown.table);
    out << YAML::EndMap;

    writeArmies(out, s, unknown);

    if (!s.terrain.empty()) {
        key(out, "terrain");
        out << YAML::BeginSeq;
        for (const Terrain& t : s.terrain) {
            out << YAML::BeginMap;
            key(out, "id");
            text(out, t.id);
            key(out, "kind");
            out << show(t.kind);
            if (!isPath(t.kind)) {
                key(out, "outline");
                points(out, t.outline);
                if (t.kind == TerrainKind::Hill && !t.top.empty()) {
                    key(out, "top");
                    points(out, t.top);
                }
            } else {
                key(out, "path");
                points(out, t.path);
                if (t.kind == TerrainKind::Road && t.width > 0.0) {
                    key(out, "width");
                    number(out, t.width);
                }
            }
            if (t.extra) extra(out, keysOf(*t.extra));
            out << YAML::EndMap;
        }
        out << YAML::EndSeq;
    }

    if (!s.units.empty()) {
        key(out, "units");
        out << YAML::BeginSeq;
        const Unit defaults;
        for (const Unit& u : s.units) {
            out << YAML::BeginMap;
            key(out, "id");
            text(out, u.id);
            key(out, "side");
            text(out, u.side);
            key(out, "type");
            out << show(u.type);
            if (!u.name.empty()) {
                key(out, "name");
                text(out, u.name);
            }
            key(out, "at");
            point(out, u.at);
            key(out, "facing");
            number(out, u.facing);
            if (u.size) {
                key(out, "size");
                point(out, *u.size);
            }
            if (u.formation != defaults.formation) {
                key(out, "formation");
                out << show(u.formation);
            }
            if (u.morale != defaults.morale) {
                key(out, "morale");
                out << show(u.morale);
            }
            if (u.quality != defaults.quality) {
                key(out, "quality");
                out << show(u.quality);
            }
            if (u.limbered) {
                key(out, "limbered");
                out << "true";
            }
            if (u.firing) {
                key(out, "firing");
                out << "true";
            }
            const std::pair<const char*, const std::string*> refs[] = {
                {"charging", &u.charging},
                {"occupies", &u.occupies},
                {"attached_to", &u.attachedTo},
                {"army_list", &u.armyList}};
            for (const auto& [k, v] : refs) {
                if (v->empty()) continue;
                key(out, k);
                text(out, *v);
            }
            if (u.baseThickness) {
                key(out, "base_thickness");
                number(out, *u.baseThickness);
            }
            if (u.extra) extra(out, keysOf(*u.extra));
            out << YAML::EndMap;
        }
        out << YAML::EndSeq;
    }
    if (s.backdrop) writeBackdrop(out, *s.backdrop);
    if (s.turn) writeTurn(out, *s.turn, unknown);

    return finish(out, unknown);
}

namespace {

bool sameSize(const std::optional<Vec2>& a, const std::optional<Vec2>& b) {
    return a.has_value() == b.has_value() && (!a || *a == *b);
}
bool sameLength(const std::optional<double>& a, const std::optional<double>& b) {
    return a.has_value() == b.has_value() && (!a || *a == *b);
}

// Every field of the model, exactly (doubles compared with ==). Unknown keys are compared by
// the text they write, in saveScenarioFile.
bool sameModel(const Scenario& a, const Scenario& b) {
    if (a.version != b.version || a.ruleset != b.ruleset || a.tableWidth != b.tableWidth ||
        a.tableDepth != b.tableDepth || a.armies.size() != b.armies.size() ||
        a.terrain.size() != b.terrain.size() || a.units.size() != b.units.size() ||
        a.turn != b.turn)
        return false;
    for (std::size_t i = 0; i < a.armies.size(); ++i)
        if (a.armies[i].side != b.armies[i].side || a.armies[i].list != b.armies[i].list ||
            !sameLength(a.armies[i].baseThickness, b.armies[i].baseThickness))
            return false;
    for (std::size_t i = 0; i < a.terrain.size(); ++i) {
        const Terrain &x = a.terrain[i], &y = b.terrain[i];
        if (x.id != y.id || x.kind != y.kind || x.outline != y.outline || x.top != y.top ||
            x.path != y.path || x.width != y.width)
            return false;
    }
    for (std::size_t i = 0; i < a.units.size(); ++i) {
        const Unit &x = a.units[i], &y = b.units[i];
        if (x.id != y.id || x.side != y.side || x.type != y.type || x.name != y.name ||
            !(x.at == y.at) || x.facing != y.facing || !sameSize(x.size, y.size) ||
            x.formation != y.formation || x.morale != y.morale || x.quality != y.quality ||
            x.limbered != y.limbered || x.firing != y.firing || x.charging != y.charging ||
            x.occupies != y.occupies || x.attachedTo != y.attachedTo || x.armyList != y.armyList ||
            !sameLength(x.baseThickness, y.baseThickness))
            return false;
    }
    if (a.backdrop.has_value() != b.backdrop.has_value()) return false;
    if (a.backdrop &&
        (a.backdrop->image != b.backdrop->image || a.backdrop->opacity != b.backdrop->opacity ||
         a.backdrop->marks != b.backdrop->marks))
        return false;
    return sameBattle(a.battle, b.battle);
}

} // namespace

namespace {

// " (line N would be written 'X' and read back as 'Y')": where two texts first differ, so a
// refused save says what it could not keep; empty when they are the same (the model differs).
std::string firstDifference(std::string_view a, std::string_view b) {
    std::size_t line = 1, start = 0, i = 0;
    for (; i < a.size() && i < b.size() && a[i] == b[i]; ++i)
        if (a[i] == '\n') {
            ++line;
            start = i + 1;
        }
    if (i == a.size() && i == b.size()) return "";
    const auto lineAt = [&](std::string_view t) {
        const std::size_t end = t.find('\n', start);
        return t.substr(start, end == std::string_view::npos ? t.npos : end - start);
    };
    return " (line " + std::to_string(line) + " would be written " + quote(lineAt(a)) +
           " and read back as " + quote(lineAt(b)) + ")";
}

} // namespace

std::string verifiedScenarioText(const ScenarioDocument& doc, const std::string& path) {
    const std::string text = scenarioToYaml(doc);
    // Proved loadable before anything is replaced: the text is read back by the loader itself,
    // and must give the same scenario and write the same text again. readFile's own limit
    // comes first: the loader would refuse the file before parsing it.
    if (text.size() > limits::maxFileBytes)
        throw std::runtime_error("cannot save " + path + ": it would be " +
                                 std::to_string(text.size()) + " bytes, over the " +
                                 std::to_string(limits::maxFileBytes) +
                                 " a scenario may have, so the file is left as it was");
    ScenarioDocument back;
    try {
        back = loadScenarioText(text, path);
    } catch (const LoadError& e) {
        throw std::runtime_error("cannot save " + path +
                                 ": the scenario would not load back, so the file is left as it "
                                 "was (" +
                                 e.message() + ")");
    }
    const std::string again = scenarioToYaml(back);
    if (!sameModel(doc.scenario, back.scenario) || again != text)
        throw std::runtime_error("cannot save " + path +
                                 ": the scenario would load back different, so the file is left "
                                 "as it was" +
                                 firstDifference(text, again));
    return text;
}

void saveScenarioFile(const std::string& path, const ScenarioDocument& doc) {
    writeFileAtomically(path, verifiedScenarioText(doc, path));
}

void writeFileAtomically(const std::string& path, std::string_view content) {
    // Replace the file a symbolic link points to, not the link itself.
    std::string target = path;
    std::error_code ec;
    if (std::filesystem::is_symlink(path, ec)) {
        const auto real = std::filesystem::canonical(path, ec);
        if (!ec) target = real.string();
    }

    // Only a regular file is replaced: a link to /dev/null or a named pipe would otherwise be
    // swapped for a file (the device node itself, for a user allowed to write in /dev).
    if (struct stat st{}; ::stat(target.c_str(), &st) == 0 && !S_ISREG(st.st_mode))
        throw std::runtime_error("cannot save " + path +
                                 ": it is not a regular file (a folder, device or named pipe), "
                                 "so it is left as it is");

    std::string name = target + ".coupdoeil-tmp-XXXXXX"; // a name only this writer makes
    const int fd = ::mkstemp(name.data());
    if (fd < 0) saveFailed(path, "cannot create a temporary file beside it", errno);
    bool fdOpen = true;
    const auto abandon = [&](const std::string& what) {
        const int err = errno;
        if (fdOpen) ::close(fd);
        ::unlink(name.c_str());
        saveFailed(path, what, err);
    };

    std::size_t done = 0;
    while (done < content.size()) {
        const ssize_t n = ::write(fd, content.data() + done, content.size() - done);
        if (n < 0) {
            if (errno == EINTR) continue;
            abandon("cannot write");
        }
        done += static_cast<std::size_t>(n);
    }
    // mkstemp makes the file private; keep the mode of the file being replaced.
    struct stat st {};
    const mode_t mode = ::stat(target.c_str(), &st) == 0 ? (st.st_mode & 07777) : 0644;
    if (::fchmod(fd, mode) != 0) abandon("cannot set the file's permissions");
    if (::fsync(fd) != 0) abandon("cannot flush it to disk");
    fdOpen = false;
    if (::close(fd) != 0) abandon("cannot close it");
    if (::rename(name.c_str(), target.c_str()) != 0) abandon("cannot replace it");

    // Make the rename itself durable; the file is already complete, so failure here is benign.
    const std::string dir = std::filesystem::path(target).parent_path().string();
    const int dfd = ::open(dir.empty() ? "." : dir.c_str(), O_RDONLY | O_DIRECTORY);
    if (dfd >= 0) {
        ::fsync(dfd);
        ::close(dfd);
    }
}

} // namespace cdo::io
