// Numbers to and from text (core/charconv.h): the C-library fallbacks the WebAssembly builds
// use give the standard library's own text, worked by hand on the cases that decide the format
// and checked against std::to_chars / std::from_chars on random doubles where the library has
// them (the native builds; in WebAssembly the hand-worked cases run on the fallbacks alone).
#include "core/charconv.h"

#include <doctest/doctest.h>

#include <cmath>
#include <cstdint>
#include <cstring>
#include <limits>
#include <string>

namespace fb = cdo::charconv_fallback;

namespace {

std::string fixed(double v, int precision) {
    char buf[400];
    const auto r = fb::fixed(buf, buf + sizeof buf, v, precision);
    REQUIRE(r.ec == std::errc());
    return std::string(buf, r.ptr);
}

std::string shortest(double v) {
    char buf[64];
    const auto r = fb::shortest(buf, buf + sizeof buf, v);
    REQUIRE(r.ec == std::errc());
    return std::string(buf, r.ptr);
}

struct Parsed {
    double value;
    int used;
    std::errc ec;
};

Parsed parse(const char* text) {
    Parsed p{42.0, 0, std::errc()};
    const auto r = fb::parse(text, text + std::strlen(text), p.value);
    p.used = int(r.ptr - text);
    p.ec = r.ec;
    return p;
}

#if defined(__cpp_lib_to_chars)
std::uint64_t splitmix(std::uint64_t& s) {
    std::uint64_t z = (s += 0x9e3779b97f4a7c15ULL);
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
    return z ^ (z >> 31);
}

// A double from random bits, finite: any sign, any exponent, any mantissa.
double randomDouble(std::uint64_t& s) {
    for (;;) {
        const std::uint64_t bits = splitmix(s);
        double d;
        std::memcpy(&d, &bits, sizeof d);
        if (std::isfinite(d)) return d;
    }
}
#endif

} // namespace

TEST_CASE("charconv: fixed decimals round the exact binary value, half to even") {
    CHECK(fixed(3.5, 2) == "3.50");
    CHECK(fixed(-0.0, 2) == "-0.00");
    CHECK(fixed(12.0, 4) == "12.0000");
    // 2.675 is stored as 2.67499999999999982236431605997495353221893310546875: down.
    CHECK(fixed(2.675, 2) == "2.67");
    // 0.125 is exact: the tie goes to the even digit.
    CHECK(fixed(0.125, 2) == "0.12");
    CHECK(fixed(0.375, 2) == "0.38");
    // The largest double has 309 digits before the point, all written.
    CHECK(fixed(std::numeric_limits<double>::max(), 4).size() == 309 + 5);
}

TEST_CASE("charconv: shortest text is fixed or scientific, whichever is shorter, fixed on a tie") {
    CHECK(shortest(0.1) == "0.1");
    CHECK(shortest(2.5) == "2.5");
    CHECK(shortest(-0.0) == "-0");
    CHECK(shortest(1000.0) == "1000");    // 4 characters against "1e+03", 5
    CHECK(shortest(100000.0) == "1e+05"); // 5 against "100000", 6
    CHECK(shortest(10000.0) == "10000");  // 5 against "1e+04", 5: the tie is fixed
    CHECK(shortest(0.0001) == "1e-04");   // 5 against "0.0001", 6
    CHECK(shortest(123456789012.0) == "123456789012");
    CHECK(shortest(1e22) == "1e+22");
    // 2^64: 17 digits read back ("18446744073709552", exponent 19), so fixed takes 20
    // characters against scientific's 22; fixed writes the exact value's digits.
    CHECK(shortest(18446744073709551616.0) == "18446744073709551616");
    CHECK(shortest(5e-324) == "5e-324"); // the smallest subnormal: one digit suffices
    CHECK(shortest(0.30000000000000004) == "0.30000000000000004"); // 17 digits needed
}

TEST_CASE("charconv: reading a number stops where the library stops") {
    CHECK(parse("12.5x").value == 12.5);
    CHECK(parse("12.5x").used == 4);
    CHECK(parse(".5").value == 0.5);
    CHECK(parse("5.").used == 2);
    CHECK(parse("-.5e+3").value == -500.0);
    CHECK(parse("1e").used == 1);                         // an exponent with no digits is not read
    CHECK(parse("0x10").used == 1);                       // no hexadecimal: "0", then stop
    CHECK(parse("+1").ec == std::errc::invalid_argument); // no plus sign
    CHECK(parse("-").ec == std::errc::invalid_argument);
    CHECK(parse("").ec == std::errc::invalid_argument);
    CHECK(std::isinf(parse("-inf").value));
    CHECK(parse("infinity").used == 8);
    CHECK(parse("nan(abc)").used == 8);
    CHECK(parse("1e-310").value == 1e-310); // subnormal: read, not out of range
    // Beyond the largest double, or so small it reads as 0: out of range, the value untouched.
    CHECK(parse("1e400").ec == std::errc::result_out_of_range);
    CHECK(parse("1e400").value == 42.0);
    CHECK(parse("1e-400").ec == std::errc::result_out_of_range);
    CHECK(parse("1e-400").used == 6);
}

TEST_CASE("charconv: the fallbacks give the standard library's text on 20000 random doubles") {
#if !defined(__cpp_lib_to_chars)
    MESSAGE("this standard library has no floating-point to_chars: hand-worked cases only");
#else
    std::uint64_t seed = 1809;
    for (int i = 0; i < 20000; ++i) {
        const double d = randomDouble(seed);
        char a[400], b[400];
        const auto ra = std::to_chars(a, a + sizeof a, d);
        const auto rb = fb::shortest(b, b + sizeof b, d);
        REQUIRE(std::string(a, ra.ptr) == std::string(b, rb.ptr));
        const double small = std::ldexp(d, -std::ilogb(d)) * 1000.0; // a table-sized value
        const auto fa = std::to_chars(a, a + sizeof a, small, std::chars_format::fixed, 4);
        const auto fbr = fb::fixed(b, b + sizeof b, small, 4);
        REQUIRE(std::string(a, fa.ptr) == std::string(b, fbr.ptr));
        double x = 0, y = 0;
        const auto pa = std::from_chars(a, ra.ptr, x);
        const auto pb = fb::parse(a, ra.ptr, y);
        REQUIRE(pa.ptr == pb.ptr);
        REQUIRE(x == y);
    }
#endif
}
