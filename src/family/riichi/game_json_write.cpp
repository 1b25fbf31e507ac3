// Writing the `game` and `final` responses (game_json.hpp; docs/game.md "Game response").
#include <cmath>

#include "family/riichi/game_json.hpp"
#include "json/json_out.hpp"
#include "mjscore/json.hpp"

namespace mjscore::json {
namespace {

using out::Escapes;
using out::Writer;

// A final point value: a whole number as an integer, another with at most 3 decimals
// (final_points already tidied them).
Writer& points(Writer& w, double p) {
  if (p == std::floor(p) && std::fabs(p) < 1e12) return w.integer(static_cast<long long>(p));
  return w.floating(p);
}

void hand(Writer& w, const riichi::HandResult& h) {
  w.open('{');
  w.key("round").string(h.round);
  w.key("honba").integer(h.honba);
  w.key("dealer").integer(h.dealer);
  w.key("sticks").integer(h.sticks_before);
  w.key("result").string(h.result);
  if (!h.reason.empty()) w.key("reason").string(h.reason);
  if (!h.wins.empty()) {
    w.key("wins").open('[');
    for (const auto& win : h.wins) {
      w.open('{');
      w.key("winner").integer(win.winner);
      w.key("han").integer(win.han);
      w.key("fu").integer(win.fu);
      if (win.yakuman) w.key("yakuman").integer(win.yakuman);
      if (win.limit == Limit::None) {
        w.key("limit").null();
      } else {
        w.key("limit").string(limit_name(win.limit));
      }
      w.key("value").integer(win.value);
      w.close('}');
    }
    w.close(']');
  }
  if (!h.dropped.empty()) w.key("dropped").integers(h.dropped);
  if (h.chombo_player) w.key("chombo").integer(*h.chombo_player);
  w.key("deltas").integers(h.deltas);
  w.key("riichi_deposits").integers(h.deposits);
  w.key("scores").integers(h.scores);
  w.key("sticks_after").integer(h.sticks_after);
  if (h.expect) {
    w.key("expect").integers(*h.expect);
    w.key("expect_ok").boolean(h.expect_ok);
  }
  w.close('}');
}

void hands(Writer& w, const riichi::GameResult& result) {
  w.open('[');
  for (const auto& h : result.hands) hand(w, h);
  w.close(']');
}

void final_object(Writer& w, const riichi::FinalStanding& f) {
  w.open('{');
  w.key("scores").integers(f.scores);
  w.key("ranks").integers(f.ranks);
  w.key("points").open('[');
  for (double p : f.points) points(w, p);
  w.close(']');
  w.key("ended_by").string(f.ended_by);
  w.key("leftover_sticks").integer(f.leftover_sticks);
  bool any_chombo = false;
  for (int c : f.chombo_count) any_chombo |= c != 0;
  if (any_chombo) w.key("chombo").integers(f.chombo_count);
  if (f.expect) w.key("expect_ok").boolean(f.expect_ok);
  w.close('}');
}

}  // namespace

std::string format_points(double p) {
  return out::written(out::Escapes::record, [&](Writer& w) { points(w, p); });
}

std::string game_response_members(const GameAnswer& game) {
  return out::written(out::Escapes::record, [&](Writer& w) {
    if (!game.players.empty()) w.key("players").strings(game.players);
    hands(w.key("hands"), game.result);
    final_object(w.key("final"), game.result.final);
    if (game.expectations) w.key("expect_mismatches").integer(game.result.expect_mismatches);
  });
}

std::string game_hands_json(const riichi::GameResult& result) {
  return out::written(out::Escapes::record, [&](Writer& w) { hands(w, result); });
}

std::string game_final_json(const riichi::GameResult& result) {
  return out::written(out::Escapes::record, [&](Writer& w) { final_object(w, result.final); });
}

std::string final_response_members(const riichi::FinalPoints& p) {
  return out::written(out::Escapes::record, [&](Writer& w) {
    w.key("ranks").integers(p.ranks);
    w.key("points").open('[');
    for (double v : p.points) points(w, v);
    w.close(']');
  });
}

}  // namespace mjscore::json
