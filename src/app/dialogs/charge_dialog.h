// "Charge on the guns" (G9 charged guns): who charges the battery and from where, what a pass
// and a fail would leave it as (gt::chargeOutcome), and the morale check's result asked of the
// player.
#pragma once

#include "app/dialogs/dialog.h"

#include <string>

namespace cdo::app {

class ChargeDialog final : public Dialog {
  public:
    explicit ChargeDialog(std::string guns) : guns_(std::move(guns)) {}
    const char* name() const override { return "Charge on the guns"; }
    Step draw(Shell& shell, Dialogs& dialogs) override;

  private:
    std::string guns_; // the battery's id
};

} // namespace cdo::app
