// Internal: the fields of a request line as read from JSON, before they are interpreted
// (request_read.cpp reads them with simdjson On-Demand; request_build.cpp turns them into a
// ScoreRequest / WaitsRequest).
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <string_view>

#include "json/batch.hpp"
#include "mjscore/json.hpp"
#include "mjscore/notation.hpp"

namespace mjscore::json::detail {

// Every top-level key of the contract's score request (plus "type" and the additive "wareme").
enum class Key : uint8_t {
  Id,
  Type,
  Rules,
  Preset,
  Options,
  Hand,
  Win,
  Melds,
  Bonus,
  WinBy,
  Seat,
  Round,
  From,
  Liable,
  Wareme,
  Dora,
  Ura,
  Riichi,
  DoubleRiichi,
  Ippatsu,
  LastTile,
  AfterKan,
  AfterDoubleKan,
  RobbingKan,
  FirstTurn,
  Won,
  OriginalCall,
  Honba,
  RiichiSticks,
  Count
};
inline constexpr int kKeyCount = static_cast<int>(Key::Count);

inline constexpr std::array<std::string_view, kKeyCount> kKeyNames = {"id",
                                                                      "type",
                                                                      "rules",
                                                                      "preset",
                                                                      "options",
                                                                      "hand",
                                                                      "win",
                                                                      "melds",
                                                                      "bonus",
                                                                      "win_by",
                                                                      "seat",
                                                                      "round",
                                                                      "from",
                                                                      "liable",
                                                                      "wareme",
                                                                      "dora",
                                                                      "ura",
                                                                      "riichi",
                                                                      "double_riichi",
                                                                      "ippatsu",
                                                                      "last_tile",
                                                                      "after_kan",
                                                                      "after_double_kan",
                                                                      "robbing_kan",
                                                                      "first_turn",
                                                                      "won",
                                                                      "original_call",
                                                                      "honba",
                                                                      "riichi_sticks"};

enum class KeyKind : uint8_t { Raw, Text, Flag, Integer, MeldList, OptionMap };
constexpr KeyKind key_kind_of(Key k) {
  if (k == Key::Id) return KeyKind::Raw;
  if (k == Key::Options) return KeyKind::OptionMap;
  if (k == Key::Melds) return KeyKind::MeldList;
  if (k == Key::Honba || k == Key::RiichiSticks) return KeyKind::Integer;
  if (k >= Key::Riichi && k <= Key::OriginalCall) return KeyKind::Flag;
  return KeyKind::Text;
}
inline constexpr std::array<KeyKind, kKeyCount> kKeyKinds = [] {
  std::array<KeyKind, kKeyCount> t{};
  for (int k = 0; k < kKeyCount; ++k) t[k] = key_kind_of(static_cast<Key>(k));
  return t;
}();
constexpr KeyKind key_kind(Key k) { return kKeyKinds[static_cast<int>(k)]; }
constexpr uint64_t bit(Key k) { return uint64_t{1} << static_cast<int>(k); }

// Key lookup: a hash of (length, first, second, last byte) into a 64-slot table built at
// compile time (no two keys share a slot, checked below), then one comparison. Every key has
// at least two bytes.
constexpr unsigned key_slot(std::string_view n) {
  return static_cast<unsigned>(n.size() + static_cast<unsigned char>(n[0]) * 12 +
                               static_cast<unsigned char>(n[1]) * 13 +
                               static_cast<unsigned char>(n.back()) * 8) &
         63u;
}

struct KeyTable {
  std::array<int8_t, 64> slot{};
  bool collision = false;
  constexpr KeyTable() {
    for (auto& x : slot) x = -1;
    for (int k = 0; k < detail::kKeyCount; ++k) {
      const std::string_view n = detail::kKeyNames[k];
      const unsigned h = key_slot(n);
      if (slot[h] >= 0) collision = true;
      slot[h] = static_cast<int8_t>(k);
    }
  }
};
inline constexpr KeyTable kKeyTable;
static_assert(!kKeyTable.collision, "two request keys share a hash slot: change key_slot");

inline std::optional<Key> find_key(std::string_view name) {
  if (name.size() < 2) return std::nullopt;
  const int k = kKeyTable.slot[key_slot(name)];
  if (k < 0) return std::nullopt;
  const std::string_view n = detail::kKeyNames[k];
  if (n.size() != name.size()) return std::nullopt;
  for (std::size_t i = 0; i < n.size(); ++i)
    if (n[i] != name[i]) return std::nullopt;
  return static_cast<Key>(k);
}

// Keys a waits request defines (contract "Other request types": hand and melds).
inline constexpr uint64_t kWaitsKeys = bit(Key::Id) | bit(Key::Type) | bit(Key::Rules) |
                                       bit(Key::Preset) | bit(Key::Options) | bit(Key::Hand) |
                                       bit(Key::Melds);

struct Fields {
  uint64_t seen = 0;                               // keys present (null values count as absent)
  std::array<std::string_view, kKeyCount> text{};  // Raw and Text keys (unescaped)
  std::array<bool, kKeyCount> flag{};
  std::array<long long, kKeyCount> integer{};
  Melds melds;
  OptionOverrides options;
  std::string_view unknown_key;  // the first key no request type defines
  HandInput input;               // reused between requests (its lists are cleared, not rebuilt)

