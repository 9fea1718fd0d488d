// Writing scenario files: every key this version knows, in the spec's order, then the unknown
// keys kept from loading; always in inches. Saving is atomic.
#include "core/limits.h"
#include "io/rulesets.h"
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
void writePoint(YAML::Emitter& out, Vec2 p) {
    point(out, p);
}
void writePoints(YAML::Emitter& out, const std::vector<Vec2>& pts) {
    points(out, pts);
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
    out << show(s.ruleset());
    formatOf(s.ruleset()).write(out, s, unknown);
    return finish(out, unknown);
}

bool sameSize(const std::optional<Vec2>& a, const std::optional<Vec2>& b) {
    return a.has_value() == b.has_value() && (!a || *a == *b);
}
bool sameLength(const std::optional<double>& a, const std::optional<double>& b) {
    return a.has_value() == b.has_value() && (!a || *a == *b);
}

namespace {

// Every field of the model, exactly (doubles compared with ==). Unknown keys are compared by
// the text they write, in saveScenarioFile.
bool sameModel(const Scenario& a, const Scenario& b) {
    if (a.version != b.version || a.ruleset() != b.ruleset() || a.armies.size() != b.armies.size())
        return false;
    for (std::size_t i = 0; i < a.armies.size(); ++i)
        if (a.armies[i].side != b.armies[i].side || a.armies[i].list != b.armies[i].list ||
            !sameLength(a.armies[i].baseThickness, b.armies[i].baseThickness))
            return false;
    return formatOf(a.ruleset()).samePart(a, b);
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
