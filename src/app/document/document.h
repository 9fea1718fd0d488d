// The scenario being edited: its file, its undo history and the Table the engine asks
// questions of, rebuilt after every change (cheap, and it keeps the engine the only judge).
// Also the files around it: autosave for crash recovery and the recent-files list.
// A La Bataille scenario has no Table: its hex map and counters are scenario().battle, and
// its engine may be missing (a build without La Bataille rulings): the map is shown all the
// same and hasEngine() says whether anything may be asked. Display-free.
#pragma once

#include "app/document/history.h"
#include "core/engine.h"
#include "core/grande_tactique/engine.h"
#include "io/scenario_io.h"

#include <chrono>
#include <filesystem>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace cdo::app {

// The app draws and edits Grande Tactique bases (rectangles with a front edge) and terrain; these
// are the ruleset's types it draws them from. Every ruling, distance and answer comes from the
// Engine, as in the CLI.
using gt::BaseCorners;
using gt::baseCorners;
using gt::BaseSize;
using gt::baseSizeOf;
using gt::PlacedTerrain;
using gt::PlacedUnit;
using gt::Table;

class Document {
  public:
    Document(); // an empty 72" × 48" table, no file
    // Throws io::LoadError (naming `path`) for a scenario whose ruleset the app cannot rule on
    // or draw, in the words the CLI uses. A La Bataille scenario is never refused for want of
    // rulings: it opens without an engine (noRulings() says why).
    Document(io::ScenarioDocument doc, std::string path);
    // Loads `path`; throws io::LoadError and leaves nothing behind on a bad file, and for a
    // ruleset without rulings the very LoadError the CLI shows (io::engineFor).
    static Document open(const std::string& path);
    // An empty table under the name of a file that was asked for and did not load (missing,
    // unreadable, or refused): its autosave is the one offered back, and Save refuses to
    // replace that file while it exists (Save as to it, or recovering its autosave, may).
    static Document unloaded(const std::string& path);

    const Scenario& scenario() const { return doc_->scenario; }
    const io::ScenarioDocument& file() const { return *doc_; }
    // What every face asks: rulings, valid targets, measures, enemies, units near a point, the
    // words and the lines of a ruling. Only when hasEngine() (always, for Grande Tactique).
    const Engine& engine() const { return *engine_; }
    bool hasEngine() const { return engine_ != nullptr; }
    // Why a La Bataille scenario has no engine, in the CLI's words; empty when it has one.
    const std::string& noRulings() const { return noRulings_; }
    // The Grande Tactique table behind the engine: the bases and terrain the app draws. Grande
    // Tactique only: a La Bataille scenario has none (laBataille()).
    const Table& table() const { return gt_->table(); }
    // A hex map with counters (ruleset: la-bataille): drawn from battle(), not table().
    bool laBataille() const { return doc_->scenario.ruleset() == Ruleset::LaBataille; }
    const lb::Battle& battle() const { return doc_->scenario.lb(); }
    const std::string& path() const { return path_; }
    // The file at path() exists and is not this table's (Document::unloaded): Save refuses.
    bool unloaded() const { return unloadedFile_; }

    // The one place where the scenario changes.
    void apply(CommandPtr cmd, unsigned gesture = 0);
    bool undo();
    bool redo();
    // History::dropGesture, then the table rebuilt: true when anything was taken back.
    bool dropGesture(unsigned gesture);
    History& history() { return history_; }
    const History& history() const { return history_; }
    // Bumped on every change of the scenario, for caches of what is drawn.
    unsigned long revision() const { return revision_; }

    bool dirty() const { return history_.state() != savedState_ || forcedDirty_; }
    // Atomic; throws std::runtime_error (the file is then left as it was), SaveRefused when
    // the file is one the user cannot write, or (save only) one that did not load.
    void save();
    void saveAs(const std::string& path);
    // Replaces the content by the recovered autosave of `scenarioPath`: the table becomes that
    // file's, with unsaved changes. Throws io::LoadError, changing nothing, when the app
    // cannot show it.
    void recover(io::ScenarioDocument doc, const std::string& scenarioPath);

