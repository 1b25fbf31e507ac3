// One hand of a riichi game: who pays what, and how the dealer, honba and sticks move on.
// Seeds 000 ("Sorteos exhaustivos", "Contadores", "Chombo", "Wareme") and 002 (連莊, 供託, 二家和,
// 流局滿貫, 途中流局, 錯和).
#pragma once

#include <cstdint>

#include "game/game_loop.hpp"
#include "mjscore/game.hpp"

namespace mjscore::riichi {

// The table before a hand: the shared seating and scores (game/game_loop.hpp), the counters.
struct TableState : game::Table<int> {
  int honba = 0;
  int sticks = 0;  // riichi sticks on the table
};

// What made the dealer keep the deal, for agari-yame / tenpai-yame (seed 002 終止).
enum class StopChance : uint8_t { None, Win, Tenpai };

struct Settlement {
  HandResult result;  // result, reason, wins, dropped, chombo_player, deltas, deposits
  bool dealer_keeps = false;
  StopChance stop = StopChance::None;
  int honba_next = 0;
  int sticks_next = 0;
  std::optional<int> chombo_player;  // counted for chombo = final_deduction
};

// Bounds on a hand's honba payment (honba x honba_value) and on the riichi sticks it hands out
// (in points): past them the hand is an invalid_request, so that no payment overflows an int.
inline constexpr int64_t kMaxHonbaPoints = int64_t{1} << 26;
inline constexpr int64_t kMaxStickPoints = int64_t{1} << 28;

Result<Settlement> settle_hand(const GameHand& hand, const TableState& table, const Rules& rules,
                               const ScoreFunction& score);

}  // namespace mjscore::riichi
