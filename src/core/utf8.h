// UTF-8, read strictly (RFC 3629): one decoder for every face, so that the file reader, the
// JSON and text writers and the app's text drawing agree on what is a character. A sequence is
// refused when it is cut short, has a stray or missing continuation byte, is overlong (a
// character spelled in more bytes than it needs), names a surrogate (U+D800 to U+DFFF) or lies
// beyond U+10FFFF.
#pragma once

#include <cstddef>
#include <string_view>

namespace cdo::utf8 {

// One character: its code point and its length in bytes (1 to 4). `length` is 0 when the bytes
// at the start do not spell a whole valid character.
struct Char {
    char32_t code = 0;
    std::size_t length = 0;
};

// The character `text` starts with at byte `at` (at < text.size()).
Char decode(std::string_view text, std::size_t at = 0);

// Whether every byte of `text` belongs to a valid character.
bool valid(std::string_view text);

// A byte that continues a character (10xxxxxx): never a place to cut.
constexpr bool continues(char byte) {
    return (static_cast<unsigned char>(byte) & 0xC0) == 0x80;
}

// The longest prefix of `text` of at most `bytes` bytes that does not end inside a character.
std::string_view cut(std::string_view text, std::size_t bytes);

} // namespace cdo::utf8
