// mjscore.compat's results (docs/python-compat.md): the HandResponse storage type, the
// package's payment arithmetic and the package's fu_details made from the engine's fu lines.
#include <algorithm>
#include <unordered_map>

#include "compat.hpp"
// Python.h (through pybind11) comes first; structmember.h declares PyMemberDef and T_OBJECT.
#include <structmember.h>

namespace mjscore::python::compat {

PyObject* intern(const char* s) { return PyUnicode_InternFromString(s); }

// The interned str of one of this file's string literals (fu reasons, yaku levels, error
// strings), made on first use: a borrowed reference, or nullptr with an exception set.
PyObject* text(const char* literal) {
  static std::unordered_map<const char*, PyObject*> made;
  auto [it, fresh] = made.try_emplace(literal, nullptr);
  if (fresh && !(it->second = intern(literal))) {
    made.erase(it);
    return nullptr;
  }
  return it->second;
}

Cost package_cost(int han, int fu, bool yakuman, int kazoe, const std::array<bool, kOptionCount>& o,
                  bool tsumo, bool dealer, long tsumi, long kyoutaku, bool nagashi) {
  const char* level = "";
  if (han >= 13 && !yakuman) {
    if (kazoe == kKazoeLimited)
      han = 13;
    else if (kazoe == kKazoeSanbaiman)
      han = 12;
  }
  long long rounded, twice, four, six;
  auto up = [](long long v) { return (v + 99) / 100 * 100; };
  if (han >= 5) {
    // The package's tiers: least han, name, base points (ScoresCalculator.calculate_scores).
    struct Tier {
      int han;
      const char* level;
      long long base;
    };
    static constexpr Tier kTiers[] = {{78, "6x yakuman", 48000}, {65, "5x yakuman", 40000},
                                      {52, "4x yakuman", 32000}, {39, "3x yakuman", 24000},
                                      {26, "2x yakuman", 16000}, {13, "yakuman", 8000},
                                      {11, "sanbaiman", 6000},   {8, "baiman", 4000},
                                      {6, "haneman", 3000},      {5, "mangan", 2000}};
    const Tier* t = kTiers;
    while (han < t->han) ++t;
    level = t->level, rounded = t->base;
    if (han >= 78 && !o[kLimitToSextuple]) rounded += (han - 78) / 13 * 8000;
    twice = rounded * 2, four = twice * 2, six = twice * 3;
  } else {
    const long long base = static_cast<long long>(fu) << (2 + std::max(han, -2));
    rounded = up(base), twice = up(2 * base), four = up(4 * base), six = up(6 * base);
    bool kiriage = false;
    if (o[kKiriage]) {
      if ((han == 4 && fu == 30) || (han == 3 && fu == 60))
        level = "kiriage mangan", kiriage = true;
    } else if (rounded > 2000) {
      level = "mangan";
    }
    if (rounded > 2000 || kiriage) rounded = 2000, twice = 4000, four = 8000, six = 12000;
  }
  Cost c{};
  if (tsumo) {
    c.main = static_cast<int>(twice);
    c.main_bonus = static_cast<int>(100 * tsumi);
    c.additional_bonus = c.main_bonus;
    c.additional = dealer ? c.main : static_cast<int>(rounded);
  } else {
    c.main = static_cast<int>(dealer ? six : four);
    c.main_bonus = static_cast<int>((o[kThreePlayer] ? 200 : 300) * tsumi);
  }
  c.kyoutaku_bonus = static_cast<int>(1000 * kyoutaku);
  c.total = c.main + c.main_bonus +
            (o[kThreePlayer] ? 1 : 2) * (c.additional + c.additional_bonus) + c.kyoutaku_bonus;
  c.level = nagashi ? "nagashi mangan" : level;
  return c;
}

bool set_item(PyObject* d, PyObject* key, long v) {
  PyObject* x = PyLong_FromLong(v);
  if (!x) return false;
  const int r = PyDict_SetItem(d, key, x);
  Py_DECREF(x);
  return r == 0;
}

PyObject* cost_dict(const Cost& c) {
  const Names& n = g->n;
  PyObject* d = _PyDict_NewPresized(7);
  if (!d) return nullptr;
  PyObject* level = Py_XNewRef(text(c.level));
  if (!level || !set_item(d, n.main, c.main) || !set_item(d, n.additional, c.additional) ||
      !set_item(d, n.main_bonus, c.main_bonus) ||
      !set_item(d, n.additional_bonus, c.additional_bonus) ||
      !set_item(d, n.kyoutaku_bonus, c.kyoutaku_bonus) || !set_item(d, n.total, c.total) ||
      PyDict_SetItem(d, n.yaku_level, level) != 0) {
    Py_XDECREF(level);
    Py_DECREF(d);
    return nullptr;
  }
  Py_DECREF(level);
  return d;
}

// The storage of HandResponse (mjscore.compat's class derives from this type, adding
// __init__ and __str__): the package's seven attributes as members, filled here without a
// dict or attribute lookups.
struct ResponseObject {
  PyObject_HEAD PyObject* cost;
  PyObject* han;
  PyObject* fu;
  PyObject* yaku;
  PyObject* error;
  PyObject* fu_details;
  PyObject* is_open_hand;
  // `cost` and `fu_details` of a scored hand are made into dicts when first read (most callers
  // read a few values); until then they are kept here and the attribute is nullptr.
  bool cost_pending;
  bool fu_pending;
  int8_t fu_count;
  Cost pending_cost;
  FuOut pending_fu[16];
};

void response_dealloc(PyObject* self) {
  auto* r = reinterpret_cast<ResponseObject*>(self);
  PyTypeObject* type = Py_TYPE(self);
  PyObject_GC_UnTrack(self);
  Py_CLEAR(r->cost);
  Py_CLEAR(r->han);
  Py_CLEAR(r->fu);
  Py_CLEAR(r->yaku);
  Py_CLEAR(r->error);
  Py_CLEAR(r->fu_details);
  Py_CLEAR(r->is_open_hand);
  type->tp_free(self);
  Py_DECREF(type);
}

int response_traverse(PyObject* self, visitproc visit, void* arg) {
  auto* r = reinterpret_cast<ResponseObject*>(self);
  Py_VISIT(Py_TYPE(self));
  Py_VISIT(r->cost);
  Py_VISIT(r->yaku);
  Py_VISIT(r->fu_details);
  return 0;
}

int response_clear(PyObject* self) {
  auto* r = reinterpret_cast<ResponseObject*>(self);
  Py_CLEAR(r->cost);
  Py_CLEAR(r->yaku);
  Py_CLEAR(r->fu_details);
  return 0;
}

#define MJSCORE_MEMBER(name) \
  { #name, T_OBJECT, offsetof(ResponseObject, name), 0, nullptr }
PyMemberDef kResponseMembers[] = {MJSCORE_MEMBER(han),          MJSCORE_MEMBER(fu),
                                  MJSCORE_MEMBER(yaku),         MJSCORE_MEMBER(error),
                                  MJSCORE_MEMBER(is_open_hand), {nullptr, 0, 0, 0, nullptr}};
#undef MJSCORE_MEMBER

PyObject* fu_dicts(const FuOut* lines, int n);

// `cost`: the dict made from the pending payments on first read, then kept.
PyObject* response_cost(PyObject* self, void*) {
  auto* r = reinterpret_cast<ResponseObject*>(self);
  if (r->cost_pending) {
    if (!(r->cost = cost_dict(r->pending_cost))) return nullptr;
    r->cost_pending = false;
  }
  return Py_NewRef(r->cost ? r->cost : Py_None);
}

// `fu_details`: the list made from the pending lines on first read, then kept.
PyObject* response_fu_details(PyObject* self, void*) {
  auto* r = reinterpret_cast<ResponseObject*>(self);
  if (r->fu_pending) {
    if (!(r->fu_details = fu_dicts(r->pending_fu, r->fu_count))) return nullptr;
    r->fu_pending = false;
  }
  return Py_NewRef(r->fu_details ? r->fu_details : Py_None);
}

int set_response_field(PyObject*& field, bool& pending, PyObject* value) {
  if (!value) {
    PyErr_SetString(PyExc_AttributeError, "HandResponse attributes cannot be deleted");
    return -1;
  }
  Py_XSETREF(field, Py_NewRef(value));
  pending = false;
  return 0;
}
int response_set_cost(PyObject* self, PyObject* value, void*) {
  auto* r = reinterpret_cast<ResponseObject*>(self);
  return set_response_field(r->cost, r->cost_pending, value);
}
int response_set_fu_details(PyObject* self, PyObject* value, void*) {
  auto* r = reinterpret_cast<ResponseObject*>(self);
  return set_response_field(r->fu_details, r->fu_pending, value);
}

PyGetSetDef kResponseGetSet[] = {
    {"cost", response_cost, response_set_cost, nullptr, nullptr},
    {"fu_details", response_fu_details, response_set_fu_details, nullptr, nullptr},
    {nullptr, nullptr, nullptr, nullptr, nullptr}};

PyType_Slot kResponseSlots[] = {
    {Py_tp_dealloc, reinterpret_cast<void*>(response_dealloc)},
    {Py_tp_traverse, reinterpret_cast<void*>(response_traverse)},
    {Py_tp_clear, reinterpret_cast<void*>(response_clear)},
    {Py_tp_members, kResponseMembers},
    {Py_tp_getset, kResponseGetSet},
    {Py_tp_doc, const_cast<char*>("The attributes of mjscore.compat.HandResponse.")},
    {0, nullptr}};
PyType_Spec kResponseSpec = {"mjscore._core._CompatResponse", sizeof(ResponseObject), 0,
                             Py_TPFLAGS_DEFAULT | Py_TPFLAGS_BASETYPE | Py_TPFLAGS_HAVE_GC,
                             kResponseSlots};

// A HandResponse with the given attributes (references stolen; nullptr means None); `cost`
// and `fu_details` None until pend_cost / the pending lines are set.
PyObject* response(PyObject* cost, PyObject* han, PyObject* fu, PyObject* yaku, PyObject* error,
                   bool open) {
  auto* type = reinterpret_cast<PyTypeObject*>(g->response_type);
  PyObject* self = type->tp_alloc(type, 0);  // zeroed: nothing pending
  if (!self) {
    for (PyObject* v : {cost, han, fu, yaku, error}) Py_XDECREF(v);
    return nullptr;
  }
  auto* r = reinterpret_cast<ResponseObject*>(self);
  auto none = [](PyObject* v) { return v ? v : Py_NewRef(Py_None); };
  r->cost = cost;
  r->han = none(han);
  r->fu = none(fu);
  r->yaku = none(yaku);
  r->error = none(error);
  r->is_open_hand = Py_NewRef(open ? Py_True : Py_False);
  return self;
}

void pend_cost(PyObject* self, const Cost& cost) {
  auto* r = reinterpret_cast<ResponseObject*>(self);
  r->pending_cost = cost;
  r->cost_pending = true;
}

PyObject* error_response(PyObject* message) {
  Py_INCREF(message);
  return response(nullptr, nullptr, nullptr, nullptr, message, false);
}

PyObject* error_response(const char* message) {
  PyObject* m = Py_XNewRef(text(message));
  return m ? response(nullptr, nullptr, nullptr, nullptr, m, false) : nullptr;
}

// The package's yaku object for `id` valued `han` (its shared object when that is its han).
PyObject* yaku_object(int id, int han, bool open) {
  const int usual = open && g->han_open[id] ? g->han_open[id] : g->han_closed[id];
  if (han == usual) return Py_NewRef(g->yaku[id]);
  if (han < 0 || han >= kVariantHan) return PyObject_CallFunction(g->make_variant, "ii", id, han);
  PyObject*& slot = g->variants[id][han];
  if (!slot) slot = PyObject_CallFunction(g->make_variant, "ii", id, han);
  return slot ? Py_NewRef(slot) : nullptr;
}

// The package's fu_details from the engine's fu lines: base 30 for a closed ron (our base 20
// + closed_ron 10), its pon/kan names by terminal or honour, pair_wait for tanki, 2 fu
// hand_without_fu for the open pinfu rounding, no zero lines; in its order (wait, pair, pair
// wait, sets, tsumo, open pinfu, base), then sorted by fu, descending and stable, as it sorts.
// The package's reasons of a set's fu, by FuReason (open_triplet, closed_triplet, open_kan,
// closed_kan) and whether the set is of terminals or honours.
constexpr const char* kSetReasons[4][2] = {{"open_pon", "open_terminal_pon"},
                                           {"closed_pon", "closed_terminal_pon"},
                                           {"open_kan", "open_terminal_kan"},
                                           {"closed_kan", "closed_terminal_kan"}};
static_assert(FuReason::closed_triplet == FuReason::open_triplet + 1 &&
              FuReason::open_kan == FuReason::open_triplet + 2 &&
              FuReason::closed_kan == FuReason::open_triplet + 3);

int package_fu_lines(const ScoreResult& r, bool open, const std::array<bool, kOptionCount>& o,
                     FuOut* out) {
  FuOut wait[2], pair[1], tanki[1], sets[4], tsumo[1], open_line[1], base[1];
  int nw = 0, np = 0, nt = 0, ns = 0, nts = 0, no = 0, nb = 0;
  int base_fu = 0;
  for (const FuLine& l : r.riichi.fu_details) {
    const bool th = terminal_or_honor(l.tile);
    switch (l.reason.id) {
      case FuReason::base:
      case FuReason::closed_ron:
        base_fu += l.fu;
        break;
      case FuReason::chiitoitsu:
        base[nb++] = {25, "base"};
        break;
      case FuReason::open_triplet:
      case FuReason::closed_triplet:
      case FuReason::open_kan:
      case FuReason::closed_kan:
        sets[ns++] = {l.fu, kSetReasons[l.reason.id - FuReason::open_triplet][th], index(l.tile)};
        break;
      case FuReason::pair:
        pair[np++] = {l.fu, l.fu >= 4 ? "double_valued_pair" : "valued_pair"};
        break;
      case FuReason::kanchan:
        wait[nw++] = {l.fu, "kanchan"};
        break;
      case FuReason::penchan:
        wait[nw++] = {l.fu, "penchan"};
        break;
      case FuReason::tanki:
        tanki[nt++] = {l.fu, "pair_wait"};
        break;
      case FuReason::tsumo:
        tsumo[nts++] = {l.fu, "tsumo"};
        break;
      case FuReason::open_pinfu:
        open_line[no++] = {2, "hand_without_fu"};
        break;
      case FuReason::ryanmen:
      case FuReason::shanpon:
      case FuReason::round_up:
        break;
    }
  }
  if (base_fu) base[nb++] = {base_fu, "base"};
  // An open hand won by tsumo with no other fu: the package gives no tsumo fu (it gives it only
  // beside other fu) but its 2 fu for an open hand without fu; the total is the same 30.
  if (open && nts && o[kFuForOpenPinfu] && !o[kFuForPinfuTsumo] && nw + np + nt + ns == 0)
    nts = 0, open_line[no++] = {2, "hand_without_fu"};
  // The package lists the sets in its division's order, by tile (the sort below keeps it).
  std::stable_sort(sets, sets + ns, [](const FuOut& a, const FuOut& b) { return a.tile < b.tile; });
  int n = 0;
  for (int i = 0; i < nw; ++i) out[n++] = wait[i];
  for (int i = 0; i < np; ++i) out[n++] = pair[i];
  for (int i = 0; i < nt; ++i) out[n++] = tanki[i];
  for (int i = 0; i < ns; ++i) out[n++] = sets[i];
  for (int i = 0; i < nts; ++i) out[n++] = tsumo[i];
  for (int i = 0; i < no; ++i) out[n++] = open_line[i];
  for (int i = 0; i < nb; ++i) out[n++] = base[i];
  std::stable_sort(out, out + n, [](const FuOut& a, const FuOut& b) { return a.fu > b.fu; });
  return n;
}

// fu_details as the package's list of {"fu": n, "reason": r} dicts.
PyObject* fu_dicts(const FuOut* lines, int n) {
  PyObject* list = PyList_New(n);
  if (!list) return nullptr;
  for (int i = 0; i < n; ++i) {
    PyObject* d = PyDict_New();
    PyObject* reason = d ? Py_XNewRef(text(lines[i].reason)) : nullptr;
    if (!reason || !set_item(d, g->n.fu, lines[i].fu) ||
        PyDict_SetItem(d, g->n.reason, reason) != 0) {
      Py_XDECREF(reason);
      Py_XDECREF(d);
      Py_DECREF(list);
      return nullptr;
    }
    Py_DECREF(reason);
    PyList_SET_ITEM(list, i, d);
  }
  return list;
}

void pend_fu_details(PyObject* self, const ScoreResult& r, bool open,
                     const std::array<bool, kOptionCount>& o) {
  auto* hr = reinterpret_cast<ResponseObject*>(self);
  hr->fu_count = static_cast<int8_t>(package_fu_lines(r, open, o, hr->pending_fu));
  hr->fu_pending = hr->fu_count > 0;  // none: None, as the package answers an empty list
}

}  // namespace mjscore::python::compat
