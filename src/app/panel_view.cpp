// The view: the buttons down the left (zoom, fit, turn, pan) and the side panel's "View and
// table" switches, table size and key list.
#include "app/hex_render.h"
#include "app/panels.h"
#include "app/render.h"

#include <set>

namespace cdo::app {

bool viewButtons(Camera& cam, Vec2 mid, PanelRects& rects) {
    const Layout l = layoutFor(cam.viewportWidth(), cam.viewportHeight());
    ImGui::SetNextWindowPos(ImVec2(l.tools.x, l.tools.y));
    ImGui::SetNextWindowSize(ImVec2(l.tools.w, l.tools.h));
    ImGui::Begin("##view", nullptr, kFixed | ImGuiWindowFlags_NoScrollbar);
    rects.remember();
    const float w = kLeftBar - 20;
    // A column beside the table; upright, a row above it.
    bool first = true;
    auto b = [&](const char* label) {
        if (l.portrait && !first) ImGui::SameLine();
        first = false;
        return ImGui::Button(label, ImVec2(w, kTouch + 4));
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

void viewOptions(Context& ctx, ViewSettings& view) {
    if (ctx.doc().laBataille()) return hexViewOptions(ctx, view);
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
    if (ctx.fields().number("Table width", s.tableWidth, v, "%.1f"))
        ctx.apply(resizeTable(s, {v, s.tableDepth}));
    if (ctx.fields().number("Table depth", s.tableDepth, v, "%.1f"))
        ctx.apply(resizeTable(s, {s.tableWidth, v}));
    ImGui::TextDisabled("Keys: Ctrl+Z/Y undo/redo, Ctrl+S save, Ctrl+O open, Ctrl+E export,");
    ImGui::TextDisabled("Ctrl+D duplicate, Delete, arrows nudge (Shift: 1\"), Q/E turn,");
    ImGui::TextDisabled("+/- zoom, F fit, G grid, Esc deselect.");
}

namespace {

// A swatch of `col` the height of a line of text, then `text`.
void swatch(sf::Color col, const char* text) {
    const float h = ImGui::GetTextLineHeight();
    const ImVec2 p = ImGui::GetCursorScreenPos();
    ImDrawList* dl = ImGui::GetWindowDrawList();
    dl->AddRectFilled(p, ImVec2(p.x + 2 * h, p.y + h), ImGui::GetColorU32(rgba(colours::outline)));
    dl->AddRectFilled(ImVec2(p.x + 3, p.y + 3), ImVec2(p.x + 2 * h - 3, p.y + h - 3),
                      ImGui::GetColorU32(rgba(col)));
    ImGui::Dummy(ImVec2(2 * h, h));
    ImGui::SameLine();
    ImGui::TextUnformatted(text);
}

} // namespace

void legend(Context& ctx) {
    if (!ImGui::CollapsingHeader("Legend")) return;
    const Scenario& s = ctx.doc().scenario();
    const bool lb = ctx.doc().laBataille();
    ImGui::TextUnformatted("Sides");
    std::set<std::string> sides;
    if (lb)
        for (const lb::Unit& u : s.battle.units)
            sides.insert(u.side);
    else
        for (const Unit& u : s.units)
            sides.insert(u.side);
    for (const std::string& side : sides)
        swatch(sideColour(s, side), side.c_str());
    ImGui::Separator();
    ImGui::TextUnformatted("As targets of the selected unit");
    if (lb) {
        swatch(hexColours::validRing, "solid ring: a valid target");
        swatch(hexColours::notClosestRing, "dashed ring: valid, but a nearer one must be shot");
        swatch(hexColours::invalidCross, "cross: not a valid target");
        swatch(hexColours::targetHex, "white outline: the hex aimed at");
        ImGui::Separator();
        ImGui::TextUnformatted("Formation on a counter");
        ImGui::TextWrapped("C column, L line, Sq square, Sk skirmish, GO general order, "
                           "RM road march, Lb limbered, Un unlimbered.");
    } else {
        swatch(colours::validTarget, "green halo: a valid target");
        swatch(colours::invalidTarget, "red halo and cross: not a valid target");
        swatch(sf::Color::White, "white halo: the target chosen");
        swatch(colours::selection, "yellow halo: the unit selected");
        ImGui::Separator();
        ImGui::TextUnformatted("Ruling lines");
        swatch(colours::sightClear, "solid green: a clear line of sight");
        swatch(colours::sightBlocked, "dashed red on dark: a blocked line");
        swatch(colours::blocker, "dashed magenta on dark: what blocks it");
        swatch(colours::arcEdge, "yellow wash: the firing arc");
        swatch(colours::rangeBand, "orange: range bands");
        if (ctx.view().allBatteries)
            swatch(batteryStyle(1).colour, "numbered lines: battery N's valid targets");
        ImGui::Separator();
        ImGui::TextUnformatted("Marks behind a base");
        ImGui::TextWrapped("L limbered, F firing, S shaken, R routed, Si silenced, "
                           "Sq in square, Occ occupying a building or feature.");
    }
}

} // namespace cdo::app
