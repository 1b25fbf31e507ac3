// The contract entry points: score (one request, answer as Python objects, errors raised) and
// batch / batch_lines (many requests on worker threads with the GIL released, answers in input
// order, errors as values). A batch's answers are the public json::Handler's response lines, the
// same text `mjscore batch` writes; a single call's answer is built from the engine's answer
// structs as the same objects (answer_objects.cpp; docs/python.md).
#include <algorithm>
#include <atomic>
#include <deque>
#include <memory>
#include <mutex>
#include <vector>

#include "answer_objects.hpp"
#include "bindings.hpp"
#include "mjscore/batch.hpp"
#include "mjscore/json.hpp"
#include "parallel.hpp"
#include "typed_requests.hpp"

namespace mjscore::python {
namespace {

// Lines (a list) or bytes (a text) per unit of work a worker claims.
constexpr std::size_t kChunkLines = 256;
constexpr std::size_t kChunkBytes = std::size_t{1} << 15;
// Room reserved for a chunk's responses per request byte (as app/batch_pipeline.cpp).
constexpr std::size_t kResponsePerRequestByte = 6;
constexpr std::size_t kMaxReserveBytes = std::size_t{1} << 28;

// The request lines of a batch: views into Python objects kept alive here (str and bytes are
// immutable) or into the serialised dicts (a deque: its strings never move).
struct Lines {
  std::vector<std::string_view> views;
  std::vector<py::object> keep;
  std::deque<std::string> owned;
};

// A worker's answers for one chunk: the response lines, each followed by '\n'.
struct ChunkAnswers {
  std::string text;
};

std::string_view utf8_view(py::handle s) {
  Py_ssize_t size = 0;
  const char* data = PyUnicode_AsUTF8AndSize(s.ptr(), &size);
  if (!data) throw py::error_already_set();
  return {data, static_cast<std::size_t>(size)};
}

// JSON lines text given as one str or bytes (a mutable buffer: copied to bytes). The lines are read
// where they lie (include/mjscore/batch.hpp: a reader may look kLinePadding bytes past a line's
// '\n'), except the tail: the last lines, those ending within kLinePadding bytes of the end, are
// copied with the padding after them.
struct Text {
  py::object keep;        // the str or bytes object `body` points into
  std::string_view body;  // whole lines ('\n' ended), kLinePadding readable bytes after
  std::string tail;       // the rest, ending in '\n', then kLinePadding bytes
  std::size_t tail_size = 0;
};

bool read_text(py::handle requests, Text& text) {
  std::string_view view;
  PyObject* o = requests.ptr();
  if (PyByteArray_Check(o) || PyMemoryView_Check(o)) {
    // Mutable buffers are copied: the workers read without the GIL.
    PyObject* copy = PyBytes_FromObject(o);
    if (!copy) throw py::error_already_set();
    return read_text(py::reinterpret_steal<py::object>(copy), text);
  }
  if (PyBytes_Check(o)) {
    view = {PyBytes_AS_STRING(o), static_cast<std::size_t>(PyBytes_GET_SIZE(o))};
  } else if (PyUnicode_Check(o)) {
    view = utf8_view(requests);
  } else {
    return false;
  }
  text.keep = py::reinterpret_borrow<py::object>(requests);
  const std::size_t safe_end = view.size() > kLinePadding ? view.size() - kLinePadding : 0;
  const std::size_t nl = safe_end == 0 ? std::string_view::npos : view.rfind('\n', safe_end - 1);
  const std::size_t body = nl == std::string_view::npos ? 0 : nl + 1;
  text.body = view.substr(0, body);
  text.tail.assign(view.substr(body));
  if (!text.tail.empty() && text.tail.back() != '\n') text.tail.push_back('\n');
  text.tail_size = text.tail.size();
  text.tail.append(kLinePadding, '\0');
  return true;
}

// Whether `line` holds only spaces and tabs.
bool blank(std::string_view line) {
  return line.find_first_not_of(" \t") == std::string_view::npos;
}

// Answers the lines of `text` (whole '\n'-ended lines with kLinePadding readable bytes after)
// into `out`, each response followed by '\n' (the loop of app/batch_pipeline.cpp).
void answer_lines(Batch& handler, std::string_view text, BatchOutput& out) {
  const char* const base = text.data();
  const std::size_t stop = text.size();
  for (std::size_t b = 0; b < stop;) {
    // Lines of the common shape: read where they lie, each up to its '\n'.
    b = static_cast<std::size_t>(handler.handle_lines_at(base + b, base + stop, out) - base);
    if (b >= stop) break;
    const std::size_t e = text.find('\n', b);  // found: the text ends in '\n'
    std::string_view line(base + b, e - b);
    b = e + 1;
    if (!line.empty() && line.back() == '\r') line.remove_suffix(1);
    if (blank(line)) continue;
    if (line.data()[line.size()] == '\n') {
      handler.handle_padded(line, out);
    } else {
      handler.handle(line, out);
    }
    out.push_back('\n');
  }
}

// Workers' response buffers kept between calls: a fresh buffer's pages are faulted in as it is
// written, which cost as much as the answers (docs/python.md "Design"). At most kSpareBuffers are
// kept, each only if it held at most kSpareBytes.
constexpr std::size_t kSpareBuffers = 4;
constexpr std::size_t kSpareBytes = std::size_t{64} << 20;

class SpareBuffers {
 public:
  BatchOutput take() {
    const std::lock_guard lock(mutex_);
    if (spare_.empty()) return {};
    BatchOutput b = std::move(spare_.back());
    spare_.pop_back();
    return b;
  }
  void give(BatchOutput&& b) {
    if (b.size() > kSpareBytes) return;
    b.clear();
    const std::lock_guard lock(mutex_);
    if (spare_.size() < kSpareBuffers) spare_.push_back(std::move(b));
  }

