// Public analysis entry points (analysis.hpp). For now they forward to the reference
// implementation; the table-driven versions replace them step by step.
#include "mjscore/analysis.hpp"

#include "analysis/reference.hpp"

namespace mjscore {

void arrange(const Hand& hand, Arrangements& out) { reference::arrange(hand, out); }

bool is_complete(const TileCounts& concealed, int meld_count) {
  return reference::is_complete(concealed, meld_count);
}

bool is_complete_regular(const TileCounts& concealed, int meld_count) {
  return reference::is_complete_regular(concealed, meld_count);
}

}  // namespace mjscore
