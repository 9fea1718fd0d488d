#include "app/lb/hex_render.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <map>
#include <numbers>

namespace cdo::app {

namespace {

constexpr double kPi = std::numbers::pi;
constexpr double kSqrt3 = 1.7320508075688772;

Colour mixed(Colour under, Colour top, int alpha) {
    auto m = [&](std::uint8_t a, std::uint8_t b) {
        return static_cast<std::uint8_t>((a * (255 - alpha) + b * alpha) / 255);
    };
    return {m(under.r, top.r), m(under.g, top.g), m(under.b, top.b), 255};
}

Colour withAlpha(Colour c, std::uint8_t a) {
    return {c.r, c.g, c.b, a};
}

Vec2 unit(Vec2 v) {
    const double l = length(v);
    return l > 0 ? v * (1.0 / l) : Vec2{1, 0};
}

// A compass bearing as a map direction (y up).
Vec2 along(double bearing) {
    const double a = bearing * kPi / 180.0;
    return {std::sin(a), std::cos(a)};
}

float px(double v) {
    return static_cast<float>(v);
}

// ---- Terrain styles --------------------------------------------------------------------

enum class Pattern { None, Trees, Buildings, Rows, Marsh, Road, Other };

struct TerrainStyle {
    Colour fill;
    Pattern pattern;
    Colour ink; // of the pattern
};

// Each kind differs from clear by its pattern as well as by its colour and luminance, so that
// it reads in sunlight and without telling hues apart.
TerrainStyle styleOf(std::string_view t) {
    if (t == "clear" || t == "slope") return {hexColours::clear, Pattern::None, {}};
    if (t == "woods" || t == "forest") return {{122, 152, 92}, Pattern::Trees, {28, 66, 28}};
    if (t == "village" || t == "town" || t == "hamlet" || t == "chateau")
        return {{204, 174, 152}, Pattern::Buildings, {112, 44, 34}};
    if (t == "garden" || t == "vineyard" || t == "orchard")
        return {{200, 204, 142}, Pattern::Rows, {84, 96, 36}};
    if (t == "swamp" || t == "marsh") return {{176, 204, 198}, Pattern::Marsh, {34, 84, 140}};
    if (t == "river" || t == "stream" || t == "lake" || t == "pond")
        return {{118, 160, 206}, Pattern::Marsh, {22, 56, 116}};
    if (t == "road") return {hexColours::clear, Pattern::Road, {150, 118, 74}};
    return {{196, 196, 196}, Pattern::Other, {80, 80, 80}};
}

// Higher ground is darker and browner, one step of luminance a level; low ground bluer.
Colour atLevel(Colour c, int level) {
    if (level > 0) return mixed(c, {104, 76, 42}, std::min(210, 46 * level));
    if (level < 0) return mixed(c, {150, 186, 214}, std::min(160, 45 * -level));
    return c;
}

// The corners of hex h on screen, pulled toward its centre by `k` (1: the corners).
std::array<Vec2, 6> screenCorners(const Camera& cam, const lb::HexGrid& g, lb::Hex h,
                                  double k = 1.0) {
    const Vec2 c = g.centre(h);
    std::array<Vec2, 6> out{};
    for (int i = 0; i < 6; ++i)
        out[std::size_t(i)] = cam.toScreen(c + (g.corner(h, i) - c) * k);
    return out;
}

void fillHex(Batch& b, const std::array<Vec2, 6>& p, Colour col) {
    for (std::size_t i = 1; i + 1 < 6; ++i)
        b.triangle(p[0], p[i], p[i + 1], col);
}

bool onScreen(const Camera& cam, Vec2 p, double margin) {
    return p.x >= -margin && p.x <= cam.viewportWidth() + margin && p.y >= -margin &&
           p.y <= cam.viewportHeight() + margin;
}

// The pattern of one hex: six marks around its middle (the counter covers the middle), in map
// units so that they turn and scale with the map.
void pattern(Batch& b, const Camera& cam, const lb::HexGrid& g, lb::Hex h, const TerrainStyle& st,
             double rPx) {
    if (st.pattern == Pattern::None || rPx < 9) return;
    const Vec2 c = g.centre(h);
    const float s = px(rPx);
    for (int i = 0; i < 6; ++i) {
        const Vec2 at = cam.toScreen(c + along(g.vertexBearing(i)) * 0.66);
        switch (st.pattern) {
        case Pattern::Trees:
            b.disc(at, s * 0.15f, st.ink, 10);
            b.disc(at + Vec2{-rPx * 0.03, -rPx * 0.03}, s * 0.07f, mixed(st.fill, st.ink, 90), 8);
            break;
        case Pattern::Buildings:
            b.rect(at - Vec2{rPx * 0.11, rPx * 0.08}, at + Vec2{rPx * 0.11, rPx * 0.08}, st.ink);
            break;
        case Pattern::Rows: {
            const Vec2 d{rPx * 0.09, 0};
            for (int k = -1; k <= 1; ++k)
                b.disc(at + d * double(k), s * 0.04f, st.ink, 6);
            break;
        }
        case Pattern::Marsh:
            b.line(at - Vec2{rPx * 0.14, 0}, at + Vec2{rPx * 0.14, 0}, std::max(1.5f, s * 0.04f),
                   st.ink);
            b.line(at - Vec2{rPx * 0.08, -rPx * 0.07}, at + Vec2{rPx * 0.08, rPx * 0.07},
                   std::max(1.0f, s * 0.03f), st.ink);
            break;
        case Pattern::Road:
            if (i == 0) b.disc(cam.toScreen(c), s * 0.3f, st.ink, 14);
            break;
        case Pattern::Other:
            b.line(at - Vec2{rPx * 0.07, rPx * 0.07}, at + Vec2{rPx * 0.07, rPx * 0.07},
                   std::max(1.0f, s * 0.03f), st.ink);
            b.line(at - Vec2{rPx * 0.07, -rPx * 0.07}, at + Vec2{rPx * 0.07, -rPx * 0.07},
                   std::max(1.0f, s * 0.03f), st.ink);
            break;
        case Pattern::None:
            break;
        }
    }
}

// Slope: diagonal hatching across the hex, in map units.
void hatch(Batch& b, const Camera& cam, const lb::HexGrid& g, lb::Hex h, double rPx, Colour ink) {
    const Vec2 c = g.centre(h);
    std::array<Vec2, 6> poly{};
    for (int i = 0; i < 6; ++i)
        poly[std::size_t(i)] = c + (g.corner(h, i) - c) * 0.96;
    const Vec2 d = along(45), n{-d.y, d.x};
    const double spacing = rPx >= 40 ? 0.22 : 0.32;
    const float w = std::max(1.0f, px(mm(0.3)));
    for (double o = -1.0; o <= 1.0001; o += spacing) {
        const auto seg = clipToConvex(c + n * o - d * 2.0, c + n * o + d * 2.0, poly);
        if (seg) b.line(cam.toScreen((*seg)[0]), cam.toScreen((*seg)[1]), w, ink);
    }
}

// ---- Counters ---------------------------------------------------------------------------

// A counter's rounded rectangle on screen: centre, axes and half sizes in pixels.
struct Box {
    Vec2 mid, u{1, 0}, v{0, 1};
    double hl = 0, hw = 0;
};

std::vector<Vec2> roundedOutline(const Box& b, double grow) {
    const double hl = b.hl + grow, hw = b.hw + grow;
    const double r = std::min({hl, hw, std::max(2.0, std::min(b.hl, b.hw) * 0.22 + grow)});
    std::vector<Vec2> pts;
    const std::array<std::pair<double, double>, 4> corner{
        {{1, 1}, {-1, 1}, {-1, -1}, {1, -1}}}; // anticlockwise in (u, v)
    for (std::size_t k = 0; k < 4; ++k) {
        const auto [su, sv] = corner[k];
        const Vec2 c = b.mid + b.u * (su * (hl - r)) + b.v * (sv * (hw - r));
        const double a0 = kPi / 2 * double(k);
        for (int s = 0; s <= 3; ++s) {
            const double a = a0 + kPi / 2 * s / 3.0;
            pts.push_back(c + b.u * (std::cos(a) * r) + b.v * (std::sin(a) * r));
        }
    }
    return pts;
}

void fillRounded(Batch& batch, const Box& b, double grow, Colour col) {
    const std::vector<Vec2> pts = roundedOutline(b, grow);
    for (std::size_t i = 0; i < pts.size(); ++i)
        batch.triangle(b.mid, pts[i], pts[(i + 1) % pts.size()], col);
}

void triangle(Batch& b, Vec2 tip, Vec2 dir, double length, double width, Colour col) {
    const Vec2 n{-dir.y, dir.x};
    const Vec2 base = tip - dir * length;
    b.triangle(tip, base + n * (width / 2), base - n * (width / 2), col);
}

// From the hex centre to the hex's edge along a bearing, in map units (radius 1).
double hexReach(const lb::HexGrid& g, double bearing) {
    double gap = 180;
    for (int i = 0; i < 6; ++i)
        gap = std::min(gap, lb::bearingGap(bearing, g.sideBearing(i)));
    return (kSqrt3 / 2) / std::cos(gap * kPi / 180.0);
}

// The arm as a small map symbol in a frame: infantry a cross, cavalry one diagonal,
// artillery a dot, as on the counters of the series.
void armSymbol(Batch& b, Vec2 lo, Vec2 hi, lb::Arm arm, Colour ink, float w) {
    const Vec2 tl = lo, tr{hi.x, lo.y}, br = hi, bl{lo.x, hi.y};
    const std::array<Vec2, 4> frame{tl, tr, br, bl};
    b.polyline(frame, w, ink, true);
    switch (arm) {
    case lb::Arm::Infantry:
        b.line(tl, br, w, ink);
        b.line(tr, bl, w, ink);
        break;
    case lb::Arm::LightCavalry:
        b.line(bl, tr, w, ink);
        break;
    case lb::Arm::HeavyCavalry:
        b.line(bl, tr, w, ink);
        b.line(bl + Vec2{0, -(hi.y - lo.y) * 0.35}, tr + Vec2{-(hi.x - lo.x) * 0.35, 0}, w, ink);
        break;
    case lb::Arm::FootArtillery:
        b.disc(lerp(lo, hi, 0.5), float((hi.y - lo.y) * 0.28), ink, 10);
        break;
    case lb::Arm::HorseArtillery:
        b.disc(lerp(lo, hi, 0.5), float((hi.y - lo.y) * 0.28), ink, 10);
        b.line(bl, tr, w, ink);
        break;
    case lb::Arm::Leader:
        break;
    }
}

void star(Batch& b, Vec2 c, double r, Colour col) {
    std::array<Vec2, 10> p{};
    for (int k = 0; k < 10; ++k) {
        const double a = -kPi / 2 + k * kPi / 5, rr = k % 2 ? r * 0.42 : r;
        p[std::size_t(k)] = c + Vec2{std::cos(a), std::sin(a)} * rr;
    }
    for (std::size_t k = 0; k < 10; ++k)
        b.triangle(c, p[k], p[(k + 1) % 10], col);
}

} // namespace

// ---- Public helpers -----------------------------------------------------------------------

unsigned textPx(double millimetres) {
    static constexpr std::array<unsigned, 10> sizes{9, 11, 13, 15, 18, 22, 26, 32, 40, 50};
    const double want = mm(millimetres);
    unsigned best = sizes.front();
    for (unsigned s : sizes)
        if (double(s) <= want + 0.5) best = s;
    return best;
}

CounterWords counterWords(double halfSidePx) {
    // The glyph sizes textPx draws at, the smallest one whose capitals are kCounterCapMm.
    static constexpr std::array<unsigned, 10> sizes{9, 11, 13, 15, 18, 22, 26, 32, 40, 50};
    const unsigned need = textPxForCap(kCounterCapMm);
    unsigned least = sizes.back();
    for (auto it = sizes.rbegin(); it != sizes.rend(); ++it)
        if (*it >= need) least = *it;
    CounterWords w;
    const double side = halfSidePx;
    w.small = std::max(textPx(std::clamp(side * 0.62 / pxPerMm(), 1.6, 4.0)), least);
    w.big = std::max(textPx(std::clamp(side * 1.0 / pxPerMm(), 2.0, 7.0)), least);
    // From 0.9 of a half side above the middle to as far below it: the top row a line of
    // `small` (1.15 of its size with the gap), the increments' capitals under it.
    const double room = 1.8 * side;
    w.topRow = w.small * 1.15 + w.big * kCapPerEm <= room;
    w.any = w.big * kCapPerEm <= room;
    return w;
}

bool hexIdsShown(const Camera& cam, const HexSceneOptions& o) {
    return o.hexIds || cam.pixelsPerInch() >= mm(8);
}

int hexIdStride(double idWidth, double idHeight, double radius, double gap, bool forced) {
    if (radius <= 0) return 0;
    if (idWidth < radius * 1.3) return 1;
    if (!forced) return 0;
    // Flat-topped hexes: columns 1.5 radii apart, rows sqrt(3) radii apart.
    const int across = int(std::ceil((idWidth + gap) / (1.5 * radius)));
    const int down = int(std::ceil((idHeight + gap) / (kSqrt3 * radius)));
    return std::max({1, across, down});
}

std::string_view formationMark(lb::Formation f) {
    switch (f) {
    case lb::Formation::Column:
        return "C";
    case lb::Formation::Line:
        return "L";
    case lb::Formation::Carre:
        return "Sq";
    case lb::Formation::Skirmish:
        return "Sk";
    case lb::Formation::GeneralOrder:
        return "GO";
    case lb::Formation::RoadMarch:
        return "RM";
    case lb::Formation::Limbered:
        return "Lb";
    case lb::Formation::Unlimbered:
        return "Un";
    }
    return "?";
}

std::optional<std::array<Vec2, 2>> clipToConvex(Vec2 a, Vec2 b, std::span<const Vec2> poly) {
    const std::size_t n = poly.size();
    if (n < 3) return std::nullopt;
    // Orientation, so that "inside" is the same side of every edge.
    double area = 0;
    for (std::size_t i = 0; i < n; ++i)
        area += cross(poly[i], poly[(i + 1) % n]);
    const double sign = area >= 0 ? 1.0 : -1.0;
    double t0 = 0, t1 = 1;
    const Vec2 d = b - a;
    for (std::size_t i = 0; i < n; ++i) {
        const Vec2 p = poly[i], q = poly[(i + 1) % n];
        const Vec2 e = q - p;
        // inside when sign * cross(e, x - p) >= 0
        const double num = sign * cross(e, a - p);
        const double den = sign * cross(e, d);
        if (std::abs(den) < 1e-12) {
            if (num < 0) return std::nullopt;
            continue;
        }
        const double t = -num / den;
        if (den > 0)
            t0 = std::max(t0, t);
        else
            t1 = std::min(t1, t);
        if (t0 > t1) return std::nullopt;
    }
    return std::array<Vec2, 2>{a + d * t0, a + d * t1};
}

// ---- The map ------------------------------------------------------------------------------

void drawHexMap(Scene& scene, const Camera& cam, const lb::Battle& battle,
                const HexSceneOptions& o) {
    const lb::HexGrid& g = battle.grid;
    const double rPx = cam.pixelsPerInch(); // a hex's circumradius is one map unit
    const Colour gridInk{72, 68, 50}, contour{92, 58, 28}, hatchInk{118, 82, 42};
    const float gridW = std::max(1.0f, px(mm(0.18)));
    const bool ids = hexIdsShown(cam, o);
    const unsigned idPx = textPx(2.2);
    const Vec2 idSize = scene.text.measure(g.id({1, 1}), idPx);
    const int stride = ids ? hexIdStride(idSize.x, idSize.y, rPx, mm(1), o.hexIds) : 0;
    for (int col = 1; col <= g.columns; ++col) {
        for (int row = 1; row <= g.rows; ++row) {
            const lb::Hex h{col, row};
            const Vec2 sc = cam.toScreen(g.centre(h));
            if (!onScreen(cam, sc, rPx * 1.2)) continue;
            const lb::HexState& st = battle.at(h);
            const TerrainStyle style = styleOf(st.terrain);
            const Colour fill = atLevel(style.fill, st.elevation);
            const auto corners = screenCorners(cam, g, h);
            fillHex(scene.ground, corners, fill);
            pattern(scene.ground, cam, g, h,
                    {fill, style.pattern, atLevel(style.ink, st.elevation)}, rPx);
            if (st.slope) hatch(scene.ground, cam, g, h, rPx, hatchInk);
            for (int i = 0; i < 6; ++i) {
                const lb::Hex n = g.neighbour(h, i);
                const bool inside = g.contains(n);
                const auto ends = g.sideCorners(h, i);
                // A drop in level: a contour on the higher hex's side of the hexside.
                if (inside && battle.at(n).elevation < st.elevation) {
                    const Vec2 c = g.centre(h);
                    scene.ground.line(cam.toScreen(c + (ends[0] - c) * 0.93),
                                      cam.toScreen(c + (ends[1] - c) * 0.93),
                                      std::max(2.0f, px(mm(0.55))), contour);
                }
                // Each shared side once; the map's edge thicker.
                if (i < 3 || !inside)
                    scene.ground.line(cam.toScreen(ends[0]), cam.toScreen(ends[1]),
                                      inside ? gridW : gridW * 2.5f, gridInk);
            }
            if (stride == 1) {
                const Colour ink = inkOn(fill);
                scene.text.add(sc - Vec2{0, rPx * kSqrt3 / 2 - 2}, g.id(h), idPx,
                               withAlpha(ink, 210), TextBatch::Align::Centre);
            } else if (stride > 1 && (col - 1) % stride == 0 && (row - 1) % stride == 0) {
                // Bigger than the hex: on a dark patch of its own, centred on the hex.
                scene.text.add(sc - Vec2{0, idSize.y / 2}, g.id(h), idPx, Colour::White,
                               TextBatch::Align::Centre, Colour(0, 0, 0, 170));
            }
        }
    }
}

void drawZoneOfInfluence(Scene& scene, const Camera& cam, const lb::HexGrid& g,
                         std::span<const lb::Hex> hexes, Colour side) {
    const float w = std::max(2.0f, px(mm(0.45)));
    for (lb::Hex h : hexes) {
        if (!g.contains(h)) continue;
        const auto in = screenCorners(cam, g, h, 0.9);
        fillHex(scene.reach, in, withAlpha(side, 70));
        for (std::size_t i = 0; i < 6; ++i)
            scene.reach.dashedLine(in[i], in[(i + 1) % 6], w, px(mm(0.7)), Colour(20, 20, 24, 220));
    }
}

void drawCounters(Scene& scene, const Camera& cam, const Scenario& s,
                  std::span<const CounterLook> looks) {
    const lb::Battle& battle = s.lb();
    const lb::HexGrid& g = battle.grid;
    const double rPx = cam.pixelsPerInch();
    const auto& units = battle.units;
    // Stacks: the top counter (stack 0, then the later one in the file) is drawn last; each
    // one under it shows a little up and to the right.
    std::map<lb::Hex, std::vector<std::size_t>> byHex;
    std::vector<std::size_t> leaders;
    for (std::size_t i = 0; i < units.size(); ++i) {
        if (units[i].hexes.empty()) continue;
        if (units[i].arm == lb::Arm::Leader)
            leaders.push_back(i);
        else
            byHex[units[i].hexes.front()].push_back(i);
    }
    std::vector<std::pair<std::size_t, std::size_t>> order; // (depth in the stack, unit)
    for (auto& [hex, list] : byHex) {
        std::sort(list.begin(), list.end(), [&](std::size_t a, std::size_t b) {
            return units[a].stack != units[b].stack ? units[a].stack < units[b].stack : a > b;
        });
        for (std::size_t k = 0; k < list.size(); ++k)
            order.emplace_back(k, list[k]);
    }
    std::stable_sort(order.begin(), order.end(),
                     [](const auto& a, const auto& b) { return a.first > b.first; });

    const Colour rimCol{22, 22, 26};
    const double rim = std::max(1.5, mm(0.35));
    for (const auto& [depth, i] : order) {
        // The top few of a stack, each a little up and right: deeper ones would trail across
        // other hexes and the top bar (19,999 in one hex did); the count at the top left
        // says how many there are.
        if (depth >= kStackDrawn) continue;
        const lb::Unit& u = units[i];
        const CounterLook look = i < looks.size() ? looks[i] : CounterLook{};
        const Vec2 shift = Vec2{1, -1} * (double(depth) * std::max(3.0, mm(0.9)));
        Box box;
        const Vec2 a = cam.toScreen(g.centre(u.hexes.front())) + shift;
        if (u.hexes.size() >= 2) {
            const Vec2 b = cam.toScreen(g.centre(u.hexes[1])) + shift;
            box.mid = lerp(a, b, 0.5);
            box.u = unit(b - a);
            box.v = {-box.u.y, box.u.x};
            box.hw = 0.55 * rPx;
            box.hl = dist(a, b) / 2 + box.hw;
        } else {
            box.mid = a;
            box.hl = box.hw = 0.6 * rPx;
        }
        if (!onScreen(cam, box.mid, box.hl + 40)) continue;
        const Colour sideCol = sideColour(s, u.side);
        const Colour body = u.routed ? mixed(sideCol, {128, 128, 128}, 140) : sideCol;
        const Colour ink = inkOn(body);
        if (look.selected)
            fillRounded(scene.bases, box, rim + std::max(3.0, mm(1.1)), palette().selection);
        fillRounded(scene.bases, box, rim, rimCol);
        fillRounded(scene.bases, box, 0, body);

        // Facing: an arrow from the counter's edge toward the faced hexside or vertex, in
        // each hex it stands in. White with a black rim: it reads on every terrain.
        const Vec2 dir = unit(cam.directionToScreen(along(u.facing)));
        const double reach = hexReach(g, u.facing) * rPx;
        for (const lb::Hex h : u.hexes) {
            const Vec2 c = cam.toScreen(g.centre(h)) + shift;
            const double du = std::abs(dot(dir, box.u)), dv = std::abs(dot(dir, box.v));
            const double edge = u.hexes.size() >= 2 ? box.hw / std::max(dv, 1e-6)
                                                    : std::min(box.hl / std::max(du, 1e-6),
                                                               box.hw / std::max(dv, 1e-6));
            const double tip = std::max(reach - std::max(1.0, mm(0.25)), edge + mm(1.2));
            const double len = std::max(mm(1.5), tip - edge - mm(0.2));
            const double wid = std::max(mm(2.2), len * 0.9);
            triangle(scene.bases, c + dir * (tip + 1.5), dir, len + 3, wid + 4, rimCol);
            triangle(scene.bases, c + dir * tip, dir, len, wid, hexColours::facingArrow);
        }

        // The words: arm and formation on top, increments large below; the counter is drawn
        // upright whatever the map's turn, so that it reads like the printed one. Only the top
        // counter of a stack has words (text is drawn over every counter).
        const double side = std::min(box.hl, box.hw); // half the counter's smaller side
        const CounterWords words = counterWords(side);
        if (!words.any || depth > 0) continue;
        const unsigned small = words.small, big = words.big;
        // Under a mark (a ring's edge crosses a two-hex counter; a cross any counter) the words
        // keep a patch of the counter's colour.
        const Colour patch =
            look.asTarget != CounterLook::AsTarget::None ? body : Colour::Transparent;
        if (words.topRow) {
            const double top = box.mid.y - side * 0.9;
            const float lw = std::max(1.0f, px(side * 0.06));
            const double symH = small * 0.8, symW = symH * 1.5;
            const std::string mark(formationMark(u.formation));
            const double markW = scene.text.measure(mark, small).x;
            const double rowW = symW + small * 0.3 + markW;
            const double x0 = box.mid.x - rowW / 2;
            armSymbol(scene.bases, {x0, top + small * 0.22}, {x0 + symW, top + small * 0.22 + symH},
                      u.arm, ink, lw);
            scene.text.add({x0 + symW + small * 0.3, top}, mark, small, ink, TextBatch::Align::Left,
                           patch);
            scene.text.add({box.mid.x, top + small * 1.15}, std::to_string(u.increments), big, ink,
                           TextBatch::Align::Centre, patch);
        } else {
            // The increments alone, their capitals about the middle (the text's top edge is
            // given: the capitals start some 0.2 of the size below it).
            scene.text.add({box.mid.x, box.mid.y - big * (0.2 + kCapPerEm / 2)},
                           std::to_string(u.increments), big, ink, TextBatch::Align::Centre, patch);
        }
        // States as lettered chips at the counter's top right corner.
        Vec2 chip = box.mid + Vec2{side * 0.95, -side * 1.05};
        auto marker = [&](const char* letter, Colour col) {
            const Vec2 ext = scene.text.measure(letter, small);
            scene.text.add(chip - Vec2{ext.x / 2, 0}, letter, small, inkOn(col),
                           TextBatch::Align::Left, col);
            chip = chip + Vec2{0, ext.y + 2};
        };
        if (u.disordered) marker("D", Colour(240, 210, 40));
        if (u.routed) marker("R", Colour(200, 30, 30));
        // A stack: how many counters, at the top left corner.
        if (const auto& here = byHex[u.hexes.front()]; here.size() > 1) {
            const std::string n = std::to_string(here.size());
            const Vec2 ext = scene.text.measure(n, small);
            scene.text.add(box.mid + Vec2{-side * 0.95 - ext.x / 2, -side * 1.05}, n, small,
                           Colour(250, 250, 245), TextBatch::Align::Left, Colour(30, 30, 34, 235));
        }
    }

    // Leaders: round tokens at the top left of their hex, over the counters.
    std::map<lb::Hex, int> perHex;
    for (std::size_t i : leaders) {
        const lb::Unit& u = units[i];
        const CounterLook look = i < looks.size() ? looks[i] : CounterLook{};
        const int k = perHex[u.hexes.front()]++;
        if (k >= int(kStackDrawn)) continue; // as for counters: the first few of a hex
        // Beside the counter, at the hex's left, clear of its words.
        const Vec2 c = cam.toScreen(g.centre(u.hexes.front())) +
                       Vec2{-0.78 * rPx, (k % 2 ? 0.4 : -0.4) * (k + 1) / 2 * rPx};
        const double r = std::max(mm(1.6), 0.2 * rPx);
        if (!onScreen(cam, c, r + 10)) continue;
        const Colour sideCol = sideColour(s, u.side);
        if (look.selected) scene.bases.disc(c, px(r + rim + mm(1.1)), palette().selection, 20);
        scene.bases.disc(c, px(r + rim), rimCol, 20);
        scene.bases.disc(c, px(r), sideCol, 20);
        star(scene.bases, c, r * 0.7, inkOn(sideCol));
    }
}

void drawTargetMarks(Scene& scene, const Camera& cam, const lb::Battle& battle,
                     std::span<const CounterLook> looks, std::optional<lb::Hex> targetHex) {
    const lb::HexGrid& g = battle.grid;
    // One mark a hex: the best any unit in it has.
    std::map<lb::Hex, CounterLook::AsTarget> marks;
    for (std::size_t i = 0; i < battle.units.size() && i < looks.size(); ++i) {
        if (looks[i].asTarget == CounterLook::AsTarget::None) continue;
        for (lb::Hex h : battle.units[i].hexes) {
            auto& m = marks[h];
            m = std::max(m, looks[i].asTarget);
        }
    }
    const Colour under{12, 12, 14};
    const float w = std::max(3.0f, px(mm(0.9)));
    const float dash = px(mm(1.8));
    for (const auto& [h, m] : marks) {
        const auto in = screenCorners(cam, g, h, 0.86);
        switch (m) {
        case CounterLook::AsTarget::Valid:
            scene.over.polyline(in, w + 3, under, true);
            scene.over.polyline(in, w, hexColours::validRing, true);
            break;
        case CounterLook::AsTarget::NotClosest:
            for (std::size_t i = 0; i < 6; ++i) {
                scene.over.dashedLine(in[i], in[(i + 1) % 6], w + 3, dash, under);
                scene.over.dashedLine(in[i], in[(i + 1) % 6], w, dash, hexColours::notClosestRing);
            }
            break;
        case CounterLook::AsTarget::Invalid: {
            // A cross over the whole hex; the counter's words keep a patch of its own colour
            // over it (drawCounters), so they stay readable.
            const Vec2 c = g.centre(h);
            for (const double bearing : {45.0, 135.0}) {
                const Vec2 d = along(bearing);
                const Vec2 a = cam.toScreen(c - d * 0.8), b = cam.toScreen(c + d * 0.8);
                scene.over.line(a, b, w + 3, under);
                scene.over.line(a, b, w, hexColours::invalidCross);
            }
            break;
        }
        case CounterLook::AsTarget::None:
            break;
        }
    }
    if (targetHex && g.contains(*targetHex)) {
        const auto in = screenCorners(cam, g, *targetHex, 0.97);
        const float tw = std::max(3.0f, px(mm(1.1)));
        scene.handles.polyline(in, tw + 4, under, true);
        scene.handles.polyline(in, tw, hexColours::targetHex, true);
    }
}

} // namespace cdo::app
