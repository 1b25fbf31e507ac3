#include <gtest/gtest.h>

#include "mjscore/tiles.hpp"

namespace mjscore {
// Seed 000 dora: 9 wraps to 1, North to East, Red to White.
static_assert(dora_successor(Tile::M9) == Tile::M1);
static_assert(dora_successor(Tile::P4) == Tile::P5);
static_assert(dora_successor(Tile::North) == Tile::East);
static_assert(dora_successor(Tile::Red) == Tile::White);
static_assert(dora_successor(Tile::White) == Tile::Green);

TEST(Tiles, Classification) {
  EXPECT_TRUE(is_terminal(Tile::S9));
  EXPECT_FALSE(is_terminal(Tile::East));
  EXPECT_TRUE(is_terminal_or_honor(Tile::East));
  EXPECT_TRUE(is_simple(Tile::M5));
  EXPECT_EQ(rank_of(Tile::Red), 7);
  EXPECT_EQ(make_tile(Suit::Pin, 3), Tile::P3);
}
}  // namespace mjscore
