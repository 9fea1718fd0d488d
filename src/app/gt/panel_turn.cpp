#include "app/gt/panel_turn.h"

#include "app/gt/turn_edits.h"
#include "app/panels/panels.h"
#include "core/grande_tactique/turn.h"

#include <algorithm>
#include <map>
#include <random>

namespace cdo::app {

namespace {

// Greyed words: light on the dark panels, dark on the daylight theme's white ones.
ImVec4 muted() {
    return currentTheme() == Theme::Daylight ? ImVec4(0.3f, 0.3f, 0.3f, 1)
                                             : ImVec4(0.78f, 0.80f, 0.84f, 1);
}

std::string pips(int n) {
    return std::to_string(n) + (n == 1 ? " PIP" : " PIPs");
}

std::string unitName(const Scenario& s, const std::string& id) {
    const Unit* u = s.gt().findUnit(id);
    return u && !u->name.empty() ? u->name : id;
}

// Who pays, chosen per battery in this session (the default until the player picks another).
std::map<std::string, std::string>& payers() {
    static std::map<std::string, std::string> chosen;
    return chosen;
}

std::string payerFor(const Scenario& s, int unit) {
    const std::string& id = s.gt().units[std::size_t(unit)].id;
    const auto it = payers().find(id);
    if (it != payers().end()) {
        const Unit* g = s.gt().findUnit(it->second);
        if (g && g->type == UnitType::General && g->side == s.gt().units[std::size_t(unit)].side)
            return it->second;
    }
    return defaultPayer(s, unit);
}

int rollDie() {
    static std::mt19937 rng{std::random_device{}()};
    return std::uniform_int_distribution<int>(1, 6)(rng);
}

// An action's button, full width: blue and tappable when allowed; when not, flat grey, taking
// no tap, with `why` under it in text that stays readable (never faded) unless `whyUnder` is
// false (the caller lists the reasons below a block of buttons that keep their places).
bool actionButton(const std::string& label, const std::string& why, bool whyUnder = true) {
    const bool off = !why.empty();
    if (off) {
        ImGui::PushStyleColor(ImGuiCol_Button, ImVec4(0.17f, 0.18f, 0.20f, 1));
        ImGui::PushStyleColor(ImGuiCol_ButtonHovered, ImVec4(0.17f, 0.18f, 0.20f, 1));
        ImGui::PushStyleColor(ImGuiCol_ButtonActive, ImVec4(0.17f, 0.18f, 0.20f, 1));
        ImGui::PushStyleColor(ImGuiCol_Text, ImVec4(0.70f, 0.72f, 0.76f, 1));
        ImGui::PushStyleColor(ImGuiCol_Border, ImVec4(0.55f, 0.57f, 0.60f, 1));
        ImGui::PushStyleVar(ImGuiStyleVar_FrameBorderSize, 1.5f);
        ImGui::PushStyleVar(ImGuiStyleVar_DisabledAlpha, 1.0f);
    } else {
        ImGui::PushStyleColor(ImGuiCol_Button, ImVec4(0.10f, 0.40f, 0.78f, 1));
        ImGui::PushStyleColor(ImGuiCol_ButtonHovered, ImVec4(0.14f, 0.47f, 0.86f, 1));
        ImGui::PushStyleColor(ImGuiCol_ButtonActive, ImVec4(0.05f, 0.30f, 0.62f, 1));
        ImGui::PushStyleColor(ImGuiCol_Text, ImVec4(1, 1, 1, 1));
    }
    ImGui::BeginDisabled(off);
    const bool pressed = button((label + (off ? ": not now" : "")).c_str(), -1);
    ImGui::EndDisabled();
    ImGui::PopStyleColor(off ? 5 : 4);
    if (off) ImGui::PopStyleVar(2);
    if (off && whyUnder) wrapped(muted(), why);
    return pressed && !off;
}

// An action as its button says it.
std::string actionWords(gt::BatteryAction a) {
    switch (a) {
    case gt::BatteryAction::Limber:
        return "Limber";
    case gt::BatteryAction::Unlimber:
        return "Unlimber";
    case gt::BatteryAction::Pivot:
        return "Pivot";
    case gt::BatteryAction::StartFiring:
        return "Start firing";
    case gt::BatteryAction::StopFiring:
        return "Stop firing";
    case gt::BatteryAction::DeSilence:
        return "De-silence";
    case gt::BatteryAction::Spike:
        return "Spike";
    }
    return "?";
}

std::string reasonsOf(const gt::ActionRuling& r) {
    std::string why;
    for (gt::ActionReason x : r.reasons)
        why += (why.empty() ? "" : " ") + std::string(gt::explanation(x));
    return why;
}

void payerCombo(Context& ctx, int unit) {
    const Scenario& s = ctx.doc().scenario();
    const Unit& u = s.gt().units[std::size_t(unit)];
    const TurnRecord t = turnRecord(s);
    const auto lines = gt::ledger(t);
    const std::string current = payerFor(s, unit);
    auto shown = [&](const std::string& g) {
        for (const gt::LedgerLine& l : lines)
            if (l.general == g) return g + ": " + std::to_string(l.left) + " left";
        return g + ": none";
    };
    if (current.empty()) {
        wrapped(badInk(),
                "No general of " + u.side + " to pay PIPs: add one (long-press the table).");
        return;
    }
    if (ImGui::BeginCombo("PIPs from", shown(current).c_str())) {
        for (const std::string& g : generalsOf(s, u.side))
            if (row(shown(g).c_str(), g == current)) payers()[u.id] = g;
        ImGui::EndCombo();
    }
}

// The battery's own actions, each with its cost; spike by each enemy that could.
void batteryActions(Context& ctx, int unit) {
    const Document& doc = ctx.doc();
    const Scenario& s = doc.scenario();
    const Table& table = doc.table();
    const Unit& u = s.gt().units[std::size_t(unit)];
    ImGui::Text("Guns: %s", std::string(gt::code(gt::batteryState(u))).c_str());
    payerCombo(ctx, unit);
    const std::string payer = payerFor(s, unit);
    const TurnRecord t = turnRecord(s);
    // Every action in the same place whether it may be done now or not, so that a second tap
    // where the first landed never meets another action (Limber and Unlimber used to swap,
    // and a double tap paid for both); the reasons of those that may not are listed under
    // the buttons.
    std::vector<std::string> reasons;
    for (gt::BatteryAction a : gt::allBatteryActions) {
        if (a == gt::BatteryAction::Spike) continue;
        const gt::ActionRuling r = gt::act(table, unit, a);
        const std::string what(gt::code(a));
        std::string why = reasonsOf(r);
        if (why.empty()) {
            if (payer.empty())
                why = "No general to pay for it.";
            else if (auto no = gt::refuseSpending(t, payer, r.cost, what))
                why = *no;
        }
        if (actionButton(actionWords(a) + " (" + pips(r.cost) + ")", why, false)) {
            ctx.apply(batteryAction(table, unit, a, payer));
            if (a == gt::BatteryAction::Pivot)
                ctx.setStatus("Pivot paid: turn the guns with the round handle");
            return;
        }
        if (!why.empty()) reasons.push_back(actionWords(a) + ": " + why);
    }
    const auto sayReasons = [&] {
        for (const std::string& why : reasons)
            wrapped(muted(), why);
    };
    // Spike: by an enemy foot or horse unit in contact with the silenced guns.
    const std::vector<int> spikers = possibleSpikers(table, unit);
    const int spikeCost = gt::pipCost(gt::BatteryAction::Spike, table.rules());
    if (spikers.empty() || u.morale != Morale::Silenced) {
        // Not silenced says it all; silenced with nobody in contact, that nobody is.
        const std::string why(gt::explanation(u.morale != Morale::Silenced
                                                  ? gt::ActionReason::NotSilenced
                                                  : gt::ActionReason::NoSpiker));
        actionButton("Spike (" + pips(spikeCost) + ")", why, false);
        reasons.push_back("Spike: " + why);
        return sayReasons();
    }
    sayReasons();
    for (int by : spikers) {
        const std::string& spiker = s.gt().units[std::size_t(by)].id;
        const std::string enemyPayer = defaultPayer(s, by);
        const gt::ActionRuling r = gt::act(table, unit, gt::BatteryAction::Spike, by);
        std::string why = reasonsOf(r);
        if (why.empty()) {
            if (enemyPayer.empty())
                why = "No general of " + s.gt().units[std::size_t(by)].side + " to pay for it.";
            else if (auto no = gt::refuseSpending(t, enemyPayer, r.cost, "spike"))
                why = *no;
        }
        if (actionButton("Spike by " + spiker + " (" + pips(r.cost) + ")", why)) {
            ctx.apply(batteryAction(table, unit, gt::BatteryAction::Spike, enemyPayer, by));
            ctx.selection().firer.clear();
            ctx.selection().target.clear();
            return;
        }
        if (why.empty()) ImGui::TextColored(muted(), "paid by %s", enemyPayer.c_str());
    }
}

// Infantry or cavalry: spike the silenced enemy guns it touches.
void spikeFromSpiker(Context& ctx, int unit) {
    const Document& doc = ctx.doc();
    const Scenario& s = doc.scenario();
    const Table& table = doc.table();
    const TurnRecord t = turnRecord(s);
    for (std::size_t g = 0; g < s.gt().units.size(); ++g) {
        const Unit& guns = s.gt().units[g];
        if (!isArtillery(guns.type) || guns.morale != Morale::Silenced) continue;
        const auto spikers = possibleSpikers(table, int(g));
        if (std::find(spikers.begin(), spikers.end(), unit) == spikers.end()) continue;
        const gt::ActionRuling r = gt::act(table, int(g), gt::BatteryAction::Spike, unit);
        const std::string payer = defaultPayer(s, unit);
        std::string why = reasonsOf(r);
        if (why.empty()) {
            if (payer.empty())
                why = "No general of this side to pay for it.";
            else if (auto no = gt::refuseSpending(t, payer, r.cost, "spike"))
                why = *no;
        }
        if (actionButton("Spike " + guns.id + " (" + pips(r.cost) + ")", why)) {
            const std::string gone = guns.id;
            ctx.apply(batteryAction(table, int(g), gt::BatteryAction::Spike, payer, unit));
            if (ctx.selection().target == gone) ctx.selection().target.clear();
            return;
        }
        if (why.empty()) ImGui::TextColored(muted(), "paid by %s", payer.c_str());
    }
}

} // namespace

void battlePanel(Context& ctx, int unit) {
    const Document& doc = ctx.doc();
    const Scenario& s = doc.scenario();
    const Unit& u = s.gt().units[std::size_t(unit)];
    const bool guns = isArtillery(u.type);
    const bool foot = u.type == UnitType::Infantry || u.type == UnitType::Cavalry ||
                      u.type == UnitType::Cuirassiers;
    if (!guns && !foot) return;
    if (guns) {
        if (!ImGui::CollapsingHeader("Battery actions", ImGuiTreeNodeFlags_DefaultOpen)) return;
        // Being charged: the morale check's result, asked for in its dialog.
        const gt::PlacedUnit& p = doc.table().unit(unit);
        if (!p.chargedBy.empty()) {
            std::string by;
            for (int k : p.chargedBy)
                by += (by.empty() ? "" : ", ") + s.gt().units[std::size_t(k)].id;
            wrapped(warnInk(), "Charged by " + by);
            if (button("Morale check result...", -1)) ctx.askChargeCheck(u.id);
        }
        batteryActions(ctx, unit);
    } else {
        // Only when it touches silenced enemy guns: spiking is all this part offers.
        bool any = false;
        for (std::size_t g = 0; g < s.gt().units.size() && !any; ++g) {
            const Unit& o = s.gt().units[g];
            if (!isArtillery(o.type) || o.morale != Morale::Silenced || o.side == u.side) continue;
            const auto by = possibleSpikers(doc.table(), int(g));
            any = std::find(by.begin(), by.end(), unit) != by.end();
        }
        if (!any) return;
        if (!ImGui::CollapsingHeader("Spike guns", ImGuiTreeNodeFlags_DefaultOpen)) return;
        spikeFromSpiker(ctx, unit);
    }
}

void turnPanel(Context& ctx) {
    const Scenario& s = ctx.doc().scenario();
    const TurnRecord t = turnRecord(s);
    const std::string title = "Turn " + std::to_string(t.number) +
                              (t.side.empty() ? "" : ", " + t.side + " phase") + "###turn";
    if (!ImGui::CollapsingHeader(title.c_str(), ImGuiTreeNodeFlags_DefaultOpen)) return;
    ImGui::AlignTextToFramePadding();
    ImGui::Text("Turn %d", t.number);
    ImGui::SameLine();
    if (button("-##turn-number", touchPx())) ctx.apply(setTurnNumber(s, t.number - 1));
    ImGui::SameLine();
    if (button("+##turn-number", touchPx())) ctx.apply(setTurnNumber(s, t.number + 1));
    ImGui::SameLine();
    if (button("Next turn", -1)) ctx.apply(nextTurn(s));
    std::string side = t.side;
    const auto sides = sidesOf(s);
    if (ImGui::BeginCombo("Phase of", side.empty() ? "(not said)" : side.c_str())) {
        for (const std::string& x : sides)
            if (row(x.c_str(), x == side)) side = x;
        ImGui::EndCombo();
    }
    if (side != t.side) return ctx.apply(setTurnSide(s, side));

    const auto ledger = gt::ledger(t);
    for (const std::string& sd : sides) {
        const auto generals = generalsOf(s, sd);
        if (generals.empty()) continue;
        ImGui::Separator();
        ImGui::Text("%s: PIPs per divisional general", sd.c_str());
        for (const std::string& g : generals) {
            const gt::LedgerLine* line = nullptr;
            for (const gt::LedgerLine& l : ledger)
                if (l.general == g) line = &l;
            // The name and what is spent and left on one line, the buttons on the next: on
            // the buttons' line "spent 3, left 2" was cut at the panel's edge.
            ImGui::TextUnformatted(unitName(s, g).c_str());
            const std::string state = line ? "spent " + std::to_string(line->spent) + ", left " +
                                                 std::to_string(line->left)
                                           : std::string("not entered");
            sameLineIfFits(ImGui::CalcTextSize(state.c_str()).x);
            ImGui::TextColored(!line            ? muted()
                               : line->left > 0 ? goodInk()
                                                : warnInk(),
                               "%s", state.c_str());
            const int have = line ? line->pips : 0;
            if (button(("-##pips-" + g).c_str(), touchPx()) && line)
                ctx.apply(setPips(s, g, have - 1));
            ImGui::SameLine();
            ImGui::AlignTextToFramePadding();
            // The count in a box two digits wide, centred: "+" and Roll stay put as it changes.
            const std::string count = line ? std::to_string(have) : "-";
            const float box = ImGui::CalcTextSize("88").x,
                        cw = ImGui::CalcTextSize(count.c_str()).x;
            ImGui::SetCursorPosX(ImGui::GetCursorPosX() + std::max(0.0f, (box - cw) / 2));
            ImGui::TextUnformatted(count.c_str());
            ImGui::SameLine(0, 0);
            ImGui::Dummy(ImVec2(std::max(0.0f, (box - cw) / 2), 1));
            ImGui::SameLine();
            if (button(("+##pips-" + g).c_str(), touchPx())) ctx.apply(setPips(s, g, have + 1));
            ImGui::SameLine();
            if (button(("Roll##pips-" + g).c_str(), 76)) {
                const int d = rollDie();
                ctx.apply(setPips(s, g, d, "Roll PIPs"));
                ctx.setStatus(g + " rolled " + std::to_string(d));
            }
            if (line)
                for (std::size_t i : line->actions) {
                    const TurnAction& a = t.actions[i];
                    ImGui::TextColored(muted(), "  %s %s%s: %s", a.action.c_str(), a.unit.c_str(),
                                       a.by.empty() ? "" : (" by " + a.by).c_str(),
                                       pips(a.cost).c_str());
                }
        }
    }
    if (ledger.empty())
        wrapped(muted(), "Enter each divisional general's PIPs (its die) with + or Roll: battery "
                         "actions are paid from them.");
    if (!t.gone.empty()) {
        ImGui::Separator();
        for (const GoneUnit& g : t.gone)
            wrapped(muted(), "Gone: " + (g.name.empty() ? g.id : g.name) + " (spiked" +
                                 (g.by.empty() ? "" : " by " + g.by) + ", turn " +
                                 std::to_string(g.turn) + ")");
    }
}

} // namespace cdo::app
