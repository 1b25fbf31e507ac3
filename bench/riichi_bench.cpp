// Riichi hand scoring benchmark (issue 3 "Performance"): full scoring through the Engine of
// >= 10^5 random winning hands (fixed seed): every shape (regular, chiitoitsu, kokushi),
// melds of every kind, red fives, kans, riichi flags and dora, the element list built.
//
//   ./build/mjscore_bench --benchmark_filter=Riichi
//   valgrind --tool=callgrind --toggle-collect=mjscore_bench_score_all \
//       ./build/mjscore_bench --riichi-instructions        (instructions per hand: see
//       docs/performance.md)
#include <benchmark/benchmark.h>

#include <cstdio>
#include <cstring>
#include <random>
#include <vector>

#include "mjscore/engine.hpp"
#include "scoring_corpus.hpp"

namespace {

using namespace mjscore;

class HandMaker {
 public:
  explicit HandMaker(uint64_t seed) : rng_(seed) {}

  // One random complete hand with flags (not necessarily with a yaku).
  ScoreRequest make() {
    for (;;) {
      ScoreRequest r;
      left_.fill(4);
      red_left_ = {1, 1, 1};
      const int shape = pick(100);
      bool ok = shape < 3 ? kokushi(r.hand) : shape < 10 ? seven_pairs(r.hand) : regular(r.hand);
      if (!ok) continue;
      flags(r);
      return r;
    }
  }

 private:
  int pick(int n) { return std::uniform_int_distribution<int>(0, n - 1)(rng_); }
  bool take(int t, int n) {
    if (left_[t] < n) return false;
    left_[t] -= n;
    return true;
  }
  // Marks up to `fives` red fives of the tile's suit (when still available).
  uint8_t reds(int t, int fives) {
    if (t >= 27 || t % 9 != 4 || fives == 0 || red_left_[t / 9] == 0 || pick(2)) return 0;
    red_left_[t / 9] = 0;
    return 1;
  }

  bool kokushi(Hand& h) {
    for (Tile t : kTerminalsAndHonors) h.concealed[index(t)] = 1;
    const Tile extra = kTerminalsAndHonors[pick(13)];
    ++h.concealed[index(extra)];
    h.win = TileRef{kTerminalsAndHonors[pick(13)], false};
    return true;
  }

  bool seven_pairs(Hand& h) {
    int pairs = 0;
    while (pairs < 7) {
      const int t = pick(34);
      if (h.concealed[t] || !take(t, 2)) continue;
      h.concealed[t] = 2;
      h.concealed_red[t < 27 ? t / 9 : 0] += reds(t, 2);
      ++pairs;
    }
    win_from_concealed(h);
    return true;
  }

  bool regular(Hand& h) {
    for (int s = 0; s < 4; ++s) {
      int tries = 0;
      for (;; ++tries) {
        if (tries > 50) return false;
        const int kind = pick(100);
        const bool open = pick(100) < 30;
        if (kind < 50) {  // run
          const int suit = pick(3), rank = pick(7), t = suit * 9 + rank;
          if (left_[t] < 1 || left_[t + 1] < 1 || left_[t + 2] < 1) continue;
          take(t, 1), take(t + 1, 1), take(t + 2, 1);
          const uint8_t red = (rank <= 4 && rank >= 2) ? reds(suit * 9 + 4, 1) : 0;
          if (open) {
            h.melds.push_back(Meld{MeldKind::Chi, tile_at(t), red, wind_at(pick(4))});
          } else {
            ++h.concealed[t], ++h.concealed[t + 1], ++h.concealed[t + 2];
            h.concealed_red[suit] += red;
          }
        } else if (kind < 90) {  // triplet
          const int t = pick(34);
          if (!take(t, 3)) continue;
          const uint8_t red = reds(t, 3);
          if (open) {
            h.melds.push_back(Meld{MeldKind::Pon, tile_at(t), red, wind_at(pick(4))});
          } else {
            h.concealed[t] += 3;
            if (t < 27) h.concealed_red[t / 9] += red;
          }
        } else {  // kan (always a meld)
          const int t = pick(34);
          if (!take(t, 4)) continue;
          const MeldKind k = open ? (pick(2) ? MeldKind::Kan : MeldKind::Kakan) : MeldKind::Ankan;
          h.melds.push_back(Meld{k, tile_at(t), reds(t, 4), wind_at(pick(4))});
        }
        break;
      }
    }
    for (int tries = 0;; ++tries) {
      if (tries > 50) return false;
      const int t = pick(34);
      if (!take(t, 2)) continue;
      h.concealed[t] += 2;
      if (t < 27) h.concealed_red[t / 9] += reds(t, 2);
      break;
    }
    win_from_concealed(h);
    return true;
  }

  void win_from_concealed(Hand& h) {
    int n = pick(h.concealed_count());
    for (int t = 0; t < kTileKinds; ++t) {
      if (n < h.concealed[t]) {
        h.win = TileRef{tile_at(t), false};
        return;
      }
      n -= h.concealed[t];
    }
  }

