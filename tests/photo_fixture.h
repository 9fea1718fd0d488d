// A photo of a known table taken by a known camera, made in software (no display): a pinhole
// camera above the near edge looks down at the table at an angle; every pixel is the colour
// of the table point its ray meets (cloth, or a base's own colour), or the floor's. Then what
// a player does with such a photo, by image analysis alone: find the table's four corners and
// the centres of the bases in the picture. Shared by the core test (calibrate and find the
// bases) and the GUI test (the same picture as the app's backdrop).
#pragma once

#include "core/geometry.h"
#include "core/homography.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <cstdint>
#include <vector>

namespace cdo::test {

struct Rgb {
    std::uint8_t r = 0, g = 0, b = 0;
    bool operator==(const Rgb&) const = default;
};

inline constexpr Rgb kFloor{40, 40, 48};
inline constexpr Rgb kCloth{104, 134, 78};

struct PhotoBase {
    Vec2 at;             // centre, table inches
    double facing = 0;   // compass degrees
    Vec2 size{2.0, 1.0}; // frontage, depth
    Rgb colour;
};

struct Vec3 {
    double x = 0, y = 0, z = 0;
};
inline Vec3 operator-(Vec3 a, Vec3 b) {
    return {a.x - b.x, a.y - b.y, a.z - b.z};
}
inline double dot3(Vec3 a, Vec3 b) {
    return a.x * b.x + a.y * b.y + a.z * b.z;
}
inline Vec3 cross3(Vec3 a, Vec3 b) {
    return {a.y * b.z - a.z * b.y, a.z * b.x - a.x * b.z, a.x * b.y - a.y * b.x};
}
inline Vec3 unit3(Vec3 a) {
    const double l = std::sqrt(dot3(a, a));
    return {a.x / l, a.y / l, a.z / l};
}

// A pinhole camera: at `eye` (inches; z up from the table), looking at `look`, focal length
// `focal` pixels, picture width x height, its middle on the optical axis.
struct PinholeCamera {
    Vec3 eye, look;
    double focal = 1000;
    int width = 1600, height = 1200;

    Vec3 forward() const { return unit3(look - eye); }
    Vec3 right() const { return unit3(cross3(forward(), Vec3{0, 0, 1})); }
    Vec3 down() const { return cross3(forward(), right()); }

