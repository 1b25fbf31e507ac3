// Games and records from Python: game (a game record of any family), final (final points from
// end scores) and import_tenhou (a Tenhou log as a contract game record, the library path of
// `mjscore import tenhou`). game and final are contract requests answered like score; final's
// arguments build the typed request when they are plain (typed_final).
#include <fstream>
#include <iterator>

#include "bindings.hpp"
#include "mjscore/tenhou.hpp"
#include "typed_requests.hpp"

namespace mjscore::python {
namespace {

// A dict, JSON str or JSON bytes request with its "type" set to `type` when it names none.
std::string typed_request(py::handle request, const char* type) {
  std::string line;
  if (PyDict_Check(request.ptr())) {
    py::dict copy = py::reinterpret_borrow<py::dict>(request);
    if (!copy.contains("type")) {
      copy = py::dict(copy);
      copy["type"] = type;
    }
    append_json(copy, line);
    return line;
  }
  // Text is answered as given: the reader's own errors (a missing type reads as a score request,
  // answered invalid_request for its unknown keys) name the position in that text.
  append_request(request, line);
  return line;
}

py::object game(py::handle record) { return answer_line(typed_request(record, "game")); }

py::object final_points(py::handle scores, py::object preset, py::object uma, py::object rounding,
                        py::object options, py::object rules) {
  py::dict opts = options.is_none() ? py::dict() : py::dict(options);
  if (!uma.is_none()) opts["uma"] = uma;
  if (!rounding.is_none()) opts["rounding"] = rounding;
  py::list list;  // ints (NumPy integers too, through __index__)
  for (py::handle score : scores) {
    PyObject* i = PyNumber_Index(score.ptr());
    if (!i) throw py::error_already_set();
    list.append(py::reinterpret_steal<py::object>(i));
  }
  if (auto answer = typed_final(list, preset, opts, rules)) return std::move(*answer);
  py::dict request;
  request["type"] = "final";
  if (!rules.is_none()) request["rules"] = rules;
  if (!preset.is_none()) request["preset"] = preset;
  if (!opts.empty()) request["options"] = opts;
  request["scores"] = list;
  std::string line;
  append_json(request, line);
  return answer_line(line);
}

py::dict import_tenhou_py(py::handle source, py::object name) {
  std::string bytes, source_name;
  if (PyBytes_Check(source.ptr()) || PyByteArray_Check(source.ptr())) {
    bytes = py::bytes(py::reinterpret_borrow<py::object>(source)).cast<std::string>();
  } else {
    // A path (str or os.PathLike): read as `mjscore import tenhou FILE` reads it.
    const std::string path = py::module_::import("os").attr("fspath")(source).cast<std::string>();
    std::ifstream in(path, std::ios::binary);
    if (!in) throw py::value_error("mjscore.import_tenhou: cannot open " + path);
    bytes.assign(std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>());
    source_name = path;
  }
  if (!name.is_none()) source_name = name.cast<std::string>();
  Result<TenhouImport> imported;
  {
    py::gil_scoped_release unlocked;
    imported = import_tenhou(bytes, source_name);
  }
  if (!imported) raise_error(imported.error());
  py::dict out;
  out["record"] = json_to_python(imported->record_json);
  out["record_json"] = py::str(imported->record_json);
  out["hands"] = imported->hands;
  out["wins"] = imported->wins;
  out["complete"] = imported->complete;
  out["warnings"] = py::cast(imported->warnings);
  return out;
}

}  // namespace

void bind_records(py::module_& m) {
  m.def("game", &game, py::arg("record"),
        R"(game(record) -> dict

Plays a game record (riichi, hk or classical; dict, JSON str or JSON bytes; a dict without
"type" is taken as "type": "game") and returns the contract response: every hand with its
deltas and scores, and the final standings. An error answer raises its mjscore.Error subclass.
A record from import_tenhou plays as is: ``mjscore.game(mjscore.import_tenhou(path)["record"])``.)");
  m.def("final", &final_points, py::arg("scores"), py::kw_only(), py::arg("preset") = py::none(),
        py::arg("uma") = py::none(), py::arg("rounding") = py::none(),
        py::arg("options") = py::none(), py::arg("rules") = py::none(),
        R"(final(scores, *, preset=None, uma=None, rounding=None, options=None, rules=None) -> dict

Final points of a riichi game from the 4 end scores in seat order (3 with a three-player preset
such as "tenhou-sanma") (``mjscore final``): the contract response with ``ranks`` and
``points`` after return points, oka, rounding and uma. ``uma`` ("10-20" or 4 numbers; 3
numbers for three players) and ``rounding`` ("nearest", "floor", "ceil", "none",
"tenhou_legacy") are preset options given by name; ``options`` holds any other.)");
  m.def("import_tenhou", &import_tenhou_py, py::arg("source"), py::arg("name") = py::none(),
        R"(import_tenhou(source, name=None) -> dict

A Tenhou log (mjlog XML, plain or gzip, or tenhou.net/6 JSON) as a contract game record, the
library path of ``mjscore import tenhou``. ``source``: a path (str or os.PathLike) or the log's
bytes; ``name`` (default: the path) supplies Tenhou's log id for the record's id. Returns a dict:
``record`` (the game record as Python objects, ready for mjscore.game), ``record_json`` (the same
as JSON text), ``hands``, ``wins``, ``complete`` (the log reaches the end of the game) and
``warnings`` (cross-check findings). A refused log raises ParseError or Unsupported.)");
}

}  // namespace mjscore::python
