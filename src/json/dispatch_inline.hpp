// Internal: dispatch() (include/mjscore/json.hpp) inline, for Handler, which calls it on every
// line: its call and frame cost about 7 instructions a request.
#pragma once

#include "mjscore/json.hpp"

namespace mjscore::json::detail {

// The request types other than score (dispatch.cpp). Out of line: their error texts and the
// game layer's calls made dispatch save five registers on every request.
[[gnu::noinline]] void dispatch_other(const Engine& engine, Answer& a);

[[gnu::always_inline]] inline void dispatch(const Engine& engine, Answer& a) {
  if (a.error || !a.parsed) return;
  // A score request, nearly every line of a batch, before the other types.
  if (a.type != RequestType::Score) return dispatch_other(engine, a);
  // Into the Answer's reused result: no 2 KB result built and moved per request.
  // `a.error` is empty (tested above): the error is moved in without a test of it (5
  // instructions a request less).
  const ScoreRequest& request = *std::get_if<ScoreRequest>(&a.request);
  if (auto r = a.rules ? engine.score(request, *a.rules, a.score) : engine.score(request, a.score);
      !r)
    a.error.emplace(std::move(r.error()));
}

}  // namespace mjscore::json::detail
