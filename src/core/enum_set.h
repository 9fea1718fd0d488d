// A set of enum values in one machine word, read back in the enum's order. A ruling's
// reasons and readings are sets of this kind: a ruling is made for every pair on the table,
// and keeping them as lists (allocated, or inline but large) showed in the benchmark.
#pragma once

#include <bit>
#include <cstdint>
#include <initializer_list>
#include <iterator>
#include <vector>

namespace cdo {

template <class E> class EnumSet {
  public:
    EnumSet() = default;
    EnumSet(std::initializer_list<E> items) {
        for (E e : items)
            insert(e);
    }

    void insert(E e) { bits_ |= bit(e); }
    void push_back(E e) { insert(e); } // list-like spelling; order is always the enum's
    void clear() { bits_ = 0; }
    bool contains(E e) const { return (bits_ & bit(e)) != 0; }
    bool empty() const { return bits_ == 0; }
    std::size_t size() const { return std::size_t(std::popcount(bits_)); }
    std::uint32_t bits() const { return bits_; }

    class iterator {
      public:
        using iterator_category = std::forward_iterator_tag;
        using value_type = E;
        using difference_type = std::ptrdiff_t;
        using pointer = const E*;
        using reference = E;
        explicit iterator(std::uint32_t rest) : rest_(rest) {}
        E operator*() const { return E(std::countr_zero(rest_)); }
        iterator& operator++() {
            rest_ &= rest_ - 1; // drop the lowest member
            return *this;
        }
        iterator operator++(int) {
            iterator old = *this;
            ++*this;
            return old;
        }
        bool operator==(const iterator&) const = default;

      private:
        std::uint32_t rest_;
    };
    iterator begin() const { return iterator(bits_); }
    iterator end() const { return iterator(0); }
    E front() const { return *begin(); }
    E operator[](std::size_t i) const {
        auto it = begin();
        std::advance(it, std::ptrdiff_t(i));
        return *it;
    }

    operator std::vector<E>() const { return {begin(), end()}; }
    bool operator==(const EnumSet&) const = default;

  private:
    static std::uint32_t bit(E e) { return std::uint32_t(1) << unsigned(e); }
    std::uint32_t bits_ = 0;
};

} // namespace cdo
