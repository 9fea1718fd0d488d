// The panels' common controls: every one at least touchPx() (9 mm) high, nothing on hover.
#pragma once

#include "app/view/layout.h"

#include "app/platform/platform.h"
#include <imgui.h>

#include <array>
#include <map>
#include <string>
#include <vector>

namespace cdo::app {

// Panel words for valid, refused and a close call, in the current theme (render.h palette()).
ImVec4 goodInk();
ImVec4 badInk();
ImVec4 warnInk();

inline constexpr ImGuiWindowFlags kFixed =
    ImGuiWindowFlags_NoMove | ImGuiWindowFlags_NoResize | ImGuiWindowFlags_NoCollapse |
    ImGuiWindowFlags_NoTitleBar | ImGuiWindowFlags_NoSavedSettings;

bool button(const char* label, float width = 0);
// The width button(label, width) takes for a width of 0 or more: at least a finger's, never
// less than its words.
float buttonWidth(const char* label, float width);
// The next control goes on the line of the last one if `width` pixels still fit there, else it
// starts a new line: a row of choices wraps at a large density instead of running off the panel.
void sameLineIfFits(float width);
// Where each button() was drawn in the last frame, by label (the last one drawn of a label):
// what a script's "press" taps.
struct ButtonRect {
    float x, y, w, h;
    int frame = 0; // ImGui's frame count when it was drawn
};
std::map<std::string, ButtonRect>& lastButtons();
// The button or row pressed last: its label, where it was and in which window (by position).
struct Pressed {
    std::string label;
    ButtonRect rect{};
    ImVec2 window;
};
Pressed& lastPressed();
// A panel that keeps the control a finger tapped where it was. Called inside the panel's
// window after its content, every frame: when a tap's edit adds or takes away lines above the
// control tapped (an error line, a reason, a longer list of targets), the panel scrolls by as
// much within the next frames, so that a second tap in the same place hits the same control.
// It also keeps the content tall enough for the scroll it has (an edit that cut the panel
// short would otherwise clamp it and move everything). Lines taken away above the control
// when the panel is scrolled to its top cannot be scrolled for: as much blank goes above the
// content instead (top(), called first in the window); it goes again as lines come back
// above the control, or when a finger lands off the panel (nothing of it is under a finger).
class PanelAnchor {
  public:
    void top() const;
    void keep();

  private:
    std::string label_;
    float y_ = 0;
    int frames_ = 0;
    float scroll_ = 0; // the scroll it left, to tell another's
    float pad_ = 0;    // the blank above the content
};
// A row of a list or a choice, touchPx() high; where each was drawn in the last frame, and each
// text or number field (Fields) too: what the `layout` script command prints.
bool row(const char* label, bool selected);
// A full-width row whose text wraps onto more lines rather than being cut at the panel's edge,
// at least touchPx() high; remembered (lastRows) by its text.
bool wrappedRow(const std::string& text, bool selected);
std::map<std::string, ButtonRect>& lastRows();
std::map<std::string, ButtonRect>& lastFields();
void rememberItem(std::map<std::string, ButtonRect>& in, const char* label); // the last item
// TextColored does not wrap; long reasons and sight lines must.
void wrapped(const ImVec4& colour, const std::string& text);
ImVec4 rgba(Colour c);
// A choice among ids, "(none)" first.
bool idCombo(const char* label, std::string& value, const std::vector<std::string>& ids);

template <class E, std::size_t N>
bool enumCombo(const char* label, E& value, const std::array<E, N>& all) {
    bool changed = false;
    if (ImGui::BeginCombo(label, std::string(toString(value)).c_str())) {
        for (E e : all) {
            if (row(std::string(toString(e)).c_str(), e == value)) {
                value = e;
                changed = true;
            }
        }
        ImGui::EndCombo();
    }
    return changed;
}

// The rectangles of the fixed windows drawn this frame: a touch there is not the table's.
class PanelRects {
  public:
    void clear() { rects_.clear(); }
    void remember(); // the current ImGui window
    bool contains(Vec2 p) const;

  private:
    struct Rect {
        float x, y, w, h;
    };
    std::vector<Rect> rects_;
};

} // namespace cdo::app
