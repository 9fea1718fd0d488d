#include "app/view/widgets.h"

#include "app/view/render.h"

#include <algorithm>

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
    in[label] = {a.x, a.y, b.x - a.x, b.y - a.y};
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
    return pressed;
}

bool row(const char* label, bool selected) {
    const bool pressed = ImGui::Selectable(label, selected, 0, ImVec2(0, touchPx()));
    rememberItem(lastRows(), label);
    return pressed;
}

void wrapped(const ImVec4& colour, const std::string& text) {
    ImGui::PushStyleColor(ImGuiCol_Text, colour);
    ImGui::PushTextWrapPos(0);
    ImGui::TextUnformatted(text.c_str());
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

ImVec4 rgba(sf::Color c) {
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
