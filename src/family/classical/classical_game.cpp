// A classical game (classical_game.hpp; docs/classical-games.md "Games"): each hand scored and
// settled at the players' seats of the moment, the running scores, and the deal's rotation by
// the preset's `game.*` keys.
#include <algorithm>
#include <string>

#include "game/game_loop.hpp"
#include "mjscore/classical_game.hpp"
#include "mjscore/engine.hpp"

namespace mjscore::classical {
namespace {

// Where the game stands before a hand: the seating (the dealer is East; the round is the
// prevailing wind), the rounds this East dealt without passing the deal (repeat), the totals, and
// this East's wins in a row (draws neither count nor break the run).
struct Table : game::Table<long long> {
  int east_wins = 0;
};

// Whether the deal passes after a hand (Kajongg "Standard Rotation": only when a player other
// than East wins; `game.east_keeps_deal` names the variants).
bool deal_passes(const GameRules& g, std::optional<int> winner, int east, bool nine_wins) {
  if (g.east_keeps_deal == EastKeepsDeal::Never || nine_wins) return true;
  if (!winner) return g.east_keeps_deal == EastKeepsDeal::Win;
  return *winner != east;
}

// The classical rules of the shared game loop (game/game_loop.hpp): each round scored and
// settled at the players' seats of the moment, nine wins, who deals next, the game's end.
struct ClassicalGame {
  using Table = classical::Table;
  struct Settled {
    RoundOutcome result;
    int east_wins = 0;  // East's wins in a row, this round's counted
  };
  static constexpr std::string_view kOutOfRange = "totals leave the representable range";

  const Engine& engine;
  const RuleSet& rule_set;
  const Rules& rules;
  RoundResult round;  // reused: four 2 KB results

  Result<Settled> settle(std::size_t, const GameRound& h, const Table& t) {
    const Seating& seats = t.seating;
    const int players = seats.players;
    Settled out{RoundOutcome{}, t.east_wins};
    RoundOutcome& o = out.result;
    o.prevailing = seats.round_wind();
    o.label = seats.label();
    o.east = seats.dealer;
    o.repeat = t.repeat;
    o.seats = PerPlayer<Wind>::sized(players);
    for (int p = 0; p < players; ++p) o.seats[p] = seats.seat_of(p);
    o.winner = h.winner;
    o.dangerous = h.dangerous;
    const std::optional<Wind> winner =
        h.winner ? std::optional(seats.seat_of(*h.winner)) : std::nullopt;
    const std::optional<Wind> dangerous =
        h.dangerous ? std::optional(seats.seat_of(*h.dangerous)) : std::nullopt;

    SettleRequest s;
    s.winner = winner;
    s.dangerous = dangerous;
    if (h.has_hands) {
      RoundRequest q;
      q.winner = winner;
      q.dangerous = dangerous;
      q.round = o.prevailing;
      for (int p = 0; p < players; ++p) q.hands[static_cast<int>(o.seats[p])] = h.hands[p];
      if (auto played = play_round(engine, q, rule_set, round); !played)
        return tl::unexpected(std::move(played.error()));
      s.scores = round.settlement.scores;
      s.dead = round.settlement.dead;
      for (int p = 0; p < players; ++p)
        o.hands.push_back(round.hands[static_cast<int>(o.seats[p])]);
    } else {
      for (int p = 0; p < players; ++p) {
        s.scores[static_cast<int>(o.seats[p])] = h.scores[p];
        s.dead[static_cast<int>(o.seats[p])] = h.dead[p];
      }
    }
    // Kajongg DMJL "East won nine times in a row": that win scores the limit and the deal
    // passes (game.nine_wins_limit).
    if (h.winner && *h.winner == seats.dealer) {
      ++out.east_wins;
      if (rules.game.nine_wins_limit > 0 && out.east_wins == rules.game.nine_wins_limit) {
        o.nine_wins = true;
        s.scores[static_cast<int>(Wind::East)] = rules.limit;
      }
    }
    auto settled = classical::settle(s, rules);
    if (!settled) return tl::unexpected(std::move(settled.error()));
    o.scores = PlayerScores::sized(players);
    o.dead = PerPlayer<bool>::sized(players);
    o.deltas = PlayerScores::sized(players);
    for (int p = 0; p < players; ++p) {
      const int seat = static_cast<int>(o.seats[p]);
      o.scores[p] = settled->scores[seat];
      o.dead[p] = settled->dead[seat];
      o.deltas[p] = settled->deltas[seat];
    }
    for (const Payment& pay : settled->payments)
      o.payments.push_back(
          PlayerPayment{seats.player_at(pay.from), seats.player_at(pay.to), pay.amount});
    o.deal_passes = deal_passes(rules.game, h.winner, seats.dealer, o.nine_wins);
    return out;
  }

  static PlayerTotals change(const Settled& s) {
    auto c = PlayerTotals::sized(s.result.deltas.players());
    for (int p = 0; p < c.players(); ++p) c[p] = s.result.deltas[p];
    return c;
  }

  std::string next(std::size_t n, Settled& s, const PlayerTotals& totals, Table& t) const {
    const GameRules& g = rules.game;
    s.result.totals = totals;
    t.scores = totals;
    t.east_wins = s.result.deal_passes ? 0 : s.east_wins;
    t.rotate(!s.result.deal_passes);
    if (t.seating.round >= g.wind_rounds) return "wind_rounds";
    if (g.max_rounds > 0 && static_cast<int>(n) + 1 >= g.max_rounds) return "max_rounds";
    return "";
  }

  static Error after_end(std::size_t n, const std::string& ended_by) {
    return at_hand(n,
                   Error{ErrorCode::invalid_request, "the game has ended (" + ended_by + ")", -1});
  }
  static Error at_hand(std::size_t n, Error e) {
    e.message = "rounds[" + std::to_string(n) + "]: " + e.message;
    e.position = -1;
    return e;
  }
};

}  // namespace

Result<GameResult> play_game(const Engine& engine, const GameRecord& record) {
  auto resolved = engine.resolve(Family::Classical, record.preset, record.options);
  if (!resolved) return tl::unexpected(std::move(resolved.error()));
  const RuleSet& rule_set = *resolved;
  const Rules& rules = *rule_set.get<Rules>();

  GameResult result;
  result.preset = rules.name;
  Table t;
  t.scores = PlayerTotals::sized(t.seating.players);
  ClassicalGame game{engine, rule_set, rules, {}};
  auto ended = game::play_hands(game, record.rounds, t, result.rounds);
  if (!ended) return tl::unexpected(std::move(ended.error()));
  result.ended_by = *ended;
  if (result.ended_by.empty()) {
    result.ended_by = "incomplete";
    result.next = NextRound{t.seating.label(), t.seating.round_wind(), t.seating.dealer, t.repeat};
  }
  result.totals = t.scores;
  result.ranks = shared_ranks(result.totals);
  return result;
}

}  // namespace mjscore::classical
