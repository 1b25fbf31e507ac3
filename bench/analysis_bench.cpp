// Hand analysis benchmarks: 10^5 generated hands (fixed seed, src/analysis/bench_hands.hpp),
// one hand per iteration, so the time per iteration is the time per hand.
//   complete: is_complete on complete hands (four sets and a pair)
//   arrange:  every arrangement of those hands
//   shanten:  shanten over all shapes of random 13-tile hands
//   waits:    waits of random 13-tile hands
// Run: ./build/mjscore_bench --benchmark_filter=Analysis
#include <benchmark/benchmark.h>

#include "analysis/bench_hands.hpp"
#include "mjscore/analysis.hpp"

namespace mjscore {
namespace {

const std::vector<Hand>& complete_sample() {
  static const std::vector<Hand> hands = bench::complete_hands();
  return hands;
}

const std::vector<TileCounts>& random_sample() {
  static const std::vector<TileCounts> hands = bench::random_hands(13);
  return hands;
}

void BM_AnalysisComplete(benchmark::State& state) {
  const auto& hands = complete_sample();
  size_t i = 0;
  for (auto _ : state) {
    benchmark::DoNotOptimize(is_complete(hands[i].concealed, 0));
    if (++i == hands.size()) i = 0;
  }
  state.SetItemsProcessed(state.iterations());
}

void BM_AnalysisArrange(benchmark::State& state) {
  const auto& hands = complete_sample();
  Arrangements out;
  size_t i = 0;
  for (auto _ : state) {
    arrange(hands[i], out);
    benchmark::DoNotOptimize(out.size());
    benchmark::ClobberMemory();
    if (++i == hands.size()) i = 0;
  }
  state.SetItemsProcessed(state.iterations());
}

void BM_AnalysisShanten(benchmark::State& state) {
  const auto& hands = random_sample();
  size_t i = 0;
  for (auto _ : state) {
    benchmark::DoNotOptimize(shanten(hands[i], 0).best());
    if (++i == hands.size()) i = 0;
  }
  state.SetItemsProcessed(state.iterations());
}

void BM_AnalysisShantenRegular(benchmark::State& state) {
  const auto& hands = random_sample();
  size_t i = 0;
  for (auto _ : state) {
    benchmark::DoNotOptimize(shanten_regular(hands[i], 0));
    if (++i == hands.size()) i = 0;
  }
  state.SetItemsProcessed(state.iterations());
}

void BM_AnalysisWaits(benchmark::State& state) {
  const auto& hands = random_sample();
  size_t i = 0;
  for (auto _ : state) {
    benchmark::DoNotOptimize(waits(hands[i], 0, hands[i]));
    if (++i == hands.size()) i = 0;
  }
  state.SetItemsProcessed(state.iterations());
}

BENCHMARK(BM_AnalysisComplete);
BENCHMARK(BM_AnalysisArrange);
BENCHMARK(BM_AnalysisShanten);
BENCHMARK(BM_AnalysisShantenRegular);
BENCHMARK(BM_AnalysisWaits);

}  // namespace
}  // namespace mjscore

// Weak, so that another bench file may own main() (any main runs every registered benchmark).
__attribute__((weak)) int main(int argc, char** argv) {
  benchmark::Initialize(&argc, argv);
  if (benchmark::ReportUnrecognizedArguments(argc, argv)) return 1;
  benchmark::RunSpecifiedBenchmarks();
  benchmark::Shutdown();
  return 0;
}
