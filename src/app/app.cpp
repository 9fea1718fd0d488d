#include "app/app.h"

#include "app/assets.h"
#include "app/layout.h"
#include "app/snap.h"
#include "core/explain.h"
#include "core/format.h"
#include "core/generate.h"
#include <imgui.h>

#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <map>
#include <numbers>
#include <sstream>
#include <time.h>

#include <SFML/OpenGL.hpp>

namespace cdo::app {

namespace fs = std::filesystem;

namespace {

std::string fmt(const char* f, double v) {
    char buf[64];
    std::snprintf(buf, sizeof buf, f, v);
    return buf;
}

constexpr int kWarmUp = 10; // bench frames drawn before timing starts

double cpuMs() {
    timespec t{};
    ::clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &t);
    return t.tv_sec * 1e3 + t.tv_nsec / 1e6;
}

double bearing(Vec2 from, Vec2 to) {
    const Vec2 d = to - from;
    return std::atan2(d.x, d.y) * 180.0 / std::numbers::pi;
}

} // namespace

App::App(Options options, std::string argv0)
    : options_(std::move(options)), argv0_(std::move(argv0)), scene_(&font_) {
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
    imgui_ =
        std::make_unique<ImGuiBridge>(window_, findAsset("fonts/DejaVuSans.ttf", argv0_), 20.f);
    cam_.setViewport(options_.width, options_.height);
    return true;
}

void App::fitView() {
    const Scenario& s = doc_.scenario();
    cam_.fit(s.tableWidth, s.tableDepth, 16, kLeftBar, cam_.viewportWidth() - kSidePanel);
    // fit() centres vertically in the whole window; the top bar takes some of it.
    cam_.panBy({0, kTopBar / 2});
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
    for (const std::string* id : {&options_.select, &options_.target}) {
        if (!id->empty() && s.unitIndex(*id) < 0) {
            std::cerr << options_.scenario << ": no unit with the id '" << *id << "'\n";
            return 2;
        }
    }
    if (!openWindow(false)) return 1;
    fitView();
    firerId_ = options_.select;
    targetId_ = options_.target;
    // ImGui sizes windows that fit their content over two frames: draw a few, keep the last.
    for (int i = 0; i < 3; ++i)
        frame(1.0f / 60);
    std::string error;
    if (!saveImage(options_.screenshot, error)) {
        std::cerr << "coupdoeil: " << error << "\n";
        return 1;
    }
    return 0;
}

int App::runBench() {
    if (options_.generated)
        doc_ = Document(io::ScenarioDocument{generateTable(), nullptr}, "");
    else if (!openCommandLineScenario())
        return 2;
    if (!openWindow(true)) return 1;
    fitView();
    // Every overlay on; names are drawn wherever they are legible, as in the window.
    const Scenario& s = doc_.scenario();
    // The firer: the first battery; the target: the enemy battery nearest the far middle.
    int firer = -1, target = -1;
    for (int i = 0; i < int(s.units.size()) && firer < 0; ++i)
        if (isArtillery(s.units[size_t(i)].type)) firer = i;
    if (firer < 0) firer = 0;
    if (s.units.empty()) {
        std::cerr << "coupdoeil: the scenario has no units to drag\n";
        return 2;
    }
    const Unit& F = s.units[size_t(firer)];
    double best = 1e18;
    for (int i = 0; i < int(s.units.size()); ++i) {
        const Unit& u = s.units[size_t(i)];
        if (u.side == F.side || u.type == UnitType::General) continue;
        const double d =
            dist(u.at, {s.tableWidth / 2, s.tableDepth / 2}) + (isArtillery(u.type) ? 0 : 10);
        if (d < best) best = d, target = i;
    }
    firerId_ = F.id;
    targetId_ = target >= 0 ? s.units[size_t(target)].id : "";

    // Drag the firer's centre from its place across the table and back, through the same
    // gesture code as a finger.
    const Vec2 start = F.at;
    const Vec2 far{s.tableWidth - start.x, start.y};
    std::vector<double> times, cpu;
    times.reserve(size_t(options_.frames));
    pointerDown(cam_.toScreen(start));
    // Warm-up, not timed: the first frames load glyphs into the font textures and grow
    // buffers, a one-off hitch that would otherwise be reported as the worst frame.
    for (int i = 0; i < kWarmUp; ++i) {
        pointerMove(cam_.toScreen(start + Vec2{0, 0.05 * (i % 2)}));
        frame(1.0f / 60);
        window_.display();
    }
    for (int i = 0; i < options_.frames; ++i) {
        sf::Event e;
        while (window_.pollEvent(e)) {
        } // keep the window alive; input is simulated
        const auto t0 = std::chrono::steady_clock::now();
        const double c0 = cpuMs();
        const double k = double(i + 1) / options_.frames;
        const double t = k < 0.5 ? 2 * k : 2 - 2 * k;
        pointerMove(cam_.toScreen(lerp(start, far, t)));
        frame(1.0f / 60);
        window_.display();
        const auto t1 = std::chrono::steady_clock::now();
        times.push_back(std::chrono::duration<double, std::milli>(t1 - t0).count());
        cpu.push_back(cpuMs() - c0);
    }
    pointerUp(cam_.toScreen(start));
    std::sort(times.begin(), times.end());
    const double median = times[times.size() / 2];
    const double worst = times.back();
    std::printf("frames: %d, bases: %zu, median %.2f ms, worst %.2f ms\n", options_.frames,
                s.units.size(), median, worst);
    std::printf("(after %d warm-up frames; 95th percentile %.2f ms)\n", kWarmUp,
                times[times.size() * 95 / 100]);
    // Processor time (all threads, the software rasteriser's included) does not grow when
    // other programs compete for the processor, unlike the wall-clock times above.
    std::sort(cpu.begin(), cpu.end());
    std::printf("processor time per frame: median %.2f ms, worst %.2f ms\n", cpu[cpu.size() / 2],
                cpu.back());
    // What the last frame cost the rasteriser, for comparing machines and changes.
    const ImDrawData* dd = ImGui::GetDrawData();
    std::printf("triangles in the last frame: table %zu, text %zu, panels %d\n",
                (scene_.ground.vertexCount() + scene_.reach.vertexCount() +
                 scene_.bases.vertexCount() + scene_.over.vertexCount() +
                 scene_.handles.vertexCount()) /
                    3,
                scene_.text.triangles(), dd ? dd->TotalIdxCount / 3 : 0);
    return 0;
}

