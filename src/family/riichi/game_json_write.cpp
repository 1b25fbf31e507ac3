// Writing the `game` and `final` responses (game_json.hpp; docs/game.md "Game response").
#include <fmt/format.h>

#include <cmath>
#include <nlohmann/json.hpp>

#include "family/riichi/game_json.hpp"
#include "mjscore/json.hpp"

namespace mjscore::json {
namespace {

using ojson = nlohmann::ordered_json;

template <class A>
ojson array_of(const A& values) {
  ojson a = ojson::array();
  for (const auto& v : values) a.push_back(v);
  return a;
}

// Final points as numbers with at most 3 decimals (final_points already tidied them).
ojson points_json(const PerPlayer<double>& points) {
  ojson a = ojson::array();
  for (double p : points) {
    if (p == std::floor(p) && std::fabs(p) < 1e12)
      a.push_back(static_cast<long long>(p));
    else
      a.push_back(p);
  }
  return a;
}

// The members of an object, without its braces.
std::string members(const ojson& object) {
  std::string s = object.dump();
  return s.size() > 2 ? s.substr(1, s.size() - 2) : std::string();
}

ojson hand_json(const riichi::HandResult& h) {
  ojson o;
  o["round"] = h.round;
  o["honba"] = h.honba;
  o["dealer"] = h.dealer;
  o["sticks"] = h.sticks_before;
  o["result"] = h.result;
  if (!h.reason.empty()) o["reason"] = h.reason;
  if (!h.wins.empty()) {
    ojson wins = ojson::array();
    for (const auto& w : h.wins) {
      ojson x;
      x["winner"] = w.winner;
      x["han"] = w.han;
      x["fu"] = w.fu;
      if (w.yakuman) x["yakuman"] = w.yakuman;
      x["limit"] =
          w.limit == Limit::None ? ojson(nullptr) : ojson(std::string(limit_name(w.limit)));
      x["value"] = w.value;
      wins.push_back(std::move(x));
    }
    o["wins"] = std::move(wins);
  }
  if (!h.dropped.empty()) o["dropped"] = array_of(h.dropped);
  if (h.chombo_player) o["chombo"] = *h.chombo_player;
  o["deltas"] = array_of(h.deltas);
  o["riichi_deposits"] = array_of(h.deposits);
  o["scores"] = array_of(h.scores);
  o["sticks_after"] = h.sticks_after;
  if (h.expect) {
    o["expect"] = array_of(*h.expect);
    o["expect_ok"] = h.expect_ok;
  }
  return o;
}

ojson hands_json(const riichi::GameResult& result) {
  ojson hands = ojson::array();
  for (const auto& h : result.hands) hands.push_back(hand_json(h));
  return hands;
}

ojson final_json(const riichi::FinalStanding& f) {
  ojson fin;
  fin["scores"] = array_of(f.scores);
  fin["ranks"] = array_of(f.ranks);
  fin["points"] = points_json(f.points);
  fin["ended_by"] = f.ended_by;
  fin["leftover_sticks"] = f.leftover_sticks;
  bool any_chombo = false;
  for (int c : f.chombo_count) any_chombo |= c != 0;
  if (any_chombo) fin["chombo"] = array_of(f.chombo_count);
  if (f.expect) fin["expect_ok"] = f.expect_ok;
  return fin;
}

}  // namespace

std::string format_points(double points) { return points_json({points, 0, 0, 0})[0].dump(); }

std::string game_response_members(const GameAnswer& game) {
  const riichi::GameResult& result = game.result;
  ojson o;
  if (!game.players.empty()) o["players"] = array_of(game.players);
  o["hands"] = hands_json(result);
  o["final"] = final_json(result.final);
  if (game.expectations) o["expect_mismatches"] = result.expect_mismatches;
  return members(o);
}

std::string game_hands_json(const riichi::GameResult& result) { return hands_json(result).dump(); }

std::string game_final_json(const riichi::GameResult& result) {
  return final_json(result.final).dump();
}

std::string final_response_members(const riichi::FinalPoints& points) {
  ojson o;
  o["ranks"] = array_of(points.ranks);
  o["points"] = points_json(points.points);
  return members(o);
}

}  // namespace mjscore::json
