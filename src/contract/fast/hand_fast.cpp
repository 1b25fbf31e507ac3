// make_hand's common case in one pass: the hand written in plain ASCII MPSZ is counted straight
// into the Hand (no TileList in between) and checked by the rules make_hand applies (contract
// "Tiles", issue 2 "Validation": tile count, fifth copies, red fives, the winning tile in the
// hand). Anything else, and every input make_hand would reject, is declined so that the exact
// path (parse_tiles + make_hand) produces the error with its message unchanged.
#include <bit>
#include <cstddef>
#include <cstring>
#include <type_traits>
#ifdef __AVX2__
#include <immintrin.h>
#endif

#include "tiles/hand_rules.hpp"
#include "tiles/text_scan.hpp"

namespace mjscore::text {
namespace {

// The scan is branch-free: a branch on the byte's kind, digit or letter, would be mispredicted
// (the predictor cannot learn where a random hand's suit letters fall).
// The state names the suit letter last met, "fresh" until a digit follows it (read backwards: a
// letter with no digit before it in the text), "settled" after: kNoSuit before any letter, else
// kSuitState[suit], plus kSettled. Each byte's step kStep[byte] gives its value (a digit its
// own, 0-9; a suit letter kLetterValue; any other byte, whitespace included, kOtherValue: left
// to the exact scan) and the state after it, (state & keep) | set: a digit keeps the state and
// sets kSettled, a letter sets its suit's fresh state (another byte kOtherState, a fifth suit).
// The byte is counted in slot kSlot[state + value]: a digit's tile (a red five its own slot),
// the letters' slot, or the fail slot (a digit with no letter after it, a digit of kOtherState,
// an honour 0/8/9, a letter right after another one or last in the text, any other byte). The
// states are multiples of 32, so the digits' slots (0-9 above a state), the letters' (16) and
// the other bytes' (24) never meet.
inline constexpr int kNoSuit = 0, kSettled = 32, kOtherState = 5 * 64;
inline constexpr std::array<int, 4> kSuitState = {64, 128, 192, 256};
inline constexpr int kLetterValue = 16, kOtherValue = 24;
enum : uint8_t { kRedSlot = kTileKinds, kLetterSlot = kRedSlot + 3, kFailSlot, kSlots };

// Read at compile time only, into kJoinedStep below.
struct ByteStep {
  uint16_t value, keep, set;
};
inline constexpr std::array<ByteStep, 256> kStep = [] {
  std::array<ByteStep, 256> t{};
  for (int b = 0; b < 256; ++b) {
    const uint8_t c = kByteClass[b];
    if (c < kClassMan)
      t[b] = {c, 0xFFFF, kSettled};
    else if (c <= kClassHonour)
      t[b] = {kLetterValue, 0, static_cast<uint16_t>(kSuitState[c - kClassMan])};
    else
      t[b] = {kOtherValue, 0, kOtherState};
  }
  return t;
}();

inline constexpr int kSlotSize = kOtherState + kSettled + kOtherValue + 1;
inline constexpr std::array<uint8_t, kSlotSize> kSlot = [] {
  std::array<uint8_t, kSlotSize> t{};
  for (auto& x : t) x = kFailSlot;
  for (int s = 0; s < 4; ++s)
    for (int d = 0; d <= 9; ++d) {
      uint8_t slot = kFailSlot;  // honours 0/8/9
      if (s < 3 && d == 0)
        slot = static_cast<uint8_t>(kRedSlot + s);
      else if (digit_names_tile(s, d))
        slot = static_cast<uint8_t>(index(kDigitTiles[s][d].tile));
      t[kSuitState[s] + d] = t[kSuitState[s] + kSettled + d] = slot;
    }
  // A letter after digits (settled), or the last letter of the text (read first).
  t[kNoSuit + kLetterValue] = kLetterSlot;
  for (int s : kSuitState) t[s + kSettled + kLetterValue] = kLetterSlot;
  return t;
}();
static_assert(kLetterValue > 9 && kOtherValue > 9 && kLetterValue + 9 < kSettled);

// The two tables above joined into one step a (state, byte): the slot in the low byte, the next
// state in the high byte as the row of the next byte (the state / 32, times 256), so that a byte
// costs one load of the step, one count and one mask.
inline constexpr int kStates = (kOtherState + kSettled) / 32 + 1;
inline constexpr std::array<uint16_t, kStates* 256> kJoinedStep = [] {
  std::array<uint16_t, kStates * 256> t{};
  for (int row = 0; row < kStates; ++row)
    for (int b = 0; b < 256; ++b) {
      const int state = row * 32;
      const ByteStep& step = kStep[b];
      const int next = (state & step.keep) | step.set;
      t[row * 256 + b] = static_cast<uint16_t>((next / 32) << 8 | kSlot[state + step.value]);
    }
  return t;
}();

// Counts `text`'s tiles into `count` by the slots above (a letter in kLetterSlot); false when a
// byte lands in kFailSlot or the text does not start with a digit. Read backwards, each digit
// meets its suit letter first, so it is counted at once (no list of pending digits). A suit
// letter needs a digit before it, every digit a suit letter after it (the forward scan's rules,
// kept by the state). Each byte's step depends on the one before: about seven cycles a byte.
bool count_by_state(std::string_view text, std::array<uint8_t, 48>& count) {
  unsigned row = kNoSuit / 32 * 256;
  for (std::size_t i = text.size(); i-- > 0;) {
    const unsigned step = kJoinedStep[row + static_cast<unsigned char>(text[i])];
    ++count[step & 0xFF];
    row = step & 0xFF00;
  }
  // The first byte must be a digit (a settled state).
  return !count[kFailSlot] & ((row & (kSettled / 32 * 256)) != 0);
}

// The five of each suit m p s, where its red fives are added.
inline constexpr std::array<uint8_t, 3> kFiveIndex = {index(Tile::M5), index(Tile::P5),
                                                      index(Tile::S5)};

// count_by_state and make_hand's checks (hand_rules.hpp) for any text: the counts, the tile
// count, the red fives added to their fives, the fifth copies and red fives of hand, melds
// and indicators together (copy_excess); `hand.melds` is set.
// The last tile written: the text ends with a digit and its suit letter (checked by the count).
TileRef last_written(std::string_view text) {
  const std::size_t end = text.size();
  return kDigitTiles[kByteClass[static_cast<unsigned char>(text[end - 1])] - kClassMan]
                    [kByteClass[static_cast<unsigned char>(text[end - 2])]];
}

bool count_by_scan(std::string_view text, const HandExtras& extras, int want, Hand& hand,
                   TileRef& last) {
  alignas(16) std::array<uint8_t, 48> count{};
  static_assert(kSlots <= 48);
  const bool counted = count_by_state(text, count);
  const int n = static_cast<int>(text.size()) - count[kLetterSlot];
  if (!counted | (n != want)) return false;
  // Red fives were counted apart: they are fives too.
  for (int s = 0; s < 3; ++s) count[kFiveIndex[s]] += count[kRedSlot + s];
  std::memcpy(hand.concealed.data(), count.data(), kTileKinds);
  std::memcpy(hand.concealed_red.data(), &count[kRedSlot], 3);
  last = last_written(text);
  return !copy_excess(hand, extras.dora, extras.ura).any();
}

#if defined(__AVX2__) && defined(__BMI2__)
// count_by_scan for a text of at most 32 bytes with every count kept in two vectors, slots 0-31
// and 32-63 (kinds 32 and 33, then the three red slots): nothing is counted byte by byte in
// memory. Counting into a byte array and then reading it whole (the copy into the Hand, the
// fifth-copy check) made the CPU wait for each byte's store (a wide load cannot take its bytes
// from several narrow stores still in flight): about 80 cycles a request, measured by timing
// the parse with and without each step over 10^6 requests. The rules, as bit masks: only digits
// and letters, a digit first and a letter last, never two letters in a row (then every digit
// has a letter after it). HandFast.AsciiHandMatchesParseTilesAndMakeHand compares the whole
// step with the exact path.
struct SlotVectors {
  __m256i lo, hi;
};
// The bytes' numbers 0-31 (those below the text's length are the text's).
inline constexpr std::array<uint8_t, 32> kByteIota = [] {
  std::array<uint8_t, 32> t{};
  for (int i = 0; i < 32; ++i) t[i] = static_cast<uint8_t>(i);
  return t;
}();
inline __m256i load_vector(const void* p) {
  return _mm256_loadu_si256(static_cast<const __m256i*>(p));
}
inline __m128i load_half(const void* p) { return _mm_loadu_si128(static_cast<const __m128i*>(p)); }
// Row v (0 to kCopies, what a meld or an indicator adds to one slot) holds v at byte 64 and
// zeros elsewhere: the 32 bytes at row + 64 - k hold v at byte k, so a count is added to a slot
// with one load and one addition a vector.
struct alignas(64) ValueRows {
  std::array<std::array<uint8_t, 128>, kCopies + 1> row;
};
inline constexpr ValueRows kValueRows = [] {
  ValueRows t{};
  for (int v = 0; v <= kCopies; ++v) t.row[v][64] = static_cast<uint8_t>(v);
  return t;
}();
// Adds `v` to the count of kind `k`.
inline void add_at(SlotVectors& c, int k, int v) {
  const uint8_t* at = kValueRows.row[v].data() + 64 - k;
  c.lo = _mm256_add_epi8(c.lo, load_vector(at));
  c.hi = _mm256_add_epi8(c.hi, load_vector(at + 32));
}
// The text's 32 bytes, zero after its end. Read in place when the 32 bytes lie in one page (no
// fault is possible; the bytes past the text are masked off), else copied: a copy of a few
// bytes and then a read of the whole vector waited for the copy's stores as above. The read in
// place may pass the end of the text's object, hence no address sanitizer here.
[[gnu::no_sanitize_address]] inline __m256i text_vector(std::string_view text) {
  const auto n = static_cast<char>(text.size());
  const __m256i in_text = _mm256_cmpgt_epi8(_mm256_set1_epi8(n), load_vector(kByteIota.data()));
  if ((reinterpret_cast<uintptr_t>(text.data()) & 4095) <= 4096 - 32)
    return _mm256_and_si256(  // the load itself here, under this function's attribute
        _mm256_loadu_si256(reinterpret_cast<const __m256i*>(text.data())), in_text);
  alignas(32) char bytes[32] = {};
  std::memcpy(bytes, text.data(), text.size());
  return _mm256_load_si256(reinterpret_cast<const __m256i*>(bytes));
}
// The vectors' own slots after the kinds: an honour digit 8 or 9 lands in the two slots after
// the last kind (26 + 8, 26 + 9) and an honour 0 in kZeroHonourSlot, where any count fails the
// copy check at the end (kMostOfSlot: an honour 0, 8 or 9 names no tile, contract "Tiles"; one
// check instead of a test of its own); the red fives of m p s between them.
inline constexpr int kHonourEightSlot = kTileKinds, kVectorRedSlot = kHonourEightSlot + 2;
inline constexpr int kZeroHonourSlot = kVectorRedSlot + 3;
inline constexpr int kRedSlotInHi = kVectorRedSlot - 32;
static_assert(kTileKinds == 34 && kRedSlotInHi + 3 <= 16);
// Each kind's red slot as an offset into a row of kValueRows for the high vector (96 - the red
// slot of its suit; an honour's is kZeroHonourSlot, where a meld or indicator adds no red): a
// table, so that no division runs a meld or indicator.
inline constexpr std::array<uint8_t, kTileKinds> kRedOffset = [] {
  std::array<uint8_t, kTileKinds> t{};
  for (int k = 0; k < kTileKinds; ++k)
    t[k] = static_cast<uint8_t>(96 - kVectorRedSlot - red_suit(tile_at(k)));
  return t;
}();
static_assert(kVectorRedSlot + 3 == kZeroHonourSlot);
// Adds `v` red fives to the count of tile `t`'s suit.
inline void add_reds(SlotVectors& c, Tile t, int v) {
  c.hi = _mm256_add_epi8(c.hi, load_vector(kValueRows.row[v].data() + kRedOffset[index(t)]));
}
// Per suit (m p s z): the slot of digit d is kSuitBase + d (d 1-9), of a 0 kRedSlotOf.
inline constexpr std::array<int, 4> kSuitBase = {-1, 8, 17, 26};
inline constexpr std::array<int, 4> kRedSlotOf = {kVectorRedSlot, kVectorRedSlot + 1,
                                                  kVectorRedSlot + 2, kZeroHonourSlot};
static_assert(kSuitBase[3] + 8 == kHonourEightSlot, "honour 8 and 9 land after the kinds");
// The same as offsets into a row of kValueRows (add_at: 64 - the slot; the digit is subtracted),
// by the low nibble of a letter's key (count_by_masks: the suit in its low two bits), both
// 128-bit lanes alike.
inline constexpr auto kOffsetByKey = [](const std::array<int, 4>& slots) {
  std::array<int8_t, 32> t{};
  for (int i = 0; i < 32; ++i) t[i] = static_cast<int8_t>(64 - slots[i & 3]);
  return t;
};
inline constexpr std::array<int8_t, 32> kSuitOffset = kOffsetByKey(kSuitBase);
inline constexpr std::array<int8_t, 32> kRedOffsetOf = kOffsetByKey(kRedSlotOf);
// The tile of each offset: a kind's plain tile, a red slot's red five (others unused).
inline constexpr std::array<TileRef, 65> kOffsetTile = [] {
  std::array<TileRef, 65> t{};
  for (int k = 0; k < kTileKinds; ++k) t[64 - k] = {tile_at(k), false};
  for (int s = 0; s < 3; ++s) t[64 - kVectorRedSlot - s] = {tile_at(kFiveIndex[s]), true};
  return t;
}();
// The fives' red slots in the high vector, spread onto the fives of the low one (m5 4, p5 13,
// s5 22: the second lane's byte 6), both lanes holding the high vector's first lane.
inline constexpr std::array<int8_t, 32> kRedToFive = [] {
  std::array<int8_t, 32> t{};
  for (auto& x : t) x = -128;  // zero
  for (int s = 0; s < 3; ++s) t[kFiveIndex[s]] = static_cast<int8_t>(kRedSlotInHi + s);
  return t;
}();
static_assert(kFiveIndex[0] < 16 && kFiveIndex[1] < 16 && kFiveIndex[2] >= 16);
// The Hand's eight bytes after kind 31: kinds 32 and 33, the three red counts, padding (zeros),
// written with one store from the high vector's bytes by this shuffle.
inline constexpr std::size_t kHandTail = offsetof(Hand, concealed) + 32;
static_assert(std::is_standard_layout_v<Hand> &&
              offsetof(Hand, concealed_red) == offsetof(Hand, concealed) + kTileKinds &&
              offsetof(Hand, melds) >= kHandTail + 8);
inline constexpr std::array<int8_t, 16> kHighToHand = [] {
  std::array<int8_t, 16> t{};
  for (auto& x : t) x = -128;  // zero
  t[0] = 0, t[1] = 1;
  for (int s = 0; s < 3; ++s) t[kTileKinds - 32 + s] = static_cast<int8_t>(kRedSlotInHi + s);
  return t;
}();
// The most copies of each slot: kCopies of a kind, kRedFivesPerSuit of a suit's red fives,
// none of an honour 0, 8 or 9.
inline constexpr std::array<int8_t, 64> kMostOfSlot = [] {
  std::array<int8_t, 64> t{};
  for (auto& x : t) x = 127;  // the slots of no digit
  for (int k = 0; k < kTileKinds; ++k) t[k] = kCopies;
  t[kHonourEightSlot] = t[kHonourEightSlot + 1] = t[kZeroHonourSlot] = 0;
  for (int s = 0; s < 3; ++s) t[kVectorRedSlot + s] = kRedFivesPerSuit;
  return t;
}();

// By the low nibble of a byte (both 128-bit lanes alike): the suit letter with that nibble
// (0 for none), and its suit's index.
inline constexpr std::array<char, 32> kNibbleLetter = [] {
  std::array<char, 32> t{};
  for (const char c : {'m', 'p', 's', 'z'}) t[c & 15] = t[16 + (c & 15)] = c;
  return t;
}();
inline constexpr std::array<int8_t, 32> kNibbleSuit = [] {
  std::array<int8_t, 32> t{};
  int8_t suit = 0;
  for (const char c : {'m', 'p', 's', 'z'}) t[c & 15] = t[16 + (c & 15)] = suit++;
  return t;
}();
// Above a letter's suit index in its key: 32 - its place, so that the nearest letter at or after
// a byte has the largest key.
inline constexpr std::array<uint8_t, 32> kKeyOfPlace = [] {
  std::array<uint8_t, 32> t{};
  for (int i = 0; i < 32; ++i) t[i] = static_cast<uint8_t>((32 - i) << 2);
  return t;
}();
static_assert(kNibbleLetter['m' & 15] == 'm' && kNibbleLetter['p' & 15] == 'p' &&
                  kNibbleLetter['s' & 15] == 's' && kNibbleLetter['z' & 15] == 'z',
              "the four suit letters have distinct low nibbles");

// '0' and 9 in every byte.
struct alignas(32) DigitBytes {
  char zeros[32], nines[32];
};
inline constexpr DigitBytes kDigitBytes = [] {
  DigitBytes t{};
  for (int i = 0; i < 32; ++i) t.zeros[i] = '0', t.nines[i] = 9;
  return t;
}();

[[gnu::no_sanitize_address]] bool count_by_masks(std::string_view text, const HandExtras& extras,
                                                 int want, Hand& hand, TileRef& last) {
  const __m256i x = text_vector(text);
  // The two constants are read from memory, not built from an immediate; the empty asm hides
  // their contents, so they are the operands themselves.
  const DigitBytes* d = &kDigitBytes;
  __asm__("" : "+r"(d));
  const __m256i value = _mm256_sub_epi8(x, load_vector(d->zeros));
  const auto mask = [](__m256i m) { return static_cast<uint32_t>(_mm256_movemask_epi8(m)); };
  const __m256i is_digit = _mm256_cmpeq_epi8(_mm256_min_epu8(value, load_vector(d->nines)), value);
  // The suit letters m p s z have distinct low nibbles (D 0 3 A): a byte is a letter when it
  // equals the letter its low nibble names, and that nibble gives its suit, 1 + its index (m 1,
  // p 2, s 3, z 4). A byte of 0x80 or more reads zero, which no letter is.
  const __m256i nibble_letter = _mm256_shuffle_epi8(load_vector(kNibbleLetter.data()), x);
  const __m256i is_letter = _mm256_cmpeq_epi8(x, nibble_letter);
  const uint32_t digits = mask(is_digit);
  const uint32_t letters = mask(is_letter);
  const auto n = static_cast<unsigned>(text.size());
  // The bytes before the last are digits or letters and the last a letter: with the last
  // byte's bit flipped in `letters`, the digits and letters are the bits below it exactly (the
  // bytes past the text were zeroed, neither). No letter first or right after another. One test
  // for all the rules and the digit count.
  const uint32_t below_last = _bzhi_u32(~0u, n - 1);
  if (((digits | (letters ^ (below_last + 1))) ^ below_last) | (letters & (letters << 1 | 1u)) |
      static_cast<uint32_t>(std::popcount(digits) ^ want))
    return false;
  // Each letter's key (kKeyOfPlace above its suit index), 0 elsewhere; then each byte takes the
  // largest key up to 15 bytes on, in four doubling steps (the vector shifted down by k, zeros
  // coming in at the top): a letter follows at most 14 digits on (want is at most 14). A digit's
  // key is its letter's, below 128 (no letter is first), and its low nibble indexes the suit
  // tables. A maximum a step, not a comparison and a blend.
  __m256i key =
      _mm256_and_si256(_mm256_or_si256(_mm256_shuffle_epi8(load_vector(kNibbleSuit.data()), x),
                                       load_vector(kKeyOfPlace.data())),
                       is_letter);
  const auto take_later = [&key](__m256i later) { key = _mm256_max_epu8(key, later); };
  take_later(_mm256_alignr_epi8(_mm256_permute2x128_si256(key, key, 0x81), key, 1));
  take_later(_mm256_alignr_epi8(_mm256_permute2x128_si256(key, key, 0x81), key, 2));
  take_later(_mm256_alignr_epi8(_mm256_permute2x128_si256(key, key, 0x81), key, 4));
  take_later(_mm256_alignr_epi8(_mm256_permute2x128_si256(key, key, 0x81), key, 8));
  // Each digit's offset into kValueRows' row of ones (64 - its slot); other bytes are not read.
  const __m256i zero_digit = _mm256_cmpeq_epi8(value, _mm256_setzero_si256());
  __m256i offset =
      _mm256_sub_epi8(_mm256_shuffle_epi8(load_vector(kSuitOffset.data()), key), value);
  offset = _mm256_blendv_epi8(offset, _mm256_shuffle_epi8(load_vector(kRedOffsetOf.data()), key),
                              zero_digit);
  // Bytes 32-63 are 0, whose 64 bytes are zeros: the index 32 of an odd count's last pair.
  alignas(32) uint8_t offsets[64];
  _mm256_store_si256(reinterpret_cast<__m256i*>(offsets), offset);
  _mm256_store_si256(reinterpret_cast<__m256i*>(offsets + 32), _mm256_setzero_si256());
  // Each digit adds the 64 bytes at its offset in kValueRows' row of ones (add_at), two digits
  // a step, seven steps (want is at most 14; the steps past the last digit read offset 0). The
  // empty asm statements keep the additions one after the other (GCC would pair the loads
  // first), and hide what `offsets` holds, so that GCC does not leave the steps when the digits
  // run out (a branch on the hand's length, mispredicted on random hands).
  // The last digit's tile.
  last = kOffsetTile[offsets[n - 2]];
  const uint8_t* ones = kValueRows.row[1].data();
  const uint8_t* ones_hi = ones + 32;
  const uint8_t* offset_of = offsets;
  __asm__("" : "+r"(offset_of));
  SlotVectors c{_mm256_setzero_si256(), _mm256_setzero_si256()};
  uint32_t rest = digits;
#pragma GCC unroll 7
  for (int pair = 0; pair < 7; ++pair) {
    const unsigned a = offset_of[std::countr_zero(rest)];
    rest &= rest - 1;
    const unsigned b = offset_of[std::countr_zero(rest)];
    rest &= rest - 1;
    c.lo = _mm256_add_epi8(c.lo, load_vector(ones + a));
    c.hi = _mm256_add_epi8(c.hi, load_vector(ones_hi + a));
    __asm__("" : "+x"(c.lo), "+x"(c.hi));
    c.lo = _mm256_add_epi8(c.lo, load_vector(ones + b));
    c.hi = _mm256_add_epi8(c.hi, load_vector(ones_hi + b));
    __asm__("" : "+x"(c.lo), "+x"(c.hi));
  }
  // Red fives are fives too.
  const __m256i hi_first = _mm256_permute2x128_si256(c.hi, c.hi, 0x00);
  c.lo = _mm256_add_epi8(c.lo, _mm256_shuffle_epi8(hi_first, load_vector(kRedToFive.data())));
  _mm256_storeu_si256(reinterpret_cast<__m256i*>(hand.concealed.data()), c.lo);
  _mm_storel_epi64(reinterpret_cast<__m128i*>(reinterpret_cast<char*>(&hand) + kHandTail),
                   _mm_shuffle_epi8(_mm256_castsi256_si128(c.hi), load_half(kHighToHand.data())));
  // Fifth copies and red fives of hand, melds and indicators (copy_excess, kept as vectors).
  for (const Meld& m : *extras.melds) {
    c.lo = _mm256_add_epi8(c.lo, load_vector(meld_tile_row(m, 0)));
    c.hi = _mm256_add_epi8(c.hi, load_vector(meld_tile_row(m, 32)));
    add_reds(c, m.first, m.red);
  }
  // Each list by itself (a loop over the two lists would copy them first).
  const auto add_indicators = [&c](std::span<const TileRef> list) {
    for (const TileRef& t : list) {
      add_at(c, index(t.tile), 1);
      add_reds(c, t.tile, t.red);
    }
  };
  add_indicators(extras.dora);
  add_indicators(extras.ura);
  return !(mask(_mm256_cmpgt_epi8(c.lo, load_vector(kMostOfSlot.data()))) |
           mask(_mm256_cmpgt_epi8(c.hi, load_vector(kMostOfSlot.data() + 32))));
}
#endif

// count_by_masks where it applies, else count_by_scan.
bool count_hand(std::string_view text, const HandExtras& extras, int want, Hand& hand,
                TileRef& last) {
#if defined(__AVX2__) && defined(__BMI2__)
  if (text.size() - 1 < 32) return count_by_masks(text, extras, want, hand, last);
#endif
  return count_by_scan(text, extras, want, hand, last);
}

}  // namespace

bool ascii_hand(std::string_view text, const HandExtras& extras, HandShape shape, Hand& hand) {
  const int melds = extras.melds->size();
  const int want = (shape == HandShape::Complete ? 14 : 13) - 3 * melds;
  // make_hand rejects want < 1; a text longer than the 40-tile list is the exact scan's.
  if (want < 1 || text.size() > static_cast<std::size_t>(kMaxTileList)) return false;
  hand.melds = *extras.melds;
  // make_hand's checks (src/tiles/hand_rules.hpp): a hand that fails them is declined.
  TileRef last;  // the last tile written
  if (!count_hand(text, extras, want, hand, last)) return false;
  if (shape != HandShape::Complete) {
    hand.win = {};
  } else if (extras.win) {
    TileRef win = *extras.win;
    if (settle_win_tile(hand, win) != WinTileProblem::None) return false;
    hand.win = win;
  } else {
    // The last tile written is in the hand, and a plain five there is a plain five held: the
    // checks and the red-five rule of settle_win_tile change nothing, so they are skipped.
    hand.win = last;
  }
  return true;
}

}  // namespace mjscore::text
