// Fit to photo on ray-traced photos of real-looking tables (tests/photo_scenes.h): every scene
// of the grid is rendered by POV-Ray (once; the renders are kept in the output folder), made a
// phone's JPEG (a slight blur, noise, quality 85), and every base dropped 0.3"-1.0" off and up
// to 5° turned is fitted with the exact corner marks. Reported per scene and in all: found
// (green and within 0.1" and 1°), green but off (the silent errors), orange (with how far),
// refused; a picture of every fit over the truth is written beside the renders.
//
//   coupdoeil-photo-grid OUTDIR [--big] [--small] [--dispute] [--alone] [--scenarios]
//                        [--only NAME] [--seed N]
// --seed: other tables laid out the same way (photoGrid), and other drops.
// --small: the corner tables of tests/data/photos (smallScenes, linesScene, hillScene,
// rimScene, closeScene); --dispute: the mirroring dispute's table (tests/photo_scenes.h's
// disputeScene), kept there too.
// --alone: every base fitted on its own, not with the line of bases in contact it is in.
#include "core/homography.h"
#include "core/photo_fit.h"

#include "photo_grid_report.h"
#include "photo_scenes.h"

#include <stb/stb_image.h>
#include <stb/stb_image_write.h>

#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <map>
#include <numbers>
#include <random>
#include <string>
#include <vector>

using namespace cdo;
using namespace cdo::test;

