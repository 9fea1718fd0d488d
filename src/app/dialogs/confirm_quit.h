// "Unsaved changes" as the window closes: Save and quit, Quit without saving, or Cancel.
#pragma once

#include "app/dialogs/dialog.h"

namespace cdo::app {

class ConfirmQuitDialog final : public Dialog {
  public:
    const char* name() const override { return "Unsaved changes##quit"; }
    Step draw(Shell& shell, Dialogs& dialogs) override;
};

} // namespace cdo::app
