// What tools/photo-grid reports, shared by its two ways of fitting the grid's tables: the
// grid's own fits of the core (coupdoeil-photo-grid) and the app's "Fit every unit to photo"
// run on the scenarios it writes (coupdoeil-photo-grid-app). The tables, how a fit is counted
// against the truth, and the table of numbers: one copy, so the two reports can be compared
// line by line.
#pragma once

#include "core/homography.h"
#include "core/photo_fit.h"

#include "photo_scenes.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <optional>
#include <string>
#include <vector>

namespace cdo::test {

// A scene's count: found (green and within kFitSureInches and kFitSureDegrees of the truth),
// green but off (the silent errors), orange near (right) or far, refused; and the bases whose
// photo shows two of their edges (showsTwoEdges) and how many of those were found, the share
// the fit is aimed at (80 %).
struct GridTally {
    int found = 0, greenOff = 0, orangeNear = 0, orangeFar = 0, refused = 0, total = 0;
    int shown = 0, foundShown = 0;
    void add(const GridTally& o) {
        found += o.found, greenOff += o.greenOff, orangeNear += o.orangeNear;
        orangeFar += o.orangeFar, refused += o.refused, total += o.total;
        shown += o.shown, foundShown += o.foundShown;
    }
};

// The camera that took the scene's photo, recovered from its exact marks as the app recovers
// it from the player's.
inline std::optional<PhotoCamera> sceneCamera(const Scene& s) {
    return recoverCamera(fitPhoto(sceneMarks(s)).toImage,
                         {double(s.camera.width), double(s.camera.height)});
}

// The map of the photo at the height of the scene's bases' tops (the camera recovered from
// the marks), as the grid's fits and the app's use it. `above`: what the bases stand on (a
// hill's height), 0 for the cloth.
inline Homography sceneTops(const Scene& s, double above = 0) {
    const auto cam = sceneCamera(s);
    return cam ? mapAtHeight(*cam, s.thickness + above) : fitPhoto(sceneMarks(s)).toImage;
}

// The fit's search for the scene's bases standing `above` the cloth: their rim as that camera
// sees it (withRim), as the app's Fit every unit to photo knows it.
inline FitSearch sceneSearch(const Scene& s, double above = 0) {
    const auto cam = sceneCamera(s);
    return cam ? withRim({}, *cam, s.thickness + above, s.thickness) : FitSearch{};
}

// Whether the photo shows two or more of the base's edges where it truly stands: each edge
// read as the edge fit reads it (edgesShownAt) and shown when at least kFitEdgeSupport of it
// finds the edge there, the share an edge needs to support a fit. A base whose flock is like
// the cloth, or whose edges are all under figures, shadow and neighbours, shows fewer.
inline bool showsTwoEdges(const std::array<double, 4>& shown) {
    return std::count_if(shown.begin(), shown.end(),
                         [](double v) { return v >= kFitEdgeSupport; }) >= 2;
}
inline bool showsTwoEdges(const ImageView& photo, const Homography& tops, const SceneBase& b) {
    return showsTwoEdges(edgesShownAt(photo, tops, b.size, {b.at, b.facing}));
}

// The grid: three cameras, bases apart or in lines in contact, flock unlike the cloth or close
// to it (tests/photo_scenes.h), seeded; --big the same tables at 4000 x 3000. Another
// `firstSeed` lays other tables out the same way (its scenes' names end "-sSEED"): a grid to
// check on that nothing was tuned to. At 4000 x 3000 the six tables of flock unlike the cloth
// come first and keep the layouts and drops they had when the big grid had only those; the
// tables of flock close to the cloth follow, laid out as the same tables at 1600 x 1200.
inline constexpr unsigned kGridSeed = 1805;
inline std::vector<Scene> photoGrid(bool big, unsigned firstSeed = kGridSeed) {
    std::vector<Scene> out;
    const int w = big ? 4000 : 1600, h = big ? 3000 : 1200;
    const std::pair<const char*, SceneCamera> cams[3] = {
        {"top", topCamera(w, h)}, {"stand", standingCamera(w, h)}, {"far", farCamera(w, h)}};
    const std::string tail = firstSeed == kGridSeed ? "" : "-s" + std::to_string(firstSeed);
    unsigned unlikeSeed = firstSeed; // the big grid's unlike tables, one after the other
    // The big grid in two passes (unlike, then close), the small in one.
    for (int pass = 0; pass < (big ? 2 : 1); ++pass) {
        unsigned seed = firstSeed;
        for (const auto& [cname, cam] : cams)
            for (const bool contact : {false, true})
                for (const bool close : {false, true}) {
                    const unsigned own = seed++;
                    if (big && close != (pass == 1)) continue;
                    Scene s;
                    s.name = std::string(cname) + (contact ? "-contact" : "-apart") +
                             (close ? "-close" : "-unlike") + (big ? "-4000" : "") + tail;
                    s.camera = cam;
                    s.flockLikeCloth = close;
                    s.softShadows = contact && !close;
                    const unsigned layout = big && !close ? unlikeSeed++ : own;
                    s.bases = sceneBases(contact, int(layout % 4), layout, s.group);
                    out.push_back(std::move(s));
                }
    }
    return out;
}

// Degrees between two facings, 0 to 180. A square base turned 90° (or any base 180°) is off:
// its front is another edge.
inline double gridTurnBetween(double a, double b) {
    const double d = std::fmod(std::abs(a - b), 360.0);
    return std::min(d, 360 - d);
}

// Within kFitSureInches and kFitSureDegrees of the truth.
inline bool gridRight(const SceneBase& truth, const BasePose& fitted) {
    return dist(fitted.at, truth.at) <= kFitSureInches &&
           gridTurnBetween(fitted.facing, truth.facing) <= kFitSureDegrees;
}

// Counts base `index` of `scene` fitted at `fitted` with `verdict`, saying each green but off.
// True when the fit is right.
inline bool tallyFit(GridTally& t, const std::string& scene, std::size_t index,
                     const SceneBase& truth, FitVerdict verdict, const BasePose& fitted,
                     bool showsTwo) {
    const bool right = gridRight(truth, fitted);
    ++t.total;
    if (showsTwo) {
        ++t.shown;
        if (right && verdict == FitVerdict::Sure) ++t.foundShown;
    }
    if (verdict == FitVerdict::Sure) {
        (right ? t.found : t.greenOff)++;
        if (!right)
            std::printf("  GREEN BUT OFF %s base %zu: %.3f\" %.2f°\n", scene.c_str(), index,
                        dist(fitted.at, truth.at), gridTurnBetween(fitted.facing, truth.facing));
    } else if (verdict == FitVerdict::Check) {
        (right ? t.orangeNear : t.orangeFar)++;
    } else {
        ++t.refused;
    }
    return right;
}

// `last`: what the rows give after the counts ("px/in" and the time, or the time alone).
// "2 edges": the bases whose photo shows two of their edges, and how many of them were found.
inline void printGridHeader(const char* last) {
    std::printf("%-24s %5s %6s %9s %7s %7s %7s %9s  %s\n", "scene", "bases", "found", "green-off",
                "orange", "(near)", "refused", "2 edges", last);
}

// One scene's line; `tail` what follows the counts (pixels an inch, the time).
inline void printGridRow(const std::string& name, const GridTally& t, const std::string& tail) {
    const std::string two = std::to_string(t.foundShown) + "/" + std::to_string(t.shown);
    std::printf("%-24s %5d %6d %9d %7d %7d %7d %9s%s%s\n", name.c_str(), t.total, t.found,
                t.greenOff, t.orangeNear + t.orangeFar, t.orangeNear, t.refused, two.c_str(),
                tail.empty() ? "" : "  ", tail.c_str());
}

inline void printGridAll(const GridTally& all) {
    printGridRow("all", all, "");
    std::printf("found %.0f %%, green but off %d; of the %d bases whose photo shows two of their "
                "edges, %d found (%.0f %%)\n",
                all.total ? 100.0 * all.found / all.total : 0.0, all.greenOff, all.shown,
                all.foundShown, all.shown ? 100.0 * all.foundShown / all.shown : 0.0);
}

} // namespace cdo::test