 private:
  std::mutex mutex_;
  std::vector<BatchOutput> spare_;
};

SpareBuffers& spare_buffers() {
  static SpareBuffers* spare = new SpareBuffers;  // never destroyed: used until the process ends
  return *spare;
}

// The answers to a text: each worker's responses in its own buffer (reused for every chunk it
// claims), and where each chunk's responses lie, in input order. The buffers go back to the
// spares when done with.
struct TextAnswers {
  struct Span {
    std::size_t worker = 0, begin = 0, end = 0;
  };
  std::vector<BatchOutput> buffers;
  std::vector<Span> spans;

  TextAnswers() = default;
  TextAnswers(TextAnswers&&) noexcept = default;
  TextAnswers& operator=(TextAnswers&&) noexcept = default;
  ~TextAnswers() {
    for (auto& b : buffers) spare_buffers().give(std::move(b));
  }
};

// Answers JSON lines text as `mjscore batch` does (app/batch_pipeline.cpp), with the same
// worker type, Batch: a '\n' ends a line, a '\r' before it is dropped, lines of
// only spaces and tabs are skipped. The text is cut into byte chunks at line ends that the
// workers claim. The caller has released the GIL.
TextAnswers answer_text(const Text& text, int threads, const json::ParseOptions& options) {
  std::vector<std::string_view> chunks;
  for (std::string_view rest = text.body; !rest.empty();) {
    std::size_t cut = rest.size();
    if (rest.size() > kChunkBytes) {
      const std::size_t nl = rest.find('\n', kChunkBytes - 1);
      if (nl != std::string_view::npos) cut = nl + 1;
    }
    chunks.push_back(rest.substr(0, cut));
    rest.remove_prefix(cut);
  }
  if (text.tail_size > 0) chunks.emplace_back(text.tail.data(), text.tail_size);
  TextAnswers answers;
  answers.spans.resize(chunks.size());
  answers.buffers.resize(worker_count(threads, chunks.size()));
  for (auto& b : answers.buffers) b = spare_buffers().take();
  // Room for every response a worker may write, reserved (not touched) once: a buffer that
  // grew by copying would touch its pages again.
  const std::size_t share =
      (text.body.size() + text.tail_size) / answers.buffers.size() + kChunkBytes;
  for (auto& b : answers.buffers)
    b.reserve(std::min(share * kResponsePerRequestByte, kMaxReserveBytes));
  std::atomic<std::size_t> next_worker{0};
  run_parallel(chunks.size(), threads, [&] {
    const std::size_t w = next_worker++;
    auto handler = std::make_shared<Batch>(engine(), options);
    return [&, w, handler](std::size_t c) {
      BatchOutput& out = answers.buffers[w];
      const std::size_t begin = out.size();
      answer_lines(*handler, chunks[c], out);
      answers.spans[c] = {w, begin, out.size()};
    };
  });
  return answers;
}

// `requests`: an iterable of dicts, JSON str or JSON bytes (one request each, answered one to
// one).
Lines read_requests(py::handle requests) {
  Lines lines;
  PyObject* o = requests.ptr();
  if (PyDict_Check(o))
    throw py::type_error("mjscore.batch: pass a list of requests (one dict is mjscore.score)");
  for (py::handle item : requests) {
    PyObject* i = item.ptr();
    if (PyUnicode_Check(i)) {
      lines.keep.push_back(py::reinterpret_borrow<py::object>(item));
      lines.views.push_back(utf8_view(item));
    } else if (PyBytes_Check(i)) {
      lines.keep.push_back(py::reinterpret_borrow<py::object>(item));
      lines.views.emplace_back(PyBytes_AS_STRING(i), static_cast<std::size_t>(PyBytes_GET_SIZE(i)));
    } else {
      append_request(item, lines.owned.emplace_back());
      lines.views.push_back(lines.owned.back());
    }
  }
  return lines;
}

json::ParseOptions parse_options(const std::vector<std::string>& ignore_keys) {
  json::ParseOptions options;
  options.ignored_keys = ignore_keys;
  return options;
}

// Answers every line on `threads` workers (0: one per core). The caller has released the GIL.
std::vector<ChunkAnswers> answer_all(const std::vector<std::string_view>& lines, int threads,
                                     const json::ParseOptions& options) {
  const std::size_t chunks = (lines.size() + kChunkLines - 1) / kChunkLines;
  std::vector<ChunkAnswers> answers(chunks);
  run_parallel(chunks, threads, [&] {
    return [&, handler = std::make_shared<json::Handler>(engine(), options)](std::size_t c) {
      ChunkAnswers& out = answers[c];
      const std::size_t end = std::min(lines.size(), (c + 1) * kChunkLines);
      for (std::size_t i = c * kChunkLines; i < end; ++i) {
        handler->handle(lines[i], out.text);
        out.text.push_back('\n');
      }
    };
  });
  return answers;
}

}  // namespace

py::object answer_line(std::string_view line) {
  thread_local json::Handler handler(engine());
  const json::Answer* a = nullptr;
  {
    py::gil_scoped_release unlocked;
    a = &handler.answer(line);
  }
  return answer_result(*a);
}

py::object answer_result(const json::Answer& a) {
  py::object response = answer_object(a);
  if (a.error) raise_error(*a.error, std::move(response));
  return response;
}

void check_threads(int threads) {
  if (threads < 0 || threads > 1024)
    throw py::value_error("mjscore: threads must be 0 (one per core) to 1024");
}

namespace {

py::object score(py::object request, py::kwargs fields) {
  std::string line;
  if (request.is_none()) {
    if (fields.empty())
      throw py::type_error("mjscore.score: give a request (dict or JSON) or keyword fields");
    if (auto answer = typed_score(fields)) return std::move(*answer);
    append_json(fields, line);
  } else if (!fields.empty()) {
    if (!PyDict_Check(request.ptr()))
      throw py::type_error("mjscore.score: keyword fields extend a dict request only");
    py::dict merged(request);
    for (auto item : fields) merged[item.first] = item.second;
    append_json(merged, line);
  } else {
    append_request(request, line);
  }
  return answer_line(line);
}

// Every response of a batch, each followed by '\n', in input order: `text` pieces in order.
struct BatchAnswers {
  TextAnswers from_text;
  std::vector<ChunkAnswers> from_list;
  template <class Fn>
  void each_piece(Fn fn) const {
    for (const auto& span : from_text.spans)
      fn(from_text.buffers[span.worker].view().substr(span.begin, span.end - span.begin));
    for (const auto& piece : from_list) fn(std::string_view(piece.text));
  }
};

BatchAnswers answer_batch(py::handle requests, int threads,
                          const std::vector<std::string>& ignore_keys) {
  check_threads(threads);
  const auto options = parse_options(ignore_keys);
  BatchAnswers answers;
  Text text;
  if (read_text(requests, text)) {
    py::gil_scoped_release unlocked;
    answers.from_text = answer_text(text, threads, options);
    return answers;
  }
  const Lines lines = read_requests(requests);
  py::gil_scoped_release unlocked;
  answers.from_list = answer_all(lines.views, threads, options);
  return answers;
}

// Python's cyclic garbage collector paused while many containers are built (each dict built
// counts toward a collection that scans every tracked object, the answers already built
// included; none of them can form a cycle). Restored as it was.
class GcPause {
 public:
  GcPause() : gc_(py::module_::import("gc")), was_enabled_(gc_.attr("isenabled")().cast<bool>()) {
    if (was_enabled_) gc_.attr("disable")();
  }
  ~GcPause() {
    if (was_enabled_) gc_.attr("enable")();
  }
  GcPause(const GcPause&) = delete;
  GcPause& operator=(const GcPause&) = delete;

