#include "app/drivers/script.h"

#include "app/dialogs/new_table.h"
#include "app/lb/lb_fire.h"
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
        // A photo decodes off the frame loop: each step finds it decoded, as a player who
        // waits would, unless the script watches the decode ("photowait off"; not waited for
        // itself, so that a script starting with it sees the decode from its first frames).
        if (waitPhoto_ && line.rfind("photowait", 0) != 0) app_.settlePhoto();
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

namespace {

// One line being played: its verb, the words after it, and where a refusal is said.
struct Line {
    App& app;
    Script& script;
    const std::string& verb;
    std::istringstream& words;
    std::string& error;

    bool fail(std::string message) {
        error = std::move(message);
        return false;
    }
    Vec2 at(double x, double y) const { return app.camera().toScreen({x, y}); }
    void frame() const { app.frame(1.0f / 60); }
};

// ---- Fingers on the table -----------------------------------------------------------------

// A tap (or a long press) at table point p, as a finger.
void tapAt(App& app, Vec2 p, bool longPress) {
    const Vec2 s = app.camera().toScreen(p);
    app.pointerDown(s);
    if (longPress) app.holdStill(0.6);
    app.pointerUp(s);
}

// A drag from table point a to b in ten steps, a frame each.
void dragAlong(App& app, Vec2 a, Vec2 b) {
    app.pause(1); // a drag, never the second half of a double-tap and drag
    app.pointerDown(app.camera().toScreen(a));
    for (int i = 1; i <= 10; ++i) {
        app.pointerMove(
            app.camera().toScreen({a.x + (b.x - a.x) * i / 10, a.y + (b.y - a.y) * i / 10}));
        app.frame(1.0f / 60);
    }
    app.pointerUp(app.camera().toScreen(b));
}

bool tapOrLong(Line& l) { // tap X Y, long X Y
    double x = 0, y = 0;
    if (!(l.words >> x >> y)) return l.fail(l.verb + " needs X Y (table inches)");
    tapAt(l.app, {x, y}, l.verb == "long");
    return true;
}

bool drag(Line& l) {
    double x0 = 0, y0 = 0, x1 = 0, y1 = 0;
    if (!(l.words >> x0 >> y0 >> x1 >> y1)) return l.fail("drag needs X0 Y0 X1 Y1 (table inches)");
    dragAlong(l.app, {x0, y0}, {x1, y1});
    return true;
}

bool oneFinger(Line& l) { // down, move, up: one finger, step by step
    double x = 0, y = 0;
    if (!(l.words >> x >> y)) return l.fail(l.verb + " needs X Y (table inches)");
    if (l.verb == "down") {
        l.app.pause(1); // as for drag
        l.app.pointerDown(l.at(x, y));
    } else if (l.verb == "move") {
        l.app.pointerMove(l.at(x, y));
    } else {
        l.app.pointerUp(l.at(x, y));
    }
    return true;
}

// La Bataille: a hex named by its printed id, as a point (its centre).
bool hexPoint(Line& l, const std::string& id, Vec2& out) {
    const lb::HexGrid& g = l.app.doc().battle().grid;
    const auto h = l.app.doc().laBataille() ? g.parse(id) : std::nullopt;
    if (!h || !g.contains(*h)) return l.fail("no hex '" + id + "' on the map");
    out = g.centre(*h);
    return true;
}

bool onHex(Line& l) { // taphex ID, longhex ID, draghex ID ID
    std::string a, b;
    Vec2 pa, pb;
    if (!(l.words >> a)) return l.fail(l.verb + " needs a hex id");
    if (!hexPoint(l, a, pa)) return false;
    if (l.verb != "draghex") {
        tapAt(l.app, pa, l.verb == "longhex");
        return true;
    }
    if (!(l.words >> b)) return l.fail("draghex needs two hex ids");
    if (!hexPoint(l, b, pb)) return false;
    dragAlong(l.app, pa, pb);
    return true;
}

bool fingerOnHex(Line& l) { // downhex, movehex, uphex ID: one finger, hex by hex
    std::string a;
    Vec2 p;
    if (!(l.words >> a)) return l.fail(l.verb + " needs a hex id");
    if (!hexPoint(l, a, p)) return false;
    const Vec2 at = l.at(p.x, p.y);
    if (l.verb == "downhex") {
        l.app.pause(1); // as for drag
        l.app.pointerDown(at);
    } else if (l.verb == "movehex") {
        l.app.pointerMove(at);
    } else {
        l.app.pointerUp(at);
    }
    return true;
}

bool tapPhoto(Line& l) { // a tap where the photo's pixel PX PY is shown now
    double px = 0, py = 0;
    if (!(l.words >> px >> py)) return l.fail("tapphoto needs PX PY (photo pixels)");
    // As taken only in the Photo tool; elsewhere the photo lies on the table by its marks.
    const Scenario& sc = l.app.doc().scenario();
    std::optional<Homography> h;
    if (l.app.tool() == ToolKind::Photo && l.app.gtFace())
        h = l.app.photoTool().photoToTable();
    else if (backdropOf(sc))
        if (const auto f = backdropFit(*backdropOf(sc))) h = f->toTable;
    if (!h) return l.fail("tapphoto: no photo is shown");
    // A touch arrives in whole window pixels: the finger's place is rounded as a real one's.
    const Vec2 sp = l.app.camera().toScreen(h->apply({px, py}));
    tapAt(l.app, l.app.camera().toTable({std::round(sp.x), std::round(sp.y)}), false);
    return true;
}

bool zoomDrag(Line& l) { // one finger: tap, then press again and drag DY px down
    double x = 0, y = 0, dy = 0;
    if (!(l.words >> x >> y >> dy))
        return l.fail("zoomdrag needs X Y (table inches) and DY (pixels, down)");
    l.app.pause(1);
    const Vec2 p = l.at(x, y);
    l.app.touch(App::Touch::Began, 0, p);
    l.app.touch(App::Touch::Ended, 0, p);
    l.app.touch(App::Touch::Began, 0, p);
    for (int i = 1; i <= 10; ++i) {
        l.app.touch(App::Touch::Moved, 0, p + Vec2{0, dy * i / 10});
        l.frame();
    }
    l.app.touch(App::Touch::Ended, 0, p + Vec2{0, dy});
    return true;
}

bool pinch(Line& l) { // two fingers about X Y spread by SCALE, moved DX DY px
    double x = 0, y = 0, scale = 0, dx = 0, dy = 0;
    if (!(l.words >> x >> y >> scale) || !(scale > 0))
        return l.fail("pinch needs X Y (table inches), SCALE above 0 [DX DY pixels]");
    l.words >> dx >> dy;
    const Vec2 c = l.at(x, y), half{touchPx(), 0}; // two fingertips apart
    l.app.touch(App::Touch::Began, 0, c - half);
    l.app.touch(App::Touch::Began, 1, c + half);
    for (int i = 1; i <= 10; ++i) {
        const double k = 1 + (scale - 1) * i / 10;
        const Vec2 m = c + Vec2{dx, dy} * (i / 10.0);
        l.app.touch(App::Touch::Moved, 0, m - half * k);
        l.app.touch(App::Touch::Moved, 1, m + half * k);
        l.frame();
    }
    const Vec2 m = c + Vec2{dx, dy};
    l.app.touch(App::Touch::Ended, 1, m + half * scale);
    l.app.touch(App::Touch::Ended, 0, m - half * scale);
    return true;
}

bool wheel(Line& l) { // the mouse wheel turned DELTA notches at X Y
    double x = 0, y = 0, delta = 0;
    if (!(l.words >> x >> y >> delta))
        return l.fail("wheel needs X Y (table inches) and DELTA (notches)");
    l.app.wheel(l.at(x, y), float(delta));
    return true;
}

bool lasso(Line& l) { // one finger round the points X Y X Y ..., back to the first
    std::vector<Vec2> pts;
    for (double x = 0, y = 0; l.words >> x >> y;)
        pts.push_back(l.at(x, y));
    if (pts.size() < 3) return l.fail("lasso needs at least three points X Y");
    l.app.pause(1);
    l.app.touch(App::Touch::Began, 0, pts[0]);
    pts.push_back(pts[0]);
    for (std::size_t i = 1; i < pts.size(); ++i)
        for (int k = 1; k <= 4; ++k) {
            l.app.touch(App::Touch::Moved, 0, lerp(pts[i - 1], pts[i], k / 4.0));
            l.frame();
        }
    l.app.touch(App::Touch::Ended, 0, pts[0]);
    return true;
}

bool finger(Line& l) { // one touch event: finger down|move|up N X Y
    std::string phase;
    unsigned n = 0;
    double x = 0, y = 0;
    if (!(l.words >> phase >> n >> x >> y) || (phase != "down" && phase != "move" && phase != "up"))
        return l.fail("finger needs down|move|up, a finger number and X Y");
    l.app.touch(phase == "down"   ? App::Touch::Began
                : phase == "move" ? App::Touch::Moved
                                  : App::Touch::Ended,
                n, l.at(x, y));
    return true;
}

bool hold(Line& l) { // the finger down stays still SECONDS (a long press, 0.5 s)
    double s = 0;
    if (!(l.words >> s) || !(s >= 0)) return l.fail("hold needs SECONDS");
    l.app.holdStill(s);
    return true;
}

bool photoWait(Line& l) { // photowait on|off: whether each step waits for the photo to decode
    std::string state;
    l.words >> state;
    if (state != "on" && state != "off") return l.fail("photowait needs on or off");
    l.script.waitForPhoto(state == "on");
    return true;
}

bool wait(Line& l) { // SECONDS pass with nothing pressed; the autosave ticks
    double s = 0;
    if (!(l.words >> s) || !(s >= 0)) return l.fail("wait needs SECONDS");
    l.app.waitIdle(s);
    return true;
}

bool where(Line& l) { // the window pixel of table point X Y, as now drawn
    double x = 0, y = 0;
    if (!(l.words >> x >> y)) return l.fail("where needs X Y (table inches)");
    const Vec2 p = l.at(x, y);
    std::cout << "where " << x << " " << y << " " << fmtNumber("%.2f", p.x) << " "
              << fmtNumber("%.2f", p.y) << "\n";
    return true;
}

// ---- Keys, tools and files ----------------------------------------------------------------

bool key(Line& l) {
    std::string name, mod;
    l.words >> name;
    KeyEvent k;
    while (l.words >> mod) {
        if (mod == "ctrl")
            k.control = true;
        else if (mod == "shift")
            k.shift = true;
        else
            return l.fail("unknown key modifier '" + mod + "'");
    }
    static const std::map<std::string, Key> keys{
        {"z", Key::Z},           {"y", Key::Y},         {"s", Key::S},   {"d", Key::D},
        {"q", Key::Q},           {"e", Key::E},         {"g", Key::G},   {"delete", Key::Delete},
        {"left", Key::Left},     {"right", Key::Right}, {"up", Key::Up}, {"down", Key::Down},
        {"escape", Key::Escape}, {"enter", Key::Enter}};
    const auto it = keys.find(name);
    if (it == keys.end()) return l.fail("unknown key '" + name + "'");
    k.code = it->second;
    l.app.key(k);
    return true;
}

bool type(Line& l) { // TEXT typed on a keyboard into the field that has the keys
    std::string text;
    std::getline(l.words >> std::ws, text);
    if (text.empty()) return l.fail("type needs the TEXT to type");
    ImGui::GetIO().AddInputCharactersUTF8(text.c_str());
    l.frame();
    return true;
}

bool tool(Line& l) {
    static const std::map<std::string, ToolKind> tools{{"select", ToolKind::Select},
                                                       {"ruler", ToolKind::Ruler},
                                                       {"terrain", ToolKind::Terrain},
                                                       {"photo", ToolKind::Photo}};
    std::string t;
    l.words >> t;
    const auto it = tools.find(t);
    if (it == tools.end()) return l.fail("unknown tool '" + t + "'");
    l.app.useTool(it->second);
    return true;
}

bool draft(Line& l) { // starts drawing a new terrain piece, as its button does
    std::string kind;
    l.words >> kind;
    const auto k = parseTerrainKind(kind);
    if (!k) return l.fail("unknown terrain kind '" + kind + "'");
    if (!l.app.gtFace()) return l.fail("draft: terrain is drawn on a table, not a map");
    l.app.useTool(ToolKind::Terrain);
    l.app.terrainTool().startDraft(*k);
    return true;
}

bool finish(Line& l) {
    if (!l.app.gtFace()) return l.fail("finish: terrain is drawn on a table, not a map");
    l.app.terrainTool().finishDraft();
    return true;
}

bool save(Line& l) {
    std::string path;
    l.words >> path;
    if (path.empty())
        l.app.saveFile();
    else
        l.app.saveFileAs(path);
    return true;
}

bool open(Line& l) {
    std::string path;
    l.words >> path;
    l.app.openFile(path);
    return true;
}

bool launch(Line& l) { // starts over as the window does with FILE (or none)
    std::string path;
    l.words >> path;
    l.app.launch(path);
    return true;
}

bool screenshot(Line& l) {
    std::string path;
    l.words >> path;
    l.frame();
    return l.app.saveImage(path, l.error);
}

bool exportRuling(Line& l) { // as the ruling panel's button, at WxH pixels
    std::string path, size;
    l.words >> path >> size;
    unsigned w = 1600, h = 1000;
    if (path.empty()) return l.fail("exportruling needs a file");
    if (!size.empty() && std::sscanf(size.c_str(), "%ux%u", &w, &h) != 2)
        return l.fail("exportruling: '" + size + "' is not WIDTHxHEIGHT");
    l.frame();
    return l.app.exportRulingNow(path, w, h, l.error);
}

bool newTable(Line& l) { // "New table" with a size typed in inches
    std::string w, d;
    l.words >> w >> d;
    const auto wi = parseInches(w), di = parseInches(d);
    if (!wi || !di) return l.fail("newtable needs WIDTH DEPTH in inches");
    if (const std::string problem = l.app.newTable(*wi, *di); !problem.empty())
        l.app.setError(problem);
    return true;
}

bool newMap(Line& l) { // "New" La Bataille map with a size typed in hexes
    std::string c, r;
    l.words >> c >> r;
    const auto ci = parseHexCount(c), ri = parseHexCount(r);
    if (!ci || !ri) return l.fail("newmap needs COLUMNS ROWS (whole numbers of hexes)");
    if (const std::string problem = l.app.newMap(*ci, *ri); !problem.empty())
        l.app.setError(problem);
    return true;
}

// ---- The fit to photo, the roster --------------------------------------------------------

bool fit(Line& l) { // as the unit's "Fit to photo"
    std::string id;
    l.words >> id;
    const gt::Setup* g = l.app.doc().scenario().gtOrNull();
    const int i = g ? g->unitIndex(id) : -1;
    if (i < 0) return l.fail("fit needs a unit id");
    l.app.fitToPhoto({i}, "Fit to photo");
    return true;
}

bool fitAll(Line& l) { // as "Fit every unit to photo"
    l.app.fitEveryUnitToPhoto();
    return true;
}

bool roster(Line& l) { // opens the roster with LIST for SIDE (0 or 1)
    int side = -1;
    std::string list;
    if (!(l.words >> side >> list) || side < 0 || side >= Roster::kSides)
        return l.fail("roster needs SIDE (0 or 1) and an army-list file");
    l.app.openRoster(side);
    return l.app.roster().choose(side, list, l.error);
}

bool deploy(Line& l) { // taps the roster line of ID, as a finger would
    int side = -1;
    std::string id;
    if (!(l.words >> side >> id) || side < 0 || side >= Roster::kSides)
        return l.fail("deploy needs SIDE and a unit or general id of its list");
    App& app = l.app;
    const Scenario& s = app.doc().scenario();
    CommandPtr cmd; // where a tap puts it: by its side's edge (Roster::deployAtEdge)
    for (const RosterLine& r : app.roster().lines(side)) {
        if (r.kind == RosterLine::Kind::Unit && r.unit->id == id)
            cmd = app.roster().deployAtEdge(s, side, *r.unit);
        if (r.kind == RosterLine::Kind::General && r.command->general.id == id)
            cmd = app.roster().deployAtEdge(s, side, r.command->general);
    }
    if (const std::string full = unitLimitProblem(s); !full.empty()) {
        app.setError(full); // as a tap on the roster line does
        return true;
    }
    if (!cmd) return l.fail("no unit or general '" + id + "' in the roster");
    app.apply(std::move(cmd));
    app.selection().firer = app.doc().scenario().gt().units.back().id;
    app.selection().target.clear();
    return true;
}

// ---- Panels, the view and the state printed -----------------------------------------------

bool press(Line& l) { // taps the button with this label in the dialog or panel
    std::string label;
    std::getline(l.words >> std::ws, label);
    if (!l.app.pressButton(label)) return l.fail("no button '" + label + "' on screen");
    return true;
}

bool ppi(Line& l) { // the screen's density, as "Screen ppi" sets it (not saved)
    double p = 0;
    if (!(l.words >> p) || !(p >= kMinScreenPpi && p <= kMaxScreenPpi))
        return l.fail("ppi needs a density from 60 to 640");
    setScreenPpi(p);
    l.frame(); // the panels are made again at the new size
    l.frame();
    return true;
}

bool theme(Line& l) { // as "Colours" sets it (not saved)
    std::string name;
    l.words >> name;
    const auto t = themeFromString(name);
    if (!t) return l.fail("theme needs standard, daylight or colour-blind");
    setTheme(*t);
    return true;
}

bool zoom(Line& l) { // zooms the view by FACTOR about its middle, as + and - do
    double f = 0;
    if (!(l.words >> f) || !(f > 0)) return l.fail("zoom needs a FACTOR above 0");
    l.app.zoomView(f);
    return true;
}

bool panelDrag(Line& l) { // a finger on the side panel: X Y from its top-left, DY
    double x = 0, y = 0, dy = 0;
    if (!(l.words >> x >> y >> dy))
        return l.fail("paneldrag needs X Y (pixels from the side panel's corner) DY");
    const Layout::Box side =
        layoutFor(l.app.camera().viewportWidth(), l.app.camera().viewportHeight()).side;
    const Vec2 corner{side.x, side.y};
    l.app.mouseDrag(corner + Vec2{x, y}, corner + Vec2{x, y + dy});
    return true;
}

bool panelScroll(Line& l) { // as the side panel's scrollbar would
    double y = 0;
    if (!(l.words >> y)) return l.fail("panelscroll needs Y (pixels)");
    l.app.scrollSidePanel(float(y));
    l.frame();
    return true;
}

bool layout(Line& l) { // the table's view and every button drawn, in pixels
    const Camera& cam = l.app.camera();
    const Layout lay = layoutFor(cam.viewportWidth(), cam.viewportHeight());
    auto box = [](float x, float y, float w, float h) {
        return fmtNumber("%.0f", x) + " " + fmtNumber("%.0f", y) + " " + fmtNumber("%.0f", w) +
               " " + fmtNumber("%.0f", h);
    };
    std::cout << "window " << cam.viewportWidth() << " " << cam.viewportHeight() << "\n";
    std::cout << "table-view " << box(lay.table.x, lay.table.y, lay.table.w, lay.table.h) << "\n";
    for (const auto& [label, r] : lastButtons())
        std::cout << "button " << box(r.x, r.y, r.w, r.h) << " " << label << "\n";
    for (const auto& [label, r] : lastFields())
        std::cout << "field " << box(r.x, r.y, r.w, r.h) << " " << label << "\n";
    for (const auto& [label, r] : lastRows())
        std::cout << "row " << box(r.x, r.y, r.w, r.h) << " " << label << "\n";
    std::cout << "scrollbar " << ImGui::GetStyle().ScrollbarSize << "\n";
    std::cout << "ppi " << screenPpi() << "\n";
    std::cout << "---\n";
    return true;
}

bool view(Line& l) { // a switch of the View panel, as its checkbox does
    std::string name, state;
    l.words >> name >> state;
    if (name == "zones" && l.app.lbFace()) { // a side's switch: its zones drawn or not
        ViewSettings& v = l.app.viewSettings();
        std::set<std::string> shown =
            LbFire::shownZoneSides(l.app.doc().battle(), l.app.counterIndex(), v.zoneSides);
        if (!shown.erase(state)) shown.insert(state);
        v.zoneSides = shown;
        return true;
    }
    if (name == "hex-ids" && (state == "on" || state == "off")) { // "Hex ids at every zoom"
        l.app.viewSettings().hex.hexIds = state == "on";
        return true;
    }
    if (name != "all-batteries" || (state != "on" && state != "off"))
        return l.fail("view needs all-batteries on|off, or on a map hex-ids on|off or zones SIDE");
    l.app.viewSettings().allBatteries = state == "on";
    return true;
}

bool dump(Line& l) {
    l.script.dump();
    return true;
}

// Every command a script may give, by its verb (docs/app.md, "Scripted runs").
using Verb = bool (*)(Line&);
const std::map<std::string, Verb>& verbs() {
    static const std::map<std::string, Verb> table{
        {"tap", tapOrLong},
        {"long", tapOrLong},
        {"drag", drag},
        {"down", oneFinger},
        {"move", oneFinger},
        {"up", oneFinger},
        {"taphex", onHex},
        {"longhex", onHex},
        {"draghex", onHex},
        {"downhex", fingerOnHex},
        {"movehex", fingerOnHex},
        {"uphex", fingerOnHex},
        {"tapphoto", tapPhoto},
        {"zoomdrag", zoomDrag},
        {"pinch", pinch},
        {"wheel", wheel},
        {"lasso", lasso},
        {"finger", finger},
        {"hold", hold},
        {"wait", wait},
        {"photowait", photoWait},
        {"where", where},
        {"key", key},
        {"type", type},
        {"tool", tool},
        {"draft", draft},
        {"finish", finish},
        {"save", save},
        {"open", open},
        {"launch", launch},
        {"screenshot", screenshot},
        {"exportruling", exportRuling},
        {"newtable", newTable},
        {"newmap", newMap},
        {"fit", fit},
        {"fitall", fitAll},
        {"roster", roster},
        {"deploy", deploy},
        {"press", press},
        {"ppi", ppi},
        {"theme", theme},
        {"zoom", zoom},
        {"paneldrag", panelDrag},
        {"panelscroll", panelScroll},
        {"layout", layout},
        {"view", view},
        {"dump", dump},
    };
    return table;
}

} // namespace

bool Script::line(const std::string& text, std::string& error) {
    std::istringstream words(text);
    std::string verb;
    words >> verb;
    const auto it = verbs().find(verb);
    if (it == verbs().end()) return error = "unknown script command '" + verb + "'", false;
    Line l{app_, *this, verb, words, error};
    return it->second(l);
}

} // namespace cdo::app
