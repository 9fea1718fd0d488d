#include "core/la_bataille/hex.h"

#include <algorithm>
#include <cmath>
#include <cstdlib>

namespace cdo::lb {

namespace {

constexpr double sqrt3 = 1.7320508075688772;

int floorDiv2(int v) {
    return v >= 0 ? v / 2 : -((-v + 1) / 2);
}
int ceilDiv2(int v) {
    return -floorDiv2(-v);
}

// Axial steps across side i (i = 0..5 clockwise from the side at sideBearing(0)).
constexpr std::array<std::array<int, 2>, 6> flatSteps{
    {{0, -1}, {1, -1}, {1, 0}, {0, 1}, {-1, 1}, {-1, 0}}};
constexpr std::array<std::array<int, 2>, 6> pointySteps{
    {{1, -1}, {1, 0}, {0, 1}, {-1, 1}, {-1, 0}, {0, -1}}};

// Exact unit vectors for bearings that are multiples of 30 degrees, so that corners shared by
// two hexes come out bit for bit the same from either hex.
Vec2 unitAt(double bearingDeg) {
    constexpr double h = sqrt3 / 2;
    static constexpr std::array<Vec2, 12> table{{{0, 1},
                                                 {0.5, h},
                                                 {h, 0.5},
                                                 {1, 0},
                                                 {h, -0.5},
                                                 {0.5, -h},
                                                 {0, -1},
                                                 {-0.5, -h},
                                                 {-h, -0.5},
                                                 {-1, 0},
                                                 {-h, 0.5},
                                                 {-0.5, h}}};
    const double b = normalBearing(bearingDeg);
    const long k = std::lround(b / 30.0);
    if (std::abs(b - 30.0 * double(k)) < 1e-9) return table[std::size_t(k % 12)];
    return facingVector(bearingDeg);
}

int indexOf(double bearingDeg, double first) {
    const double b = normalBearing(bearingDeg - first);
    const double k = std::round(b / 60.0);
    if (std::abs(b - 60.0 * k) > 1e-6) return -1;
    return int(k) % 6;
}

} // namespace

double normalBearing(double b) {
    // fmod returns b itself when |b| < 360 (it is exact), and most bearings are: skipping the
    // call then gives the same bits, cheaper (a bearing is worked out for every ruling).
    double r = b < 360.0 && b > -360.0 ? b : std::fmod(b, 360.0);
    if (r < 0) r += 360.0;
    if (r >= 360.0) r -= 360.0;
    return r;
}

double bearing(Vec2 from, Vec2 to) {
    const double deg = std::atan2(to.x - from.x, to.y - from.y) * 180.0 / 3.14159265358979323846;
    return normalBearing(deg);
}

double bearingGap(double a, double b) {
    const double d = normalBearing(a - b);
    return d > 180.0 ? 360.0 - d : d;
}

Cube HexGrid::cube(Hex h) const {
    int q = 0, r = 0;
    if (shape == HexShape::Flat) {
        q = h.col;
        r = h.row - (shift == Shift::Odd ? floorDiv2(h.col) : ceilDiv2(h.col));
    } else {
        r = h.row;
        q = h.col - (shift == Shift::Odd ? floorDiv2(h.row) : ceilDiv2(h.row));
    }
    return {q, r, -q - r};
}

Hex HexGrid::hex(Cube c) const {
    if (shape == HexShape::Flat) {
        const int col = c.q;
        return {col, c.r + (shift == Shift::Odd ? floorDiv2(col) : ceilDiv2(col))};
    }
    const int row = c.r;
    return {c.q + (shift == Shift::Odd ? floorDiv2(row) : ceilDiv2(row)), row};
}

int HexGrid::distance(Hex a, Hex b) const {
    const Cube x = cube(a), y = cube(b);
    return (std::abs(x.q - y.q) + std::abs(x.r - y.r) + std::abs(x.s - y.s)) / 2;
}

Vec2 HexGrid::centre(Hex h) const {
    if (shape == HexShape::Flat) {
        const bool low = (h.col % 2 != 0) == (shift == Shift::Odd);
        return {1.5 * h.col, -sqrt3 * (h.row + (low ? 0.5 : 0.0))};
    }
    const bool right = (h.row % 2 != 0) == (shift == Shift::Odd);
    return {sqrt3 * (h.col + (right ? 0.5 : 0.0)), -1.5 * h.row};
}

double HexGrid::sideBearing(int i) const {
    return normalBearing((shape == HexShape::Flat ? 0.0 : 30.0) + 60.0 * i);
}
double HexGrid::vertexBearing(int i) const {
    return normalBearing((shape == HexShape::Flat ? 30.0 : 0.0) + 60.0 * i);
}
int HexGrid::sideIndex(double b) const {
    return indexOf(b, shape == HexShape::Flat ? 0.0 : 30.0);
}
int HexGrid::vertexIndex(double b) const {
    return indexOf(b, shape == HexShape::Flat ? 30.0 : 0.0);
}

Vec2 HexGrid::corner(Hex h, int i) const {
    return centre(h) + unitAt(vertexBearing(i));
}

std::array<Vec2, 6> HexGrid::corners(Hex h) const {
    std::array<Vec2, 6> out{};
    for (int i = 0; i < 6; ++i)
        out[std::size_t(i)] = corner(h, i);
    return out;
}

std::array<Vec2, 2> HexGrid::sideCorners(Hex h, int side) const {
    const double b = sideBearing(side);
    return {corner(h, vertexIndex(b - 30.0)), corner(h, vertexIndex(b + 30.0))};
}

Hex HexGrid::neighbour(Hex h, int side) const {
    const auto& steps = shape == HexShape::Flat ? flatSteps : pointySteps;
    const auto& s = steps[std::size_t(((side % 6) + 6) % 6)];
    const Cube c = cube(h);
    return hex(Cube{c.q + s[0], c.r + s[1], -(c.q + s[0]) - (c.r + s[1])});
}

int HexGrid::sideToward(Hex from, Hex to) const {
    for (int i = 0; i < 6; ++i)
        if (neighbour(from, i) == to) return i;
    return -1;
}

std::string HexGrid::id(Hex h) const {
    const int d = idDigits();
    std::string out;
    for (int v : {h.col, h.row}) {
        std::string part = std::to_string(std::max(v, 0));
        if (int(part.size()) < d) part.insert(0, std::size_t(d) - part.size(), '0');
        out += part;
    }
    return out;
}

std::optional<Hex> HexGrid::parse(std::string_view text) const {
    const std::size_t d = std::size_t(idDigits());
    if (text.size() != 2 * d) return std::nullopt;
    if (!std::all_of(text.begin(), text.end(), [](char c) { return c >= '0' && c <= '9'; }))
        return std::nullopt;
    auto number = [](std::string_view s) {
        int v = 0;
        for (char c : s)
            v = v * 10 + (c - '0');
        return v;
    };
    return Hex{number(text.substr(0, d)), number(text.substr(d))};
}

std::optional<Hex> HexGrid::hexAt(Vec2 p) const {
    // Fractional axial coordinates of p, then the nearest cube (the usual cube rounding).
    double q = 0, r = 0;
    const double yDown = -p.y;
    if (shape == HexShape::Flat) {
        const double y0 = yDown - (shift == Shift::Even ? sqrt3 / 2 : 0.0);
        q = p.x / 1.5;
        r = y0 / sqrt3 - q / 2;
    } else {
        const double x0 = p.x - (shift == Shift::Even ? sqrt3 / 2 : 0.0);
        r = yDown / 1.5;
        q = x0 / sqrt3 - r / 2;
    }
    const double s = -q - r;
    double rq = std::round(q), rr = std::round(r), rs = std::round(s);
    const double dq = std::abs(rq - q), dr = std::abs(rr - r), ds = std::abs(rs - s);
    if (dq > dr && dq > ds)
        rq = -rr - rs;
    else if (dr > ds)
        rr = -rq - rs;
    else
        rs = -rq - rr;
    const Hex h = hex(Cube{int(rq), int(rr), int(rs)});
    if (!contains(h)) return std::nullopt;
    return h;
}

std::array<Vec2, 2> HexGrid::extent() const {
    // The map's outline is made of its edge hexes: the corners of those are enough.
    Vec2 lo{1e300, 1e300}, hi{-1e300, -1e300};
    auto take = [&](Hex h) {
        for (Vec2 c : corners(h)) {
            lo = {std::min(lo.x, c.x), std::min(lo.y, c.y)};
            hi = {std::max(hi.x, c.x), std::max(hi.y, c.y)};
        }
    };
    for (int c = 1; c <= columns; ++c) {
        take({c, 1});
        take({c, rows});
    }
    for (int r = 1; r <= rows; ++r) {
        take({1, r});
        take({columns, r});
    }
    return {lo, hi};
}

Vec2 HexGrid::minCorner() const {
    return extent()[0];
}

Vec2 HexGrid::maxCorner() const {
    return extent()[1];
}

} // namespace cdo::lb
