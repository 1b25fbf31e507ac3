// Internal: the fields of a request line as read from JSON, before they are interpreted
// (request_read.cpp reads them with simdjson On-Demand; request_build.cpp turns them into a
// ScoreRequest / WaitsRequest).
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <string_view>

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
constexpr KeyKind key_kind(Key k) {
  if (k == Key::Id) return KeyKind::Raw;
  if (k == Key::Options) return KeyKind::OptionMap;
  if (k == Key::Melds) return KeyKind::MeldList;
  if (k == Key::Honba || k == Key::RiichiSticks) return KeyKind::Integer;
  if (k >= Key::Riichi && k <= Key::OriginalCall) return KeyKind::Flag;
  return KeyKind::Text;
}
constexpr uint64_t bit(Key k) { return uint64_t{1} << static_cast<int>(k); }

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

// Turns the fields into the request of `answer.type` (sets request, family, preset, parsed).
void build_request(Fields& fields, Problems& problems, Answer& answer);

}  // namespace mjscore::json::detail
