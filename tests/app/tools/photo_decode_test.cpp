// The backdrop's photo decodes off the frame loop: decodePhoto (the plain function, as a build
// without threads would call it) and BackdropPhoto's job, which never holds the frame loop up
// and stops when cancelled. Before, BackdropPhoto::update decoded in place: a 7000 x 7000
// progressive JPEG of 30,000 scans froze the window for 29 to 42 s.
#include "app/tools/photo_tool.h"

#include "exif_fixture.h"
#include "skip.h"
#include "support.h"

#include <SFML/Graphics.hpp>

#include <doctest/doctest.h>

#include <algorithm>
#include <atomic>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <memory>
#include <new>
#include <string>
#include <thread>
#include <vector>

using namespace cdo;
using namespace cdo::app;
using Clock = std::chrono::steady_clock;

namespace {

// A PNG of 4 x 2 pixels: the left half red, the right half blue.
std::string smallPng() {
    const auto dir = cdo::test::scratchFolder("app", "photo-decode");
    sf::Image img;
    img.create(4, 2);
    for (unsigned y = 0; y < 2; ++y)
        for (unsigned x = 0; x < 4; ++x)
            img.setPixel(x, y, x < 2 ? sf::Color(200, 0, 0) : sf::Color(0, 0, 200));
    const std::string path = (dir / "small.png").string();
    REQUIRE(img.saveToFile(path));
    return path;
}

// A decoder that takes 5 s unless cancelled, looking at its cancel every 2 ms; `stopped` is
// set when it returned because of the cancel.
struct Slow {
    std::shared_ptr<std::atomic<bool>> stopped = std::make_shared<std::atomic<bool>>(false);
    // Whether the decoder has returned on its cancel within `most` (it looks every 2 ms).
    bool stopsWithin(std::chrono::milliseconds most) const {
        const auto t0 = Clock::now();
        while (!*stopped && Clock::now() - t0 < most)
            std::this_thread::sleep_for(std::chrono::milliseconds(5));
        return *stopped;
    }
    PhotoDecoder decoder() const {
        return [stopped = stopped](const std::string&, unsigned, DecodeControl& ctl) {
            const auto t0 = Clock::now();
            while (Clock::now() - t0 < std::chrono::seconds(5)) {
                if (ctl.cancel) {
                    *stopped = true;
                    DecodedPhoto d;
                    d.cancelled = true;
                    d.error = "its decoding was cancelled";
                    return d;
                }
                ctl.progress = float((Clock::now() - t0) / std::chrono::milliseconds(1)) / 5000;
                std::this_thread::sleep_for(std::chrono::milliseconds(2));
            }
            return DecodedPhoto{};
        };
    }
};

// A backdrop naming the photo at `image`, as the scenario holds it.
std::optional<Backdrop> named(const std::string& image) {
    Backdrop b;
    b.image = image;
    return b;
}

} // namespace

TEST_CASE("photo decode: the plain function decodes, turns upright, shrinks, and stops") {
    const std::string path = smallPng();
    DecodeControl ctl;
    DecodedPhoto d = decodePhoto(path, 8192, ctl);
    REQUIRE(d.error.empty());
    CHECK(d.full.width == 4);
    CHECK(d.full.height == 2);
    CHECK(d.shrink == 1);
    CHECK(d.shrunk.rgba.empty());
    CHECK(ctl.progress == doctest::Approx(1));
    // Pixel (3, 1) is blue: RGBA at 4 * (1 * 4 + 3) = 28.
    CHECK(int(d.full.rgba[28]) == 0);
    CHECK(int(d.full.rgba[30]) == 200);
    CHECK(int(d.full.rgba[31]) == 255);
    // At most 2 pixels a side: 4 / 2 = 2 and 2 / 2 = 1, so shrunk by 2 to 2 x 1, one red
    // pixel and one blue (each the mean of a 2 x 2 box of one colour).
    DecodeControl small;
    d = decodePhoto(path, 2, small);
    REQUIRE(d.error.empty());
    CHECK(d.shrink == 2);
    CHECK(d.shrunk.width == 2);
    CHECK(d.shrunk.height == 1);
    CHECK(int(d.shrunk.rgba[0]) == 200);
    CHECK(int(d.shrunk.rgba[6]) == 200);
    CHECK(d.full.width == 4); // Fit to photo reads the full one
    // Cancelled before it starts: nothing decoded, said why.
    DecodeControl stopped;
    stopped.cancel = true;
    d = decodePhoto(path, 8192, stopped);
    CHECK(d.cancelled);
    CHECK(d.full.rgba.empty());
    CHECK(d.error == "its decoding was cancelled");
    // A file that is not there: io's words, not a decode.
    DecodeControl none;
    d = decodePhoto(path + ".none", 8192, none);
    CHECK_FALSE(d.cancelled);
    CHECK(d.error.find("small.png.none") != std::string::npos);
}

