// Riichi hand scoring entry point. (In progress: the scorer lands in the next commit.)
#include "riichi/score.hpp"

namespace mjscore::riichi {

Result<void> score_hand(const ScoreRequest&, const Rules&, ScoreResult&) {
  return fail(ErrorCode::unsupported, "riichi hand scoring is not implemented yet");
}

}  // namespace mjscore::riichi
