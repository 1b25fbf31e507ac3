// Internal: what the two halves of build_request share (request_build.cpp, the exact path and
// the request types; request_build_fast.cpp, the common score request's shortcut).
#pragma once

#include <array>
#include <bit>
#include <cstring>
#ifdef __BMI2__
#include <immintrin.h>
#endif

#include "contract/fast/equal_text.hpp"
#include "contract/request_fields.hpp"
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

// Byte k of the result is bit k of `bits` (0 or 1), for the low eight bits.
inline uint64_t bits_to_bytes(uint64_t bits) {
#ifdef __BMI2__
  return _pdep_u64(bits, 0x0101010101010101ull);
#else
  // Byte k keeps bit k of the eight copies; adding 0x7F carries it into the byte's top bit.
  const uint64_t kept = ((bits & 0xFF) * 0x0101010101010101ull) & 0x8040201008040201ull;
  return ((kept + 0x7F7F7F7F7F7F7F7Full) >> 7) & 0x0101010101010101ull;
#endif
}

// The eight riichi flags Key::Riichi..Key::FirstTurn (false when absent). They are consecutive in
// Fields::flag: their eight bytes are read at once and cleared where the key was not given (a
// stale byte of an earlier line may be there).
inline void set_riichi_flags(const Fields& f, ScoreRequest& r) {
  constexpr int k0 = static_cast<int>(Key::Riichi);
  static_assert(static_cast<int>(Key::FirstTurn) == k0 + 7 && sizeof(bool) == 1);
  uint64_t on;
  std::memcpy(&on, &f.flag[k0], 8);
  if constexpr (std::endian::native == std::endian::big) on = __builtin_bswap64(on);
  on &= bits_to_bytes(f.seen >> k0);
  // Each byte is 0 or 1, a bool's representation: copied without a test (GCC then merges the
  // stores when the bools are consecutive, as they are today).
  const auto set = [on](bool& b, int k) {
    const auto v = static_cast<uint8_t>(on >> (8 * k));
    std::memcpy(&b, &v, 1);
  };
  set(r.riichi, 0);
  set(r.double_riichi, 1);
  set(r.ippatsu, 2);
  set(r.last_tile, 3);
  set(r.after_kan, 4);
  set(r.after_double_kan, 5);
  set(r.robbing_kan, 6);
  set(r.first_turn, 7);
}

// The flags and counters of a score request (contract defaults when absent).
inline void set_flags(const Fields& f, ScoreRequest& r) {
  set_riichi_flags(f, r);
  r.won = flag_of(f, Key::Won, true);
  r.original_call = flag_of(f, Key::OriginalCall);
  r.fifth_tile = flag_of(f, Key::FifthTile);
  r.honba = static_cast<int>(f.has(Key::Honba) ? f.integer[static_cast<int>(Key::Honba)] : 0);
  r.riichi_sticks = static_cast<int>(
      f.has(Key::RiichiSticks) ? f.integer[static_cast<int>(Key::RiichiSticks)] : 0);
  r.kita = static_cast<int>(f.has(Key::Kita) ? f.integer[static_cast<int>(Key::Kita)] : 0);
  r.robbed_kita = flag_of(f, Key::RobbedKita);
}

// The request of the previous line, reused when it was a score request (a new one costs the
// zeroing of the whole Hand and the string and list set-up): the score paths write every field
// but family, preset and options, which their callers do. JsonFastPath.ReusedScoreRequestsAreFresh
// compares reused with new.
inline ScoreRequest& score_request(RequestBody& body) {
  auto* r = std::get_if<ScoreRequest>(&body);
  return r ? *r : body.emplace<ScoreRequest>();
}

// The request's own preset: the one the line names, none under a rule set the reader resolved
// (Answer::rules holds the preset and the options). The previous request's is usually this
// one's: the comparison costs less than the assignment.
inline void set_preset(ScoreRequest& r, const Answer& a) {
  const std::string_view preset = a.rules ? std::string_view() : a.preset;
  if (!equal_text(r.preset, preset)) r.preset.assign(preset);
}

// Keys that may take a request off build_request's common path: a type, a family other than
// the default, options not resolved by the reader (Answer::rules).
inline constexpr uint64_t kUncommonKeys = bit(Key::Type) | bit(Key::Rules) | bit(Key::Options);
// A rule set the reader resolved (Answer::rules) is of the default family, named or not.
inline bool common_score(const Fields& f, const Answer& a) {
  if (!(f.seen & kUncommonKeys)) return true;
  if (a.rules) return !f.has(Key::Type);
  return !f.has(Key::Type) && (!f.has(Key::Options) || a.rules) &&
         (!f.has(Key::Rules) || text_of(f, Key::Rules) == family_name(kDefaultFamily));
}

// build_score's common case without the HandInput lists (request_build_fast.cpp): the hand,
// indicators and winning tile in plain ASCII, one-letter winds, no bonus tiles, a hand make_hand
// accepts. Writes every field of `r` but family, preset and options. False when anything needs
// the exact path, which then runs from the start and records every error as before; nothing is
// recorded here, but fields of `r` may be written.
bool build_score_fast(const Fields& f, ScoreRequest& r);

// build_request for the common score request (common_score), none unknown, no error while
// reading (`answer`'s family and type are parse()'s defaults: riichi, score). The request built by
// build_score_fast, or, when it declines, by build_any_request without shortcuts
// (request_build_fast.cpp). Every field is written by one path: the reused request is not reset
// first.
void build_common_score(Fields& f, Problems& problems, Answer& answer);

// build_request for any request (request_build.cpp): its type, family and preset read, the
// errors recorded.
void build_any_request(Fields& f, Problems& problems, Answer& answer, bool shortcuts);

}  // namespace mjscore::json::detail
