// The response of one answer as Python objects (answer_objects.hpp): the opening, errors, score
// and waits answers from their structs; what a family writes itself (a score's family part, the
// members of its own request types) from the family's writer. The order and types of every
// member follow src/contract/response_write.cpp.
#include "answer_objects.hpp"

#include <charconv>
#include <cmath>
#include <unordered_map>

#include "mjscore/notation.hpp"

namespace mjscore::python {
namespace objects {

Dict& Dict::set(std::string_view key, py::object value) {
  if (PyDict_SetItem(d_.ptr(), text(key).ptr(), value.ptr()) != 0) throw py::error_already_set();
  return *this;
}

PyObject* name(std::string_view static_text) {
  // By address and length: the texts are entries of static tables, never moved or freed.
  struct Hash {
    std::size_t operator()(std::string_view s) const noexcept {
      return std::hash<const void*>()(s.data()) ^ s.size();
    }
  };
  struct Same {
    bool operator()(std::string_view a, std::string_view b) const noexcept {
      return a.data() == b.data() && a.size() == b.size();
    }
  };
  static auto* names = new std::unordered_map<std::string_view, PyObject*, Hash, Same>;
  const auto found = names->find(static_text);
  if (found != names->end()) {
    // The same bytes still (a text at a reused address would be made again): an interned
    // ASCII str holds its UTF-8 in place.
    Py_ssize_t size = 0;
    const char* held = PyUnicode_AsUTF8AndSize(found->second, &size);
    if (held && static_text == std::string_view(held, static_cast<std::size_t>(size)))
      return found->second;
  }
  PyObject* o =
      PyUnicode_FromStringAndSize(static_text.data(), static_cast<Py_ssize_t>(static_text.size()));
  if (!o) throw py::error_already_set();
  PyUnicode_InternInPlace(&o);
  (*names)[static_text] = o;  // kept for the program (a replaced one too: it may be in use)
  return o;
}

py::object text(std::string_view s) {
  PyObject* o = PyUnicode_DecodeUTF8(s.data(), static_cast<Py_ssize_t>(s.size()), "replace");
  if (!o) throw py::error_already_set();
  return py::reinterpret_steal<py::object>(o);
}

py::object number(double v) {
  if (!std::isfinite(v)) return py::none();
  char buf[32];
  const std::string_view shortest(buf, std::to_chars(buf, buf + sizeof buf, v).ptr - buf);
  if (shortest.find_first_of(".e") == std::string_view::npos)
    return py::int_(static_cast<long long>(v));
  return py::float_(v);
}

py::object strings(const std::vector<std::string>& values) {
  py::list l;
  for (const auto& s : values) l.append(text(s));
  return l;
}

namespace {

// An element: {"id": .., "<unit>": amount}; a limit fraction is held in thousandths.
py::object element(const Element& e) {
  Dict d;
  d.set("id", name_object(e.id.text()));
  d.set_name(e.unit.text(),
             e.unit.id == ElementUnit::limit ? number(e.amount / 1000.0) : integer(e.amount));
  return d.take();
}

py::object reading(const ScoreResult& r, const Hand& hand) {
  py::list sets;
  for (const std::string& s : json::reading_sets(r.reading, hand)) sets.append(text(s));
  Dict d;
  d.set("sets", std::move(sets));
  d.set("wait", name_object(json::wait_name(r.reading.wait)));
  return d.take();
}

// The members of `members` (a JSON object's text) set on `d` in their order.
void set_members(Dict& d, const std::string& members) {
  const py::dict parsed = json_to_python(members);
  for (const auto& [key, value] : parsed) d.set_object(key, value);
}

// The family's own members of a score response, as its family writes them: the module never
// tells families apart (json::score_family_members).
void family_members(Dict& d, const ScoreResult& r) {
  set_members(d, json::score_family_members(r));
}

}  // namespace

void score_members(Dict& d, const ScoreResult& r, const Hand& hand, bool with_deltas) {
  d.set("value", integer(r.value));
  if (with_deltas && r.deltas) {
    constexpr const char* kSeatKeys[kSeats] = {"E", "S", "W", "N"};
    Dict deltas;
    // Three-player results have E, S and W (docs/sanma.md), as the JSON response.
    for (int s = 0; s < r.seats; ++s) deltas.set(kSeatKeys[s], integer((*r.deltas)[s]));
    d.set("deltas", deltas.take());
  }
  py::list elements;
  for (const Element& e : r.elements) elements.append(element(e));
  d.set("elements", std::move(elements));
  d.set("reading", reading(r, hand));
  family_members(d, r);
}

void record_members(Dict& d, const json::Answer& a) { set_members(d, json::request_members(a)); }

}  // namespace objects

namespace {

using objects::Dict;
using objects::integer;
using objects::name_object;
using objects::text;

// `id`, `ok`, `rules`, `preset` of every response (response_write.cpp's open_response): a
// request naming no preset, or its family's default, shows the default; an unknown family and
// no preset are None. The id is the request's raw JSON, read as JSON.
Dict opening(const json::Answer& a, bool ok, std::optional<Family> family,
             std::string_view preset) {
  Dict d;
  d.set("id", a.id.empty() ? py::none() : json_to_python(a.id));
  d.set("ok", objects::boolean(ok));
  d.set("rules", family ? name_object(family_name(*family)) : py::none());
  if (family && (preset.empty() || preset == default_preset(*family))) {
    d.set("preset", name_object(default_preset(*family)));
  } else {
    d.set("preset", preset.empty() ? py::none() : text(preset));
  }
  return d;
}

py::object error_object(const json::Answer& a) {
  const Error& e = *a.error;
  Dict d = opening(a, false, a.family, a.preset);
  Dict error;
  error.set("code", name_object(to_string(e.code)));
  error.set("message", text(e.message.view()));
  if (e.position >= 0) error.set("position", integer(e.position));
  d.set("error", error.take());
  return d.take();
}

py::object score_object(const json::Answer& a) {
  const ScoreResult& r = a.score;
  Dict d = opening(a, true, r.family, r.preset);
  objects::score_members(d, r, std::get<ScoreRequest>(a.request).hand, true);
  return d.take();
}

// A tile set as the waits response writes it: one tile of each kind in the mask.
py::object tile_set(TileMask mask) {
  TileCounts counts{};
  for (int k = 0; k < kTileKinds; ++k) counts[k] = (mask >> k) & 1u;
  return text(format_tiles(counts));
}

py::object waits_object(const json::Answer& a) {
  const WaitsAnswer& w = a.waits;
  Dict d = opening(a, true, a.family.value_or(kDefaultFamily), a.preset);
  d.set("tenpai", objects::boolean(w.waits.tenpai()));
  d.set("waits", tile_set(w.waits.waits));
  d.set("shanten", integer(w.shanten.best()));
  d.set("exhausted", tile_set(w.waits.exhausted));
  Dict shapes;
  shapes.set("regular", integer(w.shanten.regular));
  shapes.set("seven_pairs", integer(w.shanten.seven_pairs));
  shapes.set("thirteen_orphans", integer(w.shanten.thirteen_orphans));
  d.set("shanten_by_shape", shapes.take());
  return d.take();
}

}  // namespace

py::object answer_object(const json::Answer& a) {
  if (a.error) return error_object(a);
  switch (a.type) {
    case RequestType::Score:
      return score_object(a);
    case RequestType::Waits:
      return waits_object(a);
    default: {
      Dict d = opening(a, true, a.family, a.preset);
      objects::record_members(d, a);
      return d.take();
    }
  }
}

}  // namespace mjscore::python
