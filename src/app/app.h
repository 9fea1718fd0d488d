// The table app: one window, the table drawn by Scene, panels in Dear ImGui, every edit a
// command on the Document. Also the two headless-ish modes: --screenshot and --bench-frames.
#pragma once

#include "app/camera.h"
#include "app/document.h"
#include "app/edits.h"
#include "app/gesture.h"
#include "app/hit_test.h"
#include "app/imgui_bridge.h"
#include "app/options.h"
#include "app/render.h"
#include "app/roster_panel.h"
#include "core/grande_tactique.h"

#include <SFML/Graphics.hpp>

#include <map>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace cdo::app {

class App {
  public:
    App(Options options, std::string argv0);
    ~App();
    // The three modes; each returns the process's exit code.
    int runWindow();
    int runScreenshot();
    int runBench();
    // Plays a script of gestures and keys (docs/app.md, "Scripted runs"): how the GUI tests
    // drive the real input path without a person at the screen.
    int runScript();

  private:
    enum class Tool { Select, Ruler, Terrain };
    enum class Drag { None, Pan, MoveUnit, TurnUnit, MoveVertex, Ruler };
    enum class Modal { None, Open, SaveAs, Export, Recover, ConfirmOpen, ConfirmQuit, AddUnit };

    bool createWindow(bool visible);
    // For the modes that cannot go on without them: false after saying why on stderr.
    bool openCommandLineScenario();
    bool openWindow(bool visible);
    void fitView();
    void loadInitial(); // the scenario of the command line, or an empty table

    // One frame: caches, the table, the panels; drawn into the window and, when asked,
    // into an image file too.
    void frame(float dt);
    void drawInto(sf::RenderTarget& target);
    bool saveImage(const std::string& path, std::string& error);
    void updateCaches();
    void buildScene();

    // Input.
    void handleEvent(const sf::Event& e);
    bool overPanel(Vec2 p) const;
    void pointerDown(Vec2 p);
    void pointerMove(Vec2 p);
    void pointerUp(Vec2 p);
    void onGesture(const Gesture& g);
    void onPress(Vec2 p);
    void onTap(Vec2 p);
    void onLongPress(Vec2 p);
    void onDragStart(Vec2 p, Vec2 start);
    void onDragMove(Vec2 p);
    void onDragEnd();
    void onKey(const sf::Event::KeyEvent& k);

    // Edits and files.
    void apply(CommandPtr cmd, unsigned gesture = 0);
    void apply(EditResult r, unsigned gesture = 0);
    void undo();
    void redo();
    void nudge(Vec2 screenDir, double inches);
    void turnSelected(double degrees);
    CommandPtr snapCommand(int unit); // into contact with the nearest base within 1"
    void openFile(const std::string& path);
    void saveFile();
    void saveFileAs(const std::string& path);
    void requestOpen();
    void finishDraft();

    // Panels.
    void ui();
    void uiTopBar();
    void uiViewButtons();
    void uiSidePanel();
    void uiRosterPanel();
    // The middle of the table view (between the side bars), in window pixels.
    Vec2 viewCentre() const;
    void uiUnitPanel(int u);
    void uiRulingPanel(int firer, int target);
    void uiTargetsPanel(int firer);
    void uiTerrainPanel();
    void uiRulerPanel();
    void uiViewOptions();
    void uiModals();
    void uiFileBrowser(bool saving);
    void uiErrorBanner();
    void remember(); // records the current window's rectangle for touch routing
    // Text and number fields that commit when left (Enter, or a tap elsewhere).
    bool textField(const char* label, const std::string& current, std::string& out);
    bool numberField(const char* label, double current, double& out, const char* format = "%.2f");
    void editUnit(int u, const Unit& after, const char* label);

    int firerIndex() const;
    int targetIndex() const;
    int terrainIndex() const;
    double slopInches() const { return 24.0 / cam_.pixelsPerInch(); }
    std::optional<Vec2> turnHandle() const; // window position of the selected unit's handle
    void setError(std::string message);
    double now() const { return clock_.getElapsedTime().asSeconds() + timeShift_; }
    bool scriptLine(const std::string& line, std::string& error);
    void dump() const;
    void setStatus(std::string message);

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

    // Selection and tools.
    Tool tool_ = Tool::Select;
    // The roster shows in the side panel while open; the table keeps the Select tool, so a
    // unit put on the table can be dragged into place at once.
    bool rosterOpen_ = false;
    Roster roster_;
    RosterPanelState rosterState_;
    std::string firerId_, targetId_, terrainId_;
    SceneOptions sceneOptions_;
    bool showReach_ = true, showTargets_ = true, showRuling_ = true, snap_ = true;

    // Cached answers of the engine for the current selection.
    struct Key {
        unsigned long revision = 0;
        int firer = -1, target = -1;
        bool operator==(const Key&) const = default;
    };
    Key cacheKey_{~0ul, -2, -2};
    std::vector<UnitLook> looks_;
    std::vector<Ruling> valid_;
    std::optional<Ruling> ruling_;
    std::string explanation_;

    // The gesture in progress.
    GestureRecognizer gestures_;
    bool pointerOnTable_ = false;
    double lastTouchTime_ = -10;
    Drag drag_ = Drag::None;
    int pressUnit_ = -1;
    std::optional<VertexHit> pressVertex_; // a point of the selected terrain
    bool pressEdgeMiddle_ = false;         // ...or the middle of an edge
    Vec2 grab_, lastPointer_;
    unsigned gestureId_ = 0, nudgeGesture_ = 0;
    double lastNudge_ = -10;

    // Ruler: two table points, and the units they landed on.
    bool rulerShown_ = false;
    Vec2 rulerA_, rulerB_;
    int rulerUnitA_ = -1, rulerUnitB_ = -1, rulerStage_ = 0;

    // Terrain drafting.
    bool drafting_ = false, draftTop_ = false;
    TerrainKind draftKind_ = TerrainKind::Woods;
    Polygon draft_;

    // Panels and modals.
    struct Rect {
        float x, y, w, h;
    };
    std::vector<Rect> panels_;
    struct FieldEdit {
        std::string text;
        bool active = false;
    };
    std::map<unsigned, FieldEdit> edits_;
    Modal modal_ = Modal::None;
    bool modalJustOpened_ = false;
    std::string browseDir_, browseName_, pendingOpen_, exportPath_;
    Vec2 addAt_;
    std::string error_, status_;
    double statusUntil_ = 0;
    bool quitting_ = false;
    std::string pendingExport_;
    int exportFramesLeft_ = 0;
};

} // namespace cdo::app
