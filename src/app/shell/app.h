// The table app: one window, the table drawn by Scene, panels in Dear ImGui, every edit a
// command on the Document. Gestures go to the current tool (tool.h); the panels are in
// panel_*.cpp; the script runner (script.h) and the frame bench (frame_bench.h) drive the app
// through the public part below, as a player would.
#pragma once

#include "app/document/document.h"
#include "app/gt/all_batteries.h"
#include "app/gt/select_tool.h"
#include "app/lb/hex_tool.h"
#include "app/panels/panels.h"
#include "app/panels/roster_panel.h"
#include "app/shell/gesture.h"
#include "app/shell/imgui_bridge.h"
#include "app/shell/options.h"
#include "app/tools/photo_tool.h"
#include "app/tools/ruler_tool.h"
#include "app/tools/terrain_tool.h"
#include "app/view/camera.h"
#include "app/view/render.h"

#include <SFML/Graphics.hpp>

#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace cdo::app {

class App final : public Shell {
  public:
    App(Options options, std::string argv0);
    ~App();
    // The window and the screenshot modes; each returns the process's exit code.
    int runWindow();
    int runScreenshot();

    // ---- For the script runner and the frame bench ----
    const Options& options() const { return options_; }
    // For the modes that cannot go on without them: false after saying why on stderr.
    bool openCommandLineScenario();
    bool openWindow(bool visible);
    void setDocument(Document doc) {
        doc_ = std::move(doc);
        forgetCaches();
    }
    // Starts over as the window does with `scenario` on its command line (empty: none): a
    // file that does not load leaves an empty table under its name, and an autosave newer
    // than the file is offered back.
    void launch(const std::string& scenario);
    // A tap on the button labelled `label` drawn in the last frame, through the window's
    // event path (ImGui sees a press and a release). False when no such button was drawn.
    bool pressButton(const std::string& label);
    // How many presses had to scroll the side panel first (a finger's drag each, which a
    // count of a script's actions must add).
    int pressScrolls() const { return pressScrolls_; }
    // A drag of the left button from `from` to `to` (window pixels) through the window's event
    // path, in ten steps with a frame each: what a finger on a panel does.
    void mouseDrag(Vec2 from, Vec2 to);
    // The side panel's scroll (pixels from its top) and its largest, as last drawn; a new
    // scroll is taken from the next frame on, as a scrollbar's.
    float sidePanelScroll() const { return sideScroll_; }
    float sidePanelScrollMax() const { return sideScrollMax_; }
    void scrollSidePanel(float y) { wantSideScroll_ = y; }
    void fitView();
    void zoomView(double factor) { cam_.zoomAt(viewCentre(), factor); } // about the middle
    // One frame: caches, the table, the panels; drawn into the window.
    void frame(float dt);
    void display() { window_.display(); }
    void dropEvents(); // keeps a window alive whose input is simulated
    bool saveImage(const std::string& path, std::string& error);
    // The ruling as a picture of width × height pixels (ruling_picture.cpp): the table around
    // the firer and the target and the ruling's words, no panels, opaque. False with `error`
    // when there is no ruling or the file cannot be written.
    bool exportRulingNow(const std::string& path, unsigned width, unsigned height,
                         std::string& error);
    // Input as the window delivers it, in window pixels.
    void pointerDown(Vec2 p);
    void pointerMove(Vec2 p);
    void pointerUp(Vec2 p);
    void holdStill(double seconds); // time passes with the pointer down: a long press
    // A finger (number `finger`) down, moved or up, or the mouse wheel turned, as the window
    // delivers them (sf::Event through handleEvent): what the script's two-finger gestures and
    // wheel send, since X11 gives SFML 2.5 no touch events of its own.
    enum class Touch { Began, Moved, Ended };
    void touch(Touch phase, unsigned finger, Vec2 p);
    void wheel(Vec2 p, float delta);
    // Time passes with nothing pressed (a double tap needs its two taps close in time).
    void pause(double seconds) { timeShift_ += seconds; }
    // The frame loop's autosave at `t`: writes when due, and puts what it has to tell (work
    // no longer kept, and why; kept again) in the banner at once. True when it told something.
    bool tickAutosave(double t);
    // Time passes with nothing pressed and the autosave ticks, as in the frame loop.
    void waitIdle(double seconds) {
        pause(seconds);
        tickAutosave(now());
    }
    const SelectTool& selectTool() const { return select_; }
    void key(const sf::Event::KeyEvent& k);
    // Makes a tool current, as the script's "tool" does (a draft in progress goes on).
    void useTool(ToolKind tool);
    TerrainTool& terrainTool() { return terrain_; }
    const PhotoTool& photoTool() const { return photoTool_; }
    Roster& roster() { return roster_; }
    const RosterPanelState& rosterPanelState() const { return rosterState_; }
    const BackdropPhoto& photo() const { return photo_; }
    void openRoster(int side); // on this side's list, with the Select tool
    const Scene& scene() const { return scene_; }
    // Wall-clock milliseconds of the last frame's parts, for the frame bench: the engine's
    // answers, the scene's vertices, the panels (ImGui's frame), and the GL calls of both.
    struct FramePhases {
        double caches = 0, scene = 0, panels = 0, draw = 0;
    };
    const FramePhases& lastPhases() const { return phases_; }
    const AllBatteries& allBatteries() const { return allBatteries_; }
    ViewSettings& viewSettings() { return view_; } // the View panel's switches
    const std::string& error() const { return error_; }
    // The passing message (a toast) while it shows, else empty.
    std::string status() const { return now() < statusUntil_ ? status_ : std::string(); }

