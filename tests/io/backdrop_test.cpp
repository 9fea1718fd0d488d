// The photo backdrop in a scenario file (`backdrop:`): read, written back the same, every
// refusal at its place; and the photo file itself read as a stranger's.
#include "io/image_file.h"
#include "io/scenario_io.h"

#include "load_error.h"

#include <doctest/doctest.h>

#include <filesystem>
#include <fstream>
#include <string>

#include <sys/stat.h>

using namespace cdo;
using cdo::test::errorOf;
using cdo::test::refused;
namespace fs = std::filesystem;

namespace {

const std::string head = "coupdoeil: 1\n"
                         "table: {width: 72, depth: 48}\n";

// Lines 3 to 9.
const std::string backdrop = "backdrop:\n"
                             "  image: photos/table.jpg\n"
                             "  opacity: 0.6\n"
                             "  marks:\n"
                             "    - {table: [0, 0], image: [100, 900]}\n"
                             "    - {table: [72, 0], image: [1500, 900]}\n"
                             "    - {table: [72, 48], image: [1200, 200]}\n"
                             "    - {table: [0, 48], image: [400, 200]}\n";

fs::path scratch(const std::string& name) {
    const fs::path dir = fs::path(COUPDOEIL_BINARY_DIR) / "io-test-tmp" / name;
    fs::remove_all(dir);
    fs::create_directories(dir);
    return dir;
}

} // namespace

TEST_CASE("backdrop: read with its photo, opacity and marks, and written back the same") {
    const io::ScenarioDocument d = io::loadScenarioText(head + backdrop, "t.yaml");
    REQUIRE(d.scenario.gt().backdrop);
    const Backdrop& b = *d.scenario.gt().backdrop;
    CHECK(b.image == "photos/table.jpg");
    CHECK(b.opacity == 0.6);
    REQUIRE(b.marks.size() == 4);
    CHECK(b.marks[2].table == Vec2{72, 48});
    REQUIRE(b.marks[2].image);
    CHECK(*b.marks[2].image == Vec2{1200, 200});
    // Written and read back: the same backdrop and the same text.
    const std::string text = io::scenarioToYaml(d);
    CHECK(text.find("backdrop:\n  image: photos/table.jpg\n  opacity: 0.6\n  marks:\n"
                    "    - {table: [0, 0], image: [100, 900]}\n") != std::string::npos);
    const io::ScenarioDocument back = io::loadScenarioText(text, "t.yaml");
    REQUIRE(back.scenario.gt().backdrop);
    CHECK(back.scenario.gt().backdrop->marks == b.marks);
    CHECK(io::scenarioToYaml(back) == text);
    CHECK_NOTHROW(io::verifiedScenarioText(d, "t.yaml"));
}

TEST_CASE("backdrop: marks not placed yet, mm tables, unknown keys kept, old files unchanged") {
    // A file without a backdrop has none, and writes none.
    const io::ScenarioDocument old = io::loadScenarioText(head, "t.yaml");
    CHECK_FALSE(old.scenario.gt().backdrop);
    CHECK(io::scenarioToYaml(old).find("backdrop") == std::string::npos);
    // Marks without their photo point (not placed yet), table points in the file's measure
    // (cm here: 182.88 cm = 72"), the photo's points in pixels whatever the measure, the
    // default opacity, and a key of a newer version kept.
    const std::string cm = "coupdoeil: 1\n"
                           "measure: cm\n"
                           "table: {width: 182.88, depth: 121.92}\n"
                           "backdrop:\n"
                           "  image: table.png\n"
                           "  lens: wide\n"
                           "  marks:\n"
                           "    - {table: [0, 0], image: [10, 20]}\n"
                           "    - {table: [182.88, 0]}\n"
                           "    - {table: [182.88, 121.92]}\n"
                           "    - {table: [0, 121.92]}\n";
    const io::ScenarioDocument d = io::loadScenarioText(cm, "t.yaml");
    REQUIRE(d.scenario.gt().backdrop);
    const Backdrop& b = *d.scenario.gt().backdrop;
    CHECK(b.opacity == 0.7);
    REQUIRE(b.marks.size() == 4);
    CHECK(*b.marks[0].image == Vec2{10, 20});
    CHECK(b.marks[1].table == Vec2{72, 0});
    CHECK_FALSE(b.marks[1].image);
    const std::string text = io::scenarioToYaml(d);
    CHECK(text.find("  lens: wide\n") != std::string::npos);
    CHECK(text.find("- {table: [72, 0]}") != std::string::npos);
    CHECK_NOTHROW(io::verifiedScenarioText(d, "t.yaml"));
}

TEST_CASE("backdrop: fewer than 4 marks, or none, are refused at their place") {
    // The limits say 4 to 20 marks, and the app starts a photo with the table's 4 corners;
    // a file of 3 or of none loaded, and could never lay its photo on the table.
    const std::string three = head + "backdrop:\n  image: a.png\n  marks:\n" +
                              "    - {table: [0, 0]}\n    - {table: [72, 0]}\n" +
                              "    - {table: [72, 48]}\n";
    refused(three, 6, 5,
            "backdrop: 'marks': holds 3 marks; a photo takes at least 4 (the "
            "table's corners)");
    refused(head + "backdrop:\n  image: a.png\n  marks: []\n", 5, 10,
            "backdrop: 'marks': holds 0 marks; a photo takes at least 4 (the table's corners)");
    refused(head + "backdrop:\n  image: a.png\n", 4, 3,
            "backdrop: gives no marks; a photo takes 4 to 20 (the table's corners at least)");
}

