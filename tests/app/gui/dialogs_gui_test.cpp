// The dialogs and the on-screen keyboard played through the built app (docs/app.md, "Files"
// and "Typing without a keyboard"), as the other GUI cases: skipped without the app or a
// display.
#include "app/document/document.h"
#include "skip.h"
#include "support.h"

#include <doctest/doctest.h>

#include <chrono>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>

namespace fs = std::filesystem;

using cdo::test::dumps;
using cdo::test::has;
using cdo::test::Run;

namespace {

// A case's folder, with table.yaml copied into it as game.yaml: the dialogs' file browser
// starts in the scenario's folder, so that nothing is written into the repository. Its data
// folder (autosaves, the recent list) is this folder too, here and in the app (runIn).
fs::path caseFolder(const std::string& name) {
    const fs::path dir = cdo::test::scratchFolder("gui-dialogs", name);
    fs::copy_file("tests/app/data/table.yaml", dir / "game.yaml");
    ::setenv("XDG_DATA_HOME", dir.c_str(), 1);
    return dir;
}

Run play(const fs::path& dir, const std::string& script, const std::string& args = "") {
    std::ofstream(dir / "script.txt") << script;
    return cdo::test::runIn(dir, cdo::test::guiApp(),
                            args + " --script " + (dir / "script.txt").string() + " " +
                                (dir / "game.yaml").string());
}

std::string line(const std::vector<std::string>& block, const std::string& start) {
    for (const std::string& l : block)
        if (l.rfind(start, 0) == 0) return l;
    return {};
}

} // namespace

TEST_CASE("gui: Save as selects the name it proposes, so that what is typed replaces it") {
    // Issue 19 (9): the name field did not select its default, so a tap on it and typing
    // appended: "game.yamlroster1.yaml".
    cdo::test::guiApp();
    const fs::path dir = caseFolder("save-as-typed");
    const Run r = play(dir, "press Save as\n"
                            "press File name\n"
                            "type roster1\n"
                            "press Save\n"
                            "dump\n");
    REQUIRE_MESSAGE(r.code == 0, r.err);
    const auto d = dumps(r.out);
    REQUIRE(d.size() == 1);
    CHECK(has(d[0], "file " + (dir / "roster1.yaml").string()));
    CHECK(fs::exists(dir / "roster1.yaml"));
    CHECK_FALSE(fs::exists(dir / "game.yamlroster1.yaml"));
}

TEST_CASE("gui: the on-screen keyboard types a file name, every key at least 9 mm") {
    // Issue 19 (9): text fields had no on-screen keyboard; a tablet without one could not name
    // a file. A tap on the field opens it under the field.
    cdo::test::guiApp();
    const fs::path dir = caseFolder("keyboard-file");
    const Run r = play(dir, "press Save as\n"
                            "press File name\n"
                            "layout\n"
                            "press Shift##kb\n"
                            "press R##kb\n"
                            "press Shift##kb\n"
                            "press 1##kb\n"
                            "press _##kb\n"
                            "press b##kb\n"
                            "press Back##kb\n"
                            "press a##kb\n"
                            "press OK##kb\n"
                            "press Save\n"
                            "dump\n");
    REQUIRE_MESSAGE(r.code == 0, r.err);
    const auto d = dumps(r.out);
    REQUIRE(d.size() == 2);
    // Every key, "button X Y W H LABEL##kb": at least 9 mm each way at the density printed.
    const double ppi = std::stod(line(d[0], "ppi ").substr(4));
    const double nineMm = 9 / 25.4 * ppi - 0.5; // whole pixels, rounded
    int keys = 0;
    for (const std::string& l : d[0]) {
        if (l.rfind("button ", 0) != 0 || l.find("##kb") == std::string::npos) continue;
        std::istringstream in(l.substr(7));
        double x = 0, y = 0, w = 0, h = 0;
        in >> x >> y >> w >> h;
        CHECK_MESSAGE(w >= nineMm, l);
        CHECK_MESSAGE(h >= nineMm, l);
        ++keys;
    }
    CHECK(keys == 26 + 10 + 3 + 5);
    // "R1_b", Back, "a": R1_a.yaml, the proposed name replaced by the first key.
    CHECK(has(d[1], "file " + (dir / "R1_a.yaml").string()));
    CHECK(fs::exists(dir / "R1_a.yaml"));
}

TEST_CASE("gui: the keyboard renames a unit from the side panel, Cancel leaves it") {
    // Issue 19 (9): ids and names are typed with the same keyboard as file names.
    cdo::test::guiApp();
    const fs::path dir = caseFolder("keyboard-id");
    const Run r = play(dir, "tap 36 12\n" // table.yaml's French battery, fr-12pdr
                            "press Id\n"
                            "press g##kb\n"
                            "press u##kb\n"
                            "press n##kb\n"
                            "press s##kb\n"
                            "press OK##kb\n"
                            "dump\n"
                            "press Id\n"
                            "press x##kb\n"
                            "press Cancel##kb\n"
                            "dump\n");
    REQUIRE_MESSAGE(r.code == 0, r.err);
    const auto d = dumps(r.out);
    REQUIRE(d.size() == 2);
    CHECK(has(d[0], "firer guns"));
    CHECK(line(d[0], "unit guns ") == "unit guns 36.0000 12.0000 0.00");
    CHECK(has(d[1], "firer guns"));
    CHECK(line(d[1], "unit x ").empty());
}

