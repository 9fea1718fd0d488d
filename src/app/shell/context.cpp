#include "app/shell/context.h"

#include "app/panels/numpad.h"
#include "app/view/layout.h"
#include "app/view/widgets.h"

#include <imgui.h>
#include <imgui_stdlib.h>

#include <cmath>
#include <cstdlib>

namespace cdo::app {

bool Fields::text(const char* label, const std::string& current, std::string& out) {
    Edit& e = edits_[ImGui::GetID(label)];
    if (!e.active) e.text = current;
    ImGui::InputText(label, &e.text);
    rememberItem(lastFields(), label);
    e.active = ImGui::IsItemActive();
    if (ImGui::IsItemDeactivatedAfterEdit()) {
        out = e.text;
        return out != current;
    }
    return false;
}

bool Fields::number(const char* label, double current, double& out, const char* format) {
    std::string text;
    const bool typed = this->text(label, fmtNumber(format, current), text);
    // A tap on the field opens the number pad under it too: no system keyboard is needed.
    if (ImGui::IsItemActivated()) numPad().open(label);
    if (typed) numPad().close(); // typed on a keyboard instead
    std::string padError;
    if (double v = current; numPad().pad(label, v, padError)) {
        out = v;
        return true;
    }
    if (!padError.empty()) onError_(padError);
    if (!typed) return false;
    char* end = nullptr;
    const double v = std::strtod(text.c_str(), &end);
    if (end == text.c_str() || *end != '\0' || !std::isfinite(v)) {
        onError_("'" + text + "' is not a number");
        return false;
    }
    out = v;
    return true;
}

int Context::firerIndex() const {
    const std::string& id = selection().firer;
    // A La Bataille map has no bases (scenario().units is empty) and a Grande Tactique table no
    // counters, so each index is -1 on the other rule set's document.
    return id.empty() ? -1 : doc().scenario().unitIndex(id);
}

int Context::targetIndex() const {
    const std::string& id = selection().target;
    return id.empty() ? -1 : doc().scenario().unitIndex(id);
}

int Context::counterIndex() const {
    const std::string& id = selection().firer;
    return id.empty() ? -1 : doc().battle().unitIndex(id);
}

int Context::terrainIndex() const {
    const std::string& id = selection().terrain;
    const auto& t = doc().scenario().terrain;
    for (std::size_t i = 0; i < t.size(); ++i)
        if (t[i].id == id) return int(i);
    return -1;
}

} // namespace cdo::app
