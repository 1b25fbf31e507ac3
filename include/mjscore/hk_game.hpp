// Hong Kong game flow (issue 19, "HK games"; seed 001; docs/hk.md "HK games"): a record of hand
// results in, every hand's round, dealer, deltas and running scores out, and the final standings.
// Players are numbered by their seat at the start: player 0 is the first dealer (East). Rules are
// the `game` block of hk::Rules (hk_rules.hpp).
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "mjscore/error.hpp"
#include "mjscore/game.hpp"
#include "mjscore/hk_rules.hpp"
#include "mjscore/request.hpp"
#include "mjscore/seats.hpp"

namespace mjscore {
class Engine;
}

namespace mjscore::hk {

using mjscore::PerPlayer;
using mjscore::PlayerScores;  // by player number; the game's player count (seats.hpp)

// ---- the record ----------------------------------------------------------------------------

enum class HandKind : uint8_t { Win, Draw, FalseWin };

struct GameHand {
  HandKind kind = HandKind::Win;
  // win: a full score request (seat, round, win_by and from filled by the game) or `faan`
  int winner = 0;
  std::optional<int> from;  // the discarder; absent: self-draw
  std::optional<ScoreRequest> score;
  std::optional<int> faan;
  std::optional<int> liable;  // 包 on a faan-only win: pays what every loser would pay
  // false win (詐糊)
  int player = 0;
};

struct GameRecord {
  std::string preset;  // empty: hk
  OptionOverrides options;
  std::vector<std::string> players;
  std::vector<GameHand> hands;
};

// ---- the result ----------------------------------------------------------------------------

struct GameHandResult {
  std::string round;  // "E1".."N4": prevailing wind and the dealer's turn in it
  Wind wind = Wind::East;
  int dealer = 0;
  int repeat = 0;  // hands this dealer has already kept the deal in a row
  // "self_draw", "discard", "draw", "false_win"
  std::string result;
  std::optional<int> winner, from, liable, player;
  int faan = 0;
  int base = 0;
  bool limit = false;
  int value = 0;          // the win's gain, or the false win's penalty, before any chips cap
  PlayerScores due{};     // the hand's payments as the rules give them
  PlayerScores deltas{};  // what was paid (out_of_chips = play_on caps it at the chips held)
  PlayerScores scores{};  // after the hand
  bool dealer_keeps = false;
};

struct GameFinal {
  PlayerScores scores{};
  PerPlayer<int> ranks{};    // 1..players, equal scores share a rank
  std::vector<int> leaders;  // the players with the best score
  std::string ended_by;      // last_hand, out_of_chips, incomplete
};

// The hand to be played next, while the game goes on: its round label, prevailing wind, dealer
// (player) and the deals this dealer has already kept in a row (as GameHandResult gives them).
struct NextHand {
  std::string round;
  Wind wind = Wind::East;
  int dealer = 0;
  int repeat = 0;
};

struct GameResult {
  std::string preset;
  std::vector<GameHandResult> hands;
  GameFinal final;
  std::optional<NextHand> next;  // none once the game has ended
};

// Plays a record under explicit rules; `score` scores full score requests (may be empty when
// the record has none). Errors name the hand index ("hands[2]: ..."): invalid_request (a player
// out of range, a discarder who is the winner, a hand after the game ended, out_of_chips without
// start_chips), below_minimum (faan below min_faan), and whatever `score` returns.
Result<GameResult> play_game(const GameRecord& record, const Rules& rules,
                             const riichi::ScoreFunction& score = {});
// Resolves the record's preset and options with `engine` and scores full requests with it.
Result<GameResult> play_game(const Engine& engine, const GameRecord& record);

std::string_view hand_kind_name(HandKind k);

}  // namespace mjscore::hk
