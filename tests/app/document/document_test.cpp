#include "app/document/document.h"
#include "app/document/edits.h"
#include "core/limits.h"

#include "app/lb_support.h"
#include "support.h"

#include <doctest/doctest.h>

#include <chrono>
#include <cstdlib>
#include <fstream>
#include <sstream>
#include <sys/stat.h>
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
    const int guns = d.scenario().gt().unitIndex("fr-12pdr");
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
    CHECK(d.scenario().gt().units.size() == 14);
}

TEST_CASE("document: a la-bataille scenario opens on its map, saying why when it has no rulings") {
    const Document d(io::ScenarioDocument{cdo::test::smallBattle(), nullptr}, "");
    CHECK(d.laBataille());
    CHECK(d.battle().units.size() == 10);
    if (!d.hasEngine()) // the CLI's words for the same file
        CHECK(d.noRulings() ==
              "rulings for the la-bataille ruleset are not available yet; only grande-tactique is");
    else
        CHECK(d.noRulings().empty());
}

// The document takes what the rule set's face shows (face.cpp's table), never asking itself
// which rule set it holds: a grande-tactique table is drawn from that engine's placed bases,
// so one made by another engine is refused, in words that name the rule set once; a
// la-bataille map is drawn from the scenario, with any engine. Before, the document's own
// check said "the app draws only grande-tactique tables, not grande-tactique ones".
TEST_CASE("document: the rule set's face decides which engines a document is shown with") {
    struct GtStandIn {
        EngineFactory previous =
            setEngine(Ruleset::GrandeTactique, [](const Scenario& s) -> std::unique_ptr<Engine> {
                return std::make_unique<cdo::test::StandInEngine>(s);
            });
        ~GtStandIn() { setEngine(Ruleset::GrandeTactique, previous); }
    };
    {
        const GtStandIn standIn;
        try {
            const Document d(io::ScenarioDocument{Scenario{}, nullptr}, "stand-in.yaml");
            FAIL("a table the app cannot draw was taken");
        } catch (const io::LoadError& e) {
            CHECK(std::string(e.what()) ==
                  "stand-in.yaml: the app cannot draw grande-tactique tables with this engine");
        }
    }
    const cdo::test::WithStandInEngine lbStandIn;
    const Document lb(io::ScenarioDocument{cdo::test::smallBattle(), nullptr}, "");
    CHECK(lb.hasEngine());
    CHECK(lb.noRulings().empty());
    const Document gt(io::ScenarioDocument{Scenario{}, nullptr}, "");
    CHECK(gt.hasEngine());
}

TEST_CASE("document: a la-bataille autosave is recovered onto its map") {
    Document d = Document::open("tests/app/data/table.yaml");
    const unsigned long revision = d.revision();
    d.recover(io::ScenarioDocument{cdo::test::smallBattle(), nullptr}, d.path());
    CHECK(d.laBataille());
    CHECK(d.battle().units.size() == 10);
    CHECK(d.dirty());
    CHECK(d.revision() != revision);
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
        CHECK(e.path().filename().string().find(".coupdoeil-tmp-") == std::string::npos);
    const Document again = Document::open(copy.string());
    CHECK(again.scenario().gt().units[0].at.x == 21.5);
    CHECK(again.scenario().gt().units[0].facing == 15);
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
    CHECK(rec.scenario().gt().units[0].at.x == 30);

    // Saving the file makes the autosave older than it: no longer offered.
    std::this_thread::sleep_for(std::chrono::milliseconds(20));
    d.save();
    CHECK_FALSE(recoverableAutosave(d.path()));
    saver.discard(d.path());
    CHECK_FALSE(fs::exists(auto_));
}

