// Internal helpers of the riichi scorer (src/family/riichi): the bit tricks of the hand view and of
// the fu lines.
#include <gtest/gtest.h>

#include <cstddef>
#include <random>
#include <vector>

#include "family/riichi/fu.hpp"
#include "family/riichi/hand_view.hpp"
#include "root_rules.hpp"

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
      if (i < 24) continue;  // triplets are kept for kinds 24-33 only
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

// set_lines (four sets at once with SSE4.1) writes the lines a loop over the rules' set lines
// keeps, in order: every set kind and concealment on random tiles (a run's first tile at rank 7
// at most), under the root's fu and with a set of 0 fu (whose line is left out).
TEST(RiichiInternal, SetLinesMatchALoop) {
  std::mt19937 rng(11);
  auto no_open_triplet_fu =
      Engine::create()->riichi_rules("riichi", {{"fu.open_triplet", OptionValue{0LL}}});
  ASSERT_TRUE(no_open_triplet_fu);
  for (int round = 0; round < 20000; ++round) {
    const FuLine* table =
        tables((round % 2 ? root_rules() : *no_open_triplet_fu).scoring).set_lines.data();
    Block blocks[7] = {};
    for (int i = 0; i < 4; ++i) {
      const auto kind = static_cast<BlockKind>(rng() % 3);
      const int first = kind == BlockKind::Run ? 9 * static_cast<int>(rng() % 3) + rng() % 7
                                               : static_cast<int>(rng() % kTileKinds);
      blocks[i] = {kind, tile_at(first), static_cast<int8_t>(i)};
    }
    blocks[4] = {BlockKind::Pair, tile_at(static_cast<int>(rng() % kTileKinds)), -1};
    const unsigned concealed = rng() % 16;
    std::vector<FuLine> expected;
    for (int i = 0; i < 4; ++i) {
      const FuLine line = table[8 * index(blocks[i].first) + 4 * ((concealed >> i) & 1) +
                                static_cast<int>(blocks[i].kind)];
      if (line.has_tile) expected.push_back(line);
    }
    FuLine out[16] = {};
    const FuLine* end = set_lines(blocks, concealed, table, out);
    ASSERT_EQ(end - out, static_cast<std::ptrdiff_t>(expected.size()));
    for (std::size_t k = 0; k < expected.size(); ++k) {
      EXPECT_EQ(out[k].reason.id, expected[k].reason.id);
      EXPECT_EQ(out[k].fu, expected[k].fu);
      EXPECT_EQ(out[k].tile, expected[k].tile);
      EXPECT_EQ(out[k].has_tile, expected[k].has_tile);
    }
  }
}

}  // namespace
}  // namespace mjscore::riichi
