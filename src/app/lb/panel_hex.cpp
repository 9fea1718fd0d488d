// The side panel on a La Bataille map: the ruling at the target hex in the engine's words,
// the firer's valid targets, the selected counter (facing turned only by its buttons,
// formation, increments, states), and the map's view switches with a key to the marks.
#include "app/lb/counter_edits.h"
#include "app/lb/fire_panel.h"
#include "app/lb/hex_engine.h"
#include "app/lb/hex_render.h"
#include "app/lb/hex_tool.h"
#include "app/panels/panels.h"
#include "core/ids.h"

#include <algorithm>
#include <cmath>

namespace cdo::app {

namespace {

std::string hexList(const lb::HexGrid& g, const std::vector<lb::Hex>& hexes) {
    std::string out;
    for (const lb::Hex h : hexes)
        out += (out.empty() ? "" : ", ") + g.id(h);
    return out;
}

// Every edit of a counter: refused in words unless the file layer would load the result.
void applyEdit(Context& ctx, EditResult r, const std::string& note = {}) {
    r = fileChecked(ctx.doc().file(), std::move(r));
    if (r.command && !note.empty()) ctx.setStatus(note);
    ctx.apply(std::move(r));
}

// A button of a choice: the chosen one drawn in the selection's colour (the panel's line
// above the buttons says the choice in words too).
bool choiceButton(const std::string& label, bool chosen, float width) {
    if (chosen) ImGui::PushStyleColor(ImGuiCol_Button, ImVec4(0.15f, 0.45f, 0.75f, 1));
    const bool pressed = button(label.c_str(), width);
    if (chosen) ImGui::PopStyleColor();
    return pressed;
}

// Half the panel's width: two buttons side by side (the panel is in millimetres, so is this).
float halfWidth() {
    const float avail = ImGui::GetContentRegionAvail().x - ImGui::GetStyle().ItemSpacing.x;
    return std::max(touchPx(), avail / 2);
}

// The "Add counter" form: side, arm, formation, then Add. True while it is open.
bool draftSection(Context& ctx, CounterDraft& d) {
    const lb::Battle& b = ctx.doc().battle();
    if (!d.at || !b.grid.contains(*d.at)) {
        d.at.reset();
        return false;
    }
    ImFont* heading = ctx.headingFont();
    if (heading) ImGui::PushFont(heading);
    ImGui::Text("New counter in %s", b.grid.id(*d.at).c_str());
    if (heading) ImGui::PopFont();
    std::vector<std::string> sides = counterSides(b);
    if (d.side.empty()) d.side = sides.empty() ? "french" : sides.front();
    if (std::find(sides.begin(), sides.end(), d.side) == sides.end()) sides.push_back(d.side);
    ImGui::Text("Side: %s", d.side.c_str());
    for (std::size_t i = 0; i < sides.size(); ++i) {
        if (i % 2) ImGui::SameLine();
        if (choiceButton(sides[i] + "##side", sides[i] == d.side, halfWidth())) d.side = sides[i];
    }
    std::string typed;
    if (ctx.fields().text("New side##lbnewside", "", typed) && !typed.empty()) {
        if (auto p = idProblem(typed))
            ctx.setError("A side " + *p);
        else
            d.side = typed;
    }
    ImGui::Text("Arm: %s", std::string(lb::toString(d.arm)).c_str());
    int n = 0;
    for (lb::Arm a : lb::allArms) {
        if (n++ % 2) ImGui::SameLine();
        if (choiceButton(std::string(lb::toString(a)), a == d.arm, halfWidth())) {
            d.arm = a;
            if (!lb::allowed(a, d.formation)) d.formation = firstFormation(a);
        }
    }
    if (lb::isCombat(d.arm)) {
        ImGui::Text("Formation: %s", std::string(lb::toString(d.formation)).c_str());
        n = 0;
        for (lb::Formation f : lb::allFormations) {
            if (!lb::allowed(d.arm, f)) continue;
            if (n++ % 2) ImGui::SameLine();
            if (choiceButton(std::string(lb::toString(f)), f == d.formation, halfWidth()))
                d.formation = f;
        }
    }
    const lb::Unit u = newCounter(b, d.side, d.arm, d.formation, *d.at);
    if (lb::isCombat(u.arm))
        ImGui::TextWrapped("%s: facing %.0f°, %d increments, fire 1, move 4", u.id.c_str(),
                           u.facing, u.increments);
    else
        ImGui::TextWrapped("%s: a leader, move 4", u.id.c_str());
    if (button("Add counter here", halfWidth())) {
        EditResult r = fileChecked(ctx.doc().file(), addCounter(b, u));
        if (r.command) {
            ctx.apply(std::move(r));
            ctx.selection().firer = u.id;
            ctx.selection().hex.reset();
            ctx.setStatus("Added " + u.id + " in " + hexList(b.grid, u.hexes));
            d.at.reset();
        } else {
            ctx.setError(r.error);
        }
        return true;
    }
    ImGui::SameLine();
    if (button("Cancel##lbdraft", halfWidth())) d.at.reset();
    wrapped(ImGui::GetStyle().Colors[ImGuiCol_TextDisabled],
            "Long-press another empty hex to put it there.");
    return true;
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
        // The engine's words, as coupdoeil-cli prints them; the colour only repeats the verdict.
        const ImVec4 verdict = mark == CounterLook::AsTarget::Valid ? goodInk()
                               : mark == CounterLook::AsTarget::NotClosest
                                   ? rgba(hexColours::notClosestRing)
                                   : badInk();
        evidenceText(ctx, ctx.answers().evidence, r.valid, verdict);
        // A counter on two hexes fires from each: the other hex's verdict in one line.
        const auto& each = ctx.answers().fromEachHex;
        if (each.size() > 1)
            for (const RulingPtr& other : each)
                if (other != ruling)
                    ImGui::TextWrapped("Its other hex: %s", doc.engine().summary(*other).c_str());
        readingNotes(r);
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
        if (row(line.c_str(), sel.hex == h)) sel.hex = h;
    }
}

// "Add counter": the form for the empty hex nearest the middle of the view, named in its title.
void startDraft(Context& ctx, CounterDraft& draft) {
    const lb::Battle& b = ctx.doc().battle();
    const Vec2 mid = ctx.camera().toTable(ctx.viewCentre());
    const lb::Hex near =
        b.grid.hexAt(mid).value_or(lb::Hex{(b.grid.columns + 1) / 2, (b.grid.rows + 1) / 2});
    if (const auto h = emptyHexNear(b, near)) {
        draft.at = *h;
        ctx.setStatus("New counter in " + b.grid.id(*h) +
                      ", the empty hex nearest the middle of the view");
    } else {
        ctx.setError("Every hex holds a counter: there is no empty hex to add one in");
    }
}

// A whole number from a number field, or an error said in words.
bool wholeNumber(Context& ctx, const char* what, double v, int& out) {
    if (v != std::floor(v)) {
        ctx.setError(std::string(what) + " is a whole number, not " + fmtNumber("%g", v));
        return false;
    }
    out = int(std::clamp(v, -1e6, 1e6));
    return true;
}

void counterEditor(Context& ctx, int ui, CounterDraft& draft) {
    if (!ImGui::CollapsingHeader("Counter", ImGuiTreeNodeFlags_DefaultOpen)) return;
    const lb::Battle& b = ctx.doc().battle();
    const lb::Unit& U = b.units[size_t(ui)];
    // First, so that a finger reaches them without scrolling the panel.
    if (button("Delete counter", halfWidth())) {
        EditResult r = fileChecked(ctx.doc().file(), deleteCounter(b, ui));
        if (r.command) {
            ctx.setStatus("Deleted " + U.id + " (Undo brings it back)");
            ctx.selection().firer.clear();
            ctx.selection().hex.reset();
        }
        return ctx.apply(std::move(r));
    }
    ImGui::SameLine();
    if (button("Add counter", halfWidth())) return startDraft(ctx, draft);
    Fields& fields = ctx.fields();
    std::string text;
    if (fields.text("Id##lbid", U.id, text) && text != U.id) {
        EditResult r = fileChecked(ctx.doc().file(), renameCounter(b, ui, text));
        if (r.command) {
            ctx.apply(std::move(r));
            ctx.selection().firer = text; // the selection follows its counter
        } else {
            ctx.setError("Id not changed: " + r.error);
        }
        return;
    }
    if (fields.text("Name##lbname", U.name, text) && text != U.name) {
        lb::Unit after = U;
        after.name = text;
        return applyEdit(ctx, editCounter(b, ui, after, "Rename counter"));
    }
    if (fields.text("Side##lbside", U.side, text) && text != U.side) {
        lb::Unit after = U;
        after.side = text;
        return applyEdit(ctx, editCounter(b, ui, after, "Change side"));
    }
    lb::Arm arm = U.arm;
    if (enumCombo("Arm", arm, lb::allArms) && arm != U.arm) {
        std::string note;
        EditResult r = changeArm(b, ui, arm, &note);
        return applyEdit(ctx, std::move(r), note);
    }
    ImGui::Text("Hex%s %s", U.hexes.size() > 1 ? "es" : "", hexList(b.grid, U.hexes).c_str());
    if (U.arm != lb::Arm::Leader) {
        const lb::FacingKind kind = lb::facingKind(U.formation, U.routed);
        ImGui::TextWrapped("Facing %.0f° (%s)", U.facing,
                           U.hexes.size() > 1                ? "a vertex, across its two hexes"
                           : kind == lb::FacingKind::Vertex  ? "a vertex"
                           : kind == lb::FacingKind::Hexside ? "a hexside"
                                                             : "a hexside or a vertex");
        // The only way to turn a counter: a drag never does.
        if (U.hexes.size() > 1) {
            if (button("Face about", -1)) return applyEdit(ctx, turnCounter(b, ui, 1));
        } else {
            if (button("Turn left", halfWidth())) return applyEdit(ctx, turnCounter(b, ui, -1));
            ImGui::SameLine();
            if (button("Turn right", halfWidth())) return applyEdit(ctx, turnCounter(b, ui, 1));
        }
        lb::Formation f = U.formation;
        if (ImGui::BeginCombo("Formation", std::string(lb::toString(f)).c_str())) {
            for (lb::Formation x : lb::allFormations)
                if (lb::allowed(U.arm, x) && row(std::string(lb::toString(x)).c_str(), x == f))
                    f = x;
            ImGui::EndCombo();
        }
        if (f != U.formation) {
            std::string note;
            EditResult r = changeFormation(b, ui, f, &note);
            return applyEdit(ctx, std::move(r), note);
        }
        // Two hexes: a line or skirmishers only (the reader's rule); the second hex is the one
        // across the side at facing + 90, else - 90.
        if (U.hexes.size() == 1 &&
            (U.formation == lb::Formation::Line || U.formation == lb::Formation::Skirmish)) {
            if (button("Extend to two hexes", -1)) {
                std::string note;
                EditResult r = extendCounter(b, ui, &note);
                return applyEdit(ctx, std::move(r), note);
            }
        } else if (U.hexes.size() > 1) {
            if (button("Back to one hex", -1)) return applyEdit(ctx, shrinkCounter(b, ui));
        }
        ImGui::Text("Increments %d", U.increments);
        ImGui::SameLine();
        if (button(" - ", float(mm(10.5))) && U.increments > 1) {
            lb::Unit after = U;
            --after.increments;
            return applyEdit(ctx, editCounter(b, ui, after, "Increments"));
        }
        ImGui::SameLine();
        if (button(" + ", float(mm(10.5)))) {
            lb::Unit after = U;
            ++after.increments;
            return applyEdit(ctx, editCounter(b, ui, after, "Increments"));
        }
        lb::Unit after = U;
        if (ImGui::Checkbox("Disordered", &after.disordered))
            return applyEdit(ctx, editCounter(b, ui, after, "Disordered"));
        ImGui::SameLine();
        if (ImGui::Checkbox("Routed", &after.routed)) {
            std::string note;
            EditResult r = setRouted(b, ui, after.routed, &note);
            return applyEdit(ctx, std::move(r), note);
        }
        double v = 0;
        if (fields.number("Fire (0: none)##lbfire", U.fire.value_or(0), v, "%g")) {
            lb::Unit a = U;
            if (v == 0)
                a.fire.reset();
            else
                a.fire = v;
            if (a.fire != U.fire) return applyEdit(ctx, editCounter(b, ui, a, "Fire multiple"));
        }
    } else {
        lb::Unit after = U;
        if (ImGui::Checkbox("Artillery bonus", &after.artilleryBonus))
            return applyEdit(ctx, editCounter(b, ui, after, "Artillery bonus"));
        ImGui::SameLine();
        if (ImGui::Checkbox("Special", &after.special))
            return applyEdit(ctx, editCounter(b, ui, after, "Special"));
    }
    double v = 0;
    int whole = 0;
    if (fields.number("Move##lbmove", U.move.value_or(0), v, "%.0f") &&
        wholeNumber(ctx, "Move", v, whole) && whole != U.move.value_or(0)) {
        lb::Unit a = U;
        a.move = whole;
        return applyEdit(ctx, editCounter(b, ui, a, "Move allowance"));
    }
    if (lb::isArtillery(U.arm) &&
        fields.number("Max range (0: none)##lbrange", U.maxRange.value_or(0), v, "%.0f") &&
        wholeNumber(ctx, "Max range", v, whole) && whole != U.maxRange.value_or(0)) {
        lb::Unit a = U;
        if (whole == 0)
            a.maxRange.reset();
        else
            a.maxRange = whole;
        return applyEdit(ctx, editCounter(b, ui, a, "Maximum range"));
    }
    if (fields.number("Stack (0: top)##lbstack", U.stack, v, "%.0f") &&
        wholeNumber(ctx, "Stack", v, whole) && whole != U.stack) {
        lb::Unit a = U;
        a.stack = whole;
        return applyEdit(ctx, editCounter(b, ui, a, "Stack position"));
    }
}

} // namespace

