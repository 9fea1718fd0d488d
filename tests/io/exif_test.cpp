// A JPEG's EXIF orientation read from its header (io::imageInfo), the lying blocks ignored, and
// the decoded pixels turned upright by it (io::uprightPixels). Real JPEGs decoded and turned
// are tests/app/tools/photo_orientation_test.cpp's.
#include "io/image_file.h"
#include "io/scenario_io.h"

#include "exif_fixture.h"
#include "load_error.h"

#include <doctest/doctest.h>

#include <cstdint>
#include <string>
#include <vector>

using namespace cdo;
using namespace cdo::test;

namespace {

// SOI, then a frame header (SOF0) of 3000 x 4000: height 0x0FA0, width 0x0BB8.
const std::string soi("\xff\xd8", 2);
const std::string sof("\xff\xc0\0\x11\x08\x0f\xa0\x0b\xb8\x03", 10);

// The orientation imageInfo reads from a JPEG whose APP1 segment holds `payload`.
int orientationOf(const std::string& payload) {
    const io::ImageInfo info = io::imageInfo(soi + app1(payload) + sof, "t.jpg");
    CHECK(info.width == 3000); // always as stored
    CHECK(info.height == 4000);
    return info.orientation;
}

} // namespace

TEST_CASE("exif: each of the 8 orientations is read, in either byte order") {
    for (bool little : {true, false})
        for (unsigned v = 1; v <= 8; ++v) {
            CAPTURE(little);
            CAPTURE(v);
            CHECK(orientationOf(orientationPayload(v, little)) == int(v));
        }
    // Without EXIF, or a PNG: as stored.
    CHECK(io::imageInfo(soi + sof, "t.jpg").orientation == 1);
    const std::string png = std::string("\x89PNG\r\n\x1a\n", 8) + std::string("\0\0\0\x0dIHDR", 8) +
                            std::string("\0\0\x06\x40\0\0\x04\xb0", 8);
    CHECK(io::imageInfo(png, "t.png").orientation == 1);
    // The tag among others (Make, an ASCII string of 6 bytes elsewhere; XResolution), big-endian:
    // found by its tag, not its place.
    const std::string entries = ifdEntry(0x010F, 2, 6, 0x0040, false) +
                                ifdEntry(0x0112, 3, 1, 8, false) +
                                ifdEntry(0x011A, 5, 1, 0x0050, false);
    CHECK(orientationOf(exifPayload(false, 8, u16(3, false) + entries + u32(0, false))) == 8);
    // IFD0 further on than 8 (after 4 bytes of padding).
    CHECK(orientationOf(exifPayload(true, 12,
                                    std::string(4, '\0') + u16(1, true) +
                                        ifdEntry(0x0112, 3, 1, 6, true) + u32(0, true))) == 6);
    // An XMP APP1 segment first: the EXIF one after it is still read.
    const std::string xmp = app1(std::string("http://ns.adobe.com/xap/1.0/") + '\0' + "<x/>");
    CHECK(io::imageInfo(soi + xmp + app1(orientationPayload(3, true)) + sof, "t.jpg").orientation ==
          3);
    // The fuzz seeds (tools/fuzz), headers only, are what their names say.
    CHECK(io::imageInfo(io::readImageFile("tests/io/data/exif-orientation-6-big-endian.jpg"), "a")
              .orientation == 6);
    CHECK(
        io::imageInfo(io::readImageFile("tests/io/data/exif-orientation-3-little-endian.jpg"), "b")
            .orientation == 3);
    CHECK(io::swapsSides(5));
    CHECK(io::swapsSides(8));
    CHECK_FALSE(io::swapsSides(4));
    CHECK_FALSE(io::swapsSides(1));
}

