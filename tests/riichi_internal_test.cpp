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

}  // namespace
}  // namespace mjscore::riichi
