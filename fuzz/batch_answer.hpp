// What `mjscore batch` (app/batch_pipeline.cpp) writes for some bytes, read as a mapped file
// (a memfd) or as a stream (fmemopen): shared by the fuzz targets that compare with it.
#pragma once

#include <sys/mman.h>
#include <unistd.h>

#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string>

#include "../app/batch_pipeline.hpp"
#include "mjscore/engine.hpp"

namespace mjscore::fuzz {

// The responses to `data` read as `mapped` (a memfd) or as a stream (fmemopen).
inline std::string batch_answer(const mjscore::Engine& engine, const uint8_t* data, size_t size,
                                bool mapped, int threads, const mjscore::cli::BatchSizes& sizes) {
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
    mjscore::cli::BatchPipeline pipeline(engine, threads, false, {}, sizes);
    pipeline.run(in, out);
  }
  std::fclose(out);
  std::fclose(in);
  std::string s(text, text_size);
  std::free(text);
  return s;
}

}  // namespace mjscore::fuzz