int App::runScript() {
    std::ifstream in(options_.script);
    if (!in) {
        std::cerr << options_.script << ": cannot open the script\n";
        return 2;
    }
    if (!openCommandLineScenario()) return 2;
    if (!openWindow(false)) return 1;
    fitView();
    frame(1.0f / 60);
    int n = 0;
    for (std::string line; std::getline(in, line);) {
        ++n;
        if (line.empty() || line[0] == '#') continue;
        std::string error;
        if (!scriptLine(line, error)) {
            std::cerr << options_.script << ":" << n << ":1: " << error << "\n";
            return 2;
        }
        frame(1.0f / 60); // panels lay out, caches follow, as after a real event
        std::cout.flush();
    }
    return 0;
}

bool App::scriptLine(const std::string& line, std::string& error) {
    std::istringstream words(line);
    std::string verb;
    words >> verb;
    double x0 = 0, y0 = 0, x1 = 0, y1 = 0;
    auto at = [&](double x, double y) { return cam_.toScreen({x, y}); };
    if (verb == "tap" || verb == "long") {
        if (!(words >> x0 >> y0)) return error = verb + " needs X Y (table inches)", false;
        pointerDown(at(x0, y0));
        if (verb == "long") {
            timeShift_ += 0.6;
            if (auto g = gestures_.tick(now())) onGesture(*g);
        }
        pointerUp(at(x0, y0));
    } else if (verb == "drag") {
        if (!(words >> x0 >> y0 >> x1 >> y1))
            return error = "drag needs X0 Y0 X1 Y1 (table inches)", false;
        pointerDown(at(x0, y0));
        for (int i = 1; i <= 10; ++i) {
            pointerMove(at(x0 + (x1 - x0) * i / 10, y0 + (y1 - y0) * i / 10));
            frame(1.0f / 60);
        }
        pointerUp(at(x1, y1));
    } else if (verb == "key") {
        std::string name, mod;
        words >> name;
        sf::Event::KeyEvent k{};
        while (words >> mod) {
            if (mod == "ctrl")
                k.control = true;
            else if (mod == "shift")
                k.shift = true;
            else
                return error = "unknown key modifier '" + mod + "'", false;
        }
        static const std::map<std::string, sf::Keyboard::Key> keys{
            {"z", sf::Keyboard::Z},           {"y", sf::Keyboard::Y},
            {"s", sf::Keyboard::S},           {"d", sf::Keyboard::D},
            {"q", sf::Keyboard::Q},           {"e", sf::Keyboard::E},
            {"g", sf::Keyboard::G},           {"delete", sf::Keyboard::Delete},
            {"left", sf::Keyboard::Left},     {"right", sf::Keyboard::Right},
            {"up", sf::Keyboard::Up},         {"down", sf::Keyboard::Down},
            {"escape", sf::Keyboard::Escape}, {"enter", sf::Keyboard::Enter}};
        const auto it = keys.find(name);
        if (it == keys.end()) return error = "unknown key '" + name + "'", false;
        k.code = it->second;
        onKey(k);
    } else if (verb == "tool") {
        std::string t;
        words >> t;
        if (t == "select")
            tool_ = Tool::Select;
        else if (t == "ruler")
            tool_ = Tool::Ruler;
        else if (t == "terrain")
            tool_ = Tool::Terrain;
        else
            return error = "unknown tool '" + t + "'", false;
    } else if (verb == "draft") { // starts drawing a new terrain piece, as its button does
        std::string kind;
        words >> kind;
        const auto k = parseTerrainKind(kind);
        if (!k) return error = "unknown terrain kind '" + kind + "'", false;
        tool_ = Tool::Terrain;
        drafting_ = true;
        draftTop_ = false;
        draftKind_ = *k;
        draft_.clear();
    } else if (verb == "finish") {
        finishDraft();
    } else if (verb == "save") {
        std::string path;
        words >> path;
        if (path.empty())
            saveFile();
        else
            saveFileAs(path);
    } else if (verb == "open") {
        std::string path;
        words >> path;
        openFile(path);
    } else if (verb == "screenshot") {
        std::string path;
        words >> path;
        frame(1.0f / 60);
        if (!saveImage(path, error)) return false;
    } else if (verb == "roster") { // opens the roster with LIST for SIDE (0 or 1)
        int side = -1;
        std::string list;
        if (!(words >> side >> list) || side < 0 || side >= Roster::kSides)
            return error = "roster needs SIDE (0 or 1) and an army-list file", false;
        rosterOpen_ = true;
        tool_ = Tool::Select;
        if (!roster_.choose(side, list, error)) return false;
        rosterState_.side = side;
    } else if (verb == "deploy") { // taps the roster line of ID, as a finger would
        int side = -1;
        std::string id;
        if (!(words >> side >> id) || side < 0 || side >= Roster::kSides)
            return error = "deploy needs SIDE and a unit or general id of its list", false;
        const Vec2 middle = cam_.toTable(viewCentre());
        CommandPtr cmd;
        for (const RosterLine& l : roster_.lines(side)) {
            const double facing = Roster::defaultFacing(side);
            if (l.kind == RosterLine::Kind::Unit && l.unit->id == id)
                cmd = roster_.deploy(doc_.scenario(), side, *l.unit, middle, facing);
            if (l.kind == RosterLine::Kind::General && l.command->general.id == id)
                cmd = roster_.deploy(doc_.scenario(), side, l.command->general, middle, facing);
        }
        if (!cmd) return error = "no unit or general '" + id + "' in the roster", false;
        apply(std::move(cmd));
        firerId_ = doc_.scenario().units.back().id;
        targetId_.clear();
    } else if (verb == "dump") {
        dump();
    } else {
        return error = "unknown script command '" + verb + "'", false;
    }
    return true;
}

