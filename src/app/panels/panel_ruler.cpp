// The ruler's side panel: the engine's reading between two bases, else the plain length.
#include "app/tools/ruler_tool.h"
#include "app/view/widgets.h"
#include "core/format.h"

namespace cdo::app {

void RulerTool::panel() {
    if (!ImGui::CollapsingHeader("Ruler", ImGuiTreeNodeFlags_DefaultOpen)) return;
    ImGui::TextWrapped("Drag from one point to another, or tap the two ends. Ends on two "
                       "bases measure edge to edge, as the rules do.");
    if (!shown_) return;
    if (const auto m = measured()) {
        ImGui::PushTextWrapPos(0);
        ImGui::TextUnformatted(ctx_.doc().engine().explain(*m).c_str());
        ImGui::PopTextWrapPos();
    } else {
        ImGui::Text("From (%.2f, %.2f) to (%.2f, %.2f)", a_.x, a_.y, b_.x, b_.y);
        ImGui::Text("Distance: %s", inches(dist(a_, b_)).c_str());
    }
    if (button("Clear ruler")) shown_ = false;
}

} // namespace cdo::app
