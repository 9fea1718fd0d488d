// "Open scenario": the file browser, then Open or Cancel; where the device's files are not the
// app's (a browser), "From this device..." too.
#pragma once

#include "app/dialogs/dialog.h"
#include "app/dialogs/file_browser.h"

#include <string>

namespace cdo::app {

class OpenDialog final : public Dialog {
  public:
    explicit OpenDialog(FileBrowser& browser) : browser_(browser) {}
    const char* name() const override { return "Open scenario"; }
    Step draw(Shell& shell, Dialogs& dialogs) override;

  private:
    FileBrowser& browser_;
    std::string file_; // the name typed or tapped in the folder shown
};

} // namespace cdo::app
