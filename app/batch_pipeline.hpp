// The batch pipeline behind `mjscore batch`: JSON lines read in 1 MB blocks, cut into byte
// chunks that the workers claim one at a time, and written in input order as they finish.
#pragma once

#include <cstddef>
#include <cstdio>
#include <memory>

#include "mjscore/engine.hpp"
#include "mjscore/json.hpp"

namespace mjscore::cli {

// A request line longer than this (without its '\n') is answered invalid_request unread.
// 4 MiB: a game record of many hands fits (tests/contract/cli_test.cpp reads a 3 MB line).
inline constexpr std::size_t kDefaultMaxLineBytes = std::size_t{4} << 20;

struct BatchSizes {
  std::size_t max_line_bytes = kDefaultMaxLineBytes;  // at least 1
  // The read block and the work chunk (the tests and the fuzz target make them small).
  std::size_t block_bytes = std::size_t{1} << 20;
  std::size_t chunk_bytes = std::size_t{1} << 15;
};

class BatchPipeline {
 public:
  // `threads` workers, the calling thread of run() being one of them; `text` renders the
  // human-readable breakdown instead of JSON.
  BatchPipeline(const Engine& engine, int threads, bool text, const json::ParseOptions& options,
                const BatchSizes& sizes = {});
  ~BatchPipeline();
  BatchPipeline(const BatchPipeline&) = delete;
  BatchPipeline& operator=(const BatchPipeline&) = delete;

  // Answers every line of `in` and writes the responses to `out`. Time and memory are linear
  // in the input: a line longer than max_line_bytes is read through to its '\n', not kept.
  void run(std::FILE* in, std::FILE* out = stdout);

 private:
  struct State;
  std::unique_ptr<State> s_;
};

}  // namespace mjscore::cli
