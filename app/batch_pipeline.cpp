// The batch pipeline (batch_pipeline.hpp). The calling thread reads blocks, writes finished
// chunks in input order and, when it has neither to do, answers chunks itself; the other
// workers only answer chunks. Up to kBlocksInFlight blocks are read and not yet written, so the
// workers go on into the next block while the last chunks of one finish: no thread waits at the
// end of a block, and no thread is started per block.
#include "batch_pipeline.hpp"

#include <algorithm>
#include <bit>
#include <condition_variable>
#include <cstring>
#include <deque>
#include <limits>
#include <mutex>
#include <string>
#include <string_view>
#include <thread>
#include <vector>
#ifdef __AVX2__
#include <immintrin.h>
#endif
#include <sys/mman.h>
#include <sys/stat.h>
#include <unistd.h>

#include "mjscore/batch.hpp"
#include "render_text.hpp"

namespace mjscore::cli {
namespace {

constexpr std::size_t kBlockBytes = 1 << 20;  // read size: about 10 000 lines per block
// Workers claim a block's bytes in chunks of BatchSizes::chunk_bytes (32 KB: about 340 request
// lines); a chunk holds the lines that start inside it, so the line splitting runs in the
// workers too.
// A score response is about five times its request line: reserving that much spares a chunk's
// first fill the doubling copies (the output strings are reused).
constexpr std::size_t kResponsePerRequestByte = 6;
// Blocks read and not yet written: the one being finished and the next.
constexpr std::size_t kBlocksInFlight = 2;

// The first line start at or after byte `p` of `text` (text.size() when none).
std::size_t line_start_at(std::string_view text, std::size_t p) {
  if (p == 0) return 0;
  if (p >= text.size()) return text.size();
  const std::size_t nl = text.find('\n', p - 1);
  return nl == std::string_view::npos ? text.size() : nl + 1;
}

// The end of the line that starts at `b`: its '\n', or `stop` (the end of the chunk) when there
// is none before it. With AVX2, 32 bytes at a time while they lie in the chunk (the bytes after
// it are other workers' lines, whose '\n' they overwrite); the library search for the rest, also
// within the chunk. 64 bytes a step (two vectors, one test): a line of 64 to 127 bytes, the
// usual request, always takes two steps.
std::size_t line_end(std::string_view text, std::size_t b, std::size_t stop) {
#ifdef __AVX2__
  const __m256i newline = _mm256_set1_epi8('\n');
  const auto newlines = [&](std::size_t at) {
    const __m256i x = _mm256_loadu_si256(reinterpret_cast<const __m256i*>(text.data() + at));
    return static_cast<uint32_t>(_mm256_movemask_epi8(_mm256_cmpeq_epi8(x, newline)));
  };
  for (; b + 64 <= stop; b += 64) {
    if (const uint64_t m = newlines(b) | uint64_t{newlines(b + 32)} << 32)
      return b + static_cast<std::size_t>(std::countr_zero(m));
  }
#endif
  const std::size_t e = text.substr(0, stop).find('\n', b);  // not past the chunk
  return e == std::string_view::npos ? stop : e;
}

// Whether `line` holds only spaces and tabs (find_first_not_of(" \t") called memchr for
// every byte it looked at, and nearly every line is settled by its first byte).
bool blank(std::string_view line) {
  for (const char c : line)
    if (c != ' ' && c != '\t') return false;
  return true;
}

// Whole lines of the input (the last block may end without a newline), followed by
// kLinePadding defined bytes; `overlong`: a line longer than max_line_bytes, dropped
// unread, came just before them.
struct Block {
  std::unique_ptr<char[]> bytes;  // not zero-filled
  std::size_t capacity = 0;       // without the padding
  std::string_view text;
  bool overlong = false;
};

// The lines of `text` in [begin, stop) (line starts found when the block is queued), and their
// responses once `done`.
struct Chunk {
  std::string_view text;  // its whole lines
  std::size_t begin = 0, stop = 0;
  bool last_of_block = false;
  bool overlong = false;  // no lines: the answer to a line longer than max_line_bytes
  bool done = false;
  BatchOutput out;
};

// A regular file read in place: mapped whole, read-only, so that its bytes are neither copied
// into blocks (the kernel's copy was about a twelfth of the batch's time); as in a block, the
// reader takes a line's own '\n' for its end. Anything else (a pipe, a
// terminal, a stream already read from, a failed mapping) is read in blocks. The file must not
// shrink while it is read (docs/json-api.md "Batch behaviour").
class MappedFile {
 public:
  explicit MappedFile(std::FILE* in) {
    const int fd = fileno(in);
    struct stat st {};
    if (fd < 0 || fstat(fd, &st) != 0 || !S_ISREG(st.st_mode) || st.st_size <= 0) return;
    if (lseek(fd, 0, SEEK_CUR) != 0) return;  // not at its start: read on from where it is
    const auto size = static_cast<std::size_t>(st.st_size);
    void* p = mmap(nullptr, size, PROT_READ, MAP_PRIVATE, fd, 0);
    if (p == MAP_FAILED) return;
    madvise(p, size, MADV_SEQUENTIAL);
    text_ = std::string_view(static_cast<const char*>(p), size);
    // Read to its end, as a stream would be (`batch - -` then reads standard input once).
    lseek(fd, static_cast<off_t>(size), SEEK_SET);
  }
  ~MappedFile() {
    if (!text_.empty()) munmap(const_cast<char*>(text_.data()), text_.size());
  }
  MappedFile(const MappedFile&) = delete;
  MappedFile& operator=(const MappedFile&) = delete;
  std::string_view text() const { return text_; }

