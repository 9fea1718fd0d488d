// Tables that look real, from exact scenarios: each scene is written as a POV-Ray scene (a
// mottled cloth, bases of a given thickness with a flocked top and a painted rim, figures on
// them, a lamp casting shadows) and photographed by a pinhole camera whose every parameter is
// known, so that the truth of every base and the exact marks of the table's corners are known.
// Shared by the core tests (small renders kept in tests/data/photos) and tools/photo-grid.
#pragma once

#include "core/geometry.h"
#include "core/homography.h"
#include "core/photo_fit.h"

#include <cmath>
#include <cstdio>
#include <random>
#include <string>
#include <utility>
#include <vector>

namespace cdo::test {

struct V3 {
    double x = 0, y = 0, z = 0;
};
inline V3 sub(V3 a, V3 b) {
    return {a.x - b.x, a.y - b.y, a.z - b.z};
}
inline double dotv(V3 a, V3 b) {
    return a.x * b.x + a.y * b.y + a.z * b.z;
}
inline V3 crossv(V3 a, V3 b) {
    return {a.y * b.z - a.z * b.y, a.z * b.x - a.x * b.z, a.x * b.y - a.y * b.x};
}
inline V3 unitv(V3 a) {
    const double l = std::sqrt(dotv(a, a));
    return {a.x / l, a.y / l, a.z / l};
}

// Table inches, z up. From straight above (`look` right under `eye`) the photo's up is the
// table's far side.
struct SceneCamera {
    V3 eye, look;
    double hfov = 60; // degrees across the photo's width
    int width = 1600, height = 1200;

