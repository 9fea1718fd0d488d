// Sizes in millimetres from the screen's density (density.h, layout.h), the themes' settings
// and the short unit labels. Display-free.
#include "app/shell/options.h"
#include "app/view/density.h"
#include "app/view/layout.h"

#include <doctest/doctest.h>

#include <sys/stat.h>

#include <filesystem>
#include <fstream>
#include <unistd.h>

using namespace cdo::app;

namespace {

// Restores the default density when a case ends, whatever it set.
struct AtPpi {
    explicit AtPpi(double ppi) { setScreenPpi(ppi); }
    ~AtPpi() { setScreenPpi(kDefaultPpi); }
};

double inMm(double px) {
    return px / screenPpi() * 25.4;
}

} // namespace

TEST_CASE("density: a control is at least 9 mm at 150, 220 and 96 ppi") {
    // 9 mm at 150 ppi is 9 / 25.4 * 150 = 53.1 px: 54 px (48 px was 8.1 mm, issue 11).
    {
        AtPpi at(150);
        CHECK(touchPx() == 54);
        CHECK(inMm(touchPx()) >= 9);
        CHECK(inMm(touchPx()) < 9.2);
    }
    // 220 ppi (a 10" 1920x1200 tablet): 77.95 px, so 78.
    {
        AtPpi at(220);
        CHECK(touchPx() == 78);
        CHECK(inMm(touchPx()) >= 9);
    }
    // A desktop monitor at 96 ppi: 34.0 px, so 35 (rounding never falls short).
    {
        AtPpi at(96);
        CHECK(touchPx() == 35);
        CHECK(inMm(touchPx()) >= 9);
    }
}

TEST_CASE("density: map lines are millimetres wide, never under one pixel") {
    // 0.5 mm at 150 ppi: 0.5 / 25.4 * 150 = 2.95 px (the 3 px sight lines were); at 220 ppi
    // 4.33 px; the all-batteries casing, 0.15 mm, is 0.89 px at 150 ppi: one pixel.
    {
        AtPpi at(150);
        CHECK(linePx(kLineMm) == doctest::Approx(2.953).epsilon(0.001));
        CHECK(linePx(kThinLineMm) == doctest::Approx(2.067).epsilon(0.001));
        CHECK(linePx(kBatteryCasingMm) == 1);
    }
    {
        AtPpi at(220);
        CHECK(linePx(kLineMm) == doctest::Approx(4.331).epsilon(0.001));
        CHECK(linePx(kBatteryCasingMm) == doctest::Approx(1.299).epsilon(0.001));
    }
    // 60 ppi, the least: 0.35 mm is 0.83 px, so one pixel.
    {
        AtPpi at(60);
        CHECK(linePx(kThinLineMm) == 1);
        CHECK(linePx(kLineMm) == doctest::Approx(1.181).epsilon(0.001));
    }
}

TEST_CASE("density: the fixed panels grow with the density, the view buttons stay 10 mm wide") {
    for (double ppi : {150.0, 220.0}) {
        CAPTURE(ppi);
        AtPpi at(ppi);
        CHECK(inMm(viewButtonPx()) >= 10);
        CHECK(leftBarPx() > viewButtonPx());
        CHECK(topBarPx() > touchPx());
        const Layout l = layoutFor(1280, 800);
        CHECK(l.tools.w == leftBarPx());
        CHECK(l.top.h >= topBarPx());
        // The side panel is 66 mm (390 px at 150 ppi), at most 45% of the window.
        CHECK(l.side.w <= 1280 * 0.45f + 1);
        CHECK(l.table.w > 500);
    }
    AtPpi at(150);
    CHECK(layoutFor(1280, 800).side.w == 390); // 66 / 25.4 * 150 = 389.8
    CHECK_FALSE(layoutFor(1280, 800).twoRows);
    AtPpi hi(220);
    CHECK(layoutFor(1280, 800).twoRows); // 203 mm of buttons is 1758 px at 220 ppi
}

TEST_CASE("density: map text has capitals at least 2.5 mm (labels) and 3 mm (numbers) high") {
    for (double ppi : {96.0, 150.0, 220.0}) {
        CAPTURE(ppi);
        AtPpi at(ppi);
        // DejaVu Sans' capitals are 0.729 of the font size.
        CHECK(inMm(textPxForCap(kLabelCapMm) * kCapPerEm) >= 2.5);
        CHECK(inMm(textPxForCap(kNumberCapMm) * kCapPerEm) >= 3);
        CHECK(inMm(textPxForCap(kLabelCapMm) * kCapPerEm) < 2.7);
    }
    AtPpi at(150);
    // 2.5 mm = 14.76 px of capitals = 20.25 px a font: 21. The old 13 px was 1.6 mm.
    CHECK(textPxForCap(kLabelCapMm) == 21);
    CHECK(textPxForCap(kNumberCapMm) == 25); // 17.72 / 0.729 = 24.3
}