  // Maps the pages of bytes [begin, end) before they are read, one block at a time as the
  // block is queued: with --threads 2 the reading thread does it while the other answers the
  // block before (MAP_POPULATE mapped the whole file first, about 10 ms for 10^6 requests
  // during which no thread answered; faults one page run at a time cost about as much). A
  // kernel without MADV_POPULATE_READ (before Linux 5.14) refuses it, and the pages are then
  // mapped as they are read.
  void populate(std::size_t begin, std::size_t end) const {
#ifdef MADV_POPULATE_READ
    const auto page = static_cast<std::size_t>(sysconf(_SC_PAGESIZE));
    const std::size_t first = begin / page * page;
    madvise(const_cast<char*>(text_.data()) + first, end - first, MADV_POPULATE_READ);
#else
    (void)begin, (void)end;
#endif
  }

 private:
  std::string_view text_;
};

}  // namespace

struct BatchPipeline::State {
  bool text;
  int threads;
  BatchSizes sizes;
  // Lines cut from a block may be longer than max_line_bytes (the cap is below the block size):
  // each line's length is then tested, and handle_lines_at (which does not) is not used.
  bool check_lines;
  std::string overlong_response;  // the answer to a line over the cap, '\n' included
  std::FILE* output = stdout;
  std::vector<Batch> handlers;  // one per worker; the calling thread has handlers[0]

  std::mutex m;
  std::condition_variable cv;
  // Guarded by m. `chunks` in input order, the front the next to write; chunks[0..claimed) are
  // claimed. A deque keeps references to its elements across push_back and pop_front.
  std::deque<Chunk> chunks;
  std::size_t claimed = 0;
  std::deque<Block> blocks;  // in flight, in input order
  std::vector<Block> spare_blocks;
  std::vector<BatchOutput> spare_outputs;
  bool stop = false;
  // The end of the mapped input (null: read in blocks).
  const char* mapped_end = nullptr;
  // Read in blocks (by the calling thread only): the start of a line whose '\n' is not read yet
  // (no '\n' in it; at most max_line_bytes), and whether the line being read is over the cap
  // (its bytes are then dropped through its '\n').
  std::string pending;
  bool skipping = false;