    // ---- Shell (the panels' and tools' view of the app) ----
    const Document& doc() const override { return doc_; }
    Document& document() override { return doc_; }
    const Camera& camera() const override { return cam_; }
    Selection& selection() override { return selection_; }
    const Selection& selection() const override { return selection_; }
    const ViewSettings& view() const override { return view_; }
    const EngineAnswers& answers() const override { return answers_; }
    void apply(CommandPtr cmd, unsigned gesture = 0) override;
    void apply(EditResult r, unsigned gesture = 0) override;
    void setError(std::string message) override { error_ = std::move(message); }
    void setStatus(std::string message) override;
    unsigned gestureId() const override { return gestureId_; }
    void askAddUnit(Vec2 at) override { modals_.addUnitAt(at); }
    void askChargeCheck(const std::string& guns) override { modals_.chargeCheck(guns); }
    void askExportRuling() override;
    bool canFitToPhoto() const override;
    void fitToPhoto(std::vector<int> units, const std::string& label) override;
    void fitEveryUnitToPhoto() override;
    const FitReport& fitReport() const override { return fitReport_; }
    void exportRuling(const std::string& path, unsigned width, unsigned height) override;
    std::string newTable(double width, double depth) override;
    void forgetDocumentState() override;
    Vec2 viewCentre() const override;
    Fields& fields() override { return fields_; }
    ImFont* headingFont() const override { return imgui_->headingFont(); }
    const RecentFiles& recent() const override { return recent_; }
    void requestOpen() override;
    void openFile(const std::string& path) override;
    void saveFile() override;
    void saveFileAs(const std::string& path) override;
    void exportImage(const std::string& path) override;
    void discardAutosave(const std::string& scenarioPath) override {
        autosaver_.discard(scenarioPath);
    }
    void undo() override;
    void redo() override;
    void quit() override { quitting_ = true; }
    ToolKind tool() const override;
    void chooseTool(ToolKind tool) override;
    bool rosterOpen() const override { return rosterOpen_; }
    void toggleRoster() override;
    Modals& modals() override { return modals_; }

  private:
    // Tool: the current tool took the drag; Zoom: a double-tap and drag no tool took (the
    // one-finger zoom); Pinch: two fingers.
    enum class Drag { None, Pan, Tool, Zoom, Pinch };

    bool createWindow(bool visible);
    // An off-screen picture written as a PNG, every pixel made opaque (saveImage, the ruling).
    static bool writeOpaque(sf::Image image, const std::string& path, std::string& error);
    void loadInitial(); // the scenario of the command line, or an empty table
    void saveTo(const std::string& path, bool namedByUser); // Save as, or Save (false)
    void drawInto(sf::RenderTarget& target);
    void updateCaches();
    void forgetCaches();                      // after the document is replaced
    void updateHexCaches();                   // La Bataille
    void buildScene(bool toolOverlay = true); // false: without the tool's handles
    void buildHexScene(bool toolOverlay);     // La Bataille
    void backdropScene(); // the photo under the bases, warped (or flat, while marking)
    // The tool the gestures go to: on a La Bataille map always the hex tool.
    Tool& activeTool() { return doc_.laBataille() ? static_cast<Tool&>(hex_) : *tool_; }
    void ui();
    void sidePanel();
    void rosterPanel();

