#include "io/tenpai_check.hpp"

namespace mjscore::tenhou {
namespace {

// Can the counts be split entirely into sets (runs and triplets)?
bool all_sets(TileCounts& c, int from) {
  int i = from;
  while (i < kTileKinds && c[i] == 0) ++i;
  if (i == kTileKinds) return true;
  if (c[i] >= 3) {
    c[i] -= 3;
    const bool ok = all_sets(c, i);
    c[i] += 3;
    if (ok) return true;
  }
  if (i < 27 && i % 9 <= 6 && c[i + 1] > 0 && c[i + 2] > 0) {
    --c[i], --c[i + 1], --c[i + 2];
    const bool ok = all_sets(c, i);
    ++c[i], ++c[i + 1], ++c[i + 2];
    if (ok) return true;
  }
  return false;
}

bool complete(TileCounts& c) {
  int total = 0, pairs = 0;
  for (auto n : c) {
    total += n;
    pairs += n == 2;
  }
  if (total == 14 && pairs == 7) return true;  // seven distinct pairs
  if (total == 14) {
    bool orphans = true;
    int doubled = 0;
    for (Tile t : kTerminalsAndHonors) {
      orphans = orphans && c[index(t)] >= 1;
      doubled += c[index(t)] == 2;
    }
    int outside = total;
    for (Tile t : kTerminalsAndHonors) outside -= c[index(t)];
    if (orphans && doubled == 1 && outside == 0) return true;
  }
  for (int i = 0; i < kTileKinds; ++i) {
    if (c[i] < 2) continue;
    c[i] -= 2;
    const bool ok = all_sets(c, 0);
    c[i] += 2;
    if (ok) return true;
  }
  return false;
}

}  // namespace

bool is_tenpai(const TileCounts& concealed) {
  TileCounts c = concealed;
  int total = 0;
  for (auto n : c) total += n;
  if (total % 3 != 1) return false;
  for (int i = 0; i < kTileKinds; ++i) {
    if (c[i] >= 4) continue;
    ++c[i];
    const bool ok = complete(c);
    --c[i];
    if (ok) return true;
  }
  return false;
}

}  // namespace mjscore::tenhou
