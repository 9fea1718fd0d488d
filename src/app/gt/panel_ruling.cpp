// The ruling between the firer and the target, as the engine gave it: verdict, reasons,
// arc, range, sight lines, enfilade, modifiers, close calls and explain()'s readings.
#include "app/gt/ruling_text.h"
#include "app/panels/panels.h"

namespace cdo::app {

namespace {

ImVec4 toneColour(RulingLine::Tone t) {
    switch (t) {
    case RulingLine::Tone::Good:
        return rgba(palette().sightClear);
    case RulingLine::Tone::Bad:
        return rgba(palette().bad); // the panel's ink: readable on the panel, unlike the line's
    case RulingLine::Tone::Warn:
        return warnInk();
    case RulingLine::Tone::Enfilade:
        return rgba(palette().enfilade);
    case RulingLine::Tone::Plain:
        break;
    }
    return ImGui::GetStyleColorVec4(ImGuiCol_Text);
}

} // namespace

void rulingPanel(Context& ctx) {
    const RulingPtr& ruling = ctx.answers().ruling;
    if (!ruling) return;
    const Ruling& r = *ruling;
    if (!ImGui::CollapsingHeader("Ruling", ImGuiTreeNodeFlags_DefaultOpen)) return;
    ImFont* heading = ctx.headingFont();
    if (heading) ImGui::PushFont(heading);
    ImGui::TextColored(r.valid ? goodInk() : badInk(),
                       r.valid ? "VALID TARGET" : "NOT A VALID TARGET");
    if (heading) ImGui::PopFont();
    ImGui::TextWrapped("%s fires at %s", r.firer.c_str(), r.target.c_str());
    for (const Term& x : r.reasonTerms())
        wrapped(badInk(), "- " + std::string(x.explanation));
    // Another ruleset's evidence is in the explanation below, in its engine's words.
    for (const RulingLine& l : evidenceLines(r, ctx.doc().scenario()))
        wrapped(toneColour(l.tone), l.text);
    Selection& sel = ctx.selection();
    if (button("Swap firer and target")) std::swap(sel.firer, sel.target);
    ImGui::SameLine();
    if (button("Clear")) sel.target.clear();
    // The table and these words as a picture to share, without the app's panels.
    if (button("Export ruling picture")) ctx.askExportRuling();
    // The readings in words; the engine's own text (as coupdoeil-cli prints it, with its codes)
    // stays one tap away.
    if (const std::vector<Term> readings = r.readingTerms();
        !readings.empty() &&
        ImGui::TreeNodeEx("Readings applied", ImGuiTreeNodeFlags_DefaultOpen)) {
        for (const Term& x : readings) {
            ImGui::Bullet();
            ImGui::TextWrapped("%s", std::string(x.explanation).c_str());
        }
        ImGui::TreePop();
    }
    if (ImGui::TreeNodeEx("Explanation as the command line gives it")) {
        ImGui::PushTextWrapPos(0);
        ImGui::TextUnformatted(ctx.answers().explanation.c_str());
        ImGui::PopTextWrapPos();
        ImGui::TreePop();
    }
    ImGui::Separator();
}

} // namespace cdo::app
