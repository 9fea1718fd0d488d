#include "io/json.h"
#include "core/charconv.h"
#include "io/json_parts.h"
#include "io/rulesets.h"

#include "core/utf8.h"

#include <array>
#include <charconv>
#include <cmath>
#include <cstdio>

namespace cdo::io {

using namespace json;

std::string jsonNumber(double v) {
    if (!std::isfinite(v)) return "null";
    // Four decimals: finer than any base is placed, and stable across platforms. The largest
    // double has 309 digits before the point; to_chars writes them all, exactly.
    std::array<char, 400> buf{};
    const auto r = toCharsFixed(buf.data(), buf.data() + buf.size(), v, 4);
    std::string s(buf.data(), r.ptr);
    while (!s.empty() && s.back() == '0')
        s.pop_back();
    if (!s.empty() && s.back() == '.') s.pop_back();
    if (s == "-0") s = "0";
    return s;
}

std::string jsonString(std::string_view text) {
    std::string s = "\"";
    for (std::size_t i = 0; i < text.size(); ++i) {
        const auto c = static_cast<unsigned char>(text[i]);
        if (c >= 0x80) {
            // Copied only as whole, valid UTF-8 characters; any other byte becomes U+FFFD, so
            // that the output is always valid JSON.
            const std::size_t len = utf8::decode(text, i).length;
            if (len == 0) {
                s += "\\ufffd";
            } else if (c == 0xC2 && static_cast<unsigned char>(text[i + 1]) < 0xA0) {
                // C1 control characters (U+0080 to U+009F), escaped like C0 ones.
                char buf[8];
                std::snprintf(buf, sizeof buf, "\\u%04x", static_cast<unsigned char>(text[i + 1]));
                s += buf;
                ++i;
            } else {
                s.append(text.substr(i, len));
                i += len - 1;
            }
            continue;
        }
        switch (c) {
        case '"':
            s += "\\\"";
            break;
        case '\\':
            s += "\\\\";
            break;
        case '\n':
            s += "\\n";
            break;
        case '\t':
            s += "\\t";
            break;
        case '\r':
            s += "\\r";
            break;
        default:
            if (c < 0x20 || c == 0x7f) {
                char buf[8];
                std::snprintf(buf, sizeof buf, "\\u%04x", c);
                s += buf;
            } else {
                s += char(c);
            }
        }
    }
    return s + "\"";
}

std::string toJson(const Ruling& r) {
    std::string s = "{";
    s += "\"firer\": " + jsonString(r.firer);
    s += ", \"target\": " + jsonString(r.target);
    s += ", \"valid\": " + boolean(r.valid);
    s += ", \"reasons\": " + terms(r.reasonTerms());
    // Each rule set's own keys, from its row (rulesets.h): the keys then, after close_call, the
    // evidence. Only the ruling's own rule set gives any.
    for (const RulesetFormat& f : rulesetFormats())
        s += f.keys(r);
    s += ", \"close_call\": " + boolean(r.closeCall);
    for (const RulesetFormat& f : rulesetFormats())
        s += f.evidence(r);
    s += ", \"close_calls\": " + array(r.closeCalls, [](const CloseCall& c) {
             return "{\"quantity\": " + jsonString(c.quantity) + ", \"value\": " + num(c.value) +
                    ", \"threshold\": " + num(c.threshold) + "}";
         });
    s += ", \"readings\": " + terms(r.readingTerms());
    return s + "}";
}

std::string toJson(const std::vector<RulingPtr>& rulings) {
    std::string s = "[";
    for (std::size_t i = 0; i < rulings.size(); ++i)
        s += (i ? ",\n " : "\n ") + toJson(*rulings[i]);
    return s + (rulings.empty() ? "]" : "\n]");
}

std::string toJson(const Measure& m) {
    return "{\"a\": " + jsonString(m.a) + ", \"b\": " + jsonString(m.b) +
           ", \"distance\": " + num(m.distance) + ", \"closest_points\": [" + point(m.pointA) +
           ", " + point(m.pointB) + "], \"contact\": " + boolean(m.contact) +
           ", \"close_call\": " + boolean(m.closeCall) + "}";
}

} // namespace cdo::io
