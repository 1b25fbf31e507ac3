// Writing the response to an HK `game` request (hk_game_json.hpp; docs/hk.md "HK games").
#include "family/hk/hk_game_json.hpp"
#include "json/json_out.hpp"
#include "mjscore/notation.hpp"

namespace mjscore::json {
namespace {

using out::Writer;

void hand(Writer& w, const hk::GameHandResult& h) {
  w.open('{');
  w.key("round").string(h.round);
  w.key("wind").string(std::string(1, wind_letter(h.wind)));
  w.key("dealer").integer(h.dealer);
  w.key("repeat").integer(h.repeat);
  w.key("result").string(h.result);
  if (h.winner) {
    w.key("winner").integer(*h.winner);
    if (h.from) w.key("from").integer(*h.from);
    if (h.liable) w.key("liable").integer(*h.liable);
    w.key("faan").integer(h.faan);
    w.key("base").integer(h.base);
    w.key("limit").boolean(h.limit);
    w.key("value").integer(h.value);
  }
  if (h.player) {
    w.key("player").integer(*h.player);
    w.key("penalty").integer(h.value);
  }
  if (h.due != h.deltas) w.key("due").integers(h.due);
  w.key("deltas").integers(h.deltas);
  w.key("scores").integers(h.scores);
  w.key("dealer_keeps").boolean(h.dealer_keeps);
  w.close('}');
}

void hands(Writer& w, const hk::GameResult& result) {
  w.open('[');
  for (const auto& h : result.hands) hand(w, h);
  w.close(']');
}

void final_object(Writer& w, const hk::GameFinal& f) {
  w.open('{');
  w.key("scores").integers(f.scores);
  w.key("ranks").integers(f.ranks);
  w.key("leaders").integers(f.leaders);
  w.key("ended_by").string(f.ended_by);
  w.close('}');
}

}  // namespace

std::string hk_game_response_members(const HkGameAnswer& game) {
  return out::written(out::Escapes::record, [&](Writer& w) {
    if (!game.players.empty()) w.key("players").strings(game.players);
    hands(w.key("hands"), game.result);
    final_object(w.key("final"), game.result.final);
  });
}

std::string hk_game_hands_json(const hk::GameResult& result) {
  return out::written(out::Escapes::record, [&](Writer& w) { hands(w, result); });
}
std::string hk_game_final_json(const hk::GameResult& result) {
  return out::written(out::Escapes::record, [&](Writer& w) { final_object(w, result.final); });
}

}  // namespace mjscore::json