 private:
  py::module_ gc_;
  bool was_enabled_;
};

py::list batch(py::handle requests, int threads, const std::vector<std::string>& ignore_keys) {
  const BatchAnswers answers = answer_batch(requests, threads, ignore_keys);
  const GcPause pause;
  py::list out;
  answers.each_piece([&](std::string_view piece) {
    while (!piece.empty()) {  // a response holds no raw '\n'
      const std::size_t nl = piece.find('\n');
      out.append(json_to_python(piece.substr(0, nl)));
      piece.remove_prefix(nl + 1);
    }
  });
  return out;
}

py::bytes batch_lines(py::handle requests, int threads,
                      const std::vector<std::string>& ignore_keys) {
  const BatchAnswers answers = answer_batch(requests, threads, ignore_keys);
  std::size_t total = 0;
  answers.each_piece([&](std::string_view piece) { total += piece.size(); });
  PyObject* bytes = PyBytes_FromStringAndSize(nullptr, static_cast<Py_ssize_t>(total));
  if (!bytes) throw py::error_already_set();
  char* p = PyBytes_AS_STRING(bytes);
  answers.each_piece([&](std::string_view piece) {
    std::copy(piece.begin(), piece.end(), p);
    p += piece.size();
  });
  return py::reinterpret_steal<py::bytes>(bytes);
}

}  // namespace

void bind_contract(py::module_& m) {
  m.def("score", &score, py::arg("request") = py::none(), py::pos_only(),
        R"(score(request=None, /, **fields) -> dict

Scores one request of any contract type (score, waits, game, final, settle, round; riichi, hk
or classical rules) given as a dict, a JSON str or JSON bytes, or as keyword fields:
``score(hand="123m456p789s11z222z", win="2z", win_by="tsumo", riichi=True, dora="1m")``.
Keyword fields given beside a dict override its keys. Returns the contract response as Python
objects (dict), exactly what ``mjscore batch`` writes for that line. An error answer raises the
mjscore.Error subclass of its code (NotWinning, NoYaku, InvalidHand, ...) with ``code``,
``message``, ``position`` and ``response``. The GIL is released while the engine works.)");
  m.def("batch", &batch, py::arg("requests"), py::arg("threads") = 0,
        py::arg("ignore_keys") = std::vector<std::string>{},
        R"(batch(requests, threads=0, ignore_keys=()) -> list[dict]

Scores many requests on ``threads`` worker threads (0: one per core) with the GIL released and
returns the responses in input order; an error is a value (a response with ``"ok": False``),
never raised. ``requests`` is an iterable of dicts, JSON str or JSON bytes (one request each), or
one str, bytes, bytearray or memoryview of JSON lines read as ``mjscore batch`` reads a file (blank lines skipped).
``ignore_keys`` lists top-level keys accepted and ignored (``mjscore batch --ignore-key``), e.g.
``["expect"]`` for conformance files. For throughput use batch_lines: building dicts costs more
than scoring.)");
  m.def("batch_lines", &batch_lines, py::arg("requests"), py::arg("threads") = 0,
        py::arg("ignore_keys") = std::vector<std::string>{},
        R"(batch_lines(requests, threads=0, ignore_keys=()) -> bytes

The fast shape of batch: the same requests in, the response lines out as one bytes object,
each line followed by a newline - byte for byte what ``mjscore batch`` writes for the same
input. No Python object is built per answer.)");
}

}  // namespace mjscore::python
