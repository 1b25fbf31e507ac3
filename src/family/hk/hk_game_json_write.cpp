// Writing the response to an HK `game` request (hk_game_json.hpp; docs/hk.md "HK games").
#include <nlohmann/json.hpp>

#include "family/hk/hk_game_json.hpp"
#include "mjscore/notation.hpp"

namespace mjscore::json {
namespace {

using ojson = nlohmann::ordered_json;

template <class A>
ojson array_of(const A& values) {
  ojson a = ojson::array();
  for (const auto& v : values) a.push_back(v);
  return a;
}

ojson hand_json(const hk::GameHandResult& h) {
  ojson o;
  o["round"] = h.round;
  o["wind"] = std::string(1, wind_letter(h.wind));
  o["dealer"] = h.dealer;
  o["repeat"] = h.repeat;
  o["result"] = h.result;
  if (h.winner) {
    o["winner"] = *h.winner;
    if (h.from) o["from"] = *h.from;
    if (h.liable) o["liable"] = *h.liable;
    o["faan"] = h.faan;
    o["base"] = h.base;
    o["limit"] = h.limit;
    o["value"] = h.value;
  }
  if (h.player) {
    o["player"] = *h.player;
    o["penalty"] = h.value;
  }
  if (h.due != h.deltas) o["due"] = array_of(h.due);
  o["deltas"] = array_of(h.deltas);
  o["scores"] = array_of(h.scores);
  o["dealer_keeps"] = h.dealer_keeps;
  return o;
}

ojson hands_array(const hk::GameResult& result) {
  ojson hands = ojson::array();
  for (const auto& h : result.hands) hands.push_back(hand_json(h));
  return hands;
}

ojson final_object(const hk::GameFinal& f) {
  ojson fin;
  fin["scores"] = array_of(f.scores);
  fin["ranks"] = array_of(f.ranks);
  fin["leaders"] = array_of(f.leaders);
  fin["ended_by"] = f.ended_by;
  return fin;
}

}  // namespace

std::string hk_game_response_members(const HkGameAnswer& game) {
  const hk::GameResult& result = game.result;
  ojson o;
  if (!game.players.empty()) o["players"] = array_of(game.players);
  o["hands"] = hands_array(result);
  o["final"] = final_object(result.final);
  const std::string s = o.dump();
  return s.substr(1, s.size() - 2);
}

std::string hk_game_hands_json(const hk::GameResult& result) { return hands_array(result).dump(); }
std::string hk_game_final_json(const hk::GameResult& result) {
  return final_object(result.final).dump();
}

}  // namespace mjscore::json
