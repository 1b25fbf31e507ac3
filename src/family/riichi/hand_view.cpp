// The per-request view of a riichi hand and the yaku / yakuman that depend only on its tiles
// and the request flags (issue 3 "Yaku", seed 000 "Contando han").
#include "family/riichi/hand_view.hpp"

#include <cstring>
#ifdef __AVX2__
#include <immintrin.h>
#endif

#include "analysis/swar.hpp"
#include "family/riichi/sanma.hpp"
#include "tiles/hand_rules.hpp"

namespace mjscore::riichi {
namespace {

// What each meld kind (MeldKind order) adds to the summary: the tiles and the kind's shape (its
// fu are the rules': ScoringTables::meld_fu). A table rather than a branch per kind: the kinds
// of random melds are not predictable.
struct MeldShape {
  uint8_t tiles;    // copies of the first tile (a chi also adds one of each of the next two)
  uint8_t run;      // a chi
  uint8_t kan;      // a kan of any kind
  uint8_t closed;   // an ankan: the only meld that keeps the hand closed
  TileMask yaochu;  // the first tiles for which the meld holds a terminal or honour
};
constexpr MeldShape kMeldShape[] = {
    {1, 1, 0, 0, kYaochuRunStarts},  // Chi
    {3, 0, 0, 0, kYaochuMask},       // Pon
    {4, 0, 1, 0, kYaochuMask},       // Kan
    {4, 0, 1, 1, kYaochuMask},       // Ankan
    {4, 0, 1, 0, kYaochuMask},       // Kakan
};
static_assert(static_cast<int>(MeldKind::Chi) == 0 && static_cast<int>(MeldKind::Pon) == 1 &&
              static_cast<int>(MeldKind::Kan) == 2 && static_cast<int>(MeldKind::Ankan) == 3 &&
              static_cast<int>(MeldKind::Kakan) == 4);

// One meld (kind and first tile) as what it adds to MeldSummary: `sums` packs counts that add
// up over the at most four melds without carrying into each other (bits 0-7 are the fu, added
// from the rules' table: at most 4 x kMostSetFu = 128; then a nibble each), `sets` the run
// (bits 0-26) or suit triplet (bits 32-58) it makes, `tiles` the copies of the first three kinds
// from the first tile (one byte each).
struct MeldEntry {
  uint64_t sets;
  uint32_t sums;
  uint32_t tiles;
};
constexpr auto kMeldEntry = [] {
  std::array<std::array<MeldEntry, 5>, kTileKinds> t{};
  for (int tile = 0; tile < kTileKinds; ++tile)
    for (int kind = 0; kind < 5; ++kind) {
      const MeldShape& k = kMeldShape[kind];
      const unsigned yaochu = (k.yaochu >> tile) & 1;
      const uint64_t at = uint64_t{1} << tile;
      t[tile][kind] = {
          k.run ? at & 0x7FFFFFF : (at & 0x7FFFFFF) << 32,  // honour sets left out
          unsigned{k.run} << MeldSummary::kRuns | unsigned{k.kan} << MeldSummary::kKans |
              unsigned{k.closed} << MeldSummary::kAnkans | (1u - yaochu) << MeldSummary::kPlain |
              (1u - k.run) << MeldSummary::kSets,
          k.tiles | unsigned{k.run} << 8 | unsigned{k.run} << 16};
    }
  return t;
}();

// Yakuhai of the honour sets (bit n: a set of kind 27 + n) per seat << 2 | round: bits 0-2 the
// dragons (haku, hatsu, chun), 3 the seat wind, 4 the round wind (seed 000 "Contando han"),
// in the order of those yaku from YakuhaiHaku on.
static_assert(static_cast<int>(Yaku::YakuhaiHatsu) == static_cast<int>(Yaku::YakuhaiHaku) + 1 &&
              static_cast<int>(Yaku::YakuhaiChun) == static_cast<int>(Yaku::YakuhaiHaku) + 2 &&
              static_cast<int>(Yaku::SeatWind) == static_cast<int>(Yaku::YakuhaiHaku) + 3 &&
              static_cast<int>(Yaku::RoundWind) == static_cast<int>(Yaku::YakuhaiHaku) + 4);
constexpr auto kHonourYaku = [] {
  std::array<std::array<uint8_t, 128>, 16> t{};
  for (int seat_round = 0; seat_round < 16; ++seat_round)
    for (int sets = 0; sets < 128; ++sets) {
      const int seat = seat_round >> 2, round = seat_round & 3;
      const int dragons = index(Tile::White) - 27;
      t[seat_round][sets] = static_cast<uint8_t>(
          ((sets >> dragons) & 7) | ((sets >> seat) & 1) << 3 | ((sets >> round) & 1) << 4);
    }
  return t;
}();

// The concealed and melded tiles, with room for the four-byte adds of the melds past kind 33.
struct PaddedCounts {
  TileCounts counts;
  uint8_t pad[3];
};

#ifdef __AVX2__
// The hand's counts (concealed and melded) as two vectors, kinds 0-31 and kinds 2-33, kept in
// registers: added into the count array a meld at a time and then read whole (count_masks), they
// made the CPU wait for the adds' stores (a wide load cannot take its bytes from narrower stores
// still in flight; perf's samples put a quarter of build_view's time there, on every hand: the
// copy of the concealed counts was such a store too).
struct CountVectors {
  __m256i low, from2;
};
inline __m256i load_counts(const uint8_t* p) {
  return _mm256_loadu_si256(reinterpret_cast<const __m256i*>(p));
}
#endif

// The melds' fu, set shapes, kans, red fives and openness; adds the meld tiles to `all` (with
// AVX2 to the vectors `c` instead).
// Summed in locals: the stores into `all` may alias anything, so fields of `s` updated in the
// loop would be reloaded after each.
// Returns the red fives in the melds.
#ifdef __AVX2__
int summarize_melds(const Hand& h, const ScoringTables& t, CountVectors& c, MeldSummary& s) {
#else
int summarize_melds(const Hand& h, const ScoringTables& t, PaddedCounts& all, MeldSummary& s) {
#endif
  const int n = h.melds.size();
  uint64_t sets = 0;
  uint32_t sums = 0;
  int red = 0;
#ifndef __AVX2__
  unsigned char* bytes = reinterpret_cast<unsigned char*>(&all);
#endif
  for (int j = 0; j < n; ++j) {
    const Meld& m = h.melds[j];
    const MeldEntry& e = kMeldEntry[index(m.first)][static_cast<int>(m.kind)];
#ifdef __AVX2__
    // The meld's tiles from a constant row (text::meld_tile_row).
    const uint8_t* row = text::meld_tile_row(m, 0);  // kinds 2-33 at row + 2
    c.low = _mm256_add_epi8(c.low, load_counts(row));
    c.from2 = _mm256_add_epi8(c.from2, load_counts(row + 2));
#else
    // The meld's tiles as one four-byte add at its first tile: a chi starts at a suit kind of
    // rank 7 at most, and a count never carries (at most 4).
    uint32_t x;
    std::memcpy(&x, bytes + index(m.first), 4);
    x += e.tiles;
    std::memcpy(bytes + index(m.first), &x, 4);
#endif
    sets |= e.sets;
    sums += e.sums + t.meld_fu[index(m.first)][static_cast<int>(m.kind)];
    red += m.red;
  }
  s.sets = sets;
  s.sums = sums;
  // Which melds are ankans, looked for only in a hand that has one (rare, predictable), not
  // collected by the loop above on every hand.
  unsigned ankan_bits = 0;
  if (s.concealed_sets() != 0) [[unlikely]]
    for (int j = 0; j < n; ++j) ankan_bits |= unsigned{h.melds[j].kind == MeldKind::Ankan} << j;
  s.ankans = static_cast<uint8_t>(ankan_bits);
  return red;
}

// Whether the `n` kinds from `first` on are each held twice or more (shousangen, shousuushii:
// read from the counts in those rare branches rather than as a mask on every hand).
bool all_paired(const TileCounts& all, int first, int n) {
  for (int k = first; k < first + n; ++k)
    if (all[k] < 2) return false;
  return true;
}

// `dora_of`: the rules' successor table (sanma.hpp dora_table: three-player wraps 1m and 9m).
int dora_hits(const Indicators& indicators, const TileCounts& all, bool kan_dora,
              const uint8_t* dora_of) {
  int n = 0;
  const int used = kan_dora ? indicators.size() : (indicators.empty() ? 0 : 1);
  for (int i = 0; i < used; ++i) n += all[dora_of[index(indicators[i].tile)]];
  return n;
}

// Chuuren poutou: one suit, no melds, 1112345678999 plus one tile of the suit. Returns 0 (no),
// 1 (chuuren) or 2 (the nine-sided form: the 13 tiles before the win were 1112345678999).
// `suit`: the hand's only suit (it holds no other tile).
int chuuren_form(const Hand& hand, int suit) {
  if (!hand.melds.empty()) return 0;
  static constexpr uint8_t kBase[9] = {3, 1, 1, 1, 1, 1, 1, 1, 3};
  const uint8_t* c = &hand.concealed[suit * 9];
  for (int r = 0; r < 9; ++r)
    if (c[r] < kBase[r]) return 0;
  const int extra = index(hand.win.tile) - suit * 9;
  return c[extra] == kBase[extra] + 1 ? 2 : 1;
}

// What one suit's kinds held (bit r: rank r + 1) allow of the rarer set yaku: bits 0-6 the
// ranks r with r, r + 1 and r + 2 held (sanshoku: such a rank in every suit), bit 7 no tile of
// rank 4-6 (chanta / junchan: in every suit; a set holding one has no terminal), bit 8 all nine
// kinds (ittsu: in any suit); bit 9 any kind (the suits held).
constexpr auto kSuitSummary = [] {
  std::array<uint16_t, 512> t{};
  for (unsigned k = 0; k < 512; ++k)
    t[k] = static_cast<uint16_t>((k & k >> 1 & k >> 2 & 0x7F) | unsigned{(k & 0x38) == 0} << 7 |
                                 unsigned{k == 0x1FF} << 8 | unsigned{k != 0} << 9);
  return t;
}();

// From one lookup per suit: whether the tiles allow chanta / junchan, ittsu or sanshoku
// (HandView::rare_sets: once per hand, so that each reading can skip those yaku, which most
// random hands cannot have), and whether they hold exactly one suit.
struct SuitSummary {
  bool rare_sets;
  bool one_suit;
};
SuitSummary summarize_suits(TileMask present) {
  const unsigned m = kSuitSummary[present & 0x1FF], p = kSuitSummary[(present >> 9) & 0x1FF],
                 s = kSuitSummary[(present >> 18) & 0x1FF];
  const unsigned all = m & p & s;
  // One suit: an odd number of them held (m ^ p ^ s), not all three.
  return {((all & 0xFF) | ((m | p | s) & 0x100)) != 0, ((m ^ p ^ s) & ~all & 0x200) != 0};
}

}  // namespace

// The high bits of the bytes of `x` that are >= `k` (1 <= k <= 4; counts never exceed 4):
// adding 128 - k to a byte sets its high bit exactly when the byte is >= k.
constexpr uint64_t bytes_at_least(uint64_t x, int k) {
  return (x + 0x0101010101010101ull * static_cast<uint64_t>(128 - k)) & 0x8080808080808080ull;
}
// Gathers the eight high bits of `h` into one byte (bit i = byte i).
constexpr uint64_t gather_high_bits(uint64_t h) { return (h >> 7) * 0x0102040810204080ull >> 56; }

namespace {
// Counts of kinds 8w..8w+7 as the bytes of one word (the last word holds kinds 32 and 33).
uint64_t count_word(const TileCounts& counts, int w) {
  if (w == 4) return counts[32] | static_cast<uint64_t>(counts[33]) << 8;
  uint64_t x;
  std::memcpy(&x, counts.data() + 8 * w, 8);
  return x;
}
}  // namespace

#ifdef __AVX2__  // x86-64-v3 builds (CMake MJSCORE_ARCH): the counts of kinds 0-31 and 2-33
namespace {
CountMasks count_masks(__m256i low, __m256i x) {
  CountMasks m;
  // Bit n of a mask: kind n + 2. Present: count > 0. Triplets from one byte shuffle of the
  // counts (at most 4): bit 7 set from 3 on (one shuffle, where a compare needs a vector of
  // one repeated constant built first).
  const __m256i kAtLeast3 = _mm256_setr_epi8(0, 0, 0, -128, -128, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
                                             0, 0, 0, -128, -128, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0);
  const auto bits = [](__m256i v) {
    return TileMask{static_cast<uint32_t>(_mm256_movemask_epi8(v))} << 2;
  };
  constexpr TileMask kHigh = ~TileMask{0} << 24;  // triplets: kinds 24-33 only
  // Present: kinds 0-31 from the first vector, kinds 32 and 33 from the second.
  const uint32_t low_empty =
      static_cast<uint32_t>(_mm256_movemask_epi8(_mm256_cmpeq_epi8(low, _mm256_setzero_si256())));
  m.present = TileMask{~low_empty} |
              (bits(_mm256_cmpgt_epi8(x, _mm256_setzero_si256())) & (TileMask{3} << 32));
  m.triplets = bits(_mm256_shuffle_epi8(kAtLeast3, x)) & kHigh;
  return m;
}
}  // namespace
#endif

CountMasks count_masks(const TileCounts& counts) {
#ifdef __AVX2__
  return count_masks(load_counts(counts.data()), load_counts(counts.data() + 2));
#else
  CountMasks m;
  for (int w = 0; w < 5; ++w) {
    const uint64_t x = count_word(counts, w);
    m.present |= gather_high_bits(bytes_at_least(x, 1)) << (8 * w);
    if (w >= 3)  // triplets are only needed for the honours (kinds 27-33)
      m.triplets |= gather_high_bits(bytes_at_least(x, 3)) << (8 * w);
  }
  return m;
#endif
}

int tile_total(const TileCounts& counts) {
  int n = 0;
  for (int w = 0; w < 5; ++w)  // eight counts of at most 4 per word
    n += static_cast<int>(count_word(counts, w) * 0x0101010101010101ull >> 56);
  return n;
}

Result<void> validate_tiles(const Hand& h) {
  if (tile_total(h.concealed) + 3 * h.melds.size() != 14)
    return fail(ErrorCode::invalid_hand, "a winning hand has 14 tiles (a kan counts as 3)");
  if (index(h.win.tile) >= kTileKinds || h.concealed[index(h.win.tile)] == 0)
    return fail(ErrorCode::invalid_hand, "the winning tile is not in the hand");
  return {};
}

Result<void> validate_context(const ScoreRequest& r) {
  return validate_context(r, r.hand.is_closed(), r.hand.kan_count());
}

Result<void> validate_context(const ScoreRequest& r, bool closed, int kans) {
  if (const char* problem = context_problem(r, closed, kans))
    return fail(ErrorCode::invalid_context, problem);
  return {};
}

Result<void> validate_request(const ScoreRequest& r) {
  if (auto ok = validate_tiles(r.hand); !ok) return ok;
  return validate_context(r);
}

HandView build_view(const ScoreRequest& r, const ScoringRules& rules) {
  HandView v;
  const Hand& h = r.hand;
  PaddedCounts all;
#ifdef __AVX2__
  CountVectors counts{load_counts(h.concealed.data()), load_counts(h.concealed.data() + 2)};
  const int meld_red = summarize_melds(h, tables(rules), counts, v.melds);
  const CountMasks masks = count_masks(counts.low, counts.from2);
  // For the dora counts: read a byte at a time, which the stores pass on at once.
  _mm256_storeu_si256(reinterpret_cast<__m256i*>(all.counts.data()), counts.low);
  _mm256_storeu_si256(reinterpret_cast<__m256i*>(all.counts.data() + 2), counts.from2);
#else
  all.counts = h.concealed;
  const int meld_red = summarize_melds(h, tables(rules), all, v.melds);
  const CountMasks masks = count_masks(all.counts);
#endif
  const int kans = v.melds.kans();
  const TileMask present = masks.present;
  v.present = present;
  v.closed = v.melds.concealed_sets() == static_cast<int>(h.melds.size());  // ankans only
  v.tsumo = r.win_by == WinBy::Tsumo;
  v.win = h.win.tile;
  v.dealer = r.seat == Wind::East;
  const int seat_round = static_cast<int>(r.seat) << 2 | static_cast<int>(r.round);
  v.kans = kans;
  v.meld_count = h.melds.size();
  v.pair_fu =
      tables(rules).pair_fu[unsigned{rules.double_wind_pair_fu == 4} << 4 | seat_round].data();
  const uint8_t* dora_of = dora_table(rules);
  v.dora = dora_hits(r.dora, all.counts, rules.kan_dora, dora_of);
  v.aka =
      rules.aka_dora ? h.concealed_red[0] + h.concealed_red[1] + h.concealed_red[2] + meld_red : 0;
  v.ura = (r.riichi || r.double_riichi) && rules.ura_dora
              ? dora_hits(r.ura, all.counts, rules.kan_dora, dora_of)
              : 0;
  v.kita = 0;

  YakuMask y = 0;
  if (r.double_riichi) {
    y |= bit(Yaku::DoubleRiichi);
  } else if (r.riichi) {
    y |= bit(Yaku::Riichi);
  }
  if (r.ippatsu) y |= bit(Yaku::Ippatsu);
  // Conditions on the tiles and on common flags are computed as bits (`when`, `&` of bools):
  // random hands would mispredict a branch on them. The rarer flags keep their branches.
  // Tanyao on an open hand scores per `open_tanyao` (the rules' open table).
  y |= when(v.closed & v.tsumo, Yaku::MenzenTsumo) |
       when((present & ~kSimpleMask) == 0, Yaku::Tanyao);
  // Honour counts of 3 or more are triplets or kans (no run holds an honour).
  const TileMask sets = masks.triplets;
  // Yakuhai (dragons, seat wind, round wind) by one lookup of the honour sets (bits 27-33).
  y |= YakuMask{kHonourYaku[seat_round][sets >> 27]} << static_cast<int>(Yaku::YakuhaiHaku);
  // Bits 27-30 winds, 31-33 dragons (the masks hold no kind above 33). Shousangen and
  // shousuushii: every kind of the group held twice or more, all but one of them in sets.
  // Shousangen only for a hand that holds every dragon (rare: a branch that is almost never
  // taken, rather than the test as bits on every hand).
  constexpr TileMask kWinds = 0xFull << 27, kDragons = 0x7ull << 31;
  if ((present & kDragons) == kDragons) [[unlikely]]
    if (swar::popcount64(sets & kDragons) == 2 && all_paired(all.counts, index(Tile::White), 3))
      y |= bit(Yaku::Shousangen);
  if ((present & kSimpleMask) == 0) y |= bit(Yaku::Honroutou);
  const SuitSummary suits = summarize_suits(present);
  const bool one_suit = suits.one_suit;
  if (one_suit) y |= bit((present & kHonorMask) ? Yaku::Honitsu : Yaku::Chinitsu);
  if (kans == 3) y |= bit(Yaku::Sankantsu);
  // The yaku of the rarer flags behind one test of them all (flag_word). First-turn wins:
  // renhou on a non-dealer's ron (a yakuman under `renhou = "yakuman"`, else the yaku, which
  // scores under "mangan": the rules' tables), tenhou / chiihou on a tsumo.
  YakumanMask m = 0;
  if (flag_word(r) & kRareFlags) {
    if (r.last_tile) y |= bit(v.tsumo ? Yaku::Haitei : Yaku::Houtei);
    if (r.after_kan) y |= bit(Yaku::Rinshan);
    if (r.robbing_kan) y |= bit(Yaku::Chankan);
    if (r.first_turn) {
      const bool renhou = !v.tsumo && !v.dealer;
      if (renhou) y |= bit(Yaku::Renhou);
      if (renhou && rules.renhou == Renhou::Yakuman) m |= bit(Yakuman::Renhou);
      if (v.tsumo) m |= bit(v.dealer ? Yakuman::Tenhou : Yakuman::Chiihou);
    }
  }
  // Three-player kita, and a ron on a set-aside North, which scores chankan where the preset
  // says so (docs/sanma.md); both absent from four-player requests (check_players).
  if ((r.kita != 0) | r.robbed_kita) [[unlikely]] {
    v.kita = kita_han(r, rules);
    if (r.robbed_kita & rules.kita_chankan) y |= bit(Yaku::Chankan);
  }
  v.han = &tables(rules).han[v.closed];
  v.yaku = y;
  v.rare_sets = suits.rare_sets;

  // The tile yakuman, behind one test that lets through every hand that may hold one (three
  // honour sets, one suit, four kans, or no simple but green ones) and few others.
  if ((swar::popcount64(sets >> 27) >= 3) | one_suit | (kans == 4) |
      ((present & kSimpleMask & ~kGreenMask) == 0)) {
    const int wind_sets = swar::popcount64(sets & kWinds);
    if ((sets & kDragons) == kDragons) m |= bit(Yakuman::Daisangen);
    if (wind_sets == 4) m |= bit(Yakuman::Daisuushii);
    if (wind_sets == 3 && all_paired(all.counts, index(Tile::East), 4))
      m |= bit(Yakuman::Shousuushii);
    if ((present & ~kHonorMask) == 0) m |= bit(Yakuman::Tsuuiisou);
    if ((present & ~kTerminalMask) == 0) m |= bit(Yakuman::Chinroutou);
    if ((present & ~kGreenMask) == 0) m |= bit(Yakuman::Ryuuiisou);
    if (one_suit && (present & kHonorMask) == 0)
      if (const int form = chuuren_form(h, std::countr_zero(present) / 9))
        m |= bit(form == 2 ? Yakuman::Chuuren9 : Yakuman::Chuuren);
    if (kans == 4) m |= bit(Yakuman::Suukantsu);
  }
  v.yakuman = m & tables(rules).yakuman_scoring;  // a yakuman whose value is 0 is off
  return v;
}

}  // namespace mjscore::riichi
