// text::usual_meld: the usual spelling of a meld, "pon 777z", "chi 345m", "kan 1111p" or
// "ankan 1111p" (the kind in lower case, one space, the tiles' digits and one suit letter), alone
// or followed by " from " and a wind letter, read at fixed offsets and checked with a few table
// lookups. It is parse_meld's one shortcut (parse_meld_exact reads every other text), in place of
// the general splitter and plain-meld check (split_common, plain_meld and meld_first, then
// parse_meld_into's Result). Inline: the JSON reader calls it for every meld string
// (request_fast.cpp) before parse_meld_into.
#pragma once

#include <algorithm>
#include <array>
#include <bit>
#include <cstdint>
#include <cstring>
#include <optional>
#include <string_view>

#include "mjscore/hand.hpp"
#include "tiles/text_scan.hpp"

namespace mjscore::text {
namespace usual_meld_detail {

struct KindName {
  std::string_view name;
  MeldKind kind;
};
// The contract's kinds, then accepted aliases (daiminkan = kan, shouminkan = kakan).
inline constexpr std::array<KindName, 7> kKindNames = {{{"chi", MeldKind::Chi},
                                                        {"pon", MeldKind::Pon},
                                                        {"kan", MeldKind::Kan},
                                                        {"ankan", MeldKind::Ankan},
                                                        {"kakan", MeldKind::Kakan},
                                                        {"daiminkan", MeldKind::Kan},
                                                        {"shouminkan", MeldKind::Kakan}}};

// The kinds of three letters, read as one word with the space after them: a text's first four
// bytes are one when they are the word of kKindWords[first byte & 15] ("pon ", "chi " and "kan "
// differ there: 0 3 B). The other entries' word is 0, which no text matches there (its first
// byte, 0, has index 0).
constexpr uint32_t bytes_word(std::string_view s) {
  uint64_t w = 0;
  for (std::size_t k = s.size(); k-- > 0;) w = w << 8 | static_cast<unsigned char>(s[k]);
  return static_cast<uint32_t>(w);
}
struct KindWord {
  uint32_t word = 0;
  MeldKind kind = MeldKind::Chi;
};
inline constexpr std::array<KindWord, 16> kKindWords = [] {
  std::array<KindWord, 16> t{};
  for (const KindName& k : kKindNames)
    if (k.name.size() == 3) t[k.name[0] & 15] = {bytes_word(k.name) | uint32_t{' '} << 24, k.kind};
  return t;
}();
static_assert(kKindWords['p' & 15].kind == MeldKind::Pon &&
                  kKindWords['c' & 15].kind == MeldKind::Chi &&
                  kKindWords['k' & 15].kind == MeldKind::Kan,
              "the three-letter kinds' first letters have distinct low nibbles");

// A text that starts with one of the longer kind names and a space: its kind, and the offset of
// the byte after the space in `tiles` (meld_parse.cpp; rare, so out of line).
bool long_kind(std::string_view input, MeldKind& kind, std::size_t& tiles);

// What follows the tiles of a meld from another seat, before the seat's wind letter; the eight
// bytes "<suit> from <wind>" with the suit and wind bytes masked off (little-endian words;
// usual_meld declines everything on a big-endian machine).
inline constexpr std::string_view kFrom = " from ";
inline constexpr uint64_t kFromMask = 0x00FFFFFFFFFFFF00ull;
inline constexpr uint64_t kFromBytes =
    uint64_t{bytes_word(kFrom.substr(0, 4))} << 8 | uint64_t{bytes_word(kFrom.substr(4))} << 40;
// Per suit (m p s z, then a row for a byte that is no suit letter) and byte of a meld's tiles:
// the bit of the tile's rank (bits 1-9; a '0' is a red five, rank 5, and adds kRedOne, so that
// the sum of the tiles' values counts the red fives), kNotDigit for a byte that names no tile
// in the suit (honours: 1-7 only).
inline constexpr uint16_t kRankBits = 0x3FE, kNotDigit = 1u << 10, kRedOne = 1u << 12;
inline constexpr int kNoSuitRow = 4;
inline constexpr std::array<std::array<uint16_t, 256>, 5> kRankBit = [] {
  std::array<std::array<uint16_t, 256>, 5> t{};
  for (int s = 0; s <= kNoSuitRow; ++s) {
    for (auto& x : t[s]) x = kNotDigit;
    if (s == kNoSuitRow) continue;
    for (int d = 1; d <= (s == 3 ? 7 : 9); ++d) t[s]['0' + d] = static_cast<uint16_t>(1u << d);
    if (s != 3) t[s]['0'] = static_cast<uint16_t>(1u << 5 | kRedOne);
  }
  return t;
}();

// Whether the eight bytes at `p` are "<any byte> from <wind letter>" (the byte before " from " is
// the suit letter, checked apart).
inline bool from_wind(const char* p) {
  uint64_t tail;
  std::memcpy(&tail, p, 8);
  return ((tail & kFromMask) == kFromBytes) & (kWindOfLetter[tail >> 56] >= 0);
}

}  // namespace usual_meld_detail

// True with `m` written as parse_meld writes it; false, `m` unchanged, for any other text.
inline bool usual_meld(std::string_view input, Meld& m) {
  using namespace usual_meld_detail;
  if constexpr (std::endian::native != std::endian::little) return false;  // words above
  const std::size_t n = input.size();
  if (n < 8) return false;  // "pon 777z", the shortest
  const char* p = input.data();
  uint32_t word;
  std::memcpy(&word, p, 4);
  KindWord kind = kKindWords[static_cast<unsigned char>(p[0]) & 15];
  std::size_t at = 4;  // the first tile
  if (word != kind.word && !long_kind(input, kind.kind, at)) return false;
  const bool chi = kind.kind == MeldKind::Chi;
  const bool four = Meld{kind.kind}.is_kan();
  // The tiles end the text, or " from " and a wind letter do (an ankan has no "from"); then the
  // suit letter.
  const bool from = n >= at + 11 && from_wind(p + n - 8);
  const std::size_t suit_at = n - 1 - 7 * from;
  if ((suit_at != at + 3 + four) | (from & (kind.kind == MeldKind::Ankan))) return false;
  const unsigned suit =
      std::min(kByteClass[static_cast<unsigned char>(p[suit_at])] - unsigned{kClassMan},
               unsigned{kNoSuitRow});
  const auto& row = kRankBit[suit];
  const auto bits = [&row, p, at](std::size_t k) -> uint32_t {
    return row[static_cast<unsigned char>(p[at + k])];
  };
  const uint32_t fourth = bits(3) & (0u - four);  // byte 3 is the suit letter of a chi or pon
  const uint32_t any = bits(0) | bits(1) | bits(2) | fourth;
  const uint32_t reds = (bits(0) + bits(1) + bits(2) + fourth) / kRedOne;
  // A chi's ranks are three in a row (three bits for three tiles), in a suit; a pon's or kan's
  // are one. Tested without a branch on the kind (which kind comes is random).
  const int low = std::countr_zero(any);
  const bool shape = (any & kRankBits) == (1u + 6u * chi) << low;
  if (!shape | ((any & kNotDigit) != 0) | (reds > kRedFivesPerSuit) | (chi & (suit == 3)))
    return false;
  m.kind = kind.kind;
  m.first = tile_at(static_cast<int>(suit) * 9 + low - 1);  // make_tile(suit, low)
  m.red = static_cast<uint8_t>(reds);
  m.from = from ? std::optional(wind_at(kWindOfLetter[static_cast<unsigned char>(p[n - 1])]))
                : std::nullopt;
  return true;
}

}  // namespace mjscore::text
