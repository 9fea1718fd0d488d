// "Export PNG": the view as it is now, with its ruling and panels, to a file named after the
// scenario, the firer and the target (defaultExportPath).
#pragma once

#include "app/dialogs/dialog.h"

#include <string>

namespace cdo::app {

class ExportPngDialog final : public Dialog {
  public:
    const char* name() const override { return "Export PNG"; }
    void opened(Shell& shell) override;
    Step draw(Shell& shell, Dialogs& dialogs) override;

  private:
    std::string path_;
};

} // namespace cdo::app
