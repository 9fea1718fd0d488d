// "Add unit": a new unit at a table point (a long press on empty table), of a side and a type;
// it faces the way the rest of its side faces and is selected.
#pragma once

#include <optional>

#include "app/dialogs/dialog.h"
#include "core/geometry.h"

namespace cdo::app {

class AddUnitDialog final : public Dialog {
  public:
    explicit AddUnitDialog(Vec2 at) : at_(at) {}
    const char* name() const override { return "Add unit"; }
    Step draw(Shell& shell, Dialogs& dialogs) override;

  private:
    Vec2 at_;
    std::optional<double> facing_; // tapped; none: each side's own, toward the enemy
};

} // namespace cdo::app
