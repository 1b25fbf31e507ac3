// Classical round benchmark (issue 20 "Also": ns and instructions per `round`): 4096 random
// rounds (fixed seed), each a winning hand (pungs, chows, kongs, melds, bonus tiles) and three
// losing hands of 13 tiles drawn from the same tiles; every hand scored with the classical
// scorer, then settled. Three measurements:
//   ClassicalRound      classical::play_round under a rule set resolved once (the library call)
//   ClassicalRoundJson  the same rounds as `round` request lines through json::Handler (read,
//                       scored, settled, written)
//   ClassicalSettle     classical::settle alone (four scores)
//
//   ./build/mjscore_bench --benchmark_filter=Classical
//   valgrind --tool=callgrind --toggle-collect=mjscore_bench_rounds_all \
//       ./build/mjscore_bench --benchmark_filter=ClassicalRoundPass --benchmark_min_time=0
//   (instructions per round: the Ir collected / (iterations x 4096); docs/classical-games.md)
#include <benchmark/benchmark.h>

#include <array>
#include <random>
#include <string>
#include <vector>

#include "mjscore/classical_settle.hpp"
#include "mjscore/engine.hpp"
#include "mjscore/json.hpp"
#include "mjscore/notation.hpp"

namespace {

using namespace mjscore;

constexpr int kRounds = 4096;

class RoundMaker {
 public:
  explicit RoundMaker(uint64_t seed) : rng_(seed) {}

  // One round: the request (by seat) and the same as a JSON line.
  std::pair<classical::RoundRequest, std::string> make() {
    for (;;) {
      left_.fill(kCopies);
      classical::RoundRequest q;
      const int winner = pick(4);
      q.winner = static_cast<Wind>(winner);
      q.round = static_cast<Wind>(pick(4));
      std::string line = R"({"type":"round","rules":"classical","winner":")" +
                         std::string(classical::seat_letter(*q.winner)) + R"(","round":")" +
                         std::string(classical::seat_letter(q.round)) + R"(","hands":[)";
      bool ok = true;
      for (int seat = 0; seat < kSeats && ok; ++seat) {
        std::string object;
        ok = seat == winner ? winning(object) : losing(object);
        if (!ok) break;
        line += (seat ? "," : "") + object;
      }
      if (!ok) continue;
      line += "]}";
      // The request as the JSON reader builds it (one code path for both benchmarks).
      json::Handler reader(engine());
      const json::Answer& a = reader.answer(line);
      if (a.error) continue;
      return {std::get<classical::RoundRequest>(a.request), line};
    }
  }

  static const Engine& engine() {
    static const Engine e = std::move(*Engine::create());
    return e;
  }

 private:
  int pick(int n) { return std::uniform_int_distribution<int>(0, n - 1)(rng_); }
  bool take(int k, int n) {
    if (left_[k] < n) return false;
    left_[k] -= n;
    return true;
  }
  static std::string tiles(int k, int n) {
    std::string s;
    for (int i = 0; i < n; ++i) s += format_tile(TileRef{tile_at(k)}).substr(0, 1);
    return s + format_tile(TileRef{tile_at(k)}).substr(1);
  }
  static std::string run(int k) {
    const std::string t = format_tile(TileRef{tile_at(k)});
    return std::string{t[0], static_cast<char>(t[0] + 1), static_cast<char>(t[0] + 2)} + t[1];
  }

