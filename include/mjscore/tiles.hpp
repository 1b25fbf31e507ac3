// The tile vocabulary shared by every layer: 34 tile kinds, red fives, bonus tiles, winds.
// Everything here is constexpr; nothing is initialised at run time.
#pragma once

#include <array>
#include <cstdint>
#include <string_view>

namespace mjscore {

// Tile kinds in the canonical order of the contract (m p s z): 0-8 manzu 1-9, 9-17 pinzu,
// 18-26 souzu, 27-30 winds East South West North, 31-33 dragons White Green Red.
enum class Tile : uint8_t {
  M1,
  M2,
  M3,
  M4,
  M5,
  M6,
  M7,
  M8,
  M9,
  P1,
  P2,
  P3,
  P4,
  P5,
  P6,
  P7,
  P8,
  P9,
  S1,
  S2,
  S3,
  S4,
  S5,
  S6,
  S7,
  S8,
  S9,
  East,
  South,
  West,
  North,
  White,
  Green,
  Red
};

inline constexpr int kTileKinds = 34;
inline constexpr int kCopies = 4;
using TileCounts = std::array<uint8_t, kTileKinds>;

enum class Suit : uint8_t { Man, Pin, Sou, Honor };

// Seats and winds (the contract writes them E S W N). Seat E is the dealer.
enum class Wind : uint8_t { East, South, West, North };
inline constexpr int kSeats = 4;

// Bonus tiles: flowers 1f-4f (plum, orchid, chrysanthemum, bamboo), seasons 5f-8f
// (spring, summer, autumn, winter). Flower n and season n+4 belong to seat n.
enum class Bonus : uint8_t { Plum, Orchid, Chrysanthemum, Bamboo, Spring, Summer, Autumn, Winter };
inline constexpr int kBonusKinds = 8;

constexpr int index(Tile t) { return static_cast<int>(t); }
constexpr Tile tile_at(int i) { return static_cast<Tile>(i); }
constexpr int index(Wind w) { return static_cast<int>(w); }
constexpr Wind wind_at(int i) { return static_cast<Wind>(i & 3); }

constexpr Suit suit_of(Tile t) { return static_cast<Suit>(index(t) / 9); }
constexpr bool is_honor(Tile t) { return index(t) >= 27; }
constexpr bool is_suited(Tile t) { return index(t) < 27; }
// 1-9 for suited tiles, 1-7 for honours (1z East ... 7z Red).
constexpr int rank_of(Tile t) { return is_honor(t) ? index(t) - 26 : index(t) % 9 + 1; }
constexpr bool is_terminal(Tile t) { return is_suited(t) && (rank_of(t) == 1 || rank_of(t) == 9); }
constexpr bool is_terminal_or_honor(Tile t) { return is_honor(t) || is_terminal(t); }
constexpr bool is_simple(Tile t) { return !is_terminal_or_honor(t); }
constexpr bool is_wind(Tile t) { return index(t) >= 27 && index(t) <= 30; }
constexpr bool is_dragon(Tile t) { return index(t) >= 31; }
constexpr Tile wind_tile(Wind w) { return tile_at(27 + index(w)); }
constexpr Tile make_tile(Suit s, int rank) {
  return tile_at(s == Suit::Honor ? 26 + rank : static_cast<int>(s) * 9 + rank - 1);
}

// The tile a dora indicator points at: next rank in the suit (9 wraps to 1), winds in the
// order E S W N (North wraps to East), dragons White Green Red (Red wraps to White).
// Seed 000 "Contando han" / dora.
constexpr Tile dora_successor(Tile t) {
  const int i = index(t);
  if (i < 27) return tile_at(i - i % 9 + (i % 9 + 1) % 9);
  if (i <= 30) return tile_at(27 + (i - 27 + 1) % 4);
  return tile_at(31 + (i - 31 + 1) % 3);
}

// Tiles of "all green" (ryuuiisou): 2 3 4 6 8 souzu and the green dragon.
constexpr bool is_green(Tile t) {
  return t == Tile::S2 || t == Tile::S3 || t == Tile::S4 || t == Tile::S6 || t == Tile::S8 ||
         t == Tile::Green;
}

// The 13 terminal and honour kinds (kokushi).
inline constexpr std::array<Tile, 13> kTerminalsAndHonors = {
    Tile::M1,    Tile::M9,   Tile::P1,    Tile::P9,    Tile::S1,    Tile::S9, Tile::East,
    Tile::South, Tile::West, Tile::North, Tile::White, Tile::Green, Tile::Red};

inline constexpr std::array<char, 4> kSuitLetters = {'m', 'p', 's', 'z'};
inline constexpr std::array<char, 4> kWindLetters = {'E', 'S', 'W', 'N'};

// Number of red fives that exist of each suit (m p s): one each in a standard set.
inline constexpr int kRedFivesPerSuit = 1;
constexpr bool is_five(Tile t) { return t == Tile::M5 || t == Tile::P5 || t == Tile::S5; }

// A tile with its "red" flag (only meaningful on suited fives).
struct TileRef {
  Tile tile = Tile::M1;
  bool red = false;
  friend constexpr bool operator==(TileRef, TileRef) = default;
};

// Seat relations: the seat `steps` places counter-clockwise (next to play) after `w`.
constexpr Wind next_wind(Wind w, int steps = 1) { return wind_at(index(w) + steps); }

}  // namespace mjscore
