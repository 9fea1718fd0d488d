// Internal to io's JSON (json.cpp and each rule set's json.cpp): the small writers they share.
#pragma once

#include "core/geometry.h"
#include "core/ruling.h"
#include "io/json.h"

#include <cstddef>
#include <string>
#include <vector>

namespace cdo::io::json {

inline std::string num(double v) {
    return jsonNumber(v);
}

inline std::string point(Vec2 p) {
    return "[" + num(p.x) + ", " + num(p.y) + "]";
}
inline std::string boolean(bool b) {
    return b ? "true" : "false";
}

template <class List, class F> std::string array(const List& v, F&& f) {
    std::string s = "[";
    for (std::size_t i = 0; i < v.size(); ++i)
        s += (i ? ", " : "") + f(v[i]);
    return s + "]";
}

inline std::string terms(const std::vector<Term>& list) {
    return array(list, [](const Term& t) { return jsonString(t.code); });
}

} // namespace cdo::io::json