  // Four sets and a pair: pungs, kongs and chows, some called; a winning tile and its source.
  bool winning(std::string& object) {
    std::string hand, melds, win;
    for (int set = 0; set < 4; ++set) {
      const int kind = pick(10);
      const bool called = pick(3) == 0;
      if (kind < 4) {  // chow
        const int k = pick(3) * 9 + pick(7);
        if (!take(k, 1) || !take(k + 1, 1) || !take(k + 2, 1)) return false;
        if (called) {
          melds += (melds.empty() ? "\"chi " : ",\"chi ") + run(k) + "\"";
        } else {
          hand += run(k);
          win = format_tile(TileRef{tile_at(k + pick(3))});
        }
      } else {
        const int k = pick(kTileKinds);
        const bool kong = kind == 9;
        if (!take(k, kong ? 4 : 3)) return false;
        if (called || kong) {
          const char* what = kong ? (called ? "kan " : "ankan ") : "pon ";
          melds += std::string(melds.empty() ? "\"" : ",\"") + what + tiles(k, kong ? 4 : 3) + "\"";
        } else {
          hand += tiles(k, 3);
          win = format_tile(TileRef{tile_at(k)});
        }
      }
    }
    const int pair = pick(kTileKinds);
    if (!take(pair, 2)) return false;
    hand += tiles(pair, 2);
    if (win.empty() || pick(4) == 0) win = format_tile(TileRef{tile_at(pair)});
    object = R"({"hand":")" + hand + R"(","win":")" + win + R"(","win_by":")" +
             (pick(2) ? "tsumo" : "ron") + "\"";
    if (!melds.empty()) object += R"(,"melds":[)" + melds + "]";
    if (pick(2)) object += R"(,"bonus":")" + std::to_string(1 + pick(8)) + "f\"";
    object += "}";
    return true;
  }

  // 13 tiles from those left, sometimes a called pung among them.
  bool losing(std::string& object) {
    std::string hand, melds;
    int count = 13;
    if (pick(3) == 0) {
      const int k = pick(kTileKinds);
      if (take(k, 3)) {
        melds = R"(,"melds":["pon )" + tiles(k, 3) + "\"]";
        count -= 3;
      }
    }
    TileCounts counts{};
    for (int i = 0; i < count; ++i) {
      int k = pick(kTileKinds);
      while (left_[k] == 0) k = (k + 1) % kTileKinds;
      --left_[k];
      ++counts[k];
    }
    object = R"({"hand":")" + format_tiles(counts) + "\"" + melds + "}";
    return true;
  }

  std::mt19937_64 rng_;
  std::array<int, kTileKinds> left_{};
};

struct Corpus {
  std::vector<classical::RoundRequest> rounds;
  std::vector<std::string> lines;
  RuleSet rules;
};

const Corpus& corpus() {
  static const Corpus c = [] {
    Corpus out;
    RoundMaker maker(20);
    for (int i = 0; i < kRounds; ++i) {
      auto [q, line] = maker.make();
      out.rounds.push_back(std::move(q));
      out.lines.push_back(std::move(line));
    }
    out.rules = *RoundMaker::engine().resolve(Family::Classical, "classical");
    return out;
  }();
  return c;
}

}  // namespace

// Plays every round of the corpus once (callgrind collects this function only).
extern "C" [[gnu::noinline]] long mjscore_bench_rounds_all(const Corpus* c,
                                                           classical::RoundResult* out) {
  long sum = 0;
  for (const auto& q : c->rounds) {
    if (classical::play_round(RoundMaker::engine(), q, c->rules, *out))
      sum += out->settlement.deltas[0];
  }
  return sum;
}

static void BM_ClassicalRound(benchmark::State& state) {
  const Corpus& c = corpus();
  classical::RoundResult out;
  std::size_t i = 0;
  for (auto _ : state) {
    auto r = classical::play_round(RoundMaker::engine(), c.rounds[i], c.rules, out);
    benchmark::DoNotOptimize(r);
    benchmark::DoNotOptimize(out.settlement.deltas);
    i = (i + 1) % c.rounds.size();
  }
  state.SetItemsProcessed(state.iterations());
}
BENCHMARK(BM_ClassicalRound);

static void BM_ClassicalRoundPass(benchmark::State& state) {
  const Corpus& c = corpus();
  classical::RoundResult out;
  for (auto _ : state) benchmark::DoNotOptimize(mjscore_bench_rounds_all(&c, &out));
  state.SetItemsProcessed(state.iterations() * static_cast<long>(c.rounds.size()));
}
BENCHMARK(BM_ClassicalRoundPass)->Unit(benchmark::kMillisecond);

static void BM_ClassicalRoundJson(benchmark::State& state) {
  const Corpus& c = corpus();
  json::Handler handler(RoundMaker::engine());
  std::string out;
  std::size_t i = 0;
  for (auto _ : state) {
    out.clear();
    handler.handle(c.lines[i], out);
    benchmark::DoNotOptimize(out.data());
    i = (i + 1) % c.lines.size();
  }
  state.SetItemsProcessed(state.iterations());
}
BENCHMARK(BM_ClassicalRoundJson);

static void BM_ClassicalSettle(benchmark::State& state) {
  const Corpus& c = corpus();
  const auto& rules = *c.rules.get<classical::Rules>();
  classical::SettleRequest q;
  q.winner = Wind::South;
  int k = 0;
  for (auto _ : state) {
    q.scores = {24 + k, 52, 18, 12 + (k & 7)};
    auto s = classical::settle(q, rules);
    benchmark::DoNotOptimize(s);
    k = (k + 1) & 63;
  }
  state.SetItemsProcessed(state.iterations());
}
BENCHMARK(BM_ClassicalSettle);
