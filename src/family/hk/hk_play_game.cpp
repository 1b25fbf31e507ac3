// The HK game loop (hk_game.hpp; docs/hk.md "HK games"): each hand's payments from the faan
// (settle/hk_payments), the chips rule, dealer rotation and the prevailing wind, the game's end.
#include <algorithm>
#include <cstdint>
#include <limits>

#include "family/hk/hk_payments.hpp"
#include "game/game_loop.hpp"
#include "mjscore/engine.hpp"
#include "mjscore/hk_game.hpp"
#include "mjscore/notation.hpp"

namespace mjscore::hk {
namespace {

// The table before a hand: the seating (its round counts the wind rounds begun), the deals the
// dealer kept in a row, the chips.
using Table = game::Table<int>;

void add_seat_deltas(const Deltas& by_seat, const Table& t, PlayerScores& out) {
  for (int s = 0; s < t.seating.players; ++s) out[t.seating.player_at(wind_at(s))] += by_seat[s];
}

// A win: faan, base, value and every player's payment.
Result<void> settle_win(const GameHand& h, const Table& t, const Rules& rules,
                        const riichi::ScoreFunction& score, GameHandResult& r) {
  if (auto ok = check_rules(rules); !ok) return ok;
  if (h.from && *h.from == h.winner) return fail(ErrorCode::invalid_request, "from is the winner");
  if (h.liable && *h.liable == h.winner)
    return fail(ErrorCode::invalid_request, "liable is the winner");
  r.result = h.from ? "discard" : "self_draw";
  r.winner = h.winner;
  r.from = h.from;
  r.liable = h.liable;
  const std::optional<Wind> from_seat =
      h.from ? std::optional<Wind>(t.seating.seat_of(*h.from)) : std::nullopt;
  if (h.score) {
    if (!score) return fail(ErrorCode::invalid_request, "no scorer for a full score request");
    ScoreRequest req = *h.score;
    req.family = Family::HK;
    req.seat = t.seating.seat_of(h.winner);
    req.round = t.seating.round_wind();
    req.win_by = h.from ? WinBy::Ron : WinBy::Tsumo;
    req.from = from_seat;
    auto scored = score(req);
    if (!scored) return tl::unexpected(scored.error());
    r.faan = scored->hk.faan;
    r.base = scored->hk.base;
    r.limit = scored->hk.faan_limit;
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
  WinPayment pay{*base, t.seating.seat_of(h.winner), !h.from, from_seat, std::nullopt};
  if (h.liable && rules.liability.declared) pay.liable = t.seating.seat_of(*h.liable);
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
  for (int q = 0; q < t.seating.players; ++q) {
    if (q == h.player) continue;
    int pay = 0;
    if (g.false_win == FalseWin::Fixed) pay = g.false_win_points;
    if (g.false_win == FalseWin::LimitSelfDraw) {
      // What the false winner would pay had q self-drawn a limit hand (seed's doubling rules).
      const WinPayment limit{limit_base, t.seating.seat_of(q), true, std::nullopt, std::nullopt};
      pay = loser_share(rules, limit, t.seating.seat_of(h.player), false);
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
  const int players = due.players();
  auto paid = PlayerScores::sized(players);
  const auto chips = [&](int p) { return std::max(0, scores[p]); };
  int payers = 0, payer = 0;
  for (int p = 0; p < players; ++p)
    if (due[p] < 0) ++payers, payer = p;
  if (payers == 1) {
    int left = chips(payer);
    for (int k = 1; k < players; ++k) {
      const int q = (payer + k) % players;
      const int pay = std::min(std::max(due[q], 0), left);
      paid[q] = pay;
      paid[payer] -= pay;
      left -= pay;
    }
    return paid;
  }
  int winner = 0;
  for (int p = 0; p < players; ++p)
    if (due[p] > 0) winner = p;
  for (int p = 0; p < players; ++p) {
    if (due[p] >= 0) continue;
    const int pay = std::min(-due[p], chips(p));
    paid[p] = -pay;
    paid[winner] += pay;
  }
  return paid;
}

// The HK rules of the shared game loop (game/game_loop.hpp): a hand's payments (a win, a false
// win; a draw pays nothing), the chips rule, who keeps the deal and the game's end.
struct HkGame {
  using Table = hk::Table;
  struct Settled {
    GameHandResult result;
  };
  static constexpr std::string_view kOutOfRange = "scores leave the representable range";

  const Rules& rules;
  const riichi::ScoreFunction& score;

  Result<Settled> settle(size_t, const GameHand& h, const Table& t) const {
    const GameRules& g = rules.game;
    Settled s;
    GameHandResult& r = s.result;
    r.round = t.seating.label();
    r.wind = t.seating.round_wind();
    r.dealer = t.seating.dealer;
    r.repeat = t.repeat;
    r.due = PlayerScores::sized(t.seating.players);
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
    if (!settled) return tl::unexpected(std::move(settled.error()));
    r.deltas = g.out_of_chips == OutOfChips::PlayOn ? capped(r.due, t.scores) : r.due;
    // Wikipedia "Mahjong" (Old Hong Kong rules): a dealer who wins keeps the deal; after a draw
    // or a false win, game.dealer_keeps_on_draw (docs/hk.md "HK games").
    r.dealer_keeps =
        h.kind == HandKind::Win ? h.winner == t.seating.dealer : g.dealer_keeps_on_draw;
    return s;
  }

  static PlayerScores change(const Settled& s) { return s.result.deltas; }

  std::string next(size_t, Settled& s, const PlayerScores& scores, Table& t) const {
    const GameRules& g = rules.game;
    s.result.scores = scores;
    t.scores = scores;
    std::string ended_by;
    if (g.out_of_chips == OutOfChips::End &&
        std::any_of(scores.begin(), scores.end(), [](int chips) { return chips <= 0; }))
      ended_by = "out_of_chips";
    if (t.rotate(s.result.dealer_keeps) && t.seating.round >= g.rounds && ended_by.empty())
      ended_by = "last_hand";
    return ended_by;
  }

  static Error after_end(size_t i, const std::string& ended_by) {
    return at_hand(i, Error{ErrorCode::invalid_request,
                            "comes after the end of the game (" + ended_by + ")", -1});
  }
  static Error at_hand(size_t i, Error e) {
    e.message = "hands[" + std::to_string(i) + "]: " + e.message;
    e.position = -1;
    return e;
  }
};

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
  t.scores = PlayerScores::sized(t.seating.players, g.start_chips);
  HkGame game{rules, score};
  auto ended = game::play_hands(game, record.hands, t, out.hands);
  if (!ended) return tl::unexpected(std::move(ended.error()));
  const std::string& ended_by = *ended;
  if (ended_by.empty())
    out.next = NextHand{t.seating.label(), t.seating.round_wind(), t.seating.dealer, t.repeat};
  GameFinal& fin = out.final;
  fin.scores = t.scores;
  fin.ended_by = ended_by.empty() ? "incomplete" : ended_by;
  fin.ranks = shared_ranks(fin.scores);
  const int best = *std::max_element(fin.scores.begin(), fin.scores.end());
  for (int p = 0; p < fin.scores.players(); ++p)
    if (fin.scores[p] == best) fin.leaders.push_back(p);
  return out;
}

Result<GameResult> play_game(const Engine& engine, const GameRecord& record) {
  const std::string preset =
      record.preset.empty() ? std::string(default_preset(Family::HK)) : record.preset;
  auto set = engine.resolve(Family::HK, preset, record.options);
  if (!set) return tl::unexpected(set.error());
  const Rules& rules = *set->get<Rules>();
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
