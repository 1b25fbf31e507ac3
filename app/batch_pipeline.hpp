// The batch pipeline behind `mjscore batch`: JSON lines read in 1 MB blocks, cut into byte
// chunks that the workers claim one at a time, and written in input order as they finish.
#pragma once

#include <cstdio>
#include <memory>

#include "mjscore/engine.hpp"
#include "mjscore/json.hpp"

namespace mjscore::cli {

class BatchPipeline {
 public:
  // `threads` workers, the calling thread of run() being one of them; `text` renders the
  // human-readable breakdown instead of JSON.
  BatchPipeline(const Engine& engine, int threads, bool text, const json::ParseOptions& options);
  ~BatchPipeline();
  BatchPipeline(const BatchPipeline&) = delete;
  BatchPipeline& operator=(const BatchPipeline&) = delete;

  // Answers every line of `in` and writes the responses to stdout.
  void run(std::FILE* in);

 private:
  struct State;
  std::unique_ptr<State> s_;
};

}  // namespace mjscore::cli
