#include "io/printable.h"

#include "core/utf8.h"

#include <algorithm>
#include <cstdio>

namespace cdo::io {

std::string printable(std::string_view text) {
    std::string out;
    out.reserve(text.size());
    for (std::size_t i = 0; i < text.size(); ++i) {
        const auto c = static_cast<unsigned char>(text[i]);
        // C0 controls, DEL, and C1 controls (U+0080 to U+009F, 0xC2 0x80..0x9F in UTF-8): a
        // terminal may act on any of them.
        const bool c1 = c == 0xC2 && i + 1 < text.size() &&
                        static_cast<unsigned char>(text[i + 1]) >= 0x80 &&
                        static_cast<unsigned char>(text[i + 1]) <= 0x9F;
        // A byte that does not start a whole UTF-8 character (a lone 0x9B is CSI to an 8-bit
        // terminal) is shown as its value too.
        const std::size_t n = utf8::decode(text, i).length;
        if (n == 0) {
            char buf[8];
            std::snprintf(buf, sizeof buf, "\\x%02x", c);
            out += buf;
            continue;
        }
        if (c < 0x20 || c == 0x7F || c1) {
            const unsigned code = c1 ? static_cast<unsigned char>(text[++i]) : c;
            char buf[8];
            if (c1)
                std::snprintf(buf, sizeof buf, "\\u%04x", code);
            else
                std::snprintf(buf, sizeof buf, "\\x%02x", code);
            out += buf;
        } else {
            out.append(text.substr(i, n));
            i += n - 1;
        }
    }
    return out;
}

std::string printableLines(std::string_view text) {
    std::string out;
    out.reserve(text.size());
    std::size_t start = 0;
    while (start <= text.size()) {
        const std::size_t end = std::min(text.find('\n', start), text.size());
        out += printable(text.substr(start, end - start));
        if (end == text.size()) break;
        out += '\n';
        start = end + 1;
    }
    return out;
}

} // namespace cdo::io
