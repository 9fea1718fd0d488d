// Numbers to and from text, as std::to_chars and std::from_chars give them for double. Where
// the standard library has them (libstdc++, the native builds) these are the library's own;
// emscripten 3.1.6's libc++ 13 has them only for integers, so the WebAssembly builds get the
// same text from the C library (printf and strtod) through the fallbacks below, which the
// suites check against the library's own on every native run (tests/core/charconv_test.cpp).
#pragma once

#include <cctype>
#include <cerrno>
#include <charconv>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>
#include <system_error>

namespace cdo {

namespace charconv_fallback {

// std::to_chars(first, last, v, std::chars_format::fixed, precision): printf's %.*f, exact in
// glibc and musl, in the C locale either library is in unless setlocale is called.
inline std::to_chars_result fixed(char* first, char* last, double v, int precision) {
    const int n = std::snprintf(first, std::size_t(last - first), "%.*f", precision, v);
    if (n < 0 || n >= last - first) return {last, std::errc::value_too_large};
    return {first + n, std::errc()};
}

// std::to_chars(first, last, v): the fewest significant digits that read back to v (tried
// with %.*e from 1 to 17), written fixed or scientific, whichever is shorter (fixed on a tie).
// Needs about 40 lines: the two layouts and the comparison are one rule, kept together.
inline std::to_chars_result shortest(char* first, char* last, double v) {
    std::string out;
    if (std::signbit(v)) out = "-";
    const double a = std::fabs(v);
    if (std::isinf(a)) {
        out += "inf";
    } else if (std::isnan(a)) {
        out = std::signbit(v) ? "-nan" : "nan";
    } else if (a == 0.0) {
        out += "0";
    } else {
        char e[40];
        for (int p = 0; p < 17; ++p) {
            std::snprintf(e, sizeof e, "%.*e", p, a);
            if (std::strtod(e, nullptr) == a) break;
        }
        const char* ex = std::strchr(e, 'e');
        const int exp = std::atoi(ex + 1);
        std::string digits;
        for (const char* c = e; c < ex; ++c)
            if (*c != '.') digits += *c;
        std::string sci = digits.substr(0, 1);
        if (digits.size() > 1) sci += "." + digits.substr(1);
        char tail[16];
        std::snprintf(tail, sizeof tail, "e%c%02d", exp < 0 ? '-' : '+', std::abs(exp));
        sci += tail;
        std::string fix;
        const int len = int(digits.size());
        if (exp < 0)
            fix = "0." + std::string(std::size_t(-exp - 1), '0') + digits;
        else if (len <= exp + 1) {
            // A whole number written fixed has every digit of its exact value, as printf's
            // %.0f gives it (1e23 is 99999999999999991611392), not the digits padded with 0s.
            char whole[400];
            std::snprintf(whole, sizeof whole, "%.0f", a);
            fix = whole;
        } else
            fix =
                digits.substr(0, std::size_t(exp + 1)) + "." + digits.substr(std::size_t(exp + 1));
        out += fix.size() <= sci.size() ? fix : sci;
    }
    if (std::ptrdiff_t(out.size()) > last - first) return {last, std::errc::value_too_large};
    std::memcpy(first, out.data(), out.size());
    return {first + out.size(), std::errc()};
}

// std::from_chars(first, last, v) for double (general format): an optional '-', then digits
// with at most one point and an optional exponent, or inf, infinity, nan; the longest such
// prefix is read by strtod. Out of range (beyond the largest double, or so small it is 0)
// leaves v as it was, as the library does.
inline std::from_chars_result parse(const char* first, const char* last, double& v) {
    const char* p = first;
    if (p < last && *p == '-') ++p;
    auto word = [&](const char* w) {
        const std::size_t n = std::strlen(w);
        if (std::size_t(last - p) < n) return false;
        for (std::size_t i = 0; i < n; ++i)
            if ((p[i] | 0x20) != w[i]) return false;
        return true;
    };
    const char* end = p;
    if (word("infinity"))
        end = p + 8;
    else if (word("inf"))
        end = p + 3;
    else if (word("nan")) {
        end = p + 3;
        if (end < last && *end == '(') {
            const char* q = end + 1;
            while (q < last && (std::isalnum(static_cast<unsigned char>(*q)) || *q == '_'))
                ++q;
            if (q < last && *q == ')') end = q + 1;
        }
    } else {
        const char* q = p;
        int digits = 0;
        while (q < last && *q >= '0' && *q <= '9')
            ++q, ++digits;
        if (q < last && *q == '.') {
            ++q;
            while (q < last && *q >= '0' && *q <= '9')
                ++q, ++digits;
        }
        if (digits == 0) return {first, std::errc::invalid_argument};
        end = q;
        if (q < last && (*q == 'e' || *q == 'E')) {
            const char* r = q + 1;
            if (r < last && (*r == '+' || *r == '-')) ++r;
            if (r < last && *r >= '0' && *r <= '9') {
                while (r < last && *r >= '0' && *r <= '9')
                    ++r;
                end = r;
            }
        }
    }
    if (end == p) return {first, std::errc::invalid_argument};
    const std::string text(first, end);
    errno = 0;
    const double r = std::strtod(text.c_str(), nullptr);
    if (errno == ERANGE && (std::isinf(r) || r == 0.0))
        return {end, std::errc::result_out_of_range};
    v = r;
    return {end, std::errc()};
}

} // namespace charconv_fallback

#if defined(__cpp_lib_to_chars)
inline std::to_chars_result toCharsFixed(char* first, char* last, double v, int precision) {
    return std::to_chars(first, last, v, std::chars_format::fixed, precision);
}
inline std::to_chars_result toCharsShortest(char* first, char* last, double v) {
    return std::to_chars(first, last, v);
}
inline std::from_chars_result fromChars(const char* first, const char* last, double& v) {
    return std::from_chars(first, last, v);
}
#else
inline std::to_chars_result toCharsFixed(char* first, char* last, double v, int precision) {
    return charconv_fallback::fixed(first, last, v, precision);
}
inline std::to_chars_result toCharsShortest(char* first, char* last, double v) {
    return charconv_fallback::shortest(first, last, v);
}
inline std::from_chars_result fromChars(const char* first, const char* last, double& v) {
    return charconv_fallback::parse(first, last, v);
}
#endif

} // namespace cdo
