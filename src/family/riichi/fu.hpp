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
#include "family/riichi/value_tables.hpp"
#include "mjscore/hand.hpp"
#include "mjscore/result.hpp"
#include "mjscore/riichi_rules.hpp"

namespace mjscore::riichi {

// The line of a set is the rules' (ScoringTables::set_lines, seed 000 "Fu de fusiones": minkou,
// ankou, minkan, ankan, of simples and of terminals and honours) at 8 * its first tile + 4 *
// concealed + block kind (one flat index, tile and flag included: the line is one load and one
// store). A set without fu (a run) has no tile flag, which is what advances past a line.
static_assert(sizeof(FuLine) == 4 && offsetof(FuLine, has_tile) == 3);
static_assert(static_cast<int>(BlockKind::Run) == 0 && static_cast<int>(BlockKind::Triplet) == 1 &&
              static_cast<int>(BlockKind::Kan) == 2);

// The lines (`set_line`: ScoringTables::set_lines) of the four sets `blocks` (bit i of
// `concealed`: set i counts as concealed), written from `out` on, which has room for four;
// returns their end. Reads 16 bytes from `blocks` (an Arrangement's block storage: the sets,
// the pair and more).
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
inline FuLine* set_lines(const Block* blocks, unsigned concealed, const FuLine* set_line,
                         FuLine* out) {
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
  const auto line = [&](int i) { return std::bit_cast<int>(set_line[static_cast<uint32_t>(i)]); };
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
inline FuLine* set_lines(const Block* blocks, unsigned concealed, const FuLine* set_line,
                         FuLine* out) {
  for (int i = 0; i < 4; ++i) {
    const Block& b = blocks[i];
    const FuLine line =
        set_line[8 * index(b.first) + 4 * ((concealed >> i) & 1) + static_cast<int>(b.kind)];
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
// written here, not summed again. The fu are the rules' (`rules.fu`, ScoringTables); a line of
// 0 fu is left out.
// Every line is written and the end only advanced past the ones that apply: whether a line
// applies depends on the hand, so a branch per line would be mispredicted on random hands.
// Writes into the 11 slots from `out` (base, closed_ron, four sets, the pair, the wait, tsumo,
// open_pinfu, round_up), whichever lines apply.
inline FuLine* regular_fu_lines(const Arrangement& a, const HandView& v, const Reading& r,
                                const ScoringRules& rules, FuLine* out) {
  const FuValues& f = rules.fu;
  *out = {{FuReason::base}, static_cast<int8_t>(f.base)};
  out += f.base != 0;
  const int closed_ron = v.closed > v.tsumo;  // closed and not tsumo, without a branch
  *out = {{FuReason::closed_ron}, static_cast<int8_t>(f.closed_ron)};
  out += closed_ron & (f.closed_ron != 0);
  // Step 3, "Fu de fusiones" (a triplet completed by ron counts as open, issue 3). A regular
  // arrangement lists the melds (block j is meld j), the concealed sets, then the pair
  // (analysis.hpp). Bit i of `concealed`: set i is an ankan, or a concealed set that ron did
  // not complete.
  const unsigned concealed =
      v.melds.ankans | ((0xFu << v.meld_count) & 0xF & ~(unsigned{!v.tsumo} << a.win_block));
  for (int i = 0; i < 4; ++i) assert(a.blocks[i].from_meld() == (i < v.meld_count));
  out = set_lines(a.blocks.begin(), concealed, tables(rules).set_lines.data(), out);
  // A pair of a dragon, the seat or the round wind, of a double wind `double_wind_pair_fu`.
  const Tile pair = a.blocks[4].first;
  const int pair_fu = v.pair_fu[index(pair)];
  *out = {{FuReason::pair}, static_cast<int8_t>(pair_fu), pair, true};
  out += pair_fu != 0;
  // The wait's line (its reason follows `ryanmen` in `Wait` order).
  const int wait = static_cast<int>(a.wait);
  static_assert(FuReason::kanchan == FuReason::ryanmen + static_cast<int>(Wait::Kanchan) &&
                FuReason::shanpon == FuReason::ryanmen + static_cast<int>(Wait::Shanpon));
  *out = {{static_cast<FuReason::Id>(FuReason::ryanmen + wait)}, static_cast<int8_t>(f.wait[wait])};
  out += f.wait[wait] != 0;
  const int tsumo = v.tsumo & ((r.yaku & bit(Yaku::Pinfu)) == 0);  // no tsumo fu with pinfu
  *out = {{FuReason::tsumo}, static_cast<int8_t>(f.tsumo)};
  out += tsumo & (f.tsumo != 0);
  // An open ron with no fu but the base, valued kOpenPinfuFu more under `open_pinfu_30_fu`
  // (regular_reading): the only reading whose value passes its sum by 10 or more.
  const int open_pinfu = (r.fu_sum == f.base) & (r.value.fu - r.fu_sum >= kOpenPinfuFu);
  *out = {{FuReason::open_pinfu}, static_cast<int8_t>(kOpenPinfuFu)};
  out += open_pinfu;
  const int round_up = r.value.fu - r.fu_sum - kOpenPinfuFu * open_pinfu;
  *out = {{FuReason::round_up}, static_cast<int8_t>(round_up)};
  out += round_up != 0;
  return out;
}

}  // namespace mjscore::riichi
