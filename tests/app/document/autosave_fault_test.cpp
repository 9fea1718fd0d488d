// An autosave that cannot be written is said at once, and again when it is written again:
// autosaving to a folder that cannot be made, and to a full filesystem (a 64 KiB tmpfs, when
// this process may mount one; otherwise that case is skipped, never passed).
#include "app/document/document.h"
#include "app/document/edits.h"
#include "io/scenario_io.h"
#include "skip.h"

#include "support.h"

#include <doctest/doctest.h>

#include <cerrno>
#include <chrono>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <string>
#include <sys/mount.h>
#include <unistd.h>

using namespace cdo;
using namespace cdo::app;
namespace fs = std::filesystem;

namespace {

struct Home {
    fs::path dir;
    explicit Home(const std::string& name) {
        dir = fs::temp_directory_path() /
              ("coupdoeil-autosave-" + name + "-" + std::to_string(::getpid()));
        std::error_code ec;
        fs::remove_all(dir, ec);
        fs::create_directories(dir);
        ::setenv("XDG_DATA_HOME", dir.c_str(), 1);
    }
    ~Home() {
        std::error_code ec;
        fs::remove_all(dir, ec);
    }
};

// Three nudges, one tick each after the autosave's delay: what lastError and the notices say.
void nudge(Document& d, int times) {
    for (int i = 0; i < times; ++i)
        d.apply(placeUnit(d.scenario(), 0, {30.0 + i, 20}, 45));
}

} // namespace

TEST_CASE("autosave: a folder that cannot be made is told at once, then kept again is told") {
    // The autosave folder's place is taken by a file: every write fails. Before, tick kept the
    // error in lastError() where nothing read it, and never tried again: three nudges and five
    // seconds later the player had heard nothing.
    Home home("folder");
    const fs::path file = home.dir / "game.yaml";
    fs::copy_file("tests/app/data/table.yaml", file);
    Document d = Document::open(file.string());
    const fs::path a = autosavePathFor(d.path());
    fs::create_directories(a.parent_path().parent_path());
    std::ofstream(a.parent_path()) << "not a folder";
    Autosaver saver(3.0);
    nudge(d, 3);
    CHECK_FALSE(saver.tick(d, 1.0)); // the change is seen at 1.0
    CHECK_FALSE(saver.takeNotice());
    CHECK_FALSE(saver.tick(d, 4.1)); // due: fails
    std::optional<Autosaver::Notice> n = saver.takeNotice();
    REQUIRE(n);
    CHECK(n->failing);
    CHECK(n->message.find("Autosave failed: your unsaved changes are no longer kept (") == 0);
    CHECK(n->message.find(saver.lastError()) != std::string::npos);
    CHECK_FALSE(saver.takeNotice()); // said once
    CHECK_FALSE(saver.tick(d, 7.2)); // tried again 3 s later, fails the same way
    CHECK_FALSE(saver.takeNotice()); // nothing new to say
    // Room again: the next try writes, and says so.
    fs::remove(a.parent_path());
    CHECK(saver.tick(d, 10.3));
    n = saver.takeNotice();
    REQUIRE(n);
    CHECK_FALSE(n->failing);
    CHECK(n->message.find("Autosave works again") == 0);
    CHECK(saver.lastError().empty());
    CHECK(io::loadScenarioFile(a.string()).scenario.gt().units[0].at.x == doctest::Approx(32));
}

TEST_CASE("autosave: a full filesystem is told at once, and kept again once there is room") {
    Home home("full");
    const fs::path file = home.dir / "game.yaml";
    fs::copy_file("tests/app/data/table.yaml", file);
    const fs::path data = home.dir / "data";
    fs::create_directories(data);
    if (::mount("tmpfs", data.c_str(), "tmpfs", 0, "size=64k") != 0)
        cdo::test::skip("cannot mount a 64 KiB tmpfs here (needs root): " +
                        std::string(std::strerror(errno)));
    struct Unmount {
        fs::path p;
        ~Unmount() { ::umount2(p.c_str(), MNT_DETACH); }
    } unmount{data};
    ::setenv("XDG_DATA_HOME", data.c_str(), 1);
    Document d = Document::open(file.string());
    const fs::path a = autosavePathFor(d.path());
    fs::create_directories(a.parent_path());
    // Fill it: one file of everything there is room for.
    {
        std::ofstream fill(data / "fill", std::ios::binary);
        const std::string block(4096, 'x');
        for (int i = 0; i < 64 && fill.write(block.data(), block.size()); ++i) {
        }
    }
    Autosaver saver(3.0);
    nudge(d, 3);
    CHECK_FALSE(saver.tick(d, 1.0));
    CHECK_FALSE(saver.tick(d, 4.1));
    std::optional<Autosaver::Notice> n = saver.takeNotice();
    REQUIRE(n);
    CHECK(n->failing);
    CHECK_FALSE(fs::exists(a)); // nothing half-written is left as the autosave
    for (const auto& e : fs::directory_iterator(a.parent_path()))
        CHECK(e.path().filename().string().find("coupdoeil-tmp") == std::string::npos);
    fs::remove(data / "fill");
    CHECK(saver.tick(d, 7.2));
    n = saver.takeNotice();
    REQUIRE(n);
    CHECK_FALSE(n->failing);
    CHECK(io::loadScenarioFile(a.string()).scenario.gt().units.size() ==
          Document::open(file.string()).scenario().gt().units.size());
}

TEST_CASE("autosave: temporary files a crash left in the autosave folder are cleaned, no others") {
    // A kill mid-autosave leaves "<autosave>.coupdoeil-tmp-XXXXXX"; nothing removed them.
    // Only such names, older than a minute, go: a fresh one (a save under way) and any other
    // file stay.
    Home home("temps");
    const fs::path dir = autosavePathFor("").parent_path();
    fs::create_directories(dir);
    const auto old = fs::file_time_type::clock::now() - std::chrono::minutes(5);
    const fs::path stale = dir / "game.yaml-1a2b3c.yaml.coupdoeil-tmp-Ab12Cd",
                   fresh = dir / "other.yaml.coupdoeil-tmp-Zz9Yy8",
                   kept = dir / "notes.coupdoeil-tmp-short", own = dir / "game.yaml";
    for (const fs::path& p : {stale, fresh, kept, own})
        std::ofstream(p) << "x";
    for (const fs::path& p : {stale, kept, own})
        fs::last_write_time(p, old);
    CHECK(removeStaleAutosaveTemps() == 1);
    CHECK_FALSE(fs::exists(stale));
    CHECK(fs::exists(fresh));
    CHECK(fs::exists(kept));
    CHECK(fs::exists(own));
}
