// Riichi's fixed message texts (src/engine/error_texts.hpp gathers every family's).
#pragma once

namespace mjscore::texts {

// Riichi: a complete hand without a yaku is not a win (seed 000: dora are no yaku); a third of
// a generated batch is answered with it.
inline constexpr char kNoYaku[] = "the hand is complete but has no yaku (dora are no yaku)";

}  // namespace mjscore::texts
