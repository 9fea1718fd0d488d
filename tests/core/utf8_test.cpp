// core/utf8.h: strict UTF-8 (RFC 3629, table 3-7 of the Unicode standard). Each case spells
// its bytes by hand:
//   U+00E9 é = C3 A9          U+20AC € = E2 82 AC        U+1F600 = F0 9F 98 80
//   U+10FFFF = F4 8F BF BF (the last code point)
//   overlong '/' : C0 AF, E0 80 AF, F0 80 80 AF   overlong U+07FF: E0 9F BF
//   surrogates U+D800 = ED A0 80, U+DFFF = ED BF BF;  U+110000 = F4 90 80 80
#include "core/utf8.h"

#include <doctest/doctest.h>

#include <string>

using namespace cdo;

namespace {

utf8::Char at0(const std::string& s) {
    return utf8::decode(s, 0);
}

} // namespace

TEST_CASE("utf8: one to four bytes decode to their code points") {
    CHECK(at0("A").code == U'A');
    CHECK(at0("A").length == 1);
    CHECK(at0("\xC3\xA9").code == 0xE9);
    CHECK(at0("\xC3\xA9").length == 2);
    CHECK(at0("\xE2\x82\xAC").code == 0x20AC);
    CHECK(at0("\xE2\x82\xAC").length == 3);
    CHECK(at0("\xF0\x9F\x98\x80").code == 0x1F600);
    CHECK(at0("\xF0\x9F\x98\x80").length == 4);
    CHECK(at0("\xF4\x8F\xBF\xBF").code == 0x10FFFF);
    // The smallest of each length: U+0080 C2 80, U+0800 E0 A0 80, U+10000 F0 90 80 80.
    CHECK(at0("\xC2\x80").code == 0x80);
    CHECK(at0("\xE0\xA0\x80").code == 0x800);
    CHECK(at0("\xF0\x90\x80\x80").code == 0x10000);
    // In the middle of a text.
    const std::string t = "x\xC3\xA9y";
    CHECK(utf8::decode(t, 1).code == 0xE9);
    CHECK(utf8::decode(t, 3).code == U'y');
}

TEST_CASE("utf8: overlong sequences are refused") {
    for (const char* s : {"\xC0\xAF", "\xC1\xBF", "\xE0\x80\xAF", "\xE0\x9F\xBF",
                          "\xF0\x80\x80\xAF", "\xF0\x8F\xBF\xBF"}) {
        CAPTURE(s);
        CHECK(at0(s).length == 0);
    }
}

TEST_CASE("utf8: surrogates and code points beyond U+10FFFF are refused") {
    for (const char* s :
         {"\xED\xA0\x80", "\xED\xBF\xBF", "\xF4\x90\x80\x80", "\xF5\x80\x80\x80", "\xFF"}) {
        CAPTURE(s);
        CHECK(at0(s).length == 0);
    }
    CHECK(at0("\xED\x9F\xBF").code == 0xD7FF); // the last before the surrogates
}

TEST_CASE("utf8: cut sequences and stray continuation bytes are refused") {
    CHECK(at0("\xC3").length == 0);         // cut at the end
    CHECK(at0("\xE2\x82").length == 0);     // cut at the end
    CHECK(at0("\xE2\x82x").length == 0);    // a continuation missing
    CHECK(at0("\x80").length == 0);         // a continuation with no start
    CHECK(at0("\xF0\x9F\x98").length == 0); // three of four
    CHECK(utf8::valid("caf\xC3\xA9 \xE2\x82\xAC"));
    CHECK_FALSE(utf8::valid("caf\xC3"));
    CHECK_FALSE(utf8::valid("a\xC0\xAFz")); // an overlong '/' inside a text
    CHECK(utf8::valid(""));
}

TEST_CASE("utf8: cut never ends inside a character") {
    const std::string t = "ab\xE2\x82\xAC"; // a b € : 5 bytes
    CHECK(utf8::cut(t, 5) == t);
    CHECK(utf8::cut(t, 9) == t);
    CHECK(utf8::cut(t, 4) == "ab"); // inside the euro sign: back to its start
    CHECK(utf8::cut(t, 3) == "ab");
    CHECK(utf8::cut(t, 2) == "ab");
    CHECK(utf8::cut(t, 1) == "a");
    CHECK(utf8::cut(t, 0) == "");
}
