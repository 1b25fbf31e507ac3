// `mjscore batch [FILE|-]... [--threads N] [--text]`: JSON lines in, one response line per
// request line out, in input order. A bad line gets an error response and the batch goes on.
// Blank lines are skipped. With --threads N each block read is cut into byte chunks that the N
// workers claim one at a time (a slow core takes fewer); the chunks are written in input order.
#include <CLI/CLI.hpp>

#include <algorithm>
#include <atomic>
#include <bit>
#include <cstdio>
#include <cstring>
#include <memory>
#include <string_view>
#include <thread>
#include <vector>
#ifdef __AVX2__
#include <immintrin.h>
#endif

#include "cli.hpp"
#include "render_text.hpp"

namespace mjscore::cli {
namespace {

struct BatchFlags {
  std::vector<std::string> files;
  int threads = 1;
  bool text = false;
  std::vector<std::string> ignore_keys;
};

constexpr std::size_t kBlockBytes = 1 << 20;  // read size: about 10 000 lines per block
// Workers claim a block's bytes in chunks of kChunkBytes (about 340 request lines); a chunk holds
// the lines that start inside it, so the line splitting runs in the workers too.
constexpr std::size_t kChunkBytes = 1 << 15;
// A score response is about five times its request line: reserving that much spares a chunk's
// first fill the doubling copies (later blocks reuse the buffers).
constexpr std::size_t kResponsePerRequestByte = 6;

// The first line start at or after byte `p` of `text` (text.size() when none).
std::size_t line_start_at(std::string_view text, std::size_t p) {
  if (p == 0) return 0;
  if (p >= text.size()) return text.size();
  const std::size_t nl = text.find('\n', p - 1);
  return nl == std::string_view::npos ? text.size() : nl + 1;
}

// The end of the line that starts at `b`: its '\n', or `stop` (the end of the chunk) when there
// is none before it. With AVX2, 32 bytes at a time while they lie in the chunk (the bytes after
// it are other workers' lines, whose '\n' they overwrite); the library search for the rest.
// Per line of about 90 bytes this is about half of memchr's instructions.
std::size_t line_end(std::string_view text, std::size_t b, std::size_t stop) {
#ifdef __AVX2__
  const __m256i newline = _mm256_set1_epi8('\n');
  for (; b + 32 <= stop; b += 32) {
    const __m256i x = _mm256_loadu_si256(reinterpret_cast<const __m256i*>(text.data() + b));
    if (const auto m = static_cast<unsigned>(_mm256_movemask_epi8(_mm256_cmpeq_epi8(x, newline))))
      return b + static_cast<std::size_t>(std::countr_zero(m));
  }
#endif
  const std::size_t e = text.find('\n', b);
  return e == std::string_view::npos || e > stop ? stop : e;
}

// Whether `line` holds only spaces and tabs (find_first_not_of(" \t") called memchr for
// every byte it looked at, and nearly every line is settled by its first byte).
bool blank(std::string_view line) {
  for (const char c : line)
    if (c != ' ' && c != '\t') return false;
  return true;
}

class BatchRunner {
 public:
  BatchRunner(const Engine& engine, const BatchFlags& f) : text_(f.text) {
    const int n = f.threads < 1 ? 1 : f.threads;
    for (int k = 0; k < n; ++k) handlers_.emplace_back(engine, json::ParseOptions{f.ignore_keys});
  }

  // Answers every line of `in` and writes the responses to stdout.
  void run(std::FILE* in) {
    std::size_t carry = 0;  // bytes at the start of the buffer that belong to an unfinished line
    for (;;) {
      reserve_read(carry + kBlockBytes, carry);
      char* buf = read_.get();
      const std::size_t got = std::fread(buf + carry, 1, kBlockBytes, in);
      const bool eof = got < kBlockBytes;
      const std::size_t size = carry + got;
      // handle_padded reads up to kLinePadding bytes past the last line: defined bytes.
      std::memset(buf + size, 0, json::kLinePadding);
      // Whole lines only, but for the last line of the input.
      std::size_t end = size;
      if (!eof) {
        const std::string_view all(buf, size);
        const std::size_t nl = all.rfind('\n');
        end = nl == std::string_view::npos ? 0 : nl + 1;
      }
      answer_all(buf, end);
      carry = size - end;
      std::memmove(buf, buf + end, carry);
      if (eof) break;
    }
  }