  bool has(Key k) const { return seen & bit(k); }
};

// Collects errors while reading: the first request-level error wins, but malformed JSON
// (parse_error) replaces it and stops the reading.
struct Problems {
  std::optional<Error> error;
  bool malformed = false;
  void request(ErrorCode code, std::string message, int position = -1) {
    if (!error) error = Error{code, std::move(message), position};
  }
  void add(Error e) {
    if (!error) error = std::move(e);
  }
};

// Error from a notation function about the text of `field`: the message names the field.
Error about_field(std::string_view field, Error e);

// One element of "melds" (contract "Melds"): appended to fields.melds, or its error recorded as
// "melds[n]: ..." (both readers use these, so their messages are the same).
void add_meld(Fields& fields, Problems& problems, int n, Result<Meld> meld);
// The object form once its members are read; a missing kind or tiles is an invalid_request.
void add_meld_object(Fields& fields, Problems& problems, int n,
                     std::optional<std::string_view> kind, std::optional<std::string_view> tiles,
                     std::optional<std::string_view> from);

// The reader for the common shape of a request line (request_fast.cpp): a flat object of known
// keys with plain values, read without simdjson. False when the line is anything else (the
// caller then clears `fields` and `problems` and reads the line with simdjson, which produces
// every error); true only for valid JSON, with the fields and problems that reader would give.
// `line` must be followed by kCommonPadding readable bytes, the first of them '\0' or '\n'.
inline constexpr std::size_t kCommonPadding = kLinePadding;
// The key order read_common has seen, so that it can check the keys it expects next directly
// (request_fast.cpp): for every key, and for the line's start, two guesses at the key that
// follows it, the last two keys that did. It only saves work: when both guesses are wrong the
// key is read the usual way. Kept by the reader's owner between lines (one per RequestParser,
// so per thread), as a client usually writes its keys in one order, some of them optional.
// A wrong guess costs a branch miss: where optional keys come and go at random (the benchmark
// lines) the guesses save 48 instructions a request but add about 1.6 mispredicted branches
// (callgrind's branch simulation); timed over 10^6 such requests they still gained about 1 %
// (12 alternating runs, without the profile-guided build).
struct KeyGuess;
struct KeyOrder {
  // Indexed by the key before (the line's start last); two arrays, not pairs, so that both
  // are found from the key's index without a multiplication.
  std::array<const KeyGuess*, kKeyCount + 1> latest, earlier;
  KeyOrder();
};
bool read_common(std::string_view line, Fields& fields, Problems& problems, KeyOrder& order);
// read_common of the line from `text` up to its first '\0' or '\n', which the reading finds (a
// file read in place needs no search for the line's end first): that byte, or null when the
// line is not of the common shape. It must be followed by kCommonPadding - 1 readable bytes.
const char* read_common_line(const char* text, Fields& fields, Problems& problems, KeyOrder& order);

// Turns the fields into the request of `answer.type` (sets request, family, preset, parsed).
// `shortcuts` (ParseOptions::fast_path) lets a common score request skip the exact notation
// and make_hand path; the answer is the same either way (tests compare them).
void build_request(Fields& fields, Problems& problems, Answer& answer, bool shortcuts = true);

}  // namespace mjscore::json::detail
