// "Save scenario as": the file browser with a name proposed, selected by a tap on it so that
// typing replaces it; a file that exists is never replaced without asking (confirm_replace.h).
#pragma once

#include "app/dialogs/dialog.h"
#include "app/dialogs/file_browser.h"

#include <string>

namespace cdo::app {

class SaveAsDialog final : public Dialog {
  public:
    explicit SaveAsDialog(FileBrowser& browser) : browser_(browser) {}
    const char* name() const override { return "Save scenario as"; }
    void opened(Shell& shell) override;
    Step draw(Shell& shell, Dialogs& dialogs) override;

  private:
    FileBrowser& browser_;
    std::string file_;
};

} // namespace cdo::app
