// A classical Chinese game (contract `game` with "rules": "classical"; docs/classical-games.md):
// a list of rounds (deals) played, each settled (classical_settle.hpp), with running scores, East's
// rotation and the prevailing wind. Players are numbered by their seat at the start: player 0
// is the first East. The rotation follows the preset's `game.*` keys.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "mjscore/classical_settle.hpp"
#include "mjscore/seats.hpp"

namespace mjscore::classical {

using mjscore::PerPlayer;
using mjscore::PlayerScores;  // by player number; the game's player count (seats.hpp)
using PlayerTotals = PerPlayer<long long>;

// One round (one deal) of the record: four hands to score, or four scores; a winner, or none
// (a draw).
struct GameRound {
  std::optional<int> winner;        // a player; none: a draw
  bool has_hands = false;           // `hands` given (else `scores`)
  std::vector<ScoreRequest> hands;  // by player (four, when has_hands)
  PlayerScores scores{};            // by player (when !has_hands)
  PerPlayer<bool> dead{};
  std::optional<int> dangerous;  // the player whose discard was dangerous
};

struct GameRecord {
  std::string preset;  // empty: classical
  OptionOverrides options;
  std::vector<std::string> players;
  std::vector<GameRound> rounds;
};

// A payment between players.
struct PlayerPayment {
  int from = 0;
  int to = 0;
  int amount = 0;
};

struct RoundOutcome {
  std::string label;  // prevailing wind and deal: "E1" .. "N4"
  Wind prevailing = Wind::East;
  int east = 0;             // the player who is East
  int repeat = 0;           // rounds East dealt before this one without passing the deal
  PerPlayer<Wind> seats{};  // every player's seat wind
  std::optional<int> winner;
  std::optional<int> dangerous;
  bool nine_wins = false;          // East's n-th win in a row: the limit (game.nine_wins_limit)
  std::vector<ScoreResult> hands;  // by player, when the record gave hands
  PlayerScores scores{};           // as settled
  PerPlayer<bool> dead{};
  std::vector<PlayerPayment> payments;
  PlayerScores deltas{};
  PlayerTotals totals{};  // after the hand
  bool deal_passes = false;
};

// The round to be played next, while the game goes on: its label, prevailing wind, the player
// who is East and the rounds this East has already dealt (as RoundOutcome gives them).
struct NextRound {
  std::string label;
  Wind prevailing = Wind::East;
  int east = 0;
  int repeat = 0;
};

struct GameResult {
  std::string preset;
  std::vector<RoundOutcome> rounds;
  std::optional<NextRound> next;  // none once the game has ended
  PlayerTotals totals{};
  PerPlayer<int> ranks{};  // 1..players, equal totals share a rank
  std::string ended_by;    // "wind_rounds", "max_rounds", "incomplete"
};

// Plays `record` under its preset and options. Errors: the preset's and options' errors,
// invalid_request (a round after the game ended), and the round and settle errors of each
// round (the message names it: "rounds[3]: ...").
Result<GameResult> play_game(const Engine& engine, const GameRecord& record);

}  // namespace mjscore::classical
