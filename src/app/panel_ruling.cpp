// The ruling between the firer and the target, as the engine gave it: verdict, reasons,
// arc, range, sight lines, enfilade, modifiers, close calls and explain()'s readings.
#include "app/panels.h"
#include "app/ruling_words.h"
#include "core/format.h"
#include "core/grande_tactique/explain.h"

namespace cdo::app {

namespace {

// Grande Tactique's evidence: arc, range band, each sight line, enfilade, contact, modifiers
// and close calls, in the words explain() uses.
void grandeTactiqueEvidence(const gt::Ruling& r, const Scenario& s) {
    using namespace gt;
    ImGui::Text("Arc: %s", r.inArc ? ("in, " + inches(r.arcMargin) + " deep").c_str()
                                   : ("out, " + inches(-r.arcMargin) + " outside").c_str());
    ImGui::TextWrapped("Range: %s, %s", inches(r.range).c_str(), bandText(r).c_str());
    ImGui::TextWrapped("%s", sightHeading(r).c_str());
    for (const SightLine& l : r.sightLines) {
        wrapped(l.clear ? rgba(palette().sightClear) : rgba(palette().bad),
                "  " + sightLineWords(l) + (l.clear ? ": clear" : ": blocked") +
                    (l.blocker ? " by " + blockerWords(*l.blocker, s) : std::string()) +
                    (l.closeCall ? " (grazes)" : ""));
    }
    if (!r.enfiladeLines.empty() || r.enfilade)
        ImGui::TextColored(rgba(palette().enfilade), "Enfilade: %s", r.enfilade ? "yes" : "no");
    if (r.contact) ImGui::Text("In contact (%s edge to edge)", inches(r.edgeDistance).c_str());
    if (!r.modifiers.empty()) {
        std::string m;
        for (const Modifier& x : r.modifiers)
            m += modifierWords(x) + "  ";
        ImGui::TextWrapped("Modifiers: %s(total %+d)", m.c_str(), r.modifierTotal);
    }
    for (const CloseCall& c : r.closeCalls)
        wrapped(warnInk(), describe(c)); // as explain() says it
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
    if (const gt::Ruling* g = gt::asGrandeTactique(r))
        grandeTactiqueEvidence(*g, ctx.doc().scenario());
    Selection& sel = ctx.selection();
    if (button("Swap firer and target")) std::swap(sel.firer, sel.target);
    ImGui::SameLine();
    if (button("Clear")) sel.target.clear();
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
