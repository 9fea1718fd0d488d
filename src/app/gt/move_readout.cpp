#include "app/gt/move_readout.h"

#include "app/lb/hex_render.h" // mm(): sizes a player reads are in millimetres
#include "app/view/layout.h"
#include "app/view/render.h"

#include <algorithm>
#include <cmath>
#include <numbers>

namespace cdo::app {

namespace {

// Tenths, as a player reads a tape; hundredths when tenths would hide the difference (3.04" used
// of 3" is over, and "uses 3.0" of 3.0"" would not say so).
std::string tenths(double v) {
    return fmtNumber("%.1f\"", v);
}
std::string fine(double v) {
    return fmtNumber("%.2f\"", v);
}

int turnOf(const Document& doc) {
    return doc.scenario().gt().turn ? doc.scenario().gt().turn->number : 1;
}

bool samePose(const Unit& u, const gt::Pose& p) {
    return dist(u.at, p.at) <= 1e-9 && std::abs(u.facing - p.facing) <= 1e-9;
}

// Colour-blind safe and readable in daylight: dark boxes with light text; "over" in black on
// orange (Okabe and Ito's orange), the road in sky blue.
const Colour kBox{16, 18, 22, 235}, kText{255, 255, 255},
    kOver = kReadoutOver, kOverText{0, 0, 0}, kCause{255, 236, 160}, kRoad{86, 180, 233},
    kGhost{255, 255, 255, 200};

// (x, y) of a table direction turned clockwise (compass) by `deg`.
Vec2 turnedClockwise(Vec2 v, double deg) {
    const double t = deg * std::numbers::pi / 180;
    return {v.x * std::cos(t) + v.y * std::sin(t), -v.x * std::sin(t) + v.y * std::cos(t)};
}

// The dashed outline where the base stood, the corners' paths, and a wheel's arc.
void drawPaths(Scene& scene, const Camera& cam, const gt::MoveRuling& m) {
    const auto& c = m.cornerPaths; // FL, FR, RL, RR
    const std::array<Vec2, 4> ghost{c[0].a, c[1].a, c[3].a, c[2].a};
    for (std::size_t i = 0; i < 4; ++i)
        scene.handles.dashedLine(cam.toScreen(ghost[i]), cam.toScreen(ghost[(i + 1) % 4]), 2, 6,
                                 kGhost);
    if (m.kind == gt::MoveKind::Straight || m.pivot < 0) {
        for (const Segment& s : c)
            scene.handles.line(cam.toScreen(s.a), cam.toScreen(s.b), 1.5f, kGhost);
        return;
    }
    // A wheel: the outer front corner's arc about the pivot corner, then the pivot's path.
    const Vec2 pivot = c[std::size_t(m.pivot)].a, outer = c[std::size_t(1 - m.pivot)].a;
    std::vector<Vec2> arc;
    const int n = std::max(4, int(std::abs(m.turnDeg) / 3));
    for (int i = 0; i <= n; ++i)
        arc.push_back(cam.toScreen(pivot + turnedClockwise(outer - pivot, m.turnDeg * i / n)));
    scene.handles.polyline(arc, 3, kGhost, false);
    const Segment& p = c[std::size_t(m.pivot)];
    if (dist(p.a, p.b) > 1e-6) scene.handles.line(cam.toScreen(p.a), cam.toScreen(p.b), 2, kGhost);
}

// Lines of text in one box beside the screen rectangle lo–hi, kept inside the table's part of
// the window and off the points in `avoid` (handles).
void drawBox(Scene& scene, const Camera& cam, Vec2 lo, Vec2 hi,
             const std::vector<ReadoutLine>& lines, double scale, std::span<const Vec2> avoid) {
    struct Laid {
        const ReadoutLine* line;
        unsigned size;
        Vec2 extent;
    };
    std::vector<Laid> laid;
    double w = 0, h = 0;
    for (const ReadoutLine& l : lines) {
        const bool big = l.kind == ReadoutLine::Kind::Uses || l.kind == ReadoutLine::Kind::Over ||
                         l.kind == ReadoutLine::Kind::Refused;
        const unsigned size = unsigned(std::lround(textPxForCap(big ? 3.3 : kLabelCapMm) * scale));
        const Vec2 e = scene.text.measure(l.text, size);
        laid.push_back({&l, size, e});
        w = std::max(w, e.x);
        h += e.y;
    }
    const double pad = mm(1.5) * scale, gap = mm(4) * scale;
    const double boxW = w + 2 * pad, boxH = h + 2 * pad;
    const Layout::Box t = layoutFor(cam.viewportWidth(), cam.viewportHeight()).table;
    const double left = t.x + 4, right = t.right() - 4;
    const double top = t.y + 4, bottom = t.bottom() - 4;
    // Beside the unit, clear of the finger's handles: right, left, above or below, whichever
    // first fits inside the view and covers no handle.
    const Vec2 mid = (lo + hi) * 0.5;
    const std::array<Vec2, 4> tries{
        Vec2{hi.x + gap, mid.y - boxH / 2}, Vec2{lo.x - gap - boxW, mid.y - boxH / 2},
        Vec2{mid.x - boxW / 2, lo.y - gap - boxH}, Vec2{mid.x - boxW / 2, hi.y + gap}};
    auto fits = [&](Vec2 p) {
        return p.x >= left && p.x + boxW <= right && p.y >= top && p.y + boxH <= bottom;
    };
    auto clear = [&](Vec2 p) {
        for (Vec2 a : avoid) {
            const Vec2 q{std::clamp(a.x, p.x, p.x + boxW), std::clamp(a.y, p.y, p.y + boxH)};
            if (dist(q, a) < touchPx() / 2 + 6) return false;
        }
        return true;
    };
    Vec2 at0 = tries[0];
    bool found = false;
    // Beside the unit first, then a handle's width further out each time (at fit zoom the
    // wheel handles stand right beside a battery, and the "wheel" word was over the box).
    const std::array<Vec2, 4> out{Vec2{1, 0}, Vec2{-1, 0}, Vec2{0, -1}, Vec2{0, 1}};
    for (int ring = 0; ring < 3 && !found; ++ring)
        for (std::size_t k = 0; k < tries.size() && !found; ++k) {
            const Vec2 t = tries[k] + out[k] * (ring * (touchPx() + gap));
            if (fits(t) && clear(t)) at0 = t, found = true;
        }
    if (!found)
        for (Vec2 t : tries)
            if (fits(t)) {
                at0 = t, found = true;
                break;
            }
    const double x = std::round(std::clamp(at0.x, left, std::max(left, right - boxW)));
    const double y = std::round(std::clamp(at0.y, top, std::max(top, bottom - boxH)));
    scene.handles.rect({x, y}, {x + boxW, y + boxH}, kBox);
    scene.keepClear.push_back({{x, y}, {x + boxW, y + boxH}}); // unit labels keep off it
    double at = y + pad;
    for (const Laid& l : laid) {
        Colour ink = kText;
        switch (l.line->kind) {
        case ReadoutLine::Kind::Over:
        case ReadoutLine::Kind::Refused:
            scene.handles.rect({x + 2, at}, {x + boxW - 2, at + l.extent.y}, kOver);
            ink = kOverText;
            break;
        case ReadoutLine::Kind::Cause:
            ink = kCause;
            break;
        case ReadoutLine::Kind::Road:
            ink = kRoad;
            break;
        default:
            break;
        }
        scene.text.add({x + pad, at}, l.line->text, l.size, ink, TextBatch::Align::Left);
        at += l.extent.y;
    }
}

void screenBox(const Camera& cam, const BaseCorners& c, Vec2& lo, Vec2& hi) {
    lo = {1e300, 1e300};
    hi = {-1e300, -1e300};
    for (Vec2 p : c.polygon()) {
        const Vec2 s = cam.toScreen(p);
        lo = {std::min(lo.x, s.x), std::min(lo.y, s.y)};
        hi = {std::max(hi.x, s.x), std::max(hi.y, s.y)};
    }
}

} // namespace

std::string causeWords(gt::HalfRate h) {
    switch (h) {
    case gt::HalfRate::Shaken:
        return "shaken";
    case gt::HalfRate::WoodsOrBua:
        return "woods or town entered or left";
    case gt::HalfRate::LinearFeature:
        return "wall or stream crossed";
    case gt::HalfRate::SidewaysOrBackwards:
        return "sideways or backwards";
    }
    return "?";
}

std::vector<ReadoutLine> readoutLines(const gt::MoveRuling& m) {
    using K = ReadoutLine::Kind;
    std::vector<ReadoutLine> out;
    if (!m.reasons.empty()) {
        out.push_back({K::Refused, "may not move: unlimbered guns"});
        out.push_back({K::Detail, "uses " + tenths(m.uses) + "; limber first (1 PIP)"});
    } else {
        const bool hide = tenths(m.uses) == tenths(m.allowance) && !m.allowed;
        out.push_back({K::Uses, "uses " + (hide ? fine(m.uses) : tenths(m.uses)) + " of " +
                                    (hide ? fine(m.allowance) : tenths(m.allowance))});
        if (!m.allowed)
            out.push_back({K::Over, "over by " + (m.over < 0.05 ? fine(m.over) : tenths(m.over))});
        else if (m.closeCall)
            out.push_back({K::Within, "close call: within 0.01\""});
    }
    const char* corner[2] = {"front-left", "front-right"};
    const std::string deg = fmtNumber("%.0f°", std::abs(m.turnDeg));
    if (m.kind == gt::MoveKind::Wheel && m.pivot >= 0)
        out.push_back({K::Detail, "wheel " + deg + " about " + corner[m.pivot]});
    else if (m.kind == gt::MoveKind::WheelAndMove && m.pivot >= 0)
        out.push_back(
            {K::Detail, "turned " + deg + ": wheel about " + corner[m.pivot] + " + move"});
    if (!m.halfRate.empty()) {
        std::string causes;
        for (gt::HalfRate h : m.halfRate)
            causes += (causes.empty() ? "" : ", ") + causeWords(h);
        out.push_back({K::Cause, "half rate: " + causes});
    }
    if (m.roadBonus)
        out.push_back({K::Road, "road: +" + tenths(m.roadBonusInches) + " (whole move on it)"});
    return out;
}

void MoveReadout::begin(const Document& doc, int unit) {
    const Scenario& s = doc.scenario();
    if (unit < 0 || unit >= int(s.gt().units.size())) return;
    const Unit& u = s.gt().units[std::size_t(unit)];
    unit_ = u.id;
    index_ = unit;
    from_ = {u.at, u.facing};
    if (const Move* m = standing(doc, u.id)) from_ = m->from; // the same move goes on
    before_ = std::make_unique<Scenario>(s);
    before_->gt().units[std::size_t(unit)].at = from_.at;
    before_->gt().units[std::size_t(unit)].facing = from_.facing;
    table_ = std::make_unique<gt::Table>(*before_);
}

std::optional<gt::MoveRuling> MoveReadout::current(const Document& doc) const {
    if (!before_) return std::nullopt;
    const Scenario& s = doc.scenario();
    if (index_ >= int(s.gt().units.size()) || s.gt().units[std::size_t(index_)].id != unit_)
        return std::nullopt;
    const Unit& u = s.gt().units[std::size_t(index_)];
    return gt::move(*table_, index_, {u.at, u.facing});
}

void MoveReadout::cancel() {
    table_.reset();
    before_.reset();
    unit_.clear();
    index_ = -1;
}

void MoveReadout::end(const Document& doc) {
    if (const auto m = current(doc)) {
        if (m->uses > 1e-9)
            moves_[unit_] = {from_, m->to, turnOf(doc), *m};
        else
            moves_.erase(unit_); // back where it began: no move
    }
    cancel();
}

const MoveReadout::Move* MoveReadout::standing(const Document& doc, const std::string& unit) const {
    const auto it = moves_.find(unit);
    if (it == moves_.end() || it->second.turn != turnOf(doc)) return nullptr;
    const Unit* u = doc.scenario().gt().findUnit(unit);
    if (!u || !samePose(*u, it->second.to)) return nullptr;
    return &it->second;
}

std::optional<gt::MoveRuling> MoveReadout::dropped(const Document& doc,
                                                   const std::string& unit) const {
    const Move* m = standing(doc, unit);
    if (!m) return std::nullopt;
    return m->ruling;
}

void MoveReadout::overlay(Scene& scene, const Camera& cam, const Document& doc,
                          std::span<const Vec2> avoid) const {
    const Table& table = doc.table();
    // Marks: moves dropped too far, while the unit stands where it was dropped.
    for (const auto& [id, move] : moves_) {
        if (id == unit_ || move.ruling.allowed) continue;
        if (!standing(doc, id)) continue;
        const int i = doc.scenario().gt().unitIndex(id);
        const BaseCorners& c = table.unit(i).corners;
        const auto poly = c.polygon();
        // A double ring just outside the base, dark then orange: it reads against the yellow
        // of the selection and the green of the cloth alike.
        const Vec2 centre = cam.toScreen(table.unit(i).centre);
        std::vector<Vec2> ring;
        for (Vec2 p : poly) {
            const Vec2 q = cam.toScreen(p), d = q - centre;
            const double l = length(d);
            ring.push_back(l > 0 ? q + d * (mm(1.5) / l) : q);
        }
        scene.handles.polyline(ring, 7, Colour(0, 0, 0), true);
        scene.handles.polyline(ring, 4, kReadoutOver, true);
        Vec2 lo, hi;
        screenBox(cam, c, lo, hi);
        std::vector<ReadoutLine> lines = readoutLines(move.ruling);
        lines.resize(std::min<std::size_t>(lines.size(), 2)); // "uses", then "over by"
        drawBox(scene, cam, lo, hi, lines, 0.8, avoid);
    }
    const auto m = current(doc);
    if (!m) return;
    drawPaths(scene, cam, *m);
    Vec2 lo, hi;
    screenBox(cam, table.unit(index_).corners, lo, hi);
    drawBox(scene, cam, lo, hi, readoutLines(*m), 1.0, avoid);
}

} // namespace cdo::app
