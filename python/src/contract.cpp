// The contract entry points: score (one request, answer as Python objects, errors raised) and
// batch / batch_lines (many requests on worker threads with the GIL released, answers in input
// order, errors as values). Every answer is the public json::Handler's response line, the same
// text `mjscore batch` writes (docs/python.md).
#include <algorithm>
#include <deque>
#include <memory>
#include <vector>

#include "bindings.hpp"
#include "mjscore/json.hpp"
#include "parallel.hpp"

namespace mjscore::python {
namespace {

// Lines per unit of work a worker claims.
constexpr std::size_t kChunkLines = 256;

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
  std::vector<std::size_t> ends;  // end of each response in `text` ('\n' excluded)
};

std::string_view utf8_view(py::handle s) {
  Py_ssize_t size = 0;
  const char* data = PyUnicode_AsUTF8AndSize(s.ptr(), &size);
  if (!data) throw py::error_already_set();
  return {data, static_cast<std::size_t>(size)};
}

// JSON lines text as `mjscore batch` reads it: '\n' ends a line, a '\r' before it is dropped,
// lines holding only spaces and tabs are skipped.
void split_text(std::string_view text, Lines& lines) {
  while (!text.empty()) {
    const std::size_t nl = text.find('\n');
    std::string_view line = text.substr(0, nl);
    text.remove_prefix(nl == std::string_view::npos ? text.size() : nl + 1);
    if (!line.empty() && line.back() == '\r') line.remove_suffix(1);
    if (line.find_first_not_of(" \t") == std::string_view::npos) continue;
    lines.views.push_back(line);
  }
}

// `requests`: JSON lines text (str or bytes), or an iterable of dicts, JSON str or JSON bytes
// (one request each, answered one to one).
Lines read_requests(py::handle requests) {
  Lines lines;
  PyObject* o = requests.ptr();
  if (PyBytes_Check(o)) {
    lines.keep.push_back(py::reinterpret_borrow<py::object>(requests));
    split_text({PyBytes_AS_STRING(o), static_cast<std::size_t>(PyBytes_GET_SIZE(o))}, lines);
    return lines;
  }
  if (PyUnicode_Check(o)) {
    lines.keep.push_back(py::reinterpret_borrow<py::object>(requests));
    split_text(utf8_view(requests), lines);
    return lines;
  }
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
      out.ends.reserve(end - c * kChunkLines);
      for (std::size_t i = c * kChunkLines; i < end; ++i) {
        handler->handle(lines[i], out.text);
        out.ends.push_back(out.text.size());
        out.text.push_back('\n');
      }
    };
  });
  return answers;
}

}  // namespace

py::object answer_line(std::string_view line) {
  thread_local json::Handler handler(engine());
  std::string out;
  std::optional<Error> error;
  {
    py::gil_scoped_release unlocked;
    const json::Answer& a = handler.handle(line, out);
    error = a.error;
  }
  py::object response = json_to_python(out);
  if (error) raise_error(*error, std::move(response));
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

py::list batch(py::handle requests, int threads, const std::vector<std::string>& ignore_keys) {
  check_threads(threads);
  const Lines lines = read_requests(requests);
  const auto options = parse_options(ignore_keys);
  std::vector<ChunkAnswers> answers;
  {
    py::gil_scoped_release unlocked;
    answers = answer_all(lines.views, threads, options);
  }
  py::list out(lines.views.size());
  std::size_t i = 0;
  for (const auto& chunk : answers) {
    std::size_t begin = 0;
    for (const std::size_t end : chunk.ends) {
      PyList_SET_ITEM(
          out.ptr(), i++,
          json_to_python(std::string_view(chunk.text).substr(begin, end - begin)).release().ptr());
      begin = end + 1;
    }
  }
  return out;
}

py::bytes batch_lines(py::handle requests, int threads,
                      const std::vector<std::string>& ignore_keys) {
  check_threads(threads);
  const Lines lines = read_requests(requests);
  const auto options = parse_options(ignore_keys);
  std::vector<ChunkAnswers> answers;
  {
    py::gil_scoped_release unlocked;
    answers = answer_all(lines.views, threads, options);
  }
  std::size_t total = 0;
  for (const auto& chunk : answers) total += chunk.text.size();
  PyObject* bytes = PyBytes_FromStringAndSize(nullptr, static_cast<Py_ssize_t>(total));
  if (!bytes) throw py::error_already_set();
  char* p = PyBytes_AS_STRING(bytes);
  for (auto& chunk : answers) {
    std::copy(chunk.text.begin(), chunk.text.end(), p);
    p += chunk.text.size();
    std::string().swap(chunk.text);
  }
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
one str/bytes of JSON lines read as ``mjscore batch`` reads a file (blank lines skipped).
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
