// Small helpers for the analysis tests: MPSZ text to tile counts without the notation layer
// (so these tests depend on nothing but the analysis code), random hands from a full wall.
#pragma once

#include <string_view>

#include "mjscore/hand.hpp"

namespace mjscore::test {

// Sanitizer and debug builds run the long randomized checks on fewer hands.
#if defined(__SANITIZE_ADDRESS__) || !defined(NDEBUG)
inline constexpr bool kSlowBuild = true;
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
inline constexpr bool kSlowBuild = true;
#else
inline constexpr bool kSlowBuild = false;
#endif
#else
inline constexpr bool kSlowBuild = false;
#endif

// "123m456p55s" -> counts (0 counts as 5; no validation: test inputs are well-formed).
inline TileCounts counts_of(std::string_view text) {
  TileCounts c{};
  int pending[16];
  int n = 0;
  for (char ch : text) {
    if (ch >= '0' && ch <= '9') {
      pending[n++] = ch == '0' ? 5 : ch - '0';
    } else {
      const int base = ch == 'm' ? 0 : ch == 'p' ? 9 : ch == 's' ? 18 : 27;
      for (int k = 0; k < n; ++k) ++c[base + pending[k] - 1];
      n = 0;
    }
  }
  return c;
}

// A complete hand: `text` holds every concealed tile, the winning tile included.
inline Hand hand_of(std::string_view text, Tile win) {
  Hand h;
  h.concealed = counts_of(text);
  h.win = TileRef{win, false};
  return h;
}

// A complete hand made of the tiles `before` (one short) and the winning tile `win`.
inline Hand won_on(std::string_view before, Tile win) {
  Hand h = hand_of(before, win);
  ++h.concealed[index(win)];
  return h;
}

}  // namespace mjscore::test

#include <random>

namespace mjscore::test {

// Deterministic random hands: Fisher-Yates over a full 136-tile wall (4 copies of 34 kinds)
// with std::mt19937_64 (its output sequence is fixed by the standard).
class WallDrawer {
 public:
  explicit WallDrawer(uint64_t seed) : rng_(seed) {}
  // `n` tiles drawn from a freshly shuffled wall restricted to kinds [lo, hi).
  TileCounts draw(int n, int lo = 0, int hi = kTileKinds) {
    int wall[136];
    int size = 0;
    for (int t = lo; t < hi; ++t)
      for (int k = 0; k < kCopies; ++k) wall[size++] = t;
    TileCounts c{};
    for (int i = 0; i < n && i < size; ++i) {
      const int j = i + static_cast<int>(rng_() % static_cast<uint64_t>(size - i));
      std::swap(wall[i], wall[j]);
      ++c[wall[i]];
    }
    return c;
  }
  uint64_t next() { return rng_(); }

 private:
  std::mt19937_64 rng_;
};

// A mask from MPSZ text: "25m" -> bits of 2m and 5m.
inline uint64_t mask_of(std::string_view text) {
  const TileCounts c = counts_of(text);
  uint64_t m = 0;
  for (int i = 0; i < kTileKinds; ++i)
    if (c[i]) m |= uint64_t{1} << i;
  return m;
}

}  // namespace mjscore::test