  private:
    Document(io::ScenarioDocument doc, std::string path, std::string shownPath);
    void setEngine(std::unique_ptr<Engine> engine, std::string noRulings = {});
    void rebuild();
    std::unique_ptr<io::ScenarioDocument> doc_; // stable address: the engine points into it
    std::unique_ptr<Engine> engine_;
    const gt::Engine* gt_ = nullptr; // engine_, as the Grande Tactique engine it is
    std::string noRulings_;          // La Bataille without an engine: why
    std::string path_;
    History history_;
    unsigned long savedState_ = 0;
    unsigned long revision_ = 0;
    bool forcedDirty_ = false;
    bool unloadedFile_ = false; // path_ names a file this table was not loaded from
};

// Save refused before anything was written: the file stays as it was, Save as may go elsewhere.
class SaveRefused : public std::runtime_error {
  public:
    using std::runtime_error::runtime_error;
};

// True when the user may not write the file at `path` (its permission bits for the user, as
// owner, group member or other, lack write; root included, as editors do). A missing file is
// writable as far as this goes.
bool readOnlyFile(const std::string& path);

// What a save stopped by a crash leaves beside a scenario: io::writeFileAtomically's temporary
// "<file>.coupdoeil-tmp-XXXXXX" (the six characters mkstemp chose; the file a symbolic link points
// to). Removes those of this scenario only, and only when older than `minAge` (a save in progress
// elsewhere is younger); returns how many went. Errors are ignored: it is housekeeping.
int removeStaleTemps(const std::string& scenarioPath,
                     std::chrono::seconds minAge = std::chrono::seconds(60));

// The same in the autosave folder (autosavePathFor's), for every autosave: what an autosave
// stopped by a crash leaves there. The app does this once at start.
int removeStaleAutosaveTemps(std::chrono::seconds minAge = std::chrono::seconds(60));

// The file name "Export PNG" proposes: "<scenario>-<firer>-<target>.png" beside the scenario
// (else "coupdoeil..." in `fallbackDir`), every part kept to letters, digits, '-' and '_' (any
// other character, a path separator or a dot included, becomes '_'), so ids from a file cannot
// point the image elsewhere or hide it.
std::string defaultExportPath(const std::string& scenarioPath, const std::string& firer,
                              const std::string& target);

// $XDG_DATA_HOME/coupdoeil, else ~/.local/share/coupdoeil (created when missing).
std::filesystem::path dataDir();

// Where unsaved changes of `scenarioPath` are kept: one file per scenario in
// dataDir()/autosave, named after the file and a hash of its full path.
std::filesystem::path autosavePathFor(const std::string& scenarioPath);
// An autosave that is newer than its scenario (or whose scenario is gone): a crash left it.
bool recoverableAutosave(const std::string& scenarioPath);

// The autosaves a plain start (no file asked for) offers back: of the files in `recent` and of
// the untitled table (""), those recoverableAutosave finds, newest autosave first.
std::vector<std::string> autosavesToOffer(const std::vector<std::string>& recent);

// Writes the document's unsaved state a few seconds after the last change, and removes the
// autosave once the work is saved or thrown away. A write that fails (a full disk, a folder
// that cannot be made) is tried again every `delayS` seconds; a text the loader would refuse
// is not (the last good autosave stays until the next change).
class Autosaver {
  public:
    explicit Autosaver(double delayS = 3.0) : delay_(delayS) {}
    // Returns true when it wrote the autosave this time. Errors are kept in lastError().
    bool tick(const Document& doc, double now);
    void discard(const std::string& scenarioPath);
    const std::string& lastError() const { return error_; }
    // What the player must be told, once each time it changes: that the work is no longer
    // kept, and why (`failing`), or that it is kept again. Empty when nothing changed since
    // the last call.
    struct Notice {
        bool failing = false;
        std::string message;
    };
    std::optional<Notice> takeNotice();

  private:
    void failed(std::string why, double now, bool retry);
    double delay_;
    unsigned long seenRevision_ = 0, writtenRevision_ = 0;
    double changedAt_ = 0;
    std::string error_;
    bool failing_ = false;
    std::optional<Notice> notice_;
};

// Most recent first, at most `limit`, kept in dataDir()/recent.txt.
class RecentFiles {
  public:
    explicit RecentFiles(std::filesystem::path file = dataDir() / "recent.txt",
                         std::size_t limit = 10);
    void add(const std::string& path);
    void remove(const std::string& path);
    const std::vector<std::string>& list() const { return paths_; }

  private:
    void store() const;
    std::filesystem::path file_;
    std::size_t limit_;
    std::vector<std::string> paths_;
};

} // namespace cdo::app
