// The members of the families' own request types as Python objects (answer_objects.hpp): riichi
// game and final (src/family/riichi/game_json_write.cpp), HK game
// (src/family/hk/hk_game_json_write.cpp), classical settle, round and game
// (src/family/classical/classical_json_write.cpp), member for member in the writers' order.
#include <cmath>

#include "answer_objects.hpp"

namespace mjscore::python::objects {
namespace {

// A final point value (game_json_write.cpp's `points`): a whole number as an int, another as
// a float.
py::object points(double p) {
  if (p == std::floor(p) && std::fabs(p) < 1e12) return integer(static_cast<long long>(p));
  return py::float_(p);
}

template <class List>
py::object point_list(const List& values) {
  py::list l;
  for (double p : values) l.append(points(p));
  return l;
}

// ---- riichi ----

py::object riichi_win(const riichi::WinOutcome& win) {
  Dict d;
  d.set("winner", integer(win.winner));
  d.set("han", integer(win.han));
  d.set("fu", integer(win.fu));
  if (win.yakuman) d.set("yakuman", integer(win.yakuman));
  d.set("limit", win.limit == Limit::None ? py::none() : name_object(limit_name(win.limit)));
  d.set("value", integer(win.value));
  return d.take();
}

py::object riichi_hand(const riichi::HandResult& h) {
  Dict d;
  d.set("round", text(h.round));
  d.set("honba", integer(h.honba));
  d.set("dealer", integer(h.dealer));
  d.set("sticks", integer(h.sticks_before));
  d.set("result", text(h.result));
  if (!h.reason.empty()) d.set("reason", text(h.reason));
  if (!h.wins.empty()) {
    py::list wins;
    for (const auto& win : h.wins) wins.append(riichi_win(win));
    d.set("wins", std::move(wins));
  }
  if (!h.dropped.empty()) d.set("dropped", integers(h.dropped));
  if (h.chombo_player) d.set("chombo", integer(*h.chombo_player));
  d.set("deltas", integers(h.deltas));
  d.set("riichi_deposits", integers(h.deposits));
  d.set("scores", integers(h.scores));
  d.set("sticks_after", integer(h.sticks_after));
  if (h.expect) {
    d.set("expect", integers(*h.expect));
    d.set("expect_ok", boolean(h.expect_ok));
  }
  return d.take();
}

py::object riichi_final(const riichi::FinalStanding& f) {
  Dict d;
  d.set("scores", integers(f.scores));
  d.set("ranks", integers(f.ranks));
  d.set("points", point_list(f.points));
  d.set("ended_by", text(f.ended_by));
  d.set("leftover_sticks", integer(f.leftover_sticks));
  bool any_chombo = false;
  for (int c : f.chombo_count) any_chombo |= c != 0;
  if (any_chombo) d.set("chombo", integers(f.chombo_count));
  if (f.expect) d.set("expect_ok", boolean(f.expect_ok));
  return d.take();
}

void riichi_game(Dict& d, const GameAnswer& game) {
  if (!game.players.empty()) d.set("players", strings(game.players));
  py::list hands;
  for (const auto& h : game.result.hands) hands.append(riichi_hand(h));
  d.set("hands", std::move(hands));
  d.set("final", riichi_final(game.result.final));
  if (game.expectations) d.set("expect_mismatches", integer(game.result.expect_mismatches));
}

void riichi_final_points(Dict& d, const riichi::FinalPoints& p) {
  d.set("ranks", integers(p.ranks));
  d.set("points", point_list(p.points));
}

// ---- HK ----

py::object hk_hand(const hk::GameHandResult& h) {
  Dict d;
  d.set("round", text(h.round));
  const char wind = wind_letter(h.wind);
  d.set("wind", text(std::string_view(&wind, 1)));
  d.set("dealer", integer(h.dealer));
  d.set("repeat", integer(h.repeat));
  d.set("result", text(h.result));
  if (h.winner) {
    d.set("winner", integer(*h.winner));
    if (h.from) d.set("from", integer(*h.from));
    if (h.liable) d.set("liable", integer(*h.liable));
    d.set("faan", integer(h.faan));
    d.set("base", integer(h.base));
    d.set("limit", boolean(h.limit));
    d.set("value", integer(h.value));
  }
  if (h.player) {
    d.set("player", integer(*h.player));
    d.set("penalty", integer(h.value));
  }
  if (h.due != h.deltas) d.set("due", integers(h.due));
  d.set("deltas", integers(h.deltas));
  d.set("scores", integers(h.scores));
  d.set("dealer_keeps", boolean(h.dealer_keeps));
  return d.take();
}

void hk_game(Dict& d, const HkGameAnswer& game) {
  if (!game.players.empty()) d.set("players", strings(game.players));
  py::list hands;
  for (const auto& h : game.result.hands) hands.append(hk_hand(h));
  d.set("hands", std::move(hands));
  const hk::GameFinal& f = game.result.final;
  Dict final;
  final.set("scores", integers(f.scores));
  final.set("ranks", integers(f.ranks));
  final.set("leaders", integers(f.leaders));
  final.set("ended_by", text(f.ended_by));
  d.set("final", final.take());
}

// ---- classical ----

using classical::seat_letter;

py::object seat(Wind s) { return name_object(seat_letter(s)); }
py::object player(int p) { return integer(p); }

// {"E": .., "S": .., "W": .., "N": ..}
template <class T>
py::object by_seat(const std::array<T, kSeats>& v) {
  Dict d;
  for (int i = 0; i < kSeats; ++i) d.set_name(seat_letter(static_cast<Wind>(i)), integer(v[i]));
  return d.take();
}

// The indices whose flag is set, each as `who` gives it.
template <class Flags, class Who>
py::object flagged(const Flags& flags, Who&& who) {
  py::list l;
  for (int i = 0; i < static_cast<int>(flags.size()); ++i)
    if (flags[i]) l.append(who(i));
  return l;
}

template <class Flags>
bool any(const Flags& flags) {
  for (bool f : flags)
    if (f) return true;
  return false;
}

void result_members(Dict& d, std::optional<Wind> winner, std::optional<Wind> dangerous) {
  d.set("result", name_object(winner ? "win" : "draw"));
  d.set("winner", winner ? seat(*winner) : py::none());
  if (dangerous) d.set("dangerous", seat(*dangerous));
}

template <class List, class Who>
py::object payments(const List& list, Who&& who) {
  py::list l;
  for (const auto& p : list) {
    Dict d;
    d.set("from", who(p.from));
    d.set("to", who(p.to));
    d.set("amount", integer(p.amount));
    l.append(d.take());
  }
  return l;
}

void settlement_members(Dict& d, const classical::Settlement& s) {
  d.set("scores", by_seat(s.scores));
  if (any(s.dead)) d.set("dead", flagged(s.dead, [](int i) { return seat(static_cast<Wind>(i)); }));
  d.set("payments", payments(s.payments, seat));
  d.set("deltas", by_seat(s.deltas));
}

py::object hand_object(const ScoreResult& r, const Hand& hand) {
  Dict d;
  score_members(d, r, hand, Family::Classical, false);
  return d.take();
}

void settle(Dict& d, const classical::Settlement& s) {
  result_members(d, s.winner, s.dangerous);
  settlement_members(d, s);
}

void round(Dict& d, const classical::RoundResult& round, const classical::RoundRequest& request) {
  const classical::Settlement& s = round.settlement;
  result_members(d, s.winner, s.dangerous);
  d.set("round", seat(request.round));
  Dict hands;
  for (int i = 0; i < kSeats; ++i)
    hands.set_name(seat_letter(static_cast<Wind>(i)),
                   hand_object(round.hands[i], request.hands[i].hand));
  d.set("hands", hands.take());
  settlement_members(d, s);
}

py::object classical_round(const classical::RoundOutcome& r, const classical::GameRound& given) {
  Dict d;
  d.set("round", text(r.label));
  d.set("prevailing", seat(r.prevailing));
  d.set("east", integer(r.east));
  d.set("repeat", integer(r.repeat));
  py::list seats;
  for (int p = 0; p < r.seats.players(); ++p) seats.append(seat(r.seats[p]));
  d.set("seats", std::move(seats));
  d.set("result", name_object(r.winner ? "win" : "draw"));
  d.set("winner", r.winner ? integer(*r.winner) : py::none());
  if (r.dangerous) d.set("dangerous", integer(*r.dangerous));
  if (r.nine_wins) d.set("nine_wins", boolean(true));
  if (!r.hands.empty()) {
    py::list hands;
    for (int p = 0; p < r.seats.players(); ++p)
      hands.append(hand_object(r.hands[p], given.hands[p].hand));
    d.set("hands", std::move(hands));
  }
  d.set("scores", integers(r.scores));
  if (any(r.dead)) d.set("dead", flagged(r.dead, player));
  d.set("payments", payments(r.payments, player));
  d.set("deltas", integers(r.deltas));
  d.set("totals", integers(r.totals));
  d.set("deal_passes", boolean(r.deal_passes));
  return d.take();
}

void classical_game(Dict& d, const classical::GameRecord& record,
                    const classical::GameResult& game) {
  if (!record.players.empty()) d.set("players", strings(record.players));
  py::list rounds;
  for (std::size_t n = 0; n < game.rounds.size(); ++n)
    rounds.append(classical_round(game.rounds[n], record.rounds[n]));
  d.set("rounds", std::move(rounds));
  Dict final;
  final.set("scores", integers(game.totals));
  final.set("ranks", integers(game.ranks));
  final.set("ended_by", text(game.ended_by));
  d.set("final", final.take());
}

}  // namespace

void record_members(Dict& d, const json::Answer& a) {
  const Request& q = a.request;
  if (std::holds_alternative<riichi::GameRecord>(q)) return riichi_game(d, a.game);
  if (std::holds_alternative<riichi::FinalRequest>(q)) return riichi_final_points(d, a.final);
  if (std::holds_alternative<hk::GameRecord>(q)) return hk_game(d, a.hk_game);
  if (std::holds_alternative<classical::SettleRequest>(q)) return settle(d, a.classical.settlement);
  if (const auto* r = std::get_if<classical::RoundRequest>(&q))
    return round(d, a.classical.round, *r);
  if (const auto* g = std::get_if<classical::GameRecord>(&q))
    return classical_game(d, *g, a.classical.game);
}

}  // namespace mjscore::python::objects
