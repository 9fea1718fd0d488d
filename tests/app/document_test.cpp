#include "app/document.h"
#include "app/edits.h"

#include "support.h"

#include <doctest/doctest.h>

#include <chrono>
#include <cstdlib>
#include <fstream>
#include <sstream>
#include <thread>
#include <unistd.h>

using namespace cdo;
using namespace cdo::app;
namespace fs = std::filesystem;

using cdo::test::slurp;

namespace {

// A private data folder for autosaves and the recent list (XDG_DATA_HOME), removed after.
struct TempHome {
    fs::path dir;
    TempHome() {
        dir = fs::temp_directory_path() / ("coupdoeil-app-test-" + std::to_string(::getpid()));
        fs::remove_all(dir);
        fs::create_directories(dir);
        ::setenv("XDG_DATA_HOME", dir.c_str(), 1);
    }
    ~TempHome() {
        std::error_code ec;
        fs::remove_all(dir, ec);
    }
};

} // namespace

TEST_CASE("document: edits mark it unsaved, undo back to the file marks it saved") {
    Document d = Document::open("tests/app/data/table.yaml");
    CHECK(fs::path(d.path()).is_absolute());
    CHECK_FALSE(d.dirty());
    const int guns = d.scenario().unitIndex("fr-12pdr");
    REQUIRE(guns >= 0);
    const unsigned long r0 = d.revision();
    d.apply(placeUnit(d.scenario(), guns, {40, 12}, 10));
    CHECK(d.dirty());
    CHECK(d.revision() != r0);
    // The Table follows the edit at once: the engine sees the new position.
    CHECK(d.table().unit(guns).unit->at.x == 40);
    d.undo();
    CHECK_FALSE(d.dirty());
    CHECK(d.table().unit(guns).unit->at.x == 36);
    d.redo();
    CHECK(d.dirty());
}

TEST_CASE("document: a bad file throws FILE:LINE:COLUMN and the open table stays") {
    Document d = Document::open("tests/app/data/table.yaml");
    try {
        d = Document::open("tests/app/data/bad.yaml");
        FAIL("the bad scenario loaded");
    } catch (const io::LoadError& e) {
        CHECK(e.line() == 3);
        CHECK(std::string(e.what()).rfind("tests/app/data/bad.yaml:3:", 0) == 0);
    }
    CHECK(d.scenario().units.size() == 14);
}

TEST_CASE("document: a la-bataille file is refused as the CLI refuses it, the table stays") {
    Document d = Document::open("tests/app/data/table.yaml");
    try {
        d = Document::open("tests/app/data/la-bataille.yaml");
        FAIL("the la-bataille scenario opened");
    } catch (const io::LoadError& e) {
        CHECK(e.line() == 0); // the whole file, not a place in it
        CHECK(std::string(e.what()) ==
              "tests/app/data/la-bataille.yaml: rulings for the la-bataille ruleset are not "
              "available yet; only grande-tactique is");
    }
    CHECK(d.scenario().units.size() == 14);
    CHECK((d.engine().ruleset() == Ruleset::GrandeTactique));
}

TEST_CASE("document: an autosave the app cannot show is refused by recover, the table stays") {
    // An older version let la-bataille files in, and autosaved them.
    Document d = Document::open("tests/app/data/table.yaml");
    const io::ScenarioDocument lb = io::loadScenarioFile("tests/app/data/la-bataille.yaml");
    const unsigned long revision = d.revision();
    try {
        d.recover(lb);
        FAIL("a la-bataille autosave was recovered");
    } catch (const io::LoadError& e) {
        CHECK(std::string(e.what()).find(": rulings for the la-bataille ruleset are not "
                                         "available yet; only grande-tactique is") !=
              std::string::npos);
    }
    CHECK(d.scenario().units.size() == 14);
    CHECK((d.scenario().ruleset == cdo::Ruleset::GrandeTactique));
    CHECK_FALSE(d.dirty());
    CHECK(d.revision() == revision);
    CHECK(d.engine().unitIndex("fr-12pdr") >= 0);
}

