// The table app's shell: one window and its frame loop, input routed to the rule set's face
// (face.h: chosen when a document opens, it owns the tools, the engine's answers, the scene
// and the side panel's content), the fixed panels and the dialogs, and the file actions. The
// script runner (drivers/script.h) and the frame bench (drivers/frame_bench.h) drive the app
// through the public part below, as a player would.
#pragma once

#include "app/dialogs/dialogs.h"
#include "app/document/document.h"
#include "app/gt/gt_face.h"
#include "app/lb/lb_face.h"
#include "app/panels/panels.h"
#include "app/panels/roster_panel.h"
#include "app/shell/face.h"
#include "app/shell/file_actions.h"
#include "app/shell/gesture.h"
#include "app/shell/gesture_router.h"
#include "app/shell/imgui_bridge.h"
#include "app/shell/options.h"
#include "app/tools/photo_tool.h"
#include "app/view/camera.h"
#include "app/view/render.h"

#include "app/platform/platform.h"

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
    // The window mode a turn at a time, for a platform whose loop is not the app's own (the
    // browser calls windowStep once a display frame; runWindow loops over it and sleeps when
    // idle). startWindow: false after saying why on stderr.
    enum class Step { Closed, Idle, Drawn }; // Idle: nothing changed, nothing drawn
    bool startWindow();
    Step windowStep();

    // ---- For the script runner and the frame bench ----
    const Options& options() const { return options_; }
    // For the modes that cannot go on without them: false after saying why on stderr.
    bool openCommandLineScenario();
    bool openWindow(bool visible);
    void setDocument(Document doc) {
        doc_ = std::move(doc);
        documentReplaced();
    }
    // Starts over as the window does with `scenario` on its command line (empty: none): a
    // file that does not load leaves an empty table under its name, and an autosave newer
    // than the file is offered back.
    void launch(const std::string& scenario);
    // A tap on the button labelled `label` drawn in the last frame (else on the text field of
    // that label), through the window's event path (ImGui sees a press and a release). False
    // when no such button or field was drawn.
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
    void fitView() override;
    void zoomView(double factor) { cam_.zoomAt(viewCentre(), factor); } // about the middle
    // One frame: caches, the table, the panels; drawn into the window.
    void frame(float dt);
    void display() { window_->display(); }
    Vec2i windowPosition() const { return window_->position(); } // on the desktop
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
    // delivers them (platform Events through handleEvent): what the script's two-finger gestures
    // and wheel send, since X11 gives SFML 2.5 no touch events of its own.
    enum class Touch { Began, Moved, Ended };
    void touch(Touch phase, unsigned finger, Vec2 p);
    void wheel(Vec2 p, float delta);
    // Time passes with nothing pressed (a double tap needs its two taps close in time).
    void pause(double seconds) { timeShift_ += seconds; }
    // Frames are drawn until the backdrop's photo is decoded (or fails): what a picture of the
    // table or a script's next step waits for, unless the script watches the decode itself.
    void settlePhoto();
    // The photo as it decodes (the progress bar's Cancel button and the script's verbs).
    BackdropPhoto& decodingPhoto() { return photo_; }
    // Time passes with nothing pressed and the autosave ticks, as in the frame loop.
    void waitIdle(double seconds) {
        pause(seconds);
        files_.tick(now());
    }
    // The face of the document open, and Grande Tactique's tools (the script's verbs for
    // them; on a La Bataille map gtFace() is null and they must not be asked).
    Face& face() { return *face_; }
    GtFace* gtFace() { return dynamic_cast<GtFace*>(face_.get()); }
    const GtFace* gtFace() const { return dynamic_cast<const GtFace*>(face_.get()); }
    const LbFace* lbFace() const { return dynamic_cast<const LbFace*>(face_.get()); }
    const SelectTool& selectTool() const { return gtFace()->selectTool(); }
    void key(const KeyEvent& k);
    // Makes a tool current, as the script's "tool" does (a draft in progress goes on).
    void useTool(ToolKind tool);
    TerrainTool& terrainTool() { return gtFace()->terrainTool(); }
    const PhotoTool& photoTool() const { return gtFace()->photoTool(); }
    const RosterPanelState& rosterPanelState() const { return rosterState_; }
    void openRoster(int side) { face_->openRoster(side); } // this side's list, Select tool
    const Scene& scene() const { return scene_; }
    // Wall-clock milliseconds of the last frame's parts, for the frame bench: the engine's
    // answers, the scene's vertices, the panels (ImGui's frame), and the GL calls of both.
    struct FramePhases {
        double caches = 0, scene = 0, panels = 0, draw = 0;
    };
    const FramePhases& lastPhases() const { return phases_; }
    const AllBatteries& allBatteries() const { return gtFace()->allBatteries(); }
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
    unsigned gestureId() const override { return router_.gestureId(); }
    void askAddUnit(Vec2 at) override { dialogs_.addUnitAt(at); }
    void askChargeCheck(const std::string& guns) override { dialogs_.chargeCheck(guns); }
    void askExportRuling() override;
    bool canFitToPhoto() const override;
    void fitToPhoto(std::vector<int> units, const std::string& label) override;
    void fitEveryUnitToPhoto() override;
    const FitReport& fitReport() const override { return fitReport_; }
    void exportRuling(const std::string& path, unsigned width, unsigned height) override;
    std::string newMap(int columns, int rows) override { return files_.newMap(columns, rows); }
    std::string newTable(double width, double depth) override {
        return files_.newTable(width, depth);
    }
    void forgetDocumentState() override;
    Vec2 viewCentre() const override;
    Fields& fields() override { return fields_; }
    ImFont* headingFont() const override { return imgui_->headingFont(); }
    const RecentFiles& recent() const override { return files_.recent(); }
    void requestOpen() override;
    void openFile(const std::string& path) override { files_.open(path); }
    void saveFile() override { files_.save(); }
    void saveFileAs(const std::string& path) override { files_.saveAs(path); }
    void downloadFile() override { files_.download(); }
    void exportImage(const std::string& path) override;
    void discardAutosave(const std::string& scenarioPath) override {
        files_.discardAutosave(scenarioPath);
    }
    void undo() override;
    void redo() override;
    void quit() override { quitting_ = true; }
    ToolKind tool() const override;
    void chooseTool(ToolKind tool) override;
    bool rosterOpen() const override { return face_->rosterOpen(); }
    void toggleRoster() override;
    std::vector<std::pair<const char*, ToolKind>> tools() const override { return face_->tools(); }
    bool hasRoster() const override { return face_->hasRoster(); }
    Dialogs& dialogs() override { return dialogs_; }
    BackdropPhoto& photo() override { return photo_; }
    const BackdropPhoto& photo() const { return photo_; }
    Roster& roster() override { return roster_; }
    RosterPanelState& rosterState() override { return rosterState_; }
    ViewSettings& viewSettings() override { return view_; } // the View panel's switches
    std::string assetPath(const std::string& relative) const override;

  private:
    bool createWindow(bool visible);
    // An off-screen picture written as a PNG, every pixel made opaque (saveImage, the ruling).
    static bool writeOpaque(Image image, const std::string& path, std::string& error);
    // An exported picture handed to the device (a browser's download): the words the status
    // line adds; empty where the device's files are the app's (the desktop).
    static std::string handToDevice(const std::string& path);
    void drawInto(RenderTarget& target);
    void updateCaches();
    // After doc_ is replaced: its rule set's face, made anew (nothing of the old one's
    // answers or tools survives the document).
    void documentReplaced();
    void buildScene(bool toolOverlay = true) { face_->buildScene(scene_, toolOverlay); }
    Tool& activeTool() { return face_->tool(); } // the tool the gestures go to
    void ui();
    void sidePanel();
    void photoProgress(); // while the backdrop's photo decodes: how far, and a way to stop it

    void handleEvent(const Event& e);
    bool overPanel(Vec2 p) const;
    void onGesture(const Gesture& g) { router_.onGesture(g); }
    bool claimPointer(Vec2 p); // a press: true when it is the table's (not a panel's, a menu's)
    unsigned keyGesture();     // arrow and turn keys pressed in a row are one undo step
    double now() const { return platform().seconds() - start_ + timeShift_; }

    Options options_;
    std::string argv0_;
    std::unique_ptr<Window> window_;
    std::unique_ptr<Font> font_; // the map's text (null when the file is missing)
    std::unique_ptr<ImGuiBridge> imgui_;
    Document doc_;
    Camera cam_;
    Scene scene_;
    FileActions files_{*this};
    double start_ = platform().seconds(); // now() counts from here
    double timeShift_ = 0;                // scripts skip time forward to make a long press

    Selection selection_;
    ViewSettings view_;
    BackdropPhoto photo_;
    FitReport fitReport_; // the last Fit to photo's, until the next or another document
    std::optional<unsigned long> fitState_; // the history's state its step left, while done
    // The army lists open, kept across documents (a new table is deployed from them).
    Roster roster_;
    RosterPanelState rosterState_;
    // The document's rule set's face (face.h) and the engine's answers it keeps up to date.
    std::unique_ptr<Face> face_;
    EngineAnswers answers_;

    // The gesture in progress: fingers into gestures, gestures to the face's tool or the view.
    GestureRecognizer gestures_;
    GestureRouter router_{*this, cam_, doc_, [this]() -> Tool& { return activeTool(); }};
    bool pointerOnTable_ = false;
    double lastTouchTime_ = -10;
    bool touchOnTable_ = false; // the fingers down now began on the table
    unsigned nudgeGesture_ = 0;
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
    Dialogs dialogs_;
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
    struct WindowLoop {
        double frameStart = 0;
        int idleFrames = 0;
        double photoDrawnAt = 0;
    };
    WindowLoop loop_; // windowStep's state between turns
};

} // namespace cdo::app
