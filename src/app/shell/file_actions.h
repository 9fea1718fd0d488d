// The file actions of the shell: the scenario the app starts with, Open, Save, Save as, New, the
// autosave kept while the table changes and the recent list. Every one replaces or writes the
// shell's document and says what it did in the status line or why not in the error banner;
// none draws anything (the dialogs that ask for names are in dialogs/).
#pragma once

#include "app/document/document.h"

#include <string>

namespace cdo::app {

class Shell;

class FileActions {
  public:
    explicit FileActions(Shell& shell) : shell_(shell) {}

    // The scenario of the command line (empty: none) as the window opens it: a file that does
    // not load leaves an empty table under its name; an autosave newer than the file is
    // offered back, and an untitled table's too. With none, every autosave a crash left of a
    // recent file or a new table is offered, newest first.
    void openInitial(const std::string& scenario);
    // Starts over with a fresh untitled table and no autosave of this run's.
    void reset();
    void open(const std::string& path);
    void save();                          // asks for a name the first time
    void saveAs(const std::string& path); // the player named it
    // The saved file as a download (Platform::offerDownload), saved first if it has changes;
    // an untitled or unloaded table asks for a name (Save as) and downloads nothing yet.
    void download();
    // Replaces the table by a new empty one (unsaved changes were confirmed away already).
    std::string newTable(double width, double depth);
    std::string newMap(int columns, int rows); // an empty La Bataille map
    // Time passes: the autosave is written a few seconds after the last change. What the
    // player must learn of it (work no longer kept, and why; kept again) goes to the banner at
    // once; true when it did.
    bool tick(double now);
    void discardAutosave(const std::string& scenarioPath) { autosaver_.discard(scenarioPath); }
    const RecentFiles& recent() const { return recent_; }

  private:
    void saveTo(const std::string& path, bool namedByUser);
    // After the shell's document was replaced by `doc`: the old one's autosave goes, this
    // run's autosave starts anew.
    void replaceDocument(Document doc);

    Shell& shell_;
    Autosaver autosaver_;
    RecentFiles recent_;
};

} // namespace cdo::app
