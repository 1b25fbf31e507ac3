// The game loop: settle every hand, move the round label, dealer, honba and sticks on, and end
// the game per seed 002 (オーラス, 終止, 西入, 盒聽) and seed 000 (hakoten).
#include <algorithm>
#include <cmath>
#include <cstdint>
#include <limits>

#include "family/riichi/settle_hand.hpp"
#include "game/game_loop.hpp"
#include "mjscore/engine.hpp"

namespace mjscore::riichi {
namespace {

int regular_winds(GameLength length) {
  switch (length) {
    case GameLength::OneHand:
    case GameLength::East:
      return 1;
    case GameLength::South:
      return 2;
    case GameLength::Full:
      return 4;
  }
  return 2;
}

bool busted(const PlayerScores& scores, BustRule rule) {
  for (int s : scores) {
    if (rule == BustRule::BelowZero && s < 0) return true;
    if (rule == BustRule::Zero && s <= 0) return true;
  }
  return false;
}

int best_score(const PlayerScores& scores) {
  return *std::max_element(scores.begin(), scores.end());
}

// What ends the game after a hand, or "" to play on; `next` is the following table.
struct Flow {
  std::string ended_by;
  TableState next;
};

Flow after_hand(const TableState& table, const Settlement& s, const PlayerScores& scores,
                const GameRules& g) {
  Flow f;
  f.next = table;
  f.next.scores = scores;
  f.next.honba = s.honba_next;
  f.next.sticks = s.sticks_next;
  if (g.bust != BustRule::Off && busted(scores, g.bust)) return f.ended_by = "bust", f;
  if (g.game_length == GameLength::OneHand) return f.ended_by = "one_hand", f;

  const int winds = regular_winds(g.game_length);
  const Extension ext = winds >= 4 ? Extension::Off : g.extension;
  const int last_wind =
      ext == Extension::Off ? winds - 1 : std::min(3, winds - 1 + g.extension_rounds);
  const Seating& seats = table.seating;
  const int w = index(seats.round_wind());
  const bool last_hand_of_round = seats.hand() == seats.players;
  const bool in_extension = w >= winds;
  const bool regular_last = w == winds - 1 && last_hand_of_round;
  const bool extension_last = in_extension && last_hand_of_round && w == last_wind;
  // Hands played like the last one (dealer stop allowed): the regular last hand, every hand of
  // a sudden-death extension, the last hand of each whole extension round.
  const bool last_like =
      regular_last || (in_extension && (ext == Extension::SuddenDeath ||
                                        (ext == Extension::Round && last_hand_of_round)));
  const bool reached = best_score(scores) >= g.target_points;

  f.next.rotate(s.dealer_keeps);
  if (s.dealer_keeps) {
    const int dealer = seats.dealer;
    const bool may_stop = s.stop == StopChance::Win      ? g.dealer_stop
                          : s.stop == StopChance::Tenpai ? g.dealer_stop && g.dealer_stop_tenpai
                                                         : false;
    // Seed 002 終止: the dealer may stop in first place; with 西入 only at the target or above.
    if (last_like && may_stop && rank_players(scores, Ties::SeatOrder)[dealer] == 1 &&
        (ext == Extension::Off || scores[dealer] >= g.target_points))
      return f.ended_by = "dealer_stop", f;
    if (in_extension && ext == Extension::Immediate && reached) return f.ended_by = "extension", f;
    return f;
  }

  // The deal has passed.
  if (regular_last) {
    // Seed 002 西入: play on while nobody has reached the target.
    if (ext == Extension::Off || reached) return f.ended_by = "last_hand", f;
    return f;
  }
  if (in_extension) {
    if (ext == Extension::Off) return f.ended_by = "last_hand", f;  // a start beyond the game
    if ((ext == Extension::SuddenDeath || ext == Extension::Immediate) && reached)
      return f.ended_by = "extension", f;
    if (ext == Extension::Round && last_hand_of_round && reached)
      return f.ended_by = "extension", f;
    if (extension_last) return f.ended_by = "extension", f;
  }
  return f;
}

// Whether `v` is a score: an int (a record's scores stay in int, or the game is an error).
bool representable(int64_t v) {
  return v >= std::numeric_limits<int>::min() && v <= std::numeric_limits<int>::max();
}

constexpr std::string_view kScoresOutOfRange =
    "scores leave the representable range (-2^31 to 2^31 - 1)";

// Leftover riichi sticks at the end (seed 002: "全部送給點數最高的玩家" or lost). False when a
// score would leave int.
bool hand_out_leftover(FinalStanding& fin, int sticks, const Rules& rules) {
  fin.leftover_sticks = sticks;
  if (sticks == 0 || rules.game.leftover_sticks == LeftoverSticks::Lost) return true;
  // At most kMaxStickPoints (settle_hand checked the sticks of the last hand).
  const int points = sticks * rules.scoring.riichi_stick_value;
  const int best = best_score(fin.scores);
  std::vector<int> top;
  for (int p = 0; p < fin.scores.players(); ++p)
    if (fin.scores[p] == best) top.push_back(p);
  if (rules.game.ties == Ties::SeatOrder) top.resize(1);
  const int n = static_cast<int>(top.size());
  const int share = points / n / 100 * 100;
  if (!representable(int64_t{best} + points)) return false;
  for (int p : top) fin.scores[p] += share;
  fin.scores[top.front()] += points - share * n;
  return true;
}

// The riichi rules of the shared game loop (game/game_loop.hpp): settle_hand, the counters,
// the end of the game, the time limit and the record's expectations.
struct RiichiGame {
  using Table = TableState;
  using Settled = Settlement;
  static constexpr std::string_view kOutOfRange = kScoresOutOfRange;

