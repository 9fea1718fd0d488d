// An enum's spellings as a table of (value, word) pairs, and the two look-ups every ruleset's
// model makes in it (core/model.cpp, la_bataille/model.cpp). Internal to the core.
#pragma once

#include <array>
#include <cstddef>
#include <optional>
#include <string_view>
#include <utility>

namespace cdo {

template <class E, std::size_t N> using Names = std::array<std::pair<E, std::string_view>, N>;

// The word for `e`, or "?" for a value missing from the table.
template <class E, std::size_t N> std::string_view nameOf(const Names<E, N>& names, E e) {
    for (const auto& [v, s] : names)
        if (v == e) return s;
    return "?";
}

// The value a word names, or nullopt.
template <class E, std::size_t N>
std::optional<E> valueOf(const Names<E, N>& names, std::string_view word) {
    for (const auto& [v, s] : names)
        if (s == word) return v;
    return std::nullopt;
}

} // namespace cdo
