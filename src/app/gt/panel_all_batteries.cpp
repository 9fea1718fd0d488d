// The "all batteries" switch of the View panel and, while it is on, which battery each number
// on the table is, with its targets.
#include "app/panels/panels.h"

#include <string>

namespace cdo::app {

void allBatteriesSwitch(Context& ctx, ViewSettings& view) {
    ImGui::Checkbox("All batteries' targets", &view.allBatteries);
    if (!view.allBatteries) return;
    const auto& all = ctx.answers().allBatteries;
    const Scenario& s = ctx.doc().scenario();
    int shooting = 0;
    for (const BatteryTargets& b : all)
        shooting += !b.targets.empty();
    ImGui::TextWrapped("%d of %zu batteries may fire now; each is numbered on the table, its "
                       "lines in its colour and dash.",
                       shooting, all.size());
    if (all.empty() || !ImGui::TreeNodeEx("Which battery is which")) return;
    const int n = int(s.gt().units.size());
    for (const BatteryTargets& b : all) {
        if (b.battery < 0 || b.battery >= n) continue;
        const Unit& u = s.gt().units[size_t(b.battery)];
        // The number in a chip of the battery's colour, as on the table; the words in the
        // panel's own ink (the darker colours would not read on the panel).
        const Colour colour = batteryStyle(b.number).colour;
        const std::string number = std::to_string(b.number);
        const float h = ImGui::GetTextLineHeight();
        const ImVec2 p = ImGui::GetCursorScreenPos();
        ImDrawList* dl = ImGui::GetWindowDrawList();
        dl->AddRectFilled(p, ImVec2(p.x + 2 * h, p.y + h), ImGui::GetColorU32(rgba(colour)));
        const float w = ImGui::CalcTextSize(number.c_str()).x;
        dl->AddText(ImVec2(p.x + h - w / 2, p.y), ImGui::GetColorU32(rgba(inkOn(colour))),
                    number.c_str());
        ImGui::Dummy(ImVec2(2 * h, h));
        ImGui::SameLine();
        std::string line = std::string(u.name.empty() ? u.id : u.name) + ": ";
        if (b.targets.empty()) line += "no valid target";
        for (std::size_t k = 0; k < b.targets.size(); ++k) {
            const int t = b.targets[k];
            if (t < 0 || t >= n) continue;
            const Unit& target = s.gt().units[size_t(t)];
            line += (k ? ", " : "") + (target.name.empty() ? target.id : target.name);
        }
        ImGui::TextWrapped("%s", line.c_str());
    }
    ImGui::TreePop();
}

} // namespace cdo::app
