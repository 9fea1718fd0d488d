// Fit to photo: where a photo of the real table shows a base of a known footprint, near where
// the unit stands now. A finger drops a base to about ±1"; the photo's edges place it to a
// few hundredths. Plain maths on the photo's pixels (no SFML): the app hands the decoded
// picture and the backdrop's fitted map (core/homography.h).
#pragma once

#include "core/geometry.h"
#include "core/homography.h"

#include <array>
#include <cstdint>
#include <string>
#include <vector>

namespace cdo {

// A decoded picture: row by row from the top, no padding between rows.
struct ImageView {
    int width = 0, height = 0;
    int channels = 4; // 3 (RGB) or 4 (RGBA: alpha ignored)
    const std::uint8_t* pixels = nullptr;
    // The focal length of the camera that took it, in its pixels (a photo's EXIF gives it:
    // io::focalPixels); 0 when unknown.
    double focal = 0;
};

struct BasePose {
    Vec2 at;           // centre, table inches
    double facing = 0; // compass degrees
};

// How far from the present pose the fit looks, and what is known of the base's rim.
struct FitSearch {
    double radius = 1.5; // inches the centre may move
    double turn = 30;    // degrees either way
    // The photo is mapped at the plane of the bases' tops; below each top edge that faces the
    // camera the photo shows the base's rim, down to its foot on the ground (rimBeyond). Its
    // depth (the base's thickness, inches) and the camera's eye: the table point under it and
    // its height over the tops (PhotoCamera's eyeOver, and its eyeHeight less the tops' height).
    // A depth or height of 0: nothing is known of a rim (a card base, or no camera).
    double rimDepth = 0;
    Vec2 eyeOver;
    double eyeAbove = 0;
};

// How far beyond each edge of a base of `size` at `pose` (its middle; kEdgeNames' order) the
// photo shows its rim's foot, mapped at the tops' plane (inches; 0 for an edge that faces away
// from the camera): the foot lies rimDepth under the edge, and the eye's ray to it meets the
// tops' plane rimDepth / (eyeAbove + rimDepth) of the way from the edge towards the point
// under the eye. All 0 where `search` knows no rim.
std::array<double, 4> rimBeyond(Vec2 size, BasePose pose, const FitSearch& search);
// `search` with the rim of bases `rimDepth` thick whose tops stand `topsHeight` above the
// table (their thickness, and a hill's height), seen by `camera`.
FitSearch withRim(FitSearch search, const PhotoCamera& camera, double topsHeight, double rimDepth);

// Below this the edges are not trusted: the mean colour step across them, as a fraction of the
// largest step there is (black to white in every channel). 0.06 is about 15 levels of 255 in
// each channel: a dark base on a dark cloth, or bare cloth.
inline constexpr double kFitMinContrast = 0.06;
// A fit needs every edge of the footprint: the weakest edge's step at least this fraction of
// the strongest's. A base of another size leaves one edge on cloth or inside the base.
inline constexpr double kFitMinEdgeShare = 0.4;
// ... and its step under this (an edge on bare cloth, or inside the base: the noise's own
// steps). A weak edge with more is left to the evidence (kFitEdgeSupport): on a real table the
// rim, a shadow or the figures make one edge weaker than the others.
inline constexpr double kFitMissingEdge = 0.045;
// The best pose must beat the best distinct one (0.5" or 10° away) by this fraction of its
// score: two places fitting about as well are a guess, not a fit.
inline constexpr double kFitMinMargin = 0.1;

// How many of the coarse grid's best distinct poses are climbed and edge fitted (the fit
// keeps the one its edges support most), and how near the best's score the others must be.
inline constexpr int kFitStarts = 4;
inline constexpr double kFitStartShare = 0.6;
// Another place the starts climbed to, whose edges support it along this share of the
// outline the found place's do, or more: two places the photo bears out about as well (a base
// fitted alone in a line of one flock sits as well straddling its neighbour).
inline constexpr double kFitRivalShare = 0.8;
// A fit from a nearby start (kFitStableInches) that lands where the edges support under this
// share of what they support at the found place is not counted: it was pulled off the base.
inline constexpr double kFitProbeShare = 0.8;

// A base narrower than this many photo pixels (its frontage or depth at its place) is refused:
// too small to see its edges.
inline constexpr double kFitMinPixels = 4;

// How far a fit may be trusted. Sure (green): the evidence says within kFitSureInches and
// kFitSureDegrees: at least three edges each supported along most of their length and agreeing
// with the fitted rectangle, and the same place found from starts moved a little. Check
// (orange): a place, but not that evidence; the player looks. Refused: no place, with why.
enum class FitVerdict { Sure, Check, Refused };
inline constexpr double kFitSureInches = 0.1;
inline constexpr double kFitSureDegrees = 1.0;
// A corner (two adjacent edges, no third) is sure only from this many pixels an inch, where a
// 1.5" edge spans 45 pixels and 1° moves its ends 0.8 pixel; its two edges' lines within
// kFitCornerTurn of the fitted facing, as nothing else witnesses the facing.
inline constexpr double kFitCornerPixelsPerInch = 30;
inline constexpr double kFitCornerTurn = 0.5;
// ... and the rim beyond its two edges (rimBeyond, the two as one vector), where the photo does
// not show it as a rim below the top's edge (BaseFit's rimSeen), under this (inches): with no
// edge opposite either, a step the fit finds may be the top's edge or the rim's foot, and a
// corner on the feet is about the rim's width off. On the ray-traced grid a line of three
// 2" x 1.5" bases of flock like the cloth, seen from 30" beyond the table, was fitted green
// 0.21" off by its two near edges: the steps from the rim's dark band to the cloth, 0.18"
// beyond the top's corner by rimBeyond, and the band's blur a few hundredths further.
inline constexpr double kFitCornerRim = 0.05;
// A base not sure by its four edges (orange or refused: its top like the cloth, say) is fitted
// again, from kFitCornerPixelsPerInch, by the two edges that face the camera alone, as a corner
// on its top's edges above the rim's band, where that band spans at least this many photo
// pixels across each of them (rimBeyond), and kept when that corner is sure (BaseFit::byRim).
inline constexpr double kFitRimCornerPixels = 1;
// Two opposite edges with the two across them unsupported place a base only from
// kFitCornerPixelsPerInch, the pair within kFitCornerTurn of the fitted facing, as a corner, and
// only where each of the other two is glimpsed: at least this share of its reads on one line,
// within kFitEndAgree of the rectangle's edge (inches). The pair says nothing of where along it
// the base stands; the glimpses of both ends say it together, as the base's known length lies
// between them. On the ray-traced grid at 4000 x 3000, bases and lines of 15 mm and 28 mm
// figures showed two opposite edges clearly and the other two under the figures and their
// shadows, 14% to 42% of those ends' reads on their lines, within 0.008" of the rectangle; each
// was within 0.01" and 0.5° of the truth. Two fits with one end glimpsed or none (a 1.5" square
// of a line of two, 0.29" off, and a 2" x 1.5" base 0.17" off) slid: no second glimpse, and
// unstable.
inline constexpr double kFitEndSupport = 0.1;
inline constexpr double kFitEndAgree = 0.02;
// Photo pixels an inch under which 0.1" is under a pixel: refused.
inline constexpr double kFitMinPixelsPerInch = 10;
// An edge supports the fit when this share of the reads along its middle 80% find a step
// there, and their own line lies within kFitEdgeAgree of the rectangle's edge (or half a
// pixel, when that is more) and within kFitEdgeTurn of its direction.
inline constexpr double kFitEdgeSupport = 0.5;
inline constexpr double kFitEdgeAgree = 0.05;
inline constexpr double kFitEdgeTurn = 2.0;
// Which edges measure the facing: those of the footprint's longer side, within this of its
// length (inches; both sides of a square). They are read over the most pixels, so a fraction
// of a pixel turns their lines the least; one that runs more than kFitSureDegrees from the
// fitted facing is the best witness there is saying the facing is that far off (judgeFit).
inline constexpr double kFitLongSideTolerance = 0.01;
// Whether a read across an edge shows one edge: `lambda` its colour at even steps from inside
// to outside, as the share of the way from the inside's colour to the outside's (0 to 1), at
// `pixelsPerInch` photo pixels an inch across the edge. It goes back towards the inside's
// colour where a second edge is in the window (a neighbour's corner, a figure). Below
// kFitSharpPixelsPerInch every fall counts, summed: over kFitFallBack, two edges. At or above
// it, only the deepest fall below the highest share so far: over kFitSharpFallBack, two edges.
// In a sharp photo the flock's grain and the noise, a pixel across, make many small falls that
// add up past kFitFallBack on most reads of a clean edge, while a neighbour's corner is one
// deep fall. On the ray-traced grid (tools/photo-grid) the sharp rule found 74 of 126 bases at
// 33-54 pixels an inch instead of 28, none green but off; at 13-22 it would have left 4 or 5
// green but off.
bool oneEdgeAcross(const std::vector<double>& lambda, double pixelsPerInch);
inline constexpr double kFitSharpPixelsPerInch = 30;
inline constexpr double kFitFallBack = 0.15;
inline constexpr double kFitSharpFallBack = 0.3;
// A read supports its edge when it lies within this of the edge's own line (inches).
inline constexpr double kFitEdgeBand = 0.04;
// Fits started from the found place moved by 0.15" and turned 3° must come back within these.
inline constexpr double kFitStableInches = 0.03;
inline constexpr double kFitStableDegrees = 0.5;

struct BaseFit {
    bool fitted = false; // a place found: verdict Sure or Check
    FitVerdict verdict = FitVerdict::Refused;
    std::string check; // Check: what the player should look at, in words
    // The evidence: photo pixels an inch at the base (the fewer of along its frontage and
    // its depth), each edge's support (0 to 1, kEdgeNames' order: front, rear, left, right)
    // and its own line's distance from the rectangle's (inches), how many edges support the
    // fit, the fitted rectangle's RMS residual (inches) and how far fits from nearby starts
    // strayed (inches, degrees).
    double pixelsPerInch = 0;
    std::array<double, 4> support{}, edgeMiss{};
    // The footprint fitted (frontage, depth; inches): the line's, for a line of bases.
    Vec2 size;
    // Each edge's own line's turn from the rectangle's edge (degrees, kEdgeNames' order), signed
    // as a facing turns (+ clockwise): the four edges of a base turned from the rectangle all
    // give that turn, with one sign.
    std::array<double, 4> edgeTurn{};
    int supportingEdges = 0;
    // spread and spreadTurn are infinite when a fit from a nearby start could not read the edges.
    double residual = 0, spread = 0, spreadTurn = 0;
    BasePose pose;     // where the photo shows the base; the start when refused
    double moved = 0;  // inches from the start
    double turned = 0; // degrees from the start, + clockwise (compass)
    // The mean colour step across the footprint's edges at the pose (0 to 1, see
    // kFitMinContrast), the weakest edge's share of the strongest's, and the margin over the
    // next best distinct pose (0 to 1).
    double contrast = 0, weakestEdge = 0, margin = 0;
    std::string refused; // why not, in words, when !fitted
    // Fitted as one of a line of bases in contact (fitLineToPhoto): how many bases the line
    // has and this one's place in it (0 the leftmost of a line side by side, the front one of
    // a line front to back). 1 and 0 for a base fitted on its own.
    int lineCount = 1, lineIndex = 0;
    // The best other place the fit's starts climbed to (over kFitSureInches or kFitSureDegrees
    // from this one): how much of its outline its edges support, as a share of this place's
    // (0 when none), and how far it is (inches).
    double rival = 0, rivalDistance = 0;
    // The edges that do not support the fit and have the base's own flock beyond them (kEdgeNames'
    // order): the base does not end there.
    std::array<bool, 4> flockBeyond{};
    // How far beyond each edge the photo shows the base's rim (rimBeyond; inches), and whether
    // it shows it there as a rim below the top's edge (a band out to that width unlike the
    // ground beyond it): where the edge found is the rim's foot, the band lies inside it.
    std::array<double, 4> rim{};
    std::array<bool, 4> rimSeen{};
    // Placed by its two near edges alone, above the rim the photo shows below them
    // (kFitRimCornerPixels): sure as a corner is.
    bool byRim = false;
};

// Sure or Check from the evidence already in `fit` (size, pixelsPerInch, support, edgeMiss,
// edgeTurn, spread, spreadTurn, rival, flockBeyond, rim, rimSeen): green when three edges
// support it with one of each pair of opposite edges among them (kFitEdgeSupport...), every
// supporting edge of the footprint's longer side (all four of a square) runs within
// kFitSureDegrees of the fitted facing, and fits from nearby starts come back
// (kFitStableInches...). Two edges meeting at a corner are enough only from
// kFitCornerPixelsPerInch, both running within kFitCornerTurn of the fitted facing, and with
// the rim beyond them that the photo does not show as a rim under kFitCornerRim: on the
// ray-traced grid, corners with every read on their lines (support 1.0, 0.004" and 0.05° from
// the rectangle) were 1.4° off at 14 pixels an inch, and at 16-21 one was 3° off with its short
// edge 1.6° from the long one; at 33-54 pixels an inch every corner of flock unlike the cloth
// whose edges ran within 0.5° of the fitted facing was within 0.01" and 0.2° of the truth (of
// flock like the cloth, one lay 0.21" off on its rim's feet: kFitCornerRim). Two opposite
// edges place it as a corner would, where both edges across them are glimpsed (kFitEndSupport,
// kFitEndAgree). `readable` false: the edges could not be read to a fraction of a pixel
// (Check). Sets verdict, check (why, in words) and supportingEdges.
void judgeFit(BaseFit& fit, bool readable);

// How much of each edge of a base of `size` standing at `pose` the photo shows (0 to 1,
// kEdgeNames' order): the share of reads across the edge, one a pixel along its middle 80%,
// that find one clean step (of at least kFitMinContrast) with the base's own colour inside,
// within kFitEdgeBand of the reads' median (the edge fit's reads and its evidence of each
// edge, without its solve); 0 where that median lies over kFitSureInches from the edge. The
// fit never asks it, as it does not know where the base stands; the photo grid asks it where
// each base truly stands, to count the bases whose photo shows two of their edges. All 0
// where the photo does not map the edges.
std::array<double, 4> edgesShownAt(const ImageView& photo, const Homography& tableToImage,
                                   Vec2 size, BasePose pose);

// The pose within `search` of `start` where the photo shows a base of `size` (frontage,
// depth; inches): scored by the colour step across the footprint's four edges (samples just
// inside against just outside each edge, at table points mapped into the photo by
// `tableToImage`, read bilinearly), a coarse grid first, then refined from its few best
// poses (kFitStarts), keeping the one whose edges support it most. A rectangle looks the
// same turned 180° (a square, 90°): the search stays within `search.turn` of the start's
// facing, so the facing kept is the one nearest the unit's present one. Where that is not sure
// (orange, or refused for any reason below but the photo's) and `search` knows the rim the
// camera sees (withRim), the base is fitted again, from kFitCornerPixelsPerInch, by its two edges
// facing the camera alone, on the rim's band below them (kFitRimCornerPixels), and that kept
// when it is sure (byRim): a base whose flock is like the cloth shows nothing else.
// Refused in words: no photo under the base, the footprint partly outside the photo, the base
// under kFitMinPixels across in the photo, edges too weak to trust, an edge missing (another
// size), two places fitting as well, or the best pose at the edge of the search (the base is
// further off than the search reaches).
BaseFit fitBaseToPhoto(const ImageView& photo, const Homography& tableToImage, Vec2 size,
                       BasePose start, const FitSearch& search = {});

// A line of bases of one flock in contact (side by side, or front to back), fitted as one: the
// photo shows no edge where two touch, but the line's outer edges are those of one rectangle,
// the sum of the bases' frontages (side by side) or depths (front to back). The line's place
// and facing are fitted as a base of that size (fitBaseToPhoto), and the known sizes, in the
// order the starts lie along the line, split it. `sizes` and `starts` one for each base. Side
// by side when the starts spread further along the first base's frontage than its depth;
// the bases must share the line's depth (side by side) or frontage (front to back) within
// 0.01", else each is fitted on its own. A line that is not sure is tried the other way too
// (front to back for side by side) when its bases allow it, and that kept when it is surer. Every
// base of the line shares the line's verdict and evidence, with its own pose, moved, turned,
// lineCount and lineIndex; refused, all are, with the line's reason.
std::vector<BaseFit> fitLineToPhoto(const ImageView& photo, const Homography& tableToImage,
                                    const std::vector<Vec2>& sizes,
                                    const std::vector<BasePose>& starts,
                                    const FitSearch& search = {});

// The lines of bases in contact among bases standing at `poses` (sizes[i] frontage and depth),
// for fitLineToPhoto: two bases are neighbours side by side when they are of one `flock` (the
// same key), face the same way within `turn` degrees, share their depth within 0.01" and stand
// their half frontages apart along it within `gap` inches, and no more than `gap` ahead or
// behind; front to back the same with frontage and depth swapped. A line is a chain of two or
// more such neighbours, side by side first (a block of four is its two rows); a base in no
// line, or in a cluster that is not a chain, is left out (fitted on its own). Each line's
// indices in its order along the line (left to right, front to rear).
std::vector<std::vector<int>> linesInContact(const std::vector<Vec2>& sizes,
                                             const std::vector<BasePose>& poses,
                                             const std::vector<int>& flock, double gap = 0.3,
                                             double turn = 5);

} // namespace cdo
