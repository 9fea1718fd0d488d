#include "app/panels/numpad.h"

#include "app/view/layout.h"
#include "app/view/widgets.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <cstdlib>

namespace cdo::app {

NumPad& numPad() {
    static NumPad pad;
    return pad;
}

std::string NumPad::press(std::string text, const std::string& key) {
    if (key == "Back") {
        if (!text.empty()) text.pop_back();
    } else if (key == "-") {
        // A sign key, as on a calculator: it may be pressed before or after the digits.
        if (!text.empty() && text[0] == '-')
            text.erase(0, 1);
        else
            text.insert(0, "-");
    } else if (key == ".") {
        if (text.find('.') == std::string::npos) text += text.empty() || text == "-" ? "0." : ".";
    } else if (key.size() == 1 && key[0] >= '0' && key[0] <= '9') {
        if (text.size() < 12) text += key; // more digits than a table needs are not taken
    }
    return text;
}

bool NumPad::parse(const std::string& text, double& out) {
    if (text.empty()) return false;
    char* end = nullptr;
    const double v = std::strtod(text.c_str(), &end);
    if (end == text.c_str() || *end != '\0' || !std::isfinite(v)) return false;
    out = v;
    return true;
}

bool NumPad::field(const char* label, double& value, const char* format, std::string& error) {
    const std::string id = label;
    const std::string shown = id.substr(0, id.find("##"));
    const bool open = open_ == id;
    // The field: its name and value on a button as wide as the panel.
    const std::string face = shown + ": " + fmtNumber(format, value) + "###" + id;
    const bool tapped = button(face.c_str(), ImGui::GetContentRegionAvail().x);
    lastButtons()[id] = lastButtons()[face]; // a script presses the field by its own label
    if (tapped) {
        if (open) {
            open_.clear();
        } else {
            open_ = id;
            reveal_ = true;
            text_.clear(); // a fresh number: the old one stays shown on the field until OK
        }
        return false;
    }
    return open && pad(id, value, error);
}

bool NumPad::pad(const std::string& id, double& value, std::string& error) {
    if (open_ != id) return false;
    const std::string shown = id.substr(0, id.find("##"));
    // Content coordinates (scroll included): the field's top is one row above the pad's.
    const float top =
        ImGui::GetCursorPosY() - ImGui::GetItemRectSize().y - ImGui::GetStyle().ItemSpacing.y;
    ImGui::Text("%s: %s_", shown.c_str(), text_.c_str());
    const float gap = ImGui::GetStyle().ItemSpacing.x;
    const float w = (ImGui::GetContentRegionAvail().x - 3 * gap) / 4;
    static constexpr std::array<std::array<const char*, 4>, 4> keys{{{"7", "8", "9", "Back"},
                                                                     {"4", "5", "6", "-"},
                                                                     {"1", "2", "3", "."},
                                                                     {"0", "Cancel", "OK", ""}}};
    bool done = false;
    for (const auto& row : keys) {
        for (std::size_t i = 0; i < row.size() && *row[i]; ++i) {
            if (i) ImGui::SameLine();
            const std::string key = row[i];
            // "##pad" keeps them apart from the panel's own Cancel, OK and digits.
            const float width = key == "OK" ? 2 * w + gap : w;
            if (!button((key + "##pad").c_str(), width)) continue;
            if (key == "Cancel") {
                open_.clear();
            } else if (key == "OK") {
                double v = 0;
                if (parse(text_, v)) {
                    value = v;
                    open_.clear();
                    done = true;
                } else {
                    error = "'" + text_ + "' is not a number";
                }
            } else {
                text_ = press(text_, key);
            }
        }
    }
    if (reveal_) {
        reveal_ = false;
        const float bottom = ImGui::GetCursorPosY(),
                    seen = ImGui::GetWindowHeight() - ImGui::GetStyle().WindowPadding.y;
        if (bottom > ImGui::GetScrollY() + seen) ImGui::SetScrollY(std::min(top, bottom - seen));
    }
    return done;
}

} // namespace cdo::app
