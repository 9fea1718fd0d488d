#include "core/utf8.h"

namespace cdo::utf8 {

Char decode(std::string_view text, std::size_t at) {
    const auto byte = [&](std::size_t k) { return static_cast<unsigned char>(text[at + k]); };
    const unsigned char c = byte(0);
    if (c < 0x80) return {c, 1};
    std::size_t n = 0;
    char32_t code = 0;
    // The allowed range of the second byte: narrower after E0 and F0 (overlong), ED
    // (surrogates) and F4 (beyond U+10FFFF); C0, C1 and F5..FF start nothing (overlong or too
    // large whatever follows).
    unsigned char lo = 0x80, hi = 0xBF;
    if (c >= 0xC2 && c <= 0xDF) {
        n = 2;
        code = c & 0x1F;
    } else if (c >= 0xE0 && c <= 0xEF) {
        n = 3;
        code = c & 0x0F;
        if (c == 0xE0) lo = 0xA0;
        if (c == 0xED) hi = 0x9F;
    } else if (c >= 0xF0 && c <= 0xF4) {
        n = 4;
        code = c & 0x07;
        if (c == 0xF0) lo = 0x90;
        if (c == 0xF4) hi = 0x8F;
    } else {
        return {};
    }
    if (at + n > text.size() || byte(1) < lo || byte(1) > hi) return {};
    for (std::size_t k = 1; k < n; ++k) {
        if (!continues(char(byte(k)))) return {};
        code = (code << 6) | (byte(k) & 0x3F);
    }
    return {code, n};
}

bool valid(std::string_view text) {
    for (std::size_t i = 0; i < text.size();) {
        const Char c = decode(text, i);
        if (c.length == 0) return false;
        i += c.length;
    }
    return true;
}

std::string_view cut(std::string_view text, std::size_t bytes) {
    if (bytes >= text.size()) return text;
    std::size_t end = bytes;
    while (end > 0 && continues(text[end]))
        --end;
    return text.substr(0, end);
}

} // namespace cdo::utf8