// The state a test can check, one fact a line.
void App::dump() const {
    const Scenario& s = doc_.scenario();
    std::cout << "firer " << (firerId_.empty() ? "-" : firerId_) << "\n";
    std::cout << "target " << (targetId_.empty() ? "-" : targetId_) << "\n";
    std::cout << "terrain-selected " << (terrainId_.empty() ? "-" : terrainId_) << "\n";
    std::cout << "dirty " << doc_.dirty() << "\n";
    std::cout << "undo " << (doc_.history().canUndo() ? doc_.history().undoLabel() : "-") << "\n";
    std::cout << "error " << (error_.empty() ? "-" : error_) << "\n";
    if (ruling_) std::cout << "ruling " << (ruling_->valid ? "valid" : "invalid") << "\n";
    for (const Unit& u : s.units)
        std::cout << "unit " << u.id << " " << fmt("%.4f", u.at.x) << " " << fmt("%.4f", u.at.y)
                  << " " << fmt("%.2f", u.facing) << "\n";
    for (const Terrain& t : s.terrain)
        std::cout << "terrain " << t.id << " " << toString(t.kind) << " "
                  << (isPath(t.kind) ? t.path.size() : t.outline.size()) << "\n";
    for (std::size_t i = 0; i < looks_.size(); ++i)
        if (looks_[i].asTarget == UnitLook::AsTarget::Valid)
            std::cout << "valid " << s.units[i].id << "\n";
    for (const ArmyRef& a : s.armies)
        std::cout << "army " << a.side << " " << a.list << "\n";
    for (int side = 0; side < Roster::kSides; ++side)
        if (roster_.list(side))
            std::cout << "roster " << side << " " << roster_.deployedCount(s, side) << "/"
                      << roster_.total(side) << "\n";
    std::cout << "---\n";
}

Vec2 App::viewCentre() const {
    return {(kLeftBar + cam_.viewportWidth() - kSidePanel) / 2,
            (kTopBar + cam_.viewportHeight()) / 2};
}

void App::loadInitial() {
    if (options_.scenario.empty()) return;
    try {
        doc_ = Document::open(options_.scenario);
        recent_.add(doc_.path());
    } catch (const io::LoadError& e) {
        std::cerr << e.what() << "\n";
        setError(e.what());
    }
    if (recoverableAutosave(doc_.path().empty() ? options_.scenario : doc_.path())) {
        modal_ = Modal::Recover;
        modalJustOpened_ = true;
    }
}

