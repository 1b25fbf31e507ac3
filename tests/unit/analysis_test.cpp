// Hand analysis: arrangements of complete hands (seed 000 "Fu de esperas" for the wait shapes).
// The reference implementation (src/analysis/reference.hpp) is the oracle of the fast one.
#include <gtest/gtest.h>

#include <string_view>

#include "analysis/reference.hpp"
#include "analysis_test_util.hpp"
#include "mjscore/analysis.hpp"

namespace mjscore {
namespace {

using test::counts_of;
using test::hand_of;
using test::won_on;

// Every arrangement must rebuild the hand exactly and hold the winning tile where it says.
void expect_consistent(const Hand& hand, const Arrangements& list) {
  for (const Arrangement& a : list) {
    TileCounts rebuilt{};
    int melds_seen = 0;
    for (const Block& b : a.blocks) {
      if (b.from_meld()) {
        ++melds_seen;
        continue;
      }
      const int f = index(b.first);
      switch (b.kind) {
        case BlockKind::Run:
          for (int k = 0; k < 3; ++k) ++rebuilt[f + k];
          break;
        case BlockKind::Triplet:
          rebuilt[f] += 3;
          break;
        case BlockKind::Kan:
          rebuilt[f] += 4;
          break;
        case BlockKind::Pair:
          rebuilt[f] += 2;
          break;
      }
    }
    if (a.shape == Shape::ThirteenOrphans) {
      EXPECT_EQ(a.win_block, -1);
      EXPECT_TRUE(a.wait == Wait::Kokushi || a.wait == Wait::Kokushi13);
      continue;
    }
    EXPECT_EQ(rebuilt, hand.concealed);
    EXPECT_EQ(melds_seen, hand.melds.size());
    ASSERT_GE(a.win_block, 0);
    ASSERT_LT(a.win_block, a.blocks.size());
    const Block& w = a.blocks[a.win_block];
    EXPECT_FALSE(w.from_meld());
    const int d = index(hand.win.tile) - index(w.first);
    if (w.kind == BlockKind::Run) {
      EXPECT_TRUE(d >= 0 && d <= 2);
    } else {
      EXPECT_EQ(d, 0);
    }
  }
}

Arrangements arrangements_of(const Hand& h) {
  Arrangements out;
  arrange(h, out);
  expect_consistent(h, out);
  Arrangements ref;
  reference::arrange(h, ref);
  EXPECT_EQ(out.size(), ref.size());
  return out;
}

int count_wait(const Arrangements& list, Wait w) {
  int n = 0;
  for (const auto& a : list) n += a.wait == w;
  return n;
}

TEST(Arrange, TripletAndRunReadings) {
  // 111222333m reads as three triplets or as three identical runs 123m.
  {
    const auto list = arrangements_of(hand_of("111222333m456p55s", Tile::M3));
    ASSERT_EQ(list.size(), 2);
    EXPECT_EQ(count_wait(list, Wait::Shanpon), 1);  // 333m
    EXPECT_EQ(count_wait(list, Wait::Penchan), 1);  // 12m waiting on 3m (listed once)
    for (const auto& a : list) {
      EXPECT_EQ(a.shape, Shape::Regular);
      ASSERT_EQ(a.blocks.size(), 5);
      EXPECT_EQ(a.blocks[4].kind, BlockKind::Pair);
      EXPECT_EQ(a.blocks[4].first, Tile::S5);
      EXPECT_FALSE(a.nine_sided);
    }
  }
  {
    const auto list = arrangements_of(hand_of("111222333m456p55s", Tile::M2));
    ASSERT_EQ(list.size(), 2);
    EXPECT_EQ(count_wait(list, Wait::Shanpon), 1);
    EXPECT_EQ(count_wait(list, Wait::Kanchan), 1);
  }
  {
    const auto list = arrangements_of(hand_of("111222333m456p55s", Tile::M1));
    ASSERT_EQ(list.size(), 2);
    EXPECT_EQ(count_wait(list, Wait::Shanpon), 1);
    EXPECT_EQ(count_wait(list, Wait::Ryanmen), 1);  // 23m waiting on 1m or 4m
  }
  {
    const auto list = arrangements_of(hand_of("111222333m456p55s", Tile::S5));
    ASSERT_EQ(list.size(), 2);
    EXPECT_EQ(count_wait(list, Wait::Tanki), 2);
  }
  {
    const auto list = arrangements_of(hand_of("111222333m456p55s", Tile::P5));
    ASSERT_EQ(list.size(), 2);
    EXPECT_EQ(count_wait(list, Wait::Kanchan), 2);
  }
}

TEST(Arrange, SortedBlocksAndWaitShapes) {
  const auto list = arrangements_of(hand_of("123m789m345p777s22z", Tile::M7));
  ASSERT_EQ(list.size(), 1);
  const Arrangement& a = list[0];
  ASSERT_EQ(a.blocks.size(), 5);
  EXPECT_EQ(a.blocks[0], (Block{BlockKind::Run, Tile::M1, -1}));
  EXPECT_EQ(a.blocks[1], (Block{BlockKind::Run, Tile::M7, -1}));
  EXPECT_EQ(a.blocks[2], (Block{BlockKind::Run, Tile::P3, -1}));
  EXPECT_EQ(a.blocks[3], (Block{BlockKind::Triplet, Tile::S7, -1}));
  EXPECT_EQ(a.blocks[4], (Block{BlockKind::Pair, Tile::South, -1}));
  EXPECT_EQ(a.win_block, 1);
  EXPECT_EQ(a.wait, Wait::Penchan);  // 89m waiting on 7m
  EXPECT_EQ(arrangements_of(hand_of("123m789m345p777s22z", Tile::M9))[0].wait, Wait::Ryanmen);
  EXPECT_EQ(arrangements_of(hand_of("123m789m345p777s22z", Tile::M1))[0].wait, Wait::Ryanmen);
  EXPECT_EQ(arrangements_of(hand_of("123m789m345p777s22z", Tile::M3))[0].wait, Wait::Penchan);
  EXPECT_EQ(arrangements_of(hand_of("123m789m345p777s22z", Tile::P4))[0].wait, Wait::Kanchan);
  EXPECT_EQ(arrangements_of(hand_of("123m789m345p777s22z", Tile::S7))[0].wait, Wait::Shanpon);
  EXPECT_EQ(arrangements_of(hand_of("123m789m345p777s22z", Tile::South))[0].wait, Wait::Tanki);
}

TEST(Arrange, NineGatesEveryTile) {
  // 1112345678999m plus any manzu tile: the nine-sided wait, whatever the winning tile.
  int total = 0;
  for (int r = 1; r <= 9; ++r) {
    const Tile win = make_tile(Suit::Man, r);
    Hand h = won_on("1112345678999m", win);
    const auto list = arrangements_of(h);
    ASSERT_FALSE(list.empty()) << "rank " << r;
    for (const auto& a : list) {
      EXPECT_TRUE(a.nine_sided);
      EXPECT_EQ(a.shape, Shape::Regular);
    }
    total += list.size();
  }
  // +1m: 111 123 456 789 99 (1m in 111: shanpon, in 123: ryanmen).
  {
    const auto list = arrangements_of(won_on("1112345678999m", Tile::M1));
    ASSERT_EQ(list.size(), 2);
    EXPECT_EQ(count_wait(list, Wait::Shanpon), 1);
    EXPECT_EQ(count_wait(list, Wait::Ryanmen), 1);
  }
  // +2m: 111 22 345 678 999, only the pair holds 2m.
  {
    const auto list = arrangements_of(won_on("1112345678999m", Tile::M2));
    ASSERT_EQ(list.size(), 1);
    EXPECT_EQ(list[0].wait, Wait::Tanki);
  }
  // +3m: 11 123 345 678 999 (3m in 123: penchan, in 345: ryanmen).
  {
    const auto list = arrangements_of(won_on("1112345678999m", Tile::M3));
    ASSERT_EQ(list.size(), 2);
    EXPECT_EQ(count_wait(list, Wait::Penchan), 1);
    EXPECT_EQ(count_wait(list, Wait::Ryanmen), 1);
  }
  // +5m: 111 234 55 678 999 only.
  {
    const auto list = arrangements_of(won_on("1112345678999m", Tile::M5));
    ASSERT_EQ(list.size(), 1);
    EXPECT_EQ(list[0].wait, Wait::Tanki);
  }
  EXPECT_GE(total, 9);
  // The winning tile decides what "before the win" was: 11122345678999m won on 9m was
  // 1112234567899m before (not nine gates); won on 2m it was 1112345678999m.
  const auto not_gates = arrangements_of(hand_of("11122345678999m", Tile::M9));
  ASSERT_FALSE(not_gates.empty());
  for (const auto& a : not_gates) EXPECT_FALSE(a.nine_sided);
  for (const auto& a : arrangements_of(hand_of("11122345678999m", Tile::M2)))
    EXPECT_TRUE(a.nine_sided);
}

TEST(Arrange, SevenPairsAndRegularReadings) {
  const auto list = arrangements_of(hand_of("22334455667788p", Tile::P5));
  // Regular: pair 22 (345 345 678 678), pair 55 (234 234 678 678), pair 88 (234 234 567 567);
  // plus seven pairs.
  ASSERT_EQ(list.size(), 4);
  int seven = 0;
  for (const auto& a : list) {
    if (a.shape == Shape::SevenPairs) {
      ++seven;
      ASSERT_EQ(a.blocks.size(), 7);
      EXPECT_EQ(a.wait, Wait::Tanki);
      EXPECT_EQ(a.blocks[a.win_block].first, Tile::P5);
    }
  }
  EXPECT_EQ(seven, 1);
  EXPECT_EQ(count_wait(list, Wait::Ryanmen), 2);
  EXPECT_EQ(count_wait(list, Wait::Tanki), 2);
}

TEST(Arrange, SevenPairsNeedDistinctPairs) {
  EXPECT_TRUE(arrangements_of(hand_of("11223344556677z", Tile::Red)).size() == 1);
  // 1111m is not two pairs.
  EXPECT_TRUE(arrangements_of(hand_of("1111m2233445566z", Tile::Green)).empty());
}

TEST(Arrange, ThirteenOrphans) {
  {
    const auto list = arrangements_of(hand_of("119m19p19s1234567z", Tile::Red));
    ASSERT_EQ(list.size(), 1);
    EXPECT_EQ(list[0].shape, Shape::ThirteenOrphans);
    EXPECT_EQ(list[0].wait, Wait::Kokushi);
    EXPECT_TRUE(list[0].blocks.empty());
  }
  {
    const auto list = arrangements_of(hand_of("119m19p19s1234567z", Tile::M1));
    ASSERT_EQ(list.size(), 1);
    EXPECT_EQ(list[0].wait, Wait::Kokushi13);
  }
  EXPECT_TRUE(arrangements_of(hand_of("129m19p19s1234567z", Tile::M2)).empty());
}

TEST(Arrange, MeldsComeFirstAndNeverHoldTheWin) {
  Hand h = hand_of("456m789p55s", Tile::M6);
  h.melds.push_back(Meld{MeldKind::Chi, Tile::S1});
  h.melds.push_back(Meld{MeldKind::Ankan, Tile::East});
  const auto list = arrangements_of(h);
  ASSERT_EQ(list.size(), 1);
  const Arrangement& a = list[0];
  ASSERT_EQ(a.blocks.size(), 5);
  EXPECT_EQ(a.blocks[0], (Block{BlockKind::Run, Tile::S1, 0}));
  EXPECT_EQ(a.blocks[1], (Block{BlockKind::Kan, Tile::East, 1}));
  EXPECT_EQ(a.blocks[2], (Block{BlockKind::Run, Tile::M4, -1}));
  EXPECT_EQ(a.blocks[3], (Block{BlockKind::Run, Tile::P7, -1}));
  EXPECT_EQ(a.blocks[4], (Block{BlockKind::Pair, Tile::S5, -1}));
  EXPECT_EQ(a.win_block, 2);
  EXPECT_EQ(a.wait, Wait::Ryanmen);

  // A chi of 345s and a pair of 5s: the winning 5s sits in the pair, not in the chi.
  Hand p = hand_of("123m456p789s55s", Tile::S5);
  p.melds.push_back(Meld{MeldKind::Chi, Tile::S3});
  const auto plist = arrangements_of(p);
  ASSERT_EQ(plist.size(), 1);
  EXPECT_EQ(plist[0].blocks[0], (Block{BlockKind::Run, Tile::S3, 0}));
  EXPECT_EQ(plist[0].wait, Wait::Tanki);
  EXPECT_EQ(plist[0].win_block, 4);

  // Four melds: a lone pair (tanki); no seven pairs or kokushi with melds.
  Hand four = hand_of("77z", Tile::Red);
  for (Tile t : {Tile::M1, Tile::M2, Tile::P3, Tile::S4})
    four.melds.push_back(Meld{MeldKind::Pon, t});
  const auto flist = arrangements_of(four);
  ASSERT_EQ(flist.size(), 1);
  EXPECT_EQ(flist[0].blocks.size(), 5);
  EXPECT_EQ(flist[0].win_block, 4);
}

TEST(Arrange, NonWinningHandsGiveNothing) {
  EXPECT_TRUE(arrangements_of(hand_of("123m456p789s12345z", Tile::Red)).empty());
  EXPECT_TRUE(arrangements_of(hand_of("123m456p789s1123z", Tile::West)).empty());  // 13 tiles
  EXPECT_TRUE(arrangements_of(hand_of("123m456p789s1122z", Tile::M5)).empty());    // win absent
  EXPECT_TRUE(arrangements_of(hand_of("1357m2468p13579s", Tile::S9)).empty());
  Hand wrong_size = hand_of("123m456p789s11z", Tile::East);  // 12 tiles, no melds
  EXPECT_TRUE(arrangements_of(wrong_size).empty());
}

TEST(Complete, Shapes) {
  EXPECT_TRUE(is_complete(counts_of("111222333m456p55s"), 0));
  EXPECT_TRUE(is_complete_regular(counts_of("111222333m456p55s"), 0));
  EXPECT_TRUE(is_complete(counts_of("11223344556677z"), 0));
  EXPECT_FALSE(is_complete_regular(counts_of("11223344556677z"), 0));
  EXPECT_TRUE(is_complete(counts_of("119m19p19s1234567z"), 0));
  EXPECT_FALSE(is_complete_regular(counts_of("119m19p19s1234567z"), 0));
  EXPECT_FALSE(is_complete(counts_of("119m19p19s1234567z"), 1));  // melds: wrong size too
  EXPECT_TRUE(is_complete(counts_of("55z"), 4));
  EXPECT_TRUE(is_complete(counts_of("234s55z"), 3));
  EXPECT_FALSE(is_complete(counts_of("234s56z"), 3));
  EXPECT_FALSE(is_complete(counts_of("234s55z"), 2));
}

}  // namespace
}  // namespace mjscore