  const Rules& rules;
  const ScoreFunction& score;
  GameResult& out;
  PerPlayer<int> chombo_count;  // chombo = final_deduction
  std::optional<size_t> time_called_at;
  int time_hands_left = 0;

  Result<Settlement> settle(size_t i, const GameHand& hand, const TableState& table) {
    const GameRules& g = rules.game;
    if (hand.time_called) {
      if (g.time_limit_ending == TimeLimitEnding::Off)
        return fail(ErrorCode::invalid_request,
                    "time_called: the rules have no time limit (time_limit_ending = \"off\")");
      if (time_called_at)
        return fail(ErrorCode::invalid_request, "time_called: time was already called in hand " +
                                                    std::to_string(*time_called_at));
      time_called_at = i;
      time_hands_left = g.time_limit_ending == TimeLimitEnding::FinishHand ? 1 : 2;
    }
    auto settled = settle_hand(hand, table, rules, score);
    if (!settled) return settled;
    HandResult& r = settled->result;
    r.round = table.seating.label();
    r.honba = table.honba;
    r.dealer = table.seating.dealer;
    r.sticks_before = table.sticks;
    r.sticks_after = settled->sticks_next;
    if (hand.expect) {
      r.expect = hand.expect;
      r.expect_ok = *hand.expect == r.deltas;
      out.expect_mismatches += !r.expect_ok;
    }
    if (settled->chombo_player && g.chombo == ChomboRule::FinalDeduction)
      ++chombo_count[*settled->chombo_player];
    return settled;
  }

  // Deltas and deposits are ints below 2^30 (settle_hand's bounds); their sum with a score may
  // leave int (the loop checks it).
  static PlayerScores change(const Settlement& s) {
    PlayerScores c = s.result.deltas;
    for (int p = 0; p < c.players(); ++p) c[p] += s.result.deposits[p];
    return c;
  }

  std::string next(size_t, Settlement& s, const PlayerScores& scores, TableState& table) {
    const GameRules& g = rules.game;
    s.result.scores = scores;
    Flow flow = after_hand(table, s, scores, g);
    // Time limit (docs/game.md "Time limit"): hands still to finish once time is called,
    // counting the hand it was called in; a chombo is replayed and does not count (as Pantheon's
    // endingPolicy), except in the extra hand of `one_more_hand` under `time_limit_chombo_ends`
    // (Pantheon's chomboEndsGame).
    const bool chombo = s.result.result == "chombo";
    const bool chombo_ends = chombo && g.time_limit_chombo_ends &&
                             g.time_limit_ending == TimeLimitEnding::OneMoreHand &&
                             time_hands_left == 1;
    if (time_hands_left > 0 && (!chombo || chombo_ends) && --time_hands_left == 0 &&
        flow.ended_by.empty())
      flow.ended_by = "time_limit";
    table = flow.next;
    return flow.ended_by;
  }

