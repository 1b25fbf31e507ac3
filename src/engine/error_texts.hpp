// The fixed message texts that more than one layer needs: the engine fails with them (as string
// literals, so ErrorText points at them without a copy) and the JSON writer has them pre-quoted.
#pragma once

namespace mjscore::texts {

// Riichi: a complete hand without a yaku is not a win (seed 000: dora are no yaku); a third of
// a generated batch is answered with it.
inline constexpr char kNoYaku[] = "the hand is complete but has no yaku (dora are no yaku)";

}  // namespace mjscore::texts
