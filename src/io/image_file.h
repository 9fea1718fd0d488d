// A backdrop's photo read as a stranger's file (docs/scenario-errors.md, "The backdrop's
// photo"): a regular file of at most 64 MiB, PNG or JPEG, whose header gives a size within
// the limits before anything decodes it (a few kilobytes of PNG can claim a picture of
// gigabytes). The app decodes the bytes; io never does, but it reads a JPEG's EXIF orientation
// (the phone's "rotate when shown" tag) and turns the decoded pixels upright with it.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace cdo::io {

struct ImageInfo {
    std::string format;              // "PNG" or "JPEG"
    long long width = 0, height = 0; // as stored (before the orientation is applied)
    // EXIF orientation, 1 to 8 (TIFF tag 0x0112): how the stored pixels are turned to be seen
    // upright. 1 (as stored) for a PNG, and for a JPEG without the tag or whose EXIF block is
    // broken: such a block is ignored, never refused.
    int orientation = 1;
    // EXIF FocalLengthIn35mmFilm (tag 0xA405 of the Exif IFD), whole millimetres: what the lens
    // would be on a 36 x 24 mm frame. 0 when absent or out of reason (over 2000 mm).
    int focal35mm = 0;
    // What decoding takes, from the header: a PNG's bit depth and channels, a JPEG's
    // components, whether it is progressive and its scans; the decoder's peak memory in bytes.
    int bitDepth = 8, channels = 3, scans = 0;
    bool progressive = false;
    long long decodeBytes = 0;
};

// Orientations 5 to 8 turn the picture a quarter (or transpose it): width and height swap.
constexpr bool swapsSides(int orientation) {
    return orientation >= 5 && orientation <= 8;
}

// The camera's focal length in pixels of the upright picture, from the 35 mm equivalent (the
// frame's diagonal of 43.27 mm stands for the picture's diagonal); 0 when the photo does not
// give it. A phone's 26 mm on a 4000 x 3000 photo: 26 / 43.27 x 5000 = 3004 pixels.
double focalPixels(const ImageInfo& info);

// The whole file, or a LoadError without a position ("PATH: is a folder, not a file").
std::string readImageFile(const std::string& path);
// The format and size its header gives, or a LoadError without a position naming `path`;
// also refused before anything decodes it: a picture whose decoding would take more than
// limits::maxImageDecodeBytes, a progressive JPEG of more than limits::maxJpegScans scans.
ImageInfo imageInfo(std::string_view bytes, const std::string& path);

// RGBA pixels, 4 bytes each, row by row from the top left.
struct Pixels {
    unsigned width = 0, height = 0;
    std::vector<std::uint8_t> rgba;
};
// The picture as shown: the stored pixels (`width` x `height`, RGBA) turned upright by
// `orientation` (1 to 8; anything else is taken as 1), then shrunk by a whole factor `shrink`
// (each pixel the mean of a shrink x shrink box of the upright picture; the fewer than
// `shrink` rows and columns left over at its right and bottom are dropped, so upright pixel
// (x, y) stays at (x / shrink, y / shrink)).
Pixels uprightPixels(const std::uint8_t* rgba, unsigned width, unsigned height, int orientation,
                     unsigned shrink);

} // namespace cdo::io
