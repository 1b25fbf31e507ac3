// The HK game loop (hk_game.hpp; docs/hk.md "HK games"): each hand's payments from the faan
// (settle/hk_payments), the chips rule, dealer rotation and the prevailing wind, the game's end.
#include <algorithm>
#include <cstdint>
#include <limits>

#include "mjscore/engine.hpp"
#include "mjscore/hk_game.hpp"
#include "mjscore/notation.hpp"
#include "family/hk/hk_payments.hpp"

namespace mjscore::hk {
namespace {

// The table before a hand: prevailing wind, the dealer's turn in it (1..4), kept deals.
struct Table {
  int wind = 0;  // 0 = East ... 3 = North
  int hand = 1;
  int repeat = 0;
  PlayerScores scores{};

  int dealer() const { return hand - 1; }  // player 0 deals E1, S1, ...
  Wind seat_of(int player) const { return wind_at((player - dealer() + kPlayers) % kPlayers); }
  int player_at(Wind seat) const { return (index(seat) + dealer()) % kPlayers; }
};

tl::unexpected<Error> at_hand(size_t i, Error e) {
  e.message = "hands[" + std::to_string(i) + "]: " + e.message;
  e.position = -1;
  return tl::unexpected(std::move(e));
}
tl::unexpected<Error> at_hand(size_t i, ErrorCode code, const std::string& what) {
  return at_hand(i, Error{code, what, -1});
}

void add_seat_deltas(const Deltas& by_seat, const Table& t, PlayerScores& out) {
  for (int s = 0; s < kSeats; ++s) out[t.player_at(wind_at(s))] += by_seat[s];
}

// A win: faan, base, value and every player's payment.
Result<void> settle_win(const GameHand& h, const Table& t, const Rules& rules,
                        const riichi::ScoreFunction& score, GameHandResult& r) {
  if (h.from && *h.from == h.winner) return fail(ErrorCode::invalid_request, "from is the winner");
  if (h.liable && *h.liable == h.winner)
    return fail(ErrorCode::invalid_request, "liable is the winner");
  r.result = h.from ? "discard" : "self_draw";
  r.winner = h.winner;
  r.from = h.from;
  r.liable = h.liable;
  const std::optional<Wind> from_seat =
      h.from ? std::optional<Wind>(t.seat_of(*h.from)) : std::nullopt;
  if (h.score) {
    if (!score) return fail(ErrorCode::invalid_request, "no scorer for a full score request");
    ScoreRequest req = *h.score;
    req.family = Family::HK;
    req.seat = t.seat_of(h.winner);
    req.round = wind_at(t.wind);
    req.win_by = h.from ? WinBy::Ron : WinBy::Tsumo;
    req.from = from_seat;
    auto scored = score(req);
    if (!scored) return tl::unexpected(scored.error());
    r.faan = scored->faan;
    r.base = scored->base;
    r.limit = scored->faan_limit;
    r.value = scored->value;
    add_seat_deltas(scored->deltas.value_or(Deltas{}), t, r.due);
    return {};
  }
  // Faan only: the seed's minimum and cap, the preset's curve and payments.
  const int faan = *h.faan;
  if (faan < rules.min_faan)
    return fail(ErrorCode::below_minimum, std::to_string(faan) + " faan is below the minimum of " +
                                              std::to_string(rules.min_faan));
  r.faan = std::min(faan, rules.max_faan);
  r.limit = faan >= rules.max_faan;
  auto base = base_points(rules, r.faan);
  if (!base) return tl::unexpected(base.error());
  r.base = *base;
  WinPayment pay{*base, t.seat_of(h.winner), !h.from, from_seat, std::nullopt};
  if (h.liable && rules.liability.declared) pay.liable = t.seat_of(*h.liable);
  std::optional<Deltas> deltas;
  settle(rules, pay, r.value, deltas);
  add_seat_deltas(deltas.value_or(Deltas{}), t, r.due);
  return {};
}

// 詐糊: the false winner pays every other player (GameRules::false_win).
Result<void> settle_false_win(const GameHand& h, const Table& t, const Rules& rules,
                              GameHandResult& r) {
  r.result = "false_win";
  r.player = h.player;
  const GameRules& g = rules.game;
  int limit_base = 0;
  if (g.false_win == FalseWin::LimitSelfDraw) {
    auto base = base_points(rules, rules.max_faan);
    if (!base) return tl::unexpected(base.error());
    limit_base = *base;
  }
  int64_t total = 0;
  for (int q = 0; q < kPlayers; ++q) {
    if (q == h.player) continue;
    int pay = 0;
    if (g.false_win == FalseWin::Fixed) pay = g.false_win_points;
    if (g.false_win == FalseWin::LimitSelfDraw) {
      // What the false winner would pay had q self-drawn a limit hand (seed's doubling rules).
      const WinPayment limit{limit_base, t.seat_of(q), true, std::nullopt, std::nullopt};
      pay = loser_share(rules, limit, t.seat_of(h.player), false);
    }
    r.due[q] = pay;
    total += pay;
  }
  if (total > std::numeric_limits<int>::max())
    return fail(ErrorCode::invalid_request, "the false win penalty leaves the representable range");
  r.due[h.player] = -static_cast<int>(total);
  r.value = static_cast<int>(total);
  return {};
}

// out_of_chips = play_on: a player pays at most the chips he holds (none once he has none). A
// win's losers each pay their share so capped; a single payer (false win, 包) pays the others in
// turn order from the next player while chips last.
PlayerScores capped(const PlayerScores& due, const PlayerScores& scores) {
  PlayerScores paid{};
  const auto chips = [&](int p) { return std::max(0, scores[p]); };
  int payers = 0, payer = 0;
  for (int p = 0; p < kPlayers; ++p)
    if (due[p] < 0) ++payers, payer = p;
  if (payers == 1) {
    int left = chips(payer);
    for (int k = 1; k < kPlayers; ++k) {
      const int q = (payer + k) % kPlayers;
      const int pay = std::min(std::max(due[q], 0), left);
      paid[q] = pay;
      paid[payer] -= pay;
      left -= pay;
    }
    return paid;
  }
  int winner = 0;
  for (int p = 0; p < kPlayers; ++p)
    if (due[p] > 0) winner = p;
  for (int p = 0; p < kPlayers; ++p) {
    if (due[p] >= 0) continue;
    const int pay = std::min(-due[p], chips(p));
    paid[p] = -pay;
    paid[winner] += pay;
  }
  return paid;
}

bool representable(int64_t v) {
  return v >= std::numeric_limits<int>::min() && v <= std::numeric_limits<int>::max();
}

// "E1".."N4": the prevailing wind and the dealer's turn in it (hand is 1..4).
std::string label(int wind, int hand) {
  return {wind_letter(wind_at(wind)), static_cast<char>('0' + hand)};
}

}  // namespace

std::string_view hand_kind_name(HandKind k) {
  return k == HandKind::Win ? "win" : k == HandKind::Draw ? "draw" : "false_win";
}

Result<GameResult> play_game(const GameRecord& record, const Rules& rules,
                             const riichi::ScoreFunction& score) {
  const GameRules& g = rules.game;
  if (g.out_of_chips != OutOfChips::Off && g.start_chips <= 0)
    return fail(ErrorCode::invalid_option,
                "game.out_of_chips \"end\" or \"play_on\" needs game.start_chips above 0");
  GameResult out;
  out.preset = record.preset.empty() ? std::string(default_preset(Family::HK)) : record.preset;
  Table t;
  t.scores.fill(g.start_chips);
  std::string ended_by;
  for (size_t i = 0; i < record.hands.size(); ++i) {
    const GameHand& h = record.hands[i];
    if (!ended_by.empty())
      return at_hand(i, ErrorCode::invalid_request,
                     "comes after the end of the game (" + ended_by + ")");
    GameHandResult r;
    r.round = label(t.wind, t.hand);
    r.wind = wind_at(t.wind);
    r.dealer = t.dealer();
    r.repeat = t.repeat;
    Result<void> settled;
    switch (h.kind) {
      case HandKind::Win:
        settled = settle_win(h, t, rules, score, r);
        break;
      case HandKind::Draw:
        r.result = "draw";
        break;
      case HandKind::FalseWin:
        settled = settle_false_win(h, t, rules, r);
        break;
    }
    if (!settled) return at_hand(i, settled.error());
    r.deltas = g.out_of_chips == OutOfChips::PlayOn ? capped(r.due, t.scores) : r.due;
    for (int p = 0; p < kPlayers; ++p) {
      const int64_t v = int64_t{t.scores[p]} + r.deltas[p];
      if (!representable(v))
        return at_hand(i, ErrorCode::invalid_request, "scores leave the representable range");
      r.scores[p] = static_cast<int>(v);
    }
    t.scores = r.scores;
    // Wikipedia "Mahjong" (Old Hong Kong rules): a dealer who wins keeps the deal; after a draw
    // or a false win, game.dealer_keeps_on_draw (docs/hk.md "HK games").
    r.dealer_keeps = h.kind == HandKind::Win ? h.winner == t.dealer() : g.dealer_keeps_on_draw;
    if (g.out_of_chips == OutOfChips::End &&
        std::any_of(t.scores.begin(), t.scores.end(), [](int s) { return s <= 0; }))
      ended_by = "out_of_chips";
    if (r.dealer_keeps) {
      ++t.repeat;
    } else {
      t.repeat = 0;
      if (++t.hand > 4) {
        t.hand = 1;
        if (++t.wind >= g.rounds && ended_by.empty()) ended_by = "last_hand";
      }
    }
    out.hands.push_back(std::move(r));
  }
  if (ended_by.empty())
    out.next = NextHand{label(t.wind, t.hand), wind_at(t.wind), t.dealer(), t.repeat};
  GameFinal& fin = out.final;
  fin.scores = t.scores;
  fin.ended_by = ended_by.empty() ? "incomplete" : ended_by;
  const int best = *std::max_element(fin.scores.begin(), fin.scores.end());
  for (int p = 0; p < kPlayers; ++p) {
    fin.ranks[p] = 1 + static_cast<int>(std::count_if(fin.scores.begin(), fin.scores.end(),
                                                      [&](int s) { return s > fin.scores[p]; }));
    if (fin.scores[p] == best) fin.leaders.push_back(p);
  }
  return out;
}

Result<GameResult> play_game(const Engine& engine, const GameRecord& record) {
  const std::string preset =
      record.preset.empty() ? std::string(default_preset(Family::HK)) : record.preset;
  auto set = engine.resolve(Family::HK, preset, record.options);
  if (!set) return tl::unexpected(set.error());
  const Rules& rules = std::get<Rules>(set->rules);
  // A full score request is scored under the record's preset and options (its own after them).
  riichi::ScoreFunction score = [&](const ScoreRequest& request) {
    ScoreRequest req = request;
    if (req.preset.empty()) req.preset = preset;
    OptionOverrides options = record.options;
    options.insert(options.end(), request.options.begin(), request.options.end());
    req.options = std::move(options);
    return engine.score(req);
  };
  return play_game(record, rules, score);
}

}  // namespace mjscore::hk