  State(const Engine& engine, int n, bool text_mode, const json::ParseOptions& options,
        const BatchSizes& batch_sizes)
      : text(text_mode), threads(n < 1 ? 1 : n), sizes(batch_sizes) {
    sizes.max_line_bytes = std::max<std::size_t>(sizes.max_line_bytes, 1);
    sizes.block_bytes = std::max<std::size_t>(sizes.block_bytes, 1);
    sizes.chunk_bytes = std::max<std::size_t>(sizes.chunk_bytes, 1);
    check_lines = sizes.max_line_bytes < sizes.block_bytes;
    for (int k = 0; k < threads; ++k) handlers.emplace_back(engine, options);
    json::Answer a;
    const auto cap = std::min<std::size_t>(sizes.max_line_bytes, std::numeric_limits<int>::max());
    a.error =
        Error{ErrorCode::invalid_request,
              "request line longer than " + std::to_string(cap) + " bytes", static_cast<int>(cap)};
    if (text) {
      render_answer(overlong_response, a);
    } else {
      json::append_response(a, overlong_response);
    }
    overlong_response.push_back('\n');
  }

  // Handler k answers the chunk's lines into its output. Blank lines are skipped; a trailing
  // '\r' is dropped. Lines are read where they lie, in a mapped file or a block read alike:
  // nobody writes the input while it is answered, so a reader may look past a line into the
  // next chunk's bytes while another worker reads them. The output is filled on this thread's
  // stack and moved back: the chunks sit next to each other in the deque, and appending through
  // the chunk's own buffer would write its size into a cache line that another worker's chunk
  // shares.
  void answer(int k, Chunk& c) {
    BatchOutput out = std::move(c.out);
    out.clear();
    if (c.overlong) {
      out.append(overlong_response);
      c.out = std::move(out);
      return;
    }
    out.reserve(std::min<std::size_t>((c.stop - c.begin) * kResponsePerRequestByte, kBlockBytes));
    Batch& h = handlers[k];
    std::string breakdown;  // --text: one answer's breakdown, then appended to `out`
    // Copied to locals: as members they would be loaded again after every call (the handler
    // may write memory the compiler cannot tell from them); line_end stays in the chunk, so the
    // line is cut without substr's bounds check.
    const bool text_mode = text;
    const char* const mapped = mapped_end;
    const std::string_view chunk_text = c.text;
    const char* const base = chunk_text.data();
    const std::size_t stop = c.stop;
    // The end of the bytes a reader may look at: the mapping's, or the block's padding's.
    const char* const readable_end = mapped ? mapped : base + chunk_text.size() + kLinePadding;
    // Lines of the common shape are read by handle_lines_at, whose reader finds each line's
    // '\n' itself; only a line of another shape is cut by line_end below. The chunk's last '\n'
    // must be followed by kLinePadding - 1 readable bytes (a block's always is, by its padding).
    const bool at_newline =
        !text_mode && !check_lines &&
        readable_end - (base + stop) >= static_cast<std::ptrdiff_t>(kLinePadding);
    for (std::size_t b = c.begin; b < stop;) {
      if (at_newline) {
        b = static_cast<std::size_t>(h.handle_lines_at(base + b, base + stop, out) - base);
        if (b >= stop) break;
      }
      const std::size_t e = line_end(chunk_text, b, stop);
      std::string_view line(base + b, e - b);
      b = e + 1;
      if (check_lines && line.size() > sizes.max_line_bytes) {
        out.append(overlong_response);
        continue;
      }
      if (!line.empty() && line.back() == '\r') line.remove_suffix(1);
      // A line that starts with a byte above ' ' (a request's '{') is not blank: one test for
      // nearly every line. The byte is defined also for an empty last line (the padding).
      if (static_cast<unsigned char>(*line.data()) <= ' ' && blank(line)) continue;
      if (text_mode) {
        breakdown.clear();
        render_answer(breakdown, h.answer(line));
        out.append(breakdown);
      } else {
        // In place when the line's '\n' follows it with the padding readable after it (a line
        // ending in "\r\n", or the input's last line without a '\n', is copied).
        const char* end = line.data() + line.size();
        if (readable_end - end > static_cast<std::ptrdiff_t>(kLinePadding) && *end == '\n') {
          h.handle_padded(line, out);
        } else {
          h.handle(line, out);
        }
      }
      out.push_back('\n');
    }
    c.out = std::move(out);
  }

  // Claims the next unclaimed chunk, answers it with handler k (unlocked) and marks it done.
  void answer_next(int k, std::unique_lock<std::mutex>& lock) {
    Chunk& c = chunks[claimed++];
    lock.unlock();
    answer(k, c);
    lock.lock();
    c.done = true;
    cv.notify_all();
  }

