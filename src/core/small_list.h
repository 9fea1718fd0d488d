// A list with its room inside the object: for the short lists of a ruling (reasons, readings,
// modifiers, close calls), whose length has a known bound. Allocating them showed up as a
// tenth of the time when ruling every pair on a 400-base table.
#pragma once

#include <array>
#include <cstddef>
#include <initializer_list>
#include <stdexcept>
#include <vector>

namespace cdo {

template <class T, std::size_t N> class SmallList {
  public:
    SmallList() = default;
    SmallList(std::initializer_list<T> items) {
        for (const T& t : items)
            push_back(t);
    }

    void push_back(const T& t) {
        if (size_ == N) throw std::length_error("SmallList: more items than the bound");
        items_[size_++] = t;
    }
    void clear() { size_ = 0; }
    void reserve(std::size_t) {} // room is always there

    std::size_t size() const { return size_; }
    bool empty() const { return size_ == 0; }
    const T& operator[](std::size_t i) const { return items_[i]; }
    T& operator[](std::size_t i) { return items_[i]; }
    const T& front() const { return items_[0]; }
    const T& back() const { return items_[size_ - 1]; }
    const T* begin() const { return items_.data(); }
    const T* end() const { return items_.data() + size_; }
    T* begin() { return items_.data(); }
    T* end() { return items_.data() + size_; }

    operator std::vector<T>() const { return {begin(), end()}; }
    friend bool operator==(const SmallList& a, const SmallList& b) {
        if (a.size_ != b.size_) return false;
        for (std::size_t i = 0; i < a.size_; ++i)
            if (!(a.items_[i] == b.items_[i])) return false;
        return true;
    }

  private:
    std::array<T, N> items_{};
    std::size_t size_ = 0;
};

} // namespace cdo
