// coupdoeil-web: the table app in the browser. The page (web/index.html, web/coupdoeil.js)
// passes the window's size in device pixels and the screen's density as command-line options;
// the browser then calls one turn of the window mode a display frame (App::windowStep), since
// a page cannot loop and sleep as the desktop's window does.
#include "app/dialogs/dialogs.h"
#include "app/drivers/frame_bench.h"
#include "app/platform/platform.h"
#include "app/shell/app.h"
#include "app/shell/options.h"
#include "app/tools/photo_decode.h"
#include "app/view/density.h"
#include "app/view/widgets.h"

#include <emscripten.h>
#include <utime.h>

#include <algorithm>
#include <cstdio>
#include <filesystem>
#include <iostream>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <system_error>
#include <vector>

namespace {

std::unique_ptr<cdo::app::App> theApp;
int framesDrawn = 0;
int framesDrawnDecoding = 0; // drawn while the photo decoded: its progress bar shown

// The files packaged with the page (demos, army lists, fonts) are written into its memory as
// it loads, so each would be newer than anything the player did: dated to the epoch instead,
// a table's autosave kept in the storage is newer than its packaged file, and offered back
// after a reload as the desktop offers it after a crash.
void agePackagedFiles() {
    namespace fs = std::filesystem;
    for (const char* root : {"/assets", "/armies"}) {
        std::error_code ec;
        for (fs::recursive_directory_iterator it(root, ec), end; !ec && it != end;
             it.increment(ec)) {
            std::error_code typeEc;
            if (!it->is_regular_file(typeEc)) continue;
            const utimbuf epoch{0, 0};
            ::utime(it->path().c_str(), &epoch);
        }
    }
}

void step() {
    const cdo::app::App::Step s = theApp->windowStep();
    if (s == cdo::app::App::Step::Drawn) {
        ++framesDrawn;
        if (theApp->photo().decoding()) ++framesDrawnDecoding;
    }
    if (s == cdo::app::App::Step::Closed) emscripten_cancel_main_loop();
}

// --bench-frames N in the browser (the page's ?bench=N): the desktop bench's drag, every overlay
// on, one point of it a display frame. Two times a frame: the app's own work in the frame
// callback (the finger moved, the frame built and its drawing handed to WebGL), and the time
// from one frame's start to the next, which also holds what the browser did in between
// (compositing, rasterising the drawing): the frame time a player sees. A frame that cannot
// be drawn in time makes the next start late, so the interval's median is the figure to quote.
struct WebBench {
    cdo::app::BenchDrag drag;
    int frames = 0, done = -cdo::app::BenchDrag::kWarmUp; // warming up while negative
    double last = 0;
    std::vector<double> work, interval;
    std::string result;
};
std::optional<WebBench> bench;

void finishBench(WebBench& b) {
    char line[400];
    const cdo::app::Options& o = theApp->options();
    std::snprintf(line, sizeof line,
                  "browser frames: %d at %dx%d, every overlay; from one frame's start to the "
                  "next: median %.2f ms, 95th %.2f, worst %.2f; the app's own work in a frame: "
                  "median %.2f ms, 95th %.2f, worst %.2f",
                  b.frames, o.width, o.height, cdo::app::percentile(b.interval, 0.5),
                  cdo::app::percentile(b.interval, 0.95),
                  b.interval.empty() ? 0 : *std::max_element(b.interval.begin(), b.interval.end()),
                  cdo::app::percentile(b.work, 0.5), cdo::app::percentile(b.work, 0.95),
                  b.work.empty() ? 0 : *std::max_element(b.work.begin(), b.work.end()));
    b.result = line;
    std::cout << b.result << std::endl;
    // The bench's span on the browser's trace (bench/browser_bench.js reads the frames the GPU
    // process drew between the two marks).
    EM_ASM(performance.mark("coupdoeil bench end"));
    emscripten_cancel_main_loop();
}

void benchStep() {
    WebBench& b = *bench;
    cdo::app::Platform& p = cdo::app::platform();
    const double t0 = p.seconds();
    if (b.done > 0) b.interval.push_back((t0 - b.last) * 1000);
    if (b.done == 0) EM_ASM(performance.mark("coupdoeil bench start"));
    b.last = t0;
    if (b.done >= b.frames) return finishBench(b);
    theApp->dropEvents(); // the page's own input is not the bench's
    const cdo::Vec2 at = b.done < 0 ? b.drag.warmUpAt(b.done + cdo::app::BenchDrag::kWarmUp)
                                    : b.drag.at(double(b.done + 1) / b.frames);
    theApp->pointerMove(theApp->camera().toScreen(at));
    theApp->frame(1.0f / 60);
    theApp->display();
    if (b.done >= 0) b.work.push_back((p.seconds() - t0) * 1000);
    ++b.done;
}

// The bench instead of the app's own loop; false when it cannot start (said on stderr).
bool startBench(int& exitCode) {
    const std::optional<cdo::app::BenchDrag> drag = cdo::app::prepareFrameBench(*theApp, exitCode);
    if (!drag) return false;
    bench.emplace();
    bench->drag = *drag;
    bench->frames = theApp->options().frames;
    theApp->pointerDown(theApp->camera().toScreen(drag->start));
    return true;
}

} // namespace

