// Every limit the file layer puts on what it reads, in one place. A file beyond any of them is
// refused at the offending value with a message naming the limit (docs/scenario-errors.md lists
// each one with its message). They keep every answer exact and every load near-linear in time:
// nothing a player sets up on a real table comes near them.
#pragma once

#include <cstddef>

namespace cdo::limits {

// A scenario or army-list file: at most 16 MiB (16,777,216 bytes). The demo table is 6 KB, the
// largest army list 9 KB, 10,000 units about 0.75 MB. The loader reads in one pass of
// yaml-cpp's parser (about 10 MB a second here; its own node trees are not built), so a
// 10 MB file loads in about a second, 16 MiB in under two (README, Speed).
inline constexpr std::size_t maxFileBytes = std::size_t{16} << 20;

// One YAML document per file (a second '---' is refused).
inline constexpr int maxDocuments = 1;

// Lists and maps within each other: at most 100 deep. A scenario needs 5 (a point of an
// outline of a terrain entry); the parser recurses once a level, so 10,000 nested '[' would
// otherwise run it near the end of its stack.
inline constexpr std::size_t maxNesting = 100;

// A map key (also an unknown one, kept and written back) is at most 256 characters: far below
// YAML's 1,024-character limit on plain keys, even when a writer must escape every character.
inline constexpr std::size_t maxKeyLength = 256;

// Unit and terrain ids, and army-list ids: 1 to 100 characters, letters, digits, '-', '_', '.'.
inline constexpr std::size_t maxIdLength = 100;

// Lengths, in inches after conversion from cm or mm.
inline constexpr double minLength = 0.001;     // any size or width (a fortieth of a mm)
inline constexpr double maxTableSide = 1000.0; // table width and depth (83 feet)
inline constexpr double maxBaseSide = 50.0;    // a base's frontage or depth
inline constexpr double maxRoadWidth = 50.0;   // a road's width
inline constexpr double maxHillHeight = 12.0;  // a hill's top above the cloth

// Every point (a unit's centre, an outline, top or path corner) lies on the table:
// 0 <= x <= width and 0 <= y <= depth. Bases may overhang the edge; centres may not.

// Corners of one outline, top or path: at most 1,000. Building the rulings' view of an area
// (erosion, convex pieces by ear clipping) is quadratic in its corners; 1,000 keep it under a
// few milliseconds, and a hand-drawn wood has a few dozen.
inline constexpr std::size_t maxVertices = 1000;

// Corners of all outlines, tops and paths of a scenario together: at most 10,000, so that
// the quadratic cost per outline cannot be repeated a thousand times (ten outlines of 1,000
// corners take about half a second to build).
inline constexpr std::size_t maxTotalVertices = 10000;

// Units in one scenario: at most 20,000 (`targets` answers over 10,000 units in about half a
// second, over 20,000 in about 1.2 s; see README, Speed).
inline constexpr std::size_t maxUnits = 20000;

// Terrain entries in one scenario: at most 2,000.
inline constexpr std::size_t maxTerrain = 2000;

// La Bataille maps (la-bataille.md L0): at most 999 columns and 999 rows (ids have three digits
// each beyond 99), and at most 250,000 hexes in all (500 x 500, far beyond any printed map of
// the series, which are about 30 x 22 hexes a sheet): every hex's state fits in a few MB.
inline constexpr int maxMapSide = 999;
inline constexpr long long maxMapHexes = 250000;

// A hex's elevation: a level from -100 to 100 (real maps use a handful of levels).
inline constexpr int minElevation = -100;
inline constexpr int maxElevation = 100;

// A counter's increments, printed movement, artillery range and place in its stack: at most
// 999 each, so that sums over a whole map stay far inside an int.
inline constexpr int maxCounterValue = 999;

// An army-list unit's counts (armies/README.md): the largest brigade-sized body on one base is
// far below each. A count past them is a slip (a unit's men typed as the corps').
inline constexpr long long maxUnitBattalions = 20;
inline constexpr long long maxUnitSquadrons = 40;
inline constexpr long long maxUnitGuns = 100;
inline constexpr long long maxUnitMen = 50000;

// The turn record (Grande Tactique G9): turn numbers up to 9,999, a general's PIPs and an
// action's cost up to 99 (a die gives 1 to 6), at most 10,000 actions in one turn.
inline constexpr long long maxTurnNumber = 9999;
inline constexpr long long maxPips = 99;
inline constexpr std::size_t maxTurnActions = 10000;

// A backdrop photo (the app's `backdrop:`): its file at most 64 MiB, at most 20,000 pixels a
// side and 50 million pixels in all (checked in the file's header before it is decoded, so a
// small file cannot ask for gigabytes: 50 million pixels are 200 MB decoded; a 48-megapixel
// phone photo is 8,064 x 6,048). A mark's photo point lies within 0 to 20,000 pixels; its
// path is at most 4,096 characters.
inline constexpr std::size_t maxImageBytes = std::size_t{64} << 20;
inline constexpr long long maxImageSide = 20000;
inline constexpr long long maxImagePixels = 50000000;
inline constexpr std::size_t maxPathLength = 4096;
// What decoding a photo may take, worked out from its header before it is decoded: the
// decoder's memory at its peak (a PNG's inflated rows, its pixels at their bit depth and the
// 8-bit RGBA copy; a JPEG's pixels, and for a progressive one its coefficients, 2 bytes each)
// at most 512 MiB: a 50-million-pixel 8-bit PNG (about 400 MB) or progressive JPEG (about
// 500 MB) decodes, a 16-bit RGBA PNG of 7,071 x 7,071 (800 MB: 389 KB of file took 836 MB)
// is refused. A progressive JPEG's scans are each a pass over every pixel: at most 50 (an
// encoder's usual script has 10; 30,000 copies of one scan in 3 MB took 40 s to decode).
inline constexpr long long maxImageDecodeBytes = 512LL << 20;
inline constexpr int maxJpegScans = 50;

} // namespace cdo::limits
