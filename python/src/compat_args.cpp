// mjscore.compat's reading of the package's argument objects (docs/python-compat.md):
// HandConfig and OptionalRules, Meld, the call's parameters, and the package's flag checks.
#include <algorithm>

#include "compat.hpp"

namespace mjscore::python::compat {
namespace {

// An attribute of a package object: its instance dict first (one hash lookup), else getattr
// (class defaults, properties, slots). New reference, or nullptr with an exception set.
class Reader {
 public:
  explicit Reader(PyObject* obj) : obj_(obj) {
    dict_ = PyObject_GenericGetDict(obj, nullptr);
    if (!dict_) PyErr_Clear();
  }
  ~Reader() { Py_XDECREF(dict_); }
  Reader(const Reader&) = delete;
  Reader& operator=(const Reader&) = delete;

  PyObject* get(PyObject* name) const {
    if (dict_) {
      PyObject* v = PyDict_GetItemWithError(dict_, name);
      if (v) return Py_NewRef(v);
      if (PyErr_Occurred()) return nullptr;
    }
    return PyObject_GetAttr(obj_, name);
  }
  // Truthiness of an attribute; -1 with an exception set.
  int flag(PyObject* name) const {
    if (dict_) {  // borrowed: no reference taken for the common bool or None value
      PyObject* v = PyDict_GetItemWithError(dict_, name);
      if (v == Py_True) return 1;
      if (v == Py_False || v == Py_None) return 0;
      if (v) return PyObject_IsTrue(v);
      if (PyErr_Occurred()) return -1;
    }
    PyObject* v = PyObject_GetAttr(obj_, name);
    if (!v) return -1;
    const int r = PyObject_IsTrue(v);
    Py_DECREF(v);
    return r;
  }
  // An int attribute, or `none` for None; -2 with an exception set.
  long number(PyObject* name, long none) const {
    PyObject* v = get(name);
    if (!v) return -2;
    long r = none;
    if (v != Py_None) {
      r = PyLong_AsLong(v);
      if (r == -1 && PyErr_Occurred()) r = -2;
    }
    Py_DECREF(v);
    return r;
  }

