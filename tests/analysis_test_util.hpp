// Small helpers for the analysis tests: MPSZ text to tile counts without the notation layer
// (so these tests depend on nothing but the analysis code), random hands from a full wall.
#pragma once

#include <string_view>

#include "mjscore/hand.hpp"

namespace mjscore::test {

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
