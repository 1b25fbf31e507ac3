// Keyword and typed calls built as typed requests, as the CLI builds them (app/cmd_score.cpp,
// app/cmd_final.cpp), and answered by Engine::answer without JSON text. Each returns nullopt
// when the call is not answered this way, and the caller then sends it through the contract's
// reader: an input that is not plain (a value of another kind, out of the reader's range, a
// field the typed request has no place for), or an answer that is an error, so that every error
// (code, message, position) stays the one the reader gives for the same request.
#pragma once

#include <optional>

#include "bindings.hpp"

namespace mjscore::python {

// mjscore.final's arguments: `scores` the 4 ints (already through __index__), `options` with
// uma and rounding merged in.
std::optional<py::object> typed_final(const py::list& scores, const py::object& preset,
                                      const py::dict& options, const py::object& rules);
// mjscore.score(**fields): the contract's score (or waits) fields as keyword arguments.
std::optional<py::object> typed_score(const py::kwargs& fields);

}  // namespace mjscore::python
