// Hostile files (issue 13): what must be refused quickly and clearly, at its place, rather than
// hang, eat memory, lose a table or print a lie. Every limit of core/limits.h is checked here at
// its line and column, in the order of docs/scenario-errors.md.
#include "core/limits.h"
#include "io/army_list.h"
#include "io/json.h"
#include "io/printable.h"
#include "io/scenario_io.h"

#include "io/army_fixture.h"
#include "load_error.h"
#include "support.h"

#include <doctest/doctest.h>

#include <cmath>
#include <filesystem>
#include <fstream>
#include <limits>
#include <sstream>
#include <string>

#include <sys/stat.h>

using namespace cdo;
using namespace cdo::io;
namespace fs = std::filesystem;

namespace {

fs::path scratch(const std::string& name) {
    return test::scratchFolder("io", name);
}

using test::errorOf;
using test::refused;
using test::slurp;

const std::string head = "coupdoeil: 1\ntable: {width: 72, depth: 48}\n";

std::string unitAt(const std::string& at, const std::string& more = "") {
    return head + "units:\n  - {id: a, side: f, type: infantry, at: " + at + ", facing: 0" + more +
           "}\n";
}

} // namespace

TEST_CASE("hostile: a comma yaml-cpp never consumes is refused, not read for ever") {
    // YAML::LoadAll handed out empty documents for ever on ",:" (and ","): no progress.
    refused(",:", 1, 1, "YAML syntax error: ',' cannot start a value here");
    refused(",", 1, 1, "YAML syntax error: ',' cannot start a value here");
    refused("- a\n,\n", 2, 1, "YAML syntax error: ',' cannot start a value here");
    const LoadError e = errorOf([] { loadArmyListText(",:", "a.yaml"); });
    CHECK(std::string(e.what()) == "a.yaml:1:1: YAML syntax error: ',' cannot start a value here");
    // A real second document is still told as such, at its first node.
    refused("coupdoeil: 1\n---\nx: 1\n", 3, 1,
            "the file holds more than one YAML document (a second '---')");
}

TEST_CASE("hostile: only regular files are read") {
    CHECK(std::string(errorOf([] { readFile("/dev/zero"); }).what()) ==
          "/dev/zero: is a character device, not a file");
    const fs::path dir = scratch("hostile-files");
    CHECK(std::string(errorOf([&] { readFile(dir.string()); }).what()) ==
          dir.string() + ": is a folder, not a file");
    // A FIFO with no writer: opening it to read would block for ever.
    const fs::path fifo = dir / "pipe.yaml";
    REQUIRE(::mkfifo(fifo.c_str(), 0600) == 0);
    CHECK(std::string(errorOf([&] { readFile(fifo.string()); }).what()) ==
          fifo.string() + ": is a named pipe (FIFO), not a file");
    // Says it is a regular file of 0 bytes, and cannot be read at offset 0: an error, not "empty".
    CHECK(std::string(errorOf([] { readFile("/proc/self/mem"); }).what()) ==
          "/proc/self/mem: cannot read: Input/output error");
    CHECK(std::string(errorOf([&] { loadScenarioFile((dir / "none.yaml").string()); }).what()) ==
          (dir / "none.yaml").string() + ": cannot open: No such file or directory");
}

TEST_CASE("hostile: a file over 16 MiB is refused before it is read") {
    const fs::path dir = scratch("hostile-size");
    const fs::path big = dir / "big.yaml";
    { std::ofstream(big) << "coupdoeil: 1\n"; }
    // 16 MiB = 16 * 1024 * 1024 = 16777216 bytes is the most; one more is refused.
    fs::resize_file(big, limits::maxFileBytes + 1);
    CHECK(std::string(errorOf([&] { loadScenarioFile(big.string()); }).what()) ==
          big.string() +
              ": is too large (16777217 bytes); a scenario or army list may be at most 16 MiB "
              "(16777216 bytes)");
    fs::resize_file(big, limits::maxFileBytes);
    CHECK(readFile(big.string()).size() == limits::maxFileBytes);
}

