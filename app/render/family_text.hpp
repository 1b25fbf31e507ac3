// The human-readable text of one family's answers: one FamilyText per family
// (app/render/<f>_text.cpp), found by the family's name in the table of app/render/families.cpp.
// The shared text (render_text.cpp) calls it where the families differ; it never asks which family
// it holds.
#pragma once

#include <string>
#include <string_view>

#include "mjscore/json.hpp"
#include "mjscore/names.hpp"

namespace mjscore::cli {

struct FamilyText {
  std::string_view family;  // the family's name (family_name)
  // A score breakdown's reading line ends with the wait (families whose hands score one).
  bool shows_wait = true;
  // Without every seat's change (no `from` on a ron), the breakdown says how to get it; a
  // family whose payments are a settle request of their own shows nothing.
  bool asks_for_payments = true;
  // The breakdown's "Total" line(s) of a score result.
  void (*totals)(std::string& out, const ScoreResult& result);
  // The answer to a request of one of the family's own types (game; final, settle, round), as
  // `batch --text` prints it.
  void (*answer)(std::string& out, const json::Answer& answer);
  // A game's table, as `mjscore game` prints it.
  void (*game)(std::string& out, const json::Answer& answer);
  // What the "Payments" line's changes include beyond the hand (riichi: honba and sticks).
  std::string_view payments_note = {};
};

// The family's text (every family has one).
const FamilyText& family_text(Family family);

}  // namespace mjscore::cli
