// A photo of the table laid onto it: the projective map (homography) from photo pixels to table
// inches, fitted to marks placed on the photo at points of known table position. Plain maths:
// the file layer checks a backdrop's marks with marksProblem(), the app draws with the maps.
#pragma once

#include "core/geometry.h"

#include <array>
#include <optional>
#include <span>
#include <string>
#include <vector>

namespace cdo {

// A 3x3 matrix up to scale, row-major: (x, y) -> (X/W, Y/W) with (X, Y, W) = m (x, y, 1).
struct Homography {
    std::array<double, 9> m{1, 0, 0, 0, 1, 0, 0, 0, 1};

    Vec2 apply(Vec2 p) const;   // the point must not lie on the line sent to infinity (w = 0)
    double w(Vec2 p) const;     // the third homogeneous coordinate of p's image
    Homography inverse() const; // the adjugate: exact up to scale, no division by the det
    double determinant() const;
    // The most the map stretches a short step at p: output units per input unit (the largest
    // singular value of its Jacobian there).
    double stretch(Vec2 p) const;
};

// A mark: a point of the photo (pixels, x right, y down) and where it lies on the table.
struct PhotoMark {
    Vec2 image;
    Vec2 table;
};

inline constexpr std::size_t kMinPhotoMarks = 4;
inline constexpr std::size_t kMaxPhotoMarks = 20;

// Why these marks cannot place a photo, or nothing when they can. `mark` is the 0-based mark
// the message is about (-1: the marks as a whole). Refused: fewer than 4 or more than 20 marks;
// two marks at one place of the photo (under a pixel apart) or of the table (under 0.01");
// with 4 marks, three in line in the photo or on the table, or marks in another order round
// the photo than round the table (a photo seen through from behind, or two marks swapped);
// with more, no four of them fit for that, or a mark beyond the others' horizon.
struct MarkProblem {
    int mark = -1;
    std::string message;
};
std::optional<MarkProblem> marksProblem(std::span<const PhotoMark> marks);

// The fitted maps and how well they fit.
struct PhotoFit {
    Homography toTable; // photo pixels -> table inches
    Homography toImage; // table inches -> photo pixels
    // With 4 marks the map goes exactly through them, so the residual is 0 and says nothing;
    // with 5 or more (least squares), each mark's distance from where the map puts it.
    std::vector<double> residuals; // inches, one per mark
    double rms = 0;                // inches
    double worst = 0;              // inches
    int worstMark = -1;
    // How far one pixel of marking error moves a mark on the table: the largest stretch of
    // toTable at any mark, inches per photo pixel. With 4 marks this is the only measure of
    // how precise the placing can be.
    double inchesPerPixel = 0;
};
// Marks must pass marksProblem(); otherwise std::invalid_argument with its message.
PhotoFit fitPhoto(std::span<const PhotoMark> marks);

// The camera that took the photo, recovered from its map of the table: a pinhole with square
// pixels whose optical axis meets the photo at its middle (a phone's). From the map alone its
// focal length follows when the photo is taken at an angle (the table's two axes must come out
// square to each other and of one scale); from straight above it does not (a near camera with
// a wide lens and a far one with a long lens take the same picture of the cloth), and the
// photo's own focal length (EXIF) or a phone's usual one is taken.
struct PhotoCamera {
    double focal = 0;           // pixels
    bool focalFromMap = false;  // false: the one given, or a phone's usual one
    Vec2 centre;                // where the optical axis meets the photo, pixels
    double tilt = 0;            // degrees the view is from straight down
    double eyeHeight = 0;       // inches above the table
    Vec2 eyeOver;               // the table point under the camera, inches
    Homography tableToImage;    // the marks' map, at the table's plane
    std::array<double, 3> up{}; // the table's up, as the map sees it (photo pixels, per inch)
};
// A phone's main camera sees about 69° across its longer side: focal 0.75 of it.
inline constexpr double kPhoneFocalShare = 0.75;
// Under this many degrees from straight down the map's own focal length is too uncertain.
inline constexpr double kMinTiltForFocal = 12;
// `focalHint` in pixels, 0 for none. Nothing when the map cannot be a camera's above the
// table (a photo seen from below, or mirrored).
std::optional<PhotoCamera> recoverCamera(const Homography& tableToImage, Vec2 imageSize,
                                         double focalHint = 0);
// The map from table (x, y) to photo pixels of the points `height` inches above the table
// (the tops of bases that thick, a hill's top): the marks' map moved along the camera's
// view of the table's up. At height 0 it is the marks' map itself.
Homography mapAtHeight(const PhotoCamera& camera, double height);

} // namespace cdo
