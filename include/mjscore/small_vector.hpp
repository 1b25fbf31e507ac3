// A fixed-capacity vector for the allocation-free hot path (arrangements, elements, fu lines).
#pragma once

#include <array>
#include <cassert>
#include <cstdint>
#include <type_traits>

namespace mjscore {

// The storage past size() is left uninitialised at run time, so creating one (a 2 KB result,
// a list of 64 arrangements) costs a few stores; in constant evaluation it is value-initialised
// (constexpr tables are built with it). Elements are trivially copyable value types.
template <class T, int N>
class SmallVector {
  static_assert(std::is_trivially_copyable_v<T> && std::is_trivially_destructible_v<T>,
                "SmallVector holds plain value types");

 public:
  constexpr SmallVector() noexcept
      : storage_(std::is_constant_evaluated() ? Storage(kValueInit) : Storage()) {}

  constexpr void push_back(const T& v) {
    assert(size_ < N);
    if (size_ < N) storage_.data[size_++] = v;
  }
  constexpr void clear() { size_ = 0; }
  // Sets the size to `n` (at most N) once the elements up to `n` were written through begin():
  // a hot loop that knows its bound fills the storage without a check per element.
  constexpr void set_size(int n) {
    assert(n >= 0 && n <= N);
    size_ = n;
  }
  constexpr void pop_back() { --size_; }
  constexpr int size() const { return size_; }
  constexpr bool empty() const { return size_ == 0; }
  constexpr bool full() const { return size_ == N; }
  static constexpr int capacity() { return N; }
  constexpr T& operator[](int i) { return storage_.data[i]; }
  constexpr const T& operator[](int i) const { return storage_.data[i]; }
  constexpr T* begin() { return storage_.data.data(); }
  constexpr T* end() { return storage_.data.data() + size_; }
  constexpr const T* begin() const { return storage_.data.data(); }
  constexpr const T* end() const { return storage_.data.data() + size_; }
  constexpr T& back() { return storage_.data[size_ - 1]; }
  constexpr const T& back() const { return storage_.data[size_ - 1]; }

 private:
  // A union: its array member is not constructed (no value-initialisation) at run time.
  enum ValueInit { kValueInit };
  union Storage {
    constexpr Storage() noexcept : none() {}
    constexpr explicit Storage(ValueInit) noexcept : data() {}
    char none;
    std::array<T, N> data;
  };
  Storage storage_;
  int size_ = 0;
};

}  // namespace mjscore
