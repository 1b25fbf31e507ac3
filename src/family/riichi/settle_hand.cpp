// One hand of a riichi game (settle_hand.hpp): wins, exhaustive and abortive draws, chombo.
#include "family/riichi/settle_hand.hpp"

#include <algorithm>

#include "mjscore/riichi_points.hpp"

namespace mjscore::riichi {
namespace {

tl::unexpected<Error> bad(std::string message) {
  return fail(ErrorCode::invalid_request, std::move(message));
}

bool valid_player(const TableState& table, int p) { return p >= 0 && p < table.seating.players; }

// "field: player numbers are 0 to 3", for a player number out of range.
tl::unexpected<Error> bad_player(const TableState& table, std::string_view field) {
  return bad(std::string(field) + ": player numbers are 0 to " +
             std::to_string(table.seating.players - 1));
}

Result<void> check_players(const std::vector<int>& players, std::string_view field,
                           const TableState& table) {
  PerPlayer<bool> seen{};
  for (int p : players) {
    if (!valid_player(table, p)) return bad_player(table, field);
    if (seen[p]) return bad(std::string(field) + ": player " + std::to_string(p) + " twice");
    seen[p] = true;
  }
  return {};
}

// Seat-ordered deltas (E S W N of this hand) to player order.
void add_seat_deltas(const Deltas& by_seat, const TableState& table, PlayerScores& out) {
  for (int s = 0; s < table.seating.players; ++s)
    out[table.seating.player_at(wind_at(s))] += by_seat[s];
}

// Seed 002 連莊 and the `renchan` key: does the dealer keep the deal?
bool keeps_after_win(RenchanRule r, bool dealer_won) {
  switch (r) {
    case RenchanRule::WinOrTenpai:
    case RenchanRule::Win:
      return dealer_won;
    case RenchanRule::Always:
      return true;
    case RenchanRule::Never:
      return false;
  }
  return false;
}
bool keeps_after_draw(RenchanRule r, bool dealer_tenpai) {
  switch (r) {
    case RenchanRule::WinOrTenpai:
      return dealer_tenpai;
    case RenchanRule::Win:
      return false;
    case RenchanRule::Always:
      return true;
    case RenchanRule::Never:
      return false;
  }
  return false;
}

bool abortive_allowed(const GameRules& rules, std::string_view reason) {
  return std::find(rules.abortive_draws.begin(), rules.abortive_draws.end(), reason) !=
         rules.abortive_draws.end();
}

// Seed 002 二飜限制: two han from `two_han_from_honba` counters, one more every `two_han_step`.
int minimum_han(const GameRules& rules, int honba) {
  if (rules.two_han_from_honba <= 0 || honba < rules.two_han_from_honba) return 1;
  int extra = 0;
  if (rules.two_han_step > 0) extra = (honba - rules.two_han_from_honba) / rules.two_han_step;
  return 2 + extra;
}

// Sticks on the table go to the winner(s): all to the nearest, or split evenly (in 100s, the
// remainder to the nearest) with `double_ron_sticks = split` (seed 002 二家和: "兩人平分").
void give_sticks(int points, const std::vector<int>& winners, DoubleRonSticks mode,
                 PlayerScores& deltas) {
  if (points == 0 || winners.empty()) return;
  if (mode != DoubleRonSticks::Split || winners.size() == 1) {
    deltas[winners.front()] += points;
    return;
  }
  const int n = static_cast<int>(winners.size());
  const int share = points / n / 100 * 100;
  for (int w : winners) deltas[w] += share;
  deltas[winners.front()] += points - share * n;
}

// `double_ron_sticks = reclaim` (EMA 2016; riichi.wiki "Multiple ron", EMA2016 row: "Winners
// reclaim, rest priority"): each winner who declared riichi in this hand takes back its stick;
// the rest of `sticks` go to the nearest winner (give_sticks). Returns the sticks left.
int reclaim_own_sticks(int sticks, int stick_value, const std::vector<int>& winners,
                       const std::vector<int>& declared, PlayerScores& deltas) {
  if (winners.size() < 2) return sticks;
  for (int w : winners) {
    if (std::find(declared.begin(), declared.end(), w) == declared.end()) continue;
    deltas[w] += stick_value;
    --sticks;
  }
  return sticks;
}

// A settlement with nothing paid yet: a delta and a deposit for every player at the table.
Settlement blank(const TableState& table) {
  Settlement s;
  s.result.deltas = PlayerScores::sized(table.seating.players);
  s.result.deposits = s.result.deltas;
  return s;
}

struct Evaluated {
  WinOutcome outcome;
  int yaku_han = 0;
  Deltas seat_deltas{};
};

int yaku_han_of(const ScoreResult& r) {
  int dora = 0;
  for (const auto& e : r.elements)
    if (e.id == "dora" || e.id == "aka_dora" || e.id == "ura_dora" || e.id == "kita")
      dora += e.amount;  // kita: three-player North dora (docs/sanma-game.md)
  return r.riichi.han - dora;
}

// Scores one win with this hand's honba (no sticks: the game hands those out).
Result<Evaluated> evaluate_win(const GameWin& win, const TableState& table, std::optional<int> from,
                               int honba, std::optional<int> wareme, const Rules& rules,
                               const ScoreFunction& score) {
  Evaluated ev;
  ev.outcome.winner = win.winner;
  const WinBy by = from ? WinBy::Ron : WinBy::Tsumo;
  if (win.score) {
    if (!score) return fail(ErrorCode::unsupported, "no scorer for a full score request");
    ScoreRequest req = *win.score;
    req.seat = table.seating.seat_of(win.winner);
    req.round = table.seating.round_wind();
    req.win_by = by;
    req.from = from ? std::optional<Wind>(table.seating.seat_of(*from)) : std::nullopt;
    req.honba = honba;
    req.riichi_sticks = 0;
    if (wareme) req.wareme = table.seating.seat_of(*wareme);
    auto r = score(req);
    if (!r) {
      Error e = r.error();
      e.message = "player " + std::to_string(win.winner) + "'s win: " + e.message;
      return tl::unexpected(e);
    }
    if (!r->deltas)
      return bad("the score of player " + std::to_string(win.winner) + " has no deltas");
    ev.outcome.han = r->riichi.han;
    ev.outcome.fu = r->riichi.fu;
    ev.outcome.yakuman = r->riichi.yakuman;
    ev.outcome.limit = r->riichi.limit;
    ev.outcome.value = r->value;
    ev.yaku_han = yaku_han_of(*r);
    ev.seat_deltas = *r->deltas;
    return ev;
  }
  if (win.yakuman <= 0 && win.han <= 0) return bad("a win needs `score`, `han` or `yakuman`");
  const HandValue hv = hand_value(win.han, win.fu, win.yakuman, rules.scoring);
  WinPayment pay_in;
  pay_in.winner = table.seating.seat_of(win.winner);
  pay_in.win_by = by;
  if (from) pay_in.from = table.seating.seat_of(*from);
  pay_in.honba = honba;
  if (win.liable) {
    pay_in.liable = table.seating.seat_of(*win.liable);
    pay_in.liable_yakuman = win.liable_yakuman;
  }
  if (wareme) pay_in.wareme = table.seating.seat_of(*wareme);
  const Payments paid = pay(hv, pay_in, rules.scoring);
  ev.outcome.han = hv.han;
  ev.outcome.fu = hv.fu;
  ev.outcome.yakuman = hv.yakuman;
  ev.outcome.limit = hv.limit;
  ev.outcome.value = paid.value;
  ev.yaku_han = win.yaku_han.value_or(win.han);
  ev.seat_deltas = paid.deltas.value_or(Deltas{});
  return ev;
}

Settlement abortive(const TableState& table, std::string reason) {
  // Seed 000 "Contadores" (3) and seed 002 途中流局: the dealer stays, honba +1, sticks stay.
  Settlement s = blank(table);
  s.result.result = "abortive";
  s.result.reason = std::move(reason);
  s.dealer_keeps = true;
  s.honba_next = table.honba + 1;
  return s;
}

Result<Settlement> chombo(int player, std::string cause, const TableState& table,
                          const Rules& rules) {
  if (!valid_player(table, player)) return bad_player(table, "chombo");
  Settlement s = blank(table);
  s.result.result = "chombo";
  s.result.reason = std::move(cause);
  s.result.chombo_player = player;
  s.chombo_player = player;
  const int dealer = table.seating.dealer;
  if (rules.game.chombo == ChomboRule::Mangan) {
    // Seed 000 "Chombo": a non-dealer pays 4000 to East and 2000 to the others; a dealer 4000
    // to each (a mangan tsumo's shape: basic 2000 doubled for and by the dealer).
    const int basic = hand_value(rules.scoring.limits.han[0], 0, 0, rules.scoring).basic;
    for (int p = 0; p < table.seating.players; ++p) {
      if (p == player) continue;
      const int amount = round_up_100(basic * (player == dealer || p == dealer ? 2 : 1));
      s.result.deltas[p] += amount;
      s.result.deltas[player] -= amount;
    }
  }
  // Riichi sticks of the hand are returned, the counters stay and the hand is replayed; a
  // dealer's chombo passes the deal (seed 002 錯和: "如果是因為親家犯規導致流局,那會變成是輪莊").
  s.dealer_keeps = !(player == dealer && rules.game.chombo_dealer_passes);
  s.honba_next = table.honba;
  return s;
}

Result<Settlement> settle_win(const GameHand& hand, const TableState& table, const Rules& rules,
                              const ScoreFunction& score) {
  const GameRules& g = rules.game;
  if (hand.wins.empty()) return bad("a win needs `winner` or `wins`");
  if (hand.from && !valid_player(table, *hand.from)) return bad_player(table, "from");
  std::vector<GameWin> wins = hand.wins;
  for (const auto& w : wins) {
    if (!valid_player(table, w.winner)) return bad_player(table, "winner");
    if (hand.from && *hand.from == w.winner) return bad("a player cannot ron their own discard");
    if (w.liable && !valid_player(table, *w.liable)) return bad_player(table, "liable");
  }
  if (!hand.from && wins.size() > 1) return bad("only a ron can have several winners");
  if (hand.wareme && !valid_player(table, *hand.wareme)) return bad_player(table, "wareme");
  std::vector<int> ids;
  for (const auto& w : wins) ids.push_back(w.winner);
  if (auto c = check_players(ids, "wins", table); !c) return tl::unexpected(c.error());

  Settlement s = blank(table);
  if (hand.from) {
    // Nearest to the discarder in turn order first (seed 002 頭跳).
    std::stable_sort(wins.begin(), wins.end(), [&](const GameWin& a, const GameWin& b) {
      return table.seating.turn_distance(*hand.from, a.winner) <
             table.seating.turn_distance(*hand.from, b.winner);
    });
    size_t keep = wins.size();
    if (g.multiple_ron == MultipleRon::HeadBump) keep = 1;
    if (g.multiple_ron == MultipleRon::Double && wins.size() == 3) {
      // Seed 002 三家和: "三家和的情況一般算流局".
      if (const auto ron3 = abortive_reason(Abortive::TripleRon); abortive_allowed(g, ron3))
        return abortive(table, std::string(ron3));
      keep = 2;
    }
    for (size_t i = keep; i < wins.size(); ++i) s.result.dropped.push_back(wins[i].winner);
    wins.resize(keep);
  }

  const int min_han = minimum_han(g, table.honba);
  std::vector<int> winners;
  bool dealer_won = false;
  for (size_t i = 0; i < wins.size(); ++i) {
    // Honba: the nearest winner only, or every winner (split, reclaim).
    const bool bonus = i == 0 || g.double_ron_sticks != DoubleRonSticks::Nearest;
    auto ev =
        evaluate_win(wins[i], table, hand.from, bonus ? table.honba : 0, hand.wareme, rules, score);
    if (!ev) return tl::unexpected(ev.error());
    // Seed 000 / 002 二飜縛り: a win below the minimum is an invalid win, i.e. a chombo.
    if (ev->outcome.yakuman == 0 && ev->yaku_han < min_han)
      return chombo(wins[i].winner, "below_minimum", table, rules);
    add_seat_deltas(ev->seat_deltas, table, s.result.deltas);
    s.result.wins.push_back(ev->outcome);
    winners.push_back(wins[i].winner);
    dealer_won |= wins[i].winner == table.seating.dealer;
  }
  int sticks = table.sticks + static_cast<int>(hand.riichi.size());
  if (g.double_ron_sticks == DoubleRonSticks::Reclaim)
    sticks = reclaim_own_sticks(sticks, rules.scoring.riichi_stick_value, winners, hand.riichi,
                                s.result.deltas);
  give_sticks(sticks * rules.scoring.riichi_stick_value, winners, g.double_ron_sticks,
              s.result.deltas);

  const size_t n = winners.size();
  s.result.result = !hand.from ? "tsumo" : n == 1 ? "ron" : n == 2 ? "double_ron" : "triple_ron";
  // Seed 000 "Contadores": +1 when the dealer wins, back to 0 when only others win.
  s.dealer_keeps = keeps_after_win(g.renchan, dealer_won);
  s.stop = dealer_won && s.dealer_keeps ? StopChance::Win : StopChance::None;
  s.honba_next = dealer_won ? table.honba + 1 : 0;
  s.sticks_next = 0;
  return s;
}

Result<Settlement> settle_draw(const GameHand& hand, const TableState& table, const Rules& rules) {
  const GameRules& g = rules.game;
  if (auto c = check_players(hand.tenpai, "tenpai", table); !c) return tl::unexpected(c.error());
  if (auto c = check_players(hand.nagashi, "nagashi", table); !c) return tl::unexpected(c.error());
  Settlement s = blank(table);
  const int dealer = table.seating.dealer;
  const bool dealer_tenpai =
      std::find(hand.tenpai.begin(), hand.tenpai.end(), dealer) != hand.tenpai.end();
  const int sticks_on_table = table.sticks + static_cast<int>(hand.riichi.size());

  // A nagashi claim under rules without it (EMA 2016, WRC) is refused, as an abortive reason
  // the rules do not allow is: the record asks for a payment the rules do not have.
  if (!g.nagashi_mangan && !hand.nagashi.empty())
    return bad("nagashi: the rules have no nagashi mangan (nagashi_mangan = false)");
  std::vector<int> nagashi = hand.nagashi;
  if (!nagashi.empty()) {
    // Seed 002 流局滿貫: paid as a mangan tsumo, no noten payments; several at once: the first
    // (in turn order from the dealer) or all of them.
    std::sort(nagashi.begin(), nagashi.end(), [&](int a, int b) {
      return table.seating.turn_distance(dealer, a) < table.seating.turn_distance(dealer, b);
    });
    if (g.nagashi_multiple == NagashiMultiple::First)
      nagashi.erase(nagashi.begin() + 1, nagashi.end());
    const HandValue mangan = hand_value(rules.scoring.limits.han[0], 0, 0, rules.scoring);
    bool dealer_won = false;
    for (int p : nagashi) {
      WinPayment w;
      w.winner = table.seating.seat_of(p);
      w.win_by = WinBy::Tsumo;
      w.honba = g.nagashi_honba ? table.honba : 0;
      if (hand.wareme) w.wareme = table.seating.seat_of(*hand.wareme);
      const Payments paid = pay(mangan, w, rules.scoring);
      add_seat_deltas(paid.deltas.value_or(Deltas{}), table, s.result.deltas);
      s.result.wins.push_back(WinOutcome{p, 5, 0, 0, Limit::Mangan, paid.value});
      dealer_won |= p == dealer;
    }
    s.result.result = "nagashi";
    if (g.nagashi_counts_as == NagashiCountsAs::Win) {
      give_sticks(sticks_on_table * rules.scoring.riichi_stick_value, {nagashi.front()},
                  DoubleRonSticks::Nearest, s.result.deltas);
      s.dealer_keeps = keeps_after_win(g.renchan, dealer_won);
      s.stop = dealer_won && s.dealer_keeps ? StopChance::Win : StopChance::None;
      s.honba_next = dealer_won ? table.honba + 1 : 0;
      s.sticks_next = 0;
      return s;
    }
  } else {
    s.result.result = "draw";
    // Seed 000 "Intercambio de puntos" / seed 002 不聽罰符: 3000 split between the tenpai and
    // the noten players; nothing when all or none are tenpai.
    const int k = static_cast<int>(hand.tenpai.size());
    const int players = table.seating.players;
    if (g.noten_payments && k > 0 && k < players) {
      for (int p = 0; p < players; ++p) {
        const bool tenpai =
            std::find(hand.tenpai.begin(), hand.tenpai.end(), p) != hand.tenpai.end();
        s.result.deltas[p] += tenpai ? g.noten_total / k : -g.noten_total / (players - k);
      }
    }
  }
  // Seed 000 "Contadores" (2): honba +1 at every draw; seed 002: sticks stay on the table.
  s.dealer_keeps = keeps_after_draw(g.renchan, dealer_tenpai);
  s.stop = dealer_tenpai && s.dealer_keeps ? StopChance::Tenpai : StopChance::None;
  s.honba_next = table.honba + 1;
  s.sticks_next = sticks_on_table;
  return s;
}

}  // namespace

Result<Settlement> settle_hand(const GameHand& hand, const TableState& table, const Rules& rules,
                               const ScoreFunction& score) {
  if (auto c = check_players(hand.riichi, "riichi", table); !c) return tl::unexpected(c.error());
  // Payments are ints (src/settle): honba x honba_value at most 2^26 (a payer owes it at most
  // twice, by wareme, to each of at most three winners) and the sticks at most 2^28 points keep
  // every delta of the hand below 2^30 with the largest hand a record gives (10 yakuman, or
  // 1000 han counted as multiple kazoe yakuman: under 8 * 10^6 a winner). The honba and the
  // sticks grow by at most 1 and 4 a hand, so these bounds are what a long record can pass.
  if (int64_t{table.honba} * rules.scoring.honba_value > kMaxHonbaPoints)
    return bad("honba " + std::to_string(table.honba) + " x honba_value " +
               std::to_string(rules.scoring.honba_value) +
               " leaves the representable range (2^26 points)");
  if (int64_t{table.sticks + static_cast<int>(hand.riichi.size())} *
          rules.scoring.riichi_stick_value >
      kMaxStickPoints)
    return bad("riichi sticks on the table (" + std::to_string(table.sticks) +
               ") leave the representable range (2^28 points)");
  Result<Settlement> s;
  switch (hand.kind) {
    case HandKind::Win:
      s = settle_win(hand, table, rules, score);
      break;
    case HandKind::Draw:
      s = settle_draw(hand, table, rules);
      break;
    case HandKind::Abortive:
      if (!abortive_possible(hand.reason, table.seating.players))
        return bad("abortive draw \"" + hand.reason + "\" cannot happen with " +
                   std::to_string(table.seating.players) + " players");
      if (!abortive_allowed(rules.game, hand.reason))
        return bad("abortive draw \"" + hand.reason + "\" is not allowed by the rules");
      s = abortive(table, hand.reason);
      break;
    case HandKind::Chombo:
      s = chombo(hand.player, "", table, rules);
      break;
  }
  if (!s) return s;
  if (s->result.result == "abortive") {
    s->sticks_next = table.sticks + static_cast<int>(hand.riichi.size());
  }
  // Riichi deposits (seed 002 供託); a chombo returns them (seed 000 "Chombo").
  if (s->result.result == "chombo") {
    s->sticks_next = table.sticks;
  } else {
    for (int p : hand.riichi) s->result.deposits[p] -= rules.scoring.riichi_stick_value;
  }
  return s;
}

}  // namespace mjscore::riichi