namespace {

// Blur (1 2 1 each way), noise ±6 a channel, JPEG at quality 85: a phone's photo.
std::vector<std::uint8_t> phonePhoto(const std::vector<std::uint8_t>& rgb, int w, int h,
                                     const std::string& jpgPath, unsigned seed) {
    std::vector<std::uint8_t> out(rgb.size());
    std::mt19937 rng(seed);
    std::uniform_int_distribution<int> noise(-6, 6);
    for (int y = 0; y < h; ++y)
        for (int x = 0; x < w; ++x)
            for (int c = 0; c < 3; ++c) {
                int sum = 0, wsum = 0;
                for (int dy = -1; dy <= 1; ++dy)
                    for (int dx = -1; dx <= 1; ++dx) {
                        const int xx = std::clamp(x + dx, 0, w - 1),
                                  yy = std::clamp(y + dy, 0, h - 1);
                        const int k = (2 - std::abs(dx)) * (2 - std::abs(dy));
                        sum += k * rgb[(std::size_t(yy) * w + xx) * 3 + c];
                        wsum += k;
                    }
                out[(std::size_t(y) * w + x) * 3 + c] =
                    std::uint8_t(std::clamp(sum / wsum + noise(rng), 0, 255));
            }
    stbi_write_jpg(jpgPath.c_str(), w, h, 3, out.data(), 85);
    int jw = 0, jh = 0, jc = 0;
    std::uint8_t* back = stbi_load(jpgPath.c_str(), &jw, &jh, &jc, 3);
    std::vector<std::uint8_t> v(back, back + std::size_t(jw) * jh * 3);
    stbi_image_free(back);
    return v;
}

void line(std::vector<std::uint8_t>& img, int w, int h, Vec2 a, Vec2 b, const std::uint8_t c[3]) {
    const int n = int(std::ceil(dist(a, b))) + 1;
    for (int k = 0; k <= n; ++k) {
        const Vec2 p = a + (b - a) * (double(k) / n);
        const int x = int(p.x), y = int(p.y);
        if (x < 0 || y < 0 || x >= w || y >= h) continue;
        std::copy(c, c + 3, &img[(std::size_t(y) * w + x) * 3]);
    }
}

void outline(std::vector<std::uint8_t>& img, int w, int h, const Homography& map, Vec2 at,
             double facing, Vec2 size, const std::uint8_t c[3]) {
    const Vec2 f = facingVector(facing) * (size.y / 2), r = rightVector(facing) * (size.x / 2);
    const Vec2 q[4] = {at + f - r, at + f + r, at - f + r, at - f - r};
    for (int k = 0; k < 4; ++k)
        line(img, w, h, map.apply(q[k]), map.apply(q[(k + 1) % 4]), c);
}

// --scenarios: SCENE.yaml (and SCENE-truth.txt) beside SCENE.jpg, for the app (press "Fit every
// unit to photo"): the photo as the backdrop with the exact marks, and each base as a unit where a
// player who mirrored the table by eye would have left it: a line in contact (the scene's group)
// moved as one, 0.3"-1.0" off and turned up to 5° about its first base, so its bases still touch;
// a base alone moved on its own. The truth is in the scene; the starts here are not the
// grid's (its own random draws are untouched).
void writeAppScenario(const std::string& stem, const Scene& s) {
    std::mt19937 rng(1812);
    std::uniform_real_distribution<double> u(0, 1);
    std::vector<BasePose> at(s.bases.size());
    for (std::size_t i = 0; i < s.bases.size(); ++i) {
        if (s.group[i] != int(i)) continue; // moved with its line's first
        const double off = 0.3 + 0.7 * u(rng), dir = 360 * u(rng), turn = -5 + 10 * u(rng);
        for (std::size_t k = 0; k < s.bases.size(); ++k)
            if (s.group[k] == int(i))
                at[k] = droppedAsOne(s.bases[k], s.bases[i].at, facingVector(dir) * off, turn);
    }
    std::ofstream y(stem + ".yaml");
    y << "coupdoeil: 1\ntable: {width: " << s.tableW << ", depth: " << s.tableD
      << "}\nbackdrop:\n  image: " << std::filesystem::path(stem).filename().string()
      << ".jpg\n  opacity: 1\n  marks:\n";
    for (const PhotoMark& m : sceneMarks(s))
        y << "    - {table: [" << m.table.x << ", " << m.table.y << "], image: [" << m.image.x
          << ", " << m.image.y << "]}\n";
    // The truth beside it, "ID X Y FACING" a line, to count the app's fits against.
    std::ofstream truth(stem + "-truth.txt");
    for (std::size_t i = 0; i < s.bases.size(); ++i)
        truth << "b" << i << " " << s.bases[i].at.x << " " << s.bases[i].at.y << " "
              << s.bases[i].facing << "\n";
    // Its step hills, as a player would draw them (the outline all top) with their height.
    if (!s.hills.empty()) y << "terrain:\n";
    for (std::size_t k = 0; k < s.hills.size(); ++k) {
        const SceneHill& h = s.hills[k];
        y << "  - {id: hill-" << k << ", kind: hill, outline: [[" << h.from.x << ", " << h.from.y
          << "], [" << h.to.x << ", " << h.from.y << "], [" << h.to.x << ", " << h.to.y << "], ["
          << h.from.x << ", " << h.to.y << "]], height: " << h.height << "}\n";
    }
    y << "units:\n";
    for (std::size_t i = 0; i < s.bases.size(); ++i)
        y << "  - {id: b" << i << ", side: a, type: infantry, at: [" << at[i].at.x << ", "
          << at[i].at.y << "], facing: " << std::fmod(at[i].facing + 360, 360.0) << ", size: ["
          << s.bases[i].size.x << ", " << s.bases[i].size.y << "], base_thickness: " << s.thickness
          << "}\n";
}

// The lines in contact as the app would find them, from where the bases stand (here the
// truth; one army, one flock), checked against the scene's own: line[i], the first base of
// i's line, or i.
std::vector<int> gridLines(const Scene& s) {
    std::vector<int> line(s.bases.size());
    std::vector<Vec2> sizes;
    std::vector<BasePose> poses;
    for (const SceneBase& b : s.bases) {
        sizes.push_back(b.size);
        poses.push_back({b.at, b.facing});
    }
    for (std::size_t i = 0; i < line.size(); ++i)
        line[i] = int(i);
    for (const std::vector<int>& l :
         linesInContact(sizes, poses, std::vector<int>(s.bases.size(), 0)))
        for (const int k : l)
            line[std::size_t(k)] = *std::min_element(l.begin(), l.end());
    if (line != s.group)
        std::printf("  %s: the lines found from the bases' places are not the scene's\n",
                    s.name.c_str());
    return line;
}

// Every base dropped 0.3"-1.0" off and up to 5° turned, a draw each in order. A line found from
// where its bases stand in contact stands in contact where the player left it: its bases
// dropped as one, by its first base's draw, about that base (as the app's scenarios drop it).
// With `alone` each is dropped on its own, as bases that touch but were left apart. Dropped
// each on its own, two bases 1" deep front to back were left up to 2" out of their order,
// which no photo of one flock can put right.
std::vector<BasePose> gridStarts(const Scene& s, const std::vector<int>& line, bool alone,
                                 std::mt19937& rng) {
    std::uniform_real_distribution<double> u(0, 1);
    std::vector<BasePose> starts;
    std::vector<std::array<double, 3>> draws; // off, direction, turn
    for (const SceneBase& b : s.bases) {
        const double off = 0.3 + 0.7 * u(rng), dir = 360 * u(rng), turn = -5 + 10 * u(rng);
        starts.push_back({b.at + facingVector(dir) * off, b.facing + turn});
        draws.push_back({off, dir, turn});
    }
    if (!alone)
        for (std::size_t k = 0; k < s.bases.size(); ++k) {
            const std::size_t first = std::size_t(line[k]);
            if (first == k) continue;
            const auto& [off, dir, turn] = draws[first];
            starts[k] = droppedAsOne(s.bases[k], s.bases[first].at, facingVector(dir) * off, turn);
        }
    return starts;
}

// The tables kept in tests/data/photos (--small).
std::vector<Scene> smallScenesAndLines() {
    std::vector<Scene> out = smallScenes();
    out.push_back(linesScene());
    out.push_back(hillScene());
    out.push_back(rimScene());
    out.push_back(closeScene());
    return out;
}

} // namespace

