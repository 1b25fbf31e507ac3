// Internal: what the two halves of build_request share (request_build.cpp, the exact path and
// the request types; request_build_fast.cpp, the common score request's shortcut).
#pragma once

#include <array>

#include "json/request_fields.hpp"
#include "mjscore/request.hpp"
#include "tiles/text_scan.hpp"

namespace mjscore::json::detail {

inline std::string_view text_of(const Fields& f, Key k) { return f.text[static_cast<int>(k)]; }
inline bool flag_of(const Fields& f, Key k, bool fallback = false) {
  return f.has(k) ? f.flag[static_cast<int>(k)] : fallback;
}

// The usual one capital letter without the Result of parse_wind (which reads it the same).
inline bool one_letter_wind(std::string_view text, Wind& out) {
  if (text.size() != 1) return false;
  const int i = text::kWindOfLetter[static_cast<unsigned char>(text[0])];
  if (i < 0) return false;
  out = wind_at(i);
  return true;
}

// The flags and counters of a score request (contract defaults when absent).
inline void set_flags(const Fields& f, ScoreRequest& r) {
  r.riichi = flag_of(f, Key::Riichi);
  r.double_riichi = flag_of(f, Key::DoubleRiichi);
  r.ippatsu = flag_of(f, Key::Ippatsu);
  r.last_tile = flag_of(f, Key::LastTile);
  r.after_kan = flag_of(f, Key::AfterKan);
  r.after_double_kan = flag_of(f, Key::AfterDoubleKan);
  r.robbing_kan = flag_of(f, Key::RobbingKan);
  r.first_turn = flag_of(f, Key::FirstTurn);
  r.won = flag_of(f, Key::Won, true);
  r.original_call = flag_of(f, Key::OriginalCall);
  r.honba = static_cast<int>(f.has(Key::Honba) ? f.integer[static_cast<int>(Key::Honba)] : 0);
  r.riichi_sticks = static_cast<int>(
      f.has(Key::RiichiSticks) ? f.integer[static_cast<int>(Key::RiichiSticks)] : 0);
}

// build_score's common case without the HandInput lists (request_build_fast.cpp): the hand,
// indicators and winning tile in plain ASCII, one-letter winds, no bonus tiles, a hand make_hand
// accepts. False when anything needs the exact path, which then runs from the start and records
// every error as before; nothing is recorded here, but `r`'s hand, dora and ura may be written.
bool build_score_fast(const Fields& f, ScoreRequest& r);

}  // namespace mjscore::json::detail
