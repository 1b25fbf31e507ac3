// A classical round (classical_settle.hpp): every hand scored with the family's scorer, winner
// or not (seed 003 section 7: "Cada jugador cuenta sus manos"), then settled.
#include <array>
#include <string>

#include "mjscore/classical_settle.hpp"
#include "mjscore/engine.hpp"
#include "mjscore/notation.hpp"

namespace mjscore::classical {
namespace {

tl::unexpected<Error> about_seat(Wind seat, Error e) {
  e.message = "hands." + std::string(seat_letter(seat)) + ": " + e.message;
  e.position = -1;
  return tl::unexpected(std::move(e));
}

// The four hands are dealt from one set: four copies of each tile, one of each bonus tile
// (docs/notation.md: at most four copies of a tile; issue 33). invalid_hand naming the tile
// and the seats that hold it.
Result<void> one_tile_set(const RoundRequest& request) {
  std::array<TileCounts, kSeats> held{};
  TileCounts total{};
  int bonus_holders[kBonusKinds] = {};
  for (int i = 0; i < kSeats; ++i) {
    held[i] = request.hands[i].hand.all_tiles();
    for (int k = 0; k < kTileKinds; ++k) total[k] += held[i][k];
    for (int b = 0; b < kBonusKinds; ++b)
      bonus_holders[b] += request.hands[i].hand.bonus_mask >> b & 1;
  }
  const auto seats_holding = [&](auto holds) {
    std::string seats;
    for (int i = 0; i < kSeats; ++i)
      if (holds(i)) seats += (seats.empty() ? "" : ", ") + std::string(seat_letter(wind_at(i)));
    return seats;
  };
  for (int k = 0; k < kTileKinds; ++k) {
    if (total[k] <= kCopies) continue;
    TileCounts one{};
    one[k] = 1;
    return fail(ErrorCode::invalid_hand, "the hands hold " + std::to_string(total[k]) +
                                             " copies of " + format_tiles(one) + " (a set has " +
                                             std::to_string(kCopies) + "): hands " +
                                             seats_holding([&](int i) { return held[i][k] > 0; }));
  }
  for (int b = 0; b < kBonusKinds; ++b)
    if (bonus_holders[b] > 1)
      return fail(
          ErrorCode::invalid_hand,
          "bonus tile " + std::to_string(b + 1) + "f is held by more than one hand: hands " +
              seats_holding([&](int i) { return request.hands[i].hand.bonus_mask >> b & 1; }));
  return {};
}

}  // namespace

Result<void> play_round(const Engine& engine, const RoundRequest& request, const RuleSet& rules,
                        RoundResult& out) {
  const auto* r = rules.get<Rules>();
  if (!r) return fail(ErrorCode::unsupported, "a round is scored under classical rules");
  if (auto ok = one_tile_set(request); !ok) return ok;
  SettleRequest settle_request;
  settle_request.winner = request.winner;
  settle_request.dangerous = request.dangerous;
  for (int i = 0; i < kSeats; ++i) {
    const Wind seat = static_cast<Wind>(i);
    ScoreRequest q = request.hands[i];
    q.family = Family::Classical;
    q.seat = seat;
    q.round = request.round;
    q.won = request.winner == seat;
    ScoreResult& result = out.hands[i];
    if (auto scored = engine.score(q, rules, result); !scored)
      return about_seat(seat, std::move(scored.error()));
    result.preset = {};  // would point into `rules`, which may not outlive `out`
    settle_request.scores[i] = result.classical.score;
    settle_request.dead[i] = result.classical.dead_hand;
  }
  if (request.winner && out.hands[static_cast<int>(*request.winner)].classical.dead_hand)
    return about_seat(*request.winner,
                      Error{ErrorCode::invalid_request,
                            "the winner's hand is dead (a wrong tile count): it cannot win", -1});
  if (request.dangerous && request.winner) {
    // A dangerous game: a discard that lets a limit hand out (classical-rulesets.md).
    const ScoreRequest& won = request.hands[static_cast<int>(*request.winner)];
    if (won.win_by == WinBy::Tsumo)
      return fail(ErrorCode::invalid_request,
                  "a dangerous game is won on a discard, not self-drawn");
    if (won.from && *won.from != *request.dangerous)
      return fail(ErrorCode::invalid_request,
                  "the dangerous discarder differs from the winning hand's \"from\"");
    if (!out.hands[static_cast<int>(*request.winner)].classical.limit_fraction)
      return fail(ErrorCode::invalid_request, "a dangerous game lets a limit hand out");
  }
  auto settled = settle(settle_request, *r);
  if (!settled) return tl::unexpected(std::move(settled.error()));
  out.settlement = std::move(*settled);
  return {};
}

Result<RoundResult> play_round(const Engine& engine, const RoundRequest& request) {
  auto rules = engine.resolve(Family::Classical, request.preset, request.options);
  if (!rules) return tl::unexpected(std::move(rules.error()));
  Result<RoundResult> out{tl::in_place};
  if (auto played = play_round(engine, request, *rules, *out); !played)
    return tl::unexpected(std::move(played.error()));
  return out;
}

}  // namespace mjscore::classical
