// Writing the classical `settle`, `round` and `game` responses (classical_json.hpp;
// docs/json-api.md "Classical settle, round and game"). Every value comes from the result
// structs; a round's hands are written with the members of a classical score response.
#include "family/classical/classical_json.hpp"
#include "json/json_out.hpp"
#include "mjscore/json.hpp"

namespace mjscore::json {
namespace {

using classical::seat_letter;

void seat(std::string& o, Wind w) { out::string(o, seat_letter(w)); }

// {"E":..,"S":..,"W":..,"N":..}
template <class T>
void by_seat(std::string& o, const std::array<T, kSeats>& v) {
  o += '{';
  for (int i = 0; i < kSeats; ++i) {
    out::key(o, seat_letter(static_cast<Wind>(i)), i == 0);
    out::integer(o, v[i]);
  }
  o += '}';
}

// [..]: every entry of a per-player value (its size: the game's player count).
template <class List>
void list(std::string& o, const List& v) {
  o += '[';
  for (std::size_t i = 0; i < v.size(); ++i) {
    if (i) o += ',';
    out::integer(o, v[i]);
  }
  o += ']';
}

template <class Flags>
bool any(const Flags& flags) {
  for (bool f : flags)
    if (f) return true;
  return false;
}

// ,"result":"win","winner":"S"  (a draw: "draw", null)
void result_members(std::string& o, std::optional<Wind> winner, std::optional<Wind> dangerous) {
  out::key(o, "result", true);
  out::string(o, winner ? "win" : "draw");
  out::key(o, "winner");
  if (winner) {
    seat(o, *winner);
  } else {
    o += "null";
  }
  if (dangerous) {
    out::key(o, "dangerous");
    seat(o, *dangerous);
  }
}

// ,"payments":[{"from":..,"to":..,"amount":..},..] with `who` writing a seat or a player.
template <class List, class Who>
void payments(std::string& o, const List& list, Who&& who) {
  out::key(o, "payments");
  o += '[';
  bool first = true;
  for (const auto& p : list) {
    if (!first) o += ',';
    first = false;
    o += "{\"from\":";
    who(o, p.from);
    o += ",\"to\":";
    who(o, p.to);
    o += ",\"amount\":";
    out::integer(o, p.amount);
    o += '}';
  }
  o += ']';
}

// ,"scores":{..}[,"dead":[..]],"payments":[..],"deltas":{..}
void settlement_members(std::string& o, const classical::Settlement& s) {
  out::key(o, "scores");
  by_seat(o, s.scores);
  if (any(s.dead)) {
    out::key(o, "dead");
    o += '[';
    bool first = true;
    for (int i = 0; i < kSeats; ++i)
      if (s.dead[i]) {
        if (!first) o += ',';
        first = false;
        seat(o, static_cast<Wind>(i));
      }
    o += ']';
  }
  payments(o, s.payments, seat);
  out::key(o, "deltas");
  by_seat(o, s.deltas);
}

// The members of a classical score response (response_write.cpp writes the same for `score`):
// value, elements, reading, points, doubles, limit, score, won, dead_hand.
void hand_object(std::string& o, const ScoreResult& r, const Hand& hand) {
  o += '{';
  out::key(o, "value", true);
  out::integer(o, r.value);
  out::key(o, "elements");
  o += '[';
  for (int k = 0; k < r.elements.size(); ++k) {
    const Element& e = r.elements[k];
    if (k) o += ',';
    o += '{';
    out::key(o, "id", true);
    out::string(o, e.id.text());
    out::key(o, e.unit.text());
    if (e.unit.id == ElementUnit::limit) {
      out::number(o, e.amount / 1000.0);  // a fraction, held in thousandths
    } else {
      out::integer(o, e.amount);
    }
    o += '}';
  }
  o += ']';
  out::key(o, "reading");
  o += '{';
  out::key(o, "sets", true);
  o += '[';
  const auto sets = reading_sets(r.reading, hand);
  for (std::size_t k = 0; k < sets.size(); ++k) {
    if (k) o += ',';
    out::string(o, sets[k]);
  }
  o += ']';
  out::key(o, "wait");
  out::string(o, wait_name(r.reading.wait));
  o += '}';
  out::key(o, "points");
  out::integer(o, r.points);
  out::key(o, "doubles");
  out::integer(o, r.doubles);
  out::key(o, "limit");
  if (r.limit_fraction) {
    out::number(o, *r.limit_fraction);
  } else {
    o += "null";
  }
  out::key(o, "score");
  out::integer(o, r.score);
  out::key(o, "won");
  out::boolean(o, r.won);
  out::key(o, "dead_hand");
  out::boolean(o, r.dead_hand);
  o += '}';
}

// [{"round":..,..},..]: the rounds of a classical game response.
void rounds_array(std::string& o, const classical::GameRecord& record,
                  const classical::GameResult& game) {
  o += '[';
  for (std::size_t n = 0; n < game.rounds.size(); ++n) {
    const classical::RoundOutcome& r = game.rounds[n];
    if (n) o += ',';
    o += '{';
    out::key(o, "round", true);
    out::string(o, r.label);
    out::key(o, "prevailing");
    seat(o, r.prevailing);
    out::key(o, "east");
    out::integer(o, r.east);
    out::key(o, "repeat");
    out::integer(o, r.repeat);
    out::key(o, "seats");
    o += '[';
    for (int p = 0; p < r.seats.players(); ++p) {
      if (p) o += ',';
      seat(o, r.seats[p]);
    }
    o += ']';
    out::key(o, "result");
    out::string(o, r.winner ? "win" : "draw");
    out::key(o, "winner");
    if (r.winner) {
      out::integer(o, *r.winner);
    } else {
      o += "null";
    }
    if (r.dangerous) {
      out::key(o, "dangerous");
      out::integer(o, *r.dangerous);
    }
    if (r.nine_wins) {
      out::key(o, "nine_wins");
      out::boolean(o, true);
    }
    if (!r.hands.empty()) {
      out::key(o, "hands");
      o += '[';
      for (std::size_t p = 0; p < r.hands.size(); ++p) {
        if (p) o += ',';
        hand_object(o, r.hands[p], record.rounds[n].hands[p].hand);
      }
      o += ']';
    }
    out::key(o, "scores");
    list(o, r.scores);
    if (any(r.dead)) {
      out::key(o, "dead");
      o += '[';
      bool first_dead = true;
      for (int p = 0; p < r.dead.players(); ++p)
        if (r.dead[p]) {
          if (!first_dead) o += ',';
          first_dead = false;
          out::integer(o, p);
        }
      o += ']';
    }
    payments(o, r.payments, [](std::string& s, int player) { out::integer(s, player); });
    out::key(o, "deltas");
    list(o, r.deltas);
    out::key(o, "totals");
    list(o, r.totals);
    out::key(o, "deal_passes");
    out::boolean(o, r.deal_passes);
    o += '}';
  }
  o += ']';
}

// {"scores":[..],"ranks":[..],"ended_by":..}: the final standings of a classical game.
void final_object(std::string& o, const classical::GameResult& game) {
  o += '{';
  out::key(o, "scores", true);
  list(o, game.totals);
  out::key(o, "ranks");
  list(o, game.ranks);
  out::key(o, "ended_by");
  out::string(o, game.ended_by);
  o += '}';
}

}  // namespace

std::string settle_response_members(const classical::Settlement& s) {
  std::string o;
  result_members(o, s.winner, s.dangerous);
  settlement_members(o, s);
  return o;
}

std::string round_response_members(const classical::RoundResult& round,
                                   const classical::RoundRequest& request) {
  const classical::Settlement& s = round.settlement;
  std::string o;
  result_members(o, s.winner, s.dangerous);
  out::key(o, "round");
  seat(o, request.round);
  out::key(o, "hands");
  o += '{';
  for (int i = 0; i < kSeats; ++i) {
    out::key(o, seat_letter(static_cast<Wind>(i)), i == 0);
    hand_object(o, round.hands[i], request.hands[i].hand);
  }
  o += '}';
  settlement_members(o, s);
  return o;
}

std::string classical_game_members(const classical::GameRecord& record,
                                   const classical::GameResult& game) {
  const std::vector<std::string>& players = record.players;
  std::string o;
  bool first = true;
  if (!players.empty()) {
    out::key(o, "players", true);
    first = false;
    o += '[';
    for (std::size_t p = 0; p < players.size(); ++p) {
      if (p) o += ',';
      out::string(o, players[p]);
    }
    o += ']';
  }
  out::key(o, "rounds", first);
  rounds_array(o, record, game);
  out::key(o, "final");
  final_object(o, game);
  return o;
}

std::string classical_game_rounds_json(const classical::GameRecord& record,
                                       const classical::GameResult& game) {
  std::string o;
  rounds_array(o, record, game);
  return o;
}

std::string classical_game_final_json(const classical::GameResult& game) {
  std::string o;
  final_object(o, game);
  return o;
}

}  // namespace mjscore::json
