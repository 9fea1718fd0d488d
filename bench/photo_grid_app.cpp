// tools/photo-grid --app: the app's own "Fit every unit to photo" on the grid's tables, without
// a window. Each SCENE.yaml that `coupdoeil-photo-grid OUTDIR --scenarios` wrote (the photo
// its backdrop with the exact marks, each line of bases dropped as one) is opened as the app
// opens a file (Document::open), its photo decoded as the app decodes it (decodePhoto), and
// every unit the photo shows fitted by the function the button calls (fitUnitsToPhoto, over
// backdrop.cpp's fitEach: lines in contact found from where the units stand, the plane of
// each base's top). The fitted places are the scenario after the fit's one undo step; each is
// counted against the scene's truth (tests/photo_scenes.h) as the grid counts its own fits
// (photo_grid_report.h): found, green but off, orange, refused.
//
//   coupdoeil-photo-grid-app OUTDIR [--big] [--only NAME]
#include "app/document/backdrop.h"
#include "app/document/document.h"
#include "app/tools/photo_decode.h"

#include "photo_grid_report.h"

#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <string>
#include <vector>

using namespace cdo;
using namespace cdo::test;

namespace {

// The scene's bases fitted through the app, counted into `t`, and in `inLines` those fitted (or
// tried) as one of a line in contact; false (said) when the scenario or its photo cannot be had.
bool fitScene(const Scene& scene, const std::string& stem, GridTally& t, int& inLines) {
    if (!std::filesystem::exists(stem + ".yaml")) {
        std::fprintf(stderr, "%s.yaml: missing (run coupdoeil-photo-grid OUTDIR --scenarios)\n",
                     stem.c_str());
        return false;
    }
    const app::Document doc = app::Document::open(stem + ".yaml");
    const Scenario& s = doc.scenario();
    const auto& backdrop = app::backdropOf(s);
    const auto fit = backdrop ? app::backdropFit(*backdrop) : std::nullopt;
    if (!fit) {
        std::fprintf(stderr, "%s.yaml: no backdrop placed by its marks\n", stem.c_str());
        return false;
    }
    app::DecodeControl ctl;
    const app::DecodedPhoto photo = app::decodePhoto(backdrop->image, 8192, ctl);
    if (!photo.error.empty()) {
        std::fprintf(stderr, "%s: %s\n", backdrop->image.c_str(), photo.error.c_str());
        return false;
    }
    const ImageView view{int(photo.full.width), int(photo.full.height), 4, photo.full.rgba.data(),
                         photo.focal};
    const std::vector<int> units =
        app::unitsOnPhoto(s, *fit, {double(photo.full.width), double(photo.full.height)});
    const app::FitOutcome out =
        app::fitUnitsToPhoto(s, doc.table(), view, *fit, units, "Fit every unit to photo");
    const Homography tops = sceneTops(scene);
    Scenario after = s;
    if (out.command) out.command->apply(after);
    // The scene's base i is unit "bI"; one the fit did not try is counted refused.
    for (std::size_t i = 0; i < scene.bases.size(); ++i) {
        const std::string id = "b" + std::to_string(i);
        const int k = after.gt().unitIndex(id);
        if (k < 0) {
            std::fprintf(stderr, "%s.yaml: no unit %s\n", stem.c_str(), id.c_str());
            return false;
        }
        const app::UnitFit* u = nullptr;
        for (const app::UnitFit& f : out.report.units)
            if (f.id == id) u = &f;
        const FitVerdict verdict = !u || !u->fitted ? FitVerdict::Refused
                                   : u->check       ? FitVerdict::Check
                                                    : FitVerdict::Sure;
        const Unit& placed = after.gt().units[std::size_t(k)];
        const bool right =
            tallyFit(t, scene.name, i, scene.bases[i], verdict, {placed.at, placed.facing},
                     showsTwoEdges(view, tops, scene.bases[i]));
        if (u && u->words.find(" as one line of ") != std::string::npos) ++inLines;
        if (std::getenv("GRID_VERBOSE"))
            std::printf("    %zu %s: %s\n", i, right ? "right" : "off",
                        u ? u->words.c_str() : "not tried");
    }
    return true;
}

} // namespace

int main(int argc, char** argv) {
    if (argc < 2) {
        std::fprintf(stderr,
                     "usage: coupdoeil-photo-grid-app OUTDIR [--big] [--seed N] [--only NAME]\n");
        return 2;
    }
    const std::filesystem::path dir = argv[1];
    bool big = false;
    std::string only;
    unsigned seed = kGridSeed;
    for (int i = 2; i < argc; ++i) {
        const std::string a = argv[i];
        if (a == "--big") big = true;
        if (a == "--only" && i + 1 < argc) only = argv[++i];
        if (a == "--seed" && i + 1 < argc) seed = unsigned(std::strtoul(argv[++i], nullptr, 10));
    }
    std::printf("Through the app (Fit every unit to photo on each SCENE.yaml):\n");
    printGridHeader("time");
    GridTally all;
    int inLines = 0;
    for (const Scene& scene : photoGrid(big, seed)) {
        if (!only.empty() && scene.name.find(only) == std::string::npos) continue;
        GridTally t;
        const auto t0 = std::chrono::steady_clock::now();
        try {
            if (!fitScene(scene, (dir / scene.name).string(), t, inLines)) return 1;
        } catch (const std::exception& e) {
            std::fprintf(stderr, "%s: %s\n", scene.name.c_str(), e.what());
            return 1;
        }
        const double secs =
            std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
        char tail[32];
        std::snprintf(tail, sizeof tail, "(%.2f s)", secs);
        printGridRow(scene.name, t, tail);
        all.add(t);
    }
    printGridAll(all);
    std::printf("fitted (or tried) as lines in contact %d\n", inLines);
    return 0;
}
