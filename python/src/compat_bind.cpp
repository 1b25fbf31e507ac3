// The fast path of mjscore.compat (docs/python-compat.md): the `mahjong` package's
// HandCalculator.estimate_hand_value over its own argument objects (136-format tile ids, Meld,
// HandConfig with OptionalRules), scored by the riichi engine under the tenhou preset with the
// config's options, answered as the package's HandResponse (han, fu, cost, yaku, fu_details,
// error). One C entry (METH_FASTCALL) reads the objects' instance dicts and fills a response
// whose `cost` and `fu_details` dicts are made when first read: a call is about 12,000
// instructions of Python object work around the engine's ~1,200 of scoring.
#include <algorithm>
#include <array>
#include <bit>
#include <optional>
#include <unordered_map>
#include <utility>

#include "bindings.hpp"
// Python.h (through pybind11) comes first; structmember.h declares PyMemberDef and T_OBJECT.
#include <structmember.h>
#include "mjscore/analysis.hpp"
#include "mjscore/notation.hpp"
#include "riichi/element_ids.hpp"

namespace mjscore::python {
namespace {

// The package's yaku ids (mahjong/hand_calculating/yaku_list: yaku_id of each class).
enum CompatYakuId : int {
  kTsumoId = 0,
  kRiichiId = 1,
  kIppatsuId = 3,
  kChankanId = 4,
  kRinshanId = 5,
  kHaiteiId = 6,
  kHouteiId = 7,
  kDaburuRiichiId = 8,
  kNagashiId = 10,
  kRenhouId = 11,
  kPinfuId = 12,
  kTanyaoId = 13,
  kIipeikoId = 14,
  kHakuId = 15,
  kHatsuId = 16,
  kChunId = 17,
  kSeatWindEastId = 18,   // + seat wind (E S W N)
  kRoundWindEastId = 22,  // + round wind
  kSanshokuId = 26,
  kIttsuId = 27,
  kChantaiId = 28,
  kHonrotoId = 29,
  kToitoiId = 30,
  kSanankouId = 31,
  kSankantsuId = 32,
  kSanshokuDoukoId = 33,
  kChiitoitsuId = 34,
  kShosangenId = 35,
  kHonitsuId = 36,
  kJunchanId = 37,
  kRyanpeikoId = 38,
  kChinitsuId = 39,
  kKokushiId = 100,
  kChuurenId = 101,
  kSuuankouId = 102,
  kDaisangenId = 103,
  kShousuushiiId = 104,
  kRyuuiisouId = 105,
  kSuukantsuId = 106,
  kTsuuiisouId = 107,
  kChinroutouId = 108,
  kDaisuushiiId = 111,
  kKokushi13Id = 112,
  kSuuankouTankiId = 113,
  kChuuren9Id = 114,
  kTenhouId = 115,
  kChiihouId = 116,
  kRenhouYakumanId = 117,
  kDoraId = 120,
  kAkaDoraId = 121,
  kUraDoraId = 122,
  kYakuIdCount = 123,
  kSeatWindId = -2,  // resolved by the seat wind
  kRoundWindId = -3,
};

// Our riichi element ids (src/riichi/element_ids.hpp order) to the package's yaku ids.
constexpr std::array<int, riichi::kElementIdCount> kCompatIds = [] {
  std::array<int, riichi::kElementIdCount> t{};
  using riichi::Yaku;
  using riichi::Yakuman;
  auto y = [&](Yaku k, int id) { t[riichi::kYakuIds + static_cast<int>(k)] = id; };
  auto ym = [&](Yakuman k, int id) { t[riichi::kYakumanIds + static_cast<int>(k)] = id; };
  y(Yaku::Riichi, kRiichiId);
  y(Yaku::DoubleRiichi, kDaburuRiichiId);
  y(Yaku::Ippatsu, kIppatsuId);
  y(Yaku::MenzenTsumo, kTsumoId);
  y(Yaku::Pinfu, kPinfuId);
  y(Yaku::Tanyao, kTanyaoId);
  y(Yaku::Iipeikou, kIipeikoId);
  y(Yaku::YakuhaiHaku, kHakuId);
  y(Yaku::YakuhaiHatsu, kHatsuId);
  y(Yaku::YakuhaiChun, kChunId);
  y(Yaku::SeatWind, kSeatWindId);
  y(Yaku::RoundWind, kRoundWindId);
  y(Yaku::Haitei, kHaiteiId);
  y(Yaku::Houtei, kHouteiId);
  y(Yaku::Rinshan, kRinshanId);
  y(Yaku::Chankan, kChankanId);
  y(Yaku::Chiitoitsu, kChiitoitsuId);
  y(Yaku::Chanta, kChantaiId);
  y(Yaku::Ittsu, kIttsuId);
  y(Yaku::Sanshoku, kSanshokuId);
  y(Yaku::SanshokuDoukou, kSanshokuDoukoId);
  y(Yaku::Sankantsu, kSankantsuId);
  y(Yaku::Toitoi, kToitoiId);
  y(Yaku::Sanankou, kSanankouId);
  y(Yaku::Shousangen, kShosangenId);
  y(Yaku::Honroutou, kHonrotoId);
  y(Yaku::Ryanpeikou, kRyanpeikoId);
  y(Yaku::Junchan, kJunchanId);
  y(Yaku::Honitsu, kHonitsuId);
  y(Yaku::Chinitsu, kChinitsuId);
  y(Yaku::Renhou, kRenhouId);
  y(Yaku::NagashiMangan, kNagashiId);
  ym(Yakuman::Kokushi, kKokushiId);
  ym(Yakuman::Kokushi13, kKokushi13Id);
  ym(Yakuman::Suuankou, kSuuankouId);
  ym(Yakuman::SuuankouTanki, kSuuankouTankiId);
  ym(Yakuman::Daisangen, kDaisangenId);
  ym(Yakuman::Shousuushii, kShousuushiiId);
  ym(Yakuman::Daisuushii, kDaisuushiiId);
  ym(Yakuman::Tsuuiisou, kTsuuiisouId);
  ym(Yakuman::Chinroutou, kChinroutouId);
  ym(Yakuman::Ryuuiisou, kRyuuiisouId);
  ym(Yakuman::Chuuren, kChuurenId);
  ym(Yakuman::Chuuren9, kChuuren9Id);
  ym(Yakuman::Suukantsu, kSuukantsuId);
  ym(Yakuman::Tenhou, kTenhouId);
  ym(Yakuman::Chiihou, kChiihouId);
  ym(Yakuman::Renhou, kRenhouYakumanId);
  t[riichi::kDoraIds] = kDoraId;
  t[riichi::kDoraIds + 1] = kAkaDoraId;
  t[riichi::kDoraIds + 2] = kUraDoraId;
  return t;
}();

// Interned names: attributes of the package's objects, keys of its dicts, its error strings.
struct Names {
  PyObject* tiles;
  PyObject* type;
  PyObject* opened;
  PyObject* options;
  PyObject* player_wind;
  PyObject* round_wind;
  PyObject* is_dealer;
  PyObject* tsumi_number;
  PyObject* kyoutaku_number;
  PyObject* han_open;
  PyObject* han_closed;
  // HandResponse attributes
  PyObject* cost;
  PyObject* han;
  PyObject* fu;
  PyObject* yaku;
  PyObject* error;
  PyObject* fu_details;
  PyObject* is_open_hand;
  // cost and fu_details keys
  PyObject* main;
  PyObject* additional;
  PyObject* main_bonus;
  PyObject* additional_bonus;
  PyObject* kyoutaku_bonus;
  PyObject* total;
  PyObject* yaku_level;
  PyObject* reason;
  // meld types
  PyObject* chi;
  PyObject* pon;
  PyObject* kan;
  PyObject* shouminkan;
  PyObject* nuki;
};

// HandConfig flags, read by name (their order is the order of `kFlagNames`).
enum Flag : int {
  kIsTsumo,
  kIsRiichi,
  kIsIppatsu,
  kIsRinshan,
  kIsChankan,
  kIsHaitei,
  kIsHoutei,
  kIsDaburuRiichi,
  kIsNagashiMangan,
  kIsTenhou,
  kIsRenhou,
  kIsChiihou,
  kFlagCount
};
constexpr const char* kFlagNames[kFlagCount] = {
    "is_tsumo",  "is_riichi",        "is_ippatsu",        "is_rinshan", "is_chankan", "is_haitei",
    "is_houtei", "is_daburu_riichi", "is_nagashi_mangan", "is_tenhou",  "is_renhou",  "is_chiihou"};

// OptionalRules flags that change the engine's rules or the package's payment arithmetic.
enum Option : int {
  kOpenTanyao,
  kAkaDora,
  kDoubleYakuman,
  kKiriage,
  kFuForOpenPinfu,
  kFuForPinfuTsumo,
  kRenhouAsYakuman,
  kLimitToSextuple,
  kThreePlayer,
  kOptionCount
};
constexpr const char* kOptionNames[kOptionCount] = {
    "has_open_tanyao",   "has_aka_dora",       "has_double_yakuman", "kiriage",
    "fu_for_open_pinfu", "fu_for_pinfu_tsumo", "renhou_as_yakuman",  "limit_to_sextuple_yakuman",
    "is_three_player"};
// The package's OptionalRules() defaults, for a config without options.
constexpr std::array<bool, kOptionCount> kOptionDefaults = {false, false, true, false, true,
                                                            false, false, true, false};
constexpr int kKazoeLimited = 0, kKazoeSanbaiman = 1;

// The package's error strings (HandCalculator.ERR_*), in the order of its checks.
constexpr const char* kErrNoWinningTile = "winning_tile_not_in_hand";
constexpr const char* kErrNotWinning = "hand_not_winning";
constexpr const char* kErrNoYaku = "no_yaku";

// The package's parameters of estimate_hand_value, in its order.
constexpr const char* kParams[] = {"tiles",
                                   "win_tile",
                                   "melds",
                                   "dora_indicators",
                                   "config",
                                   "scores_calculator_factory",
                                   "ura_dora_indicators"};
constexpr int kParamCount = 7;
constexpr int kRequired = 2;

constexpr int kVariantHan = 64;

// Everything the entry keeps between calls. It is used with the GIL held (the entry never
// releases it), which serialises the calls that share the caches and the result below.
struct State {
  const Engine* engine = nullptr;
  // Rule sets by the option bits that reach the engine (7 booleans) and the kazoe mode.
  std::array<std::optional<RuleSet>, (1 << 7) * 3> rules;
  PyObject* scores_calculator = nullptr;  // ScoresCalculator, the one factory accepted
  std::array<PyObject*, kParamCount> params{};
  PyObject* response_base = nullptr;           // _CompatResponse
  PyObject* response_type = nullptr;           // HandResponse
  PyObject* make_variant = nullptr;            // (yaku_id, han) -> a Yaku with that han
  std::array<PyObject*, kYakuIdCount> yaku{};  // the package's yaku objects by id
  // Yaku objects valued other than usual (dora counts, a double yakuman counted once), made
  // once per id and han below kVariantHan; a higher han (never in a real hand) is made per call.
  std::array<std::array<PyObject*, kVariantHan>, kYakuIdCount> variants{};
  std::array<int, kYakuIdCount> han_open{}, han_closed{};
  Names n{};
  std::array<PyObject*, kFlagCount> flag_names{};
  std::array<PyObject*, kOptionCount> option_names{};
  PyObject* kazoe_name = nullptr;
  PyObject* errors[3] = {};  // interned kErrNoWinningTile, kErrNotWinning, kErrNoYaku
  ScoreResult out;           // reused by every call (2 KB not initialised per call)
};
State* g = nullptr;

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

// 136-format tile ids of a sequence (list, tuple or any iterable); false with an exception.
template <class Out>
bool read_ids(PyObject* seq, Out&& push) {
  PyObject* fast = PySequence_Fast(seq, "tiles must be a sequence of 136-format tile ids");
  if (!fast) return false;
  const Py_ssize_t n = PySequence_Fast_GET_SIZE(fast);
  PyObject** items = PySequence_Fast_ITEMS(fast);
  for (Py_ssize_t i = 0; i < n; ++i) {
    const long id = PyLong_AsLong(items[i]);
    if (id == -1 && PyErr_Occurred()) {
      Py_DECREF(fast);
      return false;
    }
    if (id < 0 || id > 135) {
      Py_DECREF(fast);
      PyErr_Format(PyExc_ValueError, "tile id %ld is not a 136-format tile (0..135)", id);
      return false;
    }
    push(static_cast<int>(id));
  }
  Py_DECREF(fast);
  return true;
}

constexpr bool is_red_id(int id) { return id == 16 || id == 52 || id == 88; }
constexpr bool terminal_or_honor(Tile t) {
  return is_honor(t) || rank_of(t) == 1 || rank_of(t) == 9;
}

// The package's ScoresCalculator.calculate_scores: payments from han and fu.
struct Cost {
  int main, additional, main_bonus, additional_bonus, kyoutaku_bonus, total;
  const char* level;
};
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

struct FuOut {
  int fu;
  const char* reason;
  int tile = 0;  // the set's tile (sets only)
};

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

const RuleSet* rule_set(const std::array<bool, kOptionCount>& o, int kazoe) {
  const int bits = o[kOpenTanyao] | o[kAkaDora] << 1 | o[kDoubleYakuman] << 2 | o[kKiriage] << 3 |
                   o[kFuForOpenPinfu] << 4 | o[kFuForPinfuTsumo] << 5 | o[kRenhouAsYakuman] << 6;
  auto& slot = g->rules[bits * 3 + kazoe];
  if (!slot) {
    auto b = [](bool v) { return OptionValue{v}; };
    auto s = [](const char* v) { return OptionValue{std::string(v)}; };
    const OptionOverrides overrides = {
        {"open_tanyao", b(o[kOpenTanyao])},
        {"aka_dora", b(o[kAkaDora])},
        {"double_yakuman", b(o[kDoubleYakuman])},
        {"kiriage_mangan", b(o[kKiriage])},
        {"open_pinfu_30_fu", b(o[kFuForOpenPinfu])},
        // 2 fu for a pinfu-shaped tsumo means the hand is no pinfu (the package then finds
        // two fu lines), which is the engine's `pinfu_tsumo = false`.
        {"pinfu_tsumo", b(!o[kFuForPinfuTsumo])},
        {"renhou", s(o[kRenhouAsYakuman] ? "yakuman" : "mangan")},
        {"kazoe", s(kazoe == kKazoeLimited     ? "yakuman"
                    : kazoe == kKazoeSanbaiman ? "sanbaiman"
                                               : "multiple")},
        {"multiple_yakuman", b(true)},
        {"double_wind_pair_fu", OptionValue{4LL}},
    };
    auto r = g->engine->resolve(Family::Riichi, "tenhou", overrides);
    if (!r) {
      PyErr_SetString(PyExc_RuntimeError, std::string(r.error().message).c_str());
      return nullptr;
    }
    slot = std::move(*r);
  }
  return &*slot;
}

// A wind as the package gives it (a 34-format index 27..30, or None / anything else: absent).
std::optional<Wind> wind_of(long v) {
  if (v >= 27 && v <= 30) return wind_at(static_cast<int>(v - 27));
  return std::nullopt;
}

// For an absent wind, a wind of which the hand holds no tile, so that it gives neither yakuhai
// nor pair fu, as the package's None does (`first` is where the search starts).
Wind absent_wind(const TileCounts& all, int first) {
  for (int i = first; i < 4; ++i)
    if (all[27 + i] == 0) return wind_at(i);
  return wind_at(first);
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
  for (const FuLine& l : r.fu_details) {
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

// A HandConfig as the calculator reads it (None: the package's defaults).
struct Config {
  std::array<int, kFlagCount> flags{};
  std::array<bool, kOptionCount> options = kOptionDefaults;
  long kazoe = kKazoeLimited, player = -1, round = -1, tsumi = 0, kyoutaku = 0;
  int dealer = 0;
};

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

// HandCalculator.estimate_hand_value(tiles, win_tile, melds=None, dora_indicators=None,
// config=None, scores_calculator_factory=ScoresCalculator, ura_dora_indicators=None)
PyObject* compat_estimate(PyObject*, PyObject* const* argv, Py_ssize_t nargsf, PyObject* kwnames) {
  if (!g || !g->response_type) {
    PyErr_SetString(PyExc_RuntimeError, "mjscore.compat is not initialised");
    return nullptr;
  }
  std::array<PyObject*, kParamCount> a{};
  if (!bind_args(argv, nargsf, kwnames, a)) return nullptr;
  PyObject* factory = a[5];
  if (factory && factory != Py_None && factory != g->scores_calculator) {
    PyErr_SetString(PyExc_NotImplementedError,
                    "mjscore.compat scores with the standard limits only; aotenjou and custom "
                    "score calculators are not offered (docs/python-compat.md)");
    return nullptr;
  }
  auto none = [](PyObject* v) { return v ? v : Py_None; };
  PyObject *tiles = a[0], *win_obj = a[1], *melds = none(a[2]), *dora = none(a[3]),
           *config = none(a[4]), *ura = none(a[6]);

  Config cfg;
  if (!read_config(config, cfg)) return nullptr;
  const auto& f = cfg.flags;
  const auto& o = cfg.options;
  const long kazoe = cfg.kazoe, tsumi = cfg.tsumi, kyoutaku = cfg.kyoutaku, player = cfg.player,
             round = cfg.round;
  const int dealer = cfg.dealer;
  const std::optional<Wind> seat_given = wind_of(player), round_given = wind_of(round);

  // Nagashi mangan: the package answers it before looking at the tiles.
  if (f[kIsNagashiMangan]) {
    const Cost cost = package_cost(5, 30, false, static_cast<int>(kazoe), o, f[kIsTsumo], dealer,
                                   tsumi, kyoutaku, true);
    PyObject* yaku = PyList_New(1);
    if (!yaku) return nullptr;
    PyList_SET_ITEM(yaku, 0, Py_NewRef(g->yaku[kNagashiId]));
    PyObject* r = response(nullptr, PyLong_FromLong(5), PyLong_FromLong(30), yaku, nullptr, false);
    if (r) pend_cost(r, cost);
    return r;
  }

  // The tiles: every tile of the hand, melds included (the package's `tiles`).
  const long win_id = PyLong_AsLong(win_obj);
  if (win_id == -1 && PyErr_Occurred()) return nullptr;
  TileCounts all{};
  RedCounts red{};
  uint64_t kinds = 0;  // bit k: the hand holds kind k
  bool win_held = false;
  const bool aka = o[kAkaDora];
  if (!read_ids(tiles, [&](int id) {
        ++all[id / 4];
        kinds |= uint64_t{1} << (id / 4);
        if (aka && is_red_id(id)) ++red[id / 36];
        win_held |= id == win_id;
      }))
    return nullptr;
  if (!win_held) return error_response(g->errors[0]);

  Melds hand_melds;
  TileCounts used{};
  RedCounts red_used{};
  bool open = false, bad = false, any_meld = false;
  if (melds != Py_None) {
    PyObject* fast = PySequence_Fast(melds, "melds must be a sequence of Meld");
    if (!fast) return nullptr;
    const Py_ssize_t count = PySequence_Fast_GET_SIZE(fast);
    for (Py_ssize_t i = 0; i < count; ++i) {
      Meld m;
      bool opened = false, skip = false;
      if (!read_meld(PySequence_Fast_GET_ITEM(fast, i), m, used, red_used, aka, bad, opened,
                     skip)) {
        Py_DECREF(fast);
        return nullptr;
      }
      any_meld = true;
      if (skip || bad) continue;
      open |= opened;
      if (hand_melds.size() < kMaxMelds)
        hand_melds.push_back(m);
      else
        bad = true;
    }
    Py_DECREF(fast);
  }

  if (const char* e = context_error(f, open, any_meld, seat_given.has_value(), dealer))
    return error_response(e);
  if (bad) return error_response(g->errors[1]);

  // The concealed tiles: the hand's tiles less the melds'.
  HandInput in;
  for (int k = 0; k < 34; ++k)
    if (used[k] > all[k]) return error_response(g->errors[1]);
  for (uint64_t rest = kinds; rest; rest &= rest - 1) {
    const int k = std::countr_zero(rest);
    int c = all[k] - used[k];
    const int suit = k / 9;
    int reds = k < 27 && k % 9 == 4 ? red[suit] - red_used[suit] : 0;
    if (c > 4 || in.concealed.size() + c > kMaxTileList) return error_response(g->errors[1]);
    for (; c > 0; --c) {
      in.concealed.push_back(TileRef{tile_at(k), reds > 0});
      reds -= reds > 0;
    }
  }
  in.win =
      TileRef{tile_at(static_cast<int>(win_id / 4)), aka && is_red_id(static_cast<int>(win_id))};
  in.melds = hand_melds;

  ScoreRequest req;
  auto indicators = [](PyObject* seq, Indicators& out) {
    if (seq == Py_None) return true;
    return read_ids(seq, [&](int id) {
      if (out.size() < kMaxIndicators) out.push_back(TileRef{tile_at(id / 4), false});
    });
  };
  if (!indicators(dora, req.dora) || !indicators(ura, req.ura)) return nullptr;

  auto hand = make_hand(in, HandShape::Complete);
  if (!hand) return error_response(g->errors[1]);
  req.hand = std::move(*hand);
  const TileCounts every = req.hand.all_tiles();
  req.seat = seat_given ? *seat_given : absent_wind(every, 1);
  req.round = round_given ? *round_given : absent_wind(every, 0);
  req.win_by = f[kIsTsumo] ? WinBy::Tsumo : WinBy::Ron;
  req.riichi = f[kIsRiichi] && !f[kIsDaburuRiichi];
  req.double_riichi = f[kIsDaburuRiichi];
  req.ippatsu = f[kIsIppatsu];
  req.last_tile = f[kIsHaitei] || f[kIsHoutei];
  req.after_kan = f[kIsRinshan];
  req.robbing_kan = f[kIsChankan];
  req.first_turn = f[kIsTenhou] || f[kIsChiihou] || f[kIsRenhou];
  if (f[kIsTenhou] && !seat_given) req.seat = Wind::East;  // the package lets tenhou stand

  const RuleSet* rules = rule_set(o, static_cast<int>(kazoe));
  if (!rules) return nullptr;
  ScoreResult& out = g->out;
  if (auto r = g->engine->score(req, *rules, out); !r) {
    switch (r.error().code) {
      case ErrorCode::no_yaku:
        return error_response(g->errors[2]);
      case ErrorCode::not_winning:
      case ErrorCode::invalid_hand:
        return error_response(g->errors[1]);
      default:  // a context the package accepts and the engine does not (docs/python-compat.md)
        return error_response(std::string(r.error().message).c_str());
    }
  }

  // The yaku, sorted by the package's id, and the han they make.
  struct Item {
    int id, han;
  };
  std::array<Item, 40> items{};
  int count = 0, yakuman = 0;
  for (const Element& e : out.elements) {
    if (e.id.index >= riichi::kElementIdCount || count == static_cast<int>(items.size())) continue;
    int id = kCompatIds[e.id.index];
    if (id == kSeatWindId) id = kSeatWindEastId + index(req.seat);
    if (id == kRoundWindId) id = kRoundWindEastId + index(req.round);
    const bool ym = e.unit.id == ElementUnit::yakuman;
    yakuman += ym ? e.amount : 0;
    items[count++] = {id, ym ? 13 * e.amount : e.amount};
  }
  std::sort(items.begin(), items.begin() + count,
            [](const Item& a, const Item& b) { return a.id < b.id; });
  int han = yakuman ? 13 * yakuman : out.han;
  if (o[kLimitToSextuple] && han > 78) han = 78;
  const int fu = out.fu;
  PyObject* yaku = PyList_New(count);
  if (!yaku) return nullptr;
  for (int i = 0; i < count; ++i) {
    PyObject* y = yaku_object(items[i].id, items[i].han, open);
    if (!y) {
      Py_DECREF(yaku);
      return nullptr;
    }
    PyList_SET_ITEM(yaku, i, y);
  }
  const Cost cost = package_cost(han, fu, yakuman > 0, static_cast<int>(kazoe), o, f[kIsTsumo],
                                 dealer, tsumi, kyoutaku, false);
  PyObject* r = response(nullptr, PyLong_FromLong(han), PyLong_FromLong(fu), yaku, nullptr, open);
  if (!r) return nullptr;
  pend_cost(r, cost);
  auto* hr = reinterpret_cast<ResponseObject*>(r);
  hr->fu_count = static_cast<int8_t>(package_fu_lines(out, open, o, hr->pending_fu));
  hr->fu_pending = hr->fu_count > 0;  // none: None, as the package answers an empty list
  return r;
}

PyMethodDef kMethods[] = {
    {"_compat_estimate",
     reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(compat_estimate)),
     METH_FASTCALL | METH_KEYWORDS,
     "_compat_estimate($module, /, tiles, win_tile, melds=None, dora_indicators=None, "
     "config=None, scores_calculator_factory=None, ura_dora_indicators=None)\n--\n\n"
     "Score a winning hand given as 136-format tile ids (melds' tiles included) and answer a\n"
     "HandResponse: han, fu, cost, yaku, fu_details, or error (the mahjong package's\n"
     "HandCalculator.estimate_hand_value; docs/python-compat.md)."},
    {nullptr, nullptr, 0, nullptr}};

TileCounts counts_of(const py::sequence& seq) {
  if (py::len(seq) != 34) throw py::value_error("tiles_34 must have 34 entries");
  TileCounts c{};
  for (int i = 0; i < 34; ++i) {
    const int v = seq[i].cast<int>();
    if (v < 0 || v > 4) throw py::value_error("a tile count must be 0..4");
    c[i] = static_cast<uint8_t>(v);
  }
  return c;
}

}  // namespace

void bind_compat(py::module_& m) {
  static State state;
  g = &state;
  state.engine = &engine();
  Names& n = state.n;
  for (auto [slot, text] : std::initializer_list<std::pair<PyObject**, const char*>>{
           {&n.tiles, "tiles"},
           {&n.type, "type"},
           {&n.opened, "opened"},
           {&n.options, "options"},
           {&n.player_wind, "player_wind"},
           {&n.round_wind, "round_wind"},
           {&n.is_dealer, "is_dealer"},
           {&n.tsumi_number, "tsumi_number"},
           {&n.kyoutaku_number, "kyoutaku_number"},
           {&n.han_open, "han_open"},
           {&n.han_closed, "han_closed"},
           {&n.cost, "cost"},
           {&n.han, "han"},
           {&n.fu, "fu"},
           {&n.yaku, "yaku"},
           {&n.error, "error"},
           {&n.fu_details, "fu_details"},
           {&n.is_open_hand, "is_open_hand"},
           {&n.main, "main"},
           {&n.additional, "additional"},
           {&n.main_bonus, "main_bonus"},
           {&n.additional_bonus, "additional_bonus"},
           {&n.kyoutaku_bonus, "kyoutaku_bonus"},
           {&n.total, "total"},
           {&n.yaku_level, "yaku_level"},
           {&n.reason, "reason"},
           {&n.chi, "chi"},
           {&n.pon, "pon"},
           {&n.kan, "kan"},
           {&n.shouminkan, "shouminkan"},
           {&n.nuki, "nuki"}})
    *slot = intern(text);
  for (int i = 0; i < kFlagCount; ++i) state.flag_names[i] = intern(kFlagNames[i]);
  for (int i = 0; i < kOptionCount; ++i) state.option_names[i] = intern(kOptionNames[i]);
  state.kazoe_name = intern("kazoe_limit");
  state.errors[0] = intern(kErrNoWinningTile);
  state.errors[1] = intern(kErrNotWinning);
  state.errors[2] = intern(kErrNoYaku);

  for (int i = 0; i < kParamCount; ++i) state.params[i] = intern(kParams[i]);
  if (PyModule_AddFunctions(m.ptr(), kMethods) != 0) throw py::error_already_set();
  state.response_base = PyType_FromSpec(&kResponseSpec);
  if (!state.response_base) throw py::error_already_set();
  m.attr("_CompatResponse") = py::reinterpret_borrow<py::object>(state.response_base);

  m.def(
      "_compat_init",
      [](py::handle response_type, py::sequence yaku, py::handle make_variant,
         py::handle scores_calculator) {
        if (py::len(yaku) != kYakuIdCount)
          throw py::value_error("the yaku table must have one entry per package yaku id");
        if (!PyType_Check(response_type.ptr()) ||
            !PyType_IsSubtype(reinterpret_cast<PyTypeObject*>(response_type.ptr()),
                              reinterpret_cast<PyTypeObject*>(state.response_base)))
          throw py::type_error("the response class must derive from _CompatResponse");
        state.response_type = response_type.inc_ref().ptr();
        state.scores_calculator = scores_calculator.inc_ref().ptr();
        state.make_variant = make_variant.inc_ref().ptr();
        for (int i = 0; i < kYakuIdCount; ++i) {
          py::object y = yaku[i];
          state.yaku[i] = y.inc_ref().ptr();
          if (!y.is_none()) {
            state.han_open[i] = y.attr("han_open").cast<int>();
            state.han_closed[i] = y.attr("han_closed").cast<int>();
          }
        }
      },
      "Hands mjscore.compat's HandResponse class, yaku table and ScoresCalculator to the fast "
      "path.");
  m.def(
      "_compat_scores",
      [](int han, int fu, py::handle config, bool is_yakuman) {
        Config cfg;
        if (!read_config(config.ptr(), cfg)) throw py::error_already_set();
        const Cost cost = package_cost(han, fu, is_yakuman, static_cast<int>(cfg.kazoe),
                                       cfg.options, cfg.flags[kIsTsumo], cfg.dealer, cfg.tsumi,
                                       cfg.kyoutaku, cfg.flags[kIsNagashiMangan]);
        PyObject* d = cost_dict(cost);
        if (!d) throw py::error_already_set();
        return py::reinterpret_steal<py::dict>(d);
      },
      "The package's ScoresCalculator.calculate_scores: payments from han and fu.");
  m.def(
      "_compat_shanten_regular",
      [](const py::sequence& tiles_34) {
        const TileCounts c = counts_of(tiles_34);
        int total = 0;
        for (auto v : c) total += v;
        if (total > 14 || total % 3 == 0)
          throw py::value_error("a regular hand has 3n+1 or 3n+2 tiles, at most 14");
        return shanten_regular(c, (14 - total) / 3);
      },
      "Regular-hand shanten of a 34-format count array (melds implied by the tile count).");
  m.def(
      "_compat_is_agari",
      [](const py::sequence& tiles_34) {
        const TileCounts c = counts_of(tiles_34);
        int total = 0;
        for (auto v : c) total += v;
        if (total % 3 != 2) return false;
        return is_complete(c, (14 - total) / 3);
      },
      "Whether a 34-format count array is a complete hand (melds implied by the tile count).");
}

}  // namespace mjscore::python