 private:
  PyObject* obj_;
  PyObject* dict_;
};

}  // namespace

// The package's flag checks (HandCalculator.estimate_hand_value), in its order; nullptr when
// none applies.
const char* context_error(const std::array<int, kFlagCount>& f, bool open, bool any_meld,
                          bool wind_given, bool dealer) {
  if (f[kIsRiichi] && !f[kIsDaburuRiichi] && open) return "open_hand_riichi_not_allowed";
  if (f[kIsDaburuRiichi] && open) return "open_hand_daburi_not_allowed";
  if (f[kIsIppatsu] && !f[kIsRiichi] && !f[kIsDaburuRiichi])
    return "ippatsu_without_riichi_not_allowed";
  if (f[kIsChankan] && f[kIsTsumo]) return "chankan_with_tsumo_not_allowed";
  if (f[kIsRinshan] && !f[kIsTsumo]) return "rinshan_without_tsumo_not_allowed";
  if (f[kIsHaitei] && !f[kIsTsumo]) return "haitei_without_tsumo_not_allowed";
  if (f[kIsHoutei] && f[kIsTsumo]) return "houtei_with_tsumo_not_allowed";
  if (f[kIsHaitei] && f[kIsRinshan]) return "haitei_with_rinshan_not_allowed";
  if (f[kIsHoutei] && f[kIsChankan]) return "houtei_with_chankan_not_allowed";
  if (f[kIsTenhou] && wind_given && !dealer) return "tenhou_not_as_dealer_not_allowed";
  if (f[kIsTenhou] && !f[kIsTsumo]) return "tenhou_without_tsumo_not_allowed";
  if (f[kIsTenhou] && any_meld) return "tenhou_with_meld_not_allowed";
  if (f[kIsChiihou] && wind_given && dealer) return "chiihou_as_dealer_not_allowed";
  if (f[kIsChiihou] && !f[kIsTsumo]) return "chiihou_without_tsumo_not_allowed";
  if (f[kIsChiihou] && any_meld) return "chiihou_with_meld_not_allowed";
  if (f[kIsRenhou] && wind_given && dealer) return "renhou_as_dealer_not_allowed";
  if (f[kIsRenhou] && f[kIsTsumo]) return "renhou_with_tsumo_not_allowed";
  if (f[kIsRenhou] && any_meld) return "renhou_with_meld_not_allowed";
  return nullptr;
}

// A meld of the package (type, tiles in 136 format, opened) as the engine's meld; false with
// `bad` set for a meld that is no chi, pon or kan of its tiles.
bool read_meld(PyObject* obj, Meld& m, TileCounts& used, RedCounts& red_used, bool aka, bool& bad,
               bool& opened, bool& skip) {
  const Names& n = g->n;
  Reader r(obj);
  PyObject* type = r.get(n.type);
  if (!type) return false;
  const int open = r.flag(n.opened);
  if (open < 0) {
    Py_DECREF(type);
    return false;
  }
  opened = open;
  int ids[4];
  int count = 0;
  PyObject* tiles = r.get(n.tiles);
  bool ok = tiles != nullptr && read_ids(tiles, [&](int id) {
              if (count < 4) ids[count] = id;
              ++count;
            });
  Py_XDECREF(tiles);
  if (!ok) {
    Py_DECREF(type);
    return false;
  }
  // The package's constants are interned like these names: identity first, then equality.
  const bool known =
      type == n.chi || type == n.pon || type == n.kan || type == n.shouminkan || type == n.nuki;
  auto is = [&](PyObject* name) {
    return type == name || (!known && PyUnicode_Check(type) && PyUnicode_Compare(type, name) == 0);
  };
  const bool chi = is(n.chi), pon = is(n.pon), kan = is(n.kan), shouminkan = is(n.shouminkan);
  skip = is(n.nuki);  // three-player north extraction: not a set (docs/python-compat.md)
  Py_DECREF(type);
  if (skip) return true;
  const int want = chi || pon ? 3 : kan || shouminkan ? 4 : 0;
  if (want == 0 || count != want) {
    bad = true;
    return true;
  }
  std::sort(ids, ids + count);
  const int k0 = ids[0] / 4;
  for (int i = 1; i < count; ++i) {
    const int k = ids[i] / 4;
    if (chi ? (k != k0 + i || k0 >= 27 || k0 % 9 > 6) : k != k0) {
      bad = true;
      return true;
    }
  }
  m.kind = chi          ? MeldKind::Chi
           : pon        ? MeldKind::Pon
           : shouminkan ? MeldKind::Kakan
           : opened     ? MeldKind::Kan
                        : MeldKind::Ankan;
  m.first = tile_at(k0);
  m.red = 0;
  for (int i = 0; i < count; ++i) {
    ++used[ids[i] / 4];
    if (aka && is_red_id(ids[i])) ++m.red, ++red_used[ids[i] / 36];
  }
  if (chi || pon) opened = true;
  return true;
}

// Reads `config` (a HandConfig or None) into `out`; false with an exception set.
bool read_config(PyObject* config, Config& out) {
  if (config == Py_None) return true;
  const Names& n = g->n;
  Reader c(config);
  for (int i = 0; i < kFlagCount; ++i)
    if ((out.flags[i] = c.flag(g->flag_names[i])) < 0) return false;
  if ((out.player = c.number(n.player_wind, -1)) == -2 ||
      (out.round = c.number(n.round_wind, -1)) == -2 ||
      (out.tsumi = c.number(n.tsumi_number, 0)) == -2 ||
      (out.kyoutaku = c.number(n.kyoutaku_number, 0)) == -2 ||
      (out.dealer = c.flag(n.is_dealer)) < 0)
    return false;
  PyObject* options = c.get(n.options);
  if (!options) return false;
  bool ok = true;
  if (options != Py_None) {
    Reader r(options);
    for (int i = 0; i < kOptionCount && ok; ++i) {
      const int v = r.flag(g->option_names[i]);
      ok = v >= 0;
      out.options[i] = v > 0;
    }
    if (ok) ok = (out.kazoe = r.number(g->kazoe_name, kKazoeLimited)) != -2;
  }
  Py_DECREF(options);
  if (out.kazoe < 0 || out.kazoe > 2) out.kazoe = kKazoeLimited;
  return ok;
}

// The arguments of a vectorcall by the package's parameter names (nullptr: not given); false
// with TypeError set for an unknown or repeated name or a missing required one.
bool bind_args(PyObject* const* args, Py_ssize_t nargsf, PyObject* kwnames,
               std::array<PyObject*, kParamCount>& out) {
  const Py_ssize_t positional = PyVectorcall_NARGS(nargsf);
  if (positional > kParamCount) {
    PyErr_Format(PyExc_TypeError, "estimate_hand_value() takes at most %d arguments", kParamCount);
    return false;
  }
  for (Py_ssize_t i = 0; i < positional; ++i) out[i] = args[i];
  const Py_ssize_t named = kwnames ? PyTuple_GET_SIZE(kwnames) : 0;
  for (Py_ssize_t i = 0; i < named; ++i) {
    PyObject* name = PyTuple_GET_ITEM(kwnames, i);
    int slot = -1;
    for (int p = 0; p < kParamCount && slot < 0; ++p)
      if (name == g->params[p]) slot = p;  // keyword names are interned: identity first
    for (int p = 0; p < kParamCount && slot < 0; ++p)
      if (PyUnicode_Compare(name, g->params[p]) == 0) slot = p;
    if (slot < 0 || out[slot]) {
      PyErr_Format(PyExc_TypeError,
                   slot < 0 ? "estimate_hand_value() got an unexpected keyword argument '%U'"
                            : "estimate_hand_value() got multiple values for argument '%U'",
                   name);
      return false;
    }
    out[slot] = args[positional + i];
  }
  for (int p = 0; p < kRequired; ++p)
    if (!out[p]) {
      PyErr_Format(PyExc_TypeError, "estimate_hand_value() missing required argument '%s'",
                   kParams[p]);
      return false;
    }
  return true;
}

}  // namespace mjscore::python::compat
