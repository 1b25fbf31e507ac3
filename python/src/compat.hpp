// The C side of mjscore.compat (docs/python-compat.md), shared by its parts: compat_bind.cpp
// (the entry estimate_hand_value and the registration), compat_args.cpp (reading the package's
// argument objects and checking its flags) and compat_response.cpp (the HandResponse type, the
// package's payments and fu lines). Everything here runs with the GIL held.
#pragma once

#include <array>
#include <optional>

#include "bindings.hpp"
#include "mjscore/hand.hpp"
#include "mjscore/result.hpp"

namespace mjscore::python::compat {

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
  // keys of cost and of the fu_details dicts
  PyObject* main;
  PyObject* additional;
  PyObject* main_bonus;
  PyObject* additional_bonus;
  PyObject* kyoutaku_bonus;
  PyObject* total;
  PyObject* yaku_level;
  PyObject* fu;
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
extern State* g;

// The package's payments (its ScoresResult) of a hand.
struct Cost {
  int main, additional, main_bonus, additional_bonus, kyoutaku_bonus, total;
  const char* level;
};

// One entry of the package's fu_details.
struct FuOut {
  int fu;
  const char* reason;
  int tile = 0;  // the set's tile (sets only)
};

// A HandConfig as the calculator reads it (None: the package's defaults).
struct Config {
  std::array<int, kFlagCount> flags{};
  std::array<bool, kOptionCount> options = kOptionDefaults;
  long kazoe = kKazoeLimited, player = -1, round = -1, tsumi = 0, kyoutaku = 0;
  int dealer = 0;
};

constexpr bool is_red_id(int id) { return id == 16 || id == 52 || id == 88; }
constexpr bool terminal_or_honor(Tile t) {
  return is_honor(t) || rank_of(t) == 1 || rank_of(t) == 9;
}

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

// ---- compat_response.cpp ----

// An interned str (new reference), or nullptr with an exception set.
PyObject* intern(const char* s);
// The interned str of a string literal of these files (fu reasons, yaku levels, error
// strings), made on first use: a borrowed reference, or nullptr with an exception set.
PyObject* text(const char* literal);

// The package's ScoresCalculator.calculate_scores: payments from han and fu.
Cost package_cost(int han, int fu, bool yakuman, int kazoe, const std::array<bool, kOptionCount>& o,
                  bool tsumo, bool dealer, long tsumi, long kyoutaku, bool nagashi);

// `cost` as the package's dict (new reference), or nullptr with an exception set.
PyObject* cost_dict(const Cost& c);

// The type _CompatResponse, the base of mjscore.compat.HandResponse.
extern PyType_Spec kResponseSpec;

// A HandResponse with the given attributes (references stolen; nullptr means None); `cost`
// and `fu_details` None until pend_cost / the pending lines are set.
PyObject* response(PyObject* cost, PyObject* han, PyObject* fu, PyObject* yaku, PyObject* error,
                   bool open);

// The response's `cost`, made into its dict when first read.
void pend_cost(PyObject* self, const Cost& cost);

// The package's fu_details of the engine's result `r`, made into dicts when first read.
void pend_fu_details(PyObject* self, const ScoreResult& r, bool open,
                     const std::array<bool, kOptionCount>& o);

// A HandResponse with only `error` set.
PyObject* error_response(PyObject* message);
PyObject* error_response(const char* message);

// The package's yaku object for `id` valued `han` (its shared object when that is its han).
PyObject* yaku_object(int id, int han, bool open);

// ---- compat_args.cpp ----

// The package's flag checks (HandCalculator.estimate_hand_value), in its order; nullptr when
// none applies.
const char* context_error(const std::array<int, kFlagCount>& f, bool open, bool any_meld,
                          bool wind_given, bool dealer);

// A meld of the package (type, tiles in 136 format, opened) as the engine's meld; false with
// `bad` set for a meld that is no chi, pon or kan of its tiles.
bool read_meld(PyObject* obj, Meld& m, TileCounts& used, RedCounts& red_used, bool aka, bool& bad,
               bool& opened, bool& skip);

// Reads `config` (a HandConfig or None) into `out`; false with an exception set.
bool read_config(PyObject* config, Config& out);

// The arguments of a vectorcall by the package's parameter names (nullptr: not given); false
// with TypeError set for an unknown or repeated name or a missing required one.
bool bind_args(PyObject* const* args, Py_ssize_t nargsf, PyObject* kwnames,
               std::array<PyObject*, kParamCount>& out);

}  // namespace mjscore::python::compat
