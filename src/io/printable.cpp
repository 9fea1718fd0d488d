#include "io/printable.h"

#include <algorithm>
#include <cstdio>

namespace cdo::io {

namespace {

// The length of the whole UTF-8 character starting at text[i] (2 to 4), or 0 when the bytes
// there are not one (a stray continuation byte, a cut or overlong sequence, a surrogate).
std::size_t utf8Length(std::string_view text, std::size_t i) {
    const auto b = [&](std::size_t k) { return static_cast<unsigned char>(text[i + k]); };
    const unsigned char c = b(0);
    std::size_t n = 0;
    unsigned char lo = 0x80, hi = 0xBF; // the allowed range of the second byte
    if (c >= 0xC2 && c <= 0xDF) {
        n = 2;
    } else if (c >= 0xE0 && c <= 0xEF) {
        n = 3;
        if (c == 0xE0) lo = 0xA0; // overlong
        if (c == 0xED) hi = 0x9F; // surrogates
    } else if (c >= 0xF0 && c <= 0xF4) {
        n = 4;
        if (c == 0xF0) lo = 0x90; // overlong
        if (c == 0xF4) hi = 0x8F; // beyond U+10FFFF
    } else {
        return 0;
    }
    if (i + n > text.size() || b(1) < lo || b(1) > hi) return 0;
    for (std::size_t k = 2; k < n; ++k)
        if ((b(k) & 0xC0) != 0x80) return 0;
    return n;
}

} // namespace

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
        const std::size_t n = c < 0x80 ? 1 : utf8Length(text, i);
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