    double focal() const { return width / 2.0 / std::tan(hfov * 3.14159265358979323846 / 360); }
    V3 forward() const { return unitv(sub(look, eye)); }
    V3 right() const {
        const V3 f = forward();
        if (std::hypot(f.x, f.y) < 1e-9) return {1, 0, 0};
        return unitv(crossv(f, {0, 0, 1}));
    }
    V3 down() const { return crossv(forward(), right()); }
    // Where the point shows (pixels; pixel (i, j) covers [i, i+1] x [j, j+1]).
    Vec2 project(V3 p) const {
        const V3 d = sub(p, eye);
        const double z = dotv(d, forward());
        return {width / 2.0 + focal() * dotv(d, right()) / z,
                height / 2.0 + focal() * dotv(d, down()) / z};
    }
};

enum class Figures { None, Blocks2mm, Foot15mm, Foot28mm };

struct SceneBase {
    Vec2 at;
    double facing = 0;
    Vec2 size{2, 1};
    Figures figures = Figures::None;
    int coat = 0; // the figures' colour: 0 blue, 1 white, 2 green, 3 red
    double z = 0; // what it stands on: 0 the cloth, a step hill's height
};

// A step hill: a block of the cloth's own texture, its top flat `height` above the cloth.
struct SceneHill {
    Vec2 from, to; // opposite corners, table inches
    double height = 1;
};

struct Scene {
    std::string name;
    double tableW = 72, tableD = 48;
    double thickness = 0.1; // every base's
    bool flockLikeCloth = false;
    bool softShadows = false;
    SceneCamera camera;
    std::vector<SceneBase> bases;
    std::vector<SceneHill> hills;
    // Which bases were put in contact with which (indices into bases), for the report.
    std::vector<int> group; // group[i]: the first base of i's line, or i when alone
};

// The exact marks: the table's corners where the camera shows them.
inline std::vector<PhotoMark> sceneMarks(const Scene& s) {
    std::vector<PhotoMark> m;
    for (const Vec2 t :
         {Vec2{0, 0}, Vec2{s.tableW, 0}, Vec2{s.tableW, s.tableD}, Vec2{0, s.tableD}})
        m.push_back({s.camera.project({t.x, t.y, 0}), t});
    return m;
}

// The cameras of a player: straight above 60" up; standing 12" beyond the near edge with the
// phone 58" up; 30" beyond and 40" up; each looking at the table's middle.
inline SceneCamera topCamera(int w, int h) {
    return {{36, 24, 60}, {36, 24, 0}, 68, w, h};
}
inline SceneCamera standingCamera(int w, int h) {
    return {{36, -12, 58}, {36, 22, 0}, 70, w, h};
}
inline SceneCamera farCamera(int w, int h) {
    return {{36, -30, 40}, {36, 20, 0}, 74, w, h};
}

// POV-Ray's axes: x right, y up, z away (left-handed); the table's (x, y, z) is POV's (x, z, y).
inline std::string pov(V3 p) {
    char b[96];
    std::snprintf(b, sizeof b, "<%.5f, %.5f, %.5f>", p.x, p.z, p.y);
    return b;
}

// The scene as POV-Ray reads it.
inline std::string povScene(const Scene& s) {
    std::string o;
    char b[512];
    const SceneCamera& c = s.camera;
    const bool above = std::hypot(c.forward().x, c.forward().y) < 1e-9;
    std::snprintf(b, sizeof b,
                  "#version 3.7;\nglobal_settings { assumed_gamma 1.0 }\n"
                  "camera { perspective location %s look_at %s right x*%d/%d up y angle %.6f%s }\n",
                  pov(c.eye).c_str(), pov(c.look).c_str(), c.width, c.height, c.hfov,
                  above ? " sky <0,0,1>" : "");
    o += b;
    // A lamp over the table's far left, and a fill without shadows.
    o += s.softShadows ? "light_source { <10, 70, 60> color rgb 0.9 area_light <8,0,0>, <0,0,8>, "
                         "3, 3 adaptive 1 jitter }\n"
                       : "light_source { <10, 70, 60> color rgb 0.9 }\n";
    o += "light_source { <50, 60, -30> color rgb 0.45 shadowless }\n";
    o += "background { rgb <0.12, 0.12, 0.14> }\n";
    o += "plane { y, -30 pigment { rgb <0.3, 0.28, 0.25> } }\n";
    // The cloth, on the table and on its step hills.
    const char* cloth = "texture { pigment { granite color_map { [0 rgb <0.20, 0.30, 0.12>] "
                        "[0.5 rgb <0.25, 0.36, 0.15>] [1 rgb <0.31, 0.40, 0.18>] } scale 2.5 } "
                        "normal { bumps 0.15 scale 0.05 } finish { diffuse 0.8 } }";
    std::snprintf(b, sizeof b, "box { <0, -1, 0>, <%.3f, 0, %.3f> %s }\n", s.tableW, s.tableD,
                  cloth);
    o += b;
    for (const SceneHill& h : s.hills) {
        std::snprintf(b, sizeof b, "box { <%.3f, 0, %.3f>, <%.3f, %.3f, %.3f> %s }\n", h.from.x,
                      h.from.y, h.to.x, h.height, h.to.y, cloth);
        o += b;
    }
    const char* flock =
        s.flockLikeCloth
            ? "texture { pigment { granite color_map { [0 rgb <0.22, 0.32, 0.13>] [1 rgb <0.30, "
              "0.40, 0.17>] } scale 0.4 } normal { bumps 0.4 scale 0.02 } finish { diffuse 0.8 } }"
            : "texture { pigment { granite color_map { [0 rgb <0.42, 0.36, 0.18>] [1 rgb <0.55, "
              "0.47, 0.26>] } scale 0.3 } normal { bumps 0.4 scale 0.02 } finish { diffuse 0.8 } }";
    const char* rim = s.flockLikeCloth ? "pigment { rgb <0.20, 0.27, 0.12> }"
                                       : "pigment { rgb <0.22, 0.15, 0.08> }";
    const char* coats[4] = {"rgb <0.10, 0.14, 0.45>", "rgb <0.85, 0.85, 0.80>",
                            "rgb <0.12, 0.30, 0.12>", "rgb <0.60, 0.08, 0.06>"};
    const double t = s.thickness;
    for (const SceneBase& base : s.bases) {
        const Vec2 f = facingVector(base.facing), r = rightVector(base.facing);
        const double hw = base.size.x / 2, hd = base.size.y / 2;
        std::snprintf(b, sizeof b,
                      "union {\n box { <%.4f, 0, %.4f>, <%.4f, %.4f, %.4f> %s }\n"
                      " box { <%.4f, %.4f, %.4f>, <%.4f, %.4f, %.4f> %s }\n",
                      -hw, -hd, hw, std::max(0.0, t - 0.004), hd, rim, -hw,
                      std::max(0.0, t - 0.004), -hd, hw, t, hd, flock);
        o += b;
        // Figures in two ranks along the front, inset from the edges.
        if (base.figures != Figures::None) {
            const double inset = 0.12;
            const int perRank = std::max(1, int((base.size.x - 2 * inset) / 0.45));
            const double dx = (base.size.x - 2 * inset) / perRank;
            for (int rank = 0; rank < 2; ++rank) {
                const double z = hd - inset - 0.12 - rank * std::min(0.4, base.size.y / 2 - 0.1);
                if (base.figures == Figures::Blocks2mm) {
                    std::snprintf(b, sizeof b,
                                  " box { <%.4f, %.4f, %.4f>, <%.4f, %.4f, %.4f> pigment { %s } "
                                  "}\n",
                                  -hw + inset, t, z - 0.1, hw - inset, t + 0.09, z + 0.1,
                                  coats[base.coat % 4]);
                    o += b;
                    continue;
                }
                const double tall = base.figures == Figures::Foot28mm ? 1.1 : 0.6;
                const double rad = base.figures == Figures::Foot28mm ? 0.11 : 0.07;
                for (int k = 0; k < perRank; ++k) {
                    const double x = -hw + inset + dx * (k + 0.5);
                    std::snprintf(
                        b, sizeof b,
                        " cylinder { <%.4f, %.4f, %.4f>, <%.4f, %.4f, %.4f>, %.4f pigment { %s } "
                        "}\n sphere { <%.4f, %.4f, %.4f>, %.4f pigment { rgb <0.8, 0.6, 0.5> } "
                        "}\n cylinder { <%.4f, %.4f, %.4f>, <%.4f, %.4f, %.4f>, %.4f pigment { "
                        "rgb 0.15 } }\n",
                        x, t, z, x, t + tall * 0.82, z, rad, coats[base.coat % 4], x,
                        t + tall * 0.9, z, rad * 0.8, x + rad * 1.2, t + tall * 0.3, z + 0.05,
                        x + rad * 1.2, t + tall * 1.15, z + 0.05, rad * 0.18);
                    o += b;
                }
            }
        }
        std::snprintf(b, sizeof b,
                      " matrix <%.6f, 0, %.6f, 0, 1, 0, %.6f, 0, %.6f, %.5f, %.5f, %.5f>\n}\n", r.x,
                      r.y, f.x, f.y, base.at.x, base.z, base.at.y);
        o += b;
    }
    return o;
}

// A table of bases standing apart (each 12" x 14" slot holds one, jittered and turned any
// way), or in lines in contact (three side by side, two front to back). Seeded: the same
// scene every time.
inline std::vector<SceneBase> sceneBases(bool contact, int figureMix, unsigned seed,
                                         std::vector<int>& group) {
    std::mt19937 rng(seed);
    std::uniform_real_distribution<double> jitter(-1.5, 1.5), facing(0, 360);
    const Vec2 sizes[3] = {{2, 1}, {2, 1.5}, {1.5, 1.5}};
    std::vector<SceneBase> out;
    group.clear();
    int n = 0;
    for (int row = 0; row < 3; ++row)
        for (int col = 0; col < 4; ++col, ++n) {
            const Vec2 slot{10 + col * 17.0 + jitter(rng), 9 + row * 15.0 + jitter(rng)};
            const double face = facing(rng);
            const Figures fig = Figures((n + figureMix) % 4);
            const Vec2 size = sizes[(n + row) % 3];
            const int coat = (n * 7 + figureMix) % 4;
            if (!contact) {
                out.push_back({slot, face, size, fig, coat});
                group.push_back(int(out.size()) - 1);
                continue;
            }
            const Vec2 f = facingVector(face), r = rightVector(face);
            const int first = int(out.size());
            if (n % 2 == 0) // three side by side
                for (int k = -1; k <= 1; ++k) {
                    out.push_back({slot + r * (k * size.x), face, size, fig, coat});
                    group.push_back(first);
                }
            else // two front to back
                for (int k = 0; k < 2; ++k) {
                    out.push_back({slot + f * ((0.5 - k) * size.y), face, size, fig, coat});
                    group.push_back(first);
                }
        }
    return out;
}

// The small tables kept as photos in tests/data/photos (800 x 600 JPEGs, tools/photo-grid
// --small writes them): a 24" x 16" corner of a table, 0.1" bases with flock unlike the cloth,
// one bare, one with 15 mm figures, one with 28 mm, and two in contact side by side; from
// straight above 24" up, and standing 6" beyond its near edge 20" up.
inline std::vector<Scene> smallScenes() {
    std::vector<Scene> out;
    const SceneCamera cams[2] = {{{12, 8, 24}, {12, 8, 0}, 60, 800, 600},
                                 {{12, -6, 20}, {12, 7, 0}, 66, 800, 600}};
    const char* names[2] = {"small-top", "small-standing"};
    for (int k = 0; k < 2; ++k) {
        Scene s;
        s.name = names[k];
        s.tableW = 24;
        s.tableD = 16;
        s.camera = cams[k];
        s.bases = {{{5, 4.5}, 12, {2, 1}, Figures::None, 0},
                   {{12, 4}, 200, {2, 1}, Figures::Foot15mm, 0},
                   {{19, 5}, 75, {2, 1.5}, Figures::Foot28mm, 3},
                   {{7, 11}, 350, {2, 1}, Figures::Blocks2mm, 1},
                   {{16, 11.5}, 10, {2, 1}, Figures::None, 2}};
        // Contact: the last base's neighbour on its right, side by side.
        s.bases.push_back({s.bases[4].at + rightVector(10) * 2.0, 10, {2, 1}, Figures::None, 2});
        s.group = {0, 1, 2, 3, 4, 4};
        out.push_back(std::move(s));
    }
    return out;
}

// Base b where a player left it, moved by `shift` and turned `turn` degrees (clockwise on the
// table, as compass facings turn) about `pivot`, as one with the others of its line.
inline BasePose droppedAsOne(const SceneBase& b, Vec2 pivot, Vec2 shift, double turn) {
    const double c = std::cos(turn * 3.14159265358979323846 / 180),
                 sn = std::sin(turn * 3.14159265358979323846 / 180);
    const Vec2 d = b.at - pivot;
    return {pivot + Vec2{d.x * c + d.y * sn, d.y * c - d.x * sn} + shift, b.facing + turn};
}

// A 24" x 16" corner of a table seen from a player's place through a narrow lens (1200 x 900,
// about 40 pixels an inch at its middle): linesScene's and hillScene's.
inline Scene cornerFromAfar(std::string name) {
    Scene s;
    s.name = std::move(name);
    s.tableW = 24;
    s.tableD = 16;
    s.camera = {{12, -34, 40}, {12, 8, 0}, 29, 1200, 900};
    return s;
}

// Lines in contact with figures, as a phone's full-size photo shows them from a player's
// place 30" beyond the near edge, 40" up, at about 40 pixels an inch (the grid's 4000 x 3000
// "far" photos: 39-54), kept small: a 24" x 16" corner seen through a narrow lens, 1200 x 900
// (tools/photo-grid --small writes it as tests/data/photos/small-lines.jpg). Three 1.5"
// squares side by side with 15 mm figures, two 2" x 1" front to back with 15 mm figures, and
// a 2" x 1.5" alone with 28 mm figures; flock unlike the cloth, the lamp's soft shadows.
inline Scene linesScene() {
    Scene s = cornerFromAfar("small-lines");
    s.softShadows = true;
    const Figures f = Figures::Foot15mm;
    const Vec2 r3 = rightVector(10), f2 = facingVector(350);
    s.bases = {{Vec2{6.5, 9} - r3 * 1.5, 10, {1.5, 1.5}, f, 0},
               {{6.5, 9}, 10, {1.5, 1.5}, f, 0},
               {Vec2{6.5, 9} + r3 * 1.5, 10, {1.5, 1.5}, f, 0},
               {Vec2{16, 10} + f2 * 0.5, 350, {2, 1}, f, 3},
               {Vec2{16, 10} - f2 * 0.5, 350, {2, 1}, f, 3},
               {{12, 4.5}, 25, {2, 1.5}, Figures::Foot28mm, 1}};
    s.group = {0, 0, 0, 3, 3, 5};
    return s;
}

// The grid's far camera's eye (30" beyond the table, 40" up) with its focal length at 4000 x
// 3000 (2654 pixels), through a narrow view of 1200 x 900 turned onto `at`: a tenth of the
// photo, at nearly the grid's pixels an inch.
inline SceneCamera farNarrowCamera(Vec2 at) {
    return {{36, -30, 40}, {at.x, at.y, 0}, 25.47, 1200, 900};
}

// A line of three 2" x 1.5" bases side by side with 28 mm figures, of flock like the cloth,
// where the grid's table of seed 4000 has one (far-contact-close-4000-s4000, bases 20-22),
// seen from the grid's far camera's eye (30" beyond the table, 40" up) with its focal length
// at 4000 x 3000 (2654 pixels), but through a narrow view of 1200 x 900 turned onto the line:
// the same rim and nearly the same pixels an inch (31 on this view's axis, 34.5 off the grid
// photo's), at a tenth of the photo
// (tools/photo-grid --small writes it as tests/data/photos/small-rim.jpg; the marks are the
// table's corners, outside the view, exact). Facing 110°, its front and right edges face the
// camera, its eye 75" off and 40" up: the photo shows the rim below them, 0.1" deep, as
// a dark band 0.12" and 0.13" past their edges (mapped at the tops), and little of the other
// two edges. In the grid's photo the line was said sure 0.21" off, on those two edges alone:
// its corner on the rim's feet.
inline Scene rimScene() {
    Scene s;
    s.name = "small-rim";
    const Vec2 mid{9.89604, 39.9113};
    s.camera = farNarrowCamera(mid);
    s.flockLikeCloth = true;
    const Vec2 r = rightVector(110.203);
    s.bases = {{mid - r * 2.0, 110.203, {2, 1.5}, Figures::Foot28mm, 3},
               {mid, 110.203, {2, 1.5}, Figures::Foot28mm, 3},
               {mid + r * 2.0, 110.203, {2, 1.5}, Figures::Foot28mm, 3}};
    s.group = {0, 0, 0};
    return s;
}

// A 2" x 1.5" base of 2 mm blocks standing alone, of flock like the cloth, where the grid's
// table of seed 5000 has one (far-apart-close-4000-s5000, base 1), seen as rimScene's line is:
// from the far camera's eye with its focal length at 4000 x 3000, through a narrow view of
// 1200 x 900 turned onto it (tools/photo-grid --small writes it as
// tests/data/photos/small-close.jpg). Facing 293.8°, its rear and left edges face the camera:
// the photo shows its rim below them and nothing of the other two, whose flock meets the cloth.
inline Scene closeScene() {
    Scene s;
    s.name = "small-close";
    const Vec2 at{25.8532, 7.91047};
    s.camera = farNarrowCamera(at);
    s.flockLikeCloth = true;
    s.bases = {{at, 293.794, {2, 1.5}, Figures::Blocks2mm, 2}};
    s.group = {0};
    return s;
}

// A step hill 1" high (10" x 6") on a 24" x 16" corner, from the same place and lens as
// linesScene: two bases on its top, a bare 2" x 1" and a 2" x 1.5" with 2 mm blocks, and a bare
// one on the cloth before it (tools/photo-grid --small writes it as
// tests/data/photos/small-hill.jpg). Fit to photo must look for the tops on the hill at 1.1".
inline Scene hillScene() {
    Scene s = cornerFromAfar("small-hill");
    s.hills = {{{7, 7}, {17, 13}, 1.0}};
    s.bases = {{{10, 10}, 15, {2, 1}, Figures::None, 0, 1.0},
               {{14, 10.5}, 350, {2, 1.5}, Figures::Blocks2mm, 2, 1.0},
               {{12, 4}, 5, {2, 1}, Figures::None, 0, 0.0}};
    s.group = {0, 1, 2};
    return s;
}

// The dispute of docs/app.md's "Mirroring a table" (tests/app/gui/mirror_test.cpp, whose kTruth
// these places must equal) as a real table shows it: the French battery turned 3° between a
// line and hussars in contact, the Austrian target and a second line beside it, uhlans; bases
// 0.1" thick, one flock for both armies unlike the cloth, 15 mm figures on all (one scale a
// game), the lamp's soft shadows. Photographed as the flat fixture's photo is, from 30" beyond
// the near edge and 40" up (tests/photo_fixture.h's tableCamera: focal 900 px, 1600 x 1200),
// made a phone's JPEG by `tools/photo-grid build/dispute --dispute` and kept as
// tests/data/photos/dispute-far.jpg. The woods and the hill are not in the render (the route
// traces them from where the camera shows their corners).
inline Scene disputeScene(bool big = false) {
    Scene s;
    s.name = big ? "dispute-far-4000" : "dispute-far";
    s.camera = {{30, -30, 40},
                {38, 26, 0},
                2 * std::atan(800.0 / 900) * 180 / 3.14159265358979323846,
                big ? 4000 : 1600,
                big ? 3000 : 1200};
    s.softShadows = true;
    const Figures f = Figures::Foot15mm;
    s.bases = {{{20.5, 9.5}, 3, {1, 1}, f, 0},      {{24, 19.5}, 180, {2.5, 1}, f, 1},
               {{18.75, 9.5}, 0, {2.5, 1}, f, 0},   {{21.75, 9}, 0, {1.5, 1}, f, 0},
               {{26.5, 19.5}, 180, {2.5, 1}, f, 1}, {{32.75, 21.5}, 180, {1.5, 1}, f, 1}};
    s.group = {0, 1, 0, 0, 1, 5};
    return s;
}

} // namespace cdo::test
