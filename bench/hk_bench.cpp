// HK hand scoring benchmark (issue 19): full scoring through the Engine (default preset `hk`,
// Canton curve, minimum 3 faan) of 20,000 random winning hands of at least 3 faan (fixed seed):
// regular hands with chows, pungs and kongs, open or concealed, biased towards one suit so
// that the flush and honour patterns occur, thirteen orphans, every winning condition.
//
//   ./build/mjscore_bench --benchmark_filter=Hk
//   valgrind --tool=callgrind --toggle-collect=mjscore_bench_hk_score_all \
//       ./build/mjscore_bench --hk-instructions       (instructions per hand: docs/hk.md)
#include <benchmark/benchmark.h>

#include <cstdio>
#include <random>
#include <vector>

#include "mjscore/engine.hpp"
#include "scoring_corpus.hpp"

namespace {

using namespace mjscore;

class HkHandMaker {
 public:
  explicit HkHandMaker(uint64_t seed) : rng_(seed) {}

  ScoreRequest make() {
    for (;;) {
      ScoreRequest r;
      r.family = Family::HK;
      left_.fill(4);
      const bool ok = pick(100) < 2 ? orphans(r.hand) : regular(r.hand);
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
  // A tile kind: half the time of the hand's main suit or an honour.
  int kind(int main_suit) {
    if (pick(2)) return pick(4) ? main_suit * 9 + pick(9) : 27 + pick(7);
    return pick(34);
  }

  bool orphans(Hand& h) {
    for (Tile t : kTerminalsAndHonors) h.concealed[index(t)] = 1;
    ++h.concealed[index(kTerminalsAndHonors[pick(13)])];
    h.win = TileRef{kTerminalsAndHonors[pick(13)], false};
    return true;
  }

  bool regular(Hand& h) {
    const int suit = pick(3);
    for (int s = 0; s < 4; ++s) {
      for (int tries = 0;; ++tries) {
        if (tries > 50) return false;
        const int k = pick(100);
        const bool open = pick(100) < 35;
        const int t = kind(suit);
        if (k < 50) {  // chow
          if (t >= 27 || t % 9 > 6) continue;
          if (left_[t] < 1 || left_[t + 1] < 1 || left_[t + 2] < 1) continue;
          take(t, 1), take(t + 1, 1), take(t + 2, 1);
          if (open) {
            h.melds.push_back(Meld{MeldKind::Chi, tile_at(t), 0, wind_at(pick(4))});
          } else {
            ++h.concealed[t], ++h.concealed[t + 1], ++h.concealed[t + 2];
          }
        } else if (k < 92) {  // pung
          if (!take(t, 3)) continue;
          if (open) {
            h.melds.push_back(Meld{MeldKind::Pon, tile_at(t), 0, wind_at(pick(4))});
          } else {
            h.concealed[t] += 3;
          }
        } else {  // kong
          if (!take(t, 4)) continue;
          const MeldKind m = open ? MeldKind::Kan : MeldKind::Ankan;
          h.melds.push_back(Meld{m, tile_at(t), 0, wind_at(pick(4))});
        }
        break;
      }
    }
    for (int tries = 0;; ++tries) {
      if (tries > 50) return false;
      const int t = kind(suit);
      if (!take(t, 2)) continue;
      h.concealed[t] += 2;
      break;
    }
    int n = pick(h.concealed_count());
    for (int t = 0; t < kTileKinds; ++t) {
      if (n < h.concealed[t]) {
        h.win = TileRef{tile_at(t), false};
        break;
      }
      n -= h.concealed[t];
    }
    return true;
  }

  void flags(ScoreRequest& r) {
    r.win_by = pick(2) ? WinBy::Tsumo : WinBy::Ron;
    r.seat = wind_at(pick(4));
    r.round = wind_at(pick(4));
    if (r.win_by == WinBy::Ron) r.from = next_wind(r.seat, 1 + pick(3));
    if (r.win_by == WinBy::Tsumo && r.hand.kan_count() > 0 && pick(100) < 20) r.after_kan = true;
    if (!r.after_kan && pick(100) < 3) r.last_tile = true;
    if (r.win_by == WinBy::Ron && pick(100) < 2) r.robbing_kan = true;
  }

  std::mt19937_64 rng_;
  std::array<int, kTileKinds> left_{};
};

using HkCorpus = bench::ScoringCorpus;  // every hand scores (3 faan or more)

const HkCorpus& hk_corpus() {
  static const HkCorpus c = bench::make_scoring_corpus(HkHandMaker(20261129), 20000);
  return c;
}

}  // namespace

// Scores every hand of the HK corpus once into one reused result; callgrind counts inside.
extern "C" __attribute__((noinline)) long mjscore_bench_hk_score_all(const HkCorpus* c) {
  return bench::score_every_hand(*c, [](const ScoreResult& r) { return r.value; });
}

// `mjscore_bench --hk-instructions` (riichi_bench.cpp's main): one pass for callgrind.
int hk_instructions_pass() {
  const HkCorpus& c = hk_corpus();
  const long sum = mjscore_bench_hk_score_all(&c);
  std::printf("scored %zu hk hands (checksum %ld)\n", c.hands.size(), sum);
  return 0;
}

static void BM_HkScoreInto(benchmark::State& state) {
  const HkCorpus& c = hk_corpus();
  ScoreResult out;
  size_t i = 0;
  for (auto _ : state) {
    auto ok = c.engine.score(c.hands[i], out);
    benchmark::DoNotOptimize(ok);
    benchmark::DoNotOptimize(out.value);
    if (++i == c.hands.size()) i = 0;
  }
  state.SetItemsProcessed(state.iterations());
}
BENCHMARK(BM_HkScoreInto);

// A whole pass over the 20,000 hands (ns per hand = time / 20000).
static void BM_HkScorePass(benchmark::State& state) {
  const HkCorpus& c = hk_corpus();
  for (auto _ : state) benchmark::DoNotOptimize(mjscore_bench_hk_score_all(&c));
  state.SetItemsProcessed(state.iterations() * c.hands.size());
}
BENCHMARK(BM_HkScorePass)->Unit(benchmark::kMillisecond);
