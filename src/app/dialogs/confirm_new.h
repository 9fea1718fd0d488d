// "Unsaved changes" before a new table: Save first, Discard them, or Cancel; then "New table".
#pragma once

#include "app/dialogs/dialog.h"

namespace cdo::app {

class ConfirmNewDialog final : public Dialog {
  public:
    const char* name() const override { return "Unsaved changes##new"; }
    Step draw(Shell& shell, Dialogs& dialogs) override;
};

} // namespace cdo::app
