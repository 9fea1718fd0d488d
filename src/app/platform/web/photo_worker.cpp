// The browser's photo worker (photo_decode.js and .wasm in the site, built with
// -sBUILD_AS_WORKER=1): a second, small program that decodes a photo's bytes off the page's
// thread with the app's own decode (app/tools/photo_decode.h's decodePhotoBytes: the same
// stb_image, upright and shrink as the desktop's, so the same pixels). The page reads and
// checks the file, starts one worker a decode and ends it on a cancel (web_platform.cpp); the
// worker answers as photoAnswered there reads it.
#include "app/tools/photo_decode.h"

#include <emscripten.h>

#include <cstdint>
#include <cstring>
#include <exception>
#include <string>
#include <vector>

namespace {

void put(std::vector<char>& out, std::size_t at, std::uint32_t v) {
    std::memcpy(out.data() + at, &v, 4);
}

// The decode's pixels as the page reads them: "D", whether it decoded, two bytes unused, the
// full picture's width and height, the shrink, the shrunk one's width and height, then the
// full picture's RGBA and the shrunk one's.
std::vector<char> answer(const cdo::app::PhotoPixels& p) {
    constexpr std::size_t kHead = 4 + 5 * 4;
    std::vector<char> out(kHead + p.full.rgba.size() + p.shrunk.rgba.size());
    out[0] = 'D';
    out[1] = p.decoded ? 1 : 0;
    put(out, 4, p.full.width);
    put(out, 8, p.full.height);
    put(out, 12, p.shrink);
    put(out, 16, p.shrunk.width);
    put(out, 20, p.shrunk.height);
    std::memcpy(out.data() + kHead, p.full.rgba.data(), p.full.rgba.size());
    std::memcpy(out.data() + kHead + p.full.rgba.size(), p.shrunk.rgba.data(),
                p.shrunk.rgba.size());
    return out;
}

void fail(const std::string& why) {
    std::string out = "F" + why;
    emscripten_worker_respond(out.data(), int(out.size()));
}

} // namespace

// The call: the EXIF orientation (a 32-bit integer) and the largest side the GPU takes, then
// the file's bytes. Its progress is told every 2% of the bytes read ("P" and a float), so the
// page's bar moves without a message for every few hundred bytes.
extern "C" EMSCRIPTEN_KEEPALIVE void coupdoeil_decode_photo(char* data, int size) {
    if (!data || size < 8) return fail("the page's call is cut short");
    std::int32_t orientation = 1;
    std::uint32_t most = 1;
    std::memcpy(&orientation, data, 4);
    std::memcpy(&most, data + 4, 4);
    float toldAt = 0;
    const auto told = [&toldAt](float p) {
        if (p < toldAt + 0.02f) return;
        toldAt = p;
        char m[5] = {'P'};
        std::memcpy(m + 1, &p, 4);
        emscripten_worker_respond_provisionally(m, 5);
    };
    try {
        cdo::app::DecodeControl ctl;
        const cdo::app::PhotoPixels p = cdo::app::decodePhotoBytes(
            std::string(data + 8, std::size_t(size - 8)), orientation, most, ctl, told);
        std::vector<char> out = answer(p);
        emscripten_worker_respond(out.data(), int(out.size()));
    } catch (const std::exception& e) {
        fail(e.what());
    } catch (...) {
        fail("");
    }
}
