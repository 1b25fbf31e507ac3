// Internal: the batch plumbing of the JSON layer, for app/batch_pipeline.cpp, the tests and the
// fuzz target. A batch worker answers its lines into a ResponseBuffer through a LineHandler,
// reading a line of the common shape where it lies (the caller guarantees kLinePadding readable
// bytes after it). The public json::Handler is a LineHandler behind a pointer.
#pragma once

#include <cstddef>
#include <memory>
#include <string_view>

#include "contract/fast/cache_line.hpp"
#include "mjscore/batch.hpp"
#include "mjscore/json.hpp"

namespace mjscore::json {

// Response lines appended one after another, as into a std::string, but growing it does not
// write the new bytes: a writer takes room for its bound, writes through a cursor and sets the
// end to what it wrote (std::string's resize would zero-fill the bound first).
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

// The bytes a reader may read after a line handed to it in place (its '\0' or '\n' included).
using mjscore::kLinePadding;

// Parses a request line into `answer` (sets line, id, family, preset, type, parsed, request,
// and error on failure; contract/request_read.cpp).
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
  // LineHandler::handle_lines_at reads through Impl::parse_line_at
  // (contract/fast/request_parser.hpp) inline.
  friend class LineHandler;
  struct Impl;
  std::unique_ptr<Impl> impl_;
};

// Answers a parsed request: the request-type switch (score, waits, game, ...).
void dispatch(const Engine& engine, Answer& answer);

// Appends the response line of an answer (one JSON object, no newline).
void write_response(const Answer& answer, ResponseBuffer& out);

// One worker's state: the parser, the answer it reuses and the engine. Aligned so that two
// workers' states share no cache line (contract/fast/cache_line.hpp).
class alignas(kThreadStateAlign) LineHandler {
 public:
  LineHandler(const Engine& engine, ParseOptions options);

  // Parses `line` and answers it. The reference is valid until the next call.
  const Answer& answer(std::string_view line);
  // Parses `line` without answering it: the request, or the reader's error.
  Result<Request> read(std::string_view line);
  // answer() and its response appended to `out`.
  const Answer& handle(std::string_view line, ResponseBuffer& out);
  // handle() of a line that the caller has followed by a '\0' or '\n' and kLinePadding - 1 more
  // readable bytes: the common shape is read where it lies, without a copy.
  const Answer& handle_padded(std::string_view line, ResponseBuffer& out);
  // handle_padded() of the lines from `text` on, each up to its '\n', while they start before
  // `stop` and are of the common shape (contract/request_fields.hpp), each response followed by a
  // '\n'; `stop` = `text` + 1 answers one line. The reader finds each line's '\n' itself.
  // Returns the start of the first line not answered (`stop` or after when none is left): a
  // line of another shape is left to the caller, who cuts it and calls handle_padded() or
  // handle(). A '\n' must end the bytes before `stop`, followed by kLinePadding - 1 readable
  // bytes. A line answered is without a '\r' before its '\n'.
  const char* handle_lines_at(const char* text, const char* stop, ResponseBuffer& out);

 private:
  const Engine* engine_;
  RequestParser parser_;
  Answer answer_;
};

}  // namespace mjscore::json
