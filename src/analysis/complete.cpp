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

  // Each suit's bit says "sets only" (0 mod 3 tiles) or "sets and a pair" (2 mod 3); 1 mod 3
  // is never complete. With 2 mod 3 tiles in all, the groups holding a pair number 1 or 4;
  // 4 is ruled out by a single check when the honours hold a pair.
  bool regular_complete(const swar::Words& w) {
    if (!(swar::suit_complete(keys[0].rank) & swar::suit_complete(keys[1].rank) &
          swar::suit_complete(keys[2].rank)))
      return false;
    const uint64_t h = w.honours();
    const uint64_t bad = ~swar::zero_bytes(h) & swar::kHigh & ~swar::eq_bytes(h, 3);
    if (bad == 0) {
      pair_group = keys[0].tiles % 3 ? 0 : keys[1].tiles % 3 ? 1 : 2;
      return true;
    }
    // The honours hold the pair: exactly one kind held twice, and no suit may hold another.
    pair_group = 3;
    return bad == swar::eq_bytes(h, 2) && (bad & (bad - 1)) == 0 && keys[0].tiles % 3 == 0;
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
  for (int k = 0; k < 5; ++k) {
    const uint64_t held = ~swar::zero_bytes(w.w[k]) & swar::kOwnBytes[k];
    if (held != swar::kOrphanBytes[k]) return false;
  }
  return true;
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
  const int before = tables::kCompleteBefore[rank >> 6] +
                     swar::popcount64(word & ((uint64_t{1} << (rank & 63)) - 1));
  return {tables::kSplitCodes + tables::kSplitFirst[before],
          tables::kSplitCodes + tables::kSplitFirst[before + 1]};
}

// Split code (tools/analysis_gen): bits 0-2 set count, 3-6 pair rank (15 none), 5 bits per
// set from bit 7: rank and a triplet flag. The four set slots are written unconditionally
// (no data-dependent branches); only the first `count` of them are kept.
int put_sets(uint32_t code, int suit, Block* out) {
  for (int k = 0; k < 4; ++k) {
    const uint32_t v = code >> (7 + 5 * k);
    out[k] = {static_cast<BlockKind>((v >> 4) & 1),  // Run = 0, Triplet = 1
              tile_at(9 * suit + static_cast<int>(v & 15) % 9), -1};
  }
  return static_cast<int>(code & 7);
}

int pair_rank(uint32_t code) { return static_cast<int>((code >> 3) & 15) % 9; }

// Run waits by the run's first rank (0-based) and the winning tile's place in it
// (seed 000 "Fu de esperas"): middle kanchan, 12 waiting on 3 or 89 waiting on 7 penchan.
constexpr Wait run_wait(int first_rank, int pos) {
  if (pos == 1) return Wait::Kanchan;
  if ((pos == 2 && first_rank == 0) || (pos == 0 && first_rank == 6)) return Wait::Penchan;
  return Wait::Ryanmen;
}

Wait wait_in(const Block& b, int win) {
  if (b.kind == BlockKind::Pair) return Wait::Tanki;
  if (b.kind != BlockKind::Run) return Wait::Shanpon;
  return run_wait(index(b.first) % 9, win - index(b.first));
}

