#include "bindings.hpp"
namespace mjscore::python {
void bind_analysis(py::module_&) {}
}  // namespace mjscore::python
