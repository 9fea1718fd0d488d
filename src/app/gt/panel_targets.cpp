// The firer's valid targets as the engine lists them; tap one to see its ruling.
#include "app/panels/panels.h"
#include "core/format.h"

namespace cdo::app {

void targetsPanel(Context& ctx, int f) {
    const std::vector<RulingPtr>& valid = ctx.answers().valid;
    Selection& sel = ctx.selection();
    const std::string title = "Valid targets (" + std::to_string(valid.size()) + ")###targets";
    if (!ImGui::CollapsingHeader(title.c_str(),
                                 sel.target.empty() ? ImGuiTreeNodeFlags_DefaultOpen : 0))
        return;
    if (valid.empty())
        ImGui::TextDisabled("None from %s now",
                            ctx.doc().scenario().gt().units[size_t(f)].id.c_str());
    for (const RulingPtr& p : valid) {
        const Ruling& r = *p;
        // A line of the engine's own summary would do for any ruleset; Grande Tactique's
        // range, band and enfilade are what players scan this list for.
        // The name a player knows the unit by, then its id; a long one wraps in its row.
        const Unit* u = ctx.doc().scenario().gt().findUnit(r.target);
        std::string line = u && !u->name.empty() ? u->name + " (" + r.target + ")" : r.target;
        if (const gt::Ruling* g = gt::asGrandeTactique(r)) {
            line += "   " + inches(g->range);
            if (g->band != gt::RangeBand::None) line += " " + std::string(code(g->band));
            if (g->enfilade) line += " enfilade";
        }
        if (r.closeCall) line += " (close call)";
        if (wrappedRow(line, r.target == sel.target)) sel.target = r.target;
    }
}

} // namespace cdo::app
