// Three-player riichi (sanma, docs/sanma.md): the checks a request gets under a preset with
// `players = 3` (no 2m-8m, no chi, no North seat, `kita` 0-4) and the kita han. A four-player
// preset refuses `kita` and `robbed_kita`.
#pragma once

#include <array>
#include <cstdint>

#include "mjscore/error.hpp"
#include "mjscore/request.hpp"
#include "mjscore/riichi_rules.hpp"

namespace mjscore::riichi {

// The kinds three-player mahjong lacks: 2m to 8m (kinds 1-7; riichi.wiki "Sanma": 108 tiles).
inline constexpr TileMask kSanmaMissing = 0x7Full << 1;

// The dora each indicator points at, four-player (tiles.hpp dora_successor) and three-player
// (riichi.wiki "Sanma", atwiki "はじめての三人麻雀": a 1m indicator makes 9m dora, 9m makes 1m).
inline constexpr std::array<uint8_t, kTileKinds> kDoraOf = [] {
  std::array<uint8_t, kTileKinds> t{};
  for (int i = 0; i < kTileKinds; ++i)
    t[i] = static_cast<uint8_t>(index(dora_successor(tile_at(i))));
  return t;
}();
inline constexpr std::array<uint8_t, kTileKinds> kDoraOfSanma = [] {
  std::array<uint8_t, kTileKinds> t = kDoraOf;
  t[index(Tile::M1)] = index(Tile::M9);
  t[index(Tile::M9)] = index(Tile::M1);
  return t;
}();
inline const uint8_t* dora_table(const ScoringRules& rules) {
  return rules.players == 3 ? kDoraOfSanma.data() : kDoraOf.data();
}

// Whether a request needs check_players: a three-player preset, or a four-player one given a
// three-player field.
inline bool needs_player_check(const ScoreRequest& r, const ScoringRules& rules) {
  return (rules.players != 4) | (r.kita != 0) | r.robbed_kita;
}
// The request's fields against the preset's player count: invalid_hand for a tile three-player
// mahjong lacks or a chi (naming the tile or meld and its field), invalid_context for a North
// seat (naming the field) or a three-player field on a four-player preset, invalid_request for
// `kita` outside 0-4.
Result<void> check_players(const ScoreRequest& r, const ScoringRules& rules);

// The han of the set-aside Norths: one each, plus one each per dora indicator pointing at North
// and, on a riichi hand with `ura_dora`, per ura indicator pointing at North (riichi.wiki
// "Sanma": "If west is the dora indicator, then kita is counted as two dora"). The Norths in
// the hand count as `dora`.
int kita_han(const ScoreRequest& r, const ScoringRules& rules);

}  // namespace mjscore::riichi