TEST_CASE("photo decode: the frame loop runs while a slow decode goes on, and Cancel stops it") {
    Slow slow;
    BackdropPhoto photo(slow.decoder(), 8192);
    Scenario s;
    s.gt().backdrop = Backdrop{};
    s.gt().backdrop->image = "slow.png";
    s.gt().backdrop->marks.resize(4);
    const Backdrop before = *s.gt().backdrop;
    CHECK_FALSE(photo.update(s.gt().backdrop)); // started, nothing to tell yet
    CHECK(photo.decoding());
    // Thirty frames of the loop, each asking the photo again: none waits for the decode (it
    // takes 5 s; the thirty frames, with 10 ms of drawing each, about 0.3 s).
    const auto t0 = Clock::now();
    int frames = 0;
    for (; frames < 30; ++frames) {
        const auto f0 = Clock::now();
        CHECK_FALSE(photo.update(s.gt().backdrop));
        CHECK(Clock::now() - f0 < std::chrono::milliseconds(100));
        std::this_thread::sleep_for(std::chrono::milliseconds(10));
    }
    CHECK(frames == 30);
    CHECK(Clock::now() - t0 < std::chrono::seconds(4));
    CHECK(photo.decoding());
    CHECK(photo.progress() > 0);
    CHECK(photo.progress() < 1);
    CHECK_FALSE(*slow.stopped);
    // Cancel: at once, not shown, said why; the decoder stops (it looks every 2 ms).
    const auto c0 = Clock::now();
    photo.cancel();
    CHECK(Clock::now() - c0 < std::chrono::milliseconds(100));
    CHECK_FALSE(photo.decoding());
    CHECK_FALSE(photo.loaded());
    CHECK(photo.error() == "slow.png: its decoding was cancelled");
    CHECK(slow.stopsWithin(std::chrono::seconds(1)));
    // The same backdrop is not decoded again by the next frames, and the scenario is as it was.
    CHECK_FALSE(photo.update(s.gt().backdrop));
    CHECK_FALSE(photo.decoding());
    REQUIRE(s.gt().backdrop);
    CHECK(*s.gt().backdrop == before);
    // Named anew (another photo), a decode starts again.
    s.gt().backdrop->image = "other.png";
    CHECK_FALSE(photo.update(s.gt().backdrop));
    CHECK(photo.decoding());
    CHECK(photo.error().empty());
}

TEST_CASE("photo decode: no photo named any more stops the decode under way") {
    Slow slow;
    BackdropPhoto photo(slow.decoder(), 8192);
    const std::optional<Backdrop> b = named("slow.png");
    photo.update(b);
    REQUIRE(photo.decoding());
    CHECK(photo.update(std::nullopt)); // told: no photo now
    CHECK_FALSE(photo.decoding());
    CHECK(slow.stopsWithin(std::chrono::seconds(1)));
}

TEST_CASE("photo decode: the same file opened again after Cancel is decoded again") {
    // Before, Cancel left the file marked as tried: "open the photo again to show it", as the
    // banner says, did nothing, since the backdrop named the same file.
    Slow slow;
    BackdropPhoto photo(slow.decoder(), 8192);
    const std::optional<Backdrop> b = named("slow.png");
    photo.update(b);
    REQUIRE(photo.decoding());
    photo.cancel();
    CHECK_FALSE(photo.update(b));
    CHECK_FALSE(photo.decoding()); // the next frames do not start it by themselves
    photo.forget();                // what Open photo does for the file already named
    CHECK_FALSE(photo.update(b));
    CHECK(photo.decoding());
    CHECK(photo.error().empty());
}

