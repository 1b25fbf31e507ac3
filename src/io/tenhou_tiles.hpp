// Tile encodings of Tenhou logs and the canonical MPSZ text the game record uses.
// mjlog XML numbers the 136 physical tiles 0-135 (id / 4 = tile kind in m p s z order, copy =
// id % 4; with red fives on, ids 16, 52 and 88 are the red 5m, 5p, 5s). tenhou.net/6 JSON codes a
// tile as suit*10 + rank: 11-19 manzu, 21-29 pinzu, 31-39 souzu, 41-47 honours, 51/52/53 the red
// 5m/5p/5s. See docs/tenhou.md.
#pragma once

#include <array>
#include <optional>
#include <span>
#include <string>

#include "mjscore/tiles.hpp"

namespace mjscore::tenhou {

inline constexpr int kPhysicalTiles = 136;

// mjlog tile id -> tile; nullopt outside 0-135. `aka`: the game uses red fives (GO type).
constexpr std::optional<TileRef> tile_from_id(int id, bool aka) {
  if (id < 0 || id >= kPhysicalTiles) return std::nullopt;
  return TileRef{tile_at(id / 4), aka && (id == 16 || id == 52 || id == 88)};
}

// tenhou.net/6 code -> tile; nullopt for anything else (60 = tsumogiri is not a tile).
constexpr std::optional<TileRef> tile_from_code(int code) {
  if (code >= 51 && code <= 53) return TileRef{make_tile(static_cast<Suit>(code - 51), 5), true};
  const int suit = code / 10 - 1, rank = code % 10;
  if (suit >= 0 && suit <= 2 && rank >= 1 && rank <= 9)
    return TileRef{make_tile(static_cast<Suit>(suit), rank), false};
  if (suit == 3 && rank >= 1 && rank <= 7) return TileRef{make_tile(Suit::Honor, rank), false};
  return std::nullopt;
}

// A multiset of tiles with red fives kept apart: the state of a concealed hand.
class TileBag {
 public:
  void add(TileRef t) {
    ++counts_[index(t.tile)];
    if (t.red) ++red_[static_cast<int>(suit_of(t.tile))];
  }
  // False (and no change) when the tile is not there.
  bool remove(TileRef t) {
    const int i = index(t.tile), s = static_cast<int>(suit_of(t.tile));
    if (counts_[i] == 0) return false;
    if (t.red) {
      if (s > 2 || red_[s] == 0) return false;
      --red_[s];
    } else if (is_five(t.tile) && counts_[i] == red_[s]) {
      return false;  // only red copies left
    }
    --counts_[i];
    return true;
  }
  int count(Tile t) const { return counts_[index(t)]; }
  int size() const {
    int n = 0;
    for (auto c : counts_) n += c;
    return n;
  }
  const TileCounts& counts() const { return counts_; }
  int red(Suit s) const { return s == Suit::Honor ? 0 : red_[static_cast<int>(s)]; }

 private:
  TileCounts counts_{};
  std::array<uint8_t, 3> red_{};
};

// Canonical MPSZ: suits in the order m p s z, ranks ascending, a red five written 0 right after
// the plain fives of its suit ("550p", "406m").
std::string format_bag(const TileBag& bag);
std::string format_list(std::span<const TileRef> tiles);
std::string format_one(TileRef t);

}  // namespace mjscore::tenhou
