// The table-driven analysis must agree exactly with the reference implementation
// (src/analysis/reference.hpp) on many random hands drawn from a full 136-tile wall.
// Hand counts: 10^6 per check in optimised builds, fewer under sanitizers or in debug builds;
// MJSCORE_ANALYSIS_HANDS overrides.
#include <gtest/gtest.h>

#include <cstdlib>
#include <string>

#include "analysis/compact.hpp"
#include "analysis/reference.hpp"
#include "analysis/swar.hpp"
#include "analysis_test_util.hpp"
#include "mjscore/analysis.hpp"

namespace mjscore {
namespace {

int hand_count(int fast_build, int slow_build) {
  if (const char* env = std::getenv("MJSCORE_ANALYSIS_HANDS")) return std::atoi(env);
  return test::kSlowBuild ? slow_build : fast_build;
}

std::string describe(const TileCounts& c, int melds) {
  std::string s;
  const char suits[] = "mpsz";
  for (int g = 0; g < 4; ++g) {
    bool any = false;
    for (int i = 0; i < (g == 3 ? 7 : 9); ++i)
      for (int k = 0; k < c[9 * g + i]; ++k) {
        s += static_cast<char>('1' + i);
        any = true;
      }
    if (any) s += suits[g];
  }
  return s + " melds=" + std::to_string(melds);
}

bool same(const Arrangement& a, const Arrangement& b) {
  if (a.shape != b.shape || a.win_block != b.win_block || a.wait != b.wait ||
      a.nine_sided != b.nine_sided || a.blocks.size() != b.blocks.size())
    return false;
  for (int i = 0; i < a.blocks.size(); ++i)
    if (!(a.blocks[i] == b.blocks[i])) return false;
  return true;
}

// Complete hands: melds and concealed sets drawn from the wall, then a pair; now and then a
// seven-pairs or thirteen-orphans hand; the winning tile is a random concealed tile.
class CompleteHands {
 public:
  explicit CompleteHands(uint64_t seed) : rng_(seed) {}

  Hand next() {
    for (;;) {
      Hand h;
      TileCounts left;
      left.fill(kCopies);
      const int kind = static_cast<int>(rng_() % 20);
      bool ok = true;
      if (kind == 0) {
        ok = seven_pairs(h, left);
      } else if (kind == 1) {
        ok = orphans(h, left);
      } else {
        const int melds = kind < 8 ? static_cast<int>(rng_() % 5) : 0;
        const int narrow = static_cast<int>(rng_() % 3);  // 0: all tiles, else one suit mostly
        const int suit = static_cast<int>(rng_() % 3);
        for (int m = 0; m < 4 && ok; ++m) ok = add_set(h, left, m < melds, narrow, suit);
        ok = ok && add_pair(h, left, narrow, suit);
      }
      if (!ok) continue;
      pick_win(h);
      return h;
    }
  }

