// "Replace the file?": Save as named a file that exists. Replace writes over it; Cancel leaves
// it as it was and the table unsaved.
#pragma once

#include "app/dialogs/dialog.h"

#include <string>

namespace cdo::app {

class ConfirmReplaceDialog final : public Dialog {
  public:
    explicit ConfirmReplaceDialog(std::string path) : path_(std::move(path)) {}
    const char* name() const override { return "Replace the file?"; }
    Step draw(Shell& shell, Dialogs& dialogs) override;

  private:
    std::string path_;
};

} // namespace cdo::app
