// Over 600 lines: the batches, the text and every layer of the scene share private helpers.
#include "app/view/render.h"

#include "core/utf8.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <numbers>
#include <unordered_map>

namespace cdo::app {

namespace {

constexpr double kPi = std::numbers::pi;

Colour withAlpha(Colour c, std::uint8_t a) {
    return {c.r, c.g, c.b, a};
}
// `top` laid over `under` at `alpha`, worked out once so the result can be drawn opaque.
Colour mix(Colour under, Colour top, int alpha) {
    auto m = [&](std::uint8_t a, std::uint8_t b) {
        return static_cast<std::uint8_t>((a * (255 - alpha) + b * alpha) / 255);
    };
    return {m(under.r, top.r), m(under.g, top.g), m(under.b, top.b), 255};
}
Colour darker(Colour c, float k = 0.55f) {
    return {static_cast<std::uint8_t>(c.r * k), static_cast<std::uint8_t>(c.g * k),
            static_cast<std::uint8_t>(c.b * k), c.a};
}

Vec2 normalised(Vec2 v) {
    const double l = length(v);
    return l > 0 ? v * (1.0 / l) : Vec2{1, 0};
}

// Decodes UTF-8 strictly (core/utf8.h): a byte that starts no valid character (cut, overlong,
// a surrogate) reads as '?' and the drawing goes on with the next byte.
template <class F> void forEachCodepoint(std::string_view s, F&& f) {
    for (std::size_t i = 0; i < s.size();) {
        const utf8::Char c = utf8::decode(s, i);
        f(c.length ? std::uint32_t(c.code) : std::uint32_t('?'));
        i += c.length ? c.length : 1;
    }
}

} // namespace

// ---- Batch -------------------------------------------------------------------------------

void Batch::triangle(Vec2 a, Vec2 b, Vec2 c, Colour col) {
    const bool opaque = col.a == 255;
    if (runs_.empty() || runs_.back().opaque != opaque) runs_.push_back({v_.size(), opaque});
    v_.push_back({v2f(a), col, {}});
    v_.push_back({v2f(b), col, {}});
    v_.push_back({v2f(c), col, {}});
}

void Batch::quad(Vec2 a, Vec2 b, Vec2 c, Vec2 d, Colour col) {
    triangle(a, b, c, col);
    triangle(a, c, d, col);
}

void Batch::line(Vec2 a, Vec2 b, float width, Colour col) {
    const Vec2 d = normalised(b - a);
    const Vec2 n = Vec2{-d.y, d.x} * (width / 2.0);
    quad(a + n, b + n, b - n, a - n, col);
}

void Batch::dashedLine(Vec2 a, Vec2 b, float width, float dash, Colour col) {
    const double len = dist(a, b);
    if (len <= 0) return;
    for (double t = 0; t < len; t += 2 * dash)
        line(lerp(a, b, t / len), lerp(a, b, std::min(len, t + dash) / len), width, col);
}

void Batch::polyline(std::span<const Vec2> pts, float width, Colour col, bool closed) {
    const std::size_t n = pts.size();
    if (n < 2) return;
    if (closed && n < 3) closed = false;
    // Mitred joints: each vertex is pushed out along the bisector of its two edges, so the
    // outline is two triangles per edge with no gaps and no extra joint geometry (a software
    // rasteriser pays for every triangle).
    const double half = width / 2.0;
    auto edgeNormal = [&](std::size_t i) {
        const Vec2 d = normalised(pts[(i + 1) % n] - pts[i]);
        return Vec2{-d.y, d.x};
    };
    std::vector<Vec2> left(n), right(n);
    for (std::size_t i = 0; i < n; ++i) {
        const bool first = i == 0, last = i == n - 1;
        Vec2 off;
        if (!closed && first)
            off = edgeNormal(0) * half;
        else if (!closed && last)
            off = edgeNormal(n - 2) * half;
        else {
            const Vec2 n0 = edgeNormal((i + n - 1) % n), n1 = edgeNormal(i);
            const Vec2 m = normalised(n0 + n1);
            const double c = std::max(dot(m, n1), 0.5); // caps a sharp spike at twice the width
            off = m * (half / c);
        }
        left[i] = pts[i] + off;
        right[i] = pts[i] - off;
    }
    const std::size_t edges = closed ? n : n - 1;
    for (std::size_t i = 0; i < edges; ++i) {
        const std::size_t j = (i + 1) % n;
        quad(left[i], left[j], right[j], right[i], col);
    }
}

void Batch::disc(Vec2 c, float r, Colour col, int segments) {
    for (int i = 0; i < segments; ++i) {
        const double a0 = 2 * kPi * i / segments, a1 = 2 * kPi * (i + 1) / segments;
        triangle(c, c + Vec2{std::cos(a0), std::sin(a0)} * r,
                 c + Vec2{std::cos(a1), std::sin(a1)} * r, col);
    }
}

void Batch::ring(Vec2 c, float r, float width, Colour col, int segments) {
    const double ri = r - width / 2, ro = r + width / 2;
    for (int i = 0; i < segments; ++i) {
        const double a0 = 2 * kPi * i / segments, a1 = 2 * kPi * (i + 1) / segments;
        const Vec2 u0{std::cos(a0), std::sin(a0)}, u1{std::cos(a1), std::sin(a1)};
        quad(c + u0 * ri, c + u0 * ro, c + u1 * ro, c + u1 * ri, col);
    }
}

void Batch::rect(Vec2 lo, Vec2 hi, Colour col) {
    quad(lo, {hi.x, lo.y}, hi, {lo.x, hi.y}, col);
}

void Batch::draw(RenderTarget& target, bool opaque) const {
    if (v_.empty()) return;
    if (opaque) {
        target.drawTriangles(v_, nullptr, Blend::None);
        return;
    }
    for (std::size_t k = 0; k < runs_.size(); ++k) {
        const std::size_t first = runs_[k].first;
        const std::size_t end = k + 1 < runs_.size() ? runs_[k + 1].first : v_.size();
        target.drawTriangles(std::span(v_).subspan(first, end - first), nullptr,
                             runs_[k].opaque ? Blend::None : Blend::Alpha);
    }
}

// ---- TextBatch ---------------------------------------------------------------------------

void TextBatch::clear() {
    backgrounds_.clear();
    for (auto& [size, v] : glyphs_)
        v.clear();
}

Vec2 TextBatch::measure(std::string_view s, unsigned size) const {
    double w = 0;
    if (font_) forEachCodepoint(s, [&](std::uint32_t cp) { w += font_->glyph(cp, size).advance; });
    return {w, size * 1.25};
}

void TextBatch::add(Vec2 at, std::string_view s, unsigned size, Colour col, Align align,
                    Colour background) {
    if (!font_ || s.empty()) return;
    const Vec2 extent = measure(s, size);
    double x = at.x;
    if (align == Align::Centre)
        x -= extent.x / 2;
    else if (align == Align::Right)
        x -= extent.x;
    x = std::round(x);
    const double top = std::round(at.y);
    if (background.a > 0)
        backgrounds_.rect({x - 3, top}, {x + extent.x + 3, top + extent.y}, background);
    const double baseline = top + size;
    std::vector<Vertex>& out = glyphs_[size];
    forEachCodepoint(s, [&](std::uint32_t cp) {
        const Glyph g = font_->glyph(cp, size);
        const float l = static_cast<float>(x) + g.left;
        const float t = static_cast<float>(baseline) + g.top;
        const float r = l + g.width, b = t + g.height;
        const PixelRect tr = g.atlas;
        const float u0 = static_cast<float>(tr.x), v0 = static_cast<float>(tr.y);
        const float u1 = u0 + static_cast<float>(tr.w), v1 = v0 + static_cast<float>(tr.h);
        const Vertex q[6] = {{{l, t}, col, {u0, v0}}, {{r, t}, col, {u1, v0}},
                             {{r, b}, col, {u1, v1}}, {{l, t}, col, {u0, v0}},
                             {{r, b}, col, {u1, v1}}, {{l, b}, col, {u0, v1}}};
        out.insert(out.end(), q, q + 6);
        x += g.advance;
    });
}

std::size_t TextBatch::triangles() const {
    std::size_t n = backgrounds_.vertexCount() / 3;
    for (const auto& [size, v] : glyphs_)
        n += v.size() / 3;
    return n;
}

std::size_t TextBatch::drawCalls() const {
    std::size_t n = backgrounds_.runCount();
    for (const auto& [size, v] : glyphs_)
        n += !v.empty();
    return n;
}

void TextBatch::draw(RenderTarget& target) const {
    backgrounds_.draw(target);
    if (!font_) return;
    for (const auto& [size, v] : glyphs_) {
        if (v.empty()) continue;
        // Taken after every glyph was added: adding glyphs may grow the texture.
        target.drawTriangles(v, &font_->atlas(size));
    }
}

// ---- Terrain and units -------------------------------------------------------------------

std::vector<Triangle> fillTriangles(std::span<const Vec2> polygon) {
    std::vector<Triangle> out;
    for (const Polygon& piece : convexPieces(polygon))
        for (std::size_t i = 1; i + 1 < piece.size(); ++i)
            out.push_back({piece[0], piece[i], piece[i + 1]});
    return out;
}

void TerrainMesh::build(const Table& table) {
    outline.clear();
    top.clear();
    for (const PlacedTerrain& t : table.terrain()) {
        outline.push_back(fillTriangles(t.outline));
        top.push_back(fillTriangles(t.top));
    }
}

namespace {

Palette makeStandard() {
    Palette p{};
    p.sightClear = colours::sightClear;
    p.sightBlocked = colours::sightBlocked;
    p.blocker = colours::blocker;
    p.enfilade = colours::enfilade;
    p.rangeBand = colours::rangeBand;
    p.rangeLine = colours::rangeLine;
    p.arcFill = colours::arcFill;
    p.arcEdge = colours::arcEdge;
    p.targetShape = colours::targetShape;
    p.closeCall = colours::closeCall;
    p.validTarget = colours::validTarget;
    p.invalidTarget = colours::invalidTarget;
    p.selection = colours::selection;
    p.cloth = colours::cloth;
    p.background = colours::background;
    p.outline = colours::outline;
    p.gridMinor = mix(p.cloth, Colour::White, 28);
    p.gridMajor = mix(p.cloth, Colour::White, 70);
    p.wheel = Colour(86, 180, 233);
    p.labelInk = Colour::White;
    p.labelBack = Colour(0, 0, 0, 150);
    p.panel = Colour(22, 24, 29);
    p.panelText = Colour::White;
    p.good = Colour(89, 230, 115);
    p.bad = Colour(255, 102, 89);
    p.warn = Colour(255, 153, 26);
    p.validWord = "green";
    p.invalidWord = "red";
    p.selectionWord = "yellow";
    p.clearWord = "green";
    p.blockedWord = "red";
    p.blockerWord = "magenta";
    p.arcWord = "yellow";
    p.bandWord = "orange";
    return p;
}

// Okabe and Ito's palette: blue against vermillion, told apart by every common form of colour
// blindness (and by light and dark), on the standard cloth and panels.
Palette makeColourBlind() {
    Palette p = makeStandard();
    p.sightClear = Colour(86, 180, 233);
    p.sightBlocked = Colour(213, 94, 0);
    p.blocker = Colour(204, 121, 167);
    p.enfilade = Colour(0, 158, 115);
    p.rangeBand = Colour(230, 159, 0);
    p.closeCall = Colour(230, 159, 0);
    p.validTarget = Colour(86, 180, 233);
    p.invalidTarget = Colour(213, 94, 0);
    p.selection = Colour(240, 228, 66);
    p.good = Colour(86, 180, 233);
    p.bad = Colour(240, 140, 70);
    p.warn = Colour(240, 228, 66);
    p.validWord = "sky-blue";
    p.invalidWord = "vermillion";
    p.clearWord = "sky-blue";
    p.blockedWord = "vermillion";
    p.blockerWord = "pink";
    return p;
}

// For a screen in the sun: a pale cloth and pale panels, dark inks and text, thicker lines;
// blue against vermillion as in the colour-blind palette.
Palette makeDaylight() {
    Palette p = makeColourBlind();
    p.cloth = Colour(222, 228, 200);
    p.background = Colour(190, 192, 186);
    p.gridMinor = mix(p.cloth, Colour::Black, 30);
    p.gridMajor = mix(p.cloth, Colour::Black, 80);
    p.sightClear = Colour(0, 90, 181);
    p.sightBlocked = Colour(190, 60, 0);
    p.blocker = Colour(200, 60, 170);
    p.enfilade = Colour(0, 110, 90);
    p.rangeBand = Colour(170, 80, 0);
    p.rangeLine = Colour::Black;
    p.arcFill = Colour(255, 200, 0, 70);
    p.arcEdge = Colour(150, 110, 0);
    p.targetShape = Colour(20, 20, 20);
    p.closeCall = Colour(170, 80, 0);
    p.validTarget = Colour(0, 90, 181);
    p.invalidTarget = Colour(190, 60, 0);
    p.selection = Colour(110, 0, 150);
    p.wheel = Colour(0, 90, 181);
    p.labelInk = Colour::Black;
    p.labelBack = Colour(255, 255, 255, 200);
    p.panel = Colour(250, 250, 248);
    p.panelText = Colour::Black;
    p.good = Colour(0, 90, 181);
    p.bad = Colour(180, 50, 0);
    p.warn = Colour(140, 85, 0);
    p.lineScale = 1.5f;
    p.validWord = "blue";
    p.clearWord = "blue";
    p.selectionWord = "purple";
    p.blockerWord = "magenta";
    p.arcWord = "ochre";
    p.bandWord = "brown";
    return p;
}

Theme theme_ = Theme::Standard;

} // namespace

const Palette& paletteOf(Theme t) {
    static const Palette standard = makeStandard(), colourBlind = makeColourBlind(),
                         daylight = makeDaylight();
    return t == Theme::Daylight ? daylight : t == Theme::ColourBlind ? colourBlind : standard;
}

const Palette& palette() {
    return paletteOf(theme_);
}

Theme currentTheme() {
    return theme_;
}

void setTheme(Theme t) {
    theme_ = t;
}

bool needsCasing(Colour ink, const Palette& p) {
    return contrastRatio(ink, p.cloth) < 3;
}

double relativeLuminance(Colour c) {
    auto lin = [](std::uint8_t v) {
        const double s = v / 255.0;
        return s <= 0.03928 ? s / 12.92 : std::pow((s + 0.055) / 1.055, 2.4);
    };
    return 0.2126 * lin(c.r) + 0.7152 * lin(c.g) + 0.0722 * lin(c.b);
}

double contrastRatio(Colour a, Colour b) {
    const double la = relativeLuminance(a), lb = relativeLuminance(b);
    return (std::max(la, lb) + 0.05) / (std::min(la, lb) + 0.05);
}

Colour sideColour(const Scenario& s, const std::string& side) {
    static const std::array<std::pair<const char*, Colour>, 6> known{{
        {"french", {45, 85, 205}},
        {"austrian", {236, 236, 228}},
        {"british", {205, 40, 40}},
        {"russian", {40, 120, 60}},
        {"prussian", {30, 35, 80}},
        {"bavarian", {120, 180, 235}},
    }};
    for (const auto& [name, colour] : known)
        if (side == name) return colour;
    static const std::array<Colour, 4> spare{
        {{205, 40, 40}, {236, 236, 228}, {45, 85, 205}, {230, 170, 40}}};
    // Unknown sides take colours by their order of appearance.
    std::vector<std::string> seen;
    const auto note = [&](const std::string& side) {
        if (std::find(seen.begin(), seen.end(), side) == seen.end()) seen.push_back(side);
    };
    if (const gt::Setup* g = s.gtOrNull())
        for (const Unit& u : g->units)
            note(u.side);
    if (const lb::Battle* b = s.lbOrNull()) // a La Bataille map's counters
        for (const lb::Unit& u : b->units)
            note(u.side);
    const auto it = std::find(seen.begin(), seen.end(), side);
    const std::size_t i = static_cast<std::size_t>(it - seen.begin());
    return spare[i % spare.size()];
}

Colour inkOn(Colour f) {
    const int luma = (f.r * 299 + f.g * 587 + f.b * 114) / 1000;
    return luma > 140 ? Colour(25, 25, 30) : Colour(250, 250, 245);
}

void Scene::clear() {
    ground.clear();
    photo.clear();
    photoTexture = nullptr;
    loupe.clear();
    loupeMarks.clear();
    reach.clear();
    bases.clear();
    over.clear();
    handles.clear();
    text.clear();
    grips.clear();
    gripWords.clear();
    labels_.clear();
    baseRects_.clear();
    placed_.clear();
    keepClear.clear();
    fillsView = false;
}

void Scene::table(const Camera& cam, const Scenario& s, const SceneOptions& o) {
    const double W = s.gt().tableWidth, D = s.gt().tableDepth;
    const Vec2 c0 = cam.toScreen({0, 0}), c1 = cam.toScreen({W, 0}), c2 = cam.toScreen({W, D}),
               c3 = cam.toScreen({0, D});
    const Palette& P = palette();
    // The background only where the cloth is not: the view cut by each edge's outer side of
    // the cloth (convex pieces; only the corners' small squares are filled twice).
    const std::array<Vec2, 4> cloth{c0, c1, c2, c3};
    const double turn = cross(c1 - c0, c2 - c1) > 0 ? 1 : -1; // which side is inside
    const std::vector<Vec2> view{{0, 0},
                                 {cam.viewportWidth(), 0},
                                 {cam.viewportWidth(), cam.viewportHeight()},
                                 {0, cam.viewportHeight()}};
    for (std::size_t i = 0; i < 4; ++i) {
        const Vec2 a = cloth[i], e = cloth[(i + 1) % 4] - a;
        // Outside: the side of the edge away from the cloth (cross(e, p - a) * turn <= 0).
        auto side = [&](Vec2 p) { return -cross(e, p - a) * turn; };
        std::vector<Vec2> piece;
        for (std::size_t k = 0; k < view.size(); ++k) {
            const Vec2 p = view[k], q = view[(k + 1) % view.size()];
            const double sp = side(p), sq = side(q);
            if (sp >= 0) piece.push_back(p);
            if ((sp >= 0) != (sq >= 0)) piece.push_back(lerp(p, q, sp / (sp - sq)));
        }
        for (std::size_t k = 1; k + 1 < piece.size(); ++k)
            ground.triangle(piece[0], piece[k], piece[k + 1], P.background);
    }
    ground.quad(c0, c1, c2, c3, P.cloth);
    fillsView = true;
    if (o.grid) {
        const double ppi = cam.pixelsPerInch();
        const int step = ppi >= 10 ? 1 : 6; // 1" lines closer than 10 px are just noise
        const Colour minor = P.gridMinor, major = P.gridMajor;
        for (int x = step; x < W; x += step)
            ground.line(cam.toScreen({double(x), 0}), cam.toScreen({double(x), D}), 1,
                        x % 6 == 0 ? major : minor);
        for (int y = step; y < D; y += step)
            ground.line(cam.toScreen({0, double(y)}), cam.toScreen({W, double(y)}), 1,
                        y % 6 == 0 ? major : minor);
    }
    const std::array<Vec2, 4> edge{c0, c1, c2, c3};
    ground.polyline(edge, 3, Colour(60, 45, 30), true);
}

void Scene::terrain(const Camera& cam, const Table& table, const TerrainMesh& mesh, int selected,
                    const SceneOptions& o) {
    const double ppi = cam.pixelsPerInch();
    auto fill = [&](const std::vector<Triangle>& tris, Colour col) {
        for (const Triangle& t : tris)
            ground.triangle(cam.toScreen(t[0]), cam.toScreen(t[1]), cam.toScreen(t[2]), col);
    };
    auto screen = [&](std::span<const Vec2> pts) {
        std::vector<Vec2> out;
        out.reserve(pts.size());
        for (Vec2 p : pts)
            out.push_back(cam.toScreen(p));
        return out;
    };
    const auto& all = table.terrain();
    // Areas first (hills under woods), paths on top: a road runs through a wood.
    for (int pass = 0; pass < 3; ++pass) {
        for (std::size_t i = 0; i < all.size(); ++i) {
            const PlacedTerrain& pt = all[i];
            const Terrain& t = *pt.terrain;
            const int order = t.kind == TerrainKind::Hill     ? 0
                              : t.kind == TerrainKind::Road   ? 2
                              : t.kind == TerrainKind::Linear ? 2
                                                              : 1;
            if (order != pass) continue;
            switch (t.kind) {
            case TerrainKind::Hill: {
                // The slope is pale with a soft edge; the top darker, ringed by a crest line.
                fill(mesh.outline[i], Colour(176, 160, 104));
                ground.polyline(screen(pt.outline), 2, Colour(130, 110, 60), true);
                fill(mesh.top[i], Colour(150, 126, 74));
                const auto top = screen(pt.top);
                for (std::size_t k = 0; k < top.size(); ++k)
                    ground.dashedLine(top[k], top[(k + 1) % top.size()], 2.5f, 7,
                                      Colour(95, 70, 35));
                break;
            }
            case TerrainKind::Woods:
                fill(mesh.outline[i], Colour(46, 96, 44));
                ground.polyline(screen(pt.outline), 2.5f, Colour(25, 60, 25), true);
                break;
            case TerrainKind::Bua:
                fill(mesh.outline[i], Colour(150, 118, 104));
                ground.polyline(screen(pt.outline), 3, Colour(80, 60, 55), true);
                break;
            case TerrainKind::River:
                fill(mesh.outline[i], Colour(80, 130, 205));
                ground.polyline(screen(pt.outline), 1.5f, Colour(45, 85, 150), true);
                break;
            case TerrainKind::Road: {
                const float w = std::max(3.0f, static_cast<float>(t.width * ppi));
                ground.polyline(screen(t.path), w, Colour(205, 185, 140), false);
                break;
            }
            case TerrainKind::Linear:
                ground.polyline(screen(t.path), 4, Colour(70, 62, 55), false);
                ground.polyline(screen(t.path), 1.5f, Colour(150, 140, 125), false);
                break;
            }
            if (static_cast<int>(i) == selected) {
                const bool path = isPath(t.kind);
                handles.polyline(screen(path ? t.path : pt.outline), 3, palette().selection, !path);
            }
            if (o.terrainLabels && ppi >= 6) {
                const std::vector<Vec2>& pts = t.path.empty() ? pt.outline : t.path;
                if (pts.empty()) continue;
                Box b = boundingBox(pts);
                // Placed with the units' labels, after them: it never covers a base.
                const Vec2 mid = cam.toScreen(lerp(b.lo, b.hi, 0.5));
                label(mid, Rect{mid, mid}, t.id, textPxForCap(kLabelCapMm), -1);
            }
        }
    }
}

void Scene::unitSymbol(const Camera& cam, const PlacedUnit& u, Colour ink) {
    const BaseCorners& c = u.corners;
    // The symbol sits inside the base, shrunk so it does not touch the edges.
    const Vec2 m = u.unit->at;
    auto in = [&](Vec2 p, double k = 0.7) { return cam.toScreen(m + (p - m) * k); };
    const float w = static_cast<float>(std::clamp(cam.pixelsPerInch() * 0.08, 1.0, 3.0));
    switch (u.unit->type) {
    case UnitType::Infantry:
        bases.line(in(c.fl), in(c.rr), w, ink);
        bases.line(in(c.fr), in(c.rl), w, ink);
        break;
    case UnitType::Cavalry:
        bases.line(in(c.rl), in(c.fr), w, ink);
        break;
    case UnitType::Cuirassiers: {
        const Vec2 s = u.r * (u.frontage * 0.12);
        bases.line(in(c.rl - s), in(c.fr - s), w, ink);
        bases.line(in(c.rl + s), in(c.fr + s), w, ink);
        break;
    }
    case UnitType::FootArtillery:
    case UnitType::HorseArtillery: {
        const double r = std::min(u.frontage, u.depth) * 0.28 * cam.pixelsPerInch();
        if (u.unit->type == UnitType::FootArtillery)
            bases.disc(cam.toScreen(m), static_cast<float>(r), ink, 10);
        else {
            bases.ring(cam.toScreen(m), static_cast<float>(r), w, ink, 10);
            bases.line(in(c.rl, 0.8), in(c.fr, 0.8), w, ink);
        }
        break;
    }
    case UnitType::General: {
        const double R = std::min(u.frontage, u.depth) * 0.42 * cam.pixelsPerInch();
        const Vec2 centre = cam.toScreen(m);
        const Vec2 up = normalised(cam.directionToScreen(u.f));
        const double a0 = std::atan2(up.y, up.x);
        std::array<Vec2, 10> star;
        for (int k = 0; k < 10; ++k) {
            const double a = a0 + k * kPi / 5, rr = k % 2 ? R * 0.42 : R;
            star[static_cast<std::size_t>(k)] = centre + Vec2{std::cos(a), std::sin(a)} * rr;
        }
        for (int k = 0; k < 10; ++k)
            bases.triangle(centre, star[static_cast<std::size_t>(k)],
                           star[static_cast<std::size_t>((k + 1) % 10)], ink);
        break;
    }
    }
}

void Scene::units(const Camera& cam, const Table& table, std::span<const UnitLook> looks,
                  const SceneOptions& o) {
    const Scenario& s = table.scenario();
    const double ppi = cam.pixelsPerInch();
    std::map<std::string, Colour> side;
    for (const Unit& u : s.gt().units)
        if (!side.count(u.side)) side[u.side] = sideColour(s, u.side);

    const auto& units = table.units();
    for (std::size_t i = 0; i < units.size(); ++i) {
        const PlacedUnit& u = units[i];
        if (u.base.size() != 4) continue;
        const UnitLook look = i < looks.size() ? looks[i] : UnitLook{};
        const Unit& U = *u.unit;
        const Colour fillCol = side[u.unit->side];
        const Colour ink = inkOn(fillCol);
        const BaseCorners& c = u.corners;
        const Vec2 fl = cam.toScreen(c.fl), fr = cam.toScreen(c.fr), rl = cam.toScreen(c.rl),
                   rr = cam.toScreen(c.rr);
        // Off screen: nothing to draw, except a charge arrow or a tie that may cross the view.
        const double margin = 60;
        const bool visible = std::max({fl.x, fr.x, rl.x, rr.x}) >= -margin &&
                             std::min({fl.x, fr.x, rl.x, rr.x}) <= cam.viewportWidth() + margin &&
                             std::max({fl.y, fr.y, rl.y, rr.y}) >= -margin &&
                             std::min({fl.y, fr.y, rl.y, rr.y}) <= cam.viewportHeight() + margin;
        if (!visible && u.unit->charging.empty() && u.unit->attachedTo.empty()) continue;
        const bool routed = u.unit->morale == Morale::Routed;
        const Colour body = routed ? mix(fillCol, Colour(120, 120, 120), 130) : fillCol;
        // Level of detail: a base a few pixels deep is a coloured chip with its front edge;
        // bigger ones get a dark rim (an inset quad over a dark one) and their type symbol.
        const bool detailed = std::min(u.frontage, u.depth) * ppi >= 8;
        // Target colouring and selection as a halo: the base drawn a few pixels larger
        // underneath (two triangles, where an outline would take eight).
        auto halo = [&](double px, Colour col) {
            const double k = px / ppi;
            const BaseCorners h = baseCorners(U.at, U.facing, u.frontage + 2 * k, u.depth + 2 * k);
            bases.quad(cam.toScreen(h.fl), cam.toScreen(h.fr), cam.toScreen(h.rr),
                       cam.toScreen(h.rl), col);
        };
        // A halo whose colour is about as light as the cloth gets a dark rim outside it.
        const Palette& P = palette();
        const double ring = P.lineScale;
        auto cased = [&](double px, Colour col) {
            if (needsCasing(col)) halo(px + 2 * ring, P.outline);
            halo(px, col);
        };
        if (look.selected)
            cased(4 * ring, P.selection);
        else if (look.target)
            cased(4 * ring, Colour::White);
        else if (look.asTarget == UnitLook::AsTarget::Valid)
            cased(3.5 * ring, P.validTarget);
        else if (look.asTarget == UnitLook::AsTarget::Invalid) {
            halo(5 * ring, P.outline); // always rimmed: with the cross, told apart by shape
            halo(2.5 * ring, P.invalidTarget);
        }
        if (detailed) {
            bases.quad(fl, fr, rr, rl, darker(fillCol, 0.35f));
            const double k = 1.0 / ppi; // one pixel, in inches
            const BaseCorners in = baseCorners(U.at, U.facing, std::max(u.frontage - 2 * k, 0.0),
                                               std::max(u.depth - 2 * k, 0.0));
            bases.quad(cam.toScreen(in.fl), cam.toScreen(in.fr), cam.toScreen(in.rr),
                       cam.toScreen(in.rl), body);
            unitSymbol(cam, u, ink);
        } else {
            bases.quad(fl, fr, rr, rl, body);
        }
        // Not a valid target: a cross over the base, not the colour alone.
        if (look.asTarget == UnitLook::AsTarget::Invalid && !look.selected && !look.target) {
            for (const auto& [a, b] : {std::pair{fl, rr}, std::pair{fr, rl}}) {
                over.line(a, b, 5 * ring, P.outline);
                over.line(a, b, 2 * ring, P.invalidTarget);
            }
        }
        // The front edge: the one every ruling measures from.
        const float front = static_cast<float>(std::clamp(ppi * 0.12, 2.0, 5.0));
        bases.line(fl, fr, front, ink);

        // Markers as small lettered chips behind the base, so they never hide the front; the
        // letters are map labels (kLabelCapMm) where the base is at least as deep as they are
        // tall, else plain chips (the legend and a closer zoom tell them).
        const unsigned markPx = textPxForCap(kLabelCapMm);
        const bool lettered = std::min(u.frontage, u.depth) * ppi >= markPx * 0.8;
        const Vec2 rm = lerp(rl, rr, 0.5);
        const Vec2 back = normalised(rm - lerp(fl, fr, 0.5));
        Vec2 chip = rm + back * (lettered ? markPx * 0.75 : 4.0);
        auto marker = [&](const char* letter, Colour col) {
            if (!lettered) { // a lettered chip would swamp a base a few pixels big
                bases.rect(chip - Vec2{2, 2}, chip + Vec2{2, 2}, col);
                chip = chip + Vec2{5, 0};
                return;
            }
            const Vec2 size = text.measure(letter, markPx);
            text.add(chip - Vec2{0, size.y / 2}, letter, markPx, inkOn(col),
                     TextBatch::Align::Centre, col);
            chip = chip + Vec2{size.x + 8, 0};
        };
        if (U.limbered) marker("L", Colour(120, 90, 50));
        if (U.firing) marker("F", Colour(240, 120, 20));
        if (U.morale == Morale::Shaken) marker("S", Colour(240, 210, 40));
        if (U.morale == Morale::Routed) marker("R", Colour(200, 30, 30));
        if (U.morale == Morale::Silenced) marker("Si", Colour(90, 90, 90));
        if (U.formation == Formation::Square && U.type == UnitType::Infantry)
            marker("Sq", Colour(60, 60, 140));
        if (!U.occupies.empty()) marker("Occ", Colour(60, 100, 60));

        // Charge arrow: from the charger's front edge to the unit it has declared on.
        if (!U.charging.empty()) {
            const int t = table.unitIndex(U.charging);
            if (t >= 0) {
                const Vec2 a = cam.toScreen(c.fm()), b = cam.toScreen(table.unit(t).unit->at);
                const Vec2 d = normalised(b - a), n{-d.y, d.x};
                over.line(a, b - d * 12.0, 3, Colour(250, 70, 40));
                over.triangle(b, b - d * 14.0 + n * 7.0, b - d * 14.0 - n * 7.0,
                              Colour(250, 70, 40));
            }
        }
        // Attached general: a tie to its unit.
        if (!U.attachedTo.empty()) {
            const int t = table.unitIndex(U.attachedTo);
            if (t >= 0)
                over.dashedLine(cam.toScreen(U.at), cam.toScreen(table.unit(t).unit->at), 2, 4,
                                Colour(255, 215, 0));
        }

        const Rect box{{std::min({fl.x, fr.x, rl.x, rr.x}), std::min({fl.y, fr.y, rl.y, rr.y})},
                       {std::max({fl.x, fr.x, rl.x, rr.x}), std::max({fl.y, fr.y, rl.y, rr.y})}};
        if (visible) baseRects_.push_back(box);
        // A short name beside the base, placed at the end where it hides nothing.
        if (o.names && visible)
            label((box.lo + box.hi) * 0.5, box, shortLabel(U.name, U.id, U.side),
                  textPxForCap(kLabelCapMm), look.selected || look.target ? 2 : 0);
    }
}

void Scene::label(Vec2 anchor, const Rect& base, std::string s, unsigned size, int priority) {
    if (!s.empty())
        labels_.push_back({anchor, base, std::move(s), size, priority, std::nullopt, std::nullopt});
}

void Scene::rulingLabel(Vec2 at, std::string s, Colour ink) {
    if (s.empty()) return;
    const Colour back = palette().labelBack;
    labels_.push_back({at, Rect{at, at}, std::move(s), textPxForCap(kNumberCapMm), 3, ink,
                       Colour(back.r, back.g, back.b, 200), true});
}

// One pass over the labels, in priority order, each tried at its places in turn against the
// bucketed rectangles taken so far: kept whole (a little over 80 lines) so that the order of
// the places, which is what a player sees, reads in one place.
void Scene::placeLabels() {
    placed_.clear();
    if (labels_.empty()) return;
    std::stable_sort(labels_.begin(), labels_.end(),
                     [](const Label& a, const Label& b) { return a.priority > b.priority; });
    auto overlaps = [](const Rect& a, const Rect& b) {
        return a.lo.x < b.hi.x && b.lo.x < a.hi.x && a.lo.y < b.hi.y && b.lo.y < a.hi.y;
    };
    // What a label must not cover, bucketed in cells of 64 px: a 400-base table asks each of
    // its labels about a few neighbours, not about every base.
    constexpr double kCell = 64;
    std::unordered_map<std::int64_t, std::vector<Rect>> cells;
    cells.reserve(512);
    auto eachCell = [&](const Rect& r, auto&& f) {
        const int x0 = int(std::floor(r.lo.x / kCell)), x1 = int(std::floor(r.hi.x / kCell));
        const int y0 = int(std::floor(r.lo.y / kCell)), y1 = int(std::floor(r.hi.y / kCell));
        for (int x = x0; x <= x1; ++x)
            for (int y = y0; y <= y1; ++y)
                if (f(cells[(std::int64_t(x) << 32) ^ std::uint32_t(y)])) return true;
        return false;
    };
    auto block = [&](const Rect& r) {
        eachCell(r, [&](std::vector<Rect>& c) {
            c.push_back(r);
            return false;
        });
    };
    for (const Rect& r : baseRects_)
        block(r);
    for (const Rect& r : keepClear)
        block(r);
    const Palette& P = palette();
    for (const Label& l : labels_) {
        const Vec2 e = text.measure(l.text, l.size);
        const double w = e.x + 6, h = e.y, gap = 2;
        const Vec2 mid = l.anchor;
        // Below the base, above it, then right and left of it (top-left corners); a terrain
        // label (no base: a point) is tried on its point first.
        const std::array<Vec2, 5> tries{
            Vec2{mid.x - w / 2, mid.y - h / 2}, Vec2{mid.x - w / 2, l.base.hi.y + gap},
            Vec2{mid.x - w / 2, l.base.lo.y - gap - h}, Vec2{l.base.hi.x + gap, mid.y - h / 2},
            Vec2{l.base.lo.x - gap - w, mid.y - h / 2}};
        const bool point = l.base.lo.x == l.base.hi.x && l.base.lo.y == l.base.hi.y;
        auto put = [&](const Rect& r) {
            block(r);
            placed_.push_back(r);
            text.add({r.lo.x + w / 2, r.lo.y}, l.text, l.size, l.ink.value_or(P.labelInk),
                     TextBatch::Align::Centre, l.back.value_or(P.labelBack));
        };
        auto free = [&](const Rect& r) {
            return !eachCell(r, [&](const std::vector<Rect>& c) {
                return std::any_of(c.begin(), c.end(),
                                   [&](const Rect& o) { return overlaps(r, o); });
            });
        };
        bool done = false;
        for (std::size_t k = point ? 0 : 1; k < tries.size() && !done; ++k) {
            const Rect r{tries[k], tries[k] + Vec2{w, h}};
            if (free(r)) put(r), done = true;
        }
        // A unit's name with no room beside its base: a row further out, below then above,
        // still under the base's middle (bases side by side at a small zoom, their names
        // wider than they are, take turns: 1024x768 draws a 2" base 14 px wide).
        if (!done && !point && !l.always)
            for (const double y : {l.base.hi.y + 2 * gap + h, l.base.lo.y - 2 * (gap + h)}) {
                const Rect r{{mid.x - w / 2, y}, {mid.x + w / 2, y + h}};
                if (!done && free(r)) put(r), done = true;
            }
        // A ruling's number is never left out: first a free place a little further off (rings
        // of eight places, one to three label heights out: at fit zoom the handles and the
        // bases round a battery fill the five near ones), else on its point.
        for (int ring = 1; ring <= 3 && !done && l.always; ++ring)
            for (int k = 0; k < 8 && !done; ++k) {
                const double a = k * std::numbers::pi / 4, d = ring * 1.5 * h;
                const Vec2 at{mid.x + d * std::cos(a) - w / 2, mid.y + d * std::sin(a) - h / 2};
                const Rect r{at, at + Vec2{w, h}};
                if (free(r)) put(r), done = true;
            }
        if (!done && l.always) put({tries[0], tries[0] + Vec2{w, h}});
    }
    labels_.clear();
}

void Scene::draw(RenderTarget& target) const {
    ground.draw(target, true);
    if (photoTexture && !photo.empty()) target.drawTriangles(photo, photoTexture);
    reach.draw(target);
    bases.draw(target, true);
    grips.draw(target);
    gripWords.draw(target);
    over.draw(target);
    handles.draw(target);
    if (photoTexture && !loupe.empty()) {
        target.drawTriangles(loupe, photoTexture);
        loupeMarks.draw(target);
    }
    text.draw(target);
}

// ---- DebugDraw ---------------------------------------------------------------------------

namespace {

struct InkStyle {
    Colour colour;
    float width;
};

InkStyle styleOf(Ink ink) {
    const Palette& P = palette();
    const float thin = linePx(kThinLineMm * P.lineScale), thick = linePx(kLineMm * P.lineScale);
    switch (ink) {
    case Ink::Arc:
        return {P.arcEdge, thin};
    case Ink::RangeBand:
        return {P.rangeBand, thin};
    case Ink::SightClear:
        return {P.sightClear, thick};
    case Ink::SightBlocked:
        return {P.sightBlocked, thick};
    case Ink::Blocker:
        return {P.blocker, thick};
    case Ink::Enfilade:
        return {P.enfilade, thin};
    case Ink::RangeLine:
        return {P.rangeLine, thin};
    case Ink::TargetShape:
        return {P.targetShape, thick};
    case Ink::CloseCall:
        return {P.closeCall, thick};
    }
    return {Colour::White, thin};
}

// A line's width with its dark casing, kCasingMm each side.
float withCasing(float width) {
    return width + 2 * linePx(kCasingMm);
}

// The sight lines, blockers, enfilade and close calls are read on the cloth: those about as
// light as it get a dark band beneath (blocked ones always, under their dashes). The arc and
// the bands are a wash and its edge, read with their labels.
bool cased(Ink ink, Colour c) {
    if (ink == Ink::SightBlocked || ink == Ink::Blocker) return true;
    if (ink == Ink::Arc || ink == Ink::RangeBand) return false;
    return needsCasing(c);
}

} // namespace

void SceneDebugDraw::line(Vec2 a, Vec2 b, Ink ink) {
    const InkStyle st = styleOf(ink);
    const Vec2 sa = cam_.toScreen(a), sb = cam_.toScreen(b);
    const Colour outline = palette().outline;
    if (ink == Ink::SightBlocked || ink == Ink::Blocker) {
        // A dark band with the colour dashed over it: seen on the cloth by any eye.
        scene_.over.line(sa, sb, withCasing(st.width), outline);
        scene_.over.dashedLine(sa, sb, st.width, 10, st.colour);
        return;
    }
    if (cased(ink, st.colour)) scene_.over.line(sa, sb, withCasing(st.width), outline);
    if (ink == Ink::RangeLine)
        scene_.over.dashedLine(sa, sb, st.width, 6, st.colour);
    else
        scene_.over.line(sa, sb, st.width, st.colour);
}

void SceneDebugDraw::polygon(std::span<const Vec2> poly, Ink ink, bool filled) {
    if (poly.empty()) return;
    const InkStyle st = styleOf(ink);
    std::vector<Vec2> pts;
    pts.reserve(poly.size());
    for (Vec2 p : poly)
        pts.push_back(cam_.toScreen(p));
    if (filled) {
        // The arc is a wash under the bases; a blocker glows over them.
        Batch& layer = ink == Ink::Arc ? scene_.reach : scene_.over;
        const Colour fillCol = ink == Ink::Arc ? palette().arcFill : withAlpha(st.colour, 110);
        for (const Triangle& t : fillTriangles(pts))
            layer.triangle(t[0], t[1], t[2], fillCol);
        if (ink == Ink::Blocker) layer.polyline(pts, withCasing(st.width), palette().outline, true);
        layer.polyline(pts, st.width, st.colour, true);
    } else {
        if (cased(ink, st.colour))
            scene_.over.polyline(pts, withCasing(st.width), palette().outline, true);
        scene_.over.polyline(pts, st.width, st.colour, true);
    }
}

void SceneDebugDraw::label(Vec2 at, std::string_view text, Ink ink) {
    // Numbers a ruling is read by (band lengths, the range): kNumberCapMm, on a patch of the
    // label background so that they read over any terrain, placed clear of the bases.
    scene_.rulingLabel(cam_.toScreen(at), std::string(text), styleOf(ink).colour);
}

} // namespace cdo::app