int main(int argc, char** argv) {
    if (argc < 2) {
        std::fprintf(stderr, "usage: coupdoeil-photo-grid OUTDIR [--big] [--small] [--dispute] "
                             "[--alone] [--only NAME] [--seed N]\n");
        return 2;
    }
    const std::filesystem::path dir = argv[1];
    bool big = false, small = false, dispute = false, alone = false, scenarios = false;
    std::string only;
    unsigned seed = kGridSeed;
    for (int i = 2; i < argc; ++i) {
        const std::string a = argv[i];
        if (a == "--big") big = true;
        if (a == "--small") small = true;
        if (a == "--dispute") dispute = true;
        if (a == "--alone") alone = true;
        if (a == "--scenarios") scenarios = true;
        if (a == "--only" && i + 1 < argc) only = argv[++i];
        if (a == "--seed" && i + 1 < argc) seed = unsigned(std::strtoul(argv[++i], nullptr, 10));
    }
    std::filesystem::create_directories(dir);
    GridTally all;
    double slowestScene = 0;
    printGridHeader("px/in");
    const std::vector<Scene> scenes = dispute ? std::vector<Scene>{disputeScene(big)}
                                      : small ? smallScenesAndLines()
                                              : photoGrid(big, seed);
    for (const Scene& s : scenes) {
        if (!only.empty() && s.name.find(only) == std::string::npos) continue;
        const std::string stem = (dir / s.name).string();
        if (!std::filesystem::exists(stem + ".png")) {
            std::ofstream(stem + ".pov") << povScene(s);
            const std::string cmd = "nice -n 15 povray -D +A0.3 +AM2 +R2 +FN -GA +W" +
                                    std::to_string(s.camera.width) + " +H" +
                                    std::to_string(s.camera.height) + " +I" + stem + ".pov +O" +
                                    stem + ".png > " + stem + ".log 2>&1";
            if (std::system(cmd.c_str()) != 0) {
                std::fprintf(stderr, "%s: povray failed (see %s.log)\n", s.name.c_str(),
                             stem.c_str());
                return 1;
            }
        }
        int w = 0, h = 0, ch = 0;
        std::uint8_t* raw = stbi_load((stem + ".png").c_str(), &w, &h, &ch, 3);
        if (!raw) return 1;
        std::vector<std::uint8_t> rgb(raw, raw + std::size_t(w) * h * 3);
        stbi_image_free(raw);
        std::vector<std::uint8_t> px = phonePhoto(rgb, w, h, stem + ".jpg", 1809);
        if (scenarios) writeAppScenario(stem, s);
        const ImageView view{w, h, 3, px.data()};
        // The map of each base's top: the cloth's plane raised by its thickness, and by the
        // hill it stands on (the app takes a hill's height from the scenario).
        std::vector<Homography> topsOf;
        std::vector<FitSearch> searchOf;
        for (const SceneBase& b : s.bases) {
            topsOf.push_back(sceneTops(s, b.z));
            searchOf.push_back(sceneSearch(s, b.z));
        }
        std::mt19937 rng(2024 + (seed - kGridSeed));
        GridTally t;
        double ppiLo = 1e9, ppiHi = 0;
        std::vector<std::uint8_t> pic = px;
        const auto t0 = std::chrono::steady_clock::now();
        // The lines as the app would find them (gridLines), and every base dropped (gridStarts).
        const std::vector<int> line = gridLines(s);
        const std::vector<BasePose> starts = gridStarts(s, line, alone, rng);
        std::vector<BaseFit> fits(s.bases.size());
        for (std::size_t i = 0; i < s.bases.size(); ++i) {
            if (line[i] != int(i)) continue; // fitted with its line's first
            std::vector<std::size_t> members;
            for (std::size_t k = 0; k < s.bases.size(); ++k)
                if (line[k] == int(i) && (!alone || k == i)) members.push_back(k);
            std::vector<Vec2> sizes;
            std::vector<BasePose> from;
            for (const std::size_t k : members) {
                sizes.push_back(s.bases[k].size);
                from.push_back(starts[k]);
            }
            const std::vector<BaseFit> got =
                fitLineToPhoto(view, topsOf[members[0]], sizes, from, searchOf[members[0]]);
            for (std::size_t k = 0; k < members.size(); ++k)
                fits[members[k]] = got[k];
            if (alone)
                for (std::size_t k = 0; k < s.bases.size(); ++k)
                    if (line[k] == int(i) && k != i)
                        fits[k] = fitBaseToPhoto(view, topsOf[k], s.bases[k].size, starts[k],
                                                 searchOf[k]);
        }
        for (std::size_t i = 0; i < s.bases.size(); ++i) {
            const SceneBase& b = s.bases[i];
            const BasePose start = starts[i];
            const BaseFit& f = fits[i];
            ppiLo = std::min(ppiLo, f.pixelsPerInch);
            ppiHi = std::max(ppiHi, f.pixelsPerInch);
            const double miss = dist(f.pose.at, b.at),
                         turned = gridTurnBetween(f.pose.facing, b.facing);
            const Homography& tops = topsOf[i];
            const std::array<double, 4> shown = edgesShownAt(view, tops, b.size, {b.at, b.facing});
            const bool right = tallyFit(t, s.name, i, b, f.verdict, f.pose, showsTwoEdges(shown));
            static const std::uint8_t white[3] = {255, 255, 255}, green[3] = {0, 255, 0},
                                      orange[3] = {255, 150, 0}, red[3] = {255, 0, 0};
            outline(pic, w, h, tops, b.at, b.facing, b.size, white);
            if (f.verdict == FitVerdict::Sure)
                outline(pic, w, h, tops, f.pose.at, f.pose.facing, b.size, right ? green : red);
            else if (f.verdict == FitVerdict::Check)
                outline(pic, w, h, tops, f.pose.at, f.pose.facing, b.size, orange);
            else
                outline(pic, w, h, tops, start.at, start.facing, b.size, red);
            if (std::getenv("GRID_VERBOSE"))
                std::printf("    %zu %s miss %.3f turn %.2f: %s%s\n", i,
                            f.verdict == FitVerdict::Sure    ? "green"
                            : f.verdict == FitVerdict::Check ? "orange"
                                                             : "refused",
                            miss, turned, f.refused.c_str(), f.check.c_str());
            if (std::getenv("GRID_VERBOSE"))
                std::printf("      the truth's facing %+.2f° from the fit's; the photo shows "
                            "its edges %.2f %.2f %.2f %.2f\n",
                            std::remainder(b.facing - f.pose.facing, 360.0), shown[0], shown[1],
                            shown[2], shown[3]);
            if (std::getenv("GRID_VERBOSE"))
                std::printf("      fig %d size %.1fx%.1f support %.2f %.2f %.2f %.2f  miss %.3f "
                            "%.3f %.3f %.3f  rms %.3f "
                            "spread %.3f %.2f ppi %.1f turn %.2f %.2f %.2f %.2f line %d/%d\n",
                            int(b.figures), b.size.x, b.size.y, f.support[0], f.support[1],
                            f.support[2], f.support[3], f.edgeMiss[0], f.edgeMiss[1], f.edgeMiss[2],
                            f.edgeMiss[3], f.residual, f.spread, f.spreadTurn, f.pixelsPerInch,
                            f.edgeTurn[0], f.edgeTurn[1], f.edgeTurn[2], f.edgeTurn[3], f.lineIndex,
                            f.lineCount);
        }
        const double secs =
            std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
        slowestScene = std::max(slowestScene, secs);
        stbi_write_jpg((stem + "-fits.jpg").c_str(), w, h, 3, pic.data(), 80);
        // Each base's own picture: 100 pixels either way of its centre, twice the size.
        for (std::size_t i = 0; i < s.bases.size(); ++i) {
            const Vec2 c = topsOf[i].apply(s.bases[i].at);
            const int R = 50 * std::max(1, w / 1600), side = 4 * R;
            std::vector<std::uint8_t> crop(std::size_t(side) * side * 3, 0);
            for (int y = 0; y < side; ++y)
                for (int x = 0; x < side; ++x) {
                    const int sx = int(c.x) - R + x / 2, sy = int(c.y) - R + y / 2;
                    if (sx < 0 || sy < 0 || sx >= w || sy >= h) continue;
                    std::copy_n(&pic[(std::size_t(sy) * w + sx) * 3], 3,
                                &crop[(std::size_t(y) * side + x) * 3]);
                }
            char name[32];
            std::snprintf(name, sizeof name, "-base%02zu.png", i);
            stbi_write_png((stem + name).c_str(), side, side, 3, crop.data(), side * 3);
        }
        char tail[64];
        std::snprintf(tail, sizeof tail, "%.0f-%.0f  (%.2f s)", ppiLo, ppiHi, secs);
        printGridRow(s.name, t, tail);
        all.add(t);
    }
    printGridAll(all);
    std::printf("slowest scene's fits %.2f s\n", slowestScene);
    return 0;
}
