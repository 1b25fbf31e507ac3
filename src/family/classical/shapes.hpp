// The shapes of a classical winning hand, pure functions over tile counts: the standard shape
// (four sets and a pair, seed 003 section 7) enumerated in every arrangement, and the special
// shapes that are limit hands of their own (thirteen orphans, nine gates / gates of heaven,
// wriggling snake, knitting, triple knitting, all pair honours; docs/classical.md).
#pragma once

#include "family/classical/hand_view.hpp"

namespace mjscore::classical {

namespace detail {
template <class F>
void standard(TileCounts& c, int from, int sets_left, bool pair_left, Sets& sets, F& f) {
  while (from < kTileKinds && c[from] == 0) ++from;
  if (from == kTileKinds) {
    if (sets_left == 0 && !pair_left) f(static_cast<const Sets&>(sets));
    return;
  }
  const Tile t = tile_at(from);
  if (c[from] >= 3 && sets_left > 0) {
    c[from] -= 3;
    sets.push_back(Set{SetKind::Pung, t});
    standard(c, from, sets_left - 1, pair_left, sets, f);
    sets.pop_back();
    c[from] += 3;
  }
  if (is_suited(t) && rank_of(t) <= 7 && sets_left > 0 && c[from + 1] && c[from + 2]) {
    --c[from], --c[from + 1], --c[from + 2];
    sets.push_back(Set{SetKind::Chow, t});
    standard(c, from, sets_left - 1, pair_left, sets, f);
    sets.pop_back();
    ++c[from], ++c[from + 1], ++c[from + 2];
  }
  if (c[from] >= 2 && pair_left) {
    c[from] -= 2;
    sets.push_back(Set{SetKind::Pair, t});
    standard(c, from, sets_left, false, sets, f);
    sets.pop_back();
    c[from] += 2;
  }
}
}  // namespace detail

// Calls f(sets) for every arrangement of `concealed` into `sets_needed` sets (pungs and chows)
// and one pair, all concealed.
template <class F>
void for_each_standard(TileCounts concealed, int sets_needed, F&& f) {
  Sets sets;
  detail::standard(concealed, 0, sets_needed, true, sets, f);
}

constexpr int suit_count(const TileCounts& c, Suit s, int rank) {
  return c[index(make_tile(s, rank))];
}
// Bit s set: suit s (m p s) is held; bit 3: honours.
inline unsigned suits_held(const TileCounts& c) {
  unsigned m = 0;
  for (int k = 0; k < kTileKinds; ++k)
    if (c[k]) m |= 1u << static_cast<int>(suit_of(tile_at(k)));
  return m;
}
inline int tile_total(const TileCounts& c) {
  int n = 0;
  for (auto x : c) n += x;
  return n;
}

// Thirteen orphans: one of each terminal and honour and a second of one of them.
inline bool thirteen_orphans(const TileCounts& c) {
  int pairs = 0;
  for (Tile t : kTerminalsAndHonors) {
    if (c[index(t)] == 0 || c[index(t)] > 2) return false;
    pairs += c[index(t)] == 2;
  }
  return pairs == 1 && tile_total(c) == 14;
}

// 1112345678999 of one suit plus one more tile of it: the suit, or -1. `extra` gets the rank
// of the surplus tile.
inline int nine_gates_suit(const TileCounts& c, int& extra) {
  if (tile_total(c) != 14) return -1;
  for (int s = 0; s < 3; ++s) {
    const Suit suit = static_cast<Suit>(s);
    int total = 0, surplus = 0;
    bool ok = true;
    for (int r = 1; r <= 9; ++r) {
      const int need = (r == 1 || r == 9) ? 3 : 1, have = suit_count(c, suit, r);
      total += have;
      if (have < need || have > need + 1) ok = false;
      if (have == need + 1) surplus = r;
    }
    if (ok && total == 14) {
      extra = surplus;
      return s;
    }
  }
  return -1;
}

// Wriggling snake (BMJA): a pair of 1s, 2 to 9 of the same suit and one of each wind.
inline bool wriggling_snake(const TileCounts& c) {
  if (tile_total(c) != 14) return false;
  for (Tile w : {Tile::East, Tile::South, Tile::West, Tile::North})
    if (c[index(w)] != 1) return false;
  for (int s = 0; s < 3; ++s) {
    const Suit suit = static_cast<Suit>(s);
    bool ok = suit_count(c, suit, 1) == 2;
    for (int r = 2; r <= 9 && ok; ++r) ok = suit_count(c, suit, r) == 1;
    if (ok) return true;
  }
  return false;
}

// Knitting (BMJA): seven pairs, each of one rank in two suits, the same two suits throughout.
inline bool knitting(const TileCounts& c) {
  if (tile_total(c) != 14 || (suits_held(c) & 8u)) return false;
  const unsigned suits = suits_held(c);
  if (suits != 3u && suits != 5u && suits != 6u) return false;
  const int a = suits == 6u ? 1 : 0, b = suits == 3u ? 1 : 2;
  for (int r = 1; r <= 9; ++r)
    if (suit_count(c, static_cast<Suit>(a), r) != suit_count(c, static_cast<Suit>(b), r))
      return false;
  return true;
}

// Triple knitting (BMJA): four sets of one rank in the three suits and a pair of one rank in
// two suits.
inline bool triple_knitting(const TileCounts& c) {
  if (tile_total(c) != 14 || (suits_held(c) & 8u)) return false;
  for (int pair_rank = 1; pair_rank <= 9; ++pair_rank) {
    for (int missing = 0; missing < 3; ++missing) {
      bool ok = true;
      for (int r = 1; r <= 9 && ok; ++r) {
        int n[3];
        for (int s = 0; s < 3; ++s)
          n[s] = suit_count(c, static_cast<Suit>(s), r) - (r == pair_rank && s != missing);
        ok = n[0] >= 0 && n[0] == n[1] && n[1] == n[2];
      }
      if (ok) return true;
    }
  }
  return false;
}

// All pair honours (BMJA): seven pairs of terminals and honours.
inline bool all_pair_honours(const TileCounts& c) {
  if (tile_total(c) != 14) return false;
  for (int k = 0; k < kTileKinds; ++k)
    if (c[k] && (c[k] % 2 || !is_terminal_or_honor(tile_at(k)))) return false;
  return true;
}

}  // namespace mjscore::classical