  void flags(ScoreRequest& r) {
    const bool closed = r.hand.is_closed();
    r.win_by = pick(2) ? WinBy::Tsumo : WinBy::Ron;
    r.seat = wind_at(pick(4));
    r.round = wind_at(pick(2));
    if (r.win_by == WinBy::Ron) r.from = next_wind(r.seat, 1 + pick(3));
    if (closed && pick(100) < 45) {
      if (pick(100) < 5) {
        r.double_riichi = true;
      } else {
        r.riichi = true;
      }
      r.ippatsu = pick(100) < 15;
    }
    const int kans = r.hand.kan_count();
    if (r.win_by == WinBy::Tsumo && kans > 0 && pick(100) < 20) r.after_kan = true;
    if (!r.after_kan && pick(100) < 3) r.last_tile = true;
    if (r.win_by == WinBy::Ron && pick(100) < 2) r.robbing_kan = true;
    if (r.hand.melds.empty() && pick(1000) < 3) r.first_turn = true;
    for (int i = 0; i <= kans; ++i) {
      r.dora.push_back(TileRef{tile_at(pick(34)), false});
      if (r.riichi || r.double_riichi) r.ura.push_back(TileRef{tile_at(pick(34)), false});
    }
    r.honba = pick(4);
    r.riichi_sticks = pick(3);
  }

  std::mt19937_64 rng_;
  std::array<int, kTileKinds> left_{};
  std::array<int, 3> red_left_{};
};

using Corpus = bench::ScoringCorpus;  // every hand scores (has a yaku)

const Corpus& corpus() {
  static const Corpus c = bench::make_scoring_corpus(HandMaker(20240607), 100000);
  return c;
}

}  // namespace

// Scores every hand of the corpus once; callgrind counts inside this function only. Each hand
// is scored into one reused ScoreResult, as the batch front end does
// (`Engine::score(request, out)`); BM_RiichiScore keeps timing the call that returns a
// `Result<ScoreResult>` (the result's construction on top).
extern "C" __attribute__((noinline)) long mjscore_bench_score_all(const Corpus* c) {
  return bench::score_every_hand(*c, [](const ScoreResult& r) { return r.value; });
}

static void BM_RiichiScore(benchmark::State& state) {
  const Corpus& c = corpus();
  size_t i = 0;
  for (auto _ : state) {
    auto res = c.engine.score(c.hands[i]);
    benchmark::DoNotOptimize(res);
    if (++i == c.hands.size()) i = 0;
  }
  state.SetItemsProcessed(state.iterations());
}
BENCHMARK(BM_RiichiScore);

// Scores the first `n` hands of the corpus into one reused result, cycling (the batch front
// end's call).
static void score_cycled(benchmark::State& state, size_t n) {
  const Corpus& c = corpus();
  ScoreResult out;
  size_t i = 0;
  for (auto _ : state) {
    auto ok = c.engine.score(c.hands[i], out);
    benchmark::DoNotOptimize(ok);
    benchmark::DoNotOptimize(out.value);
    if (++i == n) i = 0;
  }
  state.SetItemsProcessed(state.iterations());
}

// Every hand of the corpus, into one reused result.
static void BM_RiichiScoreInto(benchmark::State& state) {
  score_cycled(state, corpus().hands.size());
}
BENCHMARK(BM_RiichiScoreInto);

// The same over the first `range(0)` hands only: with few hands the caches stay warm and the
// branch predictor learns them, so the gap to BM_RiichiScoreInto is what random hands cost in
// mispredictions and cache misses rather than in instructions (docs/performance.md).
static void BM_RiichiScoreFewHands(benchmark::State& state) {
  score_cycled(state, static_cast<size_t>(state.range(0)));
}
BENCHMARK(BM_RiichiScoreFewHands)->Arg(1)->Arg(16)->Arg(256)->Arg(4096);

// A whole pass over the 10^5 hands (ns per hand = time / 100000).
static void BM_RiichiScorePass(benchmark::State& state) {
  const Corpus& c = corpus();
  for (auto _ : state) benchmark::DoNotOptimize(mjscore_bench_score_all(&c));
  state.SetItemsProcessed(state.iterations() * c.hands.size());
}
BENCHMARK(BM_RiichiScorePass)->Unit(benchmark::kMillisecond);

int hk_instructions_pass();  // hk_bench.cpp

// The benchmark program's main() (analysis_bench.cpp's is weak): runs every registered
// benchmark, or with `--riichi-instructions` (`--hk-instructions`, `--classical-instructions`)
// one pass over that family's corpus for callgrind (docs/performance.md, docs/hk.md,
// docs/classical.md).
int classical_instructions();  // classical_bench.cpp

int main(int argc, char** argv) {
  if (argc > 1 && std::strcmp(argv[1], "--hk-instructions") == 0) return hk_instructions_pass();
  if (argc > 1 && std::strcmp(argv[1], "--classical-instructions") == 0)
    return classical_instructions();
  if (argc > 1 && std::strcmp(argv[1], "--riichi-instructions") == 0) {
    const Corpus& c = corpus();
    const long sum = mjscore_bench_score_all(&c);
    std::printf("scored %zu hands (checksum %ld)\n", c.hands.size(), sum);
    return 0;
  }
  benchmark::Initialize(&argc, argv);
  if (benchmark::ReportUnrecognizedArguments(argc, argv)) return 1;
  benchmark::RunSpecifiedBenchmarks();
  benchmark::Shutdown();
  return 0;
}
