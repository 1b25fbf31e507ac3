// Table-driven complete-hand check and arrangement enumeration (analysis.hpp).
// Shapes: four sets and a pair, seven pairs (seed 000 "Contando han": every arrangement is
// considered, e.g. ryanpeikou or chiitoitsu; "Contando fu" step 6), thirteen orphans (seed
// 000, yakuman: kokushi muso); wait shapes (seed 000 "Fu de esperas"). Each suit is looked up by
// its pattern rank in the generated tables; hands the tables do not cover (a count above 4) go to
// the reference.
#include <algorithm>
#include <array>
#include <bit>
#include <cstddef>
#include <cstring>
#include <type_traits>
#ifdef __SSE4_1__
#include <immintrin.h>
#endif

#include "analysis/compact.hpp"
#include "analysis/reference.hpp"
#include "analysis/swar.hpp"
#include "mjscore/analysis.hpp"

// The completeness tests combine booleans with `&` on purpose: no branch on random hands
// (clang's -Wbitwise-instead-of-logical asks for `&&`).
#ifdef __clang__
#pragma clang diagnostic ignored "-Wbitwise-instead-of-logical"
#endif

namespace mjscore {
namespace {

namespace tables = analysis_tables;
using swar::SuitKey;

// The suits and honours of a concealed part with the right tile count: true when each group
// splits into sets (and the one group holding the pair into sets and a pair). For arrange
// (`with_splits`), each complete suit's first split as well.
struct Groups {
  int tiles[3];
  uint64_t complete = ~uint64_t{0};  // bit 63: every suit is complete
  uint32_t first[3] = {};            // with_splits: each complete suit's first split
  int total = 0;

  Groups(const TileCounts& c, const swar::Words& w, bool with_splits = false) {
    for (int s = 0; s < 3; ++s) {
      const SuitKey key = swar::suit_key(c, s);
      // The pattern's bit of its completeness word moved to bit 63, the bits of the word's later
      // patterns below it (the words hold their patterns from bit 63 down, tools/analysis_gen):
      // one shift for the test and the count, and one value per suit kept through the tests
      // instead of the word and the bit's place; the words' order (and the first splits' reverse
      // order) saves the shift count's complement and the rank's mask.
      const uint64_t from = tables::kCompleteBits[key.rank >> 6] << (key.rank & 63);
      complete &= from;
      // The first split of a complete suit's pattern (generated in the reference's search
      // order; the first splits in the patterns' reverse order, so that the word's complete
      // patterns from this one on add up to its index); each split's image names the next one
      // (tools/analysis_gen).
      if (with_splits)
        first[s] =
            tables::kFirstSplitBase[key.rank >> 6] + static_cast<uint32_t>(swar::popcount64(from));
      tiles[s] = key.tiles;
      total += key.tiles;
    }
    total += static_cast<int>((w.honours() * swar::kOnes) >> 56);
  }

  bool suits_complete() const { return complete >> 63; }