TEST_CASE("hostile: a long unknown key is refused over 256 characters, saved so it reads back") {
    const std::string k257(257, 'k');
    refused(head + "x-" + k257.substr(2) + ": 1\n", 3, 1,
            "a key may be at most 256 characters long, got 257");
    // Deep inside an unknown value too.
    refused(head + "x-notes: {a: {" + k257 + ": 1}}\n", 3, 15,
            "a key may be at most 256 characters long, got 257");
    // 256 characters of U+0001 are allowed, but written as "\x01" each they make a key of
    // 4 * 256 + 2 = 1026 characters: over YAML's 1024 for a plain key, so it must go as "? KEY".
    std::string escaped;
    for (int i = 0; i < 256; ++i)
        escaped += "\\x01";
    const std::string yaml = head + "? \"" + escaped + "\"\n: kept\n";
    const ScenarioDocument doc = loadScenarioText(yaml, "t.yaml");
    const fs::path target = scratch("hostile-long-key") / "b.yaml";
    saveScenarioFile(target.string(), doc);
    const std::string saved = slurp(target);
    CHECK(saved.find("? \"\\x01\\x01") != std::string::npos);
    CHECK(scenarioToYaml(loadScenarioFile(target.string())) == saved);
}

TEST_CASE("hostile: text that is not UTF-8 is refused at its line and column") {
    // "caf\xE9" in Latin-1: the 0xE9 is on line 4, column 22 of "  - {id: a, name: caf\xE9, ...".
    refused(head + "units:\n  - {id: a, name: caf\xE9, side: f, type: infantry}\n", 4, 22,
            "not UTF-8 text: byte 0xE9 starts no valid character (save the file as UTF-8)");
    // Two Latin-1 keys that yaml-cpp would both have read as U+FFFD, one duplicate.
    refused(head + "x-\xE9: 1\nx-\xE8: 2\n", 3, 3,
            "not UTF-8 text: byte 0xE9 starts no valid character (save the file as UTF-8)");
    // An overlong '/' (0xC0 0xAF) and a surrogate (0xED 0xA0 0x80) are not UTF-8 either.
    refused("# \xC0\xAF\n", 1, 3,
            "not UTF-8 text: byte 0xC0 starts no valid character (save the file as UTF-8)");
    refused("# \xED\xA0\x80\n", 1, 3,
            "not UTF-8 text: byte 0xED starts no valid character (save the file as UTF-8)");
    // Columns count characters: "é" is one.
    refused("# é\xFF\n", 1, 4,
            "not UTF-8 text: byte 0xFF starts no valid character (save the file as UTF-8)");
    const LoadError e = errorOf([] { loadArmyListText("army: \"Arm\xE9\xE9\"\n", "a.yaml"); });
    CHECK(std::string(e.what()) == "a.yaml:1:11: not UTF-8 text: byte 0xE9 starts no valid "
                                   "character (save the file as UTF-8)");
}

TEST_CASE("hostile: sizes are checked in inches, after conversion") {
    // 0.01 mm = 0.01 / 25.4 = 0.000394 in: positive in the file, under the 0.001 in least.
    refused("coupdoeil: 1\nmeasure: mm\nunits:\n  - {id: a, side: f, type: infantry, "
            "at: [10, 10], facing: 0, size: [0.01, 10]}\n",
            4, 70,
            "unit 'a': 'size' frontage: a base side must be from 0.001 to 50 inches, got 0.01 "
            "(0.000393700787402 inches)");
    // The smallest denormal, 4.9e-324 mm, became 0 inches and then an infinite range.
    refused("coupdoeil: 1\nmeasure: mm\nunits:\n  - {id: a, side: f, type: infantry, "
            "at: [10, 10], facing: 0, size: [25.4, 5e-324]}\n",
            4, 76,
            "unit 'a': 'size' depth: a base side must be from 0.001 to 50 inches, got 5e-324 "
            "(0 inches)");
    // 50 in is the largest base side; 50.5 is over.
    CHECK(loadScenarioText(unitAt("[10, 10]", ", size: [50, 1]"), "t.yaml")
              .scenario.gt()
              .units[0]
              .size->x == 50.0);
    refused(unitAt("[10, 10]", ", size: [50.5, 1]"), 4, 70,
            "unit 'a': 'size' frontage: a base side must be from 0.001 to 50 inches, got 50.5");
    refused(unitAt("[10, 10]", ", size: [4, 1e308]"), 4, 73,
            "unit 'a': 'size' depth: a base side must be from 0.001 to 50 inches, got 1e+308");
    // Tables: at most 1000 in a side (1000 in = 2540 cm; 2540.1 cm = 1000.04 in is over).
    CHECK(loadScenarioText("coupdoeil: 1\ntable: {width: 1000, depth: 1000}\n", "t.yaml")
              .scenario.gt()
              .tableWidth == 1000.0);
    refused("coupdoeil: 1\nmeasure: cm\ntable: {width: 2540.1, depth: 100}\n", 3, 16,
            "table: 'width': a table side must be from 0.001 to 1000 inches, got 2540.1 "
            "(1000.03937008 inches)");
    refused("coupdoeil: 1\ntable: {width: 72, depth: 1e15}\n", 2, 27,
            "table: 'depth': a table side must be from 0.001 to 1000 inches, got 1000000000000000");
    // Roads: a width from 0.001 to 50 in.
    refused(head + "terrain:\n  - {id: r, kind: road, path: [[0, 1], [9, 1]], width: 60}\n", 4, 56,
            "terrain 'r': 'width': a road's width must be from 0.001 to 50 inches, got 60");
    // Army lists: the same base sizes.
    const LoadError e = errorOf([] {
        std::string list = test::smallList;
        const std::string bty = "type: foot-artillery,";
        list.replace(list.find(bty), bty.size(), bty + " size: [1e308, 1],");
        loadArmyListText(list, "a.yaml");
    });
    CHECK(std::string(e.what()) ==
          "a.yaml:13:69: size frontage must be from 0.001 to 50 inches, not 1e308");
}

