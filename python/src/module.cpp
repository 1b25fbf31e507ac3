// PYBIND11_MODULE of mjscore._core: the engine's JSON contract, games and records, and the NumPy
// analysis functions (docs/python.md). The package mjscore (python/mjscore/__init__.py)
// re-exports these names.
#include <stdexcept>

#include "bindings.hpp"

namespace mjscore::python {

const Engine& engine() {
  static const Engine instance = [] {
    auto created = Engine::create();
    if (!created)
      throw std::runtime_error("mjscore: the engine could not load its presets: " +
                               created.error().message.str());
    return std::move(*created);
  }();
  return instance;
}

}  // namespace mjscore::python

PYBIND11_MODULE(_core, m) {
  namespace mp = mjscore::python;
  m.doc() = "mjscore engine bindings (the package mjscore re-exports these names)";
  // Each docstring starts with its Python signature (pybind11's would name C++ types).
  pybind11::options options;
  options.disable_function_signatures();
  mp::bind_errors(m);
  mp::bind_contract(m);
  mp::bind_records(m);
  mp::bind_analysis(m);
  mp::bind_compat(m);
}