TEST_CASE("backdrop: refusals at their place") {
    // No image.
    refused(head + "backdrop: {opacity: 0.5}\n", 3, 11, "backdrop: missing required key 'image'");
    refused(head + "backdrop: {image: ''}\n", 3, 19,
            "backdrop: 'image': the photo's file name is empty");
    refused(head + "backdrop: {image: \"a\\x01b.png\"}\n", 3, 19,
            "backdrop: 'image': a file name may not hold control characters, got 'a\\x01b.png'");
    refused(head + "backdrop: {image: a.png, opacity: 1.5}\n", 3, 35,
            "backdrop: 'opacity': an opacity is from 0 (unseen) to 1 (opaque), got 1.5");
    // A mark's table point off the table, its photo point negative, a stray key.
    refused(head + "backdrop:\n  image: a.png\n  marks:\n    - {table: [80, 0]}\n", 6, 16,
            "backdrop mark 1: 'table' x: lies off the table, which is 72 inches wide; got 80");
    refused(head + "backdrop:\n  image: a.png\n  marks:\n    - {table: [0, 0], image: [-1, 3]}\n",
            6, 31, "backdrop mark 1: 'image' x: a photo point is from 0 to 20000 pixels, got -1");
    refused(head + "backdrop:\n  image: a.png\n  marks:\n    - {table: [0, 0], colour: red}\n", 6,
            23, "unknown key 'colour' in backdrop mark 1 (expected one of: table, image)");
    // Four placed marks that cannot place a photo: three in line in the photo, at the third.
    refused(head + "backdrop:\n  image: a.png\n  marks:\n"
                   "    - {table: [0, 0], image: [100, 900]}\n"
                   "    - {table: [72, 0], image: [1500, 900]}\n"
                   "    - {table: [72, 48], image: [800, 901]}\n"
                   "    - {table: [0, 48], image: [400, 200]}\n",
            8, 32,
            "backdrop mark 3: 'image': marks 1, 2 and 3 lie in one line in the photo; place four "
            "marks of which no three are "
            "in line (the table's corners)");
    // A bow tie: the photo's far corners given the other way round.
    const io::LoadError e = errorOf([&] {
        io::loadScenarioText(head + "backdrop:\n  image: a.png\n  marks:\n"
                                    "    - {table: [0, 0], image: [100, 900]}\n"
                                    "    - {table: [72, 0], image: [1500, 900]}\n"
                                    "    - {table: [72, 48], image: [400, 200]}\n"
                                    "    - {table: [0, 48], image: [1200, 200]}\n",
                             "t.yaml");
    });
    CHECK(e.message().find("the marks go round the photo in another order than round the "
                           "table") != std::string::npos);
    CHECK(e.line() >= 6); // at a mark's photo point
    CHECK(e.message().find("backdrop mark ") == 0);
    // More than 20 marks.
    std::string many = head + "backdrop:\n  image: a.png\n  marks:\n";
    for (int i = 0; i < 21; ++i)
        many += "    - {table: [" + std::to_string(i) + ", 0]}\n";
    refused(many, 6, 5, "backdrop: 'marks': holds 21 marks; a photo takes at most 20");
}

