// "Unsaved changes" before another file opens: Save first, Discard them, or Cancel. Then the
// file chosen (a recent one) or the file browser.
#pragma once

#include "app/dialogs/dialog.h"

#include <string>

namespace cdo::app {

class ConfirmOpenDialog final : public Dialog {
  public:
    explicit ConfirmOpenDialog(std::string path) : path_(std::move(path)) {} // empty: browser
    const char* name() const override { return "Unsaved changes##open"; }
    Step draw(Shell& shell, Dialogs& dialogs) override;

  private:
    void proceed(Shell& shell, Dialogs& dialogs); // on to what was asked
    std::string path_;
};

} // namespace cdo::app
