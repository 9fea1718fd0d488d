// The La Bataille part of the "New" dialog: a map's columns and rows typed, and "Make this
// map" (new_table.h says what a map may be).
#pragma once

#include "app/panels/panels.h"

#include <string>

namespace cdo::app {

struct NewMapForm {
    std::string columns = "30", rows = "22"; // one sheet of the series' printed maps
    std::string problem;                     // why the size typed was refused
};

// Draws the form; true when the map was made (the dialog closes).
bool newMapForm(Shell& shell, NewMapForm& form);

} // namespace cdo::app
