// The JSON contract layer (../shared/spec/json-api.md; our extensions in docs/json-api.md):
// one request line in, one response line out, and the typed answer both the JSON writer and
// the CLI's text read. A batch reuses one Handler per thread, without per-line heap allocation
// on the common path.
#pragma once

#include <cstddef>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <variant>
#include <vector>

#include "mjscore/analysis.hpp"
#include "mjscore/classical_game.hpp"
#include "mjscore/classical_settle.hpp"
#include "mjscore/engine.hpp"
#include "mjscore/error.hpp"
#include "mjscore/game.hpp"
#include "mjscore/hk_game.hpp"
#include "mjscore/request.hpp"
#include "mjscore/result.hpp"

namespace mjscore {

// Contract "waits": a hand that lacks one tile (13 - 3 * melds concealed tiles) and its melds.
struct WaitsRequest {
  Hand hand;  // validated as HandShape::Waiting; `win` unused
};

// The answer to a waits request: the completing tiles (and those whose four copies the player
// holds), shanten of every Riichi shape.
struct WaitsAnswer {
  WaitResult waits;
  Shanten shanten;
};
WaitsAnswer answer_waits(const WaitsRequest& request);

namespace json {

enum class RequestType : uint8_t { Score, Waits, Game, Final, Settle, Round };
std::string_view request_type_name(RequestType t);

// A request type this layer only recognises (settle, round): answered `unsupported`.
struct OtherRequest {
  RequestType type = RequestType::Settle;
};

// The request as read: game and final lines are read into their records here, once.
// Classical settle, round and game lines and HK game lines are read into their requests the
// same way.
using RequestBody = std::variant<ScoreRequest, WaitsRequest, riichi::GameRecord,
                                 riichi::FinalRequest, OtherRequest, classical::SettleRequest,
                                 classical::RoundRequest, classical::GameRecord, hk::GameRecord>;

struct ParseOptions {
  // Top-level keys that are accepted and ignored (e.g. "expect" in conformance files). Any
  // other key that the request type does not define is invalid_request.
  std::vector<std::string> ignored_keys;
  // Read lines of the common shape without simdjson (same answers; tests compare both ways).
  bool fast_path = true;
};

// The answer to a game request: the game's result and what the response shows of the record.
struct GameAnswer {
  std::vector<std::string> players;  // the record's names (none given: empty)
  bool expectations = false;         // the record or a hand carries `expect`
  riichi::GameResult result;
};
// Plays a game record under its preset and options (riichi::play_game).
Result<GameAnswer> answer_game(const Engine& engine, const riichi::GameRecord& record);

// The answers to classical settle, round and game requests (classical_settle.hpp,
// classical_game.hpp).
struct ClassicalAnswer {
  classical::Settlement settlement;  // settle
  classical::RoundResult round;      // round (its settlement is round.settlement)
  classical::GameResult game;        // game ("rules": "classical")
};

// The answer to an HK game request ("rules": "hk"; docs/hk.md "HK games").
struct HkGameAnswer {
  std::vector<std::string> players;  // the record's names (none given: empty)
  hk::GameResult result;
};
// Plays an HK game record under its preset and options (hk::play_game).
Result<HkGameAnswer> answer_hk_game(const Engine& engine, const hk::GameRecord& record);

// One answered request line. String views point into the Handler's buffers and stay valid
// until its next call.
struct Answer {
  std::string_view line;                          // the request line as given
  std::string_view id;                            // raw JSON of "id"; empty when absent
  std::optional<Family> family = Family::Riichi;  // nullopt: "rules" was not understood
  std::string_view preset;                        // preset named in the request ("" = default)
  RequestType type = RequestType::Score;
  bool parsed = false;  // `request` holds the whole request (no parse/request error)
  RequestBody request;
  // The request's preset and options resolved, when cached; a score request then names
  // neither itself (`rules` holds them).
  const RuleSet* rules = nullptr;

  // The outcome: `error`, or the member of `type` (settle and round answers join these).
  std::optional<Error> error;
  ScoreResult score;
  WaitsAnswer waits;
  GameAnswer game;
  HkGameAnswer hk_game;  // a game request of the hk family
  riichi::FinalPoints final;
  ClassicalAnswer classical;
};

// Parses and answers request lines; owns the parser and buffers it reuses. One per thread.
class Handler {
 public:
  explicit Handler(const Engine& engine, ParseOptions options = {});
  Handler(Handler&&) noexcept;
  Handler& operator=(Handler&&) noexcept;
  ~Handler();

  // Parses `line` and answers it. The reference is valid until the next call.
  const Answer& answer(std::string_view line);
  // answer() and the JSON response appended to `out` (one line, no newline).
  const Answer& handle(std::string_view line, std::string& out);

 private:
  struct Impl;
  std::unique_ptr<Impl> impl_;
};

// One line in, the response line out (convenience; a batch reuses a Handler instead).
std::string handle_line(const Engine& engine, std::string_view line,
                        const ParseOptions& options = {});

// Text helpers shared with the CLI's human-readable output.
std::string_view wait_name(Wait w);
// The sets of a reading in canonical MPSZ ("123m", "555z", "0555m"), red fives placed on the
// sets that hold them.
std::vector<std::string> reading_sets(const Arrangement& reading, const Hand& hand);

}  // namespace json
}  // namespace mjscore
