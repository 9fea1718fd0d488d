#include "app/view/widgets.h"

#include "app/view/render.h"
#include "app/view/wrap.h"

#include <algorithm>
#include <cmath>

namespace cdo::app {

std::map<std::string, ButtonRect>& lastButtons() {
    static std::map<std::string, ButtonRect> rects;
    return rects;
}

std::map<std::string, ButtonRect>& lastRows() {
    static std::map<std::string, ButtonRect> rects;
    return rects;
}

std::map<std::string, ButtonRect>& lastFields() {
    static std::map<std::string, ButtonRect> rects;
    return rects;
}

void rememberItem(std::map<std::string, ButtonRect>& in, const char* label) {
    const ImVec2 a = ImGui::GetItemRectMin(), b = ImGui::GetItemRectMax();
    in[label] = {a.x, a.y, b.x - a.x, b.y - a.y, ImGui::GetFrameCount()};
}

Pressed& lastPressed() {
    static Pressed p;
    return p;
}

namespace {

void notePressed(const std::map<std::string, ButtonRect>& in, const char* label) {
    lastPressed() = {label, in.at(label), ImGui::GetWindowPos()};
}

// This frame's place of the control `label`, if it was drawn in this frame.
const ButtonRect* drawnNow(const std::string& label) {
    for (const auto* in : {&lastButtons(), &lastRows()}) {
        const auto it = in->find(label);
        if (it != in->end() && it->second.frame == ImGui::GetFrameCount()) return &it->second;
    }
    return nullptr;
}

} // namespace

void PanelAnchor::top() const {
    // The cursor moved down without an item: no item spacing is added under the blank.
    if (pad_ > 0) ImGui::SetCursorPosY(ImGui::GetCursorPosY() + pad_);
}

void PanelAnchor::keep() {
    const Pressed& p = lastPressed();
    const ImVec2 win = ImGui::GetWindowPos();
    if (ImGui::IsMouseClicked(ImGuiMouseButton_Left)) {
        frames_ = 0; // a new touch: let go
        // Off the panel, nothing of it is under the finger: the blank above may go.
        if (!ImGui::IsWindowHovered(ImGuiHoveredFlags_AllowWhenBlockedByActiveItem)) pad_ = 0;
    }
    // Scrolled by something else (a number pad brought into view, a script): let go.
    if (std::abs(ImGui::GetScrollY() - scroll_) > 0.5f) frames_ = 0;
    if (p.rect.frame == ImGui::GetFrameCount() && p.window.x == win.x && p.window.y == win.y) {
        label_ = p.label;
        y_ = p.rect.y;
        frames_ = 8; // a change settles within a frame or two
    }
    float shift = 0;
    if (frames_ > 0) {
        --frames_;
        if (const ButtonRect* now = drawnNow(label_)) shift = now->y - y_;
        if (std::abs(shift) < 0.5f) shift = 0;
    }
    // Lines come back above the control: the blank goes first, then the panel scrolls.
    if (shift > 0 && pad_ > 0) {
        const float d = std::min(pad_, shift);
        pad_ -= d;
        shift -= d;
    }
    float scroll = ImGui::GetScrollY() + shift;
    if (scroll < 0) { // more taken away than the panel can scroll back: blank above instead
        pad_ -= scroll;
        scroll = 0;
    }
    if (shift != 0) ImGui::SetScrollY(scroll);
    scroll_ = scroll;
    // Content at least as tall as that scroll needs: the blank at the end goes as the panel
    // is scrolled back up.
    const float need = scroll + ImGui::GetWindowHeight() - ImGui::GetStyle().WindowPadding.y;
    const float end = ImGui::GetCursorPosY();
    if (end < need) ImGui::Dummy(ImVec2(1, need - end));
}

float buttonWidth(const char* label, float width) {
    // As wide as a finger too ("+" would be 6 mm wide by its text), and a width given in
    // pixels never cuts the label when the density makes the font bigger. (-1: the rest of
    // the row, left to ImGui.)
    const float natural =
        ImGui::CalcTextSize(label, nullptr, true).x + 2 * ImGui::GetStyle().FramePadding.x;
    if (width == 0) return std::max(natural, touchPx());
    if (width > 0) return std::max({width, natural, touchPx()});
    return width;
}

void sameLineIfFits(float width) {
    const float right = ImGui::GetWindowPos().x + ImGui::GetWindowContentRegionMax().x;
    const float x = ImGui::GetItemRectMax().x + ImGui::GetStyle().ItemSpacing.x;
    if (x + width <= right + 0.5f) ImGui::SameLine();
}

bool button(const char* label, float width) {
    const float natural =
        ImGui::CalcTextSize(label, nullptr, true).x + 2 * ImGui::GetStyle().FramePadding.x;
    if (width == 0 && natural < touchPx())
        width = touchPx();
    else if (width > 0)
        width = buttonWidth(label, width);
    const bool pressed = ImGui::Button(label, ImVec2(width, touchPx()));
    rememberItem(lastButtons(), label);
    if (pressed) notePressed(lastButtons(), label);
    return pressed;
}

bool row(const char* label, bool selected) {
    const bool pressed = ImGui::Selectable(label, selected, 0, ImVec2(0, touchPx()));
    rememberItem(lastRows(), label);
    if (pressed) notePressed(lastRows(), label);
    return pressed;
}

namespace {

// `text` broken at spaces only, each line within `width` pixels in the current font.
std::string panelLines(const std::string& text, float width) {
    return breakAtSpaces(text, width - 1.0, [](std::string_view s) {
        return double(ImGui::CalcTextSize(s.data(), s.data() + s.size()).x);
    });
}

} // namespace

bool wrappedRow(const std::string& text, bool selected) {
    const float width = std::max(1.0f, ImGui::GetContentRegionAvail().x);
    const std::string lines = panelLines(text, width);
    const ImVec2 size = ImGui::CalcTextSize(lines.c_str(), nullptr, false, width);
    const float h = std::max(touchPx(), size.y + 2 * ImGui::GetStyle().FramePadding.y);
    const ImVec2 at = ImGui::GetCursorScreenPos();
    ImGui::PushID(text.c_str());
    const bool pressed = ImGui::Selectable("##wrapped-row", selected, 0, ImVec2(0, h));
    ImGui::PopID();
    ImGui::GetWindowDrawList()->AddText(
        ImGui::GetFont(), ImGui::GetFontSize(), ImVec2(at.x, at.y + (h - size.y) / 2),
        ImGui::GetColorU32(ImGuiCol_Text), lines.c_str(), nullptr, width);
    rememberItem(lastRows(), text.c_str());
    if (pressed) notePressed(lastRows(), text.c_str());
    return pressed;
}

void wrapped(const ImVec4& colour, const std::string& text) {
    ImGui::PushStyleColor(ImGuiCol_Text, colour);
    ImGui::PushTextWrapPos(0);
    ImGui::TextUnformatted(panelLines(text, ImGui::GetContentRegionAvail().x).c_str());
    ImGui::PopTextWrapPos();
    ImGui::PopStyleColor();
}

ImVec4 goodInk() {
    return rgba(palette().good);
}
ImVec4 badInk() {
    return rgba(palette().bad);
}
ImVec4 warnInk() {
    return rgba(palette().warn);
}

ImVec4 rgba(Colour c) {
    return ImVec4(c.r / 255.f, c.g / 255.f, c.b / 255.f, 1.f);
}

bool idCombo(const char* label, std::string& value, const std::vector<std::string>& ids) {
    bool changed = false;
    if (ImGui::BeginCombo(label, value.empty() ? "(none)" : value.c_str())) {
        if (row("(none)", value.empty())) {
            value.clear();
            changed = true;
        }
        for (const std::string& id : ids)
            if (row(id.c_str(), id == value)) {
                value = id;
                changed = true;
            }
        ImGui::EndCombo();
    }
    return changed;
}

void PanelRects::remember() {
    const ImVec2 p = ImGui::GetWindowPos(), s = ImGui::GetWindowSize();
    rects_.push_back({p.x, p.y, s.x, s.y});
}

bool PanelRects::contains(Vec2 p) const {
    for (const Rect& r : rects_)
        if (p.x >= r.x && p.x < r.x + r.w && p.y >= r.y && p.y < r.y + r.h) return true;
    return false;
}

} // namespace cdo::app
