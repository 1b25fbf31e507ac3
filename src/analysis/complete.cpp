// Table-driven complete-hand check and arrangement enumeration (analysis.hpp).
// Shapes: four sets and a pair, seven pairs (seed 000 "Contando han": every arrangement is
// considered, e.g. ryanpeikou or chiitoitsu; "Contando fu" step 6), thirteen orphans (seed
// 000, yakuman: kokushi muso); wait shapes (seed 000 "Fu de esperas"). Each suit is looked up by
// its pattern rank in the generated tables; hands the tables do not cover (a count above 4) go to
// the reference.
#include <array>
#include <bit>
#include <cstring>

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
  uint64_t complete_words[3];  // each suit's word of the complete-pattern bits
  int total = 0;
  int pair_group = -1;  // 0-2 suits, 3 honours (valid when complete)

  Groups(const TileCounts& c, const swar::Words& w) {
    for (int s = 0; s < 3; ++s) {
      keys[s] = swar::suit_key(c, s);
      complete_words[s] = tables::kCompleteBits[keys[s].rank >> 6];
      total += keys[s].tiles;
    }
    total += static_cast<int>((w.honours() * swar::kOnes) >> 56);
  }

  bool suit_complete(int s) const { return (complete_words[s] >> (keys[s].rank & 63)) & 1; }

  // Each suit's bit says "sets only" (0 mod 3 tiles) or "sets and a pair" (2 mod 3); 1 mod 3
  // is never complete. With 2 mod 3 tiles in all, the groups holding a pair number 1 or 4;
  // 4 is ruled out by a single check when the honours hold a pair.
  bool regular_complete(const swar::Words& w) {
    if (!(suit_complete(0) & suit_complete(1) & suit_complete(2))) return false;
    const uint64_t h = w.honours();
    const uint64_t bad = ~swar::zero_bytes(h) & swar::kHigh & ~swar::eq_bytes(h, 3);
    // Bit n: n tiles (at most 14) are 2 mod 3.
    constexpr uint32_t kTwoMod3 = (1u << 2) | (1u << 5) | (1u << 8) | (1u << 11) | (1u << 14);
    const bool pair0 = (kTwoMod3 >> keys[0].tiles) & 1, pair1 = (kTwoMod3 >> keys[1].tiles) & 1;
    if (bad == 0) {
      pair_group = pair0 ? 0 : pair1 ? 1 : 2;
      return true;
    }
    // The honours hold the pair: exactly one kind held twice, and no suit may hold another.
    pair_group = 3;
    return bad == swar::eq_bytes(h, 2) && (bad & (bad - 1)) == 0 && keys[0].tiles % 3 == 0;
  }

  // The first split of a complete suit's pattern (generated in the reference's search order);
  // each split's image names the next one (tools/analysis_gen).
  int first_split(int s) const {
    const uint32_t rank = keys[s].rank;
    return tables::kCompleteBefore[rank >> 6] +
           swar::popcount64(complete_words[s] & ((uint64_t{1} << (rank & 63)) - 1));
  }
};

