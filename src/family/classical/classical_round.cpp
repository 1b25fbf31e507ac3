// A classical round (classical_settle.hpp): every hand scored with the family's scorer, winner
// or not (seed 003 section 7: "Cada jugador cuenta sus manos"), then settled.
#include <string>

#include "mjscore/classical_settle.hpp"
#include "mjscore/engine.hpp"

namespace mjscore::classical {
namespace {

tl::unexpected<Error> about_seat(Wind seat, Error e) {
  e.message = "hands." + std::string(seat_letter(seat)) + ": " + e.message;
  e.position = -1;
  return tl::unexpected(std::move(e));
}

}  // namespace

Result<void> play_round(const Engine& engine, const RoundRequest& request, const RuleSet& rules,
                        RoundResult& out) {
  const auto* r = rules.get<Rules>();
  if (!r) return fail(ErrorCode::unsupported, "a round is scored under classical rules");
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
