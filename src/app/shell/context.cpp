#include "app/shell/context.h"

#include "app/panels/keyboard.h"
#include "app/panels/numpad.h"
#include "app/view/layout.h"
#include "app/view/widgets.h"

#include <imgui.h>
#include <imgui_stdlib.h>

#include <cmath>
#include <cstdlib>

namespace cdo::app {

bool Fields::text(const char* label, const std::string& current, std::string& out) {
    return edit(label, current, out, true);
}

bool Fields::edit(const char* label, const std::string& current, std::string& out, bool keys) {
    Edit& e = edits_[ImGui::GetID(label)];
    // While the on-screen keyboard types into it, the field keeps what it typed; but not into
    // another unit's field of the same name (the selection changed meanwhile).
    if (keys && keyboard().isOpenFor(label) && keyboard().openedWith() != current)
        keyboard().close();
    if (!e.active && !keyboard().isOpenFor(label)) e.text = current;
    ImGui::InputText(label, &e.text, ImGuiInputTextFlags_AutoSelectAll);
    rememberItem(lastFields(), label);
    e.active = ImGui::IsItemActive();
    const bool activated = ImGui::IsItemActivated();
    if (ImGui::IsItemDeactivatedAfterEdit()) {
        out = e.text;
        return out != current;
    }
    // A tap on a text field opens the keyboard under it (a number's opens the number pad).
    if (keys && activated) keyboard().open(label, e.text);
    if (keys && keyboard().keys(label, e.text)) {
        out = e.text;
        return out != current;
    }
    return false;
}

bool Fields::number(const char* label, double current, double& out, const char* format) {
    std::string text;
    const bool typed = edit(label, fmtNumber(format, current), text, false);
    // A tap on the field opens the number pad under it too: no system keyboard is needed.
    if (ImGui::IsItemActivated()) {
        keyboard().close();
        numPad().open(label);
    }
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
    // A La Bataille map has no bases and a Grande Tactique table no counters, so each index is
    // -1 on the other rule set's document.
    const gt::Setup* g = doc().scenario().gtOrNull();
    return id.empty() || !g ? -1 : g->unitIndex(id);
}

int Context::targetIndex() const {
    const std::string& id = selection().target;
    const gt::Setup* g = doc().scenario().gtOrNull();
    return id.empty() || !g ? -1 : g->unitIndex(id);
}

int Context::counterIndex() const {
    const std::string& id = selection().firer;
    const lb::Battle* b = doc().scenario().lbOrNull();
    return id.empty() || !b ? -1 : b->unitIndex(id);
}

int Context::terrainIndex() const {
    const std::string& id = selection().terrain;
    const gt::Setup* g = doc().scenario().gtOrNull();
    if (!g) return -1;
    const auto& t = g->terrain;
    for (std::size_t i = 0; i < t.size(); ++i)
        if (t[i].id == id) return int(i);
    return -1;
}

} // namespace cdo::app
