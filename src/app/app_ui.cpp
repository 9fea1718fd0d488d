// The panels: top bar (files, undo, tools), view buttons, the side panel (ruling, targets,
// unit editor, terrain, ruler, view options) and the modal dialogs. Every control is at least
// kTouch pixels high, and nothing depends on hovering.
#include "app/app.h"
#include "app/assets.h"
#include "app/layout.h"
#include "core/explain.h"
#include "core/format.h"

#include <imgui.h>
#include <imgui_stdlib.h>

#include <algorithm>
#include <array>
#include <chrono>
#include <cstdlib>
#include <filesystem>

namespace cdo::app {

namespace fs = std::filesystem;

namespace {

template <class E, std::size_t N>
bool enumCombo(const char* label, E& value, const std::array<E, N>& all) {
    bool changed = false;
    if (ImGui::BeginCombo(label, std::string(toString(value)).c_str())) {
        for (E e : all) {
            if (ImGui::Selectable(std::string(toString(e)).c_str(), e == value, 0,
                                  ImVec2(0, kTouch - 8))) {
                value = e;
                changed = true;
            }
        }
        ImGui::EndCombo();
    }
    return changed;
}

bool idCombo(const char* label, std::string& value, const std::vector<std::string>& ids) {
    bool changed = false;
    if (ImGui::BeginCombo(label, value.empty() ? "(none)" : value.c_str())) {
        if (ImGui::Selectable("(none)", value.empty(), 0, ImVec2(0, kTouch - 8))) {
            value.clear();
            changed = true;
        }
        for (const std::string& id : ids)
            if (ImGui::Selectable(id.c_str(), id == value, 0, ImVec2(0, kTouch - 8))) {
                value = id;
                changed = true;
            }
        ImGui::EndCombo();
    }
    return changed;
}

ImVec4 rgba(sf::Color c) {
    return ImVec4(c.r / 255.f, c.g / 255.f, c.b / 255.f, 1.f);
}

const ImVec4 kGood(0.35f, 0.9f, 0.45f, 1), kBad(1.0f, 0.4f, 0.35f, 1), kWarn(1.0f, 0.6f, 0.1f, 1);

// TextColored does not wrap; long reasons and sight lines must.
void wrapped(const ImVec4& colour, const std::string& text) {
    ImGui::PushStyleColor(ImGuiCol_Text, colour);
    ImGui::PushTextWrapPos(0);
    ImGui::TextUnformatted(text.c_str());
    ImGui::PopTextWrapPos();
    ImGui::PopStyleColor();
}

bool button(const char* label, float width = 0) {
    return ImGui::Button(label, ImVec2(width, kTouch));
}

constexpr ImGuiWindowFlags kFixed = ImGuiWindowFlags_NoMove | ImGuiWindowFlags_NoResize |
                                    ImGuiWindowFlags_NoCollapse | ImGuiWindowFlags_NoTitleBar |
                                    ImGuiWindowFlags_NoSavedSettings;

} // namespace

void App::remember() {
    const ImVec2 p = ImGui::GetWindowPos(), s = ImGui::GetWindowSize();
    panels_.push_back({p.x, p.y, s.x, s.y});
}

bool App::textField(const char* label, const std::string& current, std::string& out) {
    FieldEdit& e = edits_[ImGui::GetID(label)];
    if (!e.active) e.text = current;
    ImGui::InputText(label, &e.text);
    e.active = ImGui::IsItemActive();
    if (ImGui::IsItemDeactivatedAfterEdit()) {
        out = e.text;
        return out != current;
    }
    return false;
}

bool App::numberField(const char* label, double current, double& out, const char* format) {
    std::string text;
    if (!textField(label, fmtNumber(format, current), text)) return false;
    char* end = nullptr;
    const double v = std::strtod(text.c_str(), &end);
    if (end == text.c_str() || *end != '\0' || !std::isfinite(v)) {
        setError("'" + text + "' is not a number");
        return false;
    }
    out = v;
    return true;
}

void App::editUnit(int u, const Unit& after, const char* label) {
    const Unit& before = doc_.scenario().units[size_t(u)];
    apply(setUnit(u, before, after, label));
}

void App::ui() {
    panels_.clear();
    // The fixed panels have no background of their own: the window is cleared to it.
    ImGui::PushStyleColor(ImGuiCol_WindowBg, ImVec4(0, 0, 0, 0));
    uiTopBar();
    uiViewButtons();
    uiSidePanel();
    ImGui::PopStyleColor();
    uiErrorBanner();
    uiModals();
    const double t = now();
    if (!status_.empty() && t < statusUntil_) {
        ImGui::SetNextWindowPos(ImVec2(kLeftBar + 8, float(cam_.viewportHeight()) - 52));
        ImGui::SetNextWindowBgAlpha(0.75f);
        ImGui::Begin("##status", nullptr,
                     kFixed | ImGuiWindowFlags_AlwaysAutoResize | ImGuiWindowFlags_NoInputs |
                         ImGuiWindowFlags_NoFocusOnAppearing);
        ImGui::TextUnformatted(status_.c_str());
        ImGui::End();
    }
}

void App::uiTopBar() {
    const float W = float(cam_.viewportWidth());
    ImGui::SetNextWindowPos(ImVec2(0, 0));
    ImGui::SetNextWindowSize(ImVec2(W, kTopBar));
    ImGui::Begin("##top", nullptr, kFixed | ImGuiWindowFlags_NoScrollbar);
    remember();
    if (button("Open")) requestOpen();
    ImGui::SameLine();
    if (button("Save")) saveFile();
    ImGui::SameLine();
    if (button("Save as")) {
        modal_ = Modal::SaveAs;
        modalJustOpened_ = true;
    }
    ImGui::SameLine();
    if (button("Recent")) ImGui::OpenPopup("recent");
    if (ImGui::BeginPopup("recent")) {
        if (recent_.list().empty()) ImGui::TextDisabled("No recent files");
        for (const std::string& p : recent_.list())
            if (ImGui::Selectable(p.c_str(), false, 0, ImVec2(0, kTouch - 6))) {
                pendingOpen_ = p;
                if (doc_.dirty()) {
                    modal_ = Modal::ConfirmOpen;
                    modalJustOpened_ = true;
                } else {
                    openFile(p);
                    pendingOpen_.clear();
                }
            }
        ImGui::EndPopup();
    }
    ImGui::SameLine();
    if (button("Export PNG")) {
        modal_ = Modal::Export;
        modalJustOpened_ = true;
    }
    ImGui::SameLine(0, 24);
    ImGui::BeginDisabled(!doc_.history().canUndo());
    if (button("Undo")) undo();
    ImGui::EndDisabled();
    ImGui::SameLine();
    ImGui::BeginDisabled(!doc_.history().canRedo());
    if (button("Redo")) redo();
    ImGui::EndDisabled();
    ImGui::SameLine(0, 24);
    auto toolButton = [&](const char* label, Tool t) {
        const bool on = tool_ == t;
        if (on) ImGui::PushStyleColor(ImGuiCol_Button, ImVec4(0.85f, 0.6f, 0.1f, 1));
        if (button(label)) {
            tool_ = t;
            drag_ = Drag::None;
            if (t != Tool::Terrain) {
                drafting_ = false;
                draft_.clear();
            }
        }
        if (on) ImGui::PopStyleColor();
        ImGui::SameLine();
    };
    toolButton("Select", Tool::Select);
    toolButton("Ruler", Tool::Ruler);
    toolButton("Terrain", Tool::Terrain);
    {
        const bool on = rosterOpen_;
        if (on) ImGui::PushStyleColor(ImGuiCol_Button, ImVec4(0.85f, 0.6f, 0.1f, 1));
        if (button("Roster")) {
            rosterOpen_ = !rosterOpen_;
            if (rosterOpen_) tool_ = Tool::Select;
        }
        if (on) ImGui::PopStyleColor();
    }
    ImGui::SameLine(0, 16);
    const std::string name = (doc_.path().empty() ? std::string("untitled")
                                                  : fs::path(doc_.path()).filename().string()) +
                             (doc_.dirty() ? " *" : "");
    ImGui::AlignTextToFramePadding();
    ImGui::TextUnformatted(name.c_str());
    ImGui::End();
}

void App::uiViewButtons() {
    const float H = float(cam_.viewportHeight());
    ImGui::SetNextWindowPos(ImVec2(0, kTopBar));
    ImGui::SetNextWindowSize(ImVec2(kLeftBar, H - kTopBar));
    ImGui::Begin("##view", nullptr, kFixed | ImGuiWindowFlags_NoScrollbar);
    remember();
    const float w = kLeftBar - 20;
    const Vec2 mid = viewCentre();
    auto b = [&](const char* label) { return ImGui::Button(label, ImVec2(w, kTouch + 4)); };
    if (b("+")) cam_.zoomAt(mid, 1.25);
    if (b("-")) cam_.zoomAt(mid, 0.8);
    if (b("Fit")) fitView();
    if (b("\u21ba")) cam_.rotateAround(mid, 15);  // anticlockwise
    if (b("\u21bb")) cam_.rotateAround(mid, -15); // clockwise
    ImGui::Separator();
    // Pan buttons move the view the way the arrow points (the table slides the other way).
    if (b("\u2191")) cam_.panBy({0, 100});
    if (b("\u2190")) cam_.panBy({100, 0});
    if (b("\u2192")) cam_.panBy({-100, 0});
    if (b("\u2193")) cam_.panBy({0, -100});
    ImGui::End();
}

void App::uiSidePanel() {
    const float W = float(cam_.viewportWidth()), H = float(cam_.viewportHeight());
    ImGui::SetNextWindowPos(ImVec2(W - kSidePanel, kTopBar));
    ImGui::SetNextWindowSize(ImVec2(kSidePanel, H - kTopBar));
    ImGui::Begin("##side", nullptr, kFixed);
    remember();
    ImGui::PushItemWidth(-130);
    if (rosterOpen_ && tool_ == Tool::Select) {
        uiRosterPanel();
        ImGui::PopItemWidth();
        ImGui::End();
        return;
    }
    switch (tool_) {
    case Tool::Select: {
        const int f = firerIndex(), t = targetIndex();
        if (f >= 0 && t >= 0 && f != t) uiRulingPanel(f, t);
        if (f >= 0) {
            uiTargetsPanel(f);
            uiUnitPanel(f);
        } else {
            ImGui::TextWrapped("Tap a unit to select it: its arc, its 7\" and 12\" bands and "
                               "every enemy coloured (green: valid target, red: not). Then "
                               "tap an enemy for the full ruling. Drag a unit to move it, the "
                               "round handle to turn it. Long-press the table to add a unit.");
            if (button("Add unit", -1)) {
                addAt_ = cam_.toTable(viewCentre());
                modal_ = Modal::AddUnit;
                modalJustOpened_ = true;
            }
        }
        break;
    }
    case Tool::Ruler:
        uiRulerPanel();
        break;
    case Tool::Terrain:
        uiTerrainPanel();
        break;
    }
    uiViewOptions();
    ImGui::PopItemWidth();
    ImGui::End();
}

void App::uiRosterPanel() {
    if (rosterState_.shelfDir.empty()) {
        rosterState_.shelfDir = findAsset("../armies", argv0_);
        rosterState_.shelf = Roster::shelf(rosterState_.shelfDir);
        // The lists this table already came from, one per side.
        const auto& armies = doc_.scenario().armies;
        for (std::size_t i = 0; i < armies.size() && int(i) < Roster::kSides; ++i) {
            std::string error;
            if (!roster_.choose(int(i), armies[i].list, error)) rosterState_.error = error;
        }
    }
    const Vec2 middle = cam_.toTable(viewCentre());
    Deployment d =
        drawRosterPanel(roster_, rosterState_, doc_.scenario(), [&](int) { return middle; });
    if (d.command) {
        apply(std::move(d.command));
        // The new unit is the last one; select it so that a drag puts it in place.
        if (!doc_.scenario().units.empty()) firerId_ = doc_.scenario().units.back().id;
        targetId_.clear();
    }
}

void App::uiRulingPanel(int f, int t) {
    if (!ruling_) return;
    const Ruling& r = *ruling_;
    if (!ImGui::CollapsingHeader("Ruling", ImGuiTreeNodeFlags_DefaultOpen)) return;
    if (imgui_->headingFont()) ImGui::PushFont(imgui_->headingFont());
    ImGui::TextColored(r.valid ? kGood : kBad, r.valid ? "VALID TARGET" : "NOT A VALID TARGET");
    if (imgui_->headingFont()) ImGui::PopFont();
    ImGui::TextWrapped("%s fires at %s", r.firer.c_str(), r.target.c_str());
    for (Reason x : r.reasons)
        wrapped(kBad, "- " + std::string(explanation(x)));

    ImGui::Text("Arc: %s", r.inArc ? ("in, " + inches(r.arcMargin) + " deep").c_str()
                                   : ("out, " + inches(-r.arcMargin) + " outside").c_str());
    ImGui::TextWrapped("Range: %s, %s", inches(r.range).c_str(), bandText(r).c_str());
    ImGui::Text("Sight: %s", r.lineOfSight ? "clear" : "blocked");
    for (const SightLine& l : r.sightLines) {
        wrapped(l.clear ? rgba(colours::sightClear) : rgba(colours::sightBlocked),
                "  " + label(l) + (l.clear ? " clear" : " blocked") +
                    (l.blocker ? " by " + std::string(code(l.blocker->kind)) + " " + l.blocker->id
                               : std::string()) +
                    (l.closeCall ? " (grazes)" : ""));
    }
    if (!r.enfiladeLines.empty() || r.enfilade)
        ImGui::TextColored(rgba(colours::enfilade), "Enfilade: %s", r.enfilade ? "yes" : "no");
    if (r.contact) ImGui::Text("In contact (%s edge to edge)", inches(r.edgeDistance).c_str());
    if (!r.modifiers.empty()) {
        std::string m;
        for (const Modifier& x : r.modifiers)
            m += std::string(code(x.kind)) + " " + (x.value > 0 ? "+" : "") +
                 std::to_string(x.value) + "  ";
        ImGui::TextWrapped("Modifiers: %s(total %+d)", m.c_str(), r.modifierTotal);
    }
    for (const CloseCall& c : r.closeCalls)
        wrapped(kWarn, describe(c)); // as explain() says it
    if (button("Swap firer and target")) std::swap(firerId_, targetId_);
    ImGui::SameLine();
    if (button("Clear")) targetId_.clear();
    if (ImGui::TreeNodeEx("Explanation and readings", ImGuiTreeNodeFlags_DefaultOpen)) {
        ImGui::PushTextWrapPos(0);
        ImGui::TextUnformatted(explanation_.c_str());
        ImGui::PopTextWrapPos();
        ImGui::TreePop();
    }
    (void)f;
    (void)t;
    ImGui::Separator();
}

void App::uiTargetsPanel(int f) {
    const std::string title = "Valid targets (" + std::to_string(valid_.size()) + ")###targets";
    if (!ImGui::CollapsingHeader(title.c_str(),
                                 targetId_.empty() ? ImGuiTreeNodeFlags_DefaultOpen : 0))
        return;
    if (valid_.empty())
        ImGui::TextDisabled("None from %s now", doc_.scenario().units[size_t(f)].id.c_str());
    for (const Ruling& r : valid_) {
        std::string line = r.target + "   " + inches(r.range);
        if (r.band != RangeBand::None) line += std::string(" ") + std::string(code(r.band));
        if (r.enfilade) line += " enfilade";
        if (r.closeCall) line += " (close call)";
        if (ImGui::Selectable(line.c_str(), r.target == targetId_, 0, ImVec2(0, kTouch - 8)))
            targetId_ = r.target;
    }
}

void App::uiUnitPanel(int ui) {
    if (!ImGui::CollapsingHeader("Unit", ImGuiTreeNodeFlags_DefaultOpen)) return;
    const Scenario& s = doc_.scenario();
    const Unit& U = s.units[size_t(ui)];
    Unit u = U;
    std::string text;
    if (textField("Id", U.id, text)) {
        EditResult r = renameUnit(s, ui, text);
        if (r.command) {
            apply(std::move(r));
            firerId_ = text;
        } else
            setError(r.error);
        return;
    }
    if (textField("Name", U.name, text)) {
        u.name = text;
        editUnit(ui, u, "Rename");
        return;
    }
    std::vector<std::string> sides;
    for (const Unit& x : s.units)
        if (std::find(sides.begin(), sides.end(), x.side) == sides.end()) sides.push_back(x.side);
    std::string side = u.side;
    if (idCombo("Side", side, sides) && !side.empty()) {
        u.side = side;
        editUnit(ui, u, "Change side");
        return;
    }
    if (textField("New side", "", text) && !text.empty()) {
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
    for (const Unit& x : s.units) {
        if (x.id == u.id) continue;
        (x.side == u.side ? friends : enemies).push_back(x.id);
    }
    for (const Terrain& t : s.terrain)
        if (isCover(t.kind)) holds.push_back(t.id);
    if (idCombo("Charging", u.charging, enemies)) return editUnit(ui, u, "Declare charge");
    if (u.type == UnitType::General && idCombo("Attached to", u.attachedTo, friends))
        return editUnit(ui, u, "Attach general");
    if (idCombo("Occupies", u.occupies, holds)) return editUnit(ui, u, "Occupy");

    double v;
    if (numberField("X (in)", U.at.x, v)) {
        apply(placeUnit(s, ui, {v, U.at.y}, U.facing, "Place unit"));
        return;
    }
    if (numberField("Y (in)", U.at.y, v)) {
        apply(placeUnit(s, ui, {U.at.x, v}, U.facing, "Place unit"));
        return;
    }
    if (numberField("Facing (°)", U.facing, v, "%.1f")) {
        apply(placeUnit(s, ui, U.at, v, "Turn unit"));
        return;
    }
    for (const auto& [label, d] : std::array<std::pair<const char*, double>, 5>{
             {{"-45", -45}, {"-5", -5}, {"+5", 5}, {"+45", 45}, {"180", 180}}}) {
        if (button(label, 56)) return apply(placeUnit(s, ui, U.at, U.facing + d, "Turn unit"));
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
        if (numberField("Frontage", U.size->x, v) && v > 0) {
            u.size = Vec2{v, U.size->y};
            return editUnit(ui, u, "Base size");
        }
        if (numberField("Depth", U.size->y, v) && v > 0) {
            u.size = Vec2{U.size->x, v};
            return editUnit(ui, u, "Base size");
        }
    }
    if (button("Duplicate")) {
        apply(duplicateUnit(s, ui, doc_.table().unit(ui).r * (baseSizeOf(U).frontage + 0.5)));
        firerId_ = doc_.scenario().units.back().id;
        return;
    }
    ImGui::SameLine();
    if (button("Delete")) {
        apply(deleteUnit(s, ui));
        if (targetId_ == firerId_) targetId_.clear();
        firerId_.clear();
        return;
    }
    ImGui::SameLine();
    if (button("Snap")) {
        if (auto sn = snapCommand(ui))
            apply(std::move(sn));
        else
            setStatus("Nothing within 1\" to snap to");
    }
}

void App::uiRulerPanel() {
    if (!ImGui::CollapsingHeader("Ruler", ImGuiTreeNodeFlags_DefaultOpen)) return;
    ImGui::TextWrapped("Drag from one point to another, or tap the two ends. Ends on two "
                       "bases measure edge to edge, as the rules do.");
    if (!rulerShown_) return;
    const Scenario& s = doc_.scenario();
    if (rulerUnitA_ >= 0 && rulerUnitB_ >= 0 && rulerUnitA_ != rulerUnitB_ &&
        rulerUnitA_ < int(s.units.size()) && rulerUnitB_ < int(s.units.size())) {
        const Measure m = measure(doc_.table(), rulerUnitA_, rulerUnitB_);
        ImGui::PushTextWrapPos(0);
        ImGui::TextUnformatted(explain(m).c_str());
        ImGui::PopTextWrapPos();
    } else {
        ImGui::Text("From (%.2f, %.2f) to (%.2f, %.2f)", rulerA_.x, rulerA_.y, rulerB_.x,
                    rulerB_.y);
        ImGui::Text("Distance: %s", inches(dist(rulerA_, rulerB_)).c_str());
    }
    if (button("Clear ruler")) rulerShown_ = false;
}

void App::uiTerrainPanel() {
    if (!ImGui::CollapsingHeader("Terrain", ImGuiTreeNodeFlags_DefaultOpen)) return;
    const Scenario& s = doc_.scenario();
    if (drafting_) {
        ImGui::TextWrapped("Tap the %s of the new %s, then Finish. Points: %zu",
                           isPath(draftKind_) && !draftTop_ ? "points along the path" : "corners",
                           draftTop_ ? "hill top" : std::string(toString(draftKind_)).c_str(),
                           draft_.size());
        if (button("Finish")) finishDraft();
        ImGui::SameLine();
        if (button("Undo point") && !draft_.empty()) draft_.pop_back();
        ImGui::SameLine();
        if (button("Cancel")) {
            drafting_ = draftTop_ = false;
            draft_.clear();
        }
        return;
    }
    ImGui::TextUnformatted("New:");
    int n = 0;
    for (TerrainKind k : allTerrainKinds) {
        if (n++ % 3) ImGui::SameLine();
        if (button(std::string(toString(k)).c_str(), 110)) {
            drafting_ = true;
            draftTop_ = false;
            draftKind_ = k;
            draft_.clear();
            terrainId_.clear();
        }
    }
    const int ti = terrainIndex();
    if (ti >= 0) {
        const Terrain& T = s.terrain[size_t(ti)];
        Terrain t = T;
        ImGui::Separator();
        std::string text;
        if (textField("Id##terrain", T.id, text)) {
            EditResult r = renameTerrain(s, ti, text);
            if (r.command) {
                apply(std::move(r));
                terrainId_ = text;
            } else
                setError(r.error);
            return;
        }
        if (enumCombo("Kind", t.kind, allTerrainKinds)) {
            // Outline and path swap when a feature changes between area and line.
            if (isPath(t.kind) != isPath(T.kind)) std::swap(t.outline, t.path);
            if (t.kind != TerrainKind::Hill) t.top.clear();
            if (t.kind == TerrainKind::Road && t.width <= 0) t.width = 0.5;
            apply(editTerrain(s, ti, t, "Change kind"));
            return;
        }
        double v;
        if (t.kind == TerrainKind::Road && numberField("Width (in)", T.width, v)) {
            t.width = v;
            apply(editTerrain(s, ti, t, "Road width"));
            return;
        }
        if (t.kind == TerrainKind::Hill) {
            if (button("Draw top")) {
                drafting_ = draftTop_ = true;
                draft_.clear();
            }
            ImGui::SameLine();
            if (!T.top.empty() && button("Remove top")) {
                t.top.clear();
                apply(editTerrain(s, ti, t, "Remove hill top"));
                return;
            }
        }
        if (button("Delete terrain")) {
            apply(deleteTerrain(s, ti));
            terrainId_.clear();
            return;
        }
        ImGui::TextWrapped("Drag a yellow point to move it (orange: the hill's top); tap the "
                           "small point in the middle of an edge to add one; long-press a point "
                           "to remove it.");
    }
    ImGui::Separator();
    ImGui::TextUnformatted("All terrain:");
    for (const Terrain& t : s.terrain) {
        const std::string line = t.id + "  (" + std::string(toString(t.kind)) + ")";
        if (ImGui::Selectable(line.c_str(), t.id == terrainId_, 0, ImVec2(0, kTouch - 8)))
            terrainId_ = t.id;
    }
}

void App::uiViewOptions() {
    if (!ImGui::CollapsingHeader("View and table")) return;
    ImGui::Checkbox("Inch grid", &sceneOptions_.grid);
    ImGui::Checkbox("Unit names", &sceneOptions_.names);
    ImGui::Checkbox("Terrain names", &sceneOptions_.terrainLabels);
    ImGui::Checkbox("Arc and range bands", &showReach_);
    ImGui::Checkbox("Colour targets", &showTargets_);
    ImGui::Checkbox("Ruling lines", &showRuling_);
    ImGui::Checkbox("Snap into contact", &snap_);
    ImGui::Text("Zoom %.1f px/in, turned %.0f°", cam_.pixelsPerInch(), cam_.rotation());
    const Scenario& s = doc_.scenario();
    double v;
    if (numberField("Table width", s.tableWidth, v, "%.1f") && v > 0)
        apply(setTableSize({s.tableWidth, s.tableDepth}, {v, s.tableDepth}));
    if (numberField("Table depth", s.tableDepth, v, "%.1f") && v > 0)
        apply(setTableSize({s.tableWidth, s.tableDepth}, {s.tableWidth, v}));
    ImGui::TextDisabled("Keys: Ctrl+Z/Y undo/redo, Ctrl+S save, Ctrl+O open, Ctrl+E export,");
    ImGui::TextDisabled("Ctrl+D duplicate, Delete, arrows nudge (Shift: 1\"), Q/E turn,");
    ImGui::TextDisabled("+/- zoom, F fit, G grid, Esc deselect.");
}

void App::uiErrorBanner() {
    if (error_.empty()) return;
    const float W = float(cam_.viewportWidth());
    ImGui::SetNextWindowPos(ImVec2(kLeftBar + 10, kTopBar + 10));
    ImGui::SetNextWindowSize(ImVec2(W - kLeftBar - kSidePanel - 20, 0));
    ImGui::PushStyleColor(ImGuiCol_WindowBg, ImVec4(0.55f, 0.08f, 0.08f, 0.95f));
    ImGui::Begin("##error", nullptr, kFixed | ImGuiWindowFlags_AlwaysAutoResize);
    remember();
    ImGui::PushTextWrapPos(0);
    ImGui::TextUnformatted(error_.c_str());
    ImGui::PopTextWrapPos();
    if (button("Dismiss")) error_.clear();
    ImGui::End();
    ImGui::PopStyleColor();
}

void App::uiFileBrowser(bool saving) {
    if (browseDir_.empty()) {
        std::error_code ec;
        browseDir_ = doc_.path().empty() ? fs::current_path(ec).string()
                                         : fs::path(doc_.path()).parent_path().string();
    }
    ImGui::TextWrapped("%s", browseDir_.c_str());
    if (button("Up")) browseDir_ = fs::path(browseDir_).parent_path().string();
    ImGui::SameLine();
    if (button("Home"))
        if (const char* h = std::getenv("HOME")) browseDir_ = h;
    std::vector<fs::directory_entry> dirs, files;
    std::error_code ec;
    for (const auto& e : fs::directory_iterator(browseDir_, ec)) {
        const std::string name = e.path().filename().string();
        if (name.empty() || name[0] == '.') continue;
        if (e.is_directory(ec))
            dirs.push_back(e);
        else if (e.path().extension() == ".yaml" || e.path().extension() == ".yml")
            files.push_back(e);
    }
    auto byName = [](const auto& a, const auto& b) { return a.path() < b.path(); };
    std::sort(dirs.begin(), dirs.end(), byName);
    std::sort(files.begin(), files.end(), byName);
    ImGui::BeginChild("##files", ImVec2(0, 300), true);
    for (const auto& d : dirs)
        if (ImGui::Selectable((d.path().filename().string() + "/").c_str(), false, 0,
                              ImVec2(0, kTouch - 8))) {
            browseDir_ = d.path().string();
        }
    for (const auto& f : files)
        if (ImGui::Selectable(f.path().filename().string().c_str(), false, 0,
                              ImVec2(0, kTouch - 8)))
            browseName_ = f.path().filename().string();
    ImGui::EndChild();
    ImGui::InputText(saving ? "File name" : "File", &browseName_);
}

void App::uiModals() {
    static const char* names[] = {"",
                                  "Open scenario",
                                  "Save scenario as",
                                  "Export PNG",
                                  "Recover unsaved work",
                                  "Unsaved changes##open",
                                  "Unsaved changes##quit",
                                  "Add unit"};
    if (modal_ == Modal::None) return;
    const char* name = names[int(modal_)];
    if (modalJustOpened_) {
        ImGui::OpenPopup(name);
        modalJustOpened_ = false;
        if (modal_ == Modal::SaveAs)
            browseName_ =
                doc_.path().empty() ? "scenario.yaml" : fs::path(doc_.path()).filename().string();
        if (modal_ == Modal::Open) browseName_.clear();
        if (modal_ == Modal::Export) {
            const fs::path base =
                doc_.path().empty() ? fs::path("coupdoeil") : fs::path(doc_.path());
            std::string stem = base.stem().string();
            if (!firerId_.empty()) stem += "-" + firerId_;
            if (!targetId_.empty()) stem += "-" + targetId_;
            exportPath_ = (base.parent_path() / (stem + ".png")).string();
        }
    }
    const ImVec2 centre(float(cam_.viewportWidth()) / 2, float(cam_.viewportHeight()) / 2);
    ImGui::SetNextWindowPos(centre, ImGuiCond_Appearing, ImVec2(0.5f, 0.5f));
    ImGui::SetNextWindowSize(ImVec2(std::min(720.f, float(cam_.viewportWidth()) - 40), 0));
    bool open = true;
    if (!ImGui::BeginPopupModal(name, &open, ImGuiWindowFlags_AlwaysAutoResize)) {
        modal_ = Modal::None; // closed by its own cross
        return;
    }
    auto close = [&] {
        ImGui::CloseCurrentPopup();
        modal_ = Modal::None;
    };
    switch (modal_) {
    case Modal::Open:
        uiFileBrowser(false);
        if (button("Open", 140) && !browseName_.empty()) {
            const std::string path = (fs::path(browseDir_) / browseName_).string();
            close();
            openFile(path);
        }
        ImGui::SameLine();
        if (button("Cancel", 140)) close();
        break;
    case Modal::SaveAs:
        uiFileBrowser(true);
        if (button("Save", 140) && !browseName_.empty()) {
            fs::path p = fs::path(browseDir_) / browseName_;
            if (p.extension() != ".yaml" && p.extension() != ".yml") p += ".yaml";
            close();
            saveFileAs(p.string());
        }
        ImGui::SameLine();
        if (button("Cancel", 140)) close();
        break;
    case Modal::Export:
        ImGui::TextWrapped("The view as it is now, with its ruling and panels, as a PNG image.");
        ImGui::InputText("File", &exportPath_);
        if (button("Export", 140) && !exportPath_.empty()) {
            pendingExport_ = exportPath_;
            exportFramesLeft_ = 2;
            close();
        }
        ImGui::SameLine();
        if (button("Cancel", 140)) close();
        break;
    case Modal::Recover: {
        const fs::path a = autosavePathFor(doc_.path());
        std::error_code ec;
        const auto age = fs::file_time_type::clock::now() - fs::last_write_time(a, ec);
        const long minutes = long(std::chrono::duration_cast<std::chrono::minutes>(age).count());
        ImGui::TextWrapped("Unsaved changes to %s were kept %ld minute%s ago, newer than the "
                           "file. Coup d'œil may have stopped before they were saved.",
                           doc_.path().empty() ? "a new table" : doc_.path().c_str(), minutes,
                           minutes == 1 ? "" : "s");
        if (button("Recover them", 200)) {
            try {
                io::ScenarioDocument d = io::loadScenarioFile(a.string());
                doc_.recover(std::move(d));
                setStatus("Recovered; save to keep them");
            } catch (const io::LoadError& e) {
                setError(std::string("The autosave cannot be read: ") + e.what());
                autosaver_.discard(doc_.path());
            }
            close();
        }
        ImGui::SameLine();
        if (button("Throw them away", 200)) {
            autosaver_.discard(doc_.path());
            close();
        }
        break;
    }
    case Modal::ConfirmOpen:
        ImGui::TextWrapped("This table has unsaved changes. Open another file anyway? (They stay "
                           "in the autosave until then.)");
        {
            // Goes on to what was asked: the recent file chosen, or the file browser.
            auto proceed = [&] {
                if (!pendingOpen_.empty())
                    openFile(pendingOpen_);
                else {
                    modal_ = Modal::Open;
                    modalJustOpened_ = true;
                }
                pendingOpen_.clear();
            };
            if (button("Save first", 160)) {
                close();
                saveFile();
                if (!doc_.dirty()) proceed(); // a failed save keeps the table and its changes
                pendingOpen_.clear();
                break;
            }
            ImGui::SameLine();
            if (button("Discard them", 160)) {
                close();
                proceed();
                break;
            }
            ImGui::SameLine();
            if (button("Cancel", 120)) {
                pendingOpen_.clear();
                close();
            }
            break;
        }
    case Modal::ConfirmQuit:
        ImGui::TextWrapped("This table has unsaved changes.");
        if (button("Save and quit", 180)) {
            close();
            saveFile();
            if (!doc_.dirty()) quitting_ = true;
            break;
        }
        ImGui::SameLine();
        if (button("Quit without saving", 220)) {
            close();
            quitting_ = true;
            break;
        }
        ImGui::SameLine();
        if (button("Cancel", 120)) close();
        break;
    case Modal::AddUnit: {
        const Scenario& s = doc_.scenario();
        ImGui::Text("New unit at (%.1f, %.1f)", addAt_.x, addAt_.y);
        std::vector<std::string> sides;
        for (const Unit& x : s.units)
            if (std::find(sides.begin(), sides.end(), x.side) == sides.end())
                sides.push_back(x.side);
        for (const char* d : {"french", "austrian"})
            if (sides.size() < 2 && std::find(sides.begin(), sides.end(), d) == sides.end())
                sides.push_back(d);
        for (const std::string& side : sides) {
            ImGui::Text("%s:", side.c_str());
            int n = 0;
            for (UnitType t : allUnitTypes) {
                if (n++ % 3) ImGui::SameLine();
                const std::string label = std::string(toString(t)) + "##" + side;
                if (button(label.c_str(), 200)) {
                    Unit u;
                    u.side = side;
                    u.type = t;
                    u.at = addAt_;
                    // Face the way the rest of the side faces.
                    for (const Unit& x : s.units)
                        if (x.side == side) {
                            u.facing = x.facing;
                            break;
                        }
                    u.id = freshId(s, side.substr(0, 2) + "-" + std::string(toString(t)));
                    apply(addUnit(s, u));
                    firerId_ = doc_.scenario().units.back().id;
                    close();
                    break;
                }
            }
            if (modal_ == Modal::None) break;
        }
        if (modal_ != Modal::None && button("Cancel", 140)) close();
        break;
    }
    case Modal::None:
        break;
    }
    if (!open) modal_ = Modal::None;
    ImGui::EndPopup();
}

} // namespace cdo::app
