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

namespace mjscore {

Shanten shanten(const TileCounts& concealed, int meld_count) {
  return reference::shanten(concealed, meld_count);
}

int shanten_regular(const TileCounts& concealed, int meld_count) {
  return reference::shanten_regular(concealed, meld_count);
}

WaitResult waits(const TileCounts& concealed, int meld_count, const TileCounts& all_tiles) {
  return reference::waits(concealed, meld_count, all_tiles);
}

}  // namespace mjscore
