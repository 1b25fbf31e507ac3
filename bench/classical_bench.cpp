// Classical hand scoring benchmark (issue 20): >= 10^5 random hands (fixed seed) scored through
// the Engine under the three presets: winning hands of four sets and a pair (melds of every
// kind, bonus tiles, the circumstance flags) and losing hands of 13 random tiles plus melds.
//
//   ./build/mjscore_bench --benchmark_filter=Classical
//   valgrind --tool=callgrind --toggle-collect=mjscore_bench_classical_all \
//       ./build/mjscore_bench --classical-instructions        (instructions per hand)
#include <benchmark/benchmark.h>

#include <cstdio>
#include <random>
#include <vector>

#include "mjscore/engine.hpp"
#include "scoring_corpus.hpp"

namespace {

using namespace mjscore;

class ClassicalHandMaker {
 public:
  explicit ClassicalHandMaker(uint64_t seed) : rng_(seed) {}

  ScoreRequest make() {
    for (;;) {
      ScoreRequest r;
      r.family = Family::Classical;
      r.preset = kPresets[pick(3)];
      left_.fill(kCopies);
      r.won = pick(4) != 0;
      if (!(r.won ? winner(r.hand) : loser(r.hand))) continue;
      r.hand.bonus_mask = static_cast<uint8_t>(pick(256) & pick(256));
      r.seat = wind_at(pick(4));
      r.round = wind_at(pick(4));
      if (r.won) {
        r.win_by = pick(2) ? WinBy::Tsumo : WinBy::Ron;
        r.last_tile = pick(20) == 0;
        r.after_kan = r.hand.kan_count() > 0 && pick(5) == 0;
        r.robbing_kan = pick(30) == 0;
        r.original_call = pick(30) == 0;
      }
      return r;
    }
  }

 private:
  static constexpr const char* kPresets[] = {"classical", "dmjl", "bmja"};

  int pick(int n) { return std::uniform_int_distribution<int>(0, n - 1)(rng_); }
  bool take(int t, int n) {
    if (left_[t] < n) return false;
    left_[t] -= n;
    return true;
  }

  // One set: a pung or a chow, concealed or as a meld of any kind.
  bool set(Hand& h) {
    for (int tries = 0; tries < 50; ++tries) {
      const bool chow = pick(3) == 0;
      const int t = chow ? pick(3) * 9 + pick(7) : pick(kTileKinds);
      const bool meld = h.melds.size() < kMaxMelds && pick(3) == 0;
      if (chow) {
        if (left_[t] == 0 || left_[t + 1] == 0 || left_[t + 2] == 0) continue;
        for (int k = 0; k < 3; ++k) --left_[t + k];
        if (meld) {
          h.melds.push_back(Meld{MeldKind::Chi, tile_at(t)});
        } else {
          for (int k = 0; k < 3; ++k) ++h.concealed[t + k];
        }
        return true;
      }
      const bool kong = meld && pick(3) == 0;
      if (!take(t, kong ? 4 : 3)) continue;
      if (kong) {
        h.melds.push_back(Meld{static_cast<MeldKind>(2 + pick(3)), tile_at(t)});
      } else if (meld) {
        h.melds.push_back(Meld{MeldKind::Pon, tile_at(t)});
      } else {
        h.concealed[t] += 3;
      }
      return true;
    }
    return false;
  }

  bool winner(Hand& h) {
    for (int s = 0; s < 4; ++s)
      if (!set(h)) return false;
    for (int tries = 0;; ++tries) {
      if (tries > 50) return false;
      const int t = pick(kTileKinds);
      if (!take(t, 2)) continue;
      h.concealed[t] += 2;
      break;
    }
    std::vector<int> tiles;
    for (int k = 0; k < kTileKinds; ++k)
      for (int c = 0; c < h.concealed[k]; ++c) tiles.push_back(k);
    h.win = TileRef{tile_at(tiles[pick(static_cast<int>(tiles.size()))]), false};
    return true;
  }

  bool loser(Hand& h) {
    const int melds = pick(3);
    for (int m = 0; m < melds; ++m)
      if (!set(h) || h.melds.size() != m + 1) return false;
    for (int n = 13 - 3 * melds; n > 0;) {
      const int t = pick(kTileKinds);
      if (!take(t, 1)) continue;
      ++h.concealed[t];
      --n;
    }
    return true;
  }

  std::mt19937_64 rng_;
  std::array<int, kTileKinds> left_{};
};

using ClassicalCorpus = bench::ScoringCorpus;  // every hand scores (a winner's hand wins)

const ClassicalCorpus& classical_corpus() {
  static const ClassicalCorpus c = bench::make_scoring_corpus(ClassicalHandMaker(20261129), 100000);
  return c;
}

}  // namespace

// Scores every hand of the corpus once into one reused result; callgrind counts inside only.
extern "C" __attribute__((noinline)) long mjscore_bench_classical_all(const ClassicalCorpus* c) {
  return bench::score_every_hand(*c, [](const ScoreResult& r) { return r.classical.score; });
}

// `--classical-instructions` of the benchmark program's main() (riichi_bench.cpp).
int classical_instructions() {
  const ClassicalCorpus& c = classical_corpus();
  const long sum = mjscore_bench_classical_all(&c);
  std::printf("scored %zu classical hands (checksum %ld)\n", c.hands.size(), sum);
  return 0;
}

static void BM_ClassicalScoreInto(benchmark::State& state) {
  const ClassicalCorpus& c = classical_corpus();
  ScoreResult out;
  size_t i = 0;
  for (auto _ : state) {
    auto ok = c.engine.score(c.hands[i], out);
    benchmark::DoNotOptimize(ok);
    benchmark::DoNotOptimize(out.classical.score);
    if (++i == c.hands.size()) i = 0;
  }
  state.SetItemsProcessed(state.iterations());
}
BENCHMARK(BM_ClassicalScoreInto);