TEST_CASE("hostile: every point lies on the table") {
    // The table is 72 x 48: x = 72 is its right edge, still on it; 72.5 is off.
    CHECK(loadScenarioText(unitAt("[72, 48]"), "t.yaml").scenario.gt().units[0].at == Vec2{72, 48});
    refused(unitAt("[72.5, 10]"), 4, 43,
            "unit 'a': 'at' x: lies off the table, which is 72 inches wide; got 72.5");
    refused(unitAt("[10, 1e15]"), 4, 47,
            "unit 'a': 'at' y: lies off the table, which is 48 inches deep; got 1000000000000000");
    // In cm: 122 cm = 48.031 in, off a 48 in deep table.
    refused("coupdoeil: 1\nmeasure: cm\ntable: {width: 182.88, depth: 121.92}\nunits:\n"
            "  - {id: a, side: f, type: infantry, at: [10, 122], facing: 0}\n",
            5, 47,
            "unit 'a': 'at' y: lies off the table, which is 48 inches deep; got 122 "
            "(48.031496063 inches)");
    // Without a table key the table is 72 x 48.
    refused("coupdoeil: 1\nunits:\n  - {id: a, side: f, type: infantry, at: [80, 1], facing: "
            "0}\n",
            3, 43, "unit 'a': 'at' x: lies off the table, which is 72 inches wide; got 80");
    // Terrain corners and paths alike.
    refused(head + "terrain:\n  - {id: w, kind: woods, outline: [[0, 0], [4, 0], [4, 49]]}\n", 4,
            56,
            "terrain 'w': 'outline' point 3 y: lies off the table, which is 48 inches deep; "
            "got 49");
    refused(head + "terrain:\n  - {id: r, kind: linear, path: [[0, 1], [100, 1]]}\n", 4, 43,
            "terrain 'r': 'path' point 2 x: lies off the table, which is 72 inches wide; got 100");
}

