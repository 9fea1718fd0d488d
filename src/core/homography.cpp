#include "core/homography.h"

#include <algorithm>
#include <cmath>
#include <stdexcept>

namespace cdo {

Vec2 Homography::apply(Vec2 p) const {
    const double X = m[0] * p.x + m[1] * p.y + m[2];
    const double Y = m[3] * p.x + m[4] * p.y + m[5];
    const double W = m[6] * p.x + m[7] * p.y + m[8];
    return {X / W, Y / W};
}

double Homography::w(Vec2 p) const {
    return m[6] * p.x + m[7] * p.y + m[8];
}

double Homography::determinant() const {
    return m[0] * (m[4] * m[8] - m[5] * m[7]) - m[1] * (m[3] * m[8] - m[5] * m[6]) +
           m[2] * (m[3] * m[7] - m[4] * m[6]);
}

Homography Homography::inverse() const {
    Homography r;
    r.m = {m[4] * m[8] - m[5] * m[7], m[2] * m[7] - m[1] * m[8], m[1] * m[5] - m[2] * m[4],
           m[5] * m[6] - m[3] * m[8], m[0] * m[8] - m[2] * m[6], m[2] * m[3] - m[0] * m[5],
           m[3] * m[7] - m[4] * m[6], m[1] * m[6] - m[0] * m[7], m[0] * m[4] - m[1] * m[3]};
    return r;
}

double Homography::stretch(Vec2 p) const {
    const double W = w(p);
    const Vec2 q = apply(p);
    // d(X/W)/dx = (m0 - u m6) / W, and so on.
    const double a = (m[0] - q.x * m[6]) / W, b = (m[1] - q.x * m[7]) / W;
    const double c = (m[3] - q.y * m[6]) / W, d = (m[4] - q.y * m[7]) / W;
    const double t = a * a + b * b + c * c + d * d, det = a * d - b * c;
    return std::sqrt((t + std::sqrt(std::max(0.0, t * t - 4 * det * det))) / 2);
}

namespace {

Homography product(const Homography& a, const Homography& b) {
    Homography r;
    for (int i = 0; i < 3; ++i)
        for (int j = 0; j < 3; ++j) {
            double s = 0;
            for (int k = 0; k < 3; ++k)
                s += a.m[size_t(i * 3 + k)] * b.m[size_t(k * 3 + j)];
            r.m[size_t(i * 3 + j)] = s;
        }
    return r;
}

// Hartley's normalisation: the points' centroid to the origin, their mean distance from it to
// sqrt(2), so that the linear system is well conditioned whether in pixels or inches.
Homography normaliser(const std::vector<Vec2>& pts) {
    Vec2 c;
    for (Vec2 p : pts)
        c = c + p;
    c = c * (1.0 / double(pts.size()));
    double mean = 0;
    for (Vec2 p : pts)
        mean += dist(p, c);
    mean /= double(pts.size());
    const double s = mean > 0 ? std::sqrt(2.0) / mean : 1.0;
    Homography t;
    t.m = {s, 0, -s * c.x, 0, s, -s * c.y, 0, 0, 1};
    return t;
}

// Three points in line: the triangle's height under 1% of its longest side.
bool inLine(Vec2 a, Vec2 b, Vec2 c) {
    const double longest = std::max({dist(a, b), dist(b, c), dist(c, a)});
    return std::abs(cross(b - a, c - a)) <= 0.01 * longest * longest;
}

int orientation(Vec2 a, Vec2 b, Vec2 c) {
    const double k = cross(b - a, c - a);
    return k > 0 ? 1 : k < 0 ? -1 : 0;
}

std::string markName(std::size_t i) {
    return "mark " + std::to_string(i + 1);
}

constexpr std::array<std::array<std::size_t, 3>, 4> kTriples{
    {{0, 1, 2}, {0, 1, 3}, {0, 2, 3}, {1, 2, 3}}};

// Four marks fit to place a photo: none three in line (photo or table), and the same order
// round the photo as round the table (every triple turns the same way in both, or every one
// the opposite way: a photo's y runs down, the table's up).
std::optional<MarkProblem> fourProblem(std::span<const PhotoMark> m,
                                       const std::array<std::size_t, 4>& at) {
    for (const auto& t : kTriples) {
        const std::size_t i = at[t[0]], j = at[t[1]], k = at[t[2]];
        const std::string names = "marks " + std::to_string(i + 1) + ", " + std::to_string(j + 1) +
                                  " and " + std::to_string(k + 1);
        if (inLine(m[i].image, m[j].image, m[k].image))
            return MarkProblem{int(k), names + " lie in one line in the photo; place four marks of "
                                               "which no three are in line (the table's corners)"};
        if (inLine(m[i].table, m[j].table, m[k].table))
            return MarkProblem{int(k), names + " lie in one line on the table; place four marks of "
                                               "which no three are in line (the table's corners)"};
    }
    int sign[4];
    for (std::size_t n = 0; n < 4; ++n) {
        const auto& t = kTriples[n];
        sign[n] = orientation(m[at[t[0]]].image, m[at[t[1]]].image, m[at[t[2]]].image) *
                  orientation(m[at[t[0]]].table, m[at[t[1]]].table, m[at[t[2]]].table);
    }
    const int agree = int(std::count(sign, sign + 4, sign[0]));
    if (agree == 4) return std::nullopt;
    // The odd one out when three agree; else the first that differs from the first.
    std::size_t odd = 0;
    if (agree != 1)
        for (std::size_t n = 1; n < 4; ++n)
            if (sign[n] != sign[0]) odd = n;
    const auto& t = kTriples[odd];
    return MarkProblem{int(at[t[2]]),
                       "the marks go round the photo in another order than round the table: " +
                           markName(at[t[2]]) + " lies on the other side of the line through " +
                           markName(at[t[0]]) + " and " + markName(at[t[1]]) +
                           " in the photo than on the table (two marks swapped, or a mark "
                           "placed at the wrong corner)"};
}

// Solves the n x n system a x = b in place (partial pivoting); false when singular.
bool solve(std::vector<double>& a, std::vector<double>& b, std::size_t n) {
    for (std::size_t c = 0; c < n; ++c) {
        std::size_t p = c;
        for (std::size_t r = c + 1; r < n; ++r)
            if (std::abs(a[r * n + c]) > std::abs(a[p * n + c])) p = r;
        if (std::abs(a[p * n + c]) < 1e-12) return false;
        if (p != c) {
            for (std::size_t k = 0; k < n; ++k)
                std::swap(a[c * n + k], a[p * n + k]);
            std::swap(b[c], b[p]);
        }
        for (std::size_t r = c + 1; r < n; ++r) {
            const double f = a[r * n + c] / a[c * n + c];
            for (std::size_t k = c; k < n; ++k)
                a[r * n + k] -= f * a[c * n + k];
            b[r] -= f * b[c];
        }
    }
    for (std::size_t c = n; c-- > 0;) {
        double s = b[c];
        for (std::size_t k = c + 1; k < n; ++k)
            s -= a[c * n + k] * b[k];
        b[c] = s / a[c * n + c];
    }
    return true;
}

// The least-squares homography from `from` to `to` (algebraic error, h33 = 1, on normalised
// points): exact through 4 points. nullopt when the system is singular.
std::optional<Homography> fit(const std::vector<Vec2>& from, const std::vector<Vec2>& to) {
    const Homography tf = normaliser(from), tt = normaliser(to);
    std::vector<double> ata(64, 0.0), atb(8, 0.0);
    for (std::size_t i = 0; i < from.size(); ++i) {
        const Vec2 p = tf.apply(from[i]), q = tt.apply(to[i]);
        // u (h6 x + h7 y + 1) = h0 x + h1 y + h2, and v likewise.
        const double rows[2][9] = {{p.x, p.y, 1, 0, 0, 0, -p.x * q.x, -p.y * q.x, q.x},
                                   {0, 0, 0, p.x, p.y, 1, -p.x * q.y, -p.y * q.y, q.y}};
        for (const auto& r : rows)
            for (std::size_t j = 0; j < 8; ++j) {
                for (std::size_t k = 0; k < 8; ++k)
                    ata[j * 8 + k] += r[j] * r[k];
                atb[j] += r[j] * r[8];
            }
    }
    if (!solve(ata, atb, 8)) return std::nullopt;
    Homography hn;
    hn.m = {atb[0], atb[1], atb[2], atb[3], atb[4], atb[5], atb[6], atb[7], 1};
    return product(tt.inverse(), product(hn, tf));
}

std::vector<Vec2> images(std::span<const PhotoMark> m) {
    std::vector<Vec2> v;
    for (const PhotoMark& k : m)
        v.push_back(k.image);
    return v;
}
std::vector<Vec2> tables(std::span<const PhotoMark> m) {
    std::vector<Vec2> v;
    for (const PhotoMark& k : m)
        v.push_back(k.table);
    return v;
}

} // namespace

std::optional<MarkProblem> marksProblem(std::span<const PhotoMark> m) {
    const std::size_t n = m.size();
    if (n < kMinPhotoMarks)
        return MarkProblem{-1,
                           "needs at least 4 marks to place the photo, got " + std::to_string(n)};
    if (n > kMaxPhotoMarks)
        return MarkProblem{-1, "has " + std::to_string(n) + " marks; a photo takes at most " +
                                   std::to_string(kMaxPhotoMarks)};
    for (std::size_t j = 1; j < n; ++j)
        for (std::size_t i = 0; i < j; ++i) {
            if (dist(m[i].image, m[j].image) < 1.0)
                return MarkProblem{int(j), markName(j) + " is at the same place of the photo as " +
                                               markName(i) + " (under a pixel apart)"};
            if (dist(m[i].table, m[j].table) < 0.01)
                return MarkProblem{int(j), markName(j) + " is at the same place of the table as " +
                                               markName(i) + " (under 0.01\" apart)"};
        }
    if (n == 4) return fourProblem(m, {0, 1, 2, 3});
    // More marks: some four of them must place the photo on their own, and the least-squares
    // map must keep every mark on the near side of its horizon.
    bool four = false;
    std::optional<MarkProblem> first;
    for (std::size_t a = 0; a < n && !four; ++a)
        for (std::size_t b = a + 1; b < n && !four; ++b)
            for (std::size_t c = b + 1; c < n && !four; ++c)
                for (std::size_t d = c + 1; d < n && !four; ++d) {
                    auto p = fourProblem(m, {a, b, c, d});
                    if (!p)
                        four = true;
                    else if (!first)
                        first = p;
                }
    if (!four)
        return MarkProblem{-1, "no four of the marks can place the photo: " + first->message};
    const auto h = fit(images(m), tables(m));
    if (!h) return MarkProblem{-1, "the marks give no map from the photo to the table"};
    const double w0 = h->w(m[0].image);
    for (std::size_t i = 1; i < n; ++i)
        if ((h->w(m[i].image) > 0) != (w0 > 0))
            return MarkProblem{int(i), markName(i) +
                                           " lies beyond the horizon of the others: no view of "
                                           "the table shows them all"};
    return std::nullopt;
}

PhotoFit fitPhoto(std::span<const PhotoMark> m) {
    if (auto p = marksProblem(m)) throw std::invalid_argument(p->message);
    PhotoFit f;
    f.toTable = *fit(images(m), tables(m));
    f.toImage = f.toTable.inverse();
    double sum = 0;
    for (std::size_t i = 0; i < m.size(); ++i) {
        // With exactly 4 marks the map goes through them: what is left is rounding.
        const double r = m.size() == 4 ? 0.0 : dist(f.toTable.apply(m[i].image), m[i].table);
        f.residuals.push_back(r);
        sum += r * r;
        if (r > f.worst || f.worstMark < 0) {
            f.worst = r;
            f.worstMark = int(i);
        }
        f.inchesPerPixel = std::max(f.inchesPerPixel, f.toTable.stretch(m[i].image));
    }
    f.rms = std::sqrt(sum / double(m.size()));
    return f;
}

} // namespace cdo

