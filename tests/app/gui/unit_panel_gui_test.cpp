// The unit panel's base thickness and the terrain panel's hill height, played through the
// built app (docs/app.md, "The photo backdrop"): Fit to photo finds a base's top at its
// thickness above the cloth, and above a hill's top at the hill's height, so a player whose
// bases are not the usual 0.1", or who has hills, gives theirs. Skipped without the app or a
// display.
#include "io/scenario_io.h"
#include "skip.h"
#include "support.h"

#include <doctest/doctest.h>

#include <filesystem>
#include <fstream>

namespace fs = std::filesystem;

namespace {
// The app playing `dir`/script.txt on `dir`/game.yaml: its dumps, once it ran to the end.
std::vector<std::vector<std::string>> playScript(const fs::path& dir) {
    const cdo::test::Run r = cdo::test::runIn(dir, cdo::test::guiApp(),
                                              "--script " + (dir / "script.txt").string() + " " +
                                                  (dir / "game.yaml").string());
    INFO(r.err);
    REQUIRE(r.code == 0);
    return cdo::test::dumps(r.out);
}
} // namespace

TEST_CASE("gui: a unit's own base thickness is typed on the number pad, refused past the "
          "loader's 2\", and given back to its army's") {
    cdo::test::guiApp();
    const fs::path dir = cdo::test::scratchFolder("gui-unit-panel", "thickness");
    ::setenv("XDG_DATA_HOME", dir.c_str(), 1);
    // One battery, no army list: its thickness is the 0.1" of a base nothing describes.
    std::ofstream(dir / "game.yaml")
        << "coupdoeil: 1\ntable: {width: 72, depth: 48}\nunits:\n"
           "  - {id: fr-12pdr, side: french, type: foot-artillery, at: [36, 12], facing: 0}\n"
           "  - {id: au-ir-4, side: austrian, type: infantry, at: [36, 30], facing: 180}\n";
    const fs::path own = dir / "own.yaml", refused = dir / "refused.yaml", back = dir / "back.yaml";
    // Selected, given its own thickness (0.1", its army's, to start from), then 0.25 typed; then
    // 3 typed, over the 2" a file may say: refused in words, 0.25 kept; then its army's again.
    std::ofstream(dir / "script.txt") << "tap 36 12\n"
                                         "dump\n"
                                         "press Own base thickness\n"
                                         "press Thickness (in)\n"
                                         "press .##pad\npress 2##pad\npress 5##pad\n"
                                         "press OK##pad\n"
                                         "save "
                                      << own.string()
                                      << "\n"
                                         "press Thickness (in)\n"
                                         "press 3##pad\npress OK##pad\n"
                                         "dump\n"
                                         "save "
                                      << refused.string()
                                      << "\n"
                                         "press Its army's thickness\n"
                                         "save "
                                      << back.string() << "\n";
    const auto d = playScript(dir);
    REQUIRE(d.size() == 2);
    CHECK(cdo::test::has(d[0], "error -"));
    CHECK(cdo::test::has(d[1], "error a base's thickness must be from 0 to 2 inches"));
    const auto thickness = [](const fs::path& file) {
        const auto doc = cdo::io::loadScenarioFile(file.string());
        const cdo::Unit* u = doc.scenario.gt().findUnit("fr-12pdr");
        REQUIRE(u != nullptr);
        return u->baseThickness;
    };
    REQUIRE(thickness(own).has_value());
    CHECK(*thickness(own) == doctest::Approx(0.25));
    REQUIRE(thickness(refused).has_value());
    CHECK(*thickness(refused) == doctest::Approx(0.25));
    CHECK_FALSE(thickness(back).has_value());
}

// The terrain panel's hill height, played the same way: Fit to photo looks for the tops of
// bases on a hill's top that much higher (docs/app.md, "Files").
TEST_CASE("gui: a hill's height is typed on the number pad, saved, and refused past 12\"") {
    cdo::test::guiApp();
    const fs::path dir = cdo::test::scratchFolder("gui-unit-panel", "hill-height");
    ::setenv("XDG_DATA_HOME", dir.c_str(), 1);
    std::ofstream(dir / "game.yaml")
        << "coupdoeil: 1\ntable: {width: 72, depth: 48}\nterrain:\n"
           "  - {id: ridge, kind: hill, outline: [[30, 12], [42, 12], [42, 20], [30, 20]]}\n";
    const fs::path set = dir / "set.yaml", refused = dir / "refused.yaml";
    // The hill's corner tapped with the terrain tool selects it; 1.5 typed, saved; 14 typed.
    std::ofstream(dir / "script.txt") << "tool terrain\ntap 31 13\n"
                                         "press Height (in)\n"
                                         "press 1##pad\npress .##pad\npress 5##pad\n"
                                         "press OK##pad\n"
                                         "save "
                                      << set.string()
                                      << "\n"
                                         "press Height (in)\n"
                                         "press 1##pad\npress 4##pad\npress OK##pad\n"
                                         "dump\n"
                                         "save "
                                      << refused.string() << "\n";
    const auto d = playScript(dir);
    REQUIRE(d.size() == 1);
    CHECK(cdo::test::has(d[0],
                         "error a hill's height must be 0 (not said) or more, at most 12 inches"));
    const auto height = [](const fs::path& file) {
        return cdo::io::loadScenarioFile(file.string()).scenario.gt().terrain.at(0).height;
    };
    CHECK(height(set) == doctest::Approx(1.5));
    CHECK(height(refused) == doctest::Approx(1.5));
}