TEST_CASE("hostile: outlines, units and terrain entries are counted before they are read") {
    // 1001 corners on a circle: one more than an outline may have.
    std::string outline = "[";
    for (int i = 0; i < 1001; ++i) {
        const double a = 2 * 3.141592653589793 * i / 1001;
        outline += (i ? ", [" : "[") + std::to_string(30 + 20 * std::cos(a)) + ", " +
                   std::to_string(24 + 20 * std::sin(a)) + "]";
    }
    outline += "]";
    refused(head + "terrain:\n  - id: w\n    kind: woods\n    outline: " + outline + "\n", 6, 14,
            "terrain 'w': 'outline': has 1001 points; an outline, top or path may have at most "
            "1000");
    // Eleven outlines of 1000 corners: 11,000 in all, over 10,000; the eleventh is refused.
    std::string many = "coupdoeil: 1\ntable: {width: 1000, depth: 1000}\nterrain:\n";
    for (int k = 0; k < 11; ++k) {
        many += "  - {id: w" + std::to_string(k) + ", kind: woods, outline: [";
        for (int i = 0; i < 1000; ++i) {
            const double a = 2 * 3.141592653589793 * i / 1000;
            many += (i ? ", [" : "[") + std::to_string(50 + 80 * k + 20 * std::cos(a)) + ", " +
                    std::to_string(50 + 20 * std::sin(a)) + "]";
        }
        many += "]}\n";
    }
    refused(many, 14, 37, // the list after "  - {id: w10, kind: woods, outline: "
            "terrain 'w10': 'outline': brings the corners of all outlines, tops and paths to "
            "11000; a scenario may have at most 10000");
    // 20,001 units: one more than a scenario may hold (the first entry is at line 4).
    std::string units = head + "units:\n";
    for (int i = 0; i < 20001; ++i)
        units += "  - {id: u" + std::to_string(i) +
                 ", side: f, type: infantry, at: [1, 1], "
                 "facing: 0}\n";
    refused(units, 4, 3, "'units': holds 20001 units; a scenario may hold at most 20000");
    std::string terrain = head + "terrain:\n";
    for (int i = 0; i < 2001; ++i)
        terrain += "  - {id: r" + std::to_string(i) + ", kind: linear, path: [[0, 1], [2, 1]]}\n";
    refused(terrain, 4, 3,
            "'terrain': holds 2001 entries; a scenario may hold at most 2000 terrain entries");
}

TEST_CASE("hostile: ids follow the army lists' rule") {
    refused(head + "units:\n  - {id: \"a\\eb\", side: f, type: infantry}\n", 4, 10,
            "unit 1: 'id': may only contain letters, digits, '-', '_' and '.', got 'a\\x1bb'");
    refused(head + "units:\n  - {id: \"a\\nb\", side: f, type: infantry}\n", 4, 10,
            "unit 1: 'id': may only contain letters, digits, '-', '_' and '.', got 'a\\x0ab'");
    refused(head + "terrain:\n  - {id: my wood, kind: woods}\n", 4, 10,
            "terrain 1: 'id': may only contain letters, digits, '-', '_' and '.', got 'my wood'");
    const std::string id101(101, 'a');
    refused(head + "units:\n  - {id: " + id101 + ", side: f, type: infantry}\n", 4, 10,
            "unit 1: 'id': may be at most 100 characters long, got 101");
    // A message quoting any other text shows its control characters escaped.
    refused(head + "units:\n  - {id: a, side: f, type: \"x\\e[2J\"}\n", 4, 28,
            "unit 'a': 'type': unknown unit type 'x\\x1b[2J' (expected infantry, cavalry, "
            "cuirassiers, foot-artillery, horse-artillery or general)");
}

TEST_CASE("hostile: a save that would not load back leaves the file as it was") {
    const fs::path dir = scratch("hostile-save");
    const fs::path target = dir / "b.yaml";
    { std::ofstream(target) << "old content\n"; }
    ScenarioDocument doc = loadScenarioText(unitAt("[10, 10]"), "t.yaml");
    SUBCASE("a unit moved off the table") {
        doc.scenario.gt().units[0].at = {100, 10};
        try {
            saveScenarioFile(target.string(), doc);
            FAIL("saved");
        } catch (const std::runtime_error& e) {
            CHECK(std::string(e.what()) ==
                  "cannot save " + target.string() +
                      ": the scenario would not load back, so the file is left as it was (unit "
                      "'a': 'at' x: lies off the table, which is 72 inches wide; got 100)");
        }
    }
    SUBCASE("a size that is not a number") {
        doc.scenario.gt().units[0].size = Vec2{std::numeric_limits<double>::quiet_NaN(), 1};
        CHECK_THROWS_AS(saveScenarioFile(target.string(), doc), std::runtime_error);
    }
    SUBCASE("an id with a newline") {
        doc.scenario.gt().units[0].id = "a\nb";
        CHECK_THROWS_AS(saveScenarioFile(target.string(), doc), std::runtime_error);
    }
    SUBCASE("a text over the file size the loader reads") {
        // A name of 16 MiB: the saved file would be over the cap before anything else is
        // counted, so the loader (readFile) would refuse it whatever its content.
        doc.scenario.gt().units[0].name.assign(limits::maxFileBytes, 'a');
        try {
            saveScenarioFile(target.string(), doc);
            FAIL("saved");
        } catch (const std::runtime_error& e) {
            const std::string what = e.what();
            CHECK(what.find(": it would be ") != std::string::npos);
            CHECK(what.find("bytes, over the 16777216 a scenario may have, so the file is left "
                            "as it was") != std::string::npos);
        }
    }
    CHECK(slurp(target) == "old content\n");
    CHECK(std::distance(fs::directory_iterator(dir), fs::directory_iterator()) == 1);

    // Army lists too.
    const fs::path listPath = dir / "list.yaml";
    { std::ofstream(listPath) << "old list\n"; }
    ArmyList list = loadArmyListText(test::smallList, "a.yaml");
    list.command.units[0].size = Vec2{0, 1};
    CHECK_THROWS_AS(saveArmyListFile(listPath.string(), list), std::runtime_error);
    CHECK(slurp(listPath) == "old list\n");
}

