// Finding the app's files (fonts, army lists) wherever the app was built or installed.
#pragma once

#include <string>

namespace cdo::app {

// `relative` under assets/: from an installed tree first (<exe dir>/../share/coupdoeil/assets,
// so an installed app never reads the source tree it was built from), then the build's
// COUPDOEIL_ASSETS source folder, then assets/ beside or above the executable; else the
// relative path as given.
std::string findAsset(const std::string& relative, const std::string& argv0);

} // namespace cdo::app
