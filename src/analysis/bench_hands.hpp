// Deterministic sample hands for the analysis benchmarks (bench/analysis_bench.cpp) and the
// callgrind driver (tools/analysis_callgrind). Every hand is drawn from a full 136-tile wall
// with std::mt19937_64 (its output sequence is fixed by the standard) and a fixed seed.
#pragma once

#include <algorithm>
#include <random>
#include <vector>

#include "mjscore/hand.hpp"

namespace mjscore::bench {

inline constexpr int kSampleHands = 100'000;
inline constexpr uint64_t kSampleSeed = 20261122;

// Complete hands: four sets and a pair (no melds) taken from a shuffled wall: each set is a
// run or a triplet chosen at random and kept if the wall still has its tiles. The winning
// tile is a random tile of the hand.
inline std::vector<Hand> complete_hands(int count = kSampleHands, uint64_t seed = kSampleSeed) {
  std::mt19937_64 rng(seed);
  std::vector<Hand> hands;
  hands.reserve(count);
  while (static_cast<int>(hands.size()) < count) {
    TileCounts left;
    left.fill(kCopies);
    Hand h;
    int sets = 0;
    for (int tries = 0; sets < 4 && tries < 100; ++tries) {
      const int t = static_cast<int>(rng() % kTileKinds);
      if (rng() % 2 && t < 27 && t % 9 <= 6) {
        if (!left[t] || !left[t + 1] || !left[t + 2]) continue;
        for (int k = 0; k < 3; ++k) --left[t + k], ++h.concealed[t + k];
      } else {
        if (left[t] < 3) continue;
        left[t] -= 3;
        h.concealed[t] += 3;
      }
      ++sets;
    }
    int pair = static_cast<int>(rng() % kTileKinds);
    while (left[pair] < 2) pair = (pair + 1) % kTileKinds;
    h.concealed[pair] += 2;
    if (sets < 4) continue;
    int w = static_cast<int>(rng() % 14);
    for (int i = 0; i < kTileKinds; ++i) {
      if (w < h.concealed[i]) {
        h.win = TileRef{tile_at(i), false};
        break;
      }
      w -= h.concealed[i];
    }
    hands.push_back(h);
  }
  return hands;
}

// Random hands of `tiles` tiles: the first tiles of a shuffled 136-tile wall.
inline std::vector<TileCounts> random_hands(int tiles = 13, int count = kSampleHands,
                                            uint64_t seed = kSampleSeed + 1) {
  std::mt19937_64 rng(seed);
  std::vector<TileCounts> hands;
  hands.reserve(count);
  int wall[136];
  for (int i = 0; i < 136; ++i) wall[i] = i / kCopies;
  for (int n = 0; n < count; ++n) {
    TileCounts c{};
    for (int i = 0; i < tiles; ++i) {
      const int j = i + static_cast<int>(rng() % static_cast<uint64_t>(136 - i));
      std::swap(wall[i], wall[j]);
      ++c[wall[i]];
    }
    hands.push_back(c);
  }
  return hands;
}

}  // namespace mjscore::bench
