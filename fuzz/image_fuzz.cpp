// libFuzzer harness for the backdrop photo's header (io::imageInfo): any bytes either are
// refused with a LoadError or give a size within the limits and an EXIF orientation of 1 to 8;
// a small picture of that size is then turned upright by it (io::uprightPixels), every read in
// bounds. Any other exception, a crash, a sanitizer report or a hang is a finding (tools/fuzz).
#include "core/limits.h"
#include "io/image_file.h"
#include "io/scenario_io.h"

#include "fuzz_check.h"

#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    using namespace cdo;
    const std::string_view bytes(reinterpret_cast<const char*>(data), size);
    io::ImageInfo info;
    try {
        info = io::imageInfo(bytes, "fuzz.jpg");
    } catch (const io::LoadError&) {
        return 0; // refused in words: what a bad file should get
    }
    const std::string got = info.format + " " + std::to_string(info.width) + " x " +
                            std::to_string(info.height) + " orientation " +
                            std::to_string(info.orientation);
    if (info.orientation < 1 || info.orientation > 8)
        fuzz::finding("an orientation outside 1-8", got);
    if (info.width < 1 || info.height < 1 || info.width > limits::maxImageSide ||
        info.height > limits::maxImageSide)
        fuzz::finding("a size outside the limits", got);
    // The decoder is SFML's, not ours: a picture of the header's size, if small, stands in.
    if (info.width * info.height <= 4096) {
        const auto w = unsigned(info.width), h = unsigned(info.height);
        const std::vector<std::uint8_t> stored(std::size_t(w) * h * 4, 7);
        for (unsigned k : {1u, 2u, 3u}) {
            const io::Pixels p = io::uprightPixels(stored.data(), w, h, info.orientation, k);
            const unsigned sw = io::swapsSides(info.orientation) ? h : w,
                           sh = io::swapsSides(info.orientation) ? w : h;
            if (p.width != sw / k || p.height != sh / k ||
                p.rgba.size() != std::size_t(p.width) * p.height * 4)
                fuzz::finding("the upright picture's size is wrong", got);
            for (std::uint8_t c : p.rgba)
                if (c != 7) fuzz::finding("a pixel not read from the stored picture", got);
        }
    }
    return 0;
}
