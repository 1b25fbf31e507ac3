// Internal helpers of the notation layer: a UTF-8 scanner that reports character positions,
// and the Unicode mahjong tile block (U+1F000..U+1F029) mapped to the MPSZ vocabulary.
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <string_view>

#include "mjscore/notation.hpp"
#include "mjscore/tiles.hpp"

namespace mjscore::text {

// One decoded character: its code point, its byte length, and whether the bytes were valid.
struct Char {
  char32_t code = 0;
  int bytes = 1;
  bool valid = true;
};

// Decodes the UTF-8 character starting at byte `at` (which must be < text.size()).
constexpr Char decode(std::string_view text, std::size_t at) {
  const auto b0 = static_cast<unsigned char>(text[at]);
  if (b0 < 0x80) return {b0, 1, true};
  int len = 0;
  char32_t code = 0;
  if ((b0 & 0xE0) == 0xC0) {
    len = 2;
    code = b0 & 0x1F;
  } else if ((b0 & 0xF0) == 0xE0) {
    len = 3;
    code = b0 & 0x0F;
  } else if ((b0 & 0xF8) == 0xF0) {
    len = 4;
    code = b0 & 0x07;
  } else {
    return {b0, 1, false};
  }
  if (at + len > text.size()) return {b0, 1, false};
  for (int k = 1; k < len; ++k) {
    const auto b = static_cast<unsigned char>(text[at + k]);
    if ((b & 0xC0) != 0x80) return {b0, 1, false};
    code = (code << 6) | (b & 0x3F);
  }
  return {code, len, true};
}

constexpr bool is_space(char32_t c) { return c == ' ' || c == '\t' || c == '\n' || c == '\r'; }

// Variation selectors that may follow an emoji-style tile (U+FE0E text, U+FE0F emoji).
constexpr bool is_variation_selector(char32_t c) { return c == 0xFE0E || c == 0xFE0F; }

// The Unicode mahjong tiles block. U+1F000..1F003 winds E S W N, 1F004 red dragon,
// 1F005 green dragon, 1F006 white dragon, 1F007..1F00F characters (man) 1-9,
// 1F010..1F018 bamboos (sou) 1-9, 1F019..1F021 circles (pin) 1-9.
inline constexpr char32_t kUnicodeTileFirst = 0x1F000;
inline constexpr char32_t kUnicodeTileLast = 0x1F021;

// -1 when `c` is not a plain tile of the block.
constexpr int unicode_tile_index(char32_t c) {
  if (c < kUnicodeTileFirst || c > kUnicodeTileLast) return -1;
  const int k = static_cast<int>(c - kUnicodeTileFirst);
  if (k <= 3) return index(Tile::East) + k;
  if (k == 4) return index(Tile::Red);
  if (k == 5) return index(Tile::Green);
  if (k == 6) return index(Tile::White);
  if (k <= 0x0F) return index(Tile::M1) + (k - 0x07);
  if (k <= 0x18) return index(Tile::S1) + (k - 0x10);
  return index(Tile::P1) + (k - 0x19);
}

// U+1F022..1F029: plum, orchid, bamboo, chrysanthemum, spring, summer, autumn, winter.
// The contract numbers flowers 1f plum, 2f orchid, 3f chrysanthemum, 4f bamboo (note the
// Unicode order swaps bamboo and chrysanthemum). Returns the Bonus index or -1.
constexpr int unicode_bonus_index(char32_t c) {
  constexpr int kOrder[8] = {0, 1, 3, 2, 4, 5, 6, 7};
  if (c < 0x1F022 || c > 0x1F029) return -1;
  return kOrder[c - 0x1F022];
}

// "'x'" for a printable ASCII character, "U+1F02A" otherwise.
std::string describe(Char c);

// Byte classes of the ASCII tile scan: a digit is its value, then the suit letters m p s z,
// whitespace, and everything the exact scan has to look at (non-ASCII, 'f', any other byte).
enum : uint8_t { kClassMan = 10, kClassPin, kClassSou, kClassHonour, kClassSpace, kClassOther };
inline constexpr std::array<uint8_t, 256> kByteClass = [] {
  std::array<uint8_t, 256> t{};
  for (auto& c : t) c = kClassOther;
  for (int d = 0; d <= 9; ++d) t['0' + d] = static_cast<uint8_t>(d);
  t['m'] = kClassMan;
  t['p'] = kClassPin;
  t['s'] = kClassSou;
  t['z'] = kClassHonour;
  for (char c : {' ', '\t', '\n', '\r'}) t[static_cast<unsigned char>(c)] = kClassSpace;
  return t;
}();
static_assert(kClassHonour - kClassMan == static_cast<int>(Suit::Honor));

// The wind of each byte that is one of kWindLetters, -1 for every other byte.
inline constexpr std::array<int8_t, 256> kWindOfLetter = [] {
  std::array<int8_t, 256> t{};
  for (auto& x : t) x = -1;
  for (int i = 0; i < 4; ++i)
    t[static_cast<unsigned char>(kWindLetters[i])] = static_cast<int8_t>(i);
  return t;
}();

// Whether digit `d` names a tile in suit `s` (0-2 man, pin, sou; 3 honours): every digit in a
// suit (0 is the red five), 1-7 among the honours (contract "Tiles"; the exact scan reports
// the others).
// With | rather than || (an honour indicator among suited ones was a mispredicted branch).
constexpr bool digit_names_tile(int s, int d) {
  return (s != 3) | (static_cast<unsigned>(d - 1) < 7u);
}

// The tile a digit names in each suit (contract "Tiles": 0 is the red five); honours 0, 8 and
// 9 name no tile (digit_names_tile).
inline constexpr std::array<std::array<TileRef, 10>, 4> kDigitTiles = [] {
  std::array<std::array<TileRef, 10>, 4> t{};
  for (int s = 0; s < 3; ++s)
    for (int d = 0; d <= 9; ++d)
      t[s][d] = {make_tile(static_cast<Suit>(s), d == 0 ? 5 : d), d == 0};
  for (int d = 1; d <= 7; ++d) t[3][d] = {make_tile(Suit::Honor, d), false};
  return t;
}();

// ascii_tile's table: the tile of a pair of byte classes (kByteClass), the suit letter's class
// times 16 plus the digit's, with `ok` false for every pair that names no tile (no digit, no
// suit letter, an honour 0, 8 or 9). One read and one test instead of the three conditions'.
struct alignas(4) TileOfClasses {  // 4 bytes: an entry's offset is a scaled index
  TileRef ref;
  bool ok = false;
};
static_assert(kClassOther < 16);
inline constexpr std::array<TileOfClasses, 256> kTileOfClasses = [] {
  std::array<TileOfClasses, 256> t{};
  for (int s = 0; s < 4; ++s)
    for (int d = 0; d <= 9; ++d)
      if (digit_names_tile(s, d)) t[(kClassMan + s) * 16 + d] = {kDigitTiles[s][d], true};
  return t;
}();

// One tile written as a digit and a suit letter ("5m", "0p", "7z"); false for anything else.
// Inline: an indicator is usually one tile, and the call cost what the byte loop saved.
inline bool ascii_tile(std::string_view text, TileRef& out) {
  if (text.size() != 2) return false;
  const TileOfClasses& t = kTileOfClasses[kByteClass[static_cast<unsigned char>(text[1])] * 16u +
                                          kByteClass[static_cast<unsigned char>(text[0])]];
  if (!t.ok) return false;
  out = t.ref;
  return true;
}

// The common case of parse_tiles_append: ASCII MPSZ that parses without an error and cannot
// reach the list's capacity (no longer than the room left; a TileList holds 40). False when the
// text needs the exact scan (any other byte, any error, a longer text); `out` is then unchanged.
template <class List>
inline bool append_ascii_tiles(std::string_view input, List& out) {
  const int n0 = out.size();
  if (input.size() > static_cast<std::size_t>(List::capacity() - n0)) return false;
  TileRef* dst = out.begin() + n0;
  if (ascii_tile(input, *dst)) {  // one tile, the usual indicator: no loop
    out.set_size(n0 + 1);
    return true;
  }
  uint8_t digit[List::capacity()];
  int pending = 0, n = 0;
  for (const char ch : input) {
    const uint8_t c = kByteClass[static_cast<unsigned char>(ch)];
    if (c < kClassMan) {
      digit[pending++] = c;
    } else if (c < kClassSpace) {
      if (pending == 0) return false;
      if (c == kClassHonour)
        for (int k = 0; k < pending; ++k)
          if (!digit_names_tile(3, digit[k])) return false;
      const auto& row = kDigitTiles[c - kClassMan];
      for (int k = 0; k < pending; ++k) dst[n + k] = row[digit[k]];
      n += pending;
      pending = 0;
    } else if (c != kClassSpace) {
      return false;
    }
  }
  if (pending) return false;
  out.set_size(n0 + n);
  return true;
}

// What make_hand checks the hand against besides its own text: the melds, the winning tile (if
// given) and the dora and ura indicators (fifth copies).
struct HandExtras {
  const Melds* melds = nullptr;
  std::optional<TileRef> win;
  std::span<const TileRef> dora, ura;
};

// parse_tiles + make_hand in one pass for a hand in plain ASCII MPSZ
// (src/contract/fast/hand_fast.cpp): true with `hand`'s tiles, red fives, melds and winning tile
// set as make_hand would set them; false when the text needs the exact scan or make_hand would
// reject the hand (`hand` may then be partly written). Its bonus_mask is the caller's.
bool ascii_hand(std::string_view text, const HandExtras& extras, HandShape shape, Hand& hand);

// parse_tiles with error positions offset by `base` characters (for text embedded in a meld).
Result<TileList> parse_tiles_from(std::string_view text, int base);
// The scan that decodes Unicode tiles and reports every error with its position.
Result<void> parse_tiles_exact(std::string_view text, int base, TileList& out);
// parse_tiles_from appending to `out` (the hot path reuses its lists). `out` may hold tiles
// already; the 40-tile limit counts them. ASCII text that parses takes append_ascii_tiles.
inline Result<void> parse_tiles_append(std::string_view text, int base, TileList& out) {
  if (append_ascii_tiles(text, out)) return {};
  return parse_tiles_exact(text, base, out);
}

// parse_meld writing the meld into `m` (unchanged on an error): the usual spelling ("chi 345m",
// "pon 777z from W") by usual_meld (tiles/usual_meld.hpp), written field by field (a Meld
// returned and then copied whole waited for the stores of its fields), any other text by
// parse_meld_exact. The JSON reader writes a meld straight into its list's next slot with it.
Result<void> parse_meld_into(std::string_view input, Meld& m);

// parse_meld without its shortcut for the usual spelling (usual_meld): the tokeniser that reads
// every form and reports every error (tests compare the two).
Result<Meld> parse_meld_exact(std::string_view text);

// The character (code point) index of byte offset `byte`.
constexpr int char_index(std::string_view text, std::size_t byte) {
  int n = 0;
  for (std::size_t k = 0; k < byte && k < text.size(); ++k)
    n += (static_cast<unsigned char>(text[k]) & 0xC0) != 0x80;
  return n;
}

}  // namespace mjscore::text