bool seven_pairs(const swar::Words& w) {
  // 14 tiles, every count 0 or 2: seven distinct pairs. Quick exit on any odd count.
  if ((w.w[0] | w.w[1] | w.w[2] | w.w[3] | w.w[4]) & swar::kOnes) return false;
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

// A split's entry in the generated tables: its blocks (16-byte image: four slots {kind 0 run /
// 1 triplet, first rank, meld -1}, the set count, the pair rank, the next split) and its set
// masks (bits 0-8 run ranks, 9-17 triplet ranks, 18-19 pairs of identical runs).
const uint8_t* split_image(int split) { return tables::kSplitImage + 16 * split; }
int next_split(int split) { return split_image(split)[14] | split_image(split)[15] << 8; }

using Bytes16 = uint8_t __attribute__((vector_size(16)));  // GCC / Clang vector extension

Bytes16 load16(const void* p) {
  Bytes16 v;
  std::memcpy(&v, p, 16);
  return v;
}

// What to add to a split image of suit s with n sets: 9 * s on the tile byte of each used
// slot (bytes 1, 4, 7, 10), 0 elsewhere (the unused slots stay all zero).
constexpr std::array<std::array<uint8_t, 16>, 15> make_tile_adds() {
  std::array<std::array<uint8_t, 16>, 15> t{};
  for (int suit = 0; suit < 3; ++suit)
    for (int sets = 0; sets <= 4; ++sets)
      for (int k = 0; k < sets; ++k) t[5 * suit + sets][3 * k + 1] = static_cast<uint8_t>(9 * suit);
  return t;
}
constexpr std::array<std::array<uint8_t, 16>, 15> kTileAdds = make_tile_adds();

void put_block(uint8_t* at, BlockKind kind, int tile, int meld) {
  at[0] = static_cast<uint8_t>(kind);
  at[1] = static_cast<uint8_t>(tile);
  at[2] = static_cast<uint8_t>(meld);
}

// Run waits by the run's first rank (0-based) and the winning tile's place in it
// (seed 000 "Fu de esperas"): middle kanchan, 12 waiting on 3 or 89 waiting on 7 penchan.
constexpr Wait run_wait(int first_rank, int pos) {
  if (pos == 1) return Wait::Kanchan;
  if ((pos == 2 && first_rank == 0) || (pos == 0 && first_rank == 6)) return Wait::Penchan;
  return Wait::Ryanmen;
}

// The 13 concealed tiles before the win were 1112345678999 of the winning tile's suit (no
// melds; a complete hand without melds has 14 concealed tiles, so these are all of them).
bool nine_sided(const Hand& hand, int win) {
  if (!hand.melds.empty() || win >= 27) return false;
  static constexpr uint8_t kGates[9] = {3, 1, 1, 1, 1, 1, 1, 1, 3};
  const int base = win - win % 9;
  for (int i = 0; i < 9; ++i)
    if (hand.concealed[base + i] - (base + i == win) != kGates[i]) return false;
  return true;
}

// Block kind per MeldKind (Chi, Pon, Kan, Ankan, Kakan): a run, a triplet or a kan.
constexpr BlockKind kMeldBlock[5] = {BlockKind::Run, BlockKind::Triplet, BlockKind::Kan,
                                     BlockKind::Kan, BlockKind::Kan};
constexpr bool meld_blocks_agree() {
  for (int k = 0; k < 5; ++k) {
    const Meld m{static_cast<MeldKind>(k)};
    const BlockKind expected =
        m.is_kan() ? BlockKind::Kan : (m.is_run() ? BlockKind::Run : BlockKind::Triplet);
    if (kMeldBlock[k] != expected) return false;
  }
  return true;
}
static_assert(meld_blocks_agree());

// Every four-sets-and-a-pair reading: each combination of the suits' splits (index 0 is never
// a "next" split, so 0 ends a pattern's list), then each distinct block the winning tile can sit
// in. Block order, as arrange() lists them: the melds, the concealed sets suit by suit (honours
// last), the pair.
void add_regular(const Hand& hand, const Groups& g, const swar::Words& w,
                 CompactArrangements& out) {
  const int win = index(hand.win.tile);
  const int win_group = win / 9;  // 3: honours
  const int win_rank = win % 9;
  const int meld_count = hand.melds.size();
  const uint64_t honours = w.honours();
  const uint32_t honour_triplets = swar::gather(swar::eq_bytes(honours, 3)) & 0x7F;
  const uint32_t honour_pair = swar::gather(swar::eq_bytes(honours, 2)) & 0x7F;
  // Honour winning tile: its triplet (the slot after the suits' sets) or the pair (slot 4).
  const uint32_t honour_bit = win >= 27 ? 1u << (win - 27) : 0;
  const int honour_slot = swar::popcount64(honour_triplets & (honour_bit - 1));
  const int honour_pair_tile = 27 + std::countr_zero(honour_pair | 0x80);

  CompactArrangement c;
  for (int i0 = g.first_split(0), n0 = 1; n0; i0 = n0) {
    n0 = next_split(i0);
    const uint32_t m0 = tables::kSplitSets[i0];
    const int start1 = meld_count + split_image(i0)[12];
    for (int i1 = g.first_split(1), n1 = 1; n1; i1 = n1) {
      n1 = next_split(i1);
      const uint32_t m1 = tables::kSplitSets[i1];
      const int start2 = start1 + split_image(i1)[12];
      for (int i2 = g.first_split(2), n2 = 1; n2; i2 = n2) {
        n2 = next_split(i2);
        const uint32_t m2 = tables::kSplitSets[i2];
        c.splits[0] = static_cast<uint16_t>(i0);
        c.splits[1] = static_cast<uint16_t>(i1);
        c.splits[2] = static_cast<uint16_t>(i2);
        c.runs = (m0 & 0x1FF) | (m1 & 0x1FF) << 9 | (m2 & 0x1FF) << 18;
        c.triplets = ((m0 >> 9) & 0x1FF) | ((m1 >> 9) & 0x1FF) << 9 | ((m2 >> 9) & 0x1FF) << 18 |
                     uint64_t{honour_triplets} << 27;
        c.peikou = static_cast<uint8_t>((m0 >> 18) + (m1 >> 18) + (m2 >> 18));
        const int split[3] = {i0, i1, i2};
        c.pair =
            tile_at(g.pair_group == 3 ? honour_pair_tile
                                      : split_image(split[g.pair_group])[13] + 9 * g.pair_group);
        if (win_group == 3) {
          if (out.full()) return;
          const bool triplet = (honour_triplets & honour_bit) != 0;
          c.win_block =
              static_cast<int8_t>(triplet ? start2 + split_image(i2)[12] + honour_slot : 4);
          c.wait = triplet ? Wait::Shanpon : Wait::Tanki;
          out.push_back(c);
          continue;
        }
        // Blocks holding the winning tile (generated per split; identical sets once): bits
        // 0-3 the split's set slots, bit 4 the pair.
        const int s = split[win_group];
        const int start = win_group == 0 ? meld_count : win_group == 1 ? start1 : start2;
        const uint8_t* image = split_image(s);
        for (uint32_t places =
                 static_cast<uint32_t>(tables::kSplitPlaces[s] >> (5 * win_rank)) & 31;
             places; places &= places - 1) {
          if (out.full()) return;
          const int k = std::countr_zero(places);
          if (k == 4) {
            c.win_block = 4;
            c.wait = Wait::Tanki;
          } else {
            c.win_block = static_cast<int8_t>(start + k);
            const int rank = image[3 * k + 1];
            c.wait = image[3 * k] ? Wait::Shanpon : run_wait(rank, win_rank - rank);
          }
          out.push_back(c);
        }
      }
    }
  }
}

}  // namespace

