#include "app/shell/file_actions.h"

#include "app/dialogs/dialogs.h"
#include "app/dialogs/new_table.h"
#include "app/panels/panels.h"
#include "app/platform/platform.h"
#include "core/format.h"

#include <filesystem>
#include <iostream>

namespace cdo::app {

void FileActions::openInitial(const std::string& scenario) {
    // What an autosave stopped by a crash left in the autosave folder (a minute old at least:
    // another window's autosave may be under way).
    removeStaleAutosaveTemps();
    Document& doc = shell_.document();
    if (!scenario.empty()) {
        try {
            doc = Document::open(scenario);
            recent_.add(doc.path());
        } catch (const io::LoadError& e) {
            std::cerr << e.what() << "\n";
            shell_.setError(e.what());
            // The table stays the one asked for: its autosave, not an untitled table's, is
            // the one offered, recovered or thrown away (and Save will not replace the file).
            doc = Document::unloaded(scenario);
        }
        shell_.forgetDocumentState();
    }
    Dialogs& dialogs = shell_.dialogs();
    if (scenario.empty()) {
        // A plain start: the work a crash left, of any recent file or a new table, newest
        // first, one dialog after another.
        for (const std::string& p : autosavesToOffer(recent_.list()))
            dialogs.offerRecover(p);
        return;
    }
    if (recoverableAutosave(doc.path())) dialogs.openRecover(doc.path());
    // A new table's unsaved work is offered back too, whichever file the app starts with
    // (after that file's own, when it has one).
    if (!doc.path().empty() && recoverableAutosave("")) dialogs.offerRecover("");
}

bool FileActions::tick(double now) {
    autosaver_.tick(shell_.document(), now);
    const std::optional<Autosaver::Notice> n = autosaver_.takeNotice();
    if (!n) return false;
    shell_.setError(n->message); // the banner, failing or kept again: the player must see both
    return true;
}

void FileActions::reset() {
    shell_.document() = Document();
    autosaver_ = Autosaver();
    shell_.forgetDocumentState();
}

void FileActions::replaceDocument(Document doc) {
    // The old document's unsaved work was confirmed away: its autosave goes too.
    autosaver_.discard(shell_.document().path());
    shell_.document() = std::move(doc);
    autosaver_ = Autosaver();
    shell_.forgetDocumentState();
    shell_.fitView();
}

void FileActions::open(const std::string& path) {
    try {
        Document d = Document::open(path);
        replaceDocument(std::move(d));
        const std::string& opened = shell_.doc().path();
        recent_.add(opened);
        shell_.setStatus("Opened " + opened);
        if (recoverableAutosave(opened)) shell_.dialogs().openRecover(opened);
    } catch (const io::LoadError& e) {
        shell_.setError(e.what()); // the table on screen stays as it was
    }
}

std::string FileActions::newTable(double width, double depth) {
    if (const auto p = tableSizeProblem(width, depth)) return *p;
    replaceDocument(Document(io::ScenarioDocument(emptyTable(width, depth)), ""));
    shell_.setStatus("New table, " + inchesPlain(width) + " x " + inchesPlain(depth) + " inches");
    return {};
}

std::string FileActions::newMap(int columns, int rows) {
    if (const auto p = mapSizeProblem(columns, rows)) return *p;
    replaceDocument(Document(io::ScenarioDocument(emptyMap(columns, rows)), ""));
    shell_.setStatus("New La Bataille map, " + std::to_string(columns) + " x " +
                     std::to_string(rows) + " hexes");
    return {};
}

void FileActions::save() {
    if (shell_.doc().path().empty()) return shell_.dialogs().saveAs();
    saveTo(shell_.doc().path(), false);
}

void FileActions::saveAs(const std::string& path) {
    saveTo(path, true);
}

void FileActions::download() {
    Document& doc = shell_.document();
    if (doc.path().empty() || doc.unloaded()) {
        shell_.setStatus("Name the table first: Download hands the saved file to the device");
        return shell_.dialogs().saveAs();
    }
    if (doc.dirty()) {
        saveTo(doc.path(), false);
        if (doc.dirty()) return; // refused: the banner says why, Save as is open
    }
    const std::string name = std::filesystem::path(doc.path()).filename().string();
    platform().offerDownload(doc.path(), name);
    shell_.setStatus("Downloaded " + name + " to the device");
}

void FileActions::saveTo(const std::string& path, bool namedByUser) {
    Document& doc = shell_.document();
    const std::string old = doc.path();
    try {
        // Save (not Save as) goes through Document::save, which will not replace a file the
        // table was not loaded from.
        if (namedByUser)
            doc.saveAs(path);
        else
            doc.save();
        autosaver_.discard(old);
        autosaver_.discard(doc.path());
        recent_.add(doc.path());
        shell_.setStatus("Saved " + doc.path());
    } catch (const SaveRefused& e) {
        // Nothing was written: say why and offer another name.
        shell_.setError(e.what());
        shell_.dialogs().saveAs();
    } catch (const std::exception& e) {
        shell_.setError(e.what());
    }
}

} // namespace cdo::app
