// A ruling as a picture to share: the table framed on the firer and the target, drawn as on
// screen but without handles, buttons or panels, and the ruling's words (the engine's lines,
// as the ruling panel and coupdoeil-cli give them, ruling_lines.h) on a
// light column beside it (below it in an upright picture). Also "New table".
#include "app/dialogs/new_table.h"
#include "app/shell/app.h"
#include "app/view/layout.h"
#include "app/view/ruling_lines.h"
#include "core/format.h"

#include <algorithm>
#include <cmath>
#include <filesystem>
#include <utility>

namespace cdo::app {

namespace {

const Colour kPaper{246, 243, 235};

Colour inkFor(LineInk ink) {
    switch (ink) {
    case LineInk::Good:
        return {0, 110, 45};
    case LineInk::Bad:
        return {175, 20, 20};
    case LineInk::Warn:
        return {160, 80, 0};
    case LineInk::Quiet:
        return {80, 80, 90};
    case LineInk::Plain:
        break;
    }
    return {28, 28, 32};
}

// `text` cut into lines no wider than `width` pixels at `size`, at spaces (a word longer than
// the line stands alone on its line).
std::vector<std::string> wrap(const TextBatch& tb, const std::string& text, unsigned size,
                              double width) {
    std::vector<std::string> out;
    std::string line;
    std::size_t i = 0;
    // Leading spaces (an indented sight line) stay with the first word.
    const std::size_t lead = text.find_first_not_of(' ');
    const std::string indent = lead == std::string::npos ? "" : text.substr(0, lead);
    i = indent.size();
    line = indent;
    while (i < text.size()) {
        std::size_t j = text.find(' ', i);
        if (j == std::string::npos) j = text.size();
        const std::string word = text.substr(i, j - i);
        const std::string tried = line.size() > indent.size() ? line + " " + word : line + word;
        if (line.size() > indent.size() && tb.measure(tried, size).x > width) {
            out.push_back(line);
            line = indent + "  " + word; // continuation lines indented a little more
        } else {
            line = tried;
        }
        i = j + 1;
    }
    if (line.size() > indent.size()) out.push_back(line);
    return out;
}

} // namespace

bool App::exportRulingNow(const std::string& path, unsigned width, unsigned height,
                          std::string& error) {
    if (!answers_.ruling) {
        error = "there is no ruling to export: select a firer and a target first";
        return false;
    }
    if (width < 320 || height < 240 || width > 8192 || height > 8192) {
        error = "a ruling picture is between 320x240 and 8192x8192 pixels";
        return false;
    }
    const double W = width, H = height;
    // Landscape: the words in a column on the right; upright: in a band below the table.
    const bool upright = H > W;
    Layout::Box area{0, 0, float(W), float(H)}, words = area;
    if (upright) {
        words.h = float(std::round(H * 0.42));
        words.y = float(H) - words.h;
        area.h = words.y;
    } else {
        words.w = float(std::round(std::clamp(W * 0.36, 320.0, 640.0)));
        words.x = float(W) - words.w;
        area.w = words.x;
    }

    // What the picture must show: both bases (both counters' hexes and the target hex).
    const std::vector<Vec2> focus = face_->rulingFocus();
    if (focus.empty()) {
        error = "there is no ruling to export: select a firer and a target first";
        return false;
    }
    // The view keeps the player's turn of the table; the frame is measured in that turn.
    Camera c;
    c.setViewport(W, H);
    c.setRotation(cam_.rotation());
    c.setPixelsPerInch(1);
    Vec2 lo{1e300, 1e300}, hi{-1e300, -1e300}, tlo = lo, thi = hi;
    for (Vec2 p : focus) {
        const Vec2 q = c.toScreen(p);
        lo = {std::min(lo.x, q.x), std::min(lo.y, q.y)};
        hi = {std::max(hi.x, q.x), std::max(hi.y, q.y)};
        tlo = {std::min(tlo.x, p.x), std::min(tlo.y, p.y)};
        thi = {std::max(thi.x, p.x), std::max(thi.y, p.y)};
    }
    // A margin for what stands around them (blockers, the arc): a third of the larger side,
    // at least what the face asks (4" of table, 6 hexes of map).
    const double span = std::max({hi.x - lo.x, hi.y - lo.y, 1.0});
    const double margin = std::max(span / 3, face_->rulingMargin());
    const double ppi = std::min((area.w - 24) / (hi.x - lo.x + 2 * margin),
                                (area.h - 24) / (hi.y - lo.y + 2 * margin));
    c.setPixelsPerInch(std::clamp(ppi, Camera::kMinPpi, Camera::kMaxPpi));
    c.setCentre(lerp(tlo, thi, 0.5));
    c.panBy({area.x + area.w / 2 - W / 2, area.y + area.h / 2 - H / 2});

    const std::unique_ptr<Offscreen> out = platform().makeOffscreen(width, height);
    if (!out) {
        error = "cannot create an off-screen image";
        return false;
    }
    const Camera screen = cam_;
    cam_ = c;
    buildScene(false); // no handles: they are the app's controls, not the table
    cam_ = screen;

    Offscreen& rt = *out;
    rt.clear(kPaper);
    rt.setClip(PixelRect{int(area.x), int(area.y), int(area.w), int(area.h)});
    if (!scene_.fillsView) rt.clear(palette().background);
    scene_.draw(rt);
    rt.setClip(std::nullopt);

    // The words: the largest size at which they all fit, from a 46th of the height down.
    const std::vector<EvidenceLine>& lines = answers_.evidence;
    const bool valid = answers_.ruling->valid;
    const std::string file = doc_.path().empty()
                                 ? std::string("untitled table")
                                 : std::filesystem::path(doc_.path()).filename().string();
    const double pad = 24, textW = words.w - 2 * pad;
    TextBatch text(font_.get());
    for (unsigned size = unsigned(std::clamp(H / 46, 14.0, 40.0));; --size) {
        text.clear();
        double y = words.y + pad;
        for (std::size_t k = 0; k < lines.size(); ++k) {
            const unsigned sz = k == 0 ? unsigned(size * 1.6) : size;
            for (const std::string& l : wrap(text, indented(lines[k]), sz, textW)) {
                text.add({words.x + pad, y}, l, sz, inkFor(inkOf(lines[k], valid)),
                         TextBatch::Align::Left);
                y += sz * 1.3;
            }
            if (k == 0) y += size * 0.4;
        }
        const unsigned small = std::max(11u, size * 3 / 4);
        y += small;
        text.add({words.x + pad, y}, "Coup d'oeil, " + file, small, {95, 95, 100},
                 TextBatch::Align::Left);
        y += small * 1.3;
        if (y <= words.bottom() - pad / 2 || size <= 11) break;
    }
    text.draw(rt);
    Image image = rt.read();
    buildScene(); // the window's own view again, for a frame drawn before the next rebuild
    return writeOpaque(std::move(image), path, error);
}

void App::askExportRuling() {
    dialogs_.exportRuling();
}

void App::exportRuling(const std::string& path, unsigned width, unsigned height) {
    // After this frame's panels are drawn: the picture is built off screen, never from them.
    pendingRuling_ = PendingRuling{path, width, height};
}

} // namespace cdo::app
