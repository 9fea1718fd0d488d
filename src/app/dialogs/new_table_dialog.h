// "New table": an empty table of a size the clubs play on, or typed in inches (new_table.h
// says which sizes are refused and why).
#pragma once

#include "app/dialogs/dialog.h"
#include "app/dialogs/new_map_form.h"

#include <string>

namespace cdo::app {

class NewTableDialog final : public Dialog {
  public:
    const char* name() const override { return "New table"; }
    Step draw(Shell& shell, Dialogs& dialogs) override;

  private:
    bool make(Shell& shell, double width, double depth); // true: made
    std::string width_ = "72", depth_ = "48";            // the size typed, in inches
    std::string problem_;                                // why the size typed was refused
    NewMapForm mapForm_;                                 // or a La Bataille map: its size in hexes
};

} // namespace cdo::app
