// Callgrind driver for the hand analysis (docs/performance.md): generates the benchmark's
// 10^5 sample hands (src/analysis/bench_hands.hpp), then applies one operation to the first
// N of them. Instructions per hand = (Ir with N hands - Ir with 0 hands) / N.
//   analysis_callgrind complete|arrange|shanten|waits N
#include <cstdio>
#include <cstdlib>
#include <cstring>

#include "analysis/bench_hands.hpp"
#include "mjscore/analysis.hpp"

int main(int argc, char** argv) {
  using namespace mjscore;
  if (argc != 3) {
    std::fprintf(stderr, "usage: %s complete|arrange|shanten|waits N\n", argv[0]);
    return 2;
  }
  const char* op = argv[1];
  const int n = std::atoi(argv[2]);
  if (n < 0 || n > bench::kSampleHands) {
    std::fprintf(stderr, "N must be 0..%d\n", bench::kSampleHands);
    return 2;
  }
  // Both samples are always generated so that the N = 0 run subtracts their cost exactly.
  const auto complete = bench::complete_hands();
  const auto random = bench::random_hands(13);
  long sum = 0;
  if (std::strcmp(op, "complete") == 0) {
    for (int i = 0; i < n; ++i) sum += is_complete(complete[i].concealed, 0);
  } else if (std::strcmp(op, "arrange") == 0) {
    Arrangements out;
    for (int i = 0; i < n; ++i) {
      arrange(complete[i], out);
      sum += out.size();
    }
  } else if (std::strcmp(op, "shanten") == 0) {
    for (int i = 0; i < n; ++i) sum += shanten(random[i], 0).best();
  } else if (std::strcmp(op, "waits") == 0) {
    for (int i = 0; i < n; ++i)
      sum += static_cast<long>(waits(random[i], 0, random[i]).waits & 0xFF);
  } else {
    std::fprintf(stderr, "unknown operation %s\n", op);
    return 2;
  }
  std::printf("%s %d hands, checksum %ld\n", op, n, sum);
  return 0;
}
