// Compile-time text of the closed vocabularies of a response (contract "Response"): the
// opening by ok and family, the wait, the limit, and every set of a reading. Each is written
// with one fixed-size copy instead of being assembled and scanned at run time.
// tests/response_fragments_test.cpp checks every entry against the generic writers.
#pragma once

#include <bit>
#include <initializer_list>
#include <optional>

#include "engine/element_ids.hpp"
#include "engine/error_texts.hpp"
#include "json/json_out.hpp"
#include "mjscore/analysis.hpp"
#include "mjscore/request.hpp"
#include "mjscore/result.hpp"

namespace mjscore::json::frag {

static_assert(std::endian::native == std::endian::little, "block words are stored as bytes");

constexpr std::string_view wait_text(Wait w) {
  switch (w) {
    case Wait::Ryanmen:
      return "ryanmen";
    case Wait::Kanchan:
      return "kanchan";
    case Wait::Penchan:
      return "penchan";
    case Wait::Tanki:
      return "tanki";
    case Wait::Shanpon:
      return "shanpon";
    case Wait::Kokushi:
      return "kokushi";
    case Wait::Kokushi13:
      return "kokushi_13";
  }
  return "unknown";
}

template <std::size_t W>
constexpr out::Fragment<W> join(std::initializer_list<std::string_view> parts) {
  out::Fragment<W> f;
  std::size_t n = 0;
  for (std::string_view s : parts)
    for (char c : s)
      if (n < W) f.text[n++] = c;
  std::size_t total = 0;
  for (std::string_view s : parts) total += s.size();
  f.len = static_cast<uint8_t>(total <= W ? total : 0);  // 0: too long, caught by the test
  return f;
}

inline constexpr int kFamilies = 3;

// `,"ok":<ok>,"rules":<family>,"preset":` by [ok][family]; family index kFamilies is unknown
// (null).
inline constexpr auto kOpening = [] {
  std::array<std::array<out::Fragment<48>, kFamilies + 1>, 2> t{};
  for (int ok = 0; ok < 2; ++ok) {
    const std::string_view head = ok ? ",\"ok\":true,\"rules\":" : ",\"ok\":false,\"rules\":";
    for (int f = 0; f < kFamilies; ++f)
      t[ok][f] = join<48>({head, "\"", family_name(static_cast<Family>(f)), "\",\"preset\":"});
    t[ok][kFamilies] = join<48>({head, "null,\"preset\":"});
  }
  return t;
}();

inline const out::Fragment<48>& opening(bool ok, std::optional<Family> family) {
  return kOpening[ok][family ? static_cast<int>(*family) : kFamilies];
}

inline constexpr int kWaits = 7;  // Ryanmen .. Kokushi13

// `],"wait":"<wait>"}`: the end of the reading's set list and the reading.
inline constexpr auto kWaitEnd = [] {
  std::array<out::Fragment<32>, kWaits + 1> t{};
  for (int w = 0; w <= kWaits; ++w)
    t[w] = join<32>({"],\"wait\":\"", wait_text(static_cast<Wait>(w)), "\"}"});
  return t;
}();

inline const out::Fragment<32>& wait_end(Wait w) {
  const auto k = static_cast<unsigned>(w);
  return kWaitEnd[k < kWaits ? k : kWaits];
}

inline constexpr int kLimits = 7;  // None .. Yakuman

// `,"limit":<limit>,"fu_details":` (null for no limit); the list follows.
inline constexpr auto kLimitFu = [] {
  std::array<out::Fragment<48>, kLimits> t{};
  t[0] = join<48>({",\"limit\":null,\"fu_details\":"});
  for (int l = 1; l < kLimits; ++l)
    t[l] = join<48>({",\"limit\":\"", limit_name(static_cast<Limit>(l)), "\",\"fu_details\":"});
  return t;
}();

inline const out::Fragment<48>& limit_fu(Limit l) {
  const auto k = static_cast<unsigned>(l);
  return kLimitFu[k < kLimits ? k : 0];  // limit_name of an unknown value is "": as None
}

// The tiles of a block without red fives, in canonical order (docs/notation.md "Canonical
// output"): a run ascends, a triplet, kan or pair repeats its rank.
constexpr int block_copies(BlockKind k) {
  return k == BlockKind::Triplet ? 3 : k == BlockKind::Kan ? 4 : k == BlockKind::Pair ? 2 : 3;
}

// `,"<tiles><suit>"` of every block kind and first tile, in one 8-byte word (bytes in text
// order); kBlockLength gives the length by kind (a kan's is 8).
inline constexpr int kBlockKinds = 4;
inline constexpr std::array<uint8_t, kBlockKinds> kBlockLength = {7, 7, 8, 6};

inline constexpr auto kBlockWords = [] {
  std::array<uint64_t, kBlockKinds * kTileKinds> t{};
  for (int k = 0; k < kBlockKinds; ++k) {
    const auto kind = static_cast<BlockKind>(k);
    for (int i = 0; i < kTileKinds; ++i) {
      const Tile tile = static_cast<Tile>(i);
      const int r = rank_of(tile);
      char text[8] = {',', '"'};
      int n = 2;
      for (int c = 0; c < block_copies(kind); ++c)
        text[n++] = static_cast<char>('0' + r + (kind == BlockKind::Run ? c : 0));
      text[n++] = kSuitLetters[static_cast<int>(suit_of(tile))];
      text[n++] = '"';
      uint64_t word = 0;
      for (int b = 0; b < n; ++b) word |= uint64_t{static_cast<unsigned char>(text[b])} << (8 * b);
      t[k * kTileKinds + i] = word;
    }
  }
  return t;
}();

// Writes `,"<block>"` with `red` red fives written 0 (a run's five; the first `red` tiles of a
// triplet, kan or pair of fives), as the generic append_block of response_write.cpp does.
[[gnu::always_inline]] inline void block(out::Cursor& c, const Block& b, int red) {
  const int k = static_cast<int>(b.kind);
  const uint64_t word = kBlockWords[k * kTileKinds + index(b.first)];
  std::memcpy(c.p, &word, 8);
  if (red != 0) {
    char* tiles = c.p + 2;
    const int r = rank_of(b.first);
    if (b.kind == BlockKind::Run) {
      if (r <= 5 && 5 - r < 3) tiles[5 - r] = '0';
    } else {
      for (int t = 0; t < red && t < block_copies(b.kind); ++t) tiles[t] = '0';
    }
  }
  c.p += kBlockLength[k];
}

// `,{"id":"<id>","<unit>":` by [unit][id] for the units a scorer writes with a fragment
// (han and yakuman, the riichi units; the others take the generic path): an element's text
// before its amount in one fixed-size copy.
inline constexpr int kFragmentUnits = 2;
static_assert(ElementUnit::han == 0 && ElementUnit::yakuman == 1);
inline constexpr auto kElementHead = [] {
  constexpr auto ids = make_element_ids();
  std::array<std::array<out::Fragment<48>, kMaxElementIds>, kFragmentUnits> t{};
  for (int u = 0; u < kFragmentUnits; ++u)
    for (int i = 0; i < kMaxElementIds; ++i)
      t[u][i] = join<48>({",{\"id\":\"", ids[i], "\",\"", ElementUnit::kText[u], "\":"});
  return t;
}();

// `,{"reason":"<reason>","fu":` by FuReason: a fu line's text before its fu.
inline constexpr auto kFuLineHead = [] {
  constexpr int n = static_cast<int>(std::size(FuReason::kText));
  std::array<out::Fragment<48>, n> t{};
  for (int r = 0; r < n; ++r)
    t[r] = join<48>({",{\"reason\":\"", FuReason::kText[r], "\",\"fu\":"});
  return t;
}();

// The message of the commonest error (riichi's no_yaku, src/engine/error_texts.hpp; a third of
// a generated batch), quoted: a message equal to it is written with one copy instead of being
// checked for escapes. Another text takes the escaping path.
inline constexpr std::string_view kNoYakuMessage = texts::kNoYaku;
inline constexpr auto kNoYakuQuoted = join<64>({"\"", kNoYakuMessage, "\""});

// Whether `s` is kNoYakuMessage: the length, then the text as seven 8-byte words (the last
// overlapping).
inline bool is_no_yaku_message(std::string_view s) {
  constexpr std::size_t n = kNoYakuMessage.size();
  static_assert(n > 48 && n <= 56);
  if (s.size() != n) return false;
  const char* a = s.data();
  const char* b = kNoYakuMessage.data();
  uint64_t diff = 0;
  for (std::size_t at : {std::size_t{0}, std::size_t{8}, std::size_t{16}, std::size_t{24},
                         std::size_t{32}, std::size_t{40}, n - 8})
    diff |= out::detail::load8(a + at) ^ out::detail::load8(b + at);
  return diff == 0;
}

// The bound of a score response beyond its id, preset and identifiers: kScoreFixed covers the
// opening, value, deltas, the reading with seven blocks and the family's members (about 360
// bytes at most, integers of 11 bytes); each element and fu line adds at most kScoreItem, its
// fixed text and amount, and kItemText, its id and unit or its reason.
// tests/response_fragments_test.cpp writes the longest responses against it.
inline constexpr std::size_t kScoreFixed = 448, kScoreItem = 32;
inline constexpr std::size_t kItemText = [] {
  std::size_t unit = 0, reason = 0;
  for (std::string_view u : ElementUnit::kText) unit = u.size() > unit ? u.size() : unit;
  for (std::string_view r : FuReason::kText) reason = r.size() > reason ? r.size() : reason;
  const std::size_t element = max_element_id_size() + unit;
  return element > reason ? element : reason;
}();

}  // namespace mjscore::json::frag
