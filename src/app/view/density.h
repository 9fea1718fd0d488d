// The screen's density, and every size a finger or an eye needs in millimetres on it. SFML
// cannot tell how many pixels make a millimetre, so the player says (--ppi, or "Screen
// density" in View and table, remembered in dataDir()/settings.txt); the default is a 10"
// 1280x800 tablet (149 ppi). Set once before a frame is drawn, read everywhere.
// Display-free: tested in tests/app/view/density_test.cpp.
#pragma once

#include <filesystem>
#include <optional>
#include <string>
#include <string_view>

namespace cdo::app {

inline constexpr double kDefaultPpi = 150; // a 10" 1280x800 tablet: sqrt(1280²+800²)/10
inline constexpr double kMinScreenPpi = 60, kMaxScreenPpi = 640;

// Millimetres the project holds to (docs/app.md, "Sizes in millimetres").
inline constexpr double kTouchMm = 9;       // the smallest control a fingertip hits: README
inline constexpr double kPanelTextMm = 3.4; // the panels' font size (em); caps about 2.5 mm
inline constexpr double kLabelCapMm = 2.5;  // map labels: unit, terrain, marks, handles
inline constexpr double kNumberCapMm = 3;   // map numbers a ruling is read by: bands, ranges
inline constexpr double kCapPerEm = 0.729;  // DejaVu Sans: capital height / font size
// Line widths on the map (at 150 ppi about the pixels they were: 2, 3 and 4 px). The
// daylight theme draws the ruling's lines half as wide again (Palette::lineScale).
inline constexpr double kThinLineMm = 0.35;   // arc edge, bands, enfilade, range line; tape sides
inline constexpr double kLineMm = 0.5;        // sight lines, blockers, the target, the ruler
inline constexpr double kTapeFrontMm = 0.7;   // the tape outline's front edge, the one measured
inline constexpr double kCasingMm = 0.35;     // a dark band each side of a line that needs one
inline constexpr double kTapeCasingMm = 0.25; // each side of the tape outline's dashes
inline constexpr double kBatteryLineMm = 0.5; // the all-batteries lines
inline constexpr double kBatteryCasingMm = 0.15; // each side of them: 158 lines on 400 bases

double screenPpi();
// Clamped to kMinScreenPpi..kMaxScreenPpi.
void setScreenPpi(double ppi);
inline double pxPerMm() {
    return screenPpi() / 25.4;
}
// Window pixels for a length in millimetres on the screen.
inline double mm(double millimetres) {
    return millimetres * pxPerMm();
}
// Pixels for a control at least `millimetres` high or wide: rounded up, so it never falls
// short.
float controlPx(double millimetres = kTouchMm);
// Pixels for a line `millimetres` wide, never under one pixel (a thinner line would flicker
// in and out as it crosses pixel rows). Not rounded: the rasteriser covers what it covers.
float linePx(double millimetres);
// The font size (pixels per em) whose capitals are at least `capMm` high.
unsigned textPxForCap(double capMm);

// Themes: how the table and the panels are coloured (render.h's palette()).
enum class Theme { Standard, Daylight, ColourBlind };
std::string_view toString(Theme t);
std::optional<Theme> themeFromString(std::string_view s);

// What the app remembers between runs: dataDir()/settings.txt, "key value" lines. Unknown
// keys and bad values are ignored (the defaults stay), so an old or hand-edited file never
// stops the app.
struct Settings {
    std::optional<double> ppi;
    std::optional<Theme> theme;
};
Settings loadSettings(const std::filesystem::path& file);
std::filesystem::path settingsPath(); // dataDir()/settings.txt, beside recent.txt
// Written to a temporary file, then renamed; false when that failed.
bool saveSettings(const std::filesystem::path& file, const Settings& s);

// The short label drawn beside a unit on the table (the panel keeps the full name): see
// docs/app.md, "Unit labels". `side` lets an id's side prefix ("fr-") go.
std::string shortLabel(const std::string& name, const std::string& id, const std::string& side);

} // namespace cdo::app
