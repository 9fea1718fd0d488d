// decodePhotoBytes (photo_decode.h): the photo's decode proper, a plain function of the file's
// bytes, compiled into the app and into the browser's photo worker (platform/web/), so both
// faces decode with the same code to the same pixels. It needs only stb_image and io's
// uprightPixels: no file, no platform.
#include "app/tools/photo_decode.h"

#include <stb/stb_image.h>

#include <algorithm>
#include <cstring>
#include <initializer_list>

namespace cdo::app {

namespace {

// The file's bytes as stb_image's reader, counting what it read and stopping at a cancel (an
// end of file from then on: the decoder gives up at once).
struct Reader {
    std::string_view bytes;
    DecodeControl& ctl;
    const std::function<void(float)>& told;
    std::size_t at = 0;

    static int read(void* user, char* data, int size) {
        Reader& r = *static_cast<Reader*>(user);
        if (r.ctl.cancel.load()) r.at = r.bytes.size();
        const std::size_t n = std::min(std::size_t(std::max(size, 0)), r.bytes.size() - r.at);
        std::memcpy(data, r.bytes.data() + r.at, n);
        r.at += n;
        const float p = r.bytes.empty() ? 1.0f : float(double(r.at) / double(r.bytes.size()));
        r.ctl.progress = p;
        if (r.told) r.told(p);
        return int(n);
    }
    static void skip(void* user, int n) {
        Reader& r = *static_cast<Reader*>(user);
        const long long to = std::clamp<long long>(static_cast<long long>(r.at) + n, 0,
                                                   static_cast<long long>(r.bytes.size()));
        r.at = std::size_t(to);
    }
    static int eof(void* user) {
        const Reader& r = *static_cast<const Reader*>(user);
        return r.ctl.cancel.load() || r.at >= r.bytes.size();
    }
};

} // namespace

PhotoPixels decodePhotoBytes(std::string bytes, int orientation, unsigned most, DecodeControl& ctl,
                             const std::function<void(float)>& told) {
    PhotoPixels out;
    if (ctl.cancel) return out;
    Reader reader{bytes, ctl, told};
    const stbi_io_callbacks callbacks{&Reader::read, &Reader::skip, &Reader::eof};
    int w = 0, h = 0, channels = 0;
    stbi_uc* px = stbi_load_from_callbacks(&callbacks, &reader, &w, &h, &channels, 4);
    if (ctl.cancel || !px || w <= 0 || h <= 0) {
        stbi_image_free(px);
        return out;
    }
    bytes = std::string(); // decoded: its memory is the photo's now
    // Upright, as a phone's gallery shows it: marks count the pixels of the photo so turned.
    out.full = io::uprightPixels(px, unsigned(w), unsigned(h), orientation, 1);
    stbi_image_free(px);
    if (ctl.cancel) return out;
    // Shrunk by a whole factor (a box filter) until the GPU takes it.
    const unsigned W = out.full.width, H = out.full.height;
    most = std::max(most, 1u);
    while (W / out.shrink > most || H / out.shrink > most)
        ++out.shrink;
    if (out.shrink > 1) out.shrunk = io::uprightPixels(out.full.rgba.data(), W, H, 1, out.shrink);
    if (ctl.cancel) return out;
    out.decoded = true;
    ctl.progress = 1;
    return out;
}

std::uint32_t pixelsChecksum(const std::uint8_t* rgba, unsigned width, unsigned height) {
    std::uint32_t h = 2166136261u;
    const auto add = [&h](std::uint8_t b) {
        h ^= b;
        h *= 16777619u;
    };
    for (std::size_t i = 0, n = std::size_t(width) * height * 4; i < n; ++i)
        add(rgba[i]);
    for (const unsigned v : {width, height})
        for (int i = 0; i < 4; ++i)
            add(std::uint8_t(v >> (8 * i)));
    return h;
}

} // namespace cdo::app
