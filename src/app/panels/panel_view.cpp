// The view: the buttons down the left (zoom, fit, turn, pan) and the side panel's "View and
// table" switches, table size and key list.
#include "app/lb/hex_render.h"
#include "app/panels/panels.h"
#include "app/view/render.h"

#include <array>
#include <set>

namespace cdo::app {

bool viewButtons(Camera& cam, Vec2 mid, PanelRects& rects) {
    const Layout l = layoutFor(cam.viewportWidth(), cam.viewportHeight());
    ImGui::SetNextWindowPos(ImVec2(l.tools.x, l.tools.y));
    ImGui::SetNextWindowSize(ImVec2(l.tools.w, l.tools.h));
    ImGui::Begin("##view", nullptr, kFixed | ImGuiWindowFlags_NoScrollbar);
    rects.remember();
    const float w = viewButtonPx();
    // A column beside the table; upright, a row above it.
    bool first = true;
    auto b = [&](const char* label) {
        if (l.portrait && !first) ImGui::SameLine();
        first = false;
        return button(label, w);
    };
    bool fit = false;
    if (b("+")) cam.zoomAt(mid, 1.25);
    if (b("-")) cam.zoomAt(mid, 0.8);
    if (b("Fit")) fit = true;
    if (b("\u21ba")) cam.rotateAround(mid, 15);  // anticlockwise
    if (b("\u21bb")) cam.rotateAround(mid, -15); // clockwise
    if (!l.portrait) ImGui::Separator();
    // Pan buttons move the view the way the arrow points (the table slides the other way).
    if (b("\u2191")) cam.panBy({0, 100});
    if (b("\u2190")) cam.panBy({100, 0});
    if (b("\u2192")) cam.panBy({-100, 0});
    if (b("\u2193")) cam.panBy({0, -100});
    ImGui::End();
    return fit;
}

void screenOptions(Context& ctx) {
    ImGui::Separator();
    // The density cannot be asked of the system: the player types it, and checks it with a
    // ruler against the bar below.
    double v;
    if (ctx.fields().number("Screen ppi", screenPpi(), v, "%.0f")) {
        if (!(v >= kMinScreenPpi && v <= kMaxScreenPpi))
            ctx.setError("Screen ppi " + fmtNumber("%g", v) +
                         " is not from 60 to 640: a 10\" 1280x800 tablet has 150, a desktop "
                         "monitor about 96");
        else {
            setScreenPpi(v);
            // Only what was changed here: a --theme of this run is not saved with it.
            Settings saved = loadSettings(settingsPath());
            saved.ppi = screenPpi();
            saveSettings(settingsPath(), saved);
        }
    }
    const float bar = float(mm(50));
    const ImVec2 p = ImGui::GetCursorScreenPos();
    const float h = float(mm(2));
    ImGui::GetWindowDrawList()->AddRectFilled(p, ImVec2(p.x + bar, p.y + h),
                                              ImGui::GetColorU32(ImGuiCol_Text));
    ImGui::Dummy(ImVec2(bar, h));
    ImGui::TextWrapped("This bar is 50 mm long when Screen ppi is right (buttons 9 mm).");
    static constexpr std::array<Theme, 3> themes{Theme::Standard, Theme::Daylight,
                                                 Theme::ColourBlind};
    Theme t = currentTheme();
    if (enumCombo("Colours", t, themes)) {
        setTheme(t);
        Settings saved = loadSettings(settingsPath());
        saved.theme = t;
        saveSettings(settingsPath(), saved);
    }
}

void tableViewOptions(Context& ctx, ViewSettings& view) {
    if (!ImGui::CollapsingHeader("View and table")) return;
    ImGui::Checkbox("Inch grid", &view.scene.grid);
    ImGui::Checkbox("Unit names", &view.scene.names);
    ImGui::Checkbox("Terrain names", &view.scene.terrainLabels);
    ImGui::Checkbox("Arc and range bands", &view.showReach);
    ImGui::Checkbox("Colour targets", &view.showTargets);
    ImGui::Checkbox("Ruling lines", &view.showRuling);
    allBatteriesSwitch(ctx, view);
    ImGui::Checkbox("Snap into contact", &view.snap);
    ImGui::Text("Zoom %.1f px/in, turned %.0f°", ctx.camera().pixelsPerInch(),
                ctx.camera().rotation());
    const Scenario& s = ctx.doc().scenario();
    double v;
    if (ctx.fields().number("Table width", s.gt().tableWidth, v, "%.1f"))
        ctx.apply(resizeTable(s, {v, s.gt().tableDepth}));
    if (ctx.fields().number("Table depth", s.gt().tableDepth, v, "%.1f"))
        ctx.apply(resizeTable(s, {s.gt().tableWidth, v}));
    screenOptions(ctx);
    // Wrapped: the panel's width is in millimetres, the words are not.
    wrapped(ImGui::GetStyleColorVec4(ImGuiCol_TextDisabled),
            "Keys: Ctrl+Z/Y undo/redo, Ctrl+S save, Ctrl+O open, Ctrl+E export, Ctrl+D "
            "duplicate, Delete, arrows nudge (Shift: 1\"), Q/E turn, +/- zoom, F fit, G grid, "
            "Esc deselect.");
}

// A swatch of `col` the height of a line of text, then `text`.
void swatch(Colour col, const char* text) {
    const float h = ImGui::GetTextLineHeight();
    const ImVec2 p = ImGui::GetCursorScreenPos();
    ImDrawList* dl = ImGui::GetWindowDrawList();
    dl->AddRectFilled(p, ImVec2(p.x + 2 * h, p.y + h), ImGui::GetColorU32(rgba(palette().outline)));
    dl->AddRectFilled(ImVec2(p.x + 3, p.y + 3), ImVec2(p.x + 2 * h - 3, p.y + h - 3),
                      ImGui::GetColorU32(rgba(col)));
    ImGui::Dummy(ImVec2(2 * h, h));
    ImGui::SameLine();
    ImGui::TextUnformatted(text);
}

bool legendSides(Context& ctx, const std::set<std::string>& sides) {
    if (!ImGui::CollapsingHeader("Legend")) return false;
    ImGui::TextUnformatted("Sides");
    for (const std::string& side : sides)
        swatch(sideColour(ctx.doc().scenario(), side), side.c_str());
    ImGui::Separator();
    ImGui::TextUnformatted("As targets of the selected unit");
    return true;
}

void tableLegend(Context& ctx, const std::set<std::string>& sides) {
    if (!legendSides(ctx, sides)) return;
    // The words follow the theme's hues; the shapes (a cross, dashes) are every theme's.
    const Palette& P = palette();
    auto say = [](Colour c, const std::string& text) { swatch(c, text.c_str()); };
    say(P.validTarget, std::string(P.validWord) + " halo: a valid target");
    say(P.invalidTarget, std::string(P.invalidWord) + " halo and cross: not a valid target");
    say(Colour::White, "white halo: the target chosen");
    say(P.selection, std::string(P.selectionWord) + " halo: the unit selected");
    ImGui::Separator();
    ImGui::TextUnformatted("Ruling lines");
    say(P.sightClear, std::string("solid ") + P.clearWord + ": a clear line of sight");
    say(P.sightBlocked, std::string("dashed ") + P.blockedWord + " on dark: a blocked line");
    say(P.blocker, std::string("dashed ") + P.blockerWord + " on dark: what blocks it");
    say(P.arcEdge, std::string(P.arcWord) + " wash: the firing arc");
    say(P.rangeBand, std::string(P.bandWord) + ": range bands");
    if (ctx.view().allBatteries)
        say(batteryStyle(1).colour, "numbered lines: battery N's valid targets");
    ImGui::Separator();
    ImGui::TextWrapped("Unit labels are short names (\"IR 4\", \"GB\" for Grande "
                       "Batterie); the unit panel gives the whole name.");
    ImGui::Separator();
    ImGui::TextUnformatted("Marks behind a base");
    ImGui::TextWrapped("L limbered, F firing, S shaken, R routed, Si silenced, "
                       "Sq in square, Occ occupying a building or feature.");
}

} // namespace cdo::app
