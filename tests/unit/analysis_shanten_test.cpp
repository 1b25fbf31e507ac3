// Shanten (Riichi definition) and waits of 13-tile hands, with hand-computed answers and a
// brute-force cross-check (the distance to the nearest complete hand, counted in tile swaps).
#include <gtest/gtest.h>

#include <algorithm>
#include <vector>

#include "analysis/reference.hpp"
#include "analysis_test_util.hpp"
#include "mjscore/analysis.hpp"

namespace mjscore {
namespace {

using test::counts_of;
using test::mask_of;

WaitResult waits_of(std::string_view text) {
  const TileCounts c = counts_of(text);
  return waits(c, 0, c);
}

TEST(Waits, NineGatesWaitOnAllNine) {
  const auto r = waits_of("1112345678999m");
  EXPECT_EQ(r.waits, mask_of("123456789m"));
  EXPECT_EQ(r.exhausted, 0u);
  EXPECT_TRUE(r.tenpai());
}

TEST(Waits, Nobetan) { EXPECT_EQ(waits_of("2345m123p456p789s").waits, mask_of("25m")); }

TEST(Waits, ShanponAndTanki) {
  EXPECT_EQ(waits_of("11m22p123s456s789s").waits, mask_of("1m2p"));  // shanpon
  EXPECT_EQ(waits_of("1112m456p789s123s").waits, mask_of("23m"));    // tanki 2m, penchan 3m
  EXPECT_EQ(waits_of("123m456p789s1z111s").waits, mask_of("1z"));    // tanki
  // 3334m: 333+4 tanki, 33+34 (2m 5m), 334 + 3? -> 2m 4m 5m.
  EXPECT_EQ(waits_of("3334m456p789s123s").waits, mask_of("245m"));
}

TEST(Waits, SpecialShapes) {
  EXPECT_EQ(waits_of("19m19p19s1234567z").waits, mask_of("19m19p19s1234567z"));
  EXPECT_EQ(waits_of("119m19p19s123456z").waits, mask_of("7z"));
  EXPECT_EQ(waits_of("1133m5577p99s112z").waits, mask_of("2z"));
  // Seven pairs need distinct pairs: 1111m is not two pairs, so no wait on 2z here.
  EXPECT_EQ(waits_of("1111m5577p99s112z").waits, 0u);
}

TEST(Waits, AllFourCopiesHeldIsExhausted) {
  // 1111m: 111m + 1m waits on the fifth 1m, which does not exist.
  const auto r = waits_of("1111m456p789s123s");
  EXPECT_EQ(r.waits, 0u);
  EXPECT_EQ(r.exhausted, mask_of("1m"));
  EXPECT_FALSE(r.tenpai());
  // The same with a pon of 1m beside a lone concealed 1m.
  const TileCounts concealed = counts_of("1m456p789s123s");
  TileCounts all = concealed;
  all[index(Tile::M1)] += 3;
  const auto m = waits(concealed, 1, all);
  EXPECT_EQ(m.waits, 0u);
  EXPECT_EQ(m.exhausted, mask_of("1m"));
  // Copies in melds count too: 23m waits on 1m 4m, but a kan of 4m holds every 4m.
  const TileCounts c2 = counts_of("23m456p789s55z");
  TileCounts all2 = c2;
  all2[index(Tile::M4)] += 4;
  const auto k = waits(c2, 1, all2);
  EXPECT_EQ(k.waits, mask_of("1m"));
  EXPECT_EQ(k.exhausted, mask_of("4m"));
}

TEST(Waits, NotTenpai) {
  EXPECT_EQ(waits_of("147m258p369s1234z").waits, 0u);
  EXPECT_EQ(waits_of("147m258p369s1234z").exhausted, 0u);
}

TEST(Shanten, KnownValues) {
  // Complete: -1.
  EXPECT_EQ(shanten(counts_of("123m456p789s11122z"), 0).best(), -1);
  EXPECT_EQ(shanten(counts_of("123m456p789s11122z"), 0).regular, -1);
  // Tenpai shanpon.
  EXPECT_EQ(shanten(counts_of("123m456p789s1122z"), 0).best(), 0);
  // 2 sets, head 11z, partials 78s and 22z: 8 - 4 - 2 - 1 = 1.
  EXPECT_EQ(shanten(counts_of("123m456p78s11223z"), 0).regular, 1);
  // Thirteen isolated tiles: regular 8; seven pairs 6 (13 kinds, no pair); kokushi: 1m 9s
  // and 1-4z are six orphan kinds, 13 - 6 = 7.
  const Shanten worst = shanten(counts_of("147m258p369s1234z"), 0);
  EXPECT_EQ(worst.regular, 8);
  EXPECT_EQ(worst.seven_pairs, 6);
  EXPECT_EQ(worst.thirteen_orphans, 7);
  EXPECT_EQ(worst.best(), 6);
  // Kokushi: 13 kinds, no pair: tenpai; 12 kinds with a pair: tenpai; 12 kinds no pair: 1.
  EXPECT_EQ(shanten(counts_of("19m19p19s1234567z"), 0).thirteen_orphans, 0);
  EXPECT_EQ(shanten(counts_of("119m19p19s123456z"), 0).thirteen_orphans, 0);
  EXPECT_EQ(shanten(counts_of("5m19m19p19s123456z"), 0).thirteen_orphans, 1);
  // Seven pairs: 6 pairs + 1 single: tenpai. A quad is one pair: 1111m2233p4455s6z has
  // 5 pairs and 6 kinds: 6 - 5 + 1 = 2.
  EXPECT_EQ(shanten(counts_of("1133m5577p99s112z"), 0).seven_pairs, 0);
  EXPECT_EQ(shanten(counts_of("1111m2233p4455s6z"), 0).seven_pairs, 2);
  // Special shapes do not apply with melds: they never beat the regular value.
  const Shanten open = shanten(counts_of("1133m5577p99s1z"), 1);
  EXPECT_EQ(open.best(), open.regular);
  // Melds count as sets: 3 melds + 23m + 55z is tenpai (8 - 6 - 1 - 1 = 0); with 56z instead
  // there is no head: 8 - 6 - 1 = 1.
  EXPECT_EQ(shanten_regular(counts_of("23m55z"), 3), 0);
  EXPECT_EQ(shanten_regular(counts_of("23m56z"), 3), 1);
  EXPECT_EQ(shanten_regular(counts_of("5z"), 4), 0);
  EXPECT_EQ(shanten_regular(counts_of("55z"), 4), -1);
  // Too many partials: 12m 45m 78m 12p 45p 78p, only 4 slots: 8 - 4 = 4 (no head).
  EXPECT_EQ(shanten_regular(counts_of("124578m124578p9s"), 0), 4);
  // With a head: 8 - 4 - 1 = 3.
  EXPECT_EQ(shanten_regular(counts_of("124578m12457p99s"), 0), 3);
}

// --- brute force: swaps to the nearest complete hand ---------------------------------------
// Every complete concealed part (4 - melds sets and a pair, copies unbounded as in the Riichi
// definition) is a target; the hand keeps k of its tiles; it needs (14 - 3 * melds) - k draws,
// so shanten = that - 1.
struct SetShape {
  int tiles[3];
};

std::vector<SetShape> all_sets() {
  std::vector<SetShape> v;
  for (int t = 0; t < kTileKinds; ++t) v.push_back({{t, t, t}});
  for (int s = 0; s < 3; ++s)
    for (int r = 0; r < 7; ++r) v.push_back({{s * 9 + r, s * 9 + r + 1, s * 9 + r + 2}});
  return v;
}

int kept(const TileCounts& hand, const std::array<int, kTileKinds>& target) {
  int k = 0;
  for (int i = 0; i < kTileKinds; ++i) k += hand[i] < target[i] ? hand[i] : target[i];
  return k;
}

void best_kept(const TileCounts& hand, const std::vector<SetShape>& sets, int need, int from,
               std::array<int, kTileKinds>& target, int& best) {
  if (need == 0) {
    for (int p = 0; p < kTileKinds; ++p) {
      target[p] += 2;
      const int k = kept(hand, target);
      if (k > best) best = k;
      target[p] -= 2;
    }
    return;
  }
  for (int s = from; s < static_cast<int>(sets.size()); ++s) {
    for (int t : sets[s].tiles) ++target[t];
    best_kept(hand, sets, need - 1, s, target, best);
    for (int t : sets[s].tiles) --target[t];
  }
}

int brute_force_regular(const TileCounts& hand, int melds) {
  static const std::vector<SetShape> sets = all_sets();
  std::array<int, kTileKinds> target{};
  int best = 0;
  best_kept(hand, sets, 4 - melds, 0, target, best);
  return (14 - 3 * melds) - best - 1;
}

TEST(Shanten, RegularMatchesBruteForceOnSmallHands) {
  test::WallDrawer drawer(20261122);
  int checked = 0;
  for (int melds = 3; melds >= 1; --melds) {
    const int rounds = melds == 1 ? (test::kSlowBuild ? 5 : 40) : 300;
    for (int i = 0; i < rounds; ++i) {
      const int n = 13 - 3 * melds + static_cast<int>(drawer.next() % 2);
      // Narrow tile ranges make sets and partials frequent.
      const int lo = static_cast<int>(drawer.next() % 3) * 9;
      const int hi = i % 3 == 0 ? kTileKinds : lo + 9 + static_cast<int>(drawer.next() % 10);
      const TileCounts hand = drawer.draw(n, lo, hi > kTileKinds ? kTileKinds : hi);
      ASSERT_EQ(shanten_regular(hand, melds), brute_force_regular(hand, melds))
          << "melds " << melds << " tiles " << n;
      ++checked;
    }
  }
  EXPECT_GT(checked, 600);  // at least 300 hands with 3 melds and 300 with 2
}

TEST(Shanten, FullHandsMatchBruteForce) {
  test::WallDrawer drawer(7);
  const int rounds = test::kSlowBuild ? 1 : 8;
  for (int i = 0; i < rounds; ++i) {
    const TileCounts hand = drawer.draw(13 + i % 2, 0, 9 + 9 * (i % 3));
    ASSERT_EQ(shanten_regular(hand, 0), brute_force_regular(hand, 0)) << i;
  }
}

// Seven pairs and thirteen orphans by a second, direct definition: the best choice of seven
// distinct kinds (each keeps up to 2 tiles), and of the 13 orphan kinds plus one pair.
TEST(Shanten, SpecialShapesMatchDirectCount) {
  test::WallDrawer drawer(99);
  for (int i = 0; i < 2000; ++i) {
    const TileCounts hand = drawer.draw(13 + i % 2, 0, 9 + 25 * (i % 2));
    std::vector<int> keep;
    for (auto x : hand) keep.push_back(x < 2 ? x : 2);
    std::sort(keep.rbegin(), keep.rend());
    int k = 0;
    for (int j = 0; j < 7; ++j) k += keep[j];
    int orphans = 0, extra = 0;
    for (Tile t : kTerminalsAndHonors) {
      orphans += hand[index(t)] >= 1;
      if (hand[index(t)] >= 2) extra = 1;
    }
    const Shanten s = shanten(hand, 0);
    EXPECT_EQ(s.seven_pairs, 13 - k);
    EXPECT_EQ(s.thirteen_orphans, 13 - orphans - extra);
  }
}

// Waits agree with shanten: a 13-tile hand is tenpai (shanten 0) exactly when some tile
// (existing or exhausted) completes it.
TEST(Waits, AgreeWithShanten) {
  test::WallDrawer drawer(1234);
  for (int i = 0; i < 3000; ++i) {
    const TileCounts hand = drawer.draw(13, 0, 9 + 25 * (i % 2));
    const WaitResult w = waits(hand, 0, hand);
    EXPECT_EQ(w.waits != 0 || w.exhausted != 0, shanten(hand, 0).best() == 0);
  }
}

}  // namespace
}  // namespace mjscore
