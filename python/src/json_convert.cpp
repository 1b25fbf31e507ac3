// Python objects to request JSON, and response JSON to Python objects. The engine writes its
// answers only as the contract's JSON (src/contract/response_write.cpp and game_json_write.cpp
// render every result struct); the module reads that text back with simdjson's DOM instead of
// keeping a second renderer of the structs in step (docs/python.md "Design").
#include <fmt/format.h>
#include <simdjson.h>

#include <cmath>
#include <string>
#include <unordered_map>

#include "bindings.hpp"

namespace mjscore::python {
namespace {

void append_string(std::string_view s, std::string& out) {
  static constexpr char kHex[] = "0123456789abcdef";
  out.push_back('"');
  for (const char ch : s) {
    const auto c = static_cast<unsigned char>(ch);
    if (c == '"' || c == '\\') {
      out.push_back('\\');
      out.push_back(ch);
    } else if (c < 0x20) {
      out += "\\u00";
      out.push_back(kHex[c >> 4]);
      out.push_back(kHex[c & 15]);
    } else {
      out.push_back(ch);
    }
  }
  out.push_back('"');
}

std::string_view utf8_of(py::handle s) {
  Py_ssize_t size = 0;
  const char* data = PyUnicode_AsUTF8AndSize(s.ptr(), &size);
  if (!data) throw py::error_already_set();
  return {data, static_cast<std::size_t>(size)};
}

void append_value(py::handle v, std::string& out, int depth) {
  if (depth > 256) throw py::value_error("mjscore: request nested too deeply");
  PyObject* o = v.ptr();
  if (o == Py_None) {
    out += "null";
  } else if (o == Py_True) {
    out += "true";
  } else if (o == Py_False) {
    out += "false";
  } else if (PyLong_Check(o)) {
    int overflow = 0;
    const long long n = PyLong_AsLongLongAndOverflow(o, &overflow);
    if (overflow != 0) {
      out += py::str(v).cast<std::string>();
    } else {
      fmt::format_to(std::back_inserter(out), "{}", n);
    }
  } else if (PyFloat_Check(o)) {
    const double d = PyFloat_AS_DOUBLE(o);
    if (!std::isfinite(d)) throw py::value_error("mjscore: a request number must be finite");
    fmt::format_to(std::back_inserter(out), "{}", d);
  } else if (PyUnicode_Check(o)) {
    append_string(utf8_of(v), out);
  } else if (PyDict_Check(o)) {
    out.push_back('{');
    bool first = true;
    for (auto item : py::reinterpret_borrow<py::dict>(v)) {
      if (!PyUnicode_Check(item.first.ptr()))
        throw py::type_error("mjscore: request object keys must be str, not " +
                             py::str(py::type::of(item.first)).cast<std::string>());
      if (!first) out.push_back(',');
      first = false;
      append_string(utf8_of(item.first), out);
      out.push_back(':');
      append_value(item.second, out, depth + 1);
    }
    out.push_back('}');
  } else if (PyList_Check(o) || PyTuple_Check(o)) {
    out.push_back('[');
    bool first = true;
    for (auto item : v) {
      if (!first) out.push_back(',');
      first = false;
      append_value(item, out, depth + 1);
    }
    out.push_back(']');
  } else {
    throw py::type_error("mjscore: cannot write a " + py::str(py::type::of(v)).cast<std::string>() +
                         " as JSON (dict, list, tuple, str, int, float, bool or None)");
  }
}

// Object keys of responses come from a small fixed set (field names, seats): each is made once,
// interned, and shared by every dict after (the GIL guards the table). Long keys and a table
// already full are made per use.
PyObject* key_object(std::string_view key) {
  static auto* keys = new std::unordered_map<std::string, PyObject*>;  // never destroyed
  constexpr std::size_t kMaxKeys = 1024, kMaxKeyBytes = 40;
  if (key.size() <= kMaxKeyBytes) {
    const auto found = keys->find(std::string(key));
    if (found != keys->end()) {
      Py_INCREF(found->second);
      return found->second;
    }
  }
  PyObject* k = PyUnicode_FromStringAndSize(key.data(), static_cast<Py_ssize_t>(key.size()));
  if (!k) throw py::error_already_set();
  if (key.size() <= kMaxKeyBytes && keys->size() < kMaxKeys) {
    PyUnicode_InternInPlace(&k);
    Py_INCREF(k);  // the table's reference
    keys->emplace(std::string(key), k);
  }
  return k;
}

py::object to_python(simdjson::dom::element e) {
  using simdjson::dom::element_type;
  switch (e.type()) {
    case element_type::OBJECT: {
      py::dict d;
      simdjson::dom::object object;
      if (e.get_object().get(object) != simdjson::SUCCESS) break;
      for (auto field : object) {
        const auto key = py::reinterpret_steal<py::object>(key_object(field.key));
        if (PyDict_SetItem(d.ptr(), key.ptr(), to_python(field.value).ptr()) != 0)
          throw py::error_already_set();
      }
      return d;
    }
    case element_type::ARRAY: {
      simdjson::dom::array array;
      if (e.get_array().get(array) != simdjson::SUCCESS) break;
      py::list l(array.size());
      std::size_t i = 0;
      for (auto item : array) PyList_SET_ITEM(l.ptr(), i++, to_python(item).release().ptr());
      return l;
    }
    case element_type::STRING: {
      const std::string_view s = e.get_string().value_unsafe();
      return py::str(s.data(), s.size());
    }
    case element_type::INT64:
      return py::int_(static_cast<long long>(e.get_int64().value_unsafe()));
    case element_type::UINT64:
      return py::int_(static_cast<unsigned long long>(e.get_uint64().value_unsafe()));
    case element_type::DOUBLE:
      return py::float_(e.get_double().value_unsafe());
    case element_type::BOOL:
      return py::bool_(e.get_bool().value_unsafe());
    case element_type::NULL_VALUE:
      break;
  }
  return py::none();
}

}  // namespace

void append_json(py::handle value, std::string& out) { append_value(value, out, 0); }

void append_request(py::handle request, std::string& out) {
  PyObject* o = request.ptr();
  if (PyUnicode_Check(o)) {
    out += utf8_of(request);
  } else if (PyBytes_Check(o)) {
    out.append(PyBytes_AS_STRING(o), static_cast<std::size_t>(PyBytes_GET_SIZE(o)));
  } else if (PyDict_Check(o)) {
    append_value(request, out, 0);
  } else {
    throw py::type_error("mjscore: a request is a dict, a JSON str or JSON bytes, not " +
                         py::str(py::type::of(request)).cast<std::string>());
  }
}

py::object json_to_python(std::string_view text) {
  thread_local simdjson::dom::parser parser;
  auto doc = parser.parse(text.data(), text.size(), true);
  if (doc.error() != simdjson::SUCCESS) {
    // Beyond what the DOM holds (an echoed id with an integer above 64 bits): Python's reader.
    return py::module_::import("json").attr("loads")(py::str(text.data(), text.size()));
  }
  return to_python(doc.value_unsafe());
}

}  // namespace mjscore::python
