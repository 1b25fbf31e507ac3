// A classical game (classical_game.hpp; docs/classical-games.md "Games"): each hand scored and
// settled at the players' seats of the moment, the running scores, and the deal's rotation by
// the preset's `game.*` keys.
#include <algorithm>
#include <string>

#include "mjscore/classical_game.hpp"
#include "mjscore/engine.hpp"

namespace mjscore::classical {
namespace {

tl::unexpected<Error> about_round(std::size_t n, Error e) {
  e.message = "rounds[" + std::to_string(n) + "]: " + e.message;
  e.position = -1;
  return tl::unexpected(std::move(e));
}

// Where the game stands before a hand.
struct Table {
  int east = 0;        // the player who is East
  int prevailing = 0;  // wind rounds completed: the prevailing wind's index
  int deal = 0;        // deals passed in this wind round (0..3)
  int repeat = 0;      // hands this East dealt without passing the deal
  int east_wins = 0;   // this East's wins in a row (draws neither count nor break the run)

  Wind seat_of(int player) const { return static_cast<Wind>((player - east + kPlayers) % 4); }
  int player_at(Wind seat) const { return (east + static_cast<int>(seat)) % kPlayers; }
  // "E1" .. "N4": the prevailing wind and the deal within it.
  std::string label() const {
    return std::string(seat_letter(static_cast<Wind>(prevailing))) + std::to_string(deal + 1);
  }
};

// Whether the deal passes after a hand (Kajongg "Standard Rotation": only when a player other
// than East wins; `game.east_keeps_deal` names the variants).
bool deal_passes(const GameRules& g, std::optional<int> winner, int east, bool nine_wins) {
  if (g.east_keeps_deal == EastKeepsDeal::Never || nine_wins) return true;
  if (!winner) return g.east_keeps_deal == EastKeepsDeal::Win;
  return *winner != east;
}

void rank(GameResult& result) {
  for (int p = 0; p < kPlayers; ++p) {
    int better = 0;
    for (int q = 0; q < kPlayers; ++q) better += result.totals[q] > result.totals[p];
    result.ranks[p] = better + 1;
  }
}

}  // namespace

Result<GameResult> play_game(const Engine& engine, const GameRecord& record) {
  auto resolved = engine.resolve(Family::Classical, record.preset, record.options);
  if (!resolved) return tl::unexpected(std::move(resolved.error()));
  const RuleSet& rule_set = *resolved;
  const Rules& rules = std::get<Rules>(rule_set.rules);
  const GameRules& g = rules.game;

  GameResult result;
  result.preset = rules.name;
  Table t;
  RoundResult round;  // reused: four 2 KB results
  for (std::size_t n = 0; n < record.rounds.size(); ++n) {
    const GameRound& h = record.rounds[n];
    if (!result.ended_by.empty())
      return about_round(
          n, Error{ErrorCode::invalid_request, "the game has ended (" + result.ended_by + ")", -1});
    RoundOutcome o;
    o.prevailing = static_cast<Wind>(t.prevailing);
    o.label = t.label();
    o.east = t.east;
    o.repeat = t.repeat;
    for (int p = 0; p < kPlayers; ++p) o.seats[p] = t.seat_of(p);
    o.winner = h.winner;
    o.dangerous = h.dangerous;
    const std::optional<Wind> winner =
        h.winner ? std::optional(t.seat_of(*h.winner)) : std::nullopt;
    const std::optional<Wind> dangerous =
        h.dangerous ? std::optional(t.seat_of(*h.dangerous)) : std::nullopt;

    SettleRequest s;
    s.winner = winner;
    s.dangerous = dangerous;
    if (h.has_hands) {
      RoundRequest q;
      q.winner = winner;
      q.dangerous = dangerous;
      q.round = o.prevailing;
      for (int p = 0; p < kPlayers; ++p) q.hands[static_cast<int>(o.seats[p])] = h.hands[p];
      if (auto played = play_round(engine, q, rule_set, round); !played)
        return about_round(n, std::move(played.error()));
      s.scores = round.settlement.scores;
      s.dead = round.settlement.dead;
      for (int p = 0; p < kPlayers; ++p) {
        o.hands.push_back(round.hands[static_cast<int>(o.seats[p])]);
      }
    } else {
      for (int p = 0; p < kPlayers; ++p) {
        s.scores[static_cast<int>(o.seats[p])] = h.scores[p];
        s.dead[static_cast<int>(o.seats[p])] = h.dead[p];
      }
    }
    // Kajongg DMJL "East won nine times in a row": that win scores the limit and the deal
    // passes (game.nine_wins_limit).
    if (h.winner && *h.winner == t.east) {
      ++t.east_wins;
      if (g.nine_wins_limit > 0 && t.east_wins == g.nine_wins_limit) {
        o.nine_wins = true;
        s.scores[static_cast<int>(Wind::East)] = rules.limit;
      }
    }
    auto settled = settle(s, rules);
    if (!settled) return about_round(n, std::move(settled.error()));
    for (int p = 0; p < kPlayers; ++p) {
      const int seat = static_cast<int>(o.seats[p]);
      o.scores[p] = settled->scores[seat];
      o.dead[p] = settled->dead[seat];
      o.deltas[p] = settled->deltas[seat];
      result.totals[p] += o.deltas[p];
    }
    for (const Payment& pay : settled->payments)
      o.payments.push_back(PlayerPayment{t.player_at(pay.from), t.player_at(pay.to), pay.amount});
    o.totals = result.totals;
    o.deal_passes = deal_passes(g, h.winner, t.east, o.nine_wins);
    result.rounds.push_back(std::move(o));

    if (result.rounds.back().deal_passes) {
      t.east = (t.east + 1) % kPlayers;
      t.repeat = t.east_wins = 0;
      if (++t.deal == kPlayers) {
        t.deal = 0;
        ++t.prevailing;
      }
    } else {
      ++t.repeat;
    }
    if (t.prevailing >= g.wind_rounds) {
      result.ended_by = "wind_rounds";
    } else if (g.max_rounds > 0 && static_cast<int>(result.rounds.size()) >= g.max_rounds) {
      result.ended_by = "max_rounds";
    }
  }
  if (result.ended_by.empty()) {
    result.ended_by = "incomplete";
    result.next = NextRound{t.label(), static_cast<Wind>(t.prevailing), t.east, t.repeat};
  }
  rank(result);
  return result;
}

}  // namespace mjscore::classical
