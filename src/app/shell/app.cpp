#include "app/shell/app.h"

#include "app/panels/panel_tape.h"
#include "app/shell/assets.h"
#include "app/view/layout.h"

#include <imgui.h>

#include <algorithm>
#include <chrono>
#include <cmath>
#include <filesystem>
#include <iostream>

#include <stb/stb_image_write.h>

namespace cdo::app {

App::App(Options options, std::string argv0)
    : options_(std::move(options)), argv0_(std::move(argv0)),
      font_(platform().loadFont(findAsset("fonts/DejaVuSans.ttf", argv0_))), scene_(font_.get()) {
    view_.allBatteries = options_.allBatteries;
    // The density and the theme: the command line's, else the ones the player saved, else
    // the density guessed for this screen (--default-ppi: the browser page's).
    const Settings saved = loadSettings(settingsPath());
    setScreenPpi(
        options_.ppi.value_or(saved.ppi.value_or(options_.defaultPpi.value_or(kDefaultPpi))));
    setTheme(options_.theme.value_or(saved.theme.value_or(Theme::Standard)));
    if (!font_)
        std::cerr << "coupdoeil: cannot load fonts/DejaVuSans.ttf; labels will be missing\n";
    documentReplaced();
}

App::~App() {
    imgui_.reset(); // needs the window's GL context, so goes before the window
}

bool App::createWindow(bool visible) {
    window_ = platform().openWindow(unsigned(options_.width), unsigned(options_.height),
                                    "Coup d'oeil", visible);
    if (!window_) return false;
    // On the screen whole, even without a window manager to place it (SFML 2.5 alone centres
    // it by the screen's width in both directions).
    const Vec2u desk = platform().desktopSize();
    const WindowPlace at = windowPlace(int(desk.x), int(desk.y), options_.width, options_.height);
    window_->setPosition({at.x, at.y});
    window_->setFramerateLimit(visible && options_.mode == Options::Mode::Window ? 60 : 0);
    imgui_ = std::make_unique<ImGuiBridge>(findAsset("fonts/DejaVuSans.ttf", argv0_));
    cam_.setViewport(options_.width, options_.height);
    return true;
}

void App::fitView() {
    face_->fitView(cam_, layoutFor(cam_.viewportWidth(), cam_.viewportHeight()));
}

std::string App::assetPath(const std::string& relative) const {
    return findAsset(relative, argv0_);
}

// ---- Modes -------------------------------------------------------------------------------

bool App::openCommandLineScenario() {
    try {
        doc_ = Document::open(options_.scenario);
        documentReplaced();
        return true;
    } catch (const io::LoadError& e) {
        std::cerr << e.what() << "\n";
        return false;
    }
}

bool App::openWindow(bool visible) {
    if (createWindow(visible)) return true;
    std::cerr << "coupdoeil: cannot open a window (is DISPLAY set?)\n";
    return false;
}

int App::runScreenshot() {
    if (!openCommandLineScenario()) return 2;
    Selection chosen;
    if (const std::string why = face_->selectByIds(options_.select, options_.target, chosen);
        !why.empty()) {
        std::cerr << options_.scenario << ": " << why << "\n";
        return 2;
    }
    if (!openWindow(false)) return 1;
    fitView();
    selection_ = chosen;
    // ImGui sizes windows that fit their content over two frames: draw a few, keep the last
    // (with the photo, once decoded: a picture of the table is made to show it).
    frame(1.0f / 60);
    settlePhoto();
    for (int i = 0; i < 3; ++i)
        frame(1.0f / 60);
    std::string error;
    if (options_.mode == Options::Mode::ExportRuling) {
        if (!answers_.ruling) {
            std::cerr << options_.scenario << ": no ruling of " << options_.select << " at "
                      << options_.target << " to export\n";
            return 2;
        }
        if (!exportRulingNow(options_.exportRuling, unsigned(options_.width),
                             unsigned(options_.height), error)) {
            std::cerr << "coupdoeil: " << error << "\n";
            return 1;
        }
        return 0;
    }
    if (!saveImage(options_.screenshot, error)) {
        std::cerr << "coupdoeil: " << error << "\n";
        return 1;
    }
    return 0;
}

Vec2 App::viewCentre() const {
    const Layout::Box t = layoutFor(cam_.viewportWidth(), cam_.viewportHeight()).table;
    return {t.x + t.w / 2, t.y + t.h / 2};
}

void App::launch(const std::string& scenario) {
    options_.scenario = scenario;
    files_.reset();
    error_.clear();
    files_.openInitial(scenario);
    fitView();
}

bool App::pressButton(const std::string& label) {
    // One more frame first: a dialog opened by the last line is laid out by then (ImGui sizes
    // a new window over two frames). A label drawn twice is the last one drawn: the dialog's,
    // over the top bar's.
    frame(1.0f / 60);
    frame(1.0f / 60);
    auto& rects = lastButtons().contains(label) ? lastButtons() : lastFields();
    auto r = rects.find(label);
    if (r == rects.end()) return false;
    // A button of the side panel scrolled out of it: the panel scrolls it to its middle first,
    // as a finger would (upright, the panel is short).
    const Layout::Box side = layoutFor(cam_.viewportWidth(), cam_.viewportHeight()).side;
    if (r->second.x >= side.x && r->second.x < side.right() &&
        (r->second.y < side.y || r->second.y + r->second.h > side.bottom())) {
        wantSideScroll_ = std::max(0.f, sideScroll_ + r->second.y - side.y - side.h / 2);
        ++pressScrolls_;
        frame(1.0f / 60);
        frame(1.0f / 60);
        r = rects.find(label);
        if (r == rects.end()) return false;
    }
    Event e;
    e.type = Event::Type::MouseDown;
    e.button = Event::Button::Left;
    e.x = int(r->second.x + r->second.w / 2);
    e.y = int(r->second.y + r->second.h / 2);
    handleEvent(e);
    frame(1.0f / 60);
    e.type = Event::Type::MouseUp;
    handleEvent(e);
    frame(1.0f / 60);
    return true;
}

int App::runWindow() {
    if (!startWindow()) return 1;
    for (Step s = windowStep(); s != Step::Closed; s = windowStep())
        if (s == Step::Idle) platform().sleep(0.012);
    return 0;
}

bool App::startWindow() {
    if (!openWindow(true)) return false;
    files_.openInitial(options_.scenario);
    fitView();
    loop_ = WindowLoop{platform().seconds(), 0, 0};
    return true;
}

App::Step App::windowStep() {
    if (!window_->isOpen()) return Step::Closed;
    Event e;
    bool busy = false;
    while (window_->pollEvent(e)) {
        handleEvent(e);
        busy = true;
    }
    if (!window_->isOpen()) return Step::Closed;
    const double t = now();
    if (auto g = gestures_.tick(t)) {
        onGesture(*g);
        busy = true;
    }
    if (files_.tick(t)) busy = true; // drawn at once, even on a still table
    // A photo decoding: its progress is drawn ten times a second, and its end at once.
    if (photo_.decoding() && t - loop_.photoDrawnAt >= 0.1) {
        loop_.photoDrawnAt = t;
        busy = true;
    }
    // A still table is not redrawn: a tablet on battery should not spin. ImGui needs a
    // few frames to settle after the last event; a press may still become a long press.
    loop_.idleFrames = busy ? 0 : loop_.idleFrames + 1;
    const bool toastEnding = !status_.empty() && t < statusUntil_ + 0.2;
    if (loop_.idleFrames > 4 && !gestures_.isDown() && !toastEnding && !quitting_ &&
        pendingExport_.empty())
        return Step::Idle;
    const double frameEnd = platform().seconds();
    frame(float(frameEnd - loop_.frameStart));
    loop_.frameStart = frameEnd;
    window_->display();
    if (quitting_) {
        files_.discardAutosave(doc_.path());
        window_->close();
    }
    return Step::Drawn;
}

// ---- Frame -------------------------------------------------------------------------------

void App::forgetDocumentState() {
    selection_ = Selection();
    fitReport_ = FitReport();
    fitState_.reset();
    documentReplaced();
}

void App::documentReplaced() {
    // A new document counts its revisions from the start again: nothing cached may survive it.
    if (face_) face_->forget();
    photo_.forget(); // the new document's photo is decoded anew, even a file of the same name
    face_ = makeFace(*this);
    answers_ = EngineAnswers();
}

void App::updateCaches() {
    // A fit's report says what its step did: once that step is undone, it no longer holds.
    if (fitState_ && !doc_.history().isDone(*fitState_)) {
        fitReport_ = FitReport();
        fitState_.reset();
    }
    // A photo that cannot be shown is said once, when the file names it; the table loads.
    if (photo_.update(backdropOf(doc_.scenario())) && !photo_.error().empty())
        setError("The photo backdrop is not shown: " + photo_.error());
    face_->updateAnswers(answers_);
}

void App::drawInto(RenderTarget& target) {
    // The panels' backgrounds are the cleared window (ImGui draws them without one: it fills
    // through its font texture, which a software rasteriser pays dearly for). The table is
    // drawn through a scissor, so it never paints pixels the panels cover; its ground paints
    // the background around the cloth itself (a second clear would fill the view twice).
    target.clear(palette().panel);
    const Vec2u size = target.size();
    const Layout::Box t = layoutFor(size.x, size.y).table;
    const int x0 = int(t.x), x1 = int(t.right()), h = int(t.h);
    if (x1 > x0 && h > 0) {
        target.setClip(PixelRect{x0, int(t.bottom()) - h, x1 - x0, h});
        if (!scene_.fillsView) target.clear(palette().background);
        scene_.draw(target);
        target.setClip(std::nullopt);
    }
    imgui_->draw(target);
}

void App::frame(float dt) {
    using Clock = std::chrono::steady_clock;
    auto ms = [](Clock::time_point a, Clock::time_point b) {
        return std::chrono::duration<double, std::milli>(b - a).count();
    };
    const auto t0 = Clock::now();
    updateCaches();
    const auto t1 = Clock::now();
    buildScene();
    const auto t2 = Clock::now();
    imgui_->newFrame(window_->size(), dt);
    lastButtons().clear(); // the controls of this frame only
    lastRows().clear();
    lastFields().clear();
    ui();
    imgui_->endFrame();
    const auto t3 = Clock::now();
    drawInto(*window_);
    phases_ = {ms(t0, t1), ms(t1, t2), ms(t2, t3), ms(t3, Clock::now())};
    // The export waits two frames, so the dialog that asked for it is gone from the picture.
    if (!pendingExport_.empty() && --exportFramesLeft_ <= 0) {
        std::string error;
        const std::string path = pendingExport_;
        pendingExport_.clear();
        if (saveImage(path, error))
            setStatus("Exported " + path + handToDevice(path));
        else
            setError(error);
    }
    if (pendingRuling_) {
        const PendingRuling p = *pendingRuling_;
        pendingRuling_.reset();
        std::string error;
        if (exportRulingNow(p.path, p.width, p.height, error))
            setStatus("Exported the ruling picture " + p.path + handToDevice(p.path));
        else
            setError(error);
    }
}

std::string App::handToDevice(const std::string& path) {
    // Where the device's files are not the app's (a browser), the picture is a download.
    if (!platform().canUseDeviceFiles()) return {};
    platform().offerDownload(path, std::filesystem::path(path).filename().string());
    return ", downloaded to the device";
}

bool App::saveImage(const std::string& path, std::string& error) {
    const Vec2u size = window_->size();
    const std::unique_ptr<Offscreen> rt = platform().makeOffscreen(size.x, size.y);
    if (!rt) {
        error = "cannot create an off-screen image";
        return false;
    }
    drawInto(*rt); // the draw lists of the last frame, the same as on screen
    return writeOpaque(rt->read(), path, error);
}

bool App::writeOpaque(Image image, const std::string& path, std::string& error) {
    // Translucent panels and marks blend into the alpha of an off-screen image too (ImGui's
    // blending multiplies it): the picture is what the screen shows, opaque everywhere.
    for (std::size_t i = 3; i < image.rgba.size(); i += 4)
        image.rgba[i] = 255;
    if (image.width == 0 || !stbi_write_png(path.c_str(), int(image.width), int(image.height), 4,
                                            image.rgba.data(), int(image.width) * 4)) {
        error = "cannot write the image " + path;
        return false;
    }
    return true;
}

// ---- Panels ------------------------------------------------------------------------------

void App::ui() {
    panels_.clear();
    // The fixed panels have no background of their own: the window is cleared to it.
    ImGui::PushStyleColor(ImGuiCol_WindowBg, ImVec4(0, 0, 0, 0));
    topBar(*this, panels_);
    if (viewButtons(cam_, viewCentre(), panels_)) fitView();
    sidePanel();
    ImGui::PopStyleColor();
    face_->overlays(panels_);
    errorBanner(error_, float(cam_.viewportWidth()), panels_);
    photoProgress();
    dialogs_.draw(*this);
    if (!status_.empty() && now() < statusUntil_)
        statusToast(status_, float(cam_.viewportHeight()));
}

void App::settlePhoto() {
    while (photo_.decoding()) {
        platform().sleep(0.005);
        frame(1.0f / 60);
    }
}

void App::photoProgress() {
    if (!photo_.decoding()) return;
    const Layout::Box t =
        layoutFor(float(cam_.viewportWidth()), float(cam_.viewportHeight())).table;
    ImGui::SetNextWindowPos(ImVec2(t.x + t.w / 2, t.bottom() - 10), 0, ImVec2(0.5f, 1));
    ImGui::Begin("##photo-progress", nullptr, kFixed | ImGuiWindowFlags_AlwaysAutoResize);
    panels_.remember();
    ImGui::TextUnformatted("Decoding the photo (the table works meanwhile)");
    ImGui::ProgressBar(photo_.progress(), ImVec2(float(mm(60)), 0));
    if (button("Cancel the photo")) {
        photo_.cancel();
        setError("The photo backdrop is not shown: " + photo_.error() +
                 ". The scenario is unchanged: open the photo again to show it.");
    }
    ImGui::End();
}

void App::sidePanel() {
    const float W = float(cam_.viewportWidth()), H = float(cam_.viewportHeight());
    const unsigned long revision = doc_.revision();
    const Layout::Box box = layoutFor(W, H).side;
    ImGui::SetNextWindowPos(ImVec2(box.x, box.y));
    ImGui::SetNextWindowSize(ImVec2(box.w, box.h));
    ImGui::Begin("##side", nullptr, kFixed);
    // The control tapped stays under the finger (widgets.h PanelAnchor).
    static PanelAnchor anchor;
    anchor.top();
    panels_.remember();
    ImGui::PushItemWidth(-130);
    face_->sidePanel();
    ImGui::PopItemWidth();
    anchor.keep();
    // An edit applied this frame may have cut the panel short: it keeps its height for this
    // frame, or the next one would clamp the scroll and the next tap land on another field.
    const float end = ImGui::GetCursorPosY();
    if (doc_.revision() != revision && end < sideContentEnd_)
        ImGui::Dummy(ImVec2(1, sideContentEnd_ - end));
    else
        sideContentEnd_ = end;
    // One finger on the background (on no control) drags the panel's content: a slider or a
    // button under the finger keeps the press.
    const ImGuiIO& io = ImGui::GetIO();
    // (A control pressed this frame is active by now; the scrollbar is one too.)
    if (ImGui::IsMouseClicked(ImGuiMouseButton_Left) && ImGui::IsWindowHovered() &&
        !ImGui::IsAnyItemActive() && io.MousePos.x < W - ImGui::GetStyle().ScrollbarSize) {
        panelDrag_ = true;
        panelDragScroll_ = ImGui::GetScrollY();
    }
    if (panelDrag_ && !ImGui::IsMouseDown(ImGuiMouseButton_Left)) panelDrag_ = false;
    if (panelDrag_)
        ImGui::SetScrollY(panelDragScroll_ - ImGui::GetMouseDragDelta(ImGuiMouseButton_Left, 0).y);
    else if (wantSideScroll_)
        ImGui::SetScrollY(*wantSideScroll_);
    wantSideScroll_.reset();
    sideScroll_ = ImGui::GetScrollY();
    sideScrollMax_ = ImGui::GetScrollMaxY();
    ImGui::End();
}

void App::mouseDrag(Vec2 from, Vec2 to) {
    Event e;
    e.type = Event::Type::MouseDown;
    e.button = Event::Button::Left;
    e.x = int(from.x);
    e.y = int(from.y);
    handleEvent(e);
    frame(1.0f / 60);
    for (int i = 1; i <= 10; ++i) {
        const Vec2 p = from + (to - from) * (i / 10.0);
        e = Event{};
        e.type = Event::Type::MouseMoved;
        e.x = int(p.x);
        e.y = int(p.y);
        handleEvent(e);
        frame(1.0f / 60);
    }
    e = Event{};
    e.type = Event::Type::MouseUp;
    e.button = Event::Button::Left;
    e.x = int(to.x);
    e.y = int(to.y);
    handleEvent(e);
    frame(1.0f / 60);
}

ToolKind App::tool() const {
    return face_->toolKind();
}

void App::useTool(ToolKind t) {
    // The script's "tool": as the button, but a draft in progress goes on.
    if (GtFace* gt = gtFace())
        gt->useTool(t);
    else
        chooseTool(t);
}

void App::chooseTool(ToolKind t) {
    if (const std::string why = face_->chooseTool(t); !why.empty()) return setStatus(why);
    router_.stop();
}

void App::toggleRoster() {
    if (const std::string why = face_->toggleRoster(); !why.empty()) setStatus(why);
}

// ---- Edits and files -----------------------------------------------------------------------

void App::apply(CommandPtr cmd, unsigned gesture) {
    if (!cmd) return;
    doc_.apply(std::move(cmd), gesture);
}

void App::apply(EditResult r, unsigned gesture) {
    if (!r.command) {
        if (!r.error.empty()) setError(r.error);
        return;
    }
    apply(std::move(r.command), gesture);
}

void App::undo() {
    const std::string l = doc_.history().undoLabel();
    if (doc_.undo()) setStatus("Undone: " + l);
}

void App::redo() {
    const std::string l = doc_.history().redoLabel();
    if (doc_.redo()) setStatus("Redone: " + l);
}

void App::requestOpen() {
    if (doc_.dirty())
        dialogs_.confirmOpen("");
    else
        dialogs_.openFile();
}

void App::exportImage(const std::string& path) {
    pendingExport_ = path;
    exportFramesLeft_ = 2; // the dialog that asked is gone from the picture by then
}

void App::setStatus(std::string message) {
    status_ = std::move(message);
    statusUntil_ = now() + 4;
}

bool App::canFitToPhoto() const {
    const Scenario& s = doc_.scenario();
    return backdropOf(s) && photo_.loaded() && backdropFit(*backdropOf(s));
}

void App::fitToPhoto(std::vector<int> units, const std::string& label) {
    const Scenario& s = doc_.scenario();
    const auto fit = backdropOf(s) ? backdropFit(*backdropOf(s)) : std::nullopt;
    if (!canFitToPhoto() || !fit) {
        setError("Fit to photo needs a photo laid on the table: open one and place its 4 marks "
                 "(Photo backdrop)");
        return;
    }
    FitOutcome out = fitUnitsToPhoto(s, doc_.table(), photo_.pixels(), *fit, units, label);
    fitReport_ = std::move(out.report);
    fitState_.reset();
    if (out.command) {
        apply(std::move(out.command));
        fitState_ = doc_.history().state();
    }
    setStatus(fitReport_.summary + (fitReport_.units.empty() || !out.command
                                        ? std::string()
                                        : std::string(" (Undo puts them back)")));
}

void App::fitEveryUnitToPhoto() {
    const Scenario& s = doc_.scenario();
    const auto fit = backdropOf(s) ? backdropFit(*backdropOf(s)) : std::nullopt;
    fitToPhoto(fit && photo_.loaded() ? unitsOnPhoto(s, *fit, photo_.size()) : std::vector<int>(),
               "Fit every unit to photo");
}

} // namespace cdo::app
