// The top bar: files, undo and redo, the tools and the roster, and the document's name.
#include "app/dialogs/dialogs.h"
#include "app/panels/panels.h"
#include "app/platform/platform.h"
#include "core/utf8.h"

#include <algorithm>
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

// The document's name, cut with an ellipsis in the middle of its stem to fit `width` pixels;
// the unsaved mark " *" always shows.
std::string fitName(const std::string& name, bool dirty, float width) {
    const std::string mark = dirty ? " *" : "";
    auto w = [](const std::string& t) { return ImGui::CalcTextSize(t.c_str()).x; };
    if (w(name + mark) <= width) return name + mark;
    // Whole UTF-8 characters only: cut at a byte that does not continue one.
    std::string stem = name;
    while (!stem.empty()) {
        stem.erase(utf8::cut(stem, stem.size() - 1).size());
        if (w(stem + "\u2026" + mark) <= width) break;
    }
    return stem + "\u2026" + mark;
}

} // namespace

void topBar(Shell& shell, PanelRects& rects) {
    const Document& doc = shell.doc();
    const Layout l = layoutFor(shell.camera().viewportWidth(), shell.camera().viewportHeight());
    const float W = l.top.w;
    ImGui::SetNextWindowPos(ImVec2(0, 0));
    ImGui::SetNextWindowSize(ImVec2(W, l.top.h));
    ImGui::Begin("##top", nullptr, kFixed | ImGuiWindowFlags_NoScrollbar);
    rects.remember();
    const float right = W - ImGui::GetStyle().WindowPadding.x;
    // On the same row as the last item, `gap` after it, or on the next row when the top bar
    // has two and `width` pixels do not fit.
    bool secondRow = false;
    auto next = [&](float width, float gap = -1) {
        const float x =
            ImGui::GetItemRectMax().x + (gap < 0 ? ImGui::GetStyle().ItemSpacing.x : gap);
        if (l.twoRows && !secondRow && x + width > right) {
            secondRow = true;
            return; // a new line: ImGui's cursor is there already
        }
        ImGui::SameLine(0, gap);
    };
    auto width = [](const char* label) {
        return ImGui::CalcTextSize(label).x + 2 * ImGui::GetStyle().FramePadding.x;
    };
    auto nextButton = [&](const char* label, float gap = -1) { next(width(label), gap); };
    if (button("New")) // a new empty table of a size asked
        doc.dirty() ? shell.dialogs().confirmNew() : shell.dialogs().newTable();
    nextButton("Open");
    if (button("Open")) shell.requestOpen();
    nextButton("Save");
    if (button("Save")) shell.saveFile();
    nextButton("Save as");
    if (button("Save as")) shell.dialogs().saveAs();
    // Where the app's files are apart from the device's (a browser): the table to the device.
    if (platform().canUseDeviceFiles()) {
        nextButton("Download");
        if (button("Download")) shell.downloadFile();
    }
    nextButton("Recent");
    if (button("Recent")) ImGui::OpenPopup("recent");
    if (ImGui::BeginPopup("recent")) {
        if (shell.recent().list().empty()) ImGui::TextDisabled("No recent files");
        for (const std::string& p : shell.recent().list())
            if (row(p.c_str(), false)) {
                if (doc.dirty())
                    shell.dialogs().confirmOpen(p);
                else
                    shell.openFile(p);
            }
        ImGui::EndPopup();
    }
    nextButton("Export PNG");
    if (button("Export PNG")) shell.dialogs().exportPng();
    // Upright, the edits and the tools take the second row whole.
    if (l.portrait && !secondRow)
        secondRow = true;
    else
        nextButton("Undo", 24);
    ImGui::BeginDisabled(!doc.history().canUndo());
    if (button("Undo")) shell.undo();
    ImGui::EndDisabled();
    nextButton("Redo");
    ImGui::BeginDisabled(!doc.history().canRedo());
    if (button("Redo")) shell.redo();
    ImGui::EndDisabled();
    // The tools the document's rule set has (a La Bataille map has one: select, move, target
    // a hex; the table's ruler, terrain tool and roster are not offered there).
    float gap = 24;
    for (const auto& [label, t] : shell.tools()) {
        nextButton(label, gap);
        gap = -1;
        if (modeButton(label, shell.tool() == t)) shell.chooseTool(t);
    }
    if (shell.hasRoster()) {
        nextButton("Roster");
        if (modeButton("Roster", shell.rosterOpen())) shell.toggleRoster();
    }
    const std::string file = doc.path().empty()
                                 ? std::string("untitled")
                                 : std::filesystem::path(doc.path()).filename().string();
    // At least this much room for the name, or it goes to the second row if there is one.
    const float least = std::min(ImGui::CalcTextSize((file + " *").c_str()).x, 200.f);
    next(least, 16);
    ImGui::AlignTextToFramePadding();
    const float x = ImGui::GetCursorScreenPos().x;
    const std::string shown = fitName(file, doc.dirty(), std::max(0.f, right - x));
    ImGui::TextUnformatted(shown.c_str());
    const ImVec2 a = ImGui::GetItemRectMin(), b = ImGui::GetItemRectMax();
    lastButtons()["##file-name"] = {a.x, a.y, b.x - a.x, b.y - a.y, ImGui::GetFrameCount()};
    ImGui::End();
}

} // namespace cdo::app
