#include "core/ids.h"

#include "core/limits.h"

#include <algorithm>
#include <cctype>

namespace cdo {

bool isIdChar(char c) {
    return std::isalnum(static_cast<unsigned char>(c)) || c == '-' || c == '_' || c == '.';
}

std::optional<std::string> idProblem(std::string_view id) {
    if (!std::all_of(id.begin(), id.end(), isIdChar))
        return std::string("may only contain letters, digits, '-', '_' and '.'");
    if (id.size() > limits::maxIdLength)
        return "may be at most " + std::to_string(limits::maxIdLength) + " characters long, got " +
               std::to_string(id.size());
    return std::nullopt;
}

} // namespace cdo