TEST_CASE("document: save keeps unknown keys, writes atomically, and reloads equal") {
    TempHome home;
    const fs::path copy = home.dir / "copy.yaml";
    Document d = Document::open("tests/app/data/unknown-keys.yaml");
    d.apply(placeUnit(d.scenario(), 0, {21.5, 10}, 15));
    d.saveAs(copy.string());
    CHECK_FALSE(d.dirty());
    CHECK(d.path() == copy.lexically_normal().string());
    const std::string text = slurp(copy);
    CHECK(text.find("umpire") != std::string::npos);
    CHECK(text.find("density") != std::string::npos);
    CHECK(text.find("crew") != std::string::npos);
    for (const auto& e : fs::directory_iterator(home.dir)) // no temporary file left behind
        CHECK(e.path().filename().string().find(".tmp-") == std::string::npos);
    const Document again = Document::open(copy.string());
    CHECK(again.scenario().units[0].at.x == 21.5);
    CHECK(again.scenario().units[0].facing == 15);
}

TEST_CASE("document: autosave is written after a pause and offered back while newer") {
    TempHome home;
    const fs::path file = home.dir / "game.yaml";
    fs::copy_file("tests/app/data/table.yaml", file);
    Document d = Document::open(file.string());
    const fs::path auto_ = autosavePathFor(d.path());
    CHECK(auto_.parent_path() == home.dir / "coupdoeil" / "autosave");
    CHECK(auto_.filename().string().rfind("game-", 0) == 0);
    CHECK(autosavePathFor(file.string()) == auto_); // same file, same autosave
    CHECK_FALSE(recoverableAutosave(d.path()));

    Autosaver saver(3.0);
    CHECK_FALSE(saver.tick(d, 0.0)); // nothing to save
    d.apply(placeUnit(d.scenario(), 0, {30, 20}, 45));
    CHECK_FALSE(saver.tick(d, 1.0)); // changed at 1.0: waits 3 s
    CHECK_FALSE(saver.tick(d, 3.9));
    CHECK(saver.tick(d, 4.1));
    CHECK_FALSE(saver.tick(d, 9.0)); // written once per change
    CHECK(recoverableAutosave(d.path()));
    const Document rec = Document::open(auto_.string());
    CHECK(rec.scenario().units[0].at.x == 30);

    // Saving the file makes the autosave older than it: no longer offered.
    std::this_thread::sleep_for(std::chrono::milliseconds(20));
    d.save();
    CHECK_FALSE(recoverableAutosave(d.path()));
    saver.discard(d.path());
    CHECK_FALSE(fs::exists(auto_));
}

TEST_CASE("document: recovering an autosave keeps the file name and marks unsaved work") {
    Document d = Document::open("tests/app/data/table.yaml");
    io::ScenarioDocument other = io::loadScenarioFile("tests/app/data/unknown-keys.yaml");
    const std::string path = d.path();
    d.recover(std::move(other));
    CHECK(d.path() == path);
    CHECK(d.dirty());
    CHECK(d.scenario().units.size() == 2);
    CHECK_FALSE(d.history().canUndo());
}

TEST_CASE("document: the recent list is most recent first, without repeats, capped") {
    TempHome home;
    const fs::path list = home.dir / "recent.txt";
    {
        RecentFiles r(list, 3);
        r.add("/a.yaml");
        r.add("/b.yaml");
        r.add("/a.yaml");
        r.add("/c.yaml");
        r.add("/d.yaml");
        CHECK(r.list() == std::vector<std::string>{"/d.yaml", "/c.yaml", "/a.yaml"});
    }
    RecentFiles again(list, 3); // read back from the file
    CHECK(again.list() == std::vector<std::string>{"/d.yaml", "/c.yaml", "/a.yaml"});
    again.remove("/c.yaml");
    CHECK(again.list().size() == 2);
}