  void worker(int k) {
    std::unique_lock lock(m);
    for (;;) {
      cv.wait(lock, [&] { return stop || claimed < chunks.size(); });
      if (claimed < chunks.size()) {
        answer_next(k, lock);
      } else {
        return;  // stop, and nothing left to claim
      }
    }
  }

  // A block with room for `bytes` and the padding after them (a spare one when it is large
  // enough).
  Block take_block(std::size_t bytes) {
    Block b;
    {
      std::lock_guard lock(m);
      if (!spare_blocks.empty()) {
        b = std::move(spare_blocks.back());
        spare_blocks.pop_back();
      }
    }
    if (b.capacity < bytes) {
      b.bytes = std::make_unique_for_overwrite<char[]>(bytes + kLinePadding);
      b.capacity = bytes;
    }
    b.text = {};
    b.overlong = false;
    return b;
  }

  // Reads the next block after the `pending` start of a line: whole lines only, but for the last
  // line of the input. Returns the block (empty text when no line ended in it). Every byte read
  // is copied at most twice and searched once, whatever the line lengths: a short pending start
  // is copied before the block_bytes read after it; a longer one (a long line) is read onto its
  // own end and copied into a block once, when its '\n' comes; a line over max_line_bytes is
  // dropped as it is read.
  Block read_block(std::FILE* in, bool& eof) {
    const std::size_t block = sizes.block_bytes, cap = sizes.max_line_bytes;
    Block b;
    const char* data;  // the bytes read: data[0, p) the pending start (no '\n'), then new ones
    std::size_t p = pending.size(), size;
    if (p <= block) {
      b = take_block(2 * block);
      if (p != 0) std::memcpy(b.bytes.get(), pending.data(), p);
      const std::size_t got = std::fread(b.bytes.get() + p, 1, block, in);
      eof = got < block;
      data = b.bytes.get();
      size = p + got;
    } else {
      pending.resize(p + block);
      const std::size_t got = std::fread(pending.data() + p, 1, block, in);
      eof = got < block;
      pending.resize(p + got);
      data = pending.data();
      size = pending.size();
    }
    const std::string_view fresh(data + p, size - p);
    const std::size_t first_nl = fresh.find('\n');
    if (first_nl == std::string_view::npos && !eof) {  // the line goes on
      if (skipping || size > cap) {
        skipping = true;
        pending.clear();
      } else if (data != pending.data()) {
        pending.assign(data, size);
      }
      if (b.bytes) spare(std::move(b));
      return Block{};
    }
    // The first line ends at `first` (or the input does): it is over the cap when it was being
    // skipped or is longer; the other lines of the new bytes are shorter than block_bytes.
    const std::size_t first = first_nl == std::string_view::npos ? size : p + first_nl;
    const bool overlong = skipping || first > cap;
    skipping = false;
    const std::size_t start = overlong ? std::min(first + 1, size) : 0;
    std::size_t end = size;
    if (!eof) end = p + fresh.rfind('\n') + 1;
    if (data == pending.data()) {  // a long line ended: into a block of its own size
      b = take_block(size);
      std::memcpy(b.bytes.get(), data, size);
    }
    char* buf = b.bytes.get();
    pending.assign(buf + end, size - end);
    // handle_padded may read kLinePadding bytes past the last line: defined bytes.
    std::memset(buf + end, 0, kLinePadding);
    b.text = std::string_view(buf + start, end - start);
    b.overlong = overlong;
    return b;
  }

  void spare(Block b) {
    std::lock_guard lock(m);
    spare_blocks.push_back(std::move(b));
  }