TEST_CASE("document: an autosave is written only if it would load back, the last good one stays") {
    TempHome home;
    const fs::path file = home.dir / "game.yaml";
    fs::copy_file("tests/app/data/table.yaml", file);
    Document d = Document::open(file.string());
    const fs::path auto_ = autosavePathFor(d.path());
    Autosaver saver(3.0);
    d.apply(placeUnit(d.scenario(), 0, {30, 20}, 45));
    CHECK_FALSE(saver.tick(d, 1.0)); // the change is seen at 1.0; written 3 s later
    REQUIRE(saver.tick(d, 4.1));
    const std::string good = cdo::test::slurp(auto_);
    // A unit named with 16 MiB of text: the file would be over what the loader reads, so a
    // recovery would refuse it. The autosave keeps the last text that loads.
    Unit big = d.scenario().gt().units[0];
    big.name.assign(cdo::limits::maxFileBytes, 'a');
    d.apply(setUnit(0, d.scenario().gt().units[0], big, "Rename"));
    CHECK_FALSE(saver.tick(d, 5.0));
    CHECK_FALSE(saver.tick(d, 8.1)); // due, and refused
    CHECK(saver.lastError().find("cannot save " + auto_.string() + ": it would be ") == 0);
    CHECK(cdo::test::slurp(auto_) == good);
    CHECK(io::loadScenarioFile(auto_.string()).scenario.gt().units[0].at.x == 30);
}

