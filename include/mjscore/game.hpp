// Riichi game flow (seeds 000 and 002; contract "Riichi game record", `game` and `final`):
// a record of hand results in, every hand's round label, counters, deltas and scores out, and
// the final standings. Players are numbered by their seat at the start: player 0 is the first
// dealer. Rules are the `GameRules` of riichi_rules.hpp (docs/game.md documents every key).
#pragma once

#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "mjscore/error.hpp"
#include "mjscore/request.hpp"
#include "mjscore/result.hpp"
#include "mjscore/riichi_rules.hpp"
#include "mjscore/seats.hpp"

namespace mjscore {
class Engine;
}

namespace mjscore::riichi {

using mjscore::PerPlayer;
using mjscore::PlayerScores;  // by player number; the game's player count (seats.hpp)

// ---- the record ----------------------------------------------------------------------------

// One winner of a hand: a full score request, or han/fu, or yakuman.
struct GameWin {
  int winner = 0;
  std::optional<ScoreRequest> score;  // seat, round, from, honba and sticks filled by the game
  int han = 0;
  int fu = 0;
  int yakuman = 0;
  std::optional<int> yaku_han;  // han without dora, for the two-han rule (default: han)
  std::optional<int> liable;    // pao player (han/fu wins; a score request has `liable`)
  int liable_yakuman = 0;       // how many of the yakuman the liable player answers for
};

enum class HandKind : uint8_t { Win, Draw, Abortive, Chombo };
constexpr std::string_view hand_kind_name(HandKind k) {
  return k == HandKind::Win        ? "win"
         : k == HandKind::Draw     ? "draw"
         : k == HandKind::Abortive ? "abortive"
                                   : "chombo";
}

struct GameHand {
  HandKind kind = HandKind::Win;
  std::vector<int> riichi;  // players who declared riichi (and paid a stick) this hand
  // win
  std::optional<int> from;    // the discarder (ron); absent: tsumo
  std::vector<GameWin> wins;  // one, or several on one discard
  // draw
  std::vector<int> tenpai;
  std::vector<int> nagashi;
  // abortive
  std::string reason;  // nine_terminals four_winds four_kans four_riichi triple_ron
  // chombo
  int player = 0;
  std::optional<int> wareme;           // the wall-break player (scoring rule `wareme`)
  std::optional<PlayerScores> expect;  // expected deltas (e.g. Tenhou's) to compare against
  // Time was called while this hand was played (rule `time_limit_ending`, docs/game.md).
  bool time_called = false;
};

// Where the record starts (a game excerpt); default: E1, 0 honba, 0 sticks, start_points each.
struct GameStart {
  Wind round = Wind::East;
  int hand = 1;  // 1..4: the dealer is player hand-1
  int honba = 0;
  int riichi_sticks = 0;
  std::optional<PlayerScores> scores;
};

struct FinalExpect {
  std::optional<PlayerScores> scores;
  std::optional<PerPlayer<double>> points;
};

// Contract `final`: the four end scores in seat order, chombo counts per player (for
// chombo = final_deduction), preset and options.
struct FinalRequest {
  std::string preset;  // empty: tenhou
  OptionOverrides options;
  PlayerScores scores{};
  PerPlayer<int> chombo{};
};

struct GameRecord {
  std::string preset;  // empty: tenhou
  OptionOverrides options;
  std::vector<std::string> players;
  std::optional<GameStart> start;
  std::vector<GameHand> hands;
  std::optional<FinalExpect> expect;  // e.g. Tenhou's owari
};

// ---- the result ----------------------------------------------------------------------------

// How one winner was paid.
struct WinOutcome {
  int winner = 0;
  int han = 0;
  int fu = 0;
  int yakuman = 0;
  Limit limit = Limit::None;
  int value = 0;  // the hand's own value (no honba, no sticks)
};

struct HandResult {
  std::string round;  // "E1", "S4", "W1"...
  int honba = 0;
  int dealer = 0;
  int sticks_before = 0;  // riichi sticks on the table when the hand starts
  int sticks_after = 0;
  // "ron", "tsumo", "double_ron", "triple_ron", "draw", "nagashi", "abortive", "chombo"
  std::string result;
  std::string reason;            // abortive reason; chombo cause ("below_minimum")
  std::vector<WinOutcome> wins;  // winners actually paid
  std::vector<int> dropped;      // winners cut by head bump or the double ron limit
  std::optional<int> chombo_player;
  PlayerScores deltas{};    // transfers of the hand (like Tenhou's sc): wins, honba,
                            // sticks collected, noten payments, chombo
  PlayerScores deposits{};  // riichi sticks put on the table this hand (negative)
  PlayerScores scores{};    // after the hand: before + deltas + deposits
  std::optional<PlayerScores> expect;
  bool expect_ok = true;
};

struct FinalStanding {
  PlayerScores scores{};   // end scores, leftover sticks applied
  PerPlayer<int> ranks{};  // 1..players (shared ranks on ties with `ties = split`)
  PerPlayer<double> points{};
  // last_hand, bust, dealer_stop, extension, one_hand, time_limit, incomplete
  std::string ended_by;
  int leftover_sticks = 0;
  PerPlayer<int> chombo_count{};
  std::optional<FinalExpect> expect;
  bool expect_ok = true;
};

// The hand to be played next, while the game goes on: its round label, dealer (player
// number), honba and the riichi sticks on the table.
struct NextHand {
  std::string round;
  int dealer = 0;
  int honba = 0;
  int riichi_sticks = 0;
};

struct GameResult {
  std::string preset;
  std::vector<HandResult> hands;
  FinalStanding final;
  std::optional<NextHand> next;  // none once the game has ended
  int expect_mismatches = 0;     // hands (and the final) whose `expect` differs
};

// Scores a full score request (Engine::score); may be empty when the record has none.
using ScoreFunction = std::function<Result<ScoreResult>(const ScoreRequest&)>;

// Plays a record under explicit rules. Errors: invalid_request (a player number out of range,
// a tsumo with several winners, an abortive reason the rules do not allow, a hand after the
// game ended), and whatever `score` returns for a bad score request.
Result<GameResult> play_game(const GameRecord& record, const Rules& rules,
                             const ScoreFunction& score = {});
// Resolves the record's preset and options with `engine` and scores full requests with it.
Result<GameResult> play_game(const Engine& engine, const GameRecord& record);

// ---- final scores (seed 002 計算實例, seed 000 "Puntos finales") --------------------------

struct FinalPoints {
  PerPlayer<int> ranks{};
  PerPlayer<double> points{};
};

// Ranks the scores (ties per `ties`), subtracts return_points, gives oka = players x (return -
// start) to the first, converts to thousands per `rounding`, adds `uma`; a chombo under
// `chombo = final_deduction` costs chombo_deduction points (in thousands after conversion).
FinalPoints final_points(const PlayerScores& scores, const GameRules& rules,
                         const PerPlayer<int>& chombo_count = {});

// The first-ranked players' order by the ties rule (index 0 = best). Shared ranks with split.
PerPlayer<int> rank_players(const PlayerScores& scores, Ties ties);

// The contract's round label: "E1".."N4".
std::string round_label(Wind round, int hand);

}  // namespace mjscore::riichi
