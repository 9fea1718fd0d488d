// A ruling as the app shows it: the engine's own lines (Engine::evidence, as coupdoeil-cli
// prints them), each with an ink chosen from its tone. The app picks colours, never words, so
// the ruling panel, La Bataille's hex panel, the ruling picture and the command line cannot word
// a ruling differently. Display-free.
#pragma once

#include "core/ruling.h"

#include <string>
#include <vector>

namespace cdo::app {

enum class LineInk { Plain, Good, Bad, Warn, Quiet };

// The verdict is good or bad as the ruling is valid; reasons bad; close calls and grazes warn;
// readings quiet; the rest plain.
LineInk inkOf(const EvidenceLine& line, bool valid);

// The line as the panel and the picture print it: the verdict and the first level flush left
// (a panel has no width to spare), each deeper level two spaces further in, as the command
// line steps them (its first level is two spaces in).
std::string indented(const EvidenceLine& line);

} // namespace cdo::app
