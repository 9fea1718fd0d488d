// The top bar: files, undo and redo, the tools and the roster, and the document's name.
#include "app/panels.h"

#include <filesystem>

namespace cdo::app {

namespace {

// A button drawn lit while its mode is on.
bool modeButton(const char* label, bool on) {
    if (on) ImGui::PushStyleColor(ImGuiCol_Button, ImVec4(0.85f, 0.6f, 0.1f, 1));
    const bool pressed = button(label);
    if (on) ImGui::PopStyleColor();
    return pressed;
}

} // namespace

void topBar(Shell& shell, PanelRects& rects) {
    const Document& doc = shell.doc();
    const float W = float(shell.camera().viewportWidth());
    ImGui::SetNextWindowPos(ImVec2(0, 0));
    ImGui::SetNextWindowSize(ImVec2(W, kTopBar));
    ImGui::Begin("##top", nullptr, kFixed | ImGuiWindowFlags_NoScrollbar);
    rects.remember();
    if (button("Open")) shell.requestOpen();
    ImGui::SameLine();
    if (button("Save")) shell.saveFile();
    ImGui::SameLine();
    if (button("Save as")) shell.modals().open(Modals::Kind::SaveAs);
    ImGui::SameLine();
    if (button("Recent")) ImGui::OpenPopup("recent");
    if (ImGui::BeginPopup("recent")) {
        if (shell.recent().list().empty()) ImGui::TextDisabled("No recent files");
        for (const std::string& p : shell.recent().list())
            if (ImGui::Selectable(p.c_str(), false, 0, ImVec2(0, kTouch - 6))) {
                if (doc.dirty())
                    shell.modals().confirmOpen(p);
                else
                    shell.openFile(p);
            }
        ImGui::EndPopup();
    }
    ImGui::SameLine();
    if (button("Export PNG")) shell.modals().open(Modals::Kind::Export);
    ImGui::SameLine(0, 24);
    ImGui::BeginDisabled(!doc.history().canUndo());
    if (button("Undo")) shell.undo();
    ImGui::EndDisabled();
    ImGui::SameLine();
    ImGui::BeginDisabled(!doc.history().canRedo());
    if (button("Redo")) shell.redo();
    ImGui::EndDisabled();
    ImGui::SameLine(0, 24);
    // A La Bataille map has one tool (select, move, target a hex): the table's ruler, terrain
    // tool and roster are not offered there.
    if (doc.laBataille()) {
        modeButton("Select", true);
        ImGui::SameLine(0, 16);
    } else {
        for (const auto& [label, t] :
             {std::pair{"Select", ToolKind::Select}, std::pair{"Ruler", ToolKind::Ruler},
              std::pair{"Terrain", ToolKind::Terrain}}) {
            if (modeButton(label, shell.tool() == t)) shell.chooseTool(t);
            ImGui::SameLine();
        }
        if (modeButton("Roster", shell.rosterOpen())) shell.toggleRoster();
        ImGui::SameLine(0, 16);
    }
    const std::string name =
        (doc.path().empty() ? std::string("untitled")
                            : std::filesystem::path(doc.path()).filename().string()) +
        (doc.dirty() ? " *" : "");
    ImGui::AlignTextToFramePadding();
    ImGui::TextUnformatted(name.c_str());
    ImGui::End();
}

} // namespace cdo::app