    void handleEvent(const sf::Event& e);
    bool overPanel(Vec2 p) const;
    void onGesture(const Gesture& g);
    void onDragStart(Vec2 p, Vec2 start, bool afterTap);
    void onDragMove(Vec2 p);
    bool claimPointer(Vec2 p); // a press: true when it is the table's (not a panel's, a menu's)
    void nudge(Vec2 screenDir, double inches);
    void turnSelected(double degrees);
    unsigned keyGesture(); // arrow and turn keys pressed in a row are one undo step
    double now() const { return clock_.getElapsedTime().asSeconds() + timeShift_; }

    Options options_;
    std::string argv0_;
    sf::RenderWindow window_;
    sf::Font font_;
    std::unique_ptr<ImGuiBridge> imgui_;
    Document doc_;
    Camera cam_;
    Scene scene_;
    TerrainMesh mesh_;
    // The terrain the mesh was built from: dragging a unit changes the revision every frame but
    // not the terrain, and triangulating it again each time showed in the frame bench.
    std::optional<std::vector<Terrain>> meshTerrain_;
    Autosaver autosaver_;
    RecentFiles recent_;
    sf::Clock clock_;
    double timeShift_ = 0; // scripts skip time forward to make a long press

    Selection selection_;
    ViewSettings view_;
    SelectTool select_{*this};
    RulerTool ruler_{*this};
    TerrainTool terrain_{*this};
    HexTool hex_{*this};
    BackdropPhoto photo_;
    FitReport fitReport_; // the last Fit to photo's, until the next or another document
    std::optional<unsigned long> fitState_; // the history's state its step left, while done
    PhotoTool photoTool_{*this, photo_, [this] { chooseTool(ToolKind::Select); }};
    // The warp of the last frame and what it was made from: rebuilt when the view or the
    // marks change, not for every unit dragged.
    struct WarpKey {
        std::array<double, 9> m{};
        Vec2 lo, hi, size;
        double tolerance = 0;
        bool operator==(const WarpKey&) const = default;
    };
    std::optional<WarpKey> warpKey_;
    std::vector<WarpTriangle> warp_;
    Tool* tool_ = &select_;
    // The roster shows in the side panel while open; the table keeps the Select tool, so a
    // unit put on the table can be dragged into place at once.
    bool rosterOpen_ = false;
    Roster roster_;
    RosterPanelState rosterState_;

    // The engine's answers, recomputed when the document or the selection changes.
    struct Key {
        unsigned long revision = 0;
        int firer = -1, target = -1;
        std::optional<lb::Hex> hex; // La Bataille: the target hex
        bool operator==(const Key&) const = default;
    };
    Key cacheKey_{~0ul, -2, -2, {}};
    // The revision answers_.allBatteries was computed for (none: not computed), and the answers
    // kept across edits, so that a drag asks again only the batteries it can change.
    std::optional<unsigned long> allBatteriesRevision_;
    AllBatteries allBatteries_;
    EngineAnswers answers_;

    // The gesture in progress.
    GestureRecognizer gestures_;
    bool pointerOnTable_ = false;
    double lastTouchTime_ = -10;
    Drag drag_ = Drag::None;
    Vec2 lastPointer_;
    bool touchOnTable_ = false; // the fingers down now began on the table
    Vec2 zoomPivot_;            // the one-finger zoom keeps this window point still
    // The selection before the last tap: the first tap of a double-tap and drag is not meant
    // as a tap, so the zoom that follows puts back what it changed.
    Selection beforeTap_, beforePress_;
    unsigned gestureId_ = 0, nudgeGesture_ = 0;
    double lastNudge_ = -10;

    PanelRects panels_;
    // The side panel's scroll. A frame cut short by an edit (a panel stops drawing once its
    // change is applied) keeps the height of the frame before, so the scroll is not clamped.
    float sideScroll_ = 0, sideScrollMax_ = 0, sideContentEnd_ = 0;
    std::optional<float> wantSideScroll_;
    int pressScrolls_ = 0;
    // A one-finger drag on the panel's background scrolls it (from the scroll it began at).
    bool panelDrag_ = false;
    float panelDragScroll_ = 0;
    Fields fields_{[this](std::string m) { setError(std::move(m)); }};
    Modals modals_;
    std::string error_, status_;
    double statusUntil_ = 0;
    bool quitting_ = false;
    std::string pendingExport_;
    int exportFramesLeft_ = 0;
    struct PendingRuling {
        std::string path;
        unsigned width = 0, height = 0;
    };
    std::optional<PendingRuling> pendingRuling_; // made at the end of the frame
    FramePhases phases_;
};

} // namespace cdo::app
