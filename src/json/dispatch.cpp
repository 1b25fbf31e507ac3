// The request-type switch: who answers each request type of the contract. Layers that answer
// game, final, settle and round requests hook in here.
#include <fmt/format.h>

#include "json/game_json.hpp"
#include "mjscore/json.hpp"

namespace mjscore {

WaitsAnswer answer_waits(const WaitsRequest& request) {
  const Hand& h = request.hand;
  const int melds = h.melds.size();
  return WaitsAnswer{waits(h.concealed, melds, h.all_tiles()), shanten(h.concealed, melds)};
}

namespace json {

void dispatch(const Engine& engine, Answer& a) {
  if (a.error || !a.parsed) return;
  // A score request, nearly every line of a batch, before the switch's jump table.
  if (a.type == RequestType::Score) {
    // Into the Answer's reused result: no 2 KB result built and moved per request.
    if (auto r = engine.score(std::get<ScoreRequest>(a.request), a.score); !r)
      a.error = std::move(r.error());
    return;
  }
  switch (a.type) {
    case RequestType::Score:  // answered above
      return;
    case RequestType::Waits:
      a.waits = answer_waits(std::get<WaitsRequest>(a.request));
      return;
    case RequestType::Game:
    case RequestType::Final: {  // riichi game flow and final scores (src/game, docs/game.md)
      auto body =
          a.type == RequestType::Game ? answer_game(engine, a.line) : answer_final(engine, a.line);
      if (body) {
        a.body_json = std::move(*body);
      } else {
        a.error = std::move(body.error());
      }
      return;
    }
    case RequestType::Settle:
    case RequestType::Round:
      a.error = Error{
          ErrorCode::unsupported,
          fmt::format("request type '{}' is not implemented yet", request_type_name(a.type)), -1};
      return;
  }
}

}  // namespace json
}  // namespace mjscore
