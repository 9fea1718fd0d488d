// The dialogs' owner: the shell asks it to open one (the top bar, keys, a long press, the
// window closing, a file with an autosave), and it shows one at a time, centred, over the
// table. The dialogs are classes of their own (dialog.h), one a file; this is all the rest of
// the app sees of them.
#pragma once

#include "app/dialogs/dialog.h"
#include "app/dialogs/file_browser.h"
#include "core/geometry.h"

#include <memory>
#include <string>
#include <vector>

namespace cdo::app {

class RecoverDialog;

class Dialogs {
  public:
    Dialogs();
    ~Dialogs();
    // Shows `dialog` from the next frame on, in place of the one on screen.
    void open(std::unique_ptr<Dialog> dialog);

    void openFile();                       // the file browser
    void saveAs();                         // a name for the table, in the file browser
    void confirmReplace(std::string path); // Save as to a file that exists: Replace or Cancel
    void exportPng();                      // the view as a picture
    void exportRuling();                   // the ruling as a picture: file and picture size
    void newTable();                       // a new empty table: its size
    void confirmNew();                     // unsaved changes, then a new table
    void confirmOpen(std::string path);    // unsaved changes, then this file (empty: the browser)
    void confirmQuit();                    // unsaved changes, then quit
    void addUnitAt(Vec2 at);               // a new unit at this table point
    void chargeCheck(std::string guns);    // the morale check of charged guns (G9)
    // Offers back the autosave of `scenarioPath` (empty: the untitled table's). The dialog acts
    // on that autosave only, whatever the document is called by then.
    void openRecover(const std::string& scenarioPath);
    // As openRecover, but after the Recover dialog on screen (another file's) is answered.
    void offerRecover(const std::string& scenarioPath);

    bool isOpen() const { return current_ != nullptr; }
    std::string title() const; // of the dialog open, without ImGui's "##" part; empty if none
    bool isRecoverOpen() const { return recover() != nullptr; }
    const std::string& recoverFor() const; // whose autosave the Recover dialog offers
    void draw(Shell& shell);               // the dialog open, if any

  private:
    const RecoverDialog* recover() const;
    void nextRecover(); // after a dialog closed: the next autosave waiting, if still there

    std::unique_ptr<Dialog> current_;
    std::unique_ptr<Dialog> pending_; // opened while current_ draws: shown when it returns
    bool justOpened_ = false, drawing_ = false;
    std::vector<std::string> recoverNext_; // offered once the one on screen is answered
    FileBrowser browser_;                  // Open's and Save as's: the folder is kept
    int pictureSize_ = 0;                  // Export ruling picture's: the size is kept
};

} // namespace cdo::app
