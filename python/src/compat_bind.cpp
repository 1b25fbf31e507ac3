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
#include <string_view>
#include <utility>
#include <vector>

#include "compat.hpp"
#include "mjscore/analysis.hpp"
#include "mjscore/element_names.hpp"
#include "mjscore/notation.hpp"

namespace mjscore::python {
namespace compat {

State* g = nullptr;

namespace {

// Our riichi element ids (docs/riichi.md "Element ids") to the package's yaku ids: by id, and
// whether the element counts yakuman ("renhou" is both a yaku and a yakuman).
struct CompatId {
  std::string_view element;
  bool yakuman;
  int id;
};
constexpr CompatId kCompatIds[] = {
    {"riichi", false, kRiichiId},
    {"double_riichi", false, kDaburuRiichiId},
    {"ippatsu", false, kIppatsuId},
    {"menzen_tsumo", false, kTsumoId},
    {"pinfu", false, kPinfuId},
    {"tanyao", false, kTanyaoId},
    {"iipeikou", false, kIipeikoId},
    {"yakuhai_haku", false, kHakuId},
    {"yakuhai_hatsu", false, kHatsuId},
    {"yakuhai_chun", false, kChunId},
    {"seat_wind", false, kSeatWindId},
    {"round_wind", false, kRoundWindId},
    {"haitei", false, kHaiteiId},
    {"houtei", false, kHouteiId},
    {"rinshan", false, kRinshanId},
    {"chankan", false, kChankanId},
    {"chiitoitsu", false, kChiitoitsuId},
    {"chanta", false, kChantaiId},
    {"ittsu", false, kIttsuId},
    {"sanshoku", false, kSanshokuId},
    {"sanshoku_doukou", false, kSanshokuDoukoId},
    {"sankantsu", false, kSankantsuId},
    {"toitoi", false, kToitoiId},
    {"sanankou", false, kSanankouId},
    {"shousangen", false, kShosangenId},
    {"honroutou", false, kHonrotoId},
    {"ryanpeikou", false, kRyanpeikoId},
    {"junchan", false, kJunchanId},
    {"honitsu", false, kHonitsuId},
    {"chinitsu", false, kChinitsuId},
    {"renhou", false, kRenhouId},
    {"nagashi_mangan", false, kNagashiId},
    {"kokushi", true, kKokushiId},
    {"kokushi_13", true, kKokushi13Id},
    {"suuankou", true, kSuuankouId},
    {"suuankou_tanki", true, kSuuankouTankiId},
    {"daisangen", true, kDaisangenId},
    {"shousuushii", true, kShousuushiiId},
    {"daisuushii", true, kDaisuushiiId},
    {"tsuuiisou", true, kTsuuiisouId},
    {"chinroutou", true, kChinroutouId},
    {"ryuuiisou", true, kRyuuiisouId},
    {"chuuren", true, kChuurenId},
    {"chuuren_9", true, kChuuren9Id},
    {"suukantsu", true, kSuukantsuId},
    {"tenhou", true, kTenhouId},
    {"chiihou", true, kChiihouId},
    {"renhou", true, kRenhouYakumanId},
    {"dora", false, kDoraId},
    {"aka_dora", false, kAkaDoraId},
    {"ura_dora", false, kUraDoraId},
};

// kCompatIds by element index (the engine's riichi element order, riichi_element_names()), for
// elements of han and of yakuman (0 for an element the package has no id for). Built once.
struct CompatTable {
  std::vector<int> han, yakuman;
  CompatTable() {
    const auto names = riichi_element_names();
    han.assign(names.size(), 0);
    yakuman.assign(names.size(), 0);
    for (std::size_t i = 0; i < names.size(); ++i)
      for (const CompatId& c : kCompatIds)
        if (c.element == names[i].id) (c.yakuman ? yakuman : han)[i] = c.id;
  }
};
const CompatTable& compat_ids() {
  static const CompatTable table;
  return table;
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
  const CompatTable& compat = compat_ids();
  for (const Element& e : out.elements) {
    if (e.id.index >= compat.han.size() || count == static_cast<int>(items.size())) continue;
    const bool ym = e.unit.id == ElementUnit::yakuman;
    int id = (ym ? compat.yakuman : compat.han)[e.id.index];
    if (id == kSeatWindId) id = kSeatWindEastId + index(req.seat);
    if (id == kRoundWindId) id = kRoundWindEastId + index(req.round);
    yakuman += ym ? e.amount : 0;
    items[count++] = {id, ym ? 13 * e.amount : e.amount};
  }
  std::sort(items.begin(), items.begin() + count,
            [](const Item& a, const Item& b) { return a.id < b.id; });
  int han = yakuman ? 13 * yakuman : out.riichi.han;
  if (o[kLimitToSextuple] && han > 78) han = 78;
  const int fu = out.riichi.fu;
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
  pend_fu_details(r, out, open, o);
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
}  // namespace compat

void bind_compat(py::module_& m) {
  using namespace compat;
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
           {&n.fu, "fu"},
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