    // Where a table point shows in the picture (pixels, y down).
    Vec2 project(Vec2 t) const {
        const Vec3 d = Vec3{t.x, t.y, 0} - eye;
        const double z = dot3(d, forward());
        return {width / 2.0 + focal * dot3(d, right()) / z,
                height / 2.0 + focal * dot3(d, down()) / z};
    }
    // The table point a pixel's ray meets (the ray must go down).
    bool toTable(Vec2 px, Vec2& out) const {
        const Vec3 f = forward(), r = right(), dn = down();
        const double a = (px.x - width / 2.0) / focal, b = (px.y - height / 2.0) / focal;
        const Vec3 ray{f.x + a * r.x + b * dn.x, f.y + a * r.y + b * dn.y,
                       f.z + a * r.z + b * dn.z};
        if (ray.z >= 0) return false;
        const double s = -eye.z / ray.z;
        out = {eye.x + s * ray.x, eye.y + s * ray.y};
        return true;
    }
};

// A terrain piece as the photo shows it: its outline (table inches) in one colour, over the
// cloth and under the bases.
struct PhotoArea {
    std::vector<Vec2> outline;
    Rgb colour;
};

inline bool insideBase(const PhotoBase& b, Vec2 p) {
    const Vec2 f = facingVector(b.facing), r = rightVector(b.facing);
    const Vec2 d = p - b.at;
    return std::abs(dot(d, r)) <= b.size.x / 2 && std::abs(dot(d, f)) <= b.size.y / 2;
}

struct Picture {
    int width = 0, height = 0;
    std::vector<Rgb> pixels; // row by row from the top
    Rgb at(int x, int y) const { return pixels[std::size_t(y) * std::size_t(width) + x]; }
};

// The picture the camera takes of a `tableW` x `tableD` table with these bases on it. With
// `samples` 1 each pixel is the colour at its middle: edges are hard stairs of whole pixels.
// With more, each pixel is the mean of samples x samples points spread over it, as a camera's
// sensor sums the light over a pixel: an edge crossing a pixel leaves it a blend.
inline Picture photograph(const PinholeCamera& cam, double tableW, double tableD,
                          const std::vector<PhotoBase>& bases, int samples = 1,
                          const std::vector<PhotoArea>& areas = {}) {
    const auto colourAt = [&](Vec2 px) {
        Vec2 t;
        if (!cam.toTable(px, t)) return kFloor;
        if (t.x < 0 || t.y < 0 || t.x > tableW || t.y > tableD) return kFloor;
        Rgb c = kCloth;
        for (const PhotoArea& a : areas)
            if (pointInPolygon(t, a.outline)) c = a.colour;
        for (const PhotoBase& b : bases)
            if (insideBase(b, t)) c = b.colour;
        return c;
    };
    Picture p;
    p.width = cam.width;
    p.height = cam.height;
    p.pixels.assign(std::size_t(p.width) * std::size_t(p.height), kFloor);
    // The colour at every pixel's corner: a pixel whose corners and middle agree is one colour
    // (nothing here is smaller than a pixel), the others are averaged.
    std::vector<Rgb> corner;
    if (samples > 1) {
        corner.resize(std::size_t(p.width + 1) * std::size_t(p.height + 1));
        for (int y = 0; y <= p.height; ++y)
            for (int x = 0; x <= p.width; ++x)
                corner[std::size_t(y) * std::size_t(p.width + 1) + std::size_t(x)] =
                    colourAt({double(x), double(y)});
    }
    for (int y = 0; y < p.height; ++y)
        for (int x = 0; x < p.width; ++x) {
            Rgb c = colourAt({x + 0.5, y + 0.5}); // pixel centres
            if (samples > 1) {
                const auto k = [&](int i, int j) {
                    return corner[std::size_t(y + j) * std::size_t(p.width + 1) +
                                  std::size_t(x + i)];
                };
                if (!(k(0, 0) == c && k(1, 0) == c && k(0, 1) == c && k(1, 1) == c)) {
                    int sum[3] = {0, 0, 0};
                    for (int j = 0; j < samples; ++j)
                        for (int i = 0; i < samples; ++i) {
                            const Rgb s =
                                colourAt({x + (i + 0.5) / samples, y + (j + 0.5) / samples});
                            sum[0] += s.r, sum[1] += s.g, sum[2] += s.b;
                        }
                    const int n = samples * samples;
                    c = {std::uint8_t((sum[0] + n / 2) / n), std::uint8_t((sum[1] + n / 2) / n),
                         std::uint8_t((sum[2] + n / 2) / n)};
                }
            }
            p.pixels[std::size_t(y) * std::size_t(p.width) + std::size_t(x)] = c;
        }
    return p;
}

// The table's corners as seen in the picture, found from its pixels alone: the edge of the
// table is sampled where a table pixel meets a floor pixel (half-way between their centres),
// a line is fitted through each side's samples, and the corners are where the lines cross.
// `rough` are first guesses of the corners (the table pixels furthest out in the diagonal
// directions), in the order near-left, near-right, far-right, far-left.
inline std::array<Vec2, 4> findTableCorners(const Picture& p) {
    const auto table = [&](int x, int y) {
        return x >= 0 && y >= 0 && x < p.width && y < p.height && !(p.at(x, y) == kFloor);
    };
    std::vector<Vec2> edge;
    for (int y = 0; y < p.height; ++y)
        for (int x = 0; x < p.width; ++x) {
            if (!table(x, y)) continue;
            const int n[4][2] = {{1, 0}, {-1, 0}, {0, 1}, {0, -1}};
            for (const auto& d : n)
                if (!table(x + d[0], y + d[1]))
                    edge.push_back({x + 0.5 + d[0] * 0.5, y + 0.5 + d[1] * 0.5});
        }
    // Rough corners: furthest out along the diagonals (the picture's y runs down, so the
    // near edge is at the bottom).
    std::array<Vec2, 4> rough{};
    const Vec2 dirs[4] = {{-1, 1}, {1, 1}, {1, -1}, {-1, -1}};
    for (int k = 0; k < 4; ++k) {
        double best = -1e300;
        for (Vec2 e : edge)
            if (dot(e, dirs[k]) > best) {
                best = dot(e, dirs[k]);
                rough[std::size_t(k)] = e;
            }
    }
    // A line a x + b y = c through each side's samples (total least squares), the samples
    // taken near the side between its rough corners and away from them.
    struct Line {
        double a, b, c;
    };
    std::array<Line, 4> lines{};
    for (std::size_t k = 0; k < 4; ++k) {
        const Vec2 s = rough[k], e = rough[(k + 1) % 4];
        const Vec2 d = e - s;
        const double len = length(d);
        const Vec2 u = d * (1 / len), nrm{-u.y, u.x};
        std::vector<Vec2> pts;
        for (Vec2 q : edge) {
            const double along = dot(q - s, u) / len, off = std::abs(dot(q - s, nrm));
            if (along > 0.1 && along < 0.9 && off < 4) pts.push_back(q);
        }
        Vec2 c;
        for (Vec2 q : pts)
            c = c + q;
        c = c * (1.0 / double(pts.size()));
        double sxx = 0, sxy = 0, syy = 0;
        for (Vec2 q : pts) {
            sxx += (q.x - c.x) * (q.x - c.x);
            sxy += (q.x - c.x) * (q.y - c.y);
            syy += (q.y - c.y) * (q.y - c.y);
        }
        // The normal is the eigenvector of the smaller eigenvalue of the scatter matrix.
        const double theta = 0.5 * std::atan2(2 * sxy, sxx - syy); // direction of the line
        const Vec2 n{-std::sin(theta), std::cos(theta)};
        lines[k] = {n.x, n.y, dot(n, c)};
    }
    std::array<Vec2, 4> corners{};
    for (std::size_t k = 0; k < 4; ++k) {
        const Line& l0 = lines[(k + 3) % 4];
        const Line& l1 = lines[k];
        const double det = l0.a * l1.b - l0.b * l1.a;
        corners[k] = {(l0.c * l1.b - l0.b * l1.c) / det, (l0.a * l1.c - l0.c * l1.a) / det};
    }
    return corners;
}

// The middle of the pixels of one colour (the base of that colour, as the picture shows it).
inline Vec2 centreOf(const Picture& p, Rgb colour, std::size_t* count = nullptr) {
    Vec2 sum;
    std::size_t n = 0;
    for (int y = 0; y < p.height; ++y)
        for (int x = 0; x < p.width; ++x)
            if (p.at(x, y) == colour) {
                sum = sum + Vec2{x + 0.5, y + 0.5};
                ++n;
            }
    if (count) *count = n;
    return n ? sum * (1.0 / double(n)) : Vec2{};
}

// The camera of the tests: 30" in front of the near edge of a 72" x 48" table, 40" up,
// a little to the left, looking at a point beyond the table's middle: the far edge is 0.55
// times as wide in the picture as the near one (corners at about (104, 968), (1444, 808),
// (1102, 448), (357, 497); 19 pixels an inch near, 10 far).
inline PinholeCamera tableCamera() {
    PinholeCamera c;
    c.eye = {30, -30, 40};
    c.look = {38, 26, 0};
    c.focal = 900;
    c.width = 1600;
    c.height = 1200;
    return c;
}

inline std::vector<PhotoBase> photoBases() {
    return {{{36, 20}, 0, {2, 1}, {230, 40, 40}},      {{20, 10}, 30, {2, 1}, {40, 40, 230}},
            {{55, 35}, 180, {1.5, 1}, {230, 230, 40}}, {{8, 42}, 90, {2, 1}, {230, 40, 230}},
            {{64, 6}, 315, {1, 1}, {40, 230, 230}},    {{44, 44}, 10, {3, 1}, {250, 140, 0}}};
}

} // namespace cdo::test
