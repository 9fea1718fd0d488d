#include "app/lb/fire_panel.h"

#include "app/lb/fire_render.h"
#include "app/lb/hex_tool.h"
#include "app/view/widgets.h"

#include <imgui.h>

#include <algorithm>

namespace cdo::app {

namespace {

std::string hexIds(const lb::HexGrid& g, const std::vector<lb::Hex>& hexes) {
    std::string out;
    for (const lb::Hex h : hexes)
        out += (out.empty() ? "" : ", ") + g.id(h);
    return out;
}

// The engine's words, one wrapped line each, in the panel's ink.
void words(const std::string& text) {
    ImGui::PushTextWrapPos(0);
    ImGui::TextUnformatted(text.c_str());
    ImGui::PopTextWrapPos();
}

// Defensive fire (L4): what the CLI's `defensive` prints, its summary line a ruling.
void defensiveSection(Context& ctx, LbFire& fire, const lb::Unit& u) {
    const LbFireAnswers& a = fire.answers();
    const std::string title =
        "Defensive fire (" + std::to_string(a.defensive.size()) + ")###lbdefensive";
    fire.showDefensive = ImGui::CollapsingHeader(title.c_str(), ImGuiTreeNodeFlags_DefaultOpen);
    if (!fire.showDefensive) return;
    ImGui::TextWrapped("%s: defensive fire (L4) at %zu %s across its front hexsides", u.id.c_str(),
                       a.defensive.size(), a.defensive.size() == 1 ? "enemy hex" : "enemy hexes");
    for (const lb::Ruling& r : a.defensive)
        wrapped(rgba(fireColours::defensive), "  " + ctx.doc().engine().summary(r));
}

// Opportunity fire (L4): the drag in progress, else each formation it may change to; a row
// shows that formation's shooters on the map, and only its button takes it.
void opportunitySection(Context& ctx, LbFire& fire, int ui) {
    const LbFireAnswers& a = fire.answers();
    if (!ImGui::CollapsingHeader("Opportunity fire###lbopportunity",
                                 ImGuiTreeNodeFlags_DefaultOpen))
        return;
    const lb::Battle& b = ctx.doc().battle();
    if (fire.dragging()) {
        if (fire.path().empty())
            ImGui::TextWrapped("Moving: no hex entered yet.");
        else if (!a.movingError.empty())
            wrapped(badInk(), a.movingError);
        else
            words(a.movingWords);
        return;
    }
    // A button a formation, each where it was (the words under them change, not they).
    const float w = std::max(
        touchPx(), (ImGui::GetContentRegionAvail().x - ImGui::GetStyle().ItemSpacing.x) / 2);
    int n = 0;
    for (const FormationFire& f : a.formations) {
        const std::string label = "If " + std::string(lb::toString(f.to));
        if (n++ % 2) ImGui::SameLine();
        const bool chosen = fire.preview == f.to;
        if (chosen) ImGui::PushStyleColor(ImGuiCol_Button, ImVec4(0.15f, 0.45f, 0.75f, 1));
        if (button(label.c_str(), w)) {
            fire.preview = chosen ? std::nullopt : std::optional{f.to};
            if (fire.preview) ctx.setStatus(f.words.substr(0, f.words.find('\n')));
        }
        if (chosen) ImGui::PopStyleColor();
    }
    if (!fire.preview) {
        ImGui::TextWrapped("Drag the counter: who may fire as it leaves an enemy zone shows on "
                           "the map and here before you let go. Or tap a formation above: who "
                           "may fire if it changes to it, before it does.");
        return;
    }
    const auto it = std::find_if(a.formations.begin(), a.formations.end(),
                                 [&](const FormationFire& f) { return f.to == *fire.preview; });
    if (it == a.formations.end()) return;
    words(it->words);
    const std::string take = "Change to " + std::string(lb::toString(it->to));
    if (button(take.c_str(), -1)) {
        std::string note;
        EditResult r = fileChecked(ctx.doc().file(), changeFormation(b, ui, it->to, &note));
        if (r.command && !note.empty()) ctx.setStatus(note);
        fire.preview.reset();
        ctx.apply(std::move(r));
    }
}

void combineSection(Context& ctx, LbFire& fire, int ui) {
    const bool on = fire.pick() == LbFire::Pick::Combine;
    if (!ImGui::CollapsingHeader("Combine fire###lbcombine", ImGuiTreeNodeFlags_DefaultOpen))
        return;
    const lb::Battle& b = ctx.doc().battle();
    // The button first, where it stays: a second tap there stops what the first started.
    if (!on) {
        if (button("Pick hexes to combine", -1)) fire.startCombine(b, ui);
        ImGui::TextWrapped("Several hexes firing at one target hex (L5): may they combine, and "
                           "their joint strength and odds.");
        return;
    }
    if (button("Stop combining", -1)) fire.stopPicking();
    ImGui::TextWrapped("Firing hexes: %s. Tap a hex of your side to add or drop it; tap an "
                       "enemy hex for the target.",
                       fire.firingHexes().empty() ? "none"
                                                  : hexIds(b.grid, fire.firingHexes()).c_str());
    const LbFireAnswers& a = fire.answers();
    if (a.combination)
        wrapped(a.combination->allowed ? goodInk() : badInk(), a.combinationWords);
    else if (!ctx.selection().hex)
        ImGui::TextDisabled("No target hex yet.");
}

void retreatSection(Context& ctx, LbFire& fire, int ui) {
    const bool on = fire.pick() == LbFire::Pick::Retreat;
    if (!ImGui::CollapsingHeader("Retreat before melee###lbretreat",
                                 ImGuiTreeNodeFlags_DefaultOpen))
        return;
    const lb::Battle& b = ctx.doc().battle();
    if (!on) {
        if (button("Pick attackers", -1)) fire.startRetreat(ui);
        ImGui::TextWrapped("May it withdraw before a melee (L6), and to which hexes: pick the "
                           "enemies about to attack it.");
        return;
    }
    if (button("Stop picking attackers", -1)) fire.stopPicking();
    std::string who;
    for (const int u : fire.attackers())
        who += (who.empty() ? "" : ", ") + b.units[std::size_t(u)].id;
    ImGui::TextWrapped("Attackers: %s. Tap an enemy's hex to add or drop it.",
                       who.empty() ? "none yet" : who.c_str());
    const LbFireAnswers& a = fire.answers();
    if (a.retreat) wrapped(a.retreat->may ? goodInk() : badInk(), a.retreatWords);
}

} // namespace

void firePanel(Context& ctx, LbFire& fire) {
    const int ui = ctx.counterIndex();
    const Document& doc = ctx.doc();
    if (ui < 0 || !doc.hasEngine() || !lb::asLaBataille(doc.engine())) return;
    fire.update(doc, ui, ctx.selection().hex);
    const lb::Unit& u = doc.battle().units[std::size_t(ui)];
    fire.showDefensive = false;
    if (!lb::isCombat(u.arm)) return; // a leader fires, combines and withdraws with no one
    defensiveSection(ctx, fire, u);
    opportunitySection(ctx, fire, ui);
    combineSection(ctx, fire, ui);
    retreatSection(ctx, fire, ui);
}

void zoneOptions(Context& ctx, ViewSettings& view) {
    const lb::Battle& b = ctx.doc().battle();
    const std::set<std::string> shown =
        LbFire::shownZoneSides(b, ctx.counterIndex(), view.zoneSides);
    for (const std::string& side : battleSides(b)) {
        bool on = shown.contains(side);
        const std::string label = "Zones of " + side + "##lbzones" + side;
        if (ImGui::Checkbox(label.c_str(), &on)) {
            std::set<std::string> next = shown;
            if (on)
                next.insert(side);
            else
                next.erase(side);
            view.zoneSides = next;
        }
    }
    if (view.zoneSides && button("Enemy zones of the selected counter", -1)) view.zoneSides.reset();
}

} // namespace cdo::app