TEST_CASE("photo decode: a decoder that throws ends the decode with why, not the app") {
    // On the decode's own thread an exception would call std::terminate, and a decode that
    // never ends would keep a script waiting for it forever.
    BackdropPhoto photo([](const std::string&, unsigned,
                           DecodeControl&) -> DecodedPhoto { throw std::bad_alloc(); },
                        8192);
    const std::optional<Backdrop> b = named("huge.jpg");
    photo.update(b);
    bool told = false;
    for (int i = 0; i < 400 && !told; ++i) {
        told = photo.update(b);
        if (!told) std::this_thread::sleep_for(std::chrono::milliseconds(5));
    }
    REQUIRE(told);
    CHECK_FALSE(photo.decoding());
    CHECK_FALSE(photo.loaded());
    CHECK(photo.error().rfind("huge.jpg: cannot decode the picture (", 0) == 0);
}

TEST_CASE("photo decode: a JPEG's EXIF lens reaches the pixels Fit to photo reads") {
    // 28 mm (35 mm equivalent) on a 48 x 32 photo: 28 / 43.267 x hypot(48, 32) = 37.33 px.
    const auto dir = cdo::test::scratchFolder("app", "photo-decode-lens");
    sf::Image img;
    img.create(48, 32, sf::Color(90, 120, 60));
    REQUIRE(img.saveToFile((dir / "plain.jpg").string()));
    const std::string jpeg = cdo::test::slurp(dir / "plain.jpg");
    const std::string path = (dir / "lens.jpg").string();
    std::ofstream(path, std::ios::binary)
        << cdo::test::afterSoi(jpeg, cdo::test::app1(cdo::test::lensPayload(1, 28, true)));
    DecodeControl ctl;
    const DecodedPhoto d = decodePhoto(path, 8192, ctl);
    REQUIRE(d.error.empty());
    CHECK(d.focal == doctest::Approx(37.33).epsilon(1e-3));
    // Without the block: unknown, 0 (the fit then takes a phone's usual lens).
    DecodeControl plain;
    CHECK(decodePhoto((dir / "plain.jpg").string(), 8192, plain).focal == 0);
}

namespace {

// A PNG whose IDAT's zlib header is broken (its first two bytes 0xFF): its header reads, its
// pixels do not decode. The browser's test breaks the same icon the same way.
std::string damagedPng(const std::filesystem::path& dir) {
    std::string png = cdo::test::slurp(std::filesystem::path(COUPDOEIL_SOURCE_DIR) / "assets" /
                                       "icons" / "coupdoeil-48.png");
    const std::size_t idat = png.find("IDAT");
    REQUIRE(idat != std::string::npos);
    png[idat + 4] = png[idat + 5] = char(0xFF);
    const std::string path = (dir / "damaged.png").string();
    std::ofstream(path, std::ios::binary) << png;
    return path;
}

// BackdropPhoto's next update that has something to tell, within 20 s.
bool told(BackdropPhoto& photo, const std::optional<Backdrop>& b) {
    for (int i = 0; i < 4000; ++i) {
        if (photo.update(b)) return true;
        std::this_thread::sleep_for(std::chrono::milliseconds(5));
    }
    return false;
}

std::uint32_t checksum(const io::Pixels& p) {
    return pixelsChecksum(p.rgba.data(), p.width, p.height);
}

} // namespace

TEST_CASE("photo decode: the photos of the browser's test, their size and the checksum of their "
          "pixels") {
    // tests/web/files_test.js checks that the browser's decode (its worker) gives these same
    // numbers, the desktop's: printed here once (MESSAGE below) and copied there.
    // large-top.jpg is small-top.jpg scaled up 7.5 times, a baseline JPEG (stb_image_write,
    // quality 75) that takes a measurable time to decode.
    const auto photos = std::filesystem::path(COUPDOEIL_SOURCE_DIR) / "tests" / "data" / "photos";
    struct Expected {
        const char* name;
        unsigned width, height;
        std::uint32_t sum;
    };
    for (const Expected& e : {Expected{"small-top.jpg", 800, 600, 0xffde96c8u},
                              Expected{"large-top.jpg", 6000, 4500, 0x5f885b9cu}}) {
        DecodeControl ctl;
        const DecodedPhoto d = decodePhoto((photos / e.name).string(), 8192, ctl);
        REQUIRE(d.error.empty());
        char hex[16];
        std::snprintf(hex, sizeof hex, "%08x", unsigned(checksum(d.full)));
        MESSAGE(e.name << ": " << d.full.width << " x " << d.full.height << ", checksum " << hex);
        CHECK(d.full.width == e.width);
        CHECK(d.full.height == e.height);
        CHECK(checksum(d.full) == e.sum);
    }
}