bool arrange_compact(const Hand& hand, CompactArrangements& out) {
  out.clear();
  const TileCounts& c = hand.concealed;
  const int win = index(hand.win.tile);
  // The winning tile is always one of the concealed tiles; it never sits in a meld.
  if (win >= kTileKinds || c[win] == 0) return true;
  const swar::Words w(c);
  if (!w.counts_valid()) return false;
  const int meld_count = hand.melds.size();
  Groups g(c, w);
  if (g.total != 14 - 3 * meld_count) return true;
  const bool regular = g.regular_complete(w);
  if (regular) add_regular(hand, g, w, out);
  if (meld_count != 0) return true;
  CompactArrangement a;
  if (seven_pairs(w)) {
    a.shape = Shape::SevenPairs;
    a.wait = Wait::Tanki;
    const uint64_t pairs = w.mask([](uint64_t x) { return swar::eq_bytes(x, 2); });
    a.win_block = static_cast<int8_t>(swar::popcount64(pairs & ((uint64_t{1} << win) - 1)));
    out.push_back(a);
  } else if (!regular && thirteen_orphans(w)) {
    a.shape = Shape::ThirteenOrphans;
    a.win_block = -1;
    // 13-sided when the 13 tiles before the win held one of each kind: the win made the pair.
    a.wait = c[win] == 2 ? Wait::Kokushi13 : Wait::Kokushi;
    out.push_back(a);
  }
  return true;
}

