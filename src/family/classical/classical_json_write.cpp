// Writing the classical `settle`, `round` and `game` responses (classical_json.hpp;
// docs/json-api.md "Classical settle, round and game"). Every value comes from the result
// structs; a round's hands are written with the members of a classical score response.
#include "family/classical/classical_json.hpp"
#include "json/json_out.hpp"
#include "mjscore/json.hpp"

namespace mjscore::json {
namespace {

using classical::seat_letter;
using out::Writer;

Writer& seat(Writer& w, Wind s) { return w.string(seat_letter(s)); }

// {"E":..,"S":..,"W":..,"N":..}
template <class T>
void by_seat(Writer& w, const std::array<T, kSeats>& v) {
  w.open('{');
  for (int i = 0; i < kSeats; ++i) w.key(seat_letter(static_cast<Wind>(i))).integer(v[i]);
  w.close('}');
}

// [..] of the indices whose flag is set, each written by `who`.
template <class Flags, class Who>
void flagged(Writer& w, const Flags& flags, Who&& who) {
  w.open('[');
  for (int i = 0; i < static_cast<int>(flags.size()); ++i)
    if (flags[i]) who(w, i);
  w.close(']');
}

template <class Flags>
bool any(const Flags& flags) {
  for (bool f : flags)
    if (f) return true;
  return false;
}

// "result":"win","winner":"S"  (a draw: "draw", null)
void result_members(Writer& w, std::optional<Wind> winner, std::optional<Wind> dangerous) {
  w.key("result").string(winner ? "win" : "draw");
  if (winner) {
    seat(w.key("winner"), *winner);
  } else {
    w.key("winner").null();
  }
  if (dangerous) seat(w.key("dangerous"), *dangerous);
}

// "payments":[{"from":..,"to":..,"amount":..},..] with `who` writing a seat or a player.
template <class List, class Who>
void payments(Writer& w, const List& list, Who&& who) {
  w.key("payments").open('[');
  for (const auto& p : list) {
    w.open('{');
    who(w.key("from"), p.from);
    who(w.key("to"), p.to);
    w.key("amount").integer(p.amount);
    w.close('}');
  }
  w.close(']');
}

// "scores":{..}[,"dead":[..]],"payments":[..],"deltas":{..}
void settlement_members(Writer& w, const classical::Settlement& s) {
  by_seat(w.key("scores"), s.scores);
  if (any(s.dead))
    flagged(w.key("dead"), s.dead, [](Writer& x, int i) { seat(x, static_cast<Wind>(i)); });
  payments(w, s.payments, seat);
  by_seat(w.key("deltas"), s.deltas);
}

// The members of a classical score response (response_write.cpp writes the same for `score`):
// value, elements, reading, points, doubles, limit, score, won, dead_hand.
void hand_object(Writer& w, const ScoreResult& r, const Hand& hand) {
  w.open('{');
  w.key("value").integer(r.value);
  w.key("elements").open('[');
  for (int k = 0; k < r.elements.size(); ++k) {
    const Element& e = r.elements[k];
    w.open('{');
    w.key("id").string(e.id.text());
    w.key(e.unit.text());
    if (e.unit.id == ElementUnit::limit) {
      w.number(e.amount / 1000.0);  // a fraction, held in thousandths
    } else {
      w.integer(e.amount);
    }
    w.close('}');
  }
  w.close(']');
  w.key("reading").open('{');
  w.key("sets").strings(reading_sets(r.reading, hand));
  w.key("wait").string(wait_name(r.reading.wait));
  w.close('}');
  w.key("points").integer(r.classical.points);
  w.key("doubles").integer(r.classical.doubles);
  if (r.classical.limit_fraction) {
    w.key("limit").number(*r.classical.limit_fraction);
  } else {
    w.key("limit").null();
  }
  w.key("score").integer(r.classical.score);
  w.key("won").boolean(r.classical.won);
  w.key("dead_hand").boolean(r.classical.dead_hand);
  w.close('}');
}

// [{"round":..,..},..]: the rounds of a classical game response.
void rounds_array(Writer& w, const classical::GameRecord& record,
                  const classical::GameResult& game) {
  const auto player = [](Writer& x, int p) { x.integer(p); };
  w.open('[');
  for (std::size_t n = 0; n < game.rounds.size(); ++n) {
    const classical::RoundOutcome& r = game.rounds[n];
    w.open('{');
    w.key("round").string(r.label);
    seat(w.key("prevailing"), r.prevailing);
    w.key("east").integer(r.east);
    w.key("repeat").integer(r.repeat);
    w.key("seats").open('[');
    for (int p = 0; p < r.seats.players(); ++p) seat(w, r.seats[p]);
    w.close(']');
    w.key("result").string(r.winner ? "win" : "draw");
    if (r.winner) {
      w.key("winner").integer(*r.winner);
    } else {
      w.key("winner").null();
    }
    if (r.dangerous) w.key("dangerous").integer(*r.dangerous);
    if (r.nine_wins) w.key("nine_wins").boolean(true);
    if (!r.hands.empty()) {
      w.key("hands").open('[');
      for (int p = 0; p < r.seats.players(); ++p)
        hand_object(w, r.hands[p], record.rounds[n].hands[p].hand);
      w.close(']');
    }
    w.key("scores").integers(r.scores);
    if (any(r.dead)) flagged(w.key("dead"), r.dead, player);
    payments(w, r.payments, player);
    w.key("deltas").integers(r.deltas);
    w.key("totals").integers(r.totals);
    w.key("deal_passes").boolean(r.deal_passes);
    w.close('}');
  }
  w.close(']');
}

// {"scores":[..],"ranks":[..],"ended_by":..}: the final standings of a classical game.
void final_object(Writer& w, const classical::GameResult& game) {
  w.open('{');
  w.key("scores").integers(game.totals);
  w.key("ranks").integers(game.ranks);
  w.key("ended_by").string(game.ended_by);
  w.close('}');
}

template <class F>
std::string written(F&& write) {
  return out::written(out::Escapes::contract, std::forward<F>(write));
}

}  // namespace

std::string settle_response_members(const classical::Settlement& s) {
  return written([&](Writer& w) {
    result_members(w, s.winner, s.dangerous);
    settlement_members(w, s);
  });
}

std::string round_response_members(const classical::RoundResult& round,
                                   const classical::RoundRequest& request) {
  return written([&](Writer& w) {
    const classical::Settlement& s = round.settlement;
    result_members(w, s.winner, s.dangerous);
    seat(w.key("round"), request.round);
    w.key("hands").open('{');
    for (int i = 0; i < kSeats; ++i)
      hand_object(w.key(seat_letter(static_cast<Wind>(i))), round.hands[i], request.hands[i].hand);
    w.close('}');
    settlement_members(w, s);
  });
}

std::string classical_game_members(const classical::GameRecord& record,
                                   const classical::GameResult& game) {
  return written([&](Writer& w) {
    if (!record.players.empty()) w.key("players").strings(record.players);
    rounds_array(w.key("rounds"), record, game);
    final_object(w.key("final"), game);
  });
}

std::string classical_game_rounds_json(const classical::GameRecord& record,
                                       const classical::GameResult& game) {
  return written([&](Writer& w) { rounds_array(w, record, game); });
}

std::string classical_game_final_json(const classical::GameResult& game) {
  return written([&](Writer& w) { final_object(w, game); });
}

}  // namespace mjscore::json
