// Table-driven complete-hand check and arrangement enumeration (analysis.hpp).
// Shapes (seed 000 "Yakus": chiitoitsu, kokushi musou; four sets and a pair otherwise) and
// wait shapes (seed 000 "Fu de esperas"). Each suit is looked up by its pattern rank in the
// generated tables; hands the tables do not cover (a count above 4) go to the reference.
#include <bit>

#include "analysis/reference.hpp"
#include "analysis/swar.hpp"
#include "mjscore/analysis.hpp"

namespace mjscore {
namespace {

namespace tables = analysis_tables;
using swar::SuitKey;

// The suits and honours of a concealed part with the right tile count: true when each group
// splits into sets (and the one group holding the pair into sets and a pair).
struct Groups {
  SuitKey keys[3];
  int total = 0;
  int pair_group = -1;  // 0-2 suits, 3 honours (valid when complete)

  Groups(const TileCounts& c, const swar::Words& w) {
    for (int s = 0; s < 3; ++s) {
      keys[s] = swar::suit_key(c, s);
      total += keys[s].tiles;
    }
    total += static_cast<int>((w.honours() * swar::kOnes) >> 56);
  }

  bool regular_complete(const swar::Words& w) {
    const int honour_tiles = total - keys[0].tiles - keys[1].tiles - keys[2].tiles;
    const int r0 = keys[0].tiles % 3, r1 = keys[1].tiles % 3, r2 = keys[2].tiles % 3;
    const int rh = honour_tiles % 3;
    // Exactly one group holds the pair (2 mod 3), the others hold sets only (0 mod 3).
    if ((r0 | r1 | r2 | rh) & 1) return false;
    if (r0 + r1 + r2 + rh != 2) return false;
    pair_group = r0 ? 0 : r1 ? 1 : r2 ? 2 : 3;
    return swar::suit_complete(keys[0].rank) && swar::suit_complete(keys[1].rank) &&
           swar::suit_complete(keys[2].rank) && swar::honours_complete(w.honours(), rh == 2);
  }
};

bool seven_pairs(const swar::Words& w) {
  // 14 tiles, every count 0 or 2: seven distinct pairs.
  uint64_t bad = 0;
  for (uint64_t x : w.w) bad |= ~swar::zero_bytes(x) & ~swar::eq_bytes(x, 2) & swar::kHigh;
  return bad == 0;
}

bool thirteen_orphans(const swar::Words& w) {
  // 14 tiles on exactly the 13 orphan kinds: one of each, one of them twice.
  return w.mask([](uint64_t x) { return ~swar::zero_bytes(x) & swar::kHigh; }) == swar::kOrphans;
}

}  // namespace

bool is_complete_regular(const TileCounts& concealed, int meld_count) {
  if (meld_count < 0 || meld_count > kMaxMelds) return false;
  const swar::Words w(concealed);
  if (!w.counts_valid()) return reference::is_complete_regular(concealed, meld_count);
  Groups g(concealed, w);
  return g.total == 14 - 3 * meld_count && g.regular_complete(w);
}

bool is_complete(const TileCounts& concealed, int meld_count) {
  if (meld_count < 0 || meld_count > kMaxMelds) return false;
  const swar::Words w(concealed);
  if (!w.counts_valid()) return reference::is_complete(concealed, meld_count);
  Groups g(concealed, w);
  if (g.total != 14 - 3 * meld_count) return false;
  if (g.regular_complete(w)) return true;
  return meld_count == 0 && (seven_pairs(w) || thirteen_orphans(w));
}

namespace {

// The splits of one suit pattern (generated in the reference's search order).
struct SplitRange {
  const uint32_t* first;
  const uint32_t* last;
};

SplitRange splits_of(uint32_t rank) {
  const uint64_t word = tables::kCompleteBits[rank >> 6];
  const int before =
      tables::kCompleteBefore[rank >> 6] + std::popcount(word & ((uint64_t{1} << (rank & 63)) - 1));
  return {tables::kSplitCodes + tables::kSplitFirst[before],
          tables::kSplitCodes + tables::kSplitFirst[before + 1]};
}

// Split code (tools/analysis_gen): bits 0-2 set count, 3-6 pair rank (15 none), 5 bits per
// set from bit 7: rank and a triplet flag.
void add_sets(uint32_t code, int suit, Arrangement& a) {
  const int n = code & 7;
  for (int k = 0; k < n; ++k) {
    const uint32_t v = code >> (7 + 5 * k);
    a.blocks.push_back({(v & 16) ? BlockKind::Triplet : BlockKind::Run,
                        tile_at(9 * suit + static_cast<int>(v & 15)), -1});
  }
}

int pair_rank(uint32_t code) { return static_cast<int>((code >> 3) & 15); }

Wait wait_in(const Block& b, int win) {
  if (b.kind == BlockKind::Pair) return Wait::Tanki;
  if (b.kind != BlockKind::Run) return Wait::Shanpon;
  const int pos = win - index(b.first);
  if (pos == 1) return Wait::Kanchan;
  const int first_rank = index(b.first) % 9;  // 0-based
  if ((pos == 2 && first_rank == 0) || (pos == 0 && first_rank == 6)) return Wait::Penchan;
  return Wait::Ryanmen;
}

bool holds(const Block& b, int win) {
  const int d = win - index(b.first);
  return b.kind == BlockKind::Run ? (d >= 0 && d <= 2) : d == 0;
}

bool nine_sided(const Hand& hand, const Groups& g, int win) {
  if (!hand.melds.empty() || win >= 27 || g.keys[win / 9].tiles != 14) return false;
  static constexpr uint8_t kGates[9] = {3, 1, 1, 1, 1, 1, 1, 1, 3};
  const int base = win - win % 9;
  for (int i = 0; i < 9; ++i)
    if (hand.concealed[base + i] - (base + i == win) != kGates[i]) return false;
  return true;
}

void add_regular(const Hand& hand, const Groups& g, const swar::Words& w, Arrangements& out) {
  const int win = index(hand.win.tile);
  const int meld_count = hand.melds.size();
  Arrangement base;
  base.shape = Shape::Regular;
  base.nine_sided = nine_sided(hand, g, win);
  for (int m = 0; m < meld_count; ++m) {
    const Meld& meld = hand.melds[m];
    const BlockKind kind =
        meld.is_kan() ? BlockKind::Kan : (meld.is_run() ? BlockKind::Run : BlockKind::Triplet);
    base.blocks.push_back({kind, meld.first, static_cast<int8_t>(m)});
  }
  const SplitRange r0 = splits_of(g.keys[0].rank), r1 = splits_of(g.keys[1].rank),
                   r2 = splits_of(g.keys[2].rank);
  const uint64_t honours = w.honours();
  const uint32_t honour_triplets = swar::gather(swar::eq_bytes(honours, 3));
  const uint32_t honour_pair = swar::gather(swar::eq_bytes(honours, 2));
  for (const uint32_t* s0 = r0.first; s0 != r0.last; ++s0) {
    for (const uint32_t* s1 = r1.first; s1 != r1.last; ++s1) {
      for (const uint32_t* s2 = r2.first; s2 != r2.last; ++s2) {
        Arrangement a = base;
        add_sets(*s0, 0, a);
        add_sets(*s1, 1, a);
        add_sets(*s2, 2, a);
        for (uint32_t t = honour_triplets & 0x7F; t; t &= t - 1)
          a.blocks.push_back({BlockKind::Triplet, tile_at(27 + std::countr_zero(t)), -1});
        int pair_tile;
        switch (g.pair_group) {
          case 0:
            pair_tile = pair_rank(*s0);
            break;
          case 1:
            pair_tile = 9 + pair_rank(*s1);
            break;
          case 2:
            pair_tile = 18 + pair_rank(*s2);
            break;
          default:
            pair_tile = 27 + std::countr_zero(honour_pair);
            break;
        }
        a.blocks.push_back({BlockKind::Pair, tile_at(pair_tile), -1});
        for (int j = meld_count; j < a.blocks.size(); ++j) {
          const Block& b = a.blocks[j];
          if (!holds(b, win)) continue;
          bool seen = false;
          for (int k = meld_count; k < j; ++k) seen = seen || a.blocks[k] == b;
          if (seen) continue;
          out.push_back(a);
          out.back().win_block = static_cast<int8_t>(j);
          out.back().wait = wait_in(b, win);
        }
      }
    }
  }
}

}  // namespace

void arrange(const Hand& hand, Arrangements& out) {
  out.clear();
  const TileCounts& c = hand.concealed;
  const int win = index(hand.win.tile);
  // The winning tile is always one of the concealed tiles; it never sits in a meld.
  if (c[win] == 0) return;
  const swar::Words w(c);
  if (!w.counts_valid()) return reference::arrange(hand, out);
  const int meld_count = hand.melds.size();
  Groups g(c, w);
  if (g.total != 14 - 3 * meld_count) return;
  if (g.regular_complete(w)) add_regular(hand, g, w, out);
  if (meld_count != 0) return;
  if (seven_pairs(w)) {
    Arrangement a;
    a.shape = Shape::SevenPairs;
    a.wait = Wait::Tanki;
    const uint64_t pairs = w.mask([](uint64_t x) { return swar::eq_bytes(x, 2); });
    a.win_block = static_cast<int8_t>(std::popcount(pairs & ((uint64_t{1} << win) - 1)));
    for (uint64_t p = pairs; p; p &= p - 1)
      a.blocks.push_back({BlockKind::Pair, tile_at(std::countr_zero(p)), -1});
    out.push_back(a);
  } else if (thirteen_orphans(w)) {
    Arrangement a;
    a.shape = Shape::ThirteenOrphans;
    a.win_block = -1;
    // 13-sided when the 13 tiles before the win held one of each kind: the win made the pair.
    a.wait = c[win] == 2 ? Wait::Kokushi13 : Wait::Kokushi;
    out.push_back(a);
  }
}

}  // namespace mjscore
