// The photo backdrop, display-free: its edits (each one undoable, each refused in words when
// the file would not load back), the fit of its marks, and the mesh that warps the photo onto
// the table. The photo itself (a texture) and the tool are photo_tool.h's.
#pragma once

#include "app/document/edits.h"
#include "app/document/history.h"
#include "core/grande_tactique/table.h"
#include "core/homography.h"
#include "core/model.h"
#include "core/photo_fit.h"

#include <array>
#include <optional>
#include <span>
#include <string>
#include <vector>

namespace cdo::app {

// The scenario's photo backdrop: a Grande Tactique table's, when it has one; never a La Bataille
// map's (it has none), so the shell asks without knowing the rule set.
const std::optional<Backdrop>& backdropOf(const Scenario& s);

// The marks placed on the photo so far, in their order.
std::vector<PhotoMark> placedMarks(const Backdrop& b);
// The maps, once 4 or more marks are placed (they always place the photo: every edit and
// the loader check them).
std::optional<PhotoFit> backdropFit(const Backdrop& b);

// A backdrop of the photo at `image` (as the app holds it: absolute) with four marks at the
// table's corners, none placed: near-left, near-right, far-right, far-left.
Backdrop newBackdrop(const Scenario& s, std::string image);
// "near-left corner" for a corner of the table, else "(12.5, 30)".
std::string markPlace(const Scenario& s, Vec2 table);

// Every change of the backdrop replaces it whole: one command, undoable. Successive changes
// with the same label in one gesture (an opacity slider dragged) are one undo step.
CommandPtr setBackdrop(std::optional<Backdrop> before, std::optional<Backdrop> after,
                       std::string label);
// Puts mark `i` at photo pixel `image`: refused in marksProblem's words when the placed marks
// could then not place the photo (three in line, another order than round the table).
EditResult placeMark(const Scenario& s, int i, Vec2 image);
// Mark `i`'s table point: on the table, and still placing the photo.
EditResult setMarkTable(const Scenario& s, int i, Vec2 table);
EditResult addMark(const Scenario& s, Vec2 table); // not placed yet; at most 20 marks
EditResult removeMark(const Scenario& s, int i);
CommandPtr setOpacity(const Scenario& s, double opacity); // clamped to 0.05 to 1

// The photo laid flat on the table as it was taken (to mark it): photo pixels -> table inches,
// the whole photo inside the table, centred, its top toward the far edge.
Homography flatOnTable(Vec2 imageSize, double tableWidth, double tableDepth);

// Triangles that draw the photo on the table: each has its table corners and the photo pixels
// there. They cover the part of the box [lo, hi] (table inches) that the photo shows, and are
// small enough that drawing each one with its photo linearly (as a GPU does) strays from the
// true projective map by at most `tolerance` inches anywhere (half a pixel at the view's zoom).
struct WarpTriangle {
    std::array<Vec2, 3> table, image;
};
std::vector<WarpTriangle> warpMesh(const Homography& tableToImage, Vec2 imageSize, Vec2 lo, Vec2 hi,
                                   double tolerance);

// The fit in words for the panel: "exact through 4 marks; 1 px of marking error moves a
// mark up to 0.05"" or "RMS 0.04", worst 0.09" at mark 5".
std::string fitWords(const PhotoFit& f);

// ---- Fit to photo -------------------------------------------------------------------------

// What a fit did to each unit it tried, for the panel and the dump.
struct UnitFit {
    std::string id;
    bool fitted = false;
    // Fitted but not sure (core/photo_fit.h, FitVerdict::Check): moved there and shown in
    // orange, "check this one" and why.
    bool check = false;
    // Fitted: "moved 0.42", turned 3.1°; sure: 4 edges agree, 20 px/in" or "check this one:
    // WHY; moved ..." (and "; overlaps ID" when the new place covers another unit's base);
    // refused: why, in core/photo_fit.h's words.
    std::string words;
};
struct FitReport {
    std::string summary; // "Fit to photo: 5 fitted, 1 refused"; empty before any fit
    std::vector<UnitFit> units;
};
struct FitOutcome {
    CommandPtr command; // every fitted unit moved, one undo step; null when none was
    FitReport report;
};

// The units whose centres the photo shows (the backdrop's map puts them inside its pixels).
std::vector<int> unitsOnPhoto(const Scenario& s, const PhotoFit& fit, Vec2 imageSize);
// Each unit of `units` fitted to the photo from where it stands now (its base's footprint as
// the table has it), on the plane of its base's top (baseThickness(): the camera recovered
// from the marks' map, core/homography.h); units of a line in contact fitted as one, and those
// not sure alone that stand near one another as a line would tried again as one (kept only when
// all are then sure); the fitted ones moved as one undo step named `label`. A new place that
// covers another unit's base (more than touching) is applied and said, never hidden.
FitOutcome fitUnitsToPhoto(const Scenario& s, const gt::Table& table, const ImageView& photo,
                           const PhotoFit& fit, std::span<const int> units,
                           const std::string& label);

// Where the player should look after a fit: each unit of `r` fitted but not sure ("check this
// one"), its base's outline kFitSureInches out all round (as far as a fit may stray and still
// be called right: the base should lie inside it), in table inches, round the base (FL, RL,
// RR, FR). Units no longer on the table are left out.
std::vector<std::array<Vec2, 4>> fitChecksToDraw(const Scenario& s, const gt::Table& table,
                                                 const FitReport& r);

} // namespace cdo::app
