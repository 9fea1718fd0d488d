#include "io/image_file.h"

#include "core/limits.h"
#include "io/scenario_io.h"

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <cstring>

namespace cdo::io {

namespace {

[[noreturn]] void refuse(const std::string& path, const std::string& message) {
    throw LoadError(path, 0, 0, message);
}

unsigned be16(std::string_view b, std::size_t at) {
    return unsigned(std::uint8_t(b[at])) << 8 | unsigned(std::uint8_t(b[at + 1]));
}
unsigned long be32(std::string_view b, std::size_t at) {
    return (unsigned long)be16(b, at) << 16 | be16(b, at + 2);
}

// What a phone's EXIF block (an APP1 segment's payload, the bytes after its length) tells the
// app: the orientation (1 when absent) and the 35 mm equivalent focal length (0 when absent).
// The payload is a stranger's: every offset and count is checked against its length before it
// is read, and anything out of place (not EXIF, a bad byte-order mark, an IFD outside the
// block, more entries than fit, a tag of another type or count, an orientation outside 1-8)
// leaves that tag unread. IFD0 is read, and from it at most one link, to the Exif IFD (tag
// 0x8769, where the focal length is); that IFD's own links are not followed, so a block whose
// IFDs point at each other cannot loop.
struct ExifTags {
    int orientation = 1;
    int focal35mm = 0;
};
ExifTags exifTags(std::string_view p) {
    ExifTags out;
    static constexpr std::string_view exif{"Exif\0\0", 6};
    if (p.size() < exif.size() || p.substr(0, exif.size()) != exif) return out;
    const std::string_view t = p.substr(exif.size()); // the TIFF block: offsets count from here
    if (t.size() < 8) return out;
    bool little;
    if (t.substr(0, 4) == std::string_view("II*\0", 4))
        little = true;
    else if (t.substr(0, 4) == std::string_view("MM\0*", 4))
        little = false;
    else
        return out;
    // Callers check that [at, at + 2) or [at, at + 4) lies inside t.
    const auto u16 = [&](std::size_t at) -> unsigned {
        return little ? unsigned(std::uint8_t(t[at])) | unsigned(std::uint8_t(t[at + 1])) << 8
                      : be16(t, at);
    };
    const auto u32 = [&](std::size_t at) -> unsigned long {
        return little ? u16(at) | (unsigned long)u16(at + 2) << 16 : be32(t, at);
    };
    // Calls `f(tag, entry)` for each entry of the IFD at `ifd`, when the IFD fits the block.
    const auto entries = [&](unsigned long ifd, auto&& f) {
        if (ifd < 8 || ifd > t.size() - 2) return; // inside the header, or no room for its count
        const unsigned long n = u16(ifd);
        if (n > (t.size() - ifd - 2) / 12) return; // entries of 12 bytes past the end
        for (unsigned long i = 0; i < n; ++i) {
            const std::size_t e = ifd + 2 + 12 * i;
            f(u16(e), e);
        }
    };
    // One SHORT (type 3), held in the first two bytes of the entry's value field; -1 if not.
    const auto oneShort = [&](std::size_t e) -> long {
        return u16(e + 2) == 3 && u32(e + 4) == 1 ? long(u16(e + 8)) : -1;
    };
    unsigned long exifIfd = 0;
    entries(u32(4), [&](unsigned tag, std::size_t e) {
        if (tag == 0x0112) {
            const long v = oneShort(e);
            if (v >= 1 && v <= 8) out.orientation = int(v);
        } else if (tag == 0x8769 && u16(e + 2) == 4 && u32(e + 4) == 1) {
            exifIfd = u32(e + 8);
        }
    });
    if (exifIfd != 0)
        entries(exifIfd, [&](unsigned tag, std::size_t e) {
            // FocalLengthIn35mmFilm: whole millimetres; 0 means unknown. Over 2000 mm is no
            // phone's nor a camera's a table is photographed with: taken as unknown.
            if (tag != 0xA405) return;
            const long v = oneShort(e);
            if (v > 0 && v <= 2000) out.focal35mm = int(v);
        });
    return out;
}

// Scans (SOS segments) of a JPEG from `at` (a segment's first byte) to its end: each
// scan's entropy-coded data is skipped up to the next marker (0xFF then neither 0 nor RST).
// Counting stops past the limit.
int jpegScans(std::string_view b, std::size_t at) {
    int scans = 0;
    while (at < b.size() && scans <= limits::maxJpegScans) {
        if (std::uint8_t(b[at]) != 0xFF) {
            ++at;
            continue;
        }
        while (at < b.size() && std::uint8_t(b[at]) == 0xFF)
            ++at;
        if (at >= b.size()) break;
        const unsigned marker = std::uint8_t(b[at++]);
        if (marker == 0x00 || marker == 0x01 || (marker >= 0xD0 && marker <= 0xD7)) continue;
        if (marker == 0xD9 || at + 2 > b.size()) break;
        const unsigned len = be16(b, at);
        if (len < 2) break;
        at += len;
        if (marker != 0xDA) continue;
        ++scans;
        // The scan's data: up to a marker that is not a stuffed 0 or a restart.
        while (at + 1 < b.size()) {
            if (std::uint8_t(b[at]) == 0xFF) {
                const unsigned next = std::uint8_t(b[at + 1]);
                if (next != 0x00 && !(next >= 0xD0 && next <= 0xD7) && next != 0xFF) break;
            }
            ++at;
        }
    }
    return scans;
}

std::string megabytes(long long bytes) {
    return std::to_string((bytes + 500000) / 1000000) + " MB";
}

// The decoder's memory at its peak, and the scans, against the limits (core/limits.h).
void checkDecoding(ImageInfo& info, const std::string& path) {
    const long long px = info.width * info.height;
    const int ch = std::clamp(info.channels, 1, 4);
    if (info.format == "PNG") {
        const int depth = std::clamp(info.bitDepth, 1, 16);
        // The inflated rows and the pixels at their depth, then those and the 8-bit RGBA copy.
        const long long rows = info.height * (1 + (info.width * ch * depth + 7) / 8);
        const long long pixels = px * ch * (depth > 8 ? 2 : 1);
        info.decodeBytes = std::max(rows + pixels, pixels + px * 4);
    } else {
        // A progressive JPEG's coefficients (2 bytes a sample) and the RGBA pixels.
        info.decodeBytes = (info.progressive ? px * ch * 2 : 0) + px * 4;
        if (info.progressive && info.scans > limits::maxJpegScans)
            refuse(path, "is a progressive JPEG of more than " +
                             std::to_string(limits::maxJpegScans) +
                             " scans; each is a pass over every pixel, and a backdrop photo may "
                             "have at most " +
                             std::to_string(limits::maxJpegScans) +
                             " (save it again as a baseline JPEG)");
    }
    if (info.decodeBytes > limits::maxImageDecodeBytes)
        refuse(path, "is a " +
                         (info.format == "PNG"
                              ? std::to_string(info.bitDepth) + "-bit PNG"
                              : std::string(info.progressive ? "progressive JPEG" : "JPEG")) +
                         " of " + std::to_string(info.width) + " x " + std::to_string(info.height) +
                         " pixels, which needs about " + megabytes(info.decodeBytes) +
                         " to decode; a backdrop photo may need " + "at most " +
                         megabytes(limits::maxImageDecodeBytes) +
                         " (save it as an 8-bit PNG or a smaller picture)");
}

} // namespace

// As readFile does for scenarios: a regular file only, never more than the cap read.
std::string readImageFile(const std::string& path) {
    return readRegularFile(path, limits::maxImageBytes, "a backdrop photo");
}

ImageInfo imageInfo(std::string_view b, const std::string& path) {
    ImageInfo info;
    static constexpr std::string_view png{"\x89PNG\r\n\x1a\n", 8};
    if (b.size() >= 24 && b.substr(0, 8) == png && b.substr(12, 4) == "IHDR") {
        info.format = "PNG";
        info.width = (long long)be32(b, 16);
        info.height = (long long)be32(b, 20);
        if (b.size() >= 26) {
            info.bitDepth = std::uint8_t(b[24]);
            // Colour types: 0 grey, 2 RGB, 3 palette (expanded to RGB or RGBA), 4 grey and
            // alpha, 6 RGBA.
            const int type = std::uint8_t(b[25]);
            info.channels = type == 0 ? 1 : type == 4 ? 2 : type == 6 ? 4 : 3;
        }
    } else if (b.size() >= 4 && std::uint8_t(b[0]) == 0xFF && std::uint8_t(b[1]) == 0xD8) {
        // Segments up to the first frame header (SOF0-SOF15 but DHT C4, JPG C8, DAC CC).
        std::size_t at = 2;
        for (;;) {
            while (at < b.size() && std::uint8_t(b[at]) != 0xFF)
                ++at; // not a marker: a damaged file; look for the next one
            while (at < b.size() && std::uint8_t(b[at]) == 0xFF)
                ++at; // fill bytes
            if (at >= b.size()) refuse(path, "is a JPEG file that ends before its picture's size");
            const unsigned marker = std::uint8_t(b[at++]);
            if (marker == 0x01 || (marker >= 0xD0 && marker <= 0xD7)) continue; // no length
            if (marker == 0xD9 || marker == 0xDA)
                refuse(path, "is a JPEG file without its picture's size before its data");
            if (at + 2 > b.size())
                refuse(path, "is a JPEG file that ends before its picture's size");
            const unsigned len = be16(b, at);
            if (marker >= 0xC0 && marker <= 0xCF && marker != 0xC4 && marker != 0xC8 &&
                marker != 0xCC) {
                if (at + 7 > b.size())
                    refuse(path, "is a JPEG file that ends before its picture's size");
                info.format = "JPEG";
                info.height = be16(b, at + 3);
                info.width = be16(b, at + 5);
                info.channels = at + 8 <= b.size() ? std::uint8_t(b[at + 7]) : 3;
                // SOF2, SOF6, SOF10, SOF14: progressive.
                info.progressive =
                    marker == 0xC2 || marker == 0xC6 || marker == 0xCA || marker == 0xCE;
                info.scans = jpegScans(b, at + len); // from past the frame header
                break;
            }
            if (len < 2)
                refuse(path,
                       "is a damaged JPEG file (a segment of length " + std::to_string(len) + ")");
            // An APP1 segment whole in the file, until one gives an orientation or a focal length
            // (a phone puts its EXIF block right after SOI; XMP is an APP1 segment too, and gives
            // 1).
            if (marker == 0xE1 && info.orientation == 1 && info.focal35mm == 0 &&
                len <= b.size() - at) {
                const ExifTags tags = exifTags(b.substr(at + 2, len - 2));
                info.orientation = tags.orientation;
                info.focal35mm = tags.focal35mm;
            }
            at += len;
        }
    } else {
        refuse(path, "is not a PNG or JPEG photo (a backdrop is a .png or .jpg picture)");
    }
    if (info.width <= 0 || info.height <= 0)
        refuse(path, "is a " + info.format + " picture of " + std::to_string(info.width) + " x " +
                         std::to_string(info.height) + " pixels; it shows nothing");
    if (info.width > limits::maxImageSide || info.height > limits::maxImageSide ||
        info.width * info.height > limits::maxImagePixels)
        refuse(path, "is a picture of " + std::to_string(info.width) + " x " +
                         std::to_string(info.height) + " pixels; a backdrop photo may be at most " +
                         std::to_string(limits::maxImageSide) + " pixels a side and " +
                         std::to_string(limits::maxImagePixels / 1000000) +
                         " million pixels in all");
    checkDecoding(info, path);
    return info;
}

double focalPixels(const ImageInfo& info) {
    if (info.focal35mm <= 0) return 0;
    return info.focal35mm / std::hypot(36.0, 24.0) *
           std::hypot(double(info.width), double(info.height));
}

Pixels uprightPixels(const std::uint8_t* rgba, unsigned width, unsigned height, int orientation,
                     unsigned shrink) {
    if (orientation < 1 || orientation > 8) orientation = 1;
    const unsigned k = std::max(shrink, 1u);
    const bool swap = swapsSides(orientation);
    const long long w = width, h = height;
    // The stored pixel shown at upright (x, y), as EXIF defines each value (the stored picture
    // is w x h): 1 as is, 2 mirrored left-right, 3 turned 180 degrees, 4 mirrored top-bottom,
    // 5 transposed (mirrored about the main diagonal), 6 turned 90 degrees clockwise to be
    // shown, 7 transposed about the other diagonal, 8 turned 90 degrees anticlockwise.
    const auto stored = [&](long long x, long long y) {
        long long sx = x, sy = y;
        switch (orientation) {
        case 2:
            sx = w - 1 - x;
            break;
        case 3:
            sx = w - 1 - x, sy = h - 1 - y;
            break;
        case 4:
            sy = h - 1 - y;
            break;
        case 5:
            sx = y, sy = x;
            break;
        case 6:
            sx = y, sy = h - 1 - x;
            break;
        case 7:
            sx = w - 1 - y, sy = h - 1 - x;
            break;
        case 8:
            sx = w - 1 - y, sy = x;
            break;
        default:
            break;
        }
        return sy * w + sx; // the pixel's index in the stored rows
    };
    // The map is affine: one step right or down upright is a fixed step in the stored rows.
    const long long origin = stored(0, 0), right = stored(1, 0) - origin,
                    down = stored(0, 1) - origin;
    Pixels out;
    out.width = (swap ? height : width) / k;
    out.height = (swap ? width : height) / k;
    out.rgba.resize(std::size_t(out.width) * out.height * 4);
    std::uint8_t* o = out.rgba.data();
    if (k == 1) { // each pixel copied, without the box's sums and divisions
        // The index is stepped, not a pointer: a pointer stepped past the row's last pixel
        // would point before the array (a turned picture walks its rows backwards).
        for (long long y = 0; y < out.height; ++y) {
            long long i = origin + y * down;
            for (long long x = 0; x < out.width; ++x, o += 4, i += right)
                std::memcpy(o, rgba + 4 * i, 4);
        }
        return out;
    }
    const std::uint64_t kk = std::uint64_t(k) * k;
    for (long long y = 0; y < out.height; ++y)
        for (long long x = 0; x < out.width; ++x) {
            std::uint64_t s[4] = {0, 0, 0, 0};
            for (long long j = 0; j < k; ++j)
                for (long long i = 0; i < k; ++i) {
                    const std::uint8_t* p =
                        rgba + 4 * (origin + (x * k + i) * right + (y * k + j) * down);
                    s[0] += p[0], s[1] += p[1], s[2] += p[2], s[3] += p[3];
                }
            for (int c = 0; c < 4; ++c)
                *o++ = std::uint8_t(s[c] / kk);
        }
    return out;
}

} // namespace cdo::io
