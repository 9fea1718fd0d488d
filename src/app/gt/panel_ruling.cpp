// The ruling between the firer and the target in the engine's own words (Engine::evidence, as
// coupdoeil-cli prints them): the verdict, the reasons, arc, range, sight, enfilade, close
// calls (what a line grazes) and the readings. The panel chooses the ink, never the words.
#include "app/panels/panels.h"
#include "app/view/ruling_lines.h"

namespace cdo::app {

namespace {

ImVec4 lineColour(LineInk ink) {
    switch (ink) {
    case LineInk::Good:
        return goodInk();
    case LineInk::Bad:
        return badInk(); // the panel's ink: readable on the panel, unlike the line's
    case LineInk::Warn:
        return warnInk();
    case LineInk::Quiet:
        return ImGui::GetStyleColorVec4(ImGuiCol_TextDisabled);
    case LineInk::Plain:
        break;
    }
    return ImGui::GetStyleColorVec4(ImGuiCol_Text);
}

} // namespace

void evidenceText(Context& ctx, const std::vector<EvidenceLine>& lines, bool valid,
                  std::optional<ImVec4> verdictInk) {
    for (const EvidenceLine& l : lines) {
        const ImVec4 ink =
            l.tone == Tone::Verdict && verdictInk ? *verdictInk : lineColour(inkOf(l, valid));
        ImFont* heading = l.tone == Tone::Verdict ? ctx.headingFont() : nullptr;
        if (heading) ImGui::PushFont(heading);
        wrapped(ink, indented(l));
        if (heading) ImGui::PopFont();
    }
}

void readingNotes(const Ruling& ruling) {
    // The lines name each reading by code, as coupdoeil-cli does; a player at the table asks
    // what it means, so its meaning (the engine's words too) is listed under them.
    const std::vector<Term> readings = ruling.readingTerms();
    if (readings.empty() ||
        !ImGui::TreeNodeEx("What the readings mean", ImGuiTreeNodeFlags_DefaultOpen))
        return;
    for (const Term& x : readings) {
        ImGui::Bullet();
        ImGui::TextWrapped("%s", std::string(x.explanation).c_str());
    }
    ImGui::TreePop();
}

void rulingPanel(Context& ctx) {
    const RulingPtr& ruling = ctx.answers().ruling;
    if (!ruling) return;
    if (!ImGui::CollapsingHeader("Ruling", ImGuiTreeNodeFlags_DefaultOpen)) return;
    evidenceText(ctx, ctx.answers().evidence, ruling->valid, std::nullopt);
    Selection& sel = ctx.selection();
    if (button("Swap firer and target")) std::swap(sel.firer, sel.target);
    ImGui::SameLine();
    if (button("Clear")) sel.target.clear();
    // The table and these words as a picture to share, without the app's panels.
    if (button("Export ruling picture")) ctx.askExportRuling();
    readingNotes(*ruling);
    ImGui::Separator();
}

} // namespace cdo::app
