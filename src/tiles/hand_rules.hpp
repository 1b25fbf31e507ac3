// The checks make_hand applies to a hand's tiles (contract "Tiles", issue 2 "Validation"),
// shared by make_hand (src/tiles/hand_validate.cpp), which words the error, and the one-pass
// ASCII hand (src/contract/fast/hand_fast.cpp), which declines to the exact path instead.
#pragma once

#include <bit>
#include <cstring>
#include <span>

#include "mjscore/hand.hpp"

namespace mjscore::text {

constexpr int red_suit(Tile t) { return static_cast<int>(suit_of(t)); }

// The first kind held more than kCopies times by hand, melds and indicators together (-1:
// none) and the first suit with more than kRedFivesPerSuit red fives (-1: none), with counts.
struct CopyExcess {
  int kind = -1, copies = 0;
  int red_suit = -1, reds = 0;
  bool any() const { return kind >= 0 || red_suit >= 0; }
};

// The tiles a meld of each kind (MeldKind order) adds to its first kind: a run one, a pon three,
// a kan four (a table: the tests on the kind were branches).
inline constexpr std::array<uint8_t, 5> kFirstKindTiles = {1, 3, 4, 4, 4};

// The same as bytes for vector code: row `kind` holds a meld's additions from byte 64 of a row
// of zeros (a run one at each of its three kinds, a pon or kan its copies at one), so that the
// 32 bytes at meld_tile_row(m, from) are what meld `m` adds to the counts of kinds from..from+31
// (from 0 to 32; ascii_hand's fifth-copy check and the riichi hand view read them so).
struct alignas(64) MeldTileRows {
  std::array<std::array<uint8_t, 128>, 5> row;
};
inline constexpr MeldTileRows kMeldTileRows = [] {
  MeldTileRows t{};
  for (int kind = 0; kind < 5; ++kind) {
    const bool run = static_cast<MeldKind>(kind) == MeldKind::Chi;
    for (int i = 0; i < (run ? 3 : 1); ++i) t.row[kind][64 + i] = run ? 1 : kFirstKindTiles[kind];
  }
  return t;
}();
inline const uint8_t* meld_tile_row(const Meld& m, int from) {
  return kMeldTileRows.row[static_cast<int>(m.kind)].data() + 64 - index(m.first) + from;
}

// Two lists of indicators as two spans, not a list of spans, so that no loop runs over the lists
// (make_hand passes one list, the ASCII hand dora and ura).
inline CopyExcess copy_excess(const Hand& hand, std::span<const TileRef> dora,
                              std::span<const TileRef> ura = {}) {
  // Hand::all_tiles and the melds' red fives in one loop without a branch (the branches on a
  // meld's kind and red fives were mispredicted about once a hand with melds): a run adds one to
  // its three kinds, a pon or kan its count to the first (all has room past the last kind for
  // the two zeros added after a pon of 7z; red a fourth suit for an honour meld's zero).
  std::array<uint8_t, kTileKinds + 2> all{};
  std::memcpy(all.data(), hand.concealed.data(), kTileKinds);
  std::array<uint8_t, 4> red{hand.concealed_red[0], hand.concealed_red[1], hand.concealed_red[2]};
  for (const Meld& m : hand.melds) {
    const int k = index(m.first);
    const uint8_t run = m.is_run();
    all[k] += kFirstKindTiles[static_cast<int>(m.kind)];
    all[k + 1] += run;
    all[k + 2] += run;
    red[red_suit(m.first)] += m.red;
  }
  const auto add = [&](std::span<const TileRef> list) {
    for (const TileRef& t : list) {
      ++all[index(t.tile)];
      if (t.red) ++red[red_suit(t.tile)];
    }
  };
  add(dora);
  add(ura);
  CopyExcess e;
  uint8_t most = 0;  // branch-free maximum first (vectorises); the kind only when over
  for (int k = 0; k < kTileKinds; ++k) most = all[k] > most ? all[k] : most;
  for (int k = 0; most > kCopies && k < kTileKinds; ++k)
    if (all[k] > kCopies) {
      e.kind = k, e.copies = all[k];
      break;
    }
  // The three suits tested at once, the first one over taken from the mask (a loop of three
  // branches was mispredicted about one hand in three).
  const unsigned over = static_cast<unsigned>(red[0] > kRedFivesPerSuit) |
                        static_cast<unsigned>(red[1] > kRedFivesPerSuit) << 1 |
                        static_cast<unsigned>(red[2] > kRedFivesPerSuit) << 2;
  if (over != 0) {
    e.red_suit = std::countr_zero(over);
    e.reds = red[e.red_suit];
  }
  return e;
}

// The winning tile of a complete hand must be in its concealed part (a red one among its red
// fives); a plain five named when the hand holds only the red one is that red five.
// The suit of each five (m p s: 0-2), 3 for every other kind: a table (is_five's three
// comparisons were a branch).
inline constexpr std::array<uint8_t, kTileKinds> kFiveSuit = [] {
  std::array<uint8_t, kTileKinds> t{};
  for (int k = 0; k < kTileKinds; ++k)
    t[k] = is_five(tile_at(k)) ? static_cast<uint8_t>(red_suit(tile_at(k))) : 3;
  return t;
}();

enum class WinTileProblem : uint8_t { None, NotInHand, RedNotInHand };
inline WinTileProblem settle_win_tile(const Hand& hand, TileRef& win) {
  const int k = index(win.tile);
  if (hand.concealed[k] == 0) return WinTileProblem::NotInHand;
  const int s = red_suit(win.tile);
  if (win.red && hand.concealed_red[s] == 0) return WinTileProblem::RedNotInHand;
  // Without a branch (a random hand's winning tile is a five about one time in nine, which the
  // predictor missed): a tile that is no five reads a count no kind has.
  const std::array<uint8_t, 4> red = {hand.concealed_red[0], hand.concealed_red[1],
                                      hand.concealed_red[2], 0xFF};  // no count is 0xFF
  win.red |= red[kFiveSuit[k]] == hand.concealed[k];
  return WinTileProblem::None;
}

}  // namespace mjscore::text
