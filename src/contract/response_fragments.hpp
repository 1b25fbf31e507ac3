// Compile-time text of the closed vocabularies of a response (contract "Response"): the
// opening by ok and family (with the default preset), the wait, the limit, every set of a
// reading, the element and fu line heads and the error heads. Each is written with one
// fixed-size copy instead of being assembled and scanned at run time.
// tests/unit/response_fragments_test.cpp checks every entry against the text it stands for.
#pragma once

#include <bit>
#include <initializer_list>
#include <optional>

#include "contract/fast/equal_text.hpp"
#include "engine/element_ids.hpp"
#include "engine/error_texts.hpp"
#include "json/json_out.hpp"
#include "mjscore/analysis.hpp"
#include "mjscore/error.hpp"
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

inline constexpr int kFamilies = 3;

// `,"ok":<ok>,"rules":<family>,"preset":` at opening(ok, family); an unknown family is null.
inline constexpr auto kOpening = [] {
  out::FragmentTable<64, 2 * (kFamilies + 1)> t{};
  for (int ok = 0; ok < 2; ++ok) {
    const std::string_view head = ok ? ",\"ok\":true,\"rules\":" : ",\"ok\":false,\"rules\":";
    for (int f = 0; f < kFamilies; ++f)
      t.set(ok * (kFamilies + 1) + f,
            {head, "\"", family_name(static_cast<Family>(f)), "\",\"preset\":"});
    t.set(ok * (kFamilies + 1) + kFamilies, {head, "null,\"preset\":"});
  }
  return t;
}();

inline std::size_t opening(bool ok, std::optional<Family> family) {
  return std::size_t{ok} * (kFamilies + 1) +
         (family ? static_cast<std::size_t>(*family) : kFamilies);
}

// The same with the family's default preset after it, `"<preset>"`, at
// opening_default(ok, family): every response to a request that names no preset (or its
// family's default) opens with one copy instead of the preset's escaping.
inline constexpr auto kOpeningDefault = [] {
  out::FragmentTable<64, 2 * kFamilies> t{};
  for (int ok = 0; ok < 2; ++ok) {
    for (int f = 0; f < kFamilies; ++f) {
      const auto family = static_cast<Family>(f);
      t.set(ok * kFamilies + f,
            {ok ? ",\"ok\":true,\"rules\":\"" : ",\"ok\":false,\"rules\":\"", family_name(family),
             "\",\"preset\":\"", default_preset(family), "\""});
    }
  }
  return t;
}();

inline std::size_t opening_default(bool ok, Family family) {
  return std::size_t{ok} * kFamilies + static_cast<std::size_t>(family);
}

// Whether `preset` is the family's default (asked of every response).
inline bool is_default_preset(Family family, std::string_view preset) {
  return equal_text(preset, default_preset(family));
}

// Entry v of an enum E with N values: the name `text(v)` gives between `head` and `tail`; entry N
// is that of the value N, the name of an unknown value ("unknown").
template <std::size_t W, std::size_t N, class E, class Text>
constexpr out::FragmentTable<W, N + 1> enum_fragments(std::string_view head, Text text,
                                                      std::string_view tail) {
  out::FragmentTable<W, N + 1> t{};
  for (std::size_t v = 0; v <= N; ++v) t.set(v, {head, text(static_cast<E>(v)), tail});
  return t;
}
// The entry of `v` in such a table: N for a value out of range.
template <std::size_t N, class E>
std::size_t enum_entry(E v) {
  const auto k = static_cast<std::size_t>(v);
  return k < N ? k : N;
}

inline constexpr int kWaits = 7;  // Ryanmen .. Kokushi13

// `],"wait":"<wait>"}` at wait_end(wait): the end of the reading's set list and the reading.
inline constexpr auto kWaitEnd = enum_fragments<32, kWaits, Wait>(
    "],\"wait\":\"", [](Wait w) { return wait_text(w); }, "\"}");
inline std::size_t wait_end(Wait w) { return enum_entry<kWaits>(w); }

// The tiles of a block without red fives, in canonical order (docs/notation.md "Canonical
// output"): a run ascends, a triplet, kan or pair repeats its rank.
constexpr int block_copies(BlockKind k) {
  return k == BlockKind::Triplet ? 3 : k == BlockKind::Kan ? 4 : k == BlockKind::Pair ? 2 : 3;
}