  // The next block of the mapped file from `pos`: whole lines of about block_bytes (a longer
  // line whole, or, over max_line_bytes, skipped and marked `overlong`), viewed where they lie,
  // their pages mapped first.
  Block map_block(const MappedFile& file, std::size_t& pos, bool& eof) {
    const std::string_view text = file.text();
    Block b;
    std::size_t end = std::min(pos + sizes.block_bytes, text.size());
    file.populate(pos, end);
    if (end < text.size()) {
      const std::size_t nl = text.substr(pos, end - pos).rfind('\n');
      const std::size_t next = nl == std::string_view::npos ? text.find('\n', end) : pos + nl;
      end = next == std::string_view::npos ? text.size() : next + 1;
      if (nl == std::string_view::npos &&
          (next == std::string_view::npos ? text.size() : next) - pos > sizes.max_line_bytes) {
        b.overlong = true;
        pos = end;
        eof = pos == text.size();
        return b;
      }
    }
    b.text = text.substr(pos, end - pos);
    pos = end;
    eof = pos == text.size();
    return b;
  }

  Chunk& new_chunk() {
    Chunk& chunk = chunks.emplace_back();
    if (!spare_outputs.empty()) {
      chunk.out = std::move(spare_outputs.back());
      spare_outputs.pop_back();
    }
    return chunk;
  }

  // Queues the answer to the overlong line before the block, then the chunks of the block's
  // lines (called locked). Chunk c holds the lines that start in [c, c + 1) x chunk_bytes; a
  // line that spans chunks leaves the next ones empty, and those are not queued, so that no
  // line start is searched for again from inside a long line (linear time in the line).
  void add_block(Block b) {
    if (b.overlong) new_chunk().overlong = true;
    const std::string_view text = b.text;
    if (text.empty()) {
      spare_blocks.push_back(std::move(b));
      cv.notify_all();
      return;
    }
    blocks.push_back(std::move(b));
    const std::size_t step = sizes.chunk_bytes;
    for (std::size_t begin = 0; begin < text.size();) {
      Chunk& chunk = new_chunk();
      chunk.text = text;
      chunk.begin = begin;
      chunk.stop = line_start_at(text, (begin / step + 1) * step);
      chunk.last_of_block = chunk.stop == text.size();
      begin = chunk.stop;
    }
    cv.notify_all();
  }

  void run(std::FILE* in) {
    pending.clear();
    skipping = false;
    const MappedFile mapped(in);
    mapped_end = mapped.text().empty() ? nullptr : mapped.text().data() + mapped.text().size();
    std::size_t mapped_pos = 0;
    std::vector<std::thread> workers;
    stop = false;
    for (int k = 1; k < threads; ++k) workers.emplace_back([this, k] { worker(k); });
    bool eof = false;
    std::unique_lock lock(m);
    for (;;) {
      if (!chunks.empty() && chunks.front().done) {  // write in input order
        BatchOutput out = std::move(chunks.front().out);
        const bool last = chunks.front().last_of_block;
        chunks.pop_front();
        --claimed;
        lock.unlock();
        // A chunk inside a long line has no output, and no buffer (fwrite takes no null).
        if (out.size() != 0) std::fwrite(out.view().data(), 1, out.size(), output);
        lock.lock();
        spare_outputs.push_back(std::move(out));
        if (last) {
          spare_blocks.push_back(std::move(blocks.front()));
          blocks.pop_front();
        }
      } else if (!eof && blocks.size() < kBlocksInFlight) {
        lock.unlock();
        Block b = mapped_end ? map_block(mapped, mapped_pos, eof) : read_block(in, eof);
        lock.lock();
        if (!b.text.empty() || b.overlong) {
          add_block(std::move(b));
        } else if (b.bytes) {
          spare_blocks.push_back(std::move(b));
        }
      } else if (claimed < chunks.size()) {
        answer_next(0, lock);
      } else if (eof && chunks.empty()) {
        break;
      } else {
        cv.wait(lock);  // a worker finishes a chunk
      }
    }
    stop = true;
    cv.notify_all();
    lock.unlock();
    for (auto& w : workers) w.join();
  }
};

BatchPipeline::BatchPipeline(const Engine& engine, int threads, bool text,
                             const json::ParseOptions& options, const BatchSizes& sizes)
    : s_(std::make_unique<State>(engine, threads, text, options, sizes)) {}

BatchPipeline::~BatchPipeline() = default;

void BatchPipeline::run(std::FILE* in, std::FILE* out) {
  s_->output = out;
  s_->run(in);
}

}  // namespace mjscore::cli
