// The table of the families' texts (family_text.hpp): one line per family, each family's in
// app/render/<f>_text.cpp.
#include "render/family_text.hpp"

namespace mjscore::cli {

extern const FamilyText kRiichiText;     // app/render/riichi_text.cpp
extern const FamilyText kHkText;         // app/render/hk_text.cpp
extern const FamilyText kClassicalText;  // app/render/classical_text.cpp

namespace {
const FamilyText* const kTexts[] = {&kRiichiText, &kHkText, &kClassicalText};

// A family without a text of its own (none today: a test checks that every family has one)
// shows its totals and answers as nothing.
void nothing(std::string&, const ScoreResult&) {}
void nothing(std::string&, const json::Answer&) {}
const FamilyText kNoText{"", true, true, nothing, nothing, nothing};

}  // namespace

const FamilyText& family_text(Family family) {
  for (const FamilyText* t : kTexts)
    if (t->family == family_name(family)) return *t;
  return kNoText;
}

}  // namespace mjscore::cli
