#include "app/panels/keyboard.h"

#include "app/panels/numpad.h"
#include "app/view/layout.h"
#include "app/view/widgets.h"

#include <imgui_stdlib.h>

#include <algorithm>

namespace cdo::app {

Keyboard& keyboard() {
    static Keyboard k;
    return k;
}

const std::vector<std::vector<std::string>>& Keyboard::layout() {
    static const std::vector<std::vector<std::string>> rows{
        {"1", "2", "3", "4", "5", "6", "7", "8", "9", "0"},
        {"q", "w", "e", "r", "t", "y", "u", "i", "o", "p"},
        {"a", "s", "d", "f", "g", "h", "j", "k", "l", "-"},
        {"Shift", "z", "x", "c", "v", "b", "n", "m", "_", "."},
        {"Space", "Back", "Cancel", "OK"}};
    return rows;
}

std::string Keyboard::press(std::string text, const std::string& key, bool replace) {
    if (key == "Back") {
        if (replace) return {};
        // A whole character: its continuation bytes (10xxxxxx), then its first byte.
        while (!text.empty() && (static_cast<unsigned char>(text.back()) & 0xC0) == 0x80)
            text.pop_back();
        if (!text.empty()) text.pop_back();
        return text;
    }
    const std::string ch = key == "Space" ? " " : key;
    if (ch.size() != 1) return text; // Shift, Cancel, OK: not characters
    if (replace) return ch;
    if (text.size() < 200) text += ch; // longer than any name or path a table needs: not taken
    return text;
}

void Keyboard::open(const std::string& id, const std::string& text) {
    if (open_ == id) return;
    numPad().close(); // one pad at a time
    open_ = id;
    before_ = text;
    fresh_ = true;
    shift_ = false;
}

namespace {

// A key's face: a capital while Shift is on; "##kb" keeps the keys apart from the dialog's own
// Cancel and OK and from the number pad's digits ("##pad").
std::string face(const std::string& key, bool shift) {
    std::string f = key;
    if (shift && f.size() == 1 && f[0] >= 'a' && f[0] <= 'z') f[0] = char(f[0] - 'a' + 'A');
    return f + "##kb";
}

} // namespace

bool Keyboard::keys(const std::string& id, std::string& text) {
    if (open_ != id) return false;
    const float gap = ImGui::GetStyle().ItemSpacing.x;
    const float avail = ImGui::GetContentRegionAvail().x;
    // Ten keys to a row where ten fit a finger's width each, else as many as fit.
    const float unit = std::max(touchPx(), std::min((avail - 9 * gap) / 10, 1.6f * touchPx()));
    bool done = false;
    for (const auto& row : layout()) {
        bool first = true;
        for (const std::string& key : row) {
            // The last row's keys are words: each as wide as two or three letters.
            const float span = key == "Space" ? 4 : row.size() < 10 ? 2 : 1;
            const float w = span * unit + (span - 1) * gap;
            if (!first) sameLineIfFits(w);
            first = false;
            std::string f = face(key, shift_);
            if (key == "Shift" && shift_)
                ImGui::PushStyleColor(ImGuiCol_Button, ImVec4(0.85f, 0.6f, 0.1f, 1));
            const bool tapped = button(f.c_str(), w);
            if (key == "Shift" && shift_) ImGui::PopStyleColor();
            if (!tapped) continue;
            if (key == "Shift") {
                shift_ = !shift_;
            } else if (key == "Cancel") {
                text = before_;
                open_.clear();
            } else if (key == "OK") {
                open_.clear();
                done = true;
            } else {
                const std::string typed = f.substr(0, f.find("##"));
                if (text != before_) fresh_ = false; // typed on the system keyboard meanwhile
                text = press(text, key == "Space" || key == "Back" ? key : typed, fresh_);
                fresh_ = false;
            }
        }
    }
    return done;
}

bool textField(const char* label, std::string& text, ImGuiInputTextFlags flags) {
    ImGui::InputText(label, &text, flags | ImGuiInputTextFlags_AutoSelectAll);
    rememberItem(lastFields(), label);
    if (ImGui::IsItemActivated()) keyboard().open(label, text);
    return keyboard().keys(label, text);
}

} // namespace cdo::app
