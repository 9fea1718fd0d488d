#include "io/image_file.h"

#include "core/limits.h"
#include "io/scenario_io.h"

#include <cstdint>

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
                break;
            }
            if (len < 2)
                refuse(path,
                       "is a damaged JPEG file (a segment of length " + std::to_string(len) + ")");
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
    return info;
}

} // namespace cdo::io
