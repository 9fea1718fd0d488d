#include "app/widgets.h"

namespace cdo::app {

std::map<std::string, ButtonRect>& lastButtons() {
    static std::map<std::string, ButtonRect> rects;
    return rects;
}

bool button(const char* label, float width) {
    const bool pressed = ImGui::Button(label, ImVec2(width, kTouch));
    const ImVec2 a = ImGui::GetItemRectMin(), b = ImGui::GetItemRectMax();
    lastButtons()[label] = {a.x, a.y, b.x - a.x, b.y - a.y};
    return pressed;
}

void wrapped(const ImVec4& colour, const std::string& text) {
    ImGui::PushStyleColor(ImGuiCol_Text, colour);
    ImGui::PushTextWrapPos(0);
    ImGui::TextUnformatted(text.c_str());
    ImGui::PopTextWrapPos();
    ImGui::PopStyleColor();
}

ImVec4 rgba(sf::Color c) {
    return ImVec4(c.r / 255.f, c.g / 255.f, c.b / 255.f, 1.f);
}

bool idCombo(const char* label, std::string& value, const std::vector<std::string>& ids) {
    bool changed = false;
    if (ImGui::BeginCombo(label, value.empty() ? "(none)" : value.c_str())) {
        if (ImGui::Selectable("(none)", value.empty(), 0, ImVec2(0, kTouch - 8))) {
            value.clear();
            changed = true;
        }
        for (const std::string& id : ids)
            if (ImGui::Selectable(id.c_str(), id == value, 0, ImVec2(0, kTouch - 8))) {
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
