// Typed requests from keyword and typed calls (typed_requests.hpp).
#include "typed_requests.hpp"

#include <algorithm>
#include <cmath>

#include "answer_objects.hpp"
#include "mjscore/score_text.hpp"

namespace mjscore::python {
namespace {

// An option value of a typed call as a JSON line carries it (json::Value::options: an integral
// number is an integer, a list is of numbers or of strings as its first item says); nullopt for
// a value of another kind or beyond the range where both readings agree, which the call then
// sends through the contract's reader for its errors.
std::optional<OptionValue> plain_option(py::handle v) {
  constexpr double kExact = 1e9;  // whole numbers printed without exponent, read as integers
  const auto whole = [&](PyObject* o) -> std::optional<long long> {
    int overflow = 0;
    const long long n = PyLong_AsLongLongAndOverflow(o, &overflow);
    if (overflow != 0 || n > kExact || n < -kExact) return std::nullopt;
    return n;
  };
  PyObject* o = v.ptr();
  if (PyBool_Check(o)) return OptionValue{o == Py_True};
  if (PyLong_Check(o)) {
    if (auto n = whole(o)) return OptionValue{*n};
    return std::nullopt;
  }
  if (PyFloat_Check(o)) {
    const double d = PyFloat_AS_DOUBLE(o);
    if (!std::isfinite(d) || std::fabs(d) >= kExact) return std::nullopt;
    if (d == std::floor(d)) return OptionValue{static_cast<long long>(d)};
    return OptionValue{d};
  }
  if (PyUnicode_Check(o))
    return OptionValue{py::reinterpret_borrow<py::str>(v).cast<std::string>()};
  if (!PyList_Check(o) && !PyTuple_Check(o)) return std::nullopt;
  const py::sequence items = py::reinterpret_borrow<py::sequence>(v);
  if (items.size() > 0 && PyUnicode_Check(items[0].ptr())) {
    std::vector<std::string> texts;
    for (py::handle item : items) {
      if (!PyUnicode_Check(item.ptr())) return std::nullopt;
      texts.push_back(item.cast<std::string>());
    }
    return OptionValue{std::move(texts)};
  }
  std::vector<double> numbers;
  for (py::handle item : items) {
    PyObject* i = item.ptr();
    if (PyLong_Check(i) && !PyBool_Check(i)) {
      const auto n = whole(i);
      if (!n) return std::nullopt;
      numbers.push_back(static_cast<double>(*n));
    } else if (PyFloat_Check(i) && std::isfinite(PyFloat_AS_DOUBLE(i))) {
      numbers.push_back(PyFloat_AS_DOUBLE(i));
    } else {
      return std::nullopt;
    }
  }
  return OptionValue{std::move(numbers)};
}

// The overrides of `options` (str keys), in byte order of the keys as the reader takes them;
// nullopt when a key or value is not plain (plain_option).
std::optional<OptionOverrides> plain_options(const py::dict& options) {
  OptionOverrides out;
  for (auto item : options) {
    if (!PyUnicode_Check(item.first.ptr())) return std::nullopt;
    auto value = plain_option(item.second);
    if (!value) return std::nullopt;
    out.push_back({item.first.cast<std::string>(), std::move(*value)});
  }
  std::sort(out.begin(), out.end(), [](const auto& a, const auto& b) { return a.key < b.key; });
  return out;
}

// The answer reused by every typed call of a thread (a json::Answer holds large results, which
// Engine::answer overwrites): cleared of what the last call left that this one does not set.
json::Answer& reused_answer() {
  thread_local json::Answer a;
  // As the reader resets it before a line (src/contract/fast/request_parser.hpp).
  a.error.reset();
  a.id = {};
  a.line = {};
  a.family = kDefaultFamily;
  a.preset = {};
  a.type = RequestType::Score;
  a.parsed = false;
  a.rules = nullptr;
  return a;
}

// `a` (its request read) answered by the engine with the GIL released; nullopt on an error
// (the caller asks the reader, whose errors are the contract's).
std::optional<py::object> answered(json::Answer& a) {
  if (a.error || !a.parsed) return std::nullopt;
  {
    py::gil_scoped_release unlocked;
    engine().answer(a.request, a);
  }
  if (a.error) return std::nullopt;
  return answer_object(a);
}

// A non-empty str as UTF-8 (the view lives as long as the str), or nullopt: an empty text is
// what RequestFields takes for an absent field.
std::optional<std::string_view> text_of(py::handle v) {
  if (!PyUnicode_Check(v.ptr())) return std::nullopt;
  Py_ssize_t size = 0;
  const char* data = PyUnicode_AsUTF8AndSize(v.ptr(), &size);
  if (!data) throw py::error_already_set();
  if (size == 0) return std::nullopt;
  return std::string_view(data, static_cast<std::size_t>(size));
}

// One keyword field into `q`; false when it has no typed place (unknown, of another kind, or the
// value RequestFields takes for absent: false, 0, "").
bool set_field(RequestFields& q, std::string_view key, py::handle v) {
  struct TextField {
    std::string_view key;
    std::string_view RequestFields::*text;
  };
  static constexpr TextField kTexts[] = {
      {"rules", &RequestFields::rules},   {"preset", &RequestFields::preset},
      {"win_by", &RequestFields::win_by}, {"seat", &RequestFields::seat},
      {"round", &RequestFields::round},   {"from", &RequestFields::from},
      {"liable", &RequestFields::liable}, {"wareme", &RequestFields::wareme}};
  struct TileField {
    std::string_view key;
    std::string_view HandText::*text;
  };
  static constexpr TileField kTiles[] = {{"hand", &HandText::hand},
                                         {"win", &HandText::win},
                                         {"dora", &HandText::dora},
                                         {"ura", &HandText::ura},
                                         {"bonus", &HandText::bonus}};
  struct FlagField {
    std::string_view key;
    bool RequestFields::*flag;
  };
  static constexpr FlagField kFlags[] = {{"riichi", &RequestFields::riichi},
                                         {"double_riichi", &RequestFields::double_riichi},
                                         {"ippatsu", &RequestFields::ippatsu},
                                         {"last_tile", &RequestFields::last_tile},
                                         {"after_kan", &RequestFields::after_kan},
                                         {"after_double_kan", &RequestFields::after_double_kan},
                                         {"robbing_kan", &RequestFields::robbing_kan},
                                         {"first_turn", &RequestFields::first_turn},
                                         {"fifth_tile", &RequestFields::fifth_tile},
                                         {"original_call", &RequestFields::original_call},
                                         {"robbed_kita", &RequestFields::robbed_kita}};
  for (const auto& f : kTexts) {
    if (f.key != key) continue;
    const auto t = text_of(v);
    return t && (q.*f.text = *t, true);
  }
  for (const auto& f : kTiles) {
    if (f.key != key) continue;
    const auto t = text_of(v);
    return t && (q.tiles.*f.text = *t, true);
  }
  for (const auto& f : kFlags) {
    if (f.key != key) continue;
    return v.ptr() == Py_True && (q.*f.flag = true, true);
  }
  if (key == "won") return v.ptr() == Py_False && (q.won = false, true);
  if (key == "type") {
    const auto t = text_of(v);
    return t && *t == "waits" && (q.type = RequestType::Waits, true);
  }
  if (key == "honba" || key == "riichi_sticks" || key == "kita") {
    if (!PyLong_Check(v.ptr()) || PyBool_Check(v.ptr())) return false;
    int overflow = 0;
    const long long n = PyLong_AsLongLongAndOverflow(v.ptr(), &overflow);
    if (overflow != 0 || n == 0) return false;
    (key == "honba" ? q.honba : key == "kita" ? q.kita : q.riichi_sticks) = n;
    return true;
  }
  if (key == "melds") {
    if (!PyList_Check(v.ptr()) || PyList_GET_SIZE(v.ptr()) == 0) return false;
    for (py::handle m : py::reinterpret_borrow<py::list>(v)) {
      const auto t = text_of(m);
      if (!t) return false;
      q.tiles.melds.push_back(*t);
    }
    return true;
  }
  if (key == "options") {
    if (!PyDict_Check(v.ptr()) || PyDict_GET_SIZE(v.ptr()) == 0) return false;
    auto overrides = plain_options(py::reinterpret_borrow<py::dict>(v));
    return overrides && (q.options = std::move(*overrides), true);
  }
  return false;
}

}  // namespace

std::optional<py::object> typed_final(const py::list& scores, const py::object& preset,
                                      const py::dict& options, const py::object& rules) {
  constexpr long long kMaxScore = 100'000'000;  // the reader's range of a score
  // 4 scores, or 3 for a three-player preset (the engine checks the count against the preset).
  if (scores.size() != 4 && scores.size() != 3) return std::nullopt;
  if (!rules.is_none() && !(PyUnicode_Check(rules.ptr()) && rules.cast<std::string>() == "riichi"))
    return std::nullopt;
  if (!preset.is_none() && !PyUnicode_Check(preset.ptr())) return std::nullopt;
  auto overrides = plain_options(options);
  if (!overrides) return std::nullopt;
  riichi::FinalRequest request;
  request.scores = PlayerScores::sized(static_cast<int>(scores.size()));
  request.chombo = PerPlayer<int>::sized(request.scores.players());
  for (int i = 0; i < request.scores.players(); ++i) {
    int overflow = 0;
    const long long n = PyLong_AsLongLongAndOverflow(scores[i].ptr(), &overflow);
    if (overflow != 0 || n > kMaxScore || n < -kMaxScore) return std::nullopt;
    request.scores[i] = static_cast<int>(n);
  }
  if (!preset.is_none()) request.preset = preset.cast<std::string>();
  request.options = std::move(*overrides);
  json::Answer& a = reused_answer();
  a.type = RequestType::Final;
  const auto& held = a.request.emplace<riichi::FinalRequest>(std::move(request));
  a.family = family_of(a.request);  // the family whose request type it is
  a.preset = held.preset;
  a.parsed = true;
  return answered(a);
}

std::optional<py::object> typed_score(const py::kwargs& fields) {
  RequestFields q;
  for (auto item : fields) {
    const auto key = text_of(item.first);
    if (!key || !set_field(q, *key, item.second)) return std::nullopt;
  }
  if (q.tiles.hand.empty()) return std::nullopt;  // the reader names the missing field
  json::Answer& a = reused_answer();
  json::read_fields(q, a);
  return answered(a);
}

}  // namespace mjscore::python
