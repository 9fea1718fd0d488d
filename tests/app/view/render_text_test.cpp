// Map text (render.h TextBatch) decodes UTF-8 with core/utf8: a byte that starts no valid
// character is drawn as one '?', so a name cut or forged in a file never draws a character
// its bytes do not spell. Glyphs need a GL context: skipped without a display, never passed.
#include "app/sfml_pixels.h"
#include "app/view/render.h"
#include "skip.h"

#include <doctest/doctest.h>

#include <SFML/Window/Context.hpp>

#include <cstdlib>

using cdo::app::TextBatch;

TEST_CASE("render text: an overlong or cut sequence is drawn as one '?' a byte") {
    if (std::getenv("DISPLAY") == nullptr)
        cdo::test::skip("DISPLAY is not set: run the tests under xvfb-run (tools/test does)");
    sf::Context gl;
    const auto font = cdo::app::platform().loadFont("assets/fonts/DejaVuSans.ttf");
    REQUIRE(font);
    const TextBatch text(font.get());
    const double question = text.measure("?", 20).x;
    REQUIRE(question > 0);
    // C0 AF is '/' written in two bytes (overlong, forbidden): two '?', not a '/'. The old
    // decoder read it as '/', a character of another width.
    CHECK(text.measure("\xC0\xAF", 20).x == doctest::Approx(2 * question));
    CHECK(text.measure("\xC0\xAF", 20).x != doctest::Approx(text.measure("/", 20).x));
    // E0 80 AF: '/' in three bytes, also overlong: three '?'.
    CHECK(text.measure("\xE0\x80\xAF", 20).x == doctest::Approx(3 * question));
    // ED A0 80 is a surrogate (U+D800), never a character in UTF-8: three '?'.
    CHECK(text.measure("\xED\xA0\x80", 20).x == doctest::Approx(3 * question));
    // A cut 'é' (C3 without its second byte) at the end: one '?'.
    CHECK(text.measure("a\xC3", 20).x == doctest::Approx(text.measure("a", 20).x + question));
    // Valid text is unchanged: "é" (C3 A9) is one character, as wide as the glyph.
    CHECK(text.measure("\xC3\xA9", 20).x == doctest::Approx(text.measure("\u00e9", 20).x));
    CHECK(text.measure("\xC3\xA9", 20).x != doctest::Approx(2 * question));
}
