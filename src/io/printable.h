// Text safe to show on a terminal: names and other free text from a file may hold escape
// sequences, which would act on the terminal instead of being read.
#pragma once

#include <string>
#include <string_view>

namespace cdo::io {

// `text` with every control character (C0 including newline and tab, DEL, and C1 U+0080 to
// U+009F) written as \xNN (\u00NN for C1), so that nothing in it acts on a terminal.
std::string printable(std::string_view text);
// The same, line by line: newlines are kept as they are.
std::string printableLines(std::string_view text);

} // namespace cdo::io
