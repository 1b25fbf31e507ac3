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

// Block bytes: an arrangement's blocks (3 bytes each: kind, tile, meld) are assembled in a
// 48-byte buffer (the last 16-byte store starts at byte 12 at most), one 16-byte store per
// group in block order (melds, the three suits, the honours, the pair): each store writes the
// group's blocks and leaves bytes after them that the next group's store overwrites.
static_assert(sizeof(Block) == 3, "blocks are 3 bytes");

void store_melds(uint8_t* bytes, const Hand& hand) {
  for (int m = 0; m < hand.melds.size(); ++m) {
    const Meld& meld = hand.melds[m];
    put_block(bytes + 3 * m, kMeldBlock[static_cast<int>(meld.kind)], index(meld.first), m);
  }
}

// The suit blocks of a split at block index `start`: its image with the suit's first tile
// added, one 16-byte store. Returns the split's set count.
int store_split(uint8_t* bytes, int start, int split, int suit) {
  const uint8_t* image = split_image(split);
  const int sets = image[12];  // a suit holds at most 4 sets
  const Bytes16 blocks = load16(image) + load16(kTileAdds[5 * suit + sets].data());
  std::memcpy(bytes + 3 * start, &blocks, 16);
  return sets;
}

// The honour groups of a regular hand and where the winning tile sits among them.
struct Honours {
  uint32_t triplets;  // bit h: honour 27 + h held three times
  int pair_tile;      // the honour pair's tile (34 when the pair is in a suit)
  uint32_t win_bit;   // bit of the winning honour (0 for a suit tile)
  int win_slot;       // its triplet's index among the honour triplets
  explicit Honours(const swar::Words& w, int win) {
    const uint64_t h = w.honours();
    triplets = swar::gather(swar::eq_bytes(h, 3)) & 0x7F;
    pair_tile = 27 + std::countr_zero(swar::gather(swar::eq_bytes(h, 2)) & 0x7F | 0x80);
    win_bit = win >= 27 ? 1u << (win - 27) : 0;
    win_slot = swar::popcount64(triplets & (win_bit - 1));
  }
};

// One combination of the suits' splits: the splits, where each group's sets start in block
// order (the melds, the three suits, the honours, then the pair at block 4) and the blocks
// that hold the winning tile (bit j: block j; identical sets once, from the generated
// placements).
struct Combination {
  int split[3];
  int start[4];
  uint32_t places;
};

// Calls visit(combination) for every combination of the suits' splits (index 0 is never a
// "next" split, so 0 ends a pattern's list) until it returns false.
template <class Visit>
void for_each_combination(const Hand& hand, const Groups& g, const Honours& honours,
                          Visit&& visit) {
  const int win = index(hand.win.tile);
  const int win_group = win / 9;  // 3: honours
  Combination c;
  c.start[0] = hand.melds.size();
  for (int i0 = g.first_split(0), n0 = 1; n0; i0 = n0) {
    n0 = next_split(i0);
    c.split[0] = i0;
    c.start[1] = c.start[0] + split_image(i0)[12];
    for (int i1 = g.first_split(1), n1 = 1; n1; i1 = n1) {
      n1 = next_split(i1);
      c.split[1] = i1;
      c.start[2] = c.start[1] + split_image(i1)[12];
      for (int i2 = g.first_split(2), n2 = 1; n2; i2 = n2) {
        n2 = next_split(i2);
        c.split[2] = i2;
        c.start[3] = c.start[2] + split_image(i2)[12];
        if (win_group < 3) {
          const uint32_t m =
              static_cast<uint32_t>(tables::kSplitPlaces[c.split[win_group]] >> (5 * (win % 9))) &
              31;
          c.places = (m & 15) << c.start[win_group] | (m & 16);
        } else {
          c.places =
              (honours.triplets & honours.win_bit) ? 1u << (c.start[3] + honours.win_slot) : 16u;
        }
        if (!visit(c)) return;
      }
    }
  }
}

constexpr Arrangement five_blocks() {
  Arrangement a;
  for (int j = 0; j < 5; ++j) a.blocks.push_back(Block{});
  return a;
}
constexpr Arrangement kFiveBlocks = five_blocks();

