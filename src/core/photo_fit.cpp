#include "core/photo_fit.h"

#include "core/format.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <cstdio>
#include <limits>
#include <optional>
#include <tuple>
#include <vector>

namespace cdo {

namespace {

std::string fmtNumber(const char* f, double v) {
    char buf[64];
    std::snprintf(buf, sizeof buf, f, v);
    return buf;
}

constexpr double kPi = 3.14159265358979323846;

double degrees(double radians) {
    return radians * 180 / kPi;
}

// Signed difference b - a of two compass facings, in (-180, 180].
double turnBetween(double a, double b) {
    double d = std::fmod(b - a, 360.0);
    if (d > 180) d -= 360;
    if (d <= -180) d += 360;
    return d;
}

// The photo read at table points: bilinear between pixel centres (pixel (i, j) covers
// [i, i+1] x [j, j+1], its colour at its middle, as the marks count pixels).
class Sampler {
  public:
    Sampler(const ImageView& img, const Homography& h, double wSign)
        : img_(img), h_(h), wSign_(wSign) {}

    // The point's place in the photo; false when it lies behind the camera.
    bool pixel(Vec2 t, Vec2& px) const {
        const double W = h_.w(t);
        if (!(W * wSign_ > 0)) return false;
        px = h_.apply(t);
        return true;
    }
    bool inside(Vec2 t) const {
        Vec2 p;
        return pixel(t, p) && p.x >= 0.5 && p.y >= 0.5 && p.x <= img_.width - 0.5 &&
               p.y <= img_.height - 0.5;
    }
    // The colour at a table point (0-255 a channel); false outside the photo.
    bool colour(Vec2 t, std::array<double, 3>& c) const {
        Vec2 p;
        if (!pixel(t, p)) return false;
        const double x = p.x - 0.5, y = p.y - 0.5;
        // Between the first and the last pixel centres (NaN and far points fail here, before
        // any conversion to int).
        if (!(x >= 0 && y >= 0 && x <= img_.width - 1 && y <= img_.height - 1)) return false;
        const int i = int(x), j = int(y);
        const int i1 = std::min(i + 1, img_.width - 1), j1 = std::min(j + 1, img_.height - 1);
        const double fx = x - i, fy = y - j;
        const auto at = [&](int u, int v) {
            return img_.pixels + (std::size_t(v) * std::size_t(img_.width) + std::size_t(u)) *
                                     std::size_t(img_.channels);
        };
        const std::uint8_t *a = at(i, j), *b = at(i1, j), *d = at(i, j1), *e = at(i1, j1);
        for (int k = 0; k < 3; ++k)
            c[std::size_t(k)] =
                (a[k] * (1 - fx) + b[k] * fx) * (1 - fy) + (d[k] * (1 - fx) + e[k] * fx) * fy;
        return true;
    }

    // Photo pixels per table inch along the direction `d` (a unit vector) at `t`.
    double pixelsAlong(Vec2 t, Vec2 d) const {
        Vec2 a, b;
        const double h = 0.01;
        if (!pixel(t - d * h, a) || !pixel(t + d * h, b)) return 0;
        return dist(a, b) / (2 * h);
    }