  static Error after_end(size_t i, const std::string& ended_by) {
    return Error{
        ErrorCode::invalid_request,
        "hand " + std::to_string(i) + " comes after the end of the game (" + ended_by + ")", -1};
  }
  static Error at_hand(size_t i, Error e) {
    e.message = "hand " + std::to_string(i) + ": " + e.message;
    return e;
  }
};

// A per-player array of the record with another count than the table's players.
tl::unexpected<Error> wrong_count(std::string_view field, int players) {
  return fail(ErrorCode::invalid_request,
              std::string(field) + ": expects " + std::to_string(players) +
                  " entries (by player number, " + std::to_string(players) + " players)");
}

// The record's per-player arrays against the table's player count (the reader takes 3 or 4;
// docs/sanma-game.md): names, start scores, expected deltas, scores and points.
Result<void> check_counts(const GameRecord& record, int players) {
  if (!record.players.empty() && static_cast<int>(record.players.size()) != players)
    return fail(ErrorCode::invalid_request, "players: expects " + std::to_string(players) +
                                                " names (the preset has " +
                                                std::to_string(players) + " players)");
  if (record.start && record.start->scores && record.start->scores->players() != players)
    return wrong_count("start.scores", players);
  for (size_t i = 0; i < record.hands.size(); ++i)
    if (record.hands[i].expect && record.hands[i].expect->players() != players)
      return wrong_count("hands[" + std::to_string(i) + "].expect", players);
  if (record.expect && record.expect->scores && record.expect->scores->players() != players)
    return wrong_count("expect.scores", players);
  if (record.expect && record.expect->points && record.expect->points->players() != players)
    return wrong_count("expect.points", players);
  return {};
}

// The table of the record's first hand: E1, 0 honba, 0 sticks, start_points each, or `start`.
Result<TableState> start_table(const GameRecord& record, const Rules& rules) {
  const GameRules& g = rules.game;
  TableState table;
  table.seating.players = rules.scoring.players;
  table.scores = PlayerScores::sized(table.seating.players, g.start_points);
  if (!record.start) return table;
  const GameStart& st = *record.start;
  if (st.hand < 1 || st.hand > table.seating.players)
    return fail(ErrorCode::invalid_request,
                "start: hand is 1 to " + std::to_string(table.seating.players));
  if (st.honba < 0 || st.riichi_sticks < 0)
    return fail(ErrorCode::invalid_request, "start: honba and riichi_sticks are 0 or more");
  table.seating.round = index(st.round);
  table.seating.dealer = st.hand - 1;
  table.honba = st.honba;
  table.sticks = st.riichi_sticks;
  if (st.scores) table.scores = *st.scores;
  return table;
}

}  // namespace

Result<GameResult> play_game(const GameRecord& record, const Rules& rules,
                             const ScoreFunction& score) {
  const GameRules& g = rules.game;
  GameResult out;
  out.preset = record.preset.empty() ? std::string(default_preset(Family::Riichi)) : record.preset;
  if (auto ok = check_game_rules(rules); !ok) return tl::unexpected(ok.error());
  if (auto ok = check_counts(record, rules.scoring.players); !ok) return tl::unexpected(ok.error());
  auto table = start_table(record, rules);
  if (!table) return tl::unexpected(table.error());
  RiichiGame game{rules, score, out, PerPlayer<int>::sized(table->seating.players), {}, 0};
  auto ended = game::play_hands(game, record.hands, *table, out.hands);
  if (!ended) return tl::unexpected(ended.error());
  const std::string& ended_by = *ended;

  FinalStanding& fin = out.final;
  fin.scores = table->scores;
  fin.ended_by = ended_by.empty() ? "incomplete" : ended_by;
  fin.chombo_count = game.chombo_count;
  // Sticks still on the table belong to the next hand while the record is incomplete.
  if (ended_by.empty()) {
    fin.leftover_sticks = table->sticks;
    out.next = NextHand{table->seating.label(), table->seating.dealer, table->honba, table->sticks};
  } else if (!hand_out_leftover(fin, table->sticks, rules)) {
    return fail(ErrorCode::invalid_request, "final: " + std::string(kScoresOutOfRange));
  }
  const FinalPoints fp = final_points(fin.scores, g, fin.chombo_count);
  fin.ranks = fp.ranks;
  fin.points = fp.points;
  if (record.expect) {
    fin.expect = record.expect;
    if (record.expect->scores) fin.expect_ok &= *record.expect->scores == fin.scores;
    if (record.expect->points)
      for (int p = 0; p < fin.points.players(); ++p)
        fin.expect_ok &= std::fabs((*record.expect->points)[p] - fin.points[p]) < 1e-6;
    out.expect_mismatches += !fin.expect_ok;
  }
  return out;
}

Result<GameResult> play_game(const Engine& engine, const GameRecord& record) {
  const std::string preset =
      record.preset.empty() ? std::string(default_preset(Family::Riichi)) : record.preset;
  auto rules = engine.riichi_rules(preset, record.options);
  if (!rules) return tl::unexpected(rules.error());
  // A full score request is scored under the record's preset and options (its own options
  // after them).
  ScoreFunction score = [&](const ScoreRequest& request) {
    ScoreRequest req = request;
    req.family = Family::Riichi;
    if (req.preset.empty()) req.preset = preset;
    OptionOverrides options = record.options;
    options.insert(options.end(), request.options.begin(), request.options.end());
    req.options = std::move(options);
    return engine.score(req);
  };
  return play_game(record, *rules, score);
}

}  // namespace mjscore::riichi
