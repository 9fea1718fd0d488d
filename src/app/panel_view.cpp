// The view: the buttons down the left (zoom, fit, turn, pan) and the side panel's "View and
// table" switches, table size and key list.
#include "app/panels.h"

namespace cdo::app {

bool viewButtons(Camera& cam, Vec2 mid, PanelRects& rects) {
    const float H = float(cam.viewportHeight());
    ImGui::SetNextWindowPos(ImVec2(0, kTopBar));
    ImGui::SetNextWindowSize(ImVec2(kLeftBar, H - kTopBar));
    ImGui::Begin("##view", nullptr, kFixed | ImGuiWindowFlags_NoScrollbar);
    rects.remember();
    const float w = kLeftBar - 20;
    auto b = [&](const char* label) { return ImGui::Button(label, ImVec2(w, kTouch + 4)); };
    bool fit = false;
    if (b("+")) cam.zoomAt(mid, 1.25);
    if (b("-")) cam.zoomAt(mid, 0.8);
    if (b("Fit")) fit = true;
    if (b("\u21ba")) cam.rotateAround(mid, 15);  // anticlockwise
    if (b("\u21bb")) cam.rotateAround(mid, -15); // clockwise
    ImGui::Separator();
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

} // namespace cdo::app