// Concealed blocks [first, 5) holding the winning tile, identical blocks counted once.
uint32_t placements(const Block* blocks, int first, int win) {
  uint32_t key[5];
  for (int j = 0; j < 5; ++j)
    key[j] = static_cast<uint32_t>(blocks[j].kind) | static_cast<uint32_t>(blocks[j].first) << 8;
  uint32_t mask = 0;
  for (int j = first; j < 5; ++j) {
    const int d = win - index(blocks[j].first);
    const bool run = blocks[j].kind == BlockKind::Run;
    bool hit = run ? static_cast<unsigned>(d) <= 2u : d == 0;
    for (int k = first; k < j; ++k) hit &= key[k] != key[j];
    mask |= static_cast<uint32_t>(hit) << j;
  }
  return mask;
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
  Arrangement base;  // shape Regular by default
  base.nine_sided = nine_sided(hand, g, win);
  // blocks: melds, then the concealed sets (suit by suit, honours last), then the pair; 4
  // spare slots for the unconditional writes.
  Block blocks[5 + 4];
  for (int m = 0; m < meld_count; ++m) {
    const Meld& meld = hand.melds[m];
    const BlockKind kind =
        meld.is_kan() ? BlockKind::Kan : (meld.is_run() ? BlockKind::Run : BlockKind::Triplet);
    blocks[m] = {kind, meld.first, static_cast<int8_t>(m)};
  }
  const SplitRange r0 = splits_of(g.keys[0].rank), r1 = splits_of(g.keys[1].rank),
                   r2 = splits_of(g.keys[2].rank);
  const uint64_t honours = w.honours();
  const uint32_t honour_triplets = swar::gather(swar::eq_bytes(honours, 3)) & 0x7F;
  const uint32_t honour_pair = swar::gather(swar::eq_bytes(honours, 2)) & 0x7F;
  Block honour_blocks[4];
  {
    uint32_t t = honour_triplets;
    for (int k = 0; k < 4; ++k) {
      honour_blocks[k] = {BlockKind::Triplet, tile_at(27 + std::countr_zero(t | 0x80)), -1};
      t &= t - 1;
    }
  }
  for (const uint32_t* s0 = r0.first; s0 != r0.last; ++s0) {
    for (const uint32_t* s1 = r1.first; s1 != r1.last; ++s1) {
      for (const uint32_t* s2 = r2.first; s2 != r2.last; ++s2) {
        int at = meld_count;
        at += put_sets(*s0, 0, blocks + at);
        at += put_sets(*s1, 1, blocks + at);
        at += put_sets(*s2, 2, blocks + at);
        // Honour triplets fill the slots up to 4; the pair then takes slot 4.
        for (int k = 0; k < 4; ++k) blocks[at + k] = honour_blocks[k];
        const int pair_tiles[4] = {pair_rank(*s0), 9 + pair_rank(*s1), 18 + pair_rank(*s2),
                                   27 + std::countr_zero(honour_pair | 0x80)};
        blocks[4] = {BlockKind::Pair, tile_at(pair_tiles[g.pair_group]), -1};
        // Built in place in the output (inline storage: the reference stays valid).
        uint32_t p = placements(blocks, meld_count, win);
        if (out.full()) return;
        const int slot = out.size();
        out.push_back(base);
        Arrangement& a = out[slot];
        for (int j = 0; j < 5; ++j) a.blocks.push_back(blocks[j]);
        int j = std::countr_zero(p | 0x100);
        a.win_block = static_cast<int8_t>(j);
        a.wait = wait_in(blocks[j], win);
        for (p &= p - 1; p; p &= p - 1) {  // the winning tile fits another block too
          if (out.full()) return;
          out.push_back(out[slot]);
          j = std::countr_zero(p);
          out.back().win_block = static_cast<int8_t>(j);
          out.back().wait = wait_in(blocks[j], win);
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
  const bool regular = g.regular_complete(w);
  if (regular) add_regular(hand, g, w, out);
  if (meld_count != 0) return;
  if (seven_pairs(w)) {
    Arrangement a;
    a.shape = Shape::SevenPairs;
    a.wait = Wait::Tanki;
    const uint64_t pairs = w.mask([](uint64_t x) { return swar::eq_bytes(x, 2); });
    a.win_block = static_cast<int8_t>(swar::popcount64(pairs & ((uint64_t{1} << win) - 1)));
    for (uint64_t p = pairs; p; p &= p - 1)
      a.blocks.push_back({BlockKind::Pair, tile_at(std::countr_zero(p)), -1});
    out.push_back(a);
  } else if (!regular && thirteen_orphans(w)) {
    Arrangement a;
    a.shape = Shape::ThirteenOrphans;
    a.win_block = -1;
    // 13-sided when the 13 tiles before the win held one of each kind: the win made the pair.
    a.wait = c[win] == 2 ? Wait::Kokushi13 : Wait::Kokushi;
    out.push_back(a);
  }
}

}  // namespace mjscore