// Every four-sets-and-a-pair arrangement with its blocks: the melds, the concealed sets suit by
// suit (honours last), the pair; one per block the winning tile can sit in.
void add_regular(const Hand& hand, const Groups& g, const swar::Words& w, Arrangements& out) {
  const int win = index(hand.win.tile);
  const Honours honours(w, win);
  Arrangement proto = kFiveBlocks;  // blocks filled per combination of splits
  proto.nine_sided = nine_sided(hand, win);
  // Every byte of the first 16 is written below before the arrangements copy them.
  alignas(16) uint8_t bytes[48];  // block bytes (store_split)
  store_melds(bytes, hand);
  alignas(16) uint8_t honour_sets[16] = {};  // at most 4 triplets: 12 bytes, zero after
  int honour_count = 0;
  for (uint32_t t = honours.triplets; t; t &= t - 1)
    put_block(honour_sets + 3 * honour_count++, BlockKind::Triplet, 27 + std::countr_zero(t), -1);
  for_each_combination(hand, g, honours, [&](const Combination& c) {
    for (int s = 0; s < 3; ++s) store_split(bytes, c.start[s], c.split[s], s);
    std::memcpy(bytes + 3 * c.start[3], honour_sets, 16);
    const int pair = g.pair_group == 3 ? honours.pair_tile
                                       : split_image(c.split[g.pair_group])[13] + 9 * g.pair_group;
    put_block(bytes + 12, BlockKind::Pair, pair, -1);
    bytes[15] = 0;
    for (uint32_t places = c.places; places; places &= places - 1) {
      if (out.full()) return false;
      const int j = std::countr_zero(places);
      out.push_back(proto);
      Arrangement& a = out.back();
      // 16 bytes: the five blocks and the first byte of the (unused) sixth slot.
      std::memcpy(static_cast<void*>(a.blocks.begin()), bytes, 16);
      a.win_block = static_cast<int8_t>(j);
      const BlockKind kind = static_cast<BlockKind>(bytes[3 * j]);
      const int first = bytes[3 * j + 1];
      a.wait = kind == BlockKind::Pair  ? Wait::Tanki
               : kind != BlockKind::Run ? Wait::Shanpon
                                        : run_wait(first % 9, win - first);
    }
    return true;
  });
}

// The same readings as set masks (kSplitSets: bits 0-8 run ranks, 9-17 triplet ranks, 18-19
// pairs of identical runs), each with its winning block and wait.
void add_regular(const Hand& hand, const Groups& g, const swar::Words& w,
                 CompactArrangements& out) {
  const int win = index(hand.win.tile);
  const int win_group = win / 9;  // 3: honours
  const Honours honours(w, win);
  CompactArrangement r;
  for_each_combination(hand, g, honours, [&](const Combination& c) {
    const uint32_t m0 = tables::kSplitSets[c.split[0]], m1 = tables::kSplitSets[c.split[1]],
                   m2 = tables::kSplitSets[c.split[2]];
    r.splits[0] = static_cast<uint16_t>(c.split[0]);
    r.splits[1] = static_cast<uint16_t>(c.split[1]);
    r.splits[2] = static_cast<uint16_t>(c.split[2]);
    r.runs = (m0 & 0x1FF) | (m1 & 0x1FF) << 9 | (m2 & 0x1FF) << 18;
    r.triplets = ((m0 >> 9) & 0x1FF) | ((m1 >> 9) & 0x1FF) << 9 | ((m2 >> 9) & 0x1FF) << 18 |
                 uint64_t{honours.triplets} << 27;
    r.peikou = static_cast<uint8_t>((m0 >> 18) + (m1 >> 18) + (m2 >> 18));
    r.pair = tile_at(g.pair_group == 3 ? honours.pair_tile
                                       : split_image(c.split[g.pair_group])[13] + 9 * g.pair_group);
    for (uint32_t places = c.places; places; places &= places - 1) {
      if (out.full()) return false;
      const int j = std::countr_zero(places);
      r.win_block = static_cast<int8_t>(j);
      if (j == 4) {
        r.wait = Wait::Tanki;
      } else if (win_group == 3) {
        r.wait = Wait::Shanpon;
      } else {
        const uint8_t* slot = split_image(c.split[win_group]) + 3 * (j - c.start[win_group]);
        r.wait = slot[0] ? Wait::Shanpon : run_wait(slot[1], win % 9 - slot[1]);
      }
      out.push_back(r);
    }
    return true;
  });
}

// Seven pairs and thirteen orphans, after the regular readings.
void push_other(const Hand&, const CompactArrangement& a, CompactArrangements& out) {
  out.push_back(a);
}
void push_other(const Hand& hand, const CompactArrangement& a, Arrangements& out) {
  out.push_back(Arrangement{});
  expand(hand, a, out.back());
}

// arrange / arrange_compact: false, `out` empty, for counts above 4.
template <class List>
bool arrange_into(const Hand& hand, List& out) {
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
    push_other(hand, a, out);
  } else if (!regular && thirteen_orphans(w)) {
    a.shape = Shape::ThirteenOrphans;
    a.win_block = -1;
    // 13-sided when the 13 tiles before the win held one of each kind: the win made the pair.
    a.wait = c[win] == 2 ? Wait::Kokushi13 : Wait::Kokushi;
    push_other(hand, a, out);
  }
  return true;
}

}  // namespace

bool arrange_compact(const Hand& hand, CompactArrangements& out) { return arrange_into(hand, out); }

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
  alignas(16) uint8_t bytes[48];  // block bytes (store_split)
  store_melds(bytes, hand);
  int start = hand.melds.size();
  for (int s = 0; s < 3; ++s) start += store_split(bytes, start, compact.splits[s], s);
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
  if (arrange_into(hand, out)) return;
  // Counts above 4 (only from callers that skip validation): the reference, when the tile
  // count is right (its search is only bounded for complete-sized hands).
  int total = 0;
  for (uint8_t n : hand.concealed) total += n;
  if (total == 14 - 3 * hand.melds.size()) reference::arrange(hand, out);
}

}  // namespace mjscore
