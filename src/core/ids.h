// The id rule of scenarios and army lists, shared by the loaders and the app's editor so that
// the editor can never make an id the loader refuses: letters, digits, '-', '_' and '.' (ASCII
// only), 1 to limits::maxIdLength characters. Ids are printed raw and name a file's entries, so
// nothing in them may be something a terminal or a shell could act on.
#pragma once

#include <optional>
#include <string>
#include <string_view>

namespace cdo {

bool isIdChar(char c);
// The problem in words ("may only contain ..."), or nullopt. An empty id is the caller's to
// refuse (its message says which key is empty).
std::optional<std::string> idProblem(std::string_view id);

} // namespace cdo
