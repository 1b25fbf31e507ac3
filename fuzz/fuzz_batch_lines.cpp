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

#include "../app/batch_pipeline.hpp"
#include "mjscore/engine.hpp"

namespace {

const mjscore::Engine& engine() {
  static const mjscore::Engine e = mjscore::Engine::create().value();
  return e;
}

// The responses to `data` read as `mapped` (a memfd) or as a stream (fmemopen).
std::string answer(const uint8_t* data, size_t size, bool mapped, int threads,
                   const mjscore::cli::BatchSizes& sizes) {
  std::FILE* in = nullptr;
  if (mapped) {
    const int fd = memfd_create("fuzz_batch_lines", 0);
    if (fd < 0) std::abort();
    if (size != 0 && write(fd, data, size) != static_cast<ssize_t>(size)) std::abort();
    lseek(fd, 0, SEEK_SET);
    in = fdopen(fd, "rb");
  } else {
    // fmemopen of 0 bytes is an error: an empty input is read as one of 0 bytes from a string.
    static const char empty = 0;
    in = fmemopen(size ? const_cast<uint8_t*>(data) : (uint8_t*)&empty, size ? size : 1, "rb");
    if (in && !size) std::fgetc(in);
  }
  if (!in) std::abort();
  char* text = nullptr;
  size_t text_size = 0;
  std::FILE* out = open_memstream(&text, &text_size);
  {
    mjscore::cli::BatchPipeline pipeline(engine(), threads, false, {}, sizes);
    pipeline.run(in, out);
  }
  std::fclose(out);
  std::fclose(in);
  std::string s(text, text_size);
  std::free(text);
  return s;
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
  const std::string a = answer(data, size, true, 1, sizes);
  const std::string b = answer(data, size, false, 1 + (k >> 7), sizes);
  if (a != b) {
    std::fprintf(stderr, "mapped and streamed answers differ:\n%s\n--\n%s\n", a.c_str(), b.c_str());
    std::abort();
  }
  // The default sizes: the input is one block, and no line is over the cap.
  const std::string c = answer(data, size, false, 1, {});
  (void)c;
  return 0;
}