 private:
  int random_tile(int narrow, int suit) {
    if (narrow && rng_() % 4 != 0) return suit * 9 + static_cast<int>(rng_() % 9);
    return static_cast<int>(rng_() % kTileKinds);
  }
  bool add_set(Hand& h, TileCounts& left, bool meld, int narrow, int suit) {
    for (int tries = 0; tries < 20; ++tries) {
      const int t = random_tile(narrow, suit);
      const bool run = rng_() % 2 == 0 && t < 27 && t % 9 <= 6;
      const bool kan = meld && !run && rng_() % 3 == 0;
      if (run) {
        if (!left[t] || !left[t + 1] || !left[t + 2]) continue;
        for (int k = 0; k < 3; ++k) --left[t + k];
        if (meld) {
          h.melds.push_back(Meld{MeldKind::Chi, tile_at(t)});
        } else {
          for (int k = 0; k < 3; ++k) ++h.concealed[t + k];
        }
        return true;
      }
      const int n = kan ? 4 : 3;
      if (left[t] < n) continue;
      left[t] -= n;
      if (meld) {
        const MeldKind kinds[3] = {MeldKind::Kan, MeldKind::Ankan, MeldKind::Kakan};
        h.melds.push_back(Meld{kan ? kinds[rng_() % 3] : MeldKind::Pon, tile_at(t)});
      } else {
        h.concealed[t] += 3;
      }
      return true;
    }
    return false;
  }
  bool add_pair(Hand& h, TileCounts& left, int narrow, int suit) {
    for (int tries = 0; tries < 20; ++tries) {
      const int t = random_tile(narrow, suit);
      if (left[t] < 2) continue;
      left[t] -= 2;
      h.concealed[t] += 2;
      return true;
    }
    return false;
  }
  bool seven_pairs(Hand& h, TileCounts& left) {
    const int suit = static_cast<int>(rng_() % 4);
    int placed = 0;
    for (int tries = 0; tries < 200 && placed < 7; ++tries) {
      const int t = rng_() % 2 ? static_cast<int>(rng_() % kTileKinds)
                               : suit * 9 + static_cast<int>(rng_() % (suit == 3 ? 7 : 9));
      if (h.concealed[t] || left[t] < 2) continue;
      h.concealed[t] = 2;
      left[t] -= 2;
      ++placed;
    }
    return placed == 7;
  }
  bool orphans(Hand& h, TileCounts&) {
    for (Tile t : kTerminalsAndHonors) h.concealed[index(t)] = 1;
    ++h.concealed[index(kTerminalsAndHonors[rng_() % 13])];
    return true;
  }
  void pick_win(Hand& h) {
    int n = static_cast<int>(rng_() % static_cast<uint64_t>(h.concealed_count()));
    for (int i = 0; i < kTileKinds; ++i) {
      if (n < h.concealed[i]) {
        h.win = TileRef{tile_at(i), false};
        return;
      }
      n -= h.concealed[i];
    }
  }
  std::mt19937_64 rng_;
};

TEST(FastAnalysis, ArrangeMatchesReference) {
  const int hands = hand_count(1'000'000, 100'000);
  CompleteHands gen(42);
  int arrangements = 0;
  for (int i = 0; i < hands; ++i) {
    const Hand h = gen.next();
    Arrangements fast, ref;
    arrange(h, fast);
    reference::arrange(h, ref);
    ASSERT_EQ(fast.size(), ref.size()) << describe(h.concealed, h.melds.size());
    for (int k = 0; k < fast.size(); ++k)
      ASSERT_TRUE(same(fast[k], ref[k])) << describe(h.concealed, h.melds.size()) << " #" << k;
    ASSERT_FALSE(fast.empty()) << describe(h.concealed, h.melds.size());
    ASSERT_TRUE(is_complete(h.concealed, h.melds.size()));
    arrangements += fast.size();
  }
  EXPECT_GE(arrangements, hands);
}

bool same(const CompactArrangement& a, const CompactArrangement& b) {
  return a.shape == b.shape && a.wait == b.wait && a.win_block == b.win_block &&
         a.peikou == b.peikou && a.pair == b.pair && a.runs == b.runs && a.triplets == b.triplets;
}

// The compact readings (set masks from the generated split records, the winning block and wait)
// against the reference's arrangements: the same list in the same order, each entry's masks
// those of the reference arrangement, and its expansion that arrangement.
TEST(FastAnalysis, CompactArrangeMatchesReference) {
  const int hands = hand_count(1'000'000, 100'000);
  CompleteHands gen(4343);
  int readings = 0, several = 0, peikou = 0;
  for (int i = 0; i < hands; ++i) {
    const Hand h = gen.next();
    CompactArrangements compact;
    Arrangements ref;
    ASSERT_TRUE(arrange_compact(h, compact));
    reference::arrange(h, ref);
    ASSERT_EQ(compact.size(), ref.size()) << describe(h.concealed, h.melds.size());
    for (int k = 0; k < compact.size(); ++k) {
      ASSERT_TRUE(same(compact[k], compact_of(ref[k])))
          << describe(h.concealed, h.melds.size()) << " #" << k;
      Arrangement expanded;
      expand(h, compact[k], expanded);
      ASSERT_TRUE(same(expanded, ref[k])) << describe(h.concealed, h.melds.size()) << " #" << k;
      peikou += compact[k].peikou > 0;
    }
    readings += compact.size();
    several += compact.size() > 1;
  }
  EXPECT_GE(readings, hands);
  EXPECT_GT(several, 0);
  EXPECT_GT(peikou, 0);
}

TEST(FastAnalysis, CompactOfCountsPeikouAndConcealedSetsOnly) {
  // 123m 123m 123m 123m 55p with a chi of 789s beside it: not a hand (17 tiles), but the masks
  // only read the blocks: three copies of a run make one peikou pair, four make two.
  Arrangement a;
  a.shape = Shape::Regular;
  a.blocks.push_back({BlockKind::Run, Tile::S7, 0});
  for (int k = 0; k < 4; ++k) a.blocks.push_back({BlockKind::Run, Tile::M1, -1});
  a.blocks.push_back({BlockKind::Pair, Tile::P5, -1});
  CompactArrangement c = compact_of(a);
  EXPECT_EQ(c.runs, 1u);
  EXPECT_EQ(c.peikou, 2);
  EXPECT_EQ(c.pair, Tile::P5);
  EXPECT_EQ(c.triplets, 0u);
  a.blocks[4] = {BlockKind::Triplet, Tile::East, -1};
  c = compact_of(a);
  EXPECT_EQ(c.peikou, 1);
  EXPECT_EQ(c.triplets, uint64_t{1} << index(Tile::East));
}

TEST(FastAnalysis, CompactArrangeLeavesCountsAboveFourToArrange) {
  Hand h;
  h.concealed[0] = 5;
  h.concealed[1] = 3;
  h.concealed[2] = 3;
  h.concealed[3] = 3;
  h.win = TileRef{Tile::M1, false};
  CompactArrangements compact;
  EXPECT_FALSE(arrange_compact(h, compact));
  EXPECT_TRUE(compact.empty());
}

TEST(FastAnalysis, CompleteMatchesReferenceOnRandomTiles) {
  const int hands = hand_count(1'000'000, 100'000);
  test::WallDrawer drawer(4242);
  int complete = 0;
  for (int i = 0; i < hands; ++i) {
    const int melds = static_cast<int>(drawer.next() % 5);
    const int suit = static_cast<int>(drawer.next() % 3) * 9;
    // One suit (plus some honours) makes complete hands frequent.
    const TileCounts c = i % 2 ? drawer.draw(14 - 3 * melds)
                               : drawer.draw(14 - 3 * melds, suit, i % 4 == 0 ? 34 : suit + 9);
    const bool fast = is_complete(c, melds);
    ASSERT_EQ(fast, reference::is_complete(c, melds)) << describe(c, melds);
    ASSERT_EQ(is_complete_regular(c, melds), reference::is_complete_regular(c, melds))
        << describe(c, melds);
    complete += fast;
  }
  EXPECT_GT(complete, 0);
}

TEST(FastAnalysis, ShantenMatchesReference) {
  const int hands = hand_count(1'000'000, 50'000);
  test::WallDrawer drawer(777);
  for (int i = 0; i < hands; ++i) {
    const int melds = i % 3 == 0 ? static_cast<int>(drawer.next() % 5) : 0;
    const int n = 13 - 3 * melds + static_cast<int>(drawer.next() % 2);
    const int suit = static_cast<int>(drawer.next() % 3) * 9;
    const TileCounts c = i % 4 ? drawer.draw(n) : drawer.draw(n, suit, suit + 9);
    const Shanten fast = shanten(c, melds), ref = reference::shanten(c, melds);
    ASSERT_EQ(fast.regular, ref.regular) << describe(c, melds);
    ASSERT_EQ(fast.seven_pairs, ref.seven_pairs) << describe(c, melds);
    ASSERT_EQ(fast.thirteen_orphans, ref.thirteen_orphans) << describe(c, melds);
    ASSERT_EQ(shanten_regular(c, melds), ref.regular) << describe(c, melds);
  }
}

TEST(FastAnalysis, WaitsMatchReference) {
  const int hands = hand_count(1'000'000, 50'000);
  CompleteHands gen(9);
  test::WallDrawer drawer(99);
  int tenpai = 0;
  for (int i = 0; i < hands; ++i) {
    TileCounts c;
    TileCounts all;
    int melds;
    if (i % 2) {
      // A complete hand minus one concealed tile: tenpai (or an exhausted wait).
      const Hand h = gen.next();
      c = h.concealed;
      all = h.all_tiles();
      melds = h.melds.size();
      int k = static_cast<int>(drawer.next() % static_cast<uint64_t>(h.concealed_count()));
      for (int t = 0; t < kTileKinds; ++t) {
        if (k < c[t]) {
          --c[t];
          --all[t];
          break;
        }
        k -= c[t];
      }
    } else {
      melds = i % 3 == 0 ? static_cast<int>(drawer.next() % 5) : 0;
      const int suit = static_cast<int>(drawer.next() % 3) * 9;
      c = i % 4 ? drawer.draw(13 - 3 * melds) : drawer.draw(13 - 3 * melds, suit, suit + 9);
      all = c;
      // Melds' tiles are not modelled here; some fours to exercise "exhausted".
      if (melds) all[drawer.next() % kTileKinds] = 4;
    }
    const WaitResult fast = waits(c, melds, all), ref = reference::waits(c, melds, all);
    ASSERT_EQ(fast.waits, ref.waits) << describe(c, melds);
    ASSERT_EQ(fast.exhausted, ref.exhausted) << describe(c, melds);
    tenpai += fast.tenpai();
  }
  EXPECT_GT(tenpai, hands / 4);
}

// Inputs outside the tables (a fifth copy, bad meld counts) are answered like the reference
// and never crash.
TEST(FastAnalysis, OutOfRangeInputs) {
  TileCounts c = test::counts_of("11111m234p567s11z");
  EXPECT_EQ(is_complete(c, 0), reference::is_complete(c, 0));
  EXPECT_EQ(shanten(c, 0).regular, reference::shanten(c, 0).regular);
  TileCounts big{};
  big.fill(200);
  EXPECT_FALSE(is_complete(big, 0));
  EXPECT_EQ(shanten_regular(big, 0), reference::shanten_regular(big, 0));
  EXPECT_EQ(waits(big, 0, big).waits, 0u);
  EXPECT_FALSE(is_complete(test::counts_of("123m456p789s11z"), -1));
  EXPECT_FALSE(is_complete(test::counts_of("123m456p789s11z"), 5));
  EXPECT_EQ(shanten(test::counts_of("123m"), 7).regular, 8);
  Hand h = test::hand_of("11111m234p567s11z", Tile::M1);
  Arrangements a, r;
  arrange(h, a);
  reference::arrange(h, r);
  EXPECT_EQ(a.size(), r.size());
  // A winning tile outside the 34 kinds: nothing, from either version.
  Hand bad_win = test::hand_of("123m456p789s11122z", static_cast<Tile>(200));
  arrange(bad_win, a);
  reference::arrange(bad_win, r);
  EXPECT_TRUE(a.empty());
  EXPECT_TRUE(r.empty());
}

// The count check that sends inputs to the reference (SWAR or AVX2 per build) agrees with a
// loop: a count above 4 in any of the 34 kinds, the first and last included.
TEST(FastAnalysis, CountsValidMatchesALoop) {
  for (int k = 0; k < kTileKinds; ++k) {
    for (int n = 4; n <= 6; ++n) {
      TileCounts c{};
      c[k] = static_cast<uint8_t>(n);
      EXPECT_EQ(swar::Words(c).counts_valid(), n <= 4) << "kind " << k << " count " << n;
    }
  }
  uint64_t x = 12345;
  for (int round = 0; round < 5000; ++round) {
    TileCounts c{};
    bool valid = true;
    for (auto& n : c) {
      x = x * 6364136223846793005ull + 1442695040888963407ull;
      n = static_cast<uint8_t>((x >> 33) % 100 == 0 ? 5 + (x >> 40) % 250 : (x >> 40) % 5);
      valid &= n <= 4;
    }
    EXPECT_EQ(swar::Words(c).counts_valid(), valid);
  }
}

}  // namespace
}  // namespace mjscore
