// mjscore.Error and its subclasses, one per contract error code (../shared/spec/json-api.md,
// docs/json-api.md "Errors"). Each instance carries `code` (the contract's snake_case code),
// `message`, `position` (0-based offset in the text input, or None) and `response` (the whole
// contract response as Python objects, or None).
#include <array>

#include "bindings.hpp"

namespace mjscore::python {
namespace {

struct ErrorClass {
  ErrorCode code;
  const char* name;
  const char* doc;
};

constexpr std::array<ErrorClass, 11> kClasses{{
    {ErrorCode::parse_error, "ParseError",
     "Text that does not follow the tile notation or the JSON grammar (code parse_error)."},
    {ErrorCode::invalid_hand, "InvalidHand",
     "Tile count, a fifth copy, a bad meld, the winning tile not in the hand (invalid_hand)."},
    {ErrorCode::not_winning, "NotWinning", "The tiles do not form a complete hand (not_winning)."},
    {ErrorCode::no_yaku, "NoYaku", "A complete hand without a scoring element (no_yaku)."},
    {ErrorCode::below_minimum, "BelowMinimum",
     "Below the preset's minimum, e.g. HK minimum faan (below_minimum)."},
    {ErrorCode::invalid_context, "InvalidContext",
     "Contradictory flags, e.g. riichi with an open hand (invalid_context)."},
    {ErrorCode::unknown_preset, "UnknownPreset",
     "No preset of that name for the rule family (unknown_preset)."},
    {ErrorCode::unknown_option, "UnknownOption",
     "An option key the preset does not define (unknown_option)."},
    {ErrorCode::invalid_option, "InvalidOption",
     "A known option key with a value of the wrong type or range (invalid_option)."},
    {ErrorCode::invalid_request, "InvalidRequest",
     "A well-formed request with a missing or mistyped field (invalid_request)."},
    {ErrorCode::unsupported, "Unsupported",
     "A rule family or request type that is not implemented (unsupported)."},
}};

// The classes, created once by bind_errors and kept for the life of the process (a module is
// never unloaded): index = ErrorCode, then the base class.
std::array<PyObject*, kClasses.size() + 1> g_classes{};

}  // namespace

void bind_errors(py::module_& m) {
  PyObject* base = PyErr_NewExceptionWithDoc(
      "mjscore.Error",
      "An error answer of the engine. Attributes: code (the contract's snake_case code), "
      "message, position (0-based offset in the text input, or None) and response (the "
      "contract response as Python objects, or None).",
      PyExc_Exception, nullptr);
  if (!base) throw py::error_already_set();
  py::handle b(base);
  b.attr("code") = py::none();
  b.attr("message") = py::str("");
  b.attr("position") = py::none();
  b.attr("response") = py::none();
  g_classes.back() = base;
  m.add_object("Error", py::reinterpret_borrow<py::object>(base));
  for (const auto& c : kClasses) {
    const std::string qualified = std::string("mjscore.") + c.name;
    PyObject* cls = PyErr_NewExceptionWithDoc(qualified.c_str(), c.doc, base, nullptr);
    if (!cls) throw py::error_already_set();
    py::handle(cls).attr("code") = py::str(std::string(to_string(c.code)));
    g_classes[static_cast<std::size_t>(c.code)] = cls;
    m.add_object(c.name, py::reinterpret_borrow<py::object>(cls));
  }
}

void raise_error(const Error& error, py::object response) {
  const auto i = static_cast<std::size_t>(error.code);
  PyObject* cls = i < kClasses.size() ? g_classes[i] : g_classes.back();
  py::str message(std::string(error.message.view()));
  py::object exc = py::reinterpret_borrow<py::object>(cls)(message);
  exc.attr("code") = py::str(std::string(to_string(error.code)));
  exc.attr("message") = message;
  exc.attr("position") = error.position >= 0 ? py::object(py::int_(error.position)) : py::none();
  exc.attr("response") = std::move(response);
  PyErr_SetObject(cls, exc.ptr());
  throw py::error_already_set();
}

}  // namespace mjscore::python
