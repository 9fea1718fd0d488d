// Rulings and measures as JSON (shared spec: cli.md). Keys of the spec first, then the
// evidence: margins, sight lines and their blockers, enfilade lines, readings, close calls.
#pragma once

#include "core/grande_tactique.h"
#include "core/ruling.h"

#include <string>
#include <vector>

namespace cdo::io {

std::string toJson(const Ruling& ruling);
std::string toJson(const std::vector<Ruling>& rulings); // a JSON array, one ruling per line
std::string toJson(const Measure& measure);
std::string jsonString(std::string_view text); // quoted and escaped

} // namespace cdo::io
