#include "app/document/backdrop.h"

#include "app/document/edits.h"
#include "core/format.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <tuple>

namespace cdo::app {

const std::optional<Backdrop>& backdropOf(const Scenario& s) {
    static const std::optional<Backdrop> none;
    const gt::Setup* g = s.gtOrNull();
    return g ? g->backdrop : none;
}

std::vector<PhotoMark> placedMarks(const Backdrop& b) {
    std::vector<PhotoMark> out;
    for (const BackdropMark& m : b.marks)
        if (m.image) out.push_back({*m.image, m.table});
    return out;
}

std::optional<PhotoFit> backdropFit(const Backdrop& b) {
    const std::vector<PhotoMark> marks = placedMarks(b);
    if (marks.size() < kMinPhotoMarks || marksProblem(marks)) return std::nullopt;
    return fitPhoto(marks);
}

Backdrop newBackdrop(const Scenario& s, std::string image) {
    Backdrop b;
    b.image = std::move(image);
    const double W = s.gt().tableWidth, D = s.gt().tableDepth;
    for (Vec2 c : {Vec2{0, 0}, Vec2{W, 0}, Vec2{W, D}, Vec2{0, D}})
        b.marks.push_back({c, std::nullopt});
    return b;
}

std::string markPlace(const Scenario& s, Vec2 t) {
    const double W = s.gt().tableWidth, D = s.gt().tableDepth;
    if (t == Vec2{0, 0}) return "near-left corner";
    if (t == Vec2{W, 0}) return "near-right corner";
    if (t == Vec2{W, D}) return "far-right corner";
    if (t == Vec2{0, D}) return "far-left corner";
    return "(" + inchesPlain(t.x) + ", " + inchesPlain(t.y) + ")";
}

namespace {

class SetBackdrop final : public Command {
  public:
    SetBackdrop(std::optional<Backdrop> b, std::optional<Backdrop> a, std::string l)
        : before_(std::move(b)), after_(std::move(a)), label_(std::move(l)) {}
    void apply(Scenario& s) const override { s.gt().backdrop = after_; }
    void revert(Scenario& s) const override { s.gt().backdrop = before_; }
    std::string label() const override { return label_; }
    bool absorb(const Command& next) override {
        const auto* n = dynamic_cast<const SetBackdrop*>(&next);
        if (!n || n->label_ != label_) return false;
        after_ = n->after_;
        return true;
    }

