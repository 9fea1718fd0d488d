#include "app/tools/photo_decode.h"

#include "app/platform/platform.h"
#include "io/scenario_io.h"

#include <stb/stb_image.h>

#include <algorithm>
#include <cstring>

namespace cdo::app {

namespace {

// The file's bytes as stb_image's reader, counting what it read and stopping at a cancel (an
// end of file from then on: the decoder gives up at once).
struct Reader {
    const std::string& bytes;
    DecodeControl& ctl;
    std::size_t at = 0;

    static int read(void* user, char* data, int size) {
        Reader& r = *static_cast<Reader*>(user);
        if (r.ctl.cancel.load()) r.at = r.bytes.size();
        const std::size_t n = std::min(std::size_t(std::max(size, 0)), r.bytes.size() - r.at);
        std::memcpy(data, r.bytes.data() + r.at, n);
        r.at += n;
        r.ctl.progress = r.bytes.empty() ? 1.0f : float(double(r.at) / double(r.bytes.size()));
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

DecodedPhoto cancelled() {
    DecodedPhoto d;
    d.cancelled = true;
    d.error = "its decoding was cancelled";
    return d;
}

} // namespace

DecodedPhoto decodePhoto(const std::string& path, unsigned most, DecodeControl& ctl) {
    DecodedPhoto out;
    std::string bytes;
    io::ImageInfo info;
    try {
        bytes = io::readImageFile(path);
        info = io::imageInfo(bytes, path);
    } catch (const io::LoadError& e) {
        out.error = e.what();
        return out;
    }
    if (ctl.cancel) return cancelled();
    Reader reader{bytes, ctl};
    const stbi_io_callbacks callbacks{&Reader::read, &Reader::skip, &Reader::eof};
    int w = 0, h = 0, channels = 0;
    stbi_uc* px = stbi_load_from_callbacks(&callbacks, &reader, &w, &h, &channels, 4);
    if (ctl.cancel) {
        stbi_image_free(px);
        return cancelled();
    }
    if (!px || w <= 0 || h <= 0) {
        stbi_image_free(px);
        out.error = path + ": cannot decode the " + info.format + " picture (damaged?)";
        return out;
    }
    bytes = std::string(); // decoded: its memory is the photo's now
    // Upright, as a phone's gallery shows it: marks count the pixels of the photo so turned.
    out.full = io::uprightPixels(px, unsigned(w), unsigned(h), info.orientation, 1);
    out.focal = io::focalPixels(info);
    stbi_image_free(px);
    if (ctl.cancel) return cancelled();
    // Shrunk by a whole factor (a box filter) until the GPU takes it.
    const unsigned W = out.full.width, H = out.full.height;
    most = std::max(most, 1u);
    while (W / out.shrink > most || H / out.shrink > most)
        ++out.shrink;
    if (out.shrink > 1) out.shrunk = io::uprightPixels(out.full.rgba.data(), W, H, 1, out.shrink);
    if (ctl.cancel) return cancelled();
    ctl.progress = 1;
    return out;
}

PhotoDecodeJob::PhotoDecodeJob(const std::string& path, unsigned most, const PhotoDecoder& decoder)
    : state_(std::make_shared<State>()) {
    // Off the frame loop (the desktop: a thread; the browser: after this frame, which draws
    // the progress first).
    platform().runOffFrame([state = state_, path, most, decoder] {
        // Nothing may leave this job: an exception here would end the app (std::terminate),
        // and a decode that never says done would keep a script waiting for it forever.
        DecodedPhoto d;
        try {
            d = decoder(path, most, state->ctl);
        } catch (const std::exception& e) {
            d = DecodedPhoto{};
            d.error = path + ": cannot decode the picture (" + e.what() + ")";
        } catch (...) {
            d = DecodedPhoto{};
            d.error = path + ": cannot decode the picture";
        }
        state->result = std::move(d);
        state->done = true; // the result is the frame loop's from here
    });
}

DecodedPhoto PhotoDecodeJob::take() {
    return done() ? std::move(state_->result) : DecodedPhoto{};
}

} // namespace cdo::app
