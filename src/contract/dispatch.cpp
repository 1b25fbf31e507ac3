// The request-type switch: who answers each request type of the contract. Layers that answer
// settle and round requests hook in here.
#include <fmt/format.h>

#include "contract/dispatch_inline.hpp"
#include "family/classical/classical_json.hpp"
#include "family/riichi/game_json.hpp"

namespace mjscore {

WaitsAnswer answer_waits(const WaitsRequest& request) {
  const Hand& h = request.hand;
  const int melds = h.melds.size();
  return WaitsAnswer{waits(h.concealed, melds, h.all_tiles()), shanten(h.concealed, melds)};
}

namespace json {

Result<GameAnswer> answer_game(const Engine& engine, const riichi::GameRecord& record) {
  auto result = riichi::play_game(engine, record);
  if (!result) return tl::unexpected(std::move(result.error()));
  bool expectations = record.expect.has_value();
  for (const auto& h : record.hands) expectations |= h.expect.has_value();
  return GameAnswer{record.players, expectations, std::move(*result)};
}

Result<HkGameAnswer> answer_hk_game(const Engine& engine, const hk::GameRecord& record) {
  auto result = hk::play_game(engine, record);
  if (!result) return tl::unexpected(std::move(result.error()));
  return HkGameAnswer{record.players, std::move(*result)};
}

Result<riichi::FinalPoints> answer_final(const Engine& engine, const FinalRequest& request) {
  auto rules =
      engine.riichi_rules(request.preset.empty() ? "tenhou" : request.preset, request.options);
  if (!rules) return tl::unexpected(std::move(rules.error()));
  return riichi::final_points(request.scores, rules->game, request.chombo);
}

Result<classical::Settlement> answer_settle(const Engine& engine,
                                            const classical::SettleRequest& request) {
  auto rules = engine.resolve(Family::Classical, request.preset, request.options);
  if (!rules) return tl::unexpected(std::move(rules.error()));
  return classical::settle(request, std::get<classical::Rules>(rules->rules));
}

Result<void> answer_round(const Engine& engine, const classical::RoundRequest& request,
                          classical::RoundResult& out) {
  auto rules = engine.resolve(Family::Classical, request.preset, request.options);
  if (!rules) return tl::unexpected(std::move(rules.error()));
  return classical::play_round(engine, request, *rules, out);
}

namespace {

// Answers the game or final request the reader kept in `a.request` into `to`, or its error
// into `a`.
template <class Request, class Answering, class T>
void answer_into(Answer& a, Answering&& answering, T& to) {
  if (auto answered = answering(std::get<Request>(a.request))) {
    to = std::move(*answered);
  } else {
    a.error = std::move(answered.error());
  }
}

}  // namespace

// detail::dispatch's request types other than score (contract/dispatch_inline.hpp).
void detail::dispatch_other(const Engine& engine, Answer& a) {
  switch (a.type) {
    case RequestType::Score:  // answered by dispatch
      return;
    case RequestType::Waits:
      a.waits = answer_waits(std::get<WaitsRequest>(a.request));
      return;
    case RequestType::Game:  // riichi game flow (src/game, docs/game.md); hk, classical
      if (std::holds_alternative<classical::GameRecord>(a.request))
        return answer_into<classical::GameRecord>(
            a, [&](const auto& r) { return classical::play_game(engine, r); }, a.classical.game);
      if (std::holds_alternative<hk::GameRecord>(a.request))
        return answer_into<hk::GameRecord>(
            a, [&](const auto& r) { return answer_hk_game(engine, r); }, a.hk_game);
      return answer_into<riichi::GameRecord>(
          a, [&](const auto& r) { return answer_game(engine, r); }, a.game);
    case RequestType::Final:
      return answer_into<FinalRequest>(
          a, [&](const auto& r) { return answer_final(engine, r); }, a.final);
    case RequestType::Settle:  // classical settlement (src/settle, docs/classical-games.md)
      return answer_into<classical::SettleRequest>(
          a, [&](const auto& r) { return answer_settle(engine, r); }, a.classical.settlement);
    case RequestType::Round:
      if (auto played =
              answer_round(engine, std::get<classical::RoundRequest>(a.request), a.classical.round);
          !played)
        a.error = std::move(played.error());
      return;
  }
}

void dispatch(const Engine& engine, Answer& a) { detail::dispatch(engine, a); }

}  // namespace json
}  // namespace mjscore