TEST_CASE("hostile: JSON numbers are whole for any finite double, null otherwise") {
    // 1e45 as a double is exactly 999999999999999929757289024535551219930759168 (45 digits);
    // the old 40-byte buffer cut it short.
    CHECK(jsonNumber(1e45) == "999999999999999929757289024535551219930759168");
    CHECK(jsonNumber(-std::numeric_limits<double>::max()).size() == 310); // '-' and 309 digits
    CHECK(jsonNumber(2.5) == "2.5");
    CHECK(jsonNumber(1.0 / 3.0) == "0.3333");
    CHECK(jsonNumber(-0.00001) == "0");
    CHECK(jsonNumber(std::numeric_limits<double>::infinity()) == "null");
    CHECK(jsonNumber(std::nan("")) == "null");
}

TEST_CASE("hostile: JSON strings are valid UTF-8 with every control character escaped") {
    CHECK(jsonString("caf\xE9") == "\"caf\\ufffd\"");
    CHECK(jsonString("café") == "\"café\"");
    CHECK(jsonString("\x1b[31m\x7f\xC2\x9B") == "\"\\u001b[31m\\u007f\\u009b\"");
    CHECK(jsonString("\xED\xA0\x80") == "\"\\ufffd\\ufffd\\ufffd\"");
    CHECK(printable("a\x1b[2Jb\nc\xC2\x9B") == "a\\x1b[2Jb\\x0ac\\u009b");
    CHECK(printableLines("a\x07\nb") == "a\\x07\nb");
    // Bytes that do not make a whole UTF-8 character are shown by value: a lone 0x9B is CSI
    // to an 8-bit terminal. Whole characters pass as they are.
    CHECK(printable("x\x9B"
                    "2J") == "x\\x9b2J");
    CHECK(printable("caf\xE9!") == "caf\\xe9!");
    CHECK(printable("\xED\xA0\x80") == "\\xed\\xa0\\x80"); // a surrogate
    CHECK(printable("caf\xC3\xA9 \xE2\x82\xAC \xF0\x9F\x8E\xA8") ==
          "caf\xC3\xA9 \xE2\x82\xAC \xF0\x9F\x8E\xA8");
}

TEST_CASE("hostile: army-list messages quote file text escaped and cut short") {
    // A date with newlines would print forged lines on the terminal; a long value was echoed
    // whole. quote() escapes control characters and cuts at 40 characters.
    std::string list = test::smallList;
    const std::string date = "date: 1809-07-05";
    list.replace(list.find(date), date.size(),
                 "date: \"1809-07-05\\nCommands:\\n  Fake: " + std::string(100, 'x') + "\"");
    const LoadError e = errorOf([&] { loadArmyListText(list, "a.yaml"); });
    const std::string m = e.message();
    CHECK(m.find('\n') == std::string::npos);
    CHECK(m.rfind("date must be an ISO date yyyy-mm-dd (e.g. 1809-07-05), not '1809-07-05\\x0a"
                  "Commands:\\x0a",
                  0) == 0);
    CHECK(m.size() < 140);
}

