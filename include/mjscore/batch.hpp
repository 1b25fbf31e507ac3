// Many request lines answered into one text of response lines, for batch front ends (the CLI's
// `batch`, Python's batch_lines): each worker thread has its own Batch and BatchOutput. A line
// of the common score shape is read where it lies when the caller guarantees kLinePadding
// readable bytes after its '\n' (no copy); any other line is answered as json::Handler answers
// it. The responses are byte for byte json::Handler's.
#pragma once

#include <cstddef>
#include <memory>
#include <string_view>

#include "mjscore/engine.hpp"
#include "mjscore/json.hpp"

namespace mjscore {

// The bytes a reader may read after a line handed to it in place (its '\n' included).
inline constexpr std::size_t kLinePadding = 32;

// Response lines appended one after another; growing it does not write the new bytes first.
// A moved-from output is empty and may be used again.
class BatchOutput {
 public:
  BatchOutput();
  BatchOutput(BatchOutput&&) noexcept;
  BatchOutput& operator=(BatchOutput&&) noexcept;
  ~BatchOutput();

  std::string_view view() const;
  std::size_t size() const;
  void clear();
  void reserve(std::size_t bytes);
  void append(std::string_view text);
  void push_back(char c);

 private:
  friend class Batch;
  struct Buffer;     // src/contract/batch.cpp
  Buffer& buffer();  // made on first use
  std::unique_ptr<Buffer> buffer_;
};

// One worker's reader, engine and answer, reused line after line.
class Batch {
 public:
  explicit Batch(const Engine& engine, json::ParseOptions options = {});
  Batch(Batch&&) noexcept;
  Batch& operator=(Batch&&) noexcept;
  ~Batch();

  // Reads and answers `line`. The reference is valid until the next call.
  const json::Answer& answer(std::string_view line);
  // answer() and its response appended to `out` (no newline).
  const json::Answer& handle(std::string_view line, BatchOutput& out);
  // handle() of a line that the caller has followed by a '\0' or '\n' and kLinePadding - 1
  // more readable bytes: a line of the common shape is read where it lies.
  const json::Answer& handle_padded(std::string_view line, BatchOutput& out);
  // handle_padded() of the lines from `text` on, each up to its '\n', while they start before
  // `stop` and are of the common score shape, each response followed by a '\n'. Returns the
  // start of the first line not answered (`stop` or after when none is left): a line of
  // another shape is left to the caller, who cuts it and calls handle_padded() or handle(). A
  // '\n' must end the bytes before `stop`, followed by kLinePadding - 1 readable bytes. A line
  // answered is without a '\r' before its '\n'.
  const char* handle_lines_at(const char* text, const char* stop, BatchOutput& out);

 private:
  struct Lines;  // src/contract/batch.cpp
  std::unique_ptr<Lines> lines_;
};

}  // namespace mjscore
