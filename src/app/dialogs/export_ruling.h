// "Export ruling picture": the table around the firer and the target with the ruling's words
// beside it, no buttons, no panels; the file and one of three picture sizes.
#pragma once

#include "app/dialogs/dialog.h"

#include <string>

namespace cdo::app {

class ExportRulingDialog final : public Dialog {
  public:
    // `size`: kPictureSizes' index, kept by the owner from one opening to the next.
    explicit ExportRulingDialog(int& size) : size_(size) {}
    const char* name() const override { return "Export ruling picture"; }
    void opened(Shell& shell) override;
    Step draw(Shell& shell, Dialogs& dialogs) override;

  private:
    std::string path_;
    int& size_;
};

// "<scenario>-<firer>-<target>-ruling.png": beside the view's export, never over it.
std::string rulingPath(std::string exportPath);

} // namespace cdo::app
