// Byte-parallel helpers over TileCounts (8 tile counts per 64-bit word) and the per-suit
// pattern rank of the generated tables (tools/analysis_gen/gen_analysis_tables.cpp).
#pragma once

#include <bit>
#include <cstdint>
#include <cstring>
#ifdef __SSE4_1__
#include <immintrin.h>
#endif

#include "analysis_tables.hpp"
#include "mjscore/tiles.hpp"

namespace mjscore::swar {

static_assert(std::endian::native == std::endian::little, "byte order assumed by the key maths");

inline constexpr uint64_t kOnes = 0x0101010101010101ull;
inline constexpr uint64_t kHigh = 0x8080808080808080ull;
inline constexpr uint64_t kOrphans = (0x7Full << 27) | (1ull << 0) | (1ull << 8) | (1ull << 9) |
                                     (1ull << 17) | (1ull << 18) | (1ull << 26);
static_assert(std::popcount(kOrphans) == 13);

inline uint64_t load8(const uint8_t* p) {
  uint64_t v;
  std::memcpy(&v, p, 8);
  return v;
}

// High bit of every byte that is zero (exact, no false positives).
inline uint64_t zero_bytes(uint64_t x) { return ~(((x & ~kHigh) + ~kHigh) | x) & kHigh; }
inline uint64_t eq_bytes(uint64_t x, uint8_t k) { return zero_bytes(x ^ (kOnes * k)); }
// High bit of every byte >= k (1 <= k <= 128), exact for any byte value.
inline uint64_t ge_bytes(uint64_t x, uint8_t k) {
  return (x | ((x & ~kHigh) + kOnes * static_cast<uint8_t>(128 - k))) & kHigh;
}
// The byte high bits gathered into an 8-bit mask (bit i: byte i).
inline uint32_t gather(uint64_t high_bits) {
  return static_cast<uint32_t>((high_bits * 0x0002040810204081ull) >> 56);
}
// Number of bytes whose high bit is set (no popcount instruction on baseline x86-64; this is
// a shift, a multiply and a shift). Also valid for the sum of up to 255 such words >> 7.
inline int count(uint64_t high_bits) { return static_cast<int>(((high_bits >> 7) * kOnes) >> 56); }
inline int count_ones(uint64_t bytes01) { return static_cast<int>((bytes01 * kOnes) >> 56); }
// Population count of a 64-bit word without the popcount instruction.
inline int popcount64(uint64_t x) {
#ifdef __POPCNT__  // the instruction set this build targets (CMake MJSCORE_ARCH)
  return std::popcount(x);
#else
  x -= (x >> 1) & 0x5555555555555555ull;
  x = (x & 0x3333333333333333ull) + ((x >> 2) & 0x3333333333333333ull);
  x = (x + (x >> 4)) & 0x0F0F0F0F0F0F0F0Full;
  return static_cast<int>((x * kOnes) >> 56);
#endif
}

// Per word of Words: the bytes that are tiles of that word not already in an earlier word
// (word 4 covers tiles 26-33; 26-31 are also in word 3), and the bytes that are orphans
// (terminals and honours: 0 8 | 9 17 | 18 26 | 27-33).
inline constexpr uint64_t kOwnBytes[5] = {kHigh, kHigh, kHigh, kHigh, 0x8080000000000000ull};
inline constexpr uint64_t kOrphanBytes[5] = {0x80ull, 0x8080ull, 0x808000ull, 0x8080808080800000ull,
                                             0x8080000000000000ull};

#ifdef __AVX2__
// 32 bytes of k (k = 0-5) as a memory operand. The table is generated (defined in another
// file): with the values in sight GCC builds each _mm256_set1_epi8(k) from a move, a vmovd and
// a broadcast.
inline __m256i splat(int k) {
  return _mm256_load_si256(reinterpret_cast<const __m256i*>(analysis_tables::kSplat[k]));
}
#endif

// The 34 tile counts as five words: tiles 0-7, 8-15, 16-23, 24-31 and 26-33.
struct Words {
  uint64_t w[5];
  const uint8_t* counts;  // the 34 counts themselves
  explicit Words(const TileCounts& c) : counts(c.data()) {
    w[0] = load8(c.data());
    w[1] = load8(c.data() + 8);
    w[2] = load8(c.data() + 16);
    w[3] = load8(c.data() + 24);
    w[4] = load8(c.data() + 26);
  }
  // True when every count is at most 4 (the tables cover no more). Byte-exact: x + 123 sets a
  // byte's high bit for 5..132; a byte of 133 or more (whose carry may spill into the next
  // byte) has its own high bit set already.
  bool counts_valid() const {
#ifdef __AVX2__  // x86-64-v3 (CMake MJSCORE_ARCH): counts 0-31 and 2-33, saturated minus 4
    const __m256i low = _mm256_loadu_si256(reinterpret_cast<const __m256i*>(counts));
    const __m256i high = _mm256_loadu_si256(reinterpret_cast<const __m256i*>(counts + 2));
    const __m256i over = _mm256_subs_epu8(_mm256_max_epu8(low, high), splat(4));
    return _mm256_testz_si256(over, over);
#else
    constexpr uint64_t k = kOnes * 123;
    return (((w[0] | (w[0] + k)) | (w[1] | (w[1] + k)) | (w[2] | (w[2] + k)) | (w[3] | (w[3] + k)) |
             (w[4] | (w[4] + k))) &
            kHigh) == 0;
#endif
  }
  // 34-bit tile mask of the counts for which `pred(word)` sets the byte's high bit.
  template <class Pred>
  uint64_t mask(Pred pred) const {
    return uint64_t{gather(pred(w[0]))} | uint64_t{gather(pred(w[1]))} << 8 |
           uint64_t{gather(pred(w[2]))} << 16 | uint64_t{gather(pred(w[3]))} << 24 |
           uint64_t{gather(pred(w[4])) >> 6} << 32;
  }
  // True when every count is 0 or 2, for counts of at most 4 (counts_valid): no count has bit
  // 0 or bit 2 set.
  bool counts_zero_or_two() const {
#ifdef __AVX2__  // x86-64-v3 (CMake MJSCORE_ARCH): counts 0-31 and 2-33
    const __m256i low = _mm256_loadu_si256(reinterpret_cast<const __m256i*>(counts));
    const __m256i high = _mm256_loadu_si256(reinterpret_cast<const __m256i*>(counts + 2));
    return _mm256_testz_si256(_mm256_or_si256(low, high), splat(5));
#else
    return ((w[0] | w[1] | w[2] | w[3] | w[4]) & (kOnes * 5)) == 0;
#endif
  }
  // 34-bit tile mask of the counts that are not zero (for seven pairs: the pairs).
  uint64_t held() const {
#ifdef __AVX2__  // x86-64-v3 (CMake MJSCORE_ARCH): kinds 2-33 in one 32-byte compare
    const __m256i x = _mm256_loadu_si256(reinterpret_cast<const __m256i*>(counts + 2));
    const auto zero =
        static_cast<uint32_t>(_mm256_movemask_epi8(_mm256_cmpeq_epi8(x, _mm256_setzero_si256())));
    return uint64_t{~zero} << 2 | uint64_t{counts[0] != 0} | uint64_t{counts[1] != 0} << 1;
#else
    return mask([](uint64_t x) { return ~zero_bytes(x) & kHigh; });
#endif
  }
  // Honour counts (tiles 27-33) in bytes 0-6.
  uint64_t honours() const { return w[4] >> 8; }
  // 7-bit mask of the honours (bit h: tile 27 + h) held exactly k times.
  uint32_t honours_equal(uint8_t k) const {
#ifdef __AVX2__  // x86-64-v3 (CMake MJSCORE_ARCH): kinds 2-33 in one 32-byte compare
    const __m256i x = _mm256_loadu_si256(reinterpret_cast<const __m256i*>(counts + 2));
    const __m256i eq = _mm256_cmpeq_epi8(x, splat(k));
    return static_cast<uint32_t>(_mm256_movemask_epi8(eq)) >> 25;
#else
    return gather(eq_bytes(honours(), k)) & 0x7F;
#endif
  }
};

constexpr bool byte_tables_agree() {
  constexpr int kFirstTile[5] = {0, 8, 16, 24, 26};
  for (int k = 0; k < 5; ++k)
    for (int b = 0; b < 8; ++b) {
      const int tile = kFirstTile[k] + b;
      const bool own = ((kOwnBytes[k] >> (8 * b + 7)) & 1) != 0;
      const bool orphan = ((kOrphanBytes[k] >> (8 * b + 7)) & 1) != 0;
      const bool own_expected = k < 4 || tile >= 32;
      if (own != own_expected || orphan != (own_expected && ((kOrphans >> tile) & 1))) return false;
    }
  return true;
}
static_assert(byte_tables_agree());

// One suit (9 counts) as its rank among the patterns of at most 14 tiles, and its tile count.
struct SuitKey {
  uint32_t rank;
  int tiles;
};

// The rank tables' entries add up to the rank (bits 0-25) and the suit's tile count (bits
// 26-31; tools/analysis_gen).
inline constexpr int kTilesShift = 26;
inline SuitKey key_of(uint32_t sum) {
  return {sum & ((1u << kTilesShift) - 1), static_cast<int>(sum >> kTilesShift)};
}

inline SuitKey suit_key(const TileCounts& c, int suit) {
  const uint8_t* p = c.data() + 9 * suit;
#ifdef __SSE4_1__  // x86-64-v2 and later (CMake MJSCORE_ARCH): the same sums in vector lanes
  // 16 counts from the suit's first (suit 2's reach kind 33, the last): weights 0 past rank 9.
  const __m128i x = _mm_loadu_si128(reinterpret_cast<const __m128i*>(p));
  // 16-bit lanes: c0+5c1, c2+5c3, c4+5c5, c6+5c7, c8.
  const __m128i twos =
      _mm_maddubs_epi16(x, _mm_setr_epi8(1, 5, 1, 5, 1, 5, 1, 5, 1, 0, 0, 0, 0, 0, 0, 0));
  // 32-bit lanes: ranks 1-4 in base 5, c4+5c5+25c6+125c7, 625c8.
  const __m128i fours = _mm_madd_epi16(twos, _mm_setr_epi16(1, 25, 1, 25, 625, 0, 0, 0));
  const __m128i sums = _mm_add_epi32(fours, _mm_srli_si128(fours, 4));  // lane 1: ranks 5-9
  const auto low = static_cast<uint32_t>(_mm_cvtsi128_si32(fours));
  const auto high = static_cast<uint32_t>(_mm_extract_epi32(sums, 1));
  return key_of(analysis_tables::kHighOffset[high] + analysis_tables::kLowPosition[low]);
#else
  const uint64_t lo = load8(p);  // ranks 1-8
  const uint32_t ninth = p[8];
  constexpr uint64_t kLanes16 = 0x00FF00FF00FF00FFull, kLanes32 = 0x0000FFFF0000FFFFull;
  const uint64_t t = (lo & kLanes16) + ((lo >> 8) & kLanes16) * 5;     // c0+5c1, c2+5c3, ...
  const uint64_t u = (t & kLanes32) + ((t >> 16) & kLanes32) * 25;     // base-5 of 4 ranks
  const uint32_t low = static_cast<uint32_t>(u);                       // ranks 1-4
  const uint32_t high = static_cast<uint32_t>(u >> 32) + ninth * 625;  // ranks 5-9
  return key_of(analysis_tables::kHighOffset[high] + analysis_tables::kLowPosition[low]);
#endif
}

// Pattern 64 * w + i is bit 63 - i of word w (tools/analysis_gen).
inline bool suit_complete(uint32_t rank) {
  return (analysis_tables::kCompleteBits[rank >> 6] << (rank & 63)) >> 63;
}

// Honour group (counts in bytes 0-6): complete as triplets (pair = false) or as triplets and
// one pair (pair = true).
inline bool honours_complete(uint64_t h, bool pair) {
  const uint64_t bad = ~zero_bytes(h) & kHigh & ~eq_bytes(h, 3);  // counts other than 0 and 3
  if (!pair) return bad == 0;
  const uint64_t twos = eq_bytes(h, 2);
  return bad == twos && count(twos) == 1;
}

}  // namespace mjscore::swar
