#include "app/dialogs/charge_dialog.h"

#include "app/gt/turn_edits.h"
#include "app/panels/panels.h"

namespace cdo::app {

namespace {

std::string outcomeWords(const gt::ChargeOutcome& c, bool wasLimbered) {
    switch (c.state) {
    case gt::BatteryState::Silenced:
        return "silenced: it loses its Firing marker and cannot fire";
    case gt::BatteryState::Firing:
        if (!wasLimbered) return "starts firing (keeps firing if it was), does not pivot";
        return "unlimbers and starts firing" +
               (c.turnedToFace.empty() ? std::string()
                                       : ", turned to face " + c.turnedToFace + " (no PIP)");
    case gt::BatteryState::Limbered:
        return "stays limbered";
    case gt::BatteryState::Unlimbered:
        return c.passed && c.onlyFlankOrRear
                   ? "does not start firing: charged only from flank or rear"
                   : "stays unlimbered";
    case gt::BatteryState::Gone:
        return "gone";
    }
    return "?";
}

} // namespace

Dialog::Step ChargeDialog::draw(Shell& shell, Dialogs&) {
    const Document& doc = shell.doc();
    const Scenario& s = doc.scenario();
    const int guns = s.gt().unitIndex(guns_);
    if (guns < 0) return Step::Done; // gone meanwhile (an undo)
    const Table& table = doc.table();
    const Unit& u = s.gt().units[std::size_t(guns)];
    const gt::ChargeOutcome pass = gt::chargeOutcome(table, guns, true);
    const gt::ChargeOutcome fail = gt::chargeOutcome(table, guns, false);
    std::string by;
    for (const std::string& c : pass.chargers)
        by += (by.empty() ? "" : ", ") + c;
    ImGui::TextWrapped("%s (%s) is charged by %s%s.",
                       u.name.empty() ? u.id.c_str() : u.name.c_str(),
                       std::string(gt::code(gt::batteryState(u))).c_str(),
                       by.empty() ? "nobody declared" : by.c_str(),
                       pass.onlyFlankOrRear ? ", only from flank or rear" : "");
    if (u.limbered) wrapped(warnInk(), "Limbered guns take -2 on this morale check (G9).");
    ImGui::TextWrapped("Roll its morale check at the table. What was the result?");
    wrapped(goodInk(), "Passed: " + outcomeWords(pass, u.limbered) +
                           ". No melee; the charger stays in contact.");
    wrapped(badInk(),
            "Failed: " + outcomeWords(fail, u.limbered) + ". The charger stays in position.");
    if (button("Passed", 180)) {
        shell.apply(chargeResult(table, guns, true));
        shell.setStatus(gt::explainCharge(pass));
        return Step::Done;
    }
    ImGui::SameLine();
    if (button("Failed", 180)) {
        shell.apply(chargeResult(table, guns, false));
        shell.setStatus(gt::explainCharge(fail));
        return Step::Done;
    }
    ImGui::SameLine();
    return button("Cancel", 140) ? Step::Done : Step::Stay;
}

} // namespace cdo::app
