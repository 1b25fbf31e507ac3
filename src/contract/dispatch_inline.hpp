// Internal: dispatch() (contract/fast/batch.hpp) inline, for the line handler, which calls it on
// every line.
#pragma once

#include "contract/fast/batch.hpp"

namespace mjscore::json::detail {

// The request types other than score (dispatch.cpp), out of line: their calls and error texts
// stay off the score path.
[[gnu::noinline]] void dispatch_other(const Engine& engine, Answer& a);

[[gnu::always_inline]] inline void dispatch(const Engine& engine, Answer& a) {
  if (a.error || !a.parsed) return;
  if (a.type != RequestType::Score) return dispatch_other(engine, a);
  // Into the Answer's reused result; `a.error` is empty (tested above). A request naming a
  // preset or options is scored under the rule set the reader resolved for it (`a.rules`).
  const ScoreRequest& request = *std::get_if<ScoreRequest>(&a.request);
  if (auto r = a.rules ? engine.score(request, *a.rules, a.score) : engine.score(request, a.score);
      !r)
    a.error.emplace(std::move(r.error()));
}

}  // namespace mjscore::json::detail