TEST_CASE("backdrop photo: only a regular PNG or JPEG file whose header size is in bounds") {
    const fs::path dir = scratch("backdrop-photo");
    const auto write = [&](const std::string& name, const std::string& bytes) {
        std::ofstream(dir / name, std::ios::binary) << bytes;
        return (dir / name).string();
    };
    // A PNG's size is in its IHDR: 0x0640 x 0x04B0 = 1600 x 1200.
    const std::string pngHead = std::string("\x89PNG\r\n\x1a\n", 8) +
                                std::string("\0\0\0\x0dIHDR", 8) +
                                std::string("\0\0\x06\x40\0\0\x04\xb0", 8);
    io::ImageInfo info = io::imageInfo(io::readImageFile(write("a.png", pngHead)), "a.png");
    CHECK(info.format == "PNG");
    CHECK(info.width == 1600);
    CHECK(info.height == 1200);
    // A JPEG's in its frame header (SOF0), after an APP0 segment: 3000 x 4000 (0x0BB8, 0x0FA0).
    const std::string jpeg = std::string("\xff\xd8", 2) + std::string("\xff\xe0\0\x04\0\0", 6) +
                             std::string("\xff\xc0\0\x11\x08\x0f\xa0\x0b\xb8\x03", 10);
    info = io::imageInfo(io::readImageFile(write("a.jpg", jpeg)), "a.jpg");
    CHECK(info.format == "JPEG");
    CHECK(info.width == 3000);
    CHECK(info.height == 4000);
    // A small PNG claiming 100000 x 100000 pixels is refused before anything decodes it.
    const std::string bomb = std::string("\x89PNG\r\n\x1a\n", 8) +
                             std::string("\0\0\0\x0dIHDR", 8) +
                             std::string("\0\x01\x86\xa0\0\x01\x86\xa0", 8);
    io::LoadError e = errorOf([&] { io::imageInfo(bomb, "bomb.png"); });
    CHECK(std::string(e.what()) ==
          "bomb.png: is a picture of 100000 x 100000 pixels; a backdrop photo may be at most "
          "20000 pixels a side and 50 million pixels in all");
    // Not a picture at all.
    e = errorOf([&] { io::imageInfo("coupdoeil: 1\n", "t.yaml"); });
    CHECK(std::string(e.what()) ==
          "t.yaml: is not a PNG or JPEG photo (a backdrop is a .png or .jpg picture)");
    // A folder, a named pipe (which must not make the read wait), a missing file.
    e = errorOf([&] { io::readImageFile(dir.string()); });
    CHECK(std::string(e.what()) == dir.string() + ": is a folder, not a file");
    const fs::path fifo = dir / "pipe.png";
    REQUIRE(::mkfifo(fifo.c_str(), 0600) == 0);
    e = errorOf([&] { io::readImageFile(fifo.string()); });
    CHECK(std::string(e.what()) == fifo.string() + ": is a named pipe (FIFO), not a file");
    e = errorOf([&] { io::readImageFile((dir / "none.png").string()); });
    CHECK(std::string(e.what()) ==
          (dir / "none.png").string() + ": cannot open: No such file or directory");
    // Over 64 MiB (a sparse file: no disk is used).
    const fs::path big = dir / "big.png";
    std::ofstream(big).put('x');
    fs::resize_file(big, (std::uintmax_t(64) << 20) + 1);
    e = errorOf([&] { io::readImageFile(big.string()); });
    CHECK(std::string(e.what()) == big.string() +
                                       ": is too large (67108865 bytes); a backdrop photo may be "
                                       "at most 64 MiB (67108864 bytes)");
}

TEST_CASE("backdrop photo: a picture whose decoding would take too much is refused first") {
    // A 16-bit RGBA PNG of 7071 x 7071 (0x1B9F) is within 50 million pixels, but decoding it
    // holds its inflated rows, 7071 x (1 + 7071 x 8) = 399,999,399 bytes, and its 16-bit pixels,
    // 49,999,041 x 8 = 399,992,328: 800 MB (it peaked at 836 MB) against 512 MiB (537 MB).
    const auto png = [](char depth, char type) {
        return std::string("\x89PNG\r\n\x1a\n", 8) + std::string("\0\0\0\x0dIHDR", 8) +
               std::string("\0\0\x1b\x9f\0\0\x1b\x9f", 8) + std::string(1, depth) +
               std::string(1, type) + std::string(3, '\0');
    };
    io::LoadError e = errorOf([&] { io::imageInfo(png(16, 6), "deep.png"); });
    CHECK(std::string(e.what()) ==
          "deep.png: is a 16-bit PNG of 7071 x 7071 pixels, which needs about 800 MB to decode; "
          "a backdrop photo may need at most 537 MB (save it as an 8-bit PNG or a smaller "
          "picture)");
    // The same at 8 bits: 200,003,235 + 199,996,164 = 400 MB, within.
    const io::ImageInfo ok = io::imageInfo(png(8, 6), "rgba.png");
    CHECK(ok.decodeBytes == 399999399);
    CHECK(ok.channels == 4);
}

TEST_CASE("backdrop photo: a progressive JPEG of more than 50 scans is refused before decoding") {
    // SOF2 (progressive) of 3000 x 4000, three components, then scans of two data bytes each
    // (one with a stuffed 0xFF 0x00 and a restart marker inside, which do not end it).
    const std::string head = std::string("\xff\xd8", 2) +
                             std::string("\xff\xc2\0\x11\x08\x0f\xa0\x0b\xb8\x03", 10) +
                             std::string(9, '\x01');
    const auto scans = [&](int n) {
        std::string b = head;
        for (int i = 0; i < n; ++i)
            b += std::string("\xff\xda\0\x08\x01\x01\0\0\x3f\0", 10) +
                 std::string("\x12\xff\x00\xff\xd0\x34", 6);
        return b + std::string("\xff\xd9", 2);
    };
    io::ImageInfo info = io::imageInfo(scans(10), "ten.jpg");
    CHECK(info.progressive);
    CHECK(info.scans == 10);
    // 12,000,000 pixels x 3 x 2 bytes of coefficients + 4 bytes of RGBA each.
    CHECK(info.decodeBytes == 120000000);
    CHECK_NOTHROW(io::imageInfo(scans(50), "fifty.jpg"));
    const io::LoadError e = errorOf([&] { io::imageInfo(scans(30000), "bomb.jpg"); });
    CHECK(std::string(e.what()) ==
          "bomb.jpg: is a progressive JPEG of more than 50 scans; each is a pass over every "
          "pixel, and a backdrop photo may have at most 50 (save it again as a baseline JPEG)");
}