void expand(const Hand& hand, const CompactArrangement& compact, Arrangement& out) {
  out.shape = compact.shape;
  out.wait = compact.wait;
  out.win_block = compact.win_block;
  out.nine_sided = false;
  out.blocks.clear();
  switch (compact.shape) {
    case Shape::ThirteenOrphans:
      return;
    case Shape::SevenPairs: {
      const uint64_t pairs =
          swar::Words(hand.concealed).mask([](uint64_t x) { return swar::eq_bytes(x, 2); });
      for (uint64_t p = pairs; p; p &= p - 1)
        out.blocks.push_back({BlockKind::Pair, tile_at(std::countr_zero(p)), -1});
      return;
    }
    case Shape::Regular:
      break;
  }
  out.nine_sided = nine_sided(hand, index(hand.win.tile));
  // The blocks (3 bytes each: kind, tile, meld) are assembled in a byte buffer, one 16-byte
  // store per group in block order (melds, the three suits, the honours, the pair): each store
  // writes the group's blocks and leaves bytes after them that the next store overwrites.
  static_assert(sizeof(Block) == 3, "blocks are 3 bytes");
  alignas(16) uint8_t bytes[48];  // the last 16-byte store starts at byte 12 at most
  const int meld_count = hand.melds.size();
  for (int m = 0; m < meld_count; ++m) {
    const Meld& meld = hand.melds[m];
    put_block(bytes + 3 * m, kMeldBlock[static_cast<int>(meld.kind)], index(meld.first), m);
  }
  int start = meld_count;
  for (int s = 0; s < 3; ++s) {
    const uint8_t* image = split_image(compact.splits[s]);
    const int sets = image[12];  // a suit holds at most 4 sets
    const Bytes16 blocks = load16(image) + load16(kTileAdds[5 * s + sets].data());
    std::memcpy(bytes + 3 * start, &blocks, 16);
    start += sets;
  }
  for (uint64_t t = compact.triplets >> 27; t; t &= t - 1)
    put_block(bytes + 3 * start++, BlockKind::Triplet, 27 + std::countr_zero(t), -1);
  put_block(bytes + 12, BlockKind::Pair, index(compact.pair), -1);
  std::memcpy(static_cast<void*>(out.blocks.begin()), bytes, 15);
  out.blocks.set_size(5);
}

CompactArrangement compact_of(const Arrangement& a) {
  CompactArrangement c;
  c.shape = a.shape;
  c.wait = a.wait;
  c.win_block = a.win_block;
  if (a.shape != Shape::Regular) return c;
  uint32_t odd_runs = 0;  // concealed runs seen an odd number of times, per first tile
  for (const Block& b : a.blocks) {
    if (b.from_meld()) continue;
    const int t = index(b.first);
    if (b.kind == BlockKind::Pair) {
      c.pair = b.first;
    } else if (b.kind == BlockKind::Run) {
      c.runs |= 1u << t;
      odd_runs ^= 1u << t;
      c.peikou += ((odd_runs >> t) & 1) ^ 1;
    } else {
      c.triplets |= uint64_t{1} << t;
    }
  }
  return c;
}

void arrange(const Hand& hand, Arrangements& out) {
  out.clear();
  CompactArrangements compact;  // storage left uninitialised (small_vector.hpp)
  if (arrange_compact(hand, compact)) {
    for (const CompactArrangement& c : compact) {
      out.push_back(Arrangement{});
      expand(hand, c, out.back());
    }
    return;
  }
  // Counts above 4 (only from callers that skip validation): the reference, when the tile
  // count is right (its search is only bounded for complete-sized hands).
  int total = 0;
  for (uint8_t n : hand.concealed) total += n;
  if (total == 14 - 3 * hand.melds.size()) reference::arrange(hand, out);
}

}  // namespace mjscore
