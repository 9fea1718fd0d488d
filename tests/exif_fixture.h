// EXIF blocks made by hand, as a phone writes them into a JPEG (an APP1 segment right after
// SOI: "Exif\0\0", a TIFF header in either byte order, IFD0 with the orientation tag 0x0112),
// and lying ones. Shared by the io test (headers only) and the app's tests (real JPEGs).
#pragma once

#include <string>

namespace cdo::test {

// A 16- or 32-bit number's bytes, least significant first when `little`.
inline std::string u16(unsigned v, bool little) {
    const char lo = char(v & 0xFF), hi = char((v >> 8) & 0xFF);
    return little ? std::string{lo, hi} : std::string{hi, lo};
}
inline std::string u32(unsigned long v, bool little) {
    const std::string lo = u16(unsigned(v & 0xFFFF), little),
                      hi = u16(unsigned((v >> 16) & 0xFFFF), little);
    return little ? lo + hi : hi + lo;
}

// One 12-byte IFD entry: tag, type, count, and its 4-byte value field holding a SHORT `value`
// in its first two bytes (as TIFF stores a single SHORT), the last two zero.
inline std::string ifdEntry(unsigned tag, unsigned type, unsigned long count, unsigned value,
                            bool little) {
    return u16(tag, little) + u16(type, little) + u32(count, little) + u16(value, little) +
           std::string(2, '\0');
}

// An APP1 payload: "Exif\0\0", the TIFF header (byte order, 42, IFD0's offset `ifd` from the
// header's start), then `rest` (at offset 8).
inline std::string exifPayload(bool little, unsigned long ifd, const std::string& rest) {
    return std::string("Exif\0\0", 6) + (little ? "II" : "MM") + u16(42, little) +
           u32(ifd, little) + rest;
}

// The payload a phone writes: IFD0 at 8 with one entry, the orientation `v` (type 3 SHORT,
// count 1), and no next IFD.
inline std::string orientationPayload(unsigned v, bool little) {
    return exifPayload(little, 8,
                       u16(1, little) + ifdEntry(0x0112, 3, 1, v, little) + u32(0, little));
}

// A LONG entry (type 4, count 1) of `value`: the link to the Exif IFD (tag 0x8769).
inline std::string ifdLong(unsigned tag, unsigned long value, bool little) {
    return u16(tag, little) + u16(4, little) + u32(1, little) + u32(value, little);
}

// What a phone writes with its lens: IFD0 at 8 with the orientation `v` and the link to the
// Exif IFD (2 entries: 2 + 24 + 4 bytes, so the Exif IFD starts at 8 + 30 = 38), whose one entry
// is FocalLengthIn35mmFilm (0xA405, a SHORT) = `focal35`.
inline std::string lensPayload(unsigned v, unsigned focal35, bool little) {
    const std::string ifd0 = u16(2, little) + ifdEntry(0x0112, 3, 1, v, little) +
                             ifdLong(0x8769, 38, little) + u32(0, little);
    const std::string exifIfd =
        u16(1, little) + ifdEntry(0xA405, 3, 1, focal35, little) + u32(0, little);
    return exifPayload(little, 8, ifd0 + exifIfd);
}

// An APP1 segment holding `payload` (its length counts its own two bytes).
inline std::string app1(const std::string& payload) {
    return std::string("\xff\xe1", 2) + u16(unsigned(payload.size() + 2), false) + payload;
}

// `jpeg` with `segment` spliced in right after its SOI (FF D8).
inline std::string afterSoi(const std::string& jpeg, const std::string& segment) {
    return jpeg.substr(0, 2) + segment + jpeg.substr(2);
}

} // namespace cdo::test