TEST_CASE("photo decode: the photo's own job decodes as decodePhoto does, in its words") {
    // BackdropPhoto without a decoder given: PhotoDecodeJob's two stages (readPhoto, then
    // decodePhotoBytes) through Platform::decodeOffFrame, which the browser runs in a worker.
    // The photo decoded becomes a texture: that needs a display's GL context.
    if (std::getenv("DISPLAY") == nullptr)
        cdo::test::skip("DISPLAY is not set: run the tests under xvfb-run (tools/test does)");
    const auto dir = cdo::test::scratchFolder("app", "photo-decode-job");
    const std::string path = (std::filesystem::path(COUPDOEIL_SOURCE_DIR) / "tests" / "data" /
                              "photos" / "small-top.jpg")
                                 .string();
    DecodeControl ctl;
    const DecodedPhoto plain = decodePhoto(path, 8192, ctl);
    REQUIRE(plain.error.empty());
    BackdropPhoto photo({}, 8192);
    CHECK_FALSE(photo.update(named(path)));
    CHECK(photo.decoding());
    REQUIRE(told(photo, named(path)));
    REQUIRE(photo.loaded());
    CHECK(photo.size().x == 800);
    CHECK(photo.size().y == 600);
    const ImageView v = photo.pixels();
    CHECK(pixelsChecksum(v.pixels, unsigned(v.width), unsigned(v.height)) == checksum(plain.full));
    // A damaged file: decodePhoto's words, from the job too.
    const std::string damaged = damagedPng(dir);
    DecodeControl dctl;
    const DecodedPhoto bad = decodePhoto(damaged, 8192, dctl);
    CHECK(bad.error == damaged + ": cannot decode the PNG picture (damaged?)");
    BackdropPhoto broken({}, 8192);
    broken.update(named(damaged));
    REQUIRE(told(broken, named(damaged)));
    CHECK_FALSE(broken.loaded());
    CHECK(broken.error() == bad.error);
    // A file that is not there: io's words, as decodePhoto says them.
    DecodeControl nctl;
    const std::string none = (dir / "none.jpg").string();
    BackdropPhoto missing({}, 8192);
    missing.update(named(none));
    REQUIRE(told(missing, named(none)));
    CHECK(missing.error() == decodePhoto(none, 8192, nctl).error);
    CHECK(missing.error().find("none.jpg") != std::string::npos);
}

TEST_CASE("photo decode: decodePhotoBytes tells its progress as it rises, and stops at a cancel") {
    const std::string bytes = cdo::test::slurp(std::filesystem::path(COUPDOEIL_SOURCE_DIR) /
                                               "tests" / "data" / "photos" / "small-top.jpg");
    DecodeControl ctl;
    std::vector<float> heard;
    const PhotoPixels p =
        decodePhotoBytes(bytes, 1, 8192, ctl, [&heard](float f) { heard.push_back(f); });
    REQUIRE(p.decoded);
    CHECK(p.full.width == 800);
    REQUIRE(heard.size() > 10); // 50,720 bytes, read a few hundred at a time
    CHECK(std::is_sorted(heard.begin(), heard.end()));
    CHECK(heard.front() > 0);
    CHECK(heard.back() == doctest::Approx(1));
    // Cancelled as it reads (past a quarter of the bytes): not decoded, no pixels.
    DecodeControl stop;
    const PhotoPixels q = decodePhotoBytes(bytes, 1, 8192, stop, [&stop](float f) {
        if (f > 0.25f) stop.cancel = true;
    });
    CHECK_FALSE(q.decoded);
    CHECK(q.full.rgba.empty());
}
