// The selected unit's editor: Fit to photo (with a photo on the table), id, name, side, type
// and state, references, position and facing, base size and thickness; duplicate, delete,
// snap. Every change is one command.
#include "app/gt/select_tool.h"
#include "app/panels/panels.h"
#include "app/tools/photo_tool.h"
#include "core/format.h"
#include "core/limits.h"

#include <algorithm>

namespace cdo::app {

namespace {

// The base's thickness, which Fit to photo needs to find its top where the photo is taken at an
// angle: its army's (or 0.1") until the player gives it one of its own (0 for a card base).
// True when a change was made.
bool baseThicknessEditor(Context& ctx, int ui) {
    const Scenario& s = ctx.doc().scenario();
    const Unit& U = s.gt().units[size_t(ui)];
    Unit u = U;
    if (!U.baseThickness) {
        const double now = baseThickness(s, U);
        // Its army's, or the usual 0.1" where no army entry gives one (a player reading "its
        // army's" would look for a thickness in the file that is not there).
        const char* whence =
            armyBaseThickness(s, U) ? "its army's" : "the usual; its army gives none";
        ImGui::TextWrapped("Base thickness %s\" (%s)", inchesPlain(now).c_str(), whence);
        if (!button("Own base thickness")) return false;
        u.baseThickness = now; // from where it was, for the number pad to change
        ctx.apply(setUnit(ui, U, u, "Base thickness"));
        return true;
    }
    double v;
    if (ctx.fields().number("Thickness (in)", *U.baseThickness, v)) {
        // The loader's limit, so that Save never meets a thickness it refuses.
        if (!(v >= 0 && v <= kMaxBaseThickness)) {
            ctx.setError("a base's thickness must be from 0 to " + inchesPlain(kMaxBaseThickness) +
                         " inches");
            return false;
        }
        u.baseThickness = v;
        ctx.apply(setUnit(ui, U, u, "Base thickness"));
        return true;
    }
    if (!button("Its army's thickness")) return false;
    u.baseThickness.reset();
    ctx.apply(setUnit(ui, U, u, "Base thickness"));
    return true;
}

} // namespace

void unitPanel(Context& ctx, int ui) {
    if (!ImGui::CollapsingHeader("Unit", ImGuiTreeNodeFlags_DefaultOpen)) return;
    const Scenario& s = ctx.doc().scenario();
    Selection& sel = ctx.selection();
    Fields& fields = ctx.fields();
    // Every change of the unit's own fields is one command.
    auto editUnit = [&](int u, const Unit& after, const char* label) {
        ctx.apply(setUnit(u, s.gt().units[size_t(u)], after, label));
    };
    const Unit& U = s.gt().units[size_t(ui)];
    // Fit to photo first, where a finger that just dropped the base finds it.
    if (ctx.canFitToPhoto()) {
        if (button("Fit to photo")) {
            ctx.fitToPhoto({ui}, "Fit to photo");
            return;
        }
        fitReportPanel(ctx);
    }
    Unit u = U;
    std::string text;
    if (fields.text("Id", U.id, text)) {
        EditResult r = renameUnit(s, ui, text);
        if (r.command) {
            ctx.apply(std::move(r));
            sel.firer = text;
        } else
            ctx.setError(r.error);
        return;
    }
    if (fields.text("Name", U.name, text)) {
        u.name = text;
        editUnit(ui, u, "Rename");
        return;
    }
    std::vector<std::string> sides;
    for (const Unit& x : s.gt().units)
        if (std::find(sides.begin(), sides.end(), x.side) == sides.end()) sides.push_back(x.side);
    std::string side = u.side;
    if (idCombo("Side", side, sides) && !side.empty()) {
        u.side = side;
        editUnit(ui, u, "Change side");
        return;
    }
    if (fields.text("New side", "", text) && !text.empty()) {
        u.side = text;
        editUnit(ui, u, "Change side");
        return;
    }
    if (enumCombo("Type", u.type, allUnitTypes)) return editUnit(ui, u, "Change type");
    if (u.type == UnitType::Infantry && enumCombo("Formation", u.formation, allFormations))
        return editUnit(ui, u, "Change formation");
    if (enumCombo("Morale", u.morale, allMorales)) return editUnit(ui, u, "Change morale");
    if (enumCombo("Quality", u.quality, allQualities)) return editUnit(ui, u, "Change quality");
    if (isArtillery(u.type) && ImGui::Checkbox("Limbered", &u.limbered))
        return editUnit(ui, u, u.limbered ? "Limber" : "Unlimber");
    ImGui::SameLine();
    if (ImGui::Checkbox("Firing", &u.firing)) return editUnit(ui, u, "Firing marker");

    std::vector<std::string> enemies, friends, holds;
    for (std::size_t i = 0; i < s.gt().units.size(); ++i) {
        if (int(i) == ui) continue;
        (ctx.doc().engine().enemies(ui, int(i)) ? enemies : friends).push_back(s.gt().units[i].id);
    }
    for (const Terrain& t : s.gt().terrain)
        if (isCover(t.kind)) holds.push_back(t.id);
    if (idCombo("Charging", u.charging, enemies)) return editUnit(ui, u, "Declare charge");
    if (u.type == UnitType::General && idCombo("Attached to", u.attachedTo, friends))
        return editUnit(ui, u, "Attach general");
    if (idCombo("Occupies", u.occupies, holds)) return editUnit(ui, u, "Occupy");

    double v;
    // The range in the label; a value off the table is refused in words, never clamped.
    if (fields.number(coordinateLabel(s, 'X').c_str(), U.at.x, v)) {
        ctx.apply(placeUnitTyped(s, ui, {v, U.at.y}));
        return;
    }
    if (fields.number(coordinateLabel(s, 'Y').c_str(), U.at.y, v)) {
        ctx.apply(placeUnitTyped(s, ui, {U.at.x, v}));
        return;
    }
    if (fields.number("Facing (°)", shownFacing(U.facing, 1), v, "%.1f")) {
        ctx.apply(placeUnit(s, ui, U.at, v, "Turn unit"));
        return;
    }
    for (const auto& [label, d] : std::array<std::pair<const char*, double>, 5>{
             {{"-45", -45}, {"-5", -5}, {"+5", 5}, {"+45", 45}, {"180", 180}}}) {
        if (button(label, 56)) return ctx.apply(placeUnit(s, ui, U.at, U.facing + d, "Turn unit"));
        ImGui::SameLine();
    }
    ImGui::NewLine();
    bool custom = U.size.has_value();
    if (ImGui::Checkbox("Own base size", &custom)) {
        const BaseSize b = baseSizeOf(U);
        u.size = custom ? std::optional<Vec2>(Vec2{b.frontage, b.depth}) : std::nullopt;
        return editUnit(ui, u, "Base size");
    }
    if (U.size) {
        // The loader's limits, so that Save never meets a size it refuses.
        auto sane = [&](double side) {
            if (side >= limits::minLength && side <= limits::maxBaseSide) return true;
            ctx.setError("a base side must be more than 0 and at most " +
                         inchesPlain(limits::maxBaseSide) + " inches");
            return false;
        };
        if (fields.number("Frontage", U.size->x, v) && sane(v)) {
            u.size = Vec2{v, U.size->y};
            return editUnit(ui, u, "Base size");
        }
        if (fields.number("Depth", U.size->y, v) && sane(v)) {
            u.size = Vec2{U.size->x, v};
            return editUnit(ui, u, "Base size");
        }
    }
    if (baseThicknessEditor(ctx, ui)) return;
    if (button("Duplicate")) {
        if (const std::string full = unitLimitProblem(s); !full.empty()) {
            ctx.setError(full);
            return;
        }
        ctx.apply(
            duplicateUnit(s, ui, ctx.doc().table().unit(ui).r * (baseSizeOf(U).frontage + 0.5)));
        sel.firer = ctx.doc().scenario().gt().units.back().id;
        return;
    }
    ImGui::SameLine();
    if (button("Delete")) {
        ctx.apply(deleteUnit(s, ui));
        if (sel.target == sel.firer) sel.target.clear();
        sel.firer.clear();
        return;
    }
    ImGui::SameLine();
    if (button("Snap")) {
        if (auto sn = snapCommand(ctx.doc(), ui))
            ctx.apply(std::move(sn));
        else
            ctx.setStatus("Nothing within 1\" to snap to");
    }
}

} // namespace cdo::app
