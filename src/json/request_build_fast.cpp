// build_request's shortcut for the common score request (contract "Request: score one hand"): the
// hand counted straight into the Hand by text::ascii_hand, without the HandInput lists and
// make_hand. JsonFastPath.ScoreRequestsBuiltTheSame compares it with the exact path field by field.
#include <array>

#include "json/request_build.hpp"
#include "tiles/text_scan.hpp"

namespace mjscore::json::detail {
namespace {

// No wind, then each wind (Wind order).
constexpr std::array<std::optional<Wind>, 5> kWindOrNone = {std::nullopt, Wind::East, Wind::South,
                                                            Wind::West, Wind::North};

}  // namespace

bool build_score_fast(const Fields& f, ScoreRequest& r) {
  if (!f.has(Key::Hand) || f.has(Key::Bonus)) return false;
  text::HandExtras extras;
  extras.melds = &f.melds;
  if (f.has(Key::Win)) {
    TileRef win;
    if (!text::ascii_tile(text_of(f, Key::Win), win)) return false;
    extras.win = win;
  }
  // An Indicators list holds 10 tiles: a text of at most 10 bytes never reaches the limit.
  if (f.has(Key::Dora) && !text::append_ascii_tiles(text_of(f, Key::Dora), r.dora)) return false;
  if (f.has(Key::Ura) && !text::append_ascii_tiles(text_of(f, Key::Ura), r.ura)) return false;
  extras.dora = {r.dora.begin(), static_cast<std::size_t>(r.dora.size())};
  extras.ura = {r.ura.begin(), static_cast<std::size_t>(r.ura.size())};
  WinBy win_by = WinBy::Ron;
  if (f.has(Key::WinBy)) {
    const std::string_view w = text_of(f, Key::WinBy);
    if (w == "tsumo") {
      win_by = WinBy::Tsumo;
    } else if (w != "ron") {
      return false;
    }
  }
  Wind winds[5] = {Wind::East, Wind::East, Wind::East, Wind::East, Wind::East};
  uint8_t given = 0;
  constexpr Key kWindKeys[5] = {Key::Seat, Key::Round, Key::From, Key::Liable, Key::Wareme};
  for (int i = 0; i < 5; ++i) {
    if (!f.has(kWindKeys[i])) continue;
    if (!one_letter_wind(text_of(f, kWindKeys[i]), winds[i])) return false;
    given |= static_cast<uint8_t>(1u << i);
  }
  const bool won = flag_of(f, Key::Won, true);
  if (!text::ascii_hand(text_of(f, Key::Hand), extras,
                        won ? HandShape::Complete : HandShape::Waiting, r.hand))
    return false;
  r.hand.bonus_mask = 0;
  r.win_by = win_by;
  r.seat = winds[0];
  r.round = winds[1];
  // Selected, not tested: "from" is given on a ron, about every other request (a mispredicted
  // branch about one request in two). Selected from a constant table: an optional built on the
  // stack a byte at a time (payload, then flag) and then read whole waited for those stores.
  r.from = kWindOrNone[((given >> 2) & 1u) * (1 + index(winds[2]))];
  if (given & 8u) r.liable = winds[3];
  if (given & 16u) r.wareme = winds[4];
  set_flags(f, r);
  return true;
}

}  // namespace mjscore::json::detail
