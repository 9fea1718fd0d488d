// The panels, one file each (panel_*.cpp; the roster's is roster_panel.cpp). Each takes what
// it needs: the side panels a tool's Context, the top bar and the dialogs the wider Shell.
#pragma once

#include "app/shell/context.h"
#include "app/view/widgets.h"

#include <optional>
#include <set>
#include <string>
#include <vector>

namespace cdo::app {

enum class ToolKind { Select, Ruler, Terrain, Photo };

class Dialogs;
class Shell;
struct CounterDraft;
class BackdropPhoto;
class Roster;
struct RosterPanelState;

// What the top bar and the dialogs may ask of the app beyond a tool's Context.
class Shell : public Context {
  public:
    virtual Document& document() = 0;
    virtual const RecentFiles& recent() const = 0;
    virtual void requestOpen() = 0; // the file browser, after asking about unsaved changes
    virtual void openFile(const std::string& path) = 0;
    virtual void saveFile() = 0; // asks for a name the first time
    virtual void saveFileAs(const std::string& path) = 0;
    // The table as saved, handed to the device (a browser's download): saved first when it
    // has changes; an untitled table is named first (Save as).
    virtual void downloadFile() = 0;
    virtual void exportImage(const std::string& path) = 0; // once the dialog is gone
    // The ruling as a picture of width × height pixels, after this frame; the result is said
    // in the status line or the error banner.
    virtual void exportRuling(const std::string& path, unsigned width, unsigned height) = 0;
    // Replaces the table by a new empty one of that size (inches), or says why not (empty:
    // done). Unsaved changes must have been confirmed away already.
    virtual std::string newTable(double width, double depth) = 0;
    // The same for an empty La Bataille map of columns × rows hexes.
    virtual std::string newMap(int columns, int rows) = 0;
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
    // The tools the top bar offers (the document's rule set decides), and the roster's place.
    virtual std::vector<std::pair<const char*, ToolKind>> tools() const = 0;
    virtual bool hasRoster() const = 0;
    virtual Dialogs& dialogs() = 0; // dialogs/dialogs.h: opens one
    virtual void fitView() = 0;     // the whole table or map in view
    // What the document keeps beside the scenario, whatever the face: the backdrop's photo,
    // the army lists open in the roster, the view's switches; and where the app's files are.
    virtual BackdropPhoto& photo() = 0;
    virtual Roster& roster() = 0;
    virtual RosterPanelState& rosterState() = 0;
    virtual ViewSettings& viewSettings() = 0;
    virtual std::string assetPath(const std::string& relative) const = 0;

  protected:
    ~Shell() = default;
};

// Side panel, Select tool.
void rulingPanel(Context& ctx); // panel_ruling.cpp
// A ruling's lines in the engine's words (Engine::evidence), each in its tone's ink; the
// verdict in the heading font, in `verdictInk` when given (panel_ruling.cpp; also the hex panel).
void evidenceText(Context& ctx, const std::vector<EvidenceLine>& lines, bool valid,
                  std::optional<ImVec4> verdictInk);
// Each reading the ruling used, in the engine's words, under a fold (panel_ruling.cpp).
void readingNotes(const Ruling& ruling);
void targetsPanel(Context& ctx, int firer); // panel_targets.cpp
void unitPanel(Context& ctx, int unit);     // panel_unit.cpp
// Side panel, every tool.
void tableViewOptions(Context& ctx, ViewSettings& view); // panel_view.cpp
// The legend: its header and the sides' colours (false: folded), then each face's marks.
bool legendSides(Context& ctx, const std::set<std::string>& sides); // panel_view.cpp
void tableLegend(Context& ctx, const std::set<std::string>& sides); // panel_view.cpp
void swatch(Colour col, const char* text); // a colour the height of a line, then text
void allBatteriesSwitch(Context& ctx, ViewSettings& view); // panel_all_batteries.cpp
// The screen's density (typed, with a 50 mm bar to check it) and the colours: saved.
void screenOptions(Context& ctx); // panel_view.cpp
// Side panel on a La Bataille map (panel_hex.cpp): the hex tool's panel, the map's switches.
void hexPanel(Context& ctx, CounterDraft& draft);
void hexViewOptions(Context& ctx, ViewSettings& view);
void hexLegend(Context& ctx, const std::set<std::string>& sides);

// The fixed windows around the table; each remembers its rectangle for touch routing.
void topBar(Shell& shell, PanelRects& rects);                  // panel_top_bar.cpp
bool viewButtons(Camera& cam, Vec2 middle, PanelRects& rects); // panel_view.cpp; true: Fit
void errorBanner(std::string& error, float windowWidth, PanelRects& rects); // panel_error.cpp
void statusToast(const std::string& status, float windowHeight);            // panel_error.cpp

} // namespace cdo::app
