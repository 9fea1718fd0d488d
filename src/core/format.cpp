#include "core/format.h"

#include <cstdio>

namespace cdo {

std::string inches(double v) {
    char buf[48];
    std::snprintf(buf, sizeof buf, "%.2f\"", v);
    return buf;
}

std::string inchesPlain(double v) {
    char buf[48];
    std::snprintf(buf, sizeof buf, "%.2f", v);
    std::string out = buf;
    while (out.back() == '0')
        out.pop_back();
    if (out.back() == '.') out.pop_back();
    return out;
}

} // namespace cdo
