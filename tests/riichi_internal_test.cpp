// Internal helpers of the riichi scorer (src/riichi): the bit tricks of the hand view.
#include <gtest/gtest.h>

#include <random>

#include "riichi/hand_view.hpp"

namespace mjscore::riichi {
namespace {

TEST(RiichiInternal, CountMasksAndTotalMatchALoop) {
  std::mt19937 rng(7);
  for (int round = 0; round < 2000; ++round) {
    TileCounts c{};
    for (auto& x : c) x = static_cast<uint8_t>(rng() % 5);
    const CountMasks m = count_masks(c);
    int total = 0;
    for (int i = 0; i < kTileKinds; ++i) {
      total += c[i];
      EXPECT_EQ((m.present >> i) & 1, c[i] >= 1 ? 1u : 0u);
      if (i < 24) continue;  // pairs and triplets are kept for kinds 24-33 only
      EXPECT_EQ((m.pairs >> i) & 1, c[i] >= 2 ? 1u : 0u);
      EXPECT_EQ((m.triplets >> i) & 1, c[i] >= 3 ? 1u : 0u);
    }
    EXPECT_EQ(m.present >> kTileKinds, 0u);
    EXPECT_EQ(tile_total(c), total);
  }
}

// holds_seat reads the payload byte of an optional wind whether or not it is engaged.
TEST(RiichiInternal, HoldsSeat) {
  const Wind winds[4] = {Wind::East, Wind::South, Wind::West, Wind::North};
  for (Wind held : winds)
    for (Wind seat : winds) {
      std::optional<Wind> w = held;
      EXPECT_EQ(holds_seat(w, seat), held == seat);
      w.reset();  // the stale payload must not count
      EXPECT_FALSE(holds_seat(w, seat));
    }
  EXPECT_FALSE(holds_seat(std::nullopt, Wind::East));
}

}  // namespace
}  // namespace mjscore::riichi