void hexPanel(Context& ctx, CounterDraft& draft) {
    const Document& doc = ctx.doc();
    if (!doc.hasEngine())
        wrapped(warnInk(), "Rulings are not available: " + doc.noRulings() +
                               ". The map and the counters are shown; counters can be moved, "
                               "turned, added and edited.");
    if (draftSection(ctx, draft)) return;
    const int f = ctx.counterIndex();
    if (f < 0) {
        ImGui::TextWrapped(
            "Tap a counter to select it: its field of fire and range bands, and every enemy hex "
            "marked (solid ring: valid target; dashed ring: valid but not the closest; cross: "
            "not valid). Then tap an enemy's hex for the ruling. Drag a counter to move it hex "
            "by hex; it keeps its facing: turn it with the panel's Turn buttons. Tap the "
            "selected counter's hex again for the next counter of its stack. Long-press an "
            "empty hex to add a counter there.");
        if (button("Add counter", -1)) startDraft(ctx, draft);
    } else {
        if (ctx.selection().hex) rulingSection(ctx);
        if (doc.hasEngine()) validTargets(ctx, f);
        counterEditor(ctx, f, draft);
    }
}

void hexViewOptions(Context& ctx, ViewSettings& view) {
    if (!ImGui::CollapsingHeader("View and map")) return;
    ImGui::Checkbox("Hex ids at every zoom", &view.hex.hexIds);
    ImGui::Checkbox("Field of fire and range bands", &view.showReach);
    ImGui::Checkbox("Mark targets", &view.showTargets);
    ImGui::Checkbox("Ruling lines", &view.showRuling);
    ImGui::Checkbox("Zones of influence", &view.showZoi);
    if (view.showZoi) zoneOptions(ctx, view); // one switch a side
    const lb::HexGrid& g = ctx.doc().battle().grid;
    ImGui::Text("Map %d x %d hexes, zoom %.0f px a hex", g.columns, g.rows,
                ctx.camera().pixelsPerInch() * 2);
    screenOptions(ctx);
    ImGui::TextDisabled("Woods: tree dots. Village, town: blocks. Marsh: dashes.");
    ImGui::TextDisabled("Garden, vineyard: rows. Higher ground darker, a brown");
    ImGui::TextDisabled("contour where it drops; slope hexes hatched.");
    ImGui::TextDisabled("Counter: arm, formation (C L Sq Sk GO RM Lb Un),");
    ImGui::TextDisabled("increments; white arrow: facing; D disordered, R routed.");
    ImGui::TextDisabled("Keys: Ctrl+Z/Y undo/redo, Ctrl+S save, +/- zoom, F fit,");
    ImGui::TextDisabled("Esc: drop the target, then the selection.");
}

void hexLegend(Context& ctx, const std::set<std::string>& sides) {
    if (!legendSides(ctx, sides)) return;
    swatch(hexColours::validRing, "solid ring: a valid target");
    swatch(hexColours::notClosestRing, "dashed ring: valid, but a nearer one must be shot");
    swatch(hexColours::invalidCross, "cross: not a valid target");
    swatch(hexColours::targetHex, "white outline: the hex aimed at");
    ImGui::Separator();
    ImGui::TextUnformatted("Formation on a counter");
    ImGui::TextWrapped("C column, L line, Sq square, Sk skirmish, GO general order, "
                       "RM road march, Lb limbered, Un unlimbered.");
}

} // namespace cdo::app