TEST_CASE("density: out of range densities are clamped, never zero") {
    AtPpi at(10);
    CHECK(screenPpi() == kMinScreenPpi);
    setScreenPpi(5000);
    CHECK(screenPpi() == kMaxScreenPpi);
    setScreenPpi(std::numeric_limits<double>::quiet_NaN());
    CHECK(screenPpi() == kMaxScreenPpi);
}

TEST_CASE("density: --ppi and --theme on the command line") {
    auto o = parseOptions({"--ppi", "220", "--theme", "daylight", "g.yaml"});
    REQUIRE(o.options);
    REQUIRE(o.options->ppi);
    CHECK(*o.options->ppi == 220);
    REQUIRE(o.options->theme);
    CHECK((*o.options->theme == Theme::Daylight));
    o = parseOptions({"--theme", "colour-blind", "g.yaml"});
    REQUIRE(o.options);
    CHECK((o.options->theme == Theme::ColourBlind));
    CHECK_FALSE(parseOptions({"g.yaml"}).options->ppi);
    CHECK(parseOptions({"--ppi", "20", "g.yaml"}).error ==
          "--ppi: '20' is not a number of pixels per inch from 60 to 640");
    CHECK(parseOptions({"--ppi", "15O", "g.yaml"}).error ==
          "--ppi: '15O' is not a number of pixels per inch from 60 to 640");
    CHECK(parseOptions({"--theme", "dark", "g.yaml"}).error ==
          "--theme: 'dark' is not standard, daylight or colour-blind");
}

TEST_CASE("density: the density and the theme are remembered, a bad settings file is ignored") {
    const auto dir = std::filesystem::temp_directory_path() /
                     ("coupdoeil-settings-" + std::to_string(::getpid()));
    std::filesystem::create_directories(dir);
    const auto file = dir / "settings.txt";
    CHECK(saveSettings(file, {220.0, Theme::ColourBlind}));
    Settings s = loadSettings(file);
    REQUIRE(s.ppi);
    CHECK(*s.ppi == 220);
    CHECK((s.theme == Theme::ColourBlind));
    std::ofstream(file) << "ppi 5\ntheme pink\nsomething else\n";
    s = loadSettings(file);
    CHECK_FALSE(s.ppi);
    CHECK_FALSE(s.theme);
    s = loadSettings(dir / "missing.txt");
    CHECK_FALSE(s.ppi);
    // Regression: a settings file swapped for a FIFO hung the app as it started (the file was
    // read with an ifstream); now it is read as the recent list is, and ignored.
    const auto fifo = dir / "fifo.txt";
    REQUIRE(::mkfifo(fifo.c_str(), 0600) == 0);
    CHECK_FALSE(loadSettings(fifo).ppi);
    // Regression: a failed save said it had saved (the clean-up's error code replaced the
    // rename's). A folder where the file should be makes the rename fail.
    std::filesystem::create_directories(dir / "folder.txt" / "inside");
    CHECK_FALSE(saveSettings(dir / "folder.txt", {150.0, Theme::Standard}));
    std::filesystem::remove_all(dir);
}

TEST_CASE("density: short unit labels: the name if short, its number, else initials") {
    // Seven characters or fewer: the name as it is (parenthesised remarks dropped).
    CHECK(shortLabel("Grenzer", "au-grenz", "austrian") == "Grenzer");
    CHECK(shortLabel("IR 14 (near slope)", "au-ir-near", "austrian") == "IR 14");
    // A number names the unit, with the capitals word before it ("IR") or the initials of the
    // long words before it.
    CHECK(shortLabel("IR 4 Hoch- und Deutschmeister", "x", "austrian") == "IR 4");
    CHECK(shortLabel("IR 20 in Aderklaa", "x", "austrian") == "IR 20");
    CHECK(shortLabel("46e de ligne", "x", "french") == "46e");
    CHECK(shortLabel("Batterie de 6", "x", "french") == "B6");
    // Else the initials of the words longer than three letters.
    CHECK(shortLabel("Grande Batterie", "x", "french") == "GB");
    CHECK(shortLabel("Batterie a cheval", "x", "french") == "BC");
    CHECK(shortLabel("Jaeger in the Rosenwald", "x", "austrian") == "JR");
    // One long word: cut to six characters and a point.
    CHECK(shortLabel("Kavalleriebatterie", "x", "austrian") == "Kavall.");
    // No name: the id without the side's prefix.
    CHECK(shortLabel("", "fr-ligne-1", "french") == "ligne 1");
    CHECK(shortLabel("", "gd-ligne-1", "french") == "L1"); // "gd" is not a prefix of "french"
    // UTF-8 is cut between characters, never inside one.
    CHECK(shortLabel("Élite", "x", "french") == "Élite");
    CHECK(shortLabel("Éléphants", "x", "french") == "Élépha.");
}
