// The corpus the scoring benchmarks share: score requests of one family's hand maker that the
// default presets all score, and the pass over them that callgrind counts (docs/performance.md).
#pragma once

#include <cstddef>
#include <cstdlib>
#include <vector>

#include "mjscore/engine.hpp"

namespace mjscore::bench {

struct ScoringCorpus {
  Engine engine;
  std::vector<ScoreRequest> hands;  // every one scores
};

// `size` requests made by `maker.make()` that score without an error.
template <class Maker>
ScoringCorpus make_scoring_corpus(Maker maker, std::size_t size) {
  auto engine = Engine::create();
  if (!engine) std::abort();
  ScoringCorpus out{std::move(*engine), {}};
  while (out.hands.size() < size) {
    ScoreRequest r = maker.make();
    if (out.engine.score(r)) out.hands.push_back(std::move(r));
  }
  return out;
}

// Scores every hand once into one reused result, as the batch front end does
// (`Engine::score(request, out)`); the checksum adds `amount(result)` and the element count.
template <class Amount>
long score_every_hand(const ScoringCorpus& c, Amount amount) {
  long sum = 0;
  ScoreResult out;
  for (const auto& r : c.hands) {
    const auto ok = c.engine.score(r, out);
    sum += ok ? amount(out) + static_cast<long>(out.elements.size()) : 0;
  }
  return sum;
}

}  // namespace mjscore::bench