TEST_CASE("hostile: the fuzzer's finds are refused at once by both loaders") {
    // tests/io/data/fuzz holds every input tools/fuzz found a loader stuck on (yaml-cpp's
    // LoadAll handed back empty documents for ever). Each must now be refused, at its place,
    // by the scenario loader and the army-list loader alike.
    int files = 0;
    for (const auto& entry : fs::directory_iterator("tests/io/data/fuzz")) {
        if (entry.path().extension() == ".md") continue;
        ++files;
        const std::string path = entry.path().string();
        CAPTURE(path);
        const std::string text = readFile(path);
        CHECK_THROWS_AS((void)loadScenarioText(text, path), LoadError);
        CHECK_THROWS_AS((void)loadArmyListText(text, path), LoadError);
    }
    CHECK(files == 2);
}

TEST_CASE("hostile: anchors and aliases are refused, so no value is copied without limit") {
    // "x: &big [1, 2]" anchors the list at line 2, column 4 ('&' stands after "x: ").
    refused("coupdoeil: 1\nx: &big [1, 2]\ny: *big\n", 2, 4,
            "anchors and aliases ('&name', '*name') are not read: write each value out");
    // The attack: one anchored list of 2,000 numbers (about 10 KB) named by 2,000 units'
    // unknown keys would be cloned 2,000 times (4 million nodes). Refused at the anchor, line
    // 2, column 6 (after the five characters "big: "), before anything is built.
    std::string big = "coupdoeil: 1\nbig: &b [";
    for (int i = 0; i < 2000; ++i)
        big += std::to_string(i) + ", ";
    big += "0]\nunits:\n";
    for (int i = 0; i < 2000; ++i)
        big += "  - {id: u" + std::to_string(i) +
               ", side: x, type: infantry, at: [1, 1], facing: 0, e: *b}\n";
    refused(big, 2, 6, "anchors and aliases ('&name', '*name') are not read: write each value out");
    // An army list likewise.
    const LoadError e = errorOf([] { loadArmyListText("a: &x 1\nb: *x\n", "a.yaml"); });
    CHECK(std::string(e.what()) ==
          "a.yaml:1:4: anchors and aliases ('&name', '*name') are not read: write each value out");
}

TEST_CASE("hostile: values nested 10,000 deep are refused at the 101st level, no overflow") {
    // The top-level map is the first level; "x: " puts the first '{' at line 2, column 4, and
    // the 100th '{' (level 101) at column 4 + 99 = 103. yaml-cpp's parser recurses once a level.
    const std::string message = "values are nested more than 100 deep (lists and maps within each "
                                "other); no file of this format needs so many";
    refused("coupdoeil: 1\nx: " + std::string(10000, '{') + "\n", 2, 103, message);
    // Closed '[', the same.
    refused("coupdoeil: 1\nx: " + std::string(10000, '[') + std::string(10000, ']') + "\n", 2, 103,
            message);
    // An unclosed '[' within a list might yet open a one-pair map ("[[a]: b]"), and yaml-cpp's
    // parser opens that map too: two levels a '[' after the first, so the 50th '[' (at column
    // 4 + 49 = 53) reaches level 1 + 1 + 2 * 49 = 100, and the 51st, at column 54, goes over.
    refused("coupdoeil: 1\nx: " + std::string(10000, '[') + "\n", 2, 54, message);
    // Block lists one inside the other ("- - - ..."): the first "- ", at line 3, column 1, is
    // level 2, the 100th (level 101) at column 1 + 2 * 99 = 199.
    std::string block = "coupdoeil: 1\nx:\n";
    for (int i = 0; i < 10000; ++i)
        block += "- ";
    refused(block + "1\n", 3, 199, message);
    // 100 levels are read, and an unknown value so deep is kept: saved (yaml-cpp's emitter
    // spaces the inner brackets), it reads back to the same text.
    const ScenarioDocument ok = loadScenarioText(
        "coupdoeil: 1\nx: " + std::string(99, '[') + "1" + std::string(99, ']') + "\n", "t.yaml");
    const std::string saved = scenarioToYaml(ok);
    CHECK(saved.find("x: [[[[ [ [") != std::string::npos);
    CHECK(saved.find("[1" + std::string(99, ']') + "\n") != std::string::npos);
    CHECK(scenarioToYaml(loadScenarioText(saved, "saved.yaml")) == saved);
    // An army list likewise.
    const LoadError e = errorOf(
        [] { loadArmyListText("coupdoeil-army: 1\nx: " + std::string(10000, '['), "a.yaml"); });
    CHECK(std::string(e.what()) == "a.yaml:2:54: " + message);
}

