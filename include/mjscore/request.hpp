// The score request of the JSON contract (docs/json-api.md "`score`") as a value type. The JSON
// layer, the CLI and the bindings all fill this struct.
#pragma once

#include <iterator>
#include <optional>
#include <string>
#include <string_view>

#include "mjscore/hand.hpp"
#include "mjscore/notation.hpp"
#include "mjscore/options.hpp"

namespace mjscore {

// The rule families. A family is this value, its name and default preset below, and its
// descriptor in the engine's table (src/engine/families.cpp; docs/adding-a-family.md).
enum class Family : uint8_t { Riichi, HK, Classical };

// Indexed by Family: the contract's "rules" value (and rules/<name>/), the preset a request
// naming none is scored under.
inline constexpr std::string_view kFamilyNames[] = {"riichi", "hk", "classical"};
inline constexpr std::string_view kDefaultPresets[] = {"tenhou", "hk", "classical"};
inline constexpr int kFamilyCount = static_cast<int>(std::size(kFamilyNames));
static_assert(std::size(kDefaultPresets) == std::size(kFamilyNames));

constexpr std::string_view family_name(Family f) { return kFamilyNames[static_cast<int>(f)]; }
constexpr std::string_view default_preset(Family f) { return kDefaultPresets[static_cast<int>(f)]; }
// The family of a request that names none (contract: "rules" defaults to "riichi").
inline constexpr Family kDefaultFamily = Family::Riichi;

// The family of a "rules" value, or nullopt.
constexpr std::optional<Family> family_named(std::string_view name) {
  for (int i = 0; i < kFamilyCount; ++i)
    if (kFamilyNames[i] == name) return static_cast<Family>(i);
  return std::nullopt;
}

enum class WinBy : uint8_t { Ron, Tsumo };

inline constexpr int kMaxIndicators = 10;
using Indicators = SmallVector<TileRef, kMaxIndicators>;

struct ScoreRequest {
  Family family = kDefaultFamily;
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
  // Three-player riichi: Norths the winner set aside (kita, nukidora), 0-4; each is one han,
  // the element `kita` (docs/sanma.md). JSON field "kita": int; refused on a four-player preset.
  int kita = 0;
  // Three-player riichi: a ron on a North another seat set aside (kita); the winning tile is
  // that North. Chankan scores only where the preset's `kita_chankan` says so (docs/sanma.md).
  // JSON field "robbed_kita": bool.
  bool robbed_kita = false;

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
