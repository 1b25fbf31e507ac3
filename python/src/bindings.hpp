// The parts of the extension module mjscore._core (docs/python.md), each registered on the
// module by module.cpp.
#pragma once

#include <pybind11/pybind11.h>
#include <pybind11/stl.h>

#include <string>
#include <string_view>

#include "mjscore/engine.hpp"
#include "mjscore/error.hpp"
#include "mjscore/json.hpp"

namespace mjscore::python {

namespace py = pybind11;

// The engine every call answers with: the embedded presets, created on first use.
const Engine& engine();

// mjscore.Error and one subclass per contract error code (errors.cpp).
void bind_errors(py::module_& m);
// Raises the subclass of `error.code` with its code, message and position; `response` (the
// contract response as Python objects, or None) is kept as the exception's `response`.
[[noreturn]] void raise_error(const Error& error, py::object response = py::none());

// Python objects to one JSON text (json_convert.cpp): dict (str keys), list, tuple, str, int,
// float, bool, None. Anything else raises TypeError. Appended to `out`.
void append_json(py::handle value, std::string& out);
// A request given as a dict (serialised), a str or bytes (taken as one JSON text), appended.
void append_request(py::handle request, std::string& out);
// One JSON text (a response line the engine wrote) as Python objects.
py::object json_to_python(std::string_view text);

// One request line read and answered by the engine's json::Handler: the response as Python
// objects built from the answer structs (answer_objects.hpp), or the error raised (raise_error)
// with the response attached. The GIL is released while the engine works.
py::object answer_line(std::string_view line);
// The same for an answer a front end filled itself (Engine::answer of a request it built).
py::object answer_result(const json::Answer& answer);

// score, batch, batch_lines (contract.cpp); game, final, import_tenhou (records.cpp);
// shanten, waits, is_complete, counts_from_136 (analysis_numpy.cpp).
void bind_contract(py::module_& m);
void bind_records(py::module_& m);
void bind_analysis(py::module_& m);
// mjscore.compat's fast path: the `mahjong` package's estimate_hand_value (compat_bind.cpp).
void bind_compat(py::module_& m);

}  // namespace mjscore::python