  // Each suit's bit says "sets only" (0 mod 3 tiles) or "sets and a pair" (2 mod 3); 1 mod 3
  // is never complete. The honours are complete with counts 0 and 3, or with one kind held
  // twice as well (the pair: 2 mod 3 tiles). Exactly one group must hold the pair. With the
  // right tile count (2 mod 3 in all, checked by the caller) and complete suits, that only
  // fails with an honour pair beside three suits of 2 mod 3 tiles: the suits then hold 0 mod 3
  // tiles together, so all three are 0 mod 3 or all 2 mod 3, and the first says which. So the
  // honour pairs and that bit of the suits hold one pair at most (one test for the two
  // conditions). No branches: the result is the shape of the hand, which the caller's branch on
  // it learns.
  bool regular_complete(const swar::Words& w) const {
    const uint32_t twos = w.honours_equal(2);  // bits 0-6
    // Bit n + 7: n tiles (at most 14; up to 36, 64-bit, where arrange_into tests the count beside)
    // are 2 mod 3.
    constexpr uint64_t kTwoMod3 = ((1u << 2) | (1u << 5) | (1u << 8) | (1u << 11) | (1u << 14))
                                  << 7;
    const uint32_t pairs = twos | static_cast<uint32_t>((kTwoMod3 >> tiles[0]) & 0x80);
    return (complete >> 63) & ((w.honours_equal(0) | twos | w.honours_equal(3)) == 0x7F) &
           ((pairs & (pairs - 1)) == 0);
  }
};

// 14 tiles (checked by the caller), every count 0 or 2: seven distinct pairs. Counts are at
// most 4 (counts_valid).
bool seven_pairs(const swar::Words& w) { return w.counts_zero_or_two(); }

// 14 tiles (checked by the caller) on exactly the 13 orphan kinds: one of each, one of them
// twice.
bool thirteen_orphans(const swar::Words& w) { return w.held() == swar::kOrphans; }

}  // namespace

bool is_complete_regular(const TileCounts& concealed, int meld_count) {
  if (meld_count < 0 || meld_count > kMaxMelds) return false;
  const swar::Words w(concealed);
  if (!w.counts_valid()) return reference::is_complete_regular(concealed, meld_count);
  Groups g(concealed, w);
  // Most hands given to this test are not complete: an early exit on the suits' bits.
  return g.total == 14 - 3 * meld_count && g.suits_complete() && g.regular_complete(w);
}

bool is_complete(const TileCounts& concealed, int meld_count) {
  if (meld_count < 0 || meld_count > kMaxMelds) return false;
  const swar::Words w(concealed);
  if (!w.counts_valid()) return reference::is_complete(concealed, meld_count);
  Groups g(concealed, w);
  if (g.total != 14 - 3 * meld_count) return false;
  if (g.suits_complete() && g.regular_complete(w)) return true;  // early exit as above
  return meld_count == 0 && (seven_pairs(w) || thirteen_orphans(w));
}

namespace {

// A split's record in the generated table (32 bytes, tools/analysis_gen):
//  * its blocks: a 16-byte image of four slots {kind 0 run / 1 triplet, first rank, meld -1},
//    then a byte of the set count (bits 0-2) and the pairs of identical runs (bits 3-4), the
//    pair rank and the next split;
//  * per rank of the winning tile the slots holding it (5 bits at 5 * rank: slot k, bit 4 the
//    pair; identical sets once), and at bits 48-56 the ranks that leave nine gates;
//  * its set masks: bits 0-8 run ranks, 32-40 triplet ranks.
// The honour group has nine records of its own after the suits' (kHonourSplits + k): the
// winning honour completes the k-th honour triplet, or the pair for k = 4-8 (4 + the triplets
// before it).
static_assert(tables::kSplits == tables::kHonourSplits + 9, "the honour records: k = 0-8");
const uint8_t* split_image(uint32_t split) { return tables::kSplitRecords + size_t{32} * split; }
uint32_t split_sets(uint32_t split) { return split_image(split)[12] & 7u; }
uint32_t next_split(uint32_t split) {
  uint16_t next;
  std::memcpy(&next, split_image(split) + 14, 2);
  return next;
}
uint64_t split_places(uint32_t split) { return swar::load8(split_image(split) + 16); }
uint64_t split_masks(uint32_t split) { return swar::load8(split_image(split) + 24); }

using Bytes16 = uint8_t __attribute__((vector_size(16)));  // GCC / Clang vector extension

Bytes16 load16(const void* p) {
  Bytes16 v;
  std::memcpy(&v, p, 16);
  return v;
}

// What to add to a split image of suit s: 9 * s on the tile byte of each slot (bytes 1, 4, 7,
// 10). Slots past the split's sets get it too: the next group's store overwrites them.
constexpr std::array<std::array<uint8_t, 16>, 3> make_tile_adds() {
  std::array<std::array<uint8_t, 16>, 3> t{};
  for (int suit = 0; suit < 3; ++suit)
    for (int k = 0; k < 4; ++k) t[suit][3 * k + 1] = static_cast<uint8_t>(9 * suit);
  return t;
}
constexpr std::array<std::array<uint8_t, 16>, 3> kTileAdds = make_tile_adds();

void put_block(uint8_t* at, BlockKind kind, int tile, int meld) {
  at[0] = static_cast<uint8_t>(kind);
  at[1] = static_cast<uint8_t>(tile);
  at[2] = static_cast<uint8_t>(meld);
}

// The blocks of the honour triplets (bit h of the index: honour 27 + h held three times) in
// kind order, and their count in byte 12: one 16-byte copy per hand.
constexpr std::array<std::array<uint8_t, 16>, 128> make_honour_triplets() {
  std::array<std::array<uint8_t, 16>, 128> t{};
  for (int mask = 0; mask < 128; ++mask) {
    int n = 0;
    for (int h = 0; h < 7; ++h) {
      if (!((mask >> h) & 1) || n == 4) continue;  // at most 4 sets in a hand
      t[mask][3 * n] = static_cast<uint8_t>(BlockKind::Triplet);
      t[mask][3 * n + 1] = static_cast<uint8_t>(27 + h);
      t[mask][3 * n + 2] = 0xFF;  // meld -1
      ++n;
    }
    t[mask][12] = static_cast<uint8_t>(n);
  }
  return t;
}
constexpr std::array<std::array<uint8_t, 16>, 128> kHonourTriplets = make_honour_triplets();

// Run waits by the run's first rank (0-based) and the winning tile's place in it
// (seed 000 "Fu de esperas"): middle kanchan, 12 waiting on 3 or 89 waiting on 7 penchan.
constexpr Wait run_wait(int first_rank, int pos) {
  if (pos == 1) return Wait::Kanchan;
  if ((pos == 2 && first_rank == 0) || (pos == 0 && first_rank == 6)) return Wait::Penchan;
  return Wait::Ryanmen;
}

// The wait of the winning tile of rank r in a block, as a table [r][18 * pair + 9 * kind +
// first rank] of the block's slot {kind, first rank} (no branches on the hand; seed 000 "Fu de
// esperas"): the pair tanki, a run by run_wait, a triplet shanpon (an honour triplet is a kind
// 1 slot of its group's records). The winning rank's row is the same for every place.
using SlotWaits = std::array<std::array<Wait, 36>, 9>;
constexpr SlotWaits make_slot_waits() {
  SlotWaits t{};
  for (int first = 0; first < 9; ++first)
    for (int r = 0; r < 9; ++r) {
      t[r][first] = run_wait(first, r - first);
      t[r][9 + first] = Wait::Shanpon;
      t[r][18 + first] = t[r][27 + first] = Wait::Tanki;
    }
  return t;
}
constexpr SlotWaits kSlotWaits = make_slot_waits();
static_assert(kSlotWaits[2][0] == Wait::Penchan && kSlotWaits[6][6] == Wait::Penchan &&
              kSlotWaits[4][3] == Wait::Kanchan && kSlotWaits[5][3] == Wait::Ryanmen &&
              kSlotWaits[5][12] == Wait::Shanpon && kSlotWaits[5][21] == Wait::Tanki);

// The 13 concealed tiles before the win were 1112345678999 of the winning tile's suit (no
// melds: 14 tiles in one suit leave none): a bit of the placements of the suit's split (any
// split of the pattern). No branches: an honour's rank (9 or more from suit 2) reads a zero.
bool nine_sided(const uint16_t (&splits)[3], int win) {
  const int suit = (win >= 9) + (win >= 18);  // 2 for an honour too
  return (split_places(splits[suit]) >> (48 + win - 9 * suit)) & 1;
}

// Block kind per MeldKind (Chi, Pon, Kan, Ankan, Kakan): a run, a triplet or a kan, that is
// the smaller of the meld kind and 2.
constexpr BlockKind meld_block(int kind) { return static_cast<BlockKind>(kind < 2 ? kind : 2); }
constexpr bool meld_blocks_agree() {
  for (int k = 0; k < 5; ++k) {
    const Meld m{static_cast<MeldKind>(k)};
    const BlockKind expected =
        m.is_kan() ? BlockKind::Kan : (m.is_run() ? BlockKind::Run : BlockKind::Triplet);
    if (meld_block(k) != expected) return false;
  }
  return true;
}
static_assert(meld_blocks_agree());

// Block bytes: an arrangement's blocks (3 bytes each: kind, tile, meld) are assembled in a
// 48-byte buffer (the last 16-byte store starts at byte 12 at most), one 16-byte store per
// group in block order (melds, the three suits, the honours, the pair): each store writes the
// group's blocks and leaves bytes after them that the next group's store overwrites.
static_assert(sizeof(Block) == 3, "blocks are 3 bytes");

// The meld blocks: all four slots written in one 16-byte store, with no branch on the meld
// count; slots past the melds are copies of whatever the storage holds, overwritten by the
// suits' stores. The melds' {kind, first} bytes (5 bytes apart) are shuffled into the block
// slots (3 bytes apart), the kind capped at 2 (meld_block), the meld index added.
static_assert(sizeof(Meld) == 5 && offsetof(Meld, kind) == 0 && offsetof(Meld, first) == 1);
static_assert(sizeof(Meld) * kMaxMelds == 20, "two 16-byte loads at bytes 0 and 4");
void store_melds(uint8_t* bytes, const Hand& hand) {
  const auto* melds = reinterpret_cast<const unsigned char*>(hand.melds.begin());
  const Bytes16 low = load16(melds), high = load16(melds + 4);  // bytes 0-15, 4-19
  // Slot m: kind 5m, first 5m + 1 (meld 3's first, byte 16, is byte 12 of `high`: index 28).
  Bytes16 v =
      __builtin_shufflevector(low, high, 0, 1, 0, 5, 6, 0, 10, 11, 0, 15, 28, 0, 0, 0, 0, 0);
  constexpr Bytes16 kCap = {2, 255, 0, 2, 255, 0, 2, 255, 0, 2, 255, 0, 0, 0, 0, 0};
  constexpr Bytes16 kIndex = {0, 0, 0, 0, 0, 1, 0, 0, 2, 0, 0, 3, 0, 0, 0, 0};
  v = v < kCap ? v : kCap;
  v |= kIndex;
  std::memcpy(bytes, &v, 16);
}

// The suit blocks of a split at block index `start`: its image with the suit's first tile
// added, one 16-byte store. Returns the split's set count.
// Unsigned throughout: no sign extension of the offsets.
uint32_t store_split(uint8_t* bytes, uint32_t start, uint32_t split, uint32_t suit) {
  const uint8_t* image = split_image(split);
  const uint32_t sets = image[12] & 7u;  // a suit holds at most 4 sets
  const Bytes16 blocks = load16(image) + load16(kTileAdds[suit].data());
  std::memcpy(bytes + 3 * start, &blocks, 16);
  return sets;
}

// The honour groups of a regular hand: the triplets, the pair and the honour group's record
// for the winning tile (its place among the triplets, or the pair).
struct Honours {
  uint32_t triplets;   // bit h: honour 27 + h held three times
  uint32_t pair_tile;  // the honour pair's tile (34 when the pair is in a suit)
  uint32_t split;      // kHonourSplits + the winning honour's triplet index (+ 4: the pair)
  explicit Honours(const swar::Words& w, int win) {
    triplets = w.honours_equal(3);
    pair_tile = 27 + std::countr_zero(w.honours_equal(2) | 0x80);
    // For a suit tile (unused then) any of the records.
    const uint32_t below = (1u << ((win - 27) & 31)) - 1;
    split = tables::kHonourSplits + static_cast<uint32_t>(swar::popcount64(triplets & below)) +
            4u * (w.counts[win] == 2);
  }
};

// One combination of the suits' splits: the splits (and the honour group's record), where
// each group's sets start in block order (the melds, the three suits, the honours, then the
// pair at block 4) and the blocks that hold the winning tile (bit j: block j; identical sets
// once, from the generated placements).
struct Combination {
  uint32_t split[4];
  uint32_t start[4];
  uint32_t places;
};

// The winning tile's group (0-2 suits, 3 honours) and rank in it.
struct WinPlace {
  unsigned group, rank;
  explicit WinPlace(unsigned win) : group(win / 9), rank(win - 9 * (win / 9)) {}
};

// The wait of the winning tile in block j of a combination (j = 4: the pair): from the kind
// and first rank of its slot in the group's record (any slot for the pair). No branches.
Wait wait_at(const Combination& c, WinPlace p, unsigned j) {
  const unsigned k = std::min(j - c.start[p.group], 3u);
  const uint8_t* slot = split_image(c.split[p.group]) + 3 * k;
  return kSlotWaits[p.rank][18u * (j >> 2) + 9u * slot[0] + slot[1]];
}

// Two bytes of each suit's record: the set counts side by side (bytes 0-2 of `counts`) and the
// pair's tile. The records give their pair's rank (64: none; tools/analysis_gen) and
// `honour_pair` the honour pair's tile (34: none). Exactly one group holds the pair: the
// smallest of the four, with no branch or index on the pair's group.
struct RecordBytes {
  uint32_t counts, pair;
  RecordBytes(const uint8_t* r0, const uint8_t* r1, const uint8_t* r2, uint32_t honour_pair) {
#ifdef __SSE4_1__  // x86-64-v2 and later: bytes 12-13 of each record in a 16-bit lane, the
                   // pairs' minimum one instruction, the counts one shuffle, both from one
                   // vector
    __m128i v = _mm_cvtsi32_si128(static_cast<int>(honour_pair << 8));
    v = _mm_insert_epi16(v, load2(r0 + 12), 1);
    v = _mm_insert_epi16(v, load2(r1 + 12), 2);
    v = _mm_insert_epi16(v, load2(r2 + 12), 3);
    // Lanes: the honour pair, the suits' pairs plus 9 * suit, then 4 lanes that never win.
    const __m128i pairs =
        _mm_add_epi16(_mm_srli_epi16(v, 8), _mm_setr_epi16(0, 0, 9, 18, -1, -1, -1, -1));
    pair = static_cast<uint16_t>(_mm_cvtsi128_si32(_mm_minpos_epu16(pairs)));
    counts = static_cast<uint32_t>(_mm_cvtsi128_si32(_mm_shuffle_epi8(
        v, _mm_setr_epi8(2, 4, 6, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1))));
#else
    counts = uint32_t{r0[12]} | uint32_t{r1[12]} << 8 | uint32_t{r2[12]} << 16;
    pair = std::min(std::min<uint32_t>(r0[13], r1[13] + 9u), std::min(r2[13] + 18u, honour_pair));
#endif
  }
  static int load2(const uint8_t* p) {
    uint16_t v;
    std::memcpy(&v, p, 2);
    return v;
  }
};
uint32_t pair_of(const Combination& c, const Honours& honours) {
  return RecordBytes(split_image(c.split[0]), split_image(c.split[1]), split_image(c.split[2]),
                     honours.pair_tile)
      .pair;
}

// Calls visit(combination) for every combination of the suits' splits, the last suit's
// fastest, until it returns false. Index 0 is never a "next" split, so 0 ends a pattern's
// list.
template <class Visit>
void for_each_combination(const Hand& hand, const Groups& g, const Honours& honours,
                          Visit&& visit) {
  const WinPlace p(index(hand.win.tile));
  const uint32_t first[3] = {g.first[0], g.first[1], g.first[2]};
  Combination c{
      {first[0], first[1], first[2], honours.split}, {static_cast<uint32_t>(hand.melds.size())}, 0};
  auto place = [&] {
    c.start[1] = c.start[0] + split_sets(c.split[0]);
    c.start[2] = c.start[1] + split_sets(c.split[1]);
    c.start[3] = c.start[2] + split_sets(c.split[2]);
    const auto m = static_cast<uint32_t>(split_places(c.split[p.group]) >> (5 * p.rank)) & 31;
    c.places = (m & 15) << c.start[p.group] | (m & 16);
  };
  // Most hands have one split per suit: one combination, visited outside the walk (with no
  // walk state to keep in registers).
  if ((next_split(first[0]) | next_split(first[1]) | next_split(first[2])) == 0) {
    place();
    visit(c);
    return;
  }
  for (;;) {
    place();
    if (!visit(c)) return;
    if ((c.split[2] = next_split(c.split[2])) != 0) continue;
    c.split[2] = first[2];
    if ((c.split[1] = next_split(c.split[1])) != 0) continue;
    c.split[1] = first[1];
    if ((c.split[0] = next_split(c.split[0])) == 0) return;
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
  const WinPlace p(index(hand.win.tile));
  const Honours honours(w, index(hand.win.tile));
  Arrangement proto = kFiveBlocks;  // blocks filled per combination of splits
  const uint16_t first[3] = {static_cast<uint16_t>(g.first[0]), static_cast<uint16_t>(g.first[1]),
                             static_cast<uint16_t>(g.first[2])};
  proto.nine_sided = nine_sided(first, index(hand.win.tile));
  // Every byte of the first 16 is written below before the arrangements copy them.
  alignas(16) uint8_t bytes[48];  // block bytes (store_split)
  store_melds(bytes, hand);
  const uint8_t* honour_sets = kHonourTriplets[honours.triplets].data();
  for_each_combination(hand, g, honours, [&](const Combination& c) {
    for (uint32_t s = 0; s < 3; ++s) store_split(bytes, c.start[s], c.split[s], s);
    std::memcpy(bytes + 3 * c.start[3], honour_sets, 16);
    put_block(bytes + 12, BlockKind::Pair, static_cast<int>(pair_of(c, honours)), -1);
    bytes[15] = 0;
    for (uint32_t places = c.places; places; places &= places - 1) {
      if (out.full()) return false;
      const int j = std::countr_zero(places);
      out.push_back(proto);
      Arrangement& a = out.back();
      // 16 bytes: the five blocks and the first byte of the (unused) sixth slot.
      std::memcpy(static_cast<void*>(a.blocks.begin()), bytes, 16);
      a.win_block = static_cast<int8_t>(j);
      a.wait = wait_at(c, p, j);
    }
    return true;
  });
}

// One reading's first word: shape, wait, winning block, peikou, pair (bytes 0-4), the first
// suit's split (bytes 6-7); the wait and the winning block are added per place.
uint64_t reading_head(uint32_t peikou, uint32_t pair, uint32_t split0) {
  return uint64_t{static_cast<uint8_t>(Shape::Regular)} | uint64_t{peikou} << 24 |
         uint64_t{pair} << 32 | uint64_t{split0} << 48;
}

// Writes the readings of one combination (one per place of the winning tile; `n` readings
// already in `out`), the place-dependent byte 1-2 from `wait_of(j)`. Returns the new count.
// Reading `n` of `out`, its winning block `j` and its wait: three words.
[[gnu::always_inline]] inline void put_reading(CompactArrangements& out, int n, unsigned j,
                                               Wait wait, uint64_t head, uint64_t tail,
                                               uint64_t triplets) {
  auto* r = reinterpret_cast<unsigned char*>(out.begin() + n);
  const uint64_t first = head | uint64_t(wait) << 8 | uint64_t{static_cast<uint8_t>(j)} << 16;
  std::memcpy(r, &first, 8);
  std::memcpy(r + 8, &tail, 8);
  std::memcpy(r + 16, &triplets, 8);
}

template <class WaitOf>
int put_readings(CompactArrangements& out, int n, uint32_t places, uint64_t head, uint64_t tail,
                 uint64_t triplets, WaitOf&& wait_of) {
  for (; places; places &= places - 1) {
    if (n == out.capacity()) break;
    const auto j = static_cast<unsigned>(std::countr_zero(places));
    put_reading(out, n, j, wait_of(j), head, tail, triplets);
    ++n;
  }
  return n;
}

// The same readings as set masks (the records' masks of the three suits side by side), each
// with its winning block and wait: every combination of the suits' splits. Out of line, with
// the groups taken again (about 1 % of hands): the caller's values stay in registers.
[[gnu::noinline]] void add_regular_walk(const Hand& hand, CompactArrangements& out) {
  const swar::Words w(hand.concealed);
  const Groups g(hand.concealed, w, true);
  const WinPlace p(index(hand.win.tile));
  const Honours honours(w, index(hand.win.tile));
  const uint64_t honour_triplets = uint64_t{honours.triplets} << 27;
  for_each_combination(hand, g, honours, [&](const Combination& c) {
    const uint64_t masks =
        split_masks(c.split[0]) | split_masks(c.split[1]) << 9 | split_masks(c.split[2]) << 18;
    // The set counts' bytes add up without carries (at most 4 sets): bits 3-4 the peikou.
    const uint32_t peikou =
        (split_image(c.split[0])[12] + split_image(c.split[1])[12] + split_image(c.split[2])[12]) >>
        3;
    const uint64_t head = reading_head(peikou, pair_of(c, honours), c.split[0]);
    const uint64_t tail =
        uint64_t(c.split[1]) | uint64_t(c.split[2]) << 16 | (masks & 0xFFFFFFFF) << 32;
    const uint64_t triplets = (masks >> 32) | honour_triplets;
    // The count kept in a register (the byte stores could alias the vector's size).
    const int n = put_readings(out, out.size(), c.places, head, tail, triplets,
                               [&](unsigned j) { return wait_at(c, p, j); });
    out.set_size(n);
    return n < out.capacity();  // a full list takes no more readings: the walk may stop
  });
}

// Most hands have one split per suit: their one combination with the records held as pointers
// (no walk state, no arrays of splits kept across the visit).
void add_regular(const Hand& hand, const Groups& g, const swar::Words& w,
                 CompactArrangements& out) {
  const uint32_t split0 = g.first[0], split1 = g.first[1], split2 = g.first[2];
  const uint8_t *r0 = split_image(split0), *r1 = split_image(split1), *r2 = split_image(split2);
  if ((next_split(split0) | next_split(split1) | next_split(split2)) != 0) {
    add_regular_walk(hand, out);
    return;
  }
  const WinPlace p(index(hand.win.tile));
  const Honours honours(w, index(hand.win.tile));
  // The records' set-count bytes side by side (bytes 0-2, at most 4 sets | 2 peikou << 3 each,
  // so no byte sum carries): byte g of `starts` is group g's first block (the melds, then the
  // sets of the groups before it), and the three bytes' sum holds the peikou in bits 3-4 (at
  // most 4 sets in all).
  const RecordBytes bytes(r0, r1, r2, honours.pair_tile);
  const uint32_t counts = bytes.counts;
  const uint32_t starts =
      (counts & 0x070707u) * 0x01010100u + static_cast<uint32_t>(hand.melds.size()) * 0x01010101u;
  const uint8_t* records[4] = {r0, r1, r2, split_image(honours.split)};
  const uint8_t* win_record = records[p.group];
  const uint32_t win_start = (starts >> (8 * p.group)) & 0xFF;
  const auto m = static_cast<uint32_t>(swar::load8(win_record + 16) >> (5 * p.rank)) & 31;
  const uint32_t places = (m & 15) << win_start | (m & 16);
  const uint64_t masks =
      swar::load8(r0 + 24) | swar::load8(r1 + 24) << 9 | swar::load8(r2 + 24) << 18;
  const uint32_t peikou = ((counts * 0x010101u) >> 19) & 0x1F;  // byte 2: the three bytes' sum
  const uint32_t pair = bytes.pair;
  const uint64_t head = reading_head(peikou, pair, split0);
  const uint64_t tail = uint64_t{split1} | uint64_t{split2} << 16 | (masks & 0xFFFFFFFF) << 32;
  const uint64_t triplets = (masks >> 32) | uint64_t{honours.triplets} << 27;
  const auto& waits = kSlotWaits[p.rank];
  const auto wait_of = [&](unsigned j) {
    const uint8_t* slot = win_record + 3 * std::min(j - win_start, 3u);
    return waits[18u * (j >> 2) + 9u * slot[0] + slot[1]];
  };
  // The list is empty here (arrange_into cleared it) and the winning tile, one of the hand's
  // tiles, sits in 1-5 blocks: the first reading written without a test, the others (about one
  // hand in eight) after it.
  const auto j = static_cast<unsigned>(std::countr_zero(places));
  put_reading(out, 0, j, wait_of(j), head, tail, triplets);
  out.set_size(put_readings(out, 1, places & (places - 1), head, tail, triplets, wait_of));
}

// A compact reading's bytes, written as three words: shape, wait, winning block, peikou,
// pair, (padding), the three splits, the runs, the triplets.
static_assert(sizeof(CompactArrangement) == 24 && offsetof(CompactArrangement, shape) == 0 &&
              offsetof(CompactArrangement, wait) == 1 &&
              offsetof(CompactArrangement, win_block) == 2 &&
              offsetof(CompactArrangement, peikou) == 3 &&
              offsetof(CompactArrangement, pair) == 4 &&
              offsetof(CompactArrangement, splits) == 6 &&
              offsetof(CompactArrangement, runs) == 12 &&
              offsetof(CompactArrangement, triplets) == 16);
static_assert(std::is_trivially_copyable_v<CompactArrangement>);

// Seven pairs and thirteen orphans, after the regular readings.
void push_other(const Hand&, const CompactArrangement& a, CompactArrangements& out) {
  out.push_back(a);
}
void push_other(const Hand& hand, const CompactArrangement& a, Arrangements& out) {
  out.push_back(Arrangement{});
  expand(hand, a, out.back());
}

// The seven pairs reading of a hand known to be seven pairs.
template <class List>
void add_seven_pairs(const Hand& hand, const swar::Words& w, List& out) {
  CompactArrangement a;
  a.shape = Shape::SevenPairs;
  a.wait = Wait::Tanki;
  const uint64_t pairs = w.held();  // every count 0 or 2
  const int win = index(hand.win.tile);
  a.win_block = static_cast<int8_t>(swar::popcount64(pairs & ((uint64_t{1} << win) - 1)));
  push_other(hand, a, out);
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
  Groups g(c, w, true);
  // The tile count and the regular shape in one branch (the count is right for nearly every
  // hand arranged): the suits' words need not wait through a branch of their own.
  const bool right_count = g.total + 3 * meld_count == 14;
  if (right_count & g.regular_complete(w)) {
    // Thirteen orphans is never regular; seven pairs can be (two identical runs twice), with
    // 14 concealed tiles: seven_pairs(w) and no melds, as one comparison (GCC turns the two
    // tests into a branch on the meld count), taken while the counts are still in registers.
    const bool pairs_too = int{seven_pairs(w)} > meld_count;
    add_regular(hand, g, w, out);
    if (pairs_too) add_seven_pairs(hand, w, out);
    return true;
  }
  if (!right_count || meld_count != 0) return true;
  if (seven_pairs(w)) {
    add_seven_pairs(hand, w, out);
  } else if (thirteen_orphans(w)) {
    CompactArrangement a;
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

namespace {

// Seven pairs: the 7 kinds held twice, in kind order. Out of line: its 32-byte compare
// would make expand realign its stack frame for every hand.
[[gnu::noinline]] void seven_pair_blocks(const Hand& hand, Arrangement& out) {
  uint64_t p = swar::Words(hand.concealed).held();  // every count 0 or 2
  Block* blocks = out.blocks.begin();
  for (int k = 0; k < 7; ++k, p &= p - 1)
    blocks[k] = {BlockKind::Pair, tile_at(std::countr_zero(p)), -1};
  out.blocks.set_size(7);
}

}  // namespace

// The winning block, the wait, nine_sided and the padding byte after them: one 4-byte store.
static_assert(std::is_trivially_copyable_v<Arrangement> && sizeof(Arrangement) == 36 &&
              offsetof(Arrangement, win_block) == 32 && offsetof(Arrangement, wait) == 33 &&
              offsetof(Arrangement, nine_sided) == 34);

void expand(const Hand& hand, const CompactArrangement& compact, Arrangement& out) {
  const Shape shape = compact.shape;  // read once: the stores to `out` could alias it
  out.shape = shape;
  const uint32_t fields = uint32_t{static_cast<uint8_t>(compact.win_block)} |
                          uint32_t{static_cast<uint8_t>(compact.wait)} << 8;  // nine_sided false
  std::memcpy(reinterpret_cast<unsigned char*>(&out) + offsetof(Arrangement, win_block), &fields,
              4);
  if (shape != Shape::Regular) {
    out.blocks.clear();
    if (shape == Shape::SevenPairs) seven_pair_blocks(hand, out);
    return;
  }
  alignas(16) uint8_t bytes[48];  // block bytes (store_split)
  store_melds(bytes, hand);
  auto start = static_cast<uint32_t>(hand.melds.size());
  uint32_t sets = 0;  // bit 2: a suit of four concealed sets
  for (uint32_t s = 0; s < 3; ++s) {
    const uint32_t n = store_split(bytes, start, compact.splits[s], s);
    start += n;
    sets |= n;
  }
  // Nine gates needs the 14 concealed tiles in one suit, that is its four sets: rare, so the
  // branch predicts well and most hands skip the record lookup.
  if (sets & 4) out.nine_sided = nine_sided(compact.splits, index(hand.win.tile));
  std::memcpy(bytes + 3 * start, kHonourTriplets[compact.triplets >> 27].data(), 16);
  // The pair block {Pair, tile, -1} and a byte that is not copied: one 4-byte store.
  const uint32_t pair = static_cast<uint32_t>(BlockKind::Pair) |
                        uint32_t{static_cast<uint8_t>(compact.pair)} << 8 | 0xFF0000u;
  std::memcpy(bytes + 12, &pair, 4);
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