 private:
  // Handler k answers the lines of `text` (at `buf`) in [begin, stop), whole lines, into `out`.
  // Blank lines are skipped; a trailing '\r' is dropped. The byte after each line (its '\n' or
  // '\r', or the padding after the last) is overwritten with the '\0' that lets the handler
  // read the line in place: it belongs to this line, and no other worker reads it (the chunks'
  // line starts are found before the workers start).
  void answer_range(int k, char* buf, std::string_view text, std::size_t begin, std::size_t stop,
                    json::ResponseBuffer& out) {
    out.clear();
    out.reserve(std::min<std::size_t>((stop - begin) * kResponsePerRequestByte, kBlockBytes));
    json::Handler& h = handlers_[k];
    std::string breakdown;  // --text: one answer's breakdown, then appended to `out`
    for (std::size_t b = begin; b < stop;) {
      const std::size_t e = line_end(text, b, stop);
      std::string_view line = text.substr(b, e - b);
      b = e + 1;
      if (!line.empty() && line.back() == '\r') line.remove_suffix(1);
      if (blank(line)) continue;
      if (text_) {
        breakdown.clear();
        render_answer(breakdown, h.answer(line));
        out.append(breakdown);
      } else {
        buf[line.data() + line.size() - text.data()] = '\0';
        h.handle_padded(line, out);
      }
      out.push_back('\n');
    }
  }

  // Answers the `size` bytes at `buf` (whole lines, but for the last line of the input).
  void answer_all(char* buf, std::size_t size) {
    const std::string_view text(buf, size);
    const std::size_t chunks = (size + kChunkBytes - 1) / kChunkBytes;
    if (outputs_.size() < chunks) outputs_.resize(chunks);  // kept: their buffers are reused
    starts_.resize(chunks + 1);
    for (std::size_t c = 0; c <= chunks; ++c) starts_[c] = line_start_at(text, c * kChunkBytes);
    std::atomic<std::size_t> next{0};
    auto work = [&](int k) {
      for (std::size_t c; (c = next.fetch_add(1, std::memory_order_relaxed)) < chunks;)
        answer_range(k, buf, text, starts_[c], starts_[c + 1], outputs_[c]);
    };
    const int t = static_cast<int>(std::min<std::size_t>(handlers_.size(), chunks));
    std::vector<std::thread> workers;
    for (int k = 1; k < t; ++k) workers.emplace_back(work, k);
    work(0);
    for (auto& w : workers) w.join();
    for (std::size_t c = 0; c < chunks; ++c)
      std::fwrite(outputs_[c].view().data(), 1, outputs_[c].size(), stdout);
  }

  // Grows the read buffer to `bytes` (and the padding after them), keeping its first `keep`
  // bytes. Not zero-filled (a std::string's resize cleared the whole megabyte before every read).
  void reserve_read(std::size_t bytes, std::size_t keep) {
    if (bytes <= read_size_) return;
    auto grown = std::make_unique_for_overwrite<char[]>(bytes + json::kLinePadding);
    if (keep) std::memcpy(grown.get(), read_.get(), keep);
    read_ = std::move(grown);
    read_size_ = bytes;
  }

  bool text_;
  std::unique_ptr<char[]> read_;
  std::size_t read_size_ = 0;
  std::vector<json::Handler> handlers_;
  std::vector<json::ResponseBuffer> outputs_;  // one per chunk: responses grow it unwritten
  std::vector<std::size_t> starts_;            // the first line start of each chunk, and the end
};

int run_batch(const Context& ctx, const BatchFlags& f) {
  auto engine = ctx.make_engine();
  if (!engine) {
    std::string err;
    render_error(err, engine.error());
    std::fputs(err.c_str(), stderr);
    return kExitBadInput;
  }
  BatchRunner runner(*engine, f);
  std::vector<std::string> files = f.files;
  if (files.empty()) files.push_back("-");
  int rc = kExitOk;
  for (const auto& name : files) {
    if (f.text && files.size() > 1) std::printf("== %s\n", name.c_str());
    std::FILE* in = name == "-" ? stdin : std::fopen(name.c_str(), "rb");
    if (!in) {
      std::fprintf(stderr, "error: cannot open %s\n", name.c_str());
      rc = kExitBadInput;
      continue;
    }
    runner.run(in);
    if (in != stdin) std::fclose(in);
  }
  std::fflush(stdout);
  return rc;
}

}  // namespace

void add_batch_command(CLI::App& app, Context& ctx) {
  auto f = std::make_shared<BatchFlags>();
  CLI::App* sub = app.add_subcommand(
      "batch", "JSON lines in (files or - for stdin), one response line per request, same order");
  sub->add_option("files", f->files, "Request files (JSON lines); - or none reads stdin");
  sub->add_option("--threads", f->threads, "Worker threads (output order is kept)")
      ->check(CLI::Range(1, 256));
  sub->add_flag("--text", f->text, "Human-readable breakdown instead of JSON");
  sub->add_option("--ignore-key", f->ignore_keys,
                  "Top-level request key to accept and ignore, e.g. expect (repeatable)")
      ->expected(1)
      ->allow_extra_args(false)
      ->multi_option_policy(CLI::MultiOptionPolicy::TakeAll);
  sub->callback([&ctx, f] { ctx.exit_code = run_batch(ctx, *f); });
}

}  // namespace mjscore::cli