// `,"<tiles><suit>"` of every first tile and block kind, in one 8-byte word (bytes in text
// order), at block_word(kind, tile); kBlockLength gives the length by kind (a kan's is 8).
// Tile-major: the index is one lea of the block's two bytes (kind-major took a multiply by 34).
inline constexpr int kBlockKinds = 4;
inline constexpr std::array<uint8_t, kBlockKinds> kBlockLength = {7, 7, 8, 6};

// Unsigned, so that the index needs no sign extension before the load.
constexpr std::size_t block_word(std::size_t kind, std::size_t tile) {
  return tile * kBlockKinds + kind;
}

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
      t[block_word(k, i)] = word;
    }
  }
  return t;
}();

// Writes `,"<block>"` with `red` red fives written 0 (a run's five; the first `red` tiles of a
// triplet, kan or pair of fives; a called meld's red count as it is).
[[gnu::always_inline]] inline void block(out::Cursor& c, const Block& b, int red) {
  const auto k = static_cast<std::size_t>(b.kind);
  const uint64_t word = kBlockWords[block_word(k, static_cast<std::size_t>(b.first))];
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

// `"id":"<id>","<unit>":` by element id: an element's text after its `{` (Cursor::close_item)
// and before its amount, for the units a scorer writes with a fragment (han and yakuman, the
// riichi units; the others take the generic path).
template <std::size_t W>
constexpr out::FragmentTable<W, kMaxElementIds> element_heads(ElementUnit unit) {
  constexpr auto ids = make_element_ids();
  out::FragmentTable<W, kMaxElementIds> t{};
  for (int i = 0; i < kMaxElementIds; ++i)
    t.set(i, {"\"id\":\"", ids[i], "\",\"", unit.text(), "\":"});
  return t;
}

// Han, the most elements: one 32-byte copy. Yakuman: a 64-byte one (a yaku's id under the
// yakuman unit takes 33 bytes).
inline constexpr auto kHanHead = element_heads<32>({ElementUnit::han});
inline constexpr auto kYakumanHead = element_heads<64>({ElementUnit::yakuman});

inline constexpr int kErrorCodes = 11;  // parse_error .. unsupported

// `,"error":{"code":"<code>","message":` at error_head(code): an error's text before its
// message.
inline constexpr auto kErrorHead = enum_fragments<64, kErrorCodes, ErrorCode>(
    ",\"error\":{\"code\":\"", [](ErrorCode c) { return to_string(c); }, "\",\"message\":");
inline std::size_t error_head(ErrorCode code) { return enum_entry<kErrorCodes>(code); }

// The message of the commonest error (riichi's no_yaku, src/engine/error_texts.hpp; a third of
// a generated batch), quoted: a message equal to it is written with one copy instead of being
// checked for escapes. Another text takes the escaping path.
inline constexpr std::string_view kNoYakuMessage = texts::kNoYaku;
inline constexpr auto kNoYakuQuoted = [] {
  out::FragmentTable<64, 1> t{};
  t.set(0, {"\"", kNoYakuMessage, "\""});
  return t;
}();

// Whether `s` is kNoYakuMessage: the engine's own text (an ErrorText points at texts::kNoYaku,
// one object in the program), else by its bytes.
inline bool is_no_yaku_message(std::string_view s) {
  return s.size() == kNoYakuMessage.size() &&
         (s.data() == texts::kNoYaku || std::memcmp(s.data(), texts::kNoYaku, s.size()) == 0);
}

// The bound of a score response beyond its id, preset and identifiers: kScoreFixed covers the
// opening, value, deltas, the reading with seven blocks and the family's members (about 360
// bytes at most, integers of 11 bytes); each element and fu line adds at most kScoreItem, its
// fixed text and amount, and kItemText, its id and unit or its reason.
// tests/unit/response_fragments_test.cpp writes the longest responses against it.
inline constexpr std::size_t kScoreFixed = 448, kScoreItem = 32;
inline constexpr std::size_t kItemText = [] {
  std::size_t unit = 0, reason = 0;
  for (std::string_view u : ElementUnit::kText) unit = u.size() > unit ? u.size() : unit;
  for (std::string_view r : FuReason::kText) reason = r.size() > reason ? r.size() : reason;
  const std::size_t element = max_element_id_size() + unit;
  return element > reason ? element : reason;
}();

}  // namespace mjscore::json::frag
