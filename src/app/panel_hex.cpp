// The side panel on a La Bataille map: the ruling at the target hex in the engine's words,
// the firer's valid targets, the selected counter (facing turned only by its buttons,
// formation, increments, states), and the map's view switches with a key to the marks.
#include "app/hex_engine.h"
#include "app/hex_tool.h"
#include "app/panels.h"

#include <algorithm>

namespace cdo::app {

namespace {

std::string hexList(const lb::HexGrid& g, const std::vector<lb::Hex>& hexes) {
    std::string out;
    for (const lb::Hex h : hexes)
        out += (out.empty() ? "" : ", ") + g.id(h);
    return out;
}

// La Bataille's evidence, in the order the rules decide: range and band, field of fire, the
// line of sight with every crossed hex (what makes it an obstacle, the elevation that lifted
// it, the one that blocks), canister, the fire strength step by step and the odds column.
void laBatailleEvidence(const lb::Ruling& r) {
    const lb::HexGrid& g = r.grid;
    std::string range = "From " + r.firingHexId + ": " + std::to_string(r.range) +
                        (r.range == 1 ? " hex" : " hexes");
    if (r.band != lb::RangeBand::None) range += ", " + std::string(lb::toString(r.band));
    ImGui::TextWrapped("%s", range.c_str());
    ImGui::TextWrapped("Field of fire: %s%s", r.inField ? "in" : "out",
                       r.adjacentFront ? ", across a front hexside" : "");
    const lb::Sight& s = r.sight;
    if (s.adjacent)
        ImGui::TextWrapped("Sight: adjacent hexes always see each other");
    else
        wrapped(s.clear ? rgba(colours::sightClear) : rgba(colours::sightBlocked),
                std::string("Sight: ") + (s.clear ? "clear" : "BLOCKED"));
    for (const lb::SightHex& h : s.hexes) {
        std::string line = "  " + g.id(h.hex);
        if (h.pairedWith >= 0) line += " (beside a hexside)";
        if (h.obstacle) {
            std::string kinds;
            if (h.kinds.contains(lb::ObstacleKind::Terrain)) kinds += "terrain";
            if (h.kinds.contains(lb::ObstacleKind::Unit))
                kinds += std::string(kinds.empty() ? "" : ", ") + "a unit";
            if (h.kinds.contains(lb::ObstacleKind::HigherGround))
                kinds += std::string(kinds.empty() ? "" : ", ") + "higher ground";
            line += ": obstacle (" + kinds + ")";
            if (h.lift == lb::Lift::FirerAbove) line += ", lifted: the firer is higher";
            if (h.lift == lb::Lift::FirerBelow) line += ", lifted: the firer is lower";
            if (h.blocks) line += ", BLOCKS";
        } else {
            line += ": open";
        }
        wrapped(h.blocks ? rgba(colours::sightBlocked) : ImVec4(0.85f, 0.85f, 0.85f, 1), line);
    }
    if (r.canister) ImGui::TextWrapped("Canister: one column to the right");
    if (!r.steps.empty()) {
        ImGui::TextUnformatted("Fire strength:");
        for (const lb::StrengthStep& st : r.steps)
            ImGui::TextWrapped("  %s", st.what.c_str()); // the step's words carry its result
    }
    if (r.odds)
        ImGui::TextWrapped("Odds column: %s%s", r.odds->c_str(),
                           r.oddsShift ? (" (+" + std::to_string(r.oddsShift) + ")").c_str() : "");
    if (!r.nearerTargets.empty()) {
        std::string near;
        for (const lb::Hex h : r.nearerTargets)
            near += (near.empty() ? "" : ", ") + g.id(h);
        wrapped(rgba(hexColours::notClosestRing), "Nearer valid targets: " + near);
    }
}

void rulingSection(Context& ctx) {
    const Document& doc = ctx.doc();
    Selection& sel = ctx.selection();
    const lb::HexGrid& g = doc.battle().grid;
    const std::string title = "Ruling at " + g.id(*sel.hex) + "###hexruling";
    if (!ImGui::CollapsingHeader(title.c_str(), ImGuiTreeNodeFlags_DefaultOpen)) return;
    const RulingPtr& ruling = ctx.answers().ruling;
    if (ruling) {
        const Ruling& r = *ruling;
        const CounterLook::AsTarget mark = targetMark(r);
        ImFont* heading = ctx.headingFont();
        if (heading) ImGui::PushFont(heading);
        // The words carry the verdict, the colour only repeats it.
        if (mark == CounterLook::AsTarget::Valid)
            ImGui::TextColored(kGood, "VALID TARGET");
        else if (mark == CounterLook::AsTarget::NotClosest)
            ImGui::TextColored(rgba(hexColours::notClosestRing), "NOT THE CLOSEST TARGET");
        else
            ImGui::TextColored(kBad, "NOT A VALID TARGET");
        if (heading) ImGui::PopFont();
        ImGui::TextWrapped("%s fires at %s in %s", r.firer.c_str(), r.target.c_str(),
                           g.id(*sel.hex).c_str());
        for (const Term& x : r.reasonTerms())
            wrapped(kBad, "- " + std::string(x.explanation));
        if (const lb::Ruling* l = lb::asLaBataille(r)) laBatailleEvidence(*l);
        // A counter on two hexes fires from each: the other hex's verdict in one line.
        const auto& each = ctx.answers().fromEachHex;
        if (each.size() > 1)
            for (const RulingPtr& other : each)
                if (other != ruling)
                    ImGui::TextWrapped("Its other hex: %s", doc.engine().summary(*other).c_str());
        if (ImGui::TreeNodeEx("Explanation and readings", ImGuiTreeNodeFlags_DefaultOpen)) {
            ImGui::PushTextWrapPos(0);
            ImGui::TextUnformatted(ctx.answers().explanation.c_str());
            ImGui::PopTextWrapPos();
            ImGui::TreePop();
        }
    } else if (!doc.hasEngine()) {
        ImGui::TextWrapped("No ruling: this build has no La Bataille rulings.");
    } else {
        ImGui::TextWrapped("%s", ctx.answers().noRuling.c_str());
    }
    if (button("Clear target")) sel.hex.reset();
    ImGui::Separator();
}

void validTargets(Context& ctx, int f) {
    const Document& doc = ctx.doc();
    const std::vector<RulingPtr>& valid = ctx.answers().valid;
    Selection& sel = ctx.selection();
    const std::string title = "Valid targets (" + std::to_string(valid.size()) + ")###hextargets";
    if (!ImGui::CollapsingHeader(title.c_str(), sel.hex ? 0 : ImGuiTreeNodeFlags_DefaultOpen))
        return;
    if (valid.empty())
        ImGui::TextDisabled("None from %s now", doc.battle().units[size_t(f)].id.c_str());
    for (const RulingPtr& p : valid) {
        const int t = doc.engine().unitIndex(p->target);
        if (t < 0 || doc.battle().units[size_t(t)].hexes.empty()) continue;
        const lb::Hex h = doc.battle().units[size_t(t)].hexes.front();
        const std::string line =
            doc.battle().grid.id(h) + "  " + doc.engine().summary(*p) + "##" + p->target;
        if (ImGui::Selectable(line.c_str(), sel.hex == h, ImGuiSelectableFlags_None,
                              ImVec2(0, kTouch - 8)))
            sel.hex = h;
    }
}

void counterEditor(Context& ctx, int ui) {
    if (!ImGui::CollapsingHeader("Counter", ImGuiTreeNodeFlags_DefaultOpen)) return;
    const lb::Battle& b = ctx.doc().battle();
    const lb::Unit& U = b.units[size_t(ui)];
    ImGui::TextWrapped("%s%s%s", U.id.c_str(), U.name.empty() ? "" : ": ", U.name.c_str());
    ImGui::Text("%s, %s", U.side.c_str(), std::string(lb::toString(U.arm)).c_str());
    ImGui::Text("Hex%s %s", U.hexes.size() > 1 ? "es" : "", hexList(b.grid, U.hexes).c_str());
    if (U.arm != lb::Arm::Leader) {
        const lb::FacingKind kind = lb::facingKind(U.formation);
        ImGui::Text("Facing %.0f° (%s)", U.facing,
                    U.hexes.size() > 1                ? "a vertex, across its two hexes"
                    : kind == lb::FacingKind::Vertex  ? "a vertex"
                    : kind == lb::FacingKind::Hexside ? "a hexside"
                                                      : "a hexside or a vertex");
        // The only way to turn a counter: a drag never does.
        if (U.hexes.size() > 1) {
            if (button("Face about", -1)) ctx.apply(turnCounter(b, ui, 1));
        } else {
            if (button("Turn left", 160)) ctx.apply(turnCounter(b, ui, -1));
            ImGui::SameLine();
            if (button("Turn right", 160)) ctx.apply(turnCounter(b, ui, 1));
        }
        lb::Formation f = U.formation;
        std::vector<lb::Formation> allowedHere;
        for (lb::Formation x : lb::allFormations)
            if (lb::allowed(U.arm, x)) allowedHere.push_back(x);
        if (ImGui::BeginCombo("Formation", std::string(lb::toString(f)).c_str())) {
            for (lb::Formation x : allowedHere)
                if (ImGui::Selectable(std::string(lb::toString(x)).c_str(), x == f, 0,
                                      ImVec2(0, kTouch - 8)))
                    f = x;
            ImGui::EndCombo();
        }
        if (f != U.formation) {
            std::string note;
            EditResult r = changeFormation(b, ui, f, &note);
            if (!note.empty()) ctx.setStatus(note);
            ctx.apply(std::move(r));
            return;
        }
        ImGui::Text("Increments %d", U.increments);
        ImGui::SameLine();
        if (button(" - ", 56) && U.increments > 1) {
            lb::Unit after = U;
            --after.increments;
            ctx.apply(setCounter(ui, U, after, "Increments"));
            return;
        }
        ImGui::SameLine();
        if (button(" + ", 56)) {
            lb::Unit after = U;
            ++after.increments;
            ctx.apply(setCounter(ui, U, after, "Increments"));
            return;
        }
        lb::Unit after = U;
        if (ImGui::Checkbox("Disordered", &after.disordered))
            return ctx.apply(setCounter(ui, U, after, "Disordered"));
        ImGui::SameLine();
        if (ImGui::Checkbox("Routed", &after.routed))
            return ctx.apply(setCounter(ui, U, after, "Routed"));
    }
}

} // namespace

void hexPanel(Context& ctx) {
    const Document& doc = ctx.doc();
    if (!doc.hasEngine())
        wrapped(kWarn, "Rulings are not available: " + doc.noRulings() +
                           ". The map and the counters are shown; counters can be moved and "
                           "turned.");
    const int f = ctx.counterIndex();
    if (f < 0) {
        ImGui::TextWrapped(
            "Tap a counter to select it: its field of fire and range bands, and every enemy hex "
            "marked (solid ring: valid target; dashed ring: valid but not the closest; cross: "
            "not valid). Then tap an enemy's hex for the ruling. Drag a counter to move it hex "
            "by hex; it keeps its facing: turn it with the panel's Turn buttons. Tap the "
            "selected counter's hex again for the next counter of its stack.");
        return;
    }
    if (ctx.selection().hex) rulingSection(ctx);
    if (doc.hasEngine()) validTargets(ctx, f);
    counterEditor(ctx, f);
}

void hexViewOptions(Context& ctx, ViewSettings& view) {
    if (!ImGui::CollapsingHeader("View and map")) return;
    ImGui::Checkbox("Hex ids at every zoom", &view.hex.hexIds);
    ImGui::Checkbox("Field of fire and range bands", &view.showReach);
    ImGui::Checkbox("Mark targets", &view.showTargets);
    ImGui::Checkbox("Ruling lines", &view.showRuling);
    ImGui::Checkbox("Zone of influence", &view.showZoi);
    const lb::HexGrid& g = ctx.doc().battle().grid;
    ImGui::Text("Map %d x %d hexes, zoom %.0f px a hex", g.columns, g.rows,
                ctx.camera().pixelsPerInch() * 2);
    ImGui::TextDisabled("Woods: tree dots. Village, town: blocks. Marsh: dashes.");
    ImGui::TextDisabled("Garden, vineyard: rows. Higher ground darker, a brown");
    ImGui::TextDisabled("contour where it drops; slope hexes hatched.");
    ImGui::TextDisabled("Counter: arm, formation (C L Sq Sk GO RM Lb Un),");
    ImGui::TextDisabled("increments; white arrow: facing; D disordered, R routed.");
    ImGui::TextDisabled("Keys: Ctrl+Z/Y undo/redo, Ctrl+S save, +/- zoom, F fit,");
    ImGui::TextDisabled("Esc: drop the target, then the selection.");
}

} // namespace cdo::app