TEST_CASE("document: recovering an autosave keeps the file name and marks unsaved work") {
    Document d = Document::open("tests/app/data/table.yaml");
    io::ScenarioDocument other = io::loadScenarioFile("tests/app/data/unknown-keys.yaml");
    const std::string path = d.path();
    d.recover(std::move(other), path);
    CHECK(d.path() == path);
    CHECK(d.dirty());
    CHECK(d.scenario().gt().units.size() == 2);
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

TEST_CASE("document: the recent list is read as a hostile file") {
    // Issue 13: the list was read with getline, so a FIFO in its place blocked the start-up and
    // /dev/zero (one endless "line") filled the memory. Now only a regular file within the
    // size cap is read, and only the lines the app could have written are kept.
    TempHome home;
    const fs::path list = home.dir / "recent.txt";
    // Garbage: a NUL, an escape sequence, Latin-1 (not UTF-8), a relative path, a line of
    // 5,000 characters, a blank line; the two real paths are kept, in order.
    std::string text = "/good.yaml\n";
    text += std::string("/nul\0.yaml\n", 11);
    text += "/esc\x1b[2J.yaml\nrelative.yaml\n/caf\xe9.yaml\n/" + std::string(5000, 'a') +
            "\n\n/caf\xc3\xa9.yaml";
    { std::ofstream(list, std::ios::binary) << text; }
    CHECK(RecentFiles(list, 10).list() ==
          std::vector<std::string>{"/good.yaml", "/caf\xc3\xa9.yaml"});
    // Over the size cap (a sparse file of 16 MiB and one byte): refused unread, an empty list.
    fs::resize_file(list, limits::maxFileBytes + 1);
    CHECK(RecentFiles(list, 10).list().empty());
    // A named pipe with no writer, a folder, a character device: at once, nothing.
    fs::remove(list);
    REQUIRE(::mkfifo(list.c_str(), 0600) == 0);
    CHECK(RecentFiles(list, 10).list().empty());
    fs::remove(list);
    fs::create_directory(list);
    CHECK(RecentFiles(list, 10).list().empty());
    fs::remove(list);
    fs::create_symlink("/dev/zero", list);
    CHECK(RecentFiles(list, 10).list().empty());
}

TEST_CASE("document: a file that did not load keeps its name, its autosave and its content") {
    // Issue 13: the requested file failed to load, the table fell back to an untitled one, and
    // the Recover dialog offered (and threw away) the untitled table's autosave instead.
    TempHome home;
    const fs::path file = home.dir / "broken.yaml";
    std::ofstream(file) << "coupdoeil: 1\nunits: [\n"; // does not load
    const std::string before = slurp(file);
    // The work of that file, autosaved before the crash; and an untitled table's, which must
    // be left alone.
    fs::create_directories(autosavePathFor(file.string()).parent_path());
    fs::copy_file("tests/app/data/table.yaml", autosavePathFor(file.string()));
    fs::copy_file("tests/app/data/unknown-keys.yaml", autosavePathFor(""));
    REQUIRE_THROWS_AS(Document::open(file.string()), io::LoadError);

    Document d = Document::unloaded(file.string());
    CHECK(d.path() == fs::absolute(file).lexically_normal().string());
    CHECK(d.scenario().gt().units.empty());
    CHECK(recoverableAutosave(d.path()));
    CHECK(autosavePathFor(d.path()) == autosavePathFor(file.string()));
    // Save would put the empty table over the file: refused, the file untouched.
    CHECK_THROWS_AS(d.save(), SaveRefused);
    CHECK(slurp(file) == before);

    // Recovering that file's autosave: its units, under its name, unsaved; Save may then write.
    d.recover(io::loadScenarioFile(autosavePathFor(d.path()).string()), d.path());
    CHECK(d.path() == fs::absolute(file).lexically_normal().string());
    CHECK(d.scenario().gt().units.size() == 14);
    CHECK(d.dirty());
    d.save();
    CHECK(Document::open(file.string()).scenario().gt().units.size() == 14);
    Autosaver().discard(d.path());
    CHECK_FALSE(fs::exists(autosavePathFor(file.string())));
    CHECK(fs::exists(autosavePathFor(""))); // the untitled table's work is still there
}

TEST_CASE("document: a missing file keeps its name and Save creates it") {
    TempHome home;
    const fs::path file = home.dir / "new.yaml";
    Document d = Document::unloaded(file.string());
    CHECK(d.path() == fs::absolute(file).lexically_normal().string());
    d.save();
    CHECK(Document::open(file.string()).scenario().gt().units.empty());
}

TEST_CASE("document: a read-only scenario is not replaced by Save, Save as elsewhere works") {
    TempHome home;
    const fs::path file = home.dir / "locked.yaml";
    fs::copy_file("tests/app/data/table.yaml", file);
    Document d = Document::open(file.string());
    fs::permissions(file, fs::perms::owner_write | fs::perms::group_write | fs::perms::others_write,
                    fs::perm_options::remove);
    const std::string before = slurp(file);
    CHECK(readOnlyFile(file.string()));
    d.apply(placeUnit(d.scenario(), 0, {30, 20}, 45));
    try {
        d.save();
        FAIL("a read-only file was replaced");
    } catch (const SaveRefused& e) {
        CHECK(std::string(e.what()).find("is read-only") != std::string::npos);
    }
    CHECK(slurp(file) == before);
    CHECK(d.dirty()); // the work is still there, unsaved
    const fs::path other = home.dir / "other.yaml";
    d.saveAs(other.string());
    CHECK_FALSE(d.dirty());
    CHECK(Document::open(other.string()).scenario().gt().units[0].at.x == 30);
    CHECK_FALSE(readOnlyFile(other.string()));
    CHECK_FALSE(readOnlyFile((home.dir / "missing.yaml").string()));
}

TEST_CASE("document: stale temporary files of a save are removed, of that scenario only") {
    TempHome home;
    const fs::path file = home.dir / "game.yaml";
    fs::copy_file("tests/app/data/table.yaml", file);
    const auto old = fs::file_time_type::clock::now() - std::chrono::minutes(5);
    auto make = [&](const std::string& name, bool stale) {
        std::ofstream(home.dir / name) << "half a save";
        if (stale) fs::last_write_time(home.dir / name, old);
    };
    make("game.yaml.coupdoeil-tmp-a1B2c3", true);  // a crashed save of this scenario: goes
    make("game.yaml.coupdoeil-tmp-Zz9yy8", false); // a save in progress right now: stays
    make("other.yaml.coupdoeil-tmp-a1B2c3", true); // another scenario's: stays
    make("game.yaml.coupdoeil-tmp-abc", true);     // not mkstemp's six characters: stays
    make("game.yaml.coupdoeil-tmp-a1B2c3.bak", true);
    make("game.yaml.tmp-backup", true); // the user's own file of a like name: stays
    make("game.yaml.tmp-a1B2c3", true); // likewise (the writer's names say "coupdoeil")
    const Document d = Document::open(file.string());
    CHECK_FALSE(fs::exists(home.dir / "game.yaml.coupdoeil-tmp-a1B2c3"));
    CHECK(fs::exists(home.dir / "game.yaml.coupdoeil-tmp-Zz9yy8"));
    CHECK(fs::exists(home.dir / "other.yaml.coupdoeil-tmp-a1B2c3"));
    CHECK(fs::exists(home.dir / "game.yaml.coupdoeil-tmp-abc"));
    CHECK(fs::exists(home.dir / "game.yaml.coupdoeil-tmp-a1B2c3.bak"));
    CHECK(fs::exists(home.dir / "game.yaml.tmp-backup"));
    CHECK(fs::exists(home.dir / "game.yaml.tmp-a1B2c3"));
    CHECK(fs::exists(file));
    // Saving cleans too.
    fs::last_write_time(home.dir / "game.yaml.coupdoeil-tmp-Zz9yy8", old);
    Document e = Document::open(file.string());
    e.apply(placeUnit(e.scenario(), 0, {30, 20}, 45));
    e.save();
    CHECK_FALSE(fs::exists(home.dir / "game.yaml.coupdoeil-tmp-Zz9yy8"));
    CHECK(fs::exists(home.dir / "other.yaml.coupdoeil-tmp-a1B2c3"));
}

TEST_CASE("document: the export file name keeps ids to letters, digits, - and _") {
    CHECK(defaultExportPath("/games/wagram.yaml", "fr-12pdr", "au_ir.4") ==
          "/games/wagram-fr-12pdr-au_ir_4.png");
    // Ids from a hostile file cannot climb out of the folder, hide the file or name another.
    CHECK(defaultExportPath("/games/wagram.yaml", "../../etc/x", "/root/.bashrc") ==
          "/games/wagram-______etc_x-_root__bashrc.png");
    CHECK(defaultExportPath("/games/.hidden.yaml", "", "") == "/games/_hidden.png");
    CHECK(defaultExportPath("", "a b", "") == "coupdoeil-a_b.png");
    CHECK(defaultExportPath("/games/x.yaml", std::string(200, 'a'), "").size() < 120);
}

TEST_CASE("document: a plain start offers the work a crash left, newest first") {
    // Issue 19 (10): started without a file, the app offered only the untitled table's
    // autosave; a file's was offered only when that file was opened again.
    TempHome home;
    const fs::path a = home.dir / "a.yaml", b = home.dir / "b.yaml", c = home.dir / "c.yaml";
    const auto now = fs::file_time_type::clock::now();
    for (const fs::path& f : {a, b, c}) {
        fs::copy_file("tests/app/data/table.yaml", f);
        fs::last_write_time(f, now - std::chrono::hours(3)); // saved 3 hours ago
    }
    fs::create_directories(autosavePathFor("").parent_path());
    // a: kept 2 h ago; b: 10 min ago; c: none; the untitled table: 1 h ago.
    // Newest first: b (10 min), untitled (1 h), a (2 h); c has nothing to offer.
    const std::pair<std::string, std::chrono::minutes> kept[] = {
        {a.string(), std::chrono::minutes(120)},
        {b.string(), std::chrono::minutes(10)},
        {"", std::chrono::minutes(60)}};
    for (const auto& [file, age] : kept) {
        fs::copy_file("tests/app/data/table.yaml", autosavePathFor(file));
        fs::last_write_time(autosavePathFor(file), now - age);
    }
    const std::vector<std::string> offered = autosavesToOffer({c.string(), a.string(), b.string()});
    REQUIRE(offered.size() == 3);
    CHECK(offered[0] == b.string());
    CHECK(offered[1].empty());
    CHECK(offered[2] == a.string());
    // An autosave older than its file (the file saved since) is not offered.
    fs::last_write_time(b, now);
    CHECK(autosavesToOffer({b.string()}) == std::vector<std::string>{""});
}
