// The error banner (stays until dismissed) and the status toast (a few seconds, no input).
#include "app/panels/panels.h"

#include <algorithm>

namespace cdo::app {

void errorBanner(std::string& error, float W, PanelRects& rects) {
    if (error.empty()) return;
    const Layout::Box t = layoutFor(W, ImGui::GetIO().DisplaySize.y).table;
    ImGui::SetNextWindowPos(ImVec2(t.x + 10, t.y + 10));
    ImGui::SetNextWindowSize(ImVec2(t.w - 20, 0));
    ImGui::PushStyleColor(ImGuiCol_WindowBg, ImVec4(0.55f, 0.08f, 0.08f, 0.95f));
    ImGui::Begin("##error", nullptr, kFixed | ImGuiWindowFlags_AlwaysAutoResize);
    rects.remember();
    ImGui::PushTextWrapPos(0);
    ImGui::TextUnformatted(error.c_str());
    ImGui::PopTextWrapPos();
    if (button("Dismiss")) error.clear();
    ImGui::End();
    ImGui::PopStyleColor();
}

void statusToast(const std::string& status, float H) {
    const Layout::Box t = layoutFor(ImGui::GetIO().DisplaySize.x, H).table;
    // Its foot 10 px above the table's, as wide as its words up to the table's width: a long
    // line (the engine's first line of a ruling, in portrait) wraps upwards instead of running
    // off the window.
    ImGui::SetNextWindowPos(ImVec2(t.x + 8, t.bottom() - 10), ImGuiCond_Always, ImVec2(0, 1));
    ImGui::SetNextWindowBgAlpha(0.75f);
    ImGui::Begin("##status", nullptr,
                 kFixed | ImGuiWindowFlags_AlwaysAutoResize | ImGuiWindowFlags_NoInputs |
                     ImGuiWindowFlags_NoFocusOnAppearing);
    const float pad = ImGui::GetStyle().WindowPadding.x;
    ImGui::PushTextWrapPos(ImGui::GetCursorPosX() + std::max(100.0f, t.w - 16 - 2 * pad));
    ImGui::TextUnformatted(status.c_str());
    ImGui::PopTextWrapPos();
    ImGui::End();
}

} // namespace cdo::app