TEST_CASE("exif: a broken or lying EXIF block is ignored and the photo shown as stored") {
    const bool le = true;
    const std::string entry6 = ifdEntry(0x0112, 3, 1, 6, le);
    // Not EXIF, a wrong byte-order mark, a TIFF header cut short.
    CHECK(orientationOf("Exif") == 1);
    CHECK(orientationOf(std::string("Exif\0\0IM*\0\x08\0\0\0", 14) + u16(1, le) + entry6) == 1);
    CHECK(orientationOf(std::string("Exif\0\0II*\0", 10)) == 1);
    // IFD0's offset past the end (0xFFFFFFFF: no wrap-around), at the very end (no room for
    // its count), inside the 8-byte header.
    const std::string ifd = u16(1, le) + entry6 + u32(0, le); // 18 bytes
    CHECK(orientationOf(exifPayload(le, 0xFFFFFFFFul, ifd)) == 1);
    CHECK(orientationOf(exifPayload(le, 8 + 18 - 1, ifd)) == 1);
    CHECK(orientationOf(exifPayload(le, 4, ifd)) == 1);
    // A count of 65535 entries where one fits (65535 x 12 bytes would be read past the end).
    CHECK(orientationOf(exifPayload(le, 8, u16(0xFFFF, le) + entry6 + u32(0, le))) == 1);
    // A count of 2 where the second entry is cut short after 6 of its 12 bytes.
    CHECK(orientationOf(exifPayload(le, 8, u16(2, le) + entry6 + std::string(6, '\0'))) == 1);
    // An IFD whose next-IFD link is itself (a loop, for a reader that follows links): read once.
    CHECK(orientationOf(
              exifPayload(le, 8, u16(1, le) + ifdEntry(0x010F, 2, 6, 0, le) + u32(8, le))) == 1);
    CHECK(orientationOf(exifPayload(le, 8, u16(1, le) + entry6 + u32(8, le))) == 6);
    // The tag of another type (LONG), count (2), or a value outside 1-8 (0, 9, 0xFFFF).
    CHECK(orientationOf(exifPayload(le, 8, u16(1, le) + ifdEntry(0x0112, 4, 1, 6, le))) == 1);
    CHECK(orientationOf(exifPayload(le, 8, u16(1, le) + ifdEntry(0x0112, 3, 2, 6, le))) == 1);
    for (unsigned v : {0u, 9u, 0xFFFFu})
        CHECK(orientationOf(orientationPayload(v, le)) == 1);

    // The phone's block cut at every length (the segment's length honest about it): the entry
    // is whole from 28 bytes on ("Exif\0\0" 6 + header 8 + count 2 + entry 12); the next-IFD
    // link after it is not needed.
    for (bool little : {true, false}) {
        const std::string whole = orientationPayload(6, little);
        REQUIRE(whole.size() == 32);
        for (std::size_t n = 0; n <= whole.size(); ++n) {
            CAPTURE(n);
            CHECK(orientationOf(whole.substr(0, n)) == (n >= 28 ? 6 : 1));
        }
        // Every byte replaced by 0x00, 0x80 or 0xFF: some orientation 1-8, never a crash nor a
        // read past the end (the sanitizer build checks that).
        for (std::size_t i = 0; i < whole.size(); ++i)
            for (char c : {'\0', '\x80', '\xff'}) {
                std::string p = whole;
                p[i] = c;
                const int o = orientationOf(p);
                CHECK((o >= 1 && o <= 8));
            }
    }
    // A segment whose length runs past the end of the file hides the frame header: refused as
    // any JPEG without its size, in words.
    const std::string cut = soi + std::string("\xff\xe1\xff\xff", 4) + orientationPayload(6, le);
    const io::LoadError e = errorOf([&] { io::imageInfo(cut + sof, "cut.jpg"); });
    CHECK(std::string(e.what()) == "cut.jpg: is a JPEG file that ends before its picture's size");
}

