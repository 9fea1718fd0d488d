#include "app/document/document.h"

#include "app/document/roster.h"
#include "app/shell/face.h"
#include "io/printable.h"
#include "io/scenario_io.h"

#include <algorithm>
#include <cstdint>
#include <cstdlib>
#include <functional>

#include <sys/stat.h>
#include <unistd.h>

namespace cdo::app {

namespace fs = std::filesystem;

namespace {

// An engine, or for a scenario its face shows without rulings in this build, why there is none.
struct Made {
    std::unique_ptr<Engine> engine;
    std::string noRulings;
};

// The engine of a document the app can show, and why there are no rulings when it has none.
// The face of the scenario's rule set says what it can show (faceShows): a document shown
// without an engine keeps the engine's refusal as its reason. Every refusal is a LoadError
// naming `shownPath`, the one the CLI gives for the same file, and comes before anything of
// the app has changed.
Made engineToDraw(const io::ScenarioDocument& doc, const std::string& shownPath) {
    const Ruleset ruleset = doc.scenario.ruleset();
    std::unique_ptr<Engine> engine;
    std::string none;
    try {
        engine = makeEngine(doc.scenario);
    } catch (const UnsupportedRuleset& e) {
        none = e.what();
    }
    if (faceShows(ruleset, engine.get())) return {std::move(engine), std::move(none)};
    if (!engine) throw io::LoadError(shownPath, 0, 0, none); // as io::engineFor says it
    throw io::LoadError(shownPath, 0, 0,
                        "the app cannot draw " + std::string(toString(ruleset)) +
                            " tables with this engine");
}

} // namespace

Document::Document() : Document(io::ScenarioDocument{}, "") {}

Document::Document(io::ScenarioDocument doc, std::string path)
    : Document(std::move(doc), std::move(path), std::string()) {}

Document::Document(io::ScenarioDocument doc, std::string path, std::string shownPath)
    : doc_(std::make_unique<io::ScenarioDocument>(std::move(doc))), path_(std::move(path)) {
    Made made = engineToDraw(*doc_, shownPath.empty() ? path_ : shownPath);
    setEngine(std::move(made.engine), std::move(made.noRulings));
}

Document Document::open(const std::string& path) {
    io::ScenarioDocument doc = io::loadScenarioFile(path);
    removeStaleTemps(path);
    // A list is named relative to the scenario's folder, not to where the app was started.
    renameFiles(doc.scenario, [&](const std::string& l) { return resolveListPath(l, path); });
    std::error_code ec;
    const fs::path full = fs::absolute(path, ec);
    // Messages name the file as it was asked for, as the CLI's do.
    return Document(std::move(doc), ec ? path : full.lexically_normal().string(), path);
}

Document Document::unloaded(const std::string& path) {
    std::error_code ec;
    const fs::path full = fs::absolute(path, ec);
    Document d(io::ScenarioDocument{}, ec ? path : full.lexically_normal().string());
    d.unloadedFile_ = true;
    return d;
}

void Document::setEngine(std::unique_ptr<Engine> engine, std::string noRulings) {
    // The old engine points at units an edit may have moved: it is only destroyed here, never
    // asked anything once the scenario has changed.
    engine_ = std::move(engine);
    gt_ = dynamic_cast<const gt::Engine*>(engine_.get());
    noRulings_ = std::move(noRulings);
    ++revision_;
}

void Document::rebuild() {
    // An edit keeps the ruleset, so the engine made at opening time can be made again (or,
    // for La Bataille without rulings, be missing again).
    Made made = engineToDraw(*doc_, path_);
    setEngine(std::move(made.engine), std::move(made.noRulings));
}

void Document::apply(CommandPtr cmd, unsigned gesture) {
    if (!cmd) return;
    history_.apply(doc_->scenario, std::move(cmd), gesture);
    rebuild();
}

bool Document::undo() {
    if (!history_.undo(doc_->scenario)) return false;
    rebuild();
    return true;
}

bool Document::dropGesture(unsigned gesture) {
    if (history_.dropGesture(doc_->scenario, gesture) == 0) return false;
    rebuild();
    return true;
}

bool Document::redo() {
    if (!history_.redo(doc_->scenario)) return false;
    rebuild();
    return true;
}

void Document::save() {
    std::error_code ec;
    if (unloadedFile_ && fs::exists(path_, ec))
        throw SaveRefused(path_ + " did not load, so this table is not its content: Save would "
                                  "replace it. It was left as it was; use Save as.");
    saveAs(path_);
}

void Document::saveAs(const std::string& path) {
    if (path.empty()) throw std::runtime_error("no file name to save to");
    if (readOnlyFile(path))
        throw SaveRefused(path + " is read-only: it was not replaced. Use Save as to keep this "
                                 "table under another name.");
    // The lists as the file names them: relative to its folder where possible.
    io::ScenarioDocument out = *doc_;
    renameFiles(out.scenario, [&](const std::string& l) {
        return relativeListPath(resolveListPath(l, path_), path);
    });
    io::writeFileAtomically(path, io::verifiedScenarioText(out, path));
    removeStaleTemps(path);
    std::error_code ec;
    const fs::path full = fs::absolute(path, ec);
    path_ = ec ? path : full.lexically_normal().string();
    savedState_ = history_.state();
    forcedDirty_ = false;
    unloadedFile_ = false;
    history_.closeGesture();
}

void Document::recover(io::ScenarioDocument doc, const std::string& scenarioPath) {
    // Checked before anything changes: an autosave the app cannot show leaves the table as it
    // was (an older version wrote autosaves of la-bataille files).
    auto fresh = std::make_unique<io::ScenarioDocument>(std::move(doc));
    Made made = engineToDraw(*fresh, autosavePathFor(scenarioPath).string());
    std::error_code ec;
    const fs::path full = fs::absolute(scenarioPath, ec);
    path_ = scenarioPath.empty() || ec ? scenarioPath : full.lexically_normal().string();
    unloadedFile_ = false; // the user chose this work for that file
    doc_ = std::move(fresh);
    setEngine(std::move(made.engine), std::move(made.noRulings));
    history_.clear();
    savedState_ = history_.state();
    forcedDirty_ = true;
}

namespace {

// Whether `e` is a temporary file of io::writeFileAtomically for a file named `stem` (any,
// when empty), older than `minAge`: "<stem>.coupdoeil-tmp-" and the six letters or digits
// mkstemp chose, a regular file, not a link.
bool staleTemp(const fs::directory_entry& e, const std::string& stem, std::chrono::seconds minAge) {
    static const std::string mark = ".coupdoeil-tmp-";
    const std::string name = e.path().filename().string();
    if (name.size() < mark.size() + 6 + (stem.empty() ? 1 : stem.size())) return false;
    const std::size_t at = name.size() - 6 - mark.size();
    if (name.compare(at, mark.size(), mark) != 0) return false;
    if (!stem.empty() && (at != stem.size() || name.compare(0, at, stem) != 0)) return false;
    const std::string tail = name.substr(name.size() - 6);
    if (!std::all_of(tail.begin(), tail.end(), [](char c) {
            return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9');
        }))
        return false;
    std::error_code ec;
    if (!e.is_regular_file(ec) || e.is_symlink(ec)) return false;
    const auto t = fs::last_write_time(e.path(), ec);
    return !ec && fs::file_time_type::clock::now() - t >= minAge;
}

int removeStale(const fs::path& dir, const std::string& stem, std::chrono::seconds minAge) {
    std::error_code ec;
    int removed = 0;
    for (const auto& e : fs::directory_iterator(dir, ec)) {
        std::error_code e2;
        if (staleTemp(e, stem, minAge) && fs::remove(e.path(), e2)) ++removed;
    }
    return removed;
}

} // namespace

int removeStaleTemps(const std::string& scenarioPath, std::chrono::seconds minAge) {
    if (scenarioPath.empty()) return 0;
    std::error_code ec;
    fs::path target = scenarioPath;
    if (fs::is_symlink(target, ec)) { // writeFileAtomically writes beside the link's target
        const fs::path real = fs::canonical(target, ec);
        if (!ec) target = real;
    }
    const fs::path dir = target.has_parent_path() ? target.parent_path() : fs::path(".");
    return removeStale(dir, target.filename().string(), minAge);
}

int removeStaleAutosaveTemps(std::chrono::seconds minAge) {
    return removeStale(autosavePathFor("").parent_path(), "", minAge);
}

std::string defaultExportPath(const std::string& scenarioPath, const std::string& firer,
                              const std::string& target) {
    auto safe = [](const std::string& part) {
        std::string out;
        for (unsigned char c : part.substr(0, 80))
            out += (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') ||
                           c == '-' || c == '_'
                       ? char(c)
                       : '_';
        return out;
    };
    const fs::path base = scenarioPath.empty() ? fs::path("coupdoeil") : fs::path(scenarioPath);
    std::string stem = safe(base.stem().string());
    if (stem.empty()) stem = "coupdoeil";
    if (!firer.empty()) stem += "-" + safe(firer);
    if (!target.empty()) stem += "-" + safe(target);
    return (base.parent_path() / (stem + ".png")).string();
}

bool readOnlyFile(const std::string& path) {
    struct stat st {};
    if (::stat(path.c_str(), &st) != 0) return false;
    if (st.st_uid == ::geteuid()) return !(st.st_mode & S_IWUSR);
    bool inGroup = st.st_gid == ::getegid();
    gid_t groups[256];
    const int n = ::getgroups(256, groups);
    for (int i = 0; i < n && !inGroup; ++i)
        inGroup = groups[i] == st.st_gid;
    if (inGroup) return !(st.st_mode & S_IWGRP);
    return !(st.st_mode & S_IWOTH);
}

fs::path dataDir() {
    fs::path dir;
    if (const char* x = std::getenv("XDG_DATA_HOME"); x && *x)
        dir = fs::path(x) / "coupdoeil";
    else if (const char* h = std::getenv("HOME"); h && *h)
        dir = fs::path(h) / ".local" / "share" / "coupdoeil";
    else
        dir = fs::temp_directory_path() / "coupdoeil";
    std::error_code ec;
    fs::create_directories(dir, ec);
    return dir;
}

fs::path autosavePathFor(const std::string& scenarioPath) {
    const fs::path dir = dataDir() / "autosave";
    if (scenarioPath.empty()) return dir / "untitled.yaml";
    std::error_code ec;
    const std::string full = fs::absolute(scenarioPath, ec).lexically_normal().string();
    // FNV-1a: stable across runs and builds, unlike std::hash.
    std::uint64_t h = 1469598103934665603ull;
    for (unsigned char c : full) {
        h ^= c;
        h *= 1099511628211ull;
    }
    char hex[17];
    std::snprintf(hex, sizeof hex, "%016llx", static_cast<unsigned long long>(h));
    return dir / (fs::path(scenarioPath).stem().string() + "-" + hex + ".yaml");
}

bool recoverableAutosave(const std::string& scenarioPath) {
    std::error_code ec;
    const fs::path a = autosavePathFor(scenarioPath);
    if (!fs::exists(a, ec)) return false;
    if (scenarioPath.empty() || !fs::exists(scenarioPath, ec)) return true;
    const auto ta = fs::last_write_time(a, ec);
    if (ec) return false;
    const auto ts = fs::last_write_time(scenarioPath, ec);
    return ec || ta > ts;
}

std::vector<std::string> autosavesToOffer(const std::vector<std::string>& recent) {
    std::vector<std::pair<fs::file_time_type, std::string>> found;
    std::vector<std::string> asked = recent;
    asked.push_back("");
    for (const std::string& p : asked) {
        std::error_code ec;
        const auto t = fs::last_write_time(autosavePathFor(p), ec);
        if (!ec && recoverableAutosave(p)) found.emplace_back(t, p);
    }
    std::stable_sort(found.begin(), found.end(),
                     [](const auto& a, const auto& b) { return a.first > b.first; });
    std::vector<std::string> out;
    for (auto& f : found)
        out.push_back(std::move(f.second));
    return out;
}

bool Autosaver::tick(const Document& doc, double now) {
    if (doc.revision() != seenRevision_) {
        seenRevision_ = doc.revision();
        changedAt_ = now;
    }
    if (!doc.dirty() || writtenRevision_ == seenRevision_ || now - changedAt_ < delay_)
        return false;
    const fs::path a = autosavePathFor(doc.path());
    std::string text;
    try {
        // Only a text the loader takes back: an autosave recovery then refuses is no copy at
        // all. On refusal the previous autosave stays as it was.
        text = io::verifiedScenarioText(doc.file(), a.string());
    } catch (const std::exception& e) {
        failed(e.what(), now, false);
        return false;
    }
    try {
        std::error_code ec;
        fs::create_directories(a.parent_path(), ec);
        io::writeFileAtomically(a.string(), text);
    } catch (const std::exception& e) {
        failed(e.what(), now, true);
        return false;
    }
    writtenRevision_ = seenRevision_;
    error_.clear();
    if (failing_) {
        failing_ = false;
        notice_ = Notice{false, "Autosave works again: your unsaved changes are kept in " +
                                    a.string() + "."};
    }
    return true;
}

void Autosaver::failed(std::string why, double now, bool retry) {
    if (retry)
        changedAt_ = now; // tried again in delay_ seconds
    else
        writtenRevision_ = seenRevision_; // this text is refused until the next change
    if (!failing_ || why != error_)
        notice_ = Notice{true, "Autosave failed: your unsaved changes are no longer kept (" + why +
                                   "). Save them, or make room, to keep them."};
    failing_ = true;
    error_ = std::move(why);
}

std::optional<Autosaver::Notice> Autosaver::takeNotice() {
    std::optional<Notice> n = std::move(notice_);
    notice_.reset();
    return n;
}

void Autosaver::discard(const std::string& scenarioPath) {
    std::error_code ec;
    fs::remove(autosavePathFor(scenarioPath), ec);
    writtenRevision_ = seenRevision_;
}

RecentFiles::RecentFiles(fs::path file, std::size_t limit) : file_(std::move(file)), limit_(limit) {
    // Read as any file is (issue 13): a regular file within the size cap, or nothing (a FIFO
    // or /dev/zero put in its place would otherwise block or fill the memory at start-up).
    std::string text;
    try {
        text = io::readFile(file_.string());
    } catch (const io::LoadError&) {
        return; // a convenience: an unreadable list is an empty one
    }
    // Only lines this app could have written: absolute paths of printable UTF-8 (no control
    // characters, which the menu would show raw), at most PATH_MAX long.
    constexpr std::size_t longestPath = 4096;
    std::size_t start = 0;
    while (start < text.size() && paths_.size() < limit_) {
        std::size_t end = text.find('\n', start);
        if (end == std::string::npos) end = text.size();
        const std::string_view line(text.data() + start, end - start);
        start = end + 1;
        if (line.empty() || line.front() != '/' || line.size() > longestPath ||
            io::printable(line) != line)
            continue;
        if (std::find(paths_.begin(), paths_.end(), line) == paths_.end())
            paths_.emplace_back(line);
    }
}

void RecentFiles::add(const std::string& path) {
    std::error_code ec;
    const std::string full = fs::absolute(path, ec).lexically_normal().string();
    std::erase(paths_, full);
    paths_.insert(paths_.begin(), full);
    if (paths_.size() > limit_) paths_.resize(limit_);
    store();
}

void RecentFiles::remove(const std::string& path) {
    std::erase(paths_, path);
    store();
}

void RecentFiles::store() const {
    std::string text;
    for (const std::string& p : paths_)
        text += p + "\n";
    try {
        std::error_code ec;
        fs::create_directories(file_.parent_path(), ec);
        io::writeFileAtomically(file_.string(), text);
    } catch (const std::exception&) {
        // The list is a convenience: a read-only home must not stop the app.
    }
}

} // namespace cdo::app
