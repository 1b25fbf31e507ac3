// Appends to one game through the HTTP API as a function (app/serve/api.hpp), on an in-memory
// store (no fsync): what the server's own work costs per hand as a game grows. Three
// measurements, each of a riichi game of N hands (draws with everyone tenpai, so that the game
// goes on, and every fifth hand a ron of the dealer's with a full score request paid by a
// player in turn; no bust ends it):
//   ServeAppendGame/N   a game created and its N hands appended one by one (the cached record
//                       grown by one entry each time)
//   ServeReadWhole/N    the game of N hands read whole from its record text and answered: what
//                       each append cost when the server read the whole record every time (and
//                       what a cache miss costs now)
//   ServeReadEntry/N    the game of N - 1 hands, answered, and its last hand read on its own and
//                       the record answered: what an append costs now
//
//   ./build/mjscore_bench --benchmark_filter=Serve
#include <benchmark/benchmark.h>

#include <string>
#include <vector>

#include "mjscore/engine.hpp"
#include "serve/api.hpp"
#include "serve/game_store.hpp"
#include "serve/game_view.hpp"

namespace {

using namespace mjscore;
using namespace mjscore::serve;

const Engine& engine() {
  static const Engine e = Engine::create().value();
  return e;
}

// The i-th hand: a draw with everyone tenpai, or (every fifth) a ron of the dealer's with a full
// score request (the dealer keeps the deal either way).
std::string hand(int i) {
  if (i % 5 != 4) return R"({"result":"draw","tenpai":[0,1,2,3],"riichi":[]})";
  return R"({"result":"win","winner":0,"from":)" + std::to_string(1 + i / 5 % 3) +
         R"(,"riichi":[],"score":{"hand":"123m456m789m234p55s"}})";
}

StoredGame stored_game(int hands) {
  StoredGame g;
  g.id = 1;
  g.events = hands + 1;
  g.head.rules = "riichi";
  g.head.preset = "tenhou";
  g.head.options_json = R"({"bust":"off"})";
  g.head.players_json = R"(["A","B","C","D"])";
  g.head.record_head =
      R"({"rules":"riichi","preset":"tenhou","options":{"bust":"off"},"players":["A","B","C","D"]})";
  for (int i = 0; i < hands; ++i) g.entries.push_back(hand(i));
  return g;
}

void BM_ServeAppendGame(benchmark::State& state) {
  const int n = static_cast<int>(state.range(0));
  auto store = GameStore::open(":memory:", "bench").value();
  const Api api(engine(), *store, {"", "bench"});
  int64_t id = 0;
  for (auto _ : state) {
    const auto created = api.handle(
        {"POST", "/v1/games", "", "", R"({"players":["A","B","C","D"],"options":{"bust":"off"}})"});
    if (created.status != 201) state.SkipWithError("create");
    const std::string path = "/v1/games/" + std::to_string(++id) + "/hands";
    for (int i = 0; i < n; ++i) {
      const std::string body = hand(i);
      const auto r = api.handle({"POST", path, "", "", body});
      if (r.status != 201) state.SkipWithError(r.body.c_str());
    }
  }
  state.counters["per_append_us"] =
      benchmark::Counter(static_cast<double>(state.iterations()) * n * 1e-6,
                         benchmark::Counter::kIsRate | benchmark::Counter::kInvert);
}
BENCHMARK(BM_ServeAppendGame)->Arg(20)->Arg(60)->Unit(benchmark::kMillisecond);

void BM_ServeReadWhole(benchmark::State& state) {
  const StoredGame g = stored_game(static_cast<int>(state.range(0)));
  for (auto _ : state) {
    auto a = answer_stored(engine(), g);
    if (!a) state.SkipWithError(a.error().message.str().c_str());
    benchmark::DoNotOptimize(a);
  }
}
BENCHMARK(BM_ServeReadWhole)->Arg(20)->Arg(60)->Unit(benchmark::kMicrosecond);

void BM_ServeReadEntry(benchmark::State& state) {
  const int n = static_cast<int>(state.range(0));
  StoredGame before = stored_game(n - 1);
  const AnsweredGame cached = answer_stored(engine(), before).value();
  const std::string last = hand(n - 1);
  for (auto _ : state) {
    auto a = answer_appended(engine(), cached, last);
    if (!a) state.SkipWithError(a.error().message.str().c_str());
    benchmark::DoNotOptimize(a);
  }
}
BENCHMARK(BM_ServeReadEntry)->Arg(20)->Arg(60)->Unit(benchmark::kMicrosecond);

}  // namespace
