// The score request of the JSON contract (../shared/spec/json-api.md, "Request: score one
// hand") as a value type. The JSON layer, the CLI and the bindings all fill this struct.
#pragma once

#include <optional>
#include <string>

#include "mjscore/hand.hpp"
#include "mjscore/notation.hpp"
#include "mjscore/options.hpp"

namespace mjscore {

enum class Family : uint8_t { Riichi, HK, Classical };
constexpr std::string_view family_name(Family f) {
  return f == Family::Riichi ? "riichi" : f == Family::HK ? "hk" : "classical";
}
constexpr std::string_view default_preset(Family f) {
  return f == Family::Riichi ? "tenhou" : f == Family::HK ? "hk" : "classical";
}

enum class WinBy : uint8_t { Ron, Tsumo };

inline constexpr int kMaxIndicators = 10;
using Indicators = SmallVector<TileRef, kMaxIndicators>;

struct ScoreRequest {
  Family family = Family::Riichi;
  std::string preset;       // empty: the family's default
  OptionOverrides options;  // overrides of preset keys

  Hand hand;  // validated (make_hand)
  WinBy win_by = WinBy::Ron;
  Wind seat = Wind::East;      // the winner's seat; East is the dealer
  Wind round = Wind::East;     // prevailing wind
  std::optional<Wind> from;    // the discarder on a ron
  std::optional<Wind> liable;  // pao / bao
  // Riichi `wareme` (seed 000 "Wareme"): the seat at the wall break; it pays or receives double
  // when the preset's `wareme` option is on. JSON field "wareme": wind, optional.
  std::optional<Wind> wareme;

  bool riichi = false;
  bool double_riichi = false;
  bool ippatsu = false;
  bool last_tile = false;
  bool after_kan = false;
  bool after_double_kan = false;
  bool robbing_kan = false;
  bool first_turn = false;

  Indicators dora;
  Indicators ura;
  int honba = 0;
  int riichi_sticks = 0;

  // Classical: `won` false scores a losing hand (13 tiles + kans); `original_call`.
  bool won = true;
  bool original_call = false;
  // HK fifth-tile penalty (五子包生, seed 001 "Penalidades"): the discarder threw a tile not seen
  // before with five or fewer tiles left in the wall. JSON field "fifth_tile": bool (docs/hk.md).
  bool fifth_tile = false;

  std::string_view preset_name() const {
    return preset.empty() ? default_preset(family) : std::string_view(preset);
  }
};

}  // namespace mjscore
