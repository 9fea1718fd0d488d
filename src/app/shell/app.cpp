#include "app/shell/app.h"

#include "app/lb/hex_engine.h"
#include "app/panels/panel_tape.h"
#include "app/shell/assets.h"
#include "app/view/layout.h"

#include <imgui.h>

#include <algorithm>
#include <chrono>
#include <cmath>
#include <iostream>

#include <SFML/OpenGL.hpp>

namespace cdo::app {

App::App(Options options, std::string argv0)
    : options_(std::move(options)), argv0_(std::move(argv0)), scene_(&font_) {
    view_.allBatteries = options_.allBatteries;
    // The density and the theme: the command line's, else the ones the player saved.
    const Settings saved = loadSettings(settingsPath());
    setScreenPpi(options_.ppi.value_or(saved.ppi.value_or(kDefaultPpi)));
    setTheme(options_.theme.value_or(saved.theme.value_or(Theme::Standard)));
    if (!font_.loadFromFile(findAsset("fonts/DejaVuSans.ttf", argv0_)))
        std::cerr << "coupdoeil: cannot load fonts/DejaVuSans.ttf; labels will be missing\n";
}

App::~App() {
    imgui_.reset(); // needs the window's GL context, so goes before the window
}

bool App::createWindow(bool visible) {
    sf::ContextSettings gl;
    gl.antialiasingLevel = 0; // lines are triangles already; MSAA only costs fill rate
    window_.create(sf::VideoMode(unsigned(options_.width), unsigned(options_.height)),
                   "Coup d'oeil", sf::Style::Default, gl);
    if (!window_.isOpen()) return false;
    window_.setVisible(visible);
    window_.setVerticalSyncEnabled(false);
    window_.setFramerateLimit(visible && options_.mode == Options::Mode::Window ? 60 : 0);
    window_.setKeyRepeatEnabled(true);
    imgui_ = std::make_unique<ImGuiBridge>(window_, findAsset("fonts/DejaVuSans.ttf", argv0_));
    cam_.setViewport(options_.width, options_.height);
    return true;
}

void App::fitView() {
    const Scenario& s = doc_.scenario();
    const Layout l = layoutFor(cam_.viewportWidth(), cam_.viewportHeight());
    const Layout::Box t = l.table;
    if (doc_.laBataille()) { // the whole hex map, whose corners are not at the origin
        // Between the panels and below the top bar, all of it.
        const Vec2 lo = s.battle.grid.minCorner(), hi = s.battle.grid.maxCorner();
        const double margin = 16;
        cam_.fit(hi.x - lo.x, hi.y - lo.y, margin, t.x, t.right());
        const double tall = (t.h - 2 * margin) / (hi.y - lo.y);
        cam_.setPixelsPerInch(std::min(cam_.pixelsPerInch(), tall));
        cam_.setCentre(lerp(lo, hi, 0.5));
        cam_.panBy(
            {t.x + t.w / 2 - cam_.viewportWidth() / 2, t.y + t.h / 2 - cam_.viewportHeight() / 2});
        return;
    }
    const double margin = 16;
    cam_.fit(s.tableWidth, s.tableDepth, margin, t.x, t.right());
    // fit() uses the width between the panels; upright, the height left between the panels
    // above and below is less than the window's.
    const double turn = cam_.rotation() * 3.14159265358979 / 180;
    const double extY =
        std::abs(s.tableWidth * std::sin(turn)) + std::abs(s.tableDepth * std::cos(turn));
    const double tall = (t.h - 2 * margin) / std::max(extY, 1e-9);
    if (l.portrait && tall < cam_.pixelsPerInch()) {
        cam_.setPixelsPerInch(tall);
        cam_.setCentre({s.tableWidth / 2, s.tableDepth / 2});
        cam_.panBy({t.x + t.w / 2 - cam_.viewportWidth() / 2, 0});
    }
    // fit() centres vertically in the whole window; the panels above and below take some.
    cam_.panBy({0, t.y + t.h / 2 - cam_.viewportHeight() / 2});
}

// ---- Modes -------------------------------------------------------------------------------

bool App::openCommandLineScenario() {
    try {
        doc_ = Document::open(options_.scenario);
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
    const Scenario& s = doc_.scenario();
    std::optional<lb::Hex> targetHex;
    if (doc_.laBataille()) {
        // The firer is a counter; the target a hex id, or a counter (its first hex).
        const lb::Battle& b = s.battle;
        if (!options_.select.empty() && b.unitIndex(options_.select) < 0) {
            std::cerr << options_.scenario << ": no unit with the id '" << options_.select << "'\n";
            return 2;
        }
        if (!options_.target.empty()) {
            if (const int t = b.unitIndex(options_.target); t >= 0)
                targetHex = b.units[size_t(t)].hexes.front();
            else if (const auto h = b.grid.parse(options_.target); h && b.grid.contains(*h))
                targetHex = *h;
            else {
                std::cerr << options_.scenario << ": no unit or hex '" << options_.target
                          << "' on the map\n";
                return 2;
            }
        }
    } else {
        for (const std::string* id : {&options_.select, &options_.target}) {
            if (!id->empty() && s.unitIndex(*id) < 0) {
                std::cerr << options_.scenario << ": no unit with the id '" << *id << "'\n";
                return 2;
            }
        }
    }
    if (!openWindow(false)) return 1;
    fitView();
    selection_.firer = options_.select;
    if (doc_.laBataille())
        selection_.hex = targetHex;
    else
        selection_.target = options_.target;
    // ImGui sizes windows that fit their content over two frames: draw a few, keep the last.
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

void App::loadInitial() {
    // What an autosave stopped by a crash left in the autosave folder (a minute old at least:
    // another window's autosave may be under way).
    removeStaleAutosaveTemps();
    if (!options_.scenario.empty()) {
        try {
            doc_ = Document::open(options_.scenario);
            recent_.add(doc_.path());
        } catch (const io::LoadError& e) {
            std::cerr << e.what() << "\n";
            setError(e.what());
            // The table stays the one asked for: its autosave, not an untitled table's, is
            // the one offered, recovered or thrown away (and Save will not replace the file).
            doc_ = Document::unloaded(options_.scenario);
        }
    }
    if (recoverableAutosave(doc_.path())) modals_.openRecover(doc_.path());
    // A new table's unsaved work is offered back too, whichever file the app starts with
    // (after that file's own, when it has one).
    if (!doc_.path().empty() && recoverableAutosave("")) modals_.offerRecover("");
}

void App::launch(const std::string& scenario) {
    options_.scenario = scenario;
    doc_ = Document();
    autosaver_ = Autosaver();
    forgetDocumentState();
    error_.clear();
    loadInitial();
    fitView();
}

bool App::pressButton(const std::string& label) {
    // One more frame first: a dialog opened by the last line is laid out by then (ImGui sizes
    // a new window over two frames). A label drawn twice is the last one drawn: the dialog's,
    // over the top bar's.
    frame(1.0f / 60);
    frame(1.0f / 60);
    auto r = lastButtons().find(label);
    if (r == lastButtons().end()) return false;
    // A button of the side panel scrolled out of it: the panel scrolls it to its middle first,
    // as a finger would (upright, the panel is short).
    const Layout::Box side = layoutFor(cam_.viewportWidth(), cam_.viewportHeight()).side;
    if (r->second.x >= side.x && r->second.x < side.right() &&
        (r->second.y < side.y || r->second.y + r->second.h > side.bottom())) {
        wantSideScroll_ = std::max(0.f, sideScroll_ + r->second.y - side.y - side.h / 2);
        ++pressScrolls_;
        frame(1.0f / 60);
        frame(1.0f / 60);
        r = lastButtons().find(label);
        if (r == lastButtons().end()) return false;
    }
    sf::Event e{};
    e.type = sf::Event::MouseButtonPressed;
    e.mouseButton.button = sf::Mouse::Left;
    e.mouseButton.x = int(r->second.x + r->second.w / 2);
    e.mouseButton.y = int(r->second.y + r->second.h / 2);
    handleEvent(e);
    frame(1.0f / 60);
    e.type = sf::Event::MouseButtonReleased;
    handleEvent(e);
    frame(1.0f / 60);
    return true;
}

int App::runWindow() {
    if (!openWindow(true)) return 1;
    loadInitial();
    fitView();
    sf::Clock frameClock;
    int idleFrames = 0;
    while (window_.isOpen()) {
        sf::Event e;
        bool busy = false;
        while (window_.pollEvent(e)) {
            handleEvent(e);
            busy = true;
        }
        if (!window_.isOpen()) break;
        const double t = now();
        if (auto g = gestures_.tick(t)) {
            onGesture(*g);
            busy = true;
        }
        if (tickAutosave(t)) busy = true; // drawn at once, even on a still table
        // A still table is not redrawn: a tablet on battery should not spin. ImGui needs a
        // few frames to settle after the last event; a press may still become a long press.
        idleFrames = busy ? 0 : idleFrames + 1;
        const bool toastEnding = !status_.empty() && t < statusUntil_ + 0.2;
        if (idleFrames > 4 && !gestures_.isDown() && !toastEnding && !quitting_ &&
            pendingExport_.empty()) {
            sf::sleep(sf::milliseconds(12));
            continue;
        }
        frame(frameClock.restart().asSeconds());
        window_.display();
        if (quitting_) {
            autosaver_.discard(doc_.path());
            window_.close();
        }
    }
    return 0;
}

// ---- Frame -------------------------------------------------------------------------------

void App::forgetDocumentState() {
    selection_ = Selection();
    fitReport_ = FitReport();
    fitState_.reset();
    select_.closeMenu();
    select_.endGroup();
    ruler_.clear();
    terrain_.stopDrafting();
    forgetTapeUnits();
    forgetCaches();
}

void App::forgetCaches() {
    // A new document counts its revisions from the start again: nothing cached may survive it.
    cacheKey_ = Key{~0ul, -2, -2, {}};
    allBatteriesRevision_.reset();
    allBatteries_.clear();
    meshTerrain_.reset();
}

void App::updateCaches() {
    // A fit's report says what its step did: once that step is undone, it no longer holds.
    if (fitState_ && !doc_.history().isDone(*fitState_)) {
        fitReport_ = FitReport();
        fitState_.reset();
    }
    if (doc_.laBataille()) return updateHexCaches();
    const Table& table = doc_.table();
    // A photo that cannot be shown is said once, when the file names it; the table loads.
    if (photo_.update(doc_.scenario().backdrop) && !photo_.error().empty())
        setError("The photo backdrop is not shown: " + photo_.error());
    if (!meshTerrain_ || *meshTerrain_ != doc_.scenario().terrain) {
        mesh_.build(table);
        meshTerrain_ = doc_.scenario().terrain;
    }
    // Every battery's targets: once per change of the table while the view is on. A drag
    // changes it every frame, and asking all 40 batteries among 400 bases costs about 0.5 ms
    // (README Speed): only those whose answer the move can change are asked again.
    if (!view_.allBatteries) {
        answers_.allBatteries.clear();
        allBatteriesRevision_.reset();
        allBatteries_.clear();
    } else if (allBatteriesRevision_ != doc_.revision()) {
        answers_.allBatteries = allBatteries_.update(doc_.engine());
        allBatteriesRevision_ = doc_.revision();
    }
    const int f = firerIndex(), t = targetIndex();
    const Key key{doc_.revision(), f, t, {}};
    if (key == cacheKey_) return;
    const bool firerChanged = key.revision != cacheKey_.revision || key.firer != cacheKey_.firer;
    cacheKey_ = key;
    const Scenario& s = doc_.scenario();
    if (firerChanged) {
        answers_.looks.assign(s.units.size(), UnitLook{});
        answers_.valid.clear();
        if (f >= 0) {
            // The engine decides; the app only paints its answer.
            const Engine& engine = doc_.engine();
            answers_.valid = engine.validTargets(f);
            for (std::size_t i = 0; i < s.units.size(); ++i)
                if (int(i) != f && engine.enemies(f, int(i)))
                    answers_.looks[i].asTarget = UnitLook::AsTarget::Invalid;
            for (const RulingPtr& r : answers_.valid) {
                const int i = engine.unitIndex(r->target);
                if (i >= 0) answers_.looks[size_t(i)].asTarget = UnitLook::AsTarget::Valid;
            }
        }
    }
    for (UnitLook& l : answers_.looks)
        l.selected = l.target = false;
    if (f >= 0) answers_.looks[size_t(f)].selected = true;
    if (t >= 0) answers_.looks[size_t(t)].target = true;
    answers_.ruling.reset();
    answers_.explanation.clear();
    if (f >= 0 && t >= 0 && f != t) {
        answers_.ruling = doc_.engine().rule(f, t);
        answers_.explanation = doc_.engine().explain(*answers_.ruling);
    }
}

void App::updateHexCaches() {
    const lb::Battle& b = doc_.battle();
    const int f = counterIndex();
    std::optional<lb::Hex> hex = selection_.hex;
    if (hex && !b.grid.contains(*hex)) hex.reset();
    const Key key{doc_.revision(), f, -1, hex};
    if (key == cacheKey_) return;
    const bool firerChanged = key.revision != cacheKey_.revision || key.firer != cacheKey_.firer;
    cacheKey_ = key;
    answers_.looks.clear();
    if (firerChanged) {
        answers_.counters.assign(b.units.size(), CounterLook{});
        answers_.valid.clear();
        answers_.zoi.clear();
        if (f >= 0 && doc_.hasEngine()) {
            // The engine decides; the app only paints its answer.
            const Engine& engine = doc_.engine();
            answers_.counters = targetLooks(engine, b, f);
            answers_.valid = engine.validTargets(f);
            answers_.zoi = zoneOfInfluence(engine, f);
        }
    }
    for (std::size_t i = 0; i < answers_.counters.size(); ++i)
        answers_.counters[i].selected = int(i) == f;
    answers_.ruling.reset();
    answers_.explanation.clear();
    answers_.noRuling.clear();
    answers_.fromEachHex.clear();
    if (f >= 0 && hex && doc_.hasEngine()) {
        HexRuling r = ruleAtHex(doc_.engine(), b, f, *hex);
        answers_.ruling = std::move(r.ruling);
        answers_.noRuling = std::move(r.none);
        answers_.fromEachHex = std::move(r.fromEach);
        if (answers_.ruling) answers_.explanation = doc_.engine().explain(*answers_.ruling);
    }
}

void App::buildHexScene(bool toolOverlay) {
    const Scenario& s = doc_.scenario();
    scene_.clear();
    drawHexMap(scene_, cam_, s.battle, view_.hex);
    const int f = counterIndex();
    if (f >= 0 && view_.showZoi && !answers_.zoi.empty())
        drawZoneOfInfluence(scene_, cam_, s.battle.grid, answers_.zoi,
                            sideColour(s, s.battle.units[size_t(f)].side));
    std::vector<CounterLook> looks = answers_.counters;
    if (!view_.showTargets)
        for (CounterLook& l : looks)
            l.asTarget = CounterLook::AsTarget::None;
    SceneDebugDraw dd(cam_, scene_);
    if (f >= 0 && view_.showReach && doc_.hasEngine()) doc_.engine().drawReach(f, dd);
    drawCounters(scene_, cam_, s, looks);
    drawTargetMarks(scene_, cam_, s.battle, looks, selection_.hex);
    if (answers_.ruling && view_.showRuling) doc_.engine().drawRuling(*answers_.ruling, dd);
    if (toolOverlay) hex_.overlay(scene_);
    scene_.placeLabels(); // the engine's numbers (range bands) are placed labels
}

void App::buildScene(bool toolOverlay) {
    if (doc_.laBataille()) return buildHexScene(toolOverlay);
    const Table& table = doc_.table();
    scene_.clear();
    scene_.table(cam_, doc_.scenario(), view_.scene);
    scene_.terrain(cam_, table, mesh_, tool_->highlightedTerrain(), view_.scene);
    backdropScene();
    std::vector<UnitLook> looks = answers_.looks;
    if (!view_.showTargets)
        for (UnitLook& l : looks)
            l.asTarget = UnitLook::AsTarget::None;
    // While the photo is marked as taken, the bases would hide what is marked.
    if (!(tool_ == &photoTool_ && photoTool_.asTaken() && scene_.photoTexture))
        scene_.units(cam_, table, looks, view_.scene);

    if (view_.allBatteries) drawAllBatteries(scene_, cam_, table, answers_.allBatteries);
    SceneDebugDraw dd(cam_, scene_);
    const int f = firerIndex();
    if (f >= 0 && view_.showReach) doc_.engine().drawReach(f, dd);
    if (answers_.ruling && view_.showRuling) doc_.engine().drawRuling(*answers_.ruling, dd);
    if (toolOverlay) tool_->overlay(scene_); // over the engine's evidence
    scene_.placeLabels();                    // last: clear of the bases and of the move readout
}

void App::backdropScene() {
    const Scenario& s = doc_.scenario();
    scene_.photo.clear();
    scene_.photoTexture = nullptr;
    if (!s.backdrop || !photo_.loaded()) return;
    const bool marking = tool_ == &photoTool_ && photoTool_.asTaken();
    std::optional<Homography> toTable;
    if (marking)
        toTable = flatOnTable(photo_.size(), s.tableWidth, s.tableDepth);
    else if (auto f = backdropFit(*s.backdrop))
        toTable = f->toTable;
    if (!toTable) return;
    // Only the part of the table in view, at half a pixel of the view's zoom.
    const Layout::Box t = layoutFor(cam_.viewportWidth(), cam_.viewportHeight()).table;
    Vec2 lo{1e300, 1e300}, hi{-1e300, -1e300};
    for (Vec2 c : {Vec2{t.x, t.y}, Vec2{t.right(), t.y}, Vec2{t.right(), t.bottom()},
                   Vec2{t.x, t.bottom()}}) {
        const Vec2 p = cam_.toTable(c);
        lo = {std::min(lo.x, p.x), std::min(lo.y, p.y)};
        hi = {std::max(hi.x, p.x), std::max(hi.y, p.y)};
    }
    lo = {std::max(lo.x, 0.0), std::max(lo.y, 0.0)};
    hi = {std::min(hi.x, s.tableWidth), std::min(hi.y, s.tableDepth)};
    const Homography toImage = toTable->inverse();
    const WarpKey key{toImage.m, lo, hi, photo_.size(), 0.5 / cam_.pixelsPerInch()};
    if (!warpKey_ || !(*warpKey_ == key)) {
        warp_ = warpMesh(toImage, photo_.size(), lo, hi, key.tolerance);
        warpKey_ = key;
    }
    const sf::Color tint(255, 255, 255,
                         marking ? 255 : sf::Uint8(std::lround(s.backdrop->opacity * 255)));
    const float k = float(photo_.textureScale());
    scene_.photo.reserve(warp_.size() * 3);
    for (const WarpTriangle& w : warp_)
        for (std::size_t j = 0; j < 3; ++j)
            scene_.photo.emplace_back(
                v2f(cam_.toScreen(w.table[j])), tint,
                sf::Vector2f(float(w.image[j].x) * k, float(w.image[j].y) * k));
    scene_.photoTexture = &photo_.texture();
}

void App::drawInto(sf::RenderTarget& target) {
    target.setActive(true);
    target.resetGLStates();
    target.setView(
        sf::View(sf::FloatRect(0, 0, float(target.getSize().x), float(target.getSize().y))));
    // The panels' backgrounds are the cleared window (ImGui draws them without one: it fills
    // through its font texture, which a software rasteriser pays dearly for). The table is
    // drawn through a scissor, so it never paints pixels the panels cover; its ground paints
    // the background around the cloth itself (a second clear would fill the view twice).
    target.clear(palette().panel);
    const sf::Vector2u size = target.getSize();
    const Layout::Box t = layoutFor(size.x, size.y).table;
    const int x0 = int(t.x), x1 = int(t.right()), h = int(t.h);
    if (x1 > x0 && h > 0) {
        glEnable(GL_SCISSOR_TEST);
        glScissor(x0, int(size.y) - int(t.bottom()), x1 - x0, h); // GL counts rows from the bottom
        if (!scene_.fillsView) target.clear(palette().background);
        scene_.draw(target);
        glDisable(GL_SCISSOR_TEST);
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
    imgui_->newFrame(window_.getSize(), dt);
    lastButtons().clear(); // the controls of this frame only
    lastRows().clear();
    lastFields().clear();
    ui();
    imgui_->endFrame();
    const auto t3 = Clock::now();
    drawInto(window_);
    phases_ = {ms(t0, t1), ms(t1, t2), ms(t2, t3), ms(t3, Clock::now())};
    // The export waits two frames, so the dialog that asked for it is gone from the picture.
    if (!pendingExport_.empty() && --exportFramesLeft_ <= 0) {
        std::string error;
        const std::string path = pendingExport_;
        pendingExport_.clear();
        if (saveImage(path, error))
            setStatus("Exported " + path);
        else
            setError(error);
    }
    if (pendingRuling_) {
        const PendingRuling p = *pendingRuling_;
        pendingRuling_.reset();
        std::string error;
        if (exportRulingNow(p.path, p.width, p.height, error))
            setStatus("Exported the ruling picture " + p.path);
        else
            setError(error);
    }
}

bool App::saveImage(const std::string& path, std::string& error) {
    const sf::Vector2u size = window_.getSize();
    sf::RenderTexture rt;
    if (!rt.create(size.x, size.y)) {
        error = "cannot create an off-screen image";
        return false;
    }
    drawInto(rt); // the draw lists of the last frame, the same as on screen
    rt.display();
    window_.setActive(true);
    return writeOpaque(rt.getTexture().copyToImage(), path, error);
}

bool App::writeOpaque(sf::Image image, const std::string& path, std::string& error) {
    // Translucent panels and marks blend into the alpha of an off-screen image too (ImGui's
    // blending multiplies it): the picture is what the screen shows, opaque everywhere.
    const sf::Vector2u n = image.getSize();
    for (unsigned y = 0; y < n.y; ++y)
        for (unsigned x = 0; x < n.x; ++x) {
            sf::Color c = image.getPixel(x, y);
            c.a = 255;
            image.setPixel(x, y, c);
        }
    if (!image.saveToFile(path)) {
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
    if (tool_ == &select_ && !doc_.laBataille()) select_.drawMenu(panels_);
    errorBanner(error_, float(cam_.viewportWidth()), panels_);
    modals_.draw(*this);
    if (!status_.empty() && now() < statusUntil_)
        statusToast(status_, float(cam_.viewportHeight()));
}

void App::sidePanel() {
    const float W = float(cam_.viewportWidth()), H = float(cam_.viewportHeight());
    const unsigned long revision = doc_.revision();
    const Layout::Box box = layoutFor(W, H).side;
    ImGui::SetNextWindowPos(ImVec2(box.x, box.y));
    ImGui::SetNextWindowSize(ImVec2(box.w, box.h));
    ImGui::Begin("##side", nullptr, kFixed);
    panels_.remember();
    ImGui::PushItemWidth(-130);
    if (rosterOpen_ && tool_ == &select_ && !doc_.laBataille()) {
        rosterPanel();
    } else {
        activeTool().panel();
        if (tool_ != &photoTool_)
            photoEntry(*this, photo_, [this] { chooseTool(ToolKind::Photo); });
        viewOptions(*this, view_);
        legend(*this);
    }
    ImGui::PopItemWidth();
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
    sf::Event e{};
    e.type = sf::Event::MouseButtonPressed;
    e.mouseButton.button = sf::Mouse::Left;
    e.mouseButton.x = int(from.x);
    e.mouseButton.y = int(from.y);
    handleEvent(e);
    frame(1.0f / 60);
    for (int i = 1; i <= 10; ++i) {
        const Vec2 p = from + (to - from) * (i / 10.0);
        e = sf::Event{};
        e.type = sf::Event::MouseMoved;
        e.mouseMove.x = int(p.x);
        e.mouseMove.y = int(p.y);
        handleEvent(e);
        frame(1.0f / 60);
    }
    e = sf::Event{};
    e.type = sf::Event::MouseButtonReleased;
    e.mouseButton.button = sf::Mouse::Left;
    e.mouseButton.x = int(to.x);
    e.mouseButton.y = int(to.y);
    handleEvent(e);
    frame(1.0f / 60);
}

void App::rosterPanel() {
    if (rosterState_.shelfDir.empty()) {
        rosterState_.shelfDir = findAsset("../armies", argv0_);
        rosterState_.shelf = Roster::shelf(rosterState_.shelfDir);
        // The lists this table already came from, one per side.
        const auto& armies = doc_.scenario().armies;
        // Each is found beside the scenario, never from where the app was started, and only
        // an army-list file is opened (not /etc/shadow, not /dev/zero).
        for (std::size_t i = 0; i < armies.size() && int(i) < Roster::kSides; ++i) {
            std::string error;
            if (!roster_.choose(int(i), resolveListPath(armies[i].list, doc_.path()), error)) {
                if (!rosterState_.error.empty()) rosterState_.error += "\n";
                rosterState_.error += "The army list of " + armies[i].side +
                                      " named by this scenario is refused: " + error;
            }
        }
    }
    const Vec2 middle = cam_.toTable(viewCentre());
    Deployment d =
        drawRosterPanel(roster_, rosterState_, doc_.scenario(), [&](int) { return middle; });
    if (!d.error.empty()) setError(d.error);
    if (d.command) {
        apply(std::move(d.command));
        // The new unit is the last one; select it so that a drag puts it in place.
        if (!doc_.scenario().units.empty()) selection_.firer = doc_.scenario().units.back().id;
        selection_.target.clear();
    }
}

ToolKind App::tool() const {
    if (doc_.laBataille()) return ToolKind::Select; // the hex tool is a map's Select
    return tool_ == &ruler_       ? ToolKind::Ruler
           : tool_ == &terrain_   ? ToolKind::Terrain
           : tool_ == &photoTool_ ? ToolKind::Photo
                                  : ToolKind::Select;
}

void App::useTool(ToolKind t) {
    tool_ = t == ToolKind::Ruler     ? static_cast<Tool*>(&ruler_)
            : t == ToolKind::Terrain ? static_cast<Tool*>(&terrain_)
            : t == ToolKind::Photo   ? static_cast<Tool*>(&photoTool_)
                                     : &select_;
}

void App::chooseTool(ToolKind t) {
    if (doc_.laBataille() && t != ToolKind::Select) {
        // Said, not silently ignored: the ruler and terrain tools work on a table's inches.
        setStatus("The ruler and the terrain tool are for Grande Tactique tables");
        return;
    }
    useTool(t);
    drag_ = Drag::None;
    select_.closeMenu();
    if (t != ToolKind::Terrain) terrain_.dropDraft();
    if (t == ToolKind::Photo) rosterOpen_ = false;
}

void App::toggleRoster() {
    if (doc_.laBataille()) {
        setStatus("The roster puts Grande Tactique bases on a table, not counters on a map");
        return;
    }
    rosterOpen_ = !rosterOpen_;
    if (rosterOpen_) useTool(ToolKind::Select);
}

void App::openRoster(int side) {
    rosterOpen_ = true;
    useTool(ToolKind::Select);
    rosterState_.side = side;
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
    modals_.open(doc_.dirty() ? Modals::Kind::ConfirmOpen : Modals::Kind::Open);
}

void App::openFile(const std::string& path) {
    try {
        Document d = Document::open(path);
        // The old document's unsaved work was confirmed away: its autosave goes too.
        autosaver_.discard(doc_.path());
        doc_ = std::move(d);
        autosaver_ = Autosaver();
        recent_.add(doc_.path());
        forgetDocumentState();
        fitView();
        setStatus("Opened " + doc_.path());
        if (recoverableAutosave(doc_.path())) modals_.openRecover(doc_.path());
    } catch (const io::LoadError& e) {
        setError(e.what()); // the table on screen stays as it was
    }
}

void App::saveFile() {
    if (doc_.path().empty()) {
        modals_.open(Modals::Kind::SaveAs);
        return;
    }
    saveTo(doc_.path(), false);
}

void App::saveFileAs(const std::string& path) {
    saveTo(path, true);
}

void App::saveTo(const std::string& path, bool namedByUser) {
    const std::string old = doc_.path();
    try {
        // Save (not Save as) goes through Document::save, which will not replace a file the
        // table was not loaded from.
        if (namedByUser)
            doc_.saveAs(path);
        else
            doc_.save();
        autosaver_.discard(old);
        autosaver_.discard(doc_.path());
        recent_.add(doc_.path());
        setStatus("Saved " + doc_.path());
    } catch (const SaveRefused& e) {
        // Nothing was written: say why and offer another name.
        setError(e.what());
        modals_.open(Modals::Kind::SaveAs);
    } catch (const std::exception& e) {
        setError(e.what());
    }
}

void App::exportImage(const std::string& path) {
    pendingExport_ = path;
    exportFramesLeft_ = 2; // the dialog that asked is gone from the picture by then
}

bool App::tickAutosave(double t) {
    autosaver_.tick(doc_, t);
    std::optional<Autosaver::Notice> n = autosaver_.takeNotice();
    if (!n) return false;
    error_ = n->message; // the banner, failing or kept again: the player must see both
    return true;
}

void App::setStatus(std::string message) {
    status_ = std::move(message);
    statusUntil_ = now() + 4;
}

bool App::canFitToPhoto() const {
    const Scenario& s = doc_.scenario();
    return !doc_.laBataille() && s.backdrop && photo_.loaded() && backdropFit(*s.backdrop);
}

void App::fitToPhoto(std::vector<int> units, const std::string& label) {
    const Scenario& s = doc_.scenario();
    const auto fit = s.backdrop ? backdropFit(*s.backdrop) : std::nullopt;
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
    const auto fit = s.backdrop ? backdropFit(*s.backdrop) : std::nullopt;
    fitToPhoto(fit && photo_.loaded() ? unitsOnPhoto(s, *fit, photo_.size()) : std::vector<int>(),
               "Fit every unit to photo");
}

} // namespace cdo::app
