// coupdoeil-web: the table app in the browser. The page (web/index.html, web/coupdoeil.js)
// passes the window's size in device pixels and the screen's density as command-line options;
// the browser then calls one turn of the window mode a display frame (App::windowStep), since
// a page cannot loop and sleep as the desktop's window does.
#include "app/shell/app.h"
#include "app/shell/options.h"

#include <emscripten.h>

#include <iostream>
#include <memory>
#include <string>

namespace {

std::unique_ptr<cdo::app::App> theApp;
int framesDrawn = 0;

void step() {
    const cdo::app::App::Step s = theApp->windowStep();
    if (s == cdo::app::App::Step::Drawn) ++framesDrawn;
    if (s == cdo::app::App::Step::Closed) emscripten_cancel_main_loop();
}

} // namespace

// What the page may ask of the app (the browser test, web/test/): plain answers as text, read
// with ccall. Window pixels are device pixels; the page divides them by devicePixelRatio.
extern "C" {

// How many frames were drawn so far (the first one: the table is on screen).
EMSCRIPTEN_KEEPALIVE int coupdoeil_frames_drawn() {
    return framesDrawn;
}

// The ruling shown (the engine's lines, as coupdoeil-cli rule prints them); empty: none.
EMSCRIPTEN_KEEPALIVE const char* coupdoeil_ruling() {
    static std::string text;
    text = theApp ? cdo::toText(theApp->answers().evidence) : std::string();
    return text.c_str();
}

// The firer's and the target's ids, a line each (empty lines when none).
EMSCRIPTEN_KEEPALIVE const char* coupdoeil_selection() {
    static std::string text;
    text = theApp ? theApp->selection().firer + "\n" + theApp->selection().target : "\n";
    return text.c_str();
}

// Where unit `id`'s centre is in the window ("x y", window pixels); empty: no such unit.
EMSCRIPTEN_KEEPALIVE const char* coupdoeil_unit_on_screen(const char* id) {
    static std::string text;
    text.clear();
    const cdo::gt::Setup* setup = theApp ? theApp->doc().scenario().gtOrNull() : nullptr;
    if (!setup) return text.c_str();
    for (const cdo::Unit& u : setup->units)
        if (u.id == id) {
            const cdo::Vec2 p = theApp->camera().toScreen(u.at);
            text = std::to_string(p.x) + " " + std::to_string(p.y);
        }
    return text.c_str();
}
}

int main(int argc, char** argv) {
    std::vector<std::string> args(argv + 1, argv + argc);
    const cdo::app::ParsedOptions parsed = cdo::app::parseOptions(args);
    if (!parsed.options) {
        std::cerr << "coupdoeil: " << parsed.error << "\n";
        return 2;
    }
    try {
        theApp = std::make_unique<cdo::app::App>(*parsed.options, "/coupdoeil");
        if (!theApp->startWindow()) return 1;
    } catch (const std::exception& e) {
        std::cerr << "coupdoeil: " << e.what() << "\n";
        return 1;
    }
    // Every display frame (0: the browser's own rate), never returning: the app lives on.
    emscripten_set_main_loop(step, 0, true);
    return 0;
}
