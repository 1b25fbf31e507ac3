// build_request's shortcut for the common score request (contract "Request: score one hand"): the
// hand counted straight into the Hand by text::ascii_hand, without the HandInput lists and
// make_hand. JsonFastPath.ScoreRequestsBuiltTheSame compares it with the exact path field by field.
#include <array>

#include "contract/request_build.hpp"
#include "tiles/text_scan.hpp"

namespace mjscore::json::detail {
namespace {

// No wind, then each wind (Wind order); and the same with East for none (seat and round).
constexpr std::array<std::optional<Wind>, 5> kWindOrNone = {std::nullopt, Wind::East, Wind::South,
                                                            Wind::West, Wind::North};
constexpr std::array<Wind, 5> kWindOrEast = {Wind::East, Wind::East, Wind::South, Wind::West,
                                             Wind::North};

// The keys a score request names less often: one test of them all, and rare_keys() reads them.
constexpr uint64_t kRareKeys = bit(Key::Win) | bit(Key::Ura) | bit(Key::Round) | bit(Key::Liable) |
                               bit(Key::Wareme) | bit(Key::Honba) | bit(Key::RiichiSticks) |
                               bit(Key::Kita) | bit(Key::RobbedKita);
// The keys of the other families' hands (bonus tiles, classical `won` and `original_call`, HK
// `fifth_tile`): a line naming one is read by the exact path, so this one leaves them at their
// defaults.
constexpr uint64_t kOtherFamilyKeys =
    bit(Key::Bonus) | bit(Key::Won) | bit(Key::OriginalCall) | bit(Key::FifthTile);

// The other families' fields at their defaults (a line of this path names none of them).
void other_family_defaults(ScoreRequest& r) {
  r.won = true;
  r.original_call = false;
  r.fifth_tile = false;
}

// A wind key as an index of the tables above: 0 when absent, 1 + the wind of a one-letter text,
// -1 for any other text (parse_wind's, declined).
int wind_index(const Fields& f, Key k) {
  if (!f.has(k)) return 0;
  Wind w{};
  return one_letter_wind(text_of(f, k), w) ? 1 + index(w) : -1;
}

int integer_of(const Fields& f, Key k) {
  return static_cast<int>(f.has(k) ? f.integer[static_cast<int>(k)] : 0);
}

// The keys of kRareKeys into `r` (their defaults when absent) and the winning tile into `win`;
// false when one needs the exact path.
[[gnu::noinline]] bool rare_keys(const Fields& f, ScoreRequest& r, std::optional<TileRef>& win) {
  if (f.has(Key::Win)) {
    TileRef t;
    if (!text::ascii_tile(text_of(f, Key::Win), t)) return false;
    win = t;
  }
  // An Indicators list holds 10 tiles: a text of at most 10 bytes never reaches the limit.
  if (f.has(Key::Ura) && !text::append_ascii_tiles(text_of(f, Key::Ura), r.ura)) return false;
  const int round = wind_index(f, Key::Round), liable = wind_index(f, Key::Liable),
            wareme = wind_index(f, Key::Wareme);
  if ((round | liable | wareme) < 0) return false;
  r.round = kWindOrEast[round];
  r.liable = kWindOrNone[liable];
  r.wareme = kWindOrNone[wareme];
  other_family_defaults(r);
  r.honba = integer_of(f, Key::Honba);
  r.riichi_sticks = integer_of(f, Key::RiichiSticks);
  r.kita = integer_of(f, Key::Kita);  // three-player (docs/sanma.md)
  r.robbed_kita = flag_of(f, Key::RobbedKita);
  return true;
}

// rare_keys() when none of them is given.
void no_rare_keys(ScoreRequest& r) {
  r.round = Wind::East;
  // Assigned empty, not reset(): reset() tests whether the optional is engaged (a branch).
  r.liable = std::optional<Wind>();
  r.wareme = std::optional<Wind>();
  other_family_defaults(r);
  r.honba = 0;
  r.riichi_sticks = 0;
  r.kita = 0;
  r.robbed_kita = false;
}

// build_score_fast's body, inlined into build_common_score.
[[gnu::always_inline]] inline bool score_fast(const Fields& f, ScoreRequest& r) {
  if ((f.seen & (bit(Key::Hand) | kOtherFamilyKeys)) != bit(Key::Hand)) return false;
  r.dora.clear();
  r.ura.clear();
  text::HandExtras extras;
  extras.melds = &f.melds;
  if (f.seen & kRareKeys) {
    if (!rare_keys(f, r, extras.win)) return false;
  } else {
    no_rare_keys(r);
  }
  if (f.has(Key::Dora) && !text::append_ascii_tiles(text_of(f, Key::Dora), r.dora)) return false;
  extras.dora = {r.dora.begin(), static_cast<std::size_t>(r.dora.size())};
  extras.ura = {r.ura.begin(), static_cast<std::size_t>(r.ura.size())};
  r.win_by = WinBy::Ron;
  if (f.has(Key::WinBy)) {
    const std::string_view w = text_of(f, Key::WinBy);
    if (w == "tsumo") {
      r.win_by = WinBy::Tsumo;
    } else if (w != "ron") {
      return false;
    }
  }
  const int seat = wind_index(f, Key::Seat), from = wind_index(f, Key::From);
  if ((seat | from) < 0) return false;
  r.seat = kWindOrEast[seat];
  r.from = kWindOrNone[from];
  if (!text::ascii_hand(text_of(f, Key::Hand), extras, HandShape::Complete, r.hand)) return false;
  r.hand.bonus_mask = 0;
  set_riichi_flags(f, r);
  return true;
}

}  // namespace

bool build_score_fast(const Fields& f, ScoreRequest& r) { return score_fast(f, r); }

void build_common_score(Fields& f, Problems& problems, Answer& a) {
  ScoreRequest& r = score_request(a.request);
  r.family = kDefaultFamily;  // the common shape names no family
  if (f.has(Key::Preset)) [[unlikely]] {
    a.preset = text_of(f, Key::Preset);
    set_preset(r, a);
  } else if (!r.preset.empty()) {
    r.preset.clear();
  }
  if (!r.options.empty()) r.options.clear();
  if (score_fast(f, r)) {
    a.parsed = true;
    return;
  }
  build_any_request(f, problems, a, false);
}

}  // namespace mjscore::json::detail
