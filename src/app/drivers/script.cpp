#include "app/drivers/script.h"

#include "app/dialogs/new_table.h"
#include "app/gt/turn_edits.h"
#include "app/shell/app.h"

#include <imgui.h>

#include <cmath>
#include <cstdio>
#include <fstream>
#include <iostream>
#include <map>
#include <sstream>

namespace cdo::app {

int Script::run() {
    std::ifstream in(app_.options().script);
    if (!in) {
        std::cerr << app_.options().script << ": cannot open the script\n";
        return 2;
    }
    if (!app_.openCommandLineScenario()) return 2;
    if (!app_.openWindow(false)) return 1;
    app_.fitView();
    app_.frame(1.0f / 60);
    int n = 0;
    for (std::string line; std::getline(in, line);) {
        ++n;
        if (line.empty() || line[0] == '#') continue;
        std::string error;
        if (!this->line(line, error)) {
            std::cerr << app_.options().script << ":" << n << ":1: " << error << "\n";
            return 2;
        }
        app_.frame(1.0f / 60); // panels lay out, caches follow, as after a real event
        std::cout.flush();
    }
    return 0;
}

bool Script::line(const std::string& line, std::string& error) {
    std::istringstream words(line);
    std::string verb;
    words >> verb;
    double x0 = 0, y0 = 0, x1 = 0, y1 = 0;
    auto at = [&](double x, double y) { return app_.camera().toScreen({x, y}); };
    // La Bataille: a hex named by its printed id, as a point (its centre).
    auto hexPoint = [&](const std::string& id, Vec2& out) {
        const lb::HexGrid& g = app_.doc().battle().grid;
        const auto h = app_.doc().laBataille() ? g.parse(id) : std::nullopt;
        if (!h || !g.contains(*h)) return error = "no hex '" + id + "' on the map", false;
        out = g.centre(*h);
        return true;
    };
    if (verb == "taphex" || verb == "longhex" || verb == "draghex") {
        std::string a, b;
        Vec2 pa, pb;
        if (!(words >> a)) return error = verb + " needs a hex id", false;
        if (!hexPoint(a, pa)) return false;
        if (verb == "draghex") {
            if (!(words >> b)) return error = "draghex needs two hex ids", false;
            if (!hexPoint(b, pb)) return false;
        }
        std::ostringstream l;
        l.precision(17);
        if (verb == "draghex")
            l << "drag " << pa.x << " " << pa.y << " " << pb.x << " " << pb.y;
        else
            l << (verb == "taphex" ? "tap " : "long ") << pa.x << " " << pa.y;
        return this->line(l.str(), error);
    }
    if (verb == "tapphoto") { // a tap where the photo's pixel PX PY is shown now
        if (!(words >> x0 >> y0)) return error = "tapphoto needs PX PY (photo pixels)", false;
        // As taken only in the Photo tool; elsewhere the photo lies on the table by its marks.
        const Scenario& sc = app_.doc().scenario();
        std::optional<Homography> h;
        if (app_.tool() == ToolKind::Photo)
            h = app_.photoTool().photoToTable();
        else if (sc.backdrop)
            if (const auto f = backdropFit(*sc.backdrop)) h = f->toTable;
        if (!h) return error = "tapphoto: no photo is shown", false;
        // A touch arrives in whole window pixels: the finger's place is rounded as a real one's.
        const Vec2 sp = app_.camera().toScreen(h->apply({x0, y0}));
        const Vec2 t = app_.camera().toTable({std::round(sp.x), std::round(sp.y)});
        std::ostringstream l;
        l.precision(17);
        l << "tap " << t.x << " " << t.y;
        return this->line(l.str(), error);
    }
    if (verb == "fit") { // as the unit's "Fit to photo"
        std::string id;
        words >> id;
        const int i = app_.doc().scenario().unitIndex(id);
        if (i < 0) return error = "fit needs a unit id", false;
        app_.fitToPhoto({i}, "Fit to photo");
        return true;
    }
    if (verb == "fitall") { // as "Fit every unit to photo"
        app_.fitEveryUnitToPhoto();
        return true;
    }
    if (verb == "tap" || verb == "long") {
        if (!(words >> x0 >> y0)) return error = verb + " needs X Y (table inches)", false;
        app_.pointerDown(at(x0, y0));
        if (verb == "long") {
            app_.holdStill(0.6);
        }
        app_.pointerUp(at(x0, y0));
    } else if (verb == "drag") {
        if (!(words >> x0 >> y0 >> x1 >> y1))
            return error = "drag needs X0 Y0 X1 Y1 (table inches)", false;
        app_.pause(1); // a drag, never the second half of a double-tap and drag
        app_.pointerDown(at(x0, y0));
        for (int i = 1; i <= 10; ++i) {
            app_.pointerMove(at(x0 + (x1 - x0) * i / 10, y0 + (y1 - y0) * i / 10));
            app_.frame(1.0f / 60);
        }
        app_.pointerUp(at(x1, y1));
    } else if (verb == "down" || verb == "move" || verb == "up") { // one finger, step by step
        if (!(words >> x0 >> y0)) return error = verb + " needs X Y (table inches)", false;
        if (verb == "down") {
            app_.pause(1); // as for drag
            app_.pointerDown(at(x0, y0));
        } else if (verb == "move")
            app_.pointerMove(at(x0, y0));
        else
            app_.pointerUp(at(x0, y0));
    } else if (verb == "zoomdrag") { // one finger: tap, then press again and drag DY px down
        double dy = 0;
        if (!(words >> x0 >> y0 >> dy))
            return error = "zoomdrag needs X Y (table inches) and DY (pixels, down)", false;
        app_.pause(1);
        const Vec2 p = at(x0, y0);
        app_.touch(App::Touch::Began, 0, p);
        app_.touch(App::Touch::Ended, 0, p);
        app_.touch(App::Touch::Began, 0, p);
        for (int i = 1; i <= 10; ++i) {
            app_.touch(App::Touch::Moved, 0, p + Vec2{0, dy * i / 10});
            app_.frame(1.0f / 60);
        }
        app_.touch(App::Touch::Ended, 0, p + Vec2{0, dy});
    } else if (verb == "pinch") { // two fingers about X Y spread by SCALE, moved DX DY px
        double scale = 0, dx = 0, dy = 0;
        if (!(words >> x0 >> y0 >> scale) || !(scale > 0))
            return error = "pinch needs X Y (table inches), SCALE above 0 [DX DY pixels]", false;
        words >> dx >> dy;
        const Vec2 c = at(x0, y0), half{touchPx(), 0}; // two fingertips apart
        app_.touch(App::Touch::Began, 0, c - half);
        app_.touch(App::Touch::Began, 1, c + half);
        for (int i = 1; i <= 10; ++i) {
            const double k = 1 + (scale - 1) * i / 10;
            const Vec2 m = c + Vec2{dx, dy} * (i / 10.0);
            app_.touch(App::Touch::Moved, 0, m - half * k);
            app_.touch(App::Touch::Moved, 1, m + half * k);
            app_.frame(1.0f / 60);
        }
        const Vec2 m = c + Vec2{dx, dy};
        app_.touch(App::Touch::Ended, 1, m + half * scale);
        app_.touch(App::Touch::Ended, 0, m - half * scale);
    } else if (verb == "wheel") { // the mouse wheel turned DELTA notches at X Y
        double delta = 0;
        if (!(words >> x0 >> y0 >> delta))
            return error = "wheel needs X Y (table inches) and DELTA (notches)", false;
        app_.wheel(at(x0, y0), float(delta));
    } else if (verb == "lasso") { // one finger round the points X Y X Y ..., back to the first
        std::vector<Vec2> pts;
        while (words >> x0 >> y0)
            pts.push_back(at(x0, y0));
        if (pts.size() < 3) return error = "lasso needs at least three points X Y", false;
        app_.pause(1);
        app_.touch(App::Touch::Began, 0, pts[0]);
        pts.push_back(pts[0]);
        for (std::size_t i = 1; i < pts.size(); ++i)
            for (int k = 1; k <= 4; ++k) {
                app_.touch(App::Touch::Moved, 0, lerp(pts[i - 1], pts[i], k / 4.0));
                app_.frame(1.0f / 60);
            }
        app_.touch(App::Touch::Ended, 0, pts[0]);
    } else if (verb == "finger") { // one touch event: finger down|move|up N X Y
        std::string phase;
        unsigned n = 0;
        if (!(words >> phase >> n >> x0 >> y0) ||
            (phase != "down" && phase != "move" && phase != "up"))
            return error = "finger needs down|move|up, a finger number and X Y", false;
        app_.touch(phase == "down"   ? App::Touch::Began
                   : phase == "move" ? App::Touch::Moved
                                     : App::Touch::Ended,
                   n, at(x0, y0));
    } else if (verb == "hold") { // the finger down stays still SECONDS (a long press, 0.5 s)
        if (!(words >> x0) || !(x0 >= 0)) return error = "hold needs SECONDS", false;
        app_.holdStill(x0);
    } else if (verb == "wait") { // SECONDS pass with nothing pressed; the autosave ticks
        if (!(words >> x0) || !(x0 >= 0)) return error = "wait needs SECONDS", false;
        app_.waitIdle(x0);
    } else if (verb == "where") { // the window pixel of table point X Y, as now drawn
        if (!(words >> x0 >> y0)) return error = "where needs X Y (table inches)", false;
        const Vec2 p = at(x0, y0);
        std::cout << "where " << x0 << " " << y0 << " " << fmtNumber("%.2f", p.x) << " "
                  << fmtNumber("%.2f", p.y) << "\n";
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
        app_.key(k);
    } else if (verb == "tool") {
        std::string t;
        words >> t;
        if (t == "select")
            app_.useTool(ToolKind::Select);
        else if (t == "ruler")
            app_.useTool(ToolKind::Ruler);
        else if (t == "terrain")
            app_.useTool(ToolKind::Terrain);
        else if (t == "photo")
            app_.useTool(ToolKind::Photo);
        else
            return error = "unknown tool '" + t + "'", false;
    } else if (verb == "draft") { // starts drawing a new terrain piece, as its button does
        std::string kind;
        words >> kind;
        const auto k = parseTerrainKind(kind);
        if (!k) return error = "unknown terrain kind '" + kind + "'", false;
        app_.useTool(ToolKind::Terrain);
        app_.terrainTool().startDraft(*k);
    } else if (verb == "finish") {
        app_.terrainTool().finishDraft();
    } else if (verb == "save") {
        std::string path;
        words >> path;
        if (path.empty())
            app_.saveFile();
        else
            app_.saveFileAs(path);
    } else if (verb == "open") {
        std::string path;
        words >> path;
        app_.openFile(path);
    } else if (verb == "screenshot") {
        std::string path;
        words >> path;
        app_.frame(1.0f / 60);
        if (!app_.saveImage(path, error)) return false;
    } else if (verb == "roster") { // opens the roster with LIST for SIDE (0 or 1)
        int side = -1;
        std::string list;
        if (!(words >> side >> list) || side < 0 || side >= Roster::kSides)
            return error = "roster needs SIDE (0 or 1) and an army-list file", false;
        app_.openRoster(side);
        if (!app_.roster().choose(side, list, error)) return false;
    } else if (verb == "deploy") { // taps the roster line of ID, as a finger would
        int side = -1;
        std::string id;
        if (!(words >> side >> id) || side < 0 || side >= Roster::kSides)
            return error = "deploy needs SIDE and a unit or general id of its list", false;
        const Vec2 middle = app_.camera().toTable(app_.viewCentre());
        CommandPtr cmd;
        for (const RosterLine& l : app_.roster().lines(side)) {
            const double facing = app_.roster().facingFor(app_.doc().scenario(), side);
            if (l.kind == RosterLine::Kind::Unit && l.unit->id == id)
                cmd = app_.roster().deploy(app_.doc().scenario(), side, *l.unit, middle, facing);
            if (l.kind == RosterLine::Kind::General && l.command->general.id == id)
                cmd = app_.roster().deploy(app_.doc().scenario(), side, l.command->general, middle,
                                           facing);
        }
        if (const std::string full = unitLimitProblem(app_.doc().scenario()); !full.empty()) {
            app_.setError(full); // as a tap on the roster line does
            return true;
        }
        if (!cmd) return error = "no unit or general '" + id + "' in the roster", false;
        app_.apply(std::move(cmd));
        app_.selection().firer = app_.doc().scenario().units.back().id;
        app_.selection().target.clear();
    } else if (verb == "launch") { // starts over as the window does with FILE (or none)
        std::string path;
        words >> path;
        app_.launch(path);
    } else if (verb == "press") { // taps the button with this label in the dialog or panel
        std::string label;
        std::getline(words >> std::ws, label);
        if (!app_.pressButton(label)) return error = "no button '" + label + "' on screen", false;
    } else if (verb == "ppi") { // the screen's density, as "Screen ppi" sets it (not saved)
        double ppi = 0;
        if (!(words >> ppi) || !(ppi >= kMinScreenPpi && ppi <= kMaxScreenPpi))
            return error = "ppi needs a density from 60 to 640", false;
        setScreenPpi(ppi);
        app_.frame(1.0f / 60); // the panels are made again at the new size
        app_.frame(1.0f / 60);
    } else if (verb == "theme") { // as "Colours" sets it (not saved)
        std::string name;
        words >> name;
        const auto t = themeFromString(name);
        if (!t) return error = "theme needs standard, daylight or colour-blind", false;
        setTheme(*t);
    } else if (verb == "zoom") { // zooms the view by FACTOR about its middle, as + and - do
        double f = 0;
        if (!(words >> f) || !(f > 0)) return error = "zoom needs a FACTOR above 0", false;
        app_.zoomView(f);
    } else if (verb == "paneldrag") { // a finger on the side panel: X Y from its top-left, DY
        double dy = 0;
        if (!(words >> x0 >> y0 >> dy))
            return error = "paneldrag needs X Y (pixels from the side panel's corner) DY", false;
        const Layout::Box side =
            layoutFor(app_.camera().viewportWidth(), app_.camera().viewportHeight()).side;
        const Vec2 corner{side.x, side.y};
        app_.mouseDrag(corner + Vec2{x0, y0}, corner + Vec2{x0, y0 + dy});
    } else if (verb == "panelscroll") { // as the side panel's scrollbar would
        if (!(words >> y0)) return error = "panelscroll needs Y (pixels)", false;
        app_.scrollSidePanel(float(y0));
        app_.frame(1.0f / 60);
    } else if (verb == "layout") { // the table's view and every button drawn, in pixels
        const Layout l = layoutFor(app_.camera().viewportWidth(), app_.camera().viewportHeight());
        auto box = [](float x, float y, float w, float h) {
            return fmtNumber("%.0f", x) + " " + fmtNumber("%.0f", y) + " " + fmtNumber("%.0f", w) +
                   " " + fmtNumber("%.0f", h);
        };
        std::cout << "window " << app_.camera().viewportWidth() << " "
                  << app_.camera().viewportHeight() << "\n";
        std::cout << "table-view " << box(l.table.x, l.table.y, l.table.w, l.table.h) << "\n";
        for (const auto& [label, r] : lastButtons())
            std::cout << "button " << box(r.x, r.y, r.w, r.h) << " " << label << "\n";
        for (const auto& [label, r] : lastFields())
            std::cout << "field " << box(r.x, r.y, r.w, r.h) << " " << label << "\n";
        for (const auto& [label, r] : lastRows())
            std::cout << "row " << box(r.x, r.y, r.w, r.h) << " " << label << "\n";
        std::cout << "scrollbar " << ImGui::GetStyle().ScrollbarSize << "\n";
        std::cout << "ppi " << screenPpi() << "\n";
        std::cout << "---\n";
    } else if (verb == "exportruling") { // as the ruling panel's button, at WxH pixels
        std::string path, size;
        words >> path >> size;
        unsigned w = 1600, h = 1000;
        if (path.empty()) return error = "exportruling needs a file", false;
        if (!size.empty() && std::sscanf(size.c_str(), "%ux%u", &w, &h) != 2)
            return error = "exportruling: '" + size + "' is not WIDTHxHEIGHT", false;
        app_.frame(1.0f / 60);
        if (!app_.exportRulingNow(path, w, h, error)) return false;
    } else if (verb == "newtable") { // "New table" with a size typed in inches
        std::string w, d;
        words >> w >> d;
        const auto wi = parseInches(w), di = parseInches(d);
        if (!wi || !di) return error = "newtable needs WIDTH DEPTH in inches", false;
        if (const std::string problem = app_.newTable(*wi, *di); !problem.empty())
            app_.setError(problem);
    } else if (verb == "view") { // a switch of the View panel, as its checkbox does
        std::string name, state;
        words >> name >> state;
        if (name != "all-batteries" || (state != "on" && state != "off"))
            return error = "view needs all-batteries on|off", false;
        app_.viewSettings().allBatteries = state == "on";
    } else if (verb == "dump") {
        dump();
    } else {
        return error = "unknown script command '" + verb + "'", false;
    }
    return true;
}

void Script::dump() const {
    const Scenario& s = app_.doc().scenario();
    std::cout << "firer " << (app_.selection().firer.empty() ? "-" : app_.selection().firer)
              << "\n";
    std::cout << "target " << (app_.selection().target.empty() ? "-" : app_.selection().target)
              << "\n";
    std::cout << "terrain-selected "
              << (app_.selection().terrain.empty() ? "-" : app_.selection().terrain) << "\n";
    std::cout << "file " << (app_.doc().path().empty() ? "-" : app_.doc().path()) << "\n";
    if (app_.modals().isRecoverOpen())
        std::cout << "recover-offered "
                  << (app_.modals().recoverFor().empty() ? "-" : app_.modals().recoverFor())
                  << "\n";
    if (app_.modals().isOpen()) std::cout << "dialog " << app_.modals().title() << "\n";
    if (app_.selectTool().menuOpen()) { // the long-press menu's buttons, in order
        std::cout << "menu";
        for (const std::string& l : app_.selectTool().menuLabels())
            std::cout << " [" << l << "]";
        std::cout << "\n";
    }
    if (const auto h = app_.selectTool().turnHandle(); h && !app_.selectTool().groupMode()) {
        const Vec2 t = app_.camera().toTable(*h); // in table inches, to drag it
        std::cout << "turn-handle " << fmtNumber("%.4f", t.x) << " " << fmtNumber("%.4f", t.y)
                  << "\n";
    }
    if (app_.selectTool().groupMode()) {
        std::cout << "group";
        for (const int i : app_.selectTool().groupIndices())
            std::cout << " " << s.units[size_t(i)].id;
        std::cout << "\n";
        if (const auto h = app_.selectTool().groupHandle()) { // in table inches, to drag it
            const Vec2 t = app_.camera().toTable(*h);
            std::cout << "group-handle " << fmtNumber("%.4f", t.x) << " " << fmtNumber("%.4f", t.y)
                      << "\n";
        }
    }
    std::cout << "view " << fmtNumber("%.3f", app_.camera().pixelsPerInch()) << " "
              << fmtNumber("%.3f", app_.camera().centre().x) << " "
              << fmtNumber("%.3f", app_.camera().centre().y) << "\n";
    std::cout << "dirty " << app_.doc().dirty() << "\n";
    std::cout << "undo "
              << (app_.doc().history().canUndo() ? app_.doc().history().undoLabel() : "-") << "\n";
    std::cout << "redo "
              << (app_.doc().history().canRedo() ? app_.doc().history().redoLabel() : "-") << "\n";
    std::cout << "error " << (app_.error().empty() ? "-" : app_.error()) << "\n";
    std::cout << "status " << (app_.status().empty() ? "-" : app_.status()) << "\n";
    std::cout << "panel-scroll " << fmtNumber("%.0f", app_.sidePanelScroll()) << " of "
              << fmtNumber("%.0f", app_.sidePanelScrollMax()) << "\n";
    std::cout << "press-scrolls " << app_.pressScrolls() << "\n";
    if (app_.answers().ruling)
        std::cout << "ruling " << (app_.answers().ruling->valid ? "valid" : "invalid") << "\n";
    if (app_.doc().laBataille()) {
        const lb::Battle& b = s.battle;
        std::cout << "target-hex "
                  << (app_.selection().hex ? b.grid.id(*app_.selection().hex) : "-") << "\n";
        std::cout << "rulings " << (app_.doc().hasEngine() ? "yes" : "no") << "\n";
        for (const lb::Unit& u : b.units) {
            std::cout << "counter " << u.id << " ";
            for (std::size_t i = 0; i < u.hexes.size(); ++i)
                std::cout << (i ? "," : "") << b.grid.id(u.hexes[i]);
            std::cout << " " << fmtNumber("%.0f", u.facing) << " " << lb::toString(u.formation)
                      << " " << u.increments << "\n";
        }
        const auto& looks = app_.answers().counters;
        for (std::size_t i = 0; i < looks.size() && i < b.units.size(); ++i) {
            const char* m = looks[i].asTarget == CounterLook::AsTarget::Valid        ? "valid"
                            : looks[i].asTarget == CounterLook::AsTarget::NotClosest ? "not-closest"
                            : looks[i].asTarget == CounterLook::AsTarget::Invalid    ? "invalid"
                                                                                     : nullptr;
            if (m) std::cout << "mark " << b.units[i].id << " " << m << "\n";
        }
    }
    for (const Unit& u : s.units)
        std::cout << "unit " << u.id << " " << fmtNumber("%.4f", u.at.x) << " "
                  << fmtNumber("%.4f", u.at.y) << " " << fmtNumber("%.2f", u.facing) << "\n";
    for (const Terrain& t : s.terrain)
        std::cout << "terrain " << t.id << " " << toString(t.kind) << " "
                  << (isPath(t.kind) ? t.path.size() : t.outline.size()) << "\n";
    for (std::size_t i = 0; i < app_.answers().looks.size(); ++i)
        if (app_.answers().looks[i].asTarget == UnitLook::AsTarget::Valid)
            std::cout << "valid " << s.units[i].id << "\n";
    // The all-batteries view: each battery's number, id and valid targets.
    for (const BatteryTargets& b : app_.answers().allBatteries) {
        std::cout << "battery " << b.number << " " << s.units[size_t(b.battery)].id;
        for (const int t : b.targets)
            std::cout << " " << s.units[size_t(t)].id;
        std::cout << "\n";
    }
    if (!app_.doc().laBataille())
        std::cout << "table " << fmtNumber("%.2f", s.tableWidth) << " "
                  << fmtNumber("%.2f", s.tableDepth) << "\n";
    for (const ArmyRef& a : s.armies)
        std::cout << "army " << a.side << " " << a.list << "\n";
    for (int side = 0; side < Roster::kSides; ++side)
        if (app_.roster().list(side))
            std::cout << "roster " << side << " " << app_.roster().deployedCount(s, side) << "/"
                      << app_.roster().total(side) << "\n";
    if (app_.rosterOpen())
        std::cout << "roster-rows wrapped " << app_.rosterPanelState().wrappedRows << " clipped "
                  << app_.rosterPanelState().clippedRows << "\n";
    if (s.backdrop) {
        const Backdrop& b = *s.backdrop;
        std::size_t placed = 0;
        for (const BackdropMark& m : b.marks)
            placed += m.image ? 1 : 0;
        std::cout << "backdrop " << b.image << " opacity " << fmtNumber("%.2f", b.opacity)
                  << " marks " << b.marks.size() << " placed " << placed << "\n";
        // The photo as shown (upright: its EXIF orientation applied), once loaded.
        if (app_.photo().loaded())
            std::cout << "photo-size " << app_.photo().size().x << " " << app_.photo().size().y
                      << "\n";
        for (std::size_t i = 0; i < b.marks.size(); ++i) {
            std::cout << "photo-mark " << i + 1 << " " << fmtNumber("%.2f", b.marks[i].table.x)
                      << " " << fmtNumber("%.2f", b.marks[i].table.y);
            if (b.marks[i].image)
                std::cout << " at " << fmtNumber("%.1f", b.marks[i].image->x) << " "
                          << fmtNumber("%.1f", b.marks[i].image->y);
            std::cout << "\n";
        }
        if (auto f = backdropFit(b))
            std::cout << "photo-fit rms " << fmtNumber("%.3f", f->rms) << " inches-per-pixel "
                      << fmtNumber("%.4f", f->inchesPerPixel) << "\n";
    }
    // The last Fit to photo: its summary, then each unit's line as the panel shows it.
    if (!app_.fitReport().summary.empty()) {
        std::cout << "fit-report " << app_.fitReport().summary << "\n";
        for (const UnitFit& u : app_.fitReport().units)
            std::cout << (u.fitted ? "fitted " : "fit-refused ") << u.id << " " << u.words << "\n";
    }
    dumpTurn(std::cout, s);
    std::cout << "---\n";
}

} // namespace cdo::app
