// Inches as players read them. One formatter for every face, so the CLI, the app's panels and
// the roster never print the same length two ways.
#pragma once

#include <string>

namespace cdo {

// Two decimals and the inch mark: 7.00", 12.35" (rulings: the second decimal is the 0.01"
// tolerance, so a close call is always visible).
std::string inches(double v);

// Up to two decimals, no trailing zeros and no mark: "6", "58.5" (totals and table sizes).
std::string inchesPlain(double v);

} // namespace cdo