  private:
    const ImageView& img_;
    const Homography& h_;
    double wSign_;
};

// How a pose is scored: pairs of samples `offsets` inside and outside each edge, every
// `spacing` inches along the middle 80% of it (its ends are ambiguous while the angle is off).
// Several offsets make the score peak where the edge is, rather than stay flat while the edge
// lies anywhere between the two samples of one pair.
// `use`: the edges scored (kEdgeNames' order); a rim corner (rimCornerFit) scores only the two
// that face the camera. `band`: an edge scored as a band that many inches wide (where over 0),
// the rim below the top's edge, darker than the top inside it and than the ground beyond it
// (the rim corner's own grid and climb; its coarse grid scores the two edges' plain steps).
using EdgeMask = std::array<bool, 4>;
constexpr EdgeMask kAllEdges{true, true, true, true};
struct Level {
    std::vector<double> offsets;
    double spacing = 0.1;
    EdgeMask use = kAllEdges;
    std::array<double, 4> band{};
};

// The channels summed (0 to 765).
double brightness(const std::array<double, 3>& c) {
    return c[0] + c[1] + c[2];
}

struct Score {
    bool valid = false;
    // What the search climbs: half the mean step, half the weakest edge's, less half the
    // spread of the colours just inside (a base is one colour at its rim). The footprint laid
    // over a brighter neighbour, one edge on nothing, or half on the base and half on the cloth
    // scores below the base itself.
    double total = 0;
    double mean = 0;              // mean step across the edges, 0 to 1
    std::array<double, 4> edge{}; // front, rear, left, right
};

const char* const kEdgeNames[4] = {"front", "rear", "left", "right"};

// A footprint's edge: its middle, the way along it, the way out of the base, its length.
struct Edge {
    Vec2 mid, along, out;
    double length;
};

// The footprint's four edges at pose `p`, in kEdgeNames' order.
std::array<Edge, 4> edgesOf(Vec2 size, BasePose p) {
    const Vec2 f = facingVector(p.facing), r = rightVector(p.facing);
    const double hw = size.x / 2, hd = size.y / 2;
    return {{{p.at + f * hd, r, f, size.x},
             {p.at - f * hd, r, f * -1, size.x},
             {p.at - r * hw, f, r * -1, size.y},
             {p.at + r * hw, f, r, size.y}}};
}

Score score(const Sampler& s, Vec2 size, BasePose p, const Level& level) {
    const std::array<Edge, 4> edges = edgesOf(size, p);
    Score sc;
    double sum = 0;
    std::size_t count = 0;
    std::array<double, 3> in{}, out{}, inSum{}, inSquares{};
    double weakest = std::numeric_limits<double>::infinity();
    for (std::size_t e = 0; e < 4; ++e) {
        if (!level.use[e]) continue;
        const Edge& E = edges[e];
        const double span = 0.8 * E.length;
        const int n = std::max(3, int(std::ceil(span / level.spacing)));
        double edgeSum = 0;
        std::size_t edgeCount = 0;
        for (int k = 0; k < n; ++k) {
            const Vec2 q = E.mid + E.along * (span * ((k + 0.5) / n - 0.5));
            const double w = level.band[e];
            std::array<double, 3> mid{};
            if (w > 0 && !s.colour(q + E.out * (w / 2), mid)) return sc;
            for (const double o : level.offsets) {
                if (!s.colour(q - E.out * o, in) || !s.colour(q + E.out * (w + o), out)) return sc;
                // A band: how much darker its middle is than both sides (below 0 where it is not).
                edgeSum += w > 0 ? std::min(brightness(in), brightness(out)) - brightness(mid)
                                 : std::abs(in[0] - out[0]) + std::abs(in[1] - out[1]) +
                                       std::abs(in[2] - out[2]);
                ++edgeCount;
                for (std::size_t ch = 0; ch < 3; ++ch) {
                    inSum[ch] += in[ch];
                    inSquares[ch] += in[ch] * in[ch];
                }
            }
        }
        sc.edge[e] = edgeSum / (765.0 * double(edgeCount));
        weakest = std::min(weakest, sc.edge[e]);
        sum += edgeSum;
        count += edgeCount;
    }
    sc.valid = true;
    sc.mean = sum / (765.0 * double(count));
    double spread = 0; // the standard deviation of each channel inside, summed
    for (std::size_t ch = 0; ch < 3; ++ch) {
        const double m = inSum[ch] / double(count);
        spread += std::sqrt(std::max(0.0, inSquares[ch] / double(count) - m * m));
    }
    spread /= 765.0;
    sc.total = 0.5 * sc.mean + 0.5 * weakest - 0.5 * spread;
    return sc;
}

// Hill-climbs from `p` by steps along x, y and the facing (the facing's step turns the corners
// as far as the centre's step moves them), halving the step when no move improves.
BasePose refine(const Sampler& s, Vec2 size, BasePose p, const Level& level, double step,
                double minStep) {
    const double halfDiagonal = 0.5 * std::hypot(size.x, size.y);
    Score best = score(s, size, p, level);
    if (!best.valid) return p;
    for (int guard = 0; step >= minStep && guard < 400; ++guard) {
        const double turn = degrees(step / halfDiagonal);
        const BasePose moves[6] = {
            {p.at + Vec2{step, 0}, p.facing}, {p.at - Vec2{step, 0}, p.facing},
            {p.at + Vec2{0, step}, p.facing}, {p.at - Vec2{0, step}, p.facing},
            {p.at, p.facing + turn},          {p.at, p.facing - turn}};
        bool improved = false;
        for (const BasePose& q : moves) {
            const Score sc = score(s, size, q, level);
            if (sc.valid && sc.total > best.total + 1e-12) {
                best = sc;
                p = q;
                improved = true;
            }
        }
        if (!improved) step /= 2;
    }
    return p;
}

// What the edges said at the pose the edge fit ended on: each edge's share of reads that
// support it, its own line's mean distance from the rectangle's edge (inches) and its turn from
// it (degrees), and the RMS of every kept read's miss.
struct EdgeEvidence {
    BasePose pose;
    bool solved = false;
    std::array<double, 4> support{}, miss{}, turn{};
    double rms = 0;
};

// Each edge's own line from its reads (every read that found a step there, kept by the
// solve or not): the miss r (inches) against the place along the edge u (inches from its
// middle). Its distance from the rectangle's edge is the reads' median miss; the reads within
// kFitEdgeBand of that median support it (a rank of figures or a neighbour's edge is further
// off), and their r = a + b u by least squares gives its turn, atan(b), signed as a facing
// turns (+ clockwise): the rectangle turned clockwise by δ moves a point u along an edge out
// by δ u cross(out, along) (the solve's θ (v.y, -v.x)), so the edge's line says δ = atan(b) /
// cross(out, along), that cross being -1 for the front and left edges, +1 for the rear and
// right. Four edges of a base turned δ from the rectangle all say +δ.
void edgeLines(EdgeEvidence& ev, const std::array<Edge, 4>& edges,
               const std::array<int, 4>& candidates,
               const std::array<std::vector<std::pair<double, double>>, 4>& reads) {
    double sum = 0;
    std::size_t count = 0;
    for (std::size_t e = 0; e < 4; ++e) {
        ev.support[e] = 0;
        ev.miss[e] = 1e9;
        ev.turn[e] = 0;
        if (reads[e].size() < 3 || candidates[e] <= 0) continue;
        std::vector<double> m;
        for (const auto& [u, r] : reads[e])
            m.push_back(r);
        std::nth_element(m.begin(), m.begin() + std::ptrdiff_t(m.size() / 2), m.end());
        const double mid = m[m.size() / 2];
        double su = 0, sr = 0, suu = 0, sur = 0, n = 0;
        for (const auto& [u, r] : reads[e]) {
            if (std::abs(r - mid) > kFitEdgeBand) continue;
            su += u, sr += r, suu += u * u, sur += u * r, n += 1;
            sum += (r - mid) * (r - mid);
        }
        count += std::size_t(n);
        ev.support[e] = n / candidates[e];
        ev.miss[e] = mid;
        const double d = n * suu - su * su;
        const double b = n >= 3 && d > 1e-12 ? (n * sur - su * sr) / d : 0;
        const double side = edges[e].out.x * edges[e].along.y - edges[e].out.y * edges[e].along.x;
        ev.turn[e] = degrees(std::atan(b)) * (side < 0 ? -1 : 1);
    }
    ev.rms = count ? std::sqrt(sum / double(count)) : 1e9;
}

// One read across an edge that showed a clean step there: the edge's way out n, the read's
// place v from the base's centre, how far out along n it found the edge e (inches: + outside
// the rectangle), the colour step across it (summed over the channels), the inside colour, the
// edge's index (kEdgeNames' order) and u, inches along the edge from its middle.
struct EdgeRead {
    Vec2 n, v;
    double e, step;
    std::array<double, 3> in;
    int edge = 0;
    double u = 0;
};

// The read's row of the least squares in the pose's change x = (dx, dy, θ):
// e = n·d + θ n·(v.y, -v.x), as a clockwise turn θ (radians) moves v by θ (v.y, -v.x).
std::array<double, 3> coefficients(const EdgeRead& r) {
    return {r.n.x, r.n.y, r.n.x * r.v.y - r.n.y * r.v.x};
}

// How far the read misses the rectangle moved by x (inches).
double missOf(const EdgeRead& r, const std::array<double, 3>& x) {
    const auto a = coefficients(r);
    return r.e - (a[0] * x[0] + a[1] * x[1] + a[2] * x[2]);
}

double medianOf(std::vector<double> v) {
    std::nth_element(v.begin(), v.begin() + std::ptrdiff_t(v.size() / 2), v.end());
    return v[v.size() / 2];
}

// The least squares x for `reads` by Cramer's rule on the 3 x 3 normal equations; false when
// they do not fix it (every read on one edge, say).
bool solveReads(const std::vector<EdgeRead>& reads, std::array<double, 3>& x) {
    double A[3][3] = {}, B[3] = {};
    for (const EdgeRead& r : reads) {
        const auto a = coefficients(r);
        for (std::size_t i = 0; i < 3; ++i) {
            for (std::size_t j = 0; j < 3; ++j)
                A[i][j] += a[i] * a[j];
            B[i] += a[i] * r.e;
        }
    }
    const auto det3 = [](const double M[3][3]) {
        return M[0][0] * (M[1][1] * M[2][2] - M[1][2] * M[2][1]) -
               M[0][1] * (M[1][0] * M[2][2] - M[1][2] * M[2][0]) +
               M[0][2] * (M[1][0] * M[2][1] - M[1][1] * M[2][0]);
    };
    const double D = det3(A);
    if (!(std::abs(D) > 1e-12)) return false;
    for (std::size_t k = 0; k < 3; ++k) {
        double M[3][3];
        for (std::size_t i = 0; i < 3; ++i)
            for (std::size_t j = 0; j < 3; ++j)
                M[i][j] = j == k ? B[i] : A[i][j];
        x[k] = det3(M) / D;
    }
    return true;
}

// The read across edge E at q (on its line), `normalPx` photo pixels an inch across it: 3
// pixels inside to 3 outside in quarter pixels, nothing where the photo has no colour, the
// step is under one level or λ does not rise as one edge's (oneEdgeAcross).
std::optional<EdgeRead> readAcross(const Sampler& s, const Edge& E, Vec2 q, double normalPx) {
    const double S = 3 / normalPx, h = 0.25 / normalPx;
    const int m = int(std::lround(S / h));
    std::vector<std::array<double, 3>> profile(std::size_t(2 * m + 1));
    for (int j = -m; j <= m; ++j)
        if (!s.colour(q + E.out * (j * h), profile[std::size_t(j + m)])) return std::nullopt;
    // The inside and outside colours: the means of the quarter of the profile at each end.
    std::array<double, 3> in{}, out{};
    const int quarter = m / 2;
    for (int j = 0; j <= quarter; ++j)
        for (std::size_t ch = 0; ch < 3; ++ch) {
            in[ch] += profile[std::size_t(j)][ch] / (quarter + 1);
            out[ch] += profile[std::size_t(2 * m - j)][ch] / (quarter + 1);
        }
    double dd = 0, step = 0;
    for (std::size_t ch = 0; ch < 3; ++ch) {
        dd += (out[ch] - in[ch]) * (out[ch] - in[ch]);
        step += std::abs(out[ch] - in[ch]);
    }
    if (dd < 1) return std::nullopt;
    std::vector<double> lambda(profile.size());
    double area = 0;
    for (int j = -m; j <= m; ++j) {
        const std::array<double, 3>& c = profile[std::size_t(j + m)];
        double l = 0;
        for (std::size_t ch = 0; ch < 3; ++ch)
            l += (c[ch] - in[ch]) * (out[ch] - in[ch]);
        l = std::clamp(l / dd, 0.0, 1.0);
        lambda[std::size_t(j + m)] = l;
        area += l * h * (j == -m || j == m ? 0.5 : 1);
    }
    if (!oneEdgeAcross(lambda, normalPx)) return std::nullopt;
    return EdgeRead{E.out, {}, S - area, step, in};
}

// Edge E's reads, one a pixel along its middle 80% (`candidates` says how many were tried),
// less those whose step is under half the edge's median; nullopt where the photo does not map
// the edge (the pose is off the photo's map).
std::optional<std::vector<EdgeRead>> readEdge(const Sampler& s, const Edge& E, int edge,
                                              Vec2 centre, int& candidates) {
    const double alongPx = s.pixelsAlong(E.mid, E.along);
    const double normalPx = s.pixelsAlong(E.mid, E.out);
    if (!(alongPx > 0 && normalPx > 0)) return std::nullopt;
    const double span = 0.8 * E.length;
    const int n = std::max(3, int(std::ceil(span * alongPx)));
    candidates = n;
    std::vector<EdgeRead> reads;
    for (int k = 0; k < n; ++k) {
        const double u = span * ((k + 0.5) / n - 0.5);
        const Vec2 q = E.mid + E.along * u;
        if (std::optional<EdgeRead> r = readAcross(s, E, q, normalPx)) {
            r->v = q - centre;
            r->edge = edge;
            r->u = u;
            reads.push_back(*r);
        }
    }
    std::vector<EdgeRead> kept;
    if (reads.empty()) return kept;
    std::vector<double> steps;
    for (const EdgeRead& r : reads)
        steps.push_back(r.step);
    const double typical = medianOf(steps);
    for (const EdgeRead& r : reads)
        if (r.step >= 0.5 * typical) kept.push_back(r);
    return kept;
}

// How far apart two colours are: their channels' differences summed (0 to 765).
double colourOff(const std::array<double, 3>& a, const std::array<double, 3>& b) {
    return std::abs(a[0] - b[0]) + std::abs(a[1] - b[1]) + std::abs(a[2] - b[2]);
}

// Leaves out the reads whose inside is not the base's own colour (the median inside colour of
// every read): those are on a neighbour, a figure or the cloth.
void keepBaseColour(std::vector<EdgeRead>& reads) {
    std::array<double, 3> base{};
    for (std::size_t ch = 0; ch < 3; ++ch) {
        std::vector<double> v;
        for (const EdgeRead& r : reads)
            v.push_back(r.in[ch]);
        base[ch] = medianOf(v);
    }
    std::erase_if(reads, [&](const EdgeRead& r) {
        return colourOff(r.in, base) > std::max(30.0, 0.35 * r.step);
    });
}

// x solved from the reads, then once more without those that miss by far more than the
// others (over 3 times their median miss, scaled as a standard deviation, or 0.005").
bool solveRobust(const std::vector<EdgeRead>& reads, std::array<double, 3>& x) {
    if (reads.size() < 6 || !solveReads(reads, x)) return false;
    std::vector<double> misses;
    for (const EdgeRead& r : reads)
        misses.push_back(std::abs(missOf(r, x)));
    const double limit = std::max(0.005, 3 * 1.4826 * medianOf(misses));
    std::vector<EdgeRead> kept;
    for (std::size_t k = 0; k < reads.size(); ++k)
        if (misses[k] <= limit) kept.push_back(reads[k]);
    return !(kept.size() >= 6 && kept.size() < reads.size() && !solveReads(kept, x));
}

// The last step: each edge's place found across it to a fraction of a pixel, and the pose that
// best puts the footprint's edges there (least squares in x, y and the facing). Across each
// edge, every pixel along its middle 80%, the colour is read from 3 pixels inside to 3
// outside; from the inside and outside colours each read is a fraction λ of the way out (0
// inside, 1 outside), and the edge is where the area under λ says: for a clean step at e,
// ∫λ over [-S, S] = S - e. Left out: reads whose step is under half the edge's median (a
// neighbour of the base's own colour), whose inside is not the base's colour (the inside
// colours' median), whose λ goes back (a second edge in the window: a neighbour's corner),
// and, after a first solve, those that miss it by over 3 times the typical miss.
EdgeEvidence edgeFit(const Sampler& s, Vec2 size, BasePose p, const EdgeMask& use = kAllEdges) {
    EdgeEvidence ev;
    ev.pose = p;
    for (int iteration = 0; iteration < 3; ++iteration) {
        std::vector<EdgeRead> reads;
        std::array<int, 4> candidates{};
        const std::array<Edge, 4> edges = edgesOf(size, p);
        for (std::size_t ei = 0; ei < 4; ++ei) {
            if (!use[ei]) continue;
            const auto kept = readEdge(s, edges[ei], int(ei), p.at, candidates[ei]);
            if (!kept) return ev;
            reads.insert(reads.end(), kept->begin(), kept->end());
        }
        if (reads.size() < 6) return ev;
        keepBaseColour(reads);
        std::array<double, 3> x{};
        if (!solveRobust(reads, x)) return ev;
        // A step larger than the medium level's precision means the profiles were misread.
        if (std::hypot(x[0], x[1]) > 0.1 || std::abs(degrees(x[2])) > 3) return ev;
        // Every read's miss from the solved rectangle, edge by edge.
        std::array<std::vector<std::pair<double, double>>, 4> misses;
        for (const EdgeRead& r : reads)
            misses[std::size_t(r.edge)].push_back({r.u, missOf(r, x)});
        p = {p.at + Vec2{x[0], x[1]}, p.facing + degrees(x[2])};
        ev.pose = p;
        ev.solved = true;
        edgeLines(ev, edges, candidates, misses);
        if (std::hypot(x[0], x[1]) < 1e-4 && std::abs(degrees(x[2])) < 1e-3) break;
    }
    return ev;
}

// Whether an edge supports the fit: `support` of its reads on its own line, that line within
// kFitEdgeAgree of the rectangle's edge (or a pixel, at `pixelsPerInch`, when that is more) and
// within kFitEdgeTurn of its direction. judgeFit and the fit's own choices count alike.
bool edgeSupports(double support, double miss, double turn, double pixelsPerInch) {
    const double agree = std::max(kFitEdgeAgree, 1.0 / std::max(1e-9, pixelsPerInch));
    return support >= kFitEdgeSupport && std::abs(miss) <= agree && std::abs(turn) <= kFitEdgeTurn;
}

bool supports(const EdgeEvidence& ev, std::size_t e, double pixelsPerInch) {
    return ev.solved && edgeSupports(ev.support[e], ev.miss[e], ev.turn[e], pixelsPerInch);
}

// How much of the footprint's outline the edge fit found on the photo's edges: the length
// (inches) of the edges that support it (supports), each by its share of reads; 0 when the
// edges were not solved.
double supportedLength(const EdgeEvidence& ev, Vec2 size, double pixelsPerInch) {
    double sum = 0;
    for (std::size_t e = 0; e < 4; ++e)
        if (supports(ev, e, pixelsPerInch)) sum += ev.support[e] * (e < 2 ? size.x : size.y);
    return sum;
}

// Which edges that do not support the fit (supports) have the base's own flock beyond them:
// 0.05" or 0.15" out, the colour along the edge's middle 80% is mostly that of the base 0.1"
// inside its supporting edges, within the tolerance keepBaseColour allows (30 levels summed
// over the channels, or 0.35 of the supporting edges' typical step). Such an edge does not
// end the base: a base of its flock in contact, or the fit slid along a line of them onto a
// figure's edge. On the grid, fitted each alone, 1.5" squares of a line of three landed 0.23"
// and 0.27" along it in green, a rank of 15 mm figures their "side"; a 2" x 1.5" base in
// front of another of its flock was fitted 0.14" back, green, its rear edge on the figures'
// block and its front edge 0.14" inside its own (0.1" out from there was still too near the
// rim to read as flock; 0.05" is not).
std::array<bool, 4> flockBeyond(const Sampler& s, Vec2 size, const EdgeEvidence& ev,
                                double pixelsPerInch) {
    std::array<bool, 4> out{}, supporting{};
    for (std::size_t e = 0; e < 4; ++e)
        supporting[e] = supports(ev, e, pixelsPerInch);
    const std::array<Edge, 4> edges = edgesOf(size, ev.pose);
    // Each edge's samples: 0.1" in, 0.05" out, 0.15" out.
    std::array<std::vector<std::array<std::array<double, 3>, 3>>, 4> at;
    for (std::size_t e = 0; e < 4; ++e) {
        const Edge& E = edges[e];
        const int n = std::max(3, int(std::ceil(0.8 * E.length / 0.05)));
        for (int k = 0; k < n; ++k) {
            const Vec2 q = E.mid + E.along * (0.8 * E.length * ((k + 0.5) / n - 0.5));
            std::array<std::array<double, 3>, 3> c{};
            if (s.colour(q - E.out * 0.1, c[0]) && s.colour(q + E.out * 0.05, c[1]) &&
                s.colour(q + E.out * 0.15, c[2]))
                at[e].push_back(c);
        }
    }
    std::array<double, 3> base{};
    for (std::size_t ch = 0; ch < 3; ++ch) {
        std::vector<double> v;
        for (std::size_t e = 0; e < 4; ++e)
            if (supporting[e])
                for (const auto& c : at[e])
                    v.push_back(c[0][ch]);
        if (v.empty()) return out;
        base[ch] = medianOf(v);
    }
    std::vector<double> steps;
    for (std::size_t e = 0; e < 4; ++e)
        if (supporting[e])
            for (const auto& c : at[e])
                steps.push_back(colourOff(c[0], c[2]));
    const double tolerance = std::max(30.0, 0.35 * medianOf(steps));
    for (std::size_t e = 0; e < 4; ++e) {
        if (supporting[e] || at[e].empty()) continue;
        std::vector<double> near, far;
        for (const auto& c : at[e]) {
            near.push_back(colourOff(c[1], base));
            far.push_back(colourOff(c[2], base));
        }
        out[e] = std::min(medianOf(near), medianOf(far)) <= tolerance;
    }
    return out;
}

// Two colours this near (colourOff, levels summed over the channels) are one: the photo's
// noise and a flock's grain between two points a tenth of an inch apart.
constexpr double kOneColour = 30;

// Whether the photo shows the rim beyond an edge as a rim below the top's edge: along its
// middle 80%, the colour half the rim's width out (`rim`, rimBeyond) unlike that a rim's width
// and 0.05" out, the rim and then the ground beyond it. Where the edge found is the rim's foot
// instead, the rim lies inside it and both are the ground. A base of flock unlike its painted
// rim shows that rim as a band of its own colour; flock like the cloth, as a band darker than
// both, the rim's side in the shade. A rim of the ground's colour leaves it unseen. (Asking
// also that the top's colour run to the edge inside cost a line of three right fits through
// the app, and caught no silent error more.)
bool rimSeen(const Sampler& s, const Edge& E, double rim) {
    const int n = std::max(3, int(std::ceil(0.8 * E.length / 0.05)));
    std::vector<double> out;
    for (int k = 0; k < n; ++k) {
        const Vec2 q = E.mid + E.along * (0.8 * E.length * ((k + 0.5) / n - 0.5));
        std::array<double, 3> a{}, b{};
        if (s.colour(q + E.out * (rim / 2), a) && s.colour(q + E.out * (rim + 0.05), b))
            out.push_back(colourOff(a, b));
    }
    return !out.empty() && medianOf(out) > kOneColour;
}

std::string inchesText(double v) {
    return inchesPlain(v) + "\"";
}

// How far fits started near the found place stray from it: from the place moved 0.15" four
// ways and turned 3° (alternately either way), the medium climb as the fit's own climbs (from
// a step of 0.08") and the edge fit again. A fit held by the base's own edges comes back to
// within a few thousandths; one held by a rank of figures or a neighbour's edge slides.
// The climb starts as the fit's does because a shorter first step (0.04", as before) turns a
// long line by a small angle a step (0.75° for 6" x 1"): from 3° off, lines of three right to
// 0.01" and 0.2° came back 3.3° and 0.18" away at 4000 x 3000, and were left orange.
// A start that does not come back and climbs to a pose whose edges support it along under
// kFitProbeShare of the outline the found pose's do, or that loses an edge supporting the
// found pose, or where the edges cannot be read, was pulled off by something that is not the
// base's edge (the figures' ranks, their shadows): the fit itself would not keep that pose
// (climbBest), so it does not count against it. An edge lost counts though the length left
// is most of the outline: a line of three 2" x 1" bases right to 0.004", started 0.15" along
// it, slid 0.07" off its 1" right end and kept 0.89 of the supported length. Up to two such
// may be left out; with more, the place is not stable (infinite).
std::pair<double, double> stability(const Sampler& s, Vec2 size, const EdgeEvidence& ev,
                                    const Level& medium, double pixelsPerInch) {
    const double none = std::numeric_limits<double>::infinity();
    const double found = supportedLength(ev, size, pixelsPerInch);
    double far = 0, turned = 0;
    int lost = 0;
    const Vec2 moves[4] = {{0.15, 0}, {-0.15, 0}, {0, 0.15}, {0, -0.15}};
    for (int k = 0; k < 4; ++k) {
        const BasePose from{ev.pose.at + moves[k], ev.pose.facing + (k % 2 ? -3 : 3)};
        const BasePose q = refine(s, size, from, medium, 0.08, 0.01);
        const EdgeEvidence again = edgeFit(s, size, q, medium.use);
        const double d = !again.solved ? none : dist(again.pose.at, ev.pose.at),
                     t = !again.solved ? none
                                       : std::abs(turnBetween(again.pose.facing, ev.pose.facing));
        const bool back = d <= kFitStableInches && t <= kFitStableDegrees;
        bool lostEdge = false; // an edge that supports the found pose and not this one
        for (std::size_t e = 0; e < 4; ++e)
            lostEdge =
                lostEdge || (supports(ev, e, pixelsPerInch) && !supports(again, e, pixelsPerInch));
        if (!back && (!again.solved || lostEdge ||
                      supportedLength(again, size, pixelsPerInch) < kFitProbeShare * found)) {
            if (++lost > 2) return {none, none};
            continue;
        }
        far = std::max(far, d);
        turned = std::max(turned, t);
    }
    return {far, turned};
}

} // namespace

bool oneEdgeAcross(const std::vector<double>& lambda, double pixelsPerInch) {
    double back = 0;
    if (pixelsPerInch >= kFitSharpPixelsPerInch) {
        double highest = 0;
        for (const double l : lambda) {
            highest = std::max(highest, l);
            back = std::max(back, highest - l);
        }
        return !(back > kFitSharpFallBack);
    }
    for (std::size_t j = 1; j < lambda.size(); ++j)
        back += std::max(0.0, lambda[j - 1] - lambda[j]);
    return !(back > kFitFallBack);
}

std::array<double, 4> rimBeyond(Vec2 size, BasePose pose, const FitSearch& search) {
    std::array<double, 4> out{};
    if (!(search.rimDepth > 0 && search.eyeAbove > 0)) return out;
    const double k = search.rimDepth / (search.eyeAbove + search.rimDepth);
    const std::array<Edge, 4> edges = edgesOf(size, pose);
    for (std::size_t e = 0; e < 4; ++e)
        out[e] = std::max(0.0, k * dot(search.eyeOver - edges[e].mid, edges[e].out));
    return out;
}

FitSearch withRim(FitSearch search, const PhotoCamera& camera, double topsHeight, double rimDepth) {
    search.rimDepth = rimDepth;
    search.eyeOver = camera.eyeOver;
    search.eyeAbove = camera.eyeHeight - topsHeight;
    return search;
}

namespace {
// Whether two edges meeting at a corner (one of each pair, `good` the supporting edges) place
// the base: only where the photo is sharp enough and both run with the fitted facing
// (kFitCornerPixelsPerInch, kFitCornerTurn), and where the rim beyond them that the photo does
// not show as a rim below the top's edge (rimUnseen, kFitCornerRim) is small: a corner found on
// the feet of the rim is that far off, and nothing opposite says which it is.
struct Corner {
    bool places = false, rimHides = false;
    double rimUnseen = 0;
};
Corner cornerOf(const BaseFit& r, const std::array<bool, 4>& good, bool pairs) {
    Corner c;
    bool sharp = r.supportingEdges == 2 && pairs && r.pixelsPerInch >= kFitCornerPixelsPerInch;
    for (std::size_t e = 0; e < 4; ++e) {
        sharp = sharp && (!good[e] || std::abs(r.edgeTurn[e]) <= kFitCornerTurn);
        if (good[e] && !r.rimSeen[e]) c.rimUnseen = std::hypot(c.rimUnseen, r.rim[e]);
    }
    c.rimHides = sharp && c.rimUnseen > kFitCornerRim;
    c.places = sharp && !c.rimHides;
    return c;
}

// Whether two opposite edges (`good` the supporting edges) place the base with the two across
// them only glimpsed (kFitEndSupport, kFitEndAgree): the pair fixes the facing and one way of
// the place, the glimpses the other. The solve moves the base along the pair to where the
// glimpses of both ends lie on balance, so one glimpse alone always agrees; two agree only
// when the base's known length lies between them (figures or their shadows over the ends, read
// instead, lie inside the ends and both miss inwards). Only where a corner would place it
// (kFitCornerPixelsPerInch, the pair within kFitCornerTurn of the fitted facing).
bool endsPlace(const BaseFit& r, const std::array<bool, 4>& good) {
    const bool frontRear = good[0] && good[1] && !good[2] && !good[3];
    const bool sides = good[2] && good[3] && !good[0] && !good[1];
    if (!(frontRear || sides) || r.pixelsPerInch < kFitCornerPixelsPerInch) return false;
    for (std::size_t e = 0; e < 4; ++e) {
        if (good[e] && !(std::abs(r.edgeTurn[e]) <= kFitCornerTurn)) return false;
        if (!good[e] &&
            !(r.support[e] >= kFitEndSupport && std::abs(r.edgeMiss[e]) <= kFitEndAgree))
            return false;
    }
    return true;
}
} // namespace

void judgeFit(BaseFit& r, bool readable) {
    std::array<bool, 4> good{};
    std::string hidden;
    r.supportingEdges = 0;
    r.check.clear();
    for (std::size_t e = 0; e < 4; ++e) {
        good[e] =
            readable && edgeSupports(r.support[e], r.edgeMiss[e], r.edgeTurn[e], r.pixelsPerInch);
        r.supportingEdges += good[e] ? 1 : 0;
        if (!good[e]) hidden += std::string(hidden.empty() ? "" : ", ") + kEdgeNames[e];
    }
    // Front or rear with left or right: one of each pair of opposite edges.
    const bool pairs = (good[0] || good[1]) && (good[2] || good[3]);
    // The facing's witnesses: the supporting edges of the longer side (kFitLongSideTolerance),
    // read over the most pixels. An edge may run up to kFitEdgeTurn from the rectangle and still
    // place it, since over a short span a fraction of a pixel turns its line by that much (the
    // 1" sides of a right fit of tests/data/photos/small-top.jpg ran 1.9° from it, its 2" front
    // 0.1°). But the fit's facing is no better known than its best-read edges say: one of them
    // more than kFitSureDegrees from it says the base may be that far turned, and nothing
    // longer says otherwise. A square has four such edges: a 1.5" square of the grid was fitted
    // 1.3° off with its front 0.2° from the fit and its left and right 0.7° and -1.1°, edges that
    // disagree with each other by 1.8° though a base's sides are parallel. The pairs rule above
    // makes one of them support the fit whenever three edges do.
    const double longSide = std::max(r.size.x, r.size.y);
    int witness = -1;
    for (std::size_t e = 0; e < 4; ++e) {
        const double length = e < 2 ? r.size.x : r.size.y; // front, rear: the frontage
        if (good[e] && length >= longSide - kFitLongSideTolerance &&
            std::abs(r.edgeTurn[e]) > kFitSureDegrees &&
            (witness < 0 || std::abs(r.edgeTurn[e]) > std::abs(r.edgeTurn[std::size_t(witness)])))
            witness = int(e);
    }
    const Corner corner = cornerOf(r, good, pairs);
    const bool ends = endsPlace(r, good);
    if (!readable) {
        r.check = "its edges could not be read to a fraction of a pixel";
    } else if (((r.supportingEdges < 3 && !corner.places) || !pairs) && !ends) {
        r.check = "only " + std::to_string(r.supportingEdges) +
                  " of its edges show clearly (not the " + hidden +
                  "): figures over them, a neighbour in contact, or flock like the cloth";
        // A corner in a photo under kFitCornerPixelsPerInch: say what a corner needs (its edges
        // must also run with the fitted facing, kFitCornerTurn). Rounded down, so that 29.6
        // does not read as the 30 it falls short of.
        if (r.supportingEdges == 2 && pairs && r.pixelsPerInch < kFitCornerPixelsPerInch)
            r.check += "; a corner places a base from " +
                       fmtNumber("%.0f", kFitCornerPixelsPerInch) +
                       " pixels an inch, and the photo has " +
                       fmtNumber("%.0f", std::floor(r.pixelsPerInch)) +
                       " here: take it at the camera's full size, or nearer";
        if (corner.rimHides)
            r.check += "; the two edges that show may be its rim's foot, putting it up to " +
                       inchesText(corner.rimUnseen) +
                       " off: take the photo from more nearly straight above";
    } else if (const auto beyond = std::find(r.flockBeyond.begin(), r.flockBeyond.end(), true);
               beyond != r.flockBeyond.end()) {
        r.check = std::string("its ") + kEdgeNames[beyond - r.flockBeyond.begin()] +
                  " edge does not show and its flock goes on past it: a base in contact of the "
                  "same flock (fit them together as a line), or the fit slid along one";
    } else if (r.rival >= kFitRivalShare) {
        r.check = "a place " + inchesText(r.rivalDistance) +
                  " away fits its edges about as well: a base in contact of the same flock, or "
                  "figures in ranks along it";
    } else if (witness >= 0) {
        r.check = std::string("its ") + kEdgeNames[witness] + " edge runs " +
                  fmtNumber("%.1f", std::abs(r.edgeTurn[std::size_t(witness)])) +
                  "° from the fitted facing: the facing may be that far off";
    } else if (!std::isfinite(r.spread) || !std::isfinite(r.spreadTurn)) {
        r.check = "a fit started nearby could not read its edges: it may be held by something "
                  "other than the base's own edges";
    } else if (r.spread > kFitStableInches || r.spreadTurn > kFitStableDegrees) {
        r.check = "fits started nearby land up to " + inchesText(r.spread) + " and " +
                  fmtNumber("%.1f", r.spreadTurn) + "° from it";
    }
    r.verdict = r.check.empty() ? FitVerdict::Sure : FitVerdict::Check;
}

namespace {

// Why the photo cannot show a base of `size` at `start`, or "" when it can. A base only a few
// pixels across shows no edge to read (the edge fit reads 3 pixels either side of each): said
// so, not left to fail as a search gone astray. Sets `pixelsPerInch`: along the way the photo
// shows most (across the view; the other way is foreshortened by the angle), refused where
// even there 0.1" is under a pixel.
std::string unseenReason(const Sampler& s, const Homography& tableToImage, Vec2 size,
                         BasePose start, double& pixelsPerInch) {
    // The footprint and a margin for the outer samples: all of it in the photo, or refused.
    const Vec2 f = facingVector(start.facing), rv = rightVector(start.facing);
    const double hw = size.x / 2 + 0.3, hd = size.y / 2 + 0.3;
    int in = 0;
    for (const Vec2 c : {start.at + f * hd + rv * hw, start.at + f * hd - rv * hw,
                         start.at - f * hd + rv * hw, start.at - f * hd - rv * hw})
        in += s.inside(c) ? 1 : 0;
    if (in == 0 && !s.inside(start.at))
        return "no photo under the base (the photo does not show this part of the table)";
    if (in < 4) return "the base is partly outside the photo: its edges cannot all be seen";

    const double deep = size.y * s.pixelsAlong(start.at, f),
                 wide = size.x * s.pixelsAlong(start.at, rv);
    if (!(std::min(deep, wide) >= kFitMinPixels))
        return "the base is " + fmtNumber("%.1f", std::min(deep, wide)) +
               " pixels across in the photo: too small to see its edges (at least " +
               fmtNumber("%.0f", kFitMinPixels) + " needed)";
    pixelsPerInch = tableToImage.stretch(start.at);
    if (!(pixelsPerInch >= kFitMinPixelsPerInch))
        return "the photo has " + fmtNumber("%.1f", pixelsPerInch) +
               " pixels an inch here: 0.1\" is under a pixel (at least " +
               fmtNumber("%.0f", kFitMinPixelsPerInch) +
               " needed; take the photo nearer, or at a higher resolution)";
    return "";
}

struct Candidate {
    BasePose pose;
    double total;
};

// The coarse search: every 0.25" and 6° within `radius` and `turn` of `start`, scored with
// pairs of offsets wide enough that the true pose scores fully from the nearest grid point
// (0.18" off across an edge at most, and a corner 3° turned). Poses whose samples leave the
// photo are dropped.
std::vector<Candidate> coarseGrid(const Sampler& s, Vec2 size, BasePose start, double radius,
                                  double turn, const EdgeMask& use = kAllEdges) {
    const Level coarse{{0.12, 0.3}, 0.3, use};
    const double step = 0.25, turnStep = 6;
    const int n = int(std::ceil(radius / step));
    const int m = int(std::floor(turn / turnStep));
    std::vector<Candidate> grid;
    grid.reserve(std::size_t((2 * n + 1) * (2 * n + 1) * (2 * m + 1)));
    for (int iy = -n; iy <= n; ++iy)
        for (int ix = -n; ix <= n; ++ix) {
            const Vec2 d{ix * step, iy * step};
            if (length(d) > radius + 1e-9) continue;
            for (int ia = -m; ia <= m; ++ia) {
                const BasePose q{start.at + d, start.facing + ia * turnStep};
                const Score sc = score(s, size, q, coarse);
                if (sc.valid) grid.push_back({q, sc.total});
            }
        }
    return grid;
}

// How much better the found place `p` scores than any other: the next best pose of the grid
// that is another place (its centre over 1" from the best's; turned about the same centre is
// the same place, the finer levels settle the facing), climbed to its best at the medium level
// as `p` was (the coarse grid may straddle either). 1 when there is no other place.
double placeMargin(const Sampler& s, Vec2 size, const std::vector<Candidate>& grid,
                   const Candidate& best, BasePose p, const Level& medium) {
    const Candidate* second = nullptr;
    for (const Candidate& c : grid)
        if (dist(c.pose.at, best.pose.at) > 1.0 && (!second || c.total > second->total))
            second = &c;
    const double mine = score(s, size, p, medium).total;
    double other = 0;
    if (second) {
        const BasePose q = refine(s, size, second->pose, medium, 0.08, 0.02);
        // Climbed onto this very base: no other place.
        if (dist(q.at, p.at) > 0.5) other = std::max(0.0, score(s, size, q, medium).total);
    }
    return mine > 0 ? std::clamp(1 - other / mine, 0.0, 1.0) : 0;
}

struct Climb {
    Candidate from; // the grid's pose it climbed from
    EdgeEvidence ev;
    // The best other place climbed to (BaseFit::rival, rivalDistance).
    double rival = 0, rivalDistance = 0;
};

// The grid's best few distinct poses (kFitStarts, each over 0.3" or 4° from those before it,
// scoring at least kFitStartShare of the best) and its best pose at `start`'s own facing,
// each climbed at the medium level and edge fitted; kept: the one whose edges support it
// along most of the outline, the best-scoring start on a tie. The colour step alone is
// fooled where figures or their shadows stand over an edge: a rank of 15 mm figures along a
// line of three bases seen from 30" beyond the table made a pose turned 9° from the line
// score best, while the line's own edges support the true pose and not the turned one. Why
// more than one start: the climb keeps the first hill it is on, and the grid's 6° steps
// leave the true pose on a lower one.
Climb climbBest(const Sampler& s, Vec2 size, const std::vector<Candidate>& grid,
                const Level& medium, double pixelsPerInch, BasePose start) {
    std::vector<const Candidate*> order;
    for (const Candidate& c : grid)
        order.push_back(&c);
    std::sort(order.begin(), order.end(),
              [](const Candidate* a, const Candidate* b) { return a->total > b->total; });
    std::vector<const Candidate*> starts{order[0]};
    for (const Candidate* c : order) {
        if (int(starts.size()) >= kFitStarts || !(c->total >= kFitStartShare * order[0]->total))
            break;
        const bool distinct = std::all_of(starts.begin(), starts.end(), [&](const Candidate* o) {
            return dist(o->pose.at, c->pose.at) > 0.3 ||
                   std::abs(turnBetween(o->pose.facing, c->pose.facing)) > 4;
        });
        if (distinct) starts.push_back(c);
    }
    // And the best pose at the start's own facing, the unit's as the player left it (within
    // a few degrees of the truth, as a player turns a unit by eye): on a 2" x 2" square of
    // four ranks of 15 mm figures seen from a player's place, poses turned 24-30° scored best
    // and the true facing was not among the few best, so the square was found from 13 of 48
    // drops; with this start, from 41. It is not counted as a rival place (below): it is
    // there to find the base, not to doubt it.
    const Candidate* atFacing = nullptr;
    for (const Candidate* c : order)
        if (std::abs(turnBetween(c->pose.facing, start.facing)) < 1) {
            atFacing = c;
            break;
        }
    const std::size_t fromFacing = starts.size();
    if (atFacing && std::all_of(starts.begin(), starts.end(), [&](const Candidate* o) {
            return dist(o->pose.at, atFacing->pose.at) > 0.3 ||
                   std::abs(turnBetween(o->pose.facing, atFacing->pose.facing)) > 4;
        }))
        starts.push_back(atFacing);
    std::vector<std::pair<EdgeEvidence, double>> climbed;
    std::size_t kept = 0;
    for (const Candidate* c : starts) {
        const BasePose p = refine(s, size, c->pose, medium, 0.08, 0.01);
        EdgeEvidence ev = edgeFit(s, size, p, medium.use);
        const double length = supportedLength(ev, size, pixelsPerInch);
        if (climbed.empty() || length > climbed[kept].second + 1e-9) kept = climbed.size();
        climbed.push_back({std::move(ev), length});
    }
    Climb best{*starts[kept], climbed[kept].first};
    const double mine = climbed[kept].second;
    for (std::size_t ci = 0; ci < climbed.size(); ++ci) {
        if (ci >= fromFacing && ci != kept) continue;
        const auto& [ev, length] = climbed[ci];
        const double away = dist(ev.pose.at, best.ev.pose.at);
        if (!(mine > 0) ||
            (away <= kFitSureInches &&
             std::abs(turnBetween(ev.pose.facing, best.ev.pose.facing)) <= kFitSureDegrees))
            continue;
        if (length / mine > best.rival) {
            best.rival = length / mine;
            best.rivalDistance = away;
        }
    }
    return best;
}

// Why the fit found must be refused, from what the photo shows at it (`shown`: pairs 2 pixels
// either side of each edge) and how far it went, or "" when it stands. Sets r.contrast and
// r.weakestEdge; r.moved, r.turned and r.margin are set before.
std::string shownRefusal(BaseFit& r, const Score& shown, double radius, double turn) {
    r.contrast = shown.mean;
    const double strongest = *std::max_element(shown.edge.begin(), shown.edge.end());
    const auto weakest = std::min_element(shown.edge.begin(), shown.edge.end());
    r.weakestEdge = strongest > 0 ? *weakest / strongest : 0;
    if (r.contrast < kFitMinContrast)
        return "the photo shows no base edge there (contrast " + fmtNumber("%.2f", r.contrast) +
               ", at least " + fmtNumber("%.2f", kFitMinContrast) +
               " needed): bare cloth, or a base too like the cloth";
    if (r.moved > radius || std::abs(r.turned) > turn)
        return "the best place found is at the edge of the search (" + inchesText(radius) + ", " +
               fmtNumber("%.0f", turn) +
               "°): the base is further off than that; drag it nearer and fit again";
    if (r.weakestEdge < kFitMinEdgeShare && *weakest < kFitMissingEdge)
        return std::string("its ") + kEdgeNames[weakest - shown.edge.begin()] +
               " edge does not show in the photo: a base of another size there, or one "
               "touching a base of its own colour";
    if (r.margin < kFitMinMargin)
        return "two places fit about as well (margin " + fmtNumber("%.2f", r.margin) +
               "): drag the base nearer to its picture and fit again";
    return "";
}

// Whether `photo` has pixels to read: two by two at the least, RGB or RGBA.
bool readablePhoto(const ImageView& photo) {
    return photo.pixels && photo.width >= 2 && photo.height >= 2 &&
           (photo.channels == 3 || photo.channels == 4);
}

} // namespace

std::array<double, 4> edgesShownAt(const ImageView& photo, const Homography& tableToImage,
                                   Vec2 size, BasePose pose) {
    if (!readablePhoto(photo) || !(size.x > 0 && size.y > 0)) return {};
    const Sampler s(photo, tableToImage, tableToImage.w(pose.at) >= 0 ? 1 : -1);
    const std::array<Edge, 4> edges = edgesOf(size, pose);
    std::vector<EdgeRead> reads;
    std::array<int, 4> candidates{};
    for (std::size_t e = 0; e < 4; ++e) {
        const auto kept = readEdge(s, edges[e], int(e), pose.at, candidates[e]);
        if (!kept) return {};
        reads.insert(reads.end(), kept->begin(), kept->end());
    }
    // A step under the contrast the fit asks of its edges (kFitMinContrast, summed over the
    // channels) is the cloth's own shading, not an edge the photo shows: on flock like the
    // cloth, reads of a level or two on the mottle lay where the edge was as often as not.
    std::erase_if(reads, [](const EdgeRead& r) { return r.step < kFitMinContrast * 765; });
    if (reads.empty()) return {};
    keepBaseColour(reads);
    // Each edge's line from its reads as the edge fit's evidence has it (edgeLines: the reads
    // within kFitEdgeBand of their median), kept where that median is within kFitSureInches of
    // the edge: the top face's rim reads a few hundredths inside the footprint.
    std::array<std::vector<std::pair<double, double>>, 4> misses;
    for (const EdgeRead& r : reads)
        misses[std::size_t(r.edge)].push_back({r.u, r.e});
    EdgeEvidence ev;
    edgeLines(ev, edges, candidates, misses);
    for (std::size_t e = 0; e < 4; ++e)
        if (!(std::abs(ev.miss[e]) <= kFitSureInches)) ev.support[e] = 0;
    return ev.support;
}

namespace {

// A fit's facing in [0, 360); a hair under 360 (a climb that ends a rounding error west of
// north) is 0, or a base facing north would read "360.0".
double compassFacing(double facing) {
    facing = std::fmod(facing, 360.0);
    if (facing < 0) facing += 360;
    if (facing > 360 - 1e-9) facing = 0;
    return facing;
}

// The rim beyond each edge at pose `p` (rimBeyond), and whether the photo shows it as a rim
// below the top's edge there (rimSeen), for the edges in `use`.
void rimEvidence(const Sampler& s, Vec2 size, BasePose p, const FitSearch& search,
                 const EdgeMask& use, BaseFit& r) {
    r.rim = rimBeyond(size, p, search);
    const std::array<Edge, 4> edges = edgesOf(size, p);
    for (std::size_t e = 0; e < 4; ++e)
        r.rimSeen[e] = use[e] && r.rim[e] > 0 && rimSeen(s, edges[e], r.rim[e]);
}

// A place found: the base's size and what its edges said there (edgeFit's evidence).
void takeEdges(BaseFit& r, const EdgeEvidence& ev, Vec2 size) {
    r.fitted = true;
    r.size = size;
    r.support = ev.support;
    r.edgeMiss = ev.miss;
    r.edgeTurn = ev.turn;
    r.residual = ev.rms;
}

// The medium level: offsets to 0.23", hill-climbed to 0.01", over the edges in `use`.
Level mediumLevel(const EdgeMask& use) {
    return Level{{0.03, 0.07, 0.11, 0.15, 0.19, 0.23}, 0.12, use};
}

// Coarse grid, medium climb, edge fit over all four edges, then the judgement (`r` comes with
// its pixelsPerInch set); each step refuses what it cannot stand behind, with why.
BaseFit fourEdgeFit(const Sampler& s, Vec2 size, BasePose start, const FitSearch& search,
                    double radius, double turn, BaseFit r) {
    // Inches a pixel at the base, at the finest (the last reads are a pixel or two apart).
    const double px = 1 / r.pixelsPerInch; // at least kFitMinPixelsPerInch, unseenReason says
    const std::vector<Candidate> grid = coarseGrid(s, size, start, radius, turn);
    if (grid.empty()) {
        r.refused = "the base is too near the photo's edge to search around it";
        return r;
    }
    // Then each edge found to a fraction of a pixel, from the few best starts of the grid,
    // keeping the one the edges bear out most.
    const Level medium = mediumLevel(kAllEdges);
    const Climb climb = climbBest(s, size, grid, medium, r.pixelsPerInch, start);
    r.margin = placeMargin(s, size, grid, climb.from, climb.ev.pose, medium);
    r.rival = climb.rival;
    r.rivalDistance = climb.rivalDistance;
    const EdgeEvidence& ev = climb.ev;
    const BasePose p = ev.pose;

    const Score shown = score(s, size, p, Level{{2 * px}, px});
    if (!shown.valid) {
        r.refused = "the base is partly outside the photo: its edges cannot all be seen";
        return r;
    }
    r.moved = dist(p.at, start.at);
    r.turned = turnBetween(start.facing, p.facing);
    r.refused = shownRefusal(r, shown, radius, turn);
    if (!r.refused.empty()) return r;

    takeEdges(r, ev, size);
    std::tie(r.spread, r.spreadTurn) = stability(s, size, ev, medium, r.pixelsPerInch);
    r.flockBeyond = flockBeyond(s, size, ev, r.pixelsPerInch);
    rimEvidence(s, size, p, search, kAllEdges, r);
    judgeFit(r, ev.solved);
    r.pose = {p.at, compassFacing(p.facing)};
    return r;
}

// The rim's band is a few hundredths of an inch wide: the coarse grid's 0.25" steps pass over
// it. Around each of the coarse grid's kRimSeeds best distinct poses (over 0.3" or 4° apart),
// every 0.04" to 0.2" either way and 2° to 6° either way, scored at `level` (its bands).
constexpr int kRimSeeds = 8;
std::vector<Candidate> bandGrid(const Sampler& s, Vec2 size, std::vector<Candidate> coarse,
                                const Level& level) {
    std::sort(coarse.begin(), coarse.end(),
              [](const Candidate& x, const Candidate& y) { return x.total > y.total; });
    std::vector<BasePose> seeds;
    for (const Candidate& c : coarse) {
        if (int(seeds.size()) >= kRimSeeds) break;
        if (std::all_of(seeds.begin(), seeds.end(), [&](const BasePose& o) {
                return dist(o.at, c.pose.at) > 0.3 ||
                       std::abs(turnBetween(o.facing, c.pose.facing)) > 4;
            }))
            seeds.push_back(c.pose);
    }
    std::vector<Candidate> out;
    for (const BasePose& p : seeds)
        for (int iy = -5; iy <= 5; ++iy)
            for (int ix = -5; ix <= 5; ++ix)
                for (int ia = -3; ia <= 3; ++ia) {
                    const BasePose q{p.at + Vec2{ix * 0.04, iy * 0.04}, p.facing + ia * 2.0};
                    const Score sc = score(s, size, q, level);
                    if (sc.valid) out.push_back({q, sc.total});
                }
    return out;
}

// How much darker than both its sides the rim's band `w` wide below edge E is at u along E
// (inches from its middle): the band's middle against 0.06" inside the edge and 0.06" past the
// band; nullopt off the photo.
std::optional<double> bandDarkness(const Sampler& s, const Edge& E, double u, double w) {
    const Vec2 q = E.mid + E.along * u;
    std::array<double, 3> in{}, mid{}, out{};
    if (!s.colour(q - E.out * 0.06, in) || !s.colour(q + E.out * (w / 2), mid) ||
        !s.colour(q + E.out * (w + 0.06), out))
        return std::nullopt;
    return std::min(brightness(in), brightness(out)) - brightness(mid);
}

// Which edges of a rim corner's base (`use` its two near edges, `rims` their bands) have a base
// of its kind beyond them: where a near edge's band runs on past its far end (0.1" to 0.4"
// past it, at least half as dark as along the edge's middle 80%), the top and rim go on past
// the edge at that end, the one opposite the corner's other edge. A base fitted alone in a line of
// its flock in contact finds the line's corner as well as its own: on the ray-traced grid at
// 4000 x 3000 six such were said sure 0.2" to 2" off, each the width of a base or two along.
std::array<bool, 4> rimRunsOn(const Sampler& s, Vec2 size, BasePose p, const EdgeMask& use,
                              const std::array<double, 4>& rims) {
    std::array<bool, 4> out{};
    const std::array<Edge, 4> edges = edgesOf(size, p);
    for (std::size_t e = 0; e < 4; ++e) {
        if (!use[e]) continue;
        const std::size_t f = e < 2 ? (use[2] ? 2 : 3) : (use[0] ? 0 : 1); // the other near edge
        const Edge& E = edges[e];
        // Towards the far end: away from the other near edge.
        const double away = dot(edges[f].mid - E.mid, E.along) > 0 ? -1 : 1;
        std::vector<double> along, beyond;
        for (int k = 0; k < 16; ++k) {
            const double u = 0.8 * E.length * ((k + 0.5) / 16 - 0.5);
            if (const auto d = bandDarkness(s, E, u, rims[e])) along.push_back(*d);
        }
        for (double d = 0.1; d <= 0.4 + 1e-9; d += 0.05)
            if (const auto v = bandDarkness(s, E, away * (E.length / 2 + d), rims[e]))
                beyond.push_back(*v);
        if (along.empty() || beyond.empty()) continue;
        const double typical = medianOf(along);
        // The edge opposite f, at the far end.
        const std::size_t farEnd = f ^ 1;
        if (typical > 0 && medianOf(beyond) >= 0.5 * typical) out[farEnd] = true;
    }
    return out;
}

// Whether a rim corner's top (0.1" inside its near edges, `use`) is unlike the ground past their
// bands (`rims`, and 0.1" more), by more than one colour (kOneColour): then the flock beyond its
// far edges (flockBeyond) says a base of its flock is there; like the ground, it says nothing.
bool flockUnlikeGround(const Sampler& s, Vec2 size, BasePose p, const EdgeMask& use,
                       const std::array<double, 4>& rims) {
    const std::array<Edge, 4> edges = edgesOf(size, p);
    std::vector<double> off;
    for (std::size_t e = 0; e < 4; ++e) {
        if (!use[e]) continue;
        const Edge& E = edges[e];
        for (int k = 0; k < 16; ++k) {
            const Vec2 q = E.mid + E.along * (0.8 * E.length * ((k + 0.5) / 16 - 0.5));
            std::array<double, 3> in{}, out{};
            if (s.colour(q - E.out * 0.1, in) && s.colour(q + E.out * (rims[e] + 0.1), out))
                off.push_back(colourOff(in, out));
        }
    }
    return !off.empty() && medianOf(off) > kOneColour;
}

// A base whose top is like the cloth shows no step at its far edges; below its two near edges
// (those facing the camera) the photo shows its rim, a band rimBeyond wide, darker than the
// flock above it and the cloth beyond it. Fitted by those two edges alone, as a corner: the
// coarse grid on their steps, then around its best poses the band itself (bandGrid), climbed
// and edge fitted on them (the reads of the far edges would be the cloth's mottle); judged as
// any corner is (judgeFit: from kFitCornerPixelsPerInch, both edges with the fitted facing,
// the rim shown below them where it is wide enough to put a corner on its feet over
// kFitCornerRim off, so that the corner is the top's, and stable from nearby starts), with a base
// in contact said by the band running on (rimRunsOn) and, only where the flock is unlike the
// ground, by the flock beyond a far edge (flockBeyond). Both near edges' rims must span
// kFitRimCornerPixels; else refused.
BaseFit rimCornerFit(const Sampler& s, Vec2 size, BasePose start, const FitSearch& search,
                     double radius, double turn, BaseFit r) {
    const std::array<double, 4> rims = rimBeyond(size, start, search);
    const std::size_t a = rims[0] >= rims[1] ? 0 : 1, b = rims[2] >= rims[3] ? 2 : 3;
    // Each band's width in photo pixels, across its edge (the way the view foreshortens most).
    const std::array<Edge, 4> edges = edgesOf(size, start);
    const auto span = [&](std::size_t e) {
        return rims[e] * s.pixelsAlong(edges[e].mid, edges[e].out);
    };
    if (!(std::min(span(a), span(b)) >= kFitRimCornerPixels)) {
        r.refused = "no rim shows below two of its edges";
        return r;
    }
    EdgeMask use{};
    use[a] = use[b] = true;
    const std::vector<Candidate> coarse = coarseGrid(s, size, start, radius, turn, use);
    if (coarse.empty()) {
        r.refused = "the base is too near the photo's edge to search around it";
        return r;
    }
    std::array<double, 4> bands{};
    bands[a] = rims[a];
    bands[b] = rims[b];
    const std::vector<Candidate> grid =
        bandGrid(s, size, coarse, Level{{0.04, 0.1}, 0.15, use, bands});
    if (grid.empty()) {
        r.refused = "the base is too near the photo's edge to search around it";
        return r;
    }
    Level medium = mediumLevel(use);
    medium.band = bands;
    const Climb climb = climbBest(s, size, grid, medium, r.pixelsPerInch, start);
    // Another place: the best of the whole search's grid over 1" away, climbed on the band (the
    // band's own grid lies around the few best poses only, and may hold none so far).
    r.margin = placeMargin(s, size, coarse, climb.from, climb.ev.pose, medium);
    const EdgeEvidence& ev = climb.ev;
    const BasePose p = ev.pose;
    r.moved = dist(p.at, start.at);
    r.turned = turnBetween(start.facing, p.facing);
    if (r.moved > radius || std::abs(r.turned) > turn || r.margin < kFitMinMargin) {
        r.refused = "its rim's corner is not clear";
        return r;
    }
    takeEdges(r, ev, size);
    // The colour step across the two edges, as fourEdgeFit's contrast (2 pixels either side).
    const double px = 1 / r.pixelsPerInch;
    r.contrast = score(s, size, p, Level{{2 * px}, px, use}).mean;
    r.rival = climb.rival;
    r.rivalDistance = climb.rivalDistance;
    std::tie(r.spread, r.spreadTurn) = stability(s, size, ev, medium, r.pixelsPerInch);
    rimEvidence(s, size, p, search, use, r);
    // A base in contact: its rim's band running on past a far end, or (where its flock is
    // unlike the ground, so that it can tell) its flock beyond a far edge.
    const std::array<bool, 4> runsOn = rimRunsOn(s, size, p, use, rims);
    const std::array<bool, 4> flock = flockBeyond(s, size, ev, r.pixelsPerInch);
    const bool unlike = flockUnlikeGround(s, size, p, use, rims);
    for (std::size_t e = 0; e < 4; ++e)
        r.flockBeyond[e] = runsOn[e] || (unlike && flock[e]);
    judgeFit(r, ev.solved);
    r.pose = {p.at, compassFacing(p.facing)};
    return r;
}

} // namespace

// The fit by four edges; where it is not sure and the camera sees a rim, by the rim's corner,
// kept only when that is sure.
BaseFit fitBaseToPhoto(const ImageView& photo, const Homography& tableToImage, Vec2 size,
                       BasePose start, const FitSearch& search) {
    BaseFit r;
    r.pose = start;
    if (!readablePhoto(photo)) {
        r.refused = "no photo to fit to";
        return r;
    }
    if (!(size.x > 0 && size.y > 0)) {
        r.refused = "the base has no size";
        return r;
    }
    const double wSign = tableToImage.w(start.at) >= 0 ? 1 : -1;
    const Sampler s(photo, tableToImage, wSign);
    r.refused = unseenReason(s, tableToImage, size, start, r.pixelsPerInch);
    if (!r.refused.empty()) return r;
    // A search beyond 10" and 90° (a caller's slip) is cut there: its grid stays bounded.
    const double radius = search.radius > 0 ? std::min(search.radius, 10.0) : 0.0;
    const double turn = search.turn > 0 ? std::min(search.turn, 90.0) : 0.0;
    BaseFit four = fourEdgeFit(s, size, start, search, radius, turn, r);
    if (four.verdict == FitVerdict::Sure || r.pixelsPerInch < kFitCornerPixelsPerInch) return four;
    BaseFit corner = rimCornerFit(s, size, start, search, radius, turn, r);
    if (corner.verdict == FitVerdict::Sure) {
        corner.byRim = true;
        return corner;
    }
    return four;
}

// The line's size and each base's offset from its centre along the line (inches), in the
// order of `order`; false when the bases do not share the line's other dimension.
namespace {
bool lineLayout(const std::vector<Vec2>& sizes, const std::vector<std::size_t>& order,
                bool sideBySide, Vec2& lineSize, std::vector<double>& offsets) {
    const double across = sideBySide ? sizes[0].y : sizes[0].x;
    double total = 0;
    for (const Vec2 v : sizes) {
        if (std::abs((sideBySide ? v.y : v.x) - across) > 0.01) return false;
        total += sideBySide ? v.x : v.y;
    }
    lineSize = sideBySide ? Vec2{total, across} : Vec2{across, total};
    offsets.assign(sizes.size(), 0);
    // Side by side: from the left end (-total/2) rightwards; front to back: from the front end
    // (+total/2) rearwards, as offsets along the facing.
    double edge = -total / 2;
    for (const std::size_t i : order) {
        const double len = sideBySide ? sizes[i].x : sizes[i].y;
        offsets[i] = sideBySide ? edge + len / 2 : -(edge + len / 2);
        edge += len;
    }
    return true;
}
} // namespace

namespace {
// The bases of a line fitted as one rectangle laid out `sideBySide` (else front to back), in
// the order their starts lie along it, facing `facing`; empty when they do not share the
// line's other dimension (lineLayout).
std::vector<BaseFit> fitLineAs(const ImageView& photo, const Homography& tableToImage,
                               const std::vector<Vec2>& sizes, const std::vector<BasePose>& starts,
                               const FitSearch& search, bool sideBySide, double facing) {
    const std::size_t n = sizes.size();
    const Vec2 axis = sideBySide ? rightVector(facing) : facingVector(facing);
    // The dropped order along the line: left to right, or front to rear.
    std::vector<std::size_t> order(n);
    for (std::size_t i = 0; i < n; ++i)
        order[i] = i;
    std::stable_sort(order.begin(), order.end(), [&](std::size_t a, std::size_t b) {
        const double pa = dot(starts[a].at, axis), pb = dot(starts[b].at, axis);
        return sideBySide ? pa < pb : pa > pb;
    });
    Vec2 lineSize;
    std::vector<double> offsets;
    if (!lineLayout(sizes, order, sideBySide, lineSize, offsets)) return {};
    // The line's centre from each start less its offset, averaged.
    Vec2 centre{0, 0};
    for (std::size_t i = 0; i < n; ++i)
        centre = centre + (starts[i].at - axis * offsets[i]) * (1.0 / double(n));
    BaseFit line = fitBaseToPhoto(photo, tableToImage, lineSize, {centre, facing}, search);
    // The photo shows no edge between two bases of one flock: which is which along the line
    // comes from their starts alone. Two whose starts lie less than half their spacing apart
    // along it might be either way round (on the grid, two 2" x 1" front to back, each
    // dropped on its own, were found sure, each 1" off in the other's place).
    for (std::size_t k = 0; k + 1 < n && line.verdict == FitVerdict::Sure; ++k) {
        const std::size_t a = order[k], b = order[k + 1];
        const double apart = std::abs(dot(starts[b].at - starts[a].at, axis)),
                     spacing = std::abs(offsets[b] - offsets[a]);
        if (apart < 0.5 * spacing) {
            line.verdict = FitVerdict::Check;
            line.check = "which base of the line is which is not clear from where they stand "
                         "(two lie " +
                         inchesText(apart) + " apart along it): put them in their order";
        }
    }
    const Vec2 axisFit =
        sideBySide ? rightVector(line.pose.facing) : facingVector(line.pose.facing);
    std::vector<BaseFit> out;
    for (std::size_t i = 0; i < n; ++i) {
        BaseFit b = line;
        b.lineCount = int(n);
        b.lineIndex = int(std::find(order.begin(), order.end(), i) - order.begin());
        b.pose = line.fitted ? BasePose{line.pose.at + axisFit * offsets[i], line.pose.facing}
                             : starts[i];
        b.moved = dist(b.pose.at, starts[i].at);
        b.turned = line.fitted ? turnBetween(starts[i].facing, b.pose.facing) : 0;
        out.push_back(std::move(b));
    }
    return out;
}

// Sure before check before refused.
int verdictRank(FitVerdict v) {
    return v == FitVerdict::Sure ? 0 : v == FitVerdict::Check ? 1 : 2;
}
} // namespace

std::vector<BaseFit> fitLineToPhoto(const ImageView& photo, const Homography& tableToImage,
                                    const std::vector<Vec2>& sizes,
                                    const std::vector<BasePose>& starts, const FitSearch& search) {
    const std::size_t n = std::min(sizes.size(), starts.size());
    const std::vector<Vec2> sz(sizes.begin(), sizes.begin() + std::ptrdiff_t(n));
    const std::vector<BasePose> st(starts.begin(), starts.begin() + std::ptrdiff_t(n));
    const auto alone = [&] {
        std::vector<BaseFit> out;
        for (std::size_t i = 0; i < n; ++i)
            out.push_back(fitBaseToPhoto(photo, tableToImage, sz[i], st[i], search));
        return out;
    };
    if (n < 2) return alone();
    // The line's facing: the first base's, turned by the mean of the others' turns from it.
    const double facing0 = st[0].facing;
    double turnSum = 0;
    for (std::size_t i = 0; i < n; ++i)
        turnSum += turnBetween(facing0, st[i].facing);
    const double facing = facing0 + turnSum / double(n);
    const Vec2 f = facingVector(facing), r = rightVector(facing);
    Vec2 mean{0, 0};
    for (std::size_t i = 0; i < n; ++i)
        mean = mean + st[i].at * (1.0 / double(n));
    double alongR = 0, alongF = 0;
    for (std::size_t i = 0; i < n; ++i) {
        alongR += std::abs(dot(st[i].at - mean, r));
        alongF += std::abs(dot(st[i].at - mean, f));
    }
    const bool sideBySide = alongR >= alongF;
    std::vector<BaseFit> line = fitLineAs(photo, tableToImage, sz, st, search, sideBySide, facing);
    if (line.empty()) return alone();
    // Where the starts lie says which way the line runs, but bases dropped by eye a little
    // apart may lie the other way: on the grid, two 2" x 1" bases front to back, each dropped
    // up to 1" off on its own, were taken for a 4" x 1" line side by side and refused. A line
    // not sure is also tried the other way when its bases allow it, and that kept only when
    // the photo bears it out better (sure before check before refused): it passes every test
    // a fit must pass, as the first did.
    if (line[0].verdict != FitVerdict::Sure) {
        std::vector<BaseFit> other =
            fitLineAs(photo, tableToImage, sz, st, search, !sideBySide, facing);
        if (!other.empty() && verdictRank(other[0].verdict) < verdictRank(line[0].verdict))
            line = std::move(other);
    }
    return line;
}

namespace {
// Whether j stands next to i in a line (side by side, or front to back), by linesInContact's
// rules.
bool neighbours(const std::vector<Vec2>& sizes, const std::vector<BasePose>& poses,
                const std::vector<int>& flock, std::size_t i, std::size_t j, bool sideBySide,
                double gap, double turn) {
    if (flock[i] != flock[j]) return false;
    if (std::abs(turnBetween(poses[i].facing, poses[j].facing)) > turn) return false;
    const Vec2 f = facingVector(poses[i].facing), r = rightVector(poses[i].facing);
    const Vec2 d = poses[j].at - poses[i].at;
    const double along = std::abs(dot(d, sideBySide ? r : f)),
                 across = std::abs(dot(d, sideBySide ? f : r));
    const double shared = sideBySide ? sizes[i].y : sizes[i].x,
                 sharedJ = sideBySide ? sizes[j].y : sizes[j].x;
    const double half = sideBySide ? (sizes[i].x + sizes[j].x) / 2 : (sizes[i].y + sizes[j].y) / 2;
    return std::abs(shared - sharedJ) <= 0.01 && std::abs(along - half) <= gap && across <= gap;
}
} // namespace

std::vector<std::vector<int>> linesInContact(const std::vector<Vec2>& sizes,
                                             const std::vector<BasePose>& poses,
                                             const std::vector<int>& flock, double gap,
                                             double turn) {
    const std::size_t n = std::min({sizes.size(), poses.size(), flock.size()});
    std::vector<bool> taken(n, false);
    std::vector<std::vector<int>> lines;
    for (const bool sideBySide : {true, false}) {
        std::vector<std::vector<std::size_t>> links(n);
        for (std::size_t i = 0; i < n; ++i)
            for (std::size_t j = i + 1; j < n; ++j)
                if (!taken[i] && !taken[j] &&
                    neighbours(sizes, poses, flock, i, j, sideBySide, gap, turn)) {
                    links[i].push_back(j);
                    links[j].push_back(i);
                }
        std::vector<bool> seen(n, false);
        for (std::size_t i = 0; i < n; ++i) {
            if (seen[i] || links[i].empty()) continue;
            // The cluster of i, by its links.
            std::vector<std::size_t> cluster{i}, todo{i};
            seen[i] = true;
            while (!todo.empty()) {
                const std::size_t k = todo.back();
                todo.pop_back();
                for (const std::size_t j : links[k])
                    if (!seen[j]) {
                        seen[j] = true;
                        cluster.push_back(j);
                        todo.push_back(j);
                    }
            }
            // A chain: no base with more than two neighbours, one link fewer than bases.
            std::size_t ends = 0, linkCount = 0;
            bool chain = true;
            for (const std::size_t k : cluster) {
                chain = chain && links[k].size() <= 2;
                ends += links[k].size() == 1 ? 1 : 0;
                linkCount += links[k].size();
            }
            if (!chain || ends != 2 || linkCount / 2 != cluster.size() - 1) continue;
            const Vec2 axis =
                sideBySide ? rightVector(poses[i].facing) : facingVector(poses[i].facing);
            std::sort(cluster.begin(), cluster.end(), [&](std::size_t a, std::size_t b) {
                const double pa = dot(poses[a].at, axis), pb = dot(poses[b].at, axis);
                return sideBySide ? pa < pb : pa > pb;
            });
            std::vector<int> line;
            for (const std::size_t k : cluster) {
                taken[k] = true;
                line.push_back(int(k));
            }
            lines.push_back(std::move(line));
        }
    }
    return lines;
}

} // namespace cdo
