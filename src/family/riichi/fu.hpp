// The fu lines of the chosen reading of a regular hand (seed 000 "Contando fu", "Fu de
// fusiones", "Fu de esperas"). The scoring loop sums the same fu without the lines
// (reading.cpp regular_reading, kept in `Reading::fu_sum`); the lines take that sum rather than
// adding themselves up again, and the conformance runner checks that they add up to the fu.
#pragma once

#include <array>
#include <bit>
#include <cassert>
#include <cstddef>
#ifdef __SSE4_1__
#include <immintrin.h>
#endif

#include "family/riichi/hand_view.hpp"
#include "family/riichi/reading.hpp"
#include "mjscore/hand.hpp"
#include "mjscore/result.hpp"
#include "mjscore/riichi_rules.hpp"

namespace mjscore::riichi {

// Wait fu (step 4): kanchan, penchan and tanki 2; ryanmen and shanpon 0.
constexpr int wait_fu(Wait w) {
  constexpr unsigned kTwoFu = 1u << static_cast<int>(Wait::Kanchan) |
                              1u << static_cast<int>(Wait::Penchan) |
                              1u << static_cast<int>(Wait::Tanki);
  return 2 * ((kTwoFu >> static_cast<int>(w)) & 1);
}

// The line of a set at 8 * its first tile + 4 * concealed + block kind (one flat index, tile
// and flag included: the line is one load and one store): seed 000 "Fu de fusiones" minkou 2,
// ankou 4, minkan 8, ankan 16, doubled for terminals and honours. A run scores none and is not
// listed: its entry has no tile flag, which is what advances past a line.
static_assert(sizeof(FuLine) == 4 && offsetof(FuLine, has_tile) == 3);
inline constexpr auto kSetLine = [] {
  std::array<FuLine, kTileKinds * 8> t{};
  static_assert(static_cast<int>(BlockKind::Run) == 0 &&
                static_cast<int>(BlockKind::Triplet) == 1 && static_cast<int>(BlockKind::Kan) == 2);
  for (int k = 0; k < kTileKinds; ++k)
    for (int c = 0; c < 2; ++c) {
      const Tile tile = static_cast<Tile>(k);
      const int y = (kYaochuMask >> k) & 1;
      t[8 * k + 4 * c + 1] = {{c ? FuReason::closed_triplet : FuReason::open_triplet},
                              static_cast<int8_t>((2 << c) << y),
                              tile,
                              true};
      t[8 * k + 4 * c + 2] = {{c ? FuReason::closed_kan : FuReason::open_kan},
                              static_cast<int8_t>((8 << c) << y),
                              tile,
                              true};
    }
  return t;
}();

// The lines of the four sets `blocks` (bit i of `concealed`: set i counts as concealed), written
// from `out` on, which has room for four; returns their end. Reads 16 bytes from `blocks` (an
// Arrangement's block storage: the sets, the pair and more).
#ifdef __SSE4_1__  // x86-64-v2 and later (CMake MJSCORE_ARCH)
// The four at once: each set's table index (8 * first tile + 4 * concealed + kind) in a 32-bit
// lane, its line loaded into the lane, then the lines with a tile (a run has none) packed to the
// front by one byte shuffle and written with one 16-byte store (the slots after the lines are
// overwritten by the next ones).
inline constexpr auto kConcealedLanes = [] {
  std::array<std::array<uint32_t, 4>, 16> t{};
  for (int c = 0; c < 16; ++c)
    for (int i = 0; i < 4; ++i) t[c][i] = 4 * ((c >> i) & 1);
  return t;
}();
inline constexpr auto kPackLines = [] {  // byte shuffle: the lanes of the set bits first
  std::array<std::array<int8_t, 16>, 16> t{};
  for (int m = 0; m < 16; ++m) {
    int n = 0;
    for (int i = 0; i < 4; ++i) {
      if (((m >> i) & 1) == 0) continue;
      for (int b = 0; b < 4; ++b) t[m][4 * n + b] = static_cast<int8_t>(4 * i + b);
      ++n;
    }
    for (int k = 4 * n; k < 16; ++k) t[m][k] = -1;
  }
  return t;
}();
inline FuLine* set_lines(const Block* blocks, unsigned concealed, FuLine* out) {
  static_assert(sizeof(Block) == 3 && offsetof(Block, kind) == 0 && offsetof(Block, first) == 1);
  const __m128i b = _mm_loadu_si128(reinterpret_cast<const __m128i*>(blocks));
  const __m128i first = _mm_shuffle_epi8(
      b, _mm_setr_epi8(1, -1, -1, -1, 4, -1, -1, -1, 7, -1, -1, -1, 10, -1, -1, -1));
  const __m128i kind = _mm_shuffle_epi8(
      b, _mm_setr_epi8(0, -1, -1, -1, 3, -1, -1, -1, 6, -1, -1, -1, 9, -1, -1, -1));
  const __m128i at = _mm_add_epi32(
      _mm_add_epi32(_mm_slli_epi32(first, 3), kind),
      _mm_loadu_si128(reinterpret_cast<const __m128i*>(kConcealedLanes[concealed].data())));
  // Unsigned indexes: no sign extension of each.
  const auto line = [](int i) { return std::bit_cast<int>(kSetLine[static_cast<uint32_t>(i)]); };
  __m128i lines = _mm_cvtsi32_si128(line(_mm_cvtsi128_si32(at)));
  lines = _mm_insert_epi32(lines, line(_mm_extract_epi32(at, 1)), 1);
  lines = _mm_insert_epi32(lines, line(_mm_extract_epi32(at, 2)), 2);
  lines = _mm_insert_epi32(lines, line(_mm_extract_epi32(at, 3)), 3);
  // has_tile is bit 24 of a line: shifted to the sign bit of its lane.
  const int with_tile = _mm_movemask_ps(_mm_castsi128_ps(_mm_slli_epi32(lines, 7)));
  const __m128i pack =
      _mm_loadu_si128(reinterpret_cast<const __m128i*>(kPackLines[with_tile].data()));
  _mm_storeu_si128(reinterpret_cast<__m128i*>(out), _mm_shuffle_epi8(lines, pack));
  return out + std::popcount(static_cast<unsigned>(with_tile));
}
#else
inline FuLine* set_lines(const Block* blocks, unsigned concealed, FuLine* out) {
  for (int i = 0; i < 4; ++i) {
    const Block& b = blocks[i];
    const FuLine line =
        kSetLine[8 * index(b.first) + 4 * ((concealed >> i) & 1) + static_cast<int>(b.kind)];
    *out = line;
    out += std::bit_cast<uint32_t>(line) >> 24;  // has_tile, the top byte (GCC zero-extended it)
  }
  return out;
}
#endif

// The fu lines of the chosen regular reading `r`, in the seed's order, written from `out` on;
// returns the end of the lines. They add up to the reading's fu (`r.value.fu`, rounded up to
// 10: the last line, "round_up", is the rounding). Valuing the reading already summed them
// (`r.fu_sum`, the lines before open_pinfu: reading.cpp regular_reading), so they are only
// written here, not summed again.
// Every line is written and the end only advanced past the ones that apply: whether a line
// applies depends on the hand, so a branch per line would be mispredicted on random hands.
// Writes into the 11 slots from `out` (base, closed_ron, four sets, the pair, the wait, tsumo,
// open_pinfu, round_up), whichever lines apply.
inline FuLine* regular_fu_lines(const Arrangement& a, const HandView& v, const Reading& r,
                                FuLine* out) {
  *out++ = {{FuReason::base}, 20};
  const int closed_ron = v.closed > v.tsumo;  // closed and not tsumo, without a branch
  *out = {{FuReason::closed_ron}, 10};
  out += closed_ron;
  // Step 3, "Fu de fusiones": minkou 2/4, ankou 4/8, minkan 8/16, ankan 16/32 (simples /
  // terminals and honours; a triplet completed by ron counts as open, issue 3). A regular
  // arrangement lists the melds (block j is meld j), the concealed sets, then the pair
  // (analysis.hpp). Bit i of `concealed`: set i is an ankan, or a concealed set that ron did
  // not complete.
  const unsigned concealed =
      v.melds.ankans | ((0xFu << v.meld_count) & 0xF & ~(unsigned{!v.tsumo} << a.win_block));
  for (int i = 0; i < 4; ++i) assert(a.blocks[i].from_meld() == (i < v.meld_count));
  out = set_lines(a.blocks.begin(), concealed, out);
  // A pair of a dragon, the seat or the round wind 2, of a double wind `double_wind_pair_fu`.
  const Tile pair = a.blocks[4].first;
  const int pair_fu = v.pair_fu[index(pair)];
  *out = {{FuReason::pair}, static_cast<int8_t>(pair_fu), pair, true};
  out += pair_fu != 0;
  // The wait's line by `Wait` (its reason follows `ryanmen` in the same order).
  static constexpr auto kWaitLine = [] {
    std::array<FuLine, 5> t{};
    for (int w = 0; w < 5; ++w)
      t[w] = {{static_cast<FuReason::Id>(FuReason::ryanmen + w)},
              static_cast<int8_t>(wait_fu(static_cast<Wait>(w)))};
    return t;
  }();
  static_assert(kWaitLine[static_cast<int>(Wait::Kanchan)].reason.id == FuReason::kanchan &&
                kWaitLine[static_cast<int>(Wait::Shanpon)].reason.id == FuReason::shanpon);
  *out = kWaitLine[static_cast<int>(a.wait)];
  out += wait_fu(a.wait) >> 1;  // 2 or 0: a bit of a constant, not a test of the loaded line
  const int tsumo = v.tsumo & ((r.yaku & bit(Yaku::Pinfu)) == 0);  // no tsumo fu with pinfu
  *out = {{FuReason::tsumo}, 2};
  out += tsumo;
  // A sum of 20 rounds to 20: a reading of 30 is an open hand won by ron with no other fu,
  // valued 30 under `open_pinfu_30_fu` (regular_reading).
  const int open_pinfu = (r.fu_sum == 20) & (r.value.fu == 30);
  *out = {{FuReason::open_pinfu}, 10};
  out += open_pinfu;
  const int round_up = r.value.fu - r.fu_sum - 10 * open_pinfu;
  *out = {{FuReason::round_up}, static_cast<int8_t>(round_up)};
  out += round_up != 0;
  return out;
}

}  // namespace mjscore::riichi
