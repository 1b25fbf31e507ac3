// The request-type switch: who answers each request type of the contract. Layers that answer
// game, final, settle and round requests hook in here.
#include <fmt/format.h>

#include "json/dispatch_inline.hpp"
#include "json/game_json.hpp"
#include "mjscore/json.hpp"

namespace mjscore {

WaitsAnswer answer_waits(const WaitsRequest& request) {
  const Hand& h = request.hand;
  const int melds = h.melds.size();
  return WaitsAnswer{waits(h.concealed, melds, h.all_tiles()), shanten(h.concealed, melds)};
}

namespace json {

// detail::dispatch's request types other than score (json/dispatch_inline.hpp).
void detail::dispatch_other(const Engine& engine, Answer& a) {
  switch (a.type) {
    case RequestType::Score:  // answered by dispatch
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

void dispatch(const Engine& engine, Answer& a) { detail::dispatch(engine, a); }

}  // namespace json
}  // namespace mjscore
