#include "bindings.hpp"
namespace mjscore::python {
void bind_records(py::module_&) {}
}  // namespace mjscore::python
