// The answer of one request as Python objects, built from the engine's answer structs
// (mjscore::Answer) instead of from the response text: the dict equals json.loads of the line
// `mjscore batch` writes for the request (same keys in the same order, int where the line has an
// integer, float where it has a fraction, None for null). Each answer kind has its builder; the
// contract's writers they mirror are named beside each.
#pragma once

#include <string_view>
#include <vector>

#include "bindings.hpp"
#include "mjscore/json.hpp"

namespace mjscore::python {

// The whole response of `answer` (an answer a json::Handler gave, or one a front end filled:
// the request, id, family, preset, type and Engine::answer's members).
py::object answer_object(const json::Answer& answer);

namespace objects {

// The str of a text that lives for the program (a literal, an element id, a fu reason, a wait or
// limit name, a family's name or default preset: a static table's entry), made once, interned
// and kept; a borrowed reference. The GIL is held.
PyObject* name(std::string_view static_text);
inline py::object name_object(std::string_view static_text) {
  return py::reinterpret_borrow<py::object>(name(static_text));
}

// A dict built member by member, in the order the response writes them.
class Dict {
 public:
  Dict() : d_(py::reinterpret_steal<py::dict>(PyDict_New())) {
    if (!d_) throw py::error_already_set();
  }
  // `key` lives for the program (a literal): its str object is made once (name()).
  Dict& set(const char* key, py::object value) { return set_item(name(key), value); }
  Dict& set(std::string_view key, py::object value);
  // A key that is an entry of a static table (name()).
  Dict& set_name(std::string_view static_key, py::object value) {
    return set_item(name(static_key), value);
  }
  // A key that is a Python str already.
  Dict& set_object(py::handle key, py::handle value) {
    if (PyDict_SetItem(d_.ptr(), key.ptr(), value.ptr()) != 0) throw py::error_already_set();
    return *this;
  }
  py::dict take() { return std::move(d_); }

 private:
  Dict& set_item(PyObject* key, const py::object& value) {
    if (PyDict_SetItem(d_.ptr(), key, value.ptr()) != 0) throw py::error_already_set();
    return *this;
  }
  py::dict d_;
};

// A str of text the engine wrote (UTF-8; a byte that is not, replaced as the writer does).
py::object text(std::string_view s);
inline py::object integer(long long v) { return py::int_(v); }
inline py::object boolean(bool v) { return py::bool_(v); }
// A number as the writer's `number` writes it: the shortest text that reads back, so a whole
// number is an int (unless its shortest text has an exponent), null when not finite.
py::object number(double v);
// A list of integers (seat or player arrays).
template <class List>
py::object integers(const List& values) {
  py::list l;
  for (const auto& v : values) l.append(py::int_(v));
  return l;
}
py::object strings(const std::vector<std::string>& values);

// The members of a score response from "value" to the family's own members (without the
// opening): value, deltas (when `with_deltas` and known), elements, reading and the members of
// `family` (a classical round's hands are written with the classical members).
void score_members(Dict& d, const ScoreResult& r, const Hand& hand, bool with_deltas);

// The members of a family's own request type (game, final, settle, round) after the opening,
// as the family's codec writes them (json::request_members): the module never tells families
// apart.
void record_members(Dict& d, const json::Answer& answer);

}  // namespace objects
}  // namespace mjscore::python
