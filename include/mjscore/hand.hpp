// A hand as every rule family sees it: concealed tile counts, called/declared melds, the
// winning tile, bonus tiles. Built by the notation layer (notation.hpp), already validated.
#pragma once

#include <optional>

#include "mjscore/small_vector.hpp"
#include "mjscore/tiles.hpp"

namespace mjscore {

// Contract "Melds": chi (called run), pon (called triplet), kan (daiminkan, claimed from a
// discard), ankan (concealed kong declared from the hand), kakan (pon promoted to a kong).
enum class MeldKind : uint8_t { Chi, Pon, Kan, Ankan, Kakan };

struct Meld {
  MeldKind kind = MeldKind::Pon;
  Tile first = Tile::M1;       // lowest tile: the run's first tile, the pon/kan's tile
  uint8_t red = 0;             // red fives among the meld's tiles
  std::optional<Wind> from{};  // the seat that supplied the called tile (liability)

  constexpr bool is_kan() const {
    return kind == MeldKind::Kan || kind == MeldKind::Ankan || kind == MeldKind::Kakan;
  }
  constexpr bool is_run() const { return kind == MeldKind::Chi; }
  // An ankan keeps the hand closed; every other meld opens it.
  constexpr bool is_open() const { return kind != MeldKind::Ankan; }
  constexpr int tile_count() const { return is_kan() ? 4 : 3; }
  friend constexpr bool operator==(const Meld&, const Meld&) = default;
};

inline constexpr int kMaxMelds = 4;
using Melds = SmallVector<Meld, kMaxMelds>;

// Red fives per suit (m p s), counted separately from the tile counts they belong to.
using RedCounts = std::array<uint8_t, 3>;

struct Hand {
  TileCounts concealed{};  // concealed tiles, winning tile included (complete hands)
  RedCounts concealed_red{};
  Melds melds;
  TileRef win{};           // the winning tile (complete hands)
  uint8_t bonus_mask = 0;  // bit n set: Bonus n is held

  constexpr int concealed_count() const {
    int n = 0;
    for (auto c : concealed) n += c;
    return n;
  }
  constexpr int kan_count() const {
    int n = 0;
    for (const auto& m : melds) n += m.is_kan();
    return n;
  }
  // True when no meld opens the hand (ankan only, or no melds).
  constexpr bool is_closed() const {
    for (const auto& m : melds)
      if (m.is_open()) return false;
    return true;
  }
  // Every tile of the hand: concealed plus all melds.
  constexpr TileCounts all_tiles() const {
    TileCounts all = concealed;
    for (const auto& m : melds) {
      if (m.is_run()) {
        for (int k = 0; k < 3; ++k) ++all[index(m.first) + k];
      } else {
        all[index(m.first)] += static_cast<uint8_t>(m.tile_count());
      }
    }
    return all;
  }
  constexpr int red_total() const {
    int n = concealed_red[0] + concealed_red[1] + concealed_red[2];
    for (const auto& m : melds) n += m.red;
    return n;
  }
};

}  // namespace mjscore
