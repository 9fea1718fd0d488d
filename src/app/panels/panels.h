// The panels, one file each (panel_*.cpp; the roster's is roster_panel.cpp). Each takes what
// it needs: the side panels a tool's Context, the top bar and the dialogs the wider Shell.
#pragma once

#include "app/shell/context.h"
#include "app/view/widgets.h"

#include <string>
#include <vector>

namespace cdo::app {

enum class ToolKind { Select, Ruler, Terrain, Photo };

class Shell;
struct CounterDraft;

// The dialogs: one at a time, opened by the top bar, keys, a long press or the window closing.
class Modals {
  public:
    enum class Kind {
        None,
        Open,
        SaveAs,
        Export,
        Recover,
        ConfirmOpen,
        ConfirmQuit,
        AddUnit,
        Charge,
        ConfirmReplace, // Save as to a file that exists: Replace or Cancel
        ExportRuling,   // the ruling as a picture: file and picture size
        NewTable,       // a new empty table: its size
        ConfirmNew      // unsaved changes, then a new table
    };
    // Every dialog but Recover, which needs to know whose autosave it offers (openRecover).
    void open(Kind kind) {
        if (kind == Kind::Recover) return;
        kind_ = kind;
        justOpened_ = true;
    }
    void confirmOpen(std::string path) { // unsaved changes, then this file
        pendingOpen_ = std::move(path);
        open(Kind::ConfirmOpen);
    }
    // Offers back the autosave of `scenarioPath` (empty: the untitled table's). The dialog acts
    // on that autosave only, whatever the document is called by then.
    void openRecover(const std::string& scenarioPath);
    // As openRecover, but after the Recover dialog on screen (another file's) is answered.
    void offerRecover(const std::string& scenarioPath);
    const std::string& recoverFor() const { return recoverFor_; }
    bool isRecoverOpen() const { return kind_ == Kind::Recover; }
    void addUnitAt(Vec2 at) {
        addAt_ = at;
        open(Kind::AddUnit);
    }
    void chargeCheck(std::string guns) { // the morale check of charged guns (G9)
        chargeGuns_ = std::move(guns);
        open(Kind::Charge);
    }
    bool isOpen() const { return kind_ != Kind::None; }
    std::string title() const; // of the dialog open, without ImGui's "##" part; empty if none
    void draw(Shell& shell);   // panel_modals.cpp

  private:
    void fileBrowser(const Document& doc, bool saving);
    bool chargeDialog(Shell& shell); // charge_dialog.cpp; true when it closed

    Kind kind_ = Kind::None;
    bool justOpened_ = false;
    std::string browseDir_, browseName_, pendingOpen_, exportPath_;
    std::string recoverFor_, recoverFile_; // the scenario whose autosave is offered, and it
    std::vector<std::string> recoverNext_; // offered once the one on screen is answered
    std::string replacePath_;              // Save as asked for this existing file
    Vec2 addAt_;
    std::string chargeGuns_;
    int pictureSize_ = 0;             // ExportRuling: kPictureSizes' index
    std::string newWidth_, newDepth_; // NewTable: the size typed, in inches
    std::string newProblem_;          // NewTable: why the size typed was refused
};

// What the top bar and the dialogs may ask of the app beyond a tool's Context.
class Shell : public Context {
  public:
    virtual Document& document() = 0;
    virtual const RecentFiles& recent() const = 0;
    virtual void requestOpen() = 0; // the file browser, after asking about unsaved changes
    virtual void openFile(const std::string& path) = 0;
    virtual void saveFile() = 0; // asks for a name the first time
    virtual void saveFileAs(const std::string& path) = 0;
    virtual void exportImage(const std::string& path) = 0; // once the dialog is gone
    // The ruling as a picture of width × height pixels, after this frame; the result is said
    // in the status line or the error banner.
    virtual void exportRuling(const std::string& path, unsigned width, unsigned height) = 0;
    // Replaces the table by a new empty one of that size (inches), or says why not (empty:
    // done). Unsaved changes must have been confirmed away already.
    virtual std::string newTable(double width, double depth) = 0;
    virtual void discardAutosave(const std::string& scenarioPath) = 0; // of that file only
    // The document was replaced (opened, new, recovered): the selection, the long-press menu,
    // the group, drafts and the forms' memory of its units go with it.
    virtual void forgetDocumentState() = 0;
    virtual void undo() = 0;
    virtual void redo() = 0;
    virtual void quit() = 0;
    virtual ToolKind tool() const = 0;
    virtual void chooseTool(ToolKind tool) = 0; // as its button does: ends a draft elsewhere
    virtual bool rosterOpen() const = 0;
    virtual void toggleRoster() = 0;
    virtual Modals& modals() = 0;

  protected:
    ~Shell() = default;
};

// Side panel, Select tool.
void rulingPanel(Context& ctx);             // panel_ruling.cpp
void targetsPanel(Context& ctx, int firer); // panel_targets.cpp
void unitPanel(Context& ctx, int unit);     // panel_unit.cpp
// Side panel, every tool.
void viewOptions(Context& ctx, ViewSettings& view); // panel_view.cpp
void legend(Context& ctx);                          // panel_view.cpp: the marks and the sides
void allBatteriesSwitch(Context& ctx, ViewSettings& view); // panel_all_batteries.cpp
// The screen's density (typed, with a 50 mm bar to check it) and the colours: saved.
void screenOptions(Context& ctx); // panel_view.cpp
// Side panel on a La Bataille map (panel_hex.cpp): the hex tool's panel, the map's switches.
void hexPanel(Context& ctx, CounterDraft& draft);
void hexViewOptions(Context& ctx, ViewSettings& view);

// The fixed windows around the table; each remembers its rectangle for touch routing.
void topBar(Shell& shell, PanelRects& rects);                  // panel_top_bar.cpp
bool viewButtons(Camera& cam, Vec2 middle, PanelRects& rects); // panel_view.cpp; true: Fit
void errorBanner(std::string& error, float windowWidth, PanelRects& rects); // panel_error.cpp
void statusToast(const std::string& status, float windowHeight);            // panel_error.cpp

} // namespace cdo::app