TEST_CASE("hostile: a large file loads whole, every unit, corner and unknown key") {
    // 20,000 units (the most a scenario may hold), each with two unknown keys, a wood of 1,000
    // corners and 50,000 unknown top-level keys: about 4 MB, read in one pass of the parser.
    std::string text = "coupdoeil: 1\ntable: {width: 1000, depth: 1000}\nterrain:\n"
                       "  - id: w\n    kind: woods\n    outline: [";
    for (int i = 0; i < 1000; ++i) {
        const double r = i % 2 ? 20 : 15, a = 2 * 3.141592653589793 * i / 1000;
        text += (i ? ", [" : "[") + std::to_string(500 + r * std::cos(a)) + ", " +
                std::to_string(500 + r * std::sin(a)) + "]";
    }
    text += "]\nunits:\n";
    for (int i = 0; i < 20000; ++i) {
        const std::string n = std::to_string(i);
        text += "  - id: u" + n + "\n    side: " + (i % 2 ? "a" : "b") +
                "\n    type: infantry\n    at: [" + std::to_string(5 + (i % 142) * 6.9) + ", " +
                std::to_string(5 + (i / 142) * 6.9) + "]\n    facing: 0\n    x-note: unit " + n +
                "\n    x-data: {a: 1, b: [1, 2, 3]}\n";
    }
    for (int i = 0; i < 50000; ++i)
        text += "x-key-" + std::to_string(i) + ": value " + std::to_string(i) + "\n";
    const ScenarioDocument doc = loadScenarioText(text, "big.yaml");
    REQUIRE(doc.scenario.gt().units.size() == 20000);
    REQUIRE(doc.scenario.gt().terrain.size() == 1);
    CHECK(doc.scenario.gt().terrain[0].outline.size() == 1000);
    CHECK(doc.scenario.gt().units[19999].id == "u19999");
    // u19999 is in row 19999 / 142 = 140, column 19999 - 140 * 142 = 119: 5 + 119 * 6.9 = 826.1.
    CHECK(doc.scenario.gt().units[19999].at.x == doctest::Approx(826.1));
    const std::string saved = scenarioToYaml(doc);
    CHECK(saved.find("x-note: unit 19999\n    x-data: {a: 1, b: [1, 2, 3]}\n") !=
          std::string::npos);
    CHECK(saved.find("\nx-key-0: value 0\n") != std::string::npos);
    CHECK(saved.find("\nx-key-49999: value 49999\n") != std::string::npos);

    // An army list of 100 divisions of 100 units (about 1.3 MB).
    std::string list = "coupdoeil-army: 1\narmy: \"Big\"\nside: french\nsources: [\"made\"]\n"
                       "command:\n  id: corps\n  name: \"Corps\"\n"
                       "  general: {id: m, name: \"M\", rating: great}\n  commands:\n";
    for (int d = 0; d < 100; ++d) {
        const std::string n = std::to_string(d);
        list += "    - id: d" + n + "\n      name: \"Division " + n + "\"\n      general: {id: g" +
                n + ", name: \"G\", rating: ordinary}\n      units:\n";
        for (int k = 0; k < 100; ++k)
            list += "        - {id: u" + std::to_string(d * 100 + k) +
                    ", name: \"Regiment\", type: infantry, battalions: 3, men: 1800, note: "
                    "\"generated\"}\n";
    }
    const ArmyList l = loadArmyListText(list, "big-list.yaml");
    CHECK(allUnits(l).size() == 10000);
    CHECK(l.command.commands.size() == 100);
}

TEST_CASE("hostile: a save never replaces what is not a regular file") {
    // A named pipe (or a link to a device) where the file should be: refused, left in place.
    const fs::path dir = scratch("hostile-save-fifo");
    const fs::path fifo = dir / "pipe.yaml";
    REQUIRE(::mkfifo(fifo.c_str(), 0600) == 0);
    try {
        writeFileAtomically(fifo.string(), "coupdoeil: 1\n");
        FAIL("saved");
    } catch (const std::runtime_error& e) {
        CHECK(std::string(e.what()) ==
              "cannot save " + fifo.string() +
                  ": it is not a regular file (a folder, device or named pipe), so it is left as "
                  "it is");
    }
    CHECK(fs::is_fifo(fifo));
    CHECK(std::distance(fs::directory_iterator(dir), fs::directory_iterator()) == 1);
}