TEST_CASE("gui: a plain start offers the autosaves a crash left, newest first") {
    // Issue 19 (10): started without a file after a crash, the app said nothing of the work
    // kept for a file; it was offered only when that file was opened again.
    cdo::test::guiApp();
    const fs::path dir = caseFolder("plain-start");
    const auto now = fs::file_time_type::clock::now();
    fs::last_write_time(dir / "game.yaml", now - std::chrono::hours(2));
    const std::string game = fs::absolute(dir / "game.yaml").lexically_normal().string();
    fs::create_directories(cdo::app::autosavePathFor("").parent_path());
    std::ofstream(dir / "coupdoeil" / "recent.txt") << game << "\n";
    // The file's work kept 5 minutes ago, a new table's an hour ago: the file's first.
    fs::copy_file("tests/app/data/turn.yaml", cdo::app::autosavePathFor(game));
    fs::last_write_time(cdo::app::autosavePathFor(game), now - std::chrono::minutes(5));
    fs::copy_file("tests/app/data/table.yaml", cdo::app::autosavePathFor(""));
    fs::last_write_time(cdo::app::autosavePathFor(""), now - std::chrono::hours(1));
    const Run r = play(dir, "launch\n"
                            "dump\n"
                            "press Recover them\n"
                            "dump\n"
                            "press Throw them away\n"
                            "dump\n");
    REQUIRE_MESSAGE(r.code == 0, r.err);
    const auto d = dumps(r.out);
    REQUIRE(d.size() == 3);
    CHECK(has(d[0], "recover-offered " + game));
    CHECK(has(d[1], "file " + game)); // recovered under its name
    CHECK(has(d[1], "dirty 1"));
    CHECK(has(d[1], "recover-offered -")); // then the new table's
    CHECK(line(d[2], "dialog ").empty());
    CHECK_FALSE(fs::exists(cdo::app::autosavePathFor("")));
    CHECK(fs::exists(cdo::app::autosavePathFor(game))); // kept until the work is saved
}

TEST_CASE("gui: the window opens on the screen whole, without a window manager") {
    // Issue 19 (10): SFML 2.5 alone put a 1000 x 600 window at y = (1280 - 600) / 2 = 340 on
    // a 1280 x 800 screen: 140 px of it below the screen. Centred: (140, 100).
    cdo::test::guiApp();
    const fs::path dir = caseFolder("window-place");
    const Run r = play(dir, "dump\n", "--size 1000x600");
    REQUIRE_MESSAGE(r.code == 0, r.err);
    const auto d = dumps(r.out);
    REQUIRE(d.size() == 1);
    std::istringstream in(line(d[0], "window-at ").substr(10));
    int x = -1, y = -1, dw = 0, dh = 0;
    std::string word;
    in >> x >> y >> word >> dw >> dh;
    REQUIRE(word == "desktop");
    CHECK(x == (dw - 1000) / 2);
    CHECK(y == (dh - 600) / 2);
    CHECK(y + 600 <= dh);
}

TEST_CASE("gui: on the desktop no device picker and no Download are offered") {
    // The desktop's files are the app's: Open's file browser is the device's files, so the
    // browser's "From this device..." is not drawn, nor the top bar's Download, nor the photo
    // tool's camera and device buttons. Each script fails at its last line (no such button),
    // after a dump showing the dialog or the tool is there.
    cdo::test::guiApp();
    const fs::path dir = caseFolder("no-device-files");
    const std::string dots = "\u2026";
    Run r = play(dir, "press Open\ndump\npress From this device" + dots + "\n");
    CHECK(r.code != 0);
    auto d = dumps(r.out);
    REQUIRE(d.size() == 1);
    CHECK(has(d[0], "dialog Open scenario"));
    CHECK(r.err.find("no button 'From this device" + dots + "' on screen") != std::string::npos);

    r = play(dir, "press Save as\npress Cancel\ndump\npress Download\n");
    CHECK(r.code != 0);
    CHECK(dumps(r.out).size() == 1);
    CHECK(r.err.find("no button 'Download' on screen") != std::string::npos);

    r = play(dir, "tool photo\npress Open photo\ndump\npress Take a photo\n");
    CHECK(r.code != 0);
    CHECK(dumps(r.out).size() == 1);
    CHECK(r.err.find("no button 'Take a photo' on screen") != std::string::npos);
    r = play(dir, "tool photo\ndump\npress Photo from this device" + dots + "\n");
    CHECK(r.code != 0);
    CHECK(r.err.find("no button 'Photo from this device" + dots + "' on screen") !=
          std::string::npos);
}

TEST_CASE("gui: a density the player saved wins over --default-ppi, --ppi over both") {
    // The browser page's guess (--default-ppi 120) is taken only while nothing is saved; a
    // saved 200 (the View panel's Screen ppi) wins over it; --ppi 150 over the saved one.
    cdo::test::guiApp();
    const fs::path dir = caseFolder("ppi-order");
    auto ppiOf = [&](const std::string& args) {
        const Run r = play(dir, "dump\n", args);
        REQUIRE_MESSAGE(r.code == 0, r.err);
        const auto d = dumps(r.out);
        REQUIRE(d.size() == 1);
        return line(d[0], "ppi ");
    };
    CHECK(ppiOf("--default-ppi 120") == "ppi 120");
    fs::create_directories(dir / "coupdoeil");
    std::ofstream(dir / "coupdoeil" / "settings.txt") << "ppi 200\n";
    CHECK(ppiOf("--default-ppi 120") == "ppi 200");
    CHECK(ppiOf("--ppi 150 --default-ppi 120") == "ppi 150");
    CHECK(ppiOf("") == "ppi 200");
}