namespace {

// A picture of letters: each pixel's RGBA is (L, L + 1, L + 2, L + 3) for its letter L.
std::vector<std::uint8_t> lettered(const std::string& letters) {
    std::vector<std::uint8_t> px;
    for (char c : letters)
        for (int k = 0; k < 4; ++k)
            px.push_back(std::uint8_t(c + k));
    return px;
}

} // namespace

TEST_CASE("exif: the pixels are turned upright for each orientation") {
    // Stored 3 wide, 2 high:   a b c
    //                          d e f
    // Upright, by EXIF's meaning of each value (row by row):
    //   1 as stored            abc def
    //   2 mirrored left-right  cba fed
    //   3 turned 180           fed cba
    //   4 mirrored top-bottom  def abc
    //   5 transposed (2 x 3)   ad be cf     the stored rows become the columns
    //   6 turned 90 clockwise  da eb fc     the stored left column, read upward, is the top
    //   7 other diagonal       fc eb da
    //   8 turned 90 anticlock. cf be ad     the stored right column, read downward, is the top
    const std::vector<std::uint8_t> stored = lettered("abcdef");
    const char* upright[9] = {"",       "abcdef", "cbafed", "fedcba", "defabc",
                              "adbecf", "daebfc", "fcebda", "cfbead"};
    for (int o = 1; o <= 8; ++o) {
        CAPTURE(o);
        const io::Pixels p = io::uprightPixels(stored.data(), 3, 2, o, 1);
        CHECK(p.width == (o >= 5 ? 2u : 3u));
        CHECK(p.height == (o >= 5 ? 3u : 2u));
        CHECK(p.rgba == lettered(upright[o]));
    }
    // A value outside 1-8 is taken as 1.
    CHECK(io::uprightPixels(stored.data(), 3, 2, 0, 1).rgba == stored);
}

TEST_CASE("exif: the upright pixels are shrunk by a whole factor, the remainder dropped") {
    // Stored pixel (x, y) has all four channels 10 x + 100 y.
    const auto picture = [](unsigned w, unsigned h) {
        std::vector<std::uint8_t> px;
        for (unsigned y = 0; y < h; ++y)
            for (unsigned x = 0; x < w; ++x)
                for (int k = 0; k < 4; ++k)
                    px.push_back(std::uint8_t(10 * x + 100 * y));
        return px;
    };
    const auto channel = [](const io::Pixels& p, unsigned x, unsigned y) {
        return int(p.rgba[4 * (std::size_t(y) * p.width + x)]);
    };
    // 4 x 2, halved as stored: 2 x 1; (0, 0) is the mean of 0, 10, 100, 110 = 55, (1, 0) of
    // 20, 30, 120, 130 = 75.
    const std::vector<std::uint8_t> four = picture(4, 2);
    io::Pixels p = io::uprightPixels(four.data(), 4, 2, 1, 2);
    CHECK(p.width == 2);
    CHECK(p.height == 1);
    CHECK(channel(p, 0, 0) == 55);
    CHECK(channel(p, 1, 0) == 75);
    // Turned 90 clockwise (6) it is 2 x 4 upright, upright (x, y) = stored (y, 1 - x); halved,
    // 1 x 2: (0, 0) holds stored (0, 1), (0, 0), (1, 1), (1, 0) = 100, 0, 110, 10 -> 55;
    // (0, 1) holds stored (2, 1), (2, 0), (3, 1), (3, 0) = 120, 20, 130, 30 -> 75.
    p = io::uprightPixels(four.data(), 4, 2, 6, 2);
    CHECK(p.width == 1);
    CHECK(p.height == 2);
    CHECK(channel(p, 0, 0) == 55);
    CHECK(channel(p, 0, 1) == 75);
    // 5 x 3 turned 180 (3), halved: 2 x 1, the upright picture's last column (stored x = 0) and
    // last row (stored y = 0) dropped. (0, 0) holds stored (4, 2), (3, 2), (4, 1), (3, 1) =
    // 240, 230, 140, 130 -> 185; (1, 0) holds (2, 2), (1, 2), (2, 1), (1, 1) = 220, 210, 120,
    // 110 -> 165.
    const std::vector<std::uint8_t> five = picture(5, 3);
    p = io::uprightPixels(five.data(), 5, 3, 3, 2);
    CHECK(p.width == 2);
    CHECK(p.height == 1);
    CHECK(channel(p, 0, 0) == 185);
    CHECK(channel(p, 1, 0) == 165);
}