// What the page may ask of the app (the browser test, web/test/): plain answers as text, read
// with ccall. Window pixels are device pixels; the page divides them by devicePixelRatio.
extern "C" {

// The browser's frame bench's summary line (?bench=N); empty until it has run.
EMSCRIPTEN_KEEPALIVE const char* coupdoeil_bench_result() {
    return bench ? bench->result.c_str() : "";
}

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

// The document: its path, then "1" when it has unsaved changes ("0" otherwise).
EMSCRIPTEN_KEEPALIVE const char* coupdoeil_document() {
    static std::string text;
    text = theApp ? theApp->doc().path() + "\n" + (theApp->doc().dirty() ? "1" : "0") : "\n";
    return text.c_str();
}

// The error banner's words, the status line's and the open dialog's title, a line each.
EMSCRIPTEN_KEEPALIVE const char* coupdoeil_messages() {
    static std::string text;
    text = theApp ? theApp->error() + "\n" + theApp->status() + "\n" + theApp->dialogs().title()
                  : "\n\n";
    return text.c_str();
}

// The backdrop's photo: "loaded W H" (its pixels), "decoding", "none", or the error.
EMSCRIPTEN_KEEPALIVE const char* coupdoeil_photo() {
    static std::string text;
    const cdo::app::BackdropPhoto* p = theApp ? &theApp->photo() : nullptr;
    text = !p            ? "none"
           : p->loaded() ? "loaded " + std::to_string(int(p->size().x)) + " " +
                               std::to_string(int(p->size().y))
           : p->decoding()       ? "decoding"
           : !p->error().empty() ? p->error()
                                 : "none";
    return text.c_str();
}

// How many frames were drawn while a photo decoded (each shows its progress bar): the decode
// runs apart from the page's thread, so frames keep coming while it does.
EMSCRIPTEN_KEEPALIVE int coupdoeil_frames_drawn_decoding() {
    return framesDrawnDecoding;
}

// The photo's decode, 0 to 1, as its progress bar shows it (0 when none is under way).
EMSCRIPTEN_KEEPALIVE double coupdoeil_photo_progress() {
    return theApp ? theApp->photo().progress() : 0;
}

// The checksum of the loaded photo's pixels (photo_decode.h's pixelsChecksum, as hex); empty
// when none is loaded. The browser's test compares it with the desktop's decode of the file.
EMSCRIPTEN_KEEPALIVE const char* coupdoeil_photo_checksum() {
    static std::string text;
    text.clear();
    const cdo::ImageView v = theApp ? theApp->photo().pixels() : cdo::ImageView{};
    if (v.pixels) {
        char hex[16];
        std::snprintf(
            hex, sizeof hex, "%08x",
            unsigned(cdo::app::pixelsChecksum(v.pixels, unsigned(v.width), unsigned(v.height))));
        text = hex;
    }
    return text.c_str();
}

// The screen's density the app draws at (pixels an inch).
EMSCRIPTEN_KEEPALIVE double coupdoeil_ppi() {
    return cdo::app::screenPpi();
}

// Where the button, row or field `label` of the last frame drawn is ("x y", its middle, window
// pixels); empty: not drawn then. A test taps it with a real finger, as a player would.
EMSCRIPTEN_KEEPALIVE const char* coupdoeil_button(const char* label) {
    static std::string text;
    text.clear();
    using Rects = std::map<std::string, cdo::app::ButtonRect>;
    int latest = -1;
    for (const Rects* rects :
         {&cdo::app::lastButtons(), &cdo::app::lastRows(), &cdo::app::lastFields()})
        for (const auto& [name, r] : *rects)
            latest = std::max(latest, r.frame);
    for (const Rects* rects :
         {&cdo::app::lastButtons(), &cdo::app::lastRows(), &cdo::app::lastFields()})
        if (const auto it = rects->find(label); it != rects->end() && it->second.frame == latest) {
            text = std::to_string(it->second.x + it->second.w / 2) + " " +
                   std::to_string(it->second.y + it->second.h / 2);
            break;
        }
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
    agePackagedFiles();
    try {
        theApp = std::make_unique<cdo::app::App>(*parsed.options, "/coupdoeil");
        int exitCode = 1;
        if (parsed.options->mode == cdo::app::Options::Mode::Bench ? !startBench(exitCode)
                                                                   : !theApp->startWindow())
            return exitCode;
    } catch (const std::exception& e) {
        std::cerr << "coupdoeil: " << e.what() << "\n";
        return 1;
    }
    // Every display frame (0: the browser's own rate), never returning: the app lives on.
    emscripten_set_main_loop(bench ? benchStep : step, 0, true);
    return 0;
}