  private:
    std::optional<Backdrop> before_, after_;
    std::string label_;
};

// The edited backdrop, refused when its placed marks could not place the photo.
EditResult checked(const Scenario& s, Backdrop after, std::string label) {
    const std::vector<PhotoMark> marks = placedMarks(after);
    if (marks.size() >= kMinPhotoMarks)
        if (auto p = marksProblem(marks)) return {nullptr, p->message};
    return {setBackdrop(s.gt().backdrop, std::move(after), std::move(label)), ""};
}

bool onTable(const Scenario& s, Vec2 p) {
    return p.x >= 0 && p.y >= 0 && p.x <= s.gt().tableWidth && p.y <= s.gt().tableDepth;
}

// Keeps the half-plane a x + b y + c >= 0 of a convex polygon (Sutherland-Hodgman).
std::vector<Vec2> clip(const std::vector<Vec2>& poly, double a, double b, double c) {
    std::vector<Vec2> out;
    const std::size_t n = poly.size();
    for (std::size_t i = 0; i < n; ++i) {
        const Vec2 p = poly[i], q = poly[(i + 1) % n];
        const double dp = a * p.x + b * p.y + c, dq = a * q.x + b * q.y + c;
        if (dp >= 0) out.push_back(p);
        if ((dp >= 0) != (dq >= 0)) out.push_back(lerp(p, q, dp / (dp - dq)));
    }
    return out;
}

} // namespace

CommandPtr setBackdrop(std::optional<Backdrop> before, std::optional<Backdrop> after,
                       std::string label) {
    return std::make_unique<SetBackdrop>(std::move(before), std::move(after), std::move(label));
}

EditResult placeMark(const Scenario& s, int i, Vec2 image) {
    if (!s.gt().backdrop || i < 0 || std::size_t(i) >= s.gt().backdrop->marks.size())
        return {nullptr, "no such mark"};
    if (!(image.x >= 0 && image.y >= 0))
        return {nullptr, "mark " + std::to_string(i + 1) + " must be placed on the photo"};
    Backdrop b = *s.gt().backdrop;
    b.marks[std::size_t(i)].image = image;
    return checked(s, std::move(b), "Place mark " + std::to_string(i + 1));
}

EditResult setMarkTable(const Scenario& s, int i, Vec2 table) {
    if (!s.gt().backdrop || i < 0 || std::size_t(i) >= s.gt().backdrop->marks.size())
        return {nullptr, "no such mark"};
    if (!onTable(s, table))
        return {nullptr, "mark " + std::to_string(i + 1) + " must be on the table: X from 0 to " +
                             inchesPlain(s.gt().tableWidth) + ", Y from 0 to " +
                             inchesPlain(s.gt().tableDepth) + " in"};
    Backdrop b = *s.gt().backdrop;
    b.marks[std::size_t(i)].table = table;
    return checked(s, std::move(b), "Move mark " + std::to_string(i + 1) + " on the table");
}

EditResult addMark(const Scenario& s, Vec2 table) {
    if (!s.gt().backdrop) return {nullptr, "no photo"};
    if (s.gt().backdrop->marks.size() >= kMaxPhotoMarks)
        return {nullptr, "a photo takes at most " + std::to_string(kMaxPhotoMarks) + " marks"};
    Backdrop b = *s.gt().backdrop;
    b.marks.push_back({clampToTable(s, table), std::nullopt});
    return checked(s, std::move(b), "Add mark");
}

EditResult removeMark(const Scenario& s, int i) {
    if (!s.gt().backdrop || i < 0 || std::size_t(i) >= s.gt().backdrop->marks.size())
        return {nullptr, "no such mark"};
    // The loader takes 4 to 20 marks: fewer would save a file that does not load back.
    if (s.gt().backdrop->marks.size() <= kMinPhotoMarks)
        return {nullptr, "a photo takes at least " + std::to_string(kMinPhotoMarks) +
                             " marks (move this one instead)"};
    Backdrop b = *s.gt().backdrop;
    b.marks.erase(b.marks.begin() + i);
    return checked(s, std::move(b), "Remove mark " + std::to_string(i + 1));
}

CommandPtr setOpacity(const Scenario& s, double opacity) {
    if (!s.gt().backdrop) return nullptr;
    Backdrop b = *s.gt().backdrop;
    b.opacity = std::clamp(opacity, 0.05, 1.0);
    return setBackdrop(s.gt().backdrop, std::move(b), "Photo opacity");
}

Homography flatOnTable(Vec2 size, double W, double D) {
    const double k = std::min(W / size.x, D / size.y); // inches a pixel
    const double x0 = (W - k * size.x) / 2, y0 = (D - k * size.y) / 2;
    Homography h; // (x, y) -> (x0 + k x, y0 + k (height - y)): the photo's top is far
    h.m = {k, 0, x0, 0, -k, y0 + k * size.y, 0, 0, 1};
    return h;
}

std::vector<WarpTriangle> warpMesh(const Homography& toImage, Vec2 size, Vec2 lo, Vec2 hi,
                                   double tolerance) {
    std::vector<WarpTriangle> out;
    if (!(hi.x > lo.x && hi.y > lo.y) || !(tolerance > 0)) return out;
    // Where the photo shows the table is convex: u = X/W from 0 to width, v likewise, W > 0,
    // each a half-plane in table inches. W's sign is the one at the box's middle.
    Homography h = toImage;
    const Vec2 mid = lerp(lo, hi, 0.5);
    if (h.w(mid) < 0)
        for (double& v : h.m)
            v = -v;
    const auto& m = h.m;
    const double wScale =
        std::abs(m[6]) * (hi.x - lo.x) + std::abs(m[7]) * (hi.y - lo.y) + std::abs(m[8]);
    const std::array<std::array<double, 3>, 5> planes{{
        {m[6], m[7], m[8] - 1e-9 * wScale},                                 // W > 0
        {m[0], m[1], m[2]},                                                 // u >= 0
        {size.x * m[6] - m[0], size.x * m[7] - m[1], size.x * m[8] - m[2]}, // u <= width
        {m[3], m[4], m[5]},                                                 // v >= 0
        {size.y * m[6] - m[3], size.y * m[7] - m[4], size.y * m[8] - m[5]}, // v <= height
    }};
    std::vector<Vec2> region{lo, {hi.x, lo.y}, hi, {lo.x, hi.y}};
    for (const auto& p : planes)
        region = clip(region, p[0], p[1], p[2]);
    if (region.size() < 3) return out;
    Vec2 rlo = region[0], rhi = region[0];
    for (Vec2 p : region) {
        rlo = {std::min(rlo.x, p.x), std::min(rlo.y, p.y)};
        rhi = {std::max(rhi.x, p.x), std::max(rhi.y, p.y)};
    }
    const Homography back = h.inverse();
    // How far linear interpolation strays on a grid of n cells along the longer side: at the
    // middle of a cell's diagonal (its longest edge), in table inches, for cells at 41 x 41
    // places spread over the region (the stray varies smoothly; a cell at every place cost
    // 10 ms zoomed in).
    const double longer = std::max(rhi.x - rlo.x, rhi.y - rlo.y);
    const auto stray = [&](int n) {
        const double step = longer / n;
        double worst = 0;
        constexpr int kPlaces = 40;
        for (int j = 0; j <= kPlaces; ++j)
            for (int i = 0; i <= kPlaces; ++i) {
                const double x = rlo.x + (rhi.x - rlo.x - step) * i / kPlaces,
                             y = rlo.y + (rhi.y - rlo.y - step) * j / kPlaces;
                const Vec2 a{x, y}, b{x + step, y + step}, c = lerp(a, b, 0.5);
                if (!pointInPolygon(c, region)) continue;
                const Vec2 lin = lerp(h.apply(a), h.apply(b), 0.5);
                worst = std::max(worst, dist(back.apply(lin), c));
            }
        return worst;
    };
    // The error shrinks with the square of the cell: a few steps find the grid.
    constexpr int kMost = 160;
    int n = 4;
    for (int tries = 0; tries < 6 && n < kMost; ++tries) {
        const double e = stray(n);
        if (e <= tolerance) break;
        n = std::min(kMost, int(std::ceil(n * std::sqrt(e / tolerance) * 1.15)) + 1);
    }
    const double step = longer / n;
    for (double y = rlo.y; y < rhi.y; y += step)
        for (double x = rlo.x; x < rhi.x; x += step) {
            std::vector<Vec2> cell{{x, y}, {x + step, y}, {x + step, y + step}, {x, y + step}};
            for (const auto& p : planes)
                cell = clip(cell, p[0], p[1], p[2]);
            const std::array<double, 3> box[4] = {
                {1, 0, -lo.x}, {-1, 0, hi.x}, {0, 1, -lo.y}, {0, -1, hi.y}};
            for (const auto& p : box)
                cell = clip(cell, p[0], p[1], p[2]);
            for (std::size_t k = 1; k + 1 < cell.size(); ++k) {
                WarpTriangle t;
                t.table = {cell[0], cell[k], cell[k + 1]};
                for (std::size_t j = 0; j < 3; ++j)
                    t.image[j] = h.apply(t.table[j]);
                out.push_back(t);
            }
        }
    return out;
}

std::string fitWords(const PhotoFit& f) {
    char buf[200];
    if (f.residuals.size() <= kMinPhotoMarks) {
        std::snprintf(buf, sizeof buf,
                      "Exact through 4 marks (no check: add a fifth to measure the error). "
                      "1 px of marking error moves a mark up to %.2f\".",
                      f.inchesPerPixel);
    } else {
        std::snprintf(buf, sizeof buf,
                      "Error over %zu marks: RMS %.2f\", worst %.2f\" at mark %d. 1 px of "
                      "marking error moves a mark up to %.2f\".",
                      f.residuals.size(), f.rms, f.worst, f.worstMark + 1, f.inchesPerPixel);
    }
    return buf;
}

// ---- Fit to photo -------------------------------------------------------------------------

namespace {

bool centreOnTable(const Scenario& s, Vec2 p) {
    return std::isfinite(p.x) && std::isfinite(p.y) && p.x >= 0 && p.y >= 0 &&
           p.x <= s.gt().tableWidth && p.y <= s.gt().tableDepth;
}

} // namespace

std::vector<int> unitsOnPhoto(const Scenario& s, const PhotoFit& fit, Vec2 imageSize) {
    std::vector<int> out;
    const double sign = fit.toImage.w({s.gt().tableWidth / 2, s.gt().tableDepth / 2}) >= 0 ? 1 : -1;
    for (int i = 0; i < int(s.gt().units.size()); ++i) {
        const Vec2 at = s.gt().units[std::size_t(i)].at;
        if (!(fit.toImage.w(at) * sign > 0)) continue;
        const Vec2 px = fit.toImage.apply(at);
        if (px.x >= 0 && px.y >= 0 && px.x <= imageSize.x && px.y <= imageSize.y) out.push_back(i);
    }
    return out;
}

namespace {

// A unit's base as it will stand: the fitted ones where the photo shows them.
struct FitPose {
    Vec2 at;
    double facing;
    Vec2 size;
};

// A unit's fit, and the units it was fitted with as one line (itself among them, in their
// order along the line; empty when fitted on its own).
struct UnitFitting {
    int unit = -1;
    BaseFit fit;
    std::vector<int> line;
};

// What fitEach fits, one entry a unit (indices into `todo`): its base's size and start, its
// flock (side, thickness and the plane of its tops), and the map of each flock's tops and the
// search that knows its rim (withRim), made once.
struct FitInputs {
    std::vector<int> todo; // the units, once each, in the order asked
    std::vector<Vec2> sizes;
    std::vector<BasePose> starts;
    std::vector<int> flock;
    std::vector<Homography> tops; // a flock's index: the photo map of its tops' plane
    std::vector<FitSearch> searches;
};

// The units `g` (indices into in.todo, of one flock) fitted: as one line when more than one.
std::vector<BaseFit> fitGroup(const FitInputs& in, const std::vector<int>& g,
                              const ImageView& photo) {
    const std::size_t flock = std::size_t(in.flock[std::size_t(g[0])]);
    const Homography& tops = in.tops[flock];
    const FitSearch& search = in.searches[flock];
    std::vector<Vec2> gs;
    std::vector<BasePose> from;
    for (const int k : g) {
        gs.push_back(in.sizes[std::size_t(k)]);
        from.push_back(in.starts[std::size_t(k)]);
    }
    return g.size() > 1 ? fitLineToPhoto(photo, tops, gs, from, search)
                        : std::vector<BaseFit>{fitBaseToPhoto(photo, tops, gs[0], from[0], search)};
}

// The units of `g` as one line (their ids in its order), or none for a unit alone.
std::vector<int> lineOf(const FitInputs& in, const std::vector<int>& g) {
    std::vector<int> line;
    if (g.size() > 1)
        for (const int k : g)
            line.push_back(in.todo[std::size_t(k)]);
    return line;
}

// A second look at the bases fitted on their own and not sure: a player drops bases near their
// pictures, not in contact, so a line of one flock may stand with gaps between its bases on the
// app's table, and each base fitted alone slides along the line's flock, whose inner edges do
// not show (the dispute's Austrian pair did so, each 0.4"-0.5" off, orange). Those of one
// flock that stand as a line would with gaps up to kLooseGap inches and turned up to
// kLooseTurn degrees are fitted again as one line, and the line's fits are kept only when
// every one is sure: the line's outer edges found where a line of those sizes has them; bases
// truly apart give a rectangle whose ends or inside the photo does not bear out, and stay as
// they were.
constexpr double kLooseGap = 1.5, kLooseTurn = 10;

void tryAsLines(std::vector<UnitFitting>& out, const FitInputs& in, const ImageView& photo) {
    std::vector<int> loose; // indices into in.todo
    std::vector<Vec2> ls;
    std::vector<BasePose> lp;
    std::vector<int> lf;
    for (std::size_t k = 0; k < out.size(); ++k)
        if (out[k].line.empty() && out[k].fit.verdict != FitVerdict::Sure) {
            loose.push_back(int(k));
            ls.push_back(in.sizes[k]);
            lp.push_back(in.starts[k]);
            lf.push_back(in.flock[k]);
        }
    if (loose.size() < 2) return;
    for (std::vector<int> g : linesInContact(ls, lp, lf, kLooseGap, kLooseTurn)) {
        for (int& m : g)
            m = loose[std::size_t(m)];
        const std::vector<BaseFit> got = fitGroup(in, g, photo);
        if (got.size() != g.size() || !std::all_of(got.begin(), got.end(), [](const BaseFit& b) {
                return b.verdict == FitVerdict::Sure;
            }))
            continue;
        const std::vector<int> line = lineOf(in, g);
        for (std::size_t m = 0; m < g.size(); ++m)
            out[std::size_t(g[m])] = {in.todo[std::size_t(g[m])], got[m], line};
    }
}

// Where a unit's base stands for the photo: how far above the cloth its top's plane is (its
// base's thickness, and a hill's height when it stands on the hill's top, or anywhere on a
// hill with no top drawn: a step hill), and, when that cannot be known, why (a hill whose
// height is not said, or a hill's slope, which is neither the cloth nor the top).
struct StandingPlane {
    double height = 0;
    std::string unsure; // "" when the plane is known
};

StandingPlane standingPlane(const Scenario& s, const Unit& u, Vec2 at) {
    const double base = baseThickness(s, u);
    double top = 0; // the highest top it stands on: hills may overlap
    for (const Terrain& t : s.gt().terrain) {
        if (t.kind != TerrainKind::Hill || !pointInPolygon(at, t.outline)) continue;
        if (!(t.height > 0))
            return {base, "it stands on hill " + t.id +
                              ", whose height is not set, so its top was looked for as on the "
                              "cloth"};
        if (!t.top.empty() && !pointInPolygon(at, t.top))
            return {base, "it stands on the slope of hill " + t.id +
                              ", between the cloth and its top's " + inchesPlain(t.height) +
                              "\", so its top was looked for as on the cloth"};
        top = std::max(top, t.height);
    }
    return {base + top, {}};
}

// Each unit of `units` (on the table, once each) fitted to the photo from where it stands,
// in the order asked: the units of a line in contact (linesInContact: one side, one base
// thickness, standing in contact as the table has them) fitted together (fitLineToPhoto),
// since the photo shows no edge where two bases of one flock touch; the rest each on its own,
// then those of them not sure tried again as lines (tryAsLines). On the plane of each base's
// top: `camera` recovered from the marks' map, or none (the marks' own plane, the cloth's).
// A base whose plane is not known (standingPlane) is at most to be checked.
std::vector<UnitFitting> fitEach(const Scenario& s, const std::vector<FitPose>& poses,
                                 std::span<const int> units, const ImageView& photo,
                                 const PhotoFit& fit, const std::optional<PhotoCamera>& camera) {
    FitInputs in;
    for (const int i : units)
        if (i >= 0 && i < int(s.gt().units.size()) &&
            std::find(in.todo.begin(), in.todo.end(), i) == in.todo.end())
            in.todo.push_back(i);
    // (side, plane height, thickness): a flock each
    std::vector<std::tuple<std::string, double, double>> flocks;
    std::vector<StandingPlane> planes;
    for (const int i : in.todo) {
        const Unit& u = s.gt().units[std::size_t(i)];
        const FitPose& p = poses[std::size_t(i)];
        in.sizes.push_back(p.size);
        in.starts.push_back({p.at, p.facing});
        StandingPlane plane = standingPlane(s, u, p.at);
        if (!camera && plane.unsure.empty() && plane.height > baseThickness(s, u))
            plane = {baseThickness(s, u), "it stands on a hill's top, and the photo's camera could "
                                          "not be worked out from its marks to look for it there"};
        planes.push_back(plane);
        const std::tuple<std::string, double, double> key{u.side, plane.height,
                                                          baseThickness(s, u)};
        auto it = std::find(flocks.begin(), flocks.end(), key);
        if (it == flocks.end()) {
            it = flocks.insert(flocks.end(), key);
            in.tops.push_back(camera ? mapAtHeight(*camera, plane.height) : fit.toImage);
            in.searches.push_back(camera ? withRim({}, *camera, plane.height, baseThickness(s, u))
                                         : FitSearch{});
        }
        in.flock.push_back(int(it - flocks.begin()));
    }
    std::vector<std::vector<int>> groups = linesInContact(in.sizes, in.starts, in.flock);
    std::vector<bool> grouped(in.todo.size());
    for (const std::vector<int>& g : groups)
        for (const int k : g)
            grouped[std::size_t(k)] = true;
    for (std::size_t k = 0; k < in.todo.size(); ++k)
        if (!grouped[k]) groups.push_back({int(k)});
    std::vector<UnitFitting> out(in.todo.size());
    for (const std::vector<int>& g : groups) {
        const std::vector<BaseFit> got = fitGroup(in, g, photo);
        const std::vector<int> line = lineOf(in, g);
        for (std::size_t m = 0; m < g.size(); ++m)
            out[std::size_t(g[m])] = {in.todo[std::size_t(g[m])], got[m], line};
    }
    tryAsLines(out, in, photo);
    // Green only where the plane it was looked for on is known, and is the one it was found
    // standing on: a base left on a hill's top but found beside it (or the other way) was
    // looked for an inch too high or too low.
    for (std::size_t k = 0; k < out.size(); ++k) {
        BaseFit& f = out[k].fit;
        if (f.verdict != FitVerdict::Sure) continue;
        const Unit& u = s.gt().units[std::size_t(out[k].unit)];
        const StandingPlane there = standingPlane(s, u, f.pose.at);
        if (!planes[k].unsure.empty()) {
            f.verdict = FitVerdict::Check;
            f.check = planes[k].unsure;
        } else if (!there.unsure.empty() || there.height != planes[k].height) {
            f.verdict = FitVerdict::Check;
            f.check = "it was found off the ground it was looked for on (a hill's top, its slope "
                      "or the cloth): fit it again from where it was found";
        }
    }
    return out;
}

// "; fitted as one line of 3 with ID, ID" (the line's others in their order along it; "tried"
// when refused); empty for a unit fitted on its own.
std::string lineWords(const Scenario& s, const UnitFitting& f) {
    if (f.line.size() < 2) return "";
    const char* verb = f.fit.fitted ? "; fitted as one line of " : "; tried as one line of ";
    std::string others;
    for (const int j : f.line)
        if (j != f.unit) others += (others.empty() ? "" : ", ") + s.gt().units[std::size_t(j)].id;
    return verb + std::to_string(f.line.size()) + " with " + others;
}

} // namespace

FitOutcome fitUnitsToPhoto(const Scenario& s, const gt::Table& table, const ImageView& photo,
                           const PhotoFit& fit, std::span<const int> units,
                           const std::string& label) {
    FitOutcome out;
    std::vector<FitPose> poses;
    for (int i = 0; i < int(s.gt().units.size()); ++i) {
        const gt::BaseCorners& c = table.unit(i).corners;
        poses.push_back({s.gt().units[std::size_t(i)].at,
                         s.gt().units[std::size_t(i)].facing,
                         {dist(c.fl, c.fr), dist(c.fl, c.rl)}});
    }
    std::vector<int> fitted;
    std::vector<CommandPtr> parts;
    int refused = 0, toCheck = 0;
    // The camera that took the photo, for the plane of each base's top (its focal length the
    // photo's EXIF one when it gives it).
    const auto camera =
        recoverCamera(fit.toImage, {double(photo.width), double(photo.height)}, photo.focal);
    for (const UnitFitting& each : fitEach(s, poses, units, photo, fit, camera)) {
        const int i = each.unit;
        const BaseFit& f = each.fit;
        const Unit& u = s.gt().units[std::size_t(i)];
        FitPose& p = poses[std::size_t(i)];
        UnitFit line{u.id, f.fitted, f.verdict == FitVerdict::Check,
                     f.fitted ? std::string() : f.refused + lineWords(s, each)};
        if (f.fitted && !centreOnTable(s, f.pose.at)) {
            line.fitted = false;
            line.words = "the photo shows it off the table";
        }
        if (!line.fitted) {
            ++refused;
            out.report.units.push_back(std::move(line));
            continue;
        }
        char buf[160];
        std::snprintf(buf, sizeof buf, "moved %.2f\", turned %.1f°; edge contrast %.2f, %.0f px/in",
                      f.moved, f.turned, f.contrast, f.pixelsPerInch);
        line.words = line.check
                         ? "check this one: " + f.check + "; " + buf
                         : std::string(buf) + "; sure: " +
                               (f.byRim ? "its two near edges agree, above the rim the photo "
                                          "shows below them"
                                        : std::to_string(f.supportingEdges) + " edges agree");
        line.words += lineWords(s, each);
        if (line.check) ++toCheck;
        p.at = f.pose.at;
        p.facing = f.pose.facing;
        parts.push_back(placeUnit(s, i, f.pose.at, f.pose.facing, label));
        fitted.push_back(i);
        out.report.units.push_back(std::move(line));
    }
    // A fitted base over another's (more than touching: its footprint shrunk by 0.02" still
    // meets the other's) is said, not hidden: the photo may show the table as it is, or the
    // fit may have taken a neighbour's edge.
    for (UnitFit& line : out.report.units) {
        if (!line.fitted) continue;
        const int i = s.gt().unitIndex(line.id);
        const FitPose& p = poses[std::size_t(i)];
        const auto mine = gt::baseCorners(p.at, p.facing, std::max(0.01, p.size.x - 0.04),
                                          std::max(0.01, p.size.y - 0.04))
                              .polygon();
        for (int j = 0; j < int(poses.size()); ++j) {
            if (j == i) continue;
            const FitPose& q = poses[std::size_t(j)];
            const auto theirs = gt::baseCorners(q.at, q.facing, q.size.x, q.size.y).polygon();
            if (shapesMeet(mine, theirs))
                line.words += "; overlaps " + s.gt().units[std::size_t(j)].id;
        }
    }
    out.report.summary = label + ": " + std::to_string(fitted.size()) + " fitted";
    if (toCheck) out.report.summary += " (" + std::to_string(toCheck) + " to check)";
    if (refused) out.report.summary += ", " + std::to_string(refused) + " refused";
    if (units.empty()) out.report.summary = label + ": no unit stands on the photo";
    if (!parts.empty()) out.command = batch(label, std::move(parts));
    return out;
}

std::vector<std::array<Vec2, 4>> fitChecksToDraw(const Scenario& s, const gt::Table& table,
                                                 const FitReport& r) {
    std::vector<std::array<Vec2, 4>> out;
    for (const UnitFit& f : r.units) {
        const int i = f.fitted && f.check ? s.gt().unitIndex(f.id) : -1;
        if (i < 0) continue;
        const gt::PlacedUnit& u = table.unit(i);
        out.push_back(gt::baseCorners(u.centre, s.gt().units[std::size_t(i)].facing,
                                      u.frontage + 2 * kFitSureInches, u.depth + 2 * kFitSureInches)
                          .polygon());
    }
    return out;
}

} // namespace cdo::app