namespace cdo {

namespace {

using Col = std::array<double, 3>;
constexpr double kPi = 3.14159265358979323846;

double norm3(const Col& a) {
    return std::sqrt(a[0] * a[0] + a[1] * a[1] + a[2] * a[2]);
}
double dot3(const Col& a, const Col& b) {
    return a[0] * b[0] + a[1] * b[1] + a[2] * b[2];
}
Col cross3(const Col& a, const Col& b) {
    return {a[1] * b[2] - a[2] * b[1], a[2] * b[0] - a[0] * b[2], a[0] * b[1] - a[1] * b[0]};
}
Col scaled(const Col& a, double s) {
    return {a[0] * s, a[1] * s, a[2] * s};
}

} // namespace

// H' = T H moves the photo's middle to the origin; G = K0^-1 H' with K0 = diag(F, F, 1), F the
// photo's longer side, so that G's entries are of one order. A pinhole with focal f gives
// H' = s K [r1 r2 t] with K = diag(f, f, 1): with k = F / f, the columns n_i = (k g_ix, k g_iy,
// g_iz) are s' r1, s' r2, s' t. Square and of one scale: k² (g1x g2x + g1y g2y) + g1z g2z = 0
// and k² (|g1xy|² - |g2xy|²) + g1z² - g2z² = 0, two equations in v = k², solved together by
// least squares. From straight above both vanish (g1z = g2z = 0) and v is nothing: then the
// hint, or a phone's focal.
std::optional<PhotoCamera> recoverCamera(const Homography& h, Vec2 size, double focalHint) {
    const double F = std::max(size.x, size.y);
    if (!(F > 0)) return std::nullopt;
    PhotoCamera cam;
    cam.centre = size * 0.5;
    // G = K0^-1 T H, scaled so that |g1|² + |g2|² = 2.
    std::array<Col, 3> g;
    for (std::size_t j = 0; j < 3; ++j) {
        const double x = h.m[j], y = h.m[3 + j], w = h.m[6 + j];
        g[j] = {(x - cam.centre.x * w) / F, (y - cam.centre.y * w) / F, w};
    }
    const double s0 = std::sqrt(0.5 * (dot3(g[0], g[0]) + dot3(g[1], g[1])));
    if (!(s0 > 0)) return std::nullopt;
    for (Col& c : g)
        c = scaled(c, 1 / s0);
    const double a1 = g[0][0] * g[1][0] + g[0][1] * g[1][1], b1 = g[0][2] * g[1][2];
    const double a2 = g[0][0] * g[0][0] + g[0][1] * g[0][1] - g[1][0] * g[1][0] - g[1][1] * g[1][1],
                 b2 = g[0][2] * g[0][2] - g[1][2] * g[1][2];
    const double aa = a1 * a1 + a2 * a2;
    const double v = aa > 0 ? -(a1 * b1 + a2 * b2) / aa : 0;
    double k = focalHint > 0 ? F / focalHint : 1 / kPhoneFocalShare;
    // Trusted when the lens is between a long tele (4 F) and an ultra-wide (0.3 F) and the
    // view at least kMinTiltForFocal from straight down: the table's axes' components along
    // the optical axis, r1z and r2z, give sin(tilt) = hypot(r1z, r2z).
    if (v > 0) {
        const double kv = std::sqrt(v), f = F / kv;
        const double r1z = g[0][2] / norm3({kv * g[0][0], kv * g[0][1], g[0][2]});
        const double r2z = g[1][2] / norm3({kv * g[1][0], kv * g[1][1], g[1][2]});
        const double tilt = std::asin(std::min(1.0, std::hypot(r1z, r2z))) * 180 / kPi;
        if (f > 0.3 * F && f < 4 * F && tilt >= kMinTiltForFocal) {
            k = kv;
            cam.focalFromMap = true;
        }
    }
    cam.focal = F / k;
    std::array<Col, 3> n;
    for (std::size_t j = 0; j < 3; ++j)
        n[j] = {k * g[j][0], k * g[j][1], g[j][2]};
    double lambda = 2 / (norm3(n[0]) + norm3(n[1]));
    if (n[2][2] < 0) lambda = -lambda; // the table in front of the camera
    const double sign = lambda > 0 ? 1 : -1;
    const Col r1u = scaled(n[0], sign / norm3(n[0]));
    Col r2 = scaled(n[1], lambda);
    r2 = {r2[0] - dot3(r2, r1u) * r1u[0], r2[1] - dot3(r2, r1u) * r1u[1],
          r2[2] - dot3(r2, r1u) * r1u[2]};
    const Col r2u = scaled(r2, 1 / norm3(r2));
    const Col r3 = cross3(r1u, r2u);
    const Col t = scaled(n[2], lambda);
    // The eye: C = -R^T t.
    const double cx = -dot3(r1u, t), cy = -dot3(r2u, t), cz = -dot3(r3, t);
    if (!(cz > 0)) return std::nullopt;
    cam.eyeHeight = cz;
    cam.eyeOver = {cx, cy};
    cam.tilt = std::acos(std::clamp(-r3[2], -1.0, 1.0)) * 180 / kPi;
    // Back to pixels: H_n = T^-1 K [n1 n2 n3] (the marks' map up to scale), and the table's up
    // in the same scale, U = T^-1 K r3 / lambda.
    const double f = cam.focal;
    const auto back = [&](const Col& c) { // K = diag(f, f, 1) on camera coordinates
        return Col{f * c[0] + cam.centre.x * c[2], f * c[1] + cam.centre.y * c[2], c[2]};
    };
    // K n_j = (F g_jx, F g_jy, g_jz), and T^-1 of that is H's column j over s0.
    for (std::size_t j = 0; j < 3; ++j) {
        const Col c = back(n[j]);
        cam.tableToImage.m[j] = c[0];
        cam.tableToImage.m[3 + j] = c[1];
        cam.tableToImage.m[6 + j] = c[2];
    }
    cam.up = back(scaled(r3, 1 / lambda));
    return cam;
}

Homography mapAtHeight(const PhotoCamera& camera, double height) {
    Homography r = camera.tableToImage;
    r.m[2] += height * camera.up[0];
    r.m[5] += height * camera.up[1];
    r.m[8] += height * camera.up[2];
    return r;
}

} // namespace cdo
