// A fixed-capacity vector for the allocation-free hot path (arrangements, elements, fu lines).
#pragma once

#include <array>
#include <cassert>
#include <cstdint>

namespace mjscore {

template <class T, int N>
class SmallVector {
 public:
  constexpr void push_back(const T& v) {
    assert(size_ < N);
    if (size_ < N) data_[size_++] = v;
  }
  constexpr void clear() { size_ = 0; }
  constexpr void pop_back() { --size_; }
  constexpr int size() const { return size_; }
  constexpr bool empty() const { return size_ == 0; }
  constexpr bool full() const { return size_ == N; }
  static constexpr int capacity() { return N; }
  constexpr T& operator[](int i) { return data_[i]; }
  constexpr const T& operator[](int i) const { return data_[i]; }
  constexpr T* begin() { return data_.data(); }
  constexpr T* end() { return data_.data() + size_; }
  constexpr const T* begin() const { return data_.data(); }
  constexpr const T* end() const { return data_.data() + size_; }
  constexpr T& back() { return data_[size_ - 1]; }
  constexpr const T& back() const { return data_[size_ - 1]; }

 private:
  std::array<T, N> data_{};
  int size_ = 0;
};

}  // namespace mjscore
