// Real JPEGs, as the app decodes them (SFML, which ignores EXIF), turned upright by the EXIF
// orientation spliced into them: what BackdropPhoto::load does, without a window. The parser's
// lying blocks and the exact pixel maps are tests/io/exif_test.cpp's.
#include "io/image_file.h"

#include "exif_fixture.h"
#include "support.h"

#include <SFML/Graphics.hpp>

#include <doctest/doctest.h>

#include <cstdlib>
#include <string>

using namespace cdo;
using namespace cdo::test;

namespace {

// Six cells of 16 x 16 pixels (whole JPEG blocks, so each stays one colour), 3 across, 2 down.
struct Cell {
    char name;
    sf::Color colour;
};
const Cell kCells[6] = {{'R', {220, 30, 30}},  {'G', {30, 200, 30}},  {'B', {30, 30, 220}},
                        {'Y', {230, 230, 40}}, {'M', {200, 40, 200}}, {'C', {40, 200, 200}}};

bool near(const std::uint8_t* px, sf::Color c) {
    // JPEG at SFML's quality 90: a flat block keeps its colour within a few units; the cells
    // differ by over 150 in some channel.
    return std::abs(int(px[0]) - c.r) <= 30 && std::abs(int(px[1]) - c.g) <= 30 &&
           std::abs(int(px[2]) - c.b) <= 30;
}

} // namespace

TEST_CASE("photo orientation: a phone's JPEG is turned upright for each of the 8 orientations") {
    const auto dir = scratchFolder("app", "photo-orientation");
    // Stored as   R G B
    //             Y M C    (48 x 32 pixels)
    sf::Image img;
    img.create(48, 32);
    for (unsigned y = 0; y < 32; ++y)
        for (unsigned x = 0; x < 48; ++x)
            img.setPixel(x, y, kCells[(y / 16) * 3 + x / 16].colour);
    REQUIRE(img.saveToFile((dir / "stored.jpg").string()));
    const std::string jpeg = slurp(dir / "stored.jpg");
    REQUIRE(jpeg.substr(0, 2) == "\xff\xd8");
    // Upright, cell by cell, row by row (as tests/io/exif_test.cpp works out for a b c / d e f):
    // 1 RGB YMC, 2 BGR CMY, 3 CMY BGR, 4 YMC RGB; 3 cells down for 5 to 8:
    // 5 RY GM BC, 6 YR MG CB, 7 CB MG YR, 8 BC GM RY.
    const char* upright[9] = {"",       "RGBYMC", "BGRCMY", "CMYBGR", "YMCRGB",
                              "RYGMBC", "YRMGCB", "CBMGYR", "BCGMRY"};
    for (bool little : {true, false})
        for (int o = 1; o <= 8; ++o) {
            CAPTURE(little);
            CAPTURE(o);
            const std::string bytes = afterSoi(jpeg, app1(orientationPayload(unsigned(o), little)));
            const io::ImageInfo info = io::imageInfo(bytes, "phone.jpg");
            CHECK(info.orientation == o);
            sf::Image decoded;
            REQUIRE(decoded.loadFromMemory(bytes.data(), bytes.size()));
            REQUIRE(decoded.getSize() == sf::Vector2u(48, 32)); // the decoder ignores EXIF
            const io::Pixels p =
                io::uprightPixels(decoded.getPixelsPtr(), 48, 32, info.orientation, 1);
            const unsigned across = o >= 5 ? 2 : 3;
            CHECK(p.width == 16 * across);
            CHECK(p.height == 16 * (o >= 5 ? 3 : 2));
            // The middle of each upright cell.
            for (unsigned i = 0; i < 6; ++i) {
                const unsigned x = (i % across) * 16 + 8, y = (i / across) * 16 + 8;
                const char want = upright[o][i];
                sf::Color c;
                for (const Cell& k : kCells)
                    if (k.name == want) c = k.colour;
                CAPTURE(i);
                CAPTURE(want);
                CHECK(near(&p.rgba[4 * (std::size_t(y) * p.width + x)], c));
            }
        }
}

TEST_CASE("photo orientation: a real JPEG's lens focal length is read beside its orientation") {
    const auto dir = scratchFolder("app", "photo-lens");
    sf::Image img;
    img.create(48, 32, sf::Color(90, 120, 60));
    REQUIRE(img.saveToFile((dir / "stored.jpg").string()));
    const std::string jpeg = slurp(dir / "stored.jpg");
    const std::string bytes = afterSoi(jpeg, app1(lensPayload(8, 28, false)));
    const io::ImageInfo info = io::imageInfo(bytes, "phone.jpg");
    CHECK(info.orientation == 8);
    CHECK(info.focal35mm == 28);
    // 28 / 43.267 x hypot(48, 32) = 28 / 43.267 x 57.69 = 37.33 pixels.
    CHECK(io::focalPixels(info) == doctest::Approx(37.33).epsilon(1e-3));
    sf::Image decoded;
    CHECK(decoded.loadFromMemory(bytes.data(), bytes.size())); // the decoder skips the block
}