int App::runWindow() {
    if (!openWindow(true)) return 1;
    loadInitial();
    if (options_.scenario.empty() && recoverableAutosave("")) {
        modal_ = Modal::Recover;
        modalJustOpened_ = true;
    }
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
        autosaver_.tick(doc_, t);
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

int App::firerIndex() const {
    return firerId_.empty() ? -1 : doc_.scenario().unitIndex(firerId_);
}
int App::targetIndex() const {
    return targetId_.empty() ? -1 : doc_.scenario().unitIndex(targetId_);
}
int App::terrainIndex() const {
    const auto& t = doc_.scenario().terrain;
    for (std::size_t i = 0; i < t.size(); ++i)
        if (t[i].id == terrainId_) return int(i);
    return -1;
}

void App::updateCaches() {
    const Table& table = doc_.table();
    if (!meshTerrain_ || *meshTerrain_ != doc_.scenario().terrain) {
        mesh_.build(table);
        meshTerrain_ = doc_.scenario().terrain;
    }
    const int f = firerIndex(), t = targetIndex();
    const Key key{doc_.revision(), f, t};
    if (key == cacheKey_) return;
    const bool firerChanged = key.revision != cacheKey_.revision || key.firer != cacheKey_.firer;
    cacheKey_ = key;
    const Scenario& s = doc_.scenario();
    if (firerChanged) {
        looks_.assign(s.units.size(), UnitLook{});
        valid_.clear();
        if (f >= 0) {
            // The engine decides; the app only paints its answer.
            valid_ = validTargets(table, f);
            const std::string& side = s.units[size_t(f)].side;
            for (std::size_t i = 0; i < s.units.size(); ++i)
                if (int(i) != f && s.units[i].side != side)
                    looks_[i].asTarget = UnitLook::AsTarget::Invalid;
            for (const Ruling& r : valid_) {
                const int i = table.unitIndex(r.target);
                if (i >= 0) looks_[size_t(i)].asTarget = UnitLook::AsTarget::Valid;
            }
        }
    }
    for (UnitLook& l : looks_)
        l.selected = l.target = false;
    if (f >= 0) looks_[size_t(f)].selected = true;
    if (t >= 0) looks_[size_t(t)].target = true;
    ruling_.reset();
    explanation_.clear();
    if (f >= 0 && t >= 0 && f != t) {
        ruling_ = rule(table, f, t);
        explanation_ = explain(*ruling_);
    }
}

std::optional<Vec2> App::turnHandle() const {
    const int f = firerIndex();
    if (f < 0 || tool_ != Tool::Select) return std::nullopt;
    const PlacedUnit& u = doc_.table().unit(f);
    const Vec2 dir = cam_.directionToScreen(u.f);
    const double l = length(dir);
    if (l <= 0) return std::nullopt;
    return cam_.toScreen(u.corners.fm()) + dir * (kHandleGap / l);
}

void App::buildScene() {
    const Table& table = doc_.table();
    const Scenario& s = doc_.scenario();
    scene_.clear();
    scene_.table(cam_, s, sceneOptions_);
    scene_.terrain(cam_, table, mesh_, tool_ == Tool::Terrain ? terrainIndex() : -1, sceneOptions_);
    std::vector<UnitLook> looks = looks_;
    if (!showTargets_)
        for (UnitLook& l : looks)
            l.asTarget = UnitLook::AsTarget::None;
    scene_.units(cam_, table, looks, sceneOptions_);

    SceneDebugDraw dd(cam_, scene_);
    const int f = firerIndex();
    if (f >= 0 && showReach_) drawReach(table, f, dd);
    if (ruling_ && showRuling_) drawRuling(table, *ruling_, dd);

    // Handles: the turning handle of the selected unit.
    if (auto h = turnHandle()) {
        const PlacedUnit& u = table.unit(f);
        scene_.handles.line(cam_.toScreen(u.corners.fm()), *h, 2, colours::selection);
        scene_.handles.disc(*h, kTouch / 2, sf::Color(30, 30, 30, 170), 24);
        scene_.handles.ring(*h, kTouch / 2, 3, colours::selection, 24);
        scene_.text.add(*h - Vec2{0, 10}, fmt("%.0f°", u.unit->facing), 14, colours::selection,
                        TextBatch::Align::Centre);
    }
    // Ruler.
    if (rulerShown_ && tool_ == Tool::Ruler) {
        Vec2 a = rulerA_, b = rulerB_;
        std::string label = inches(dist(a, b));
        if (rulerUnitA_ >= 0 && rulerUnitB_ >= 0 && rulerUnitA_ != rulerUnitB_ &&
            rulerUnitA_ < int(s.units.size()) && rulerUnitB_ < int(s.units.size())) {
            const Measure m = measure(table, rulerUnitA_, rulerUnitB_);
            a = m.pointA;
            b = m.pointB;
            label = inches(m.distance) + (m.contact ? " contact" : "");
        }
        const Vec2 sa = cam_.toScreen(a), sb = cam_.toScreen(b);
        scene_.handles.line(sa, sb, 3, sf::Color(255, 255, 255));
        scene_.handles.disc(sa, 6, sf::Color::White, 12);
        scene_.handles.disc(sb, 6, sf::Color::White, 12);
        scene_.text.add(lerp(sa, sb, 0.5) + Vec2{0, 6}, label, 17, sf::Color::White,
                        TextBatch::Align::Centre, sf::Color(0, 0, 0, 190));
    }
    // Terrain points and the outline being drawn.
    if (tool_ == Tool::Terrain) {
        if (const int ti = terrainIndex(); ti >= 0 && !drafting_) {
            const Terrain& t = s.terrain[size_t(ti)];
            auto dots = [&](const std::vector<Vec2>& pts, bool closed, sf::Color col) {
                for (Vec2 p : pts) {
                    scene_.handles.disc(cam_.toScreen(p), 11, sf::Color(20, 20, 20), 16);
                    scene_.handles.disc(cam_.toScreen(p), 8, col, 16);
                }
                const std::size_t n = pts.size();
                for (std::size_t i = 0; i + (closed ? 0 : 1) < n && n >= 2; ++i)
                    scene_.handles.disc(cam_.toScreen(lerp(pts[i], pts[(i + 1) % n], 0.5)), 5,
                                        sf::Color(255, 255, 255, 200), 10);
            };
            dots(isPath(t.kind) ? t.path : t.outline, !isPath(t.kind), colours::selection);
            if (t.kind == TerrainKind::Hill) dots(t.top, true, sf::Color(255, 150, 60));
        }
        if (drafting_) {
            std::vector<Vec2> pts;
            for (Vec2 p : draft_)
                pts.push_back(cam_.toScreen(p));
            scene_.handles.polyline(pts, 3, sf::Color(255, 255, 255), false);
            for (Vec2 p : pts)
                scene_.handles.disc(p, 8, colours::selection, 14);
        }
    }
}

void App::drawInto(sf::RenderTarget& target) {
    target.setActive(true);
    target.resetGLStates();
    target.setView(
        sf::View(sf::FloatRect(0, 0, float(target.getSize().x), float(target.getSize().y))));
    // The panels' backgrounds are the cleared window (ImGui draws them without one: it fills
    // through its font texture, which a software rasteriser pays dearly for). The table is
    // drawn through a scissor, so it never paints pixels the panels cover.
    target.clear(sf::Color(22, 24, 29));
    const sf::Vector2u size = target.getSize();
    const int x0 = int(kLeftBar), x1 = int(size.x) - int(kSidePanel),
              h = int(size.y) - int(kTopBar);
    if (x1 > x0 && h > 0) {
        glEnable(GL_SCISSOR_TEST);
        glScissor(x0, 0, x1 - x0, h); // GL counts rows from the bottom
        target.clear(colours::background);
        scene_.draw(target);
        glDisable(GL_SCISSOR_TEST);
    }
    imgui_->draw(target);
}

void App::frame(float dt) {
    updateCaches();
    buildScene();
    imgui_->newFrame(window_.getSize(), dt);
    ui();
    imgui_->endFrame();
    drawInto(window_);
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
    const sf::Image image = rt.getTexture().copyToImage();
    if (!image.saveToFile(path)) {
        error = "cannot write the image " + path;
        return false;
    }
    return true;
}

// ---- Input -------------------------------------------------------------------------------

bool App::overPanel(Vec2 p) const {
    if (modal_ != Modal::None) return true;
    for (const Rect& r : panels_)
        if (p.x >= r.x && p.x < r.x + r.w && p.y >= r.y && p.y < r.y + r.h) return true;
    return false;
}

void App::handleEvent(const sf::Event& e) {
    imgui_->processEvent(e);
    const double t = now();
    switch (e.type) {
    case sf::Event::Closed:
        if (doc_.dirty()) {
            modal_ = Modal::ConfirmQuit;
            modalJustOpened_ = true;
        } else {
            quitting_ = true;
        }
        break;
    case sf::Event::Resized:
        cam_.setViewport(e.size.width, e.size.height);
        break;
    case sf::Event::TouchBegan:
        lastTouchTime_ = t;
        if (e.touch.finger == 0)
            pointerDown({double(e.touch.x), double(e.touch.y)});
        else if (auto g = gestures_.cancel())
            onGesture(*g); // a second finger: not ours
        break;
    case sf::Event::TouchMoved:
        lastTouchTime_ = t;
        if (e.touch.finger == 0) pointerMove({double(e.touch.x), double(e.touch.y)});
        break;
    case sf::Event::TouchEnded:
        lastTouchTime_ = t;
        if (e.touch.finger == 0) pointerUp({double(e.touch.x), double(e.touch.y)});
        break;
    // Systems that turn touches into mouse events too would give every tap twice.
    case sf::Event::MouseButtonPressed:
        if (t - lastTouchTime_ > 0.5 && e.mouseButton.button == sf::Mouse::Left)
            pointerDown({double(e.mouseButton.x), double(e.mouseButton.y)});
        break;
    case sf::Event::MouseMoved:
        if (t - lastTouchTime_ > 0.5) pointerMove({double(e.mouseMove.x), double(e.mouseMove.y)});
        break;
    case sf::Event::MouseButtonReleased:
        if (t - lastTouchTime_ > 0.5 && e.mouseButton.button == sf::Mouse::Left)
            pointerUp({double(e.mouseButton.x), double(e.mouseButton.y)});
        break;
    case sf::Event::MouseWheelScrolled: {
        const Vec2 p{double(e.mouseWheelScroll.x), double(e.mouseWheelScroll.y)};
        if (!overPanel(p) && !imgui_->wantsPointer() &&
            e.mouseWheelScroll.wheel == sf::Mouse::VerticalWheel)
            cam_.zoomAt(p, std::pow(1.15, e.mouseWheelScroll.delta));
        break;
    }
    case sf::Event::KeyPressed:
        if (!imgui_->wantsKeyboard() || e.key.control) onKey(e.key);
        break;
    default:
        break;
    }
}

void App::pointerDown(Vec2 p) {
    pointerOnTable_ = !overPanel(p);
    if (!pointerOnTable_) return;
    lastPointer_ = p;
    if (auto g = gestures_.down(p, now())) onGesture(*g);
}

void App::pointerMove(Vec2 p) {
    if (!pointerOnTable_) return;
    if (auto g = gestures_.move(p, now())) onGesture(*g);
    lastPointer_ = p;
}

void App::pointerUp(Vec2 p) {
    if (!pointerOnTable_) return;
    pointerOnTable_ = false;
    if (auto g = gestures_.up(p, now())) onGesture(*g);
}

void App::onGesture(const Gesture& g) {
    switch (g.kind) {
    case Gesture::Kind::Press:
        onPress(g.at);
        break;
    case Gesture::Kind::Tap:
        onTap(g.at);
        break;
    case Gesture::Kind::LongPress:
        onLongPress(g.start);
        break;
    case Gesture::Kind::DragStart:
        onDragStart(g.at, g.start);
        break;
    case Gesture::Kind::DragMove:
        onDragMove(g.at);
        break;
    case Gesture::Kind::DragEnd:
    case Gesture::Kind::Cancel:
        onDragEnd();
        break;
    }
}

void App::onPress(Vec2 p) {
    const Table& table = doc_.table();
    const Vec2 tp = cam_.toTable(p);
    pressUnit_ = -1;
    pressVertex_.reset();
    pressEdgeMiddle_ = false;
    drag_ = Drag::None;
    switch (tool_) {
    case Tool::Select:
        if (auto h = turnHandle(); h && dist(*h, p) <= kTouch / 2 + 4) {
            drag_ = Drag::TurnUnit;
            return;
        }
        pressUnit_ = unitAt(table, tp, slopInches());
        break;
    case Tool::Ruler:
        break;
    case Tool::Terrain:
        if (const int ti = terrainIndex(); ti >= 0 && !drafting_) {
            const Terrain& t = doc_.scenario().terrain[size_t(ti)];
            pressVertex_ = vertexAt(t, tp, slopInches());
            if (!pressVertex_) {
                pressVertex_ = edgeMiddleAt(t, tp, slopInches() * 0.8);
                pressEdgeMiddle_ = pressVertex_.has_value();
            }
        }
        break;
    }
}

void App::onTap(Vec2 p) {
    const Table& table = doc_.table();
    const Scenario& s = doc_.scenario();
    const Vec2 tp = cam_.toTable(p);
    switch (tool_) {
    case Tool::Select: {
        // The turning handle only turns when dragged: a tap on it goes to what lies under it
        // (often the very target the battery is pointed at), and over bare cloth does nothing.
        const int u = unitAt(table, tp, slopInches());
        if (drag_ == Drag::TurnUnit && u < 0) return;
        const int f = firerIndex();
        if (u < 0) { // empty table: drop the target first, then the selection
            if (!targetId_.empty())
                targetId_.clear();
            else
                firerId_.clear();
        } else if (f < 0) {
            firerId_ = s.units[size_t(u)].id;
        } else if (u == f) {
            firerId_.clear();
            targetId_.clear();
        } else if (s.units[size_t(u)].side != s.units[size_t(f)].side) {
            targetId_ = s.units[size_t(u)].id;
        } else {
            // A friend becomes the firer; the target stays if it is still an enemy.
            firerId_ = s.units[size_t(u)].id;
            if (const int t = targetIndex();
                t >= 0 && s.units[size_t(t)].side == s.units[size_t(u)].side)
                targetId_.clear();
        }
        break;
    }
    case Tool::Ruler: {
        const int u = unitAt(table, tp, slopInches());
        if (rulerStage_ == 0) {
            rulerA_ = rulerB_ = tp;
            rulerUnitA_ = rulerUnitB_ = u;
            rulerStage_ = 1;
        } else {
            rulerB_ = tp;
            rulerUnitB_ = u;
            rulerStage_ = 0;
        }
        rulerShown_ = true;
        break;
    }
    case Tool::Terrain: {
        if (drafting_) {
            draft_.push_back(clampToTable(s, tp));
            return;
        }
        const int ti = terrainIndex();
        if (ti >= 0 && pressEdgeMiddle_ && pressVertex_) {
            Terrain t = s.terrain[size_t(ti)];
            std::vector<Vec2>& pts =
                pressVertex_->top ? t.top : (isPath(t.kind) ? t.path : t.outline);
            const std::size_t at = size_t(pressVertex_->vertex);
            const Vec2 mid = lerp(pts[at - 1], pts[at % pts.size()], 0.5);
            pts.insert(pts.begin() + long(at), mid);
            apply(editTerrain(s, ti, t, "Add point"));
            return;
        }
        if (ti >= 0 && pressVertex_) return; // a tap on a point keeps the selection
        const int hit = terrainAt(table, tp, slopInches());
        terrainId_ = hit >= 0 ? s.terrain[size_t(hit)].id : "";
        break;
    }
    }
}

void App::onLongPress(Vec2 p) {
    const Table& table = doc_.table();
    const Scenario& s = doc_.scenario();
    const Vec2 tp = cam_.toTable(p);
    if (tool_ == Tool::Select && drag_ == Drag::None) {
        const int u = unitAt(table, tp, slopInches());
        if (u >= 0) { // pick this one as the firer, friend or foe
            firerId_ = s.units[size_t(u)].id;
            if (targetId_ == firerId_) targetId_.clear();
            setStatus("Selected " + firerId_);
        } else {
            addAt_ = clampToTable(s, tp);
            modal_ = Modal::AddUnit;
            modalJustOpened_ = true;
        }
    } else if (tool_ == Tool::Terrain && pressVertex_ && !pressEdgeMiddle_) {
        const int ti = terrainIndex();
        if (ti < 0) return;
        Terrain t = s.terrain[size_t(ti)];
        std::vector<Vec2>& pts = pressVertex_->top ? t.top : (isPath(t.kind) ? t.path : t.outline);
        pts.erase(pts.begin() + pressVertex_->vertex);
        apply(editTerrain(s, ti, t, "Remove point"));
        pressVertex_.reset();
    }
}

void App::onDragStart(Vec2 p, Vec2 start) {
    ++gestureId_;
    const Scenario& s = doc_.scenario();
    if (drag_ == Drag::TurnUnit) {
        onDragMove(p);
        return;
    }
    if (tool_ == Tool::Select && pressUnit_ >= 0) {
        const Unit& u = s.units[size_t(pressUnit_)];
        if (u.id != targetId_) { // dragging the target keeps it the target
            firerId_ = u.id;
        }
        grab_ = u.at - cam_.toTable(start);
        drag_ = Drag::MoveUnit;
    } else if (tool_ == Tool::Terrain && pressVertex_ && !pressEdgeMiddle_) {
        drag_ = Drag::MoveVertex;
    } else if (tool_ == Tool::Ruler) {
        drag_ = Drag::Ruler;
        const Vec2 a = cam_.toTable(start);
        rulerA_ = rulerB_ = a;
        rulerUnitA_ = rulerUnitB_ = unitAt(doc_.table(), a, slopInches());
        rulerShown_ = true;
        rulerStage_ = 0;
    } else {
        drag_ = Drag::Pan;
        lastPointer_ = start;
    }
    onDragMove(p);
}

void App::onDragMove(Vec2 p) {
    const Scenario& s = doc_.scenario();
    const Vec2 tp = cam_.toTable(p);
    switch (drag_) {
    case Drag::None:
        break;
    case Drag::Pan:
        cam_.panBy(p - lastPointer_);
        lastPointer_ = p;
        break;
    case Drag::MoveUnit: {
        const int u = pressUnit_; // no unit is added or removed during a drag
        if (u < 0 || u >= int(s.units.size())) break;
        Vec2 at = tp + grab_;
        double facing = s.units[size_t(u)].facing;
        if (snap_) {
            if (auto sn = nearestSnap(doc_.table(), u, at, facing, 0.5)) {
                at = sn->placement.at;
                facing = sn->placement.facing;
            }
        }
        apply(placeUnit(s, u, at, facing, "Move unit"), gestureId_);
        break;
    }
    case Drag::TurnUnit: {
        const int u = firerIndex();
        if (u < 0) break;
        double b = bearing(s.units[size_t(u)].at, tp);
        b = std::round(b);
        const double to45 = std::round(b / 45) * 45;
        if (std::abs(b - to45) <= 2) b = to45; // the usual facings are easy to hit
        apply(placeUnit(s, u, s.units[size_t(u)].at, b, "Turn unit"), gestureId_);
        break;
    }
    case Drag::MoveVertex: {
        const int ti = terrainIndex();
        if (ti < 0 || !pressVertex_) break;
        Terrain t = s.terrain[size_t(ti)];
        std::vector<Vec2>& pts = pressVertex_->top ? t.top : (isPath(t.kind) ? t.path : t.outline);
        if (pressVertex_->vertex >= int(pts.size())) break;
        pts[size_t(pressVertex_->vertex)] = clampToTable(s, tp);
        EditResult r = editTerrain(s, ti, t, "Move point");
        if (!r.command)
            setStatus("Not there: " + r.error);
        else
            apply(std::move(r), gestureId_);
        break;
    }
    case Drag::Ruler:
        rulerB_ = tp;
        rulerUnitB_ = unitAt(doc_.table(), tp, slopInches());
        break;
    }
}

void App::onDragEnd() {
    doc_.history().closeGesture();
    drag_ = Drag::None;
    pressUnit_ = -1;
}

void App::onKey(const sf::Event::KeyEvent& k) {
    using K = sf::Keyboard;
    if (k.control) {
        switch (k.code) {
        case K::Z:
            k.shift ? redo() : undo();
            return;
        case K::Y:
            redo();
            return;
        case K::S:
            if (k.shift || doc_.path().empty()) {
                modal_ = Modal::SaveAs;
                modalJustOpened_ = true;
            } else
                saveFile();
            return;
        case K::O:
            requestOpen();
            return;
        case K::E:
            modal_ = Modal::Export;
            modalJustOpened_ = true;
            return;
        case K::D:
            if (const int f = firerIndex(); f >= 0) {
                apply(duplicateUnit(doc_.scenario(), f, doc_.table().unit(f).r * 3.0));
                firerId_ = doc_.scenario().units.back().id;
            }
            return;
        default:
            break;
        }
        if (imgui_->wantsKeyboard()) return;
    }
    const double step = k.shift ? 1.0 : 0.1;
    switch (k.code) {
    case K::Delete:
        if (tool_ == Tool::Terrain && terrainIndex() >= 0) {
            apply(deleteTerrain(doc_.scenario(), terrainIndex()));
            terrainId_.clear();
        } else if (const int f = firerIndex(); f >= 0) {
            apply(deleteUnit(doc_.scenario(), f));
            firerId_.clear();
        }
        break;
    case K::Left:
        nudge({-1, 0}, step);
        break;
    case K::Right:
        nudge({1, 0}, step);
        break;
    case K::Up:
        nudge({0, -1}, step);
        break;
    case K::Down:
        nudge({0, 1}, step);
        break;
    case K::Q:
        turnSelected(k.shift ? -1 : -5);
        break;
    case K::E:
        turnSelected(k.shift ? 1 : 5);
        break;
    case K::Add:
    case K::Equal:
        cam_.zoomAt({cam_.viewportWidth() / 2, cam_.viewportHeight() / 2}, 1.25);
        break;
    case K::Subtract:
    case K::Hyphen:
        cam_.zoomAt({cam_.viewportWidth() / 2, cam_.viewportHeight() / 2}, 0.8);
        break;
    case K::G:
        sceneOptions_.grid = !sceneOptions_.grid;
        break;
    case K::F:
        fitView();
        break;
    case K::Escape:
        if (drafting_) {
            drafting_ = false;
            draft_.clear();
        } else if (!targetId_.empty())
            targetId_.clear();
        else
            firerId_.clear();
        break;
    case K::Enter:
        if (drafting_) finishDraft();
        break;
    default:
        break;
    }
}

// ---- Edits -------------------------------------------------------------------------------

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

void App::nudge(Vec2 screenDir, double in) {
    const int f = firerIndex();
    if (f < 0) return;
    const double t = now();
    if (t - lastNudge_ > 1.0) nudgeGesture_ = ++gestureId_;
    lastNudge_ = t;
    // The arrow keys move the unit the way they point on screen, whatever the rotation.
    const Vec2 o = cam_.toTable({0, 0}), d = cam_.toTable(screenDir * cam_.pixelsPerInch());
    const Vec2 dir = d - o;
    const Unit& u = doc_.scenario().units[size_t(f)];
    apply(placeUnit(doc_.scenario(), f, u.at + dir * (in / length(dir)), u.facing, "Nudge unit"),
          nudgeGesture_);
}

void App::turnSelected(double degrees) {
    const int f = firerIndex();
    if (f < 0) return;
    const double t = now();
    if (t - lastNudge_ > 1.0) nudgeGesture_ = ++gestureId_;
    lastNudge_ = t;
    const Unit& u = doc_.scenario().units[size_t(f)];
    apply(placeUnit(doc_.scenario(), f, u.at, u.facing + degrees, "Turn unit"), nudgeGesture_);
}

CommandPtr App::snapCommand(int u) {
    const Unit& U = doc_.scenario().units[size_t(u)];
    const auto sn = nearestSnap(doc_.table(), u, U.at, U.facing, 1.0);
    if (!sn) return nullptr;
    return placeUnit(doc_.scenario(), u, sn->placement.at, sn->placement.facing,
                     "Snap into contact");
}

void App::requestOpen() {
    if (doc_.dirty()) {
        modal_ = Modal::ConfirmOpen;
    } else {
        modal_ = Modal::Open;
    }
    modalJustOpened_ = true;
}

void App::openFile(const std::string& path) {
    try {
        Document d = Document::open(path);
        // The old document's unsaved work was confirmed away: its autosave goes too.
        autosaver_.discard(doc_.path());
        doc_ = std::move(d);
        autosaver_ = Autosaver();
        recent_.add(doc_.path());
        firerId_.clear();
        targetId_.clear();
        terrainId_.clear();
        rulerShown_ = false;
        drafting_ = false;
        cacheKey_ = Key{~0ul, -2, -2};
        meshTerrain_.reset();
        fitView();
        setStatus("Opened " + doc_.path());
        if (recoverableAutosave(doc_.path())) {
            modal_ = Modal::Recover;
            modalJustOpened_ = true;
        }
    } catch (const io::LoadError& e) {
        setError(e.what()); // the table on screen stays as it was
    }
}

void App::saveFile() {
    if (doc_.path().empty()) {
        modal_ = Modal::SaveAs;
        modalJustOpened_ = true;
        return;
    }
    saveFileAs(doc_.path());
}

void App::saveFileAs(const std::string& path) {
    const std::string old = doc_.path();
    try {
        doc_.saveAs(path);
        autosaver_.discard(old);
        autosaver_.discard(doc_.path());
        recent_.add(doc_.path());
        setStatus("Saved " + doc_.path());
    } catch (const std::exception& e) {
        setError(e.what());
    }
}

void App::finishDraft() {
    const Scenario& s = doc_.scenario();
    if (draftTop_) {
        const int ti = terrainIndex();
        if (ti >= 0) {
            Terrain t = s.terrain[size_t(ti)];
            t.top = draft_;
            EditResult r = editTerrain(s, ti, t, "Set hill top");
            if (!r.command) {
                setError(r.error);
                return;
            }
            apply(std::move(r));
        }
    } else {
        Terrain t;
        t.kind = draftKind_;
        if (isPath(draftKind_))
            t.path = draft_;
        else
            t.outline = draft_;
        if (draftKind_ == TerrainKind::Road) t.width = 0.5;
        EditResult r = addTerrain(s, t);
        if (!r.command) {
            setError(r.error);
            return;
        }
        apply(std::move(r));
        terrainId_ = doc_.scenario().terrain.back().id;
    }
    drafting_ = false;
    draftTop_ = false;
    draft_.clear();
}

void App::setError(std::string message) {
    error_ = std::move(message);
}

void App::setStatus(std::string message) {
    status_ = std::move(message);
    statusUntil_ = now() + 4;
}

} // namespace cdo::app
