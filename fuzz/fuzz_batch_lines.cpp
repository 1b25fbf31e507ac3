// libFuzzer target: any bytes given to `mjscore batch` (app/batch_pipeline.cpp) are answered
// line by line without a crash, a hang or undefined behaviour, and alike however they are read:
// mapped from a regular file (a memfd) or read in blocks (a stream), with small blocks and
// chunks (so that lines cross blocks and chunks, and start the lines of a long one carried from
// block to block) and a small line cap (lines over it answered invalid_request unread), on one
// and on two threads. Inputs past 4 KB matter:
//   ./build-fuzz/fuzz_batch_lines -max_len=65536 -max_total_time=600 -close_fd_mask=1 corpus/
#include <sys/mman.h>
#include <unistd.h>

#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string>

#include "batch_answer.hpp"
#include "mjscore/engine.hpp"

namespace {

const mjscore::Engine& engine() {
  static const mjscore::Engine e = mjscore::Engine::create().value();
  return e;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  // The first byte picks the sizes: block 64..1024 bytes, chunk 16..128, cap 8..2048.
  if (size == 0) return 0;
  const uint8_t k = data[0];
  ++data, --size;
  mjscore::cli::BatchSizes sizes;
  sizes.block_bytes = std::size_t{64} << (k & 3);
  sizes.chunk_bytes = std::size_t{16} << ((k >> 2) & 3);
  sizes.max_line_bytes = std::size_t{8} << ((k >> 4) & 7);
  const std::string a = mjscore::fuzz::batch_answer(engine(), data, size, true, 1, sizes);
  const std::string b =
      mjscore::fuzz::batch_answer(engine(), data, size, false, 1 + (k >> 7), sizes);
  if (a != b) {
    std::fprintf(stderr, "mapped and streamed answers differ:\n%s\n--\n%s\n", a.c_str(), b.c_str());
    std::abort();
  }
  // The default sizes: the input is one block, and no line is over the cap.
  const std::string c = mjscore::fuzz::batch_answer(engine(), data, size, false, 1, {});
  (void)c;
  return 0;
}
