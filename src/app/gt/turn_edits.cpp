#include "app/gt/turn_edits.h"

#include "core/grande_tactique/rulings.h"
#include "core/grande_tactique/turn.h"
#include "core/limits.h"

#include <algorithm>

namespace cdo::app {

namespace {

class SetTurn final : public Command {
  public:
    SetTurn(std::optional<TurnRecord> b, std::optional<TurnRecord> a, std::string l)
        : before_(std::move(b)), after_(std::move(a)), label_(std::move(l)) {}
    void apply(Scenario& s) const override { s.gt().turn = after_; }
    void revert(Scenario& s) const override { s.gt().turn = before_; }
    std::string label() const override { return label_; }
    // Taps on + and − in a row are one step.
    bool absorb(const Command& next) override {
        const auto* n = dynamic_cast<const SetTurn*>(&next);
        if (!n || n->label_ != label_) return false;
        after_ = n->after_;
        return true;
    }

  private:
    std::optional<TurnRecord> before_, after_;
    std::string label_;
};

std::string plural(int n) {
    return std::to_string(n) + (n == 1 ? " PIP" : " PIPs");
}

CommandPtr changeTurn(const Scenario& s, TurnRecord after, std::string label) {
    return setTurn(s.gt().turn, std::move(after), std::move(label));
}

} // namespace

CommandPtr setTurn(std::optional<TurnRecord> before, std::optional<TurnRecord> after,
                   std::string label) {
    return std::make_unique<SetTurn>(std::move(before), std::move(after), std::move(label));
}

TurnRecord turnRecord(const Scenario& s) {
    return s.gt().turn ? *s.gt().turn : TurnRecord{};
}

std::vector<std::string> sidesOf(const Scenario& s) {
    std::vector<std::string> out;
    for (const Unit& u : s.gt().units)
        if (std::find(out.begin(), out.end(), u.side) == out.end()) out.push_back(u.side);
    return out;
}

std::vector<std::string> generalsOf(const Scenario& s, const std::string& side) {
    std::vector<std::string> out;
    for (const Unit& u : s.gt().units)
        if (u.type == UnitType::General && (side.empty() || u.side == side)) out.push_back(u.id);
    return out;
}

std::optional<int> pipsOf(const TurnRecord& t, const std::string& general) {
    for (const PipRoll& p : t.pips)
        if (p.general == general) return p.pips;
    return std::nullopt;
}

EditResult setPips(const Scenario& s, const std::string& general, int pips, std::string label) {
    const Unit* g = s.gt().findUnit(general);
    if (!g || g->type != UnitType::General)
        return {nullptr, "PIPs go to divisional generals (G9); '" + general + "' is not one"};
    TurnRecord t = turnRecord(s);
    int spent = 0;
    for (const gt::LedgerLine& l : gt::ledger(t))
        if (l.general == general) spent = l.spent;
    if (pips < spent)
        return {nullptr, "PIP phase: " + general + " has already spent " + plural(spent) +
                             " this turn; undo those actions before entering fewer PIPs"};
    if (pips > int(limits::maxPips))
        return {nullptr, "a general's PIPs are at most " + std::to_string(limits::maxPips)};
    auto it = std::find_if(t.pips.begin(), t.pips.end(),
                           [&](const PipRoll& p) { return p.general == general; });
    if (it == t.pips.end())
        t.pips.push_back({general, pips});
    else if (it->pips == pips)
        return {};
    else
        it->pips = pips;
    return {changeTurn(s, std::move(t), std::move(label)), ""};
}

EditResult setTurnNumber(const Scenario& s, int number) {
    if (number < 1 || number > int(limits::maxTurnNumber))
        return {nullptr, "turns are counted from 1 to " + std::to_string(limits::maxTurnNumber)};
    TurnRecord t = turnRecord(s);
    if (t.number == number && s.gt().turn) return {};
    t.number = number;
    return {changeTurn(s, std::move(t), "Turn number"), ""};
}

EditResult setTurnSide(const Scenario& s, const std::string& side) {
    const auto sides = sidesOf(s);
    if (!side.empty() && std::find(sides.begin(), sides.end(), side) == sides.end())
        return {nullptr, "no unit is on side '" + side + "'"};
    TurnRecord t = turnRecord(s);
    if (t.side == side && s.gt().turn) return {};
    t.side = side;
    return {changeTurn(s, std::move(t), "Turn side"), ""};
}

CommandPtr nextTurn(const Scenario& s) {
    TurnRecord t = turnRecord(s);
    t.number = std::min(t.number + 1, int(limits::maxTurnNumber));
    const auto sides = sidesOf(s);
    if (sides.size() == 2 && !t.side.empty()) t.side = t.side == sides[0] ? sides[1] : sides[0];
    t.pips.clear();
    t.actions.clear();
    return changeTurn(s, std::move(t), "Next turn");
}

std::string defaultPayer(const Scenario& s, int unit) {
    if (unit < 0 || unit >= int(s.gt().units.size())) return "";
    const Unit& u = s.gt().units[std::size_t(unit)];
    const TurnRecord t = turnRecord(s);
    for (const Unit& g : s.gt().units)
        if (g.type == UnitType::General && g.attachedTo == u.id && pipsOf(t, g.id)) return g.id;
    const auto generals = generalsOf(s, u.side);
    for (const std::string& g : generals)
        if (pipsOf(t, g)) return g;
    return generals.empty() ? "" : generals.front();
}

std::vector<int> possibleSpikers(const gt::Table& table, int unit) {
    std::vector<int> out;
    const gt::PlacedUnit& p = table.unit(unit);
    for (const int j : table.unitsNear(p.centre, p.radius + 2 * table.rules().epsilon)) {
        const Unit& o = *table.unit(j).unit;
        if (j == unit || o.side == p.unit->side) continue;
        if (o.type != UnitType::Infantry && o.type != UnitType::Cavalry &&
            o.type != UnitType::Cuirassiers)
            continue;
        if (gt::measure(table, unit, j).contact) out.push_back(j);
    }
    std::sort(out.begin(), out.end());
    return out;
}

EditResult batteryAction(const gt::Table& table, int unit, gt::BatteryAction action,
                         const std::string& general, int by) {
    const Scenario& s = table.scenario();
    const gt::ActionRuling r = gt::act(table, unit, action, by);
    const std::string what = std::string(gt::code(action));
    if (!r.allowed) {
        std::string why;
        for (gt::ActionReason x : r.reasons)
            why += (why.empty() ? "" : " ") + std::string(gt::explanation(x));
        return {nullptr, r.unit + ": " + what + " refused. " + why};
    }
    if (general.empty())
        return {nullptr, "PIP phase: no divisional general of this side to pay for " + what +
                             "; add a general and enter its PIPs"};
    TurnRecord t = turnRecord(s);
    if (auto no = gt::refuseSpending(t, general, r.cost, what)) return {nullptr, *no};
    const Unit& u = s.gt().units[std::size_t(unit)];
    t.actions.push_back({u.id, what, general, r.cost, r.by});
    std::vector<CommandPtr> parts;
    const std::string label = what + " " + u.id;
    if (r.state == gt::BatteryState::Gone) {
        t.gone.push_back({u.id, u.side, u.name, r.by, t.number});
        parts.push_back(deleteUnit(s, unit));
    } else {
        Unit v = u;
        v.morale = r.morale;
        v.limbered = r.state == gt::BatteryState::Limbered;
        v.firing = r.state == gt::BatteryState::Firing;
        parts.push_back(setUnit(unit, u, std::move(v), label));
    }
    parts.push_back(changeTurn(s, std::move(t), label));
    return {batch(label, std::move(parts)), ""};
}

CommandPtr chargeResult(const gt::Table& table, int guns, bool passed) {
    const Scenario& s = table.scenario();
    const gt::ChargeOutcome c = gt::chargeOutcome(table, guns, passed);
    const Unit& u = s.gt().units[std::size_t(guns)];
    Unit v = u;
    v.limbered = c.limbered;
    v.firing = c.firing;
    v.morale = c.morale;
    v.facing = c.facing;
    return setUnit(guns, u, std::move(v),
                   std::string(passed ? "Charge passed: " : "Charge failed: ") + u.id);
}

CommandPtr retargetTurn(const Scenario& s, const std::string& from, const std::string& to) {
    if (!s.gt().turn) return nullptr;
    TurnRecord t = *s.gt().turn;
    if (to.empty()) {
        std::erase_if(t.pips, [&](const PipRoll& p) { return p.general == from; });
        std::erase_if(t.actions, [&](const TurnAction& a) {
            return a.general == from || (a.unit == from && a.action != "spike");
        });
        for (TurnAction& a : t.actions)
            if (a.by == from) a.by.clear();
    } else {
        for (PipRoll& p : t.pips)
            if (p.general == from) p.general = to;
        for (TurnAction& a : t.actions) {
            if (a.general == from) a.general = to;
            if (a.unit == from) a.unit = to;
            if (a.by == from) a.by = to;
        }
        for (GoneUnit& g : t.gone)
            if (g.by == from) g.by = to;
    }
    if (t == *s.gt().turn) return nullptr;
    return setTurn(s.gt().turn, std::move(t), "Turn record");
}

void dumpTurn(std::ostream& out, const Scenario& s) {
    if (!s.gt().turn) return;
    const TurnRecord& t = *s.gt().turn;
    out << "turn " << t.number << " " << (t.side.empty() ? "-" : t.side) << "\n";
    for (const gt::LedgerLine& l : gt::ledger(t))
        out << "pips " << l.general << " " << l.pips << " spent " << l.spent << " left " << l.left
            << "\n";
    for (const TurnAction& a : t.actions)
        out << "action " << a.unit << " " << a.action << " " << a.general << " " << a.cost
            << (a.by.empty() ? "" : " by " + a.by) << "\n";
    for (const Unit& u : s.gt().units)
        if (isArtillery(u.type))
            out << "guns " << u.id << " " << gt::code(gt::batteryState(u)) << "\n";
    for (const GoneUnit& g : t.gone)
        out << "gone " << g.id << " " << g.side << " by " << (g.by.empty() ? "-" : g.by) << "\n";
}

} // namespace cdo::app
