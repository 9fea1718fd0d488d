#include "app/panels/roster_panel.h"

#include "app/document/edits.h"
#include "app/view/layout.h"
#include "app/view/widgets.h"
#include "io/scenario_io.h"

#include <imgui.h>

#include <algorithm>
#include <cmath>
#include <filesystem>

namespace cdo::app {

namespace {

// A full-width touch row whose text wraps onto more lines rather than being cut at the panel's
// edge: a long name stays readable whole, with no hovering (a tablet has none). Counts the
// rows that wrapped, and those whose text would still not fit (none should).
bool wrappedRow(const std::string& text, RosterPanelState& st) {
    const float width = std::max(1.0f, ImGui::GetContentRegionAvail().x);
    const ImVec2 size = ImGui::CalcTextSize(text.c_str(), nullptr, false, width);
    const float pad = ImGui::GetStyle().FramePadding.y;
    const float h = std::max(touchPx(), size.y + 2 * pad);
    const ImVec2 at = ImGui::GetCursorScreenPos();
    const bool pressed = ImGui::Selectable("##row", false, 0, ImVec2(0, h));
    // A finger that moves on a row scrolls the list, as it does on the panel's background; the
    // row then takes no tap when it lifts.
    if (ImGui::IsItemActivated()) {
        st.pressScroll = ImGui::GetScrollY();
        st.rowDragged = false;
    }
    if (ImGui::IsItemActive()) {
        const float dy = ImGui::GetMouseDragDelta(ImGuiMouseButton_Left, 0).y;
        if (std::abs(dy) > touchPx() / 4) st.rowDragged = true;
        if (st.rowDragged) ImGui::SetScrollY(st.pressScroll - dy);
    }
    ImGui::GetWindowDrawList()->AddText(
        ImGui::GetFont(), ImGui::GetFontSize(), ImVec2(at.x, at.y + (h - size.y) / 2),
        ImGui::GetColorU32(ImGuiCol_Text), text.c_str(), nullptr, width);
    rememberItem(lastRows(), text.c_str()); // where a script finds it (`layout`)
    if (size.y > ImGui::GetTextLineHeight() * 1.5f) ++st.wrappedRows;
    if (size.x > width + 0.5f || size.y > ImGui::GetItemRectSize().y) ++st.clippedRows;
    return pressed && !st.rowDragged;
}

std::string typeLabel(UnitType t) {
    switch (t) {
    case UnitType::Infantry:
        return "inf";
    case UnitType::Cavalry:
        return "cav";
    case UnitType::Cuirassiers:
        return "cuir";
    case UnitType::FootArtillery:
        return "foot art";
    case UnitType::HorseArtillery:
        return "horse art";
    case UnitType::General:
        return "general";
    }
    return "?";
}

// Grey words under a row: a note, a command's totals.
void greyWrapped(const std::string& text) {
    ImGui::PushStyleColor(ImGuiCol_Text, ImGui::GetStyleColorVec4(ImGuiCol_TextDisabled));
    ImGui::TextWrapped("%s", text.c_str());
    ImGui::PopStyleColor();
}

// What the list is about, under its heading: its note and the works its units cite, by the
// keys the notes name them by. Open at first: the units' notes send the player to it.
void listNote(const io::ArmyList& list) {
    if (list.note.empty() && list.sources.empty()) return;
    const bool open =
        ImGui::CollapsingHeader("The list's note and sources", ImGuiTreeNodeFlags_DefaultOpen);
    rememberItem(lastRows(), "The list's note and sources");
    if (!open) return;
    if (!list.note.empty()) ImGui::TextWrapped("%s", list.note.c_str());
    for (const io::Source& src : list.sources)
        greyWrapped(src.key.empty() ? src.text : src.key + ": " + src.text);
}

} // namespace

std::string listTitle(const io::ArmyList& list) {
    std::string where = list.battle;
    if (list.date.size() >= 4) where += (where.empty() ? "" : " ") + list.date.substr(0, 4);
    return where.empty() ? list.army : list.army + " (" + where + ")";
}

std::vector<ShelfEntry> shelfByTitle(RosterPanelState& st) {
    if (st.titled.size() != st.shelf.size()) {
        st.titled.clear();
        for (const std::string& path : st.shelf) {
            std::string title = std::filesystem::path(path).filename().string();
            try {
                title = listTitle(io::loadArmyListFile(path));
            } catch (const io::LoadError&) {
                // the file name stands in; choosing it says what is wrong
            }
            st.titled.push_back({title, path});
        }
        std::stable_sort(
            st.titled.begin(), st.titled.end(),
            [](const ShelfEntry& a, const ShelfEntry& b) { return a.title < b.title; });
    }
    return st.titled;
}

io::ArmyFilter rosterFilter(const RosterPanelState& st, const io::ArmyList& list) {
    io::ArmyFilter f;
    f.optionalUnits = st.optionalUnits;
    if (!st.arrival.empty() && io::arrivalProblem(list, st.arrival).empty())
        f.arrivals.push_back(st.arrival);
    return f;
}

std::string rosterUnitText(const RosterLine& line, const io::ArmyList& list) {
    const io::ArmyUnit& u = *line.unit;
    const std::string type = typeLabel(u.type);
    std::string text = u.name + "  (" + type;
    // "foot art", not "foot art foot": a subtype the kind already says is left out.
    if (u.subtype && type.rfind(std::string(io::toString(*u.subtype)) + " ", 0) != 0)
        text += " " + std::string(io::toString(*u.subtype));
    if (u.battalions) text += ", " + std::to_string(*u.battalions) + " bns";
    if (u.squadrons) text += ", " + std::to_string(*u.squadrons) + " sqns";
    if (u.guns) text += ", " + std::to_string(*u.guns) + " guns";
    if (!u.calibre.empty()) text += " " + u.calibre;
    if (!u.battalions && !u.squadrons && !u.guns && !u.strength.empty()) text += ", " + u.strength;
    if (u.men) text += ", " + io::groupedNumber(*u.men) + " men";
    text += ")";
    if (!line.nation.empty() && line.nation != list.side) text += "  " + line.nation;
    if (!line.arrival.empty() && !list.arrivals.empty() && line.arrival != list.arrivals[0].tag)
        text += "  arrives " + line.arrival;
    if (line.optional) text += "  optional";
    return text;
}

Deployment drawRosterPanel(Roster& roster, RosterPanelState& st, const Scenario& scenario,
                           const std::function<Vec2(int side)>& /*placeFor*/) {
    Deployment out;
    // Side tabs as two big buttons.
    for (int side = 0; side < Roster::kSides; ++side) {
        if (side) ImGui::SameLine();
        const io::ArmyList* l = roster.list(side);
        // The side's name: an army's title ("Austrian VI Armeekorps") was cut on a half-width
        // button; the title is in the box below.
        std::string label =
            std::string(side == 0 ? "Side A" : "Side B") + (l ? ": " + l->side : "");
        label += "##side" + std::to_string(side);
        const bool active = st.side == side;
        if (active) ImGui::PushStyleColor(ImGuiCol_Button, ImVec4(0.85f, 0.6f, 0.1f, 1));
        // Through button(): never narrower than its words, and where it is drawn is known.
        if (button(label.c_str(), ImGui::GetContentRegionAvail().x / float(2 - side) - 4))
            st.side = side;
        if (active) ImGui::PopStyleColor();
    }

    // The shelf: choose the list for this side.
    const io::ArmyList* current = roster.list(st.side);
    const std::string preview = current ? listTitle(*current) : "(choose an army list)";
    ImGui::SetNextItemWidth(-1);
    if (ImGui::BeginCombo("##shelf", preview.c_str(), ImGuiComboFlags_HeightLarge)) {
        for (const ShelfEntry& e : shelfByTitle(st)) {
            const std::string& path = e.path;
            const bool chosen = current && current->path == path;
            if (row(e.title.c_str(), chosen)) {
                std::string error;
                if (!roster.choose(st.side, path, error))
                    st.error = error;
                else
                    st.error.clear();
            }
        }
        if (st.shelf.empty()) ImGui::TextWrapped("No army lists in %s", st.shelfDir.c_str());
        ImGui::EndCombo();
    }
    if (!st.error.empty()) {
        ImGui::PushStyleColor(ImGuiCol_Text, ImVec4(1, 0.45f, 0.4f, 1));
        ImGui::TextWrapped("%s", st.error.c_str());
        ImGui::PopStyleColor();
    }
    current = roster.list(st.side);
    if (!current) return out;

    ImGui::TextWrapped("%s, %s %s", current->side.c_str(), current->battle.c_str(),
                       current->date.c_str());
    const int deployed = roster.deployedCount(scenario, st.side);
    const int total = roster.total(st.side);
    ImGui::Text("On the table: %d of %d   Off: %d", deployed, total, total - deployed);
    greyWrapped("Tap a unit to put it on the table by its side's edge, then drag it into "
                "place.");
    listNote(*current);

    // Which part of the list: an arrival, and the optional units or not.
    if (!current->arrivals.empty()) {
        const std::string shown =
            st.arrival.empty() ? std::string("Every arrival") : "Arriving: " + st.arrival;
        ImGui::SetNextItemWidth(-1);
        if (ImGui::BeginCombo("##arrival", shown.c_str(), ImGuiComboFlags_HeightLarge)) {
            if (row("Every arrival", st.arrival.empty())) st.arrival.clear();
            for (const io::Arrival& a : current->arrivals) {
                const std::string label = a.tag + ": " + a.text;
                if (row(label.c_str(), st.arrival == a.tag)) st.arrival = a.tag;
            }
            ImGui::EndCombo();
        }
    }
    ImGui::Checkbox("Optional units", &st.optionalUnits);
    ImGui::Separator();

    st.wrappedRows = st.clippedRows = 0;
    int row = 0;
    for (const RosterLine& line : roster.lines(st.side, rosterFilter(st, *current))) {
        ImGui::PushID(row++);
        const float indent = 14.0f * float(line.depth);
        if (indent > 0) ImGui::Indent(indent);
        switch (line.kind) {
        case RosterLine::Kind::Command:
            ImGui::Spacing();
            ImGui::TextColored(ImVec4(0.95f, 0.8f, 0.4f, 1), "%s", line.command->name.c_str());
            if (const std::string t = io::totalsText(line.totals); !t.empty()) greyWrapped(t);
            if (!line.command->note.empty()) greyWrapped(line.command->note);
            break;
        case RosterLine::Kind::General: {
            const io::General& g = line.command->general;
            const bool on = roster.deployed(scenario, st.side, g.id);
            const std::string text = std::string(on ? "[on table] " : "") + g.name + " (" +
                                     std::string(io::toString(g.rating)) + " general)";
            ImGui::BeginDisabled(on);
            if (wrappedRow(text, st)) {
                out.error = unitLimitProblem(scenario);
                if (out.error.empty()) out.command = roster.deployAtEdge(scenario, st.side, g);
            }
            ImGui::EndDisabled();
            break;
        }
        case RosterLine::Kind::Unit: {
            const io::ArmyUnit& u = *line.unit;
            const bool on = roster.deployed(scenario, st.side, u.id);
            const std::string text =
                std::string(on ? "[on table] " : "") + rosterUnitText(line, *current);
            ImGui::BeginDisabled(on);
            if (wrappedRow(text, st)) {
                out.error = unitLimitProblem(scenario);
                if (out.error.empty()) out.command = roster.deployAtEdge(scenario, st.side, u);
            }
            ImGui::EndDisabled();
            if (!u.note.empty()) { // no hovering on a tablet: the note is shown under the unit
                ImGui::Indent(14.0f);
                greyWrapped(u.note);
                ImGui::Unindent(14.0f);
            }
            break;
        }
        }
        if (indent > 0) ImGui::Unindent(indent);
        ImGui::PopID();
    }
    return out;
}

} // namespace cdo::app
