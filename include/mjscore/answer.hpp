// Every request of the contract as a typed value (Request) and what the engine answers to it
// (Answer): Engine::answer (engine.hpp) takes the one and fills the other. The JSON layer reads
// a line into a Request and writes its Answer; the CLI, the server and Python build Requests
// from their own inputs.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <variant>
#include <vector>

#include "mjscore/analysis.hpp"
#include "mjscore/classical_game.hpp"
#include "mjscore/classical_settle.hpp"
#include "mjscore/error.hpp"
#include "mjscore/game.hpp"
#include "mjscore/hk_game.hpp"
#include "mjscore/request.hpp"
#include "mjscore/result.hpp"

namespace mjscore {

struct Answer;

// The request types of the contract. Analyze and Convert are reserved for the request types
// that come next: no reader produces them yet and the engine answers them `unsupported`.
enum class RequestType : uint8_t { Score, Waits, Game, Final, Settle, Round, Analyze, Convert };
// "score", "waits", "game", "final", "settle", "round", "analyze", "convert".
std::string_view request_type_name(RequestType t);

// Contract "waits": a hand that lacks one tile (13 - 3 * melds concealed tiles) and its melds.
struct RuleSet;  // engine.hpp

struct WaitsRequest {
  Hand hand;  // validated as HandShape::Waiting; `win` unused
  // The rule set whose tiles the waits count with (three-player riichi lacks 2m-8m,
  // docs/sanma.md); empty preset and no options: every tile.
  Family family = kDefaultFamily;
  std::string preset;
  OptionOverrides options;
  const RuleSet* rules = nullptr;  // resolved by the reader (then preset and options are unused)
};

// Reserved (RequestType::Analyze, RequestType::Convert): no fields yet.
struct AnalyzeRequest {};
struct ConvertRequest {};

// Any request. Score and waits are family-neutral (a score request names its family); the
// other types are a family's own record types, each read and answered through that family's
// descriptor (src/family/<f>/family.cpp). std::monostate: no request (a line not read).
using Request =
    std::variant<ScoreRequest, WaitsRequest, std::monostate, AnalyzeRequest, ConvertRequest,
                 riichi::GameRecord, riichi::FinalRequest, hk::GameRecord, classical::SettleRequest,
                 classical::RoundRequest, classical::GameRecord>;

// The family a request belongs to: a score request's own, the family whose record type the
// request is (game, final, settle, round); nullopt for a waits request and none.
std::optional<Family> family_of(const Request& request);

// Where a game stands, whatever its family: what the HTTP API's game list and checks read.
struct GameState {
  bool finished = false;          // the game has ended: no hand may follow
  std::string_view ended_by;      // what ended it ("incomplete" while it goes on)
  std::string_view preset;        // the preset the game was played under
  std::size_t entries = 0;        // the record's hands (a classical game's rounds)
  std::vector<long long> scores;  // every player's score (a classical game's totals)
};

// The state of the game `answer` answers (Engine::answer of `request`, a game request of any
// family, without error); nullopt for another request. The views point into `answer`.
std::optional<GameState> game_state(const Request& request, const Answer& answer);

// The answer to a waits request: the completing tiles (and those whose four copies the player
// holds), shanten of every Riichi shape.
struct WaitsAnswer {
  WaitResult waits;
  Shanten shanten;
};
WaitsAnswer answer_waits(const WaitsRequest& request);
// invalid_hand naming the first tile of `hand` (concealed or melded) among `missing` (bit n:
// kind n, a descriptor's missing_kinds).
Result<void> check_tile_set(const Hand& hand, uint64_t missing);

// The answer to a riichi game request: the game's result and what the response shows of the
// record.
struct GameAnswer {
  std::vector<std::string> players;  // the record's names (none given: empty)
  bool expectations = false;         // the record or a hand carries `expect`
  riichi::GameResult result;
};

// The answer to an HK game request ("rules": "hk"; docs/hk.md "HK games").
struct HkGameAnswer {
  std::vector<std::string> players;  // the record's names (none given: empty)
  hk::GameResult result;
};

// The answers to classical settle, round and game requests (classical_settle.hpp,
// classical_game.hpp).
struct ClassicalAnswer {
  classical::Settlement settlement;  // settle
  classical::RoundResult round;      // round (its settlement is round.settlement)
  classical::GameResult game;        // game ("rules": "classical")
};

// What the engine answers to a request: `error`, or the member of the request's type. Reused
// between requests by batch front ends (a score result is about 2 KB): a member of another
// type keeps what an earlier request left in it.
struct Answer {
  std::optional<Error> error;
  ScoreResult score;
  WaitsAnswer waits;
  GameAnswer game;       // a riichi game
  HkGameAnswer hk_game;  // an HK game
  riichi::FinalPoints final;
  ClassicalAnswer classical;
};

}  // namespace mjscore
