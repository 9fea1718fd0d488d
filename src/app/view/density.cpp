#include "app/view/density.h"

#include "app/document/document.h"
#include "core/charconv.h"
#include "core/utf8.h"
#include "io/scenario_io.h"

#include <algorithm>
#include <cctype>
#include <charconv>
#include <cmath>
#include <fstream>
#include <sstream>
#include <unistd.h>
#include <vector>

namespace cdo::app {

namespace {

double ppi_ = kDefaultPpi;

// The length of a UTF-8 text in characters, and its first `n` characters.
std::size_t chars(std::string_view s) {
    return std::size_t(
        std::count_if(s.begin(), s.end(), [](char c) { return !utf8::continues(c); }));
}
std::string firstChars(std::string_view s, std::size_t n) {
    std::size_t i = 0, k = 0;
    while (i < s.size()) {
        if (!utf8::continues(s[i]) && k++ == n) break;
        ++i;
    }
    return std::string(s.substr(0, i));
}
bool hasDigit(std::string_view w) {
    return std::any_of(w.begin(), w.end(), [](char c) { return c >= '0' && c <= '9'; });
}
bool allCapitals(std::string_view w) {
    return !w.empty() &&
           std::all_of(w.begin(), w.end(), [](char c) { return c >= 'A' && c <= 'Z'; });
}
std::string initial(std::string_view w) {
    std::string i = firstChars(w, 1);
    if (i.size() == 1) i[0] = char(std::toupper(static_cast<unsigned char>(i[0])));
    return i;
}

} // namespace

double screenPpi() {
    return ppi_;
}

void setScreenPpi(double ppi) {
    if (std::isfinite(ppi)) ppi_ = std::clamp(ppi, kMinScreenPpi, kMaxScreenPpi);
}

float linePx(double millimetres) {
    return float(std::max(1.0, mm(millimetres)));
}

float controlPx(double millimetres) {
    return float(std::ceil(mm(millimetres) - 1e-9));
}

unsigned textPxForCap(double capMm) {
    return unsigned(std::ceil(mm(capMm) / kCapPerEm - 1e-9));
}

std::string_view toString(Theme t) {
    switch (t) {
    case Theme::Standard:
        return "standard";
    case Theme::Daylight:
        return "daylight";
    case Theme::ColourBlind:
        return "colour-blind";
    }
    return "standard";
}

std::optional<Theme> themeFromString(std::string_view s) {
    for (Theme t : {Theme::Standard, Theme::Daylight, Theme::ColourBlind})
        if (s == toString(t)) return t;
    return std::nullopt;
}

Settings loadSettings(const std::filesystem::path& file) {
    Settings s;
    // Read as the recent list is: a regular file of bounded size, so that a settings file
    // swapped for a FIFO or a device cannot hang the app as it starts. Unreadable: defaults.
    std::string text;
    try {
        text = io::readFile(file.string());
    } catch (const io::LoadError&) {
        return s;
    }
    std::istringstream in(text);
    std::string line;
    while (std::getline(in, line)) {
        std::istringstream words(line);
        std::string key, value;
        if (!(words >> key >> value)) continue;
        if (key == "ppi") {
            double v = 0;
            const auto [end, ec] = cdo::fromChars(value.data(), value.data() + value.size(), v);
            if (ec == std::errc() && end == value.data() + value.size() && v >= kMinScreenPpi &&
                v <= kMaxScreenPpi)
                s.ppi = v;
        } else if (key == "theme") {
            s.theme = themeFromString(value);
        }
    }
    return s;
}

std::filesystem::path settingsPath() {
    return dataDir() / "settings.txt";
}

bool saveSettings(const std::filesystem::path& file, const Settings& s) {
    const std::filesystem::path tmp =
        file.string() + ".tmp-" + std::to_string(static_cast<long>(::getpid()));
    {
        std::ofstream out(tmp, std::ios::trunc);
        if (s.ppi) out << "ppi " << *s.ppi << "\n";
        if (s.theme) out << "theme " << toString(*s.theme) << "\n";
        if (!out.flush()) return false;
    }
    std::error_code ec;
    std::filesystem::rename(tmp, file, ec);
    if (!ec) return true;
    std::error_code ignored; // the rename's failure is the answer, not the clean-up's
    std::filesystem::remove(tmp, ignored);
    return false;
}

std::string shortLabel(const std::string& name, const std::string& id, const std::string& side) {
    // The name without its parenthesised remarks ("IR 14 (near slope)"), else the id without
    // its side's prefix ("fr-ligne-1" of "french": "ligne 1").
    std::string text;
    int depth = 0;
    for (char c : name) {
        if (c == '(') ++depth;
        if (depth == 0) text += c;
        if (c == ')' && depth > 0) --depth;
    }
    if (text.find_first_not_of(' ') == std::string::npos) {
        text = id;
        const std::size_t dash = id.find('-');
        if (dash != std::string::npos && dash > 0 && dash + 1 < id.size() &&
            side.compare(0, dash, id, 0, dash) == 0)
            text = id.substr(dash + 1);
        std::replace(text.begin(), text.end(), '-', ' ');
        std::replace(text.begin(), text.end(), '_', ' ');
    }
    // (Split by hand: this runs for every unit on screen every frame.)
    std::vector<std::string> words;
    for (std::size_t i = 0; i < text.size();) {
        const std::size_t end = std::min(text.find(' ', i), text.size());
        if (end > i) words.push_back(text.substr(i, end - i));
        i = end + 1;
    }
    std::string joined;
    for (const std::string& w : words)
        joined += (joined.empty() ? "" : " ") + w;
    constexpr std::size_t kMax = 7;
    if (chars(joined) <= kMax) return joined;
    // A number names the unit: "IR 4", "46e", "B6" (Batterie de 6).
    for (std::size_t i = 0; i < words.size(); ++i) {
        if (!hasDigit(words[i])) continue;
        std::string lead;
        if (i > 0 && allCapitals(words[i - 1]))
            lead = words[i - 1] + " ";
        else
            for (std::size_t k = 0; k < i; ++k)
                if (chars(words[k]) > 3) lead += initial(words[k]);
        return firstChars(lead + words[i], kMax);
    }
    // Else the initials of its long words ("Grande Batterie": GB), or one long word cut.
    std::string initials;
    for (const std::string& w : words)
        if (chars(w) > 3) initials += initial(w);
    if (chars(initials) >= 2) return firstChars(initials, kMax);
    return firstChars(joined, kMax - 1) + ".";
}

} // namespace cdo::app
