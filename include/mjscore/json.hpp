// The JSON contract layer (../shared/spec/json-api.md; our extensions in docs/json-api.md):
// one request line in, one response line out. Parsing uses simdjson On-Demand, responses are
// written by hand into a caller's reused std::string, so a batch runs without per-line heap
// allocation on the common path.
#pragma once

#include <cstddef>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <variant>
#include <vector>

#include "mjscore/analysis.hpp"
#include "mjscore/engine.hpp"
#include "mjscore/error.hpp"
#include "mjscore/game.hpp"
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
using RequestBody = std::variant<ScoreRequest, WaitsRequest, riichi::GameRecord,
                                 riichi::FinalRequest, OtherRequest>;

struct ParseOptions {
  // Top-level keys that are accepted and ignored (e.g. "expect" in conformance files). Any
  // other key that the request type does not define is invalid_request.
  std::vector<std::string> ignored_keys;
  // Read lines of the common shape without simdjson (same answers; tests compare both ways).
  bool fast_path = true;
};

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
  const RuleSet* rules = nullptr;  // the request's preset and options resolved, when cached

  // The outcome: `error`, or the result of `type`.
  std::optional<Error> error;
  ScoreResult score;
  WaitsAnswer waits;
  // Request types answered by other layers (game, final, ...) put their response fields here,
  // pre-rendered: the JSON members after "ok", "rules" and "preset", without braces.
  std::string body_json;
};

// Response lines appended one after another, as into a std::string, but growing it does not
// write the new bytes: the writers grow the text by a bound before every response and cut it
// back to what they wrote, and std::string's resize zero-fills that bound each time. The batch
// front end writes its responses here.
class ResponseBuffer {
 public:
  ResponseBuffer() = default;
  ResponseBuffer(ResponseBuffer&&) noexcept = default;
  ResponseBuffer& operator=(ResponseBuffer&&) noexcept = default;

  std::string_view view() const { return {data_.get(), size_}; }
  std::size_t size() const { return size_; }
  void clear() { size_ = 0; }
  void reserve(std::size_t bytes) {
    if (bytes > capacity_) grow(bytes - size_);
  }
  // Room for `bytes` more after the end (not initialised); the writer then calls set_end.
  char* room(std::size_t bytes) {
    if (capacity_ - size_ < bytes) grow(bytes);
    return data_.get() + size_;
  }
  // Whether room(bytes) has the room without growing (grow() is a call).
  bool has_room(std::size_t bytes) const { return capacity_ - size_ >= bytes; }
  // The end of the text: a pointer within the room last asked for.
  void set_end(const char* end) { size_ = static_cast<std::size_t>(end - data_.get()); }
  void append(std::string_view s);
  void push_back(char c) {
    *room(1) = c;
    ++size_;
  }

 private:
  void grow(std::size_t bytes);  // capacity for `bytes` more, at least doubled; text kept
  std::unique_ptr<char[]> data_;
  std::size_t size_ = 0, capacity_ = 0;
};

// The bytes Handler::handle_padded may read after a line (its '\0' or '\n' included).
inline constexpr std::size_t kLinePadding = 32;

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
  const Answer& handle(std::string_view line, ResponseBuffer& out);
  // handle() for a line the caller has followed by a '\0' or '\n' and kLinePadding - 1 more
  // readable bytes: the common shape is read where it lies, without the copy into a padded
  // buffer (the line's own newline serves, so a file can be read in place).
  const Answer& handle_padded(std::string_view line, ResponseBuffer& out);
  // handle_padded() of the lines from `text` on, each up to its '\n', while they start before
  // `stop` and are of the common shape (json/request_fields.hpp), each response followed by a
  // '\n' (one call for the lines of a batch's chunk; `stop` = `text` + 1 answers one line). The
  // reading of a line finds its '\n': the caller needs no search for the line's end first.
  // Returns the start of the first line not answered (`stop` or after when none is left): a
  // line of any other shape is left to the caller, who cuts it and calls handle_padded() or
  // handle(). A '\n' must end the bytes before `stop`, followed by kLinePadding - 1 readable
  // bytes. A line answered is without a '\r' before its '\n'.
  const char* handle_lines_at(const char* text, const char* stop, ResponseBuffer& out);

 private:
  struct Impl;
  std::unique_ptr<Impl> impl_;
};

// One line in, the response line out (convenience; a batch reuses a Handler instead).
std::string handle_line(const Engine& engine, std::string_view line,
                        const ParseOptions& options = {});

// Parses a request line into `answer` (sets line, id, family, preset, type, parsed, request,
// and error on failure). `scratch` is the padded copy of the line the parser reads.
// Used by Handler; exposed for tests and tools.
class RequestParser {
 public:
  explicit RequestParser(ParseOptions options = {});
  RequestParser(RequestParser&&) noexcept;
  RequestParser& operator=(RequestParser&&) noexcept;
  ~RequestParser();
  void parse(std::string_view line, Answer& answer);
  // parse() of a line followed by '\0' or '\n' and kLinePadding - 1 more readable bytes.
  void parse_padded(std::string_view line, Answer& answer);

 private:
  // Handler::handle_lines_at reads through Impl::parse_line_at (json/request_parser.hpp) inline.
  friend class Handler;
  struct Impl;
  std::unique_ptr<Impl> impl_;
};

// Answers a parsed request: the request-type switch (score, waits, game, ...).
void dispatch(const Engine& engine, Answer& answer);

// ---- Response writers (append one JSON object, no newline) ----
// `id` is raw JSON (written verbatim; "null" when empty).
void write_response(const Answer& answer, std::string& out);
// The same bytes into a ResponseBuffer (JsonFastPath compares the two).
void write_response(const Answer& answer, ResponseBuffer& out);
void write_score_response(std::string& out, std::string_view id, const ScoreResult& result,
                          const Hand& hand);
void write_waits_response(std::string& out, std::string_view id, Family family,
                          std::string_view preset, const WaitsAnswer& waits);
// `family` nullopt writes "rules": null.
void write_error_response(std::string& out, std::string_view id, std::optional<Family> family,
                          std::string_view preset, const Error& error);

// Text helpers shared with the CLI's human-readable output.
std::string_view wait_name(Wait w);
std::string_view shape_name(Shape s);
// The sets of a reading in canonical MPSZ ("123m", "555z", "0555m"), red fives placed on the
// sets that hold them.
std::vector<std::string> reading_sets(const Arrangement& reading, const Hand& hand);

}  // namespace json
}  // namespace mjscore
