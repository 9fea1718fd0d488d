// The installed layout: `cmake --install` puts both programs in bin/ and the fonts, scenarios
// and army lists under share/coupdoeil/, where the installed app looks for them.
#include "app/shell/assets.h"

#include "skip.h"

#include "support.h"

#include <doctest/doctest.h>

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <unistd.h>

namespace fs = std::filesystem;

using cdo::test::slurp;

namespace {

fs::path tempDir(const std::string& name) {
    const fs::path d =
        fs::temp_directory_path() / ("coupdoeil-install-test-" + std::to_string(::getpid())) / name;
    fs::remove_all(d);
    fs::create_directories(d);
    return d;
}

struct RemoveTemp {
    ~RemoveTemp() {
        std::error_code ec;
        fs::remove_all(fs::temp_directory_path() /
                           ("coupdoeil-install-test-" + std::to_string(::getpid())),
                       ec);
    }
} removeTemp;

} // namespace

TEST_CASE("install: an installed app finds its fonts and lists under share/coupdoeil") {
    const fs::path prefix = tempDir("layout");
    const fs::path share = prefix / "share" / "coupdoeil";
    fs::create_directories(prefix / "bin");
    fs::create_directories(share / "assets" / "fonts");
    fs::create_directories(share / "armies");
    std::ofstream(share / "assets" / "fonts" / "DejaVuSans.ttf") << "font";
    const std::string argv0 = (prefix / "bin" / "coupdoeil").string();
    CHECK(cdo::app::findAsset("fonts/DejaVuSans.ttf", argv0) ==
          (share / "assets" / "fonts" / "DejaVuSans.ttf").string());
    CHECK(cdo::app::findAsset("../armies", argv0) == (share / "armies").string());
    // Not installed: the build's own assets folder, as before.
    const std::string built = cdo::app::findAsset("fonts/DejaVuSans.ttf", "/nowhere/coupdoeil");
    CHECK(fs::path(built) ==
          fs::path(COUPDOEIL_SOURCE_DIR) / "assets" / "fonts" / "DejaVuSans.ttf");
}

TEST_CASE("install: cmake --install gives a tree whose app runs outside the sources") {
    // Without the built app or a display the case cannot run: skipped, never passed empty.
    cdo::test::requiredBinary("COUPDOEIL_APP", "the installed app is run under CTest (tools/test)");
    if (!std::getenv("DISPLAY"))
        cdo::test::skip("DISPLAY is not set: run the tests under xvfb-run (tools/test does)");
    const fs::path prefix = tempDir("prefix"), elsewhere = tempDir("elsewhere");
    const std::string install = std::string(COUPDOEIL_CMAKE) + " --install " +
                                COUPDOEIL_BINARY_DIR + " --prefix " + prefix.string() + " >" +
                                (elsewhere / "install.log").string() + " 2>&1";
    REQUIRE_MESSAGE(std::system(install.c_str()) == 0, slurp(elsewhere / "install.log"));

    const fs::path share = prefix / "share" / "coupdoeil";
    for (const fs::path& f :
         {prefix / "bin" / "coupdoeil", prefix / "bin" / "coupdoeil-cli",
          share / "assets" / "fonts" / "DejaVuSans.ttf",
          share / "assets" / "fonts" / "DejaVuSansMono.ttf", share / "assets" / "fonts" / "LICENSE",
          share / "assets" / "scenarios" / "demo.yaml"})
        CHECK_MESSAGE(fs::exists(f), f.string());
    for (const auto& e : fs::directory_iterator(fs::path(COUPDOEIL_SOURCE_DIR) / "armies"))
        CHECK_MESSAGE(fs::exists(share / "armies" / e.path().filename()), e.path().string());

    // From a folder with no assets/ near it, the installed app draws the demo with its fonts.
    const fs::path png = elsewhere / "demo.png";
    const std::string run = "cd " + elsewhere.string() + " && XDG_DATA_HOME=" + elsewhere.string() +
                            " timeout 120 " + (prefix / "bin" / "coupdoeil").string() +
                            " --screenshot " + png.string() +
                            " --select fr-grande-batterie --target au-grenz " +
                            (share / "assets" / "scenarios" / "demo.yaml").string() + " 2>" +
                            (elsewhere / "stderr").string();
    CHECK(std::system(run.c_str()) == 0);
    CHECK(fs::exists(png));
    CHECK(slurp(elsewhere / "stderr").find("cannot load") == std::string::npos);
}