TEST_CASE("exif: the lens's 35 mm focal length is read from the Exif IFD, in either byte order") {
    for (bool little : {true, false}) {
        CAPTURE(little);
        const io::ImageInfo info =
            io::imageInfo(soi + app1(lensPayload(6, 26, little)) + sof, "phone.jpg");
        CHECK(info.orientation == 6); // IFD0's tags still read beside the link
        CHECK(info.focal35mm == 26);
        // 26 mm on a 3000 x 4000 photo: the 36 x 24 frame's diagonal (43.27 mm) stands for the
        // photo's (5000 px): 26 / 43.267 x 5000 = 3004.6 pixels.
        CHECK(io::focalPixels(info) == doctest::Approx(3004.6).epsilon(1e-4));
    }
    // No EXIF, or an orientation-only block: unknown, 0 (the fit takes a phone's usual lens).
    const io::ImageInfo bare = io::imageInfo(soi + sof, "t.jpg");
    CHECK(bare.focal35mm == 0);
    CHECK(io::focalPixels(bare) == 0);
    CHECK(io::imageInfo(soi + app1(orientationPayload(3, true)) + sof, "t.jpg").focal35mm == 0);
}

TEST_CASE("exif: a lying lens block leaves the focal length unknown and never loops") {
    const bool le = true;
    const auto focalOf = [&](const std::string& payload) {
        return io::imageInfo(soi + app1(payload) + sof, "t.jpg").focal35mm;
    };
    const auto withIfds = [&](unsigned long link, const std::string& exifIfd) {
        const std::string ifd0 = u16(1, le) + ifdLong(0x8769, link, le) + u32(0, le);
        return exifPayload(le, 8, ifd0 + exifIfd);
    };
    const std::string good = u16(1, le) + ifdEntry(0xA405, 3, 1, 26, le) + u32(0, le);
    CHECK(focalOf(withIfds(26, good)) == 26); // IFD0 of 1 entry ends at 8 + 18 = 26
    // The link past the block, inside the TIFF header, or to IFD0 itself (whose only entry is
    // the link again: read once as the Exif IFD, it holds no focal length, and is not followed).
    CHECK(focalOf(withIfds(5000, good)) == 0);
    CHECK(focalOf(withIfds(4, good)) == 0);
    CHECK(focalOf(withIfds(8, good)) == 0);
    // The focal length as a LONG, with a count of 2, zero (unknown, as EXIF says), 2001 mm.
    CHECK(focalOf(withIfds(26, u16(1, le) + ifdLong(0xA405, 26, le) + u32(0, le))) == 0);
    CHECK(focalOf(withIfds(26, u16(1, le) + ifdEntry(0xA405, 3, 2, 26, le) + u32(0, le))) == 0);
    CHECK(focalOf(withIfds(26, u16(1, le) + ifdEntry(0xA405, 3, 1, 0, le) + u32(0, le))) == 0);
    CHECK(focalOf(withIfds(26, u16(1, le) + ifdEntry(0xA405, 3, 1, 2001, le) + u32(0, le))) == 0);
    // More entries claimed than the block holds.
    CHECK(focalOf(withIfds(26, u16(40, le) + ifdEntry(0xA405, 3, 1, 26, le))) == 0);
    // The link of the wrong type (a SHORT): not followed.
    const std::string shortLink = u16(1, le) + ifdEntry(0x8769, 3, 1, 26, le) + u32(0, le);
    CHECK(focalOf(exifPayload(le, 8, shortLink + good)) == 0);
}
