// The request-type switch: who answers each request type of the contract. Layers that answer
// settle and round requests hook in here.
#include <fmt/format.h>

#include "json/dispatch_inline.hpp"
#include "json/game_json.hpp"

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

Result<riichi::FinalPoints> answer_final(const Engine& engine, const FinalRequest& request) {
  auto rules =
      engine.riichi_rules(request.preset.empty() ? "tenhou" : request.preset, request.options);
  if (!rules) return tl::unexpected(std::move(rules.error()));
  return riichi::final_points(request.scores, rules->game, request.chombo);
}

namespace {

// The alternative T of a request body, when the body has one and holds it. Until the reader
// keeps a game or final request in the Answer, the dispatcher reads the line again.
template <class T, class Body>
inline constexpr bool kHasAlternative = false;
template <class T, class... Ts>
inline constexpr bool kHasAlternative<T, std::variant<Ts...>> = (std::is_same_v<T, Ts> || ...);

template <class T, class Body>
const T* held(const Body& body) {
  if constexpr (kHasAlternative<T, Body>) {
    return std::get_if<T>(&body);
  } else {
    return nullptr;
  }
}

// Answers a game or final request into `to` (its error into `a`): from the request the reader
// kept, else from the line read again by `parse`.
template <class Request, class Parse, class Answering, class T>
void answer_into(Answer& a, Parse&& parse, Answering&& answering, T& to) {
  auto answered = [&] {
    if (const auto* request = held<Request>(a.request)) return answering(*request);
    auto parsed = parse(a.line);
    return parsed ? answering(*parsed)
                  : decltype(answering(*parsed))(tl::unexpected(parsed.error()));
  }();
  if (answered) {
    to = std::move(*answered);
  } else {
    a.error = std::move(answered.error());
  }
}

}  // namespace

// detail::dispatch's request types other than score (json/dispatch_inline.hpp).
void detail::dispatch_other(const Engine& engine, Answer& a) {
  switch (a.type) {
    case RequestType::Score:  // answered by dispatch
      return;
    case RequestType::Waits:
      a.waits = answer_waits(std::get<WaitsRequest>(a.request));
      return;
    case RequestType::Game:  // riichi game flow (src/game, docs/game.md)
      return answer_into<riichi::GameRecord>(
          a, parse_game_record, [&](const auto& r) { return answer_game(engine, r); }, a.game);
    case RequestType::Final:
      return answer_into<FinalRequest>(
          a, parse_final_request, [&](const auto& r) { return answer_final(engine, r); }, a.final);
    case RequestType::Settle:
    case RequestType::Round:
      a.error = Error{
          ErrorCode::unsupported,
          fmt::format("request type '{}' is not implemented yet", request_type_name(a.type)), -1};
      return;
  }
}

void dispatch(const Engine& engine, Answer& a) { detail::dispatch(engine, a); }

}  // namespace json
}  // namespace mjscore
