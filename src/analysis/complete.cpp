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

// The first split of a complete suit pattern (generated in the reference's search order);
// each split's image names the next one (tools/analysis_gen).
int first_split(uint32_t rank) {
  const uint64_t word = tables::kCompleteBits[rank >> 6];
  return tables::kCompleteBefore[rank >> 6] +
         swar::popcount64(word & ((uint64_t{1} << (rank & 63)) - 1));
}

// Block bytes: the arrangement's blocks (3 bytes each: kind, tile, meld) are assembled in a
// byte buffer, one 16-byte store per group in block order (melds, the three suits, the
// honours, the pair): each store writes the group's blocks and leaves bytes after them that
// the next group's store overwrites; the pair's store (bytes 12-15) comes last. The hot loop
// then copies the first 16 bytes into each arrangement.
static_assert(sizeof(Block) == 3, "blocks are 3 bytes");
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

// A split's used set slots with the suit's first tile added to each block tile (bytes 12-15,
// the split's metadata, are left to be overwritten); its set count and pair tile.
struct SuitSets {
  Bytes16 image;
  int sets;
  int pair_tile;
  int next;  // the pattern's next split, 0 when none
};

SuitSets suit_sets(int split, int suit) {
  const uint8_t* entry = tables::kSplitImage + 16 * split;
  const int sets = entry[12];  // a suit holds at most 4 sets
  return {load16(entry) + load16(kTileAdds[5 * suit + sets].data()), sets, entry[13] + 9 * suit,
          entry[14] | entry[15] << 8};
}

void put_block(uint8_t* at, BlockKind kind, int tile, int meld) {
  at[0] = static_cast<uint8_t>(kind);
  at[1] = static_cast<uint8_t>(tile);
  at[2] = static_cast<uint8_t>(meld);
}

Block block_at(const uint8_t* bytes, int j) {
  return {static_cast<BlockKind>(bytes[3 * j]), tile_at(bytes[3 * j + 1]),
          static_cast<int8_t>(bytes[3 * j + 2])};
}

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

bool nine_sided(const Hand& hand, const Groups& g, int win) {
  if (!hand.melds.empty() || win >= 27 || g.keys[win / 9].tiles != 14) return false;
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

constexpr Arrangement five_blocks() {
  Arrangement a;
  for (int j = 0; j < 5; ++j) a.blocks.push_back(Block{});
  return a;
}
constexpr Arrangement kFiveBlocks = five_blocks();

void add_regular(const Hand& hand, const Groups& g, const swar::Words& w, Arrangements& out) {
  const int win = index(hand.win.tile);
  const int win_group = win / 9;  // 3: honours
  const int meld_count = hand.melds.size();
  // Every arrangement of this hand: melds, then the concealed sets (suit by suit, honours
  // last), then the pair.
  Arrangement proto = kFiveBlocks;  // blocks filled per combination of splits
  proto.nine_sided = nine_sided(hand, g, win);
  // 48 bytes: the last 16-byte store starts at byte 12 at most, the honours' at 3 * 4.
  // Every byte of the first 16 is written below before the arrangements copy them.
  alignas(16) uint8_t bytes[48];
  for (int m = 0; m < meld_count; ++m) {
    const Meld& meld = hand.melds[m];
    put_block(bytes + 3 * m, kMeldBlock[static_cast<int>(meld.kind)], index(meld.first), m);
  }
  const int first0 = first_split(g.keys[0].rank), first1 = first_split(g.keys[1].rank),
            first2 = first_split(g.keys[2].rank);
  const uint64_t honours = w.honours();
  const uint32_t honour_triplets = swar::gather(swar::eq_bytes(honours, 3)) & 0x7F;
  const uint32_t honour_pair = swar::gather(swar::eq_bytes(honours, 2)) & 0x7F;
  alignas(16) uint8_t honour_sets[16] = {};  // at most 4 triplets: 12 bytes, zero after
  int honour_count = 0;
  for (uint32_t t = honour_triplets; t; t &= t - 1)
    put_block(honour_sets + 3 * honour_count++, BlockKind::Triplet, 27 + std::countr_zero(t), -1);
  // Honour winning tile: its triplet (slot after the suits' sets) or the pair (slot 4).
  const uint32_t honour_bit = win >= 27 ? 1u << (win - 27) : 0;
  const int honour_slot = swar::popcount64(honour_triplets & (honour_bit - 1));
  const int honour_pair_tile = 27 + std::countr_zero(honour_pair | 0x80);

  // Every combination of the suits' splits (index 0 is never a "next" split).
  int start[4];
  start[0] = meld_count;
  for (int i0 = first0, n0 = 1; n0; i0 = n0) {
    const SuitSets s0 = suit_sets(i0, 0);
    n0 = s0.next;
    std::memcpy(bytes + 3 * start[0], &s0.image, 16);
    start[1] = start[0] + s0.sets;
    for (int i1 = first1, n1 = 1; n1; i1 = n1) {
      const SuitSets s1 = suit_sets(i1, 1);
      n1 = s1.next;
      std::memcpy(bytes + 3 * start[1], &s1.image, 16);
      start[2] = start[1] + s1.sets;
      for (int i2 = first2, n2 = 1; n2; i2 = n2) {
        const SuitSets s2 = suit_sets(i2, 2);
        n2 = s2.next;
        std::memcpy(bytes + 3 * start[2], &s2.image, 16);
        start[3] = start[2] + s2.sets;
        std::memcpy(bytes + 3 * start[3], honour_sets, 16);
        const int pair_tiles[4] = {s0.pair_tile, s1.pair_tile, s2.pair_tile, honour_pair_tile};
        put_block(bytes + 12, BlockKind::Pair, pair_tiles[g.pair_group], -1);
        bytes[15] = 0;
        // Blocks holding the winning tile (generated per split; identical sets once).
        uint32_t places;
        if (win_group < 3) {
          const int split = win_group == 0 ? i0 : win_group == 1 ? i1 : i2;
          const uint32_t m =
              static_cast<uint32_t>(tables::kSplitPlaces[split] >> (5 * (win % 9))) & 31;
          places = (m & 15) << start[win_group] | (m & 16);
        } else {
          places = (honour_triplets & honour_bit) ? 1u << (start[3] + honour_slot) : 16u;
        }
        for (; places; places &= places - 1) {
          if (out.full()) return;
          const int j = std::countr_zero(places);
          out.push_back(proto);
          Arrangement& a = out.back();
          // 16 bytes: the five blocks and the first byte of the (unused) sixth slot.
          std::memcpy(static_cast<void*>(a.blocks.begin()), bytes, 16);
          a.win_block = static_cast<int8_t>(j);
          a.wait = wait_in(block_at(bytes, j), win);
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
  if (win >= kTileKinds || c[win] == 0) return;
  const swar::Words w(c);
  const int meld_count = hand.melds.size();
  if (!w.counts_valid()) {
    // Counts above 4 (only from callers that skip validation): the reference, when the tile
    // count is right (its search is only bounded for complete-sized hands).
    int total = 0;
    for (uint8_t n : c) total += n;
    if (total == 14 - 3 * meld_count) reference::arrange(hand, out);
    return;
  }
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
