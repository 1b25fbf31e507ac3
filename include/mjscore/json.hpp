// The JSON contract layer (docs/json-api.md):
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

namespace json {

// The request types and answers of the contract (answer.hpp), as this layer has always named
// them.
using mjscore::ClassicalAnswer;
using mjscore::GameAnswer;
using mjscore::HkGameAnswer;
using mjscore::request_type_name;
using mjscore::RequestType;
// The request as read: game, final, settle and round lines are read into their records here,
// once (by the codec of the family that reads the type).
using RequestBody = Request;

struct ParseOptions {
  // Top-level keys that are accepted and ignored (e.g. "expect" in conformance files). Any
  // other key that the request type does not define is invalid_request.
  std::vector<std::string> ignored_keys;
  // Read lines of the common shape without simdjson (same answers; tests compare both ways).
  bool fast_path = true;
};

// One answered request line: what the reader found (id, family, preset, type, the request)
// and the engine's answer (the members of mjscore::Answer). String views point into the
// Handler's buffers and stay valid until its next call.
struct Answer : mjscore::Answer {
  std::string_view line;                          // the request line as given
  std::string_view id;                            // raw JSON of "id"; empty when absent
  std::optional<Family> family = kDefaultFamily;  // nullopt: "rules" was not understood
  std::string_view preset;                        // preset named in the request ("" = default)
  RequestType type = RequestType::Score;
  bool parsed = false;  // `request` holds the whole request (no parse/request error)
  Request request;
  // The request's preset and options resolved, when cached; a score request then names
  // neither itself (`rules` holds them).
  const RuleSet* rules = nullptr;
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
  // Reads `line` without answering it: the request answer() answers, or the error answer()
  // gives when the line is not read.
  Result<Request> read(std::string_view line);

 private:
  struct Impl;
  std::unique_ptr<Impl> impl_;
};

// A request of `type` (game, final, settle, round) read from the whole request object `text`
// by the record codec of the family that reads it: `family`'s own, else the one family that
// reads the type (final is riichi's, settle and round classical's); "type" and "rules" in the
// text are not read. The contract's errors; unsupported for a type no family reads.
Result<Request> parse_request(RequestType type, std::optional<Family> family,
                              std::string_view text);

// Reads one entry of a game record (`entry`, one element of its "hands" or "rounds" list, a JSON
// object) and appends it to `record`, a game request read before (Handler::read, parse_request)
// and grown this way: the checks and errors are those the whole record's reader gives for the
// entry at that place ("hands[7]: ..."), by the record codec of the record's family.
// unsupported for a request that is no game record. A text that is not one JSON value is a
// parse_error whose positions are in `entry`. `record` is unchanged on error.
Result<void> append_entry(Request& record, std::string_view entry);

// What the HTTP API's game object shows of a game answer, as JSON written as the game response
// writes it: the entries ("hands": the hand results; a classical game's rounds), the next hand
// (null once the game has ended; its fields are the family's) and the final standings (null
// until it has ended).
struct GameParts {
  std::string entries, next, final;
};
// The member of a game record of `family` that lists its entries: "hands" (riichi, hk), "rounds"
// (classical).
std::string_view game_entries_key(Family family);
// The parts of the game `answer` answers (Engine::answer of `request`, a game request of any
// family, without error); nullopt for another request.
std::optional<GameParts> game_parts(const Request& request, const mjscore::Answer& answer);

// The members a family writes itself, each as the response writes it, as one JSON object: of a
// score, its family's part (riichi han, fu, ...; HK faan, ...; classical points, ...); of an
// answer to a family's own request type (game, final, settle, round), every member after the
// opening. For front ends that build their own objects from the answer's structs (Python)
// without telling families apart.
std::string score_family_members(const ScoreResult& result);
std::string request_members(const Answer& answer);

// The response line of an answer (one JSON object, no newline) appended to `out`: of an answer
// a Handler gave, or one a front end filled itself (Engine::answer's members, the reader's
// fields).
void append_response(const Answer& answer, std::string& out);

// One line in, the response line out (convenience; a batch reuses a Handler instead).
std::string handle_line(const Engine& engine, std::string_view line,
                        const ParseOptions& options = {});

// Text helpers shared with the CLI's human-readable output.
// A final point value as the responses write it: integers without a fraction, else up to 3
// decimals.
std::string format_points(double points);
std::string_view wait_name(Wait w);
// The sets of a reading in canonical MPSZ ("123m", "555z", "0555m"), red fives placed on the
// sets that hold them.
std::vector<std::string> reading_sets(const Arrangement& reading, const Hand& hand);

}  // namespace json
}  // namespace mjscore
